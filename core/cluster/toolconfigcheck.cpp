// SPDX-License-Identifier: GPL-3.0-or-later
#include "toolconfigcheck.h"

#include "io/inputfile.h"
#include "kubeconfig.h"
#include "registry/credentialresolver.h"

#include <QCoreApplication>

namespace HelmDeck {

QStringList ToolConfigCheck::files(Tool tool, const QProcessEnvironment &environment)
{
    QStringList out = KubeConfig::candidateFiles(environment);
    if (tool == Tool::Helm) {
        out << CredentialResolver::dockerConfigPath(environment)
            << CredentialResolver::helmRegistryConfigPath(environment);
    }
    return out;
}

Findings ToolConfigCheck::check(Tool tool, const QProcessEnvironment &environment)
{
    const QStringList paths = files(tool, environment);
    const int kubeconfigs = int(KubeConfig::candidateFiles(environment).size());
    const QString name = tool == Tool::Helm ? QStringLiteral("helm") : QStringLiteral("kubectl");
    Findings out;
    for (int i = 0; i < paths.size(); ++i) {
        const QString &path = paths.at(i);
        if (!InputFile::present(path))
            continue; // the tools skip a config file that is not there
        const InputKind kind = i < kubeconfigs ? InputKind::Kubeconfig
            : i == kubeconfigs                 ? InputKind::DockerConfig
                                               : InputKind::HelmRegistryConfig;
        // read, not only looked at: the size cap holds too, and O_NONBLOCK means a FIFO never blocks
        const InputRead in = InputFile::readBytes(path, kind);
        for (Finding f : in.findings) {
            if (f.severity != Finding::Severity::Error)
                continue;
            f.message = QCoreApplication::translate("HelmDeck::ToolConfigCheck",
                "%1; %2 reads it as it starts (it would wait on it or fail), so %2 "
                "was not run")
                            .arg(f.message, name);
            out.append(f);
        }
    }
    return out;
}

} // namespace HelmDeck
