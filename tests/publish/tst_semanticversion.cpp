// SPDX-License-Identifier: GPL-3.0-or-later
// SemanticVersion: strict SemVer 2.0.0, as Helm's tag listing wants chart versions.

#include "publish/semanticversion.h"
#include "teststrings.h"

#include <QTest>

using namespace HelmDeck;

using namespace PublishTest;

class TestSemanticVersion : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void parses_data();
    void parses();
    void refuses_data();
    void refuses();
};

void TestSemanticVersion::parses_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("core");
    QTest::addColumn<QStringList>("preRelease");
    QTest::addColumn<QStringList>("build");
    QTest::newRow("a release has three numbers")
        << str("1.2.3") << str("1.2.3") << QStringList() << QStringList();
    QTest::newRow("zero is a number") << str("0.0.0") << str("0.0.0") << QStringList() << QStringList();
    QTest::newRow("a pre-release keeps its identifiers")
        << str("1.0.0-rc.1") << str("1.0.0") << strings({ "rc", "1" }) << QStringList();
    QTest::newRow("build metadata may have leading zeros")
        << str("1.0.0+build.007") << str("1.0.0") << QStringList() << strings({ "build", "007" });
    QTest::newRow("a pre-release with hyphens and build metadata")
        << str("2.10.30-sha-abc1234+exp.sha.5114f85") << str("2.10.30") << strings({ "sha-abc1234" })
        << strings({ "exp", "sha", "5114f85" });
    QTest::newRow("numbers larger than 32 bits")
        << str("4294967296.0.1") << str("4294967296.0.1") << QStringList() << QStringList();
}

void TestSemanticVersion::parses()
{
    QFETCH(QString, text);
    QFETCH(QString, core);
    QFETCH(QStringList, preRelease);
    QFETCH(QStringList, build);
    SemanticVersion v;
    QString error;
    QVERIFY2(SemanticVersion::parse(text, &v, &error), qPrintable(error));
    QCOMPARE(QStringLiteral("%1.%2.%3").arg(v.major).arg(v.minor).arg(v.patch), core);
    QCOMPARE(v.preRelease, preRelease);
    QCOMPARE(v.build, build);
    QCOMPARE(v.toString(), text);
    QCOMPARE(v.isPreRelease(), !preRelease.isEmpty());
}

void TestSemanticVersion::refuses_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("error");
    QTest::newRow("a leading v is not SemVer")
        << str("v1.2.3") << str("v1.2.3: MAJOR.MINOR.PATCH must be three numbers");
    QTest::newRow("two numbers are not enough") << str("1.2") << str("1.2: not MAJOR.MINOR.PATCH");
    QTest::newRow("four numbers are too many") << str("1.2.3.4") << str("1.2.3.4: not MAJOR.MINOR.PATCH");
    QTest::newRow("a leading zero in a number")
        << str("1.02.3") << str("1.02.3: numeric identifiers must not have leading zeros");
    QTest::newRow("a leading zero in a numeric pre-release")
        << str("1.2.3-01") << str("1.2.3-01: numeric identifiers must not have leading zeros");
    QTest::newRow("an empty pre-release identifier") << str(
        "1.2.3-rc..1") << str("1.2.3-rc..1: a pre-release must be dot-separated [0-9A-Za-z-] identifiers");
    QTest::newRow("an underscore in build metadata") << str(
        "1.2.3+a_b") << str("1.2.3+a_b: build metadata must be dot-separated [0-9A-Za-z-] identifiers");
    QTest::newRow("a number beyond 64 bits") << str(
        "18446744073709551616.0.0") << str("18446744073709551616.0.0: 18446744073709551616 is too large");
    QTest::newRow("an empty string") << str("") << str(": not MAJOR.MINOR.PATCH");
}

void TestSemanticVersion::refuses()
{
    QFETCH(QString, text);
    QFETCH(QString, error);
    SemanticVersion v;
    QString actual;
    QVERIFY(!SemanticVersion::parse(text, &v, &actual));
    QCOMPARE(actual, error);
}

QTEST_GUILESS_MAIN(TestSemanticVersion)
#include "tst_semanticversion.moc"
