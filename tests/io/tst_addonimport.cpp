// SPDX-License-Identifier: GPL-3.0-or-later
// app.json "addons" become backing services on import (docs/project-file.md, "Services"): Heroku's
// and Dokku's PostgreSQL and Redis add-ons, as names or {plan, as} objects, each with an info
// finding at its line; unknown add-ons and a second one of a kind are warnings naming them.

#include "io/appimporter.h"
#include "io/appjson.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace HelmDeck;

namespace {

using Kinds = QStringList;

QStringList kindsOf(const QList<BackingService> &services)
{
    QStringList out;
    for (const BackingService &s : services)
        out << BackingService::kindName(s.kind) + QLatin1Char('=') + s.effectiveEnvName();
    return out;
}

QStringList messages(const Findings &findings, Finding::Severity severity)
{
    QStringList out;
    for (const Finding &f : findings) {
        if (f.severity == severity)
            out << f.message;
    }
    return out;
}

} // namespace

class TestAddonImport : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void addonsBecomeServices_data();
    void addonsBecomeServices();
    void eachMappedAddonHasAnInfoAtItsLine();
    void unknownAndRepeatedAddonsAreWarnings();
    void badAddonsAreErrors_data();
    void badAddonsAreErrors();
    void importerGivesTheAppItsServices();
};

void TestAddonImport::addonsBecomeServices_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<Kinds>("services");
    QTest::newRow("Heroku's postgres with a plan becomes postgres")
        << QByteArray(R"({"addons": ["heroku-postgresql:essential-0"]})")
        << Kinds { QStringLiteral("postgres=DATABASE_URL") };
    QTest::newRow("Dokku's postgres and redis become postgres and valkey")
        << QByteArray(R"({"addons": ["dokku-postgres", "dokku-redis"]})")
        << Kinds { QStringLiteral("postgres=DATABASE_URL"), QStringLiteral("valkey=REDIS_URL") };
    QTest::newRow("Heroku's key-value store becomes valkey")
        << QByteArray(R"({"addons": [{"plan": "heroku-key-value-store:mini"}]})")
        << Kinds { QStringLiteral("valkey=REDIS_URL") };
    QTest::newRow("heroku-redis as an object with an attachment name sets the env name")
        << QByteArray(R"({"addons": [{"plan": "heroku-redis", "as": "cache"}]})")
        << Kinds { QStringLiteral("valkey=CACHE_URL") };
    QTest::newRow("no addons key gives no services") << QByteArray(R"({"env": {}})") << Kinds {};
}

void TestAddonImport::addonsBecomeServices()
{
    QFETCH(QByteArray, json);
    QFETCH(Kinds, services);
    const AppJsonResult r = AppJson::parse(json, QStringLiteral("app.json"), QStringLiteral("apps[shop]"));
    QVERIFY(r.ok);
    QCOMPARE(kindsOf(r.services), services);
    for (const BackingService &s : r.services)
        QVERIFY(!s.external); // bundled, from the official images
}

void TestAddonImport::eachMappedAddonHasAnInfoAtItsLine()
{
    const QByteArray json = "{\n  \"name\": \"shop\",\n  \"addons\": [\n    \"heroku-postgresql\",\n"
                            "    {\"plan\": \"heroku-redis:mini\"}\n  ]\n}\n";
    const AppJsonResult r = AppJson::parse(json, QStringLiteral("app.json"), QStringLiteral("apps[shop]"));
    QVERIFY(r.ok);
    QList<Finding> infos;
    for (const Finding &f : r.findings) {
        if (f.severity == Finding::Severity::Info)
            infos << f;
    }
    QCOMPARE(infos.size(), 2);
    QCOMPARE(infos.at(0).fieldPath, QStringLiteral("apps[shop].services[postgres]"));
    QCOMPARE(infos.at(0).location.line, 4);
    QVERIFY(infos.at(0).message.contains(QStringLiteral("docker.io/library/postgres:17")));
    QVERIFY(infos.at(0).message.contains(QStringLiteral("DATABASE_URL")));
    QCOMPARE(infos.at(1).fieldPath, QStringLiteral("apps[shop].services[valkey]"));
    QCOMPARE(infos.at(1).location.line, 5);
    QCOMPARE(r.sources.value(QStringLiteral("apps[shop].services[postgres]")).line, 4);
}

void TestAddonImport::unknownAndRepeatedAddonsAreWarnings()
{
    const QByteArray json = R"({"addons": ["papertrail:choklad", "dokku-postgres", "heroku-postgresql"]})";
    const AppJsonResult r = AppJson::parse(json, QStringLiteral("app.json"), QStringLiteral("apps[shop]"));
    QVERIFY(r.ok);
    QCOMPARE(kindsOf(r.services), QStringList { QStringLiteral("postgres=DATABASE_URL") });
    const QStringList warnings = messages(r.findings, Finding::Severity::Warning);
    QCOMPARE(warnings.size(), 2);
    QVERIFY2(warnings.at(0).contains(QStringLiteral("\"papertrail\"")), qPrintable(warnings.at(0)));
    QVERIFY2(warnings.at(1).contains(QStringLiteral("second postgres")), qPrintable(warnings.at(1)));
}

void TestAddonImport::badAddonsAreErrors_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("message");
    QTest::newRow("addons that are not a list") << QByteArray(R"({"addons": {"heroku-postgresql": {}}})")
                                                << QStringLiteral("\"addons\" must be a list");
    QTest::newRow("an addon that is a number")
        << QByteArray(R"({"addons": [5]})") << QStringLiteral("addons[0] must be a string");
    QTest::newRow("an addon object without a plan")
        << QByteArray(R"({"addons": [{"as": "DB"}]})") << QStringLiteral("addons[0].plan must be a string");
}

void TestAddonImport::badAddonsAreErrors()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, message);
    const AppJsonResult r = AppJson::parse(json, QStringLiteral("app.json"), QStringLiteral("apps[shop]"));
    QVERIFY(!r.ok);
    const QStringList errors = messages(r.findings, Finding::Severity::Error);
    QCOMPARE(errors.size(), 1);
    QVERIFY2(errors.first().contains(message), qPrintable(errors.first()));
    QVERIFY(r.services.isEmpty());
}

void TestAddonImport::importerGivesTheAppItsServices()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString dir = tmp.filePath(QStringLiteral("shop"));
    QVERIFY(QDir().mkpath(dir));
    QFile procfile(dir + QStringLiteral("/Procfile"));
    QVERIFY(procfile.open(QIODevice::WriteOnly));
    procfile.write("web: gunicorn shop.wsgi\nrelease: python manage.py migrate\n");
    procfile.close();
    QFile appJson(dir + QStringLiteral("/app.json"));
    QVERIFY(appJson.open(QIODevice::WriteOnly));
    appJson.write(R"({"addons": ["heroku-postgresql", "heroku-redis"]})");
    appJson.close();
    const ImportResult r = AppImporter::importFolder(dir, QString(), QStringLiteral("ghcr.io/acme/shop:1"));
    QVERIFY(r.ok);
    QCOMPARE(r.project.apps.size(), 1);
    const App &app = r.project.apps.first();
    QCOMPARE(kindsOf(app.services),
        (QStringList { QStringLiteral("postgres=DATABASE_URL"), QStringLiteral("valkey=REDIS_URL") }));
    QVERIFY(r.project.sources.contains(QStringLiteral("apps[shop].services[postgres]")));
}

QTEST_GUILESS_MAIN(TestAddonImport)
#include "tst_addonimport.moc"
