// SPDX-License-Identifier: GPL-3.0-or-later
// LogDeduplicator: a reconnecting `kubectl logs -f --prefix --timestamps` shows each line once.
#include "run/logdeduplicator.h"

#include <QTest>

using namespace HelmDeck;

class TestLogDeduplicator : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void showsEachLineOnce_data();
    void showsEachLineOnce();
    void resumesALookbackBeforeTheNewestLine();
    void normalizesTimestamps_data();
    void normalizesTimestamps();
    void memoryStaysBounded();
};

void TestLogDeduplicator::showsEachLineOnce_data()
{
    QTest::addColumn<QStringList>("lines");
    QTest::addColumn<QStringList>("shown");
    const QString a1 = QStringLiteral("[pod/web-1/app-web] 2026-12-01T12:00:01.5Z GET /");
    const QString a2 = QStringLiteral("[pod/web-1/app-web] 2026-12-01T12:00:01.7Z GET /cart");
    const QString b1 = QStringLiteral("[pod/web-2/app-web] 2026-12-01T12:00:01.5Z GET /");
    const QString a3 = QStringLiteral("[pod/web-1/app-web] 2026-12-01T12:00:02.1Z done");
    QTest::newRow("a reconnect repeating the last second shows only the new lines")
        << QStringList { a1, a2, a1, a2, a3 } << QStringList { a1, a2, a3 };
    QTest::newRow("the same text at the same time in another pod is another line")
        << QStringList { a1, b1, b1 } << QStringList { a1, b1 };
    QTest::newRow("lines of the same second are never skipped")
        << QStringList { a1, a1, a2 } << QStringList { a1, a2 };
    QTest::newRow("kubectl's own messages have no timestamp and always show")
        << QStringList { QStringLiteral("error: timed out waiting"),
               QStringLiteral("error: timed out waiting") }
        << QStringList { QStringLiteral("error: timed out waiting"),
               QStringLiteral("error: timed out waiting") };
    QTest::newRow("a line of one pod without --prefix is keyed by its timestamp and text") << QStringList {
        QStringLiteral("2026-12-01T12:00:01Z hi"), QStringLiteral("2026-12-01T12:00:01.000Z hi")
    } << QStringList { QStringLiteral("2026-12-01T12:00:01Z hi") };
}

void TestLogDeduplicator::showsEachLineOnce()
{
    QFETCH(QStringList, lines);
    QFETCH(QStringList, shown);
    LogDeduplicator dedup;
    QStringList out;
    for (const QString &line : std::as_const(lines)) {
        if (dedup.accept(line))
            out.append(line);
    }
    QCOMPARE(out, shown);
}

void TestLogDeduplicator::resumesALookbackBeforeTheNewestLine()
{
    LogDeduplicator dedup;
    QCOMPARE(dedup.resumeSince(), QString());
    QVERIFY(dedup.accept(QStringLiteral("[pod/a/c] 2026-12-01T12:00:30.25Z x")));
    QVERIFY(dedup.accept(QStringLiteral("[pod/b/c] 2026-12-01T12:00:10Z y"))); // older, other pod
    QCOMPARE(dedup.newest(), QStringLiteral("2026-12-01T12:00:30.250000000Z"));
    QCOMPARE(dedup.resumeSince(), QStringLiteral("2026-12-01T11:59:30Z"));
}

void TestLogDeduplicator::normalizesTimestamps_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("normalized");
    QTest::newRow("nanoseconds stay") << QStringLiteral("2026-12-01T12:00:01.123456789Z")
                                      << QStringLiteral("2026-12-01T12:00:01.123456789Z");
    QTest::newRow("a trimmed fraction is padded, so it sorts right")
        << QStringLiteral("2026-12-01T12:00:01.1Z") << QStringLiteral("2026-12-01T12:00:01.100000000Z");
    QTest::newRow("whole seconds get a zero fraction")
        << QStringLiteral("2026-12-01T12:00:01Z") << QStringLiteral("2026-12-01T12:00:01.000000000Z");
    QTest::newRow("text is not a timestamp") << QStringLiteral("GET") << QString();
}

void TestLogDeduplicator::normalizesTimestamps()
{
    QFETCH(QString, text);
    QFETCH(QString, normalized);
    QCOMPARE(LogDeduplicator::normalizeTimestamp(text), normalized);
}

void TestLogDeduplicator::memoryStaysBounded()
{
    LogDeduplicator dedup;
    // one second holding more lines than the window allows: still accepted, still bounded
    for (int i = 0; i < LogDeduplicator::MaxKeys + 10; ++i) {
        const QString line = QStringLiteral("[pod/a/c] 2026-12-01T12:00:%1.%2Z n")
                                 .arg(10 + i / 100000, 2, 10, QLatin1Char('0'))
                                 .arg(i, 9, 10, QLatin1Char('0'));
        QVERIFY(dedup.accept(line));
    }
    QVERIFY(dedup.rememberedLines() <= LogDeduplicator::MaxKeys);
    // the newest lines are still known as shown
    QVERIFY(!dedup.accept(QStringLiteral("[pod/a/c] 2026-12-01T12:00:10.%1Z n")
                              .arg(LogDeduplicator::MaxKeys + 9, 9, 10, QLatin1Char('0'))));
}

QTEST_GUILESS_MAIN(TestLogDeduplicator)
#include "tst_logdeduplicator.moc"
