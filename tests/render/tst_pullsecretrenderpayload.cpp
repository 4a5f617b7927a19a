// SPDX-License-Identifier: GPL-3.0-or-later
// The pull-secret payload, credential errors and the canary that no secret leaks.
#include "pullsecretrendertest.h"

using namespace PullSecretRenderTest;

class TestPullSecretRenderPayload : public PullSecretRenderTestBase
{
    Q_OBJECT
private Q_SLOTS:
    void payload_data();
    void payload();
    void credentialErrors_data();
    void credentialErrors();
    void canary_data();
    void canary();
};

void TestPullSecretRenderPayload::payload_data()
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

void TestPullSecretRenderPayload::payload()
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

void TestPullSecretRenderPayload::credentialErrors_data()
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

void TestPullSecretRenderPayload::credentialErrors()
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

void TestPullSecretRenderPayload::canary_data()
{
    QTest::addColumn<int>("major");
    QTest::newRow("helm3") << 3;
    QTest::newRow("helm4") << 4;
}

void TestPullSecretRenderPayload::canary()
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
    QCOMPARE(s(config["data"]["API_TOKEN"]), Redactor::placeholderData());
    QCOMPARE(s(config["data"]["MODE"]), Redactor::placeholderData());
    QCOMPARE(s(load(*masked.find(
                 QStringLiteral("Secret"), QStringLiteral("pull-secret-shop")))["data"][".dockerconfigjson"]),
        Redactor::placeholderData());
    QVERIFY(redacted.contains(QByteArray("\"API_TOKEN\": " + Redactor::placeholderData().toUtf8() + ' '
        + Redactor::maskedComment().toUtf8())));

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

QTEST_GUILESS_MAIN(TestPullSecretRenderPayload)
#include "tst_pullsecretrenderpayload.moc"
