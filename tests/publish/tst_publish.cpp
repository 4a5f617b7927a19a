// SPDX-License-Identifier: GPL-3.0-or-later
// A whole publish against Debian's docker-registry: every variant tag created in push order and
// verified by digest, X.Y.Z and vX.Y.Z one digest, each tag installing its own image tag with real
// Helm 3 and 4; a rerun changes no fixed tag; a missing image uploads nothing; a fixed tag with
// other bytes is refused; a registry that goes away mid-publish leaves the moving tags alone.

#include "job/runner.h"
#include "publish/publishplanner.h"
#include "registry/ociclient.h"
#include "registry/ocireply.h"
#include "registryfixture.h"
#include "teststrings.h"
#include "testutil.h"

#include <QDir>
#include <QFile>
#include <QProcess>
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

/** Pushes a minimal image (one config blob, no layers) as @p repository:@p tag. */
bool pushImage(OciClient &client, const QString &repository, const QString &tag)
{
    const QByteArray config
        = "{\"architecture\":\"amd64\",\"os\":\"linux\",\"rootfs\":{\"type\":\"layers\",\"diff_ids\":[]}}";
    if (!wait(client.uploadBlob(repository, config)))
        return false;
    const QByteArray manifest
        = QStringLiteral("{\"schemaVersion\":2,\"mediaType\":\"application/vnd.oci.image.manifest.v1+json\","
                         "\"config\":{\"mediaType\":\"application/vnd.oci.image.config.v1+json\","
                         "\"digest\":\"%1\",\"size\":%2},\"layers\":[]}")
              .arg(OciClient::digestOf(config))
              .arg(config.size())
              .toUtf8();
    return wait(client.putManifest(repository, tag, manifest));
}

struct Outcome
{
    RunResult result;
    QStringList failedOrSkipped; // "title: state"
    QList<PublishedTag> tags;
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
        &runner, &Runner::stepFinished, &runner, [&](int i, StepState state, const QString &, qint64) {
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
        QVERIFY(pushImage(*m_client, str("acme/web"), str(tag)));
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
    QVERIFY(pushImage(*m_client, str("charts/web"), str("sha-0123456")));
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

QTEST_GUILESS_MAIN(TestPublish)
#include "tst_publish.moc"
