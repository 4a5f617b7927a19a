// SPDX-License-Identifier: GPL-3.0-or-later
// MainWindow: the docks, the menus and toolbar, and the saved window layout.
#include "mainwindow.h"

#include "dockfocus.h"
#include "edit/editactions.h"
#include "edit/edithistory.h"
#include "editor/projecteditor.h"
#include "fileactions.h"
#include "findings/findingsmodel.h"
#include "findings/findingsview.h"
#include "help/helpactions.h"
#include "jobs/clusterpicker.h"
#include "jobs/deploycontroller.h"
#include "preview/previewpane.h"
#include "publish/publishcontroller.h"
#include "terminal/runlauncher.h"
#include "terminal/runsactions.h"
#include "terminal/serviceactions.h"
#include "terminal/terminalcontroller.h"
#include "terminal/terminaldock.h"
#include "toolbarfitter.h"
#include "usersettings.h"
#include "windowfit.h"

#include <QAction>
#include <QDockWidget>
#include <QMenu>
#include <QMenuBar>
#include <QScreen>
#include <QSettings>
#include <QStyle>
#include <QToolBar>
#include <QUndoStack>

namespace HelmDeck {

namespace {

constexpr int DefaultWidth = 1280;
constexpr int DefaultHeight = 800;
constexpr int FormsDockWidth = 590; // of DefaultWidth
constexpr int FindingsDockHeight = 170; // of DefaultHeight
constexpr int MinPreviewWidth = 400; // what the forms dock leaves the preview when the window is fitted
// Bump when docks or toolbars change shape, so an old saved layout is not applied to a new window.
constexpr int LayoutVersion = 3;

} // namespace

QSize MainWindow::sizeHint() const
{
    return QSize(DefaultWidth, DefaultHeight);
}

void MainWindow::createDocks()
{
    setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowTabbedDocks);

    m_editor = new ProjectEditor(this);
    m_editor->setSecretStore(m_secrets);
    connect(m_editor, &ProjectEditor::projectEdited, this, &MainWindow::onProjectEdited);
    m_history = new EditHistory(m_editor, this); // undo and redo: restored() is handled as an edit
    connect(m_history, &EditHistory::restored, this, &MainWindow::onProjectEdited);
    connect(m_history->stack(), &QUndoStack::cleanChanged, this, &MainWindow::updateModified);
    m_formsDock = new QDockWidget(tr("Project"), this);
    m_formsDock->setObjectName(QStringLiteral("formsDock"));
    m_formsDock->setWidget(m_editor);
    addDockWidget(Qt::LeftDockWidgetArea, m_formsDock);

    m_findingsModel = new FindingsModel(this);
    m_findingsView = new FindingsView(this);
    m_findingsView->setFindingsModel(m_findingsModel);
    connect(m_findingsView, &FindingsView::fieldActivated, this, &MainWindow::onFieldActivated);
    m_findingsDock = new QDockWidget(tr("Findings"), this);
    m_findingsDock->setObjectName(QStringLiteral("findingsDock"));
    m_findingsDock->setWidget(m_findingsView);
    addDockWidget(Qt::BottomDockWidgetArea, m_findingsDock);

    // Beside the findings, hidden until the first job starts (DeployController shows it then).
    m_deploy = new DeployController(this, m_preview, m_editor->storageEditor(), this);
    addDockWidget(Qt::BottomDockWidgetArea, m_deploy->progressDock());
    tabifyDockWidget(m_findingsDock, m_deploy->progressDock());
    m_deploy->progressDock()->hide();

    // The terminal dock (run, logs, enter, shell tabs) beside them, on the picker's target.
    m_terminal = new TerminalController(
        this, [this] { return m_deploy->clusterPicker()->target(); }, this);
    addDockWidget(Qt::BottomDockWidgetArea, m_terminal->dock());
    tabifyDockWidget(m_findingsDock, m_terminal->dock());
    m_terminal->dock()->hide();

    resizeDocks({ m_formsDock }, { FormsDockWidth }, Qt::Horizontal);
    resizeDocks({ m_findingsDock }, { FindingsDockHeight }, Qt::Vertical);
    new DockFocus(this); // a visible focus in lists and read-only views of the docks
}

void MainWindow::createActions()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QToolBar *toolBar = addToolBar(tr("Main Toolbar"));
    toolBar->setObjectName(QStringLiteral("mainToolBar"));
    toolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    toolBar->setMovable(false);
    m_fileActions = new FileActions(this);
    m_fileActions->populate(file, toolBar);
    m_editActions = new EditActions(this, m_history, m_preview);
    m_editActions->populate(menuBar()->addMenu(tr("&Edit")));

    QMenu *cluster = menuBar()->addMenu(tr("&Cluster"));
    m_deploy->populate(cluster, toolBar);
    QMenu *terminalMenu = menuBar()->addMenu(tr("&Terminal"));
    m_terminal->populate(terminalMenu, toolBar);
    new RunLauncher(m_terminal, m_deploy, this, this); // Run… → a run Job in a terminal tab
    (new RunsActions(m_terminal, m_deploy, this, this))->populate(terminalMenu); // Runs…, cron actions
    (new ServiceActions(m_terminal, m_deploy, this, this))->populate(menuBar()->addMenu(tr("&Services")));
    m_publish = new PublishController(this, m_secrets, this);
    m_publish->setJobRunner(
        m_deploy->runner(), m_deploy->progressDock()); // the publish in the progress panel
    m_publish->populate(menuBar()->addMenu(tr("Cha&rt")));
    QAction *publish = m_publish->publishAction();
    publish->setIconText(tr("Publish"));
    toolBar->addSeparator();
    toolBar->addAction(publish);
    // Deploy, Run and Publish stay visible at any width and scale: the others give way first
    // (docs/architecture.md §5, "Toolbar")
    auto *fitter = new ToolBarFitter(toolBar, this);
    fitter->setCompactor([this](bool compact) { m_deploy->clusterPicker()->setCompact(compact); });
    fitter->setPrimaryActions(
        { m_deploy->deployAction(), findChild<QAction *>(QStringLiteral("runAction")), publish });

    QMenu *view = menuBar()->addMenu(tr("&View"));
    view->addAction(m_formsDock->toggleViewAction());
    view->addAction(m_findingsDock->toggleViewAction());
    view->addAction(m_deploy->progressDock()->toggleViewAction());
    view->addSeparator();
    QAction *reset = view->addAction(tr("&Reset Layout"));
    connect(reset, &QAction::triggered, this, [this]() { restoreState(m_defaultState, LayoutVersion); });

    // the last menu: the manual, shortcuts, About (docs/translations.md)
    (new HelpActions(this))->populate(menuBar()->addMenu(tr("&Help")));
}

void MainWindow::useDefaultLayout()
{
    resize(DefaultWidth, DefaultHeight);
    resizeDocks({ m_formsDock }, { FormsDockWidth }, Qt::Horizontal);
    resizeDocks({ m_findingsDock }, { FindingsDockHeight }, Qt::Vertical);
}

void MainWindow::restoreSettings()
{
    m_defaultState = saveState(LayoutVersion);
    const std::unique_ptr<QSettings> settings = UserSettings::open();
    settings->beginGroup(QStringLiteral("MainWindow"));
    const bool restored = restoreGeometry(settings->value(QStringLiteral("geometry")).toByteArray());
    if (!restored)
        resize(DefaultWidth, DefaultHeight);
    restoreState(settings->value(QStringLiteral("state")).toByteArray(), LayoutVersion);
    fitIntoScreen(!restored);
}

void MainWindow::fitIntoScreen(bool centre)
{
    const QScreen *screen = this->screen();
    if (!screen)
        return;
    const QRect available = screen->availableGeometry();
    // The frame (title bar, borders) is outside geometry(); before the window manager has framed
    // the window it is not known, so the style's title bar and frame sizes stand in for it.
    const QRect inner = geometry();
    const QRect framed = frameGeometry();
    QMargins frame(inner.left() - framed.left(), inner.top() - framed.top(), framed.right() - inner.right(),
        framed.bottom() - inner.bottom());
    if (frame.isNull()) {
        const int border = style()->pixelMetric(QStyle::PM_DefaultFrameWidth, nullptr, this);
        frame = QMargins(
            border, style()->pixelMetric(QStyle::PM_TitleBarHeight, nullptr, this) + border, border, border);
    }
    const WindowFit fit = WindowFit::place(available, frame, inner, minimumSizeHint(), centre);
    if (fit.resized) {
        resize(fit.size);
        if (centre) { // the default layout, shrunk: the preview keeps a readable width and height
            resizeDocks({ m_formsDock }, { qMin(FormsDockWidth, fit.size.width() - MinPreviewWidth) },
                Qt::Horizontal);
            resizeDocks(
                { m_findingsDock }, { qMin(FindingsDockHeight, fit.size.height() / 4) }, Qt::Vertical);
        }
    }
    if (fit.moved)
        move(fit.frameTopLeft); // move() places the frame's top-left corner
}

void MainWindow::saveSettings() const
{
    const std::unique_ptr<QSettings> settings = UserSettings::open();
    settings->beginGroup(QStringLiteral("MainWindow"));
    settings->setValue(QStringLiteral("geometry"), saveGeometry());
    settings->setValue(QStringLiteral("state"), saveState(LayoutVersion));
}

} // namespace HelmDeck
