// SPDX-License-Identifier: GPL-3.0-or-later
#include "deployfixtures.h"

#include "model/portmap.h"

#include <QDir>
#include <QSignalSpy>
#include <QTest>

using namespace HelmDeck;

namespace DeployFixtures {

QString canary()
{
    return QStringLiteral("canary-7f3e9b2d-do-not-leak");
}

Project sampleProject()
{
    App app;
    app.name = QStringLiteral("shop");
    app.kubeNamespace = QStringLiteral("shop");
    app.image = QStringLiteral("registry.example.com/shop:1");
    ProcessType web;
    web.name = QStringLiteral("web");
    web.command = QStringLiteral("gunicorn app:app");
    web.replicas = 2;
    PortMap http;
    PortMap::parse(QStringLiteral("http:80:5000"), &http);
    web.portMaps = { http };
    ProcessType worker;
    worker.name = QStringLiteral("worker");
    worker.command = QStringLiteral("celery worker");
    app.processes = { web, worker };
    app.domains = { Domain(QStringLiteral("shop.example.com")) };
    app.env = { EnvVar { QStringLiteral("MODE"), QStringLiteral("0755"), false },
        EnvVar { QStringLiteral("TOKEN"), canary(), true } };
    CronTask sweep;
    sweep.command = QStringLiteral("bin/sweep");
    sweep.schedule = QStringLiteral("*/5 * * * *");
    app.cron = { sweep };
    app.pullSecret.mode = PullSecretSettings::Mode::NamedSecrets;
    app.imagePullSecrets = QStringList { QStringLiteral("regcred") };
    StorageMount media;
    media.entry = QStringLiteral("media");
    media.containerPath = QStringLiteral("/media");
    media.processTypes = QStringList { QStringLiteral("web") };
    app.mounts = { media };

    Project project;
    project.apps = { app };
    StorageEntry mediaEntry;
    mediaEntry.name = QStringLiteral("media");
    mediaEntry.size = QStringLiteral("1Gi");
    mediaEntry.storageClass = QStringLiteral("longhorn");
    mediaEntry.kubeNamespace = QStringLiteral("shop");
    StorageEntry scratch;
    scratch.name = QStringLiteral("scratch");
    scratch.size = QStringLiteral("1Gi");
    scratch.kubeNamespace = QStringLiteral("shop");
    project.storage = { mediaEntry, scratch };
    return project;
}

DeployOptions options(const TestUtil::ClusterFixture &cluster)
{
    DeployOptions o;
    // detect() runs the tools in this process's environment: the fake needs its state file there too
    const QProcessEnvironment env = cluster.environment();
    const QStringList keys = env.keys();
    for (const QString &key : keys) {
        if (key.startsWith(QStringLiteral("HELMDECK_FAKE_")))
            qputenv(key.toLocal8Bit().constData(), env.value(key).toLocal8Bit());
    }
    const QDir bin(cluster.binDir());
    o.helm = HelmTool::detect(bin.filePath(QStringLiteral("helm")));
    o.kubectl = KubectlTool::detect(bin.filePath(QStringLiteral("kubectl")));
    o.target.context = QStringLiteral("test");
    o.deploymentId = QStringLiteral("1700000000");
    o.podCheckIntervalMs = 200;
    o.podFailureGraceMs = 0;
    return o;
}

Run run(const Plan &plan, const TestUtil::ClusterFixture &cluster, int timeoutMs)
{
    Run r;
    Runner runner;
    runner.setBaseEnvironment(cluster.environment());
    QObject::connect(&runner, &Runner::stepOutput, [&](int step, const QString &line, bool) {
        r.output.append(plan.steps.at(step).id + QStringLiteral(": ") + line);
    });
    QObject::connect(&runner, &Runner::stepFinished, [&](int, StepState, const QString &message, qint64) {
        if (!message.isEmpty())
            r.messages.append(message);
    });
    QSignalSpy finished(&runner, &Runner::finished);
    if (!runner.start(plan))
        return r;
    if (!finished.wait(timeoutMs))
        runner.cancel();
    QTest::qWait(50); // a second finished() would arrive here
    r.finishedCount = finished.count();
    if (!finished.isEmpty())
        r.result = finished.first().first().value<RunResult>();
    for (int i = 0; i < plan.steps.size(); ++i)
        r.states.append(runner.state(i));
    return r;
}

QStringList commandLines(const TestUtil::ClusterFixture &cluster, const QString &tool)
{
    QStringList out;
    const QList<TestUtil::ClusterFixture::Call> calls = cluster.callsOf(tool);
    for (const auto &c : calls)
        out.append(c.argv.join(QLatin1Char(' ')));
    return out;
}

QStringList allCommandLines(const TestUtil::ClusterFixture &cluster)
{
    QStringList out;
    const QList<TestUtil::ClusterFixture::Call> calls = cluster.calls();
    for (const auto &c : calls)
        out.append(c.tool + QLatin1Char(' ') + c.argv.join(QLatin1Char(' ')));
    return out;
}

QString document(const QString &manifest, const QString &kind, const QString &name)
{
    const QStringList docs = manifest.split(QStringLiteral("\n---"));
    for (const QString &doc : docs) {
        if (doc.contains(QStringLiteral("kind: ") + kind + QLatin1Char('\n'))
            && (doc.contains(QStringLiteral("name: ") + name + QLatin1Char('\n'))
                || doc.contains(QStringLiteral("name: \"") + name + QStringLiteral("\"\n"))))
            return doc;
    }
    return QString();
}

JobSetup::Request jobSetupRequest(const Project &project, const QProcessEnvironment &environment)
{
    JobSetup::Request r;
    r.project = project;
    r.appName = QStringLiteral("shop");
    r.environment = environment;
    r.settings = GlobalSettings();
    HelmTool helm;
    helm.program = QStringLiteral("/usr/bin/helm");
    helm.major = 3;
    r.helm = helm;
    KubectlTool kubectl;
    kubectl.program = QStringLiteral("/usr/bin/kubectl");
    r.kubectl = kubectl;
    return r;
}

} // namespace DeployFixtures
