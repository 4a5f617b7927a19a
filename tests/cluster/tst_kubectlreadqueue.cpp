// SPDX-License-Identifier: GPL-3.0-or-later
// KubectlReadQueue, the read loop ClusterCapabilities and ClusterLists share: its bounded kubectl
// step, and reads queued by key, one at a time, a read for a key under way or queued merged.
#include "cluster/kubectlreadqueue.h"
#include "job/runner.h"

#include <QSignalSpy>
#include <QTest>

using namespace HelmDeck;

namespace {

ClusterTarget target(const QString &context)
{
    ClusterTarget t;
    t.context = context;
    return t;
}

/** A one-step plan that runs `sh -c 'sleep 0.2'`: long enough for the next enqueue() to find it running. */
Plan shortPlan()
{
    Step s;
    s.id = QStringLiteral("wait");
    s.title = QStringLiteral("wait");
    s.argv = QStringList { QStringLiteral("/bin/sh"), QStringLiteral("-c"), QStringLiteral("sleep 0.2") };
    Plan p;
    p.title = QStringLiteral("wait");
    p.steps = { s };
    return p;
}

} // namespace

class TestKubectlReadQueue : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void theStepIsBoundedTwiceAndNamesTheContext_data()
    {
        QTest::addColumn<int>("timeoutMs");
        QTest::addColumn<QString>("ns");
        QTest::addColumn<QString>("requestTimeout");
        QTest::newRow("the default eight seconds") << 8000 << QString() << QStringLiteral("8s");
        QTest::newRow("under a second still gives kubectl one second")
            << 300 << QString() << QStringLiteral("1s");
        QTest::newRow("a namespace is passed when given")
            << 12500 << QStringLiteral("shop") << QStringLiteral("12s");
    }

    void theStepIsBoundedTwiceAndNamesTheContext()
    {
        QFETCH(int, timeoutMs);
        QFETCH(QString, ns);
        QFETCH(QString, requestTimeout);
        KubectlTool kubectl;
        kubectl.program = QStringLiteral("/usr/bin/kubectl");
        KubectlReadQueue reads(kubectl);
        reads.setTimeout(timeoutMs);
        const Step s = reads.step(target(QStringLiteral("k3s")), QStringLiteral("list"),
            QStringLiteral("List"), { QStringLiteral("get"), QStringLiteral("namespaces") }, ns);
        QCOMPARE(s.id, QStringLiteral("list"));
        QCOMPARE(s.timeoutMs, timeoutMs);
        QVERIFY(!s.echoStdout);
        const QString argv = s.argv.join(QLatin1Char(' '));
        QVERIFY2(argv.startsWith(QLatin1String("/usr/bin/kubectl --context k3s")), qPrintable(argv));
        QVERIFY2(argv.contains(QStringLiteral("--request-timeout ") + requestTimeout
                     + QStringLiteral(" get namespaces")),
            qPrintable(argv));
        QCOMPARE(argv.contains(QLatin1String("--namespace shop")), !ns.isEmpty());
        QVERIFY(s.explainFailure);
        const QString why = s.explainFailure(QStringLiteral(
            "The connection to the server 127.0.0.1:6443 was refused - did you specify the right "
            "host or port?"));
        QVERIFY2(why.contains(QLatin1String("\"k3s\"")), qPrintable(why)); // explained for its context
    }

    void readsRunOneAtATimeAndAKeyIsReadOnce()
    {
        KubectlReadQueue reads(KubectlTool {});
        QSignalSpy finished(&reads, &KubectlReadQueue::finished);
        int built = 0;
        const auto plan = [&built] {
            ++built;
            return shortPlan();
        };
        QVERIFY(reads.enqueue(QStringLiteral("a"), plan));
        QVERIFY(!reads.enqueue(QStringLiteral("a"), plan)); // being read: merged
        QVERIFY(reads.enqueue(QStringLiteral("b"), plan));
        QVERIFY(!reads.enqueue(QStringLiteral("b"), plan)); // queued: merged
        QVERIFY(reads.isReading());
        QCOMPARE(built, 1); // b's plan is built when its read starts
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, 10000);
        QCOMPARE(finished.at(0).at(0).toString(), QStringLiteral("a"));
        QCOMPARE(finished.at(1).at(0).toString(), QStringLiteral("b"));
        QVERIFY(finished.at(0).at(1).value<RunResult>().ok);
        QCOMPARE(built, 2);
        QVERIFY(!reads.isReading());
        QTest::qWait(300);
        QCOMPARE(finished.size(), 2); // nothing more ran
    }
};

QTEST_GUILESS_MAIN(TestKubectlReadQueue)
#include "tst_kubectlreadqueue.moc"
