// SPDX-License-Identifier: GPL-3.0-or-later
// ChartManifest: the config, layer and manifest of a chart artifact, byte for byte what `helm push`
// of the same package at the same time uploads (so the digests agree with Helm 3 and Helm 4).

#include "publish/chartmanifest.h"
#include "publish/chartpackager.h"
#include "registryfixture.h"
#include "teststrings.h"
#include "testutil.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <utime.h>

using namespace HelmDeck;
using namespace PublishTest;

namespace {

constexpr qint64 Created = 1700000000; // 2023-11-14T22:13:20Z

bool writeFile(const QString &path, const QByteArray &data)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

/** A chart whose metadata has every field Helm maps, and characters Go's JSON escapes. */
QString makeChart(const QString &root)
{
    const QString dir = root + str("/shop");
    writeFile(dir + str("/Chart.yaml"),
        "apiVersion: v2\nname: shop\nversion: 1.2.3\nappVersion: v1.2.3\n"
        "description: Shop & cart <beta>\nhome: https://shop.example.com\nicon: "
        "https://shop.example.com/i.png\n"
        "sources:\n  - https://git.example.com/shop\n  - https://mirror.example.com/shop\n"
        "keywords: [shop, cart]\nmaintainers:\n  - name: Ada\n    email: ada@example.com\n  - name: Bob\n"
        "    url: https://bob.example.com\nkubeVersion: \">=1.28.0-0\"\ntype: application\n"
        "annotations:\n  example.com/team: payments\n  org.opencontainers.image.title: overridden\n");
    writeFile(dir + str("/values.yaml"), "replicas: 1\n");
    writeFile(dir + str("/templates/cm.yaml"),
        "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: {{ .Release.Name }}\ndata:\n  v: {{ "
        ".Chart.AppVersion "
        "| quote }}\n");
    return dir;
}

} // namespace

class TestChartManifest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void describesTheArtifact();
    void digestEqualsHelmPush_data();
    void digestEqualsHelmPush();
};

void TestChartManifest::describesTheArtifact()
{
    QTemporaryDir work;
    ChartPackageRequest request;
    request.chartDir = makeChart(work.path());
    request.mtime = Created;
    const ChartPackage pkg = ChartPackager::package(request);
    QVERIFY2(pkg.ok(), qPrintable(pkg.error));
    const ChartManifest m = ChartManifest::build(pkg, QDateTime::fromSecsSinceEpoch(Created));
    QVERIFY2(m.error.isEmpty(), qPrintable(m.error));
    QCOMPARE(m.layer.data, pkg.archive);
    QCOMPARE(m.layer.digest, ChartManifest::digestOf(pkg.archive));
    QCOMPARE(m.manifestDigest, ChartManifest::digestOf(m.manifest));
    const QJsonObject manifest = QJsonDocument::fromJson(m.manifest).object();
    QCOMPARE(manifest.value(str("schemaVersion")).toInt(), 2);
    QCOMPARE(manifest.value(str("config")).toObject().value(str("digest")).toString(), m.config.digest);
    QCOMPARE(manifest.value(str("config")).toObject().value(str("mediaType")).toString(),
        str("application/vnd.cncf.helm.config.v1+json"));
    QCOMPARE(manifest.value(str("layers")).toArray().at(0).toObject().value(str("size")).toInt(),
        pkg.archive.size());
    const QJsonObject a = manifest.value(str("annotations")).toObject();
    QCOMPARE(a.value(str("org.opencontainers.image.created")).toString(), str("2023-11-14T22:13:20Z"));
    QCOMPARE(a.value(str("org.opencontainers.image.title")).toString(), str("shop")); // Helm's own wins
    QCOMPARE(a.value(str("org.opencontainers.image.source")).toString(), str("https://git.example.com/shop"));
    QCOMPARE(a.value(str("org.opencontainers.image.authors")).toString(), str("Ada (ada@example.com), Bob"));
    QCOMPARE(a.value(str("example.com/team")).toString(), str("payments"));
    QVERIFY2(m.config.data.contains("\"description\":\"Shop \\u0026 cart \\u003cbeta\\u003e\""),
        m.config.data.constData());
    // Same package, same time: same bytes; another appVersion: another artifact.
    QCOMPARE(ChartManifest::build(pkg, QDateTime::fromSecsSinceEpoch(Created)).manifest, m.manifest);
    request.appVersion = str("v1");
    const ChartPackage other = ChartPackager::package(request);
    QVERIFY(ChartManifest::build(other, QDateTime::fromSecsSinceEpoch(Created)).manifestDigest
        != m.manifestDigest);
}

void TestChartManifest::digestEqualsHelmPush_data()
{
    QTest::addColumn<int>("major");
    QTest::addColumn<QString>("chart"); // "fixture" or "podinfo"
    QTest::newRow("helm 3 pushes the same manifest bytes") << 3 << str("fixture");
    QTest::newRow("helm 4 pushes the same manifest bytes") << 4 << str("fixture");
    QTest::newRow("podinfo as helm 4 pushes it") << 4 << str("podinfo");
}

void TestChartManifest::digestEqualsHelmPush()
{
    QFETCH(int, major);
    QFETCH(QString, chart);
    const QString helm = TestUtil::helm(major);
    QVERIFY2(!helm.isEmpty(), "no helm of that major configured");
    QTemporaryDir work;
    ChartPackageRequest request;
    if (chart == QLatin1String("podinfo")) {
        if (TestUtil::realworldDir().isEmpty())
            QFAIL("../shared/realworld is absent: point HELMDECK_REALWORLD_DIR at a copy (a skip would count "
                  "as a pass)");
        request.chartDir = TestUtil::realworldDir() + str("/charts/podinfo");
    } else {
        request.chartDir = makeChart(work.path());
    }
    request.mtime = Created;
    const ChartPackage pkg = ChartPackager::package(request);
    QVERIFY2(pkg.ok(), qPrintable(pkg.error));
    const ChartManifest ours = ChartManifest::build(pkg, QDateTime::fromSecsSinceEpoch(Created));

    // helm push takes "created" from the file's mtime.
    const QString file = work.path() + QLatin1Char('/') + pkg.fileName();
    QVERIFY(writeFile(file, pkg.archive));
    struct utimbuf times
    {
        time_t(Created), time_t(Created)
    };
    QVERIFY(::utime(QFile::encodeName(file).constData(), &times) == 0);
    TestUtil::RegistryFixture registry;
    QVERIFY2(registry.start(), qPrintable(registry.error()));
    QProcess push;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(str("HELM_CONFIG_HOME"), work.path() + str("/helm-config"));
    env.insert(str("HELM_CACHE_HOME"), work.path() + str("/helm-cache"));
    push.setProcessEnvironment(env);
    push.setProcessChannelMode(QProcess::MergedChannels); // Helm moves "Digest:" between streams
    push.start(helm, { str("push"), file, str("oci://%1/charts").arg(registry.host()), str("--plain-http") });
    QVERIFY(push.waitForFinished(60000));
    const QString output = QString::fromUtf8(push.readAll());
    QVERIFY2(push.exitCode() == 0, qPrintable(output + registry.log()));
    const QRegularExpressionMatch digest
        = QRegularExpression(str("Digest: (sha256:[0-9a-f]{64})")).match(output);
    QVERIFY2(digest.hasMatch(), qPrintable(output));
    QCOMPARE(ours.manifestDigest, digest.captured(1));
}

QTEST_GUILESS_MAIN(TestChartManifest)
#include "tst_chartmanifest.moc"
