// SPDX-License-Identifier: GPL-3.0-or-later
// The keychain for real: under `dbus-run-session` with an unlocked gnome-keyring (scripts/setup.sh
// test). An unreachable keychain fails this suite unless HELMDECK_TEST_NO_KEYCHAIN=1 says that is
// expected; then the session fallback is what gets checked.
#include "io/projectfile.h"
#include "secrets/projectsecrets.h"
#include "secrets/secretstore.h"

#include "testutil.h"

#include <QElapsedTimer>
#include <QLocalServer>
#include <QProcess>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace HelmDeck;

namespace {

bool noKeychainExpected()
{
    return qgetenv("HELMDECK_TEST_NO_KEYCHAIN") == "1";
}

// A project key no other run (or the Qt 5 and Qt 6 builds running side by side) uses.
QString uniqueProject()
{
    return QStringLiteral("/helmdeck-test/%1-%2/helmdeck.yaml")
        .arg(QCoreApplication::applicationPid())
        .arg(QRandomGenerator::global()->generate64(), 0, 16);
}

QString describe(const SecretStore::Result &r)
{
    static const char *names[] = { "Ok", "NotFound", "Error" };
    return QString::fromLatin1(names[int(r.status)]) + QStringLiteral(": ") + r.error;
}

// Runs this binary (one test function, or the child mode HELMDECK_TEST_CHILD selects) with @p env.
QString runChild(const QString &function, const QProcessEnvironment &env, int *exitCode)
{
    QProcess child;
    child.setProcessEnvironment(env);
    child.setProcessChannelMode(QProcess::MergedChannels);
    child.start(QCoreApplication::applicationFilePath(),
        function.isEmpty() ? QStringList() : QStringList { function });
    if (!child.waitForFinished(60000)) {
        child.kill();
        child.waitForFinished();
    }
    *exitCode = child.exitStatus() == QProcess::NormalExit ? child.exitCode() : -1;
    return QString::fromLocal8Bit(child.readAll());
}

QProcessEnvironment withoutKeychain(const QString &busAddress)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HELMDECK_TEST_NO_KEYCHAIN"), QStringLiteral("1"));
    env.insert(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"), busAddress);
    env.remove(QStringLiteral("DISPLAY")); // no X11 autolaunch of a bus either
    return env;
}

} // namespace

class TestSecretStore : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void keychainRoundTrip();
    void fallbackWhenKeychainIsUnreachable();
    void hangingKeychainTimesOut();
    void sessionStore();
    void callbacksComeLater();
    void waitForTimesOut();
    void secretKeys();
    void projectSecretsRoundTrip();
};

// write → read back through a second store (so not from memory) → overwrite → remove.
void TestSecretStore::keychainRoundTrip()
{
    const SecretKey key = SecretKey::env(uniqueProject(), QStringLiteral("shop"), QStringLiteral("TOKEN"));
    const QString value = QString::fromUtf8("s3cr\xc3\xa9t|with:all \"sorts\"\n");
    SecretStore store;
    QSignalSpy fellBack(&store, &SecretStore::persistenceChanged);
    const SecretStore::Result probe = store.probeSync();
    QVERIFY2(probe.ok(), qPrintable(describe(probe)));

    if (noKeychainExpected()) {
        QVERIFY(!store.isPersistent());
        QCOMPARE(store.statusMessage(),
            QStringLiteral("No system keychain: secrets are kept for this session only"));
        QVERIFY(!store.unavailableReason().isEmpty());
        // A keychain-enabled build falls back once, and says so; a build without QtKeychain never had one.
        QCOMPARE(fellBack.count(), SecretStore::hasKeychainSupport() ? 1 : 0);
        QVERIFY(store.writeSync(key, value).ok());
        const SecretStore::Result back = store.readSync(key);
        QCOMPARE(back.status, SecretStore::Status::Ok);
        QCOMPARE(back.value, value);
        // Session only: another store (a later run of HelmDeck) does not have it.
        SecretStore other;
        QCOMPARE(other.readSync(key).status, SecretStore::Status::NotFound);
        QVERIFY(!other.isPersistent());
        QVERIFY(store.removeSync(key).ok());
        QCOMPARE(store.readSync(key).status, SecretStore::Status::NotFound);
        return;
    }

    if (!store.isPersistent())
        QFAIL(qPrintable(
            QStringLiteral("the system keychain is not reachable (%1). Run the tests under "
                           "dbus-run-session with an unlocked gnome-keyring-daemon (scripts/setup.sh "
                           "test), or set HELMDECK_TEST_NO_KEYCHAIN=1 to test the session fallback")
                .arg(store.unavailableReason())));
    QCOMPARE(store.statusMessage(), QString());
    QCOMPARE(store.readSync(key).status, SecretStore::Status::NotFound);
    const SecretStore::Result written = store.writeSync(key, value);
    QVERIFY2(written.ok(), qPrintable(describe(written)));
    {
        SecretStore other;
        const SecretStore::Result back = other.readSync(key);
        QVERIFY2(back.ok(), qPrintable(describe(back)));
        QCOMPARE(back.value, value);
    }
    QVERIFY(store.writeSync(key, QStringLiteral("second")).ok());
    QCOMPARE(store.readSync(key).value, QStringLiteral("second"));
    QVERIFY(store.removeSync(key).ok());
    {
        SecretStore other;
        QCOMPARE(other.readSync(key).status, SecretStore::Status::NotFound);
    }
    QVERIFY2(store.removeSync(key).ok(), "removing a missing secret is not an error");
    QVERIFY(store.isPersistent());
    QCOMPARE(fellBack.count(), 0);
}

// The same round trip in a child whose D-Bus address leads nowhere: the fallback, for real.
void TestSecretStore::fallbackWhenKeychainIsUnreachable()
{
    int exitCode = 0;
    const QString output = runChild(QStringLiteral("keychainRoundTrip"),
        withoutKeychain(QStringLiteral("unix:path=/nonexistent/helmdeck-test-bus")), &exitCode);
    QVERIFY2(exitCode == 0, qPrintable(output));
    QVERIFY2(
        output.contains(QStringLiteral("PASS   : TestSecretStore::keychainRoundTrip")), qPrintable(output));
}

// A bus that accepts the connection and never answers: the synchronous helper gives up in time.
void TestSecretStore::hangingKeychainTimesOut()
{
    if (!SecretStore::hasKeychainSupport()) {
        // Built without QtKeychain there is no keychain call that could hang: the store must be
        // session-only from the start instead.
        SecretStore store;
        QVERIFY(!store.isPersistent());
        QVERIFY(!store.statusMessage().isEmpty());
        return;
    }
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QLocalServer silent; // listens, never reads or writes
    const QString socket = dir.filePath(QStringLiteral("bus"));
    QVERIFY(silent.listen(socket));
    QProcessEnvironment env = withoutKeychain(QStringLiteral("unix:path=") + socket);
    env.insert(QStringLiteral("HELMDECK_TEST_CHILD"), QStringLiteral("hanging-bus"));
    int exitCode = 0;
    const QString output = runChild(QString(), env, &exitCode);
    QVERIFY2(exitCode == 0, qPrintable(output));
    QVERIFY2(output.contains(QStringLiteral("timed out as expected")), qPrintable(output));
}

void TestSecretStore::sessionStore()
{
    SecretStore store(SecretStore::Backend::SessionOnly);
    QVERIFY(!store.isPersistent());
    QCOMPARE(store.statusMessage(), SecretStore::sessionOnlyMessage());
    const SecretKey a
        = SecretKey::env(QStringLiteral("/p/helmdeck.yaml"), QStringLiteral("shop"), QStringLiteral("A"));
    const SecretKey b = SecretKey::registry(
        QStringLiteral("/p/helmdeck.yaml"), QStringLiteral("shop"), QStringLiteral("A"));
    QCOMPARE(store.readSync(a).status, SecretStore::Status::NotFound);
    QVERIFY(store.writeSync(a, QStringLiteral("one")).ok());
    QVERIFY(store.writeSync(b, QStringLiteral("two")).ok());
    QCOMPARE(store.readSync(a).value, QStringLiteral("one"));
    QCOMPARE(store.readSync(b).value, QStringLiteral("two")); // same name, other kind: another secret
    QVERIFY(store.writeSync(a, QString()).ok());
    const SecretStore::Result empty = store.readSync(a);
    QCOMPARE(empty.status, SecretStore::Status::Ok); // stored empty is not "not found"
    QCOMPARE(empty.value, QString());
    QVERIFY(store.removeSync(a).ok());
    QCOMPARE(store.readSync(a).status, SecretStore::Status::NotFound);
    QCOMPARE(store.readSync(b).value, QStringLiteral("two"));
}

void TestSecretStore::callbacksComeLater()
{
    SecretStore store(SecretStore::Backend::SessionOnly);
    bool called = false;
    store.write(SecretKey::env(QStringLiteral("p"), QStringLiteral("a"), QStringLiteral("B")),
        QStringLiteral("v"), [&called](const SecretStore::Result &r) {
            QVERIFY(r.ok());
            called = true;
        });
    QVERIFY2(!called, "the callback ran inside write()");
    QTRY_VERIFY(called);
}

void TestSecretStore::waitForTimesOut()
{
    QElapsedTimer clock;
    clock.start();
    const SecretStore::Result r = SecretStore::waitFor([](const SecretStore::Callback &) {}, 200);
    QCOMPARE(r.status, SecretStore::Status::Error);
    QVERIFY2(r.error.contains(QStringLiteral("within 0.2 s")), qPrintable(r.error));
    QVERIFY(clock.elapsed() >= 190);
    // A callback that arrives after the timeout finds nothing dangling.
    SecretStore::Callback late;
    SecretStore::waitFor([&late](const SecretStore::Callback &done) { late = done; }, 50);
    late(SecretStore::Result { SecretStore::Status::Ok, QString(), QString() });
}

void TestSecretStore::secretKeys()
{
    QCOMPARE(SecretStore::serviceName(), QStringLiteral("HelmDeck"));
    QCOMPARE(
        SecretKey::env(QStringLiteral("/p/helmdeck.yaml"), QStringLiteral("shop"), QStringLiteral("TOKEN"))
            .toString(),
        QStringLiteral("/p/helmdeck.yaml|shop|env|TOKEN"));
    QCOMPARE(SecretKey::registry(
                 QStringLiteral("/p/helmdeck.yaml"), QStringLiteral("shop"), QStringLiteral("ghcr.io"))
                 .toString(),
        QStringLiteral("/p/helmdeck.yaml|shop|registry|ghcr.io"));
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString file = dir.filePath(QStringLiteral("helmdeck.yaml"));
    // Not saved yet: absolute and clean; saved: the same key through any spelling of the path.
    QCOMPARE(SecretKey::projectKeyFor(dir.path() + QStringLiteral("/./x/../helmdeck.yaml")), file);
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.close();
    QCOMPARE(SecretKey::projectKeyFor(dir.path() + QStringLiteral("//helmdeck.yaml")),
        QFileInfo(file).canonicalFilePath());
}

// Save a project (secrets never in the file), store its secrets, load it, fill it from the store.
void TestSecretStore::projectSecretsRoundTrip()
{
    const QString canary = QStringLiteral("canary-env-7f3a9c");
    const QString password = QStringLiteral("canary-registry-51d2e8");
    Project project;
    App app;
    app.name = QStringLiteral("shop");
    app.image = QStringLiteral("registry.example.com/shop:1");
    app.env = { EnvVar { QStringLiteral("PUBLIC"), QStringLiteral("visible"), false },
        EnvVar { QStringLiteral("TOKEN"), canary, true },
        EnvVar { QStringLiteral("UNSET"), QString(), true } };
    app.pullSecret.registry = QStringLiteral("registry.example.com");
    app.pullSecret.username = QStringLiteral("deploy");
    app.pullSecret.password = password;
    project.apps = { app };

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString file = dir.filePath(QStringLiteral("helmdeck.yaml"));
    QString error;
    QVERIFY2(ProjectFile::save(project, file, &error), qPrintable(error));
    const QByteArray saved = TestUtil::readFile(file);
    QVERIFY(!saved.contains(canary.toUtf8()));
    QVERIFY(!saved.contains(password.toUtf8()));

    // Unique per run: the real keychain is shared with other runs.
    const QString projectKey = SecretKey::projectKeyFor(file) + QStringLiteral("#") + uniqueProject();
    const QList<ProjectSecrets::Item> items = ProjectSecrets::items(project, projectKey);
    QCOMPARE(items.size(), 3);
    QCOMPARE(items.at(0).fieldPath, QStringLiteral("apps[shop].env[TOKEN]"));
    QCOMPARE(items.at(2).fieldPath, QStringLiteral("apps[shop].pullSecret.password"));
    QCOMPARE(items.at(2).key,
        SecretKey::registry(projectKey, QStringLiteral("shop"), QStringLiteral("registry.example.com")));

    const bool persistent = !noKeychainExpected();
    SecretStore store(persistent ? SecretStore::Backend::SystemKeychain : SecretStore::Backend::SessionOnly);
    const ProjectSecrets::Report stored = ProjectSecrets::storeSync(&store, Project(), project, projectKey);
    QVERIFY2(stored.ok(), qPrintable(stored.errors.join(QLatin1Char('\n'))));
    QCOMPARE(store.isPersistent(), persistent);

    ProjectLoadResult loaded = ProjectFile::load(file);
    QVERIFY(loaded.ok);
    QVERIFY(loaded.project.apps.first().env.at(1).value.isEmpty());
    QVERIFY(loaded.project.apps.first().pullSecret.password.isEmpty());
    SecretStore fresh(persistent ? SecretStore::Backend::SystemKeychain : SecretStore::Backend::SessionOnly);
    SecretStore &reader = persistent ? fresh : store; // a session store only knows its own
    const ProjectSecrets::Report filled = ProjectSecrets::fillSync(&reader, &loaded.project, projectKey);
    QVERIFY2(filled.ok(), qPrintable(filled.errors.join(QLatin1Char('\n'))));
    QCOMPARE(filled.missing, QStringList { QStringLiteral("apps[shop].env[UNSET]") });
    const App &back = loaded.project.apps.first();
    QCOMPARE(back.env.at(0).value, QStringLiteral("visible"));
    QCOMPARE(back.env.at(1).value, canary);
    QCOMPARE(back.pullSecret.password, password);
    // Filled values still never reach the file.
    QVERIFY(ProjectFile::save(loaded.project, file, &error));
    QVERIFY(!TestUtil::readFile(file).contains(canary.toUtf8()));
    QVERIFY(!TestUtil::readFile(file).contains(password.toUtf8()));

    for (const ProjectSecrets::Item &item : items)
        QVERIFY(store.removeSync(item.key).ok());
    QCOMPARE(store.readSync(items.at(0).key).status, SecretStore::Status::NotFound);
}

// The child of hangingKeychainTimesOut: a keychain read against a bus that never answers.
static int hangingBusChild()
{
    SecretStore store;
    QElapsedTimer clock;
    clock.start();
    const SecretStore::Result r
        = store.readSync(SecretKey::env(uniqueProject(), QStringLiteral("a"), QStringLiteral("B")), 1500);
    const qint64 elapsed = clock.elapsed();
    QTextStream out(stdout);
    if (r.status != SecretStore::Status::Error
        || !r.error.contains(QStringLiteral("did not answer within 1.5 s")) || elapsed < 1400
        || elapsed > 10000) {
        out << "unexpected: " << describe(r) << " after " << elapsed << " ms\n";
        return 1;
    }
    out << "timed out as expected after " << elapsed << " ms\n";
    return 0;
}

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    if (qgetenv("HELMDECK_TEST_CHILD") == "hanging-bus")
        return hangingBusChild();
    TestSecretStore test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_secretstore.moc"
