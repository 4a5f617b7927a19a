// SPDX-License-Identifier: GPL-3.0-or-later
// An app's "domains", "routing" and "services" keys in helmdeck.yaml: read, written back
// byte-stable, and bad values reported with file, line and field.

#include "io/projectfile.h"

#include <QTest>

using namespace HelmDeck;

namespace {

QByteArray project(const QByteArray &keys)
{
    return "schemaVersion: 1\napps:\n  - name: shop\n    image: registry.example.com/shop:1\n    processes:\n"
           "      - name: web\n        ports: [\"http:80:5000\"]\n"
        + keys;
}

App loaded(const QByteArray &yaml)
{
    const ProjectLoadResult r = ProjectFile::parse(yaml, QStringLiteral("helmdeck.yaml"));
    if (!r.ok)
        qWarning("%s", qPrintable(r.findings.value(0).message));
    return r.ok ? r.project.apps.value(0) : App();
}

} // namespace

class TestRoutingFile : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void domainsAsStringsAndMaps();
    void routingIsRead();
    void servicesAreRead();
    void roundTrip_data();
    void roundTrip();
    void badValues_data();
    void badValues();
};

void TestRoutingFile::domainsAsStringsAndMaps()
{
    const App app
        = loaded(project("    domains:\n      - www.example.com\n      - host: api.example.com\n"
                         "        path: /api\n        port: http-80-5000\n        tls: cert-manager\n"
                         "        issuer: letsencrypt-prod\n        issuerKind: Issuer\n"));
    QCOMPARE(app.domains.size(), 2);
    QCOMPARE(app.domains.at(0).host, QStringLiteral("www.example.com"));
    QVERIFY(app.domains.at(0).isPlain());
    const Domain api = app.domains.at(1);
    QCOMPARE(api.host, QStringLiteral("api.example.com"));
    QCOMPARE(api.path, QStringLiteral("/api"));
    QCOMPARE(api.port, QStringLiteral("http-80-5000"));
    QCOMPARE(api.tls.mode, DomainTls::Mode::CertManager);
    QCOMPARE(api.tls.issuer, QStringLiteral("letsencrypt-prod"));
    QCOMPARE(api.tls.issuerKind, QStringLiteral("Issuer"));
    QVERIFY(!api.isPlain());
}

void TestRoutingFile::routingIsRead()
{
    const App app
        = loaded(project("    routing:\n      kind: httproute\n      gateway: {name: public, namespace: "
                         "gateways, section: https}\n      httpsRedirect: true\n"
                         "      letsEncrypt: {email: ops@example.com, server: staging}\n"
                         "      certificate: certs/www.pem\n"));
    QCOMPARE(app.routing.kind, RoutingSettings::Kind::HTTPRoute);
    QCOMPARE(app.routing.gatewayName, QStringLiteral("public"));
    QCOMPARE(app.routing.gatewayNamespace, QStringLiteral("gateways"));
    QCOMPARE(app.routing.gatewaySection, QStringLiteral("https"));
    QVERIFY(app.routing.httpsRedirect);
    QCOMPARE(app.routing.letsEncryptEmail, QStringLiteral("ops@example.com"));
    QVERIFY(app.routing.letsEncryptStaging);
    QCOMPARE(app.routing.certificateFile, QStringLiteral("certs/www.pem"));
}

void TestRoutingFile::servicesAreRead()
{
    const App app
        = loaded(project("    services:\n      - kind: postgres\n        version: \"16\"\n        size: 5Gi\n"
                         "        storageClass: local-path\n        resources: {cpu: 100m, memory: 256Mi}\n"
                         "        env: PG_URL\n      - kind: valkey\n        external: true\n"));
    QCOMPARE(app.services.size(), 2);
    const BackingService pg = app.services.at(0);
    QCOMPARE(pg.kind, BackingService::Kind::PostgreSQL);
    QCOMPARE(pg.effectiveVersion(), QStringLiteral("16"));
    QCOMPARE(pg.size, QStringLiteral("5Gi"));
    QCOMPARE(pg.storageClass, QStringLiteral("local-path"));
    QCOMPARE(pg.cpu, QStringLiteral("100m"));
    QCOMPARE(pg.memory, QStringLiteral("256Mi"));
    QCOMPARE(pg.effectiveEnvName(), QStringLiteral("PG_URL"));
    QCOMPARE(pg.resourceName(app.name), QStringLiteral("shop-postgres"));
    QCOMPARE(pg.image(), QStringLiteral("docker.io/library/postgres:16"));
    const BackingService kv = app.services.at(1);
    QCOMPARE(kv.kind, BackingService::Kind::Valkey);
    QVERIFY(kv.external);
    QCOMPARE(kv.effectiveEnvName(), QStringLiteral("REDIS_URL"));
    QCOMPARE(kv.secretKey(app.name), QStringLiteral("shop/valkey"));
}

void TestRoutingFile::roundTrip_data()
{
    QTest::addColumn<QByteArray>("keys");
    QTest::newRow("plain domains stay strings")
        << QByteArray("    domains: [a.example.com, \"*.example.com\"]\n");
    QTest::newRow("a domain with every setting") << QByteArray(
        "    domains:\n      - host: api.example.com\n        path: /v1\n        port: http-80-5000\n"
        "        tls: letsencrypt\n");
    QTest::newRow("routing with a gateway and an imported certificate") << QByteArray(
        "    domains:\n      - {host: a.example.com, tls: imported}\n    routing:\n      kind: httproute\n"
        "      gateway: {name: gw, section: https}\n      httpsRedirect: true\n"
        "      letsEncrypt: {email: a@example.com}\n      certificate: c.pem\n");
    QTest::newRow("both services") << QByteArray("    services:\n      - {kind: postgres, storage: db, "
                                                 "resources: {memory: 1Gi}}\n      - {kind: valkey, "
                                                 "external: true, env: CACHE_URL}\n");
}

void TestRoutingFile::roundTrip()
{
    QFETCH(QByteArray, keys);
    const ProjectLoadResult first = ProjectFile::parse(project(keys), QStringLiteral("helmdeck.yaml"));
    QVERIFY2(first.ok, qPrintable(first.findings.value(0).message));
    const QByteArray saved = ProjectFile::serialize(first.project);
    const ProjectLoadResult second = ProjectFile::parse(saved, QStringLiteral("helmdeck.yaml"));
    QVERIFY2(second.ok, saved.constData());
    const App a = first.project.apps.at(0);
    const App b = second.project.apps.at(0);
    QCOMPARE(b.domains, a.domains);
    QVERIFY(b.routing == a.routing);
    QCOMPARE(b.services, a.services);
    QCOMPARE(ProjectFile::serialize(second.project), saved);
}

void TestRoutingFile::badValues_data()
{
    QTest::addColumn<QByteArray>("keys");
    QTest::addColumn<QString>("field");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("message");
    QTest::newRow("an unknown tls mode names the mode and the choices")
        << QByteArray("    domains:\n      - {host: a.example.com, tls: acme}\n")
        << "apps[shop].domains[0].tls" << 9 << "none, cert-manager, letsencrypt or imported";
    QTest::newRow("a domain map without a host") << QByteArray("    domains:\n      - {path: /x}\n")
                                                 << "apps[shop].domains[0]" << 9 << "needs a \"host\"";
    QTest::newRow("an unknown key in a domain is a warning at the key")
        << QByteArray("    domains:\n      - {host: a.example.com, secretName: x}\n")
        << "apps[shop].domains[0].secretName" << 9 << "unknown key \"secretName\"";
    QTest::newRow("an unknown routing kind")
        << QByteArray("    routing:\n      kind: route\n") << "apps[shop].routing.kind" << 9
        << "ingress, ingressroute or httproute";
    QTest::newRow("an unknown Let's Encrypt server")
        << QByteArray("    routing:\n      letsEncrypt: {server: prod}\n")
        << "apps[shop].routing.letsEncrypt.server" << 9 << "production or staging";
    QTest::newRow("an unknown service kind") << QByteArray("    services:\n      - kind: mysql\n")
                                             << "apps[shop].services[0].kind" << 9 << "postgres or valkey";
    QTest::newRow("a service without a kind") << QByteArray("    services:\n      - {size: 1Gi}\n")
                                              << "apps[shop].services[0]" << 9 << "needs a \"kind\"";
    QTest::newRow("two services of one kind")
        << QByteArray("    services:\n      - kind: postgres\n      - kind: postgres\n")
        << "apps[shop].services[postgres]" << 10 << "two postgres services";
    QTest::newRow("an unknown key in a service is a warning: a password is never a project-file key")
        << QByteArray("    services:\n      - {kind: valkey, password: x}\n")
        << "apps[shop].services[valkey].password" << 9 << "unknown key \"password\"";
}

void TestRoutingFile::badValues()
{
    QFETCH(QByteArray, keys);
    QFETCH(QString, field);
    QFETCH(int, line);
    QFETCH(QString, message);
    const ProjectLoadResult r = ProjectFile::parse(project(keys), QStringLiteral("helmdeck.yaml"));
    QVERIFY(!r.findings.isEmpty());
    const Finding f = r.findings.value(0);
    // unknown keys are warnings (forward compatibility); every other row is an error that fails the load
    QCOMPARE(r.ok, message.startsWith(QLatin1String("unknown key")));
    QVERIFY2(f.message.contains(message), qPrintable(f.message));
    QCOMPARE(f.fieldPath, field);
    QCOMPARE(f.location.line, line);
    QCOMPARE(f.location.file, QStringLiteral("helmdeck.yaml"));
}

QTEST_GUILESS_MAIN(TestRoutingFile)
#include "tst_routingfile.moc"
