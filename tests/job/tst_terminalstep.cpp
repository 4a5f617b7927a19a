// SPDX-License-Identifier: GPL-3.0-or-later
// Step::terminal: the process runs on a pseudo-terminal of the step's size, as its controlling
// terminal; its bytes come out of Runner::terminalOpened's PseudoTerminal, input and resizes go in.

#include "job/pseudoterminal.h"
#include "runnertestutil.h"

#include <QDir>
#include <QTemporaryDir>

#include <sys/prctl.h>

using namespace HelmDeck;
using namespace RunnerTest;

namespace {

/** Runs terminal steps and keeps every byte their terminals wrote. */
struct TerminalRecorder
{
    QByteArray bytes;
    QPointer<PseudoTerminal> terminal;
    int openedStep = -1;

    explicit TerminalRecorder(Runner *runner)
    {
        QObject::connect(runner, &Runner::terminalOpened, runner, [this](int step, PseudoTerminal *t) {
            openedStep = step;
            terminal = t;
            QObject::connect(
                t, &PseudoTerminal::output, t, [this](const QByteArray &data) { bytes += data; });
        });
    }
    QString text() const { return QString::fromUtf8(bytes); }
};

Step terminalStep(const QString &script, int columns = 80, int rows = 24)
{
    Step s = shStep(QStringLiteral("t"), QStringLiteral("Terminal"), script);
    s.terminal = true;
    s.terminalColumns = columns;
    s.terminalRows = rows;
    return s;
}

} // namespace

class TestTerminalStep : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void programSeesATerminalOfTheStepsSize_data();
    void programSeesATerminalOfTheStepsSize();
    void exitCodeDecidesTheStep_data();
    void exitCodeDecidesTheStep();
    void inputWaitsUntilTheProgramReads();
    void typedInputAndResizeReachTheProgram();
    void cancelKillsTheTerminalsGroup();
    void lastBytesArriveBeforeTheStepEnds();

private:
    QString path(const QString &name) const { return QDir(m_tmp.path()).filePath(name); }
    QTemporaryDir m_tmp;
};

void TestTerminalStep::initTestCase()
{
    QVERIFY(m_tmp.isValid());
    QCOMPARE(::prctl(PR_SET_CHILD_SUBREAPER, 1), 0);
}

void TestTerminalStep::programSeesATerminalOfTheStepsSize_data()
{
    QTest::addColumn<int>("columns");
    QTest::addColumn<int>("rows");
    QTest::newRow("a wide window is wide from the first byte") << 211 << 57;
    QTest::newRow("a small window is small") << 40 << 10;
    QTest::newRow("sizes out of range are clamped") << 5000 << 0;
}

void TestTerminalStep::programSeesATerminalOfTheStepsSize()
{
    QFETCH(int, columns);
    QFETCH(int, rows);
    Runner runner;
    TerminalRecorder term(&runner);
    Recorder rec(&runner);
    QSignalSpy finished(&runner, &Runner::finished);
    // stdin, stdout and stderr are the terminal, and it is the controlling one (/dev/tty opens).
    QVERIFY(runner.start(planOf({ terminalStep(
        QStringLiteral(
            "test -t 0 && test -t 1 && test -t 2 && echo tty-ok; stty size; : < /dev/tty && echo ctty-ok"),
        columns, rows) })));
    QVERIFY(finished.wait(WaitMs));
    QVERIFY2(resultOf(finished).ok, qPrintable(resultOf(finished).message));
    QCOMPARE(term.openedStep, 0);
    const QString expected = QStringLiteral("%1 %2").arg(qBound(1, rows, 1000)).arg(qBound(1, columns, 1000));
    QVERIFY2(term.text().contains(QStringLiteral("tty-ok\r\n") + expected + QStringLiteral("\r\nctty-ok")),
        qPrintable(term.text()));
    QVERIFY2(rec.lines.value(0).isEmpty(), "terminal bytes are not output lines");
}

void TestTerminalStep::exitCodeDecidesTheStep_data()
{
    QTest::addColumn<QString>("script");
    QTest::addColumn<QString>("state");
    QTest::addColumn<QString>("message");
    QTest::newRow("exit 0 succeeds") << QStringLiteral("exit 0") << QStringLiteral("succeeded") << QString();
    QTest::newRow("a non-zero exit fails the step with its code")
        << QStringLiteral("echo oops >&2; exit 7") << QStringLiteral("failed")
        << QStringLiteral("Terminal: sh exited with code 7");
}

void TestTerminalStep::exitCodeDecidesTheStep()
{
    QFETCH(QString, script);
    QFETCH(QString, state);
    QFETCH(QString, message);
    Runner runner;
    TerminalRecorder term(&runner);
    Recorder rec(&runner);
    QSignalSpy finished(&runner, &Runner::finished);
    QVERIFY(runner.start(planOf({ terminalStep(script) })));
    QVERIFY(finished.wait(WaitMs));
    QCOMPARE(stepStateName(runner.state(0)), state);
    QCOMPARE(rec.messages.value(0), message);
}

void TestTerminalStep::inputWaitsUntilTheProgramReads()
{
    // The attach gate of a run Job (docs/run.md): the newline is written at once, but only read
    // after the program got there; nothing it printed before is lost.
    Step s = terminalStep(QStringLiteral("echo before; sleep 0.3; IFS= read -r line; echo \"got:[$line]\""));
    s.terminalInput = QByteArrayLiteral("go\n");
    Runner runner;
    TerminalRecorder term(&runner);
    QSignalSpy finished(&runner, &Runner::finished);
    QVERIFY(runner.start(planOf({ s })));
    QVERIFY(finished.wait(WaitMs));
    QVERIFY2(resultOf(finished).ok, qPrintable(resultOf(finished).message));
    QVERIFY2(term.text().contains(QStringLiteral("before")), qPrintable(term.text()));
    QVERIFY2(term.text().contains(QStringLiteral("got:[go]")), qPrintable(term.text()));
    // and it is not echoed: it is no typing of the user's (a gate's newline would be a blank line)
    QVERIFY2(!QString(term.text()).remove(QStringLiteral("got:[go]")).contains(QStringLiteral("go")),
        qPrintable(term.text()));
}

void TestTerminalStep::typedInputAndResizeReachTheProgram()
{
    // A trapped signal interrupts read: the loop goes on reading after it.
    Step s = terminalStep(
        QStringLiteral("trap 'stty size' WINCH; echo ready; while :; do if IFS= read -r line; then "
                       "[ \"$line\" = quit ] && exit 0; echo \"echo:$line\"; fi; done"),
        100, 30);
    Runner runner;
    TerminalRecorder term(&runner);
    QSignalSpy finished(&runner, &Runner::finished);
    QVERIFY(runner.start(planOf({ s })));
    QTRY_VERIFY_WITH_TIMEOUT(term.text().contains(QStringLiteral("ready")), WaitMs);
    QVERIFY(term.terminal);
    QCOMPARE(term.terminal->columns(), 100);
    term.terminal->write(QByteArrayLiteral("hello\n"));
    QTRY_VERIFY_WITH_TIMEOUT(term.text().contains(QStringLiteral("echo:hello")), WaitMs);
    term.terminal->resize(132, 43);
    QTRY_VERIFY_WITH_TIMEOUT(term.text().contains(QStringLiteral("43 132")), WaitMs);
    QVERIFY2(term.terminal, "the program ended after the resize");
    term.terminal->write(QByteArrayLiteral("quit\n"));
    QVERIFY(finished.wait(WaitMs));
    QVERIFY2(resultOf(finished).ok, qPrintable(resultOf(finished).message));
}

void TestTerminalStep::cancelKillsTheTerminalsGroup()
{
    const QString pidFile = path(QStringLiteral("pids"));
    Runner runner;
    TerminalRecorder term(&runner);
    QSignalSpy finished(&runner, &Runner::finished);
    QVERIFY(runner.start(planOf({ terminalStep(
        QStringLiteral("trap '' HUP TERM; sleep 60 & echo $! >> '%1'; echo $$ >> '%1'; echo ready; wait")
            .arg(pidFile)) })));
    QTRY_VERIFY_WITH_TIMEOUT(term.text().contains(QStringLiteral("ready")), WaitMs);
    const QList<qint64> pids = readPids(pidFile);
    QCOMPARE(pids.size(), 2);
    runner.cancel();
    QVERIFY(finished.wait(WaitMs));
    QVERIFY(resultOf(finished).cancelled);
    QTRY_VERIFY_WITH_TIMEOUT(allGone(pids), 4000);
}

void TestTerminalStep::lastBytesArriveBeforeTheStepEnds()
{
    Runner runner;
    TerminalRecorder term(&runner);
    QByteArray atFinish;
    QObject::connect(&runner, &Runner::stepFinished, &runner,
        [&](int, StepState, const QString &, qint64) { atFinish = term.bytes; });
    QSignalSpy finished(&runner, &Runner::finished);
    // 200 KiB at once, then exit: all of it is read from the master before the step is over.
    QVERIFY(runner.start(
        planOf({ terminalStep(QStringLiteral("head -c 204800 /dev/zero | tr '\\0' x; echo; echo END")) })));
    QVERIFY(finished.wait(WaitMs));
    QVERIFY2(atFinish.contains("END"), qPrintable(QString::number(atFinish.size())));
    QCOMPARE(atFinish.count('x'), 204800);
}

QTEST_GUILESS_MAIN(TestTerminalStep)
#include "tst_terminalstep.moc"
