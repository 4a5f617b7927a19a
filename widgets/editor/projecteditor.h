// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editorpage.h"
#include "model/finding.h"
#include "model/project.h"

#include <QWidget>

#include <vector>

class QComboBox;
class QLabel;
class QStackedWidget;

namespace HelmDeck {

class AppForm;
class ComboDelegate;
class CronTableModel;
class DomainTableModel;
class EnvTableModel;
class FormPages;
class HealthChecksForm;
class KeychainNotice;
class MountTableModel;
class ProcessTableModel;
class MonitoringForm;
class PullSecretForm;
class ReleaseForm;
class RoutingForm;
class ScalingForm;
class SecretStore;
class SecurityForm;
class ServicesForm;
class StorageEditor;
class TableForm;
class TargetsDelegate;

/**
 * The left-hand forms. For one app of the project (a picker appears when there are several): App,
 * Processes, Domains, Routing, Services, Env, Cron, Mounts, Pull secret, Release, Health checks, Monitoring,
 * Scaling and Security; for the project: Storage. Pages are picked from a list (FormPages). Holds the project
 * being edited; every user edit updates it and emits projectEdited(). The window passes the
 * Validator's findings back (showFindings()) so the forms show them next to the fields.
 *
 * The editor is a thin host over a page table: each page is one EditorPage registration in
 * registerPages() (projecteditorpages.cpp) naming its title, widget, the field paths it owns and
 * its load/save hooks; docs/architecture.md §5 says how to add a page.
 */
class ProjectEditor : public QWidget
{
    Q_OBJECT
public:
    /** Page numbers, in registration order (registerPages() checks the count). */
    enum Page
    {
        AppPage,
        ProcessesPage,
        DomainsPage,
        RoutingPage,
        ServicesPage,
        EnvPage,
        CronPage,
        MountsPage,
        PullSecretPage,
        ReleasePage,
        HealthChecksPage,
        MonitoringPage,
        ScalingPage,
        SecurityPage,
        StoragePage
    };

    explicit ProjectEditor(QWidget *parent = nullptr);
    ~ProjectEditor() override;

    /** Shows @p project, editing its first app (projectEdited() is not emitted). */
    void setProject(const Project &project);
    /**
     * Puts @p project back (undo and redo: EditHistory), showing its app @p appIndex (clamped) on page
     * @p page (-1: the page shown stays); the findings stay until the next showFindings().
     * projectEdited() is not emitted.
     */
    void restoreProject(const Project &project, int appIndex, int page);
    /** The page shown (a Page), and a page's title without its count ("Processes"). */
    int currentPage() const;
    QString pageTitle(int page) const;
    const Project &project() const { return m_project; }
    int currentAppIndex() const { return m_appIndex; }
    /** True once a project with at least one app is shown (else a "nothing to edit" page is). */
    bool hasApp() const { return m_appIndex >= 0; }
    /** Switches the forms to app @p index of the project. */
    void setCurrentApp(int index);
    /** The keychain secrets go to, for the forms' session-only notices (not owned). */
    void setSecretStore(SecretStore *store);
    /** The project file's folder, which the Routing page's certificate path is relative to ("" = unsaved). */
    void setProjectDir(const QString &dir);
    /** Shows @p findings inline in the forms (kept for app switches). */
    void showFindings(const Findings &findings);

    /**
     * Shows and focuses the form field a finding's field path names, e.g.
     * "apps[python].processes[web].replicas" (Processes page, row "web", Replicas cell),
     * "apps[python].image", "apps[python].mounts[0].containerPath", "apps[python].pullSecret.username",
     * "apps[python].imagePullSecrets[1]" or "storage[data].size". Returns false when the path names
     * nothing the forms show.
     */
    bool focusField(const QString &fieldPath);

    FormPages *pages() const { return m_pages; }
    AppForm *appForm() const { return m_appForm; }
    TableForm *processesForm() const { return m_processesForm; }
    TableForm *domainsForm() const { return m_domainsForm; }
    TableForm *envForm() const { return m_envForm; }
    TableForm *cronForm() const { return m_cronForm; }
    TableForm *mountsForm() const { return m_mountsForm; }
    PullSecretForm *pullSecretForm() const { return m_pullSecretForm; }
    ReleaseForm *releaseForm() const { return m_releaseForm; }
    HealthChecksForm *healthChecksForm() const { return m_healthChecksForm; }
    MonitoringForm *monitoringForm() const { return m_monitoringForm; }
    ScalingForm *scalingForm() const { return m_scalingForm; }
    StorageEditor *storageEditor() const { return m_storageEditor; }
    RoutingForm *routingForm() const { return m_routingForm; }
    ServicesForm *servicesForm() const { return m_servicesForm; }
    ProcessTableModel *processModel() const { return m_processModel; }
    DomainTableModel *domainModel() const { return m_domainModel; }
    EnvTableModel *envModel() const { return m_envModel; }
    CronTableModel *cronModel() const { return m_cronModel; }
    MountTableModel *mountModel() const { return m_mountModel; }
    TargetsDelegate *targetsDelegate() const { return m_targetsDelegate; }
    ComboDelegate *entryDelegate() const { return m_entryDelegate; }

Q_SIGNALS:
    void projectEdited();

private:
    void registerPages();
    void addPage(EditorPage page);
    void loadApp();
    void onPageEdited(int page);
    void saveTables(App &app);
    void onEntryRenamed(const QString &from, const QString &to);
    void updateChoices();
    void updatePageTitles();
    void showAppFindings();

    Project m_project;
    Findings m_findings;
    bool m_saved = false; ///< the project has a file (setProjectDir()): its apps may have been deployed
    int m_appIndex = -1;
    std::vector<EditorPage> m_pageTable; ///< page number → its registration (registerPages())
    QStackedWidget *m_stack;
    QComboBox *m_appPicker;
    QLabel *m_appPickerLabel;
    FormPages *m_pages;
    AppForm *m_appForm;
    ProcessTableModel *m_processModel;
    DomainTableModel *m_domainModel;
    EnvTableModel *m_envModel;
    CronTableModel *m_cronModel;
    MountTableModel *m_mountModel;
    TableForm *m_processesForm = nullptr;
    TableForm *m_domainsForm = nullptr;
    TableForm *m_envForm = nullptr;
    TableForm *m_cronForm = nullptr;
    TableForm *m_mountsForm = nullptr;
    KeychainNotice *m_envNotice = nullptr;
    PullSecretForm *m_pullSecretForm = nullptr;
    RoutingForm *m_routingForm = nullptr;
    ServicesForm *m_servicesForm = nullptr;
    ComboDelegate *m_portDelegate = nullptr;
    ReleaseForm *m_releaseForm = nullptr;
    HealthChecksForm *m_healthChecksForm = nullptr;
    MonitoringForm *m_monitoringForm = nullptr;
    ScalingForm *m_scalingForm = nullptr;
    SecurityForm *m_securityForm = nullptr;
    StorageEditor *m_storageEditor = nullptr;
    ComboDelegate *m_entryDelegate = nullptr;
    TargetsDelegate *m_targetsDelegate = nullptr;
};

} // namespace HelmDeck
