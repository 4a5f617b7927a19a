// SPDX-License-Identifier: GPL-3.0-or-later
// OciClient against a real registry (Debian's docker-registry, distribution 2.8): a Helm chart
// pushed blob by blob and manifest by manifest, read back, re-tagged, mounted, listed, and pulled
// and rendered by the real Helm 3 and Helm 4.
#include "registry/credential.h"
#include "registry/ociclient.h"
#include "registry/ocireply.h"
#include "registryfixture.h"
#include "testutil.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace HelmDeck;

namespace {

const QString kUser = QStringLiteral("pusher");
const QString kPassword = QStringLiteral("oci-pw-canary");
const QString kRepo = QStringLiteral("charts/tiny");

QString str(const char *text)
{
    return QString::fromUtf8(text);
}

// Waits for finished(); false when it did not come.
bool done(OciReply *reply)
{
    QSignalSpy spy(reply, &OciReply::finished);
    return reply->isFinished() || spy.wait(30000);
}

bool writeFile(const QString &path, const QByteArray &content)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(content) == content.size();
}

struct Run
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

Run run(const QString &program, const QStringList &args, const QString &home,
    const QByteArray &input = QByteArray())
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    // Helm's config, cache and data, and the docker config it falls back to, all in the test's folder.
    env.insert(str("HELM_CONFIG_HOME"), home + str("/config"));
    env.insert(str("HELM_CACHE_HOME"), home + str("/cache"));
    env.insert(str("HELM_DATA_HOME"), home + str("/data"));
    env.insert(str("DOCKER_CONFIG"), home + str("/docker"));
    process.setProcessEnvironment(env);
    process.start(program, args);
    if (!input.isEmpty())
        process.write(input);
    process.closeWriteChannel();
    process.waitForFinished(60000);
    Run result;
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    result.out = process.readAllStandardOutput();
    result.err = process.readAllStandardError();
    return result;
}

} // namespace

class TestOciClient : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void pushedChartPullsWithHelm_data();
    void pushedChartPullsWithHelm();
    void registryErrors_data();
    void registryErrors();

private:
    QByteArray manifestFor(const QByteArray &config, const QByteArray &chart) const;
    TestUtil::RegistryFixture m_open;
    TestUtil::RegistryFixture m_auth;
    QTemporaryDir m_dir;
    QByteArray m_chart;
    QByteArray m_config;
};

void TestOciClient::initTestCase()
{
    QVERIFY(m_dir.isValid());
    if (!m_open.start())
        QFAIL(qPrintable(str("cannot start the open registry: ") + m_open.error()));
    if (!m_auth.start(kUser, kPassword))
        QFAIL(qPrintable(str("cannot start the htpasswd registry: ") + m_auth.error()));
    const QString helm = TestUtil::helm(4);
    QVERIFY2(!helm.isEmpty(), "Helm 4 is not configured (HELMDECK_HELM4)");
    const QString chart = m_dir.path() + str("/src/tiny");
    QVERIFY(writeFile(chart + str("/Chart.yaml"),
        "apiVersion: v2\nname: tiny\nversion: 0.1.0\nappVersion: \"1.0.0\"\ndescription: A tiny chart\n"));
    QVERIFY(writeFile(chart + str("/values.yaml"), "greeting: hello-from-oci\n"));
    QVERIFY(writeFile(chart + str("/templates/configmap.yaml"),
        "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: {{ .Release.Name }}-tiny\ndata:\n"
        "  greeting: {{ .Values.greeting | quote }}\n  appVersion: {{ .Chart.AppVersion | quote }}\n"));
    const Run package
        = run(helm, { str("package"), chart, str("-d"), m_dir.path() }, m_dir.path() + str("/home"));
    QVERIFY2(package.exitCode == 0, package.err.constData());
    m_chart = TestUtil::readFile(m_dir.path() + str("/tiny-0.1.0.tgz"));
    QVERIFY(!m_chart.isEmpty());
    // Chart.yaml as Helm's config blob: compact JSON in chart.Metadata's field order.
    m_config
        = R"({"name":"tiny","version":"0.1.0","description":"A tiny chart","apiVersion":"v2","appVersion":"1.0.0"})";
}

QByteArray TestOciClient::manifestFor(const QByteArray &config, const QByteArray &chart) const
{
    return QByteArray(
               R"({"schemaVersion":2,"config":{"mediaType":"application/vnd.cncf.helm.config.v1+json","digest":")")
        + OciClient::digestOf(config).toLatin1() + R"(","size":)" + QByteArray::number(config.size())
        + R"(},"layers":[{"mediaType":"application/vnd.cncf.helm.chart.content.v1.tar+gzip","digest":")"
        + OciClient::digestOf(chart).toLatin1() + R"(","size":)" + QByteArray::number(chart.size())
        + R"(}],"annotations":{"org.opencontainers.image.created":"2026-01-01T00:00:00Z",)"
          R"("org.opencontainers.image.description":"A tiny chart","org.opencontainers.image.title":"tiny",)"
          R"("org.opencontainers.image.version":"0.1.0"}})";
}

void TestOciClient::pushedChartPullsWithHelm_data()
{
    QTest::addColumn<bool>("basicAuth");
    QTest::newRow("an open registry") << false;
    QTest::newRow("a registry with htpasswd Basic auth") << true;
}

void TestOciClient::pushedChartPullsWithHelm()
{
    QFETCH(bool, basicAuth);
    const TestUtil::RegistryFixture &registry = basicAuth ? m_auth : m_open;
    OciClient client(registry.host());
    client.setPlainHttp(true);
    if (basicAuth) {
        Credential credential;
        credential.username = kUser;
        credential.secret = kPassword;
        client.setCredential(credential);
    }

    OciReply *ping = client.ping();
    QVERIFY(done(ping));
    QVERIFY2(ping->ok(), qPrintable(ping->errorString()));

    // Nothing there yet; upload both blobs; then the blob HEAD finds the chart (a pusher skips it).
    OciReply *before = client.blobExists(kRepo, OciClient::digestOf(m_config));
    QVERIFY(done(before));
    QVERIFY2(before->ok(), qPrintable(before->errorString()));
    QVERIFY(!before->exists());
    QCOMPARE(before->httpStatus(), 404);
    for (const QByteArray &blob : { m_config, m_chart }) {
        OciReply *upload = client.uploadBlob(kRepo, blob);
        QVERIFY(done(upload));
        QVERIFY2(upload->ok(), qPrintable(upload->errorString()));
        QCOMPARE(upload->digest(), OciClient::digestOf(blob));
        QVERIFY(!upload->mounted());
        QCOMPARE(upload->httpStatus(), 201);
    }
    OciReply *after = client.blobExists(kRepo, OciClient::digestOf(m_chart));
    QVERIFY(done(after));
    QVERIFY(after->ok() && after->exists());
    QCOMPARE(after->size(), qint64(m_chart.size()));

    // The manifest under 0.1.0, then the identical bytes under v0.1.0: one digest, ours.
    const QByteArray manifest = manifestFor(m_config, m_chart);
    const QString digest = OciClient::digestOf(manifest);
    for (const QString &tag : { str("0.1.0"), str("v0.1.0") }) {
        OciReply *put = client.putManifest(kRepo, tag, manifest);
        QVERIFY(done(put));
        QVERIFY2(put->ok(), qPrintable(put->errorString()));
        QCOMPARE(put->httpStatus(), 201);
        QCOMPARE(put->digest(), digest);
        OciReply *head = client.headManifest(kRepo, tag);
        QVERIFY(done(head));
        QVERIFY2(head->ok() && head->exists(), qPrintable(head->errorString()));
        QCOMPARE(head->digest(), digest);
        QCOMPARE(head->mediaType(), str(OciClient::OciManifest));
        QCOMPARE(head->size(), qint64(manifest.size()));
    }
    OciReply *get = client.getManifest(kRepo, digest);
    QVERIFY(done(get));
    QVERIFY2(get->ok(), qPrintable(get->errorString()));
    QCOMPARE(get->body(), manifest);

    // The chart blob, mounted into another repository of the same registry: 201, no upload.
    OciReply *mount = client.uploadBlob(str("charts/other"), m_chart, kRepo);
    QVERIFY(done(mount));
    QVERIFY2(mount->ok(), qPrintable(mount->errorString()));
    QVERIFY(mount->mounted());
    QCOMPARE(mount->httpStatus(), 201);
    // A blob the source repository does not have: 202, and the upload goes on in the session opened.
    OciReply *notMounted = client.uploadBlob(str("charts/other"), "not in charts/tiny", kRepo);
    QVERIFY(done(notMounted));
    QVERIFY2(notMounted->ok(), qPrintable(notMounted->errorString()));
    QVERIFY(!notMounted->mounted());
    QCOMPARE(notMounted->httpStatus(), 201);
    OciReply *landed = client.blobExists(str("charts/other"), OciClient::digestOf("not in charts/tiny"));
    QVERIFY(done(landed));
    QVERIFY(landed->ok() && landed->exists());

    // More tags, listed with n=2 (distribution 2.8 ignores n and answers everything at once, unsorted).
    QStringList expected { str("0.1.0"), str("v0.1.0") };
    for (int i = 1; i <= 4; ++i) {
        const QString tag = str("t%1").arg(i);
        OciReply *put = client.putManifest(kRepo, tag, manifest);
        QVERIFY(done(put));
        QVERIFY2(put->ok(), qPrintable(put->errorString()));
        expected.append(tag);
    }
    OciReply *list = client.listTags(kRepo, 2);
    QVERIFY(done(list));
    QVERIFY2(list->ok(), qPrintable(list->errorString()));
    QStringList tags = list->tags();
    std::sort(tags.begin(), tags.end());
    std::sort(expected.begin(), expected.end());
    QCOMPARE(tags, expected);

    // Real Helm pulls what the client pushed, and renders it.
    for (int major : { 3, 4 }) {
        const QString helm = TestUtil::helm(major);
        QVERIFY2(!helm.isEmpty(), qPrintable(str("Helm %1 is not configured").arg(major)));
        const QString home
            = m_dir.path() + str("/helm%1-%2").arg(major).arg(basicAuth ? str("auth") : str("open"));
        const QString registryConfig = home + str("/registry.json");
        if (basicAuth) {
            const Run login = run(helm,
                { str("registry"), str("login"), registry.host(), str("--username"), kUser,
                    str("--password-stdin"), str("--plain-http"), str("--registry-config"), registryConfig },
                home, kPassword.toUtf8());
            QVERIFY2(login.exitCode == 0, login.err.constData());
        }
        const QString out = home + str("/pulled");
        QVERIFY(QDir().mkpath(out));
        const Run pull = run(helm,
            { str("pull"), str("oci://") + registry.host() + QLatin1Char('/') + kRepo, str("--version"),
                str("0.1.0"), str("--plain-http"), str("-d"), out, str("--registry-config"), registryConfig },
            home);
        const QByteArray said = pull.err + pull.out; // Helm is moving "Digest:" from stderr to stdout
        QVERIFY2(pull.exitCode == 0, said.constData());
        QVERIFY2(said.contains(digest.toLatin1()), said.constData());
        QCOMPARE(TestUtil::readFile(out + str("/tiny-0.1.0.tgz")), m_chart);
        const Run render = run(helm, { str("template"), str("demo"), out + str("/tiny-0.1.0.tgz") }, home);
        QVERIFY2(render.exitCode == 0, render.err.constData());
        QVERIFY2(
            render.out.contains("name: demo-tiny") && render.out.contains("greeting: \"hello-from-oci\""),
            render.out.constData());
    }
}

void TestOciClient::registryErrors_data()
{
    QTest::addColumn<QString>("operation");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("text");

    QTest::newRow("a missing manifest is a 404 with the registry's error text") << str(
        "get-missing") << false << 404 << str("HTTP 404 Not Found: MANIFEST_UNKNOWN: manifest unknown");
    QTest::newRow("a HEAD of a missing manifest says it does not exist")
        << str("head-missing") << true << 404 << QString();
    QTest::newRow("the tags of an unknown repository are a 404 NAME_UNKNOWN")
        << str("tags-unknown") << false << 404 << str("NAME_UNKNOWN: repository name not known to registry");
    QTest::newRow("a manifest naming a missing blob is MANIFEST_BLOB_UNKNOWN with its digest")
        << str("put-missing-blob") << false << 400
        << str("MANIFEST_BLOB_UNKNOWN: blob unknown to registry: sha256:");
    QTest::newRow("a wrong password is the registry's 401")
        << str("wrong-password") << false << 401 << str("UNAUTHORIZED: authentication required");
    QTest::newRow("a tag with + is refused before anything is sent")
        << str("plus-tag") << false << 0 << str("OCI tags cannot hold '+'");
}

void TestOciClient::registryErrors()
{
    QFETCH(QString, operation);
    QFETCH(bool, ok);
    QFETCH(int, status);
    QFETCH(QString, text);

    OciClient client(operation == QLatin1String("wrong-password") ? m_auth.host() : m_open.host());
    client.setPlainHttp(true);
    OciReply *reply = nullptr;
    if (operation == QLatin1String("get-missing")) {
        reply = client.getManifest(kRepo, str("does-not-exist"));
    } else if (operation == QLatin1String("head-missing")) {
        reply = client.headManifest(kRepo, str("does-not-exist"));
    } else if (operation == QLatin1String("tags-unknown")) {
        reply = client.listTags(str("no/such/repo"));
    } else if (operation == QLatin1String("put-missing-blob")) {
        reply = client.putManifest(str("charts/broken"), str("1.0.0"), manifestFor("{}", "not uploaded"));
    } else if (operation == QLatin1String("wrong-password")) {
        Credential credential;
        credential.username = kUser;
        credential.secret = str("wrong");
        client.setCredential(credential);
        reply = client.putManifest(kRepo, str("1.0.0"), manifestFor(m_config, m_chart));
    } else {
        reply = client.putManifest(kRepo, str("1.0.0+build"), manifestFor(m_config, m_chart));
    }
    QVERIFY(done(reply));
    QCOMPARE(reply->ok(), ok);
    QCOMPARE(reply->httpStatus(), status);
    QVERIFY2(reply->errorString().contains(text), qPrintable(reply->errorString()));
    if (!ok)
        QVERIFY(!reply->errorString().contains(str("wrong")) || operation != QLatin1String("wrong-password"));
    if (operation == QLatin1String("head-missing"))
        QVERIFY(!reply->exists());
}

QTEST_GUILESS_MAIN(TestOciClient)
#include "tst_ociclient.moc"
