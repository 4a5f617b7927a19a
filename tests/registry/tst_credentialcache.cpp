// SPDX-License-Identifier: GPL-3.0-or-later
// The credential cache of the render path: a preview re-rendering on every edit runs the
// docker-credential helpers once, again only when a config file changed or the entry expired,
// and never remembers a failure. Counted with the fixture's logging helper and the real Helm 4.
#include "chartfixtures.h"
#include "credentialfixture.h"
#include "registry/credentialcache.h"
#include "registry/pullsecretresolution.h"
#include "render/renderjob.h"

#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTest>

#include <memory>

using namespace HelmDeck;

namespace {

App ghcrApp()
{
    App app = ChartFixtures::shopApp();
    app.image = QStringLiteral("ghcr.io/acme/shop:1"); // the fixture's helper answers for ghcr.io
    return app;
}

} // namespace

class TestCredentialCache : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void helperRunsOncePerChange_data();
    void helperRunsOncePerChange();
    void failuresAreNotCached();
    void entriesExpire();
    void keyFollowsWhatTheOutcomeDependsOn_data();
    void keyFollowsWhatTheOutcomeDependsOn();

private:
    /** One render with @p cache in @p env; false (with a failure message) when finished() did not come. */
    bool render(const Project &project, const QProcessEnvironment &env,
        const std::shared_ptr<CredentialCache> &cache, RenderResult *result);
    HelmTool m_helm;
};

void TestCredentialCache::initTestCase()
{
    const QString path = ChartFixtures::helmPath(4);
    if (path.isEmpty())
        QFAIL(qPrintable(ChartFixtures::helmMissing(4)));
    m_helm = HelmTool::detect(path);
    QVERIFY2(m_helm.isValid(), qPrintable(m_helm.error));
}

bool TestCredentialCache::render(const Project &project, const QProcessEnvironment &env,
    const std::shared_ptr<CredentialCache> &cache, RenderResult *result)
{
    RenderJob job(m_helm);
    job.setCredentialEnvironment(env);
    job.setCredentialCache(cache);
    QSignalSpy spy(&job, &RenderJob::finished);
    job.start(project);
    if (!spy.wait(30000))
        return false;
    *result = spy.at(0).at(0).value<RenderResult>();
    return true;
}

void TestCredentialCache::helperRunsOncePerChange_data()
{
    QTest::addColumn<bool>("helmFile"); // the helper is named in Helm's registry config, not Docker's
    QTest::addColumn<bool>("touchOnly"); // the change: same bytes, newer mtime
    QTest::newRow("docker config edited") << false << false;
    QTest::newRow("docker config touched") << false << true;
    QTest::newRow("helm registry config edited") << true << false;
}

void TestCredentialCache::helperRunsOncePerChange()
{
    QFETCH(bool, helmFile);
    QFETCH(bool, touchOnly);
    CredentialFixture fixture;
    QVERIFY(fixture.isValid());
    const QByteArray config = "{\"credHelpers\":{\"ghcr.io\":\"test\"}}";
    if (helmFile)
        fixture.writeHelmConfig(config);
    else
        fixture.writeDockerConfig(config);
    const QString file = helmFile ? fixture.helmConfigPath() : fixture.dockerConfigPath();
    auto cache = std::make_shared<CredentialCache>();
    const Project project = ChartFixtures::project(ghcrApp());

    RenderResult first;
    QVERIFY(render(project, fixture.environment(), cache, &first));
    QVERIFY2(first.ok, qPrintable(first.errorText));
    QVERIFY(first.manifests.find(QStringLiteral("Secret"), QStringLiteral("pull-secret-shop")));
    QCOMPARE(fixture.helperArgv().size(), 1);

    RenderResult second;
    QVERIFY(render(project, fixture.environment(), cache, &second));
    QVERIFY2(second.ok, qPrintable(second.errorText));
    QCOMPARE(fixture.helperArgv().size(), 1); // the second render used the cache
    QCOMPARE(second.manifests.toYaml(true), first.manifests.toYaml(true));

    // The file changes: the next render asks the helper again, and then that answer is kept.
    if (touchOnly) {
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadWrite));
        QVERIFY(f.setFileTime(QFileInfo(file).lastModified().addSecs(5), QFileDevice::FileModificationTime));
    } else if (helmFile) {
        fixture.writeHelmConfig("{\"credHelpers\": {\"ghcr.io\": \"test\"}, \"auths\": {}}");
    } else {
        fixture.writeDockerConfig("{\"credHelpers\": {\"ghcr.io\": \"test\"}, \"auths\": {}}");
    }
    RenderResult third;
    QVERIFY(render(project, fixture.environment(), cache, &third));
    QVERIFY2(third.ok, qPrintable(third.errorText));
    QCOMPARE(fixture.helperArgv().size(), 2);
    RenderResult fourth;
    QVERIFY(render(project, fixture.environment(), cache, &fourth));
    QCOMPARE(fixture.helperArgv().size(), 2);

    // Without a cache (the default), every render runs the helper.
    QVERIFY(render(project, fixture.environment(), nullptr, &fourth));
    QCOMPARE(fixture.helperArgv().size(), 3);
}

void TestCredentialCache::failuresAreNotCached()
{
    CredentialFixture fixture;
    QVERIFY(fixture.isValid());
    fixture.writeDockerConfig(
        "{\"credHelpers\":{\"fail.example.com\":\"test\"}}"); // exits 1: "keychain locked"
    App app = ChartFixtures::shopApp();
    app.image = QStringLiteral("fail.example.com/shop:1");
    auto cache = std::make_shared<CredentialCache>();
    for (int i = 1; i <= 2; ++i) {
        RenderResult r;
        QVERIFY(render(ChartFixtures::project(app), fixture.environment(), cache, &r));
        QVERIFY(!r.ok);
        QVERIFY2(r.errorText.contains(QLatin1String("keychain locked")), qPrintable(r.errorText));
        QCOMPARE(fixture.helperArgv().size(), i); // asked again every time
        QCOMPARE(cache->size(), 0);
    }
}

void TestCredentialCache::entriesExpire()
{
    CredentialFixture fixture;
    QVERIFY(fixture.isValid());
    fixture.writeDockerConfig("{\"credHelpers\":{\"ghcr.io\":\"test\"}}");
    CredentialCache cache(400);
    const QList<App> apps { ghcrApp() };
    PullSecretResolution::Outcome o
        = PullSecretResolution::resolve(apps, fixture.environment(), 5000, &cache);
    QVERIFY(o.payloads.contains(QStringLiteral("shop")));
    QCOMPARE(cache.size(), 1);
    o = PullSecretResolution::resolve(apps, fixture.environment(), 5000, &cache);
    QCOMPARE(fixture.helperArgv().size(), 1);
    QTRY_COMPARE_WITH_TIMEOUT(cache.size(), 0, 5000);
    o = PullSecretResolution::resolve(apps, fixture.environment(), 5000, &cache);
    QVERIFY(o.payloads.contains(QStringLiteral("shop")));
    QCOMPARE(fixture.helperArgv().size(), 2);
    cache.clear();
    QCOMPARE(cache.size(), 0);
    // ttl 0 turns it off
    cache.setTtl(0);
    PullSecretResolution::resolve(apps, fixture.environment(), 5000, &cache);
    PullSecretResolution::resolve(apps, fixture.environment(), 5000, &cache);
    QCOMPARE(fixture.helperArgv().size(), 4);
}

void TestCredentialCache::keyFollowsWhatTheOutcomeDependsOn_data()
{
    QTest::addColumn<QString>("change");
    QTest::addColumn<bool>("sameKey");
    QTest::newRow("nothing") << QString() << true;
    QTest::newRow("image") << QStringLiteral("image") << false;
    QTest::newRow("form password") << QStringLiteral("password") << false;
    QTest::newRow("form username") << QStringLiteral("username") << false;
    QTest::newRow("PATH (another helper)") << QStringLiteral("PATH") << false;
    QTest::newRow("DOCKER_CONFIG") << QStringLiteral("DOCKER_CONFIG") << false;
    QTest::newRow("docker config content") << QStringLiteral("docker") << false;
    QTest::newRow("helm registry config appears") << QStringLiteral("helm") << false;
    QTest::newRow("process command (not a credential input)") << QStringLiteral("command") << true;
}

void TestCredentialCache::keyFollowsWhatTheOutcomeDependsOn()
{
    QFETCH(QString, change);
    QFETCH(bool, sameKey);
    CredentialFixture fixture;
    QVERIFY(fixture.isValid());
    fixture.writeDockerConfig("{\"credHelpers\":{\"ghcr.io\":\"test\"}}");
    App app = ghcrApp();
    app.pullSecret.registry = QStringLiteral("ghcr.io");
    app.pullSecret.username = QStringLiteral("deploy");
    app.pullSecret.password = QStringLiteral("pw-1");
    QProcessEnvironment env = fixture.environment();
    const QByteArray before = CredentialCache::key(app, env);
    QCOMPARE(before.size(), 32); // a SHA-256, never the secret itself
    QVERIFY(!before.contains("pw-1"));

    if (change == QLatin1String("image"))
        app.image = QStringLiteral("ghcr.io/acme/shop:2");
    else if (change == QLatin1String("password"))
        app.pullSecret.password = QStringLiteral("pw-2");
    else if (change == QLatin1String("username"))
        app.pullSecret.username = QStringLiteral("other");
    else if (change == QLatin1String("PATH"))
        env.insert(
            QStringLiteral("PATH"), QStringLiteral("/nonexistent:") + env.value(QStringLiteral("PATH")));
    else if (change == QLatin1String("DOCKER_CONFIG"))
        env.insert(QStringLiteral("DOCKER_CONFIG"), fixture.dir() + QStringLiteral("/elsewhere"));
    else if (change == QLatin1String("docker"))
        fixture.writeDockerConfig("{\"credHelpers\":{\"ghcr.io\":\"tesu\"}}"); // same size, other helper
    else if (change == QLatin1String("helm"))
        fixture.writeHelmConfig("{}");
    else if (change == QLatin1String("command"))
        app.processes[0].command = QStringLiteral("other");
    QCOMPARE(CredentialCache::key(app, env) == before, sameKey);
}

QTEST_GUILESS_MAIN(TestCredentialCache)
#include "tst_credentialcache.moc"
