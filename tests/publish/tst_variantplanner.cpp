// SPDX-License-Identifier: GPL-3.0-or-later
// VariantPlanner: one chart variant per image tag, in push order (fixed tags first, moving last),
// with the SemVer alias on the v-variant, and the refusals.

#include "publish/variantplanner.h"
#include "teststrings.h"

#include <QTest>

using namespace HelmDeck;
using namespace PublishTest;

namespace {

const char Sha[] = "0123456789abcdef0123456789abcdef01234567";

/** "appVersion chartVersion tag,tag fixed|moving" per variant. */
QStringList describe(const VariantPlan &plan)
{
    QStringList out;
    for (const ChartVariant &v : plan.variants) {
        out << QStringLiteral("%1 %2 %3 %4")
                   .arg(v.appVersion, v.chartVersion, v.tags.join(QLatin1Char(',')),
                       v.moving ? QStringLiteral("moving") : QStringLiteral("fixed"));
    }
    return out;
}

QStringList errorsOf(const VariantPlan &plan)
{
    QStringList out;
    for (const Finding &f : plan.findings) {
        if (f.severity == Finding::Severity::Error)
            out << f.message;
    }
    return out;
}

} // namespace

class TestVariantPlanner : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void plansOneVariantPerImageTag_data();
    void plansOneVariantPerImageTag();
    void refuses_data();
    void refuses();
};

void TestVariantPlanner::plansOneVariantPerImageTag_data()
{
    QTest::addColumn<QString>("releaseTag"); // empty = a branch build
    QTest::addColumn<QString>("branch");
    QTest::addColumn<QStringList>("patterns"); // empty = the default scheme
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("a release gives vX.Y.Z with its SemVer alias, sha, then the moving vX and latest")
        << str("v1.2.3") << str("main") << QStringList()
        << strings({ "v1.2.3 1.2.3 v1.2.3,1.2.3 fixed", "sha-0123456 1.2.3 sha-0123456 fixed",
               "v1 1.2.3 v1 moving", "latest 1.2.3 latest moving" });
    QTest::newRow("a pre-release never moves vX or latest")
        << str("v2.0.0-rc.1") << QString() << QStringList()
        << strings({ "v2.0.0-rc.1 2.0.0-rc.1 v2.0.0-rc.1,2.0.0-rc.1 fixed",
               "sha-0123456 2.0.0-rc.1 sha-0123456 fixed" });
    QTest::newRow("a main-branch build gives sha and latest with a 0.0.0-sha version")
        << QString() << str("main") << QStringList()
        << strings({ "sha-0123456 0.0.0-sha-0123456 sha-0123456 fixed",
               "latest 0.0.0-sha-0123456 latest moving" });
    QTest::newRow("another branch's build moves nothing")
        << QString() << str("feature/login") << QStringList()
        << strings({ "sha-0123456 0.0.0-sha-0123456 sha-0123456 fixed" });
    QTest::newRow("build metadata keeps its plus in Chart.version and becomes an underscore in tags")
        << str("v1.2.3+build.7") << str("main") << strings({ "v{version}", "latest" })
        << strings({ "v1.2.3_build.7 1.2.3+build.7 v1.2.3_build.7,1.2.3_build.7 fixed",
               "latest 1.2.3+build.7 latest moving" });
    QTest::newRow("images tagged without v get their own variant and no alias is added")
        << str("v1.2.3") << str("main") << strings({ "{version}", "v{version}" })
        << strings({ "1.2.3 1.2.3 1.2.3 fixed", "v1.2.3 1.2.3 v1.2.3 fixed" });
    QTest::newRow("a major.minor image tag moves like the major one")
        << str("v4.10.0") << str("main") << strings({ "v{version}", "v{major}.{minor}", "v{major}" })
        << strings(
               { "v4.10.0 4.10.0 v4.10.0,4.10.0 fixed", "v4.10 4.10.0 v4.10 moving", "v4 4.10.0 v4 moving" });
    QTest::newRow("moving patterns listed first are still pushed last")
        << str("v1.0.0") << str("main") << strings({ "latest", "v{version}" })
        << strings({ "v1.0.0 1.0.0 v1.0.0,1.0.0 fixed", "latest 1.0.0 latest moving" });
}

void TestVariantPlanner::plansOneVariantPerImageTag()
{
    QFETCH(QString, releaseTag);
    QFETCH(QString, branch);
    QFETCH(QStringList, patterns);
    QFETCH(QStringList, expected);
    const VersionContext context = releaseTag.isEmpty()
        ? VersionContext::branchBuild(str(Sha), branch, str("the test"))
        : VersionContext::release(releaseTag, str(Sha), str("the test"));
    ImageTagScheme scheme;
    if (!patterns.isEmpty())
        scheme.patterns = patterns;
    const VariantPlan plan = VariantPlanner::plan(context, scheme);
    QCOMPARE(errorsOf(plan), QStringList());
    QCOMPARE(describe(plan), expected);
    QStringList tags;
    for (const QString &line : expected)
        tags += line.section(QLatin1Char(' '), 2, 2).split(QLatin1Char(','));
    QCOMPARE(plan.tags(), tags);
}

void TestVariantPlanner::refuses_data()
{
    QTest::addColumn<QString>("releaseTag");
    QTest::addColumn<QString>("sha");
    QTest::addColumn<QString>("branch");
    QTest::addColumn<QStringList>("patterns");
    QTest::addColumn<QStringList>("errors");
    QTest::newRow("a context with errors plans nothing")
        << str("release-1") << str(Sha) << QString() << QStringList()
        << strings({ "the release tag \"release-1\" (the test) is not vMAJOR.MINOR.PATCH (SemVer 2.0.0, e.g. "
                     "v1.2.3): "
                     "release-1 does not start with \"v\"" });
    QTest::newRow("an unknown placeholder names the known ones")
        << str("v1.0.0") << str(Sha) << QString() << strings({ "v{version}", "v{patch}" })
        << strings({ "the image tag pattern \"v{patch}\" has an unknown placeholder {patch} (known: "
                     "{version}, {major}, "
                     "{minor}, {short})" });
    QTest::newRow("a pattern listed twice")
        << str("v1.0.0") << str(Sha) << QString() << strings({ "latest", "latest" })
        << strings({ "the image tag pattern \"latest\" is listed twice" });
    QTest::newRow("two patterns giving one tag")
        << str("v1.0.0") << str(Sha) << QString() << strings({ "v{version}", "1.0.0" })
        << strings({ "the tag \"1.0.0\" comes out of two image tag patterns" });
    QTest::newRow("a tag that is not a valid OCI tag")
        << str("v1.0.0") << str(Sha) << QString() << strings({ "-{short}" })
        << strings({ "\"-0123456\" is not a valid OCI tag (letters, digits, '_', '.', '-'; at most 128; not "
                     "starting "
                     "with '.' or '-')" });
    QTest::newRow("a branch build with only version patterns has nothing to publish")
        << QString() << str(Sha) << str("main") << strings({ "v{version}", "v{major}" })
        << strings({ "no image tag pattern applies to a build of branch \"main\" (patterns: v{version}, "
                     "v{major})" });
}

void TestVariantPlanner::refuses()
{
    QFETCH(QString, releaseTag);
    QFETCH(QString, sha);
    QFETCH(QString, branch);
    QFETCH(QStringList, patterns);
    QFETCH(QStringList, errors);
    const VersionContext context = releaseTag.isEmpty()
        ? VersionContext::branchBuild(sha, branch, str("the test"))
        : VersionContext::release(releaseTag, sha, str("the test"));
    ImageTagScheme scheme;
    if (!patterns.isEmpty())
        scheme.patterns = patterns;
    const VariantPlan plan = VariantPlanner::plan(context, scheme);
    QCOMPARE(errorsOf(plan), errors);
    QVERIFY(plan.variants.isEmpty());
}

QTEST_GUILESS_MAIN(TestVariantPlanner)
#include "tst_variantplanner.moc"
