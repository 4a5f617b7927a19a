// SPDX-License-Identifier: GPL-3.0-or-later
// The progress panel's determinate bars during deploys against the cluster fake: the app step's pods
// ready out of its pods (PodProgress::readiness through the step's monitor), and the steps done out
// of the plan's steps. Set HELMDECK_TEST_SCREENSHOTS=<dir> to keep a PNG of the panel mid-deploy.
#include "deploywindowfixture.h"
#include "testutil.h"

#include "deploy/deployplanner.h"

#include <QDir>
#include <QProgressBar>
#include <QSignalSpy>
#include <QTest>

using namespace HelmDeck;
using namespace DeployFixtures;

namespace {

constexpr int JobMs = 180000;

/** What the panel's bars showed, each time they changed. */
struct Seen
{
    QStringList stepTexts; ///< the step bar's text while it was visible
    QList<int> planValues; ///< the plan bar's value (steps done)
};

} // namespace

class TestProgressValues : public QObject, public DeployWindowFixture::Fixture
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        qRegisterMetaType<HelmDeck::RunResult>();
        setUp(QStringLiteral("tst_progressvalues"));
    }
    void init() { reset(); }

    void theWindowShowsADeploysProgress()
    {
        // the sample project (DeployFixtures) at 1024×700; its worker's pod cannot start, so the pods
        // ready stay short of all of them while the window is looked at
        m_cluster->addPodFailure(QStringLiteral("shop-worker"), QStringLiteral("ImagePullBackOff"),
            QStringLiteral("Back-off pulling image \"registry.example.com/shop:1\""));
        m_cluster->setWaitCapMs(20000);
        Project project = sampleProject();
        auto w = openWindow(project, QStringLiteral("helmdeck.yaml"));
        QVERIFY(w);
        w->resize(1024, 700);
        DeployController *deploy = w->deployController();
        QSignalSpy shown(deploy, &DeployController::confirmDialogShown);
        deploy->deployAction()->trigger();
        QVERIFY2(shown.wait(60000), qPrintable(m_errors.join(QLatin1Char('\n'))));
        QSignalSpy finished(deploy, &DeployController::jobFinished);
        DeployConfirmDialog *dialog = deploy->confirmDialog();
        QTRY_VERIFY_WITH_TIMEOUT(!dialog->isDiffLoading(), 60000); // Deploy waits for the diff
        QVERIFY(dialog->deployButton()->isEnabled());
        QTest::mouseClick(dialog->deployButton(), Qt::LeftButton);
        ProgressPanel *panel = deploy->progressPanel();
        QTRY_VERIFY_WITH_TIMEOUT(panel->stepBar()->isVisible() || !finished.isEmpty(), 90000);
        QVERIFY2(finished.isEmpty(), qPrintable(panel->model()->logText()));
        QVERIFY2(panel->stepBar()->format().endsWith(QLatin1String(" pods ready")),
            qPrintable(panel->stepBar()->format()));
        QVERIFY(panel->planBar()->isVisible());
        QVERIFY(panel->planBar()->value() > 0 && panel->planBar()->value() < panel->planBar()->maximum());
        const QString dir = qEnvironmentVariable("HELMDECK_TEST_SCREENSHOTS");
        if (!dir.isEmpty())
            QVERIFY(w->grab().save(
                QDir(dir).filePath(QStringLiteral("deploy-progress-%1x.png")
                                       .arg(qEnvironmentVariable("QT_SCALE_FACTOR", QStringLiteral("1")))),
                "PNG"));
        QVERIFY(finished.count() == 1 || finished.wait(90000));
        QVERIFY(!finished.constFirst().constFirst().value<RunResult>().ok); // the worker never started
    }

    void theBarsCountPodsAndSteps_data()
    {
        QTest::addColumn<bool>("workerFails");
        QTest::addColumn<QString>("podsText");
        QTest::addColumn<bool>("ok");
        QTest::addRow("a worker whose pod cannot start: 2 of the 3 pods ready, then the deploy fails")
            << true << QStringLiteral("2/3 pods ready") << false;
        QTest::addRow("an upgrade while the running pods stay ready: 3 of 3")
            << false << QStringLiteral("3/3 pods ready") << true;
    }

    void theBarsCountPodsAndSteps()
    {
        QFETCH(bool, workerFails);
        QFETCH(QString, podsText);
        QFETCH(bool, ok);
        TestUtil::ClusterFixture cluster(4);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        cluster.addStorageClass(QStringLiteral("longhorn"), QStringLiteral("Immediate"), false);
        Findings findings;
        const Plan plan
            = DeployPlanner::deploy(sampleProject(), QStringLiteral("shop"), options(cluster), &findings);
        QVERIFY(!hasErrors(findings));
        const int app = plan.indexOf(QStringLiteral("app"));
        QVERIFY(app >= 0);
        if (workerFails) {
            cluster.addPodFailure(QStringLiteral("shop-worker"), QStringLiteral("CrashLoopBackOff"),
                QStringLiteral("back-off restarting failed container"));
            cluster.setWaitCapMs(20000);
        } else {
            // a first deploy makes the pods; the second one's upgrades are slow, so the polls see them
            const Run first = run(plan, cluster, JobMs);
            QVERIFY2(first.result.ok, qPrintable(first.result.message));
            TestUtil::ClusterFixture::Failure slow;
            slow.tool = QStringLiteral("helm");
            slow.match = QStringList { QStringLiteral("upgrade") };
            slow.exitCode = -1;
            slow.sleepMs = 1500;
            cluster.addFailure(slow);
        }

        Runner runner;
        runner.setBaseEnvironment(cluster.environment());
        ProgressPanel panel;
        panel.setNotifier(nullptr);
        panel.setRunner(&runner);
        panel.resize(1024, 300);
        panel.show();
        Seen seen;
        bool shot = false;
        connect(panel.model(), &ProgressModel::progressChanged, &panel, [&]() {
            if (panel.stepBar()->isVisibleTo(&panel)) {
                seen.stepTexts.append(panel.stepBar()->format());
                const QString dir = qEnvironmentVariable("HELMDECK_TEST_SCREENSHOTS");
                if (!dir.isEmpty() && !shot) {
                    shot = true;
                    panel.grab().save(QDir(dir).filePath(QStringLiteral("progress-pods-%1x.png")
                                                             .arg(qEnvironmentVariable(
                                                                 "QT_SCALE_FACTOR", QStringLiteral("1")))),
                        "PNG");
                }
            }
            seen.planValues.append(panel.planBar()->value());
        });
        QSignalSpy finished(&panel, &ProgressPanel::jobFinished);
        QVERIFY(runner.start(plan));
        QVERIFY(finished.wait(JobMs));
        const RunResult result = finished.constFirst().constFirst().value<RunResult>();
        QCOMPARE(result.ok, ok);

        // pods ready of the app's pods, shown while the app step ran
        QVERIFY2(seen.stepTexts.contains(podsText), qPrintable(seen.stepTexts.join(QLatin1String(" | "))));
        const StepProgress last = panel.model()->stepProgress(app);
        QCOMPARE(last.text(), podsText);
        QCOMPARE(last.noun, QStringLiteral("pods ready"));
        QVERIFY(!panel.stepBar()->isVisibleTo(&panel)); // the run is over

        // steps done of the plan's steps: from 0, never back, up to the steps that ended
        const int steps = panel.model()->rowCount();
        QCOMPARE(panel.planBar()->maximum(), steps);
        QVERIFY(!seen.planValues.isEmpty());
        QCOMPARE(seen.planValues.constFirst(), 0);
        for (int i = 1; i < seen.planValues.size(); ++i)
            QVERIFY(seen.planValues.at(i) >= seen.planValues.at(i - 1));
        QCOMPARE(panel.planBar()->value(), panel.model()->stepsDone());
        if (ok) {
            QCOMPARE(panel.planBar()->value(), steps);
            QCOMPARE(panel.planBar()->format(), QStringLiteral("%1 of %1 steps").arg(steps));
            QCOMPARE(panel.model()->planFraction(), 1.0);
        } else {
            QVERIFY(panel.planBar()->value() < steps); // the steps after the app's never ran
            QVERIFY(panel.model()->planFraction() < 1.0);
        }
    }
};

QTEST_MAIN(TestProgressValues)
#include "tst_progressvalues.moc"
