// SPDX-License-Identifier: GPL-3.0-or-later
// ToolProbe: the one bounded version run behind HelmTool::detect and KubectlTool::detect.

#include "cluster/toolprobe.h"
#include "testutil.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace HelmDeck;

class TestToolProbe : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void outcomes_data();
    void outcomes();
    void aProgramThatCannotStartSaysWhy();
    void whatAToolStartsEndsWithIt_data();
    void whatAToolStartsEndsWithIt();
};

void TestToolProbe::outcomes_data()
{
    QTest::addColumn<QString>("script");
    QTest::addColumn<bool>("exitedOk");
    QTest::addColumn<bool>("timedOut");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QByteArray>("stdoutData");
    QTest::addColumn<QByteArray>("stderrData");
    QTest::newRow("a version on stdout, a warning on stderr, kept apart")
        << QStringLiteral("echo v4.1.4; echo 'WARNING: kubeconfig is group-readable' >&2") << true << false
        << 0 << QByteArray("v4.1.4\n") << QByteArray("WARNING: kubeconfig is group-readable\n");
    QTest::newRow("a non-zero exit keeps its code and output")
        << QStringLiteral("echo 'unknown flag: --short' >&2; exit 3") << false << false << 3 << QByteArray()
        << QByteArray("unknown flag: --short\n");
    QTest::newRow("a tool that hangs is killed at the timeout")
        << QStringLiteral("sleep 10") << false << true << -1 << QByteArray() << QByteArray();
}

void TestToolProbe::outcomes()
{
    QFETCH(QString, script);
    QFETCH(bool, exitedOk);
    QFETCH(bool, timedOut);
    QFETCH(int, exitCode);
    QFETCH(QByteArray, stdoutData);
    QFETCH(QByteArray, stderrData);
    const ToolProbe probe = ToolProbe::run(QStringLiteral("/bin/sh"), { QStringLiteral("-c"), script }, 500);
    QVERIFY(probe.started);
    QCOMPARE(probe.exitedOk, exitedOk);
    QCOMPARE(probe.timedOut, timedOut);
    QCOMPARE(probe.exitCode, exitCode);
    QCOMPARE(probe.stdoutData, stdoutData);
    QCOMPARE(probe.stderrData, stderrData);
}

void TestToolProbe::aProgramThatCannotStartSaysWhy()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("helm"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("#!/bin/sh\necho v4\n");
    f.close(); // not executable
    const ToolProbe probe = ToolProbe::run(path, { QStringLiteral("version") }, 2000);
    QVERIFY(!probe.started);
    QVERIFY(!probe.exitedOk);
    QVERIFY2(!probe.startError.isEmpty(), "the reason QProcess gives");
}

void TestToolProbe::whatAToolStartsEndsWithIt_data()
{
    QTest::addColumn<QString>("tail"); // after the child is started in the background and its pid written
    QTest::addColumn<bool>("timedOut");
    QTest::newRow("a wrapper that never answers: the sleep it started is killed with it at the timeout")
        << QStringLiteral("wait") << true;
    QTest::newRow("a tool that answers but leaves a child running: the child is killed when it ends")
        << QStringLiteral("echo v4.1.4") << false;
}

void TestToolProbe::whatAToolStartsEndsWithIt()
{
    QFETCH(QString, tail);
    QFETCH(bool, timedOut);
    QTemporaryDir dir;
    const QString pidFile = dir.filePath(QStringLiteral("child.pid"));
    const QString script
        = QStringLiteral("sleep 300 >/dev/null 2>&1 & echo $! > '%1'; %2").arg(pidFile, tail);
    const ToolProbe probe = ToolProbe::run(QStringLiteral("/bin/sh"), { QStringLiteral("-c"), script }, 500);
    QVERIFY(probe.started);
    QCOMPARE(probe.timedOut, timedOut);
    QCOMPARE(probe.exitedOk, !timedOut);
    QFile f(pidFile);
    QVERIFY(f.open(QIODevice::ReadOnly));
    bool ok = false;
    const qint64 pid = f.readAll().trimmed().toLongLong(&ok);
    QVERIFY2(ok && pid > 0, "the script wrote its child's pid");
    QTRY_VERIFY2_WITH_TIMEOUT(
        TestUtil::processEnded(pid), "the child the tool started is still running", 5000);
}

QTEST_GUILESS_MAIN(TestToolProbe)
#include "tst_toolprobe.moc"
