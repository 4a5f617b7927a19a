// SPDX-License-Identifier: GPL-3.0-or-later
// Pull secrets through RenderJob with the real Helm 3 and Helm 4: the release per mode, the same
// imagePullSecrets on every workload, credential errors failing the whole render, the resolution
// off the caller's thread, and a canary that must never show up where secrets must not be.

#include "chartfixtures.h"
#include "credentialfixture.h"
#include "model/globalsettings.h"
#include "render/renderjob.h"
#include "testutil.h"
#include "yamlpath.h"

#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <yaml-cpp/yaml.h>

using namespace HelmDeck;
using namespace YamlPath;

namespace {

const QString Registry = QStringLiteral("registry.example.com:5000"); // the shop app's image registry

/** The imagePullSecrets names of a pod spec. */
QStringList pullSecretNames(const YAML::Node &podSpec)
{
    QStringList out;
    for (const auto &ref : podSpec["imagePullSecrets"])
        out << s(ref["name"]);
    return out;
}

QByteArray authsConfig(const QString &host, const char *userColonPassword)
{
    return "{\"auths\":{\"" + host.toUtf8() + "\":{\"auth\":\"" + CredentialFixture::basic(userColonPassword)
        + "\"}}}";
}

} // namespace

class TestPullSecretRender : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void modes_data();
    void modes();
    void globalDefault_data();
    void globalDefault();
    void payload_data();
    void payload();
    void credentialErrors_data();
    void credentialErrors();
    void resolutionDoesNotBlock();
    void canary_data();
    void canary();

private:
    HelmTool realHelm(int major);
    /** A helm that logs every argv element (one per line) and the mode of each -f file to @p log, then runs
     * @p real. */
    QString recordingHelm(const QString &real, const QString &log);
    QTemporaryDir m_tmp;
};

HelmTool TestPullSecretRender::realHelm(int major)
{
    const QString path = ChartFixtures::helmPath(major);
    if (path.isEmpty()) {
        QTest::qFail(qPrintable(ChartFixtures::helmMissing(major)), __FILE__, __LINE__);
        return HelmTool();
    }
    return HelmTool::detect(path);
}

QString TestPullSecretRender::recordingHelm(const QString &real, const QString &log)
{
    static int n = 0;
    return ChartFixtures::writeScript(m_tmp.path(), QStringLiteral("recording-helm-%1").arg(++n),
        "log='" + log.toLocal8Bit()
            + "'\nprev=\nfor a in \"$@\"; do printf '%s\\n' \"$a\" >> \"$log\"\n"
              "  if [ \"$prev\" = -f ]; then printf 'mode %s\\n' \"$(stat -c %a \"$a\")\" >> \"$log\"; fi; "
              "prev=$a; done\n"
              "exec '"
            + real.toLocal8Bit() + "' \"$@\"\n");
}

void TestPullSecretRender::modes_data()
{
    QTest::addColumn<int>("major");
    QTest::addColumn<QString>("mode");
    QTest::addColumn<QStringList>("named");
    QTest::addColumn<bool>("credentials"); // docker config has auths for the image's registry
    QTest::addColumn<QStringList>("expected"); // imagePullSecrets on every workload
    QTest::addColumn<bool>("release"); // pull-secret-shop rendered
    const QStringList ps { QStringLiteral("pull-secret-shop") };
    const QStringList named { QStringLiteral("regcred"), QStringLiteral("backup-cred"),
        QStringLiteral("regcred") };
    for (int major : { 3, 4 }) {
        const QByteArray h = "helm" + QByteArray::number(major) + ' ';
        auto row
            = [&h](const char *tag) -> QTestData & { return QTest::newRow(QByteArray(h + tag).constData()); };
        row("credentials, private registry")
            << major << QStringLiteral("fromCredentials") << QStringList() << true << ps << true;
        row("credentials, public registry")
            << major << QStringLiteral("fromCredentials") << QStringList() << false << QStringList() << false;
        row("named secrets") << major << QStringLiteral("namedSecrets") << named << true
                             << QStringList { QStringLiteral("regcred"), QStringLiteral("backup-cred") }
                             << false;
        row("names win over credentials")
            << major << QStringLiteral("fromCredentials") << QStringList { QStringLiteral("mine") } << true
            << QStringList { QStringLiteral("mine") } << false;
        row("none") << major << QStringLiteral("none") << QStringList() << true << QStringList() << false;
    }
}

void TestPullSecretRender::modes()
{
    QFETCH(int, major);
    QFETCH(QString, mode);
    QFETCH(QStringList, named);
    QFETCH(bool, credentials);
    QFETCH(QStringList, expected);
    QFETCH(bool, release);
    const HelmTool helm = realHelm(major);
    if (!helm.isValid())
        QFAIL(qPrintable(helm.error));
    CredentialFixture fixture;
    QVERIFY(fixture.isValid());
    fixture.writeDockerConfig(
        credentials ? authsConfig(Registry, "shop-user:shop-pass-4c1d") : QByteArray("{}"));

    Project p = ChartFixtures::storageProject();
    App &app = p.apps[0];
    QVERIFY(PullSecretSettings::parseMode(mode, &app.pullSecret.mode));
    app.imagePullSecrets = named;
    RenderResult r;
    QString why;
    QVERIFY2(ChartFixtures::render(helm, p, &r, &why, QString(), fixture.environment()), qPrintable(why));
    QVERIFY2(r.ok, qPrintable(r.errorText));
    QCOMPARE(r.manifests.releases().contains(QStringLiteral("pull-secret-shop")), release);
    QCOMPARE(
        r.manifests.find(QStringLiteral("Secret"), QStringLiteral("pull-secret-shop")) != nullptr, release);
    if (release)
        QCOMPARE(
            r.manifests.releases().indexOf(QStringLiteral("pull-secret-shop")), 1); // right after config-shop

    int workloads = 0;
    for (const Manifest &m : r.manifests.forRelease(QStringLiteral("shop"))) {
        const YAML::Node doc = load(m);
        YAML::Node pod;
        if (m.kind == QLatin1String("Deployment"))
            pod = at(doc, QStringLiteral("spec.template.spec"));
        else if (m.kind == QLatin1String("CronJob"))
            pod = at(doc, QStringLiteral("spec.jobTemplate.spec.template.spec"));
        else
            continue;
        ++workloads;
        QCOMPARE(pullSecretNames(pod), expected);
        QCOMPARE(m.yaml.contains(QLatin1String("imagePullSecrets")), !expected.isEmpty());
    }
    QCOMPARE(workloads, 3 + 2); // three Deployments, two CronJobs

    QString output;
    const int rc = ChartFixtures::validateSchema(r.manifests.toYaml(true).toUtf8(), &output);
    if (rc < 0)
        QFAIL(qPrintable(output));
    QVERIFY2(rc == 0, qPrintable(output));
}

void TestPullSecretRender::globalDefault_data()
{
    QTest::addColumn<int>("major");
    QTest::addColumn<QString>("mode");
    QTest::addColumn<QStringList>("own"); // the app's own imagePullSecrets
    QTest::addColumn<QStringList>("global"); // the user's default (GlobalSettings)
    QTest::addColumn<QStringList>("expected"); // on every Deployment and CronJob
    QTest::addColumn<bool>("release"); // pull-secret-shop rendered
    const QStringList global { QStringLiteral("regcred"), QStringLiteral("other") };
    for (int major : { 3, 4 }) {
        const QByteArray h = "helm" + QByteArray::number(major) + ' ';
        auto row
            = [&h](const char *tag) -> QTestData & { return QTest::newRow(QByteArray(h + tag).constData()); };
        row("global default") << major << QStringLiteral("fromCredentials") << QStringList() << global
                              << global << false;
        row("app list wins") << major << QStringLiteral("fromCredentials")
                             << QStringList { QStringLiteral("mine") } << global
                             << QStringList { QStringLiteral("mine") } << false;
        row("no default: credentials")
            << major << QStringLiteral("fromCredentials") << QStringList() << QStringList()
            << QStringList { QStringLiteral("pull-secret-shop") } << true;
        row("none stays none") << major << QStringLiteral("none") << QStringList() << global << QStringList()
                               << false;
    }
}

// The user's default image-pull-secrets through RenderJob, as the preview and the CLI apply them.
void TestPullSecretRender::globalDefault()
{
    QFETCH(int, major);
    QFETCH(QString, mode);
    QFETCH(QStringList, own);
    QFETCH(QStringList, global);
    QFETCH(QStringList, expected);
    QFETCH(bool, release);
    const HelmTool helm = realHelm(major);
    if (!helm.isValid())
        QFAIL(qPrintable(helm.error));
    CredentialFixture fixture;
    QVERIFY(fixture.isValid());
    // credentials exist for the image's registry: only the default keeps them out
    fixture.writeDockerConfig(authsConfig(Registry, "shop-user:shop-pass-4c1d"));

    Project p = ChartFixtures::storageProject();
    QVERIFY(PullSecretSettings::parseMode(mode, &p.apps[0].pullSecret.mode));
    p.apps[0].imagePullSecrets = own;
    GlobalSettings settings;
    settings.imagePullSecrets = global;
    RenderResult r;
    QString why;
    QVERIFY2(ChartFixtures::render(helm, settings.applied(p), &r, &why, QString(), fixture.environment()),
        qPrintable(why));
    QVERIFY2(r.ok, qPrintable(r.errorText));
    QCOMPARE(r.manifests.releases().contains(QStringLiteral("pull-secret-shop")), release);
    QCOMPARE(
        r.manifests.find(QStringLiteral("Secret"), QStringLiteral("pull-secret-shop")) != nullptr, release);

    int deployments = 0;
    int cronJobs = 0;
    for (const Manifest &m : r.manifests.forRelease(QStringLiteral("shop"))) {
        const YAML::Node doc = load(m);
        YAML::Node pod;
        if (m.kind == QLatin1String("Deployment")) {
            pod = at(doc, QStringLiteral("spec.template.spec"));
            ++deployments;
        } else if (m.kind == QLatin1String("CronJob")) {
            pod = at(doc, QStringLiteral("spec.jobTemplate.spec.template.spec"));
            ++cronJobs;
        } else {
            continue;
        }
        QVERIFY2(pullSecretNames(pod) == expected,
            qPrintable(m.kind + QLatin1Char(' ') + m.name + QStringLiteral(": ")
                + pullSecretNames(pod).join(QLatin1Char(','))));
    }
    QCOMPARE(deployments, 3);
    QCOMPARE(cronJobs, 2);
    QString output;
    const int rc = ChartFixtures::validateSchema(r.manifests.toYaml(true).toUtf8(), &output);
    if (rc < 0)
        QFAIL(qPrintable(output));
    QVERIFY2(rc == 0, qPrintable(output));
}

void TestPullSecretRender::payload_data()
{
    QTest::addColumn<int>("major");
    QTest::addColumn<bool>("override"); // the pull secret form's registry/username/password
    for (int major : { 3, 4 }) {
        QTest::newRow(QByteArray("helm" + QByteArray::number(major) + " config files").constData())
            << major << false;
        QTest::newRow(QByteArray("helm" + QByteArray::number(major) + " form overrides").constData())
            << major << true;
    }
}

void TestPullSecretRender::payload()
{
    QFETCH(int, major);
    QFETCH(bool, override);
    const HelmTool helm = realHelm(major);
    if (!helm.isValid())
        QFAIL(qPrintable(helm.error));
    CredentialFixture fixture;
    QVERIFY(fixture.isValid());
    // the image's registry, plus one the app does not use: only the first may end up in the Secret
    fixture.writeDockerConfig("{\"auths\":{\"" + Registry.toUtf8() + "\":{\"auth\":\""
        + CredentialFixture::basic("cfg-user:cfg-pass-1a") + "\"},\"other.example.com\":{\"auth\":\""
        + CredentialFixture::basic("o:other-pass-2b") + "\"}}}");
    App app = ChartFixtures::shopApp();
    if (override) {
        app.pullSecret.registry = Registry;
        app.pullSecret.username = QStringLiteral("form-user");
        app.pullSecret.password = QStringLiteral("form-pass-3c");
    }
    RenderResult r;
    QString why;
    QVERIFY2(
        ChartFixtures::render(helm, ChartFixtures::project(app), &r, &why, QString(), fixture.environment()),
        qPrintable(why));
    QVERIFY2(r.ok, qPrintable(r.errorText));
    const Manifest *m = r.manifests.find(QStringLiteral("Secret"), QStringLiteral("pull-secret-shop"));
    QVERIFY(m);
    QCOMPARE(m->release, QStringLiteral("pull-secret-shop"));
    const YAML::Node secret = load(*m);
    QCOMPARE(s(secret["type"]), QStringLiteral("kubernetes.io/dockerconfigjson"));
    QCOMPARE(s(secret["metadata"]["namespace"]), QStringLiteral("shop-prod"));
    QCOMPARE(secret["data"].size(), std::size_t(1));
    const QByteArray json
        = QByteArray::fromBase64(QByteArray::fromStdString(secret["data"][".dockerconfigjson"].Scalar()),
            QByteArray::AbortOnBase64DecodingErrors);
    const QJsonObject auths
        = QJsonDocument::fromJson(json).object().value(QStringLiteral("auths")).toObject();
    QCOMPARE(auths.keys(), QStringList { Registry });
    const QJsonObject entry = auths.value(Registry).toObject();
    const QString user = override ? QStringLiteral("form-user") : QStringLiteral("cfg-user");
    const QString pass = override ? QStringLiteral("form-pass-3c") : QStringLiteral("cfg-pass-1a");
    QCOMPARE(entry.value(QStringLiteral("username")).toString(), user);
    QCOMPARE(entry.value(QStringLiteral("password")).toString(), pass);
    QCOMPARE(entry.value(QStringLiteral("auth")).toString(),
        QString::fromLatin1((user + QLatin1Char(':') + pass).toUtf8().toBase64()));
}

void TestPullSecretRender::credentialErrors_data()
{
    QTest::addColumn<QByteArray>("config");
    QTest::addColumn<QString>("image");
    QTest::addColumn<QStringList>("named"); // what the finding must name
    QTest::newRow("helper fails") << QByteArray("{\"credHelpers\":{\"fail.example.com\":\"test\"}}")
                                  << QStringLiteral("fail.example.com/shop:1")
                                  << QStringList { QStringLiteral("docker-credential-test"),
                                         QStringLiteral("keychain locked") };
    QTest::newRow("helper prints garbage")
        << QByteArray("{\"credHelpers\":{\"garbage.example.com\":\"test\"}}")
        << QStringLiteral("garbage.example.com/shop:1")
        << QStringList { QStringLiteral("docker-credential-test") };
    QTest::newRow("helper missing") << QByteArray("{\"credsStore\":\"nosuchstore\"}")
                                    << QStringLiteral("ghcr.io/acme/shop:1")
                                    << QStringList { QStringLiteral("docker-credential-nosuchstore") };
    QTest::newRow("config not JSON") << QByteArray("{\"auths\": {") << QStringLiteral("ghcr.io/acme/shop:1")
                                     << QStringList { QStringLiteral("config.json") };
    QTest::newRow("identity token") << QByteArray("{\"credHelpers\":{\"token.example.com\":\"test\"}}")
                                    << QStringLiteral("token.example.com/shop:1")
                                    << QStringList { QStringLiteral("token") };
}

void TestPullSecretRender::credentialErrors()
{
    QFETCH(QByteArray, config);
    QFETCH(QString, image);
    QFETCH(QStringList, named);
    const QString real = ChartFixtures::helmPath(4);
    if (real.isEmpty())
        QFAIL(qPrintable(ChartFixtures::helmMissing(4)));
    CredentialFixture fixture;
    QVERIFY(fixture.isValid());
    fixture.writeDockerConfig(config);
    const QString log = m_tmp.filePath(
        QStringLiteral("errors-%1.log")
            .arg(QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('-'))));
    App app = ChartFixtures::shopApp();
    app.image = image;
    RenderResult r;
    QString why;
    QVERIFY2(ChartFixtures::render(HelmTool::detect(recordingHelm(real, log)), ChartFixtures::project(app),
                 &r, &why, QString(), fixture.environment()),
        qPrintable(why));
    QVERIFY(!r.ok);
    QVERIFY(!r.cancelled);
    QVERIFY2(r.manifests.isEmpty(), "nothing is rendered half-way");
    Findings errors;
    for (const Finding &f : r.findings) {
        if (f.severity == Finding::Severity::Error)
            errors << f;
    }
    QCOMPARE(errors.size(), 1);
    QCOMPARE(errors.first().fieldPath, QStringLiteral("apps[shop].pullSecret"));
    for (const QString &word : named)
        QVERIFY2(errors.first().message.contains(word), qPrintable(errors.first().message));
    QVERIFY2(r.errorText.contains(named.first()), qPrintable(r.errorText));
    // helm never ran a template: not even the config release came before the failure
    QVERIFY2(!TestUtil::readFile(log).contains("template"), TestUtil::readFile(log).constData());
}

void TestPullSecretRender::resolutionDoesNotBlock()
{
    const HelmTool helm = realHelm(4);
    if (!helm.isValid())
        QFAIL(qPrintable(helm.error));
    CredentialFixture fixture;
    QVERIFY(fixture.isValid());
    fixture.writeDockerConfig("{\"credHelpers\":{\"slow.example.com\":\"test\"}}"); // the helper sleeps 5 s
    App app = ChartFixtures::shopApp();
    app.image = QStringLiteral("slow.example.com/shop:1");
    RenderJob job(helm);
    job.setCredentialEnvironment(fixture.environment());
    job.setCredentialHelperTimeout(1500);
    QSignalSpy spy(&job, &RenderJob::finished);
    int ticks = 0;
    QTimer ticker;
    connect(&ticker, &QTimer::timeout, this, [&ticks] { ++ticks; });
    ticker.start(100);
    QElapsedTimer timer;
    timer.start();
    job.start(ChartFixtures::project(app));
    QVERIFY2(timer.elapsed() < 500, "start() must not wait for credential helpers");
    QVERIFY(job.isRunning());
    QVERIFY(spy.wait(10000));
    QVERIFY2(ticks >= 8,
        qPrintable(QStringLiteral("the event loop ran only %1 ticks while the helper worked").arg(ticks)));
    const auto r = spy.at(0).at(0).value<RenderResult>();
    QVERIFY(!r.ok && !r.cancelled);
    QVERIFY(r.manifests.isEmpty());
    QVERIFY2(r.errorText.contains(QLatin1String("docker-credential-test")), qPrintable(r.errorText));

    // cancel while the helper runs: finished() at once; the late outcome is dropped
    job.setCredentialHelperTimeout(1000);
    QSignalSpy spy2(&job, &RenderJob::finished);
    job.start(ChartFixtures::project(app));
    QTest::qWait(100);
    timer.restart();
    job.cancel();
    QVERIFY(spy2.wait(2000));
    QVERIFY(timer.elapsed() < 500);
    QTest::qWait(1500); // the worker's outcome arrives here and must not emit again
    QCOMPARE(spy2.count(), 1);
    QVERIFY(spy2.at(0).at(0).value<RenderResult>().cancelled);
}

void TestPullSecretRender::canary_data()
{
    QTest::addColumn<int>("major");
    QTest::newRow("helm3") << 3;
    QTest::newRow("helm4") << 4;
}

void TestPullSecretRender::canary()
{
    QFETCH(int, major);
    const QString real = ChartFixtures::helmPath(major);
    if (real.isEmpty())
        QFAIL(qPrintable(ChartFixtures::helmMissing(major)));
    const QString envCanary = QStringLiteral("canary-env-3b9f0d");
    const QString regCanary = QStringLiteral("canary-reg-8e21aa");
    CredentialFixture fixture;
    QVERIFY(fixture.isValid());
    fixture.writeDockerConfig(authsConfig(Registry, "cfg-user:cfg-pass-1a"));

    Project p = ChartFixtures::storageProject();
    App &app = p.apps[0];
    EnvVar secretVar;
    secretVar.name = QStringLiteral("API_TOKEN");
    secretVar.value = envCanary; // filled in from the keychain by the caller
    secretVar.secret = true;
    EnvVar plainVar;
    plainVar.name = QStringLiteral("MODE");
    plainVar.value = QStringLiteral("0755");
    app.env = { plainVar, secretVar };
    app.pullSecret.registry = Registry;
    app.pullSecret.username = QStringLiteral("deploy");
    app.pullSecret.password = regCanary;

    // every temp file RenderJob (and helm) makes lands in a dir of our own, scanned afterwards
    QTemporaryDir tmpRoot(m_tmp.filePath(QStringLiteral("tmp-XXXXXX")));
    QVERIFY(tmpRoot.isValid());
    const QByteArray oldTmp = qgetenv("TMPDIR");
    qputenv("TMPDIR", tmpRoot.path().toLocal8Bit());
    const QString log = m_tmp.filePath(QStringLiteral("canary-argv-%1.log").arg(major));
    RenderResult r;
    QString why;
    const bool rendered = ChartFixtures::render(
        HelmTool::detect(recordingHelm(real, log)), p, &r, &why, QString(), fixture.environment());
    if (oldTmp.isNull())
        qunsetenv("TMPDIR");
    else
        qputenv("TMPDIR", oldTmp);
    QVERIFY2(rendered, qPrintable(why));
    QVERIFY2(r.ok, qPrintable(r.errorText));

    // the forms a canary can take in output: as is, base64 alone, and inside "user:password"
    const QList<QByteArray> forms = { envCanary.toUtf8(), envCanary.toUtf8().toBase64(), regCanary.toUtf8(),
        regCanary.toUtf8().toBase64(), QByteArray("deploy:" + regCanary.toUtf8()).toBase64() };
    const QByteArray revealed = r.manifests.toYaml(true).toUtf8();
    // the test can fail: the unredacted text does carry both (the env value base64-encoded; the
    // registry password inside the base64 of the whole .dockerconfigjson)
    QVERIFY(revealed.contains(envCanary.toUtf8().toBase64()));
    const Manifest *ps = r.manifests.find(QStringLiteral("Secret"), QStringLiteral("pull-secret-shop"));
    QVERIFY(ps);
    const QByteArray payload
        = QByteArray::fromBase64(QByteArray::fromStdString(load(*ps)["data"][".dockerconfigjson"].Scalar()));
    QVERIFY(payload.contains(regCanary.toUtf8()));

    const QByteArray redacted = r.manifests.toYaml().toUtf8();
    const QByteArray payloadBase64
        = QByteArray::fromStdString(load(*ps)["data"][".dockerconfigjson"].Scalar());
    QVERIFY2(!redacted.contains(payloadBase64), "the pull secret payload is masked");
    for (const QByteArray &form : forms) {
        QVERIFY2(!redacted.contains(form), form.constData());
        QVERIFY2(!r.manifests.redacted().toYaml(true).toUtf8().contains(form), form.constData());
        QVERIFY2(!r.manifests.releaseYaml(QStringLiteral("config-shop")).toUtf8().contains(form),
            form.constData());
        QVERIFY2(!r.errorText.toUtf8().contains(form), form.constData());
        for (const Finding &f : r.findings)
            QVERIFY2(!f.message.toUtf8().contains(form), qPrintable(f.message));
    }
    // the keys stay visible, their values are the mask
    const ManifestSet masked = r.manifests.redacted();
    const YAML::Node config = load(*masked.find(QStringLiteral("Secret"), QStringLiteral("config-shop")));
    QCOMPARE(s(config["data"]["API_TOKEN"]), Redactor::defaultMask());
    QCOMPARE(s(config["data"]["MODE"]), Redactor::defaultMask());
    QCOMPARE(s(load(*masked.find(
                 QStringLiteral("Secret"), QStringLiteral("pull-secret-shop")))["data"][".dockerconfigjson"]),
        Redactor::defaultMask());
    QVERIFY(redacted.contains(QByteArray("\"API_TOKEN\": " + Redactor::defaultMask().toUtf8())));

    // helm's argv: never a secret; secrets came in -f files that were private while they existed
    const QByteArray argv = TestUtil::readFile(log);
    QVERIFY(argv.contains("config-shop") && argv.contains("pull-secret-shop"));
    for (const QByteArray &form : forms)
        QVERIFY2(!argv.contains(form), form.constData());
    QVERIFY2(!argv.contains("--set"), argv.constData());
    QCOMPARE(argv.count("\n-f\n"), 2); // config-shop and pull-secret-shop
    QCOMPARE(argv.count("mode 600\n"), 2);

    // nothing left behind in the temp dir, and no file in it ever held a canary when the job ended
    QDirIterator it(
        tmpRoot.path(), QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden, QDirIterator::Subdirectories);
    QStringList left;
    while (it.hasNext()) {
        const QString path = it.next();
        left << path;
        if (QFileInfo(path).isFile()) {
            const QByteArray bytes = TestUtil::readFile(path);
            for (const QByteArray &form : forms)
                QVERIFY2(!bytes.contains(form), qPrintable(path));
        }
    }
    // the charts' folder is removed off the UI thread after the result (RenderJob): soon, not at once
    const auto leftOver = [&tmpRoot] {
        return QDir(tmpRoot.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden);
    };
    QTRY_VERIFY2_WITH_TIMEOUT(leftOver().isEmpty(), qPrintable(left.join(QLatin1Char('\n'))), 10000);
}

QTEST_GUILESS_MAIN(TestPullSecretRender)
#include "tst_pullsecretrender.moc"
