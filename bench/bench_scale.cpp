// SPDX-License-Identifier: GPL-3.0-or-later
// The scale benchmark: a generated project with 100 process types, 100 cron tasks, 50 storage
// entries and 200 domains. Edit → highlighted preview against bare `helm template` of the same
// charts (every release, one after another), and the longest UI-thread stall while the preview
// works, measured by a 1 ms timer. Usage: bench_scale [--helm PATH] [--runs N]
#include "chart/releaseplan.h"
#include "cluster/helmtool.h"
#include "model/validator.h"
#include "preview/chunkedhighlighter.h"
#include "preview/previewcontroller.h"
#include "preview/previewpane.h"
#include "preview/syntaxview.h"
#include "render/renderplan.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTimer>

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
    std::printf("%-40s median %8.1f ms   min %8.1f   max %8.1f   (n=%d)\n", label, median(ms), *lo, *hi,
        int(ms.size()));
}

/** One app "scale": process "web" (the domains' target) and 99 workers, 100 cron tasks, 200 domains, 50
 * mounted claims. */
Project scaleProject()
{
    App app;
    app.name = QStringLiteral("scale");
    app.image = QStringLiteral("registry.example.com/scale/app:1.0.0");
    app.kubeNamespace = QStringLiteral("scale");
    for (int i = 0; i < 100; ++i) {
        ProcessType p;
        p.name = i == 0 ? QStringLiteral("web") : QStringLiteral("worker-%1").arg(i);
        p.command = i == 0 ? QStringLiteral("gunicorn app:app")
                           : QStringLiteral("python3 worker.py --queue q%1").arg(i);
        if (i == 0)
            p.portMaps = { PortMap { QStringLiteral("http"), 80, 5000 } };
        app.processes.append(p);
    }
    for (int i = 0; i < 100; ++i) {
        CronTask c;
        c.id = QStringLiteral("task-%1").arg(i);
        c.command = QStringLiteral("python3 manage.py job%1").arg(i);
        c.schedule = QStringLiteral("*/%1 * * * *").arg(5 + i % 50);
        app.cron.append(c);
    }
    for (int i = 0; i < 200; ++i)
        app.domains.append(Domain(QStringLiteral("d%1.scale.example.com").arg(i)));
    Project project;
    for (int i = 0; i < 50; ++i) {
        StorageEntry e;
        e.name = QStringLiteral("data-%1").arg(i);
        e.size = QStringLiteral("1Gi");
        e.storageClass = QStringLiteral("local-path");
        e.kubeNamespace = app.kubeNamespace;
        project.storage.append(e);
        StorageMount m;
        m.entry = e.name;
        m.containerPath = QStringLiteral("/data/%1").arg(i);
        m.processTypes = QStringList { QStringLiteral("web") };
        app.mounts.append(m);
    }
    project.apps = { app };
    return project;
}

/** The event loop's latency: the longest gap between two ticks of a 1 ms timer, minus the 1 ms. */
class StallProbe
{
public:
    StallProbe()
    {
        m_timer.setTimerType(Qt::PreciseTimer);
        m_timer.setInterval(1);
        QObject::connect(&m_timer, &QTimer::timeout, [this] {
            const double now = double(m_clock.nsecsElapsed()) / 1e6;
            m_longest = std::max(m_longest, now - m_last - 1.0);
            m_last = now;
        });
    }
    void start()
    {
        m_longest = 0;
        m_clock.start();
        m_last = 0;
        m_timer.start();
    }
    /** Stops; the longest stall since start(), in ms. */
    double stop()
    {
        m_timer.stop();
        // the stretch since the last tick counts too
        return std::max(m_longest, double(m_clock.nsecsElapsed()) / 1e6 - m_last - 1.0);
    }

private:
    QTimer m_timer;
    QElapsedTimer m_clock;
    double m_last = 0;
    double m_longest = 0;
};

} // namespace

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QCommandLineParser p;
    p.addOption({ QStringLiteral("helm"), QStringLiteral("helm binary"), QStringLiteral("PATH") });
    p.addOption({ QStringLiteral("runs"), QStringLiteral("iterations (default 7)"), QStringLiteral("N"),
        QStringLiteral("7") });
    p.process(app);
    const int runs = qMax(3, p.value(QStringLiteral("runs")).toInt());
    const HelmTool helm = HelmTool::detect(p.value(QStringLiteral("helm")));
    if (!helm.isValid()) {
        std::fprintf(stderr, "%s\n", qPrintable(helm.error));
        return 1;
    }
    Project project = scaleProject();
    const Findings findings = Validator::validate(project);
    if (hasErrors(findings)) {
        for (const Finding &f : findings)
            std::fprintf(stderr, "%s: %s\n", qPrintable(f.fieldPath), qPrintable(f.message));
        return 1;
    }

    // 1. Bare helm template of the charts the preview renders, one release after another.
    QTemporaryDir dir;
    QFile::setPermissions(
        dir.path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    const QList<PlannedRelease> releases = ReleasePlan::releases(project, {});
    QList<QStringList> commands;
    for (const PlannedRelease &r : releases) {
        QString chartDir, valuesFile, error, field;
        if (!ReleasePlan::write(
                project, r, {}, QStringLiteral("0"), dir.path(), &chartDir, &valuesFile, &error, &field)) {
            std::fprintf(stderr, "%s: %s\n", qPrintable(r.name), qPrintable(error));
            return 1;
        }
        commands.append(RenderPlan::helmTemplateArguments(r, chartDir, valuesFile, RenderTarget()));
    }
    std::printf("helm %s, scale project: %d releases, %d runs\n", qPrintable(helm.version),
        int(releases.size()), runs);
    QList<double> bare;
    qint64 bytes = 0;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer t;
        t.start();
        bytes = 0;
        for (const QStringList &args : std::as_const(commands)) {
            QProcess helmProcess;
            helmProcess.start(helm.program, args);
            helmProcess.waitForFinished(120000);
            bytes += helmProcess.readAllStandardOutput().size();
            if (helmProcess.exitCode() != 0) {
                std::fprintf(stderr, "helm failed: %s\n", helmProcess.readAllStandardError().constData());
                return 1;
            }
        }
        bare.append(double(t.nsecsElapsed()) / 1e6);
    }

    // 2. HelmDeck: an edit (web's replicas) → render → every tab's text highlighted.
    PreviewController controller(helm);
    PreviewPane pane;
    pane.resize(1200, 800);
    pane.show();
    StallProbe probe;
    QList<double> preview;
    QList<double> stalls;
    QList<double> jobs; // of which the render job (validate, write, helm, parse)
    QList<double> showMs; // PreviewPane::showResult(): setting every tab's text and the first slices
    int slices = 0;
    for (int i = 0; i < runs; ++i) {
        project.apps[0].processes[0].replicas = 1 + i % 5;
        QEventLoop loop;
        QElapsedTimer t;
        QTimer settled; // polls, from the event loop, until every tab's text is in and highlighted
        settled.setInterval(1);
        QObject::connect(&settled, &QTimer::timeout, &loop, [&] {
            for (ChunkedHighlighter *h : pane.findChildren<ChunkedHighlighter *>()) {
                if (h->isPending())
                    return;
            }
            for (SyntaxView *v : pane.findChildren<SyntaxView *>()) {
                if (v->isLoading()) // a long text still being built off the UI thread
                    return;
            }
            loop.quit();
        });
        auto conn = QObject::connect(
            &controller, &PreviewController::renderFinished, &loop, [&](const RenderResult &r) {
                if (!r.ok) {
                    std::fprintf(stderr, "render failed: %s\n", qPrintable(r.errorText));
                    std::exit(1);
                }
                jobs.append(double(r.elapsedMs));
                QElapsedTimer shown;
                shown.start();
                pane.showResult(r);
                showMs.append(double(shown.nsecsElapsed()) / 1e6);
                settled.start();
            });
        probe.start();
        t.start();
        controller.renderNow(project); // the debounce (250 ms by design) is not counted
        loop.exec();
        preview.append(double(t.nsecsElapsed()) / 1e6);
        stalls.append(probe.stop());
        QObject::disconnect(conn);
        slices = 0;
        for (ChunkedHighlighter *h : pane.findChildren<ChunkedHighlighter *>())
            slices += h->slicesOfLastPass();
    }

    std::printf(
        "rendered %.1f KiB of YAML; %d highlight slices in the last run\n", double(bytes) / 1024.0, slices);
    report("bare helm template (all releases)", bare);
    report("edit -> highlighted preview", preview);
    report("  of which the render job", jobs);
    report("longest UI-thread stall per run", stalls);
    report("  of which PreviewPane::showResult()", showMs);
    std::printf("median ratio (preview / bare helm): %.2f\n", median(preview) / median(bare));
    return 0;
}
