// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cluster/helmtool.h"
#include "model/finding.h"
#include "model/globalsettings.h"
#include "model/project.h"
#include "render/renderjob.h"
#include "windowservices.h"

#include <QMainWindow>

#include <functional>
#include <memory>

class QAction;
class QDockWidget;
class QLabel;

namespace HelmDeck {

class DeployController;
class EditActions;
class EditHistory;
class FileActions;
class FindingsModel;
class FindingsView;
class PreviewController;
class PreviewPane;
class PublishController;
class ProjectEditor;
class ProjectFields;
class SecretStore;
class SecretSync;
class TerminalController;

/**
 * The HelmDeck window: project forms on the left, the live manifest preview in the centre, the
 * findings list below it. Every edit marks the project dirty, re-validates at once and re-renders
 * after a short debounce (PreviewController); the UI thread never waits for helm.
 *
 * Secrets (env values marked secret, the pull-secret password) never go to the project file: after
 * a project is opened they are read from the system keychain, and saving writes them there
 * (SecretSync), asynchronously: meanwhile the window is busy (isBusy(), the status bar says so) and
 * refuses another open, save or close. Secrets the keychain does not have are listed as warnings.
 * Without a keychain (SecretStore falls back to the session) the values typed are kept in memory
 * until quit: Save says so, and Quit asks before they are lost.
 * Opening a project hides revealed Secrets in the preview again.
 *
 * Modal questions go through replaceable hooks (setUnsavedChangesPrompt(), setErrorReporter()) so
 * tests and the screenshot mode can answer them without a message box.
 */
class MainWindow : public QMainWindow, public WindowServices
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
    /** Asks a yes/no question (confirm()); true = go ahead. The default is a QMessageBox. */
    using ConfirmPrompt = std::function<bool(const QString &title, const QString &text)>;

    /** Uses the helm found by HelmTool::detect() ($HELMDECK_HELM, then PATH). */
    explicit MainWindow(QWidget *parent = nullptr);
    /**
     * How long the window's own store waits for one keychain answer (ms) before it keeps secrets
     * for the session only: a project with secrets is shown at most about this long after opening.
     */
    static constexpr int KeychainAnswerTimeoutMs = 5000;

    /**
     * Keeps secrets in the system keychain, falling back to the session (SecretStore) when it is
     * missing or does not answer within KeychainAnswerTimeoutMs.
     */
    explicit MainWindow(const HelmTool &helm, QWidget *parent = nullptr);
    /** Keeps secrets in @p store (not owned; it must outlive the window), e.g. a session-only one. */
    MainWindow(const HelmTool &helm, SecretStore *store, QWidget *parent = nullptr);
    ~MainWindow() override;

    /**
     * The default size (1280×800) and dock layout, whatever the screen: for a headless screenshot
     * (Qt's offscreen screen is 800×600, which a first start would otherwise fit itself into) and for
     * tests of the layout.
     */
    void useDefaultLayout();
    /**
     * Opens a helmdeck.yaml (after the unsaved-changes guard). False when refused (busy, or the
     * guard said Cancel) or broken; its findings are listed. True when it is open or, for a project
     * with secrets, once their values are being read: projectOpened() follows when it is shown.
     */
    bool openProject(const QString &path);
    /** Imports an app folder (Procfile, app.json) as a new, unsaved project; the import's findings are
     * listed. */
    bool importFolder(const QString &dir);
    /** Saves to the current file, asking for a name when there is none. */
    bool saveProject();
    /**
     * Saves atomically to @p path, which becomes the current file, then the project's secret values
     * to the keychain (asynchronously when it has any: projectSaved() says how that ended). The
     * project stays modified until both are done; a failed keychain write is reported and keeps it
     * modified. False when refused (busy) or the file could not be written.
     */
    bool saveProjectAs(const QString &path);

    /** True while the keychain is read (open) or written (save). */
    bool isBusy() const;
    /** True while a render is pending or running. */
    bool isRendering() const;
    /** How many renders have finished (superseded ones do not count). */
    int finishedRenders() const { return m_finishedRenders; }

    const Project &project() const override;
    bool hasProject() const override { return m_hasProject; }
    /** The project file; empty for an imported project that was never saved. */
    QString filePath() const override { return m_filePath; }
    /** The folder the project was imported from; empty for an opened one. */
    QString importDir() const { return m_importDir; }
    /**
     * The project's name in the title ("shop[*] — HelmDeck") and prompts: its file's folder ("shop",
     * RecentFiles::projectName()), "python (imported)" or "Untitled".
     */
    QString documentName() const;
    /**
     * Modified: the undo stack is away from its clean state (the project as opened or last saved;
     * undoing back to it is not modified), or the project was imported and never saved.
     */
    bool isDirty() const { return isWindowModified(); }
    /**
     * Ends the edit in progress in the forms (a table cell's open editor, a field not yet left), so
     * it is in the project, and in the modified state, before a save, a deploy or a quit asks.
     */
    void commitPendingEdits();
    /** The render state shown in the status bar ("Rendering…", "Rendered in 42 ms", ...). */
    QString renderStatusText() const;

    void setUnsavedChangesPrompt(const UnsavedPrompt &prompt);
    const UnsavedPrompt &unsavedChangesPrompt() const { return m_unsavedPrompt; }
    void setErrorReporter(const ErrorReporter &reporter);
    /** Answers confirm() instead of a message box (tests, the screenshot mode). */
    void setConfirmPrompt(const ConfirmPrompt &prompt);

    ProjectEditor *editor() const { return m_editor; }
    /** Undo and redo over the forms; emptied when a project is opened or imported. */
    EditHistory *editHistory() const { return m_history; }
    /** The Edit menu's actions. */
    EditActions *editActions() const { return m_editActions; }
    PreviewPane *preview() const { return m_preview; }
    FindingsModel *findingsModel() const { return m_findingsModel; }
    FindingsView *findingsView() const { return m_findingsView; }
    PreviewController *previewController() const { return m_controller; }
    SecretStore *secretStore() const { return m_secrets; }
    /** The cluster jobs: toolbar picker, Cluster menu, Diff tab, progress dock. */
    DeployController *deployController() const { return m_deploy; }
    PublishController *publishController() const { return m_publish; }
    TerminalController *terminalController() const { return m_terminal; }

    /**
     * The user's defaults (GlobalSettings) every render gets, read from globalSettingsFile() when the
     * window is made. Deploys must use GlobalSettings::applied() with these too.
     */
    const GlobalSettings &globalSettings() const override { return m_globalSettings; }
    /** The settings file; GlobalSettings::defaultFileName() unless setGlobalSettingsFile() chose another. */
    QString globalSettingsFile() const { return m_globalSettingsFile; }
    /** Reads the defaults from @p fileName (tests: a temp file) and re-renders with them. */
    void setGlobalSettingsFile(const QString &fileName);
    /**
     * Uses @p settings from now on: the pull secret form's note, and a re-render of the preview.
     * @p settingsFindings: what was wrong with the settings file, listed with the findings.
     */
    void applyGlobalSettings(const GlobalSettings &settings, const Findings &settingsFindings = Findings());

    QSize sizeHint() const override;

    // WindowServices, for the controllers
    int currentAppIndex() const override;
    QString projectIdentity() const override;
    HelmTool helm() const override { return m_helm; }
    RenderTarget renderTarget() const override;
    QWidget *windowWidget() override { return this; }
    void showBottomDock(QDockWidget *dock, int height) override;
    void showStatus(const QString &text, int timeoutMs = 0) override;
    void showJobFindings(const Findings &findings) override;
    bool focusField(const QString &fieldPath) override;
    void reportError(const QString &title, const QString &text) override;
    bool confirm(const QString &title, const QString &text) override;
    bool offerSaveBeforeDeploy() override;
    /** The File menu's actions: recent projects, the empty window's start page, the save prompts. */
    FileActions *fileActions() const { return m_fileActions; }

Q_SIGNALS:
    /** The latest render finished (superseded renders do not count). */
    void renderFinished(bool ok);
    /** openProject(@p path) has put the project in the window (its secrets read). */
    void projectOpened(const QString &path);
    /** A save ended: @p ok when the file and every secret value were written. */
    void projectSaved(bool ok);
    void busyChanged(bool busy);

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    // mainwindowlayout.cpp: the docks, menus, toolbar and saved layout
    void createActions();
    void createDocks();
    void finishOpen(const Project &project, const QString &path, const Findings &findings);
    void finishSave(const QStringList &secretErrors, quint64 editGeneration);
    /**
     * Before quitting: without a system keychain, the secret values typed in this session exist only
     * in memory; asks whether to quit anyway (true) or not (false). True when there are none.
     */
    bool confirmSessionSecretsLost();
    /**
     * A file that could not be opened or imported: @p what failed, with the count and every error of
     * @p findings (ErrorListBox; the error reporter gets the same as plain text).
     */
    void reportErrorList(const QString &title, const QString &what, const Findings &findings);
    /** A file that could not be opened or imported: its findings, listed apart (OtherFileOrigin). */
    void showOtherFileFindings(const Findings &findings);
    /** What opening or importing the project found; kept while the fields they are about stay as loaded. */
    void setLoadFindings(const Findings &findings);
    /** The load findings whose fields are still as loaded (the others went stale with an edit). */
    Findings currentLoadFindings() const;
    /**
     * @p findings with a field but no location located as the Validator locates its own
     * (Project::locate): in the project file, or (an imported project's field no file gave) nowhere,
     * which the list shows as "form".
     */
    static Findings located(Findings findings, const Project &project);
    void restoreSettings();
    /**
     * Shrinks the window (frame included) to the available geometry of its screen, not below the
     * layout's minimum, and moves it onto that screen; @p centre: centres it (a first start). The
     * default size is 1280×800 logical pixels, more than a 1366×768 screen or 1920×1080 at 2× has.
     */
    void fitIntoScreen(bool centre);
    void saveSettings() const;

    void setProject(const Project &project, const QString &filePath, bool dirty);
    void onProjectEdited();
    /** The modified flag (title "*", save prompts) from the undo stack's clean state. */
    void updateModified();
    void onRenderStarted();
    void onRenderFinished(const RenderResult &result);
    void onFieldActivated(const QString &fieldPath);
    void validate();
    void updateTitle();
    void updateFindings();
    void setRenderStatus(const QString &text);

    HelmTool m_helm;
    SecretStore *m_secrets;
    bool m_probed = false;
    SecretSync *m_secretSync = nullptr;
    std::function<void()> m_afterSave; ///< an open, import or close waiting for a save's keychain write
    quint64 m_editGeneration = 0; ///< counts edits, so a save that ends after one keeps the project modified
    GlobalSettings m_globalSettings;
    QString m_globalSettingsFile;
    Findings m_settingsFindings; ///< a settings file that could not be used
    Project m_emptyProject;
    bool m_hasProject = false;
    QString m_filePath;
    QString m_importDir;
    int m_finishedRenders = 0;
    UnsavedPrompt m_unsavedPrompt;
    ErrorReporter m_errorReporter;
    ConfirmPrompt m_confirmPrompt;
    Findings m_loadFindings; ///< what opening or importing the project found
    std::shared_ptr<const ProjectFields>
        m_loadedFields; ///< the project as loaded, when a load finding has a field

    QByteArray m_defaultState;

    ProjectEditor *m_editor = nullptr;
    EditHistory *m_history = nullptr;
    EditActions *m_editActions = nullptr;
    bool m_neverSaved = false; ///< an import: modified whatever the undo stack says, until saved
    PreviewPane *m_preview = nullptr;
    FindingsModel *m_findingsModel = nullptr;
    FindingsView *m_findingsView = nullptr;
    PreviewController *m_controller = nullptr;
    FileActions *m_fileActions = nullptr;
    DeployController *m_deploy = nullptr;
    PublishController *m_publish = nullptr;
    TerminalController *m_terminal = nullptr;
    QDockWidget *m_formsDock = nullptr;
    QDockWidget *m_findingsDock = nullptr;
    QLabel *m_renderStatus = nullptr;
    QLabel *m_findingsStatus = nullptr;
    QLabel *m_helmStatus = nullptr;
};

} // namespace HelmDeck
