// SPDX-License-Identifier: GPL-3.0-or-later
// HelmIgnore: .helmignore rules as Helm's pkg/ignore matches them, quirks included.

#include "publish/helmignore.h"
#include "teststrings.h"

#include <QTest>

using namespace HelmDeck;
using namespace PublishTest;

class TestHelmIgnore : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void matches_data();
    void matches();
    void globs_data();
    void globs();
    void refuses_data();
    void refuses();
};

void TestHelmIgnore::matches_data()
{
    QTest::addColumn<QString>("rules");
    QTest::addColumn<QString>("path");
    QTest::addColumn<bool>("isDirectory");
    QTest::addColumn<bool>("ignored");
    QTest::newRow("no rules keep a file") << QString() << str("values.yaml") << false << false;
    QTest::newRow("dotfiles in templates are ignored by default")
        << QString() << str("templates/.swp") << false << true;
    QTest::newRow("a dotfile elsewhere is kept by default") << QString() << str(".env") << false << false;
    QTest::newRow("a rule without a slash matches the base name anywhere")
        << str("*.bak") << str("templates/deep/x.bak") << false << true;
    QTest::newRow("a rule with a slash matches the whole path")
        << str("templates/*.txt") << str("templates/notes.txt") << false << true;
    QTest::newRow("a rule with a slash does not match deeper")
        << str("templates/*.txt") << str("templates/sub/notes.txt") << false << false;
    QTest::newRow("a leading slash anchors at the chart root") << str("/ci") << str("ci") << true << true;
    QTest::newRow("a trailing slash matches directories only") << str(".git/") << str(".git") << true << true;
    QTest::newRow("a trailing slash does not match a file of that name")
        << str(".git/") << str(".git") << false << false;
    QTest::newRow("comments and blank lines are no rules")
        << str("# *.yaml\n\n   \n") << str("values.yaml") << false << false;
    QTest::newRow("a negated rule keeps what it matches")
        << str("!values.yaml") << str("values.yaml") << false << false;
    QTest::newRow("Helm's quirk: a negated rule ignores what it does not match")
        << str("!values.yaml") << str("Chart.yaml") << false << true;
    QTest::newRow("a negated directory rule ignores every file")
        << str("!templates/") << str("README.md") << false << true;
    QTest::newRow("rules are trimmed") << str("   *.tmp   ") << str("a.tmp") << false << true;
    QTest::newRow("a character class") << str("file[0-9].txt") << str("file7.txt") << false << true;
    QTest::newRow("a negated character class") << str("file[^0-9].txt") << str("file7.txt") << false << false;
}

void TestHelmIgnore::matches()
{
    QFETCH(QString, rules);
    QFETCH(QString, path);
    QFETCH(bool, isDirectory);
    QFETCH(bool, ignored);
    HelmIgnore ignore;
    QString error;
    QVERIFY2(ignore.parse(rules, &error), qPrintable(error));
    QCOMPARE(ignore.ignores(path, isDirectory), ignored);
}

void TestHelmIgnore::globs_data()
{
    QTest::addColumn<QString>("pattern");
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("matched");
    QTest::newRow("a star matches within a segment") << str("*.yaml") << str("a.yaml") << true;
    QTest::newRow("a star never crosses a slash") << str("*.yaml") << str("t/a.yaml") << false;
    QTest::newRow("a question mark is one character") << str("a?c") << str("abc") << true;
    QTest::newRow("a question mark is not a slash") << str("a?c") << str("a/c") << false;
    QTest::newRow("an escaped star is literal") << str("a\\*") << str("a*") << true;
    QTest::newRow("an escaped star matches only a star") << str("a\\*") << str("ab") << false;
    QTest::newRow("the whole name must match") << str("val") << str("values") << false;
    QTest::newRow("several stars backtrack") << str("*a*b") << str("xxaxxb") << true;
}

void TestHelmIgnore::globs()
{
    QFETCH(QString, pattern);
    QFETCH(QString, name);
    QFETCH(bool, matched);
    QCOMPARE(HelmIgnore::globMatch(pattern, name), matched);
}

void TestHelmIgnore::refuses_data()
{
    QTest::addColumn<QString>("rules");
    QTest::addColumn<QString>("error");
    QTest::newRow("double star is not supported, as in Helm")
        << str("*.bak\n**/tmp\n") << str("line 2: double-star (**) syntax is not supported");
    QTest::newRow("an unclosed character class")
        << str("file[0-9.txt") << str("line 1: bad pattern \"file[0-9.txt\"");
    QTest::newRow("a trailing backslash") << str("# ok\nname\\") << str("line 2: bad pattern \"name\\\"");
}

void TestHelmIgnore::refuses()
{
    QFETCH(QString, rules);
    QFETCH(QString, error);
    HelmIgnore ignore;
    QString actual;
    QVERIFY(!ignore.parse(rules, &actual));
    QCOMPARE(actual, error);
}

QTEST_GUILESS_MAIN(TestHelmIgnore)
#include "tst_helmignore.moc"
