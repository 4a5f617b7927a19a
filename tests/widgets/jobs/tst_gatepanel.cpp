// SPDX-License-Identifier: GPL-3.0-or-later
// The progress panel during a deploy of an app with a release gate, against the cluster fake: the
// app step shows the gate Job's state lines and its streamed logs, as the command line prints them.
// Set HELMDECK_TEST_SCREENSHOTS=<dir> to keep a PNG of the panel (1024×700; run again with
// QT_SCALE_FACTOR=2 for 2×).
#include "deployfixtures.h"
#include "jobs/progressmodel.h"
#include "jobs/progresspanel.h"

#include "deploy/deployplanner.h"

#include <QApplication>
#include <QDir>
#include <QSignalSpy>
#include <QTest>

using namespace HelmDeck;
using namespace DeployFixtures;

class TestGatePanel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { qRegisterMetaType<HelmDeck::RunResult>(); }

    void theAppStepShowsTheGateJobAndItsLogs()
    {
        TestUtil::ClusterFixture cluster(4);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        cluster.addStorageClass(QStringLiteral("longhorn"), QStringLiteral("Immediate"), false);
        Project project = sampleProject();
        project.apps[0].release.command
            = QStringLiteral("sh -c 'echo applying migration 0042_orders; sleep 2; echo migrations applied'");
        Findings findings;
        const Plan plan = DeployPlanner::deploy(project, QStringLiteral("shop"), options(cluster), &findings);
        QVERIFY(!hasErrors(findings));
        const int app = plan.indexOf(QStringLiteral("app"));
        QVERIFY(plan.indexOf(QStringLiteral("gate")) >= 0);

        Runner runner;
        runner.setBaseEnvironment(cluster.environment());
        ProgressPanel panel;
        panel.setNotifier(nullptr);
        panel.setRunner(&runner);
        panel.resize(1024, 700);
        panel.show();
        QSignalSpy finished(&panel, &ProgressPanel::jobFinished);
        QVERIFY(runner.start(plan));
        QVERIFY(finished.wait(180000));
        panel.selectStep(app);
        const QString out = panel.outputText();
        QVERIFY2(out.contains(QLatin1String("release Job shop-release-")), qPrintable(out));
        QVERIFY2(out.contains(QLatin1String(": running")), qPrintable(out));
        QVERIFY2(out.contains(QLatin1String("applying migration 0042_orders")), qPrintable(out));
        QVERIFY2(out.contains(QLatin1String("migrations applied")), qPrintable(out));
        QCOMPARE(out.count(QLatin1String(": complete")), 1); // from a poll, or once helm's wait succeeded
        QVERIFY2(panel.statusText().startsWith(QLatin1String("Succeeded: ")), qPrintable(panel.statusText()));

        const QString dir = qEnvironmentVariable("HELMDECK_TEST_SCREENSHOTS");
        if (!dir.isEmpty()) {
            const QString scale = qEnvironmentVariable("QT_SCALE_FACTOR", QStringLiteral("1"));
            QVERIFY(panel.grab().save(
                QDir(dir).filePath(QStringLiteral("gate-panel-%1x.png").arg(scale)), "PNG"));
        }
    }
};

QTEST_MAIN(TestGatePanel)
#include "tst_gatepanel.moc"
