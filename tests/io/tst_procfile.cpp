// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/procfile.h"

#include <QTest>

using namespace HelmDeck;

class TestProcfile : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parse_data();
    void parse();
    void errors_data();
    void errors();
    void columns();
    void stripTrailingComment_data();
    void stripTrailingComment();
    void processNames_data();
    void processNames();
};

static const QString kFile = QStringLiteral("/apps/demo/Procfile");

void TestProcfile::parse_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QStringList>("names");
    QTest::addColumn<QStringList>("commands");
    QTest::addColumn<QList<int>>("lines");

    QTest::newRow("simple") << QByteArray("web: node web.js\n") << QStringList { QStringLiteral("web") }
                            << QStringList { QStringLiteral("node web.js") } << QList<int> { 1 };
    QTest::newRow("banners and comments")
        << QByteArray("###############################\n#         DEVELOPMENT         #\n"
                      "###############################\n\n# Procfile for development\ncron: node "
                      "worker.js\nweb: node web.js\n")
        << QStringList { QStringLiteral("cron"), QStringLiteral("web") }
        << QStringList { QStringLiteral("node worker.js"), QStringLiteral("node web.js") }
        << QList<int> { 6, 7 };
    QTest::newRow("indented comments and processes")
        << QByteArray("  # indented comment\n\tweb: a\n    // slash comment\n  worker: b\n")
        << QStringList { QStringLiteral("web"), QStringLiteral("worker") }
        << QStringList { QStringLiteral("a"), QStringLiteral("b") } << QList<int> { 2, 4 };
    QTest::newRow("blank lines with whitespace")
        << QByteArray("\n   \n\t\nweb: a\n\n") << QStringList { QStringLiteral("web") }
        << QStringList { QStringLiteral("a") } << QList<int> { 4 };
    QTest::newRow("CRLF") << QByteArray("web: a --x\r\n\r\nworker: b c\r\n")
                          << QStringList { QStringLiteral("web"), QStringLiteral("worker") }
                          << QStringList { QStringLiteral("a --x"), QStringLiteral("b c") }
                          << QList<int> { 1, 3 };
    QTest::newRow("UTF-8 BOM") << QByteArray("\xEF\xBB\xBFweb: a\nworker: b\n")
                               << QStringList { QStringLiteral("web"), QStringLiteral("worker") }
                               << QStringList { QStringLiteral("a"), QStringLiteral("b") }
                               << QList<int> { 1, 2 };
    QTest::newRow("BOM then comment")
        << QByteArray("\xEF\xBB\xBF# comment\nweb: a\n") << QStringList { QStringLiteral("web") }
        << QStringList { QStringLiteral("a") } << QList<int> { 2 };
    QTest::newRow("trailing # comment")
        << QByteArray("web: python3 -u web.py first.Procfile # testing inline comment\n")
        << QStringList { QStringLiteral("web") }
        << QStringList { QStringLiteral("python3 -u web.py first.Procfile") } << QList<int> { 1 };
    QTest::newRow("trailing // comment")
        << QByteArray("web: node web.js // note\n") << QStringList { QStringLiteral("web") }
        << QStringList { QStringLiteral("node web.js") } << QList<int> { 1 };
    QTest::newRow("# in URL fragment")
        << QByteArray("web: curl http://x/#a\n") << QStringList { QStringLiteral("web") }
        << QStringList { QStringLiteral("curl http://x/#a") } << QList<int> { 1 };
    QTest::newRow("// in URL") << QByteArray("web: fetch --url=http://a//b\n")
                               << QStringList { QStringLiteral("web") }
                               << QStringList { QStringLiteral("fetch --url=http://a//b") }
                               << QList<int> { 1 };
    QTest::newRow("# in single quotes")
        << QByteArray("web: echo '# not a comment' x\n") << QStringList { QStringLiteral("web") }
        << QStringList { QStringLiteral("echo '# not a comment' x") } << QList<int> { 1 };
    QTest::newRow("# in double quotes, then a comment")
        << QByteArray("web: echo \"a # b \\\" # c\" # real comment\n")
        << QStringList { QStringLiteral("web") } << QStringList { QStringLiteral("echo \"a # b \\\" # c\"") }
        << QList<int> { 1 };
    QTest::newRow("# glued to a word")
        << QByteArray("web: echo a#b $#\n") << QStringList { QStringLiteral("web") }
        << QStringList { QStringLiteral("echo a#b $#") } << QList<int> { 1 };
    QTest::newRow("escaped blank before #")
        << QByteArray("web: echo a\\ #b\n") << QStringList { QStringLiteral("web") }
        << QStringList { QStringLiteral("echo a\\ #b") } << QList<int> { 1 };
    QTest::newRow("split on the first colon only")
        << QByteArray("web:    java -cp target/classes:target/dependency/* HelloWorld\nmulti: gunicorn "
                      "app:app --bind=:5000\n")
        << QStringList { QStringLiteral("web"), QStringLiteral("multi") }
        << QStringList { QStringLiteral("java -cp target/classes:target/dependency/* HelloWorld"),
               QStringLiteral("gunicorn app:app --bind=:5000") }
        << QList<int> { 1, 2 };
    QTest::newRow("no space after the colon")
        << QByteArray("web:node web.js\n") << QStringList { QStringLiteral("web") }
        << QStringList { QStringLiteral("node web.js") } << QList<int> { 1 };
    QTest::newRow("no final newline")
        << QByteArray("web: a\nworker: b") << QStringList { QStringLiteral("web"), QStringLiteral("worker") }
        << QStringList { QStringLiteral("a"), QStringLiteral("b") } << QList<int> { 1, 2 };
    QTest::newRow("commented-out processes") << QByteArray(
        "#dj2: bundle exec script/delayed_job -i 2 run\n# web: bundle exec rails server\nweb: y\n//old: z\n")
                                             << QStringList { QStringLiteral("web") }
                                             << QStringList { QStringLiteral("y") } << QList<int> { 3 };
    QTest::newRow("digits and dashes in names")
        << QByteArray("worker-2: a\n9lives: b\nx: c\n")
        << QStringList { QStringLiteral("worker-2"), QStringLiteral("9lives"), QStringLiteral("x") }
        << QStringList { QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c") }
        << QList<int> { 1, 2, 3 };
    QTest::newRow("tabs around the command")
        << QByteArray("web:\tnode web.js\t\n") << QStringList { QStringLiteral("web") }
        << QStringList { QStringLiteral("node web.js") } << QList<int> { 1 };
    QTest::newRow("non-ASCII command")
        << QByteArray("web: echo \xC3\xA9t\xC3\xA9 # comment\n") << QStringList { QStringLiteral("web") }
        << QStringList { QString::fromUtf8("echo \xC3\xA9t\xC3\xA9") } << QList<int> { 1 };
}

void TestProcfile::parse()
{
    QFETCH(QByteArray, input);
    QFETCH(QStringList, names);
    QFETCH(QStringList, commands);
    QFETCH(QList<int>, lines);

    const ProcfileParseResult r = Procfile::parse(input, kFile);
    for (const Finding &f : r.findings)
        qWarning("%s", qPrintable(f.toString()));
    QVERIFY(r.ok);
    QVERIFY(r.findings.isEmpty());
    QStringList gotNames;
    QStringList gotCommands;
    QList<int> gotLines;
    for (const ProcfileEntry &e : r.entries) {
        gotNames << e.name;
        gotCommands << e.command;
        gotLines << e.line;
    }
    QCOMPARE(gotNames, names);
    QCOMPARE(gotCommands, commands);
    QCOMPARE(gotLines, lines);
}

void TestProcfile::errors_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QList<int>>("errorLines");
    QTest::addColumn<QString>("message"); // a part of the first error's message

    QTest::newRow("merge conflict") << QByteArray(
        "web: a\n<<<<<<< HEAD\nworker: b\n=======\nworker: c\n>>>>>>> feature\n")
                                    << QList<int> { 2, 4, 5, 6 }
                                    << QStringLiteral("merge-conflict marker \"<<<<<<<\" on line 2");
    QTest::newRow("diff3 merge base marker") << QByteArray("web: a\n||||||| base\n") << QList<int> { 2 }
                                             << QStringLiteral("merge-conflict marker");
    QTest::newRow("CRLF merge conflict") << QByteArray("web: a\r\n=======\r\n") << QList<int> { 2 }
                                         << QStringLiteral("merge-conflict marker \"=======\"");
    QTest::newRow("duplicate") << QByteArray("web: a\nworker: b\n\nweb: c\n") << QList<int> { 4 }
                               << QStringLiteral("duplicate process type \"web\" (first defined on line 1)");
    QTest::newRow("upper case") << QByteArray("Web: a\n") << QList<int> { 1 }
                                << QStringLiteral("invalid process type \"Web\"");
    QTest::newRow("upper case suggests")
        << QByteArray("# c\nWORKER: a\n") << QList<int> { 2 } << QStringLiteral("did you mean \"worker\"?");
    QTest::newRow("underscore") << QByteArray("my_worker: a\n") << QList<int> { 1 }
                                << QStringLiteral("did you mean \"my-worker\"?");
    QTest::newRow("leading dash") << QByteArray("-web: a\n") << QList<int> { 1 }
                                  << QStringLiteral("invalid process type \"-web\"");
    QTest::newRow("trailing dash") << QByteArray("web-: a\n") << QList<int> { 1 }
                                   << QStringLiteral("invalid process type \"web-\"");
    QTest::newRow("64 characters") << (QByteArray(64, 'a') + ": a\n") << QList<int> { 1 }
                                   << QStringLiteral("longer than 63 characters");
    QTest::newRow("space before colon") << QByteArray("web : a\n") << QList<int> { 1 }
                                        << QStringLiteral("\"web\" must be followed directly by ':'");
    QTest::newRow("no colon") << QByteArray("web: a\njust some text\n") << QList<int> { 2 }
                              << QStringLiteral("line 2 is neither a comment nor");
    QTest::newRow("missing name") << QByteArray(": a\n") << QList<int> { 1 }
                                  << QStringLiteral("missing process type");
    QTest::newRow("empty command") << QByteArray("web:\n") << QList<int> { 1 }
                                   << QStringLiteral("process \"web\" has no command");
    QTest::newRow("blank command") << QByteArray("web:   \t\r\n") << QList<int> { 1 }
                                   << QStringLiteral("has no command");
    QTest::newRow("comment as command") << QByteArray("web: # todo\n") << QList<int> { 1 }
                                        << QStringLiteral("only a comment where its command should be");
    QTest::newRow("only comments") << QByteArray("# nothing\n\n# here\n") << QList<int> { 0 }
                                   << QStringLiteral("declares no process type");
    QTest::newRow("empty file") << QByteArray() << QList<int> { 0 }
                                << QStringLiteral("declares no process type");
    QTest::newRow("several bad lines") << QByteArray("Web: a\nweb: b\nweb: c\nfoo\n")
                                       << QList<int> { 1, 3, 4 } << QStringLiteral("invalid process type");
}

void TestProcfile::errors()
{
    QFETCH(QByteArray, input);
    QFETCH(QList<int>, errorLines);
    QFETCH(QString, message);

    const ProcfileParseResult r = Procfile::parse(input, kFile);
    QVERIFY(!r.ok);
    QList<int> got;
    for (const Finding &f : r.findings) {
        QCOMPARE(f.severity, Finding::Severity::Error);
        QCOMPARE(f.location.file, kFile);
        got << f.location.line;
    }
    QCOMPARE(got, errorLines);
    QVERIFY2(r.findings.first().message.contains(message), qPrintable(r.findings.first().message));
}

void TestProcfile::columns()
{
    const ProcfileParseResult r
        = Procfile::parse(QByteArray("\xEF\xBB\xBFweb:node a\n  worker:   b # c\n"), kFile);
    QVERIFY(r.ok);
    QCOMPARE(r.entries.size(), 2);
    QCOMPARE(r.entries.at(0).nameColumn, 1); // the BOM is not a character of the line
    QCOMPARE(r.entries.at(0).commandColumn, 5);
    QCOMPARE(r.entries.at(1).nameColumn, 3);
    QCOMPARE(r.entries.at(1).commandColumn, 13);

    const ProcfileParseResult bad = Procfile::parse(QByteArray("web: a\n    Web_2: b\n"), kFile);
    QCOMPARE(bad.findings.size(), 1);
    QCOMPARE(bad.findings.first().location, (SourceLocation { kFile, 2, 5 }));
}

void TestProcfile::stripTrailingComment_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<QString>("expected");
    QTest::newRow("none") << QStringLiteral("node web.js") << QStringLiteral("node web.js");
    QTest::newRow("hash") << QStringLiteral("node web.js   # x # y") << QStringLiteral("node web.js");
    QTest::newRow("tab hash") << QStringLiteral("node web.js\t#x") << QStringLiteral("node web.js");
    QTest::newRow("slashes") << QStringLiteral("node web.js // x") << QStringLiteral("node web.js");
    QTest::newRow("whole") << QStringLiteral("# x") << QString();
    QTest::newRow("fragment") << QStringLiteral("curl http://x/#a") << QStringLiteral("curl http://x/#a");
    QTest::newRow("single quotes") << QStringLiteral("sh -c 'echo # x'")
                                   << QStringLiteral("sh -c 'echo # x'");
    QTest::newRow("backslash in single quotes")
        << QStringLiteral("echo 'a\\' # c") << QStringLiteral("echo 'a\\'");
    QTest::newRow("unterminated quote") << QStringLiteral("echo \"a # b") << QStringLiteral("echo \"a # b");
}

void TestProcfile::stripTrailingComment()
{
    QFETCH(QString, command);
    QFETCH(QString, expected);
    QCOMPARE(Procfile::stripTrailingComment(command), expected);
}

void TestProcfile::processNames_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("valid");
    QTest::newRow("web") << QStringLiteral("web") << true;
    QTest::newRow("digit") << QStringLiteral("1") << true;
    QTest::newRow("dashes") << QStringLiteral("a-b-c") << true;
    QTest::newRow("63") << QString(63, QLatin1Char('a')) << true;
    QTest::newRow("64") << QString(64, QLatin1Char('a')) << false;
    QTest::newRow("upper") << QStringLiteral("Web") << false;
    QTest::newRow("underscore") << QStringLiteral("a_b") << false;
    QTest::newRow("dot") << QStringLiteral("a.b") << false;
    QTest::newRow("empty") << QString() << false;
    QTest::newRow("dash end") << QStringLiteral("a-") << false;
}

void TestProcfile::processNames()
{
    QFETCH(QString, name);
    QFETCH(bool, valid);
    QString why;
    QCOMPARE(Procfile::isValidProcessName(name, &why), valid);
    QCOMPARE(why.isEmpty(), valid);
}

QTEST_GUILESS_MAIN(TestProcfile)
#include "tst_procfile.moc"
