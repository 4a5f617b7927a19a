// SPDX-License-Identifier: GPL-3.0-or-later
// VersionContext: what a build publishes for, from GitHub Actions' and GitLab CI's variables, from
// git, or given explicitly — and the refusals (non-SemVer tag, short SHA, dirty tree).

#include "publish/versioncontext.h"
#include "teststrings.h"

#include <QTest>

using namespace HelmDeck;
using namespace PublishTest;

Q_DECLARE_METATYPE(HelmDeck::VersionContext::Kind)

namespace {

const char Sha[] = "0123456789abcdef0123456789abcdef01234567";

QStringList errorsOf(const VersionContext &c, Finding::Severity severity = Finding::Severity::Error)
{
    QStringList out;
    for (const Finding &f : c.findings) {
        if (f.severity == severity)
            out << f.message;
    }
    return out;
}

} // namespace

class TestVersionContext : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void fromCiEnvironment_data();
    void fromCiEnvironment();
    void fromGit_data();
    void fromGit();
    void explicitContextsAreChecked_data();
    void explicitContextsAreChecked();
};

void TestVersionContext::fromCiEnvironment_data()
{
    QTest::addColumn<QStringList>("variables"); // NAME=value
    QTest::addColumn<VersionContext::Kind>("kind");
    QTest::addColumn<QString>("releaseTag");
    QTest::addColumn<QString>("branch");
    QTest::addColumn<QStringList>("errors");
    const QString sha = str("GITHUB_SHA=") + str(Sha);
    QTest::newRow("a GitHub tag push is a release")
        << QStringList { sha, str("GITHUB_REF_TYPE=tag"), str("GITHUB_REF_NAME=v1.4.2"),
               str("GITHUB_REF=refs/tags/v1.4.2") }
        << VersionContext::Kind::Release << str("v1.4.2") << QString() << QStringList();
    QTest::newRow("GITHUB_REF alone is enough (older runners)")
        << QStringList { sha, str("GITHUB_REF=refs/tags/v2.0.0-rc.1") } << VersionContext::Kind::Release
        << str("v2.0.0-rc.1") << QString() << QStringList();
    QTest::newRow("a GitHub branch push is a branch build")
        << QStringList { sha, str("GITHUB_REF_TYPE=branch"), str("GITHUB_REF_NAME=main") }
        << VersionContext::Kind::Branch << QString() << str("main") << QStringList();
    QTest::newRow("a pull request is a build of pull/N")
        << QStringList { sha, str("GITHUB_REF=refs/pull/42/merge") } << VersionContext::Kind::Branch
        << QString() << str("pull/42") << QStringList();
    QTest::newRow("a GitHub tag that is not SemVer is refused")
        << QStringList { sha, str("GITHUB_REF_TYPE=tag"), str("GITHUB_REF_NAME=v1.2") }
        << VersionContext::Kind::Release << str("v1.2") << QString()
        << strings({ "the release tag \"v1.2\" (GitHub Actions (tag v1.2)) is not vMAJOR.MINOR.PATCH (SemVer "
                     "2.0.0, "
                     "e.g. v1.2.3): 1.2: not MAJOR.MINOR.PATCH" });
    QTest::newRow("a GitLab tag pipeline is a release")
        << QStringList { str("CI_COMMIT_SHA=") + str(Sha), str("CI_COMMIT_TAG=v3.1.0"),
               str("CI_COMMIT_REF_NAME=v3.1.0") }
        << VersionContext::Kind::Release << str("v3.1.0") << QString() << QStringList();
    QTest::newRow("a GitLab branch pipeline is a branch build")
        << QStringList { str("CI_COMMIT_SHA=") + str(Sha), str("CI_COMMIT_BRANCH=main") }
        << VersionContext::Kind::Branch << QString() << str("main") << QStringList();
    QTest::newRow("a short SHA from CI is refused")
        << QStringList { str("GITHUB_SHA=0123abc"), str("GITHUB_REF=refs/heads/main") }
        << VersionContext::Kind::Branch << QString() << str("main")
        << strings({ "the commit SHA \"0123abc\" (GitHub Actions (branch main)) is not 40 hex digits: give "
                     "the full "
                     "commit id" });
    QTest::newRow("no CI at all names the variables")
        << QStringList { str("HOME=/root") } << VersionContext::Kind::None << QString() << QString()
        << strings({ "no CI environment found: neither GITHUB_SHA (GitHub Actions) nor CI_COMMIT_SHA (GitLab "
                     "CI) is "
                     "set; give --release-tag or --sha and --branch instead" });
}

void TestVersionContext::fromCiEnvironment()
{
    QFETCH(QStringList, variables);
    QFETCH(VersionContext::Kind, kind);
    QFETCH(QString, releaseTag);
    QFETCH(QString, branch);
    QFETCH(QStringList, errors);
    QProcessEnvironment env;
    for (const QString &v : variables)
        env.insert(v.section(QLatin1Char('='), 0, 0), v.section(QLatin1Char('='), 1));
    const VersionContext c = VersionContext::fromCiEnvironment(env);
    QCOMPARE(c.kind, kind);
    QCOMPARE(c.releaseTag, releaseTag);
    QCOMPARE(c.branch, branch);
    QCOMPARE(errorsOf(c), errors);
    if (kind != VersionContext::Kind::None && errors.isEmpty()) {
        QCOMPARE(c.sha, str(Sha));
        QCOMPARE(c.shortSha(), str("0123456"));
    }
}

void TestVersionContext::fromGit_data()
{
    QTest::addColumn<QString>("branch");
    QTest::addColumn<QString>("tags");
    QTest::addColumn<QString>("status");
    QTest::addColumn<VersionContext::Kind>("kind");
    QTest::addColumn<QString>("releaseTag");
    QTest::addColumn<QStringList>("errors");
    QTest::addColumn<QStringList>("warnings");
    QTest::newRow("a clean commit on main without a tag is a branch build")
        << str("main\n") << QString() << QString() << VersionContext::Kind::Branch << QString()
        << QStringList() << QStringList();
    QTest::newRow("a release tag at HEAD makes a release")
        << str("main") << str("v1.2.3\n") << QString() << VersionContext::Kind::Release << str("v1.2.3")
        << QStringList() << QStringList();
    QTest::newRow("of several release tags the highest wins, a release over its pre-release")
        << str("HEAD") << str("v1.2.3-rc.2\nv1.2.3\nv1.1.9\nnightly\n") << QString()
        << VersionContext::Kind::Release << str("v1.2.3") << QStringList() << QStringList();
    QTest::newRow("a v-tag that is not SemVer is not used, and said so")
        << str("main") << str("v1.2\n") << QString() << VersionContext::Kind::Branch << QString()
        << QStringList() << strings({ "not a release tag, so not used: v1.2 (1.2: not MAJOR.MINOR.PATCH)" });
    QTest::newRow("a dirty work tree is refused")
        << str("main") << str("v1.2.3") << str(" M Chart.yaml\n?? notes.txt\n")
        << VersionContext::Kind::Release << str("v1.2.3")
        << strings({ "the git work tree has 2 uncommitted change(s): commit or stash them, so what is "
                     "published is "
                     "what the commit holds" })
        << QStringList();
}

void TestVersionContext::fromGit()
{
    QFETCH(QString, branch);
    QFETCH(QString, tags);
    QFETCH(QString, status);
    QFETCH(VersionContext::Kind, kind);
    QFETCH(QString, releaseTag);
    QFETCH(QStringList, errors);
    QFETCH(QStringList, warnings);
    const VersionContext c = VersionContext::fromGit(str(Sha) + QLatin1Char('\n'), branch, tags, status);
    QCOMPARE(c.kind, kind);
    QCOMPARE(c.releaseTag, releaseTag);
    QCOMPARE(c.sha, str(Sha));
    QCOMPARE(c.branch, branch.trimmed() == QLatin1String("HEAD") ? QString() : branch.trimmed());
    QCOMPARE(c.dirty, !status.isEmpty());
    QCOMPARE(errorsOf(c), errors);
    QCOMPARE(errorsOf(c, Finding::Severity::Warning), warnings);
}

void TestVersionContext::explicitContextsAreChecked_data()
{
    QTest::addColumn<QString>("tag");
    QTest::addColumn<QString>("sha");
    QTest::addColumn<QStringList>("errors");
    QTest::addColumn<QStringList>("warnings");
    QTest::newRow("a valid release") << str("v0.9.0") << str(Sha) << QStringList() << QStringList();
    QTest::newRow("an upper-case SHA is accepted and lowered")
        << str("v0.9.0") << str(Sha).toUpper() << QStringList() << QStringList();
    QTest::newRow("a tag without v is refused")
        << str("1.2.3") << str(Sha)
        << strings(
               { "the release tag \"1.2.3\" (the command line) is not vMAJOR.MINOR.PATCH (SemVer 2.0.0, e.g. "
                 "v1.2.3): 1.2.3 does not start with \"v\"" })
        << QStringList();
    QTest::newRow("build metadata is accepted with a warning about tags")
        << str("v1.2.3+build.7") << str(Sha) << QStringList()
        << strings(
               { "the release tag \"v1.2.3+build.7\" has build metadata: OCI tags cannot hold '+', so the "
                 "chart's tags use '_' (1.2.3_build.7), as helm push does" });
    QTest::newRow("a SHA with a non-hex digit is refused")
        << str("v1.0.0") << str("g123456789abcdef0123456789abcdef01234567")
        << strings({ "the commit SHA \"g123456789abcdef0123456789abcdef01234567\" (the command line) is not "
                     "40 hex "
                     "digits: give the full commit id" })
        << QStringList();
}

void TestVersionContext::explicitContextsAreChecked()
{
    QFETCH(QString, tag);
    QFETCH(QString, sha);
    QFETCH(QStringList, errors);
    QFETCH(QStringList, warnings);
    const VersionContext c = VersionContext::release(tag, sha, str("the command line"));
    QCOMPARE(errorsOf(c), errors);
    QCOMPARE(errorsOf(c, Finding::Severity::Warning), warnings);
    if (errors.isEmpty())
        QCOMPARE(c.sha, sha.toLower());
}

QTEST_GUILESS_MAIN(TestVersionContext)
#include "tst_versioncontext.moc"
