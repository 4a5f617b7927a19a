// SPDX-License-Identifier: GPL-3.0-or-later
// What a Dokku user's files say keeps its Dokku meaning in the rendered manifests (real `helm
// template`, Helm 3 and 4, then Kubernetes' schemas): a bare memory quantity is MiB, a process
// exposed through app.json's formation gets Dokku's Service port 5000, and CronJob names are derived
// to fit 52 characters for every valid app name, the same on every render.
#include "rendertest.h"

#include "io/appimporter.h"
#include "model/validator.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

using namespace RenderTest;

namespace {

bool writeFile(const QString &path, const QByteArray &data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

QStringList cronJobNames(const RenderResult &r)
{
    QStringList out = names(r.manifests.ofKind(QStringLiteral("CronJob")));
    out.sort();
    return out;
}

} // namespace

class TestDokkuMeaning : public RenderTestBase
{
    Q_OBJECT

private Q_SLOTS:
    void bareMemoryIsMebibytes_data() { majors_data(); }
    void bareMemoryIsMebibytes()
    {
        QFETCH(int, major);
        App app = ChartFixtures::shopApp();
        app.processes[0].memoryRequest = QStringLiteral("256");
        app.processes[0].memoryLimit = QStringLiteral("512");
        app.cron[0].resources.memoryLimit = QStringLiteral("128");
        // an info says how it is read; nothing blocks the render
        const Findings findings = Validator::validate(ChartFixtures::project(app));
        QVERIFY(!hasErrors(findings));
        int infos = 0;
        for (const Finding &f : findings)
            infos += f.severity == Finding::Severity::Info
                && f.message.contains(QLatin1String("(MiB), as Dokku"));
        QCOMPARE(infos, 3);

        RenderResult r;
        if (!renderShop(major, &r, app))
            return;
        const Manifest *web = r.manifests.find(QStringLiteral("Deployment"), QStringLiteral("shop-web"));
        QVERIFY(web);
        const YAML::Node resources
            = at(load(*web), QStringLiteral("spec.template.spec.containers.0.resources"));
        QCOMPARE(s(resources["requests"]["memory"]), QStringLiteral("256Mi"));
        QCOMPARE(s(resources["limits"]["memory"]), QStringLiteral("512Mi"));
        const Manifest *cron = r.manifests.find(
            QStringLiteral("CronJob"), ChartNames::cronJobName(QStringLiteral("shop"), app.cron.at(0)));
        QVERIFY(cron);
        QCOMPARE(s(at(load(*cron),
                     QStringLiteral(
                         "spec.jobTemplate.spec.template.spec.containers.0.resources"))["limits"]["memory"]),
            QStringLiteral("128Mi"));
        QVERIFY(ChartFixtures::schemaValidOrFail(r.manifests));
    }

    void exposedProcessGetsDokkusServicePort_data() { majors_data(); }
    void exposedProcessGetsDokkusServicePort()
    {
        QFETCH(int, major);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QVERIFY(writeFile(dir.filePath(QStringLiteral("Procfile")), "web: serve\ngrpc: grpc-server\n"));
        QVERIFY(writeFile(dir.filePath(QStringLiteral("app.json")),
            R"({"formation": {"grpc": {"quantity": 1, "service": {"exposed": true}}}})"));
        const ImportResult imported = AppImporter::importFolder(
            dir.path(), QStringLiteral("shop"), QStringLiteral("registry.example.com/shop:1"));
        QVERIFY(imported.ok);
        const ProcessType *grpc = imported.project.apps.constFirst().process(QStringLiteral("grpc"));
        QVERIFY(grpc);
        QCOMPARE(grpc->portMaps.size(), 1);
        QCOMPARE(grpc->portMaps.constFirst().toString(), QStringLiteral("http:5000:5000"));

        RenderResult r;
        if (!ChartFixtures::renderOrFail(major, imported.project, &r))
            return;
        // shop-grpc:5000 answers as it did under Dokku (its port map http-5000-5000)
        const Manifest *service = r.manifests.find(QStringLiteral("Service"), QStringLiteral("shop-grpc"));
        QVERIFY2(
            service, qPrintable(names(r.manifests.ofKind(QStringLiteral("Service"))).join(QLatin1Char(' '))));
        const YAML::Node port = at(load(*service), QStringLiteral("spec.ports.0"));
        QCOMPARE(s(port["port"]), QStringLiteral("5000"));
        QCOMPARE(s(port["targetPort"]), QStringLiteral("5000"));
        // web keeps Dokku's http:80:5000
        const Manifest *web = r.manifests.find(QStringLiteral("Service"), QStringLiteral("shop-web"));
        QVERIFY(web);
        QCOMPARE(s(at(load(*web), QStringLiteral("spec.ports.0.port"))), QStringLiteral("80"));
        QVERIFY(ChartFixtures::schemaValidOrFail(r.manifests));
    }

    void cronNamesFitEveryAppName_data()
    {
        QTest::addColumn<int>("major");
        QTest::addColumn<QString>("app");
        for (const int major : { 3, 4 }) {
            QTest::addRow("helm%d, a one-character app name", major) << major << QStringLiteral("a");
            QTest::addRow("helm%d, a 36-character app name (the longest kept whole)", major)
                << major << QString(36, QLatin1Char('m'));
            QTest::addRow("helm%d, a 40-character app name", major) << major << QString(40, QLatin1Char('n'));
            // 41: the longest app name, since "pull-secret-<app>" must fit Helm's 53
            QTest::addRow("helm%d, a 41-character app name with a dash at the cut", major)
                << major << QString(35, QLatin1Char('o')) + QStringLiteral("-pqrst");
        }
    }
    void cronNamesFitEveryAppName()
    {
        QFETCH(int, major);
        QFETCH(QString, app);
        App a = ChartFixtures::shopApp();
        a.name = app;
        a.domains.clear(); // only the names are under test
        const Findings findings = Validator::validate(ChartFixtures::project(a));
        QVERIFY(!hasErrors(findings));
        RenderResult first;
        if (!renderShop(major, &first, a))
            return;
        QStringList expected;
        for (const CronTask &t : a.cron)
            expected << ChartNames::cronJobName(app, t);
        expected.sort();
        QCOMPARE(cronJobNames(first), expected);
        for (const QString &name : std::as_const(expected)) {
            QVERIFY2(name.size() <= 52 && Validator::isDns1123Label(name), qPrintable(name));
            const YAML::Node doc = load(*first.manifests.find(QStringLiteral("CronJob"), name));
            QCOMPARE(s(doc["metadata"]["labels"]["app.kubernetes.io/instance"]), name);
        }
        QVERIFY(ChartFixtures::schemaValidOrFail(first.manifests));
        // stable: a second render gives the same names
        RenderResult second;
        if (!renderShop(major, &second, a))
            return;
        QCOMPARE(cronJobNames(second), expected);
    }
};

QTEST_GUILESS_MAIN(TestDokkuMeaning)
#include "tst_dokkumeaning.moc"
