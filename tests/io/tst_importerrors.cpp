// SPDX-License-Identifier: GPL-3.0-or-later
// One import error does not hide the next (docs/inputs.md): every line of a Procfile or app.json
// with an encoding error is reported, the Procfile's other lines are still read and their errors
// reported in the same run, and the count is bounded (the first 100, then one saying how many more).
#include "io/appimporter.h"
#include "io/textcheck.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace HelmDeck;

namespace {

bool write(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

/** "file:line: message" of every error, file as its last path part. */
QStringList errors(const Findings &findings)
{
    QStringList out;
    for (const Finding &f : findings) {
        if (f.severity != Finding::Severity::Error)
            continue;
        out << QStringLiteral("%1:%2: %3")
                   .arg(f.location.file.section(QLatin1Char('/'), -1))
                   .arg(f.location.line)
                   .arg(f.message);
    }
    return out;
}

QByteArray lines(int n, const QByteArray &line)
{
    QByteArray out;
    for (int i = 0; i < n; ++i)
        out += "p" + QByteArray::number(i) + line + "\n";
    return out;
}

} // namespace

class TestImportErrors : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void textCheckReportsEveryBadLine_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QList<int>>("badLines");
        QTest::addColumn<int>("errorCount");
        QTest::addColumn<QString>("last"); // the last error's message starts so
        QTest::newRow("a NUL on two lines is two errors") << QByteArray("a\0b\nok\nc\0d\n",
            11) << QList<int> { 1, 3 } << 2 << QStringLiteral("the Procfile holds a NUL byte at line 3");
        QTest::newRow("a NUL and invalid UTF-8 on one line are an error each") << QByteArray("a\0b\xff\n",
            5) << QList<int> { 1 } << 2 << QStringLiteral("the Procfile is not valid UTF-8 at line 1");
        QTest::newRow("two NULs on one line are one error")
            << QByteArray("a\0b\0\n", 5) << QList<int> { 1 } << 1
            << QStringLiteral("the Procfile holds a NUL byte at line 1, column 2");
        QList<int> all;
        for (int i = 1; i <= 250; ++i)
            all << i;
        QTest::newRow("250 bad lines: 100 errors and one counting the other 150")
            << lines(250, ": a\xff") << all << 101
            << QStringLiteral(
                   "the Procfile has 150 more lines with a NUL byte or invalid UTF-8 (the first 100 "
                   "are shown)");
    }
    void textCheckReportsEveryBadLine()
    {
        QFETCH(QByteArray, text);
        QFETCH(QList<int>, badLines);
        QFETCH(int, errorCount);
        QFETCH(QString, last);
        Findings findings;
        QList<int> bad;
        QVERIFY(!TextCheck::check(
            &text, QStringLiteral("Procfile"), QStringLiteral("Procfile"), QString(), &findings, &bad));
        QCOMPARE(bad, badLines);
        QCOMPARE(findings.size(), errorCount);
        QVERIFY2(findings.last().message.startsWith(last), qPrintable(findings.last().message));
    }

    void importReportsEveryIndependentError_data()
    {
        QTest::addColumn<QByteArray>("procfile");
        QTest::addColumn<QByteArray>("appJson"); // empty: none
        QTest::addColumn<QStringList>(
            "expected"); // how every error starts, in order (errors() of the result)
        QTest::newRow("a NUL on one Procfile line does not hide a bad process type on another")
            << QByteArray("web: run\0x\nWeb_x: y\nbad line\n", 28) << QByteArray()
            << QStringList { QStringLiteral("Procfile:1: the Procfile holds a NUL byte "),
                   QStringLiteral("Procfile:2: invalid process type \"Web_x\": "),
                   QStringLiteral("Procfile:3: line 3 is neither a comment no") };
        QTest::newRow("Procfile errors and app.json errors in one run")
            << QByteArray("web: \xff\nworker:\n")
            << QByteArray("{\"scripts\": 5,\n \"formation\": {\"web\": {\"quantity\": \"x\"}}}")
            << QStringList { QStringLiteral("Procfile:1: the Procfile is not valid UTF-8 "),
                   QStringLiteral("Procfile:2: process \"worker\" has no command"),
                   QStringLiteral("app.json:1: \"scripts\" must be an object"),
                   QStringLiteral("app.json:2: formation.web.quantity must be ") };
        QStringList bounded;
        for (int i = 1; i <= 100; ++i)
            bounded << QStringLiteral("Procfile:%1: line %1 is neither a comment").arg(i);
        bounded << QStringLiteral(
            "Procfile:0: and 150 more findings for the Procfile (150 of them errors; the "
            "first 100 are shown)");
        QTest::newRow("250 bad Procfile lines: the first 100, then how many more")
            << QByteArray(250 * 9, 'x').replace(QByteArray(9, 'x'), "bad line\n") << QByteArray() << bounded;
    }
    void importReportsEveryIndependentError()
    {
        QFETCH(QByteArray, procfile);
        QFETCH(QByteArray, appJson);
        QFETCH(QStringList, expected);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QVERIFY(write(dir.filePath(QStringLiteral("Procfile")), procfile));
        if (!appJson.isEmpty())
            QVERIFY(write(dir.filePath(QStringLiteral("app.json")), appJson));
        const ImportResult r = AppImporter::importFolder(
            dir.path(), QStringLiteral("demo"), QStringLiteral("r.example/demo:1"));
        QVERIFY(!r.ok); // nothing is imported from a file with errors
        const QStringList actual = errors(r.findings);
        QCOMPARE(actual.size(), expected.size());
        for (int i = 0; i < actual.size(); ++i)
            QVERIFY2(actual.at(i).startsWith(expected.at(i)),
                qPrintable(actual.at(i) + QStringLiteral(" ≠ ") + expected.at(i)));
    }
};

QTEST_GUILESS_MAIN(TestImportErrors)
#include "tst_importerrors.moc"
