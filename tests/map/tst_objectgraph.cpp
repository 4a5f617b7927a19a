// SPDX-License-Identifier: GPL-3.0-or-later
// ObjectGraph: the objects of a render and the references between them (docs/architecture.md "The map").

#include "chartfixtures.h"
#include "io/projectfile.h"
#include "map/objectgraph.h"
#include "render/manifestset.h"

#include <QTest>

using namespace HelmDeck;

namespace {

using Type = MapReference::Type;
using State = MapReference::State;

/** A Deployment "web" whose pods carry app=web and expose port 8080 "http", plus @p podSpec lines. */
QByteArray web(const QByteArray &podSpec = QByteArray(), const QByteArray &container = QByteArray())
{
    return "---\napiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\n  namespace: shop\n"
           "spec:\n  template:\n    metadata:\n      labels:\n        app: web\n        tier: front\n"
           "    spec:\n"
        + podSpec
        + "      containers:\n        - name: web\n          image: x\n"
          "          ports:\n            - name: http\n              containerPort: 8080\n"
        + container;
}

QByteArray service(const QByteArray &selector, const QByteArray &targetPort = "http")
{
    return "---\napiVersion: v1\nkind: Service\nmetadata:\n  name: web\n  namespace: shop\nspec:\n"
           "  selector:\n"
        + selector + "  ports:\n    - name: http\n      port: 80\n      targetPort: " + targetPort + "\n";
}

QByteArray ingress(
    const QByteArray &serviceName, const QByteArray &port, const QByteArray &extra = QByteArray())
{
    return "---\napiVersion: networking.k8s.io/v1\nkind: Ingress\nmetadata:\n  name: shop\n  namespace: "
           "shop\n"
        + extra
        + "spec:\n  rules:\n    - host: shop.example.com\n      http:\n        paths:\n          - path: /\n"
          "            pathType: Prefix\n            backend:\n              service:\n                name: "
        + serviceName + "\n                port:\n                  " + port + "\n";
}

QByteArray secret(const QByteArray &name)
{
    return "---\napiVersion: v1\nkind: Secret\nmetadata:\n  name: " + name + "\n  namespace: shop\n";
}

const MapReference *findReference(const ObjectGraph &graph, Type type, const QString &fromKind,
    const QString &fromName, const QString &targetKind, const QString &targetName)
{
    for (const MapReference &r : graph.references()) {
        const MapObject &from = graph.objects().at(r.from);
        if (r.type == type && from.kind == fromKind && from.name == fromName && r.targetKind == targetKind
            && r.targetName == targetName)
            return &r;
    }
    return nullptr;
}

QString dump(const ObjectGraph &graph)
{
    QStringList lines;
    for (const MapReference &r : graph.references())
        lines << graph.describe(r);
    return lines.join(QLatin1Char('\n'));
}

} // namespace

class TestObjectGraph : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void exampleObjectsPerKind_data();
    void exampleObjectsPerKind();
    void exampleReferences_data();
    void exampleReferences();
    void exampleHasNoDanglingReference();
    void references_data();
    void references();
    void aServiceWithoutSelectorSelectsNothing();
    void objectsKeepTheirDocument();

private:
    ObjectGraph m_example;
};

void TestObjectGraph::initTestCase()
{
    const QString path
        = qEnvironmentVariable("HELMDECK_SOURCE_DIR") + QStringLiteral("/examples/guestbook/helmdeck.yaml");
    const ProjectLoadResult loaded = ProjectFile::load(path);
    QVERIFY2(loaded.ok, qPrintable(path));
    RenderResult result;
    QVERIFY(ChartFixtures::renderOrFail(3, loaded.project, &result));
    m_example = ObjectGraph::build(result.manifests);
}

void TestObjectGraph::exampleObjectsPerKind_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<int>("count");
    QTest::newRow("the env, the database credentials and the imported certificate are three Secrets")
        << QStringLiteral("Secret") << 3;
    QTest::newRow("one ServiceAccount runs every pod") << QStringLiteral("ServiceAccount") << 1;
    QTest::newRow("web and the bundled postgres each have a Service") << QStringLiteral("Service") << 2;
    QTest::newRow("web and worker are Deployments") << QStringLiteral("Deployment") << 2;
    QTest::newRow("postgres is a StatefulSet") << QStringLiteral("StatefulSet") << 1;
    QTest::newRow("the predeploy script is the release Job") << QStringLiteral("Job") << 1;
    QTest::newRow("two cron tasks are two CronJobs") << QStringLiteral("CronJob") << 2;
    QTest::newRow("two domains are two Ingresses") << QStringLiteral("Ingress") << 2;
    QTest::newRow("the worker's autoscaler") << QStringLiteral("HorizontalPodAutoscaler") << 1;
    QTest::newRow("no claim without storage entries") << QStringLiteral("PersistentVolumeClaim") << 0;
}

void TestObjectGraph::exampleObjectsPerKind()
{
    QFETCH(QString, kind);
    QFETCH(int, count);
    int n = 0;
    for (const MapObject &o : m_example.objects())
        n += o.kind == kind ? 1 : 0;
    QCOMPARE(n, count);
}

void TestObjectGraph::exampleReferences_data()
{
    QTest::addColumn<int>("type");
    QTest::addColumn<QString>("fromKind");
    QTest::addColumn<QString>("fromName");
    QTest::addColumn<QString>("targetKind");
    QTest::addColumn<QString>("targetName");
    QTest::addColumn<int>("state");
    QTest::addColumn<QString>("detail");

    const QString svc = QStringLiteral("Service");
    const QString dep = QStringLiteral("Deployment");
    const QString sec = QStringLiteral("Secret");
    const QString ing = QStringLiteral("Ingress");
    QTest::newRow("the web Service selects the web Deployment")
        << int(Type::Selects) << svc << "guestbook-web" << dep << "guestbook-web" << int(State::Resolved)
        << "";
    QTest::newRow("the web Service's target port is the web container's port")
        << int(Type::TargetPort) << svc << "guestbook-web" << dep << "guestbook-web" << int(State::Resolved)
        << "port 5000";
    QTest::newRow("the postgres Service selects the StatefulSet")
        << int(Type::Selects) << svc << "guestbook-postgres"
        << "StatefulSet"
        << "guestbook-postgres" << int(State::Resolved) << "";
    QTest::newRow("the postgres Service's named target port is the StatefulSet's")
        << int(Type::TargetPort) << svc << "guestbook-postgres"
        << "StatefulSet"
        << "guestbook-postgres" << int(State::Resolved) << "port postgres";
    QTest::newRow("the domain's Ingress routes to the web Service by port name")
        << int(Type::Routes) << ing << "guestbook-web-guestbook-example-com" << svc << "guestbook-web"
        << int(State::Resolved) << "port http-80-5000";
    QTest::newRow("the wildcard Ingress routes to the web Service")
        << int(Type::Routes) << ing << "guestbook-web-wildcard-guestbook-example-com" << svc
        << "guestbook-web" << int(State::Resolved) << "port http-80-5000";
    QTest::newRow("the wildcard Ingress's TLS secret is the tls release's")
        << int(Type::Tls) << ing << "guestbook-web-wildcard-guestbook-example-com" << sec << "tls-guestbook"
        << int(State::Resolved) << "";
    QTest::newRow("the Let's Encrypt Ingress's TLS secret comes from cert-manager")
        << int(Type::Tls) << ing << "guestbook-web-guestbook-example-com" << sec << "tls-guestbook-web"
        << int(State::External) << "";
    QTest::newRow("web reads its env from the config release's Secret")
        << int(Type::EnvFrom) << dep << "guestbook-web" << sec << "config-guestbook" << int(State::Resolved)
        << "";
    QTest::newRow("web runs as the app's ServiceAccount")
        << int(Type::ServiceAccount) << dep << "guestbook-web"
        << "ServiceAccount"
        << "guestbook" << int(State::Resolved) << "";
    QTest::newRow("postgres reads its credentials Secret")
        << int(Type::EnvFrom) << "StatefulSet"
        << "guestbook-postgres" << sec << "guestbook-postgres" << int(State::Resolved) << "";
    QTest::newRow("the autoscaler scales the worker")
        << int(Type::Scales) << "HorizontalPodAutoscaler"
        << "guestbook-worker" << dep << "guestbook-worker" << int(State::Resolved) << "";
    QTest::newRow("the release-wait token volume reads the cluster's CA ConfigMap")
        << int(Type::Volume) << dep << "guestbook-web"
        << "ConfigMap"
        << "kube-root-ca.crt" << int(State::External) << "volume helmdeck-release-wait-token";
}

void TestObjectGraph::exampleReferences()
{
    QFETCH(int, type);
    QFETCH(QString, fromKind);
    QFETCH(QString, fromName);
    QFETCH(QString, targetKind);
    QFETCH(QString, targetName);
    QFETCH(int, state);
    QFETCH(QString, detail);
    const MapReference *r = findReference(m_example, Type(type), fromKind, fromName, targetKind, targetName);
    QVERIFY2(r, qPrintable(dump(m_example)));
    QCOMPARE(int(r->state), state);
    QCOMPARE(r->detail, detail);
    if (state == int(State::Resolved)) {
        QVERIFY(r->to >= 0);
        QCOMPARE(m_example.objects().at(r->to).name, targetName);
    } else {
        QCOMPARE(r->to, -1);
        QVERIFY(!r->note.isEmpty());
    }
}

void TestObjectGraph::exampleHasNoDanglingReference()
{
    QVERIFY2(m_example.dangling().isEmpty(), qPrintable(dump(m_example)));
    QVERIFY(m_example.findings().isEmpty());
    const int ingress
        = m_example.indexOf(QStringLiteral("Ingress"), QStringLiteral("guestbook-web-guestbook-example-com"));
    QVERIFY(ingress >= 0);
    QCOMPARE(m_example.objects().at(ingress).hosts, QStringList { QStringLiteral("guestbook.example.com") });
}

void TestObjectGraph::references_data()
{
    QTest::addColumn<QByteArray>("app"); // the app release's stream
    QTest::addColumn<QByteArray>("storage"); // a storage-<entry> release's stream, or empty
    QTest::addColumn<QStringList>("external");
    QTest::addColumn<int>("type");
    QTest::addColumn<int>("state");
    QTest::addColumn<QString>("message"); // a part of the finding (Dangling), of describe() otherwise

    const QByteArray sel = "    app: web\n";
    const QStringList none;
    QTest::newRow("a Service whose selector matches no pod template is dangling")
        << web() + service("    app: api\n") << QByteArray() << none << int(Type::Selects)
        << int(State::Dangling)
        << "Service \"web\" (release app) selects no pods: no pod template has the labels app=api";
    QTest::newRow("a Service selecting on a label only some pods lack is dangling")
        << web() + service("    app: web\n    tier: back\n") << QByteArray() << none << int(Type::Selects)
        << int(State::Dangling) << "no pod template has the labels app=web, tier=back";
    QTest::newRow("a targetPort no selected container declares is dangling")
        << web() + service(sel, "metrics") << QByteArray() << none << int(Type::TargetPort)
        << int(State::Dangling)
        << "sends traffic to port metrics, but no container of the pods it selects (Deployment \"web\") "
           "declares";
    QTest::newRow("a numeric targetPort a container declares resolves")
        << web() + service(sel, "8080") << QByteArray() << none << int(Type::TargetPort)
        << int(State::Resolved) << "Service \"web\" (release app) port Deployment \"web\" (port 8080)";
    QTest::newRow("an Ingress routing to a Service no release renders is dangling")
        << web() + ingress("api", "number: 80") << QByteArray() << none << int(Type::Routes)
        << int(State::Dangling)
        << "Ingress \"shop\" (release app) routes to Service \"api\", which no release renders";
    QTest::newRow("an Ingress routing to a port the Service lacks is dangling")
        << web() + service(sel) + ingress("web", "number: 8080") << QByteArray() << none << int(Type::Routes)
        << int(State::Dangling)
        << "routes to port 8080 of Service web, which has no such port (the Service has 80 \"http\")";
    QTest::newRow("an HTTPRoute routing to a Service no release renders is dangling")
        << web()
            + "---\napiVersion: gateway.networking.k8s.io/v1\nkind: HTTPRoute\nmetadata:\n  name: shop\n"
              "spec:\n  hostnames: [shop.example.com]\n  rules:\n    - backendRefs:\n        - name: gone\n"
              "          port: 80\n"
        << QByteArray() << none << int(Type::Routes) << int(State::Dangling)
        << "HTTPRoute \"shop\" (release app) routes to Service \"gone\"";
    const QByteArray mount = "      volumes:\n        - name: data\n          persistentVolumeClaim:\n"
                             "            claimName: storage-data\n";
    QTest::newRow("a mount of a claim no release renders is dangling")
        << web(mount) << QByteArray() << none << int(Type::Mounts) << int(State::Dangling)
        << "Deployment \"web\" (release app) mounts the claim \"storage-data\" (volume data), but no release "
           "renders";
    QTest::newRow("a mount of a claim the storage release renders resolves")
        << web(mount)
        << QByteArray("---\napiVersion: v1\nkind: PersistentVolumeClaim\nmetadata:\n  name: storage-data\n"
                      "  namespace: shop\nspec:\n  volumeName: storage-data\n"
                      "---\napiVersion: v1\nkind: PersistentVolume\nmetadata:\n  name: storage-data\n")
        << none << int(Type::Mounts) << int(State::Resolved)
        << "Deployment \"web\" (release app) mounts PersistentVolumeClaim \"storage-data\" (volume data)";
    QTest::newRow("a claim bound to a volume no release renders is dangling")
        << web()
        << QByteArray("---\napiVersion: v1\nkind: PersistentVolumeClaim\nmetadata:\n  name: storage-data\n"
                      "spec:\n  volumeName: pv-gone\n")
        << none << int(Type::Binds) << int(State::Dangling)
        << "PersistentVolumeClaim \"storage-data\" (release storage-data) refers to PersistentVolume "
           "\"pv-gone\" (binds)";
    const QByteArray envFrom
        = "          envFrom:\n            - secretRef:\n                name: config-web\n";
    QTest::newRow("envFrom a Secret no release renders is dangling")
        << web(QByteArray(), envFrom) << QByteArray() << none << int(Type::EnvFrom) << int(State::Dangling)
        << "Deployment \"web\" (release app) refers to Secret \"config-web\" (env from), which no release "
           "renders";
    QTest::newRow("envFrom a Secret another release renders resolves")
        << web(QByteArray(), envFrom) + secret("config-web") << QByteArray() << none << int(Type::EnvFrom)
        << int(State::Resolved) << "Deployment \"web\" (release app) env from Secret \"config-web\"";
    QTest::newRow("an optional envFrom Secret that is missing is expected outside the render")
        << web(QByteArray(), envFrom + "                optional: true\n") << QByteArray() << none
        << int(Type::EnvFrom) << int(State::External) << "optional: the pod starts without it";
    QTest::newRow("env valueFrom a ConfigMap key no release renders is dangling")
        << web(QByteArray(),
               "          env:\n            - name: MODE\n              valueFrom:\n                "
               "configMapKeyRef:\n"
               "                  name: settings\n                  key: mode\n")
        << QByteArray() << none << int(Type::EnvValue) << int(State::Dangling)
        << "refers to ConfigMap \"settings\" (env, key mode), which no release renders";
    QTest::newRow("imagePullSecrets naming a Secret no release renders is dangling")
        << web("      imagePullSecrets:\n        - name: regcred\n") << QByteArray() << none
        << int(Type::PullSecret) << int(State::Dangling)
        << "refers to Secret \"regcred\" (pull secret), which no release renders";
    QTest::newRow("imagePullSecrets naming a Secret the project manages on the cluster is external")
        << web("      imagePullSecrets:\n        - name: regcred\n") << QByteArray()
        << QStringList { QStringLiteral("Secret/regcred") } << int(Type::PullSecret) << int(State::External)
        << "managed outside HelmDeck's releases";
    QTest::newRow("a serviceAccountName no release renders is dangling")
        << web("      serviceAccountName: robot\n") << QByteArray() << none << int(Type::ServiceAccount)
        << int(State::Dangling) << "refers to ServiceAccount \"robot\" (runs as), which no release renders";
    QTest::newRow("the default ServiceAccount is expected in every namespace")
        << web("      serviceAccountName: default\n") << QByteArray() << none << int(Type::ServiceAccount)
        << int(State::External) << "Kubernetes creates it in every namespace";
    QTest::newRow("a Secret volume no release renders is dangling")
        << web("      volumes:\n        - name: certs\n          secret:\n            secretName: certs\n")
        << QByteArray() << none << int(Type::Volume) << int(State::Dangling)
        << "refers to Secret \"certs\" (volume, volume certs), which no release renders";
    QTest::newRow("a projected Secret source no release renders is dangling")
        << web("      volumes:\n        - name: bundle\n          projected:\n            sources:\n"
               "              - secret:\n                  name: bundle-keys\n")
        << QByteArray() << none << int(Type::Volume) << int(State::Dangling)
        << "refers to Secret \"bundle-keys\" (volume, volume bundle), which no release renders";
    QTest::newRow("an Ingress TLS secret nothing renders is dangling without cert-manager")
        << web() + service(sel)
            + "---\napiVersion: networking.k8s.io/v1\nkind: Ingress\nmetadata:\n  name: tls\n"
              "spec:\n  tls:\n    - secretName: tls-shop\n"
        << QByteArray() << none << int(Type::Tls) << int(State::Dangling)
        << "refers to Secret \"tls-shop\" (TLS)";
    QTest::newRow("a Service in another namespace does not select the pods")
        << web()
            + "---\napiVersion: v1\nkind: Service\nmetadata:\n  name: web\n  namespace: other\nspec:\n"
              "  selector:\n    app: web\n"
        << QByteArray() << none << int(Type::Selects) << int(State::Dangling) << "selects no pods";
}

void TestObjectGraph::references()
{
    QFETCH(QByteArray, app);
    QFETCH(QByteArray, storage);
    QFETCH(QStringList, external);
    QFETCH(int, type);
    QFETCH(int, state);
    QFETCH(QString, message);

    ManifestSet set;
    if (!storage.isEmpty())
        set.append(ManifestSet::parse(QStringLiteral("storage-data"), storage, ReleaseKind::Storage));
    set.append(ManifestSet::parse(QStringLiteral("app"), app, ReleaseKind::App));
    const QSet<QString> externalSet(external.cbegin(), external.cend());
    const ObjectGraph graph = ObjectGraph::build(set, externalSet);

    const MapReference *found = nullptr;
    for (const MapReference &r : graph.references()) {
        if (int(r.type) == type && int(r.state) == state)
            found = &r;
    }
    QVERIFY2(found, qPrintable(dump(graph)));
    QVERIFY2(graph.describe(*found).contains(message), qPrintable(graph.describe(*found)));
    const Findings findings = graph.findings();
    if (state == int(State::Dangling)) {
        // Reported as a warning, located at the referring object's template
        bool reported = false;
        for (const Finding &f : findings)
            reported = reported
                || (f.message == graph.describe(*found) && f.severity == Finding::Severity::Warning);
        QVERIFY2(reported, qPrintable(dump(graph)));
        QCOMPARE(found->to, -1);
    } else {
        QVERIFY2(findings.isEmpty() || state == int(State::Resolved), qPrintable(dump(graph)));
        for (const Finding &f : findings)
            QVERIFY2(f.message != graph.describe(*found), qPrintable(f.message));
    }
}

void TestObjectGraph::aServiceWithoutSelectorSelectsNothing()
{
    const QByteArray stream = "---\napiVersion: v1\nkind: Service\nmetadata:\n  name: db\nspec:\n"
                              "  type: ExternalName\n  externalName: db.example.com\n";
    const ObjectGraph graph = ObjectGraph::build(ManifestSet::parse(QStringLiteral("app"), stream));
    QCOMPARE(graph.objects().size(), 1);
    QVERIFY(graph.references().isEmpty());
    QVERIFY(graph.findings().isEmpty());
}

void TestObjectGraph::objectsKeepTheirDocument()
{
    ManifestSet set
        = ManifestSet::parse(QStringLiteral("config"), secret("a") + secret("b"), ReleaseKind::Config);
    set.append(ManifestSet::parse(QStringLiteral("app"), web() + service("    app: web\n")));
    const ObjectGraph graph = ObjectGraph::build(set);
    QCOMPARE(graph.objects().size(), set.documents().size());
    for (const MapObject &o : graph.objects()) {
        const Manifest &m = set.documents().at(o.document);
        QCOMPARE(o.kind, m.kind);
        QCOMPARE(o.name, m.name);
        QCOMPARE(set.forRelease(o.release).at(o.indexInRelease).name, o.name);
    }
}

QTEST_GUILESS_MAIN(TestObjectGraph)
#include "tst_objectgraph.moc"
