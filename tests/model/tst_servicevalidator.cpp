// SPDX-License-Identifier: GPL-3.0-or-later
// Validation of an app's backing services (docs/project-file.md, "Services"): version tags, sizes and
// requests, storage entries, env names that clash, name lengths, a process type named like a
// service, and bundled-only keys on an external service; each finding at its file line and field.
#include "findingfixtures.h"
#include "io/projectfile.h"
#include "model/validator.h"

#include <QtTest>

using namespace HelmDeck;
using FindingFixtures::describe;
using FindingFixtures::markedLine;

Q_DECLARE_METATYPE(Finding::Severity)

namespace {

const QString FileName = QStringLiteral("/projects/shop/helmdeck.yaml");

/** App "shop" (namespace shop, web and worker, env SECRET_KEY) with @p services; storage entry "db-data". */
QByteArray project(const QByteArray &services)
{
    return QByteArray("schemaVersion: 1\napps:\n  - name: shop")
        + "\n    namespace: shop\n    image: registry.example.com/shop:1.0\n"
          "    processes:\n      - name: web\n        ports: [\"http:80:5000\"]\n      - name: worker\n"
          "    env:\n      - {name: SECRET_KEY, value: x}\n"
          "    services:\n"
        + services + "storage:\n  - {name: db-data, size: 5Gi, namespace: shop}\n";
}

} // namespace

class TestServiceValidator : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void rules_data();
    void rules();
    void processNamedLikeAServiceIsAnError();
};

void TestServiceValidator::rules_data()
{
    QTest::addColumn<QByteArray>("yaml");
    QTest::addColumn<int>("count");
    QTest::addColumn<Finding::Severity>("severity");
    QTest::addColumn<QString>("fieldPath");
    QTest::addColumn<QString>("message");
    const auto E = Finding::Severity::Error;
    const auto W = Finding::Severity::Warning;
    const auto valid = [](const char *row, const QByteArray &yaml) {
        QTest::newRow(row) << yaml << 0 << Finding::Severity::Info << QString() << QString();
    };
    valid("a bundled postgres and valkey with every key are valid",
        project("      - {kind: postgres, version: \"16.4\", size: 5Gi, storageClass: local-path,"
                " resources: {cpu: 100m, memory: 256Mi}}\n      - {kind: valkey, env: CACHE_URL}\n"));
    valid("a postgres on an existing storage entry is valid",
        project("      - {kind: postgres, storage: db-data}\n"));
    valid("an external service with only its env is valid",
        project("      - {kind: valkey, external: true, env: REDIS_TLS_URL}\n"));

    QTest::newRow("a version that is not digits and dots is an error")
        << project("      - kind: postgres\n        version: latest # <\n") << 1 << E
        << QStringLiteral("apps[shop].services[postgres].version")
        << QStringLiteral("\"latest\" is not a version tag");
    QTest::newRow("a size that is not a quantity is an error")
        << project("      - kind: postgres\n        size: five gigs # <\n") << 1 << E
        << QStringLiteral("apps[shop].services[postgres].size") << QStringLiteral("not a resource quantity");
    QTest::newRow("a memory request that is not a quantity is an error")
        << project("      - kind: valkey\n        resources:\n          memory: lots # <\n") << 1 << E
        << QStringLiteral("apps[shop].services[valkey].resources.memory") << QStringLiteral("\"lots\"");
    QTest::newRow("a storage entry the project does not have is an error")
        << project("      - kind: postgres\n        storage: pgdata # <\n") << 1 << E
        << QStringLiteral("apps[shop].services[postgres].storage")
        << QStringLiteral("\"pgdata\" is not in the project's storage");
    QTest::newRow("an env name that is not a variable name is an error")
        << project("      - kind: postgres\n        env: DATABASE-URL # <\n") << 1 << E
        << QStringLiteral("apps[shop].services[postgres].env") << QStringLiteral("not an env var name");
    QTest::newRow("an env name the app's env already has is an error")
        << project("      - kind: postgres\n        env: SECRET_KEY # <\n") << 1 << E
        << QStringLiteral("apps[shop].services[postgres].env")
        << QStringLiteral("also an env var of the app");
    QTest::newRow("two services with one env name is an error")
        << project("      - {kind: postgres, env: URL}\n      - kind: valkey\n        env: URL # <\n") << 1
        << E << QStringLiteral("apps[shop].services[valkey].env")
        << QStringLiteral("also the postgres service's");
    QTest::newRow("an external service with a size is a warning")
        << project("      - kind: postgres\n        external: true\n        size: 5Gi # <\n") << 1 << W
        << QStringLiteral("apps[shop].services[postgres].size")
        << QStringLiteral("does nothing for an external service");
    QTest::newRow("an external service with a storage entry is a warning")
        << project("      - kind: valkey\n        external: true\n        storage: db-data # <\n") << 1 << W
        << QStringLiteral("apps[shop].services[valkey].storage") << QStringLiteral("does nothing");
}

void TestServiceValidator::rules()
{
    QFETCH(QByteArray, yaml);
    QFETCH(int, count);
    QFETCH(Finding::Severity, severity);
    QFETCH(QString, fieldPath);
    QFETCH(QString, message);
    const ProjectLoadResult loaded = ProjectFile::parse(yaml, FileName);
    QVERIFY2(loaded.ok && loaded.findings.isEmpty(), qPrintable(describe(loaded.findings)));
    const Findings findings = Validator::validate(loaded.project);
    QVERIFY2(findings.size() == count, qPrintable(describe(findings)));
    if (count == 0)
        return;
    const Finding &f = findings.first();
    QCOMPARE(f.severity, severity);
    QCOMPARE(f.fieldPath, fieldPath);
    QVERIFY2(f.message.contains(message), qPrintable(f.message));
    QCOMPARE(f.location.file, FileName);
    QCOMPARE(f.location.line, markedLine(yaml));
}

void TestServiceValidator::processNamedLikeAServiceIsAnError()
{
    const ProjectLoadResult loaded = ProjectFile::parse(project("      - {kind: postgres}\n"), FileName);
    QVERIFY(loaded.ok);
    Project p = loaded.project;
    ProcessType postgres;
    postgres.name = QStringLiteral("postgres");
    p.apps[0].processes.append(postgres);
    const Findings findings = Validator::validate(p);
    QVERIFY2(findings.size() == 1, qPrintable(describe(findings)));
    QCOMPARE(findings.first().severity, Finding::Severity::Error);
    QCOMPARE(findings.first().fieldPath, QStringLiteral("apps[shop].processes[postgres]"));
    QVERIFY(findings.first().message.contains(QStringLiteral("\"shop-postgres\"")));
}

QTEST_GUILESS_MAIN(TestServiceValidator)
#include "tst_servicevalidator.moc"
