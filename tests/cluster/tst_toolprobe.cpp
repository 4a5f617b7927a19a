// SPDX-License-Identifier: GPL-3.0-or-later
// ToolProbe: the one bounded version run behind HelmTool::detect and KubectlTool::detect.

#include "cluster/toolprobe.h"

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

QTEST_GUILESS_MAIN(TestToolProbe)
#include "tst_toolprobe.moc"
