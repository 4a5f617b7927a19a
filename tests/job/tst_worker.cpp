// SPDX-License-Identifier: GPL-3.0-or-later
// Worker: off-thread work handed back on the owner's thread; superseded, cancelled and orphaned
// results are dropped; the cancelled predicate turns true for superseded work.

#include "job/worker.h"

#include <QElapsedTimer>
#include <QSemaphore>
#include <QSignalSpy>
#include <QTest>
#include <QThread>

#include <atomic>

using namespace HelmDeck;

namespace {

/** Collects what Worker hands back, and on which thread. */
class Owner : public QObject
{
    Q_OBJECT
public:
    Worker worker { this };
    QList<int> results;
    QList<QThread *> threads;
    void take(int value)
    {
        results.append(value);
        threads.append(QThread::currentThread());
        Q_EMIT taken();
    }
Q_SIGNALS:
    void taken();
};

} // namespace

class TestWorker : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void resultArrivesOnTheOwnersThreadFromTheEventLoop();
    void aNewerStartSupersedesTheOlderResult();
    void cancelDropsTheResultAndTellsTheWork();
    void aDeletedOwnerGetsNoResult();
};

void TestWorker::resultArrivesOnTheOwnersThreadFromTheEventLoop()
{
    Owner owner;
    QSignalSpy taken(&owner, &Owner::taken);
    std::atomic<QThread *> workThread { nullptr };
    owner.worker.start(
        [&workThread](const std::function<bool()> &) {
            workThread = QThread::currentThread();
            return 42;
        },
        [&owner](int v) { owner.take(v); });
    QVERIFY(owner.worker.isRunning());
    QVERIFY2(owner.results.isEmpty(), "then() must never run inside start()");
    QVERIFY(taken.wait(5000));
    QCOMPARE(owner.results, QList<int> { 42 });
    QCOMPARE(owner.threads.first(), QThread::currentThread());
    QVERIFY(workThread.load() != QThread::currentThread());
    QVERIFY(!owner.worker.isRunning());
}

void TestWorker::aNewerStartSupersedesTheOlderResult()
{
    Owner owner;
    QSignalSpy taken(&owner, &Owner::taken);
    QSemaphore release;
    std::atomic<bool> firstSawCancel { false };
    owner.worker.start(
        [&release, &firstSawCancel](const std::function<bool()> &cancelled) {
            release.acquire();
            firstSawCancel = cancelled();
            return 1;
        },
        [&owner](int v) { owner.take(v); });
    owner.worker.start([](const std::function<bool()> &) { return 2; }, [&owner](int v) { owner.take(v); });
    QVERIFY(taken.wait(5000));
    release.release();
    QTRY_VERIFY(firstSawCancel.load());
    QTest::qWait(100); // the first job's hand-back, had it not been dropped, would have arrived by now
    QCOMPARE(owner.results, QList<int> { 2 });
}

void TestWorker::cancelDropsTheResultAndTellsTheWork()
{
    Owner owner;
    QSemaphore started;
    std::atomic<bool> sawCancel { false };
    owner.worker.start(
        [&started, &sawCancel](const std::function<bool()> &cancelled) {
            started.release();
            QElapsedTimer t;
            t.start();
            while (!cancelled() && t.elapsed() < 5000)
                QThread::msleep(5);
            sawCancel = cancelled();
            return 7;
        },
        [&owner](int v) { owner.take(v); });
    QVERIFY(started.tryAcquire(1, 5000));
    owner.worker.cancel();
    QVERIFY(!owner.worker.isRunning());
    QTRY_VERIFY(sawCancel.load());
    QTest::qWait(100);
    QVERIFY(owner.results.isEmpty());
}

void TestWorker::aDeletedOwnerGetsNoResult()
{
    auto *owner = new Owner;
    QSemaphore release;
    std::atomic<bool> done { false };
    bool called = false;
    owner->worker.start(
        [&release, &done](const std::function<bool()> &cancelled) {
            release.acquire();
            done = true;
            return cancelled() ? 0 : 1;
        },
        [&called](int) { called = true; });
    delete owner;
    release.release();
    QTRY_VERIFY(done.load());
    QTest::qWait(100);
    QVERIFY(!called);
}

QTEST_GUILESS_MAIN(TestWorker)
#include "tst_worker.moc"
