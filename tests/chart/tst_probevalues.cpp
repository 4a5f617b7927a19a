// SPDX-License-Identifier: GPL-3.0-or-later
// Probes of a process type (ProbeValues): defaults from its health checks, per-port, Dokku's mapping
// of attempts/wait/timeout, a listening check's Host header as tcpSocket.host, HTTP headers; per
// process overrides merged onto the defaults (disable, handler replacement, times); and the rendered
// probes with the real Helm 3 and 4, schema-valid.

#include "chart/probevalues.h"
#include "chartfixtures.h"
#include "io/projectfile.h"
#include "yamlpath.h"

#include <QTest>

#include <functional>

using namespace HelmDeck;
using namespace YamlPath;

namespace {

using Setup = std::function<void(ProcessType *)>;

HealthCheck check(const QString &type)
{
    HealthCheck c;
    c.type = type;
    return c;
}

/** One probe as a compact sentence: "httpGet /health:5000 HTTP h=X-A:1 period=5". */
QString describe(const ResolvedProbe &p)
{
    QStringList parts;
    switch (p.handler) {
    case ProbeOverride::Handler::HttpGet:
        parts << QStringLiteral("httpGet %1:%2 %3").arg(p.path).arg(p.port).arg(p.scheme);
        break;
    case ProbeOverride::Handler::Exec:
        parts << QStringLiteral("exec ") + p.command.join(QLatin1Char(' '));
        break;
    case ProbeOverride::Handler::Grpc:
        parts << QStringLiteral("grpc %1").arg(p.port)
                + (p.grpcService.isEmpty() ? QString() : QLatin1Char(' ') + p.grpcService);
        break;
    default:
        parts << QStringLiteral("tcpSocket %1").arg(p.port);
        break;
    }
    if (!p.host.isEmpty())
        parts << QStringLiteral("host=") + p.host;
    for (const auto &h : p.httpHeaders)
        parts << QStringLiteral("h=%1:%2").arg(h.first, h.second);
    const std::pair<const char *, int> times[] = { { "delay", p.initialDelaySeconds },
        { "period", p.periodSeconds }, { "timeout", p.timeoutSeconds }, { "attempts", p.failureThreshold } };
    for (const auto &t : times) {
        if (t.second > 0)
            parts << QStringLiteral("%1=%2").arg(QLatin1String(t.first)).arg(t.second);
    }
    return parts.join(QLatin1Char(' '));
}

} // namespace

Q_DECLARE_METATYPE(Setup)

class TestProbeValues : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void merge_data();
    void merge();
    void rendered_data();
    void rendered();
    void projectFileRoundTrip();
    void projectFileFindings_data();
    void projectFileFindings();
};

void TestProbeValues::merge_data()
{
    QTest::addColumn<Setup>("setup");
    QTest::addColumn<QStringList>("expected"); // "<type>: <describe()>", types in name order

    QTest::newRow("no health checks give no probes") << Setup([](ProcessType *) {}) << QStringList();
    QTest::newRow("a path check is an httpGet on the primary port with its headers and times")
        << Setup([](ProcessType *p) {
               HealthCheck c = check(QStringLiteral("readiness"));
               c.path = QStringLiteral("/health");
               c.httpHeaders = { qMakePair(QStringLiteral("X-A"), QStringLiteral("1")) };
               c.failureThreshold = 3;
               c.periodSeconds = 5;
               c.timeoutSeconds = 2;
               p->healthChecks = { c };
           })
        << QStringList { QStringLiteral(
               "readiness: httpGet /health:5000 HTTP h=X-A:1 period=5 timeout=2 attempts=3") };
    QTest::newRow("a check's own port wins over the primary port") << Setup([](ProcessType *p) {
        HealthCheck c = check(QStringLiteral("liveness"));
        c.path = QStringLiteral("/live");
        c.scheme = QStringLiteral("https");
        c.port = 8443;
        p->healthChecks = { c };
    }) << QStringList { QStringLiteral("liveness: httpGet /live:8443 HTTPS") };
    QTest::newRow("a listening check keeps its Host header as tcpSocket.host") << Setup([](ProcessType *p) {
        HealthCheck c = check(QStringLiteral("startup"));
        c.listening = true;
        c.httpHeaders = { qMakePair(QStringLiteral("host"), QStringLiteral("db.internal")) };
        p->healthChecks = { c };
    }) << QStringList { QStringLiteral("startup: tcpSocket 5000 host=db.internal") };
    QTest::newRow("only the first check of a type is used") << Setup([](ProcessType *p) {
        HealthCheck a = check(QStringLiteral("readiness"));
        a.command = QStringList { QStringLiteral("true") };
        HealthCheck b = check(QStringLiteral("readiness"));
        b.path = QStringLiteral("/second");
        p->healthChecks = { a, b };
    }) << QStringList { QStringLiteral("readiness: exec true") };
    QTest::newRow("enabled false removes the default probe") << Setup([](ProcessType *p) {
        HealthCheck c = check(QStringLiteral("readiness"));
        c.path = QStringLiteral("/health");
        p->healthChecks = { c, check(QStringLiteral("liveness")) };
        ProbeOverride o;
        o.type = QStringLiteral("readiness");
        o.enabled = false;
        p->probes = { o };
    }) << QStringList { QStringLiteral("liveness: tcpSocket 5000") };
    QTest::newRow("an override naming a handler replaces the default's, keeping its times") << Setup(
        [](ProcessType *p) {
            HealthCheck c = check(QStringLiteral("liveness"));
            c.path = QStringLiteral("/health");
            c.httpHeaders = { qMakePair(QStringLiteral("X-A"), QStringLiteral("1")) };
            c.periodSeconds = 7;
            p->healthChecks = { c };
            ProbeOverride o;
            o.type = QStringLiteral("liveness");
            o.handler = ProbeOverride::Handler::Exec;
            o.command = QStringList { QStringLiteral("pg_isready") };
            p->probes = { o };
        }) << QStringList { QStringLiteral("liveness: exec pg_isready period=7") };
    QTest::newRow("an override with times only keeps the default's handler") << Setup([](ProcessType *p) {
        HealthCheck c = check(QStringLiteral("readiness"));
        c.path = QStringLiteral("/health");
        c.periodSeconds = 7;
        c.failureThreshold = 3;
        p->healthChecks = { c };
        ProbeOverride o;
        o.type = QStringLiteral("readiness");
        o.periodSeconds = 20;
        o.initialDelaySeconds = 4;
        p->probes = { o };
    }) << QStringList { QStringLiteral("readiness: httpGet /health:5000 HTTP delay=4 period=20 attempts=3") };
    QTest::newRow("an override with a handler adds a probe the checks lack") << Setup([](ProcessType *p) {
        ProbeOverride o;
        o.type = QStringLiteral("startup");
        o.handler = ProbeOverride::Handler::Grpc;
        o.port = 9090;
        o.grpcService = QStringLiteral("health");
        o.failureThreshold = 30;
        p->probes = { o };
    }) << QStringList { QStringLiteral("startup: grpc 9090 health attempts=30") };
    QTest::newRow("an override with times only and no default adds nothing") << Setup([](ProcessType *p) {
        ProbeOverride o;
        o.type = QStringLiteral("readiness");
        o.periodSeconds = 3;
        p->probes = { o };
    }) << QStringList();
    QTest::newRow("an httpGet override on its own port replaces a tcp default and drops its host") << Setup(
        [](ProcessType *p) {
            HealthCheck c = check(QStringLiteral("liveness"));
            c.listening = true;
            c.httpHeaders = { qMakePair(QStringLiteral("Host"), QStringLiteral("x")) };
            p->healthChecks = { c };
            ProbeOverride o;
            o.type = QStringLiteral("liveness");
            o.handler = ProbeOverride::Handler::HttpGet;
            o.path = QStringLiteral("/ok");
            o.port = 8080;
            p->probes = { o };
        }) << QStringList { QStringLiteral("liveness: httpGet /ok:8080 HTTP") };
}

void TestProbeValues::merge()
{
    QFETCH(Setup, setup);
    QFETCH(QStringList, expected);
    ProcessType p;
    p.name = QStringLiteral("web");
    setup(&p);
    const QMap<QString, ResolvedProbe> probes = ProbeValues::merged(p, 5000);
    QStringList got;
    for (auto it = probes.cbegin(); it != probes.cend(); ++it)
        got << it.key() + QStringLiteral(": ") + describe(it.value());
    QCOMPARE(got, expected);
}

void TestProbeValues::rendered_data()
{
    QTest::addColumn<int>("major");
    QTest::newRow("helm3") << 3;
    QTest::newRow("helm4") << 4;
}

void TestProbeValues::rendered()
{
    QFETCH(int, major);
    App app = ChartFixtures::shopApp();
    ProcessType &web = app.processes[0];
    // readiness off, liveness becomes grpc, startup keeps exec with a longer budget
    ProbeOverride off;
    off.type = QStringLiteral("readiness");
    off.enabled = false;
    ProbeOverride grpc;
    grpc.type = QStringLiteral("liveness");
    grpc.handler = ProbeOverride::Handler::Grpc;
    grpc.port = 9090;
    ProbeOverride slow;
    slow.type = QStringLiteral("startup");
    slow.failureThreshold = 60;
    web.probes = { off, grpc, slow };
    HealthCheck tcp;
    tcp.type = QStringLiteral("liveness");
    tcp.listening = true;
    tcp.port = 6000;
    tcp.httpHeaders = { qMakePair(QStringLiteral("Host"), QStringLiteral("localhost")) };
    app.processes[1].healthChecks = { tcp };
    app.processes[1].portMaps.clear();
    RenderResult r;
    if (!ChartFixtures::renderOrFail(major, ChartFixtures::project(app), &r))
        return;
    const Manifest *webDoc = r.manifests.find(QStringLiteral("Deployment"), QStringLiteral("shop-web"));
    QVERIFY(webDoc);
    const YAML::Node c = at(load(*webDoc), QStringLiteral("spec.template.spec.containers.0"));
    QVERIFY(!c["readinessProbe"]);
    QCOMPARE(s(c["livenessProbe"]["grpc"]["port"]), QStringLiteral("9090"));
    QVERIFY2(!c["livenessProbe"]["tcpSocket"], "one handler only");
    QCOMPARE(s(c["startupProbe"]["exec"]["command"][0]), QStringLiteral("test"));
    QCOMPARE(s(c["startupProbe"]["failureThreshold"]), QStringLiteral("60"));
    const Manifest *worker = r.manifests.find(QStringLiteral("Deployment"), QStringLiteral("shop-worker"));
    QVERIFY(worker);
    const YAML::Node w = at(load(*worker), QStringLiteral("spec.template.spec.containers.0"));
    QCOMPARE(s(w["livenessProbe"]["tcpSocket"]["port"]), QStringLiteral("6000"));
    QCOMPARE(s(w["livenessProbe"]["tcpSocket"]["host"]), QStringLiteral("localhost"));
    QString output;
    const int rc = ChartFixtures::validateSchema(r.manifests.toYaml(true).toUtf8(), &output);
    if (rc < 0)
        QFAIL(qPrintable(output));
    QVERIFY2(rc == 0, qPrintable(output));
}

void TestProbeValues::projectFileRoundTrip()
{
    Project project = ChartFixtures::project(ChartFixtures::shopApp());
    ProcessType &web = project.apps[0].processes[0];
    ProbeOverride off;
    off.type = QStringLiteral("readiness");
    off.enabled = false;
    ProbeOverride http;
    http.type = QStringLiteral("liveness");
    http.handler = ProbeOverride::Handler::HttpGet;
    http.path = QStringLiteral("/live");
    http.port = 8080;
    http.host = QStringLiteral("NO");
    http.httpHeaders = { qMakePair(QStringLiteral("X-A"), QStringLiteral("0755")) };
    http.periodSeconds = 0;
    ProbeOverride exec;
    exec.type = QStringLiteral("startup");
    exec.handler = ProbeOverride::Handler::Exec;
    exec.command = QStringList { QStringLiteral("true"), QStringLiteral("yes") };
    exec.failureThreshold = 30;
    web.probes = { off, http, exec };
    web.healthChecks[0].port = 7000;
    project.apps[0].release.command = QStringLiteral("./migrate --all");
    project.apps[0].release.backoffLimit = 0;
    project.apps[0].release.waitImage
        = QStringLiteral("example.com/kubectl:1@sha256:") + QString(64, QLatin1Char('b'));
    const QByteArray text = ProjectFile::serialize(project);
    const ProjectLoadResult back = ProjectFile::parse(text, QStringLiteral("helmdeck.yaml"));
    QStringList problems;
    for (const Finding &f : back.findings)
        problems << f.toString();
    QVERIFY2(back.ok, qPrintable(problems.join(QLatin1Char('\n'))));
    const App &app = back.project.apps.first();
    // readiness, liveness, startup: written in the order held
    QCOMPARE(app.processes[0].probes.size(), 3);
    for (int i = 0; i < 3; ++i) {
        const ProbeOverride &a = web.probes.at(i);
        const ProbeOverride &b = app.processes[0].probes.at(i);
        QVERIFY2(a == b,
            qPrintable(QStringLiteral("%1: enabled %2/%3 handler %4/%5 port %6/%7 times %8/%9")
                           .arg(a.type)
                           .arg(a.enabled)
                           .arg(b.enabled)
                           .arg(int(a.handler))
                           .arg(int(b.handler))
                           .arg(a.port)
                           .arg(b.port)
                           .arg(a.periodSeconds)
                           .arg(b.periodSeconds)));
    }
    QCOMPARE(app.processes[0].healthChecks[0].port, 7000);
    QVERIFY(app.release == project.apps[0].release);
}

void TestProbeValues::projectFileFindings_data()
{
    QTest::addColumn<QByteArray>("probes"); // the process's "probes:" value, indented under it
    QTest::addColumn<QString>("field");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("message");
    QTest::newRow("two handlers in one probe are an error on the second")
        << QByteArray(
               "          liveness:\n            httpGet: { path: /a }\n            exec: { command: [x] }\n")
        << QStringLiteral("apps[shop].processes[web].probes.liveness.exec") << 11
        << QStringLiteral("set only one of");
    QTest::newRow("a port outside 1-65535 is an error")
        << QByteArray("          readiness:\n            tcpSocket: { port: 70000 }\n")
        << QStringLiteral("apps[shop].processes[web].probes.readiness.tcpSocket.port") << 10
        << QStringLiteral("outside 1-65535");
    QTest::newRow("a negative time is an error")
        << QByteArray("          startup:\n            periodSeconds: -1\n")
        << QStringLiteral("apps[shop].processes[web].probes.startup.periodSeconds") << 10
        << QStringLiteral("≥ 0");
}

void TestProbeValues::projectFileFindings()
{
    QFETCH(QByteArray, probes);
    QFETCH(QString, field);
    QFETCH(int, line);
    QFETCH(QString, message);
    const QByteArray text = "schemaVersion: 1\n"
                            "apps:\n"
                            "  - name: shop\n"
                            "    image: registry.example.com/shop:1\n"
                            "    processes:\n"
                            "      - name: web\n"
                            "        command: gunicorn\n"
                            "        probes:\n"
        + probes;
    const ProjectLoadResult r = ProjectFile::parse(text, QStringLiteral("helmdeck.yaml"));
    QVERIFY(!r.ok);
    const Finding *hit = nullptr;
    for (const Finding &f : r.findings) {
        if (f.fieldPath == field)
            hit = &f;
    }
    QVERIFY2(hit, qPrintable(field));
    QVERIFY2(hit->message.contains(message), qPrintable(hit->message));
    QCOMPARE(hit->location.line, line);
    QCOMPARE(hit->location.file, QStringLiteral("helmdeck.yaml"));
}

QTEST_GUILESS_MAIN(TestProbeValues)
#include "tst_probevalues.moc"
