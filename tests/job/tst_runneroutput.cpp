// SPDX-License-Identifier: GPL-3.0-or-later
// Runner's data paths: stdin, environment and PATH, captured stdout for later hooks, output lines
// (splitting, UTF-8, cutting, the line limit), redaction, failure messages from stderr and hooks.

#include "render/redactor.h"
#include "runnertestutil.h"

#include <QDir>
#include <QTemporaryDir>

using namespace HelmDeck;
using namespace RunnerTest;

class TestRunnerOutput : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QVERIFY(m_tmp.isValid()); }
    void outputsReachLaterPrepare();
    void stdinReachesChild_data();
    void stdinReachesChild();
    void environmentAdded();
    void programFromStepPath();
    void explainFailure();
    void checkFailsWithReport();
    void redaction();
    void outputLines_data();
    void outputLines();
    void outputLineLimit();
    void stdoutNotEchoed();

private:
    QString path(const QString &name) const { return QDir(m_tmp.path()).filePath(name); }
    QTemporaryDir m_tmp;
};

void TestRunnerOutput::outputsReachLaterPrepare()
{
    Step first
        = shStep(QStringLiteral("first"), QStringLiteral("First"), QStringLiteral("printf 'hello\\nworld'"));
    Step capped
        = shStep(QStringLiteral("capped"), QStringLiteral("Capped"), QStringLiteral("printf 'abcdefgh'"));
    capped.captureLimit = 4;
    Step second;
    second.id = QStringLiteral("second");
    second.title = QStringLiteral("Second");
    second.plannedCommand = QStringLiteral("echo <first output>");
    second.prepare = [](PlanContext &context, Step &self, bool *, QString *) {
        self.argv = QStringList { QStringLiteral("/bin/echo"),
            QStringLiteral("got:") + QString::fromUtf8(context.outputs.value(QStringLiteral("first"))) };
        context.values.insert(QStringLiteral("seen"), true);
        return true;
    };
    Runner runner;
    Recorder rec(&runner);
    QSignalSpy finished(&runner, &Runner::finished);
    QVERIFY(runner.start(planOf({ first, capped, second })));
    QVERIFY(finished.wait(WaitMs));
    QVERIFY(resultOf(finished).ok);
    QCOMPARE(rec.lines.value(0), (QStringList { QStringLiteral("hello"), QStringLiteral("world") }));
    QCOMPARE(rec.lines.value(2), (QStringList { QStringLiteral("got:hello"), QStringLiteral("world") }));
    QCOMPARE(runner.context().outputs.value(QStringLiteral("first")), QByteArray("hello\nworld"));
    QCOMPARE(runner.context().outputs.value(QStringLiteral("capped")), QByteArray("abcd"));
    QVERIFY(runner.context().values.value(QStringLiteral("seen")).toBool());
    QCOMPARE(runner.plan().steps.at(2).argv.first(), QStringLiteral("/bin/echo")); // plan() shows what ran
}

void TestRunnerOutput::stdinReachesChild_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("script");
    QTest::addColumn<QString>("expected");
    QTest::newRow("line") << QByteArray("from stdin\n") << QStringLiteral("cat")
                          << QStringLiteral("from stdin");
    QTest::newRow("4 MiB") << QByteArray(4 * 1024 * 1024, 'x') << QStringLiteral("wc -c")
                           << QStringLiteral("4194304");
    QTest::newRow("none, closed") << QByteArray() << QStringLiteral("cat; echo eof") << QStringLiteral("eof");
}

void TestRunnerOutput::stdinReachesChild()
{
    QFETCH(QByteArray, input);
    QFETCH(QString, script);
    QFETCH(QString, expected);
    Step s = shStep(QStringLiteral("in"), QStringLiteral("Stdin"), script);
    s.stdinData = input;
    Runner runner;
    Recorder rec(&runner);
    QSignalSpy finished(&runner, &Runner::finished);
    QVERIFY(runner.start(planOf({ s })));
    QVERIFY(finished.wait(WaitMs));
    QVERIFY2(resultOf(finished).ok, qPrintable(resultOf(finished).message));
    QCOMPARE(rec.lines.value(0).value(0).trimmed(), expected);
}

void TestRunnerOutput::environmentAdded()
{
    QProcessEnvironment base;
    base.insert(QStringLiteral("PATH"), QStringLiteral("/usr/bin:/bin"));
    base.insert(QStringLiteral("HD_BASE"), QStringLiteral("base"));
    base.insert(QStringLiteral("HD_REPLACED"), QStringLiteral("old"));
    Step s = shStep(QStringLiteral("env"), QStringLiteral("Env"),
        QStringLiteral("echo \"$HD_BASE/$HD_REPLACED/$HD_ADDED/${HOME:-nohome}\""));
    s.environment.insert(QStringLiteral("HD_REPLACED"), QStringLiteral("new"));
    s.environment.insert(QStringLiteral("HD_ADDED"), QStringLiteral("added"));
    Runner runner;
    runner.setBaseEnvironment(base);
    Recorder rec(&runner);
    QSignalSpy finished(&runner, &Runner::finished);
    QVERIFY(runner.start(planOf({ s })));
    QVERIFY(finished.wait(WaitMs));
    QCOMPARE(rec.lines.value(0), QStringList { QStringLiteral("base/new/added/nohome") });
}

void TestRunnerOutput::programFromStepPath()
{
    // A bare program name is looked up on the child's PATH, not the app's (a test's fake kubectl).
    const QString bin = path(QStringLiteral("fakebin"));
    QVERIFY(QDir().mkpath(bin));
    QFile tool(QDir(bin).filePath(QStringLiteral("hd-fake-tool")));
    QVERIFY(tool.open(QIODevice::WriteOnly));
    tool.write("#!/bin/sh\necho fake \"$@\"\n");
    tool.close();
    QVERIFY(tool.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner));
    Step s;
    s.id = QStringLiteral("fake");
    s.title = QStringLiteral("Fake");
    s.argv = QStringList { QStringLiteral("hd-fake-tool"), QStringLiteral("get") };
    s.environment.insert(QStringLiteral("PATH"), bin + QStringLiteral(":/usr/bin:/bin"));
    Runner runner;
    Recorder rec(&runner);
    QSignalSpy finished(&runner, &Runner::finished);
    QVERIFY(runner.start(planOf({ s })));
    QVERIFY(finished.wait(WaitMs));
    QVERIFY2(resultOf(finished).ok, qPrintable(resultOf(finished).message));
    QCOMPARE(rec.lines.value(0), QStringList { QStringLiteral("fake get") });
}

void TestRunnerOutput::explainFailure()
{
    Step s = shStep(QStringLiteral("x"), QStringLiteral("Check cluster"),
        QStringLiteral("echo 'dial tcp: connection refused' >&2; echo other >&2; exit 1"));
    s.explainFailure = [](const QString &err) {
        return err.contains(QStringLiteral("connection refused")) ? QStringLiteral("cannot reach the cluster")
                                                                  : QString();
    };
    Step unexplained = s;
    unexplained.explainFailure = [](const QString &) { return QString(); };
    Runner runner;
    QSignalSpy finished(&runner, &Runner::finished);
    QVERIFY(runner.start(planOf({ s })));
    QVERIFY(finished.wait(WaitMs));
    QCOMPARE(resultOf(finished).message, QStringLiteral("Check cluster: cannot reach the cluster"));
    QVERIFY(runner.start(planOf({ unexplained })));
    QVERIFY(finished.wait(WaitMs));
    QCOMPARE(resultOf(finished, 1).message, QStringLiteral("Check cluster: sh exited with code 1: other"));
}

void TestRunnerOutput::checkFailsWithReport()
{
    Step s = shStep(QStringLiteral("c"), QStringLiteral("Report"), QStringLiteral("printf payload"));
    QByteArray seen;
    s.check = [&seen](PlanContext &, const QByteArray &out, QStringList *report, QString *error) {
        seen = out;
        *report << QStringLiteral("web: 0/2 ready") << QStringLiteral("two\nlines");
        *error = QStringLiteral("not all processes are ready");
        return false;
    };
    Runner runner;
    Recorder rec(&runner);
    QSignalSpy finished(&runner, &Runner::finished);
    QVERIFY(runner.start(planOf({ s })));
    QVERIFY(finished.wait(WaitMs));
    QCOMPARE(seen, QByteArray("payload"));
    QCOMPARE(rec.lines.value(0),
        (QStringList { QStringLiteral("payload"), QStringLiteral("web: 0/2 ready"), QStringLiteral("two"),
            QStringLiteral("lines") }));
    QCOMPARE(runner.state(0), StepState::Failed);
    QCOMPARE(resultOf(finished).message, QStringLiteral("Report: not all processes are ready"));
}

void TestRunnerOutput::redaction()
{
    Step s = shStep(QStringLiteral("r"), QStringLiteral("Login to hunter2.example"),
        QStringLiteral("read x; echo \"password=$x\"; echo \"bad $x\" >&2; exit 1"));
    s.stdinData = "hunter2\n";
    s.redactions = QStringList { QStringLiteral("hunter2"), QString() };
    Runner runner;
    Recorder rec(&runner);
    QSignalSpy finished(&runner, &Runner::finished);
    QVERIFY(runner.start(planOf({ s })));
    QVERIFY(finished.wait(WaitMs));
    const QString mask = Redactor::defaultMask();
    QCOMPARE(mask, QStringLiteral("••••"));
    QCOMPARE(rec.lines.value(0),
        (QStringList { QStringLiteral("password=") + mask, QStringLiteral("err:bad ") + mask }));
    QCOMPARE(resultOf(finished).message,
        QStringLiteral("Login to %1.example: sh exited with code 1: bad %1").arg(mask));
    QCOMPARE(rec.messages.value(0), resultOf(finished).message);
    QVERIFY(!rec.events.join(QLatin1Char('\n')).contains(QStringLiteral("hunter2")));
}

void TestRunnerOutput::outputLines_data()
{
    QTest::addColumn<QString>("script");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("CRLF") << QStringLiteral("printf 'a\\r\\nb\\r\\n'")
                          << QStringList { QStringLiteral("a"), QStringLiteral("b") };
    QTest::newRow("no final newline")
        << QStringLiteral("printf 'x\\ntail'") << QStringList { QStringLiteral("x"), QStringLiteral("tail") };
    QTest::newRow("empty lines kept") << QStringLiteral("printf 'a\\n\\nb\\n'")
                                      << QStringList { QStringLiteral("a"), QString(), QStringLiteral("b") };
    QTest::newRow("UTF-8") << QStringLiteral("printf 'gr\\303\\274n \\342\\206\\222 ok\\n'")
                           << QStringList { QStringLiteral("grün → ok") };
    QTest::newRow("cut at 4096") << QStringLiteral("head -c 100000 /dev/zero | tr '\\0' a; echo; echo next")
                                 << QStringList { QString(4096, QLatin1Char('a')), QStringLiteral("next") };
}

void TestRunnerOutput::outputLines()
{
    QFETCH(QString, script);
    QFETCH(QStringList, expected);
    Runner runner;
    Recorder rec(&runner);
    QSignalSpy finished(&runner, &Runner::finished);
    QVERIFY(runner.start(planOf({ shStep(QStringLiteral("o"), QStringLiteral("Output"), script) })));
    QVERIFY(finished.wait(WaitMs));
    QCOMPARE(rec.lines.value(0), expected);
}

void TestRunnerOutput::outputLineLimit()
{
    const int total = Runner::OutputLineLimit + 50;
    Runner runner;
    Recorder rec(&runner);
    QSignalSpy finished(&runner, &Runner::finished);
    QVERIFY(runner.start(planOf({ shStep(QStringLiteral("o"), QStringLiteral("Output"),
        QStringLiteral("seq 1 %1; echo 'last words' >&2; exit 1").arg(total)) })));
    QVERIFY(finished.wait(WaitMs));
    const QStringList lines = rec.lines.value(0);
    QCOMPARE(lines.size(), Runner::OutputLineLimit + 1);
    QCOMPARE(lines.first(), QStringLiteral("1"));
    QCOMPARE(lines.last(), QStringLiteral("… output truncated"));
    // Truncated output still names the last stderr line, and the whole stdout is captured.
    QCOMPARE(resultOf(finished).message, QStringLiteral("Output: sh exited with code 1: last words"));
    QCOMPARE(runner.context().outputs.value(QStringLiteral("o")).count('\n'), total);
}

void TestRunnerOutput::stdoutNotEchoed()
{
    Step s = shStep(QStringLiteral("q"), QStringLiteral("Query"),
        QStringLiteral("echo '{\"items\": []}'; echo warned >&2"));
    s.echoStdout = false;
    s.check = [](PlanContext &, const QByteArray &, QStringList *report, QString *) {
        *report << QStringLiteral("0 items");
        return true;
    };
    Runner runner;
    Recorder rec(&runner);
    QSignalSpy finished(&runner, &Runner::finished);
    QVERIFY(runner.start(planOf({ s })));
    QVERIFY(finished.wait(WaitMs));
    QCOMPARE(rec.lines.value(0), (QStringList { QStringLiteral("err:warned"), QStringLiteral("0 items") }));
    QCOMPARE(runner.context().outputs.value(QStringLiteral("q")), QByteArray("{\"items\": []}\n"));
}

QTEST_GUILESS_MAIN(TestRunnerOutput)
#include "tst_runneroutput.moc"
