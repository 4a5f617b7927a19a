// SPDX-License-Identifier: GPL-3.0-or-later
// TerminalTab and TerminalDock on a real Runner with local programs (`/bin/sh -c` terminal steps: the
// test's choice), both views: output on the screen, exit status, size, keys, close, transcript.
#include "helmdeck-config.h"
#include "run/logdeduplicator.h"
#include "run/terminalcommands.h"
#include "terminal/plainterminalview.h"
#include "terminal/terminaldock.h"
#include "terminal/terminaltab.h"
#if HELMDECK_HAVE_QTERMWIDGET
#include "terminal/qtermwidgetview.h"
#endif

#include <QElapsedTimer>
#include <QFile>
#include <QMainWindow>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

#include <cerrno>
#include <csignal>
#include <memory>

using namespace HelmDeck;

namespace {

constexpr int WaitMs = 20000;

TerminalView *makeView(const QString &kind)
{
#if HELMDECK_HAVE_QTERMWIDGET
    if (kind == QLatin1String("qtermwidget"))
        return new QTermWidgetView;
#endif
    Q_UNUSED(kind);
    return new PlainTerminalView;
}

Plan shellPlan(const QString &script)
{
    Plan plan;
    plan.title = QStringLiteral("test");
    Step s;
    s.id = QStringLiteral("program");
    s.title = QStringLiteral("program");
    s.argv = QStringList { QStringLiteral("/bin/sh"), QStringLiteral("-c"), script };
    s.terminal = true;
    s.timeoutMs = 0;
    plan.steps.append(s);
    return plan;
}

Plan linesPlan(const QString &script)
{
    Plan plan = shellPlan(script);
    plan.steps[0].terminal = false;
    return plan;
}

/** The widget that gets the key events (the end of the view's focus-proxy chain). */
QWidget *keyTarget(QWidget *view)
{
    QWidget *w = view;
    while (w->focusProxy())
        w = w->focusProxy();
    return w;
}

/** A shown tab of @p kind in a window of 800×400, deleted with the test. */
struct Host
{
    explicit Host(const QString &kind)
        : tab(new TerminalTab(&window, makeView(kind)))
    {
        window.setCentralWidget(tab);
        window.resize(800, 400);
        window.show();
    }
    QMainWindow window;
    TerminalTab *tab;
};

bool groupIsGone(pid_t pid)
{
    return ::kill(-pid, 0) != 0 && errno == ESRCH;
}

} // namespace

class TestTerminalTab : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void showsTheProgramsOutputAndStaysOpenWithItsStatus_data();
    void showsTheProgramsOutputAndStaysOpenWithItsStatus();
    void aRunShowsTheCommandsExitCodeNotKubectls_data();
    void aRunShowsTheCommandsExitCodeNotKubectls();
    void theProgramStartsAtTheViewsSizeAndSeesResizes_data();
    void theProgramStartsAtTheViewsSizeAndSeesResizes();
    void typedKeysReachTheProgram_data();
    void typedKeysReachTheProgram();
    void closingEndsTheWholeProcessGroup();
    void closeInputLetsTheProgramEndItself();
    void aLinesTabReconnectsWithoutRepeatingLines();
    void theTranscriptIsSaved();
    void aShellTabSeesOnlyTheTargetsContext();
};

namespace {

void addKinds()
{
    QTest::addColumn<QString>("kind");
#if HELMDECK_HAVE_QTERMWIDGET
    QTest::newRow("on qtermwidget") << QStringLiteral("qtermwidget");
#endif
    QTest::newRow("on the plain-text fallback") << QStringLiteral("plain");
}

} // namespace

void TestTerminalTab::showsTheProgramsOutputAndStaysOpenWithItsStatus_data()
{
    addKinds();
}

void TestTerminalTab::showsTheProgramsOutputAndStaysOpenWithItsStatus()
{
    QFETCH(QString, kind);
    Host host(kind);
    QSignalSpy finished(host.tab, &TerminalTab::programFinished);
    QVERIFY(host.tab->startTerminal(shellPlan(QStringLiteral("printf 'hello\\n'; exit 3")), 0));
    QVERIFY(finished.wait(WaitMs));
    QTRY_VERIFY_WITH_TIMEOUT(host.tab->view()->screenText().startsWith(QLatin1String("hello\n")), 5000);
    QCOMPARE(finished.first().first().toString(), QStringLiteral("sh exited with code 3"));
    QCOMPARE(host.tab->statusText(), QStringLiteral("sh exited with code 3"));
    QVERIFY(host.tab->view()->screenText().contains(QLatin1String("[sh exited with code 3]")));
    QVERIFY(!host.tab->isRunning());
    QVERIFY(host.tab->isVisible()); // still there: the output can be read

    QSignalSpy killed(host.tab, &TerminalTab::programFinished);
    QVERIFY(host.tab->startTerminal(shellPlan(QStringLiteral("kill -9 $$")), 0));
    QVERIFY(killed.wait(WaitMs));
    QCOMPARE(host.tab->statusText(), QStringLiteral("sh was killed by signal 9"));
}

void TestTerminalTab::aRunShowsTheCommandsExitCodeNotKubectls_data()
{
    QTest::addColumn<QString>("program"); // stands in for kubectl attach: its own exit
    QTest::addColumn<int>("podExit"); // what the plan read from the pod
    QTest::newRow("kubectl failing, the command exited 4") << QStringLiteral("exit 1") << 4;
    QTest::newRow("kubectl fine, the command exited 0") << QStringLiteral("exit 0") << 0;
}

void TestTerminalTab::aRunShowsTheCommandsExitCodeNotKubectls()
{
    QFETCH(QString, program);
    QFETCH(int, podExit);
    Host host(QStringLiteral("plain"));
    Plan plan = shellPlan(program);
    plan.steps[0].allowFailure = true; // as a run's attach step: the pod's state decides
    Step exit;
    exit.id = QStringLiteral("exit");
    exit.title = QStringLiteral("Read the exit code");
    exit.prepare = [podExit](PlanContext &shared, Step &, bool *, QString *) {
        shared.values.insert(QStringLiteral("exitCode"), podExit);
        return true;
    };
    plan.steps.append(exit);
    QSignalSpy finished(host.tab, &TerminalTab::programFinished);
    QVERIFY(host.tab->startTerminal(plan, 0));
    QVERIFY(finished.wait(WaitMs));
    QCOMPARE(host.tab->statusText(), QStringLiteral("exited with code %1").arg(podExit));
}

void TestTerminalTab::theProgramStartsAtTheViewsSizeAndSeesResizes_data()
{
    addKinds();
}

void TestTerminalTab::theProgramStartsAtTheViewsSizeAndSeesResizes()
{
    QFETCH(QString, kind);
    Host host(kind);
    QVERIFY(QTest::qWaitForWindowExposed(&host.window));
    QVERIFY(host.tab->startTerminal(
        shellPlan(QStringLiteral("trap 'echo resized $(stty size)' WINCH; echo start $(stty size); "
                                 "while :; do sleep 0.05; done")),
        0));
    TerminalView *view = host.tab->view();
    QTRY_VERIFY_WITH_TIMEOUT(view->screenText().contains(QLatin1String("start ")), WaitMs);
    const QString first = QStringLiteral("start %1 %2").arg(view->rows()).arg(view->columns());
    QVERIFY2(
        view->screenText().contains(first), qPrintable(view->screenText() + QStringLiteral(" ≠ ") + first));
    QVERIFY(view->columns() != 80); // 800 px wide: never the default 80 columns

    host.window.resize(1000, 600);
    QTRY_VERIFY_WITH_TIMEOUT(
        view->screenText().contains(QStringLiteral("resized %1 %2").arg(view->rows()).arg(view->columns())),
        WaitMs);
    QSignalSpy closed(host.tab, &TerminalTab::closed);
    host.tab->requestClose();
    QVERIFY(closed.wait(WaitMs));
}

void TestTerminalTab::typedKeysReachTheProgram_data()
{
    addKinds();
}

void TestTerminalTab::typedKeysReachTheProgram()
{
    QFETCH(QString, kind);
    Host host(kind);
    QSignalSpy finished(host.tab, &TerminalTab::programFinished);
    QVERIFY(host.tab->startTerminal(
        shellPlan(QStringLiteral("stty -echo; echo ready; read answer; echo \"you typed $answer\"")), 0));
    QTRY_VERIFY_WITH_TIMEOUT(host.tab->view()->screenText().contains(QLatin1String("ready")), WaitMs);
    QTest::keyClicks(keyTarget(host.tab->view()), QStringLiteral("abc"));
    QTest::keyClick(keyTarget(host.tab->view()), Qt::Key_Return);
    QVERIFY(finished.wait(WaitMs));
    QTRY_VERIFY_WITH_TIMEOUT(host.tab->view()->screenText().contains(QLatin1String("you typed abc")), 5000);
    QCOMPARE(host.tab->statusText(), QStringLiteral("exited with code 0"));
}

void TestTerminalTab::closingEndsTheWholeProcessGroup()
{
    QMainWindow window;
    auto *dock = new TerminalDock(&window);
    window.addDockWidget(Qt::BottomDockWidgetArea, dock);
    window.resize(800, 500);
    window.show();
    TerminalTab *tab = dock->openTab(QStringLiteral("sleeper"),
        shellPlan(QStringLiteral("sleep 300 & echo PID=$$; trap '' TERM HUP; wait")), 0);
    QVERIFY(tab);
    QCOMPARE(dock->count(), 1);
    QRegularExpressionMatch m;
    QTRY_VERIFY_WITH_TIMEOUT(
        (m = QRegularExpression(QStringLiteral("PID=(\\d+)")).match(tab->view()->screenText())).hasMatch(),
        WaitMs);
    const pid_t pid = m.captured(1).toInt();
    QVERIFY(!groupIsGone(pid));
    QVERIFY(dock->hasRunningPrograms());

    QSignalSpy removed(dock, &TerminalDock::tabClosed);
    dock->closeTab(0);
    QVERIFY(removed.wait(WaitMs));
    QCOMPARE(dock->count(), 0);
    // the shell ignored TERM and HUP, its background sleep did not: SIGKILL after the grace got both
    QTRY_VERIFY_WITH_TIMEOUT(groupIsGone(pid), 5000);
}

void TestTerminalTab::closeInputLetsTheProgramEndItself()
{
    Host host(QStringLiteral("plain"));
    host.tab->setCloseInput("exit\r");
    QVERIFY(host.tab->startTerminal(
        shellPlan(QStringLiteral("stty -echo; echo ready; read line; echo \"got $line\"; sleep 0.2")), 0));
    QTRY_VERIFY_WITH_TIMEOUT(host.tab->view()->screenText().contains(QLatin1String("ready")), WaitMs);
    QSignalSpy closed(host.tab, &TerminalTab::closed);
    QElapsedTimer clock;
    clock.start();
    host.tab->requestClose();
    QVERIFY(closed.wait(WaitMs));
    QVERIFY2(clock.elapsed() < TerminalTab::CloseGraceMs, qPrintable(QString::number(clock.elapsed())));
    QVERIFY(host.tab->transcript().contains("got exit"));
    QCOMPARE(host.tab->runner()->state(0), StepState::Succeeded); // it ended itself, not cancelled
}

void TestTerminalTab::aLinesTabReconnectsWithoutRepeatingLines()
{
    Host host(QStringLiteral("plain"));
    auto dedup = std::make_shared<LogDeduplicator>();
    const QString a = QStringLiteral("[pod/web-1/app-web] 2026-12-01T12:00:01.1Z first");
    const QString b = QStringLiteral("[pod/web-1/app-web] 2026-12-01T12:00:01.2Z second");
    const QString c = QStringLiteral("[pod/web-2/app-web] 2026-12-01T12:00:01.2Z second");
    const auto echo = [](const QStringList &lines) {
        QString script;
        for (const QString &l : lines)
            script += QStringLiteral("echo '%1'; ").arg(l);
        return script;
    };
    QStringList sinceAsked;
    int connections = 0;
    const TerminalTab::Reconnect reconnect = [&]() {
        ++connections;
        sinceAsked.append(dedup->resumeSince());
        // the second connection repeats the second's lines and adds the new pod's
        return linesPlan(connections == 1 ? echo({ a, b, c }) : QStringLiteral("sleep 300"));
    };
    QVERIFY(host.tab->startLines(
        linesPlan(echo({ a, b })), 0, [dedup](const QString &line) { return dedup->accept(line); },
        reconnect));
    QTRY_VERIFY_WITH_TIMEOUT(connections == 2, WaitMs);
    QTRY_COMPARE_WITH_TIMEOUT(
        host.tab->view()->screenText(), QStringList({ a, b, c }).join(QLatin1Char('\n')), 5000);
    QCOMPARE(sinceAsked.first(), QStringLiteral("2026-12-01T11:59:01Z"));
    QSignalSpy closed(host.tab, &TerminalTab::closed);
    host.tab->requestClose();
    QVERIFY(closed.wait(WaitMs));
}

void TestTerminalTab::theTranscriptIsSaved()
{
    Host host(QStringLiteral("plain"));
    QSignalSpy finished(host.tab, &TerminalTab::programFinished);
    QVERIFY(host.tab->startTerminal(
        shellPlan(QStringLiteral("printf '\\033[1mbold\\033[0m caf\\303\\251\\n'")), 0));
    QVERIFY(finished.wait(WaitMs));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("t.log"));
    QString error;
    QVERIFY2(host.tab->saveTranscript(path, &error), qPrintable(error));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray saved = f.readAll();
    QVERIFY(saved.startsWith("\x1b[1mbold\x1b[0m caf\xc3\xa9\r\n")); // raw bytes, escapes kept
    QVERIFY(saved.contains("[exited with code 0]"));
}

void TestTerminalTab::aShellTabSeesOnlyTheTargetsContext()
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
    ClusterTarget target;
    target.context = QStringLiteral("dev");
    target.kubeconfigEnv = config.fileName();
    KubectlTool kubectl;
    kubectl.program = QStringLiteral("kubectl");
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("SHELL"), QStringLiteral("/bin/sh"));
    Plan plan;
    QString error;
    QVERIFY(TerminalCommands(kubectl, target).shellPlan(env, QStringLiteral("shop"), 80, 24, &plan, &error));
    const QString kubeconfig = plan.steps.first().environment.value(QStringLiteral("KUBECONFIG"));

    Host host(QStringLiteral("plain"));
    QVERIFY(host.tab->startTerminal(plan, 0));
    plan = Plan();
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(kubeconfig), WaitMs);
    // input() is what the view emits for typed keys
    Q_EMIT host.tab->view()->input("kubectl config get-contexts -o name; kubectl config view --minify "
                                   "-o 'jsonpath={..namespace}'; echo; echo DONE\r");
    QTRY_VERIFY_WITH_TIMEOUT(host.tab->view()->screenText().contains(QLatin1String("\nDONE")), WaitMs);
    const QString screen = host.tab->view()->screenText();
    QVERIFY2(screen.contains(QLatin1String("dev\nshop\nDONE")), qPrintable(screen)); // after the prompt
    QVERIFY(!screen.contains(QLatin1String("prod")));
    QSignalSpy closed(host.tab, &TerminalTab::closed);
    host.tab->requestClose();
    QVERIFY(closed.wait(WaitMs));
    QVERIFY(!QFile::exists(kubeconfig));
}

QTEST_MAIN(TestTerminalTab)
#include "tst_terminaltab.moc"
