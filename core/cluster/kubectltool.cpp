// SPDX-License-Identifier: GPL-3.0-or-later
#include "kubectltool.h"

#include "toolconfigcheck.h"
#include "toollookup.h"
#include "toolprobe.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

namespace HelmDeck {

namespace {

constexpr int KubectlVersionTimeoutMs = 10000;

// a function, not a constant: translated when it is shown, after the translator is installed
QString kubectlInstallHint()
{
    return QCoreApplication::translate("HelmDeck::KubectlTool",
        "Install kubectl (https://kubernetes.io/docs/tasks/tools/) and put it on PATH, or set "
        "$HELMDECK_KUBECTL "
        "to the kubectl binary.");
}

KubectlTool kubectlFailed(const QString &program, const QString &why)
{
    KubectlTool t;
    t.program = program;
    t.error = why;
    return t;
}

/** gitVersion from `kubectl version --client -o json`, or empty. */
QString gitVersion(const QByteArray &json)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return QString();
    return doc.object()
        .value(QStringLiteral("clientVersion"))
        .toObject()
        .value(QStringLiteral("gitVersion"))
        .toString();
}

} // namespace

KubectlTool KubectlTool::detect(const QString &explicitPath)
{
    const ToolLookup found = ToolLookup::find(explicitPath, "HELMDECK_KUBECTL", QStringLiteral("kubectl"));
    if (found.program.isEmpty())
        return kubectlFailed(found.candidate, found.error + QLatin1Char(' ') + kubectlInstallHint());
    const QString program = found.program;

    // a FIFO as its kubeconfig would block it until the timeout (docs/inputs.md)
    const Findings refused
        = ToolConfigCheck::check(ToolConfigCheck::Tool::Kubectl, QProcessEnvironment::systemEnvironment());
    if (!refused.isEmpty())
        return kubectlFailed(program, refused.first().message);
    // --client: no cluster is contacted, so this works offline and with no kubeconfig
    const ToolProbe probe = ToolProbe::run(program,
        { QStringLiteral("version"), QStringLiteral("--client"), QStringLiteral("-o"),
            QStringLiteral("json") },
        KubectlVersionTimeoutMs);
    if (!probe.started)
        return kubectlFailed(program,
            QCoreApplication::translate("HelmDeck::KubectlTool", "could not start %1: %2. ")
                    .arg(program, probe.startError)
                + kubectlInstallHint());
    if (probe.timedOut) {
        return kubectlFailed(program,
            QCoreApplication::translate("HelmDeck::KubectlTool",
                "%1 did not answer \"version --client\" within %2 s; check that it is a "
                "working kubectl binary. ")
                    .arg(program)
                    .arg(KubectlVersionTimeoutMs / 1000)
                + kubectlInstallHint());
    }
    // stdout only: kubectl may warn on stderr (e.g. about the kubeconfig) without failing
    const QByteArray out = probe.stdoutData;
    const QString err = QString::fromUtf8(probe.stderrData).trimmed();
    if (!probe.exitedOk) {
        const QString said = (err.isEmpty() ? QString::fromUtf8(out).trimmed() : err).left(500);
        return kubectlFailed(program,
            probe.failureText(QStringLiteral("kubectl"), QStringLiteral("version --client -o json"), said)
                + QLatin1Char(' ') + kubectlInstallHint());
    }
    const QString version = gitVersion(out);
    if (version.isEmpty()) {
        return kubectlFailed(program,
            QCoreApplication::translate("HelmDeck::KubectlTool",
                "could not read a version from \"%1 version --client -o json\" (it printed "
                "\"%2\"); is it kubectl? ")
                    .arg(program, QString::fromUtf8(out).trimmed().left(200))
                + kubectlInstallHint());
    }
    KubectlTool t;
    t.program = program;
    t.version = version;
    return t;
}

} // namespace HelmDeck
