// SPDX-License-Identifier: GPL-3.0-or-later
// helm template of the app chart, values: quoting, schema validity, special characters, an Ingress per
// domain.
#include "rendertest.h"

using namespace RenderTest;

class TestRenderValues : public RenderTestBase
{
    Q_OBJECT
private Q_SLOTS:
    void quoting_data();
    void quoting();
    void schemaValid_data() { majors_data(); }
    void schemaValid();
    void ingressPerDomain_data() { majors_data(); }
    void ingressPerDomain();
    void specialCharacters_data() { majors_data(); }
    void specialCharacters();
};

void TestRenderValues::quoting_data()
{
    QTest::addColumn<int>("major");
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("value");
    const QString args = QStringLiteral("spec.template.spec.containers.0.args.");
    const QString cronArgs = QStringLiteral("spec.jobTemplate.spec.template.spec.containers.0.args.");
    for (int major : { 3, 4 }) {
        const QByteArray h = "helm" + QByteArray::number(major) + ' ';
        auto row = [&](const char *tag, const char *kind, const QString &path, const QString &value) {
            QTest::newRow(QByteArray(h + tag).constData())
                << major << QString::fromLatin1(kind) << path << value;
        };
        const QStringList web = ChartFixtures::shopWebArgs();
        for (int i = 0; i < web.size(); ++i)
            row(qPrintable(QStringLiteral("web arg ") + web.at(i)), "Deployment/shop-web",
                args + QString::number(i), web.at(i));
        row("schedule */5", "CronJob/0", QStringLiteral("spec.schedule"), QStringLiteral("*/5 * * * *"));
        row("schedule @daily", "CronJob/1", QStringLiteral("spec.schedule"), QStringLiteral("@daily"));
        row("cron arg 0755", "CronJob/0", cronArgs + QStringLiteral("4"), QStringLiteral("0755"));
        row("cron arg 1e3", "CronJob/0", cronArgs + QStringLiteral("5"), QStringLiteral("1e3"));
        row("cron sh -c", "CronJob/1", cronArgs + QStringLiteral("2"), QStringLiteral("echo NO > /tmp/x"));
        row("wildcard host", "Ingress/shop-web-wildcard-example-com", QStringLiteral("spec.rules.0.host"),
            QStringLiteral("*.example.com"));
        row("image", "Deployment/shop-web", QStringLiteral("spec.template.spec.containers.0.image"),
            QStringLiteral("registry.example.com:5000/shop/web:1.4.2"));
        row("PORT", "Deployment/shop-web", QStringLiteral("spec.template.spec.containers.0.env.0.value"),
            QStringLiteral("5000"));
        row("probe path", "Deployment/shop-web",
            QStringLiteral("spec.template.spec.containers.0.readinessProbe.httpGet.path"),
            QStringLiteral("/health"));
        row("probe header NO", "Deployment/shop-web",
            QStringLiteral("spec.template.spec.containers.0.readinessProbe.httpGet.httpHeaders.0.value"),
            QStringLiteral("NO"));
        row("exec 0755", "Deployment/shop-web",
            QStringLiteral("spec.template.spec.containers.0.startupProbe.exec.command.2"),
            QStringLiteral("0755"));
        row("deployment id", "Deployment/shop-worker",
            QStringLiteral("spec.template.metadata.annotations.helmdeck.dev/deployment-id"),
            QStringLiteral("0"));
    }
}

void TestRenderValues::quoting()
{
    QFETCH(int, major);
    QFETCH(QString, kind);
    QFETCH(QString, path);
    QFETCH(QString, value);
    RenderResult r;
    if (!shop(major, &r))
        return;
    // "CronJob/0": the CronJob of the first task (names are hashes; find it by schedule)
    const Manifest *doc = nullptr;
    const QString k = kind.section(QLatin1Char('/'), 0, 0);
    const QString n = kind.section(QLatin1Char('/'), 1);
    const QList<Manifest> crons = r.manifests.ofKind(QStringLiteral("CronJob"));
    if (k == QLatin1String("CronJob")) {
        const QString schedule = ChartFixtures::shopApp().cron.at(n.toInt()).schedule;
        for (const Manifest &c : crons) {
            if (s(load(c)["spec"]["schedule"]) == schedule)
                doc = &c;
        }
    } else {
        doc = r.manifests.find(k, n);
    }
    QVERIFY2(doc, qPrintable(kind));
    // the annotation key contains dots: split the path there
    YAML::Node node;
    if (path.contains(QLatin1String("annotations."))) {
        const int cut = path.indexOf(QLatin1String("annotations.")) + 12;
        node = at(load(*doc), path.left(cut - 1))[path.mid(cut).toStdString()];
    } else {
        node = at(load(*doc), path);
    }
    QVERIFY2(node && node.IsScalar(), qPrintable(path));
    QCOMPARE(QString::fromStdString(node.Scalar()), value);
    QCOMPARE(node.Tag(), std::string("!")); // "!" = a quoted scalar, so no YAML 1.1/1.2 resolver retypes it
    QVERIFY2(doc->yaml.contains(QLatin1Char('"') + value + QLatin1Char('"')), qPrintable(doc->yaml));
}

void TestRenderValues::schemaValid()
{
    QFETCH(int, major);
    RenderResult r;
    if (!shop(major, &r))
        return;
    QString output;
    const int rc = ChartFixtures::validateSchema(r.manifests.toYaml(true).toUtf8(), &output);
    if (rc < 0)
        QFAIL(qPrintable(output));
    QVERIFY2(rc == 0, qPrintable(output));
    QVERIFY2(output.contains(QStringLiteral("ok: %1 documents valid").arg(r.manifests.documents().size())),
        qPrintable(output));
}

void TestRenderValues::ingressPerDomain()
{
    QFETCH(int, major);
    RenderResult r;
    if (!shop(major, &r))
        return;
    const QList<Manifest> ingresses = r.manifests.ofKind(QStringLiteral("Ingress"));
    QCOMPARE(names(ingresses),
        (QStringList {
            QStringLiteral("shop-web-shop-example-com"), QStringLiteral("shop-web-wildcard-example-com") }));
    QSet<QString> hosts;
    for (const Manifest &i : ingresses) {
        const YAML::Node doc = load(i);
        QCOMPARE(doc["spec"]["rules"].size(), std::size_t(1)); // one host per Ingress
        hosts.insert(s(doc["spec"]["rules"][0]["host"]));
        QCOMPARE(s(doc["spec"]["ingressClassName"]), QStringLiteral("traefik"));
        const YAML::Node backend = at(doc, QStringLiteral("spec.rules.0.http.paths.0.backend.service"));
        QCOMPARE(s(backend["name"]), QStringLiteral("shop-web"));
        QCOMPARE(s(backend["port"]["name"]), QStringLiteral("https-443-5000"));
    }
    QCOMPARE(hosts, (QSet<QString> { QStringLiteral("shop.example.com"), QStringLiteral("*.example.com") }));
    QVERIFY(r.manifests.find(QStringLiteral("Ingress"), QStringLiteral("shop-web-wildcard-example-com"))
                ->yaml.contains(QLatin1String("host: \"*.example.com\"")));
    // the backend port exists on the web Service and leads to container port 5000
    const YAML::Node svc = load(*r.manifests.find(QStringLiteral("Service"), QStringLiteral("shop-web")));
    bool found = false;
    for (const auto &p : svc["spec"]["ports"]) {
        if (s(p["name"]) == QLatin1String("https-443-5000")) {
            found = true;
            QCOMPARE(s(p["port"]), QStringLiteral("443"));
            QCOMPARE(s(p["targetPort"]), QStringLiteral("5000"));
        }
    }
    QVERIFY(found);

    // no web port maps: nothing to route to, so no Ingress
    App noWebPorts = ChartFixtures::shopApp();
    noWebPorts.processes[0].portMaps.clear();
    noWebPorts.processes[0].healthChecks.clear();
    noWebPorts.ingressClass = QStringLiteral("nginx");
    RenderResult r2;
    if (!renderShop(major, &r2, noWebPorts))
        return;
    QVERIFY(r2.manifests.ofKind(QStringLiteral("Ingress")).isEmpty());
    QVERIFY(!r2.manifests.find(QStringLiteral("Service"), QStringLiteral("shop-web")));
}

void TestRenderValues::specialCharacters()
{
    // quotes, backslashes, non-ASCII and a '$' survive values.yaml (yaml-cpp) and `quote` (Go %q)
    QFETCH(int, major);
    App app = ChartFixtures::shopApp();
    app.processes[1].command
        = QString::fromUtf8("printf '%s\\n' \"quote\\\" back\\\\ \u00e9 \u2713 tab\\there\" 'cost: $5'");
    RenderResult r;
    if (!renderShop(major, &r, app))
        return;
    const YAML::Node args
        = at(load(*r.manifests.find(QStringLiteral("Deployment"), QStringLiteral("shop-worker"))),
            QStringLiteral("spec.template.spec.containers.0.args"));
    QStringList got;
    for (const auto &a : args)
        got << QString::fromStdString(a.Scalar());
    QCOMPARE(got,
        (QStringList { QStringLiteral("printf"), QStringLiteral("%s\\n"),
            QString::fromUtf8("quote\" back\\ \u00e9 \u2713 tab\\there"), QStringLiteral("cost: $$5") }));
}

QTEST_GUILESS_MAIN(TestRenderValues)
#include "tst_rendervalues.moc"
