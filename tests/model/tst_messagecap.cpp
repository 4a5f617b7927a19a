// SPDX-License-Identifier: GPL-3.0-or-later
// MessageCap: a user's value echoed in a message is bounded (docs/inputs.md "Messages").

#include "model/finding.h"
#include "model/messagecap.h"

#include <QTest>

using namespace HelmDeck;

class TestMessageCap : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void capsLongRuns_data()
    {
        QTest::addColumn<QString>("message");
        QTest::addColumn<QString>("expected");
        const QString a80(80, QLatin1Char('a'));
        QTest::newRow("a short message is kept whole")
            << QStringLiteral("app name \"shop\" is taken") << QStringLiteral("app name \"shop\" is taken");
        QTest::newRow("a run of 200 characters is kept whole")
            << QString(200, QLatin1Char('b')) << QString(200, QLatin1Char('b'));
        QTest::newRow("a run of 201 characters keeps 80 and says its size")
            << QString(201, QLatin1Char('a')) << a80 + QStringLiteral("… (201 bytes)");
        QTest::newRow("the words around a long value stay, its size is in bytes")
            << QStringLiteral("app name \"") + QString(300, QChar(0xe9))
                + QStringLiteral("\" is not\ta label")
            << QStringLiteral("app name \"") + QString(79, QChar(0xe9))
                + QStringLiteral("… (602 bytes) is not\ta label");
        QTest::newRow("two long values are each capped")
            << QString(1000, QLatin1Char('a')) + QStringLiteral(" and ") + QString(500, QLatin1Char('a'))
            << a80 + QStringLiteral("… (1000 bytes) and ") + a80 + QStringLiteral("… (500 bytes)");
    }
    void capsLongRuns()
    {
        QFETCH(QString, message);
        QFETCH(QString, expected);
        QCOMPARE(MessageCap::message(message), expected);
        // a finding is built capped, whatever its maker passed in
        QCOMPARE(Finding::error(message).message, expected);
    }

    void capsALongMessageOfShortWords()
    {
        QString message;
        for (int i = 0; i < 100000; ++i)
            message += QStringLiteral("word ");
        const QString capped = MessageCap::message(message);
        QVERIFY(capped.size() < MessageCap::MaxMessageChars + 100);
        QVERIFY(capped.startsWith(QStringLiteral("word word")));
        QVERIFY(capped.contains(QStringLiteral(" characters left out) ")));
        QVERIFY(capped.endsWith(QStringLiteral("word ")));
    }

    void capsAValue()
    {
        QCOMPARE(MessageCap::value(QStringLiteral("web")), QStringLiteral("web"));
        QCOMPARE(MessageCap::value(QString(15000000, QLatin1Char('n'))),
            QString(80, QLatin1Char('n')) + QStringLiteral("… (15000000 bytes)"));
    }
};

QTEST_GUILESS_MAIN(TestMessageCap)
#include "tst_messagecap.moc"
