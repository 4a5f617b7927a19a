// SPDX-License-Identifier: GPL-3.0-or-later
// The shipped charts' values: the overlay, Helm's merge, documentation of every value, `helm show values`
// defaults.
#include "shippedchartstest.h"

using namespace ShippedChartsTest;

class TestShippedChartsValues : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void overlay_data();
    void overlay();
    void writtenValuesAreHelmsMerge_data();
    void writtenValuesAreHelmsMerge();
    void everyValueIsDocumented_data();
    void everyValueIsDocumented();
    void showValuesKeepsTheDocumentedDefaults_data();
    void showValuesKeepsTheDocumentedDefaults();
};

void TestShippedChartsValues::overlay_data()
{
    QTest::addColumn<QByteArray>("documented");
    QTest::addColumn<QByteArray>("computed");
    QTest::addColumn<QByteArray>("expected");
    QTest::newRow("a computed scalar replaces the default below its comment")
        << QByteArray("# head\n\n# -- the name\nname: \"app\"\n# -- kept\nkind: \"x\"\n")
        << QByteArray("name: \"shop\"\n")
        << QByteArray("# head\n\n# -- the name\nname: \"shop\"\n# -- kept\nkind: \"x\"\n");
    QTest::newRow("nested maps merge key by key")
        << QByteArray("# -- a\napp:\n  # -- n\n  name: \"app\"\n  # -- s\n  sa: \"app\"\n# -- b\nb: 1\n")
        << QByteArray("app:\n  sa: \"shop\"\nb: 2\n")
        << QByteArray("# -- a\napp:\n  # -- n\n  name: \"app\"\n  # -- s\n  sa: \"shop\"\n# -- b\nb: 2\n");
    QTest::newRow("an empty default becomes the computed block")
        << QByteArray("# -- procs\nprocesses: {}\n# -- list\nhosts: []\n")
        << QByteArray("processes:\n  \"web\":\n    replicas: 1\n    args:\n      - \"a\"\nhosts:\n  - host: "
                      "\"h\"\n    name: \"n\"\n")
        << QByteArray("# -- procs\nprocesses:\n  \"web\":\n    replicas: 1\n    args:\n      - \"a\"\n# -- "
                      "list\nhosts:\n  - host: \"h\"\n    name: \"n\"\n");
    QTest::newRow("a block default replaced by a flow value")
        << QByteArray("# -- l\nlabels:\n  # -- t\n  tier: \"a\"\n") << QByteArray("labels: {}\n")
        << QByteArray("# -- l\nlabels: {}\n");
    QTest::newRow("a key the document lacks is appended to its map")
        << QByteArray("# -- a\napp:\n  # -- n\n  name: \"app\"\n# trailing\n")
        << QByteArray("app:\n  name: \"shop\"\n  extra: \"x\"\nnew: \"y\"\n")
        << QByteArray("# -- a\napp:\n  # -- n\n  name: \"shop\"\n  extra: \"x\"\nnew: \"y\"\n# trailing\n");
    QTest::newRow("quoted keys match unquoted ones")
        << QByteArray("# -- v\n\"version\": 0.0.0\n") << QByteArray("version: \"0.0.7\"\n")
        << QByteArray("# -- v\nversion: \"0.0.7\"\n");
    QTest::newRow("colons inside values are not keys")
        << QByteArray("# -- u\nurl: \"http://x:1\"\n") << QByteArray("url: \"http://y:2\"\n")
        << QByteArray("# -- u\nurl: \"http://y:2\"\n");
    QTest::newRow("an empty list on a line of its own is joined to its key")
        << QByteArray("# -- s\nimage:\n  # -- p\n  pullSecrets: [\"a\"]\n")
        << QByteArray("image:\n  pullSecrets:\n    []\n")
        << QByteArray("# -- s\nimage:\n  # -- p\n  pullSecrets: []\n");
    QTest::newRow("nothing computed is an error")
        << QByteArray("# -- a\na: 1\n") << QByteArray() << QByteArray();
}

void TestShippedChartsValues::overlay()
{
    QFETCH(QByteArray, documented);
    QFETCH(QByteArray, computed);
    QFETCH(QByteArray, expected);
    QCOMPARE(ShippedChart::overlay(documented, computed), expected);
}

void TestShippedChartsValues::writtenValuesAreHelmsMerge_data()
{
    QTest::addColumn<QString>("chart");
    QTest::addColumn<QByteArray>("computed");
    QTest::addColumn<QByteArray>("written");
    const App shop = ChartFixtures::shopApp();
    const Project storage = ChartFixtures::storageProject();
    App tiny;
    tiny.name = QStringLiteral("tiny");
    tiny.image = QStringLiteral("busybox");
    QTest::newRow("the shop app") << QStringLiteral("app") << ValuesBuilder::build(shop, QStringLiteral("7"))
                                  << ChartWriter::valuesYaml(shop, QStringLiteral("7"));
    QTest::newRow("an app with mounts")
        << QStringLiteral("app") << ValuesBuilder::build(storage.apps.first(), QString())
        << ChartWriter::valuesYaml(storage.apps.first());
    QTest::newRow("an app with nothing but a name")
        << QStringLiteral("app") << ValuesBuilder::build(tiny, QString()) << ChartWriter::valuesYaml(tiny);
    const StorageEntry entry = storage.storage.first();
    QTest::newRow("the config chart") << QStringLiteral("config") << ReleaseValuesBuilder::configValues(shop)
                                      << writtenValues([&](const QString &d, QString *e) {
                                             return ChartWriter::writeConfigChart(shop, d, e);
                                         });
    QTest::newRow("the pull-secret chart")
        << QStringLiteral("pull-secret") << ReleaseValuesBuilder::pullSecretValues(shop)
        << writtenValues(
               [&](const QString &d, QString *e) { return ChartWriter::writePullSecretChart(shop, d, e); });
    QTest::newRow("the storage chart with labels")
        << QStringLiteral("storage") << ReleaseValuesBuilder::storageValues(entry)
        << writtenValues(
               [&](const QString &d, QString *e) { return ChartWriter::writeStorageChart(entry, d, e); });
}

void TestShippedChartsValues::writtenValuesAreHelmsMerge()
{
    QFETCH(QString, chart);
    QFETCH(QByteArray, computed);
    QFETCH(QByteArray, written);
    QVERIFY(!computed.isEmpty());
    QVERIFY(!written.isEmpty());
    const YAML::Node shipped
        = YAML::Load(ShippedChart::file(chart, QStringLiteral("values.yaml")).toStdString());
    const YAML::Node expected = merged(shipped, YAML::Load(computed.toStdString()));
    QString why;
    QVERIFY2(same(YAML::Load(written.toStdString()), expected, QString(), &why), qPrintable(why));
    // and every comment of the shipped file is still there, in order
    const QByteArray doc = ShippedChart::file(chart, QStringLiteral("values.yaml"));
    int from = 0;
    for (const QByteArray &line : doc.split('\n')) {
        if (!line.trimmed().startsWith('#'))
            continue;
        from = written.indexOf(line, from);
        QVERIFY2(from >= 0, line.constData());
    }
}

void TestShippedChartsValues::everyValueIsDocumented_data()
{
    QTest::addColumn<QString>("chart");
    for (const QString &chart : ShippedChart::names())
        QTest::newRow(
            qPrintable(QStringLiteral("every key of the %1 chart's values has a comment").arg(chart)))
            << chart;
}

void TestShippedChartsValues::everyValueIsDocumented()
{
    QFETCH(QString, chart);
    const QByteArray values = ShippedChart::file(chart, QStringLiteral("values.yaml"));
    QVERIFY(!values.isEmpty());
    QCOMPARE(values,
        TestUtil::readFile(
            TestUtil::sourceDir() + QStringLiteral("/charts/") + chart + QStringLiteral("/values.yaml")));
    const QStringList missing = undocumentedKeys(values);
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QLatin1Char('\n'))));
    QStringList keys;
    keyPaths(YAML::Load(values.toStdString()), QString(), &keys);
    QVERIFY(keys.size() >= 3); // the check above saw real keys
}

void TestShippedChartsValues::showValuesKeepsTheDocumentedDefaults_data()
{
    QTest::addColumn<int>("major");
    QTest::addColumn<QString>("release");
    QTest::addColumn<QString>("chart");
    for (int major : { 3, 4 }) {
        const std::pair<const char *, const char *> releases[]
            = { { "guestbook", "app" }, { "config-guestbook", "config" },
                  { "pull-secret-guestbook", "pull-secret" }, { "storage-data", "storage" } };
        for (const auto &r : releases) {
            QTest::newRow(qPrintable(QStringLiteral(
                "helm %1 show values of the example's %2 has the %3 chart's comments and defaults")
                                         .arg(major)
                                         .arg(QLatin1String(r.first), QLatin1String(r.second))))
                << major << QString::fromLatin1(r.first) << QString::fromLatin1(r.second);
        }
    }
}

void TestShippedChartsValues::showValuesKeepsTheDocumentedDefaults()
{
    QFETCH(int, major);
    QFETCH(QString, release);
    QFETCH(QString, chart);
    const QString helm = ChartFixtures::helmPath(major);
    if (helm.isEmpty())
        QFAIL(qPrintable(ChartFixtures::helmMissing(major)));
    const Project project = exampleWithStorage();
    QTemporaryDir tmp;
    QString chartDir, valuesFile, error, fieldPath;
    for (const PlannedRelease &r : ReleasePlan::releases(project, payloads())) {
        if (r.name == release)
            QVERIFY2(ReleasePlan::write(project, r, payloads(), QString(), tmp.path(), &chartDir, &valuesFile,
                         &error, &fieldPath),
                qPrintable(error));
    }
    QVERIFY(!chartDir.isEmpty());
    const HelmRun run = runHelm(helm, { QStringLiteral("show"), QStringLiteral("values"), chartDir }, tmp);
    QVERIFY2(run.exitCode == 0, qPrintable(run.output));
    const QByteArray shown = run.standardOutput;

    const QByteArray doc = ShippedChart::file(chart, QStringLiteral("values.yaml"));
    for (const QByteArray &line : doc.split('\n')) {
        if (line.trimmed().startsWith('#'))
            QVERIFY2(shown.contains(line), line.constData());
    }
    const YAML::Node shipped = YAML::Load(doc.toStdString());
    const YAML::Node values = YAML::Load(shown.toStdString());
    QByteArray computed;
    if (chart == QLatin1String("app"))
        computed = ValuesBuilder::build(project.apps.first(), QString(), true, nullptr, nullptr);
    else if (chart == QLatin1String("config"))
        computed = ReleaseValuesBuilder::configValues(project.apps.first());
    else if (chart == QLatin1String("pull-secret"))
        computed = ReleaseValuesBuilder::pullSecretValues(project.apps.first());
    else
        computed = ReleaseValuesBuilder::storageValues(project.storage.first());
    const YAML::Node set = YAML::Load(computed.toStdString());
    QStringList paths;
    keyPaths(shipped, QString(), &paths);
    for (const QString &path : std::as_const(paths)) {
        const YAML::Node shownValue = at(values, path);
        QVERIFY2(shownValue.IsDefined(), qPrintable(path));
        if (at(set, path).IsDefined() || !at(shipped, path).IsScalar())
            continue;
        QCOMPARE(shownValue.Scalar(), at(shipped, path).Scalar()); // not computed: the documented default
    }
    // the values HelmDeck computed are what helm shows
    QStringList setPaths;
    keyPaths(set, QString(), &setPaths);
    for (const QString &path : std::as_const(setPaths)) {
        if (at(set, path).IsScalar())
            QCOMPARE(at(values, path).Scalar(), at(set, path).Scalar());
    }
    if (chart == QLatin1String("app")) {
        QCOMPARE(at(values, QStringLiteral("app.name")).Scalar(), std::string("guestbook"));
        QCOMPARE(
            at(values, QStringLiteral("run.volumes")).size(), std::size_t(0)); // no mounts: the default []
    }
}

QTEST_GUILESS_MAIN(TestShippedChartsValues)
#include "tst_shippedchartsvalues.moc"
