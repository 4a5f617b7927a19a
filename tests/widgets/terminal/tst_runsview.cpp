// SPDX-License-Identifier: GPL-3.0-or-later
// The Terminal menu's Runs… window and cron actions against the cluster fake: the runs table
// (RunsModel under QAbstractItemModelTester), Stop and Open Logs, and a cron task run now,
// suspended and resumed on the live CronJob.
#include "clusterfixture.h"
#include "deployfixtures.h"
#include "io/projectfile.h"
#include "job/runner.h"
#include "jobs/deploycontroller.h"
#include "run/runplanner.h"
#include "runfixtures.h"
#include "secrets/secretstore.h"
#include "terminal/runsactions.h"
#include "terminal/runsdialog.h"
#include "terminal/runsmodel.h"
#include "terminal/terminalcontroller.h"
#include "terminal/terminaldock.h"
#include "terminal/terminaltab.h"
#include "terminal/terminalview.h"
#include "window/mainwindow.h"
#include "window/usersettings.h"
#include "windowfixture.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QJsonArray>
#include <QMenuBar>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace HelmDeck;

namespace {

constexpr int WaitMs = 30000;
const QString CronName = RunFixtures::cronJobName();

const QByteArray Kubeconfig = "apiVersion: v1\nkind: Config\ncurrent-context: test\n"
                              "clusters:\n- name: fake\n  cluster:\n    server: https://127.0.0.1:6443\n"
                              "contexts:\n- name: test\n  context:\n    cluster: fake\n    user: me\n"
                              "users:\n- name: me\n  user:\n    token: unused\n";

} // namespace

class TestRunsView : public QObject
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
        if (!ProjectFile::save(RunFixtures::cronProject(), path, &error))
            return nullptr;
        auto w = WindowFixture::clusterWindow(*m_cluster, m_secrets.get(), &m_errors);
        if (!w->openProject(path))
            return nullptr;
        QTest::qWait(200);
        return w;
    }

    /** A detached, no-TTY run of `/bin/sh -c @p script`, Job shop-run-@p suffix. */
    bool startRun(const QString &suffix, const QString &script)
    {
        RunRequest r;
        r.appName = QStringLiteral("shop");
        r.command = QStringList { QStringLiteral("/bin/sh"), QStringLiteral("-c"), script };
        r.tty = false;
        r.detach = true;
        r.suffix = suffix;
        r.podPollIntervalMs = 100;
        r.environment = m_cluster->environment();
        RunPlan plan;
        QString error;
        if (!RunPlanner::plan(
                RunFixtures::cronProject(), DeployFixtures::options(*m_cluster), r, &plan, &error))
            return false;
        return DeployFixtures::run(plan.plan, *m_cluster).result.ok;
    }

    static QString stateIn(const RunsModel *model, const QString &job)
    {
        for (int row = 0; row < model->rowCount(); ++row) {
            if (model->jobName(row) == job)
                return model->index(row, RunsModel::StateColumn).data().toString();
        }
        return QStringLiteral("(absent)");
    }

    /** Refresh, and wait until the list has been read. */
    static bool refreshed(RunsActions *runs)
    {
        QSignalSpy spy(runs, &RunsActions::refreshed);
        runs->refresh();
        return spy.wait(WaitMs) && spy.last().first().toBool();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("HelmDeckTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_runsview"));
        UserSettings::open()->clear();
        m_dir = std::make_unique<QTemporaryDir>();
        QFile kubeconfig(m_dir->filePath(QStringLiteral("kubeconfig")));
        QVERIFY(kubeconfig.open(QIODevice::WriteOnly));
        kubeconfig.write(Kubeconfig);
        kubeconfig.close();
        qputenv("KUBECONFIG", QFile::encodeName(kubeconfig.fileName()));
        m_secrets = std::make_unique<SecretStore>(SecretStore::Backend::SessionOnly);
    }

    void init()
    {
        m_errors.clear();
        m_cluster = std::make_unique<TestUtil::ClusterFixture>(4);
        QVERIFY2(m_cluster->isValid(), qPrintable(m_cluster->error()));
        const QProcessEnvironment env = m_cluster->environment();
        WindowFixture::exportEnvironment(env);
        m_cluster->addNamespace(QStringLiteral("shop"));
        m_cluster->addObject(RunFixtures::liveDeployment());
    }
    void cleanup() { m_cluster.reset(); }

    void theModelShowsCommandAgeAndState()
    {
        RunsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const QDateTime now(QDate(2026, 12, 1), QTime(10, 0), Qt::UTC);
        RunRow a;
        a.name = QStringLiteral("shop-run-aaaaaaaaaa");
        a.command = QStringLiteral("bin/migrate");
        a.created = now.addSecs(-42);
        a.state = QStringLiteral("running");
        RunRow b = a;
        b.name = QStringLiteral("shop-run-bbbbbbbbbb");
        b.created = now.addSecs(-3 * 3600);
        b.state = QStringLiteral("failed (exit 4)");
        model.setRows({ a, b }, now);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.columnCount(), int(RunsModel::ColumnCount));
        QCOMPARE(model.index(0, RunsModel::CommandColumn).data().toString(), QStringLiteral("bin/migrate"));
        QCOMPARE(model.index(0, RunsModel::AgeColumn).data().toString(), QStringLiteral("42s"));
        QCOMPARE(model.index(1, RunsModel::AgeColumn).data().toString(), QStringLiteral("3h"));
        QCOMPARE(model.index(1, RunsModel::StateColumn).data().toString(), QStringLiteral("failed (exit 4)"));
        QCOMPARE(model.index(1, RunsModel::StateColumn).data(Qt::UserRole).toString(), b.name);
        QCOMPARE(model.headerData(RunsModel::AgeColumn, Qt::Horizontal).toString(), QStringLiteral("Age"));
        model.setRows({}, now);
        QCOMPARE(model.rowCount(), 0);
    }

    void runsListsTheAppsRunJobsAndStopDeletesOne()
    {
        QVERIFY(startRun(QStringLiteral("aaaaaaaaaa"), QStringLiteral("echo done-$((6*7)); exit 3")));
        QVERIFY(startRun(QStringLiteral("cccccccccc"), QStringLiteral("sleep 30")));
        auto w = openWindow();
        QVERIFY(w);
        auto *runs = w->findChild<RunsActions *>();
        QVERIFY(runs);
        QAction *action
            = WindowFixture::menuAction(w.get(), QStringLiteral("Terminal"), QStringLiteral("Runs…"));
        QVERIFY(action);
        QSignalSpy read(runs, &RunsActions::refreshed);
        action->trigger();
        QVERIFY(read.wait(WaitMs));
        QVERIFY2(read.last().first().toBool(), qPrintable(runs->dialog()->statusText()));
        QVERIFY2(m_errors.isEmpty(), qPrintable(m_errors.join(QLatin1Char('\n'))));
        RunsDialog *dialog = runs->dialog();
        QVERIFY(dialog && dialog->isVisible());
        QCOMPARE(dialog->windowTitle(), QStringLiteral("Runs of shop"));
        QCOMPARE(dialog->model()->rowCount(), 2);
        QCOMPARE(stateIn(dialog->model(), QStringLiteral("shop-run-cccccccccc")), QStringLiteral("running"));
        QTRY_VERIFY_WITH_TIMEOUT(refreshed(runs)
                && stateIn(dialog->model(), QStringLiteral("shop-run-aaaaaaaaaa"))
                    == QStringLiteral("failed (exit 3)"),
            WaitMs);
        QVERIFY2(dialog->model()
                     ->index(0, RunsModel::CommandColumn)
                     .data()
                     .toString()
                     .startsWith(QStringLiteral("/bin/sh -c")),
            qPrintable(dialog->model()->index(0, RunsModel::CommandColumn).data().toString()));
        // the read ran on the window's Runner: the progress panel's, like every cluster job
        QCOMPARE(w->deployController()->runner()->plan().title, QStringLiteral("Runs of shop in shop"));
        WindowFixture::saveShot(dialog, QStringLiteral("runs-dialog.png"));

        // Stop asks, deletes the Job through the plan and reads the list again
        QStringList asked;
        runs->setConfirmPrompt([&asked](const QString &title, const QString &) {
            asked.append(title);
            return true;
        });
        QVERIFY(dialog->selectJob(QStringLiteral("shop-run-cccccccccc")));
        QSignalSpy stopped(runs, &RunsActions::actionFinished);
        QSignalSpy again(runs, &RunsActions::refreshed);
        dialog->stopButton()->click();
        QVERIFY(stopped.wait(WaitMs));
        QVERIFY(stopped.first().first().value<RunResult>().ok);
        QCOMPARE(asked, QStringList { QStringLiteral("Stop shop-run-cccccccccc?") });
        QVERIFY(
            m_cluster
                ->object(QStringLiteral("shop"), QStringLiteral("Job"), QStringLiteral("shop-run-cccccccccc"))
                .isEmpty());
        QVERIFY(again.wait(WaitMs));
        QCOMPARE(stateIn(dialog->model(), QStringLiteral("shop-run-cccccccccc")), QStringLiteral("(absent)"));
        QVERIFY(w->deployController()->progressDock()->isVisible());
        QCOMPARE(DeployFixtures::commandLines(*m_cluster, QStringLiteral("kubectl"))
                     .filter(QStringLiteral("--namespace shop delete job shop-run-cccccccccc --wait=false"))
                     .size(),
            1);

        // Open Logs: a terminal tab with that Job's output
        QVERIFY(dialog->selectJob(QStringLiteral("shop-run-aaaaaaaaaa")));
        dialog->logsButton()->click();
        TerminalDock *dock = w->terminalController()->dock();
        QTRY_COMPARE_WITH_TIMEOUT(dock->count(), 1, WaitMs);
        QCOMPARE(dock->tabWidget()->tabText(0), QStringLiteral("Logs shop-run-aaaaaaaaaa"));
        QTRY_VERIFY2_WITH_TIMEOUT(dock->tab(0)->view()->screenText().contains(QLatin1String("done-42")),
            qPrintable(dock->tab(0)->view()->screenText()), WaitMs);
        QVERIFY2(m_errors.isEmpty(), qPrintable(m_errors.join(QLatin1Char('\n'))));
    }

    void aListReadWhileAnotherJobRunsWaitsForIt()
    {
        auto w = openWindow();
        QVERIFY(w);
        auto *runs = w->findChild<RunsActions *>();
        QVERIFY(runs);
        Plan busy;
        busy.title = QStringLiteral("Busy");
        Step sleep;
        sleep.id = QStringLiteral("sleep");
        sleep.title = QStringLiteral("Sleep");
        sleep.argv = QStringList { QStringLiteral("sleep"), QStringLiteral("1") };
        busy.steps = { sleep };
        QVERIFY(w->deployController()->runner()->start(busy));
        QSignalSpy read(runs, &RunsActions::refreshed);
        runs->showRuns();
        QVERIFY2(runs->dialog()->statusText().startsWith(QStringLiteral("Waiting for Busy")),
            qPrintable(runs->dialog()->statusText()));
        QVERIFY(!runs->dialog()->refreshButton()->isEnabled());
        QVERIFY(read.wait(WaitMs));
        QVERIFY(read.first().first().toBool());
        QVERIFY(runs->dialog()->refreshButton()->isEnabled());
        QVERIFY2(runs->dialog()->statusText().startsWith(QStringLiteral("No runs of shop")),
            qPrintable(runs->dialog()->statusText()));
        QVERIFY(m_errors.isEmpty());
    }

    void aCronTaskRunsNowInATabAndIsSuspendedAndResumed()
    {
        m_cluster->addObject(RunFixtures::liveCronJob(QStringLiteral("echo swept-$((6*7)); exit 5")));
        auto w = openWindow();
        QVERIFY(w);
        auto *runs = w->findChild<RunsActions *>();
        QVERIFY(runs);
        QAction *runNow = WindowFixture::menuAction(
            w.get(), QStringLiteral("Terminal"), QStringLiteral("Run Cron Task Now…"));
        QVERIFY(runNow);
        runNow->trigger(); // one task: no question
        TerminalDock *dock = w->terminalController()->dock();
        QTRY_COMPARE_WITH_TIMEOUT(dock->count(), 1, WaitMs);
        QVERIFY2(m_errors.isEmpty(), qPrintable(m_errors.join(QLatin1Char('\n'))));
        QCOMPARE(dock->tabWidget()->tabText(0), QStringLiteral("Cron nightly"));
        TerminalTab *tab = dock->tab(0);
        QTRY_VERIFY2_WITH_TIMEOUT(tab->view()->screenText().contains(QLatin1String("swept-42")),
            qPrintable(tab->view()->screenText()), WaitMs);
        QTRY_VERIFY_WITH_TIMEOUT(!tab->isRunning(), WaitMs);
        // the task's own exit code, read from its pod
        QCOMPARE(tab->statusText(), QStringLiteral("exited with code 5"));
        const QStringList kubectl = DeployFixtures::commandLines(*m_cluster, QStringLiteral("kubectl"));
        QCOMPARE(kubectl.filter(QStringLiteral(" --from=cronjob/") + CronName).size(), 1);

        for (const bool suspend : { true, false }) {
            QAction *a = WindowFixture::menuAction(w.get(), QStringLiteral("Terminal"),
                suspend ? QStringLiteral("Suspend Cron Task…") : QStringLiteral("Resume Cron Task…"));
            QVERIFY(a);
            QSignalSpy done(runs, &RunsActions::actionFinished);
            a->trigger();
            QVERIFY(done.wait(WaitMs));
            QVERIFY2(done.first().first().value<RunResult>().ok,
                qPrintable(done.first().first().value<RunResult>().message));
            const QJsonObject cron
                = m_cluster->object(QStringLiteral("shop"), QStringLiteral("CronJob"), CronName);
            QCOMPARE(cron.value(QStringLiteral("spec")).toObject().value(QStringLiteral("suspend")).toBool(),
                suspend);
            QCOMPARE(w->deployController()->runner()->plan().title,
                (suspend ? QStringLiteral("Suspend") : QStringLiteral("Resume"))
                    + QStringLiteral(" cron task nightly of shop"));
        }
        QVERIFY(DeployFixtures::commandLines(*m_cluster, QStringLiteral("helm"))
                    .filter(QStringLiteral("upgrade"))
                    .isEmpty());
        WindowFixture::saveShot(w.get(), QStringLiteral("runs-cron.png"));
    }

    void cronActionsOnAnAppWithoutTasksSaySo()
    {
        auto w = openWindow();
        QVERIFY(w);
        auto *runs = w->findChild<RunsActions *>();
        Project p = RunFixtures::cronProject();
        p.apps[0].cron.clear();
        QString error;
        QVERIFY(ProjectFile::save(p, m_dir->filePath(QStringLiteral("bare.yaml")), &error));
        QVERIFY(w->openProject(m_dir->filePath(QStringLiteral("bare.yaml"))));
        runs->runCronNow();
        QCOMPARE(m_errors, QStringList { QStringLiteral("Run cron task: The app shop has no cron tasks.") });
    }
};

QTEST_MAIN(TestRunsView)
#include "tst_runsview.moc"
