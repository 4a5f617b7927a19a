// SPDX-License-Identifier: GPL-3.0-or-later
// YamlScalarEdit: one scalar set in place; every other byte, comment and quote kept.

#include "publish/yamlscalaredit.h"
#include "teststrings.h"

#include <QTest>

using namespace HelmDeck;
using namespace PublishTest;

class TestYamlScalarEdit : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void sets_data();
    void sets();
    void refuses_data();
    void refuses();
};

void TestYamlScalarEdit::sets_data()
{
    QTest::addColumn<QString>("before");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("after");
    QTest::newRow("a plain scalar keeps its comment")
        << str("image:\n  repository: ghcr.io/x/y # where\n  tag: 6.14.1  # the image tag\n")
        << str("image.tag") << str("v1.2.3")
        << str("image:\n  repository: ghcr.io/x/y # where\n  tag: \"v1.2.3\"  # the image tag\n");
    QTest::newRow("a double-quoted scalar with an escape")
        << str("version: \"1.0\\\"x\"\nname: a\n") << str("version") << str("2.0.0")
        << str("version: \"2.0.0\"\nname: a\n");
    QTest::newRow("a single-quoted scalar with a doubled quote")
        << str("appVersion: 'it''s'\n") << str("appVersion") << str("v1") << str("appVersion: \"v1\"\n");
    QTest::newRow("a missing top-level key is appended")
        << str("apiVersion: v2\nname: web\nversion: 0.1.0") << str("appVersion") << str("sha-0123456")
        << str("apiVersion: v2\nname: web\nversion: 0.1.0\nappVersion: \"sha-0123456\"\n");
    QTest::newRow("a missing child goes first in its block mapping, indented like it")
        << str("# top\nimage:\n    repository: r\n    pullPolicy: Always\nother: 1\n") << str("image.tag")
        << str("latest")
        << str("# top\nimage:\n    tag: \"latest\"\n    repository: r\n    pullPolicy: Always\nother: 1\n");
    QTest::newRow("a number-looking value stays a string")
        << str("tag: 1\n") << str("tag") << str("1.10") << str("tag: \"1.10\"\n");
    QTest::newRow("CRLF line ends are kept")
        << str("a: 1\r\nb: 2\r\n") << str("a") << str("x") << str("a: \"x\"\r\nb: 2\r\n");
}

void TestYamlScalarEdit::sets()
{
    QFETCH(QString, before);
    QFETCH(QString, path);
    QFETCH(QString, value);
    QFETCH(QString, after);
    QByteArray yaml = before.toUtf8();
    QString error;
    QVERIFY2(YamlScalarEdit::set(&yaml, path.split(QLatin1Char('.')), value, &error), qPrintable(error));
    QCOMPARE(QString::fromUtf8(yaml), after);
}

void TestYamlScalarEdit::refuses_data()
{
    QTest::addColumn<QString>("before");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("error");
    QTest::newRow("a block scalar") << str("tag: |\n  x\n") << str("tag")
                                    << str("tag: only a one-line plain or quoted scalar can be rewritten");
    QTest::newRow("a flow mapping parent")
        << str("image: {tag: x}\n") << str("image.tag") << str("image: not a block mapping");
    QTest::newRow("a missing parent")
        << str("name: x\n") << str("image.tag") << str("image: missing (the parent of image.tag)");
    QTest::newRow("a mapping where a scalar should be")
        << str("image:\n  tag:\n    a: 1\n") << str("image.tag") << str("image.tag: not a scalar");
    QTest::newRow("an empty value")
        << str("image:\n  tag:\n  repository: r\n") << str("image.tag")
        << str("image.tag: empty (a null value cannot be rewritten in place; give it a "
               "value)");
    QTest::newRow("an alias") << str("base: &b v1\ntag: *b\n") << str("tag")
                              << str("tag: only a one-line plain or quoted scalar can be rewritten");
}

void TestYamlScalarEdit::refuses()
{
    QFETCH(QString, before);
    QFETCH(QString, path);
    QFETCH(QString, error);
    QByteArray yaml = before.toUtf8();
    QString actual;
    QVERIFY(!YamlScalarEdit::set(&yaml, path.split(QLatin1Char('.')), str("v9"), &actual));
    QCOMPARE(actual, error);
    QCOMPARE(QString::fromUtf8(yaml), before);
}

QTEST_GUILESS_MAIN(TestYamlScalarEdit)
#include "tst_yamlscalaredit.moc"
