// SPDX-License-Identifier: GPL-3.0-or-later
#include "terminalcommands.h"

#include "chart/chartnames.h"
#include "cluster/clustercommands.h"
#include "cluster/helmtool.h"
#include "cluster/kubeconfig.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace HelmDeck {

namespace {

const QString FindPodId = QStringLiteral("find-pod");

} // namespace

TerminalCommands::TerminalCommands(const KubectlTool &kubectl, const ClusterTarget &target)
    : m_kubectl(kubectl)
    , m_target(target)
{ }

QString TerminalCommands::selector(const QString &app, const QString &process)
{
    QString s = QStringLiteral("app.kubernetes.io/part-of=") + app;
    if (!process.isEmpty())
        s += QStringLiteral(",app.kubernetes.io/name=") + process;
    return s;
}

QStringList TerminalCommands::logsArgv(const QString &kubeNamespace, const QString &app,
    const QString &process, const QString &sinceTime, int maxLogRequests) const
{
    QStringList args { QStringLiteral("logs"), QStringLiteral("-f"), QStringLiteral("-l"),
        selector(app, process), QStringLiteral("--prefix"), QStringLiteral("--timestamps") };
    if (!sinceTime.isEmpty())
        args << QStringLiteral("--since-time") << sinceTime;
    args << QStringLiteral("--max-log-requests") << QString::number(maxLogRequests);
    return ClusterCommands(HelmTool(), m_kubectl, m_target).kubectl(args, kubeNamespace);
}

Plan TerminalCommands::logsPlan(
    const QString &kubeNamespace, const QString &app, const QString &process, const QString &sinceTime) const
{
    const ClusterCommands commands(HelmTool(), m_kubectl, m_target);
    Plan plan;
    plan.title = process.isEmpty() ? tr("Logs of %1").arg(app) : tr("Logs of %1 %2").arg(app, process);
    Step s = commands.step(
        QStringLiteral("logs"), plan.title, logsArgv(kubeNamespace, app, process, sinceTime), 0);
    s.captureLimit = 0; // shown line by line; a follow runs for hours
    plan.steps.append(s);
    return plan;
}

QStringList TerminalCommands::podQueryArgv(
    const QString &kubeNamespace, const QString &app, const QString &process) const
{
    return ClusterCommands(HelmTool(), m_kubectl, m_target)
        .kubectl({ QStringLiteral("get"), QStringLiteral("pods"), QStringLiteral("-l"),
                     selector(app, process), QStringLiteral("-o"), QStringLiteral("json") },
            kubeNamespace);
}

QString TerminalCommands::pickRunningPod(const QByteArray &podListJson)
{
    const QJsonArray items
        = QJsonDocument::fromJson(podListJson).object().value(QLatin1String("items")).toArray();
    QString best;
    bool bestReady = false;
    QString bestCreated;
    for (const QJsonValue &value : items) {
        const QJsonObject pod = value.toObject();
        const QJsonObject meta = pod.value(QLatin1String("metadata")).toObject();
        const QJsonObject status = pod.value(QLatin1String("status")).toObject();
        if (status.value(QLatin1String("phase")).toString() != QLatin1String("Running")
            || meta.contains(QLatin1String("deletionTimestamp")))
            continue;
        const QJsonArray containers = status.value(QLatin1String("containerStatuses")).toArray();
        bool ready = !containers.isEmpty();
        for (const QJsonValue &c : containers)
            ready = ready && c.toObject().value(QLatin1String("ready")).toBool();
        const QString created = meta.value(QLatin1String("creationTimestamp")).toString();
        if (best.isEmpty() || (ready && !bestReady) || (ready == bestReady && created > bestCreated)) {
            best = meta.value(QLatin1String("name")).toString();
            bestReady = ready;
            bestCreated = created;
        }
    }
    return best;
}

QStringList TerminalCommands::enterCommand(int columns, int rows, const QString &term)
{
    return { QStringLiteral("env"), QStringLiteral("TERM=") + term, QStringLiteral("COLUMNS=%1").arg(columns),
        QStringLiteral("LINES=%1").arg(rows), QStringLiteral("sh"), QStringLiteral("-c"),
        QStringLiteral("command -v bash >/dev/null && exec bash || exec sh") };
}

Plan TerminalCommands::enterPlan(
    const QString &kubeNamespace, const QString &app, const QString &process, int columns, int rows) const
{
    const ClusterCommands commands(HelmTool(), m_kubectl, m_target);
    Plan plan;
    plan.title = tr("Enter %1 %2").arg(app, process);

    Step find = commands.step(FindPodId, tr("Find a running pod of %1").arg(process),
        podQueryArgv(kubeNamespace, app, process), 30000);
    find.echoStdout = false;
    plan.steps.append(find);

    const QString container = ChartNames::workloadName(app, process);
    Step enter
        = commands.step(QStringLiteral("enter"), tr("Shell in a pod of %1").arg(process), QStringList(), 0);
    enter.terminal = true;
    enter.terminalColumns = columns;
    enter.terminalRows = rows;
    enter.plannedCommand = commands
                               .kubectl({ QStringLiteral("exec"), QStringLiteral("-i"), QStringLiteral("-t"),
                                            QStringLiteral("<a running pod>"), QStringLiteral("-c"),
                                            container, QStringLiteral("--") },
                                   kubeNamespace)
                               .join(QLatin1Char(' '))
        + QLatin1Char(' ') + QStringList(enterCommand(columns, rows).mid(0, 5)).join(QLatin1Char(' '))
        + QStringLiteral(" -c '…'");
    const QStringList execPrefix = commands.kubectl(
        { QStringLiteral("exec"), QStringLiteral("-i"), QStringLiteral("-t") }, kubeNamespace);
    enter.prepare = [execPrefix, container, process, kubeNamespace](
                        PlanContext &context, Step &self, bool *, QString *error) {
        const QString pod = pickRunningPod(context.outputs.value(FindPodId));
        if (pod.isEmpty()) {
            *error = tr("no running pod of process type %1 in %2").arg(process, kubeNamespace);
            return false;
        }
        // the size the tab set on the step just before it started (it may differ from the plan's)
        self.argv = execPrefix + QStringList { pod, QStringLiteral("-c"), container, QStringLiteral("--") }
            + enterCommand(self.terminalColumns, self.terminalRows);
        return true;
    };
    plan.steps.append(enter);
    return plan;
}

QString TerminalCommands::shellProgram(const QProcessEnvironment &environment)
{
    const QString shell = environment.value(QStringLiteral("SHELL"));
    const QFileInfo info(shell);
    if (!shell.isEmpty() && info.isAbsolute() && info.isFile() && info.isExecutable())
        return shell;
    return QStringLiteral("/bin/sh");
}

bool TerminalCommands::shellPlan(const QProcessEnvironment &environment, const QString &kubeNamespace,
    int columns, int rows, Plan *plan, QString *error) const
{
    Plan p;
    p.title = tr("Shell on %1/%2").arg(m_target.context, kubeNamespace);
    if (!p.makeWorkDir()) {
        *error = tr("cannot make a private temp dir for the shell's kubeconfig");
        return false;
    }
    const QString kubeconfig = QDir(p.workDir->path()).filePath(QStringLiteral("kubeconfig"));
    Step s;
    s.id = QStringLiteral("shell");
    s.title = p.title;
    s.argv = QStringList { shellProgram(environment) };
    s.timeoutMs = 0;
    s.terminal = true;
    s.terminalColumns = columns;
    s.terminalRows = rows;
    s.environment.insert(QStringLiteral("KUBECONFIG"), kubeconfig);
    s.environment.insert(QStringLiteral("TERM"), QLatin1String(DefaultTerm));
    s.removeAfter = QStringList { kubeconfig };
    const QString context = m_target.context;
    QProcessEnvironment source = environment;
    if (!m_target.kubeconfigEnv.isEmpty())
        source.insert(QStringLiteral("KUBECONFIG"), m_target.kubeconfigEnv);
    s.prepare = [source, context, kubeNamespace, kubeconfig](PlanContext &, Step &, bool *, QString *why) {
        return KubeConfig::writeSingleContext(source, context, kubeNamespace, kubeconfig, why);
    };
    p.steps.append(s);
    *plan = p;
    return true;
}

} // namespace HelmDeck
