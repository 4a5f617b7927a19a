// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/project.h"
#include "render/helmtool.h"
#include "render/renderjob.h"

#include <QMainWindow>

#include <functional>

class QAction;
class QDockWidget;
class QLabel;

namespace HelmDeck {

class FindingsModel;
class FindingsView;
class PreviewController;
class PreviewPane;
class ProjectEditor;
class RecentFiles;

/**
 * The HelmDeck window: project forms on the left, the live manifest preview in the centre, the
 * findings list below it. Every edit marks the project dirty, re-validates at once and re-renders
 * after a short debounce (PreviewController); the UI thread never waits for helm.
 *
 * Modal questions go through replaceable hooks (setUnsavedChangesPrompt(), setErrorReporter()) so
 * tests and the screenshot mode can answer them without a message box.
 */
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    /** What to do with unsaved changes before they would be lost. */
    enum class UnsavedChoice
    {
        Save,
        Discard,
        Cancel
    };
    /** Asked with the project's display name; the default shows a QMessageBox. */
    using UnsavedPrompt = std::function<UnsavedChoice(const QString &documentName)>;
    /** Shows an error; the default is QMessageBox::critical. */
    using ErrorReporter = std::function<void(const QString &title, const QString &text)>;

    /** Uses the helm found by HelmTool::detect() ($HELMDECK_HELM, then PATH). */
    explicit MainWindow(QWidget *parent = nullptr);
    explicit MainWindow(const HelmTool &helm, QWidget *parent = nullptr);
    ~MainWindow() override;

    /** Opens a helmdeck.yaml (after the unsaved-changes guard). False when refused or broken; its findings
     * are listed. */
    bool openProject(const QString &path);
    /** Imports an app folder (Procfile, app.json) as a new, unsaved project; the import's findings are
     * listed. */
    bool importFolder(const QString &dir);
    /** Saves to the current file, asking for a name when there is none. */
    bool saveProject();
    /** Saves atomically to @p path, which becomes the current file. Errors go to the error reporter. */
    bool saveProjectAs(const QString &path);

    /**
     * Waits (running the event loop) until no render is pending or running. Returns true when a
     * render has finished by then, false on timeout or when nothing was ever rendered. For the
     * app's --screenshot mode: open, waitForRender(), grab().
     */
    bool waitForRender(int timeoutMs);

    const Project &project() const;
    bool hasProject() const { return m_hasProject; }
    /** The project file; empty for an imported project that was never saved. */
    QString filePath() const { return m_filePath; }
    bool isDirty() const { return isWindowModified(); }
    /** The render state shown in the status bar ("Rendering…", "Rendered in 42 ms", ...). */
    QString renderStatusText() const;

    void setUnsavedChangesPrompt(const UnsavedPrompt &prompt);
    void setErrorReporter(const ErrorReporter &reporter);

    ProjectEditor *editor() const { return m_editor; }
    PreviewPane *preview() const { return m_preview; }
    FindingsModel *findingsModel() const { return m_findingsModel; }
    FindingsView *findingsView() const { return m_findingsView; }
    PreviewController *previewController() const { return m_controller; }

    QSize sizeHint() const override;

Q_SIGNALS:
    /** The latest render finished (superseded renders do not count). */
    void renderFinished(bool ok);

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createActions();
    void createDocks();
    void restoreSettings();
    void saveSettings() const;

    void setProject(const Project &project, const QString &filePath, bool dirty);
    void onProjectEdited();
    void onRenderStarted();
    void onRenderFinished(const RenderResult &result);
    void onFieldActivated(const QString &fieldPath);
    void validate();
    void updateTitle();
    void updateFindingsStatus();
    void setRenderStatus(const QString &text);
    QString documentName() const;

    bool maybeSave();
    bool saveProjectAsInteractive();
    void openInteractive();
    void importInteractive();
    void reportError(const QString &title, const QString &text);

    HelmTool m_helm;
    Project m_emptyProject;
    bool m_hasProject = false;
    QString m_filePath;
    QString m_importDir;
    int m_finishedRenders = 0;
    UnsavedPrompt m_unsavedPrompt;
    ErrorReporter m_errorReporter;
    QByteArray m_defaultState;

    ProjectEditor *m_editor = nullptr;
    PreviewPane *m_preview = nullptr;
    FindingsModel *m_findingsModel = nullptr;
    FindingsView *m_findingsView = nullptr;
    PreviewController *m_controller = nullptr;
    RecentFiles *m_recentFiles = nullptr;
    QDockWidget *m_formsDock = nullptr;
    QDockWidget *m_findingsDock = nullptr;
    QLabel *m_renderStatus = nullptr;
    QLabel *m_findingsStatus = nullptr;
    QLabel *m_helmStatus = nullptr;
    QAction *m_saveAction = nullptr;
    QAction *m_saveAsAction = nullptr;
};

} // namespace HelmDeck
