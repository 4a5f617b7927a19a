// SPDX-License-Identifier: GPL-3.0-or-later
// What a rename pins on an app's bundled services (ServiceRename; docs/project-file.md, "Renaming an
// app"), the Validator's word on `user`, `database` and `claim`, and their round trip through the
// project file.

#include "io/projectfile.h"
#include "model/servicerename.h"
#include "model/validator.h"

#include <QTest>

using namespace HelmDeck;

Q_DECLARE_METATYPE(HelmDeck::BackingService)

namespace {

BackingService service(BackingService::Kind kind)
{
    BackingService s;
    s.kind = kind;
    return s;
}

const BackingService::Kind Pg = BackingService::Kind::PostgreSQL;
const BackingService::Kind Vk = BackingService::Kind::Valkey;

} // namespace

class TestServiceRename : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void pin_data()
    {
        QTest::addColumn<BackingService>("before");
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<QString>("user");
        QTest::addColumn<QString>("database");
        QTest::addColumn<QString>("claim");
        QTest::addColumn<bool>("said");

        QTest::newRow("a postgres service keeps the old role, database and claim")
            << service(Pg) << QStringLiteral("shop") << QStringLiteral("store") << QStringLiteral("shop")
            << QStringLiteral("shop") << QStringLiteral("data-shop-postgres-0") << true;
        QTest::newRow("a valkey service keeps only the old claim: it has no role or database")
            << service(Vk) << QStringLiteral("shop") << QStringLiteral("store") << QStringLiteral("")
            << QStringLiteral("") << QStringLiteral("data-shop-valkey-0") << true;
        BackingService onEntry = service(Pg);
        onEntry.storageEntry = QStringLiteral("db-data");
        QTest::newRow("a service on a storage entry keeps its entry and gets no claim")
            << onEntry << QStringLiteral("shop") << QStringLiteral("store") << QStringLiteral("shop")
            << QStringLiteral("shop") << QStringLiteral("") << true;
        BackingService pinned = service(Pg);
        pinned.user = QStringLiteral("shop");
        pinned.database = QStringLiteral("shop");
        pinned.claim = QStringLiteral("data-shop-postgres-0");
        QTest::newRow("a second rename keeps the pins of the first")
            << pinned << QStringLiteral("store") << QStringLiteral("market") << QStringLiteral("shop")
            << QStringLiteral("shop") << QStringLiteral("data-shop-postgres-0") << false;
        QTest::newRow("renamed back to the first name, the pins go: the defaults give the same data")
            << pinned << QStringLiteral("store") << QStringLiteral("shop") << QStringLiteral("")
            << QStringLiteral("") << QStringLiteral("") << true;
        BackingService external = service(Pg);
        external.external = true;
        QTest::newRow("an external service is left alone")
            << external << QStringLiteral("shop") << QStringLiteral("store") << QStringLiteral("")
            << QStringLiteral("") << QStringLiteral("") << false;
    }
    void pin()
    {
        QFETCH(BackingService, before);
        QFETCH(QString, from);
        QFETCH(QString, to);
        App app;
        app.name = to;
        app.services = { before };
        QFETCH(QString, user);
        QFETCH(QString, database);
        QFETCH(QString, claim);
        QFETCH(bool, said);
        const Findings findings = ServiceRename::pin(&app, from);
        const BackingService &s = app.services.first();
        QCOMPARE(s.user, user);
        QCOMPARE(s.database, database);
        QCOMPARE(s.claim, claim);
        QCOMPARE(findings.size(), said ? 1 : 0);
        if (said) {
            QCOMPARE(findings.first().severity, Finding::Severity::Info);
            QCOMPARE(findings.first().fieldPath,
                QStringLiteral("apps[%1].services[%2]").arg(to, BackingService::kindName(s.kind)));
        }
    }

    void validator_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("value");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("severity");
        QTest::addColumn<QString>("message");
        QTest::newRow("a claim beside a storage entry is an error")
            << QStringLiteral("claim+storage") << QStringLiteral("data-shop-postgres-0") << int(Pg)
            << QStringLiteral("error") << QStringLiteral("both \"storage\" and \"claim\"");
        QTest::newRow("a claim that is no PersistentVolumeClaim name is an error")
            << QStringLiteral("claim") << QStringLiteral("Data_Shop") << int(Pg) << QStringLiteral("error")
            << QStringLiteral("is not a PersistentVolumeClaim name");
        QTest::newRow("a user with a space is an error")
            << QStringLiteral("user") << QStringLiteral("shop owner") << int(Pg) << QStringLiteral("error")
            << QStringLiteral("is not a PostgreSQL name");
        QTest::newRow("a database on a valkey service is a warning")
            << QStringLiteral("database") << QStringLiteral("shop") << int(Vk) << QStringLiteral("warning")
            << QStringLiteral("does nothing for a Valkey service");
        QTest::newRow("a pinned claim is an info finding naming it")
            << QStringLiteral("claim") << QStringLiteral("data-shop-postgres-0") << int(Pg)
            << QStringLiteral("info") << QStringLiteral("claim \"data-shop-postgres-0\"");
    }
    void validator()
    {
        QFETCH(QString, field);
        QFETCH(QString, value);
        QFETCH(int, kind);
        QFETCH(QString, severity);
        QFETCH(QString, message);
        Project project;
        StorageEntry entry;
        entry.name = QStringLiteral("db-data");
        project.storage = { entry };
        App app;
        app.name = QStringLiteral("store");
        ProcessType web;
        web.name = QStringLiteral("web");
        web.command = QStringLiteral("run");
        app.processes = { web };
        app.image = QStringLiteral("registry.example.com/shop:1");
        BackingService s = service(BackingService::Kind(kind));
        if (field.startsWith(QLatin1String("claim")))
            s.claim = value;
        if (field == QLatin1String("claim+storage"))
            s.storageEntry = QStringLiteral("db-data");
        if (field == QLatin1String("user"))
            s.user = value;
        if (field == QLatin1String("database"))
            s.database = value;
        app.services = { s };
        project.apps = { app };
        const Findings findings = Validator::validate(project);
        const QString wantedPath
            = QStringLiteral("apps[store].services[%1]").arg(BackingService::kindName(s.kind));
        bool found = false;
        QStringList all;
        for (const Finding &f : findings) {
            all << f.toString();
            found = found
                || (Finding::severityName(f.severity) == severity && f.fieldPath.startsWith(wantedPath)
                    && f.message.contains(message));
        }
        QVERIFY2(found, qPrintable(all.join(QLatin1Char('\n'))));
    }

    void theFieldsRoundTripThroughTheProjectFile()
    {
        const QByteArray text = "schemaVersion: 1\n"
                                "apps:\n"
                                "  - name: store\n"
                                "    image: registry.example.com/shop:1\n"
                                "    processes:\n"
                                "      - name: web\n"
                                "        command: run\n"
                                "    services:\n"
                                "      - kind: postgres\n"
                                "        user: shop\n"
                                "        database: shopdb\n"
                                "        claim: data-shop-postgres-0\n";
        const ProjectLoadResult loaded = ProjectFile::parse(text, QStringLiteral("helmdeck.yaml"));
        QVERIFY2(loaded.ok,
            qPrintable(loaded.findings.isEmpty() ? QString() : loaded.findings.first().toString()));
        const BackingService &s = loaded.project.apps.first().services.first();
        QCOMPARE(s.user, QStringLiteral("shop"));
        QCOMPARE(s.database, QStringLiteral("shopdb"));
        QCOMPARE(s.claim, QStringLiteral("data-shop-postgres-0"));
        QCOMPARE(s.effectiveUser(QStringLiteral("store")), QStringLiteral("shop"));
        const ProjectLoadResult again
            = ProjectFile::parse(ProjectFile::serialize(loaded.project), QStringLiteral("helmdeck.yaml"));
        QVERIFY(again.ok);
        QCOMPARE(again.project.apps.first().services.first(), s);
    }
};

QTEST_GUILESS_MAIN(TestServiceRename)
#include "tst_servicerename.moc"
