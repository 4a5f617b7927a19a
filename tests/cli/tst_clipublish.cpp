// SPDX-License-Identifier: GPL-3.0-or-later
// `helmdeck publish`: --dry-run prints the variants and the plan and uploads nothing; the version
// from flags, the CI's variables or the git work tree; bad input is exit 1 or 2 with a clear error.

#include "clitestutil.h"
#include "registryfixture.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTest>

using namespace CliTest;

namespace {

const char Sha[] = "0123456789abcdef0123456789abcdef01234567";

QString str(const char *text)
{
    return QString::fromUtf8(text);
}

QString makeChart(const QString &root)
{
    const QString dir = root + str("/web");
    QDir().mkpath(dir + str("/templates"));
    const auto write = [&](const char *name, const QByteArray &data) {
        QFile f(dir + QLatin1Char('/') + QLatin1String(name));
        return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
    };
    write("Chart.yaml", "apiVersion: v2\nname: web\nversion: 0.1.0\n");
    write("values.yaml", "image:\n  repository: ghcr.io/acme/web\n  tag: dev\n");
    write("templates/pod.yaml",
        "apiVersion: v1\nkind: Pod\nmetadata:\n  name: web\nspec:\n  containers:\n    - name: web\n      "
        "image: "
        "\"{{ .Values.image.repository }}:{{ .Values.image.tag }}\"\n");
    return dir;
}

/** Runs git in @p dir with a fixed identity; true when it exited 0. */
bool git(const QString &dir, const QStringList &args, QByteArray *out = nullptr)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char *name : { "GIT_AUTHOR_NAME", "GIT_COMMITTER_NAME" })
        env.insert(QLatin1String(name), str("t"));
    for (const char *name : { "GIT_AUTHOR_EMAIL", "GIT_COMMITTER_EMAIL" })
        env.insert(QLatin1String(name), str("t@example.com"));
    p.setProcessEnvironment(env);
    p.start(str("git"), QStringList { str("-C"), dir } + args);
    const bool ok = p.waitForFinished(30000) && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
    if (out)
        *out = p.readAllStandardOutput().trimmed();
    return ok;
}

QStringList withHelm(QStringList args)
{
    return args << str("--helm") << TestUtil::helm(4);
}

} // namespace

class TestCliPublish : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void dryRunPrintsVariantsAndPlan_data();
    void dryRunPrintsVariantsAndPlan();
    void refuses_data();
    void refuses();
    void publishesToARegistry();
    void checksTheShaAgainstTheWorkTree_data();
    void checksTheShaAgainstTheWorkTree();
};

void TestCliPublish::publishesToARegistry()
{
    TestUtil::RegistryFixture registry;
    QVERIFY2(registry.start(), qPrintable(registry.error()));
    QTemporaryDir work;
    const QStringList args = withHelm({ str("publish"), makeChart(work.path()), str("--registry"),
        str("oci://%1/charts").arg(registry.host()), str("--release-tag"), str("v3.0.0"), str("--sha"),
        str(Sha), str("--image-repo"), registry.host() + str("/acme/web"), str("--plain-http") });
    QProcessEnvironment env = environment();
    env.insert(str("DOCKER_CONFIG"), work.path() + str("/no-docker"));
    env.insert(str("HELM_REGISTRY_CONFIG"), work.path() + str("/no-helm.json"));

    // No image pushed yet: refused before any chart upload, naming the image.
    const Run refused = run(args, env);
    QCOMPARE(refused.exitCode, 1);
    // The image checks run at once: whichever answers first is named.
    QVERIFY2(
        refused.err.contains(QStringLiteral("helmdeck-cli publish: error: Check that the image %1/acme/web:")
                                 .arg(registry.host())
                                 .toUtf8())
            && refused.err.contains("is not in its registry: push it first (no chart was uploaded)"),
        refused.err.constData());

    for (const char *tag : { "v3.0.0", "sha-0123456", "v3", "latest" })
        QVERIFY(registry.pushImage(str("acme/web"), str(tag)));
    const Run r = run(args, env);
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QStringList lines = QString::fromUtf8(r.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 5);
    QVERIFY2(lines.at(1).startsWith(str("3.0.0\tsha256:")), qPrintable(lines.at(1)));
    QVERIFY2(
        lines.at(1).endsWith(
            str("helm install web oci://%1/charts/web --version 3.0.0 --plain-http").arg(registry.host())),
        qPrintable(lines.at(1)));
    QVERIFY2(lines.at(4).startsWith(str("latest\tsha256:")) && lines.at(4).contains(str("@sha256:")),
        qPrintable(lines.at(4)));

    // resolve prints what latest points at now; an unknown tag is exit 1 naming it.
    const QString chart = str("oci://%1/charts/web").arg(registry.host());
    const Run resolved = run({ str("resolve"), chart, str("latest"), str("--plain-http") }, env);
    QVERIFY2(resolved.exitCode == 0, resolved.err.constData());
    QCOMPARE(
        QString::fromUtf8(resolved.out), lines.at(4).section(QLatin1Char('\t'), 1, 1) + QLatin1Char('\n'));
    const Run missing = run({ str("resolve"), chart, str("v9"), str("--plain-http") }, env);
    QCOMPARE(missing.exitCode, 1);
    QVERIFY2(missing.err.contains(QStringLiteral("%1 has no tag v9").arg(chart).toUtf8()),
        missing.err.constData());
    QCOMPARE(run({ str("resolve"), chart }, env).exitCode, 2);
}

void TestCliPublish::dryRunPrintsVariantsAndPlan_data()
{
    QTest::addColumn<QStringList>("flags");
    QTest::addColumn<QStringList>("environment"); // NAME=value added
    QTest::addColumn<QStringList>("variantLines");
    QTest::newRow("a release from flags")
        << QStringList { str("--release-tag"), str("v1.2.3"), str("--sha"), str(Sha) } << QStringList()
        << QStringList {
               str("  v1.2.3, 1.2.3  Chart.version 1.2.3, appVersion v1.2.3, image ghcr.io/acme/web:v1.2.3"),
               str("  sha-0123456  Chart.version 1.2.3, appVersion sha-0123456, image "
                   "ghcr.io/acme/web:sha-0123456"),
               str("  v1  Chart.version 1.2.3, appVersion v1, image ghcr.io/acme/web:v1 (moves)"),
               str("  latest  Chart.version 1.2.3, appVersion latest, image ghcr.io/acme/web:latest "
                   "(moves)")
           };
    QTest::newRow("a main build from GitHub Actions")
        << QStringList { str("--from-ci") }
        << QStringList { str("GITHUB_SHA=") + str(Sha), str("GITHUB_REF_TYPE=branch"),
               str("GITHUB_REF_NAME=main") }
        << QStringList { str("  sha-0123456  Chart.version 0.0.0-sha-0123456, appVersion sha-0123456, image "
                             "ghcr.io/acme/web:sha-0123456"),
               str("  latest  Chart.version 0.0.0-sha-0123456, appVersion latest, image "
                   "ghcr.io/acme/web:latest (moves)") };
    QTest::newRow("another image repository and only two tag patterns")
        << QStringList { str("--release-tag"), str("v2.0.0"), str("--sha"), str(Sha), str("--image-repo"),
               str("registry.example.com/web"), str("--image-tags"), str("v{version}, latest") }
        << QStringList()
        << QStringList { str("  v2.0.0, 2.0.0  Chart.version 2.0.0, appVersion v2.0.0, image "
                             "registry.example.com/web:v2.0.0"),
               str("  latest  Chart.version 2.0.0, appVersion latest, image registry.example.com/web:latest "
                   "(moves)") };
}

void TestCliPublish::dryRunPrintsVariantsAndPlan()
{
    QFETCH(QStringList, flags);
    QFETCH(QStringList, environment);
    QFETCH(QStringList, variantLines);
    QTemporaryDir work;
    QProcessEnvironment env = CliTest::environment();
    for (const QString &v : environment)
        env.insert(v.section(QLatin1Char('='), 0, 0), v.section(QLatin1Char('='), 1));
    const Run r = run(withHelm(QStringList { str("publish"), str("--dry-run"), makeChart(work.path()),
                                   str("--registry"), str("oci://127.0.0.1:5000/charts") }
                          + flags),
        env);
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QStringList out = QString::fromUtf8(r.out).split(QLatin1Char('\n'));
    QVERIFY2(out.first().startsWith(str("Variants of web (")), r.out.constData());
    QCOMPARE(out.mid(1, variantLines.size()), variantLines);
    QVERIFY2(r.out.contains("to oci://127.0.0.1:5000/charts\n1. Read the commit time"), r.out.constData());
    QVERIFY(r.out.contains("Lint "));
}

void TestCliPublish::refuses_data()
{
    QTest::addColumn<QStringList>("args"); // after "publish <chart>"
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("error");
    QTest::newRow("no registry") << QStringList() << 2 << str("--registry oci://HOST/PATH is required");
    QTest::newRow("a registry that is not oci")
        << QStringList { str("--registry"), str("https://x.example.com") } << 2
        << str("https://x.example.com: a chart registry is oci://HOST/PATH");
    QTest::newRow("--from-ci with a tag") << QStringList { str("--registry"), str("oci://r.example.com/c"),
        str("--from-ci"), str("--release-tag"), str("v1.0.0") }
                                          << 2 << str("--from-ci takes the version from the CI");
    QTest::newRow("a release tag that is not SemVer") << QStringList { str("--registry"),
        str("oci://r.example.com/c"), str("--release-tag"), str("v1.0"), str("--sha"),
        str(Sha) } << 1 << str("the release tag \"v1.0\" (the command line) is not vMAJOR.MINOR.PATCH");
    QTest::newRow("a CA file that does not exist") << QStringList {
        str("--registry"), str("oci://r.example.com/c"), str("--ca-file"), str("/nonexistent/ca.pem")
    } << 2 << str("/nonexistent/ca.pem: no such file (--ca-file)");
    QTest::newRow("--image-keys with one key") << QStringList { str("--registry"),
        str("oci://r.example.com/c"), str("--image-keys"), str("image.repository") }
                                               << 2 << str("--image-keys takes two values keys");
    QTest::newRow("a chart outside git without a version") << QStringList { str("--registry"),
        str("oci://r.example.com/c") } << 1 << str("is not in a git work tree");
    QTest::newRow("--from-ci outside a CI") << QStringList { str("--registry"), str("oci://r.example.com/c"),
        str("--from-ci") } << 1 << str("no CI environment found");
}

void TestCliPublish::refuses()
{
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QString, error);
    QTemporaryDir work;
    QProcessEnvironment env = CliTest::environment();
    env.remove(str("GITHUB_SHA"));
    env.remove(str("CI_COMMIT_SHA"));
    const Run r = run(withHelm(QStringList { str("publish"), makeChart(work.path()) } + args), env);
    QCOMPARE(r.exitCode, exitCode);
    QVERIFY2(r.err.contains(error.toUtf8()), r.err.constData());
    QVERIFY(!r.out.contains("Variants of"));
}

void TestCliPublish::checksTheShaAgainstTheWorkTree_data()
{
    // "HEAD" in the flags stands for the work tree's commit.
    QTest::addColumn<QStringList>("flags");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("output"); // in stderr on failure, in stdout on success
    const QString refused = str("is not the commit the work tree of");
    QTest::newRow("a --sha that is not HEAD is refused")
        << QStringList { str("--sha"), str(Sha) } << 1 << refused;
    QTest::newRow("a release with a --sha that is not HEAD is refused")
        << QStringList { str("--release-tag"), str("v1.2.3"), str("--sha"), str(Sha) } << 1 << refused;
    QTest::newRow("a branch build with a --sha that is not HEAD is refused")
        << QStringList { str("--sha"), str(Sha), str("--branch"), str("main") } << 1 << refused;
    QTest::newRow("a --sha that is HEAD publishes") << QStringList { str("--release-tag"), str("v1.2.3"),
        str("--sha"), str("HEAD") } << 0 << str("  v1.2.3, 1.2.3  Chart.version 1.2.3, appVersion v1.2.3");
}

void TestCliPublish::checksTheShaAgainstTheWorkTree()
{
    QFETCH(QStringList, flags);
    QFETCH(int, exitCode);
    QFETCH(QString, output);
    QTemporaryDir work;
    const QString chart = makeChart(work.path());
    QByteArray head;
    QVERIFY(git(work.path(), { str("init"), str("-q"), str("-b"), str("main") }));
    QVERIFY(git(work.path(), { str("add"), str(".") }));
    QVERIFY(git(work.path(), { str("commit"), str("-q"), str("-m"), str("chart") }));
    QVERIFY(git(work.path(), { str("rev-parse"), str("HEAD") }, &head));
    QVERIFY(head != QByteArray(Sha));
    flags.replaceInStrings(QRegularExpression(str("^HEAD$")), QString::fromLatin1(head));
    QProcessEnvironment env = CliTest::environment();
    env.remove(str("GITHUB_SHA"));
    env.remove(str("CI_COMMIT_SHA"));
    const Run r = run(withHelm(QStringList { str("publish"), str("--dry-run"), chart, str("--registry"),
                                   str("oci://127.0.0.1:5000/charts") }
                          + flags),
        env);
    QCOMPARE(r.exitCode, exitCode);
    if (exitCode == 0) {
        QVERIFY2(r.out.contains(output.toUtf8()), r.out.constData());
    } else {
        QVERIFY2(r.err.contains(output.toUtf8()), r.err.constData());
        QVERIFY2(r.err.contains(head), r.err.constData()); // names the commit the tree is at
        QVERIFY(!r.out.contains("Variants of"));
    }
}

QTEST_GUILESS_MAIN(TestCliPublish)
#include "tst_clipublish.moc"
