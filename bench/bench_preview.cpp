// SPDX-License-Identifier: GPL-3.0-or-later
// Preview latency: edit → highlighted preview in HelmDeck, against bare `helm template` on the
// same chart. Usage: bench_preview [--helm PATH] [--runs N] [PROJECT]
#include "chart/chartwriter.h"
#include "cluster/helmtool.h"
#include "io/projectfile.h"
#include "preview/chunkedhighlighter.h"
#include "preview/previewcontroller.h"
#include "preview/previewpane.h"
#include "preview/syntaxview.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QProcess>
#include <QTemporaryDir>

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

void report(const char *label, const QList<double> &ms, const char *unit = "ms")
{
    const auto [lo, hi] = std::minmax_element(ms.begin(), ms.end());
    std::printf("%-34s median %7.1f %s   min %7.1f   max %7.1f   (n=%d)\n", label, median(ms), unit, *lo, *hi,
        int(ms.size()));
}

} // namespace

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QCommandLineParser p;
    p.addOption({ QStringLiteral("helm"), QStringLiteral("helm binary"), QStringLiteral("PATH") });
    p.addOption({ QStringLiteral("runs"), QStringLiteral("iterations (default 30)"), QStringLiteral("N"),
        QStringLiteral("30") });
    p.addPositionalArgument(
        QStringLiteral("PROJECT"), QStringLiteral("helmdeck.yaml (default: the guestbook example)"));
    p.process(app);
    const int runs = qMax(3, p.value(QStringLiteral("runs")).toInt());
    const QString projectPath = p.positionalArguments().value(
        0, QStringLiteral(HELMDECK_SOURCE_DIR "/examples/guestbook/helmdeck.yaml"));

    const HelmTool helm = HelmTool::detect(p.value(QStringLiteral("helm")));
    if (!helm.isValid()) {
        std::fprintf(stderr, "%s\n", qPrintable(helm.error));
        return 1;
    }
    ProjectLoadResult loaded = ProjectFile::load(projectPath);
    if (!loaded.ok || loaded.project.apps.isEmpty()) {
        std::fprintf(stderr, "cannot load %s\n", qPrintable(projectPath));
        return 1;
    }
    Project project = loaded.project;
    std::printf("helm %s, project %s, %d runs\n", qPrintable(helm.version), qPrintable(projectPath), runs);

    // Bare helm template on the same chart HelmDeck writes.
    QTemporaryDir dir;
    const App &a = project.apps.constFirst();
    QString error;
    if (!ChartWriter::writeAppChart(a, dir.filePath(QStringLiteral("chart")), &error)) {
        std::fprintf(stderr, "chart: %s\n", qPrintable(error));
        return 1;
    }
    // One bare run; interleaved with the preview's runs, so both see the same load on the machine.
    const auto bareRun = [&]() {
        QProcess helmProcess;
        QElapsedTimer t;
        t.start();
        helmProcess.start(helm.program,
            { QStringLiteral("template"), a.name, dir.filePath(QStringLiteral("chart")),
                QStringLiteral("--namespace"), a.kubeNamespace });
        helmProcess.waitForFinished(60000);
        const double ms = double(t.nsecsElapsed()) / 1e6;
        if (helmProcess.exitCode() != 0) {
            std::fprintf(stderr, "helm failed: %s\n", helmProcess.readAllStandardError().constData());
            std::exit(1);
        }
        return ms;
    };
    QList<double> bare;
    QList<double> ratios; // per run: this preview / the bare run just before it

    // HelmDeck: an edit (replicas) → render → highlighted text in the preview pane.
    PreviewController controller(helm);
    PreviewPane pane;
    pane.resize(900, 700);
    pane.show();
    QList<double> preview;
    QList<double> jobs; // of which the render job (validate, write, helm, parse)
    QList<double> helmRuns;
    for (int i = 0; i < runs; ++i) {
        bare.append(bareRun());
        project.apps[0].processes[0].replicas = 1 + i % 5;
        QEventLoop loop;
        QElapsedTimer t;
        auto conn = QObject::connect(
            &controller, &PreviewController::renderFinished, &loop, [&](const RenderResult &r) {
                jobs.append(double(r.elapsedMs));
                helmRuns.append(double(r.helmRuns));
                pane.showResult(r); // sets the text; highlighting runs in slices
                loop.quit();
            });
        t.start();
        controller.renderNow(project); // the debounce (250 ms by design) is not counted
        loop.exec();
        // let the highlighters' slices and the layout finish
        const auto pending = [&pane] {
            const QList<ChunkedHighlighter *> highlighters = pane.findChildren<ChunkedHighlighter *>();
            const QList<SyntaxView *> views = pane.findChildren<SyntaxView *>();
            return std::any_of(highlighters.cbegin(), highlighters.cend(), [](ChunkedHighlighter *h) {
                return h->isPending();
            }) || std::any_of(views.cbegin(), views.cend(), [](SyntaxView *v) { return v->isLoading(); });
        };
        do
            QCoreApplication::processEvents();
        while (pending());
        preview.append(double(t.nsecsElapsed()) / 1e6);
        ratios.append(preview.last() / bare.last());
        QObject::disconnect(conn);
    }

    report("bare helm template", bare);
    report("edit -> highlighted preview", preview);
    report("  of which the render job", jobs);
    report("  helm runs per render", helmRuns, "runs");
    std::printf("median ratio (preview / bare helm): %.2f\n", median(preview) / median(bare));
    std::printf("median of the per-run ratios:       %.2f\n", median(ratios));
    return 0;
}
