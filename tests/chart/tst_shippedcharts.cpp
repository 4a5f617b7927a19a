// SPDX-License-Identifier: GPL-3.0-or-later
// The charts HelmDeck ships (charts/<chart>): a documented Chart.yaml and values.yaml each, lint-clean
// as shipped and as written for the example project, and the overlay that puts the computed values
// into the shipped files without losing their comments or defaults. Real helm 3 and helm 4.

#include "chart/chartwriter.h"
#include "chart/releaseplan.h"
#include "chart/releasevaluesbuilder.h"
#include "chart/shippedchart.h"
#include "chart/valuesbuilder.h"
#include "chartfixtures.h"
#include "io/projectfile.h"
#include "testutil.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <functional>

#include <yaml-cpp/yaml.h>

using namespace HelmDeck;

namespace {

struct HelmRun
{
    int exitCode = -1;
    QString output; // stdout and stderr
    QByteArray standardOutput;
};

HelmRun runHelm(const QString &helm, const QStringList &args, const QTemporaryDir &home)
{
    QProcess proc;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char *v : { "HELM_CONFIG_HOME", "HELM_CACHE_HOME", "HELM_DATA_HOME" })
        env.insert(QLatin1String(v), home.filePath(QLatin1String(v)));
    proc.setProcessEnvironment(env);
    proc.start(helm, args);
    HelmRun run;
    if (!proc.waitForFinished(60000))
        return run;
    run.exitCode = proc.exitStatus() == QProcess::NormalExit ? proc.exitCode() : -1;
    run.standardOutput = proc.readAllStandardOutput();
    run.output = QString::fromUtf8(run.standardOutput + proc.readAllStandardError());
    return run;
}

/** The chart as compiled into the binary, written out to @p dir (what a user of the binary gets). */
bool writeShipped(const QString &chart, const QString &dir)
{
    for (const QString &rel : ShippedChart::templateFiles(chart)
            + QStringList { QStringLiteral("Chart.yaml"), QStringLiteral("values.yaml") }) {
        const QString target = QDir(dir).filePath(rel);
        QDir().mkpath(QFileInfo(target).absolutePath());
        if (!ChartWriter::writePrivateFile(target, ShippedChart::file(chart, rel)))
            return false;
    }
    return true;
}

/** Every key path of the maps in @p node ("ingress.className"); sequences and their items are leaves. */
void keyPaths(const YAML::Node &node, const QString &prefix, QStringList *out)
{
    if (!node.IsMap())
        return;
    for (const auto &kv : node) {
        const QString path = prefix + QString::fromStdString(kv.first.Scalar());
        out->append(path);
        keyPaths(kv.second, path + QLatin1Char('.'), out);
    }
}

YAML::Node at(const YAML::Node &root, const QString &path)
{
    YAML::Node node = YAML::Clone(root);
    for (const QString &key : path.split(QLatin1Char('.'))) {
        if (!node.IsMap() || !node[key.toStdString()])
            return YAML::Node(YAML::NodeType::Undefined);
        node = node[key.toStdString()];
    }
    return node;
}

/** Helm's merge of values: maps merge key by key, anything else from @p over replaces @p base. */
YAML::Node merged(const YAML::Node &base, const YAML::Node &over)
{
    if (!base.IsMap() || !over.IsMap())
        return YAML::Clone(over);
    YAML::Node out = YAML::Clone(base);
    for (const auto &kv : over) {
        const std::string key = kv.first.Scalar();
        out[key] = base[key] ? merged(base[key], kv.second) : YAML::Clone(kv.second);
    }
    return out;
}

bool same(const YAML::Node &a, const YAML::Node &b, const QString &path, QString *why)
{
    if (a.Type() != b.Type()) {
        *why = path + QStringLiteral(": different kinds");
        return false;
    }
    if (a.IsScalar()) {
        if (a.Scalar() != b.Scalar() || a.Tag() != b.Tag()) {
            *why = path + QStringLiteral(": ") + QString::fromStdString(a.Scalar()) + QStringLiteral(" vs ")
                + QString::fromStdString(b.Scalar());
            return false;
        }
        return true;
    }
    if (a.size() != b.size()) {
        *why = path + QStringLiteral(": different sizes");
        return false;
    }
    if (a.IsSequence()) {
        for (std::size_t i = 0; i < a.size(); ++i) {
            if (!same(a[i], b[i], path + QStringLiteral("[%1]").arg(i), why))
                return false;
        }
        return true;
    }
    for (const auto &kv : a) {
        const std::string key = kv.first.Scalar();
        if (!b[key]) {
            *why = path + QLatin1Char('.') + QString::fromStdString(key) + QStringLiteral(": missing");
            return false;
        }
        if (!same(kv.second, b[key], path + QLatin1Char('.') + QString::fromStdString(key), why))
            return false;
    }
    return true;
}

/** The values.yaml that @p write puts into a fresh chart directory; empty when it fails. */
QByteArray writtenValues(const std::function<bool(const QString &dir, QString *error)> &write)
{
    QTemporaryDir tmp;
    QString error;
    const QString dir = tmp.filePath(QStringLiteral("chart"));
    return write(dir, &error) ? TestUtil::readFile(QDir(dir).filePath(QStringLiteral("values.yaml")))
                              : QByteArray();
}

Project guestbook()
{
    const ProjectLoadResult loaded
        = ProjectFile::load(TestUtil::sourceDir() + QStringLiteral("/examples/guestbook/helmdeck.yaml"));
    return loaded.project;
}

/** An app of the example that gets every release: a pull secret (a payload) and one storage entry. */
QMap<QString, QByteArray> payloads()
{
    return { { QStringLiteral("guestbook"),
        QByteArrayLiteral("{\"auths\":{\"registry.example.com\":{\"auth\":\"dTpw\"}}}") } };
}

Project exampleWithStorage()
{
    Project p = guestbook();
    p.storage = ChartFixtures::storageProject().storage;
    return p;
}

/** The key lines of @p text whose line above is not a comment at the same indentation ("line 7: name: …"). */
QStringList undocumentedKeys(const QByteArray &text)
{
    QStringList missing;
    const QList<QByteArray> lines = text.split('\n');
    static const QRegularExpression key(QStringLiteral("^(\\s*)(\"[^\"]+\"|[A-Za-z0-9_.-]+):( |$)"));
    for (int i = 0; i < lines.size(); ++i) {
        const QString line = QString::fromUtf8(lines.at(i));
        const QRegularExpressionMatch m = key.match(line);
        if (!m.hasMatch())
            continue;
        const QString above = i > 0 ? QString::fromUtf8(lines.at(i - 1)) : QString();
        const QString indent = m.captured(1);
        if (!above.startsWith(indent + QStringLiteral("# ")))
            missing.append(QStringLiteral("line %1: %2").arg(i + 1).arg(line.trimmed()));
    }
    return missing;
}

} // namespace

class TestShippedCharts : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void overlay_data();
    void overlay();
    void writtenValuesAreHelmsMerge_data();
    void writtenValuesAreHelmsMerge();
    void everyValueIsDocumented_data();
    void everyValueIsDocumented();
    void shippedChartLints_data();
    void shippedChartLints();
    void writtenChartLints_data();
    void writtenChartLints();
    void showValuesKeepsTheDocumentedDefaults_data();
    void showValuesKeepsTheDocumentedDefaults();
    void showChartGivesTheMetadata_data();
    void showChartGivesTheMetadata();
};

void TestShippedCharts::overlay_data()
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

void TestShippedCharts::overlay()
{
    QFETCH(QByteArray, documented);
    QFETCH(QByteArray, computed);
    QFETCH(QByteArray, expected);
    QCOMPARE(ShippedChart::overlay(documented, computed), expected);
}

void TestShippedCharts::writtenValuesAreHelmsMerge_data()
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

void TestShippedCharts::writtenValuesAreHelmsMerge()
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

void TestShippedCharts::everyValueIsDocumented_data()
{
    QTest::addColumn<QString>("chart");
    for (const QString &chart : ShippedChart::names())
        QTest::newRow(
            qPrintable(QStringLiteral("every key of the %1 chart's values has a comment").arg(chart)))
            << chart;
}

void TestShippedCharts::everyValueIsDocumented()
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

void TestShippedCharts::shippedChartLints_data()
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

void TestShippedCharts::shippedChartLints()
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

void TestShippedCharts::writtenChartLints_data()
{
    QTest::addColumn<int>("major");
    QTest::addColumn<QString>("release");
    const QList<PlannedRelease> releases = ReleasePlan::releases(exampleWithStorage(), payloads());
    QCOMPARE(releases.size(), 6); // config, pull-secret, three storage entries, the app
    for (int major : { 3, 4 }) {
        for (const PlannedRelease &r : releases)
            QTest::newRow(
                qPrintable(QStringLiteral("helm %1 lints the example's %2 chart").arg(major).arg(r.name)))
                << major << r.name;
    }
}

void TestShippedCharts::writtenChartLints()
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

void TestShippedCharts::showValuesKeepsTheDocumentedDefaults_data()
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

void TestShippedCharts::showValuesKeepsTheDocumentedDefaults()
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

void TestShippedCharts::showChartGivesTheMetadata_data()
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

void TestShippedCharts::showChartGivesTheMetadata()
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

QTEST_GUILESS_MAIN(TestShippedCharts)
#include "tst_shippedcharts.moc"
