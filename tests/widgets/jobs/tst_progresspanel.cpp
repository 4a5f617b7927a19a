// SPDX-License-Identifier: GPL-3.0-or-later
// The progress panel on a real Runner (`/bin/sh -c` steps: the test's choice, not the product's).
#include "jobs/progressmodel.h"
#include "jobs/progresspanel.h"
#include "window/notifier.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QClipboard>
#include <QElapsedTimer>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>

using namespace HelmDeck;

namespace {

constexpr int WaitMs = 30000;

Step shStep(const QString &title, const QString &script)
{
    Step s;
    s.id = title.toLower().replace(QLatin1Char(' '), QLatin1Char('-'));
    s.title = title;
    s.argv = QStringList { QStringLiteral("/bin/sh"), QStringLiteral("-c"), script };
    return s;
}

Plan planOf(const QString &title, const QList<Step> &steps)
{
    Plan p;
    p.title = title;
    p.steps = steps;
    return p;
}

/** Records what the panel would have sent to the desktop. */
class RecordingNotifier : public Notifier
{
public:
    bool notify(const QString &summary, const QString &body, QWidget *window) override
    {
        summaries.append(summary);
        bodies.append(body);
        windows.append(window);
        return true;
    }
    QStringList summaries;
    QStringList bodies;
    QList<QWidget *> windows;
};

} // namespace

class TestProgressPanel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cancelButtonCancelsALongStep()
    {
        Runner runner;
        ProgressPanel panel;
        QAbstractItemModelTester tester(
            panel.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        RecordingNotifier notifier;
        panel.setNotifier(&notifier);
        panel.setRunner(&runner);
        panel.show();
        QVERIFY(!panel.cancelButton()->isEnabled());
        QSignalSpy started(&runner, &Runner::stepStarted);
        QSignalSpy finished(&panel, &ProgressPanel::jobFinished);
        QVERIFY(runner.start(planOf(QStringLiteral("Long job"),
            { shStep(QStringLiteral("Wait a long time"), QStringLiteral("echo waiting; sleep 60")),
                shStep(QStringLiteral("After"), QStringLiteral("true")) })));
        QVERIFY(started.wait(WaitMs));
        QTRY_VERIFY(panel.cancelButton()->isEnabled());
        QTRY_VERIFY(panel.outputText().contains(QLatin1String("waiting")));
        QElapsedTimer clock;
        clock.start();
        QTest::mouseClick(panel.cancelButton(), Qt::LeftButton);
        QVERIFY(!panel.cancelButton()->isEnabled());
        QVERIFY2(panel.statusText().startsWith(QLatin1String("Cancelling")), qPrintable(panel.statusText()));
        QVERIFY(finished.count() == 1 || finished.wait(WaitMs));
        QVERIFY2(clock.elapsed() < 5000, qPrintable(QString::number(clock.elapsed())));
        const RunResult result = finished.constFirst().constFirst().value<RunResult>();
        QVERIFY(result.cancelled);
        QVERIFY(!result.ok);
        QCOMPARE(panel.model()->state(0), StepState::Cancelled);
        QCOMPARE(panel.model()->state(1), StepState::Pending);
        QVERIFY(!panel.cancelButton()->isEnabled());
        QVERIFY2(panel.statusText().startsWith(QLatin1String("Cancelled: Long job")),
            qPrintable(panel.statusText()));
    }

    void copiesTheWholeLog()
    {
        Runner runner;
        ProgressPanel panel;
        panel.setNotifier(nullptr);
        panel.setRunner(&runner);
        QVERIFY(!panel.copyButton()->isEnabled());
        QSignalSpy finished(&panel, &ProgressPanel::jobFinished);
        QVERIFY(runner.start(planOf(QStringLiteral("Deploy shop to test/shop"),
            { shStep(QStringLiteral("Install config-shop"),
                  QStringLiteral("echo installed config; echo warned >&2")),
                shStep(QStringLiteral("Install shop"), QStringLiteral("echo rolled out")) })));
        QVERIFY(finished.wait(WaitMs));
        QVERIFY(panel.copyButton()->isEnabled());
        QApplication::clipboard()->clear();
        QTest::mouseClick(panel.copyButton(), Qt::LeftButton);
        const QString copied = QApplication::clipboard()->text();
        QCOMPARE(copied, panel.model()->logText());
        QVERIFY(copied.startsWith(QLatin1String("Deploy shop to test/shop\nResult: succeeded after ")));
        QVERIFY2(
            copied.contains(QLatin1String("[1/2] Install config-shop: Succeeded (")), qPrintable(copied));
        QVERIFY(copied.contains(QLatin1String("installed config\n")));
        QVERIFY(copied.contains(QLatin1String("warned\n")));
        QVERIFY(copied.contains(QLatin1String("[2/2] Install shop: Succeeded (")));
        QVERIFY(copied.contains(QLatin1String("rolled out\n")));
        QVERIFY2(panel.statusText().startsWith(QLatin1String("Succeeded: Deploy shop")),
            qPrintable(panel.statusText()));
    }

    void followsTheRunningStep()
    {
        Runner runner;
        ProgressPanel panel;
        panel.setNotifier(nullptr);
        panel.setRunner(&runner);
        panel.show();
        QSignalSpy finished(&panel, &ProgressPanel::jobFinished);
        QVERIFY(runner.start(planOf(QStringLiteral("Three steps"),
            { shStep(QStringLiteral("First"), QStringLiteral("echo one")),
                shStep(QStringLiteral("Second"), QStringLiteral("echo two; sleep 0.5; echo two-b")),
                shStep(QStringLiteral("Third"), QStringLiteral("echo three; exit 5")) })));
        QTRY_COMPARE_WITH_TIMEOUT(panel.selectedStep(), 1, WaitMs);
        QTRY_VERIFY(panel.outputText().startsWith(QLatin1String("two")));
        QVERIFY(panel.statusText().contains(QLatin1String("step 2 of 3")));
        QVERIFY(finished.wait(WaitMs));
        // The failed step stays selected, with its output and the runner's message.
        QCOMPARE(panel.selectedStep(), 2);
        QVERIFY(panel.outputText().startsWith(QLatin1String("three\n")));
        QVERIFY(panel.statusText().startsWith(QLatin1String("Failed: ")));
        // The user may look at another step afterwards.
        panel.selectStep(1);
        QCOMPARE(panel.outputText(), QStringLiteral("two\ntwo-b"));
    }

    void outputViewStaysBounded()
    {
        Runner runner;
        ProgressPanel panel;
        panel.setNotifier(nullptr);
        panel.model()->setMaxLinesPerStep(50);
        panel.setRunner(&runner);
        QSignalSpy finished(&panel, &ProgressPanel::jobFinished);
        QVERIFY(runner.start(planOf(
            QStringLiteral("Chatty"), { shStep(QStringLiteral("Count"), QStringLiteral("seq 1 400")) })));
        QVERIFY(finished.wait(WaitMs));
        const QStringList lines = panel.outputText().split(QLatin1Char('\n'));
        QCOMPARE(lines.size(), 51);
        QCOMPARE(lines.constFirst(), ProgressModel::droppedMarker(350));
        QCOMPARE(lines.at(1), QStringLiteral("351"));
        QCOMPARE(lines.constLast(), QStringLiteral("400"));
    }

    void notifiesWhenALongJobEnds_data()
    {
        QTest::addColumn<int>("thresholdMs");
        QTest::addColumn<QString>("script");
        QTest::addColumn<int>("notifications");
        QTest::addColumn<QString>("summaryStart");
        QTest::addRow("long job succeeded")
            << 300 << QStringLiteral("sleep 0.6") << 1 << QStringLiteral("Done: ");
        QTest::addRow("long job failed")
            << 300 << QStringLiteral("sleep 0.6; echo nope >&2; exit 1") << 1 << QStringLiteral("Failed: ");
        QTest::addRow("short job") << 5000 << QStringLiteral("true") << 0 << QString();
    }

    void notifiesWhenALongJobEnds()
    {
        QFETCH(int, thresholdMs);
        QFETCH(QString, script);
        QFETCH(int, notifications);
        QFETCH(QString, summaryStart);
        Runner runner;
        ProgressPanel panel;
        RecordingNotifier notifier;
        panel.setNotifier(&notifier);
        panel.setNotifyThreshold(thresholdMs);
        QCOMPARE(panel.notifyThreshold(), thresholdMs);
        panel.setRunner(&runner);
        QSignalSpy finished(&panel, &ProgressPanel::jobFinished);
        QVERIFY(
            runner.start(planOf(QStringLiteral("Deploy shop"), { shStep(QStringLiteral("Work"), script) })));
        QVERIFY(finished.wait(WaitMs));
        QCOMPARE(notifier.summaries.size(), notifications);
        if (notifications > 0) {
            QCOMPARE(notifier.summaries.constFirst(), summaryStart + QStringLiteral("Deploy shop"));
            QVERIFY(!notifier.bodies.constFirst().isEmpty());
            QCOMPARE(notifier.windows.constFirst(), &panel);
        }
    }

    void defaultNotifierWithoutABusAlerts()
    {
        // No session bus in the test environment: the notifier says so and falls back to an alert.
        qputenv("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/helmdeck-test-bus");
        Notifier notifier;
        QWidget window;
        QVERIFY(!notifier.notify(QStringLiteral("Done"), QStringLiteral("body"), &window));
    }
};

QTEST_MAIN(TestProgressPanel)
#include "tst_progresspanel.moc"
