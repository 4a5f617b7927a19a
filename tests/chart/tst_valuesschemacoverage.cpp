// SPDX-License-Identifier: GPL-3.0-or-later
// The app chart's values.schema.json: written charts lint and render, packaging, subcharts, refused values,
// every key declared.
#include "valuesschematest.h"

using namespace ValuesSchemaTest;

class TestValuesSchemaCoverage : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void writtenChartsLintAndRender_data();
    void writtenChartsLintAndRender();
    void packagedChartKeepsTheSchema_data();
    void packagedChartKeepsTheSchema();
    void worksAsASubchart_data();
    void worksAsASubchart();
    void forbiddenValuesAreRefused_data();
    void forbiddenValuesAreRefused();
    void everyWrittenKeyIsDeclared_data();
    void everyWrittenKeyIsDeclared();
};

void TestValuesSchemaCoverage::writtenChartsLintAndRender_data()
{
    QTest::addColumn<int>("major");
    QTest::addColumn<QString>("app");
    for (int major : { 3, 4 }) {
        for (const char *app : { "shop", "monitored shop", "minimal", "storage", "guestbook" })
            QTest::newRow(qPrintable(QStringLiteral("helm %1 lints and renders the %2 app's chart, every "
                                                    "document schema-valid")
                                         .arg(major)
                                         .arg(QLatin1String(app))))
                << major << QString::fromLatin1(app);
    }
}

void TestValuesSchemaCoverage::writtenChartsLintAndRender()
{
    QFETCH(int, major);
    QFETCH(QString, app);
    const App a = fixture(app);
    QVERIFY(!a.name.isEmpty());
    QTemporaryDir tmp;
    const QString dir = tmp.filePath(a.name);
    QString error;
    QVERIFY2(ChartWriter::writeAppChart(a, dir, &error, QStringLiteral("1732900000")), qPrintable(error));
    QVERIFY(QFile::exists(QDir(dir).filePath(QStringLiteral("values.schema.json"))));

    const HelmRun lint = runHelm(major, { QStringLiteral("lint"), QStringLiteral("--strict"), dir }, tmp);
    QVERIFY2(lint.exitCode == 0 && lint.output.contains(QLatin1String("0 chart(s) failed")),
        qPrintable(lint.output));
    const HelmRun rendered = runHelm(major,
        { QStringLiteral("template"), a.name, dir, QStringLiteral("--namespace"),
            QStringLiteral("shop-prod") },
        tmp);
    QVERIFY2(rendered.exitCode == 0, qPrintable(rendered.output));
    QString output;
    const int rc = ChartFixtures::validateSchema(rendered.output.toUtf8(), &output);
    QVERIFY2(rc == 0, qPrintable(output));
    const int monitors = int(documents(rendered.output, "ServiceMonitor").size());
    QCOMPARE(
        monitors, app == QLatin1String("monitored shop") ? 2 : 0); // web and metrics: worker has no Service
}

void TestValuesSchemaCoverage::packagedChartKeepsTheSchema_data()
{
    QTest::addColumn<int>("major");
    QTest::newRow("helm 3 checks a published package's values against its schema") << 3;
    QTest::newRow("helm 4 checks a published package's values against its schema") << 4;
}

void TestValuesSchemaCoverage::packagedChartKeepsTheSchema()
{
    QFETCH(int, major);
    QTemporaryDir tmp;
    const App app = monitoredShop();
    const QString dir = tmp.filePath(app.name);
    QString error;
    QVERIFY2(ChartWriter::writeAppChart(app, dir, &error, QStringLiteral("5")), qPrintable(error));
    ChartPackageRequest request;
    request.chartDir = dir;
    request.version = QStringLiteral("1.2.3");
    const ChartPackage package = ChartPackager::package(request);
    QVERIFY2(package.ok(), qPrintable(package.error));
    for (const char *entry : { "shop/values.schema.json", "shop/templates/NOTES.txt",
             "shop/templates/tests/test-connection.yaml", "shop/templates/servicemonitor.yaml" })
        QVERIFY2(package.entries.contains(QLatin1String(entry)), entry);
    const QString tgz = tmp.filePath(package.fileName());
    QFile out(tgz);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(package.archive);
    out.close();
    const HelmRun good = runHelm(major, { QStringLiteral("template"), QStringLiteral("shop"), tgz }, tmp);
    QVERIFY2(good.exitCode == 0, qPrintable(good.output));
    const HelmRun bad = runHelm(major,
        { QStringLiteral("template"), QStringLiteral("shop"), tgz, QStringLiteral("--set"),
            QStringLiteral("replicaCount=2") },
        tmp);
    QVERIFY2(bad.exitCode != 0 && bad.output.contains(QLatin1String("replicaCount")), qPrintable(bad.output));
}

void TestValuesSchemaCoverage::worksAsASubchart_data()
{
    QTest::addColumn<int>("major");
    QTest::newRow("helm 3 renders it under an umbrella that sets global and a condition") << 3;
    QTest::newRow("helm 4 renders it under an umbrella that sets global and a condition") << 4;
}

void TestValuesSchemaCoverage::worksAsASubchart()
{
    QFETCH(int, major);
    QTemporaryDir tmp;
    const QString umbrella = tmp.filePath(QStringLiteral("umbrella"));
    QString error;
    QVERIFY2(ChartWriter::writeAppChart(ChartFixtures::shopApp(), umbrella + QStringLiteral("/charts/shop"),
                 &error, QStringLiteral("5")),
        qPrintable(error));
    QFile chart(umbrella + QStringLiteral("/Chart.yaml"));
    QVERIFY(chart.open(QIODevice::WriteOnly));
    chart.write(
        "apiVersion: v2\nname: umbrella\nversion: 0.1.0\ndependencies:\n  - name: shop\n    version: \"*\"\n"
        "    condition: shop.enabled\n");
    chart.close();
    QFile values(umbrella + QStringLiteral("/values.yaml"));
    QVERIFY(values.open(QIODevice::WriteOnly));
    values.write("global:\n  team: payments\nshop:\n  enabled: true\n");
    values.close();
    const HelmRun r = runHelm(major, { QStringLiteral("template"), QStringLiteral("u"), umbrella }, tmp);
    QVERIFY2(r.exitCode == 0, qPrintable(r.output));
    QCOMPARE(documents(r.output, "Deployment").size(), 3);
}

void TestValuesSchemaCoverage::forbiddenValuesAreRefused_data()
{
    QTest::addColumn<int>("major");
    QTest::addColumn<QString>("set"); // one --set
    QTest::addColumn<QString>("at"); // where the message points: Helm 3 "a.b", Helm 4 "/a/b"; empty: the root
    QTest::addColumn<QString>("says"); // the key the message names
    const struct
    {
        const char *row;
        const char *set;
        const char *at;
        const char *says;
    } cases[] = {
        { "replicas given as a word", "processes.web.replicas=many", "processes.web.replicas", "replicas" },
        { "an unknown top-level key", "replicaCount=3", "", "replicaCount" },
        { "an unknown key in a process entry", "processes.web.replicaCount=3", "processes.web",
            "replicaCount" },
        { "a pull policy outside the enum", "image.pullPolicy=Sometimes", "image.pullPolicy", "pullPolicy" },
        { "a ServiceMonitor interval without a unit", "monitoring.serviceMonitors.web.interval=30",
            "monitoring.serviceMonitors.web.interval", "interval" },
        { "an unknown key in a ServiceMonitor entry", "monitoring.serviceMonitors.web.honorLabels=true",
            "monitoring.serviceMonitors.web", "honorLabels" },
        { "a process name that is no DNS label", "processes.web.name=Shop_Web", "processes.web.name",
            "name" },
        { "a test path without a leading slash", "tests.path=health", "tests.path", "path" },
    };
    for (int major : { 3, 4 }) {
        for (const auto &c : cases)
            QTest::newRow(
                qPrintable(QStringLiteral("helm %1 refuses %2").arg(major).arg(QLatin1String(c.row))))
                << major << QString::fromLatin1(c.set) << QString::fromLatin1(c.at)
                << QString::fromLatin1(c.says);
    }
}

void TestValuesSchemaCoverage::forbiddenValuesAreRefused()
{
    QFETCH(int, major);
    QFETCH(QString, set);
    QFETCH(QString, at);
    QFETCH(QString, says);
    QTemporaryDir tmp;
    const App app = monitoredShop();
    const QString dir = tmp.filePath(app.name);
    QString error;
    QVERIFY2(ChartWriter::writeAppChart(app, dir, &error, QStringLiteral("5")), qPrintable(error));
    const QString where
        = major == 3 ? at : QLatin1Char('/') + QString(at).replace(QLatin1Char('.'), QLatin1Char('/'));
    for (const QString &command : { QStringLiteral("lint"), QStringLiteral("template") }) {
        QStringList args { command };
        if (command == QLatin1String("lint"))
            args << QStringLiteral("--strict");
        args << dir << QStringLiteral("--set") << set;
        const HelmRun r = runHelm(major, args, tmp);
        QVERIFY2(r.exitCode != 0, qPrintable(command + QStringLiteral(" passed:\n") + r.output));
        QVERIFY2(r.output.contains(QLatin1String("schema")) && r.output.contains(says)
                && (at.isEmpty() || r.output.contains(where)),
            qPrintable(command + QStringLiteral(": ") + r.output));
    }
}

void TestValuesSchemaCoverage::everyWrittenKeyIsDeclared_data()
{
    QTest::addColumn<QString>("app");
    for (const char *app : { "shop", "monitored shop", "minimal", "storage", "guestbook" })
        QTest::newRow(qPrintable(
            QStringLiteral("the schema declares every key of the %1 app's values").arg(QLatin1String(app))))
            << QString::fromLatin1(app);
    QTest::newRow("the schema declares every key of the shipped values.yaml") << QString();
}

void TestValuesSchemaCoverage::everyWrittenKeyIsDeclared()
{
    QFETCH(QString, app);
    const QJsonObject root = schema();
    QVERIFY2(!root.isEmpty(), "charts/app/values.schema.json is missing or not JSON");
    QCOMPARE(root.value(QStringLiteral("$schema")).toString(),
        QStringLiteral("http://json-schema.org/draft-07/schema#"));
    QCOMPARE(root.value(QStringLiteral("additionalProperties")).toBool(true), false);
    QByteArray values;
    if (app.isEmpty()) {
        values = TestUtil::readFile(TestUtil::sourceDir() + QStringLiteral("/charts/app/values.yaml"));
    } else {
        values = ChartWriter::valuesYaml(fixture(app), QStringLiteral("5"));
        QVERIFY(!values.isEmpty());
    }
    QStringList missing;
    undeclared(root, root, YAML::Load(values.toStdString()), QString(), &missing);
    missing.removeDuplicates();
    QVERIFY2(missing.isEmpty(),
        qPrintable(QStringLiteral("keys not declared in charts/app/values.schema.json: ")
            + missing.join(QStringLiteral(", "))));
}

QTEST_GUILESS_MAIN(TestValuesSchemaCoverage)
#include "tst_valuesschemacoverage.moc"
