// SPDX-License-Identifier: GPL-3.0-or-later
#include "clustercommands.h"

#include "clustererrors.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace HelmDeck {

namespace {
// a missing tool still gives a readable dry-run line; preflight refuses to run it
QString programOr(const QString &program, const QString &fallback)
{
    return program.isEmpty() ? fallback : program;
}
} // namespace

ClusterCommands::ClusterCommands(
    const HelmTool &helm, const KubectlTool &kubectl, const ClusterTarget &target)
    : m_helm(helm)
    , m_kubectl(kubectl)
    , m_target(target)
{ }

QString ClusterCommands::context() const
{
    // a plan without a context never runs (preflight); its dry-run still reads well
    return m_target.context.isEmpty() ? QStringLiteral("<context>") : m_target.context;
}

QStringList ClusterCommands::helmListAll(const QString &kubeNamespace) const
{
    QStringList args { QStringLiteral("list") };
    if (m_helm.major != 4)
        args << QStringLiteral("--all");
    args << QStringLiteral("-o") << QStringLiteral("json");
    return helm(args, kubeNamespace);
}

QStringList ClusterCommands::helm(const QStringList &args, const QString &kubeNamespace) const
{
    QStringList argv { programOr(m_helm.program, QStringLiteral("helm")) };
    argv << args << QStringLiteral("--kube-context") << context() << QStringLiteral("--namespace")
         << kubeNamespace;
    return argv;
}

QStringList ClusterCommands::kubectl(const QStringList &args, const QString &kubeNamespace) const
{
    QStringList argv { programOr(m_kubectl.program, QStringLiteral("kubectl")), QStringLiteral("--context"),
        context() };
    if (!kubeNamespace.isEmpty())
        argv << QStringLiteral("--namespace") << kubeNamespace;
    argv << args;
    return argv;
}

QStringList ClusterCommands::helmUpgrade(const QString &release, const QString &chartDir,
    const QString &valuesFile, const QString &kubeNamespace, bool wait, int timeoutSeconds,
    bool rollbackOnFailure) const
{
    QStringList args { QStringLiteral("upgrade"), QStringLiteral("--install"), release, chartDir };
    if (!valuesFile.isEmpty())
        args << QStringLiteral("-f") << valuesFile;
    args << QStringLiteral("--history-max") << QStringLiteral("10");
    if (wait) {
        args << (m_helm.major >= 4 ? QStringLiteral("--wait=watcher") : QStringLiteral("--wait"));
        args << QStringLiteral("--timeout") << QString::number(timeoutSeconds) + QLatin1Char('s');
        // resources a failed upgrade created are removed again (Dokku sets CleanupOnFail too)
        args << QStringLiteral("--cleanup-on-fail");
        if (rollbackOnFailure)
            args << (m_helm.major >= 4 ? QStringLiteral("--rollback-on-failure")
                                       : QStringLiteral("--atomic"));
    }
    return helm(args, kubeNamespace);
}

QStringList ClusterCommands::helmUninstall(
    const QString &release, const QString &kubeNamespace, int timeoutSeconds) const
{
    QStringList args { QStringLiteral("uninstall"), release, QStringLiteral("--ignore-not-found") };
    if (timeoutSeconds > 0) {
        args << QStringLiteral("--wait") << QStringLiteral("--cascade") << QStringLiteral("foreground")
             << QStringLiteral("--timeout") << QString::number(timeoutSeconds) + QLatin1Char('s');
    }
    return helm(args, kubeNamespace);
}

QStringList ClusterCommands::helmRollback(
    const QString &release, int revision, const QString &kubeNamespace) const
{
    return helm({ QStringLiteral("rollback"), release, QString::number(revision),
                    QStringLiteral("--history-max"), QStringLiteral("10") },
        kubeNamespace);
}

QStringList ClusterCommands::helmHistory(const QString &release, const QString &kubeNamespace) const
{
    return helm({ QStringLiteral("history"), release, QStringLiteral("--max"), QStringLiteral("20"),
                    QStringLiteral("-o"), QStringLiteral("json") },
        kubeNamespace);
}

Step ClusterCommands::step(
    const QString &id, const QString &title, const QStringList &argv, int timeoutMs) const
{
    Step s;
    s.id = id;
    s.title = title;
    s.argv = argv;
    s.timeoutMs = timeoutMs;
    // a query's JSON feeds the hooks; the reader sees what the check makes of it
    s.echoStdout = !argv.contains(QStringLiteral("json"));
    if (!m_target.kubeconfigEnv.isEmpty())
        s.environment.insert(QStringLiteral("KUBECONFIG"), m_target.kubeconfigEnv);
    // a cluster that cannot be reached, or refuses the credentials, is said as one message naming the
    // context, not as kubectl's log lines; a step may word its own (it replaces this)
    const QString context = m_target.context;
    s.explainFailure = [context](const QString &err) { return ClusterErrors::explain(err, context); };
    return s;
}

Step ClusterCommands::ensureNamespaceStep(const QString &ns) const
{
    Step s = step(QStringLiteral("namespace"), tr("Ensure namespace %1").arg(ns),
        kubectl({ QStringLiteral("apply"), QStringLiteral("-f"), QStringLiteral("-") }, QString()), 60000);
    const QJsonObject object {
        { QStringLiteral("apiVersion"), QStringLiteral("v1") },
        { QStringLiteral("kind"), QStringLiteral("Namespace") },
        { QStringLiteral("metadata"),
            QJsonObject { { QStringLiteral("name"), ns },
                { QStringLiteral("labels"),
                    QJsonObject { { QStringLiteral("app.kubernetes.io/managed-by"),
                        QStringLiteral("helmdeck") } } } } },
    };
    s.stdinData = QJsonDocument(object).toJson(QJsonDocument::Compact);
    s.plannedCommand = s.describe() + QStringLiteral(" <<< ") + QString::fromUtf8(s.stdinData);
    return s;
}

} // namespace HelmDeck
