// SPDX-License-Identifier: GPL-3.0-or-later
// The project editor's page table: every page the editor hosts, registered in order.
#include "projecteditor.h"

#include "appform.h"
#include "crontablemodel.h"
#include "domaintablemodel.h"
#include "envtablemodel.h"
#include "findings/fieldpath.h"
#include "forms/combodelegate.h"
#include "forms/findinglabel.h"
#include "forms/tableform.h"
#include "healthchecksform.h"
#include "keychainnotice.h"
#include "monitoringform.h"
#include "processtablemodel.h"
#include "pullsecretform.h"
#include "releaseform.h"
#include "routingform.h"
#include "scalingform.h"
#include "secretsuggestionbar.h"
#include "secretvaluedelegate.h"
#include "securityform.h"
#include "servicesform.h"
#include "storage/mounttablemodel.h"
#include "storage/storageeditor.h"
#include "storage/storagetablemodel.h"
#include "storage/targetsdelegate.h"

#include <QComboBox>
#include <QScrollArea>
#include <QTableView>

namespace HelmDeck {

namespace {

using Focus = std::function<bool(const FieldPath &path, const QString &below)>;

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

/**
 * A form page: @p Form has setApp(const App &), applyTo(App *) const, showFindings(all, prefix) and
 * an edited() signal; @p fields and @p focus as in EditorPage.
 */
template <typename Form>
EditorPage formPage(const QString &title, Form *form, const QStringList &fields, const Focus &focus)
{
    EditorPage page;
    page.title = title;
    page.widget = scrolling(form);
    page.fields = fields;
    page.load = [form](const App &app) { form->setApp(app); };
    page.save = [form](App *app) { form->applyTo(app); };
    page.showFindings
        = [form](const Findings &all, const QString &prefix) { form->showFindings(all, prefix); };
    page.focus = focus;
    page.watch = [form](QObject *context, const std::function<void()> &onEdited) {
        QObject::connect(form, &Form::edited, context, onEdited);
    };
    return page;
}

/**
 * A table page for the app's collection @p collection ("processes"): its title counts the rows, a
 * finding "processes[web].replicas" selects the row @p rowOf("web") (or the row of an index key,
 * "cron[0]") in the column whose @p columns entry names "replicas" (else @p fallbackColumn).
 */
EditorPage tablePage(const QString &title, TableForm *form, const QString &collection,
    const std::function<int(const QString &key)> &rowOf, const QList<QStringList> &columns,
    int fallbackColumn)
{
    EditorPage page;
    page.title = title;
    page.widget = form;
    page.fields = QStringList { collection };
    page.table = true;
    page.count = [form] { return form->model()->rowCount(); };
    page.showFindings = [form, collection](const Findings &all, const QString &prefix) {
        const QString base = prefix + QLatin1Char('.') + collection;
        form->findingLabel()->setPathPrefix(base);
        form->findingLabel()->showFindings(all, base);
    };
    page.focus = [form, rowOf, columns, fallbackColumn](const FieldPath &path, const QString &) {
        const QString key = path.at(1).key;
        int row = rowOf ? rowOf(key) : -1;
        bool isIndex = false;
        const int index = key.toInt(&isIndex);
        // Keys are names where the collection has them, else indexes ("cron[0]", "mounts[1]").
        if (row < 0 && isIndex && index >= 0 && index < form->model()->rowCount())
            row = index;
        if (row < 0) {
            form->view()->setFocus(Qt::OtherFocusReason);
            return key.isEmpty();
        }
        form->focusCell(row, columnFor(path.at(2).name, columns, fallbackColumn));
        return true;
    };
    page.watch = [form](QObject *context, const std::function<void()> &onEdited) {
        QObject::connect(form->model(), &EditableTableModel::edited, context, onEdited);
    };
    return page;
}

/** @p page, whose edits also reach the Processes table's copies of the processes (probes, monitoring). */
EditorPage reloadingProcesses(EditorPage page, ProcessTableModel *processes)
{
    page.save = [save = page.save, processes](App *app) {
        save(app);
        processes->setProcesses(app->processes);
    };
    return page;
}

} // namespace

void ProjectEditor::registerPages()
{
    // The page table, in list order (the Page enum mirrors it). To add a page: write its form
    // (setApp, applyTo, showFindings, focusField, edited()), create it here and add one
    // formPage(title, form, the field paths it owns, how it focuses one) line where it belongs in
    // the list, plus its name in the Page enum. docs/architecture.md §5.
    EditorPage app;
    app.section = tr("App");
    app.title = tr("App");
    app.widget = scrolling(m_appForm);
    app.fields = QStringList { QString() }; // whatever no other page owns: image, name, namespace...
    app.load = [this](const App &a) { m_appForm->setApp(a); };
    app.save = [this](App *a) {
        m_appForm->applyTo(a);
        m_appPicker->setItemText(m_appIndex, a->name);
        updateChoices();
    };
    app.focus
        = [this](const FieldPath &path, const QString &) { return m_appForm->focusField(path.at(1).name); };
    app.watch = [this](QObject *context, const std::function<void()> &onEdited) {
        connect(m_appForm, &AppForm::edited, context, onEdited);
    };
    addPage(std::move(app));

    m_processesForm = new TableForm(m_processModel,
        tr("Each process type runs as a Deployment; processes with port maps also get a Service. "
           "Ports are scheme:host:container, e.g. http:80:5000."));
    m_processesForm->view()->setAccessibleName(tr("Process types"));
    m_processesForm->setStretchColumn(ProcessTableModel::CommandColumn);
    EditorPage processes = tablePage(
        tr("Processes"), m_processesForm, QStringLiteral("processes"),
        [this](const QString &key) { return m_processModel->rowOf(key); },
        { { QStringLiteral("name") }, { QStringLiteral("command") }, { QStringLiteral("replicas") },
            { QStringLiteral("ports"), QStringLiteral("portMaps"), QStringLiteral("port") } },
        ProcessTableModel::NameColumn);
    processes.load = [this](const App &a) { m_processModel->setProcesses(a.processes); };
    processes.save = [this](App *a) { a->processes = m_processModel->processes(); };
    addPage(std::move(processes));

    m_domainsForm = new TableForm(m_domainModel,
        tr("Each domain gets a route (Routing page) to a port map of the web process, with its own TLS."));
    m_domainsForm->view()->setAccessibleName(tr("Domains"));
    m_domainsForm->setFitColumns(DomainTableModel::HostColumn); // no sideways scrolling at 1024 px
    m_portDelegate = new ComboDelegate(QStringList(), this);
    m_domainsForm->view()->setItemDelegateForColumn(DomainTableModel::PortColumn, m_portDelegate);
    m_domainsForm->view()->setItemDelegateForColumn(
        DomainTableModel::TlsColumn, new ComboDelegate(DomainTableModel::tlsChoices(), this));
    m_domainsForm->view()->setItemDelegateForColumn(
        DomainTableModel::IssuerKindColumn, new ComboDelegate(DomainTableModel::issuerKinds(), this));
    EditorPage domains = tablePage(
        tr("Domains"), m_domainsForm, QStringLiteral("domains"),
        [this](const QString &key) { return m_domainModel->rowOf(key); },
        { { QStringLiteral("host") }, { QStringLiteral("path") }, { QStringLiteral("port") },
            { QStringLiteral("tls") }, { QStringLiteral("issuer") }, { QStringLiteral("issuerKind") } },
        DomainTableModel::HostColumn);
    domains.load = [this](const App &a) { m_domainModel->setDomains(a.domains); };
    domains.save = [this](App *a) { a->domains = m_domainModel->domains(); };
    addPage(std::move(domains));

    m_routingForm = new RoutingForm;
    addPage(
        formPage(tr("Routing"), m_routingForm, { QStringLiteral("routing"), QStringLiteral("ingressClass") },
            [this](const FieldPath &, const QString &below) { return m_routingForm->focusField(below); }));

    m_servicesForm = new ServicesForm;
    addPage(formPage(tr("Services"), m_servicesForm, { QStringLiteral("services") },
        [this](const FieldPath &path, const QString &) {
            return m_servicesForm->focusField(path.at(1).key, path.at(2).name, path.at(3).name);
        }));

    m_envForm = new TableForm(m_envModel,
        tr("Delivered to every process through the Secret config-<app>. Values marked Secret are masked "
           "and kept in the system keychain, never in the project file."));
    m_envForm->view()->setAccessibleName(tr("Environment variables"));
    m_envForm->setStretchColumn(EnvTableModel::ValueColumn);
    m_envForm->view()->setItemDelegateForColumn(EnvTableModel::ValueColumn, new SecretValueDelegate(this));
    m_envNotice = new KeychainNotice(m_envForm);
    m_envForm->addHeaderWidget(m_envNotice);
    m_envForm->addHeaderWidget(new SecretSuggestionBar(m_envModel, m_envForm)); // one click to the keychain
    EditorPage env = tablePage(
        tr("Env"), m_envForm, QStringLiteral("env"),
        [this](const QString &key) { return m_envModel->rowOf(key); },
        { { QStringLiteral("name") }, { QStringLiteral("value") }, { QStringLiteral("secret") } },
        EnvTableModel::NameColumn);
    env.load = [this](const App &a) { m_envModel->setEnv(a.env); };
    env.save = [this](App *a) { a->env = m_envModel->env(); };
    addPage(std::move(env));

    m_cronForm = new TableForm(m_cronModel,
        tr("Each task becomes a CronJob. Schedules are five cron fields or @hourly, @daily, ..."));
    m_cronForm->view()->setAccessibleName(tr("Cron tasks"));
    m_cronForm->setStretchColumn(CronTableModel::CommandColumn);
    m_cronForm->view()->setItemDelegateForColumn(
        CronTableModel::ConcurrencyColumn, new ComboDelegate(CronTask::concurrencyPolicies(), this));
    EditorPage cron = tablePage(
        tr("Cron"), m_cronForm, QStringLiteral("cron"),
        [this](const QString &key) { return m_cronModel->rowOf(key); },
        { { QStringLiteral("schedule") }, { QStringLiteral("command") },
            { QStringLiteral("concurrencyPolicy"), QStringLiteral("concurrency") },
            { QStringLiteral("suspend") } },
        CronTableModel::ScheduleColumn);
    cron.load = [this](const App &a) {
        m_cronModel->setAppName(a.name);
        m_cronModel->setTasks(a.cron);
    };
    cron.save = [this](App *a) { a->cron = m_cronModel->tasks(); };
    addPage(std::move(cron));

    m_mountsForm = new TableForm(m_mountModel,
        tr("Storage entries (see Storage) mounted into the app's containers. Process types: which "
           "Deployments get the mount, plus \"cron\" and \"run\"; \"all\" is every one of them."));
    m_mountsForm->view()->setAccessibleName(tr("Storage mounts"));
    m_mountsForm->setStretchColumn(MountTableModel::ContainerPathColumn);
    m_entryDelegate = new ComboDelegate(QStringList(), this);
    m_mountsForm->view()->setItemDelegateForColumn(MountTableModel::EntryColumn, m_entryDelegate);
    m_targetsDelegate = new TargetsDelegate(this);
    m_mountsForm->view()->setItemDelegateForColumn(MountTableModel::TargetsColumn, m_targetsDelegate);
    EditorPage mounts = tablePage(tr("Mounts"), m_mountsForm, QStringLiteral("mounts"), nullptr,
        { { QStringLiteral("entry") }, { QStringLiteral("containerPath") }, { QStringLiteral("subPath") },
            { QStringLiteral("readOnly") }, { QStringLiteral("processTypes") } },
        MountTableModel::EntryColumn);
    mounts.load = [this](const App &a) { m_mountModel->setMounts(a.mounts); };
    mounts.save = [this](App *a) { a->mounts = m_mountModel->mounts(); };
    addPage(std::move(mounts));

    m_pullSecretForm = new PullSecretForm;
    addPage(formPage(tr("Pull secret"), m_pullSecretForm,
        { QStringLiteral("pullSecret"), QStringLiteral("imagePullSecrets") },
        [this](const FieldPath &path, const QString &) {
            return m_pullSecretForm->focusField(path.at(1).name, path.at(1).key, path.at(2).name);
        }));

    m_releaseForm = new ReleaseForm;
    addPage(reloadingProcesses(formPage(tr("Release"), m_releaseForm, { QStringLiteral("release") },
                                   [this](const FieldPath &path, const QString &) {
                                       return m_releaseForm->focusField(path.at(2).name);
                                   }),
        m_processModel));

    m_healthChecksForm = new HealthChecksForm;
    addPage(reloadingProcesses(
        formPage(tr("Health checks"), m_healthChecksForm, { QStringLiteral("processes.probes") },
            [this](const FieldPath &path, const QString &) {
                return m_healthChecksForm->focusField(path.at(1).key, path.at(3).name, path.at(4).name);
            }),
        m_processModel));

    m_monitoringForm = new MonitoringForm;
    EditorPage monitoring = reloadingProcesses(
        formPage(tr("Monitoring"), m_monitoringForm, { QStringLiteral("processes.monitoring") },
            [this](const FieldPath &path, const QString &) {
                return m_monitoringForm->focusField(path.at(1).key, path.at(3).name);
            }),
        m_processModel);
    monitoring.tablesEdited = [this](App &a, bool) { m_monitoringForm->setApp(a); }; // added, renamed, ports
    addPage(std::move(monitoring));

    m_scalingForm = new ScalingForm;
    EditorPage scaling = formPage(tr("Scaling"), m_scalingForm,
        { QStringLiteral("processes.autoscaling"), QStringLiteral("processes.disruptionBudget"),
            QStringLiteral("processes.terminationGracePeriod"), QStringLiteral("processes.preStopSleep"),
            QStringLiteral("cron.resources"), QStringLiteral("triggerAuthentications") },
        [this](const FieldPath &, const QString &below) { return m_scalingForm->focusField(below); });
    scaling.tablesEdited = [this](App &a, bool) {
        m_scalingForm->updateWorkloads(a); // the tables hold older copies of what the Scaling page edits
        m_scalingForm->applyTo(&a);
    };
    addPage(std::move(scaling));

    m_securityForm = new SecurityForm;
    EditorPage security = formPage(tr("Security"), m_securityForm,
        { QStringLiteral("security"), QStringLiteral("metadata"), QStringLiteral("manifests"),
            QStringLiteral("kustomize"), QStringLiteral("processes.security"),
            QStringLiteral("processes.containers") },
        [this](const FieldPath &path, const QString &) {
            return m_securityForm->focusField(
                { path.at(1).name, path.at(2).name, path.at(3).name }, path.at(1).key);
        });
    security.tablesEdited = [this](App &a, bool renamed) {
        m_securityForm->applyTo(&a); // the table's rows do not carry the Security page's edits
        if (renamed)
            m_securityForm->setApp(a);
    };
    addPage(std::move(security));

    m_storageEditor = new StorageEditor;
    EditorPage storage;
    storage.section = tr("Project");
    storage.title = tr("Storage");
    storage.widget = m_storageEditor;
    storage.scope = EditorPage::ProjectScope;
    storage.fields = QStringList { QStringLiteral("storage") };
    storage.loadProject = [this](const Project &p) { m_storageEditor->setEntries(p.storage); };
    storage.saveProject = [this](Project *p) {
        p->storage = m_storageEditor->entries();
        updateChoices();
        updatePageTitles();
    };
    storage.showFindings
        = [this](const Findings &all, const QString &) { m_storageEditor->showFindings(all); };
    storage.focus = [this](const FieldPath &path, const QString &) {
        return path.at(0).hasKey && m_storageEditor->focusField(path.at(0).key, path.at(1).name);
    };
    storage.count = [this] { return m_storageEditor->model()->rowCount(); };
    storage.watch = [this](QObject *context, const std::function<void()> &onEdited) {
        connect(m_storageEditor, &StorageEditor::edited, context, onEdited);
        connect(m_storageEditor, &StorageEditor::entryRenamed, this, &ProjectEditor::onEntryRenamed);
    };
    addPage(std::move(storage));
}

} // namespace HelmDeck
