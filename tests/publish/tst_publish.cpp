// SPDX-License-Identifier: GPL-3.0-or-later
// A whole publish against Debian's docker-registry: every variant tag created in push order and
// verified by digest, X.Y.Z and vX.Y.Z one digest, each tag installing its own image tag with real
// Helm 3 and 4; a rerun changes no fixed tag; a missing image uploads nothing; a fixed tag with
// other bytes is refused; a registry that goes away mid-publish leaves the moving tags alone.

#include "faultproxy.h"
#include "job/runner.h"
#include "mockhttpserver.h"
#include "publish/publishplanner.h"
#include "registry/ociclient.h"
#include "registry/ocireply.h"
#include "registryfixture.h"
#include "teststrings.h"
#include "testutil.h"

#include <QDir>
#include <QFile>
#include <QHash>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace HelmDeck;
using namespace PublishTest;

namespace {

const char Sha[] = "0123456789abcdef0123456789abcdef01234567";
const QStringList Tags = strings({ "v1.2.3", "1.2.3", "sha-0123456", "v1", "latest" });

bool writeFile(const QString &path, const QByteArray &data)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

QString makeChart(const QString &root)
{
    const QString dir = root + str("/web");
    writeFile(dir + str("/Chart.yaml"), "apiVersion: v2\nname: web\nversion: 0.1.0\n");
    writeFile(dir + str("/values.yaml"), "image:\n  repository: example.invalid/web\n  tag: dev\n");
    writeFile(dir + str("/templates/pod.yaml"),
        "apiVersion: v1\nkind: Pod\nmetadata:\n  name: web\nspec:\n  containers:\n    - name: web\n      "
        "image: "
        "\"{{ .Values.image.repository }}:{{ .Values.image.tag }}\"\n");
    return dir;
}

/** Waits for @p reply (a child of a client on this thread). */
bool wait(OciReply *reply)
{
    if (!reply->isFinished()) {
        QSignalSpy spy(reply, &OciReply::finished);
        if (!spy.wait(30000))
            return false;
    }
    return reply->ok();
}

struct Outcome
{
    RunResult result;
    QStringList failedOrSkipped; // "title: state"
    QList<PublishedTag> tags;
    QStringList notPublished;
    QHash<QString, qint64> durationMs; // by step title
};

Outcome publish(const PublishRequest &request, const std::function<void(Runner &, int step)> &afterStep = {})
{
    Outcome out;
    const PublishPlan p = PublishPlanner::plan(request);
    if (hasErrors(p.findings)) {
        out.result.message = p.findings.first().message;
        return out;
    }
    Runner runner;
    QObject::connect(
        &runner, &Runner::stepFinished, &runner, [&](int i, StepState state, const QString &, qint64 ms) {
            out.durationMs.insert(p.plan.steps.at(i).title, ms);
            if (state != StepState::Succeeded)
                out.failedOrSkipped << p.plan.steps.at(i).title + str(": ") + stepStateName(state);
            if (afterStep)
                afterStep(runner, i);
        });
    QSignalSpy finished(&runner, &Runner::finished);
    runner.start(p.plan);
    finished.wait(300000);
    out.result = finished.value(0).value(0).value<RunResult>();
    out.tags = p.outcome->tags;
    out.notPublished = p.outcome->notPublished;
    return out;
}

QByteArray helm(int major, const QStringList &args, int *exitCode, const QString &home)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(str("HELM_CONFIG_HOME"), home + str("/config"));
    env.insert(str("HELM_CACHE_HOME"), home + str("/cache"));
    env.insert(str("HELM_DATA_HOME"), home + str("/data"));
    p.setProcessEnvironment(env);
    p.start(TestUtil::helm(major), args);
    p.waitForFinished(120000);
    *exitCode = p.exitCode();
    return p.readAllStandardOutput() + p.readAllStandardError();
}

} // namespace

class TestPublish : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void publishesEveryVariantAndHelmInstallsEach();
    void aMissingImageUploadsNothing();
    void aFixedTagWithOtherBytesIsRefused();
    void aRegistryGoneMidPublishLeavesTheMovingTags();
    void failuresStopBeforeTheMovingTags_data();
    void failuresStopBeforeTheMovingTags();
    void publishesPodinfoAndHelmInstallsEachTag();
    void otherImageKeysGetEachVariantsImage();

private:
    PublishRequest request(const QString &imageRepository);
    std::unique_ptr<TestUtil::RegistryFixture> m_registry;
    std::unique_ptr<OciClient> m_client;
    std::unique_ptr<QTemporaryDir> m_work;
};

void TestPublish::init()
{
    m_registry = std::make_unique<TestUtil::RegistryFixture>();
    QVERIFY2(m_registry->start(), qPrintable(m_registry->error()));
    m_client = std::make_unique<OciClient>(m_registry->host());
    m_client->setPlainHttp(true);
    m_work = std::make_unique<QTemporaryDir>();
    for (const char *tag : { "v1.2.3", "sha-0123456", "v1", "latest" })
        QVERIFY(m_registry->pushImage(str("acme/web"), str(tag)));
}

PublishRequest TestPublish::request(const QString &imageRepository)
{
    PublishRequest r;
    r.chartDir = makeChart(m_work->path());
    r.context = VersionContext::release(str("v1.2.3"), str(Sha), str("the test"));
    OciRepository::parse(str("oci://%1/charts").arg(m_registry->host()), &r.registry, nullptr);
    r.imageRepository = imageRepository;
    r.plainHttp = true;
    r.helm = HelmTool::detect(TestUtil::helm(4));
    r.environment.insert(str("SOURCE_DATE_EPOCH"), str("1700000000"));
    r.environment.insert(str("DOCKER_CONFIG"), m_work->path() + str("/no-docker"));
    r.environment.insert(str("HELM_REGISTRY_CONFIG"), m_work->path() + str("/no-helm.json"));
    return r;
}

void TestPublish::publishesEveryVariantAndHelmInstallsEach()
{
    const QString image = m_registry->host() + str("/acme/web");
    const Outcome first = publish(request(image));
    QVERIFY2(first.result.ok, qPrintable(first.result.message));
    QStringList tags;
    for (const PublishedTag &t : first.tags)
        tags << t.tag;
    QCOMPARE(tags, Tags);
    QCOMPARE(first.tags.at(0).digest, first.tags.at(1).digest); // vX.Y.Z and X.Y.Z: one package
    QVERIFY(first.tags.at(0).digest != first.tags.at(2).digest); // each image tag its own chart
    for (const PublishedTag &t : first.tags) {
        OciReply *head = m_client->headManifest(str("charts/web"), t.tag);
        QVERIFY(wait(head));
        QCOMPARE(head->digest(), t.digest);
    }

    const QString url = str("oci://%1/charts/web").arg(m_registry->host());
    for (int major : { 3, 4 }) {
        for (const PublishedTag &t : first.tags) {
            int code = 0;
            const QByteArray out = helm(major,
                { str("template"), str("x"), url + QLatin1Char('@') + t.digest, str("--plain-http") }, &code,
                m_work->path());
            QVERIFY2(code == 0, out.constData());
            QVERIFY2(out.contains(QStringLiteral("image: \"%1:%2\"").arg(image, t.appVersion).toUtf8()),
                out.constData());
        }
        int code = 0;
        const QByteArray out = helm(major,
            { str("template"), str("x"), url, str("--version"), str("1.2.3"), str("--plain-http") }, &code,
            m_work->path());
        QVERIFY2(code == 0, out.constData());
        QVERIFY2(out.contains(QStringLiteral("image: \"%1:v1.2.3\"").arg(image).toUtf8()), out.constData());
    }

    // The same publish again: reproducible packages, so no fixed tag is touched and nothing moves.
    const Outcome again = publish(request(image));
    QVERIFY2(again.result.ok, qPrintable(again.result.message));
    QCOMPARE(again.failedOrSkipped,
        strings({ "Read the commit time: skipped", "Push v1.2.3: skipped",
            "Tag 1.2.3 (the bytes of v1.2.3): skipped", "Push sha-0123456: skipped" }));
    for (int i = 0; i < Tags.size(); ++i)
        QCOMPARE(again.tags.at(i).digest, first.tags.at(i).digest);
}

void TestPublish::aMissingImageUploadsNothing()
{
    const Outcome o = publish(request(m_registry->host() + str("/acme/not-pushed")));
    QVERIFY(!o.result.ok);
    QVERIFY2(o.result.message.contains(str("the image %1/acme/not-pushed:").arg(m_registry->host())),
        qPrintable(o.result.message));
    QVERIFY2(o.result.message.contains(str("is not in its registry: push it first (no chart was uploaded)")),
        qPrintable(o.result.message));
    OciReply *tags = m_client->listTags(str("charts/web"));
    wait(tags);
    QVERIFY(tags->tags().isEmpty());
}

void TestPublish::aFixedTagWithOtherBytesIsRefused()
{
    // Someone published other bytes as sha-0123456 before: the publish stops before uploading.
    QVERIFY(m_registry->pushImage(str("charts/web"), str("sha-0123456")));
    const Outcome o = publish(request(m_registry->host() + str("/acme/web")));
    QVERIFY(!o.result.ok);
    QVERIFY2(o.result.message.startsWith(str(
                 "Check that the fixed tags are free: fixed tags are never overwritten: sha-0123456 holds ")),
        qPrintable(o.result.message));
    QVERIFY(o.tags.isEmpty());
    OciReply *latest = m_client->headManifest(str("charts/web"), str("latest"));
    QVERIFY(wait(latest));
    QVERIFY(!latest->exists());
}

void TestPublish::aRegistryGoneMidPublishLeavesTheMovingTags()
{
    PublishRequest r = request(m_registry->host() + str("/acme/web"));
    const PublishPlan p = PublishPlanner::plan(r);
    const int stopAfter = p.plan.indexOf(str("push-sha-0123456"));
    QVERIFY(stopAfter > 0);
    const Outcome o = publish(r, [&](Runner &, int step) {
        if (step == stopAfter)
            m_registry->stop();
    });
    QVERIFY(!o.result.ok);
    QVERIFY2(o.result.message.startsWith(str("Push v1: ")), qPrintable(o.result.message));
    QStringList tags;
    for (const PublishedTag &t : o.tags)
        tags << t.tag;
    QCOMPARE(tags, strings({ "v1.2.3", "1.2.3", "sha-0123456" }));
}

void TestPublish::failuresStopBeforeTheMovingTags_data()
{
    // A FaultProxy in front of the registry answers the chosen requests; "%HOST%" is the proxy.
    QTest::addColumn<QByteArray>("method");
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("status");
    QTest::addColumn<QStringList>("headers"); // "Name: value"; %REALM% is the token endpoint
    QTest::addColumn<int>("count"); // faulted requests, 0 = every one
    QTest::addColumn<bool>("bearer"); // the proxy asks for Bearer tokens from a token endpoint
    QTest::addColumn<QStringList>("message"); // fragments of the run's message; empty = it succeeds
    QTest::addColumn<QStringList>("published");
    const QString blobs = str("^/v2/charts/web/blobs/uploads/.+");
    QTest::newRow("a 500 on a blob upload fails naming the blob and the registry, and pushes no manifest")
        << QByteArray("PUT") << blobs << 500 << QStringList() << 0 << false
        << strings({ "Upload the packages: the ",
               " (sha256:", "): PUT http://%HOST%/v2/charts/web/blobs/uploads/", ": HTTP 500",
               "(already published: nothing; not published: v1.2.3, 1.2.3, sha-0123456, v1, latest)" })
        << QStringList();
    QTest::newRow("a 503 on a blob upload is sent again and the publish succeeds")
        << QByteArray("PUT") << blobs << 503 << QStringList() << 1 << false << QStringList() << Tags;
    QTest::newRow(
        "a 401 on a fixed tag's manifest PUT gets a new token once, then fails before vX and latest")
        << QByteArray("PUT") << str("^/v2/charts/web/manifests/sha-0123456$") << 401
        << strings({ "WWW-Authenticate: Bearer realm=\"%REALM%\",service=\"registry\"" }) << 0 << true
        << strings({ "Push sha-0123456: PUT http://%HOST%/v2/charts/web/manifests/sha-0123456: HTTP 401",
               "(already published: v1.2.3, 1.2.3; not published: sha-0123456, v1, latest)" })
        << strings({ "v1.2.3", "1.2.3" });
    QTest::newRow("a 429 with Retry-After on a manifest PUT waits and the publish succeeds")
        << QByteArray("PUT") << str("^/v2/charts/web/manifests/v1.2.3$") << 429
        << strings({ "Retry-After: 1" }) << 1 << false << QStringList() << Tags;
    QTest::newRow("a 500 on vX's manifest PUT leaves latest alone")
        << QByteArray("PUT") << str("^/v2/charts/web/manifests/v1$") << 500 << QStringList() << 0 << false
        << strings({ "Push v1: PUT http://%HOST%/v2/charts/web/manifests/v1: HTTP 500",
               "(already published: v1.2.3, 1.2.3, sha-0123456; not published: v1, latest)" })
        << strings({ "v1.2.3", "1.2.3", "sha-0123456" });
}

void TestPublish::failuresStopBeforeTheMovingTags()
{
    QFETCH(QByteArray, method);
    QFETCH(QString, path);
    QFETCH(int, status);
    QFETCH(QStringList, headers);
    QFETCH(int, count);
    QFETCH(bool, bearer);
    QFETCH(QStringList, message);
    QFETCH(QStringList, published);

    MockHttpServer tokens;
    QVERIFY(tokens.listen());
    int issued = 0;
    tokens.setHandler([&](const MockRequest &) {
        ++issued;
        return MockResponse { 200, { { "Content-Type", "application/json" } },
            "{\"token\":\"tok-" + QByteArray::number(issued) + "\",\"expires_in\":300}" };
    });
    const QByteArray realm = tokens.origin() + "/token";
    TestUtil::FaultProxy proxy(m_registry->port());
    QVERIFY(proxy.listen());
    if (bearer)
        proxy.requireBearer(realm);
    TestUtil::FaultRule rule;
    rule.method = method;
    rule.path = QRegularExpression(path);
    rule.status = status;
    rule.count = count;
    for (const QString &h : std::as_const(headers)) {
        rule.headers.append({ h.section(str(": "), 0, 0).toLatin1(),
            h.section(str(": "), 1).replace(str("%REALM%"), QString::fromLatin1(realm)).toLatin1() });
    }
    proxy.addRule(rule);

    PublishRequest r = request(proxy.host() + str("/acme/web"));
    OciRepository::parse(str("oci://%1/charts").arg(proxy.host()), &r.registry, nullptr);
    const Outcome o = publish(r);

    QCOMPARE(o.result.ok, message.isEmpty());
    for (const QString &fragment : std::as_const(message)) {
        const QString expected = QString(fragment).replace(str("%HOST%"), proxy.host());
        QVERIFY2(o.result.message.contains(expected),
            qPrintable(str("%1\n  lacks: %2").arg(o.result.message, expected)));
    }
    QStringList tags;
    for (const PublishedTag &t : o.tags)
        tags << t.tag;
    QCOMPARE(tags, published);
    if (!message.isEmpty())
        QCOMPARE(o.notPublished, Tags.mid(int(published.size())));
    // The registry itself: what the outcome lists is there, nothing else is.
    for (const QString &tag : Tags) {
        OciReply *head = m_client->headManifest(str("charts/web"), tag);
        QVERIFY(wait(head));
        QVERIFY2(head->exists() == published.contains(tag), qPrintable(tag));
    }
    const QRegularExpression manifests(str("^/v2/charts/web/manifests/"));
    if (published.isEmpty())
        QCOMPARE(proxy.count("PUT", manifests), 0);
    for (const char *moving : { "v1", "latest" }) {
        // A moving tag the outcome does not list was never sent, unless it is the one faulted.
        const QString target = str("/v2/charts/web/manifests/") + QLatin1String(moving);
        if (!published.contains(QLatin1String(moving)) && !rule.path.match(target).hasMatch())
            QCOMPARE(proxy.count("PUT", QRegularExpression(QLatin1Char('^') + target + QLatin1Char('$'))), 0);
    }
    if (status == 429) {
        const qint64 push = o.durationMs.value(str("Push v1.2.3"));
        QVERIFY2(push >= 1000, qPrintable(QString::number(push))); // it waited Retry-After
        QCOMPARE(proxy.count("PUT", rule.path), 2); // answered 429 once, then sent again
    }
    if (status == 503)
        QVERIFY(proxy.count("PUT", rule.path) > 1);
    if (bearer) {
        // One token per repository (acme/web for the images, charts/web), and one new one for
        // charts/web after the registry refused the cached one.
        int charts = 0;
        for (const MockRequest &t : tokens.requests())
            charts += t.target.contains("charts%2Fweb") || t.target.contains("charts/web") ? 1 : 0;
        QCOMPARE(charts, 2);
    }
}

void TestPublish::publishesPodinfoAndHelmInstallsEachTag()
{
    // The real podinfo chart, read in place (HELMDECK_REALWORLD_DIR, a CMake cache path).
    const QString chart = TestUtil::realworldDir() + str("/charts/podinfo");
    QVERIFY2(QFileInfo(chart + str("/Chart.yaml")).isFile(),
        qPrintable(str("%1/Chart.yaml is missing: configure with -DHELMDECK_REALWORLD_DIR=<the folder with "
                       "charts/podinfo>")
                       .arg(chart)));
    for (const char *tag : { "v1.2.3", "sha-0123456", "v1", "latest" })
        QVERIFY(m_registry->pushImage(str("stefanprodan/podinfo"), str(tag)));
    const QString image = m_registry->host() + str("/stefanprodan/podinfo");
    PublishRequest r = request(image);
    r.chartDir = chart;
    r.sourceDir = m_work->path(); // dated by SOURCE_DATE_EPOCH, not by the realworld folder's git
    const Outcome o = publish(r);
    QVERIFY2(o.result.ok, qPrintable(o.result.message));
    QStringList tags;
    for (const PublishedTag &t : o.tags)
        tags << t.tag;
    QCOMPARE(tags, Tags);
    QCOMPARE(o.tags.at(0).digest, o.tags.at(1).digest);

    const QString url = str("oci://%1/charts/podinfo").arg(m_registry->host());
    for (int major : { 3, 4 }) {
        for (const PublishedTag &t : o.tags) {
            const QString ref = url + QLatin1Char('@') + t.digest;
            int code = 0;
            QVERIFY(QDir().mkpath(m_work->path() + str("/pulled%1").arg(major)));
            QByteArray out = helm(major,
                { str("pull"), ref, str("--plain-http"), str("-d"),
                    m_work->path() + str("/pulled%1").arg(major) },
                &code, m_work->path());
            QVERIFY2(code == 0, out.constData());
            out = helm(major, { str("show"), str("chart"), ref, str("--plain-http") }, &code, m_work->path());
            QVERIFY2(code == 0, out.constData());
            QVERIFY2(
                out.contains(QStringLiteral("appVersion: %1\n").arg(t.appVersion).toUtf8()), out.constData());
            QVERIFY2(out.contains("version: 1.2.3\n"), out.constData());
            out = helm(major, { str("template"), str("x"), ref, str("--plain-http") }, &code, m_work->path());
            QVERIFY2(code == 0, out.constData());
            QVERIFY2(out.contains(QStringLiteral("image: \"%1:%2\"").arg(image, t.appVersion).toUtf8()),
                out.constData());
        }
    }
}

void TestPublish::otherImageKeysGetEachVariantsImage()
{
    // A chart that keeps its image under other keys: they are named, and each variant gets its tag.
    const QString dir = m_work->path() + str("/api");
    writeFile(dir + str("/Chart.yaml"), "apiVersion: v2\nname: api\nversion: 0.1.0\n");
    writeFile(dir + str("/values.yaml"),
        "app:\n  image:\n    name: example.invalid/api # set by CI\n    version: dev\n");
    writeFile(dir + str("/templates/pod.yaml"),
        "apiVersion: v1\nkind: Pod\nmetadata:\n  name: api\nspec:\n  containers:\n    - name: api\n      "
        "image: \"{{ .Values.app.image.name }}:{{ .Values.app.image.version }}\"\n");
    const QString image = m_registry->host() + str("/acme/web");
    PublishRequest r = request(image);
    r.chartDir = dir;
    r.repositoryKey = strings({ "app", "image", "name" });
    r.tagKey = strings({ "app", "image", "version" });
    const Outcome o = publish(r);
    QVERIFY2(o.result.ok, qPrintable(o.result.message));
    QCOMPARE(o.tags.size(), 5);
    const QString url = str("oci://%1/charts/api").arg(m_registry->host());
    for (const PublishedTag &t : o.tags) {
        int code = 0;
        const QByteArray out
            = helm(4, { str("template"), str("x"), url + QLatin1Char('@') + t.digest, str("--plain-http") },
                &code, m_work->path());
        QVERIFY2(code == 0, out.constData());
        QVERIFY2(out.contains(QStringLiteral("image: \"%1:%2\"").arg(image, t.appVersion).toUtf8()),
            out.constData());
    }
}

QTEST_GUILESS_MAIN(TestPublish)
#include "tst_publish.moc"
