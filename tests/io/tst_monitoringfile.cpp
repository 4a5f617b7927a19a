// SPDX-License-Identifier: GPL-3.0-or-later
// A process's "monitoring" key in helmdeck.yaml: read, written back byte-stable, and bad values
// reported with file, line and field.

#include "io/projectfile.h"

#include <QTest>

using namespace HelmDeck;

namespace {

QByteArray project(const QByteArray &monitoring)
{
    return "schemaVersion: 1\napps:\n  - name: shop\n    image: registry.example.com/shop:1\n    processes:\n"
           "      - name: web\n        ports: [\"http:80:5000\", \"http:9100:9100\"]\n"
        + monitoring;
}

} // namespace

class TestMonitoringFile : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void reads_data();
    void reads();
    void roundTrip_data();
    void roundTrip();
    void badValues_data();
    void badValues();
};

void TestMonitoringFile::reads_data()
{
    QTest::addColumn<QByteArray>("yaml");
    QTest::addColumn<bool>("enabled");
    QTest::addColumn<int>("port");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("interval");
    QTest::addColumn<QString>("timeout");
    QTest::addColumn<QString>("labels"); // "k=v,k=v"
    QTest::newRow("no monitoring key keeps the defaults (off, /metrics, 30s)")
        << project("") << false << 0 << "/metrics"
        << "30s"
        << ""
        << "";
    QTest::newRow("every key is read")
        << project("        monitoring:\n          enabled: true\n          port: 9100\n          path: /m\n"
                   "          interval: 1m\n          scrapeTimeout: 10s\n"
                   "          labels: {release: kube-prometheus-stack, team: \"NO\"}\n")
        << true << 9100 << "/m"
        << "1m"
        << "10s"
        << "release=kube-prometheus-stack,team=NO";
    QTest::newRow("an empty interval means Prometheus' default")
        << project("        monitoring: {enabled: true, interval: \"\"}\n") << true << 0 << "/metrics"
        << ""
        << ""
        << "";
}

void TestMonitoringFile::reads()
{
    QFETCH(QByteArray, yaml);
    QFETCH(bool, enabled);
    QFETCH(int, port);
    QFETCH(QString, path);
    QFETCH(QString, interval);
    QFETCH(QString, timeout);
    QFETCH(QString, labels);
    const ProjectLoadResult r = ProjectFile::parse(yaml, QStringLiteral("helmdeck.yaml"));
    QVERIFY2(r.ok, qPrintable(r.findings.value(0).message));
    const Monitoring m = r.project.apps.at(0).processes.at(0).monitoring;
    QCOMPARE(m.enabled, enabled);
    QCOMPARE(m.port, port);
    QCOMPARE(m.path, path);
    QCOMPARE(m.interval, interval);
    QCOMPARE(m.scrapeTimeout, timeout);
    QStringList pairs;
    for (const auto &kv : m.labels)
        pairs.append(kv.first + QLatin1Char('=') + kv.second);
    QCOMPARE(pairs.join(QLatin1Char(',')), labels);
    for (const Finding &f : r.findings)
        QVERIFY2(f.severity != Finding::Severity::Warning, qPrintable(f.message)); // no unknown key
}

void TestMonitoringFile::roundTrip_data()
{
    QTest::addColumn<QByteArray>("yaml");
    QTest::newRow("defaults write no monitoring key") << project("");
    QTest::newRow("every key survives save and load") << project(
        "        monitoring: {enabled: true, port: 9100, path: /m, interval: \"\", scrapeTimeout: 5s, "
        "labels: {release: prom}}\n");
}

void TestMonitoringFile::roundTrip()
{
    QFETCH(QByteArray, yaml);
    const ProjectLoadResult first = ProjectFile::parse(yaml, QStringLiteral("a.yaml"));
    QVERIFY(first.ok);
    const QByteArray saved = ProjectFile::serialize(first.project);
    QCOMPARE(saved.contains("monitoring:"), yaml.contains("monitoring:"));
    const ProjectLoadResult second = ProjectFile::parse(saved, QStringLiteral("a.yaml"));
    QVERIFY2(second.ok, saved.constData());
    QVERIFY(second.project.apps.at(0).processes.at(0).monitoring
        == first.project.apps.at(0).processes.at(0).monitoring);
    QCOMPARE(ProjectFile::serialize(second.project), saved);
}

void TestMonitoringFile::badValues_data()
{
    QTest::addColumn<QByteArray>("monitoring");
    QTest::addColumn<QString>("fieldPath");
    QTest::addColumn<int>("line");
    QTest::addColumn<bool>("isError");
    QTest::newRow("enabled that is no boolean")
        << QByteArray("        monitoring:\n          enabled: maybe\n")
        << "apps[shop].processes[web].monitoring.enabled" << 9 << true;
    QTest::newRow("a port that is no number") << QByteArray("        monitoring:\n          port: metrics\n")
                                              << "apps[shop].processes[web].monitoring.port" << 9 << true;
    QTest::newRow("labels that are a list") << QByteArray("        monitoring:\n          labels: [a]\n")
                                            << "apps[shop].processes[web].monitoring.labels" << 9 << true;
    QTest::newRow("an unknown key is a warning with a suggestion")
        << QByteArray("        monitoring:\n          intervall: 30s\n")
        << "apps[shop].processes[web].monitoring.intervall" << 9 << false;
    QTest::newRow("monitoring that is no map")
        << QByteArray("        monitoring: yes\n") << "apps[shop].processes[web].monitoring" << 8 << true;
}

void TestMonitoringFile::badValues()
{
    QFETCH(QByteArray, monitoring);
    QFETCH(QString, fieldPath);
    QFETCH(int, line);
    QFETCH(bool, isError);
    const ProjectLoadResult r = ProjectFile::parse(project(monitoring), QStringLiteral("helmdeck.yaml"));
    QCOMPARE(r.ok, !isError);
    const Finding *found = nullptr;
    for (const Finding &f : r.findings) {
        if (f.fieldPath == fieldPath)
            found = &f;
    }
    QVERIFY2(found,
        qPrintable(r.findings.value(0).fieldPath + QStringLiteral(": ") + r.findings.value(0).message));
    QCOMPARE(found->location.file, QStringLiteral("helmdeck.yaml"));
    QCOMPARE(found->location.line, line);
    QCOMPARE(found->severity == Finding::Severity::Error, isError);
}

QTEST_GUILESS_MAIN(TestMonitoringFile)
#include "tst_monitoringfile.moc"
