// SPDX-License-Identifier: GPL-3.0-or-later
// ResourcesValidator: the one resource check of processes and cron tasks, through Validator, on
// both kinds of container: the same quantities give the same findings at each one's field path.
#include "model/resourcesvalidator.h"
#include "model/validator.h"

#include <QtTest>

using namespace HelmDeck;

Q_DECLARE_METATYPE(Finding::Severity)
Q_DECLARE_METATYPE(HelmDeck::ContainerResources)

namespace {

/** "shop": process web and one cron task, both with @p resources (empty: none). */
Project projectWith(const ContainerResources &resources)
{
    App app;
    app.name = QStringLiteral("shop");
    app.image = QStringLiteral("registry.example.com/shop:1");
    ProcessType web;
    web.name = QStringLiteral("web");
    web.cpuRequest = resources.cpuRequest;
    web.memoryRequest = resources.memoryRequest;
    web.cpuLimit = resources.cpuLimit;
    web.memoryLimit = resources.memoryLimit;
    app.processes = { web };
    CronTask task;
    task.command = QStringLiteral("./cleanup");
    task.schedule = QStringLiteral("@daily");
    task.resources = resources;
    app.cron = { task };
    Project p;
    p.apps = { app };
    return p;
}

/** The findings on paths under @p base, as "severity key: message" (key relative to @p base). */
QStringList findingsUnder(const Findings &all, const QString &base)
{
    QStringList out;
    for (const Finding &f : all) {
        if (!f.fieldPath.startsWith(base + QLatin1Char('.')))
            continue;
        out.append(QStringLiteral("%1 %2: %3")
                       .arg(Finding::severityName(f.severity), f.fieldPath.mid(base.size() + 1), f.message));
    }
    out.sort();
    return out;
}

} // namespace

class TestResourcesValidator : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void processesAndCronTasksGetTheSameFindings_data();
    void processesAndCronTasksGetTheSameFindings();
};

void TestResourcesValidator::processesAndCronTasksGetTheSameFindings_data()
{
    QTest::addColumn<ContainerResources>("resources");
    QTest::addColumn<Finding::Severity>("severity");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("message");
    const auto E = Finding::Severity::Error;
    const auto W = Finding::Severity::Warning;
    const auto I = Finding::Severity::Info;
    QTest::newRow("a CPU request that is not a quantity")
        << ContainerResources { QStringLiteral("lots"), QString(), QString(), QString() } << E
        << QStringLiteral("requests.cpu") << QStringLiteral("not a Kubernetes quantity");
    QTest::newRow("a negative memory limit")
        << ContainerResources { QString(), QString(), QString(), QStringLiteral("-1Gi") } << E
        << QStringLiteral("limits.memory") << QStringLiteral("negative");
    QTest::newRow("a memory request above its limit")
        << ContainerResources { QString(), QStringLiteral("1Gi"), QString(), QStringLiteral("512Mi") } << E
        << QStringLiteral("requests.memory") << QStringLiteral("above its limit");
    QTest::newRow("memory in milli-bytes")
        << ContainerResources { QString(), QStringLiteral("128m"), QString(), QString() } << W
        << QStringLiteral("requests.memory") << QStringLiteral("thousandths of a byte");
    // Dokku reads a bare number of memory as MiB, and so does HelmDeck (an info says so)
    QTest::newRow("a bare memory number is MiB, as in Dokku")
        << ContainerResources { QString(), QString(), QString(), QStringLiteral("512") } << I
        << QStringLiteral("limits.memory") << QStringLiteral("is read as 512Mi (MiB)");
    QTest::newRow("a bare memory request is compared with its limit in MiB")
        << ContainerResources { QString(), QStringLiteral("1024"), QString(), QStringLiteral("512Mi") } << E
        << QStringLiteral("requests.memory") << QStringLiteral("above its limit");
}

void TestResourcesValidator::processesAndCronTasksGetTheSameFindings()
{
    QFETCH(ContainerResources, resources);
    QFETCH(Finding::Severity, severity);
    QFETCH(QString, key);
    QFETCH(QString, message);
    const Findings all = Validator::validate(projectWith(resources));
    const QStringList process = findingsUnder(all, QStringLiteral("apps[shop].processes[web].resources"));
    const QStringList cron = findingsUnder(all, QStringLiteral("apps[shop].cron[0].resources"));
    QCOMPARE(cron, process);
    const QString kind = Finding::severityName(severity);
    bool found = false;
    for (const QString &line : process)
        found = found
            || (line.startsWith(kind + QLatin1Char(' ') + key + QStringLiteral(": "))
                && line.contains(message));
    QVERIFY2(found, qPrintable(process.join(QLatin1Char('\n'))));
}

QTEST_GUILESS_MAIN(TestResourcesValidator)
#include "tst_resourcesvalidator.moc"
