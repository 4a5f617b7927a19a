// SPDX-License-Identifier: GPL-3.0-or-later
// `helmdeck deploy --dry-run` runs the read-only cluster checks a deploy runs (hosts, CRDs, the
// parent Gateway, objects of another owner, mounted storage without a claim) and refuses what the deploy
// would refuse, writing nothing; an unreachable cluster is one line and the plan is still printed; a real
// deploy prints each finding once — against the cluster fake (docs/deploy.md "Hosts").
#include "clitestutil.h"
#include "clusterfixture.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

namespace {

QJsonObject kind(const char *apiVersion, const char *name)
{
    return QJsonObject { { QStringLiteral("apiVersion"), QLatin1String(apiVersion) },
        { QStringLiteral("kind"), QLatin1String(name) } };
}

QJsonObject meta(const QString &ns, const QString &name, const QString &release)
{
    QJsonObject annotations;
    if (!release.isEmpty()) {
        annotations.insert(QStringLiteral("meta.helm.sh/release-name"), release);
        annotations.insert(QStringLiteral("meta.helm.sh/release-namespace"), ns);
    }
    return QJsonObject { { QStringLiteral("name"), name }, { QStringLiteral("namespace"), ns },
        { QStringLiteral("annotations"), annotations } };
}

QJsonObject foreignIngress()
{
    const QJsonObject path { { QStringLiteral("path"), QStringLiteral("/") },
        { QStringLiteral("pathType"), QStringLiteral("Prefix") } };
    return QJsonObject { { QStringLiteral("apiVersion"), QStringLiteral("networking.k8s.io/v1") },
        { QStringLiteral("kind"), QStringLiteral("Ingress") },
        { QStringLiteral("metadata"),
            meta(QStringLiteral("blog"), QStringLiteral("blog-www"), QStringLiteral("blog")) },
        { QStringLiteral("spec"),
            QJsonObject { { QStringLiteral("rules"),
                QJsonArray { QJsonObject { { QStringLiteral("host"), QStringLiteral("shop.example.com") },
                    { QStringLiteral("http"),
                        QJsonObject { { QStringLiteral("paths"), QJsonArray { path } } } } } } } } } };
}

QJsonObject ingressRoute(const QString &name, const QString &match)
{
    return QJsonObject { { QStringLiteral("apiVersion"), QStringLiteral("traefik.io/v1alpha1") },
        { QStringLiteral("kind"), QStringLiteral("IngressRoute") },
        { QStringLiteral("metadata"), meta(QStringLiteral("blog"), name, QStringLiteral("blog")) },
        { QStringLiteral("spec"),
            QJsonObject { { QStringLiteral("routes"),
                QJsonArray { QJsonObject { { QStringLiteral("kind"), QStringLiteral("Rule") },
                    { QStringLiteral("match"), match } } } } } } };
}

/** The fake, a kubeconfig with context "k3s", a project of app "shop" with @p routes, in a temp home. */
class Scene
{
public:
    Scene(int major, const QByteArray &routes)
        : cluster(major)
    {
        const QString dir = home.path();
        write(QDir(dir).filePath(QStringLiteral("kubeconfig")),
            "apiVersion: v1\nkind: Config\ncurrent-context: k3s\n"
            "clusters:\n- name: k3s\n  cluster: {server: https://127.0.0.1:6443}\n"
            "contexts:\n- name: k3s\n  context: {cluster: k3s, user: dev}\n"
            "users:\n- name: dev\n  user: {}\n");
        project = QDir(dir).filePath(QStringLiteral("helmdeck.yaml"));
        write(project,
            QByteArray("schemaVersion: 1\napps:\n  - name: shop\n    image: registry.example.com/shop:1.0\n"
                       "    processes:\n      - {name: web, command: \"serve\", ports: [\"http:80:5000\"]}\n")
                + routes);
        env = cluster.environment();
        env.insert(QStringLiteral("KUBECONFIG"), QDir(dir).filePath(QStringLiteral("kubeconfig")));
        env.insert(QStringLiteral("HOME"), dir);
        env.insert(QStringLiteral("DOCKER_CONFIG"), dir + QStringLiteral("/docker"));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir + QStringLiteral("/config"));
        env.insert(QStringLiteral("HELMDECK_HELM"), cluster.binDir() + QStringLiteral("/helm"));
        env.insert(QStringLiteral("HELMDECK_KUBECTL"), cluster.binDir() + QStringLiteral("/kubectl"));
    }

    CliTest::Run deploy(const QStringList &extra = {}) const
    {
        return CliTest::run(QStringList { QStringLiteral("deploy") } + extra + QStringList { project }, env);
    }

    /** Every fake call that changes something (a release, an object), "tool argv…". */
    QStringList writes() const
    {
        static const QStringList reads { QStringLiteral("get"), QStringLiteral("auth"),
            QStringLiteral("version"), QStringLiteral("api-versions"), QStringLiteral("api-resources"),
            QStringLiteral("list"), QStringLiteral("status"), QStringLiteral("history"),
            QStringLiteral("template") };
        QStringList out;
        for (const auto &call : cluster.calls()) {
            bool read = false;
            for (const QString &word : call.argv)
                read = read || reads.contains(word);
            if (!read)
                out.append(call.tool + QLatin1Char(' ') + call.argv.join(QLatin1Char(' ')));
        }
        return out;
    }

    static void write(const QString &path, const QByteArray &text)
    {
        QFile f(path);
        if (f.open(QIODevice::WriteOnly | QIODevice::Truncate))
            f.write(text);
    }

    QTemporaryDir home;
    TestUtil::ClusterFixture cluster;
    QProcessEnvironment env;
    QString project;
};

const char *const kDomain = "    domains: [shop.example.com]\n";

int countOf(const QString &text, const QString &needle)
{
    return text.count(needle);
}

} // namespace

class TestCliDryChecks : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aDryRunRefusesWhatTheDeployWouldRefuse_data()
    {
        QTest::addColumn<int>("major");
        QTest::addColumn<QString>("scene");
        QTest::addColumn<QString>("refusal");
        for (int major : { 3, 4 }) {
            QTest::addRow("helm%d: a host held by another app's Ingress", major)
                << major << QStringLiteral("ingress")
                << QStringLiteral("is already routed by Ingress blog/blog-www of release blog");
            QTest::addRow("helm%d: a host held by another app's IngressRoute", major)
                << major << QStringLiteral("ingressroute")
                << QStringLiteral(
                       "is already routed by IngressRoute.traefik.io blog/blog-www of release blog");
        }
        QTest::newRow("helm3: a Secret the config release would create, made by no release")
            << 3 << QStringLiteral("secret")
            << QStringLiteral(
                   "Secret default/config-shop, which release config-shop would create, already exists "
                   "made by no Helm release");
        QTest::newRow("helm4: a mounted storage entry without a claim")
            << 4 << QStringLiteral("storage")
            << QStringLiteral("storage entry data, mounted by app shop, has no claim in namespace default");
        QTest::newRow("helm4: routes of a kind whose CRD the cluster lacks")
            << 4 << QStringLiteral("crd")
            << QStringLiteral("ingressroutes.traefik.io (and middlewares.traefik.io) is not installed");
        QTest::newRow("helm4: a parent Gateway that does not exist")
            << 4 << QStringLiteral("gateway")
            << QStringLiteral("the parent Gateway public in namespace gateways of app shop does not exist");
    }
    void aDryRunRefusesWhatTheDeployWouldRefuse()
    {
        QFETCH(int, major);
        QFETCH(QString, scene);
        QFETCH(QString, refusal);
        QByteArray routes = kDomain;
        if (scene == QLatin1String("crd"))
            routes += "    routing: {kind: ingressroute}\n";
        if (scene == QLatin1String("gateway"))
            routes += "    routing: {kind: httproute, gateway: {name: public, namespace: gateways}}\n";
        if (scene == QLatin1String("storage"))
            routes += "    mounts: [{entry: data, containerPath: /data}]\nstorage:\n  - {name: data, size: "
                      "1Gi}\n";
        Scene s(major, routes);
        QVERIFY2(s.cluster.isValid(), qPrintable(s.cluster.error()));
        s.cluster.addNamespace(QStringLiteral("blog"));
        if (scene == QLatin1String("ingress"))
            s.cluster.addObject(foreignIngress());
        if (scene == QLatin1String("ingressroute"))
            s.cluster.addObject(
                ingressRoute(QStringLiteral("blog-www"), QStringLiteral("Host(`shop.example.com`)")));
        if (scene == QLatin1String("secret"))
            s.cluster.addObject(QJsonObject { { QStringLiteral("apiVersion"), QStringLiteral("v1") },
                { QStringLiteral("kind"), QStringLiteral("Secret") },
                { QStringLiteral("metadata"),
                    meta(QStringLiteral("default"), QStringLiteral("config-shop"), QString()) } });
        if (scene == QLatin1String("crd"))
            s.cluster.setApiResources(QJsonArray { kind("v1", "Namespace"), kind("apps/v1", "Deployment"),
                kind("networking.k8s.io/v1", "Ingress") });

        const CliTest::Run dry = s.deploy({ QStringLiteral("--dry-run") });
        const QString err = QString::fromUtf8(dry.err);
        QCOMPARE(dry.exitCode, 1);
        QVERIFY2(dry.out.startsWith("Deploy shop to k3s/default\n1. Preflight checks"), dry.out.constData());
        QVERIFY2(err.contains(refusal), qPrintable(err));
        QCOMPARE(countOf(err, refusal), 1);
        QVERIFY2(s.writes().isEmpty(), qPrintable(s.writes().join(QLatin1Char('\n'))));

        // the deploy refuses the same, before any change
        s.cluster.clearCalls();
        const CliTest::Run real = s.deploy();
        QCOMPARE(real.exitCode, 1);
        QVERIFY2(QString::fromUtf8(real.err).contains(refusal), real.err.constData());
        QVERIFY2(s.writes().isEmpty(), qPrintable(s.writes().join(QLatin1Char('\n'))));
        QVERIFY(s.cluster.release(QStringLiteral("default"), QStringLiteral("shop")).isEmpty());
    }

    void anUnreachableClusterIsOneLineAndThePlanIsStillPrinted_data()
    {
        QTest::addColumn<QByteArray>("routes");
        QTest::newRow("an app with a domain (the host check finds it unreachable)") << QByteArray(kDomain);
        QTest::newRow("an app without domains (the CRD read finds it unreachable)") << QByteArray();
    }
    void anUnreachableClusterIsOneLineAndThePlanIsStillPrinted()
    {
        QFETCH(QByteArray, routes);
        Scene s(4, routes);
        QVERIFY2(s.cluster.isValid(), qPrintable(s.cluster.error()));
        s.cluster.setUnreachable(true);
        const CliTest::Run dry = s.deploy({ QStringLiteral("--dry-run") });
        const QString err = QString::fromUtf8(dry.err);
        QVERIFY2(dry.exitCode == 0, qPrintable(err));
        QVERIFY2(dry.out.startsWith("Deploy shop to k3s/default\n1. Preflight checks"), dry.out.constData());
        QVERIFY2(dry.out.contains("Install shop and wait: "), dry.out.constData());
        QStringList about;
        for (const QString &line : err.split(QLatin1Char('\n'))) {
            if (line.contains(QStringLiteral("reach")) || line.contains(QStringLiteral("could not"))
                || line.contains(QStringLiteral("connect")))
                about.append(line);
        }
        QCOMPARE(about.size(), 1);
        QVERIFY2(about.first().startsWith(QStringLiteral("helmdeck-cli deploy: note: ")),
            qPrintable(about.first()));
        QVERIFY2(about.first().contains(QStringLiteral("context \"k3s\"")), qPrintable(about.first()));
        QVERIFY2(about.first().endsWith(QStringLiteral(
                     "The plan below was not checked against the cluster (CRDs, hosts, parent Gateway).")),
            qPrintable(about.first()));
    }

    void aDeployPrintsEachFindingOnce()
    {
        Scene s(4, kDomain);
        QVERIFY2(s.cluster.isValid(), qPrintable(s.cluster.error()));
        s.cluster.addNamespace(QStringLiteral("blog"));
        // a warning (an IngressRoute rule HelmDeck cannot read) and an info (what the hosts were checked
        // against)
        s.cluster.addObject(ingressRoute(
            QStringLiteral("odd"), QStringLiteral("Host(`blog.example.com`) && PathRegexp(`^/v`)")));
        const CliTest::Run r = s.deploy();
        const QString err = QString::fromUtf8(r.err);
        QVERIFY2(r.exitCode == 0, qPrintable(err));
        QCOMPARE(countOf(err,
                     QStringLiteral("IngressRoute.traefik.io blog/odd of release blog in namespace blog "
                                    "cannot be read")),
            1);
        QCOMPARE(countOf(err, QStringLiteral("hosts of app shop checked against the live")), 1);
        QCOMPARE(s.cluster.release(QStringLiteral("default"), QStringLiteral("shop")).size(), 1);

        // the dry run prints them once too (after the plan)
        const CliTest::Run dry = s.deploy({ QStringLiteral("--dry-run") });
        const QString dryErr = QString::fromUtf8(dry.err);
        QVERIFY2(dry.exitCode == 0, qPrintable(dryErr));
        QCOMPARE(
            countOf(dryErr, QStringLiteral("blog/odd of release blog in namespace blog cannot be read")), 1);
        QCOMPARE(countOf(dryErr, QStringLiteral("hosts of app shop checked against the live")), 1);
    }
};

QTEST_GUILESS_MAIN(TestCliDryChecks)
#include "tst_clidrychecks.moc"
