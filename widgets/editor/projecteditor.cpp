// SPDX-License-Identifier: GPL-3.0-or-later
#include "projecteditor.h"

#include "appform.h"
#include "crontablemodel.h"
#include "domainlistmodel.h"
#include "envtablemodel.h"
#include "findings/fieldpath.h"
#include "forms/combodelegate.h"
#include "forms/findinglabel.h"
#include "forms/formpages.h"
#include "forms/hintlabel.h"
#include "forms/tableform.h"
#include "healthchecksform.h"
#include "keychainnotice.h"
#include "monitoringform.h"
#include "processtablemodel.h"
#include "pullsecretform.h"
#include "releaseform.h"
#include "scalingform.h"
#include "secretvaluedelegate.h"
#include "securityform.h"
#include "storage/mounttablemodel.h"
#include "storage/storageeditor.h"
#include "storage/storagetablemodel.h"
#include "storage/targetsdelegate.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QStackedWidget>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
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

QScrollArea *scrolling(QWidget *page)
{
    // Form pages scroll rather than squash their hints when the dock is short.
    auto *scroll = new QScrollArea;
    scroll->setWidget(page);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    return scroll;
}

} // namespace

ProjectEditor::ProjectEditor(QWidget *parent)
    : QWidget(parent)
    , m_stack(new QStackedWidget(this))
    , m_appPicker(new QComboBox(this))
    , m_appPickerLabel(new QLabel(tr("&App:"), this))
    , m_pages(new FormPages(this))
    , m_appForm(new AppForm)
    , m_processModel(new ProcessTableModel(this))
    , m_domainModel(new DomainListModel(this))
    , m_envModel(new EnvTableModel(this))
    , m_cronModel(new CronTableModel(this))
    , m_mountModel(new MountTableModel(this))
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
    layout->addWidget(m_pages, 1);
    m_appPicker->hide();
    m_appPickerLabel->hide();

    buildPages();

    connect(m_appForm, &AppForm::edited, this, &ProjectEditor::onAppFormEdited);
    for (EditableTableModel *m :
        { static_cast<EditableTableModel *>(m_processModel), static_cast<EditableTableModel *>(m_domainModel),
            static_cast<EditableTableModel *>(m_envModel), static_cast<EditableTableModel *>(m_cronModel),
            static_cast<EditableTableModel *>(m_mountModel) })
        connect(m, &EditableTableModel::edited, this, &ProjectEditor::onTablesEdited);
    connect(m_processModel, &ProcessTableModel::processRenamed, this,
        [this](const QString &from, const QString &to) {
            m_scalingForm->renameProcess(from, to); // their edits are kept by process name
            m_securityForm->renameProcess(from, to);
            m_healthChecksForm->renameProcess(from, to);
        });
    connect(m_pullSecretForm, &PullSecretForm::edited, this, &ProjectEditor::onPullSecretEdited);
    connect(m_releaseForm, &ReleaseForm::edited, this, &ProjectEditor::onGateFormsEdited);
    connect(m_healthChecksForm, &HealthChecksForm::edited, this, &ProjectEditor::onGateFormsEdited);
    connect(m_monitoringForm, &MonitoringForm::edited, this, &ProjectEditor::onMonitoringEdited);
    connect(m_scalingForm, &ScalingForm::edited, this, [this] {
        if (m_appIndex >= 0) {
            m_scalingForm->applyTo(&m_project.apps[m_appIndex]);
            Q_EMIT projectEdited();
        }
    });
    connect(m_securityForm, &SecurityForm::edited, this, &ProjectEditor::onSecurityEdited);
    connect(m_storageEditor, &StorageEditor::edited, this, &ProjectEditor::onStorageEdited);
    connect(m_storageEditor, &StorageEditor::entryRenamed, this, &ProjectEditor::onEntryRenamed);
    connect(m_appPicker, QOverload<int>::of(&QComboBox::activated), this, &ProjectEditor::setCurrentApp);
}

ProjectEditor::~ProjectEditor() = default;

void ProjectEditor::buildPages()
{
    m_processesForm = new TableForm(m_processModel,
        tr("Each process type runs as a Deployment; processes with port maps also get a Service. "
           "Ports are scheme:host:container, e.g. http:80:5000."));
    m_processesForm->setStretchColumn(ProcessTableModel::CommandColumn);
    m_domainsForm
        = new TableForm(m_domainModel, tr("Each domain gets an Ingress routed to the web process."));
    m_domainsForm->setStretchColumn(0);
    m_envForm = new TableForm(m_envModel,
        tr("Delivered to every process through the Secret config-<app>. Values marked Secret are masked "
           "and kept in the system keychain, never in the project file."));
    m_envForm->setStretchColumn(EnvTableModel::ValueColumn);
    m_envForm->view()->setItemDelegateForColumn(EnvTableModel::ValueColumn, new SecretValueDelegate(this));
    m_envNotice = new KeychainNotice(m_envForm);
    m_envForm->addHeaderWidget(m_envNotice);
    m_cronForm = new TableForm(m_cronModel,
        tr("Each task becomes a CronJob. Schedules are five cron fields or @hourly, @daily, ..."));
    m_cronForm->setStretchColumn(CronTableModel::CommandColumn);
    m_cronForm->view()->setItemDelegateForColumn(
        CronTableModel::ConcurrencyColumn, new ComboDelegate(CronTask::concurrencyPolicies(), this));
    m_mountsForm = new TableForm(m_mountModel,
        tr("Storage entries (see Storage) mounted into the app's containers. Process types: which "
           "Deployments get the mount, plus \"cron\" and \"run\"; \"all\" is every one of them."));
    m_mountsForm->setStretchColumn(MountTableModel::ContainerPathColumn);
    m_entryDelegate = new ComboDelegate(QStringList(), this);
    m_mountsForm->view()->setItemDelegateForColumn(MountTableModel::EntryColumn, m_entryDelegate);
    m_targetsDelegate = new TargetsDelegate(this);
    m_mountsForm->view()->setItemDelegateForColumn(MountTableModel::TargetsColumn, m_targetsDelegate);
    m_pullSecretForm = new PullSecretForm;
    m_releaseForm = new ReleaseForm;
    m_healthChecksForm = new HealthChecksForm;
    m_monitoringForm = new MonitoringForm;
    m_scalingForm = new ScalingForm;
    m_securityForm = new SecurityForm;
    m_storageEditor = new StorageEditor;

    // Order matters: the page numbers are the Page enum.
    m_pages->addSection(tr("App"));
    m_pages->addPage(scrolling(m_appForm), tr("App"));
    m_pages->addPage(m_processesForm, tr("Processes"));
    m_pages->addPage(m_domainsForm, tr("Domains"));
    m_pages->addPage(m_envForm, tr("Env"));
    m_pages->addPage(m_cronForm, tr("Cron"));
    m_pages->addPage(m_mountsForm, tr("Mounts"));
    m_pages->addPage(scrolling(m_pullSecretForm), tr("Pull secret"));
    m_pages->addPage(scrolling(m_releaseForm), tr("Release"));
    m_pages->addPage(scrolling(m_healthChecksForm), tr("Health checks"));
    m_pages->addPage(scrolling(m_monitoringForm), tr("Monitoring"));
    m_pages->addPage(scrolling(m_scalingForm), tr("Scaling"));
    m_pages->addPage(scrolling(m_securityForm), tr("Security"));
    m_pages->addSection(tr("Project"));
    m_pages->addPage(m_storageEditor, tr("Storage"));
}

void ProjectEditor::setProject(const Project &project)
{
    m_project = project;
    m_findings.clear();
    m_appIndex = m_project.apps.isEmpty() ? -1 : 0;
    const bool several = m_project.apps.size() > 1;
    m_appPicker->clear();
    for (const App &a : std::as_const(m_project.apps))
        m_appPicker->addItem(a.name);
    m_appPicker->setVisible(several);
    m_appPickerLabel->setVisible(several);
    m_storageEditor->setEntries(m_project.storage);
    loadApp();
}

void ProjectEditor::setCurrentApp(int index)
{
    if (index < 0 || index >= m_project.apps.size() || index == m_appIndex)
        return;
    m_appIndex = index;
    loadApp();
}

void ProjectEditor::setSecretStore(SecretStore *store)
{
    m_envNotice->setStore(store);
    m_pullSecretForm->setSecretStore(store);
}

void ProjectEditor::loadApp()
{
    const App app = m_appIndex >= 0 ? m_project.apps.at(m_appIndex) : App();
    m_appForm->setApp(app);
    m_processModel->setProcesses(app.processes);
    m_domainModel->setDomains(app.domains);
    m_envModel->setEnv(app.env);
    m_cronModel->setTasks(app.cron);
    m_mountModel->setMounts(app.mounts);
    m_pullSecretForm->setApp(app);
    m_releaseForm->setApp(app);
    m_healthChecksForm->setApp(app);
    m_monitoringForm->setApp(app);
    m_scalingForm->setApp(app);
    m_securityForm->setApp(app);
    m_appPicker->setCurrentIndex(m_appIndex);
    m_stack->setCurrentIndex(m_appIndex >= 0 ? 1 : 0);
    updateChoices();
    updatePageTitles();
    showAppFindings();
}

void ProjectEditor::onAppFormEdited()
{
    if (m_appIndex < 0)
        return;
    App &app = m_project.apps[m_appIndex];
    m_appForm->applyTo(&app);
    m_appPicker->setItemText(m_appIndex, app.name);
    updateChoices();
    Q_EMIT projectEdited();
}

void ProjectEditor::onTablesEdited()
{
    if (m_appIndex < 0)
        return;
    App &app = m_project.apps[m_appIndex];
    QStringList before;
    for (const ProcessType &p : std::as_const(app.processes))
        before << p.name;
    app.processes = m_processModel->processes();
    m_securityForm->applyTo(&app); // the table's rows do not carry the Security page's edits
    QStringList after;
    for (const ProcessType &p : std::as_const(app.processes))
        after << p.name;
    if (after != before)
        m_securityForm->setApp(app);
    app.domains = m_domainModel->domains();
    app.env = m_envModel->env();
    app.cron = m_cronModel->tasks();
    app.mounts = m_mountModel->mounts();
    m_monitoringForm->setApp(app); // processes added, renamed or given ports
    m_scalingForm->updateWorkloads(app); // the tables hold older copies of what the Scaling page edits
    m_scalingForm->applyTo(&app);
    updateChoices();
    updatePageTitles();
    Q_EMIT projectEdited();
}

void ProjectEditor::onPullSecretEdited()
{
    if (m_appIndex < 0)
        return;
    m_pullSecretForm->applyTo(&m_project.apps[m_appIndex]);
    Q_EMIT projectEdited();
}

void ProjectEditor::onGateFormsEdited()
{
    if (m_appIndex < 0)
        return;
    App &app = m_project.apps[m_appIndex];
    m_releaseForm->applyTo(&app);
    m_healthChecksForm->applyTo(&app);
    m_processModel->setProcesses(app.processes); // the table's copies carry the probes too
    Q_EMIT projectEdited();
}

void ProjectEditor::onMonitoringEdited()
{
    if (m_appIndex < 0)
        return;
    App &app = m_project.apps[m_appIndex];
    m_monitoringForm->applyTo(&app);
    m_processModel->setProcesses(app.processes); // the table's copies carry the monitoring too
    Q_EMIT projectEdited();
}

void ProjectEditor::onSecurityEdited()
{
    if (m_appIndex < 0)
        return;
    m_securityForm->applyTo(&m_project.apps[m_appIndex]);
    Q_EMIT projectEdited();
}

void ProjectEditor::onStorageEdited()
{
    m_project.storage = m_storageEditor->entries();
    updateChoices();
    updatePageTitles();
    Q_EMIT projectEdited();
}

void ProjectEditor::onEntryRenamed(const QString &from, const QString &to)
{
    // A renamed entry keeps its mounts: every app's mounts follow the new name. Not while the name
    // is shared with another entry (typing "data" into "dat" next to an entry "dat"): the mounts
    // could no longer be told apart, so they stay, with a finding, until the user fixes them.
    const auto count = [this](const QString &name) {
        return std::count_if(m_project.storage.cbegin(), m_project.storage.cend(),
            [&name](const StorageEntry &e) { return e.name == name; });
    };
    if (from.isEmpty() || count(from) != 1 || count(to) != 0)
        return;
    for (int i = 0; i < m_project.apps.size(); ++i) {
        for (StorageMount &mount : m_project.apps[i].mounts) {
            if (mount.entry == from)
                mount.entry = to;
        }
    }
    m_mountModel->renameEntry(from, to);
}

void ProjectEditor::updateChoices()
{
    QStringList entries;
    for (const StorageEntry &e : std::as_const(m_project.storage))
        entries.append(e.name);
    m_entryDelegate->setChoices(entries);
    m_mountModel->setEntryNames(entries);
    QStringList processes;
    for (const ProcessType &p : m_processModel->processes())
        processes.append(p.name);
    m_targetsDelegate->setProcessTypes(processes);
    if (m_appIndex >= 0)
        m_storageEditor->model()->setDefaultNamespace(m_project.apps.at(m_appIndex).kubeNamespace);
}

void ProjectEditor::updatePageTitles()
{
    // Counts in the titles tell at a glance which pages hold anything.
    m_pages->setPageText(ProcessesPage, tr("Processes (%1)").arg(m_processModel->rowCount()));
    m_pages->setPageText(DomainsPage, tr("Domains (%1)").arg(m_domainModel->rowCount()));
    m_pages->setPageText(EnvPage, tr("Env (%1)").arg(m_envModel->rowCount()));
    m_pages->setPageText(CronPage, tr("Cron (%1)").arg(m_cronModel->rowCount()));
    m_pages->setPageText(MountsPage, tr("Mounts (%1)").arg(m_mountModel->rowCount()));
    m_pages->setPageText(StoragePage, tr("Storage (%1)").arg(m_storageEditor->model()->rowCount()));
}

void ProjectEditor::showFindings(const Findings &findings)
{
    m_findings = findings;
    m_storageEditor->showFindings(findings);
    showAppFindings();
}

void ProjectEditor::showAppFindings()
{
    if (m_appIndex < 0)
        return;
    const QString prefix = m_project.apps.at(m_appIndex).fieldPrefix();
    m_pullSecretForm->showFindings(m_findings, prefix);
    m_releaseForm->showFindings(m_findings, prefix);
    m_healthChecksForm->showFindings(m_findings, prefix);
    m_monitoringForm->showFindings(m_findings, prefix);
    m_scalingForm->showFindings(m_findings, prefix);
    m_securityForm->showFindings(m_findings, prefix);
    const struct
    {
        TableForm *form;
        const char *key;
    } tables[] = { { m_processesForm, ".processes" }, { m_domainsForm, ".domains" }, { m_envForm, ".env" },
        { m_cronForm, ".cron" }, { m_mountsForm, ".mounts" } };
    for (const auto &t : tables) {
        t.form->findingLabel()->setPathPrefix(prefix + QLatin1String(t.key));
        t.form->findingLabel()->showFindings(m_findings, prefix + QLatin1String(t.key));
    }
}

bool ProjectEditor::focusField(const QString &fieldPath)
{
    const FieldPath path(fieldPath);
    if (!path.isValid())
        return false;
    if (path.at(0).name == QLatin1String("storage") && path.at(0).hasKey) {
        if (m_stack->currentIndex() != 1)
            return false;
        m_pages->setCurrentIndex(StoragePage); // first: a widget on a hidden page cannot take focus
        return m_storageEditor->focusField(path.at(0).key, path.at(1).name);
    }
    if (path.at(0).name != QLatin1String("apps") || m_project.apps.isEmpty())
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
    if (what.name == QLatin1String("release")) {
        m_pages->setCurrentIndex(ReleasePage);
        return m_releaseForm->focusField(field);
    }
    if (what.name == QLatin1String("processes") && field == QLatin1String("probes")) {
        m_pages->setCurrentIndex(HealthChecksPage);
        return m_healthChecksForm->focusField(what.key, path.at(3).name, path.at(4).name);
    }
    if (what.name == QLatin1String("processes") && field == QLatin1String("monitoring")) {
        m_pages->setCurrentIndex(MonitoringPage);
        return m_monitoringForm->focusField(what.key, path.at(3).name);
    }
    const QString below = fieldPath.section(QLatin1Char('.'), 1); // e.g. "processes[web].autoscaling.cpu"
    if (ScalingForm::handles(below)) {
        m_pages->setCurrentIndex(ScalingPage); // first: a widget on a hidden page cannot take focus
        return m_scalingForm->focusField(below);
    }
    const bool securityField = what.name == QLatin1String("security")
        || what.name == QLatin1String("metadata") || what.name == QLatin1String("manifests")
        || (what.name == QLatin1String("processes")
            && (field == QLatin1String("security") || field == QLatin1String("containers")));
    if (securityField) {
        m_pages->setCurrentIndex(SecurityPage); // first: a widget on a hidden page cannot take focus
        return m_securityForm->focusField(
            { what.name, field.isEmpty() ? QString() : field, path.at(3).name }, what.key);
    }
    if (what.name == QLatin1String("processes"))
        return focusTableField(ProcessesPage, what.key, field);
    if (what.name == QLatin1String("domains"))
        return focusTableField(DomainsPage, what.key, field);
    if (what.name == QLatin1String("env"))
        return focusTableField(EnvPage, what.key, field);
    if (what.name == QLatin1String("cron"))
        return focusTableField(CronPage, what.key, field);
    if (what.name == QLatin1String("mounts"))
        return focusTableField(MountsPage, what.key, field);
    const int previous = m_pages->currentIndex();
    if (what.name == QLatin1String("pullSecret") || what.name == QLatin1String("imagePullSecrets")) {
        m_pages->setCurrentIndex(PullSecretPage);
        if (m_pullSecretForm->focusField(what.name, what.key, field))
            return true;
        m_pages->setCurrentIndex(previous);
        return false;
    }
    m_pages->setCurrentIndex(AppPage);
    if (m_appForm->focusField(what.name))
        return true;
    m_pages->setCurrentIndex(previous);
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
        column = columnFor(field,
            { { QStringLiteral("name") }, { QStringLiteral("value") }, { QStringLiteral("secret") } },
            EnvTableModel::NameColumn);
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
    case MountsPage:
        form = m_mountsForm;
        column = columnFor(field,
            { { QStringLiteral("entry") }, { QStringLiteral("containerPath") }, { QStringLiteral("subPath") },
                { QStringLiteral("readOnly") }, { QStringLiteral("processTypes") } },
            MountTableModel::EntryColumn);
        break;
    case AppPage:
    case PullSecretPage:
    case ReleasePage:
    case HealthChecksPage:
    case MonitoringPage:
    case ScalingPage:
    case SecurityPage:
    case StoragePage:
        return false;
    }
    // Keys are names where the collection has them, else indexes ("cron[0]", "mounts[1]").
    if (row < 0 && isIndex && index >= 0 && index < form->model()->rowCount())
        row = index;
    m_pages->setCurrentIndex(page);
    if (row < 0) {
        form->view()->setFocus(Qt::OtherFocusReason);
        return key.isEmpty();
    }
    form->focusCell(row, column);
    return true;
}

} // namespace HelmDeck
