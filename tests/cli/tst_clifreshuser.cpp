// SPDX-License-Identifier: GPL-3.0-or-later
// What a fresh user's trial of the command line found (issue 13): a destroy that "did" nothing, a
// namespace nobody checked, a helm probe that left its child behind, a chart helm refuses later,
// --name/--image on a project file, a few messages, and commands that need a cluster when there is
// no kubeconfig at all. Each as the user ran it, against the cluster fake (TestUtil::CliRunFixture).
#include "clirunfixture.h"
#include "testutil.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using TestUtil::CliRunFixture;

namespace {

QString str(const char *text)
{
    return QString::fromUtf8(text);
}

bool writeFile(const QString &path, const QByteArray &data)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

/** The cluster calls that change something or read the cluster (tool detection left out). */
QStringList clusterCalls(const TestUtil::ClusterFixture &cluster)
{
    QStringList out;
    for (const auto &call : cluster.calls()) {
        const QString first = call.argv.value(0);
        if (first == QLatin1String("version") || first == QLatin1String("api-resources")
            || first == QLatin1String("api-versions"))
            continue;
        out.append(call.tool + QLatin1Char(' ') + call.argv.join(QLatin1Char(' ')));
    }
    return out;
}

} // namespace

class TestCliFreshUser : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void aHangingHelmProbeTimesOutAndLeavesNoChild();
    void withNoKubeconfigEveryClusterCommandSaysWhereItLooked_data();
    void withNoKubeconfigEveryClusterCommandSaysWhereItLooked();
};

// A helm that never answers `helm version`: the probe gives up at its timeout with a clear error, and
// what the wrapper started (here a sleep) is killed with it, not left running.
void TestCliFreshUser::aHangingHelmProbeTimesOutAndLeavesNoChild()
{
    QTemporaryDir dir;
    const QString pidFile = dir.filePath(str("sleep.pid"));
    const QString helm = dir.filePath(str("helm"));
    QVERIFY(writeFile(helm, "#!/bin/sh\nsleep 300 &\necho $! > '" + pidFile.toUtf8() + "'\nwait\n"));
    QFile::setPermissions(helm, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    CliRunFixture fixture;
    QVERIFY2(fixture.isValid(), qPrintable(fixture.error()));
    const auto r = fixture.run({ str("render"), str("--helm"), helm, fixture.projectFile() });
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(
        r.err.contains(helm + str(" did not answer \"version --short\" within 10 s")), qPrintable(r.err));
    bool ok = false;
    const qint64 pid = QString::fromUtf8(TestUtil::readFile(pidFile)).trimmed().toLongLong(&ok);
    QVERIFY2(ok && pid > 0, "the wrapper wrote its child's pid");
    QTRY_VERIFY2_WITH_TIMEOUT(
        TestUtil::processEnded(pid), "the sleep the wrapper started is still running", 10000);
}

void TestCliFreshUser::withNoKubeconfigEveryClusterCommandSaysWhereItLooked_data()
{
    QTest::addColumn<QStringList>("args"); // <p>: the project file
    QTest::newRow("deploy") << QStringList { str("deploy"), str("<p>") };
    QTest::newRow("deploy --dry-run") << QStringList { str("deploy"), str("--dry-run"), str("<p>") };
    QTest::newRow("destroy") << QStringList { str("destroy"), str("<p>") };
    QTest::newRow("rename") << QStringList { str("rename"), str("guestbook2"), str("<p>") };
    QTest::newRow("diff") << QStringList { str("diff"), str("<p>") };
    QTest::newRow("run") << QStringList { str("run"), str("<p>"), str("ls") };
    QTest::newRow("runs") << QStringList { str("runs"), str("<p>") };
    QTest::newRow("logs") << QStringList { str("logs"), str("<p>") };
    QTest::newRow("enter") << QStringList { str("enter"), str("<p>"), str("web") };
    QTest::newRow("cron run") << QStringList { str("cron"), str("run"), str("any"), str("<p>") };
    QTest::newRow("storage status") << QStringList { str("storage"), str("status"), str("data"), str("<p>") };
    QTest::newRow("service status") << QStringList { str("service"), str("status"), str("guestbook"),
        str("--project"), str("<p>") };
}

// One message, from one place (Preflight::context), for every command that needs a cluster, before
// anything asks the cluster: a run or logs used to ask kubectl about "<context>" and print nothing.
void TestCliFreshUser::withNoKubeconfigEveryClusterCommandSaysWhereItLooked()
{
    QFETCH(QStringList, args);
    CliRunFixture fixture;
    QVERIFY2(fixture.isValid(), qPrintable(fixture.error()));
    const QString missing = str("/nonexistent/kubeconfig");
    fixture.environment().insert(str("KUBECONFIG"), missing);
    args.replaceInStrings(str("<p>"), fixture.projectFile());
    const auto r = fixture.run(args);
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(
        r.err.contains(
            str("error: no kubeconfig found (looked at %1), so there is no cluster to act on").arg(missing)),
        qPrintable(r.err));
    QCOMPARE(clusterCalls(fixture.cluster()), QStringList());
}

QTEST_GUILESS_MAIN(TestCliFreshUser)
#include "tst_clifreshuser.moc"
