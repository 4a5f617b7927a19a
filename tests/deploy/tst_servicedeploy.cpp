// SPDX-License-Identifier: GPL-3.0-or-later
// Backing-service credentials through a real deploy (docs/deploy.md, "Backing services"): JobSetup
// reads or generates them in the system keychain (gnome-keyring under dbus-run-session), two deploys
// against the cluster fake write the identical Secret and URL, no credential is on any argv, and an
// external service without a stored URL is refused before any helm or kubectl call.

#include "chartfixtures.h"
#include "deploy/deployplanner.h"
#include "deploy/jobsetup.h"
#include "deployfixtures.h"
#include "secrets/projectsecrets.h"
#include "secrets/secretstore.h"
#include "secrets/servicecredentials.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>

using namespace HelmDeck;
using namespace DeployFixtures;

namespace {

Project serviceProject()
{
    Project p = sampleProject();
    BackingService pg;
    pg.kind = BackingService::Kind::PostgreSQL;
    BackingService vk;
    vk.kind = BackingService::Kind::Valkey;
    p.apps[0].services = { pg, vk };
    return p;
}

QString secretValue(const TestUtil::ClusterFixture &cluster, const QString &name, const QString &key)
{
    const QJsonObject secret = cluster.object(QStringLiteral("shop"), QStringLiteral("Secret"), name);
    const QString encoded = secret.value(QStringLiteral("data")).toObject().value(key).toString();
    return QString::fromUtf8(QByteArray::fromBase64(encoded.toUtf8()));
}

} // namespace

class TestServiceDeploy : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void majors_data();
    void credentialsAreGeneratedOnceAndIdenticalAcrossDeploys_data() { majors_data(); }
    void credentialsAreGeneratedOnceAndIdenticalAcrossDeploys();
    void twoRendersAfterTheKeychainFillAreIdentical_data() { majors_data(); }
    void twoRendersAfterTheKeychainFillAreIdentical();
    void savingNeverDropsABundledPasswordNorDoesRemovingTheService();
    void aRenameMovesTheBundledPasswordToTheNewName();
    void externalServiceWithoutAUrlIsRefusedBeforeAnyChange();
    void generatedPasswordsAreLongAndUrlSafe();

private:
    /** JobSetup as the command line runs it (keychain read, secrets required), in @p cluster. */
    JobSetup::Result setUp(
        const TestUtil::ClusterFixture &cluster, SecretStore *store, const Project &project)
    {
        JobSetup setup;
        setup.setSecretStore(store);
        JobSetup::Request r;
        r.project = project;
        r.projectFile = m_file;
        r.fillSecrets = true;
        r.requireSecretValues = true;
        r.appName = QStringLiteral("shop");
        r.settings = GlobalSettings();
        const DeployOptions o = options(cluster);
        r.helm = o.helm;
        r.kubectl = o.kubectl;
        r.environment = cluster.environment();
        bool done = false;
        JobSetup::Result result;
        setup.start(r, [&](const JobSetup::Result &got) {
            result = got;
            done = true;
        });
        if (!QTest::qWaitFor([&done]() { return done; }, 60000))
            QTest::qFail("JobSetup never finished", __FILE__, __LINE__);
        return result;
    }
    void removeStored(const Project &project)
    {
        SecretStore store(SecretStore::Backend::SystemKeychain);
        for (const BackingService &s : project.apps.first().services)
            store.removeSync(
                ServiceCredentials::key(SecretKey::projectKeyFor(m_file), QStringLiteral("shop"), s));
    }

    QTemporaryDir m_dir;
    QString m_file;
};

void TestServiceDeploy::initTestCase()
{
    qRegisterMetaType<HelmDeck::RunResult>();
    QVERIFY(m_dir.isValid());
    // a project file of its own per run: the keychain is shared with other suites
    m_file = m_dir.filePath(
        QUuid::createUuid().toString(QUuid::WithoutBraces) + QStringLiteral("/helmdeck.yaml"));
    SecretStore probe(SecretStore::Backend::SystemKeychain);
    const SecretStore::Result r = probe.probeSync();
    QVERIFY2(r.ok() && probe.isPersistent(),
        "no system keychain: run under dbus-run-session with an unlocked gnome-keyring-daemon");
}

void TestServiceDeploy::majors_data()
{
    QTest::addColumn<int>("major");
    QTest::newRow("helm3") << 3;
    QTest::newRow("helm4") << 4;
}

void TestServiceDeploy::credentialsAreGeneratedOnceAndIdenticalAcrossDeploys()
{
    QFETCH(int, major);
    TestUtil::ClusterFixture cluster(major);
    QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
    cluster.addStorageClass(QStringLiteral("longhorn"), QStringLiteral("Immediate"), false);
    const Project project = serviceProject();
    removeStored(project);

    QStringList passwords;
    QStringList urls;
    for (int deploy = 0; deploy < 2; ++deploy) {
        SecretStore store(SecretStore::Backend::SystemKeychain); // a fresh store: what the keychain holds
        const JobSetup::Result setup = setUp(cluster, &store, project);
        QVERIFY2(
            setup.ok(), qPrintable(setup.findings.isEmpty() ? QString() : setup.findings.first().toString()));
        QVERIFY(setup.options.missingSecrets.isEmpty());
        int generated = 0;
        for (const Finding &f : setup.findings)
            generated += f.message.contains(QStringLiteral("new password was generated")) ? 1 : 0;
        QCOMPARE(generated, deploy == 0 ? 2 : 0); // the first set-up makes them, the second reads them

        DeployOptions o = options(cluster);
        o.missingSecrets = setup.options.missingSecrets;
        Findings findings;
        const Plan plan = DeployPlanner::deploy(setup.project, QStringLiteral("shop"), o, &findings);
        QVERIFY2(
            !hasErrors(findings), qPrintable(findings.isEmpty() ? QString() : findings.first().toString()));
        const Run r = run(plan, cluster);
        QVERIFY2(r.result.ok, qPrintable(r.result.message));

        const QString password
            = secretValue(cluster, QStringLiteral("shop-postgres"), QStringLiteral("POSTGRES_PASSWORD"));
        QCOMPARE(password.size(), ServiceCredentials::PasswordLength);
        const SecretStore::Result stored = store.readSync(ServiceCredentials::key(
            SecretKey::projectKeyFor(m_file), QStringLiteral("shop"), project.apps[0].services[0]));
        QVERIFY(stored.ok());
        QCOMPARE(stored.value, password);
        passwords << password + QLatin1Char('/')
                + secretValue(cluster, QStringLiteral("shop-valkey"), QStringLiteral("VALKEY_PASSWORD"));
        urls << secretValue(cluster, QStringLiteral("config-shop"), QStringLiteral("DATABASE_URL"));
        QCOMPARE(urls.last(),
            QStringLiteral("postgres://shop:%1@shop-postgres.shop.svc.cluster.local:5432/shop")
                .arg(password));
        QVERIFY(!cluster
                     .object(QStringLiteral("shop"), QStringLiteral("StatefulSet"),
                         QStringLiteral("shop-postgres"))
                     .isEmpty());

        // never on argv: the credentials travel in the 0600 values file of config-shop only
        const QStringList lines = allCommandLines(cluster);
        for (const QString &line : lines)
            QVERIFY2(!line.contains(password), qPrintable(line));
    }
    QCOMPARE(passwords.at(0), passwords.at(1));
    QCOMPARE(urls.at(0), urls.at(1));
    removeStored(project);
}

void TestServiceDeploy::twoRendersAfterTheKeychainFillAreIdentical()
{
    QFETCH(int, major);
    const Project project = serviceProject();
    removeStored(project);
    const QString key = SecretKey::projectKeyFor(m_file);
    QStringList rendered;
    for (int i = 0; i < 2; ++i) {
        SecretStore store(SecretStore::Backend::SystemKeychain);
        Project filled = project;
        const ProjectSecrets::Report report = ProjectSecrets::fillSync(&store, &filled, key);
        QVERIFY2(report.ok(), qPrintable(report.errors.join(QLatin1Char('\n'))));
        QCOMPARE(report.generated.size(), i == 0 ? 2 : 0);
        RenderResult r;
        if (!ChartFixtures::renderOrFail(major, filled, &r))
            return;
        QString secrets;
        for (const QString &name : { QStringLiteral("shop-postgres"), QStringLiteral("shop-valkey"),
                 QStringLiteral("config-shop") }) {
            const Manifest *m = r.manifests.find(QStringLiteral("Secret"), name);
            QVERIFY2(m, qPrintable(name));
            secrets += m->yaml;
        }
        rendered << secrets;
    }
    QCOMPARE(rendered.at(0), rendered.at(1));
    removeStored(project);
}

void TestServiceDeploy::savingNeverDropsABundledPasswordNorDoesRemovingTheService()
{
    const Project project = serviceProject();
    removeStored(project);
    const QString key = SecretKey::projectKeyFor(m_file);
    SecretStore store(SecretStore::Backend::SystemKeychain);
    Project filled = project;
    QVERIFY(ProjectSecrets::fillSync(&store, &filled, key).ok());
    const QString password = filled.apps[0].services[0].credential;
    QCOMPARE(password.size(), ServiceCredentials::PasswordLength);

    // a form that lost the value (empty field) saves: the stored password stays
    Project edited = filled;
    edited.apps[0].services[0].credential.clear();
    ProjectSecrets::Report saved = ProjectSecrets::storeSync(&store, filled, edited, key);
    QVERIFY(saved.ok());
    QVERIFY(saved.removed.isEmpty());
    SecretStore fresh(SecretStore::Backend::SystemKeychain);
    const SecretKey pgKey = ServiceCredentials::key(key, QStringLiteral("shop"), project.apps[0].services[0]);
    QCOMPARE(fresh.readSync(pgKey).value, password);

    // the service removed: its data volume stays in the cluster, and so does its password here
    Project without = filled;
    without.apps[0].services.removeFirst();
    saved = ProjectSecrets::storeSync(&store, filled, without, key);
    QVERIFY(saved.ok());
    QVERIFY2(saved.removed.isEmpty(), qPrintable(saved.removed.join(QLatin1Char(' '))));
    QCOMPARE(fresh.readSync(pgKey).value, password);

    // added again (as the form adds it: no credential) and saved: it reads the same password back
    saved = ProjectSecrets::storeSync(&store, without, project, key);
    QVERIFY(saved.ok());
    Project readded = project;
    const ProjectSecrets::Report report = ProjectSecrets::fillSync(&fresh, &readded, key);
    QVERIFY(report.ok());
    QVERIFY2(!report.generated.contains(QStringLiteral("apps[shop].services[postgres].password")),
        "no new password: the old data directory would reject it");
    QCOMPARE(readded.apps[0].services[0].credential, password);

    // the app removed: still kept (its claims outlive it too)
    Project noApp = filled;
    noApp.apps.clear();
    saved = ProjectSecrets::storeSync(&store, filled, noApp, key);
    QVERIFY(saved.ok());
    QCOMPARE(fresh.readSync(pgKey).value, password);
    removeStored(project);
}

void TestServiceDeploy::aRenameMovesTheBundledPasswordToTheNewName()
{
    // as `helmdeck rename` and a save after renaming in the window do: the values move to the new keys
    const Project project = serviceProject();
    removeStored(project);
    const QString key = SecretKey::projectKeyFor(m_file);
    SecretStore store(SecretStore::Backend::SystemKeychain);
    Project filled = project;
    QVERIFY(ProjectSecrets::fillSync(&store, &filled, key).ok());
    const QString password = filled.apps[0].services[0].credential;
    Project moved = filled;
    moved.apps[0].name = QStringLiteral("store");
    const ProjectSecrets::Report saved = ProjectSecrets::storeSync(&store, filled, moved, key);
    QVERIFY(saved.ok());
    QVERIFY(saved.removed.contains(QStringLiteral("apps[shop].services[postgres].password")));
    SecretStore fresh(SecretStore::Backend::SystemKeychain);
    const BackingService &pg = project.apps[0].services[0];
    QCOMPARE(fresh.readSync(ServiceCredentials::key(key, QStringLiteral("store"), pg)).value, password);
    QCOMPARE(fresh.readSync(ServiceCredentials::key(key, QStringLiteral("shop"), pg)).status,
        SecretStore::Status::NotFound);
    Project storeProject = project;
    storeProject.apps[0].name = QStringLiteral("store");
    SecretStore cleanup(SecretStore::Backend::SystemKeychain);
    for (const BackingService &s : storeProject.apps[0].services)
        cleanup.removeSync(ServiceCredentials::key(key, QStringLiteral("store"), s));
    removeStored(project);
}

void TestServiceDeploy::externalServiceWithoutAUrlIsRefusedBeforeAnyChange()
{
    TestUtil::ClusterFixture cluster(4);
    QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
    Project project = serviceProject();
    project.apps[0].services[0].external = true;
    removeStored(project);
    SecretStore store(SecretStore::Backend::SystemKeychain);
    const JobSetup::Result setup = setUp(cluster, &store, project);
    QCOMPARE(setup.options.missingSecrets.size(), 1);
    QCOMPARE(
        setup.options.missingSecrets.first().fieldPath, QStringLiteral("apps[shop].services[postgres].url"));
    DeployOptions o = options(cluster);
    o.missingSecrets = setup.options.missingSecrets;
    cluster.clearCalls();
    Findings findings;
    const Plan plan = DeployPlanner::deploy(setup.project, QStringLiteral("shop"), o, &findings);
    Q_UNUSED(plan)
    QVERIFY(hasErrors(findings));
    bool named = false;
    for (const Finding &f : findings)
        named = named
            || (f.fieldPath == QLatin1String("apps[shop].services[postgres].url")
                && f.message.contains(QStringLiteral("DATABASE_URL (the postgres URL)")));
    QVERIFY(named);
    QVERIFY2(cluster.calls().isEmpty(), "refused before any helm or kubectl call");
    removeStored(project);
}

void TestServiceDeploy::generatedPasswordsAreLongAndUrlSafe()
{
    const QRegularExpression urlSafe(QStringLiteral("^[A-Za-z0-9]{40}$"));
    QSet<QString> seen;
    for (int i = 0; i < 100; ++i) {
        const QString p = ServiceCredentials::generatePassword();
        QVERIFY2(urlSafe.match(p).hasMatch(), qPrintable(p));
        seen.insert(p);
    }
    QCOMPARE(seen.size(), 100);
}

QTEST_GUILESS_MAIN(TestServiceDeploy)
#include "tst_servicedeploy.moc"
