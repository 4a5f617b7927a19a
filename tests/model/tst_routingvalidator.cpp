// SPDX-License-Identifier: GPL-3.0-or-later
// The domain and routing rules (RoutingValidator): paths, port maps, cert-manager issuers,
// Let's Encrypt's address and wildcards, the imported certificate, the Gateway of httproute — each a
// finding on its field path with the line of the project file — and the CRDs the target must serve.
#include "io/projectfile.h"
#include "model/routingvalidator.h"
#include "model/validator.h"

#include <QtTest>

using namespace HelmDeck;

Q_DECLARE_METATYPE(Finding::Severity)

namespace {

const QString FileName = QStringLiteral("/projects/shop/helmdeck.yaml");

/** A project whose app "shop" has a web process with two port maps; @p rest follows at line 7. */
QByteArray shop(const char *rest)
{
    return QByteArray("schemaVersion: 1\napps:\n  - name: shop\n    image: registry.example.com/shop:1.0\n"
                      "    processes:\n      - {name: web, ports: [\"http:80:5000\", \"http:8080:7000\"]}\n")
        + rest;
}

QString describe(const Findings &findings)
{
    QStringList lines;
    for (const Finding &f : findings)
        lines.append(f.toString());
    return lines.join(QLatin1Char('\n'));
}

ProjectLoadResult parsed(const QByteArray &yaml)
{
    return ProjectFile::parse(yaml, FileName);
}

} // namespace

class TestRoutingValidator : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rules_data()
    {
        QTest::addColumn<QByteArray>("yaml");
        QTest::addColumn<Finding::Severity>("severity");
        QTest::addColumn<QString>("fieldPath");
        QTest::addColumn<int>("line"); // 0: the key is absent, only the path is checked
        QTest::addColumn<QString>("message");
        const auto E = Finding::Severity::Error;
        const auto W = Finding::Severity::Warning;

        QTest::newRow("a path without a leading slash") << shop(R"(    domains:
      - host: shop.example.com
        path: api
)") << E << "apps[shop].domains[0].path" << 9 << "must start with \"/\"";
        QTest::newRow("a path with a space") << shop(R"(    domains:
      - {host: shop.example.com, path: "/my api"}
)") << E << "apps[shop].domains[0].path" << 8 << "no spaces";
        QTest::newRow("a port that is no port map of web names the ones there are") << shop(R"(    domains:
      - shop.example.com
      - host: api.example.com
        port: http-443-5000
)") << E << "apps[shop].domains[1].port" << 10 << "http-80-5000, http-8080-7000";
        QTest::newRow("cert-manager without an issuer") << shop(R"(    domains:
      - {host: shop.example.com, tls: cert-manager}
)") << E << "apps[shop].domains[0].issuer" << 0 << "names no issuer";
        QTest::newRow("cert-manager with an issuer that is no DNS name") << shop(R"(    domains:
      - host: shop.example.com
        tls: cert-manager
        issuer: Lets_Encrypt
)") << E << "apps[shop].domains[0].issuer" << 10 << "DNS-1123 subdomain";
        QTest::newRow("cert-manager with an unknown issuer kind") << shop(R"(    domains:
      - host: shop.example.com
        tls: cert-manager
        issuer: le
        issuerKind: ACMEIssuer
)") << E << "apps[shop].domains[0].issuerKind" << 11 << "use ClusterIssuer or Issuer";
        QTest::newRow("two cert-manager domains naming two issuers") << shop(R"(    domains:
      - {host: shop.example.com, tls: cert-manager, issuer: a}
      - {host: api.example.com, tls: cert-manager, issuer: b}
)") << E << "apps[shop].domains[1].issuer" << 0 << "share one Certificate (Secret tls-shop-web)";
        QTest::newRow("letsencrypt without an address") << shop(R"(    domains:
      - {host: shop.example.com, tls: letsencrypt}
)") << E << "apps[shop].routing.letsEncrypt.email" << 0 << "needs a contact address";
        QTest::newRow("letsencrypt with an address that is none") << shop(R"(    domains:
      - {host: shop.example.com, tls: letsencrypt}
    routing:
      letsEncrypt:
        email: ops-at-example.com
)") << E << "apps[shop].routing.letsEncrypt.email" << 11 << "not an email address";
        QTest::newRow("letsencrypt on a wildcard: HTTP-01 cannot issue it") << shop(R"(    domains:
      - {host: "*.example.com", tls: letsencrypt}
    routing: {letsEncrypt: {email: ops@example.com}}
)") << E << "apps[shop].domains[0].tls" << 0 << "cannot issue wildcard certificates";
        QTest::newRow("imported without a certificate file") << shop(R"(    domains:
      - {host: shop.example.com, tls: imported}
)") << E << "apps[shop].domains[0].tls" << 0 << "the app has no imported certificate";
        QTest::newRow("httproute without a Gateway") << shop(R"(    domains: [shop.example.com]
    routing:
      kind: httproute
)") << E << "apps[shop].routing.gateway.name" << 0 << "needs the parent Gateway";
        QTest::newRow("httproute with a Gateway namespace that is no namespace") << shop(
            R"(    domains: [shop.example.com]
    routing:
      kind: httproute
      gateway:
        name: public
        namespace: Gate.Ways
)") << E << "apps[shop].routing.gateway.namespace" << 12 << "DNS-1123 label";
        QTest::newRow("httproute with a redirect: the Gateway's job, a warning") << shop(R"(    domains:
      - {host: shop.example.com, tls: cert-manager, issuer: letsencrypt-prod}
    routing:
      kind: httproute
      gateway: {name: public}
      httpsRedirect: true
)") << W << "apps[shop].routing.httpsRedirect" << 12 << "the Gateway's job";
        QTest::newRow("an Ingress class without a known redirect, a warning") << shop(
            R"(    ingressClass: haproxy
    domains:
      - {host: shop.example.com, tls: cert-manager, issuer: letsencrypt-prod}
    routing:
      httpsRedirect: true
)") << W << "apps[shop].routing.httpsRedirect" << 11 << "gets no redirect";
    }
    void rules()
    {
        QFETCH(QByteArray, yaml);
        QFETCH(Finding::Severity, severity);
        QFETCH(QString, fieldPath);
        QFETCH(int, line);
        QFETCH(QString, message);
        const ProjectLoadResult loaded = parsed(yaml);
        QVERIFY2(loaded.ok && loaded.findings.isEmpty(), qPrintable(describe(loaded.findings)));
        const Findings findings = Validator::validate(loaded.project);
        QVERIFY2(findings.size() == 1, qPrintable(describe(findings)));
        const Finding &f = findings.constFirst();
        QCOMPARE(f.fieldPath, fieldPath);
        QVERIFY2(f.message.contains(message), qPrintable(f.message));
        QCOMPARE(f.severity, severity);
        QCOMPARE(f.location.file, FileName);
        if (line > 0)
            QCOMPARE(f.location.line, line);
    }

    void everyKindAndModeSetUpWellIsClean_data()
    {
        QTest::addColumn<QByteArray>("yaml");
        QTest::newRow("an Ingress app with two domains of one issuer, a path, a port and a plain wildcard")
            << shop(R"(    domains:
      - {host: shop.example.com, tls: cert-manager, issuer: le, issuerKind: Issuer}
      - {host: api.example.com, path: /api, port: http-8080-7000, tls: cert-manager, issuer: le, issuerKind: Issuer}
      - "*.example.com"
    routing: {httpsRedirect: true}
)");
        QTest::newRow("IngressRoute with letsencrypt") << shop(R"(    domains:
      - {host: shop.example.com, tls: letsencrypt}
    routing: {kind: ingressroute, httpsRedirect: true, letsEncrypt: {email: ops@example.com, server: staging}}
)");
        // (an imported certificate's own rules, with a real chain: tst_tlsvalidator)
        QTest::newRow("HTTPRoute with a cert-manager wildcard") << shop(R"(    domains:
      - {host: "*.example.com", tls: cert-manager, issuer: dns01}
    routing: {kind: httproute, gateway: {name: public, namespace: gateways, section: https}}
)");
    }
    void everyKindAndModeSetUpWellIsClean()
    {
        QFETCH(QByteArray, yaml);
        const ProjectLoadResult loaded = parsed(yaml);
        QVERIFY2(loaded.ok && loaded.findings.isEmpty(), qPrintable(describe(loaded.findings)));
        const Findings findings = Validator::validate(loaded.project);
        QVERIFY2(findings.isEmpty(), qPrintable(describe(findings)));
    }

    void theTargetMustServeTheCrdsOfTheRoutes_data()
    {
        QTest::addColumn<QByteArray>("yaml");
        QTest::addColumn<QStringList>("apiVersions");
        QTest::addColumn<QString>("fieldPath"); // "" = no finding
        QTest::addColumn<QString>("crd");
        const QStringList base { QStringLiteral("v1"), QStringLiteral("networking.k8s.io/v1") };
        const QByteArray httproute = shop(
            "    domains: [shop.example.com]\n    routing: {kind: httproute, gateway: {name: public}}\n");
        const QByteArray ingressroute
            = shop("    domains: [shop.example.com]\n    routing: {kind: ingressroute}\n");
        const QByteArray certManager
            = shop("    domains: [{host: shop.example.com, tls: cert-manager, issuer: le}]\n");
        const QByteArray redirect = shop("    domains: [{host: shop.example.com, tls: imported}]\n"
                                         "    routing: {httpsRedirect: true, certificate: c.pem}\n");
        QTest::newRow("httproute on a cluster without the Gateway API")
            << httproute << base << "apps[shop].routing.kind"
            << "httproutes.gateway.networking.k8s.io";
        QTest::newRow("httproute on a cluster serving Gateway API v1beta1 only")
            << httproute
            << (base + QStringList { QStringLiteral("gateway.networking.k8s.io/v1beta1/HTTPRoute") }) << ""
            << "";
        QTest::newRow("ingressroute on a cluster without Traefik's CRDs")
            << ingressroute << base << "apps[shop].routing.kind"
            << "ingressroutes.traefik.io";
        QTest::newRow("ingressroute on a cluster with Traefik")
            << ingressroute << (base + QStringList { QStringLiteral("traefik.io/v1alpha1") }) << ""
            << "";
        QTest::newRow("the traefik-class redirect needs the Middleware CRD")
            << redirect << base << "apps[shop].routing.httpsRedirect"
            << "middlewares.traefik.io";
        QTest::newRow("cert-manager TLS on a cluster without cert-manager")
            << certManager << base << "apps[shop].domains[0].tls"
            << "certificates.cert-manager.io";
        QTest::newRow("cert-manager TLS on a cluster with cert-manager")
            << certManager << (base + QStringList { QStringLiteral("cert-manager.io/v1/Certificate") }) << ""
            << "";
        QTest::newRow("a cluster that was not read: nothing is known, nothing is said")
            << httproute << QStringList() << ""
            << "";
    }
    void theTargetMustServeTheCrdsOfTheRoutes()
    {
        QFETCH(QByteArray, yaml);
        QFETCH(QStringList, apiVersions);
        QFETCH(QString, fieldPath);
        QFETCH(QString, crd);
        const ProjectLoadResult loaded = parsed(yaml);
        QVERIFY2(loaded.ok && loaded.findings.isEmpty(), qPrintable(describe(loaded.findings)));
        const Findings findings
            = RoutingValidator::capabilities(loaded.project.apps.constFirst(), apiVersions);
        if (fieldPath.isEmpty()) {
            QVERIFY2(findings.isEmpty(), qPrintable(describe(findings)));
            return;
        }
        QVERIFY2(findings.size() == 1, qPrintable(describe(findings)));
        QCOMPARE(findings.constFirst().fieldPath, fieldPath);
        QCOMPARE(findings.constFirst().severity, Finding::Severity::Error);
        QVERIFY2(findings.constFirst().message.contains(crd), qPrintable(findings.constFirst().message));
    }
};

QTEST_GUILESS_MAIN(TestRoutingValidator)
#include "tst_routingvalidator.moc"
