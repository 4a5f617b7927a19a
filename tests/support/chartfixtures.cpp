// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartfixtures.h"

#include "testutil.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace HelmDeck;

namespace ChartFixtures {

static PortMap portMap(const char *scheme, int host, int container)
{
    PortMap m;
    m.scheme = QString::fromLatin1(scheme);
    m.hostPort = host;
    m.containerPort = container;
    return m;
}

App shopApp()
{
    App app;
    app.name = QStringLiteral("shop");
    app.image = QStringLiteral("registry.example.com:5000/shop/web:1.4.2");
    app.kubeNamespace = QStringLiteral("shop-prod");

    ProcessType web;
    web.name = QStringLiteral("web");
    web.command
        = QStringLiteral("gunicorn --bind 0.0.0.0:$PORT 'app:create()' 0755 NO 1e3 true yes on \"~\" null");
    web.portMaps
        = { portMap("http", 8080, 7000), portMap("https", 443, 5000), portMap("https", 10443, 6000) };
    HealthCheck ready;
    ready.type = QStringLiteral("readiness");
    ready.path = QStringLiteral("/health");
    ready.httpHeaders = { qMakePair(QStringLiteral("X-Probe"), QStringLiteral("NO")) };
    ready.periodSeconds = 5;
    ready.timeoutSeconds = 2;
    HealthCheck live;
    live.type = QStringLiteral("liveness");
    live.listening = true;
    live.initialDelaySeconds = 10;
    HealthCheck startup;
    startup.type = QStringLiteral("startup");
    startup.command = QStringList { QStringLiteral("test"), QStringLiteral("-f"), QStringLiteral("0755") };
    startup.failureThreshold = 30;
    web.healthChecks = { ready, live, startup };
    web.memoryLimit = QStringLiteral("512Mi");

    ProcessType worker;
    worker.name = QStringLiteral("worker");
    worker.command = QStringLiteral("celery -A shop worker --loglevel NO");
    worker.replicas = 2;
    worker.cpuLimit = QStringLiteral("1");

    ProcessType metrics;
    metrics.name = QStringLiteral("metrics");
    metrics.command = QStringLiteral("statsd --port 8125");
    metrics.portMaps = { portMap("udp", 8125, 8125) };
    metrics.cpuRequest.clear();

    app.processes = { web, worker, metrics };
    app.domains = { Domain(QStringLiteral("shop.example.com")), Domain(QStringLiteral("*.example.com")) };

    CronTask often;
    often.command = QStringLiteral("python manage.py clearsessions --mode 0755 1e3");
    often.schedule = QStringLiteral("*/5 * * * *");
    CronTask daily;
    daily.command = QStringLiteral("sh -c 'echo NO > /tmp/x'");
    daily.schedule = QStringLiteral("@daily");
    daily.concurrencyPolicy = QStringLiteral("Forbid");
    daily.suspend = true;
    app.cron = { often, daily };
    return app;
}

QStringList shopWebArgs()
{
    return { QStringLiteral("gunicorn"), QStringLiteral("--bind"), QStringLiteral("0.0.0.0:$(PORT)"),
        QStringLiteral("app:create()"), QStringLiteral("0755"), QStringLiteral("NO"), QStringLiteral("1e3"),
        QStringLiteral("true"), QStringLiteral("yes"), QStringLiteral("on"), QStringLiteral("~"),
        QStringLiteral("null") };
}

Project project(const App &app)
{
    Project p;
    p.apps = { app };
    return p;
}

static StorageMount mount(const char *entry, const char *path, const char *subPath = "",
    bool readOnly = false, const QStringList &targets = QStringList())
{
    StorageMount m;
    m.entry = QString::fromLatin1(entry);
    m.containerPath = QString::fromLatin1(path);
    m.subPath = QString::fromLatin1(subPath);
    m.readOnly = readOnly;
    m.processTypes = targets;
    return m;
}

Project storageProject()
{
    Project p = project(shopApp());
    StorageEntry data;
    data.name = QStringLiteral("data");
    data.size = QStringLiteral("5Gi");
    data.hostPath = QStringLiteral("/srv/shop/data");
    data.kubeNamespace = QStringLiteral("shop-prod");
    data.labels = { qMakePair(QStringLiteral("tier"), QStringLiteral("db")),
        qMakePair(QStringLiteral("backup"), QStringLiteral("NO")) };
    data.annotations = { qMakePair(QStringLiteral("example.com/note"), QStringLiteral("0755")) };
    StorageEntry cache;
    cache.name = QStringLiteral("cache");
    cache.size = QStringLiteral("1Gi");
    cache.kubeNamespace = QStringLiteral("shop-prod");
    StorageEntry media;
    media.name = QStringLiteral("media");
    media.size = QStringLiteral("10Gi");
    media.accessMode = QStringLiteral("ReadWriteMany");
    media.storageClass = QStringLiteral("longhorn");
    media.kubeNamespace = QStringLiteral("shop-prod");
    p.storage = { data, cache, media };
    p.apps[0].mounts = {
        mount("data", "/data"),
        mount("data", "/backup", "backup", true),
        mount("cache", "/cache", "", false, { QStringLiteral("web"), QStringLiteral("cron") }),
        mount("media", "/media", "", false, { QStringLiteral("web"), QStringLiteral("run") }),
        mount("data", "/scratch", "tmp", false, { QStringLiteral("run") }),
    };
    return p;
}

QString helmPath(int major)
{
    return TestUtil::helm(major);
}

QString helmMissing(int major)
{
    return QStringLiteral(
        "no Helm %1 binary: set HELMDECK_HELM%1 (CMake -DHELMDECK_HELM%1=…) or run scripts/setup.sh, "
        "which fetches it into .tools/helm%1")
        .arg(major);
}

QProcessEnvironment noCredentials()
{
    static QTemporaryDir home;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("DOCKER_CONFIG"), home.filePath(QStringLiteral("docker")));
    env.insert(QStringLiteral("HOME"), home.path());
    env.insert(QStringLiteral("HELM_CONFIG_HOME"), home.filePath(QStringLiteral("helm")));
    env.remove(QStringLiteral("HELM_REGISTRY_CONFIG"));
    env.remove(QStringLiteral("XDG_CONFIG_HOME"));
    return env;
}

bool render(const HelmTool &helm, const Project &project, RenderResult *result, QString *why,
    const QString &deploymentId, const QProcessEnvironment &credentials, const RenderTarget &target)
{
    RenderJob job(helm);
    job.setCredentialEnvironment(credentials.isEmpty() ? noCredentials() : credentials);
    job.setTarget(target);
    if (!deploymentId.isEmpty())
        job.setDeploymentId(deploymentId);
    QSignalSpy spy(&job, &RenderJob::finished);
    job.start(project);
    if (!spy.wait(30000)) {
        *why = QStringLiteral("finished() was not emitted within 30 s");
        return false;
    }
    QTest::qWait(50); // a second emission would show up here
    if (spy.count() != 1) {
        *why = QStringLiteral("finished() was emitted %1 times").arg(spy.count());
        return false;
    }
    *result = spy.at(0).at(0).value<RenderResult>();
    return true;
}

int validateSchema(const QByteArray &yaml, QString *output)
{
    const QString script = TestUtil::schemaValidator();
    const QString node = QStandardPaths::findExecutable(QStringLiteral("node"));
    if (script.isEmpty() || !QFileInfo::exists(script) || node.isEmpty()) {
        *output = QStringLiteral(
            "the schema validator cannot run: need node on PATH and HELMDECK_SCHEMA_VALIDATOR (%1)")
                      .arg(script);
        return -1;
    }
    if (!QFileInfo::exists(
            QFileInfo(script).absolutePath() + QStringLiteral("/node_modules/kubernetes-models"))) {
        *output = QStringLiteral(
            "tests/schema/node_modules is missing: run `npm ci` in tests/schema (scripts/setup.sh does)");
        return -1;
    }
    QProcess proc;
    proc.setProcessChannelMode(QProcess::MergedChannels);
    proc.start(node, { script });
    proc.write(yaml);
    proc.closeWriteChannel();
    if (!proc.waitForFinished(60000)) {
        proc.kill();
        proc.waitForFinished();
        *output = QStringLiteral("the schema validator did not finish within 60 s");
        return -1;
    }
    *output = QString::fromUtf8(proc.readAll());
    return proc.exitStatus() == QProcess::NormalExit ? proc.exitCode() : -1;
}

bool schemaValidOrFail(const HelmDeck::ManifestSet &manifests)
{
    QString output;
    const int rc = validateSchema(manifests.toYaml(true).toUtf8(), &output);
    const QString all = QStringLiteral("ok: %1 documents valid").arg(manifests.documents().size());
    if (rc != 0 || !output.contains(all)) {
        QTest::qFail(qPrintable(output), __FILE__, __LINE__);
        return false;
    }
    return true;
}

QString writeScript(const QString &dir, const QString &name, const QByteArray &body)
{
    const QString path = QDir(dir).filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return QString();
    f.write("#!/bin/sh\n" + body);
    f.close();
    f.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    return path;
}

bool renderOrFail(int major, const Project &project, RenderResult *result, const QString &deploymentId,
    const RenderTarget &target)
{
    const QString path = helmPath(major);
    if (path.isEmpty()) {
        QTest::qFail(qPrintable(helmMissing(major)), __FILE__, __LINE__);
        return false;
    }
    const HelmTool helm = HelmTool::detect(path);
    if (helm.major != major) {
        QTest::qFail(qPrintable(QStringLiteral("%1 is not Helm %2: %3").arg(path).arg(major).arg(helm.error)),
            __FILE__, __LINE__);
        return false;
    }
    QString why;
    if (!render(helm, project, result, &why, deploymentId, QProcessEnvironment(), target)) {
        QTest::qFail(qPrintable(why), __FILE__, __LINE__);
        return false;
    }
    if (!result->ok) {
        QStringList f;
        for (const Finding &x : result->findings)
            f << x.toString();
        QTest::qFail(
            qPrintable(
                QStringLiteral("render failed: %1\n%2").arg(result->errorText, f.join(QLatin1Char('\n')))),
            __FILE__, __LINE__);
        return false;
    }
    return true;
}

} // namespace ChartFixtures
