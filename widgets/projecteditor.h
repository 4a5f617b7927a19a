// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/project.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QStackedWidget;
class QTabWidget;

namespace HelmDeck {

class AppForm;
class CronTableModel;
class DomainListModel;
class EnvTableModel;
class ProcessTableModel;
class TableForm;

/**
 * The left-hand forms: App, Processes, Domains, Env and Cron pages for one app of the project
 * (a picker appears when the project has several). Holds the project being edited; every user
 * edit updates it and emits projectEdited().
 */
class ProjectEditor : public QWidget
{
    Q_OBJECT
public:
    enum Page
    {
        AppPage,
        ProcessesPage,
        DomainsPage,
        EnvPage,
        CronPage
    };

    explicit ProjectEditor(QWidget *parent = nullptr);
    ~ProjectEditor() override;

    /** Shows @p project, editing its first app (projectEdited() is not emitted). */
    void setProject(const Project &project);
    const Project &project() const { return m_project; }
    int currentAppIndex() const { return m_appIndex; }
    /** True once a project with at least one app is shown (else a "nothing to edit" page is). */
    bool hasApp() const { return m_appIndex >= 0; }
    /** Switches the forms to app @p index of the project. */
    void setCurrentApp(int index);

    /**
     * Shows and focuses the form field a finding's field path names, e.g.
     * "apps[python].processes[web].replicas" (Processes page, row "web", Replicas cell) or
     * "apps[python].image". Returns false when the path names nothing the forms show.
     */
    bool focusField(const QString &fieldPath);

    QTabWidget *tabs() const { return m_tabs; }
    AppForm *appForm() const { return m_appForm; }
    TableForm *processesForm() const { return m_processesForm; }
    TableForm *domainsForm() const { return m_domainsForm; }
    TableForm *envForm() const { return m_envForm; }
    TableForm *cronForm() const { return m_cronForm; }
    ProcessTableModel *processModel() const { return m_processModel; }
    DomainListModel *domainModel() const { return m_domainModel; }
    EnvTableModel *envModel() const { return m_envModel; }
    CronTableModel *cronModel() const { return m_cronModel; }

Q_SIGNALS:
    void projectEdited();

private:
    void loadApp();
    void onAppFormEdited();
    void onTablesEdited();
    void updateTabTitles();
    bool focusTableField(Page page, const QString &key, const QString &field);

    Project m_project;
    int m_appIndex = -1;
    QStackedWidget *m_stack;
    QComboBox *m_appPicker;
    QLabel *m_appPickerLabel;
    QTabWidget *m_tabs;
    AppForm *m_appForm;
    ProcessTableModel *m_processModel;
    DomainListModel *m_domainModel;
    EnvTableModel *m_envModel;
    CronTableModel *m_cronModel;
    TableForm *m_processesForm;
    TableForm *m_domainsForm;
    TableForm *m_envForm;
    TableForm *m_cronForm;
};

} // namespace HelmDeck
