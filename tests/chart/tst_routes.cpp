// SPDX-License-Identifier: GPL-3.0-or-later
// The app chart's routes rendered with the real Helm 3 and Helm 4 for every route kind (Ingress,
// Traefik IngressRoute, Gateway API HTTPRoute) and TLS mode (none, cert-manager, letsencrypt,
// imported): names, hosts, paths, port-map backends, TLS sections, issuer annotations, the
// compress and redirect Middlewares, the Certificate and the ACME Issuer; every document valid
// against the Kubernetes schemas and the Gateway API, cert-manager and Traefik CRD schemas
// (tests/schema); the HTTPRoute apiVersion following the target's API versions
// (docs/chart-values.md "Routes").

#include "certfixture.h"
#include "chartfixtures.h"
#include "yamlpath.h"

#include <QTest>

using namespace HelmDeck;
using namespace YamlPath;

namespace {

/** Every API the routes may need, as `kubectl api-versions` and the kind list give them. */
QStringList everyRouteApi()
{
    return { QStringLiteral("v1"), QStringLiteral("apps/v1"), QStringLiteral("networking.k8s.io/v1"),
        QStringLiteral("gateway.networking.k8s.io/v1"),
        QStringLiteral("gateway.networking.k8s.io/v1/HTTPRoute"), QStringLiteral("traefik.io/v1alpha1"),
        QStringLiteral("cert-manager.io/v1") };
}

/**
 * The shop app routed by @p kind: shop.example.com (path /, primary port https-443-5000) and
 * api.example.com (path /api, port map http-8080-7000) with TLS @p mode, *.example.com without TLS;
 * httpsRedirect on, the Gateway public/gateways section https, a Let's Encrypt address and, for
 * tls: imported, a generated certificate covering both TLS hosts (with its key, as the keychain gives it).
 */
App routedShop(RoutingSettings::Kind kind, DomainTls::Mode mode)
{
    App app = ChartFixtures::shopApp();
    Domain shop(QStringLiteral("shop.example.com"));
    Domain api(QStringLiteral("api.example.com"));
    api.path = QStringLiteral("/api");
    api.port = QStringLiteral("http-8080-7000");
    for (Domain *d : { &shop, &api }) {
        d->tls.mode = mode;
        if (mode == DomainTls::Mode::CertManager)
            d->tls.issuer = QStringLiteral("letsencrypt-prod");
    }
    app.domains = { shop, api, Domain(QStringLiteral("*.example.com")) };
    app.routing.kind = kind;
    app.routing.gatewayName = QStringLiteral("public");
    app.routing.gatewayNamespace = QStringLiteral("gateways");
    app.routing.gatewaySection = QStringLiteral("https");
    app.routing.httpsRedirect = true;
    app.routing.letsEncryptEmail = QStringLiteral("ops@example.com");
    if (mode == DomainTls::Mode::Imported) { // a real chain covering both TLS hosts, as a load reads it
        static TestUtil::CertFixture certs;
        static const TestUtil::CertFixture::Pair pair = certs.make(QStringLiteral("shop"),
            { QStringLiteral("shop.example.com"), QStringLiteral("api.example.com") });
        app.routing.certificateFile = pair.certPath;
        app.certificate.filePath = pair.certPath;
        app.certificate.chainPem = pair.certPem;
        app.certificate.key = QString::fromUtf8(pair.keyPem);
    }
    return app;
}

/** The document of @p kind / @p name; an undefined node (false) when it was not rendered. */
YAML::Node doc(const RenderResult &r, const char *kind, const QString &name)
{
    const Manifest *m = r.manifests.find(QString::fromLatin1(kind), name);
    return m ? load(*m) : YAML::Node(YAML::NodeType::Undefined);
}

int countKind(const RenderResult &r, const QString &kind)
{
    int n = 0;
    for (const Manifest &m : r.manifests.forRelease(QStringLiteral("shop")))
        n += m.kind == kind ? 1 : 0;
    return n;
}

bool rendersValid(const RenderResult &r)
{
    QString output;
    const int rc = ChartFixtures::validateSchema(r.manifests.toYaml(true).toUtf8(), &output);
    if (rc != 0) {
        QTest::qFail(qPrintable(output), __FILE__, __LINE__);
        return false;
    }
    return true;
}

const QString kShop = QStringLiteral("shop-web-shop-example-com");
const QString kApi = QStringLiteral("shop-web-api-example-com");
const QString kWild = QStringLiteral("shop-web-wildcard-example-com");

} // namespace

class TestRoutes : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyKindAndTlsModeRendersSchemaValidRoutes_data()
    {
        QTest::addColumn<int>("major");
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("mode");
        const QList<QPair<RoutingSettings::Kind, const char *>> kinds
            = { { RoutingSettings::Kind::Ingress, "Ingresses" },
                  { RoutingSettings::Kind::IngressRoute, "Traefik IngressRoutes" },
                  { RoutingSettings::Kind::HTTPRoute, "Gateway API HTTPRoutes" } };
        const QList<QPair<DomainTls::Mode, const char *>> modes = { { DomainTls::Mode::None, "without TLS" },
            { DomainTls::Mode::CertManager, "with a cert-manager ClusterIssuer" },
            { DomainTls::Mode::LetsEncrypt, "with the app's Let's Encrypt Issuer" },
            { DomainTls::Mode::Imported, "with the imported certificate" } };
        for (int major : { 3, 4 }) {
            for (const auto &k : kinds) {
                for (const auto &m : modes) {
                    QTest::addRow("Helm %d renders %s %s", major, k.second, m.second)
                        << major << int(k.first) << int(m.first);
                }
            }
        }
    }
    void everyKindAndTlsModeRendersSchemaValidRoutes()
    {
        QFETCH(int, major);
        QFETCH(int, kind);
        QFETCH(int, mode);
        const auto k = RoutingSettings::Kind(kind);
        const auto m = DomainTls::Mode(mode);
        RenderTarget target;
        target.apiVersions = everyRouteApi();
        RenderResult r;
        if (!ChartFixtures::renderOrFail(
                major, ChartFixtures::project(routedShop(k, m)), &r, QString(), target))
            return;
        if (!rendersValid(r))
            return;
        const bool tls = m != DomainTls::Mode::None;
        const bool managed = m == DomainTls::Mode::CertManager || m == DomainTls::Mode::LetsEncrypt;
        const QString secret
            = m == DomainTls::Mode::Imported ? QStringLiteral("tls-shop") : QStringLiteral("tls-shop-web");

        QCOMPARE(countKind(r, QStringLiteral("Ingress")), k == RoutingSettings::Kind::Ingress ? 3 : 0);
        QCOMPARE(countKind(r, QStringLiteral("HTTPRoute")), k == RoutingSettings::Kind::HTTPRoute ? 3 : 0);
        QCOMPARE(countKind(r, QStringLiteral("IngressRoute")),
            k == RoutingSettings::Kind::IngressRoute ? (tls ? 5 : 3) : 0);
        // the ACME Issuer only for letsencrypt; the Certificate only where no Ingress annotation asks for it
        const YAML::Node issuer = doc(r, "Issuer", QStringLiteral("shop-letsencrypt-prod"));
        QCOMPARE(bool(issuer), m == DomainTls::Mode::LetsEncrypt);
        const YAML::Node cert = doc(r, "Certificate", QStringLiteral("shop-web"));
        QCOMPARE(bool(cert), managed && k != RoutingSettings::Kind::Ingress);
        if (cert) {
            QCOMPARE(s(at(cert, QStringLiteral("spec.secretName"))), QStringLiteral("tls-shop-web"));
            QCOMPARE(sequenceTexts(at(cert, QStringLiteral("spec.dnsNames"))),
                (QStringList { QStringLiteral("shop.example.com"), QStringLiteral("api.example.com") }));
            QCOMPARE(s(at(cert, QStringLiteral("spec.issuerRef.kind"))),
                m == DomainTls::Mode::LetsEncrypt ? QStringLiteral("Issuer")
                                                  : QStringLiteral("ClusterIssuer"));
        }
        if (issuer) {
            QCOMPARE(s(at(issuer, QStringLiteral("spec.acme.email"))), QStringLiteral("ops@example.com"));
            QCOMPARE(s(at(issuer, QStringLiteral("spec.acme.server"))),
                QStringLiteral("https://acme-v02.api.letsencrypt.org/directory"));
            const YAML::Node http01 = at(issuer, QStringLiteral("spec.acme.solvers.0.http01"));
            if (k == RoutingSettings::Kind::HTTPRoute) {
                QCOMPARE(s(at(http01, QStringLiteral("gatewayHTTPRoute.parentRefs.0.name"))),
                    QStringLiteral("public"));
                QCOMPARE(s(at(http01, QStringLiteral("gatewayHTTPRoute.parentRefs.0.namespace"))),
                    QStringLiteral("gateways"));
            } else {
                QCOMPARE(
                    s(at(http01, QStringLiteral("ingress.ingressClassName"))), QStringLiteral("traefik"));
            }
        }

        if (k == RoutingSettings::Kind::Ingress) {
            const YAML::Node shop = doc(r, "Ingress", kShop);
            const YAML::Node api = doc(r, "Ingress", kApi);
            QVERIFY(shop && api && doc(r, "Ingress", kWild));
            QCOMPARE(s(at(api, QStringLiteral("spec.rules.0.http.paths.0.path"))), QStringLiteral("/api"));
            QCOMPARE(s(at(api, QStringLiteral("spec.rules.0.http.paths.0.backend.service.port.name"))),
                QStringLiteral("http-8080-7000"));
            QCOMPARE(s(at(shop, QStringLiteral("spec.rules.0.http.paths.0.backend.service.port.name"))),
                QStringLiteral("https-443-5000"));
            const QMap<QString, QString> ann = stringMap(at(shop, QStringLiteral("metadata.annotations")));
            QCOMPARE(ann.value(QStringLiteral("cert-manager.io/cluster-issuer")),
                m == DomainTls::Mode::CertManager ? QStringLiteral("letsencrypt-prod") : QString());
            QCOMPARE(ann.value(QStringLiteral("cert-manager.io/issuer")),
                m == DomainTls::Mode::LetsEncrypt ? QStringLiteral("shop-letsencrypt-prod") : QString());
            // class traefik: the redirect is the Middleware, named in the router annotation
            QCOMPARE(ann.value(QStringLiteral("traefik.ingress.kubernetes.io/router.middlewares")),
                tls ? QStringLiteral("shop-prod-shop-web-redirect-to-https@kubernetescrd") : QString());
            QCOMPARE(bool(doc(r, "Middleware", QStringLiteral("shop-web-redirect-to-https"))), tls);
            QCOMPARE(s(at(shop, QStringLiteral("spec.tls.0.secretName"))),
                tls ? secret : QStringLiteral("<missing>"));
            if (tls) {
                // the shared Certificate's hosts on each Ingress; an imported certificate names its own host
                QCOMPARE(sequenceTexts(at(shop, QStringLiteral("spec.tls.0.hosts"))),
                    managed ? (
                        QStringList { QStringLiteral("shop.example.com"), QStringLiteral("api.example.com") })
                            : QStringList { QStringLiteral("shop.example.com") });
            }
            QVERIFY(!at(doc(r, "Ingress", kWild), QStringLiteral("spec.tls")));
        } else if (k == RoutingSettings::Kind::IngressRoute) {
            const YAML::Node web = doc(r, "IngressRoute", kApi);
            QVERIFY(web);
            QCOMPARE(sequenceTexts(at(web, QStringLiteral("spec.entryPoints"))),
                QStringList { QStringLiteral("web") });
            QCOMPARE(s(at(web, QStringLiteral("spec.routes.0.match"))),
                QStringLiteral("Host(`api.example.com`) && PathPrefix(`/api`)"));
            QCOMPARE(s(at(web, QStringLiteral("spec.routes.0.services.0.port"))),
                QStringLiteral("http-8080-7000"));
            QStringList middlewares;
            for (const auto &mw : at(web, QStringLiteral("spec.routes.0.middlewares")))
                middlewares << s(mw["name"]);
            QCOMPARE(middlewares,
                tls ? (QStringList {
                    QStringLiteral("shop-web-compress"), QStringLiteral("shop-web-redirect-to-https") })
                    : QStringList { QStringLiteral("shop-web-compress") });
            const YAML::Node secure = doc(r, "IngressRoute", kApi + QStringLiteral("-secure"));
            QCOMPARE(bool(secure), tls);
            if (secure) {
                QCOMPARE(sequenceTexts(at(secure, QStringLiteral("spec.entryPoints"))),
                    QStringList { QStringLiteral("websecure") });
                QCOMPARE(s(at(secure, QStringLiteral("spec.tls.secretName"))), secret);
                QCOMPARE(at(secure, QStringLiteral("spec.routes.0.middlewares")).size(), std::size_t(1));
            }
            const YAML::Node wild = doc(r, "IngressRoute", kWild);
            QCOMPARE(s(at(wild, QStringLiteral("spec.routes.0.match"))),
                QStringLiteral("HostRegexp(`^[^.]+\\.example\\.com$`)"));
            QCOMPARE(s(at(wild, QStringLiteral("spec.routes.0.priority"))), QStringLiteral("1"));
            QVERIFY(doc(r, "Middleware", QStringLiteral("shop-web-compress")));
            QCOMPARE(bool(doc(r, "Middleware", QStringLiteral("shop-web-redirect-to-https"))), tls);
        } else {
            const YAML::Node api = doc(r, "HTTPRoute", kApi);
            QVERIFY(api);
            QCOMPARE(s(api["apiVersion"]), QStringLiteral("gateway.networking.k8s.io/v1"));
            QCOMPARE(s(at(api, QStringLiteral("spec.parentRefs.0.name"))), QStringLiteral("public"));
            QCOMPARE(s(at(api, QStringLiteral("spec.parentRefs.0.namespace"))), QStringLiteral("gateways"));
            QCOMPARE(s(at(api, QStringLiteral("spec.parentRefs.0.sectionName"))), QStringLiteral("https"));
            QCOMPARE(sequenceTexts(at(api, QStringLiteral("spec.hostnames"))),
                QStringList { QStringLiteral("api.example.com") });
            QCOMPARE(
                s(at(api, QStringLiteral("spec.rules.0.matches.0.path.type"))), QStringLiteral("PathPrefix"));
            QCOMPARE(s(at(api, QStringLiteral("spec.rules.0.matches.0.path.value"))), QStringLiteral("/api"));
            QCOMPARE(
                s(at(api, QStringLiteral("spec.rules.0.backendRefs.0.name"))), QStringLiteral("shop-web"));
            QCOMPARE(s(at(api, QStringLiteral("spec.rules.0.backendRefs.0.port"))), QStringLiteral("8080"));
            QCOMPARE(s(at(doc(r, "HTTPRoute", kShop), QStringLiteral("spec.rules.0.backendRefs.0.port"))),
                QStringLiteral("443"));
            // the Gateway terminates TLS and redirects: no Middleware, no second route
            QCOMPARE(countKind(r, QStringLiteral("Middleware")), 0);
        }
    }

    void theHttpRouteApiVersionFollowsTheTargetsApiVersions_data()
    {
        QTest::addColumn<int>("major");
        QTest::addColumn<QStringList>("apiVersions");
        QTest::addColumn<QString>("expected");
        for (int major : { 3, 4 }) {
            QTest::addRow("Helm %d: a cluster listing the HTTPRoute kind in v1 gets v1", major)
                << major << QStringList { QStringLiteral("gateway.networking.k8s.io/v1/HTTPRoute") }
                << QStringLiteral("gateway.networking.k8s.io/v1");
            QTest::addRow("Helm %d: a cluster serving the v1 group version gets v1", major)
                << major << QStringList { QStringLiteral("gateway.networking.k8s.io/v1") }
                << QStringLiteral("gateway.networking.k8s.io/v1");
            QTest::addRow("Helm %d: a cluster with only v1beta1 gets v1beta1", major)
                << major
                << QStringList { QStringLiteral("gateway.networking.k8s.io/v1beta1"),
                       QStringLiteral("gateway.networking.k8s.io/v1beta1/HTTPRoute") }
                << QStringLiteral("gateway.networking.k8s.io/v1beta1");
            QTest::addRow("Helm %d: an unknown cluster (helm's defaults) gets v1beta1", major)
                << major << QStringList() << QStringLiteral("gateway.networking.k8s.io/v1beta1");
        }
    }
    void theHttpRouteApiVersionFollowsTheTargetsApiVersions()
    {
        QFETCH(int, major);
        QFETCH(QStringList, apiVersions);
        QFETCH(QString, expected);
        RenderTarget target;
        target.apiVersions = apiVersions;
        RenderResult r;
        const App app = routedShop(RoutingSettings::Kind::HTTPRoute, DomainTls::Mode::None);
        if (!ChartFixtures::renderOrFail(major, ChartFixtures::project(app), &r, QString(), target))
            return;
        QCOMPARE(countKind(r, QStringLiteral("HTTPRoute")), 3);
        for (const Manifest &m : r.manifests.forRelease(QStringLiteral("shop"))) {
            if (m.kind == QLatin1String("HTTPRoute"))
                QCOMPARE(s(load(m)["apiVersion"]), expected);
        }
        rendersValid(r);
    }

    void aNginxIngressRedirectsByAnnotationAndAUserAnnotationWins_data()
    {
        QTest::addColumn<int>("major");
        QTest::newRow("Helm 3") << 3;
        QTest::newRow("Helm 4") << 4;
    }
    void aNginxIngressRedirectsByAnnotationAndAUserAnnotationWins()
    {
        QFETCH(int, major);
        App app = routedShop(RoutingSettings::Kind::Ingress, DomainTls::Mode::CertManager);
        app.ingressClass = QStringLiteral("nginx");
        app.domains[1].tls.issuerKind = QStringLiteral("Issuer");
        app.domains[0].tls.issuerKind = QStringLiteral("Issuer");
        KindMetadata user;
        user.annotations = { { QStringLiteral("cert-manager.io/issuer"), QStringLiteral("mine") } };
        app.metadata.kinds.insert(QStringLiteral("ingress"), user);
        RenderResult r;
        if (!ChartFixtures::renderOrFail(major, ChartFixtures::project(app), &r))
            return;
        rendersValid(r);
        const QMap<QString, QString> ann
            = stringMap(at(doc(r, "Ingress", kShop), QStringLiteral("metadata.annotations")));
        QCOMPARE(ann.value(QStringLiteral("nginx.ingress.kubernetes.io/force-ssl-redirect")),
            QStringLiteral("true"));
        QCOMPARE(ann.value(QStringLiteral("cert-manager.io/issuer")), QStringLiteral("mine"));
        QVERIFY(!ann.contains(QStringLiteral("traefik.ingress.kubernetes.io/router.middlewares")));
        QCOMPARE(countKind(r, QStringLiteral("Middleware")), 0);
    }
};

QTEST_GUILESS_MAIN(TestRoutes)
#include "tst_routes.moc"
