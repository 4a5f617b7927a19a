// SPDX-License-Identifier: GPL-3.0-or-later
#include "projecteditor.h"

#include "appform.h"
#include "combodelegate.h"
#include "crontablemodel.h"
#include "domainlistmodel.h"
#include "envtablemodel.h"
#include "fieldpath.h"
#include "hintlabel.h"
#include "processtablemodel.h"
#include "tableform.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

#include <utility>

namespace HelmDeck {

namespace {

/** Column of @p field ("replicas") among @p names, in column order; @p fallback when unknown. */
int columnFor(const QString &field, const QList<QStringList> &names, int fallback)
{
    for (int c = 0; c < names.size(); ++c) {
        if (names.at(c).contains(field))
            return c;
    }
    return fallback;
}

} // namespace

ProjectEditor::ProjectEditor(QWidget *parent)
    : QWidget(parent)
    , m_stack(new QStackedWidget(this))
    , m_appPicker(new QComboBox(this))
    , m_appPickerLabel(new QLabel(tr("&App:"), this))
    , m_tabs(new QTabWidget(this))
    , m_appForm(new AppForm)
    , m_processModel(new ProcessTableModel(this))
    , m_domainModel(new DomainListModel(this))
    , m_envModel(new EnvTableModel(this))
    , m_cronModel(new CronTableModel(this))
{
    // Page 0 says there is nothing to edit yet; page 1 holds the forms.
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(m_stack);
    auto *empty = new HintLabel(tr("Open a project or import an app folder to edit it here."), m_stack);
    empty->setAlignment(Qt::AlignCenter);
    empty->setContentsMargins(24, 24, 24, 24);
    m_stack->addWidget(empty);
    auto *forms = new QWidget(m_stack);
    m_stack->addWidget(forms);

    auto *layout = new QVBoxLayout(forms);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *pickerRow = new QHBoxLayout;
    pickerRow->setContentsMargins(6, 6, 6, 0);
    m_appPickerLabel->setBuddy(m_appPicker);
    pickerRow->addWidget(m_appPickerLabel);
    pickerRow->addWidget(m_appPicker, 1);
    layout->addLayout(pickerRow);
    layout->addWidget(m_tabs, 1);
    m_appPicker->hide();
    m_appPickerLabel->hide();

    // The App page scrolls rather than squashing its hints when the dock is short.
    auto *scroll = new QScrollArea;
    scroll->setWidget(m_appForm);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);

    m_processesForm = new TableForm(m_processModel,
        tr("Each process type runs as a Deployment; processes with port maps also get a Service. "
           "Ports are scheme:host:container, e.g. http:80:5000."));
    m_processesForm->setStretchColumn(ProcessTableModel::CommandColumn);
    m_domainsForm
        = new TableForm(m_domainModel, tr("Each domain gets an Ingress routed to the web process."));
    m_domainsForm->setStretchColumn(0);
    m_envForm = new TableForm(m_envModel, tr("Delivered to every process through the Secret config-<app>."));
    m_envForm->setStretchColumn(EnvTableModel::ValueColumn);
    m_cronForm = new TableForm(m_cronModel,
        tr("Each task becomes a CronJob. Schedules are five cron fields or @hourly, @daily, ..."));
    m_cronForm->setStretchColumn(CronTableModel::CommandColumn);
    m_cronForm->view()->setItemDelegateForColumn(
        CronTableModel::ConcurrencyColumn, new ComboDelegate(CronTask::concurrencyPolicies(), this));

    m_tabs->addTab(scroll, tr("App"));
    m_tabs->addTab(m_processesForm, tr("Processes"));
    m_tabs->addTab(m_domainsForm, tr("Domains"));
    m_tabs->addTab(m_envForm, tr("Env"));
    m_tabs->addTab(m_cronForm, tr("Cron"));
    m_tabs->setDocumentMode(true);

    connect(m_appForm, &AppForm::edited, this, &ProjectEditor::onAppFormEdited);
    for (EditableTableModel *m :
        { static_cast<EditableTableModel *>(m_processModel), static_cast<EditableTableModel *>(m_domainModel),
            static_cast<EditableTableModel *>(m_envModel), static_cast<EditableTableModel *>(m_cronModel) })
        connect(m, &EditableTableModel::edited, this, &ProjectEditor::onTablesEdited);
    connect(m_appPicker, QOverload<int>::of(&QComboBox::activated), this, &ProjectEditor::setCurrentApp);
}

ProjectEditor::~ProjectEditor() = default;

void ProjectEditor::setProject(const Project &project)
{
    m_project = project;
    m_appIndex = m_project.apps.isEmpty() ? -1 : 0;
    const bool several = m_project.apps.size() > 1;
    m_appPicker->clear();
    for (const App &a : std::as_const(m_project.apps))
        m_appPicker->addItem(a.name);
    m_appPicker->setVisible(several);
    m_appPickerLabel->setVisible(several);
    loadApp();
}

void ProjectEditor::setCurrentApp(int index)
{
    if (index < 0 || index >= m_project.apps.size() || index == m_appIndex)
        return;
    m_appIndex = index;
    loadApp();
}

void ProjectEditor::loadApp()
{
    const App app = m_appIndex >= 0 ? m_project.apps.at(m_appIndex) : App();
    m_appForm->setApp(app);
    m_processModel->setProcesses(app.processes);
    m_domainModel->setDomains(app.domains);
    m_envModel->setEnv(app.env);
    m_cronModel->setTasks(app.cron);
    m_appPicker->setCurrentIndex(m_appIndex);
    m_stack->setCurrentIndex(m_appIndex >= 0 ? 1 : 0);
    updateTabTitles();
}

void ProjectEditor::onAppFormEdited()
{
    if (m_appIndex < 0)
        return;
    App &app = m_project.apps[m_appIndex];
    m_appForm->applyTo(&app);
    m_appPicker->setItemText(m_appIndex, app.name);
    Q_EMIT projectEdited();
}

void ProjectEditor::onTablesEdited()
{
    if (m_appIndex < 0)
        return;
    App &app = m_project.apps[m_appIndex];
    app.processes = m_processModel->processes();
    app.domains = m_domainModel->domains();
    app.env = m_envModel->env();
    app.cron = m_cronModel->tasks();
    updateTabTitles();
    Q_EMIT projectEdited();
}

void ProjectEditor::updateTabTitles()
{
    // Counts in the tab titles tell at a glance which pages hold anything.
    m_tabs->setTabText(ProcessesPage, tr("Processes (%1)").arg(m_processModel->rowCount()));
    m_tabs->setTabText(DomainsPage, tr("Domains (%1)").arg(m_domainModel->rowCount()));
    m_tabs->setTabText(EnvPage, tr("Env (%1)").arg(m_envModel->rowCount()));
    m_tabs->setTabText(CronPage, tr("Cron (%1)").arg(m_cronModel->rowCount()));
}

bool ProjectEditor::focusField(const QString &fieldPath)
{
    const FieldPath path(fieldPath);
    if (!path.isValid() || path.at(0).name != QLatin1String("apps") || m_project.apps.isEmpty())
        return false;
    const FieldPath::Segment appSeg = path.at(0);
    int app = appSeg.hasKey ? m_project.appIndex(appSeg.key) : m_appIndex;
    if (app < 0 && appSeg.index() >= 0 && appSeg.index() < m_project.apps.size())
        app = appSeg.index();
    if (app < 0 && m_project.apps.size() == 1) // e.g. an import finding from before a rename
        app = 0;
    if (app < 0)
        return false;
    setCurrentApp(app);

    const FieldPath::Segment what = path.at(1);
    const QString field = path.at(2).name;
    if (what.name == QLatin1String("processes"))
        return focusTableField(ProcessesPage, what.key, field);
    if (what.name == QLatin1String("domains"))
        return focusTableField(DomainsPage, what.key, field);
    if (what.name == QLatin1String("env"))
        return focusTableField(EnvPage, what.key, field);
    if (what.name == QLatin1String("cron"))
        return focusTableField(CronPage, what.key, field);
    const int previous = m_tabs->currentIndex();
    m_tabs->setCurrentIndex(AppPage); // first: a widget on a hidden page cannot take focus
    if (m_appForm->focusField(what.name))
        return true;
    m_tabs->setCurrentIndex(previous);
    return false;
}

bool ProjectEditor::focusTableField(Page page, const QString &key, const QString &field)
{
    TableForm *form = nullptr;
    int row = -1;
    int column = 0;
    bool isIndex = false;
    const int index = key.toInt(&isIndex);
    switch (page) {
    case ProcessesPage:
        form = m_processesForm;
        row = m_processModel->rowOf(key);
        column = columnFor(field,
            { { QStringLiteral("name") }, { QStringLiteral("command") }, { QStringLiteral("replicas") },
                { QStringLiteral("ports"), QStringLiteral("portMaps"), QStringLiteral("port") } },
            ProcessTableModel::NameColumn);
        break;
    case DomainsPage:
        form = m_domainsForm;
        row = int(m_domainModel->domains().indexOf(key));
        break;
    case EnvPage:
        form = m_envForm;
        row = m_envModel->rowOf(key);
        column = columnFor(
            field, { { QStringLiteral("name") }, { QStringLiteral("value") } }, EnvTableModel::NameColumn);
        break;
    case CronPage:
        form = m_cronForm;
        row = m_cronModel->rowOf(key);
        column = columnFor(field,
            { { QStringLiteral("schedule") }, { QStringLiteral("command") },
                { QStringLiteral("concurrencyPolicy"), QStringLiteral("concurrency") },
                { QStringLiteral("suspend") } },
            CronTableModel::ScheduleColumn);
        break;
    case AppPage:
        return false;
    }
    // Keys are names where the collection has them, else indexes ("cron[0]", "domains[1]").
    if (row < 0 && isIndex && index >= 0 && index < form->model()->rowCount())
        row = index;
    m_tabs->setCurrentIndex(page);
    if (row < 0) {
        form->view()->setFocus(Qt::OtherFocusReason);
        return key.isEmpty();
    }
    form->focusCell(row, column);
    return true;
}

} // namespace HelmDeck
