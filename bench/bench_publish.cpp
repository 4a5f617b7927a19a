// SPDX-License-Identifier: GPL-3.0-or-later
// Publishing cost: HelmDeck publishing a release's variants (4 packages, 5 tags, each verified)
// against `helm push` of the one canonical package alone, on the same local docker-registry, in one
// run, interleaved. Prints wall times (whole plan, and its upload part), bytes uploaded, and how
// often each blob was uploaded. Usage: bench_publish [--helm PATH] [--runs N] [CHART_DIR]
#include "job/runner.h"
#include "publish/publishplanner.h"
#include "registry/ociclient.h"
#include "registry/ocireply.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QThread>

#include <algorithm>
#include <cstdio>

using namespace HelmDeck;

namespace {

double median(QList<double> v)
{
    std::sort(v.begin(), v.end());
    const int n = int(v.size());
    return n == 0 ? 0.0 : (n % 2 ? v.at(n / 2) : (v.at(n / 2 - 1) + v.at(n / 2)) / 2.0);
}

void report(const char *label, const QList<double> &ms)
{
    const auto [lo, hi] = std::minmax_element(ms.begin(), ms.end());
    std::printf("%-40s median %7.1f ms   min %7.1f   max %7.1f   (n=%d)\n", label, median(ms), *lo, *hi,
        int(ms.size()));
}

bool waitFor(OciReply *reply)
{
    if (!reply->isFinished()) {
        QEventLoop loop;
        QObject::connect(reply, &OciReply::finished, &loop, &QEventLoop::quit);
        loop.exec();
    }
    return reply->ok();
}

quint16 freePort()
{
    QTcpServer s;
    s.listen(QHostAddress::LocalHost, 0);
    return s.serverPort();
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser p;
    p.addOption({ QStringLiteral("helm"), QStringLiteral("helm binary"), QStringLiteral("PATH") });
    p.addOption({ QStringLiteral("runs"), QStringLiteral("iterations (default 10)"), QStringLiteral("N"),
        QStringLiteral("10") });
    p.addPositionalArgument(QStringLiteral("CHART_DIR"), QStringLiteral("default: a small chart made here"));
    p.process(app);
    const HelmTool helm = HelmTool::detect(p.value(QStringLiteral("helm")));
    if (!helm.isValid()) {
        std::fprintf(stderr, "%s\n", qPrintable(helm.error));
        return 1;
    }
    QTemporaryDir work;
    QString chartDir = p.positionalArguments().value(0);
    if (chartDir.isEmpty()) {
        chartDir = work.path() + QStringLiteral("/web");
        QDir().mkpath(chartDir + QStringLiteral("/templates"));
        const auto write = [&](const char *name, const QByteArray &data) {
            QFile f(chartDir + QLatin1Char('/') + QLatin1String(name));
            f.open(QIODevice::WriteOnly);
            f.write(data);
        };
        write("Chart.yaml", "apiVersion: v2\nname: web\nversion: 0.1.0\n");
        write("values.yaml", "image:\n  repository: x/web\n  tag: dev\n");
        write("templates/pod.yaml",
            "apiVersion: v1\nkind: Pod\nmetadata:\n  name: web\nspec:\n  containers:\n    - name: web\n      "
            "image: "
            "\"{{ .Values.image.repository }}:{{ .Values.image.tag }}\"\n");
    }

    // One registry for the whole run; every iteration publishes to repositories of its own.
    const quint16 port = freePort();
    const QString host = QStringLiteral("127.0.0.1:%1").arg(port);
    QFile config(work.path() + QStringLiteral("/registry.yml"));
    config.open(QIODevice::WriteOnly);
    config.write(QStringLiteral(
        "version: 0.1\nlog:\n  level: error\nstorage:\n  filesystem:\n    rootdirectory: %1/data\n"
        "http:\n  addr: %2\n")
                     .arg(work.path(), host)
                     .toUtf8());
    config.close();
    QProcess registry;
    registry.start(QStringLiteral("docker-registry"), { QStringLiteral("serve"), config.fileName() });
    OciClient client(host);
    client.setPlainHttp(true);
    for (int i = 0; i < 50 && !waitFor(client.ping()); ++i)
        QThread::msleep(100);
    const QByteArray imageConfig = "{\"architecture\":\"amd64\",\"os\":\"linux\"}";
    waitFor(client.uploadBlob(QStringLiteral("acme/web"), imageConfig));
    const QByteArray imageManifest
        = QStringLiteral("{\"schemaVersion\":2,\"mediaType\":\"application/vnd.oci.image.manifest.v1+json\","
                         "\"config\":{\"mediaType\":\"application/vnd.oci.image.config.v1+json\","
                         "\"digest\":\"%1\",\"size\":%2},\"layers\":[]}")
              .arg(OciClient::digestOf(imageConfig))
              .arg(imageConfig.size())
              .toUtf8();
    for (const char *tag : { "v1.2.3", "sha-0123456", "v1", "latest" })
        waitFor(client.putManifest(QStringLiteral("acme/web"), QLatin1String(tag), imageManifest));

    const int runs = p.value(QStringLiteral("runs")).toInt();
    QList<double> helmMs, publishMs, uploadMs;
    qint64 helmBytes = 0, ourBytes = 0;
    int uploadsTwice = 0;
    for (int run = 0; run < runs; ++run) {
        // helm push of the canonical package, as `helm package` writes it
        QTemporaryDir pkgDir;
        QProcess package;
        package.start(helm.program,
            { QStringLiteral("package"), chartDir, QStringLiteral("--version"), QStringLiteral("1.2.3"),
                QStringLiteral("--app-version"), QStringLiteral("v1.2.3"), QStringLiteral("-d"),
                pkgDir.path() });
        package.waitForFinished();
        const QString tgz = pkgDir.path() + QStringLiteral("/")
            + QDir(pkgDir.path()).entryList({ QStringLiteral("*.tgz") }).value(0);
        QProcess push;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HELM_CONFIG_HOME"), work.path() + QStringLiteral("/helm"));
        push.setProcessEnvironment(env);
        QElapsedTimer t;
        t.start();
        push.start(helm.program,
            { QStringLiteral("push"), tgz, QStringLiteral("oci://%1/helm%2").arg(host).arg(run),
                QStringLiteral("--plain-http") });
        push.waitForFinished();
        helmMs << double(t.nsecsElapsed()) / 1e6;
        helmBytes = QFileInfo(tgz).size();

        PublishRequest r;
        r.chartDir = chartDir;
        r.context = VersionContext::release(QStringLiteral("v1.2.3"),
            QStringLiteral("0123456789abcdef0123456789abcdef01234567"), QStringLiteral("bench"));
        OciRepository::parse(QStringLiteral("oci://%1/ours%2").arg(host).arg(run), &r.registry, nullptr);
        r.imageRepository = host + QStringLiteral("/acme/web");
        r.plainHttp = true;
        r.helm = helm;
        r.environment.insert(QStringLiteral("SOURCE_DATE_EPOCH"), QStringLiteral("1700000000"));
        const PublishPlan plan = PublishPlanner::plan(r);
        if (hasErrors(plan.findings)) {
            std::fprintf(stderr, "%s\n", qPrintable(plan.findings.first().message));
            return 1;
        }
        Runner runner;
        QElapsedTimer uploadClock;
        QHash<QString, int> uploads;
        qint64 bytes = 0;
        static const QRegularExpression uploaded(
            QStringLiteral("^\\S+ (sha256:[0-9a-f]+): uploaded \\((\\d+) bytes\\)"));
        QObject::connect(&runner, &Runner::stepStarted, [&](int i) {
            if (plan.plan.steps.at(i).id == QLatin1String("credentials"))
                uploadClock.start();
        });
        QObject::connect(&runner, &Runner::stepOutput, [&](int, const QString &line, bool) {
            const auto m = uploaded.match(line);
            if (m.hasMatch()) {
                ++uploads[m.captured(1)];
                bytes += m.captured(2).toLongLong();
            }
        });
        QStringList durations;
        QObject::connect(&runner, &Runner::stepFinished, [&](int i, StepState, const QString &, qint64 ms) {
            durations << QStringLiteral("%1 %2").arg(plan.plan.steps.at(i).title).arg(ms);
        });
        RunResult result;
        QEventLoop loop;
        QObject::connect(&runner, &Runner::finished, &loop, [&](const RunResult &res) {
            result = res;
            loop.quit();
        });
        t.restart();
        runner.start(plan.plan);
        loop.exec();
        publishMs << double(t.nsecsElapsed()) / 1e6;
        uploadMs << double(uploadClock.nsecsElapsed()) / 1e6;
        if (!result.ok) {
            std::fprintf(stderr, "publish failed: %s\n", qPrintable(result.message));
            return 1;
        }
        ourBytes = bytes;
        if (qEnvironmentVariableIsSet("BENCH_STEPS") && run == runs - 1)
            std::fprintf(stderr, "%s\n", qPrintable(durations.join(QLatin1Char('\n'))));
        for (int n : std::as_const(uploads))
            uploadsTwice += n > 1 ? 1 : 0;
    }
    registry.terminate();
    registry.waitForFinished();
    report("helm push (1 package, 1 tag)", helmMs);
    report("HelmDeck publish, whole plan (4, 5)", publishMs);
    report("HelmDeck publish, upload part (4, 5)", uploadMs);
    std::printf("ratio whole / helm push: %.2f; upload part / helm push: %.2f\n",
        median(publishMs) / median(helmMs), median(uploadMs) / median(helmMs));
    std::printf("bytes uploaded: helm push %lld (package), HelmDeck %lld (4 packages + configs); blobs "
                "uploaded twice: %d\n",
        static_cast<long long>(helmBytes), static_cast<long long>(ourBytes), uploadsTwice);
    return 0;
}
