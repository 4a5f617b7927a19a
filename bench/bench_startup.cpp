// SPDX-License-Identifier: GPL-3.0-or-later
// Cold start and idle memory of the window: start → first painted window (and → first preview shown)
// of a window built like app/guilauncher.cpp builds it, and VmRSS after an idle time with the example
// open, of that window and of the real helmdeck binary, with the platform plugin given (xcb under
// Xvfb, or offscreen), plus where the resident memory sits (/proc/<pid>/smaps by mapping).
//
// Usage: bench_startup [--runs N] [--idle S] [--helm PATH] [--helmdeck PATH] [--qpa P]... [--with-gl]
// [PROJECT] Child modes (run by the parent, or by hand under heaptrack):
//   bench_startup --child window [--quit-after S] PROJECT   the window with PROJECT open
//   bench_startup --child bare                             QApplication and an empty QMainWindow
//   bench_startup --child syntax                           bare, plus KSyntaxHighlighting's repository
#include "cluster/helmtool.h"
#include "window/mainwindow.h"

#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/Repository>
#include <KSyntaxHighlighting/Theme>

#include <QApplication>
#include <QCommandLineParser>
#include <QFile>
#include <QFileInfo>
#include <QMainWindow>
#include <QMap>
#include <QProcess>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <ctime>

using namespace HelmDeck;

namespace {

qint64 monotonicNs()
{
    timespec ts {};
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return qint64(ts.tv_sec) * 1000000000 + ts.tv_nsec;
}

void emitMark(const char *what)
{
    std::printf("%s %lld\n", what, static_cast<long long>(monotonicNs()));
    std::fflush(stdout);
}

/** Prints "first-paint <ns>" once the first paint pass of the watched window has been flushed. */
class FirstPaint : public QObject
{
public:
    using QObject::QObject;
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (!m_seen && event->type() == QEvent::Paint) {
            m_seen = true;
            // the paint event of the top level opens the pass; its children and the flush follow in
            // the same call, so the next event-loop turn is after the frame reached the screen
            QTimer::singleShot(0, this, [] { emitMark("first-paint"); });
        }
        return QObject::eventFilter(watched, event);
    }

private:
    bool m_seen = false;
};

/** kB values of /proc/<pid>/status: VmRSS, VmHWM, RssAnon, RssFile, RssShmem. */
QMap<QString, qint64> statusOf(qint64 pid)
{
    QMap<QString, qint64> out;
    QFile f(QStringLiteral("/proc/%1/status").arg(pid));
    if (!f.open(QIODevice::ReadOnly))
        return out;
    for (const QByteArray &line : f.readAll().split('\n')) {
        const QList<QByteArray> parts = line.simplified().split(' ');
        if (parts.size() >= 2 && parts.at(0).endsWith(':'))
            out.insert(QString::fromLatin1(parts.at(0).chopped(1)), parts.at(1).toLongLong());
    }
    return out;
}

/** Resident kB per mapping of /proc/<pid>/smaps: a file's name, [heap], [stack], or [anon]. */
QList<std::pair<qint64, QString>> residentByMapping(qint64 pid)
{
    QFile f(QStringLiteral("/proc/%1/smaps").arg(pid));
    QMap<QString, qint64> sums;
    if (f.open(QIODevice::ReadOnly)) {
        QString current;
        for (const QByteArray &line : f.readAll().split('\n')) {
            const QList<QByteArray> parts = line.simplified().split(' ');
            if (parts.isEmpty() || parts.at(0).isEmpty())
                continue;
            if (!parts.at(0).endsWith(':')) { // a mapping's header: "addr perms offset dev inode [path]"
                current = parts.size() >= 6 ? QFileInfo(QString::fromLocal8Bit(parts.at(5))).fileName()
                                            : QString();
                if (parts.size() >= 6 && parts.at(5).startsWith('['))
                    current = QString::fromLatin1(parts.at(5));
                if (current.isEmpty())
                    current = QStringLiteral("[anon]");
            } else if (parts.at(0) == "Rss:" && parts.size() >= 2) {
                sums[current] += parts.at(1).toLongLong();
            }
        }
    }
    QList<std::pair<qint64, QString>> out;
    for (auto it = sums.cbegin(); it != sums.cend(); ++it)
        out.append({ it.value(), it.key() });
    std::sort(out.begin(), out.end(), [](const auto &a, const auto &b) { return a.first > b.first; });
    return out;
}

double median(QList<double> v)
{
    std::sort(v.begin(), v.end());
    const int n = int(v.size());
    return n == 0 ? 0.0 : (n % 2 ? v.at(n / 2) : (v.at(n / 2 - 1) + v.at(n / 2)) / 2.0);
}

bool g_withGl = false;

QProcessEnvironment childEnvironment(const QString &platform)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), platform);
    if (g_withGl) // what the window cost before it turned the GL integration off
        env.insert(QStringLiteral("QT_XCB_GL_INTEGRATION"), QStringLiteral("xcb_glx"));
    return env;
}

/** One cold start: ms from just before exec to the child's first paint and to its first preview. */
bool startOnce(
    const QString &self, const QString &platform, const QStringList &args, double *paintMs, double *renderMs)
{
    QProcess child;
    child.setProcessEnvironment(childEnvironment(platform));
    child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    const qint64 start = monotonicNs();
    child.start(self,
        QStringList {
            QStringLiteral("--child"), QStringLiteral("window"), QStringLiteral("--quit-after-render") }
            + args);
    if (!child.waitForFinished(60000)) {
        child.kill();
        child.waitForFinished();
        return false;
    }
    *paintMs = *renderMs = -1;
    for (const QByteArray &line : child.readAllStandardOutput().split('\n')) {
        const QList<QByteArray> parts = line.split(' ');
        if (parts.size() != 2)
            continue;
        const double ms = double(parts.at(1).toLongLong() - start) / 1e6;
        if (parts.at(0) == "first-paint")
            *paintMs = ms;
        else if (parts.at(0) == "first-render")
            *renderMs = ms;
    }
    return *paintMs >= 0 && *renderMs >= 0;
}

/** Runs @p program for @p idleSeconds, then prints its memory and top mappings, and ends it. */
void idleMemory(const QString &label, const QString &program, const QStringList &args,
    const QString &platform, int idleSeconds)
{
    QProcess child;
    child.setProcessEnvironment(childEnvironment(platform));
    child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    child.setStandardOutputFile(QProcess::nullDevice());
    child.start(program, args);
    if (!child.waitForStarted(10000)) {
        std::printf("%-40s could not start %s\n", qPrintable(label), qPrintable(program));
        return;
    }
    if (child.waitForFinished(idleSeconds * 1000)) { // it is meant to stay up
        std::printf("%-40s exited early (%d)\n", qPrintable(label), child.exitCode());
        return;
    }
    const qint64 pid = child.processId();
    const QMap<QString, qint64> st = statusOf(pid);
    std::printf("%-40s VmRSS %6.1f MB  (anon %5.1f, file %5.1f, shmem %4.1f)  VmHWM %6.1f MB\n",
        qPrintable(label), st.value(QStringLiteral("VmRSS")) / 1024.0,
        st.value(QStringLiteral("RssAnon")) / 1024.0, st.value(QStringLiteral("RssFile")) / 1024.0,
        st.value(QStringLiteral("RssShmem")) / 1024.0, st.value(QStringLiteral("VmHWM")) / 1024.0);
    const auto top = residentByMapping(pid);
    QStringList parts;
    for (int i = 0; i < qMin(10, int(top.size())); ++i)
        parts << QStringLiteral("%1 %2").arg(top.at(i).second).arg(top.at(i).first / 1024.0, 0, 'f', 1);
    std::printf("    top mappings (MB): %s\n", qPrintable(parts.join(QStringLiteral(", "))));
    std::fflush(stdout);
    child.kill();
    child.waitForFinished();
}

qint64 selfRssKb()
{
    return statusOf(QCoreApplication::applicationPid()).value(QStringLiteral("VmRSS"));
}

int runChild(QApplication &app, const QCommandLineParser &p)
{
    const QString mode = p.value(QStringLiteral("child"));
    const int quitAfter = p.value(QStringLiteral("quit-after")).toInt();
    if (quitAfter > 0)
        QTimer::singleShot(quitAfter * 1000, &app, &QCoreApplication::quit);
    if (mode == QLatin1String("bare") || mode == QLatin1String("syntax")) {
        QMainWindow window;
        window.resize(1280, 800);
        window.show();
        if (mode == QLatin1String("syntax")) {
            const qint64 before = selfRssKb();
            // what SyntaxView does: one repository, the YAML and Diff definitions, both default themes
            static KSyntaxHighlighting::Repository repository;
            for (const char *name : { "YAML", "Diff" })
                repository.definitionForName(QString::fromLatin1(name)).foldingEnabled(); // loads it
            repository.defaultTheme(KSyntaxHighlighting::Repository::LightTheme);
            repository.defaultTheme(KSyntaxHighlighting::Repository::DarkTheme);
            std::fprintf(stderr, "syntax repository: %lld kB more resident (%d definitions)\n",
                static_cast<long long>(selfRssKb() - before), int(repository.definitions().size()));
        }
        return QApplication::exec();
    }
    // as app/guilauncher.cpp does it
    QApplication::setApplicationName(QStringLiteral("helmdeck"));
    QApplication::setApplicationDisplayName(QStringLiteral("HelmDeck"));
    QApplication::setOrganizationName(QStringLiteral("HelmDeck"));
    QApplication::setDesktopFileName(QStringLiteral("io.helmdeck.HelmDeck"));
    MainWindow window(HelmTool::detect(p.value(QStringLiteral("helm"))));
    FirstPaint probe;
    window.installEventFilter(&probe);
    bool rendered = false;
    QObject::connect(&window, &MainWindow::renderFinished, &app, [&](bool) {
        if (rendered)
            return;
        rendered = true;
        // the result is shown in the same turn; mark after it has been painted
        QTimer::singleShot(0, &app, [&] {
            emitMark("first-render");
            if (p.isSet(QStringLiteral("quit-after-render")))
                QApplication::quit();
        });
    });
    if (!p.positionalArguments().isEmpty() && !window.openProject(p.positionalArguments().constFirst()))
        return 1;
    window.show();
    return QApplication::exec();
}

} // namespace

int main(int argc, char *argv[])
{
    // the parent needs no display; each child gets its platform from the parent
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") && qEnvironmentVariableIsEmpty("DISPLAY"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    // as app/guilauncher.cpp: no OpenGL integration unless asked (--with-gl); the window draws with
    // the raster engine, and loading Mesa alone costs ~50 MB resident (bench/README.md)
    if (qEnvironmentVariableIsEmpty("QT_XCB_GL_INTEGRATION"))
        qputenv("QT_XCB_GL_INTEGRATION", "none");
    QApplication app(argc, argv);
    QCommandLineParser p;
    p.addOption({ QStringLiteral("child"), QStringLiteral("internal: window, bare or syntax"),
        QStringLiteral("MODE") });
    p.addOption(
        { QStringLiteral("quit-after"), QStringLiteral("child: quit after S seconds"), QStringLiteral("S") });
    p.addOption(
        { QStringLiteral("quit-after-render"), QStringLiteral("child: quit after the first preview") });
    p.addOption({ QStringLiteral("helm"), QStringLiteral("helm binary"), QStringLiteral("PATH") });
    p.addOption({ QStringLiteral("helmdeck"),
        QStringLiteral("the helmdeck binary (default: next to this one)"), QStringLiteral("PATH") });
    p.addOption({ QStringLiteral("runs"), QStringLiteral("cold starts per platform (default 10)"),
        QStringLiteral("N"), QStringLiteral("10") });
    p.addOption({ QStringLiteral("idle"), QStringLiteral("idle seconds before RSS is read (default 60)"),
        QStringLiteral("S"), QStringLiteral("60") });
    p.addOption({ QStringLiteral("qpa"),
        QStringLiteral(
            "platform plugin to measure (repeatable; default xcb when DISPLAY is set, and offscreen)"),
        QStringLiteral("P") });
    p.addPositionalArgument(
        QStringLiteral("PROJECT"), QStringLiteral("helmdeck.yaml (default: the guestbook example)"));
    p.addOption({ QStringLiteral("with-gl"),
        QStringLiteral("children load Qt's GLX integration (QT_XCB_GL_INTEGRATION=xcb_glx)") });
    p.process(app);
    g_withGl = p.isSet(QStringLiteral("with-gl"));
    if (p.isSet(QStringLiteral("child")))
        return runChild(app, p);

    const QString self = QCoreApplication::applicationFilePath();
    const QString project = p.positionalArguments().value(
        0, QStringLiteral(HELMDECK_SOURCE_DIR "/examples/guestbook/helmdeck.yaml"));
    const QString helmdeck = p.value(QStringLiteral("helmdeck")).isEmpty()
        ? QCoreApplication::applicationDirPath() + QStringLiteral("/helmdeck")
        : p.value(QStringLiteral("helmdeck"));
    QStringList platforms = p.values(QStringLiteral("qpa"));
    if (platforms.isEmpty()) {
        if (!qEnvironmentVariableIsEmpty("DISPLAY"))
            platforms << QStringLiteral("xcb");
        platforms << QStringLiteral("offscreen");
    }
    QStringList helmArgs;
    if (p.isSet(QStringLiteral("helm")))
        helmArgs << QStringLiteral("--helm") << p.value(QStringLiteral("helm"));
    const int runs = qMax(1, p.value(QStringLiteral("runs")).toInt());
    const int idle = qMax(1, p.value(QStringLiteral("idle")).toInt());

    std::printf("project %s\n", qPrintable(project));
    for (const QString &platform : std::as_const(platforms)) {
        QList<double> paint, render;
        for (int i = 0; i < runs; ++i) {
            double pm = 0, rm = 0;
            if (startOnce(self, platform, helmArgs + QStringList { project }, &pm, &rm)) {
                paint << pm;
                render << rm;
            }
        }
        if (paint.isEmpty()) {
            std::printf("%-10s no run reached the first paint and preview\n", qPrintable(platform));
            continue;
        }
        std::printf("%-10s start → first paint   median %6.1f ms  min %6.1f  max %6.1f  (n=%d)\n",
            qPrintable(platform), median(paint), *std::min_element(paint.begin(), paint.end()),
            *std::max_element(paint.begin(), paint.end()), int(paint.size()));
        std::printf("%-10s start → first preview median %6.1f ms  min %6.1f  max %6.1f\n",
            qPrintable(platform), median(render), *std::min_element(render.begin(), render.end()),
            *std::max_element(render.begin(), render.end()));
        std::fflush(stdout);
    }
    std::printf("\nresident memory after %d s idle\n", idle);
    for (const QString &platform : std::as_const(platforms)) {
        if (QFileInfo(helmdeck).isExecutable())
            idleMemory(QStringLiteral("helmdeck, example open, ") + platform, helmdeck,
                helmArgs + QStringList { project }, platform, idle);
        idleMemory(QStringLiteral("bench window, example open, ") + platform, self,
            QStringList { QStringLiteral("--child"), QStringLiteral("window") } + helmArgs
                + QStringList { project },
            platform, idle);
        idleMemory(QStringLiteral("empty QMainWindow, ") + platform, self,
            { QStringLiteral("--child"), QStringLiteral("bare") }, platform, idle);
        idleMemory(QStringLiteral("empty QMainWindow + syntax repo, ") + platform, self,
            { QStringLiteral("--child"), QStringLiteral("syntax") }, platform, idle);
    }
    return 0;
}
