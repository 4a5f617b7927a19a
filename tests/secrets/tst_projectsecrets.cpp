// SPDX-License-Identifier: GPL-3.0-or-later
// ProjectSecrets::store() removes what an edit took away (secret env vars un-marked, removed,
// renamed or cleared; a registry password whose registry or username changed), with the session
// store and with the real keychain (under dbus-run-session with an unlocked gnome-keyring, as
// scripts/setup.sh test runs it; HELMDECK_TEST_NO_KEYCHAIN=1 leaves only the session rows).
#include "secrets/projectsecrets.h"
#include "secrets/secretstore.h"

#include <QMap>
#include <QRandomGenerator>
#include <QTest>

using namespace HelmDeck;

namespace {

bool keychainExpected()
{
    return qgetenv("HELMDECK_TEST_NO_KEYCHAIN") != "1";
}

// Unique per run: the real keychain is shared with other runs and the Qt 6 build.
QString uniqueProject()
{
    return QStringLiteral("/helmdeck-test/projectsecrets-%1-%2/helmdeck.yaml")
        .arg(QCoreApplication::applicationPid())
        .arg(QRandomGenerator::global()->generate64(), 0, 16);
}

/** "env:<app>:<name>" or "registry:<app>:<host>" → the key under @p project. */
SecretKey keyOf(const QString &project, const QString &id)
{
    const QStringList parts = id.split(QLatin1Char(':'));
    return parts.at(0) == SecretKey::envKind() ? SecretKey::env(project, parts.at(1), parts.at(2))
                                               : SecretKey::registry(project, parts.at(1), parts.at(2));
}

Project baseline()
{
    App app;
    app.name = QStringLiteral("shop");
    app.image = QStringLiteral("registry.example.com/shop:1");
    app.env = { EnvVar { QStringLiteral("TOKEN"), QStringLiteral("t-1"), true },
        EnvVar { QStringLiteral("OTHER"), QStringLiteral("o-1"), true },
        EnvVar { QStringLiteral("PLAIN"), QStringLiteral("visible"), false } };
    app.pullSecret.registry = QStringLiteral("registry.example.com");
    app.pullSecret.username = QStringLiteral("deploy");
    app.pullSecret.password = QStringLiteral("pw-1");
    Project p;
    p.apps = { app };
    return p;
}

EnvVar *var(Project *p, const QString &name)
{
    for (EnvVar &v : p->apps[0].env) {
        if (v.name == name)
            return &v;
    }
    return nullptr;
}

/** Applies the edit named @p edit to @p current; may change @p previous (what the keychain was filled with).
 */
void applyEdit(const QString &edit, Project *previous, Project *current)
{
    App &app = current->apps[0];
    if (edit == QLatin1String("env un-marked")) {
        var(current, QStringLiteral("TOKEN"))->secret = false;
    } else if (edit == QLatin1String("env removed")) {
        app.env.removeFirst();
    } else if (edit == QLatin1String("env renamed")) {
        var(current, QStringLiteral("TOKEN"))->name = QStringLiteral("TOKEN2");
    } else if (edit == QLatin1String("value cleared")) {
        var(current, QStringLiteral("TOKEN"))->value.clear();
    } else if (edit == QLatin1String("registry cleared")) {
        app.pullSecret.registry.clear();
        app.pullSecret.username.clear();
        app.pullSecret.password.clear();
    } else if (edit == QLatin1String("registry changed")) {
        app.pullSecret.registry = QStringLiteral("ghcr.io");
    } else if (edit == QLatin1String("username changed, no password")) {
        app.pullSecret.username = QStringLiteral("someone-else");
        app.pullSecret.password.clear();
    } else if (edit == QLatin1String("username changed, new password")) {
        app.pullSecret.username = QStringLiteral("someone-else");
        app.pullSecret.password = QStringLiteral("pw-2");
    } else if (edit == QLatin1String("app renamed")) {
        app.name = QStringLiteral("store");
    } else if (edit == QLatin1String("unfilled value kept")) {
        // The keychain was locked at open: TOKEN never got its value, and the user did not touch it.
        var(previous, QStringLiteral("TOKEN"))->value.clear();
        var(current, QStringLiteral("TOKEN"))->value.clear();
    }
}

} // namespace

class TestProjectSecrets : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void storeRemovesWhatTheEditTookAway_data();
    void storeRemovesWhatTheEditTookAway();
    void nothingRemovedWithoutAPrevious();
};

void TestProjectSecrets::storeRemovesWhatTheEditTookAway_data()
{
    QTest::addColumn<bool>("keychain");
    QTest::addColumn<QString>("edit");
    QTest::addColumn<QStringList>("removed"); // Report::removed
    QTest::addColumn<QStringList>("gone"); // keys that must be NotFound afterwards
    QTest::addColumn<QMap<QString, QString>>("stored"); // keys → the value they must hold

    const QString token = QStringLiteral("env:shop:TOKEN");
    const QString other = QStringLiteral("env:shop:OTHER");
    const QString registry = QStringLiteral("registry:shop:registry.example.com");
    const QString tokenField = QStringLiteral("apps[shop].env[TOKEN]");
    const QString passwordField = QStringLiteral("apps[shop].pullSecret.password");
    using Values = QMap<QString, QString>;
    const Values all { { token, QStringLiteral("t-1") }, { other, QStringLiteral("o-1") },
        { registry, QStringLiteral("pw-1") } };
    auto without = [&all](const QString &id) {
        Values v = all;
        v.remove(id);
        return v;
    };

    // The keychain rows only where a keychain is promised: without one they could not pass.
    QList<bool> backends { false };
    if (keychainExpected())
        backends.append(true);
    for (bool keychain : backends) {
        const QByteArray b = keychain ? "keychain: " : "session: ";
        auto row
            = [&b](const char *tag) -> QTestData & { return QTest::newRow(QByteArray(b + tag).constData()); };
        row("no edit") << keychain << QString() << QStringList() << QStringList() << all;
        row("env un-marked") << keychain << QStringLiteral("env un-marked") << QStringList { tokenField }
                             << QStringList { token } << without(token);
        row("env removed") << keychain << QStringLiteral("env removed") << QStringList { tokenField }
                           << QStringList { token } << without(token);
        Values renamed = without(token);
        renamed.insert(QStringLiteral("env:shop:TOKEN2"), QStringLiteral("t-1"));
        row("env renamed") << keychain << QStringLiteral("env renamed") << QStringList { tokenField }
                           << QStringList { token } << renamed;
        row("value cleared") << keychain << QStringLiteral("value cleared") << QStringList { tokenField }
                             << QStringList { token } << without(token);
        row("registry cleared") << keychain << QStringLiteral("registry cleared")
                                << QStringList { passwordField } << QStringList { registry }
                                << without(registry);
        Values moved = without(registry);
        moved.insert(QStringLiteral("registry:shop:ghcr.io"), QStringLiteral("pw-1"));
        row("registry changed") << keychain << QStringLiteral("registry changed")
                                << QStringList { passwordField } << QStringList { registry } << moved;
        row("username changed, no password")
            << keychain << QStringLiteral("username changed, no password") << QStringList { passwordField }
            << QStringList { registry } << without(registry);
        Values replaced = all;
        replaced.insert(registry, QStringLiteral("pw-2"));
        row("username changed, new password") << keychain << QStringLiteral("username changed, new password")
                                              << QStringList() << QStringList() << replaced;
        const Values renamedApp { { QStringLiteral("env:store:TOKEN"), QStringLiteral("t-1") },
            { QStringLiteral("env:store:OTHER"), QStringLiteral("o-1") },
            { QStringLiteral("registry:store:registry.example.com"), QStringLiteral("pw-1") } };
        row("app renamed") << keychain << QStringLiteral("app renamed")
                           << QStringList { tokenField, QStringLiteral("apps[shop].env[OTHER]"),
                                  passwordField }
                           << QStringList { token, other, registry } << renamedApp;
        row("unfilled value kept") << keychain << QStringLiteral("unfilled value kept") << QStringList()
                                   << QStringList() << all;
    }
}

void TestProjectSecrets::storeRemovesWhatTheEditTookAway()
{
    QFETCH(bool, keychain);
    QFETCH(QString, edit);
    QFETCH(QStringList, removed);
    QFETCH(QStringList, gone);
    using Values = QMap<QString, QString>;
    QFETCH(Values, stored);

    const QString project = uniqueProject();
    SecretStore store(keychain ? SecretStore::Backend::SystemKeychain : SecretStore::Backend::SessionOnly);
    Project previous = baseline();
    ProjectSecrets::Report first = ProjectSecrets::storeSync(&store, Project(), previous, project);
    QVERIFY2(first.ok(), qPrintable(first.errors.join(QLatin1Char('\n'))));
    QCOMPARE(store.isPersistent(), keychain); // the keychain rows really used the keychain

    Project current = previous;
    applyEdit(edit, &previous, &current);
    const ProjectSecrets::Report report = ProjectSecrets::storeSync(&store, previous, current, project);
    QVERIFY2(report.ok(), qPrintable(report.errors.join(QLatin1Char('\n'))));
    QCOMPARE(report.removed, removed);

    // A fresh store reads the keychain itself; a session store only knows its own.
    SecretStore fresh(SecretStore::Backend::SystemKeychain);
    SecretStore &reader = keychain ? fresh : store;
    for (const QString &id : gone)
        QCOMPARE(reader.readSync(keyOf(project, id)).status, SecretStore::Status::NotFound);
    for (auto it = stored.constBegin(); it != stored.constEnd(); ++it) {
        const SecretStore::Result r = reader.readSync(keyOf(project, it.key()));
        QVERIFY2(r.ok(), qPrintable(it.key() + QStringLiteral(": ") + r.error));
        QCOMPARE(r.value, it.value());
    }

    // Leave the shared keychain as it was.
    const QStringList everything = gone + stored.keys();
    for (const QString &id : everything)
        QVERIFY(store.removeSync(keyOf(project, id)).ok());
}

// A project saved to a new file (no previous) writes, and never removes anything.
void TestProjectSecrets::nothingRemovedWithoutAPrevious()
{
    SecretStore store(SecretStore::Backend::SessionOnly);
    const QString project = uniqueProject();
    const SecretKey stray = SecretKey::env(project, QStringLiteral("shop"), QStringLiteral("OLD"));
    QVERIFY(store.writeSync(stray, QStringLiteral("kept")).ok());
    Project p = baseline();
    var(&p, QStringLiteral("TOKEN"))->value.clear();
    const ProjectSecrets::Report report = ProjectSecrets::storeSync(&store, Project(), p, project);
    QVERIFY(report.ok());
    QVERIFY(report.removed.isEmpty());
    QCOMPARE(store.readSync(stray).value, QStringLiteral("kept"));
    QCOMPARE(store.readSync(keyOf(project, QStringLiteral("env:shop:TOKEN"))).status,
        SecretStore::Status::NotFound);
    QCOMPARE(store.readSync(keyOf(project, QStringLiteral("env:shop:OTHER"))).value, QStringLiteral("o-1"));
}

QTEST_GUILESS_MAIN(TestProjectSecrets)
#include "tst_projectsecrets.moc"
