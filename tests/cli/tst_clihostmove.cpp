// SPDX-License-Identifier: GPL-3.0-or-later
// A domain moved between two apps of one project: `helmdeck-cli deploy` of the app that takes it
// deploys first the app that gives it up, in one plan (its --dry-run shows the order), against the
// cluster fake (docs/deploy.md "Hosts").
#include "clitestutil.h"
#include "clusterfixture.h"

#include "chart/chartnames.h"

#include <QDir>
#include <QFile>
#include <QTest>

namespace {

const QString Www = QStringLiteral("www.example.com");

/** Apps api and web in namespace shop; @p apiHosts / @p webHosts their domains. */
QByteArray projectYaml(const QStringList &apiHosts, const QStringList &webHosts)
{
    QByteArray out = "schemaVersion: 1\nkubeContext: \"k3s\"\napps:\n";
    const auto app = [&out](const char *name, const QStringList &hosts) {
        out += QByteArray("  - name: \"") + name + "\"\n    image: \"registry.example.com/" + name
            + ":1\"\n    namespace: \"shop\"\n    processes:\n      - name: \"web\"\n        command: "
              "\"serve\"\n"
              "        ports:\n          - \"http:80:5000\"\n    domains:\n";
        for (const QString &h : hosts)
            out += "      - \"" + h.toUtf8() + "\"\n";
    };
    app("api", apiHosts);
    app("web", webHosts);
    return out;
}

bool write(const QString &path, const QByteArray &text)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(text) == text.size();
}

/** The fake first on PATH, a kubeconfig with context "k3s" (no credential), the user's files in @p home. */
QProcessEnvironment cliEnvironment(const TestUtil::ClusterFixture &cluster, const QTemporaryDir &home)
{
    const QString kubeconfig = home.filePath(QStringLiteral("kubeconfig"));
    write(kubeconfig,
        "apiVersion: v1\nkind: Config\ncurrent-context: k3s\nclusters:\n- name: k3s\n  cluster: {server: "
        "https://127.0.0.1:6443}\ncontexts:\n- name: k3s\n  context: {cluster: k3s, user: dev}\nusers:\n- "
        "name: dev\n  user: {}\n");
    QProcessEnvironment env = cluster.environment();
    env.insert(QStringLiteral("KUBECONFIG"), kubeconfig);
    env.insert(QStringLiteral("HOME"), home.path());
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("DOCKER_CONFIG"), home.filePath(QStringLiteral("docker")));
    env.insert(QStringLiteral("HELMDECK_HELM"), cluster.binDir() + QStringLiteral("/helm"));
    env.insert(QStringLiteral("HELMDECK_KUBECTL"), cluster.binDir() + QStringLiteral("/kubectl"));
    return env;
}

/** The helm upgrades the fake saw, as "upgrade <release>". */
QStringList upgrades(const TestUtil::ClusterFixture &cluster)
{
    QStringList out;
    const auto calls = cluster.callsOf(QStringLiteral("helm"));
    for (const auto &c : calls) {
        if (c.argv.value(0) == QLatin1String("upgrade"))
            out.append(QStringLiteral("upgrade ") + c.argv.value(2));
    }
    return out;
}

int lineOf(const QStringList &lines, const QString &text)
{
    for (int i = 0; i < lines.size(); ++i) {
        if (lines.at(i).contains(text))
            return i;
    }
    return -1;
}

} // namespace

class TestCliHostMove : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aMovedDomainDeploysTheAppGivingItUpFirst_data()
    {
        QTest::addColumn<int>("major");
        QTest::newRow("helm3") << 3;
        QTest::newRow("helm4") << 4;
    }
    void aMovedDomainDeploysTheAppGivingItUpFirst()
    {
        QFETCH(int, major);
        TestUtil::ClusterFixture cluster(major);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        QTemporaryDir home;
        QVERIFY(home.isValid());
        const QProcessEnvironment env = cliEnvironment(cluster, home);
        const QString project = home.filePath(QStringLiteral("helmdeck.yaml"));

        // api holds www.example.com in the cluster
        QVERIFY(write(project,
            projectYaml({ QStringLiteral("api.example.com"), Www }, { QStringLiteral("web.example.com") })));
        CliTest::Run r = CliTest::run(
            { QStringLiteral("deploy"), QStringLiteral("--app"), QStringLiteral("api"), project }, env);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QString apiIngress = HelmDeck::ChartNames::ingressName(QStringLiteral("api"), Www);
        QVERIFY(!cluster.object(QStringLiteral("shop"), QStringLiteral("Ingress"), apiIngress).isEmpty());

        // the project moves it to web: web's plan deploys api first, then web
        QVERIFY(write(project,
            projectYaml({ QStringLiteral("api.example.com") }, { QStringLiteral("web.example.com"), Www })));
        cluster.clearCalls();
        r = CliTest::run({ QStringLiteral("deploy"), QStringLiteral("--app"), QStringLiteral("web"),
                             QStringLiteral("--dry-run"), project },
            env);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QStringList plan = QString::fromUtf8(r.out).split(QLatin1Char('\n'));
        QVERIFY2(plan.first().contains(QStringLiteral("Deploy web to k3s/shop, after api (giving up hosts)")),
            r.out.constData());
        const int apiConfig = lineOf(plan, QStringLiteral("Install config-api"));
        const int apiApp = lineOf(plan, QStringLiteral("Install api and wait"));
        const int webConfig = lineOf(plan, QStringLiteral("Install config-web"));
        const int webApp = lineOf(plan, QStringLiteral("Install web and wait"));
        QVERIFY2(apiConfig > 0 && apiConfig < apiApp && apiApp < webConfig && webConfig < webApp,
            r.out.constData());
        QVERIFY2(
            QString::fromUtf8(r.err).contains(QStringLiteral("host www.example.com/ moves from app api")),
            r.err.constData());
        QVERIFY(upgrades(cluster).isEmpty()); // a dry run changes nothing

        r = CliTest::run(
            { QStringLiteral("deploy"), QStringLiteral("--app"), QStringLiteral("web"), project }, env);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QStringList expected { QStringLiteral("upgrade config-api"), QStringLiteral("upgrade api"),
            QStringLiteral("upgrade config-web"), QStringLiteral("upgrade web") };
        QCOMPARE(upgrades(cluster), expected);
        QVERIFY(cluster.object(QStringLiteral("shop"), QStringLiteral("Ingress"), apiIngress).isEmpty());
        const QJsonObject webIngress = cluster.object(QStringLiteral("shop"), QStringLiteral("Ingress"),
            HelmDeck::ChartNames::ingressName(QStringLiteral("web"), Www));
        QCOMPARE(webIngress.value(QStringLiteral("metadata"))
                     .toObject()
                     .value(QStringLiteral("annotations"))
                     .toObject()
                     .value(QStringLiteral("meta.helm.sh/release-name"))
                     .toString(),
            QStringLiteral("web"));

        // once moved, web's next deploy is its own again
        r = CliTest::run({ QStringLiteral("deploy"), QStringLiteral("--app"), QStringLiteral("web"),
                             QStringLiteral("--dry-run"), project },
            env);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(!r.out.contains("Install api and wait"), r.out.constData());
    }

    void aForeignHostIsRefusedBeforeAnyHelmCall()
    {
        TestUtil::ClusterFixture cluster(4);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        QTemporaryDir home;
        QVERIFY(home.isValid());
        const QProcessEnvironment env = cliEnvironment(cluster, home);
        cluster.addNamespace(QStringLiteral("blog"));
        cluster.addObject(
            QJsonObject { { QStringLiteral("apiVersion"), QStringLiteral("networking.k8s.io/v1") },
                { QStringLiteral("kind"), QStringLiteral("Ingress") },
                { QStringLiteral("metadata"),
                    QJsonObject { { QStringLiteral("name"), QStringLiteral("blog") },
                        { QStringLiteral("namespace"), QStringLiteral("blog") } } },
                { QStringLiteral("spec"),
                    QJsonObject { { QStringLiteral("rules"),
                        QJsonArray { QJsonObject { { QStringLiteral("host"), Www } } } } } } });
        const QString project = home.filePath(QStringLiteral("helmdeck.yaml"));
        QVERIFY(write(project, projectYaml({ QStringLiteral("api.example.com") }, { Www })));
        const CliTest::Run r = CliTest::run(
            { QStringLiteral("deploy"), QStringLiteral("--app"), QStringLiteral("web"), project }, env);
        QVERIFY(r.exitCode != 0);
        QVERIFY2(QString::fromUtf8(r.err).contains(QStringLiteral(
                     "host www.example.com/ of app web (namespace shop) is already routed by Ingress "
                     "blog/blog made by no release")),
            r.err.constData());
        QVERIFY(upgrades(cluster).isEmpty());
        QVERIFY(cluster.release(QStringLiteral("shop"), QStringLiteral("config-web")).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCliHostMove)
#include "tst_clihostmove.moc"
