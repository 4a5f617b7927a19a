// SPDX-License-Identifier: GPL-3.0-or-later
#include "guilauncher.h"

#include "cli.h"
#include "clicommon.h"
#include "helmdeck-config.h"
#include "help/translationloader.h"
#include "io/inputfile.h"
#include "window/mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QIcon>
#include <QPixmap>
#include <QTimer>

#include <cstdio>

namespace HelmDeck {

namespace {

bool hasDisplay()
{
    return !qEnvironmentVariableIsEmpty("DISPLAY") || !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY");
}

void printErr(const QString &text)
{
    std::fputs(qPrintable(text + QLatin1Char('\n')), stderr);
}

} // namespace

int GuiLauncher::run(int &argc, char **argv)
{
    // --screenshot must work on a machine with no display: pick the offscreen platform before
    // QApplication exists (it reads QT_QPA_PLATFORM in its constructor).
    bool wantsShot = false;
    for (int i = 1; i < argc; ++i) {
        const QByteArray a(argv[i]);
        if (a == "--screenshot" || a.startsWith("--screenshot="))
            wantsShot = true;
    }
    bool wantsInfo = false;
    for (int i = 1; i < argc; ++i) {
        const QByteArray a(argv[i]);
        if (a == "-h" || a == "--help" || a == "--help-all" || a == "-v" || a == "--version")
            wantsInfo = true;
    }
    if (!hasDisplay() && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
        if (wantsShot || wantsInfo) {
            qputenv("QT_QPA_PLATFORM", QByteArrayLiteral("offscreen"));
        } else {
            // Without this, Qt aborts with a core dump trying the xcb plugin.
            printErr(QStringLiteral(
                "helmdeck: no display (DISPLAY and WAYLAND_DISPLAY are not set). Use a command "
                "(helmdeck --help lists them) or --screenshot FILE.png to render the window headless."));
            return Cli::Failed;
        }
    }

    // The window draws with the raster engine and has no OpenGL view; without this, Qt's xcb plugin
    // initialises GLX at start-up, which maps Mesa (llvmpipe: libLLVM) for ~50 MB resident
    // (bench/README.md, bench_startup). Set QT_XCB_GL_INTEGRATION to opt back in.
    if (qEnvironmentVariableIsEmpty("QT_XCB_GL_INTEGRATION"))
        qputenv("QT_XCB_GL_INTEGRATION", QByteArrayLiteral("none"));

    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("helmdeck"));
    QApplication::setApplicationDisplayName(QStringLiteral("HelmDeck"));
    QApplication::setOrganizationName(QStringLiteral("HelmDeck"));
    QApplication::setApplicationVersion(QStringLiteral(HELMDECK_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("io.helmdeck.HelmDeck"));
    // the system locale's language, when HelmDeck has it (docs/translations.md)
    TranslationLoader::install(&app);

    QCommandLineParser p;
    p.setApplicationDescription(
        QStringLiteral(
            "HelmDeck: deploy your apps to k3s/Kubernetes as Helm releases and see every manifest first.\n"
            "Opens the window on PROJECT, or runs a command (helmdeck-cli offers the same ones).\n\n")
        + Cli::commandsHelp());
    p.addHelpOption();
    p.addVersionOption();
    p.addOption({ QStringLiteral("screenshot"),
        QStringLiteral(
            "Render the window (offscreen without a display) after the first preview and save it as a PNG."),
        QStringLiteral("FILE.png") });
    p.addOption({ QStringLiteral("helm"),
        QStringLiteral("The helm binary (default: $HELMDECK_HELM, then helm on PATH)."),
        QStringLiteral("PATH") });
    p.addPositionalArgument(QStringLiteral("PROJECT"),
        QStringLiteral("A helmdeck.yaml or an app folder to open."), QStringLiteral("[PROJECT]"));
    if (!p.parse(QApplication::arguments())) {
        printErr(QStringLiteral("helmdeck: ") + p.errorText());
        printErr(CliCommon::helpText(p));
        return Cli::Usage;
    }
    if (p.isSet(QStringLiteral("help"))) {
        std::fputs(qPrintable(CliCommon::helpText(p)), stdout); // "Usage: helmdeck", not the path
        return Cli::Success;
    }
    if (p.isSet(QStringLiteral("version"))) {
        std::fputs(qPrintable(QStringLiteral("helmdeck " HELMDECK_VERSION "\n")), stdout);
        return Cli::Success;
    }
    if (p.positionalArguments().size() > 1) {
        printErr(QStringLiteral("helmdeck: expected at most one PROJECT"));
        return Cli::Usage;
    }

    MainWindow window(HelmTool::detect(p.value(QStringLiteral("helm"))));
    const QString shot = p.value(QStringLiteral("screenshot"));
    if (!shot.isEmpty()) {
        // Headless: a modal box would block the grab forever; errors go to stderr instead.
        window.setErrorReporter([](const QString &title, const QString &text) {
            printErr(QStringLiteral("helmdeck: error: ") + title + QStringLiteral(": ") + text);
        });
    }
    const QString path = p.positionalArguments().value(0);
    // a link that loops or points nowhere is opened, so the project reader says which it is
    if (!path.isEmpty() && !InputFile::present(path)) {
        printErr(QStringLiteral("%1: error: no such file or folder").arg(path));
        return Cli::Failed;
    }
    // shown before the project is opened: a status message (an import's summary) hides the status
    // bar's own labels only in a window that is shown
    window.show();
    if (!shot.isEmpty() && QGuiApplication::platformName() == QLatin1String("offscreen"))
        window.useDefaultLayout(); // no real screen to fit: the picture at the size a desktop gets
    bool opened = true;
    if (!path.isEmpty()) {
        // a folder holding helmdeck.yaml opens that project, as the command line does (README): a
        // re-import would drop what was edited there and a Save would write over it
        const QString inFolder = QDir(path).filePath(QStringLiteral("helmdeck.yaml"));
        if (QFileInfo(path).isDir() && InputFile::present(inFolder)) {
            printErr(QStringLiteral("%1: info: using the project file in the folder").arg(inFolder));
            opened = window.openProject(inFolder);
        } else {
            opened = QFileInfo(path).isDir() ? window.importFolder(path) : window.openProject(path);
        }
    }

    if (shot.isEmpty())
        return QApplication::exec();

    // Screenshot: wait for the first render (or 30 s), let layouts settle, grab, quit.
    int rc = opened ? Cli::Success : Cli::Failed;
    bool grabbed = false;
    auto grabAndQuit = [&]() {
        if (grabbed)
            return;
        grabbed = true;
        const QPixmap pixmap = window.grab();
        if (!pixmap.save(shot, "PNG")) {
            printErr(QStringLiteral("%1: error: cannot write the screenshot").arg(shot));
            rc = Cli::Failed;
        }
        QApplication::quit();
    };
    QObject::connect(&window, &MainWindow::renderFinished, &app, [&](bool ok) {
        if (!ok)
            rc = Cli::Failed;
        QTimer::singleShot(300, &app, grabAndQuit);
    });
    if (p.positionalArguments().isEmpty() || !opened)
        QTimer::singleShot(500, &app, grabAndQuit); // nothing will render
    QTimer::singleShot(30000, &app, [&]() {
        if (grabbed)
            return;
        printErr(QStringLiteral("helmdeck: warning: no render within 30 s; taking the screenshot anyway"));
        rc = Cli::Failed;
        grabAndQuit();
    });
    QApplication::exec();
    return rc;
}

} // namespace HelmDeck
