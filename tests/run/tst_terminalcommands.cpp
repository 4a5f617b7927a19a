// SPDX-License-Identifier: GPL-3.0-or-later
// TerminalCommands: the logs, enter and shell plans of the terminal dock (argv, hooks, the shell's
// kubeconfig).
#include "job/runner.h"
#include "run/terminalcommands.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace HelmDeck;

namespace {

KubectlTool kubectl()
{
    KubectlTool k;
    k.program = QStringLiteral("/usr/bin/kubectl");
    return k;
}

ClusterTarget target(const QString &kubeconfigEnv = QString())
{
    ClusterTarget t;
    t.context = QStringLiteral("dev");
    t.kubeconfigEnv = kubeconfigEnv;
    return t;
}

QByteArray pod(
    const QString &name, const QString &phase, bool ready, const QString &created, bool deleting = false)
{
    QString meta = QStringLiteral("\"name\":\"%1\",\"creationTimestamp\":\"%2\"").arg(name, created);
    if (deleting)
        meta += QStringLiteral(",\"deletionTimestamp\":\"2026-12-01T12:00:00Z\"");
    return QStringLiteral(
        "{\"metadata\":{%1},\"status\":{\"phase\":\"%2\",\"containerStatuses\":[{\"ready\":%3}]}}")
        .arg(meta, phase, ready ? QStringLiteral("true") : QStringLiteral("false"))
        .toUtf8();
}

QByteArray podList(const QList<QByteArray> &pods)
{
    QByteArray items;
    for (const QByteArray &p : pods)
        items += (items.isEmpty() ? "" : ",") + p;
    return "{\"items\":[" + items + "]}";
}

} // namespace

class TestTerminalCommands : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void logsFollowEveryPodOfTheProcessType_data();
    void logsFollowEveryPodOfTheProcessType();
    void picksARunningPod_data();
    void picksARunningPod();
    void enterExecsAShellInThePickedPodAtTheTabsSize();
    void enterFailsWithoutARunningPod();
    void shellFallsBackToBinSh_data();
    void shellFallsBackToBinSh();
    void shellSeesOnlyTheTargetsContext();
};

void TestTerminalCommands::logsFollowEveryPodOfTheProcessType_data()
{
    QTest::addColumn<QString>("process");
    QTest::addColumn<QString>("since");
    QTest::addColumn<QStringList>("argv");
    const QStringList head { QStringLiteral("/usr/bin/kubectl"), QStringLiteral("--context"),
        QStringLiteral("dev"), QStringLiteral("--namespace"), QStringLiteral("shop"), QStringLiteral("logs"),
        QStringLiteral("-f"), QStringLiteral("-l") };
    QTest::newRow("one process type since a time")
        << QStringLiteral("web") << QStringLiteral("2026-12-01T11:00:00Z")
        << head
            + QStringList { QStringLiteral("app.kubernetes.io/part-of=guestbook,app.kubernetes.io/name=web"),
                  QStringLiteral("--prefix"), QStringLiteral("--timestamps"), QStringLiteral("--since-time"),
                  QStringLiteral("2026-12-01T11:00:00Z"), QStringLiteral("--max-log-requests"),
                  QStringLiteral("20") };
    QTest::newRow("every process of the app from the pods' start") << QString() << QString()
                                                                   << head
            + QStringList { QStringLiteral("app.kubernetes.io/part-of=guestbook"), QStringLiteral("--prefix"),
                  QStringLiteral("--timestamps"), QStringLiteral("--max-log-requests"),
                  QStringLiteral("20") };
}

void TestTerminalCommands::logsFollowEveryPodOfTheProcessType()
{
    QFETCH(QString, process);
    QFETCH(QString, since);
    QFETCH(QStringList, argv);
    const TerminalCommands commands(kubectl(), target(QStringLiteral("/k/config")));
    const Plan plan = commands.logsPlan(QStringLiteral("shop"), QStringLiteral("guestbook"), process, since);
    QCOMPARE(plan.steps.size(), 1);
    const Step &s = plan.steps.first();
    QCOMPARE(s.argv, argv);
    QVERIFY(!s.terminal);
    QCOMPARE(s.timeoutMs, 0);
    QCOMPARE(s.captureLimit, 0);
    QCOMPARE(s.environment.value(QStringLiteral("KUBECONFIG")), QStringLiteral("/k/config"));
}

void TestTerminalCommands::picksARunningPod_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("picked");
    const QString t1 = QStringLiteral("2026-12-01T10:00:00Z");
    const QString t2 = QStringLiteral("2026-12-01T11:00:00Z");
    QTest::newRow("a ready pod before a newer one that is not ready")
        << podList({ pod(QStringLiteral("old"), QStringLiteral("Running"), true, t1),
               pod(QStringLiteral("new"), QStringLiteral("Running"), false, t2) })
        << QStringLiteral("old");
    QTest::newRow("the newest of the ready pods")
        << podList({ pod(QStringLiteral("old"), QStringLiteral("Running"), true, t1),
               pod(QStringLiteral("new"), QStringLiteral("Running"), true, t2) })
        << QStringLiteral("new");
    QTest::newRow("never a pending, finished or terminating pod")
        << podList({ pod(QStringLiteral("p"), QStringLiteral("Pending"), false, t2),
               pod(QStringLiteral("s"), QStringLiteral("Succeeded"), false, t2),
               pod(QStringLiteral("d"), QStringLiteral("Running"), true, t2, true) })
        << QString();
    QTest::newRow("no pods") << QByteArray("{\"items\":[]}") << QString();
    QTest::newRow("not JSON") << QByteArray("error: x") << QString();
}

void TestTerminalCommands::picksARunningPod()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, picked);
    QCOMPARE(TerminalCommands::pickRunningPod(json), picked);
}

void TestTerminalCommands::enterExecsAShellInThePickedPodAtTheTabsSize()
{
    const TerminalCommands commands(kubectl(), target());
    Plan plan = commands.enterPlan(
        QStringLiteral("shop"), QStringLiteral("guestbook"), QStringLiteral("web"), 80, 24);
    QCOMPARE(plan.steps.size(), 2);
    QCOMPARE(plan.steps.at(0).argv.mid(5),
        (QStringList { QStringLiteral("get"), QStringLiteral("pods"), QStringLiteral("-l"),
            QStringLiteral("app.kubernetes.io/part-of=guestbook,app.kubernetes.io/name=web"),
            QStringLiteral("-o"), QStringLiteral("json") }));
    Step enter = plan.steps.at(1);
    QVERIFY(enter.terminal);
    QCOMPARE(enter.timeoutMs, 0);
    // the tab sets its own size just before the step starts
    enter.terminalColumns = 132;
    enter.terminalRows = 41;
    PlanContext context;
    context.outputs.insert(QStringLiteral("find-pod"),
        podList({ pod(QStringLiteral("guestbook-web-5d9c"), QStringLiteral("Running"), true,
            QStringLiteral("2026-12-01T10:00:00Z")) }));
    bool skip = false;
    QString error;
    QVERIFY2(enter.prepare(context, enter, &skip, &error), qPrintable(error));
    QCOMPARE(enter.argv,
        (QStringList { QStringLiteral("/usr/bin/kubectl"), QStringLiteral("--context"), QStringLiteral("dev"),
            QStringLiteral("--namespace"), QStringLiteral("shop"), QStringLiteral("exec"),
            QStringLiteral("-i"), QStringLiteral("-t"), QStringLiteral("guestbook-web-5d9c"),
            QStringLiteral("-c"), QStringLiteral("guestbook-web"), QStringLiteral("--"),
            QStringLiteral("env"), QStringLiteral("TERM=xterm-256color"), QStringLiteral("COLUMNS=132"),
            QStringLiteral("LINES=41"), QStringLiteral("sh"), QStringLiteral("-c"),
            QStringLiteral("command -v bash >/dev/null && exec bash || exec sh") }));
    QVERIFY(plan.describe().contains(QStringLiteral("exec -i -t <a running pod> -c guestbook-web")));
}

void TestTerminalCommands::enterFailsWithoutARunningPod()
{
    const TerminalCommands commands(kubectl(), target());
    Plan plan = commands.enterPlan(
        QStringLiteral("shop"), QStringLiteral("guestbook"), QStringLiteral("web"), 80, 24);
    Step enter = plan.steps.at(1);
    PlanContext context;
    context.outputs.insert(QStringLiteral("find-pod"), podList({}));
    bool skip = false;
    QString error;
    QVERIFY(!enter.prepare(context, enter, &skip, &error));
    QCOMPARE(error, QStringLiteral("no running pod of process type web in shop"));
}

void TestTerminalCommands::shellFallsBackToBinSh_data()
{
    QTest::addColumn<QString>("shell");
    QTest::addColumn<QString>("program");
    QTest::newRow("an executable $SHELL") << QStringLiteral("/bin/sh") << QStringLiteral("/bin/sh");
    QTest::newRow("no $SHELL") << QString() << QStringLiteral("/bin/sh");
    QTest::newRow("a $SHELL that does not exist")
        << QStringLiteral("/no/such/zsh") << QStringLiteral("/bin/sh");
    QTest::newRow("a relative $SHELL") << QStringLiteral("bash") << QStringLiteral("/bin/sh");
}

void TestTerminalCommands::shellFallsBackToBinSh()
{
    QFETCH(QString, shell);
    QFETCH(QString, program);
    QProcessEnvironment env;
    if (!shell.isEmpty())
        env.insert(QStringLiteral("SHELL"), shell);
    QCOMPARE(TerminalCommands::shellProgram(env), program);
}

void TestTerminalCommands::shellSeesOnlyTheTargetsContext()
{
    QTemporaryDir home;
    QFile config(home.filePath(QStringLiteral("config")));
    QVERIFY(config.open(QIODevice::WriteOnly));
    config.write(
        "apiVersion: v1\nkind: Config\ncurrent-context: prod\n"
        "clusters:\n- {name: k3s, cluster: {server: 'https://10.0.0.5:6443'}}\n"
        "- {name: eks, cluster: {server: 'https://prod.example.com'}}\n"
        "contexts:\n- {name: dev, context: {cluster: k3s, user: me}}\n"
        "- {name: prod, context: {cluster: eks, user: root}}\n"
        "users:\n- {name: me, user: {token: dev-token}}\n- {name: root, user: {token: prod-token}}\n");
    config.close();
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("SHELL"), QStringLiteral("/bin/sh"));
    const TerminalCommands commands(kubectl(), target(config.fileName()));
    Plan plan;
    QString error;
    QVERIFY2(commands.shellPlan(env, QStringLiteral("shop"), 100, 30, &plan, &error), qPrintable(error));
    QCOMPARE(plan.steps.size(), 1);
    Step shell = plan.steps.first();
    QVERIFY(shell.terminal);
    QCOMPARE(shell.argv, QStringList { QStringLiteral("/bin/sh") });
    const QString kubeconfig = shell.environment.value(QStringLiteral("KUBECONFIG"));
    QVERIFY(kubeconfig.startsWith(plan.workDir->path() + QLatin1Char('/')));
    QCOMPARE(shell.removeAfter, QStringList { kubeconfig });

    // run as a plain step so the test reads what the shell's kubectl sees
    shell.terminal = false;
    shell.argv = QStringList { QStringLiteral("/bin/sh"), QStringLiteral("-c"),
        QStringLiteral("stat -c %a \"$KUBECONFIG\"; kubectl config get-contexts -o name; "
                       "kubectl config view --minify -o 'jsonpath={..namespace}'; echo") };
    plan.steps.replace(0, shell);
    Runner runner;
    QStringList lines;
    connect(&runner, &Runner::stepOutput, this, [&](int, const QString &line, bool) { lines.append(line); });
    QSignalSpy finished(&runner, &Runner::finished);
    QVERIFY(runner.start(plan));
    QVERIFY(finished.wait(30000));
    QVERIFY2(finished.first().first().value<RunResult>().ok, qPrintable(lines.join(QLatin1Char('\n'))));
    QCOMPARE(lines, (QStringList { QStringLiteral("600"), QStringLiteral("dev"), QStringLiteral("shop") }));
    QVERIFY(!QFile::exists(kubeconfig)); // removed when the step ended
    const QString dir = plan.workDir->path();
    plan = Plan();
    runner.start(Plan()); // the runner drops its copy of the old plan
    QTRY_VERIFY(!QDir(dir).exists());
}

QTEST_GUILESS_MAIN(TestTerminalCommands)
#include "tst_terminalcommands.moc"
