// SPDX-License-Identifier: GPL-3.0-or-later
// Deploys refused before they start (docs/deploy.md "Preflight"), against the cluster fake through
// the one job set-up (JobSetup::resolve) the window and the command line share: objects the app's
// releases would create held by another release or by none, mounted storage without a claim,
// credentials that resolve empty, an unknown context — each refused with no `helm upgrade` called;
// adopting the objects with the commands the refusal gives lets the next deploy pass.
#include "credentialfixture.h"
#include "deployfixtures.h"
#include "testutil.h"

#include "chart/chartnames.h"
#include "deploy/jobsetup.h"
#include "deploy/ownershipcheck.h"

#include <QDir>
#include <QFile>
#include <QTest>

#include <algorithm>

using namespace HelmDeck;
using namespace DeployFixtures;

namespace {

const QString Shop = QStringLiteral("shop");

QJsonObject object(const QString &apiVersion, const QString &kind, const QString &name,
    const QString &release, bool helmLabel)
{
    QJsonObject meta { { QStringLiteral("name"), name }, { QStringLiteral("namespace"), Shop } };
    if (!release.isEmpty())
        meta.insert(QStringLiteral("annotations"),
            QJsonObject { { QStringLiteral("meta.helm.sh/release-name"), release },
                { QStringLiteral("meta.helm.sh/release-namespace"), Shop } });
    if (helmLabel)
        meta.insert(QStringLiteral("labels"),
            QJsonObject { { QStringLiteral("app.kubernetes.io/managed-by"), QStringLiteral("Helm") } });
    QJsonObject o { { QStringLiteral("apiVersion"), apiVersion }, { QStringLiteral("kind"), kind },
        { QStringLiteral("metadata"), meta } };
    if (kind == QLatin1String("Secret"))
        o.insert(QStringLiteral("data"), QJsonObject { { QStringLiteral("x"), QStringLiteral("eA==") } });
    if (kind == QLatin1String("PersistentVolumeClaim"))
        o.insert(QStringLiteral("spec"),
            QJsonObject { { QStringLiteral("accessModes"), QJsonArray { QStringLiteral("ReadWriteOnce") } },
                { QStringLiteral("storageClassName"), QStringLiteral("longhorn") },
                { QStringLiteral("resources"),
                    QJsonObject { { QStringLiteral("requests"),
                        QJsonObject { { QStringLiteral("storage"), QStringLiteral("1Gi") } } } } } });
    return o;
}

/** The claim of the sample project's mounted entry "media", so only the check under test refuses. */
void addMediaClaim(TestUtil::ClusterFixture &cluster)
{
    cluster.addObject(object(QStringLiteral("v1"), QStringLiteral("PersistentVolumeClaim"),
        QStringLiteral("media"), QString(), false));
}

/** Contexts "test" (current) and "other". */
QString writeKubeconfig(const QString &dir)
{
    return TestUtil::writeKubeconfig(dir,
        "apiVersion: v1\nkind: Config\ncurrent-context: test\n"
        "clusters:\n- name: c\n  cluster: {server: https://127.0.0.1:6443}\n"
        "contexts:\n- name: test\n  context: {cluster: c, user: dev}\n"
        "- name: other\n  context: {cluster: c, user: dev}\n"
        "users:\n- name: dev\n  user: {}\n");
}

bool helmUpgraded(const TestUtil::ClusterFixture &cluster)
{
    const QStringList helm = commandLines(cluster, QStringLiteral("helm"));
    return std::any_of(helm.cbegin(), helm.cend(),
        [](const QString &line) { return line.contains(QStringLiteral("upgrade")); });
}

QString messages(const Findings &findings, Finding::Severity severity)
{
    QStringList out;
    for (const Finding &f : findings) {
        if (f.severity == severity)
            out.append(f.message);
    }
    return out.join(QLatin1Char('\n'));
}

} // namespace

class TestDeployPreflight : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    /** What the command line asks JobSetup for a deploy (or, with @p planOnly, a dry run). */
    JobSetup::Request request(
        const TestUtil::ClusterFixture &cluster, const Project &project, bool planOnly = false) const
    {
        const DeployOptions o = options(cluster);
        JobSetup::Request r;
        r.project = project;
        r.appName = Shop;
        r.context = o.target.context;
        r.helm = o.helm;
        r.kubectl = o.kubectl;
        r.settings = GlobalSettings();
        r.resolveCredentials = true;
        r.requireSecretValues = !planOnly;
        r.readLiveRoutes = true;
        r.planOnly = planOnly;
        r.projectFile = QStringLiteral("/srv/shop/helmdeck.yaml");
        r.environment = cluster.environment();
        r.environment.insert(QStringLiteral("KUBECONFIG"), writeKubeconfig(m_dir.path()));
        return r;
    }

    /** JobSetup, then the planner, with the sample's tuned pod polling. */
    Plan planned(const TestUtil::ClusterFixture &cluster, const JobSetup::Result &setup, Findings *findings)
    {
        DeployOptions o = setup.options;
        const DeployOptions tuned = options(cluster);
        o.podCheckIntervalMs = tuned.podCheckIntervalMs;
        o.podFailureGraceMs = tuned.podFailureGraceMs;
        *findings = setup.findings;
        return DeployPlanner::deploy(setup.project, Shop, o, findings);
    }

private Q_SLOTS:
    void initTestCase()
    {
        qRegisterMetaType<HelmDeck::RunResult>();
        QVERIFY(m_dir.isValid());
    }

    void objectsOfAnotherOwnerAreRefusedBeforeAnyHelmUpgrade_data()
    {
        QTest::addColumn<int>("major");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("owner");
        QTest::addColumn<bool>("label");
        QTest::addColumn<QString>("says");
        const QString config = ChartNames::configSecretName(Shop);
        const QString web = ChartNames::workloadName(Shop, QStringLiteral("web"));
        const QString configSays
            = QStringLiteral("Secret shop/%1, which release config-shop would create, already "
                             "exists made by no Helm release")
                  .arg(config);
        QTest::newRow("helm3: the config Secret made by no release")
            << 3 << QStringLiteral("Secret") << config << QString() << false << configSays;
        QTest::newRow("helm4: the config Secret made by no release")
            << 4 << QStringLiteral("Secret") << config << QString() << false << configSays;
        QTest::newRow("helm3: the web Deployment of another release")
            << 3 << QStringLiteral("Deployment") << web << QStringLiteral("legacy") << true
            << QStringLiteral(
                   "Deployment shop/%1, which release shop would create, already exists of release "
                   "legacy in namespace shop")
                   .arg(web);
        QTest::newRow("helm4: the web Deployment annotated for the release but not labelled for Helm")
            << 4 << QStringLiteral("Deployment") << web << QStringLiteral("shop") << false
            << QStringLiteral(
                   "Deployment shop/%1, which release shop would create, already exists annotated for "
                   "shop but without the label app.kubernetes.io/managed-by=Helm")
                   .arg(web);
    }
    void objectsOfAnotherOwnerAreRefusedBeforeAnyHelmUpgrade()
    {
        QFETCH(int, major);
        QFETCH(QString, kind);
        QFETCH(QString, name);
        QFETCH(QString, owner);
        QFETCH(bool, label);
        QFETCH(QString, says);
        TestUtil::ClusterFixture cluster(major);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        cluster.addStorageClass(QStringLiteral("longhorn"), QStringLiteral("Immediate"), false);
        cluster.addNamespace(Shop);
        addMediaClaim(cluster);
        cluster.addObject(
            object(kind == QLatin1String("Secret") ? QStringLiteral("v1") : QStringLiteral("apps/v1"), kind,
                name, owner, label));

        const JobSetup::Result setup = JobSetup::resolve(request(cluster, sampleProject()));
        QVERIFY2(setup.ok(), qPrintable(messages(setup.findings, Finding::Severity::Error)));
        QVERIFY(setup.options.liveOwnership.read);
        // one kubectl get per kind, never one per object
        const QStringList kubectl = commandLines(cluster, QStringLiteral("kubectl"));
        const auto secretsAsked = std::count_if(kubectl.cbegin(), kubectl.cend(),
            [](const QString &l) { return l.contains(QStringLiteral(" get secret ")); });
        QCOMPARE(secretsAsked, 1);
        Findings findings;
        const Plan plan = planned(cluster, setup, &findings);
        const QString errors = messages(findings, Finding::Severity::Error);
        QVERIFY2(errors.contains(says), qPrintable(errors));
        QVERIFY2(errors.contains(QStringLiteral("kubectl --context test --namespace shop delete ")),
            qPrintable(errors));

        const Run r = run(plan, cluster);
        QVERIFY(!r.result.ok);
        QCOMPARE(r.states.at(plan.indexOf(QStringLiteral("preflight"))), StepState::Failed);
        QVERIFY2(!helmUpgraded(cluster),
            qPrintable(commandLines(cluster, QStringLiteral("helm")).join(QLatin1Char('\n'))));
        QVERIFY(cluster.release(Shop, ChartNames::configReleaseName(Shop)).isEmpty());
        QVERIFY2(r.output.contains(
                     QStringLiteral("summary: nothing was changed in the cluster before it stopped")),
            qPrintable(r.output.join(QLatin1Char('\n'))));
    }

    void theAdoptionCommandsLetTheNextDeployPass_data()
    {
        QTest::addColumn<int>("major");
        QTest::newRow("helm3") << 3;
        QTest::newRow("helm4") << 4;
    }
    void theAdoptionCommandsLetTheNextDeployPass()
    {
        QFETCH(int, major);
        TestUtil::ClusterFixture cluster(major);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        cluster.addStorageClass(QStringLiteral("longhorn"), QStringLiteral("Immediate"), false);
        cluster.addNamespace(Shop);
        addMediaClaim(cluster);
        const QString config = ChartNames::configSecretName(Shop);
        cluster.addObject(
            object(QStringLiteral("v1"), QStringLiteral("Secret"), config, QStringLiteral("legacy"), true));

        const JobSetup::Result first = JobSetup::resolve(request(cluster, sampleProject()));
        QCOMPARE(first.options.liveOwnership.foreign.size(), 1);
        const ForeignObject foreign = first.options.liveOwnership.foreign.constFirst();
        const QStringList adopt = OwnershipCheck::adoptCommands(foreign, QStringLiteral("test"));
        QCOMPARE(adopt,
            (QStringList { QStringLiteral("kubectl --context test --namespace shop label secret ") + config
                    + QStringLiteral(" app.kubernetes.io/managed-by=Helm --overwrite"),
                QStringLiteral("kubectl --context test --namespace shop annotate secret ") + config
                    + QStringLiteral(
                        " meta.helm.sh/release-name=config-shop meta.helm.sh/release-namespace=shop "
                        "--overwrite") }));
        for (const QString &line : adopt) {
            const TestUtil::ClusterFixture::Result done
                = cluster.run(QStringLiteral("kubectl"), line.split(QLatin1Char(' ')).mid(1));
            QVERIFY2(done.exitCode == 0, done.err.constData());
        }

        cluster.clearCalls();
        const JobSetup::Result second = JobSetup::resolve(request(cluster, sampleProject()));
        QVERIFY(second.options.liveOwnership.foreign.isEmpty());
        // every kind the releases render was listed (one call each) and read
        QVERIFY2(second.options.liveOwnership.warnings.isEmpty(),
            qPrintable(second.options.liveOwnership.warnings.join(QLatin1Char('\n'))));
        QVERIFY(second.options.liveOwnership.objectCount > 3);
        Findings findings;
        const Plan plan = planned(cluster, second, &findings);
        QVERIFY2(!hasErrors(findings), qPrintable(messages(findings, Finding::Severity::Error)));
        const Run r = run(plan, cluster);
        QVERIFY2(r.result.ok, qPrintable(r.result.message));
        QCOMPARE(cluster.release(Shop, ChartNames::configReleaseName(Shop)).size(), 1);
        QVERIFY2(r.output.contains(QStringLiteral(
                     "summary: changed: Install config-shop (release config-shop, revision 1)")),
            qPrintable(r.output.join(QLatin1Char('\n'))));
    }

    void aLeftoverHelmTestPodIsNoObjectOfTheRelease()
    {
        TestUtil::ClusterFixture cluster(3);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        cluster.addStorageClass(QStringLiteral("longhorn"), QStringLiteral("Immediate"), false);
        cluster.addNamespace(Shop);
        addMediaClaim(cluster);
        // what `helm test shop` leaves: a hook, without the release's ownership marks
        cluster.addObject(object(QStringLiteral("v1"), QStringLiteral("Pod"),
            QStringLiteral("shop-test-connection"), QString(), false));
        const JobSetup::Result setup = JobSetup::resolve(request(cluster, sampleProject()));
        QVERIFY2(setup.options.liveOwnership.foreign.isEmpty(),
            qPrintable(setup.options.liveOwnership.foreign.value(0).name));
        for (const QString &line : commandLines(cluster, QStringLiteral("kubectl")))
            QVERIFY2(!line.contains(QStringLiteral("test-connection")), qPrintable(line));
    }

    void theDryRunRefusesAForeignObjectToo()
    {
        TestUtil::ClusterFixture cluster(4);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        cluster.addStorageClass(QStringLiteral("longhorn"), QStringLiteral("Immediate"), false);
        cluster.addNamespace(Shop);
        addMediaClaim(cluster);
        cluster.addObject(object(QStringLiteral("v1"), QStringLiteral("Secret"),
            ChartNames::configSecretName(Shop), QString(), false));
        const JobSetup::Result setup = JobSetup::resolve(request(cluster, sampleProject(), true));
        QVERIFY(setup.ok());
        Findings findings;
        planned(cluster, setup, &findings);
        QVERIFY(hasErrors(findings));
        QVERIFY(!helmUpgraded(cluster));
    }

    void mountedStorageNeedsItsClaim_data()
    {
        QTest::addColumn<int>("major");
        QTest::addColumn<bool>("claim");
        QTest::newRow("helm3: no claim for the mounted entry is refused") << 3 << false;
        QTest::newRow("helm4: no claim for the mounted entry is refused") << 4 << false;
        QTest::newRow("helm4: an existing claim passes") << 4 << true;
    }
    void mountedStorageNeedsItsClaim()
    {
        QFETCH(int, major);
        QFETCH(bool, claim);
        TestUtil::ClusterFixture cluster(major);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        cluster.addStorageClass(QStringLiteral("longhorn"), QStringLiteral("Immediate"), false);
        cluster.addNamespace(Shop);
        if (claim)
            addMediaClaim(cluster);
        const JobSetup::Result setup = JobSetup::resolve(request(cluster, sampleProject()));
        QVERIFY(setup.options.liveOwnership.claimsRead);
        Findings findings;
        const Plan plan = planned(cluster, setup, &findings);
        const QString want = QStringLiteral("storage entry media, mounted by app shop, has no claim in "
                                            "namespace shop: its pods would wait until "
                                            "the deploy times out. Create it first: helmdeck-cli storage "
                                            "create media /srv/shop/helmdeck.yaml (or deploy "
                                            "with --create-storage)");
        const QString errors = messages(findings, Finding::Severity::Error);
        QCOMPARE(errors.contains(want), !claim);
        bool onTheMount = false;
        for (const Finding &f : std::as_const(findings))
            onTheMount
                = onTheMount || (f.message == want && f.fieldPath == QStringLiteral("apps[shop].mounts[0]"));
        QCOMPARE(onTheMount, !claim);
        // "scratch" is mounted by nothing: never asked for
        for (const QString &line : commandLines(cluster, QStringLiteral("kubectl")))
            QVERIFY2(!line.contains(QStringLiteral("scratch")), qPrintable(line));
        const Run r = run(plan, cluster);
        QCOMPARE(r.result.ok, claim);
        QCOMPARE(helmUpgraded(cluster), claim);
    }

    void aMountedEntryCreatedInTheSamePlanIsAccepted_data()
    {
        QTest::addColumn<int>("major");
        QTest::newRow("helm3") << 3;
        QTest::newRow("helm4") << 4;
    }
    void aMountedEntryCreatedInTheSamePlanIsAccepted()
    {
        QFETCH(int, major);
        TestUtil::ClusterFixture cluster(major);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        cluster.addStorageClass(QStringLiteral("longhorn"), QStringLiteral("Immediate"), false);
        const JobSetup::Result setup = JobSetup::resolve(request(cluster, sampleProject()));
        JobSetup::Result creating = setup;
        creating.options.createStorage = true;
        Findings findings;
        const Plan plan = planned(cluster, creating, &findings);
        QVERIFY2(!hasErrors(findings), qPrintable(messages(findings, Finding::Severity::Error)));
        QVERIFY2(messages(findings, Finding::Severity::Info)
                     .contains(
                         QStringLiteral("storage entry media, mounted by app shop, has no claim in namespace "
                                        "shop: this deploy creates it first (release storage-media)")),
            qPrintable(messages(findings, Finding::Severity::Info)));
        const int install = plan.indexOf(QStringLiteral("storage-media"));
        QVERIFY(install > plan.indexOf(QStringLiteral("namespace")));
        QVERIFY(install < plan.indexOf(QStringLiteral("config")));
        QVERIFY2(
            plan.describe().contains(QStringLiteral("Install storage-media")), qPrintable(plan.describe()));
        const Run r = run(plan, cluster);
        QVERIFY2(r.result.ok, qPrintable(r.result.message));
        QCOMPARE(cluster.release(Shop, QStringLiteral("storage-media")).size(), 1);
        QVERIFY(!cluster.object(Shop, QStringLiteral("PersistentVolumeClaim"), QStringLiteral("media"))
                     .isEmpty());
        QVERIFY2(r.output.contains(
                     QStringLiteral("summary: changed: Install storage-media (release storage-media, "
                                    "revision 1)")),
            qPrintable(r.output.join(QLatin1Char('\n'))));
    }

    void credentialsThatResolveEmptyAreRefused()
    {
        TestUtil::ClusterFixture cluster(4);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        cluster.addNamespace(Shop);
        CredentialFixture credentials;
        QVERIFY(credentials.isValid());
        credentials.writeDockerConfig(R"({"credHelpers":{"empty.example.com":"test"}})");
        Project p = sampleProject();
        p.apps[0].image = QStringLiteral("empty.example.com/shop:1");
        p.apps[0].imagePullSecrets.clear();
        p.apps[0].pullSecret.mode = PullSecretSettings::Mode::FromCredentials;
        JobSetup::Request r = request(cluster, p);
        const QProcessEnvironment env = credentials.environment();
        r.environment.insert(QStringLiteral("DOCKER_CONFIG"), env.value(QStringLiteral("DOCKER_CONFIG")));
        r.environment.insert(QStringLiteral("HOME"), env.value(QStringLiteral("HOME")));
        r.environment.insert(QStringLiteral("PATH"),
            env.value(QStringLiteral("PATH")) + QLatin1Char(':')
                + r.environment.value(QStringLiteral("PATH")));
        const JobSetup::Result setup = JobSetup::resolve(r);
        QVERIFY(!setup.ok());
        const QString errors = messages(setup.findings, Finding::Severity::Error);
        QVERIFY2(errors.contains(QStringLiteral("registry empty.example.com: docker-credential-test "
                                                "(credHelpers[\"empty.example.com\"] in ")
                     + credentials.dockerConfigPath()
                     + QStringLiteral(") answered an empty username and password")),
            qPrintable(errors));
        QVERIFY(setup.options.pullSecretPayloads.isEmpty());
        QVERIFY(!helmUpgraded(cluster));
    }

    void anUnknownContextIsRefusedBeforeTheClusterIsAsked()
    {
        TestUtil::ClusterFixture cluster(3);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        JobSetup::Request r = request(cluster, sampleProject());
        r.context = QStringLiteral("prod");
        cluster.clearCalls(); // the tools' version probes of the set-up above
        const JobSetup::Result setup = JobSetup::resolve(r);
        QVERIFY(!setup.ok());
        const QString errors = messages(setup.findings, Finding::Severity::Error);
        QVERIFY2(errors.contains(QStringLiteral("no context \"prod\" in the kubeconfig (")
                     + QDir(m_dir.path()).filePath(QStringLiteral("kubeconfig"))
                     + QStringLiteral("); contexts: test, other")),
            qPrintable(errors));
        QVERIFY(!setup.options.liveOwnership.read);
        QVERIFY(cluster.callsOf(QStringLiteral("kubectl")).isEmpty());
        QVERIFY(cluster.callsOf(QStringLiteral("helm")).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestDeployPreflight)
#include "tst_deploypreflight.moc"
