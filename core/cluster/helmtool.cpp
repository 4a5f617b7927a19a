// SPDX-License-Identifier: GPL-3.0-or-later
#include "helmtool.h"

#include "toolconfigcheck.h"
#include "toollookup.h"
#include "toolprobe.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QStringList>

namespace HelmDeck {

namespace {

constexpr int VersionTimeoutMs = 10000;

// a function, not a constant: translated when it is shown, after the translator is installed
QString helmInstallHint()
{
    return QCoreApplication::translate("HelmDeck::HelmTool",
        "Install Helm 3 or 4 (https://helm.sh/docs/intro/install/) and put it on PATH, set $HELMDECK_HELM "
        "to the helm binary, or start HelmDeck with --helm PATH.");
}

HelmTool failed(const QString &program, const QString &why)
{
    HelmTool t;
    t.program = program;
    t.error = why;
    return t;
}

} // namespace

int HelmTool::parseMajor(const QString &versionText)
{
    // "v3.18.0+gcc58e3f", "v4.1.4+g05fa379"; older Helm printed "Client: v2.17.0+g…"
    static const QRegularExpression re(QStringLiteral("\\bv?(\\d+)\\.(\\d+)\\.(\\d+)"));
    const QRegularExpressionMatch m = re.match(versionText);
    return m.hasMatch() ? m.captured(1).toInt() : 0;
}

HelmTool HelmTool::detect(const QString &explicitPath)
{
    const ToolLookup found = ToolLookup::find(explicitPath, "HELMDECK_HELM", QStringLiteral("helm"));
    if (found.program.isEmpty())
        return failed(found.candidate, found.error + QLatin1Char(' ') + helmInstallHint());
    const QString program = found.program;

    // a FIFO as its kubeconfig, docker config or registry config would block it until the timeout
    // (docs/inputs.md)
    const Findings refused
        = ToolConfigCheck::check(ToolConfigCheck::Tool::Helm, QProcessEnvironment::systemEnvironment());
    if (!refused.isEmpty())
        return failed(program, refused.first().message);
    const ToolProbe probe
        = ToolProbe::run(program, { QStringLiteral("version"), QStringLiteral("--short") }, VersionTimeoutMs);
    if (!probe.started)
        return failed(program,
            QCoreApplication::translate("HelmDeck::HelmTool", "could not start %1: %2. ")
                    .arg(program, probe.startError)
                + helmInstallHint());
    if (probe.timedOut) {
        return failed(program,
            QCoreApplication::translate("HelmDeck::HelmTool",
                "%1 did not answer \"version --short\" within %2 s; check that it is a "
                "working helm binary. ")
                    .arg(program)
                    .arg(VersionTimeoutMs / 1000)
                + helmInstallHint());
    }
    // helm may print warnings (e.g. about kubeconfig permissions) besides the version line
    const QString output = QString::fromUtf8(probe.stdoutData + probe.stderrData).trimmed();
    if (!probe.exitedOk) {
        return failed(program,
            probe.failureText(QStringLiteral("helm"), QStringLiteral("version --short"), output)
                + QLatin1Char(' ') + helmInstallHint());
    }
    const int major = parseMajor(output);
    if (major != 3 && major != 4) {
        HelmTool t = failed(program,
            major == 0 ? QCoreApplication::translate(
                "HelmDeck::HelmTool", "could not read a version from \"%1 version --short\": %2. ")
                             .arg(program, output.left(200))
                       : QCoreApplication::translate(
                           "HelmDeck::HelmTool", "%1 is Helm %2 (%3); HelmDeck needs Helm 3 or 4. ")
                             .arg(program)
                             .arg(major)
                             .arg(output.left(100)));
        t.error += helmInstallHint();
        t.version = output;
        return t;
    }
    HelmTool t;
    t.program = program;
    t.major = major;
    // helm may print warnings (e.g. about kubeconfig permissions) before the version line
    const QStringList lines = output.split(QLatin1Char('\n'));
    for (const QString &line : lines) {
        if (parseMajor(line) == major) {
            t.version = line.trimmed();
            break;
        }
    }
    return t;
}

} // namespace HelmDeck
