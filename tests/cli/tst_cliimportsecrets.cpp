// SPDX-License-Identifier: GPL-3.0-or-later
// `helmdeck import --secret NAME` and `--secret-suggested`: the marked env values go to the keychain
// (the path the window's save takes), never into the project file or the output, and a render of
// the written project reads them back. Needs the keychain (dbus-run-session with an unlocked
// gnome-keyring, as the README's test command runs it); HELMDECK_TEST_NO_KEYCHAIN=1 checks the
// refusal without one (tst_clifreshuser checks it too).
#include "chartfixtures.h"
#include "clitestutil.h"

#include "secrets/secretkey.h"
#include "secrets/secretstore.h"

#include <QDir>
#include <QFile>
#include <QTest>

using namespace HelmDeck;

namespace {

bool keychainExpected()
{
    return qgetenv("HELMDECK_TEST_NO_KEYCHAIN") != "1";
}

QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeFile(const QString &path, const QByteArray &data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

const QByteArray KeyValue = "k-value-4f1e";
const QByteArray UrlValue = "postgres://shop:pw-value-9c2d@db.example.com/shop";

} // namespace

class TestCliImportSecrets : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void markedValuesGoToTheKeychainOnly_data()
    {
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QStringList>("secret"); // the names written as secret: true
        QTest::addColumn<QStringList>("plain"); // the names written with their value
        QTest::newRow("--secret marks the one it names")
            << QStringList { QStringLiteral("--secret"), QStringLiteral("SECRET_KEY") }
            << QStringList { QStringLiteral("SECRET_KEY") } << QStringList { QStringLiteral("DATABASE_URL") };
        QTest::newRow("--secret twice marks both")
            << QStringList { QStringLiteral("--secret"), QStringLiteral("SECRET_KEY"),
                   QStringLiteral("--secret"), QStringLiteral("DATABASE_URL") }
            << QStringList { QStringLiteral("SECRET_KEY"), QStringLiteral("DATABASE_URL") } << QStringList();
        QTest::newRow("--secret-suggested marks every name that looks secret, not PLAIN")
            << QStringList { QStringLiteral("--secret-suggested") }
            << QStringList { QStringLiteral("SECRET_KEY"), QStringLiteral("DATABASE_URL") } << QStringList();
    }
    void markedValuesGoToTheKeychainOnly()
    {
        QFETCH(QStringList, options);
        QFETCH(QStringList, secret);
        QFETCH(QStringList, plain);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QVERIFY(writeFile(dir.filePath(QStringLiteral("Procfile")), "web: gunicorn app:app\n"));
        QVERIFY(writeFile(dir.filePath(QStringLiteral("app.json")),
            "{\"env\": {\"SECRET_KEY\": \"" + KeyValue + "\", \"DATABASE_URL\": \"" + UrlValue
                + "\", \"PLAIN\": \"hello\"}}\n"));
        const QString projectPath = dir.filePath(QStringLiteral("helmdeck.yaml"));
        const CliTest::Run r
            = CliTest::run(QStringList { QStringLiteral("import"), dir.path(), QStringLiteral("--name"),
                               QStringLiteral("shop"), QStringLiteral("--image"),
                               QStringLiteral("registry.example.com/shop:1") }
                + options);
        if (!keychainExpected()) {
            QCOMPARE(r.exitCode, 1);
            QVERIFY2(r.err.contains("the system keychain cannot be reached"), r.err.constData());
            QVERIFY(!QFileInfo::exists(projectPath));
            return;
        }
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QByteArray written = readFile(projectPath);
        SecretStore store;
        const QString projectKey = SecretKey::projectKeyFor(projectPath);
        for (const QString &name : secret) {
            const QByteArray value = name == QLatin1String("SECRET_KEY") ? KeyValue : UrlValue;
            const QByteArray entry = "- name: \"" + name.toUtf8() + "\"\n        secret: true\n";
            QVERIFY2(written.contains(entry), written.constData());
            QVERIFY2(!written.contains(value), written.constData());
            QVERIFY2(!r.out.contains(value) && !r.err.contains(value), r.err.constData());
            const SecretStore::Result stored
                = store.readSync(SecretKey::env(projectKey, QStringLiteral("shop"), name));
            QVERIFY2(stored.ok(), qPrintable(stored.error));
            QCOMPARE(stored.value.toUtf8(), value);
            // the importer's suggestion to mark it is gone: it was followed
            const QByteArray suggestion = "env " + name.toUtf8() + " looks secret";
            QVERIFY2(!r.err.contains(suggestion), r.err.constData());
        }
        for (const QString &name : plain)
            QVERIFY2(r.err.contains(QByteArray(name.toUtf8() + " looks secret but is not marked secret")),
                r.err.constData());
        QVERIFY2(written.contains("value: \"hello\""), written.constData());

        // the written project renders with the values from the keychain
        QProcessEnvironment env = CliTest::environment();
        env.insert(QStringLiteral("HELMDECK_HELM"), ChartFixtures::helmPath(4));
        const CliTest::Run rendered
            = CliTest::run({ QStringLiteral("render"), QStringLiteral("--show-secrets"), projectPath }, env);
        QVERIFY2(rendered.exitCode == 0, rendered.err.constData());
        QVERIFY2(rendered.out.contains(QByteArray("\"SECRET_KEY\": \"" + KeyValue.toBase64() + "\"")),
            rendered.out.constData());
        for (const QString &name : secret)
            store.removeSync(SecretKey::env(projectKey, QStringLiteral("shop"), name));
    }
};

QTEST_GUILESS_MAIN(TestCliImportSecrets)
#include "tst_cliimportsecrets.moc"
