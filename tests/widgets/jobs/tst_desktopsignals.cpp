// SPDX-License-Identifier: GPL-3.0-or-later
// What the desktop hears of a job, over a private session bus (CMake runs this suite under
// dbus-run-session): the task-bar entry's com.canonical.Unity.LauncherEntry Update signals with the
// plan's determinate progress, and the org.freedesktop.Notifications Notify call when a job ends
// while the window is not active (answered here by a fake notification service).
#include "jobs/launcherentry.h"
#include "jobs/progressmodel.h"
#include "jobs/progresspanel.h"

#include <QDBusConnection>
#include <QDBusConnectionInterface>
#include <QDBusMessage>
#include <QDBusPendingCall>
#include <QSignalSpy>
#include <QTest>

using namespace HelmDeck;

namespace {

constexpr int WaitMs = 30000;

/** An in-process step that reports @p counts (of @p maximum pods ready), then succeeds. */
Step countingStep(const QString &id, const QList<int> &counts, int maximum)
{
    Step s;
    s.id = id;
    s.title = QStringLiteral("Install %1 and wait").arg(id);
    s.start = [counts, maximum](PlanContext &, Step &, StepDone done) {
        for (int n : counts)
            done.progress(StepProgress::items(n, maximum, QStringLiteral("pods ready")));
        done(true);
    };
    return s;
}

Step failingStep()
{
    Step s;
    s.id = QStringLiteral("fail");
    s.title = QStringLiteral("Fail");
    s.start = [](PlanContext &, Step &, StepDone done) { done(false, QStringLiteral("no luck")); };
    return s;
}

} // namespace

/** Listens on its own connection, as a dock would in another process. */
class LauncherListener : public QObject
{
    Q_OBJECT
public:
    explicit LauncherListener(const QDBusConnection &bus)
        : m_bus(bus)
    {
        ok = m_bus.connect(QString(), QStringLiteral("/"),
            QStringLiteral("com.canonical.Unity.LauncherEntry"), QStringLiteral("Update"), this,
            SLOT(onUpdate(QString, QVariantMap)));
    }
    bool ok = false;
    QStringList uris;
    QList<QVariantMap> updates;
Q_SIGNALS:
    void received();
public Q_SLOTS:
    void onUpdate(const QString &uri, const QVariantMap &properties)
    {
        uris.append(uri);
        updates.append(properties);
        Q_EMIT received();
    }

private:
    QDBusConnection m_bus;
};

/** A notification daemon: records every Notify call and answers with an id. */
class FakeNotifications : public QObject
{
    Q_OBJECT
    Q_CLASSINFO("D-Bus Interface", "org.freedesktop.Notifications")
public:
    QStringList appNames;
    QStringList summaries;
    QStringList bodies;
    QList<QVariantMap> hints;
Q_SIGNALS:
    void notified();
public Q_SLOTS:
    uint Notify(const QString &appName, uint replacesId, const QString &appIcon, const QString &summary,
        const QString &body, const QStringList &actions, const QVariantMap &hintMap, int expireTimeout)
    {
        Q_UNUSED(replacesId)
        Q_UNUSED(appIcon)
        Q_UNUSED(actions)
        Q_UNUSED(expireTimeout)
        appNames.append(appName);
        summaries.append(summary);
        bodies.append(body);
        hints.append(hintMap);
        Q_EMIT notified();
        return uint(summaries.size());
    }
    QStringList GetCapabilities() { return { QStringLiteral("body") }; }
};

class TestDesktopSignals : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(QDBusConnection::sessionBus().isConnected(),
            "no session bus: this suite runs under dbus-run-session (see its CMakeLists.txt)");
    }

    void theTaskBarEntryFollowsThePlan_data()
    {
        QTest::addColumn<QList<int>>("firstCounts");
        QTest::addColumn<QList<double>>("progress");
        // two steps: the first reports pods ready of 4, the second none
        QTest::addRow("pods ready of the first of two steps, then the second step")
            << QList<int> { 1, 2, 4 } << QList<double> { 0.0, 0.125, 0.25, 0.5, 1.0 };
        QTest::addRow("a step without a count moves the bar by whole steps")
            << QList<int> {} << QList<double> { 0.0, 0.5, 1.0 };
    }

    void theTaskBarEntryFollowsThePlan()
    {
        QFETCH(QList<int>, firstCounts);
        QFETCH(QList<double>, progress);
        QDBusConnection dock
            = QDBusConnection::connectToBus(QDBusConnection::SessionBus, QStringLiteral("dock"));
        LauncherListener listener(dock);
        QVERIFY(listener.ok);
        Runner runner;
        ProgressPanel panel;
        panel.setNotifier(nullptr);
        panel.setRunner(&runner);
        panel.launcherEntry()->setDesktopFileId(QStringLiteral("io.helmdeck.HelmDeck.desktop"));
        QSignalSpy finished(&panel, &ProgressPanel::jobFinished);
        Plan plan;
        plan.title = QStringLiteral("Deploy shop");
        plan.steps = { countingStep(QStringLiteral("web"), firstCounts, 4),
            countingStep(QStringLiteral("worker"), {}, 1) };
        QVERIFY(runner.start(plan));
        QVERIFY(finished.wait(WaitMs));
        // the last Update (the bar going away) arrives after the run's end
        QTRY_VERIFY_WITH_TIMEOUT(!listener.updates.isEmpty()
                && listener.updates.constLast().value(QStringLiteral("progress-visible"), true).toBool()
                    == false,
            WaitMs);
        QList<double> seen;
        for (const QVariantMap &u : std::as_const(listener.updates)) {
            if (u.contains(QStringLiteral("progress")))
                seen.append(u.value(QStringLiteral("progress")).toDouble());
        }
        QCOMPARE(seen, progress);
        for (const QString &uri : std::as_const(listener.uris))
            QCOMPARE(uri, QStringLiteral("application://io.helmdeck.HelmDeck.desktop"));
        QCOMPARE(listener.updates.constFirst().value(QStringLiteral("progress-visible")).toBool(), true);
        QCOMPARE(listener.updates.constFirst().value(QStringLiteral("count")).toLongLong(), 2); // steps left
        QVERIFY(!listener.updates.constLast().value(QStringLiteral("urgent")).toBool()); // it succeeded
        QDBusConnection::disconnectFromBus(QStringLiteral("dock"));
    }

    void aFailureWhileTheWindowIsInactiveIsUrgent()
    {
        QDBusConnection dock
            = QDBusConnection::connectToBus(QDBusConnection::SessionBus, QStringLiteral("dock2"));
        LauncherListener listener(dock);
        QVERIFY(listener.ok);
        Runner runner;
        ProgressPanel panel; // never shown: not the active window
        panel.setNotifier(nullptr);
        panel.setRunner(&runner);
        QSignalSpy finished(&panel, &ProgressPanel::jobFinished);
        Plan plan;
        plan.title = QStringLiteral("Deploy shop");
        plan.steps = { failingStep() };
        QVERIFY(runner.start(plan));
        QVERIFY(finished.wait(WaitMs));
        QTRY_VERIFY_WITH_TIMEOUT(!listener.updates.isEmpty()
                && listener.updates.constLast().value(QStringLiteral("urgent")).toBool(),
            WaitMs);
        QDBusConnection::disconnectFromBus(QStringLiteral("dock2"));
    }

    void aLongJobNotifiesOnlyWhenTheWindowIsNotActive_data()
    {
        QTest::addColumn<bool>("active");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<QString>("summary");
        QTest::addRow("the window is elsewhere and the job succeeded")
            << false << true << QStringLiteral("Done: Deploy shop");
        QTest::addRow("the window is elsewhere and the job failed")
            << false << false << QStringLiteral("Failed: Deploy shop");
        QTest::addRow("the user watches the window") << true << true << QString();
    }

    void aLongJobNotifiesOnlyWhenTheWindowIsNotActive()
    {
        QFETCH(bool, active);
        QFETCH(bool, ok);
        QFETCH(QString, summary);
        QDBusConnection daemon
            = QDBusConnection::connectToBus(QDBusConnection::SessionBus, QStringLiteral("notifications"));
        FakeNotifications fake;
        QVERIFY(daemon.registerObject(
            QStringLiteral("/org/freedesktop/Notifications"), &fake, QDBusConnection::ExportAllSlots));
        QVERIFY(daemon.registerService(QStringLiteral("org.freedesktop.Notifications")));
        Runner runner;
        ProgressPanel panel; // with its own desktop Notifier
        panel.setNotifyThreshold(0);
        panel.setRunner(&runner);
        if (active) {
            panel.show();
            panel.activateWindow();
            QVERIFY(QTest::qWaitForWindowActive(&panel));
        }
        QSignalSpy finished(&panel, &ProgressPanel::jobFinished);
        QSignalSpy notified(&fake, &FakeNotifications::notified);
        Plan plan;
        plan.title = QStringLiteral("Deploy shop");
        plan.steps = { ok ? countingStep(QStringLiteral("web"), { 1 }, 1) : failingStep() };
        QVERIFY(runner.start(plan));
        QVERIFY(finished.wait(WaitMs));
        if (summary.isEmpty()) {
            // a call on the connection a Notify would have taken arrives after it: once it is
            // answered, a Notify sent at the job's end would have been recorded
            const QDBusMessage probe
                = QDBusMessage::createMethodCall(QStringLiteral("org.freedesktop.Notifications"),
                    QStringLiteral("/org/freedesktop/Notifications"),
                    QStringLiteral("org.freedesktop.Notifications"), QStringLiteral("GetCapabilities"));
            QDBusPendingCall answer = QDBusConnection::sessionBus().asyncCall(probe);
            QTRY_VERIFY_WITH_TIMEOUT(answer.isFinished(), WaitMs);
            QVERIFY(!answer.isError());
            QVERIFY(fake.summaries.isEmpty());
        } else {
            QVERIFY(notified.wait(WaitMs));
            QCOMPARE(fake.summaries, QStringList { summary });
            QCOMPARE(fake.appNames.constFirst(), QStringLiteral("HelmDeck"));
            QCOMPARE(fake.hints.constFirst().value(QStringLiteral("desktop-entry")).toString(),
                QStringLiteral("io.helmdeck.HelmDeck"));
            if (!ok)
                QVERIFY(fake.bodies.constFirst().contains(QLatin1String("no luck")));
        }
        daemon.unregisterService(QStringLiteral("org.freedesktop.Notifications"));
        QDBusConnection::disconnectFromBus(QStringLiteral("notifications"));
    }
};

QTEST_MAIN(TestDesktopSignals)
#include "tst_desktopsignals.moc"
