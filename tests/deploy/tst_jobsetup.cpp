// SPDX-License-Identifier: GPL-3.0-or-later
// JobSetup: the one job set-up of the window and the command line — target, tools, the user's
// defaults, keychain values and the secrets that have none (docs/architecture.md §2).
#include "deployfixtures.h"
#include "testutil.h"

#include "deploy/jobsetup.h"
#include "deploy/preflight.h"
#include "secrets/projectsecrets.h"
#include "secrets/secretstore.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace HelmDeck;

namespace {

/** Contexts "k3s" (current) and "staging"; never a credential. */
QString writeKubeconfig(const QString &dir)
{
    return TestUtil::writeKubeconfig(dir,
        "apiVersion: v1\nkind: Config\ncurrent-context: k3s\n"
        "clusters:\n- name: k3s\n  cluster: {server: https://127.0.0.1:6443}\n"
        "- name: staging\n  cluster: {server: https://10.0.0.5:6443}\n"
        "contexts:\n- name: k3s\n  context: {cluster: k3s, user: dev}\n"
        "- name: staging\n  context: {cluster: staging, user: dev}\n"
        "users:\n- name: dev\n  user: {}\n");
}

Project shop()
{
    App app;
    app.name = QStringLiteral("shop");
    app.image = QStringLiteral("registry.example.com/shop:1.0");
    app.kubeNamespace = QStringLiteral("shop");
    app.env = { EnvVar { QStringLiteral("MODE"), QStringLiteral("prod"), false },
        EnvVar { QStringLiteral("TOKEN"), QString(), true } };
    Project p;
    p.apps.append(app);
    return p;
}

} // namespace

class TestJobSetup : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QProcessEnvironment m_env;

    JobSetup::Request request(const Project &project) const
    {
        return DeployFixtures::jobSetupRequest(project, m_env);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_env = QProcessEnvironment::systemEnvironment();
        m_env.insert(QStringLiteral("KUBECONFIG"), writeKubeconfig(m_dir.path()));
        m_env.insert(QStringLiteral("HOME"), m_dir.path());
        m_env.insert(QStringLiteral("DOCKER_CONFIG"), m_dir.filePath(QStringLiteral("docker")));
    }

    void targetComesFromTheFlagThenTheProjectThenTheKubeconfig_data()
    {
        QTest::addColumn<QString>("flag");
        QTest::addColumn<QString>("projectContext");
        QTest::addColumn<QString>("context");
        QTest::newRow("the flag wins over the project's context") << "staging"
                                                                  << "k3s"
                                                                  << "staging";
        QTest::newRow("the project's context when no flag is given") << ""
                                                                     << "staging"
                                                                     << "staging";
        QTest::newRow("the kubeconfig's current context when neither names one") << ""
                                                                                 << ""
                                                                                 << "k3s";
    }

    void targetComesFromTheFlagThenTheProjectThenTheKubeconfig()
    {
        QFETCH(QString, flag);
        QFETCH(QString, projectContext);
        QFETCH(QString, context);
        Project p = shop();
        p.kubeContext = projectContext;
        JobSetup::Request r = request(p);
        r.context = flag;
        r.kubeNamespace = QStringLiteral("blue");
        const JobSetup::Result result = JobSetup::resolve(r);
        QVERIFY2(result.ok(), qPrintable(result.findings.value(0).message));
        QCOMPARE(result.options.target.context, context);
        QCOMPARE(result.options.target.kubeNamespace, QStringLiteral("blue"));
        QCOMPARE(result.options.target.kubeconfigEnv, m_env.value(QStringLiteral("KUBECONFIG")));
        QCOMPARE(result.options.helm.program, QStringLiteral("/usr/bin/helm"));
        QCOMPARE(result.options.kubectl.program, QStringLiteral("/usr/bin/kubectl"));
    }

    void anUnknownContextIsAnErrorNamingTheKnownOnes()
    {
        JobSetup::Request r = request(shop());
        r.context = QStringLiteral("prod");
        const JobSetup::Result result = JobSetup::resolve(r);
        QVERIFY(!result.ok());
        QVERIFY2(result.findings.constFirst().message.contains(QLatin1String("no context \"prod\"")),
            qPrintable(result.findings.constFirst().message));
        QVERIFY(result.findings.constFirst().message.contains(QLatin1String("k3s, staging")));
    }

    void withNoKubeconfigAtAllTheNoContextErrorSaysWhereItLooked_data()
    {
        QTest::addColumn<QString>("kubeconfig"); // "<missing>": $KUBECONFIG names a file that does not exist
        QTest::addColumn<QString>("searched"); // "<home>": ~/.kube/config of the test's HOME
        QTest::addColumn<QString>("message");
        QTest::newRow("$KUBECONFIG naming a file that does not exist")
            << QStringLiteral("<missing>") << QStringLiteral("<missing>")
            << QStringLiteral("no kubeconfig found (looked at <missing>)");
        QTest::newRow("no $KUBECONFIG and no ~/.kube/config")
            << QString() << QStringLiteral("<home>")
            << QStringLiteral("no kubeconfig found (looked at <home>)");
        QTest::newRow("a kubeconfig that names no current context says that instead")
            << QStringLiteral("<no-current>") << QString()
            << QStringLiteral(
                   "no kube context is chosen and the kubeconfig (<no-current>) names no current one");
    }

    // Not an error of the set-up itself (a job may get its context later: the window's toolbar, a
    // service's deploy); Preflight::context, which every command that needs a cluster refuses with,
    // says it.
    void withNoKubeconfigAtAllTheNoContextErrorSaysWhereItLooked()
    {
        QFETCH(QString, kubeconfig);
        QFETCH(QString, searched);
        QFETCH(QString, message);
        QTemporaryDir home;
        const QString missing = home.filePath(QStringLiteral("nowhere/kubeconfig"));
        const QString noCurrent = TestUtil::writeKubeconfig(home.path(),
            "apiVersion: v1\nkind: Config\nclusters:\n- name: k3s\n  cluster: {server: "
            "https://127.0.0.1:6443}\n"
            "contexts:\n- name: k3s\n  context: {cluster: k3s, user: dev}\nusers:\n- name: dev\n  user: "
            "{}\n");
        const QString homeConfig = QDir(home.path()).filePath(QStringLiteral(".kube/config"));
        const auto resolved = [&](QString text) {
            return text.replace(QStringLiteral("<missing>"), missing)
                .replace(QStringLiteral("<no-current>"), noCurrent)
                .replace(QStringLiteral("<home>"), homeConfig);
        };
        JobSetup::Request r = request(shop());
        r.environment.insert(QStringLiteral("HOME"), home.path());
        if (kubeconfig.isEmpty())
            r.environment.remove(QStringLiteral("KUBECONFIG"));
        else
            r.environment.insert(QStringLiteral("KUBECONFIG"), resolved(kubeconfig));
        const JobSetup::Result result = JobSetup::resolve(r);
        QVERIFY2(result.ok(), qPrintable(result.findings.value(0).message));
        QVERIFY(result.options.target.context.isEmpty());
        QCOMPARE(result.options.target.kubeconfigSearched,
            searched.isEmpty() ? QStringList() : QStringList { resolved(searched) });
        const Findings refused = Preflight::context(result.options.target, QStringLiteral("apps[shop]"));
        QCOMPARE(refused.size(), 1);
        QCOMPARE(refused.constFirst().severity, Finding::Severity::Error);
        QVERIFY2(refused.constFirst().message.startsWith(resolved(message)),
            qPrintable(refused.constFirst().message));
        // the deploy's and destroy's preflight say the same
        QVERIFY(
            Preflight::tools(result.options, QStringLiteral("apps[shop]")).contains(refused.constFirst()));
    }

    void theUsersDefaultsAreAppliedToACopy()
    {
        JobSetup::Request r = request(shop());
        GlobalSettings settings;
        settings.imagePullSecrets = QStringList { QStringLiteral("regcred") };
        r.settings = settings;
        const JobSetup::Result result = JobSetup::resolve(r);
        QCOMPARE(
            result.project.apps.constFirst().imagePullSecrets, QStringList { QStringLiteral("regcred") });
        QVERIFY(r.project.apps.constFirst().imagePullSecrets.isEmpty());
    }

    void secretsWithoutAValueAreListedForTheJobsThatWriteThem_data()
    {
        QTest::addColumn<bool>("require");
        QTest::addColumn<QString>("token");
        QTest::addColumn<int>("missing");
        QTest::newRow("a deploy lists the empty secret") << true << "" << 1;
        QTest::newRow("a deploy of a filled secret lists nothing") << true << "tok" << 0;
        QTest::newRow("a job that writes no secrets lists nothing") << false << "" << 0;
    }

    void secretsWithoutAValueAreListedForTheJobsThatWriteThem()
    {
        QFETCH(bool, require);
        QFETCH(QString, token);
        QFETCH(int, missing);
        Project p = shop();
        p.apps[0].env[1].value = token;
        JobSetup::Request r = request(p);
        r.requireSecretValues = require;
        const JobSetup::Result result = JobSetup::resolve(r);
        QCOMPARE(result.options.missingSecrets.size(), missing);
        const Findings preflight = Preflight::secretValues(result.project.apps.constFirst(), result.options);
        QCOMPARE(preflight.size(), missing);
        if (missing == 0)
            return;
        const DeployOptions::MissingSecret &m = result.options.missingSecrets.constFirst();
        QCOMPARE(m.app, QStringLiteral("shop"));
        QCOMPARE(m.name, QStringLiteral("TOKEN"));
        QCOMPARE(m.fieldPath, QStringLiteral("apps[shop].env[TOKEN]"));
        // the typed check blocks the deploy plan itself, before any step
        QCOMPARE(preflight.constFirst().severity, Finding::Severity::Error);
        QCOMPARE(preflight.constFirst().fieldPath, m.fieldPath);
        QVERIFY(preflight.constFirst().message.contains(QLatin1String("secret TOKEN of app shop")));
        Findings findings;
        const Plan plan
            = DeployPlanner::deploy(result.project, QStringLiteral("shop"), result.options, &findings);
        QVERIFY(hasErrors(findings));
        QVERIFY(findings.contains(preflight.constFirst()));
        Q_UNUSED(plan)
    }

    void startFillsTheKeychainValuesAndHandsTheResultBackLater()
    {
        SecretStore store(SecretStore::Backend::SessionOnly);
        const QString file = m_dir.filePath(QStringLiteral("helmdeck.yaml"));
        Project stored = shop();
        stored.apps[0].env[1].value = QStringLiteral("from-keychain");
        bool written = false;
        ProjectSecrets::store(&store, Project(), stored, SecretKey::projectKeyFor(file),
            [&written](const ProjectSecrets::Report &report) { written = report.ok(); });
        QTRY_VERIFY(written);

        JobSetup setup;
        setup.setSecretStore(&store);
        JobSetup::Request r = request(shop()); // as loaded: no value in the project
        r.projectFile = file;
        r.fillSecrets = true;
        r.requireSecretValues = true;
        bool done = false;
        JobSetup::Result result;
        setup.start(r, [&](const JobSetup::Result &got) {
            result = got;
            done = true;
        });
        QVERIFY(!done); // never from inside start()
        QVERIFY(setup.isRunning());
        QTRY_VERIFY(done);
        QVERIFY(!setup.isRunning());
        QCOMPARE(result.project.apps.constFirst().env.at(1).value, QStringLiteral("from-keychain"));
        QVERIFY(result.options.missingSecrets.isEmpty());
    }

    void aNewStartSupersedesTheRunningOne()
    {
        JobSetup setup;
        int first = 0;
        int second = 0;
        setup.start(request(shop()), [&first](const JobSetup::Result &) { ++first; });
        setup.start(request(shop()), [&second](const JobSetup::Result &) { ++second; });
        QTRY_COMPARE(second, 1);
        QTest::qWait(50);
        QCOMPARE(first, 0);
    }
};

QTEST_GUILESS_MAIN(TestJobSetup)
#include "tst_jobsetup.moc"
