// SPDX-License-Identifier: GPL-3.0-or-later
// The charts beside the app chart (config, pull-secret, storage): the files ChartWriter writes, the
// values ReleaseValuesBuilder and ValuesBuilder compute for them, and `helm lint --strict` with Helm 3
// and Helm 4.

#include "chart/chartwriter.h"
#include "chart/releasevaluesbuilder.h"
#include "chart/valuesbuilder.h"
#include "chartfixtures.h"
#include "testutil.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <yaml-cpp/yaml.h>

using namespace HelmDeck;

class TestAuxiliaryCharts : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void auxiliaryCharts();
    void storageValuesKeepOurLabels();
    void imagePullSecretList();
    void helmLintAuxiliary_data();
    void helmLintAuxiliary();
};

void TestAuxiliaryCharts::auxiliaryCharts()
{
    App app = ChartFixtures::shopApp();
    EnvVar secret;
    secret.name = QStringLiteral("TOKEN");
    secret.value = QStringLiteral("never-in-a-chart-dir-51");
    secret.secret = true;
    app.env = { secret };
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    struct Case
    {
        QString chart;
        QString dir;
        QStringList templates;
        bool ok;
    };
    QString error;
    const Project storage = ChartFixtures::storageProject();
    const QList<Case> cases = {
        { QStringLiteral("config"), tmp.filePath(QStringLiteral("config-shop")),
            { QStringLiteral("templates/_helpers.tpl"), QStringLiteral("templates/secret.yaml"),
                QStringLiteral("templates/services.yaml") },
            ChartWriter::writeConfigChart(app, tmp.filePath(QStringLiteral("config-shop")), &error) },
        { QStringLiteral("pull-secret"), tmp.filePath(QStringLiteral("pull-secret-shop")),
            { QStringLiteral("templates/_helpers.tpl"), QStringLiteral("templates/secret.yaml") },
            ChartWriter::writePullSecretChart(
                app, tmp.filePath(QStringLiteral("pull-secret-shop")), &error) },
        { QStringLiteral("storage"), tmp.filePath(QStringLiteral("storage-data")),
            { QStringLiteral("templates/_helpers.tpl"), QStringLiteral("templates/persistentvolume.yaml"),
                QStringLiteral("templates/persistentvolumeclaim.yaml") },
            ChartWriter::writeStorageChart(
                storage.storage.first(), tmp.filePath(QStringLiteral("storage-data")), &error) },
    };
    for (const Case &c : cases) {
        QVERIFY2(c.ok, qPrintable(c.chart + QStringLiteral(": ") + error));
        QCOMPARE(ChartWriter::templateFiles(c.chart), c.templates);
        QCOMPARE(QFileInfo(c.dir).permissions() & 0x0777, QFileDevice::Permissions(0x0700));
        for (const QString &f :
            c.templates + QStringList { QStringLiteral("Chart.yaml"), QStringLiteral("values.yaml") }) {
            const QFileInfo fi(QDir(c.dir).filePath(f));
            QVERIFY2(fi.size() > 0, qPrintable(fi.filePath()));
            QCOMPARE(fi.permissions() & 0x0777, QFileDevice::Permissions(0x0600));
            QVERIFY2(!TestUtil::readFile(fi.filePath()).contains("never-in-a-chart-dir-51"),
                qPrintable(fi.filePath()));
        }
        const YAML::Node chart = YAML::Load(
            TestUtil::readFile(QDir(c.dir).filePath(QStringLiteral("Chart.yaml"))).toStdString());
        QCOMPARE(QString::fromStdString(chart["name"].as<std::string>()), QFileInfo(c.dir).fileName());
        QCOMPARE(chart["version"].as<std::string>(), std::string("0.0.1"));
    }
    QVERIFY(ChartWriter::templateFiles(QStringLiteral("nope")).isEmpty());
    QVERIFY(ChartWriter::templateFiles(QStringLiteral("../charts/app")).isEmpty());
    // the env and the payload are separate documents, for a private -f file
    const YAML::Node env = YAML::Load(ReleaseValuesBuilder::configEnvValues(app).toStdString());
    QCOMPARE(env["env"][0]["value"].as<std::string>(), std::string("never-in-a-chart-dir-51"));
    const YAML::Node payload
        = YAML::Load(ReleaseValuesBuilder::pullSecretPayloadValues("{\"auths\":{\"a\":{\"auth\":\"eDp5\"}}}")
                         .toStdString());
    QCOMPARE(payload["dockerConfigJson"].as<std::string>(),
        std::string("{\"auths\":{\"a\":{\"auth\":\"eDp5\"}}}"));
}

void TestAuxiliaryCharts::storageValuesKeepOurLabels()
{
    StorageEntry e = ChartFixtures::storageProject().storage.first();
    e.labels << qMakePair(QStringLiteral("app.kubernetes.io/name"), QStringLiteral("evil"))
             << qMakePair(QStringLiteral("tier"), QStringLiteral("cache")); // repeated key: the last wins
    e.annotations << qMakePair(QStringLiteral("meta.helm.sh/release-name"), QStringLiteral("other"));
    const YAML::Node v = YAML::Load(ReleaseValuesBuilder::storageValues(e).toStdString());
    QVERIFY(!v["labels"]["app.kubernetes.io/name"]);
    QCOMPARE(v["labels"]["tier"].as<std::string>(), std::string("cache"));
    QCOMPARE(v["labels"]["backup"].as<std::string>(), std::string("NO"));
    QCOMPARE(v["labels"]["backup"].Tag(), std::string("!")); // quoted
    QVERIFY(!v["annotations"]["meta.helm.sh/release-name"]);
    QCOMPARE(v["entry"]["hostPath"].as<std::string>(), std::string("/srv/shop/data"));
    QCOMPARE(v["entry"]["storageClass"].as<std::string>(), std::string());
}

void TestAuxiliaryCharts::imagePullSecretList()
{
    App app = ChartFixtures::shopApp();
    QCOMPARE(ValuesBuilder::imagePullSecrets(app, false), QStringList());
    QCOMPARE(ValuesBuilder::imagePullSecrets(app, true), QStringList { QStringLiteral("pull-secret-shop") });
    app.imagePullSecrets
        = QStringList { QStringLiteral(" a "), QStringLiteral("b"), QStringLiteral("a"), QString() };
    QCOMPARE(ValuesBuilder::imagePullSecrets(app, true),
        (QStringList { QStringLiteral("a"), QStringLiteral("b") }));
    app.pullSecret.mode = PullSecretSettings::Mode::None;
    QCOMPARE(ValuesBuilder::imagePullSecrets(app, true), QStringList());
    const YAML::Node values
        = YAML::Load(ValuesBuilder::build(app, QString(), true, nullptr, nullptr).toStdString());
    QVERIFY(values["image"]["pullSecrets"].IsSequence());
    QCOMPARE(values["image"]["pullSecrets"].size(), std::size_t(0));
}

void TestAuxiliaryCharts::helmLintAuxiliary_data()
{
    QTest::addColumn<int>("major");
    QTest::addColumn<QString>("chart");
    for (int major : { 3, 4 }) {
        for (const char *chart :
            { "config-shop", "pull-secret-shop", "storage-data", "storage-cache", "storage-media" })
            QTest::newRow(qPrintable(QStringLiteral("helm%1 %2").arg(major).arg(QLatin1String(chart))))
                << major << QString::fromLatin1(chart);
    }
}

void TestAuxiliaryCharts::helmLintAuxiliary()
{
    QFETCH(int, major);
    QFETCH(QString, chart);
    const QString helm = ChartFixtures::helmPath(major);
    if (helm.isEmpty())
        QFAIL(qPrintable(ChartFixtures::helmMissing(major)));
    QTemporaryDir tmp;
    const QString dir = tmp.filePath(chart);
    const Project p = ChartFixtures::storageProject();
    App app = p.apps.first();
    EnvVar var;
    var.name = QStringLiteral("MODE");
    var.value = QStringLiteral("0755");
    app.env = { var };
    QString error;
    QByteArray secretValues;
    bool ok = false;
    if (chart == QLatin1String("config-shop")) {
        ok = ChartWriter::writeConfigChart(app, dir, &error);
        secretValues = ReleaseValuesBuilder::configEnvValues(app);
    } else if (chart == QLatin1String("pull-secret-shop")) {
        ok = ChartWriter::writePullSecretChart(app, dir, &error);
        secretValues = ReleaseValuesBuilder::pullSecretPayloadValues("{\"auths\":{}}");
    } else {
        ok = ChartWriter::writeStorageChart(*p.storageEntry(chart.mid(8)), dir, &error);
    }
    QVERIFY2(ok, qPrintable(error));
    QStringList args { QStringLiteral("lint"), QStringLiteral("--strict"), dir };
    if (!secretValues.isEmpty()) {
        const QString valuesFile = tmp.filePath(QStringLiteral("secret-values.yaml"));
        QVERIFY(ChartWriter::writePrivateFile(valuesFile, secretValues, &error));
        args << QStringLiteral("-f") << valuesFile;
    }
    QProcess proc;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char *v : { "HELM_CONFIG_HOME", "HELM_CACHE_HOME", "HELM_DATA_HOME" })
        env.insert(QLatin1String(v), tmp.filePath(QLatin1String(v)));
    proc.setProcessEnvironment(env);
    proc.setProcessChannelMode(QProcess::MergedChannels);
    proc.start(helm, args);
    QVERIFY(proc.waitForFinished(30000));
    const QString out = QString::fromUtf8(proc.readAll());
    QVERIFY2(proc.exitCode() == 0, qPrintable(out));
    QVERIFY2(out.contains(QLatin1String("0 chart(s) failed")), qPrintable(out));
    QVERIFY2(!out.contains(QLatin1String("[WARNING]")) && !out.contains(QLatin1String("[ERROR]")),
        qPrintable(out));
}

QTEST_GUILESS_MAIN(TestAuxiliaryCharts)
#include "tst_auxcharts.moc"
