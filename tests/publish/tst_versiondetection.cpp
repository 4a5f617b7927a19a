// SPDX-License-Identifier: GPL-3.0-or-later
// VersionDetection: the version context of a real git work tree, read by a plan of git queries.

#include "job/runner.h"
#include "publish/versiondetection.h"
#include "teststrings.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace HelmDeck;
using namespace PublishTest;

Q_DECLARE_METATYPE(HelmDeck::VersionContext::Kind)

namespace {

bool git(const QString &dir, const QStringList &args)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(str("GIT_AUTHOR_NAME"), str("t"));
    env.insert(str("GIT_AUTHOR_EMAIL"), str("t@example.com"));
    env.insert(str("GIT_COMMITTER_NAME"), str("t"));
    env.insert(str("GIT_COMMITTER_EMAIL"), str("t@example.com"));
    p.setProcessEnvironment(env);
    p.start(str("git"), QStringList { str("-C"), dir } + args);
    return p.waitForFinished(30000) && p.exitCode() == 0;
}

VersionContext detect(const QString &dir)
{
    Runner runner;
    QSignalSpy finished(&runner, &Runner::finished);
    runner.start(VersionDetection::plan(dir));
    finished.wait(60000);
    const RunResult r = finished.value(0).value(0).value<RunResult>();
    return VersionDetection::fromRun(runner.context(), r.ok, r.message);
}

} // namespace

class TestVersionDetection : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void readsTheWorkTree_data();
    void readsTheWorkTree();
    void recognisesCi();
};

void TestVersionDetection::readsTheWorkTree_data()
{
    QTest::addColumn<QString>("setup");
    QTest::addColumn<VersionContext::Kind>("kind");
    QTest::addColumn<QString>("releaseTag");
    QTest::addColumn<QString>("error");
    QTest::newRow("a commit on main is a branch build")
        << str("commit") << VersionContext::Kind::Branch << QString() << QString();
    QTest::newRow("a tagged commit is a release")
        << str("tag") << VersionContext::Kind::Release << str("v2.3.4") << QString();
    QTest::newRow("uncommitted changes are refused")
        << str("dirty") << VersionContext::Kind::Release << str("v2.3.4")
        << str("the git work tree has 1 uncommitted change(s): commit or stash them, so what is published is "
               "what the "
               "commit holds");
    QTest::newRow("a folder outside git says so")
        << str("none") << VersionContext::Kind::None << QString() << str("<dir> is not in a git work tree");
    QTest::newRow("a repository with no commit yet says so in HelmDeck's words, git's own as the detail")
        << str("empty") << VersionContext::Kind::None << QString()
        << str("the git repository of <dir> has no commit yet; give the version (release tag, or commit and "
               "branch) (git: ");
}

void TestVersionDetection::readsTheWorkTree()
{
    QFETCH(QString, setup);
    QFETCH(VersionContext::Kind, kind);
    QFETCH(QString, releaseTag);
    QFETCH(QString, error);
    QTemporaryDir work;
    const QString dir = work.path() + str("/chart");
    QDir().mkpath(dir);
    QFile f(dir + str("/Chart.yaml"));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("apiVersion: v2\nname: x\nversion: 0.1.0\n");
    f.close();
    if (setup == QLatin1String("empty"))
        QVERIFY(git(work.path(), { str("init"), str("-q"), str("-b"), str("main") }));
    if (setup != QLatin1String("none") && setup != QLatin1String("empty")) {
        QVERIFY(git(work.path(), { str("init"), str("-q"), str("-b"), str("main") }));
        QVERIFY(git(work.path(), { str("add"), str(".") }));
        QVERIFY(git(work.path(), { str("commit"), str("-q"), str("-m"), str("chart") }));
        if (setup != QLatin1String("commit"))
            QVERIFY(git(work.path(), { str("tag"), str("v2.3.4") }));
        if (setup == QLatin1String("dirty")) {
            QVERIFY(f.open(QIODevice::Append));
            f.write("description: changed\n");
            f.close();
        }
    }
    const VersionContext c = detect(dir);
    QCOMPARE(c.kind, kind);
    QCOMPARE(c.releaseTag, releaseTag);
    QStringList errors;
    for (const Finding &finding : c.findings) {
        if (finding.severity == Finding::Severity::Error)
            errors << finding.message;
    }
    if (error.isEmpty()) {
        QCOMPARE(errors, QStringList());
        QCOMPARE(c.sha.size(), 40);
        QCOMPARE(c.branch, str("main"));
    } else {
        QCOMPARE(errors.size(), 1);
        QVERIFY2(
            errors.first().contains(QString(error).replace(str("<dir>"), dir)), qPrintable(errors.first()));
        QVERIFY2(!errors.first().startsWith(str("fatal:")), qPrintable(errors.first())); // never git's alone
    }
}

void TestVersionDetection::recognisesCi()
{
    QProcessEnvironment env;
    QVERIFY(!VersionDetection::isCi(env));
    env.insert(str("CI_COMMIT_SHA"), str("x"));
    QVERIFY(VersionDetection::isCi(env));
}

QTEST_GUILESS_MAIN(TestVersionDetection)
#include "tst_versiondetection.moc"
