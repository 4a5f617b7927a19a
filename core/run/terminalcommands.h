// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cluster/clustertarget.h"
#include "cluster/kubectltool.h"
#include "job/plan.h"

#include <QCoreApplication>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace HelmDeck {

/**
 * The programs of the terminal dock's logs, enter and shell tabs, as plans for the one Runner
 * (docs/architecture.md §2), widget-free so the command line can use them too. Every kubectl call
 * names the target's context and namespace (ClusterCommands), with KUBECONFIG when the target has
 * one. Pods are found by the chart's selector labels: app.kubernetes.io/part-of=<app> and
 * app.kubernetes.io/name=<process type>; a process's container is "<app>-<process>".
 */
class TerminalCommands
{
    Q_DECLARE_TR_FUNCTIONS(HelmDeck::TerminalCommands)

public:
    static constexpr int DefaultMaxLogRequests = 20;
    static constexpr const char *DefaultTerm = "xterm-256color";

    TerminalCommands(const KubectlTool &kubectl, const ClusterTarget &target);

    /** "app.kubernetes.io/part-of=<app>[,app.kubernetes.io/name=<process>]" (an empty process = every pod of
     * the app). */
    static QString selector(const QString &app, const QString &process);

    /**
     * kubectl --context C --namespace NS logs -f -l <selector> --prefix --timestamps [--since-time T]
     * --max-log-requests N: every pod of the process type at once, each line prefixed by its pod and
     * container. @p sinceTime is RFC 3339 ("2026-12-01T11:00:00Z"); empty = from each pod's start.
     */
    QStringList logsArgv(const QString &kubeNamespace, const QString &app, const QString &process,
        const QString &sinceTime, int maxLogRequests = DefaultMaxLogRequests) const;
    /**
     * One step "logs" running logsArgv(): not a terminal step — its stdout lines are de-duplicated
     * across reconnects (LogDeduplicator) before they are shown, which needs whole lines. No timeout,
     * nothing captured (a follow runs for hours).
     */
    Plan logsPlan(const QString &kubeNamespace, const QString &app, const QString &process,
        const QString &sinceTime) const;

    /** kubectl … get pods -l <selector> -o json */
    QStringList podQueryArgv(const QString &kubeNamespace, const QString &app, const QString &process) const;
    /**
     * The pod to enter from a `get pods -o json` list: Running and not being deleted, all containers
     * ready preferred, then the newest; empty when there is none.
     */
    static QString pickRunningPod(const QByteArray &podListJson);
    /**
     * What runs in the container: `env TERM=… COLUMNS=… LINES=… sh -c 'command -v bash >/dev/null
     * && exec bash || exec sh'` (bash when the image has it, else sh; the size also as variables,
     * for programs that read them before the first resize arrives).
     */
    static QStringList enterCommand(int columns, int rows, const QString &term = QLatin1String(DefaultTerm));
    /**
     * Two steps: "find-pod" (podQueryArgv, 30 s; fails "no running pod of process type web in
     * shop" when pickRunningPod finds none) and "enter", the terminal step (index 1): kubectl …
     * exec -i -t <pod> -c <app>-<process> -- enterCommand(), no timeout, @p columns × @p rows.
     */
    Plan enterPlan(const QString &kubeNamespace, const QString &app, const QString &process, int columns,
        int rows) const;

    /** $SHELL from @p environment when it is an executable file, else /bin/sh. */
    static QString shellProgram(const QProcessEnvironment &environment);
    /**
     * One terminal step "shell" (index 0): the local shellProgram() whose KUBECONFIG is a private
     * copy holding only the target's context, its namespace preset to @p kubeNamespace
     * (KubeConfig::writeSingleContext, read from @p environment), 0600 in the plan's private 0700
     * work dir, deleted when the step ends and with the plan's work dir. The copy is written by the
     * step's prepare hook; a context the kubeconfig lacks fails the step with that reason. False
     * with @p error when the work dir cannot be made.
     */
    bool shellPlan(const QProcessEnvironment &environment, const QString &kubeNamespace, int columns,
        int rows, Plan *plan, QString *error) const;

private:
    KubectlTool m_kubectl;
    ClusterTarget m_target;
};

} // namespace HelmDeck
