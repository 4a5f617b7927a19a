// SPDX-License-Identifier: GPL-3.0-or-later
// Env vars whose names look secret: the rule (SecretNames) and the importer's suggestion to mark them,
// so a value is never written into helmdeck.yaml in plain text without the user having been told.

#include "io/appimporter.h"
#include "model/secretnames.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace HelmDeck;

class TestSecretSuggestions : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void namesThatLookSecret_data();
    void namesThatLookSecret();
    void importerSuggestsMarkingSecretLookingVars_data();
    void importerSuggestsMarkingSecretLookingVars();
    void markingFollowsTheSuggestion_data();
    void markingFollowsTheSuggestion();
};

void TestSecretSuggestions::namesThatLookSecret_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("reason"); ///< empty: does not look secret

    QTest::newRow("a name ending in _KEY looks secret")
        << QStringLiteral("SECRET_KEY") << QStringLiteral("ends in _KEY");
    QTest::newRow("a name ending in _SECRET looks secret")
        << QStringLiteral("CLIENT_SECRET") << QStringLiteral("ends in _SECRET");
    QTest::newRow("a name ending in _TOKEN looks secret")
        << QStringLiteral("SECRET_TOKEN") << QStringLiteral("ends in _TOKEN");
    QTest::newRow("a name containing PASSWORD looks secret")
        << QStringLiteral("SMTP_PASSWORD_FILE") << QStringLiteral("contains PASSWORD");
    QTest::newRow("DATABASE_URL looks secret: it carries the password")
        << QStringLiteral("DATABASE_URL") << QStringLiteral("is DATABASE_URL");
    QTest::newRow("lower case is matched too") << QStringLiteral("api_key") << QStringLiteral("ends in _KEY");
    QTest::newRow("a bare KEY has no prefix and is not matched") << QStringLiteral("KEY") << QString();
    QTest::newRow("a key in the middle of a name is not matched")
        << QStringLiteral("KEYBOARD_LAYOUT") << QString();
    QTest::newRow("another URL is not matched") << QStringLiteral("REDIS_URL") << QString();
    QTest::newRow("an ordinary setting is not matched") << QStringLiteral("LOG_LEVEL") << QString();
}

void TestSecretSuggestions::namesThatLookSecret()
{
    QFETCH(QString, name);
    QFETCH(QString, reason);
    QCOMPARE(SecretNames::reason(name), reason);
    QCOMPARE(SecretNames::looksSecret(name), !reason.isEmpty());
}

void TestSecretSuggestions::importerSuggestsMarkingSecretLookingVars_data()
{
    QTest::addColumn<QByteArray>("appJson");
    QTest::addColumn<QStringList>("suggested");

    QTest::newRow("a plain value under a secret-looking name is suggested, an ordinary one is not")
        << QByteArray(R"({"env": {"SECRET_TOKEN": "abc", "LOG_LEVEL": "info"}})")
        << QStringList { QStringLiteral("SECRET_TOKEN") };
    QTest::newRow("every secret-looking name is suggested, in the file's order") << QByteArray(
        R"({"env": {"API_KEY": "k", "DB_PASSWORD": "p", "DATABASE_URL": "postgres://u:p@h/d", "PORT": "5000"}})")
                                                                                 << QStringList {
                                                                                        QStringLiteral(
                                                                                            "API_KEY"),
                                                                                        QStringLiteral(
                                                                                            "DB_PASSWORD"),
                                                                                        QStringLiteral(
                                                                                            "DATABASE_URL")
                                                                                    };
    QTest::newRow("a generated secret is already secret: nothing to suggest")
        << QByteArray(R"({"env": {"SECRET_KEY": {"generator": "secret"}}})") << QStringList();
    QTest::newRow("no env, no suggestion") << QByteArray(R"({"cron": []})") << QStringList();
}

void TestSecretSuggestions::importerSuggestsMarkingSecretLookingVars()
{
    QFETCH(QByteArray, appJson);
    QFETCH(QStringList, suggested);
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString dir = tmp.filePath(QStringLiteral("shop"));
    QVERIFY(QDir().mkpath(dir));
    QFile file(dir + QStringLiteral("/app.json"));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(appJson);
    file.close();

    const ImportResult r
        = AppImporter::importFolder(dir, QString(), QStringLiteral("registry.example.com/shop:1"));
    QVERIFY(r.ok);
    QStringList got;
    for (const Finding &f : r.findings) {
        if (!f.message.contains(QLatin1String("looks secret")))
            continue;
        QCOMPARE(f.severity, Finding::Severity::Warning);
        const QString name = f.message.section(QLatin1Char(' '), 1, 1);
        got.append(name);
        QCOMPARE(f.fieldPath, QStringLiteral("apps[shop].env[%1]").arg(name));
        QVERIFY2(f.message.contains(QLatin1String("Mark as secret")), qPrintable(f.message));
        QVERIFY2(f.message.contains(QLatin1String("plain text")), qPrintable(f.message));
    }
    QCOMPARE(got, suggested);
    // suggested, not decided: the var stays as imported until the user marks it
    for (const QString &name : suggested) {
        for (const EnvVar &e : r.project.apps.constFirst().env) {
            if (e.name == name)
                QVERIFY(!e.secret);
        }
    }
}

void TestSecretSuggestions::markingFollowsTheSuggestion_data()
{
    QTest::addColumn<QStringList>("mark");
    QTest::addColumn<QStringList>("stillSuggested");
    QTest::addColumn<QStringList>("unknown");
    QTest::newRow("marking one leaves the other suggested")
        << QStringList { QStringLiteral("API_KEY") } << QStringList { QStringLiteral("DATABASE_URL") }
        << QStringList();
    QTest::newRow("a var that does not look secret can be marked too")
        << QStringList { QStringLiteral("PORT") }
        << QStringList { QStringLiteral("API_KEY"), QStringLiteral("DATABASE_URL") } << QStringList();
    QTest::newRow("a name the env does not have is returned, and nothing marked for it")
        << QStringList { QStringLiteral("NOPE"), QStringLiteral("DATABASE_URL") }
        << QStringList { QStringLiteral("API_KEY") } << QStringList { QStringLiteral("NOPE") };
}

// AppImporter::markSecret (helmdeck import --secret): the var is secret, the suggestion to mark it gone.
void TestSecretSuggestions::markingFollowsTheSuggestion()
{
    QFETCH(QStringList, mark);
    QFETCH(QStringList, stillSuggested);
    QFETCH(QStringList, unknown);
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString dir = tmp.filePath(QStringLiteral("shop"));
    QVERIFY(QDir().mkpath(dir));
    QFile file(dir + QStringLiteral("/app.json"));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"env": {"API_KEY": "k", "DATABASE_URL": "postgres://u:p@h/d", "PORT": "5000"}})");
    file.close();
    ImportResult r = AppImporter::importFolder(dir, QString(), QStringLiteral("registry.example.com/shop:1"));
    QVERIFY(r.ok);
    QCOMPARE(AppImporter::markSecret(&r, mark), unknown);
    QStringList suggested;
    for (const Finding &f : std::as_const(r.findings)) {
        if (f.message.contains(QLatin1String("looks secret")))
            suggested.append(f.message.section(QLatin1Char(' '), 1, 1));
    }
    QCOMPARE(suggested, stillSuggested);
    QCOMPARE(SecretNames::unmarked(r.project.apps.constFirst().env), stillSuggested);
    for (const EnvVar &e : r.project.apps.constFirst().env)
        QCOMPARE(e.secret, mark.contains(e.name));
}

QTEST_GUILESS_MAIN(TestSecretSuggestions)
#include "tst_secretsuggestions.moc"
