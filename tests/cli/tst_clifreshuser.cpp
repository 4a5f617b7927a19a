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

} // namespace

class TestCliFreshUser : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void aHangingHelmProbeTimesOutAndLeavesNoChild();
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

QTEST_GUILESS_MAIN(TestCliFreshUser)
#include "tst_clifreshuser.moc"
