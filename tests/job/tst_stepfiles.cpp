// SPDX-License-Identifier: GPL-3.0-or-later
// Step::stdoutFile and Step::stdinFile (core/job/step.h): a step's stdout streamed into a file with
// progress lines instead of output lines, its stdin read from a file, and a file that cannot be
// written failing the step.

#include "runnertestutil.h"

#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

using namespace HelmDeck;
using namespace RunnerTest;

class TestStepFiles : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;

    static RunResult runPlan(Runner &runner, const Plan &plan)
    {
        QSignalSpy finished(&runner, &Runner::finished);
        if (!runner.start(plan) || !finished.wait(WaitMs))
            return RunResult();
        return resultOf(finished);
    }

private Q_SLOTS:
    void stdoutGoesToTheFileWithProgressLines_data()
    {
        QTest::addColumn<int>("kib");
        QTest::addColumn<int>("progressLines");
        QTest::newRow("under 1 MiB: no progress line") << 700 << 0;
        QTest::newRow("3 MiB: a line at 1 MiB, then after each further MiB or so") << 3 * 1024 << 1;
    }
    void stdoutGoesToTheFileWithProgressLines()
    {
        QFETCH(int, kib);
        QFETCH(int, progressLines);
        const QString out = m_dir.filePath(QStringLiteral("out-%1").arg(kib));
        Step s = shStep(QStringLiteral("dump"), QStringLiteral("Dump"),
            QStringLiteral("head -c %1 /dev/urandom | tee %2.copy; echo done >&2").arg(kib * 1024).arg(out));
        s.stdoutFile = out;
        Runner runner;
        Recorder recorder(&runner);
        const RunResult result = runPlan(runner, planOf({ s }));
        QVERIFY2(result.ok, qPrintable(result.message));
        QFile written(out);
        QFile copy(out + QStringLiteral(".copy"));
        QVERIFY(written.open(QIODevice::ReadOnly) && copy.open(QIODevice::ReadOnly));
        const QByteArray bytes = written.readAll();
        QCOMPARE(bytes.size(), kib * 1024);
        QVERIFY(bytes == copy.readAll());
        QCOMPARE(QFileInfo(out).permissions(),
            QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadUser
                | QFileDevice::WriteUser);
        const QStringList lines = recorder.lines.value(0);
        // how many depends on the pipe's chunks: one once 1 MiB has arrived, at most one per MiB
        const QStringList progress = lines.filter(QStringLiteral("received "));
        QVERIFY2(progress.size() >= progressLines && progress.size() <= (progressLines ? 3 : 0),
            qPrintable(lines.join(QLatin1Char('\n'))));
        QVERIFY2(lines.contains(QStringLiteral("err:done")), qPrintable(lines.join(QLatin1Char('\n'))));
        QCOMPARE(
            runner.context().values.value(QStringLiteral("dump.bytes")).toLongLong(), qint64(kib) * 1024);
        QVERIFY(runner.context().outputs.value(QStringLiteral("dump")).isEmpty()); // not captured too
    }

    void aFileThatCannotBeWrittenFailsTheStep()
    {
        Step s = shStep(QStringLiteral("dump"), QStringLiteral("Dump"), QStringLiteral("echo x"));
        s.stdoutFile = m_dir.filePath(QStringLiteral("no/such/folder/out"));
        Runner runner;
        const RunResult result = runPlan(runner, planOf({ s }));
        QVERIFY(!result.ok);
        QVERIFY2(
            result.message.startsWith(QStringLiteral("Dump: cannot write ")), qPrintable(result.message));
    }

    void stdinComesFromTheFile()
    {
        const QString in = m_dir.filePath(QStringLiteral("in"));
        QFile f(in);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QByteArray data;
        for (int i = 0; i < 200000; ++i)
            data.append(char(i * 7 % 251));
        f.write(data);
        f.close();
        const QString out = m_dir.filePath(QStringLiteral("stdin-copy"));
        Step s = shStep(
            QStringLiteral("restore"), QStringLiteral("Restore"), QStringLiteral("cat > %1").arg(out));
        s.stdinFile = in;
        s.stdinData = "ignored";
        Runner runner;
        const RunResult result = runPlan(runner, planOf({ s }));
        QVERIFY2(result.ok, qPrintable(result.message));
        QFile copy(out);
        QVERIFY(copy.open(QIODevice::ReadOnly));
        QVERIFY(copy.readAll() == data);
    }
};

QTEST_GUILESS_MAIN(TestStepFiles)
#include "tst_stepfiles.moc"
