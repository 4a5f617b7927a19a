// SPDX-License-Identifier: GPL-3.0-or-later
// The window's Terminal menu against the cluster fake: a shell tab on the toolbar's context, logs and
// enter for a process type of the current app, and quitting while a program runs.
#include "clusterfixture.h"
#include "deployfixtures.h"
#include "io/projectfile.h"
#include "jobs/deploycontroller.h"
#include "runfixtures.h"
#include "secrets/secretstore.h"
#include "terminal/terminalcontroller.h"
#include "terminal/terminaldock.h"
#include "terminal/terminaltab.h"
#include "terminal/terminalview.h"
#include "window/mainwindow.h"
#include "window/usersettings.h"
#include "windowfixture.h"

#include <QDir>
#include <QMenuBar>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace HelmDeck;

namespace {

constexpr int WaitMs = 30000;

const QByteArray Kubeconfig = "apiVersion: v1\nkind: Config\ncurrent-context: test\n"
                              "clusters:\n- name: fake\n  cluster:\n    server: https://127.0.0.1:6443\n"
                              "- name: other\n  cluster:\n    server: https://10.9.9.9:6443\n"
                              "contexts:\n- name: test\n  context:\n    cluster: fake\n    user: me\n"
                              "- name: elsewhere\n  context:\n    cluster: other\n    user: me\n"
                              "users:\n- name: me\n  user:\n    token: unused\n";

} // namespace

class TestTerminalWindow : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<TestUtil::ClusterFixture> m_cluster;
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<SecretStore> m_secrets;
    QStringList m_errors;

    std::unique_ptr<MainWindow> openWindow()
    {
        const QString path = m_dir->filePath(QStringLiteral("shop.yaml"));
        QString error;
        Project project = DeployFixtures::sampleProject();
        project.apps[0].env.clear(); // no secrets to store: this suite needs no keychain
        if (!ProjectFile::save(project, path, &error))
            return nullptr;
        auto w = WindowFixture::clusterWindow(*m_cluster, m_secrets.get(), &m_errors);
        if (!w->openProject(path))
            return nullptr;
        QTest::qWait(200);
        return w;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("HelmDeckTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_terminalwindow"));
        UserSettings::open()->clear();
        m_cluster = std::make_unique<TestUtil::ClusterFixture>(4);
        QVERIFY2(m_cluster->isValid(), qPrintable(m_cluster->error()));
        m_dir = std::make_unique<QTemporaryDir>();
        QFile kubeconfig(m_dir->filePath(QStringLiteral("kubeconfig")));
        QVERIFY(kubeconfig.open(QIODevice::WriteOnly));
        kubeconfig.write(Kubeconfig);
        kubeconfig.close();
        const QProcessEnvironment env = m_cluster->environment();
        WindowFixture::exportEnvironment(env);
        qputenv("KUBECONFIG", QFile::encodeName(kubeconfig.fileName()));
        qputenv("SHELL", "/bin/sh");
        m_secrets = std::make_unique<SecretStore>(SecretStore::Backend::SessionOnly);
    }

    void init() { m_errors.clear(); }

    void theShellActionOpensATabOnTheToolbarsContextOnly()
    {
        auto w = openWindow();
        QVERIFY(w);
        TerminalController *terminal = w->terminalController();
        terminal->setEnvironment(QProcessEnvironment::systemEnvironment());
        QAction *shell
            = WindowFixture::menuAction(w.get(), QStringLiteral("Terminal"), QStringLiteral("Shell"));
        QVERIFY(shell);
        TerminalDock *dock = terminal->dock();
        QVERIFY(!dock->isVisible());
        shell->trigger();
        QVERIFY2(m_errors.isEmpty(), qPrintable(m_errors.join(QLatin1Char('\n'))));
        QTRY_VERIFY(dock->isVisible());
        QCOMPARE(dock->count(), 1);
        QCOMPARE(dock->tabWidget()->tabText(0), QStringLiteral("Shell test/shop"));
        TerminalTab *tab = dock->tab(0);
        QTRY_VERIFY_WITH_TIMEOUT(tab->view()->screenText().contains(QLatin1Char('#'))
                || tab->view()->screenText().contains(QLatin1Char('$')),
            WaitMs);
        // the real kubectl (the fake is first on PATH and knows no "config"): it reads only the file
        Q_EMIT tab->view()->input("/usr/bin/kubectl config get-contexts -o name; echo ns=$(/usr/bin/kubectl "
                                  "config view --minify -o 'jsonpath={..namespace}'); stty size\r");
        QTRY_VERIFY2_WITH_TIMEOUT(tab->view()->screenText().contains(QLatin1String("ns=shop")),
            qPrintable(tab->view()->screenText()), WaitMs);
        const QString screen = tab->view()->screenText();
        QVERIFY2(screen.contains(QLatin1String("test\n")), qPrintable(screen));
        QVERIFY(!screen.contains(QLatin1String("elsewhere")));
        QTRY_VERIFY_WITH_TIMEOUT(
            tab->view()->screenText().contains(
                QStringLiteral("%1 %2").arg(tab->view()->rows()).arg(tab->view()->columns())),
            WaitMs);
        WindowFixture::saveShot(w.get(), QStringLiteral("terminal-shell.png"));

        QSignalSpy closed(dock, &TerminalDock::tabClosed);
        dock->closeTab(0);
        QVERIFY(closed.wait(WaitMs));
        QCOMPARE(dock->count(), 0);
    }

    void enterSaysWhenNoPodOfTheProcessRuns()
    {
        auto w = openWindow();
        QVERIFY(w);
        TerminalTab *tab = w->terminalController()->openEnter(QStringLiteral("web"));
        QVERIFY(tab);
        QSignalSpy finished(tab, &TerminalTab::programFinished);
        QVERIFY(finished.wait(WaitMs));
        QVERIFY2(tab->statusText().contains(QLatin1String("no running pod of process type web in shop")),
            qPrintable(tab->statusText()));
        bool queried = false;
        for (const auto &call : m_cluster->calls())
            queried = queried
                || (call.argv.contains(QStringLiteral("pods"))
                    && call.argv.contains(
                        QStringLiteral("app.kubernetes.io/part-of=shop,app.kubernetes.io/name=web")));
        QVERIFY(queried);
    }

    void logsFollowEveryPodOfTheProcessType()
    {
        auto w = openWindow();
        QVERIFY(w);
        const auto logsCalls = [this] {
            QStringList out;
            for (const auto &call : m_cluster->calls()) {
                if (call.tool == QLatin1String("kubectl") && call.argv.contains(QStringLiteral("logs")))
                    out.append(call.argv.join(QLatin1Char(' ')));
            }
            return out;
        };
        const int before = logsCalls().size();
        TerminalTab *tab = w->terminalController()->openLogs(QStringLiteral("worker"));
        QVERIFY(tab);
        QCOMPARE(w->terminalController()->dock()->tabWidget()->tabText(0), QStringLiteral("Logs worker"));
        QTRY_VERIFY_WITH_TIMEOUT(logsCalls().size() > before, WaitMs);
        const QString call = logsCalls().constLast();
        QVERIFY2(call.contains(QLatin1String("--context test --namespace shop logs -f -l "
                                             "app.kubernetes.io/part-of=shop,app.kubernetes.io/name=worker "
                                             "--prefix --timestamps --since-time ")),
            qPrintable(call));
        QSignalSpy closed(tab, &TerminalTab::closed);
        tab->requestClose();
        QVERIFY(closed.wait(WaitMs));
    }

    void runAttachesToItsJobInATabAndDeletesItAfter()
    {
        m_cluster->addNamespace(QStringLiteral("shop"));
        m_cluster->addObject(RunFixtures::liveDeployment());
        auto w = openWindow();
        QVERIFY(w);
        TerminalDock *dock = w->terminalController()->dock();
        RunChoice choice;
        choice.command << QStringLiteral("sh") << QStringLiteral("-c")
                       << QStringLiteral("echo run-output; exit 4");
        // What Run… emits once its dialog is accepted; RunLauncher plans the Job and opens the tab.
        Q_EMIT w->terminalController()->runRequested(QStringLiteral("shop"), choice);
        QTRY_COMPARE_WITH_TIMEOUT(dock->count(), 1, WaitMs);
        QVERIFY2(m_errors.isEmpty(), qPrintable(m_errors.join(QLatin1Char('\n'))));
        TerminalTab *tab = dock->tab(0);
        QVERIFY2(dock->tabWidget()->tabText(0).startsWith(QLatin1String("Run sh -c")),
            qPrintable(dock->tabWidget()->tabText(0)));
        QTRY_VERIFY2_WITH_TIMEOUT(tab->view()->screenText().contains(QLatin1String("run-output")),
            qPrintable(tab->view()->screenText()), WaitMs);
        QTRY_VERIFY_WITH_TIMEOUT(!tab->isRunning(), WaitMs);
        // the command's own code, from the pod; and the gate's newline left no blank first line
        QCOMPARE(tab->statusText(), QStringLiteral("exited with code 4"));
        QVERIFY2(
            tab->view()->screenText().contains(QRegularExpression(QStringLiteral("started\n+run-output"))),
            qPrintable(tab->view()->screenText()));
        QVERIFY2(tab->view()->screenText().contains(QLatin1String("started\nrun-output")),
            qPrintable(tab->view()->screenText()));
        bool attached = false;
        bool deleted = false;
        for (const auto &call : m_cluster->calls()) {
            const QString line = call.argv.join(QLatin1Char(' '));
            attached = attached
                || (line.contains(QLatin1String(" attach -it "))
                    && line.contains(QLatin1String("shop-run-")));
            deleted = deleted || (line.contains(QLatin1String(" delete job shop-run-")));
        }
        QVERIFY(attached);
        QVERIFY(deleted);
        WindowFixture::saveShot(w.get(), QStringLiteral("terminal-run.png"));
    }

    void quittingWhileAProgramRunsAsksFirst()
    {
        auto w = openWindow();
        QVERIFY(w);
        TerminalController *terminal = w->terminalController();
        QStringList questions;
        bool answer = false;
        terminal->setConfirmPrompt([&](const QString &title, const QString &) {
            questions.append(title);
            return answer;
        });
        QVERIFY(terminal->confirmQuit()); // nothing runs: no question
        QVERIFY(questions.isEmpty());
        QVERIFY(terminal->openShell());
        QTRY_VERIFY(terminal->dock()->hasRunningPrograms());
        QVERIFY(!terminal->confirmQuit());
        QCOMPARE(questions.size(), 1);
        QCOMPARE(terminal->dock()->count(), 1);
        answer = true;
        QSignalSpy closed(terminal->dock(), &TerminalDock::tabClosed);
        QVERIFY(!w->close()); // not yet: the tab's program ends first
        QVERIFY(closed.wait(WaitMs));
        QCOMPARE(terminal->dock()->count(), 0);
        QTRY_VERIFY(!w->isVisible()); // then the window closes by itself
        QCOMPARE(questions.size(), 2);
    }
};

QTEST_MAIN(TestTerminalWindow)
#include "tst_terminalwindow.moc"
