// SPDX-License-Identifier: GPL-3.0-or-later
// The shipped and written charts lint with Helm 3 and 4, and `helm show chart` gives their metadata.
#include "shippedchartstest.h"

using namespace ShippedChartsTest;

class TestShippedChartsLint : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void shippedChartLints_data();
    void shippedChartLints();
    void writtenChartLints_data();
    void writtenChartLints();
    void showChartGivesTheMetadata_data();
    void showChartGivesTheMetadata();
};

void TestShippedChartsLint::shippedChartLints_data()
{
    QTest::addColumn<int>("major");
    QTest::addColumn<QString>("chart");
    for (int major : { 3, 4 }) {
        for (const QString &chart : ShippedChart::names())
            QTest::newRow(
                qPrintable(QStringLiteral("helm %1 lints the shipped %2 chart").arg(major).arg(chart)))
                << major << chart;
    }
}

void TestShippedChartsLint::shippedChartLints()
{
    QFETCH(int, major);
    QFETCH(QString, chart);
    const QString helm = ChartFixtures::helmPath(major);
    if (helm.isEmpty())
        QFAIL(qPrintable(ChartFixtures::helmMissing(major)));
    QTemporaryDir tmp;
    const QString dir = tmp.filePath(chart);
    QVERIFY(writeShipped(chart, dir));
    const HelmRun run = runHelm(helm, { QStringLiteral("lint"), QStringLiteral("--strict"), dir }, tmp);
    QVERIFY2(run.exitCode == 0, qPrintable(run.output));
    QVERIFY2(
        run.output.contains(QLatin1String("1 chart(s) linted, 0 chart(s) failed")), qPrintable(run.output));
    QVERIFY2(
        !run.output.contains(QLatin1String("[WARNING]")) && !run.output.contains(QLatin1String("[ERROR]")),
        qPrintable(run.output));
}

void TestShippedChartsLint::writtenChartLints_data()
{
    QTest::addColumn<int>("major");
    QTest::addColumn<QString>("release");
    const QList<PlannedRelease> releases = ReleasePlan::releases(exampleWithStorage(), payloads());
    // config, tls (the example imports a certificate), pull-secret, three storage entries, the app
    QCOMPARE(releases.size(), 7);
    for (int major : { 3, 4 }) {
        for (const PlannedRelease &r : releases)
            QTest::newRow(
                qPrintable(QStringLiteral("helm %1 lints the example's %2 chart").arg(major).arg(r.name)))
                << major << r.name;
    }
}

void TestShippedChartsLint::writtenChartLints()
{
    QFETCH(int, major);
    QFETCH(QString, release);
    const QString helm = ChartFixtures::helmPath(major);
    if (helm.isEmpty())
        QFAIL(qPrintable(ChartFixtures::helmMissing(major)));
    const Project project = exampleWithStorage();
    QVERIFY(!project.apps.isEmpty());
    QTemporaryDir tmp;
    QString chartDir, valuesFile, error, fieldPath;
    bool found = false;
    for (const PlannedRelease &r : ReleasePlan::releases(project, payloads())) {
        if (r.name != release)
            continue;
        found = true;
        QVERIFY2(ReleasePlan::write(project, r, payloads(), QStringLiteral("1732900000"), tmp.path(),
                     &chartDir, &valuesFile, &error, &fieldPath),
            qPrintable(error));
    }
    QVERIFY(found);
    QStringList args { QStringLiteral("lint"), QStringLiteral("--strict"), chartDir };
    if (!valuesFile.isEmpty())
        args << QStringLiteral("-f") << valuesFile;
    const HelmRun run = runHelm(helm, args, tmp);
    QVERIFY2(run.exitCode == 0, qPrintable(run.output));
    QVERIFY2(
        run.output.contains(QLatin1String("1 chart(s) linted, 0 chart(s) failed")), qPrintable(run.output));
    QVERIFY2(
        !run.output.contains(QLatin1String("[WARNING]")) && !run.output.contains(QLatin1String("[ERROR]")),
        qPrintable(run.output));
}

void TestShippedChartsLint::showChartGivesTheMetadata_data()
{
    QTest::addColumn<int>("major");
    QTest::addColumn<QString>("release");
    QTest::addColumn<QString>("chart");
    QTest::addColumn<QString>("version");
    QTest::addColumn<QString>("appVersion");
    for (int major : { 3, 4 }) {
        QTest::newRow(qPrintable(QStringLiteral("helm %1 show chart of the example app").arg(major)))
            << major << QStringLiteral("guestbook") << QStringLiteral("app")
            << QStringLiteral("0.0.1732900000") << QStringLiteral("1.4.2");
        QTest::newRow(qPrintable(QStringLiteral("helm %1 show chart of the example's config").arg(major)))
            << major << QStringLiteral("config-guestbook") << QStringLiteral("config")
            << QStringLiteral("0.0.1") << QString();
        QTest::newRow(
            qPrintable(QStringLiteral("helm %1 show chart of the example's pull secret").arg(major)))
            << major << QStringLiteral("pull-secret-guestbook") << QStringLiteral("pull-secret")
            << QStringLiteral("0.0.1") << QString();
        QTest::newRow(qPrintable(QStringLiteral("helm %1 show chart of a storage entry").arg(major)))
            << major << QStringLiteral("storage-data") << QStringLiteral("storage") << QStringLiteral("0.0.1")
            << QString();
    }
}

void TestShippedChartsLint::showChartGivesTheMetadata()
{
    QFETCH(int, major);
    QFETCH(QString, release);
    QFETCH(QString, chart);
    QFETCH(QString, version);
    QFETCH(QString, appVersion);
    const QString helm = ChartFixtures::helmPath(major);
    if (helm.isEmpty())
        QFAIL(qPrintable(ChartFixtures::helmMissing(major)));
    const Project project = exampleWithStorage();
    QTemporaryDir tmp;
    QString chartDir, valuesFile, error, fieldPath;
    for (const PlannedRelease &r : ReleasePlan::releases(project, payloads())) {
        if (r.name == release)
            QVERIFY2(ReleasePlan::write(project, r, payloads(), QStringLiteral("1732900000"), tmp.path(),
                         &chartDir, &valuesFile, &error, &fieldPath),
                qPrintable(error));
    }
    QVERIFY(!chartDir.isEmpty());
    const HelmRun run = runHelm(helm, { QStringLiteral("show"), QStringLiteral("chart"), chartDir }, tmp);
    QVERIFY2(run.exitCode == 0, qPrintable(run.output));
    const YAML::Node shown = YAML::Load(run.standardOutput.toStdString());
    const YAML::Node shipped
        = YAML::Load(ShippedChart::file(chart, QStringLiteral("Chart.yaml")).toStdString());
    QCOMPARE(shown["apiVersion"].as<std::string>(), std::string("v2"));
    QCOMPARE(QString::fromStdString(shown["name"].as<std::string>()), release);
    QCOMPARE(shown["type"].as<std::string>(), std::string("application"));
    QCOMPARE(QString::fromStdString(shown["version"].as<std::string>()), version);
    QCOMPARE(QString::fromStdString(shown["appVersion"].as<std::string>(std::string())), appVersion);
    const QString description = QString::fromStdString(shown["description"].as<std::string>());
    QVERIFY2(description.contains(release.section(QLatin1Char('-'), -1)), qPrintable(description));
    for (const char *key : { "kubeVersion", "home" })
        QCOMPARE(shown[key].as<std::string>(), shipped[key].as<std::string>());
    QVERIFY(!shown["kubeVersion"].as<std::string>().empty());
    for (const char *key : { "sources", "keywords", "maintainers" }) {
        QVERIFY2(shown[key].IsSequence() && shown[key].size() > 0, key);
        QCOMPARE(shown[key].size(), shipped[key].size());
    }
    QVERIFY(!shown["maintainers"][0]["name"].as<std::string>().empty());
}

QTEST_GUILESS_MAIN(TestShippedChartsLint)
#include "tst_shippedchartslint.moc"
