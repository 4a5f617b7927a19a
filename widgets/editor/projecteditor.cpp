// SPDX-License-Identifier: GPL-3.0-or-later
#include "projecteditor.h"

#include "appform.h"
#include "crontablemodel.h"
#include "domaintablemodel.h"
#include "envtablemodel.h"
#include "findings/fieldpath.h"
#include "forms/combodelegate.h"
#include "forms/formpages.h"
#include "forms/hintlabel.h"
#include "healthchecksform.h"
#include "keychainnotice.h"
#include "model/servicerename.h"
#include "processtablemodel.h"
#include "pullsecretform.h"
#include "routingform.h"
#include "scalingform.h"
#include "securityform.h"
#include "servicesform.h"
#include "storage/mounttablemodel.h"
#include "storage/storageeditor.h"
#include "storage/storagetablemodel.h"
#include "storage/targetsdelegate.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QStackedWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

namespace HelmDeck {

namespace {

QStringList processNames(const App &app)
{
    QStringList names;
    for (const ProcessType &p : app.processes)
        names << p.name;
    return names;
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
    , m_domainModel(new DomainTableModel(this))
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

    registerPages();
    Q_ASSERT(m_pageTable.size() == std::size_t(StoragePage) + 1); // the Page enum mirrors the table
    connect(m_processModel, &ProcessTableModel::processRenamed, this,
        [this](const QString &from, const QString &to) {
            m_scalingForm->renameProcess(from, to); // their edits are kept by process name
            m_securityForm->renameProcess(from, to);
            m_healthChecksForm->renameProcess(from, to);
        });
    connect(m_appPicker, QOverload<int>::of(&QComboBox::activated), this, &ProjectEditor::setCurrentApp);
}

ProjectEditor::~ProjectEditor() = default;

void ProjectEditor::addPage(EditorPage page)
{
    const int number = int(m_pageTable.size());
    if (!page.section.isEmpty())
        m_pages->addSection(page.section);
    m_pages->addPage(page.widget, page.title);
    if (page.watch)
        page.watch(this, [this, number] { onPageEdited(number); });
    m_pageTable.push_back(std::move(page));
}

void ProjectEditor::setProject(const Project &project)
{
    m_findings.clear();
    restoreProject(project, 0, -1);
}

void ProjectEditor::restoreProject(const Project &project, int appIndex, int page)
{
    m_project = project;
    m_appIndex = m_project.apps.isEmpty() ? -1 : qBound(0, appIndex, int(m_project.apps.size()) - 1);
    const bool several = m_project.apps.size() > 1;
    m_appPicker->clear();
    for (const App &a : std::as_const(m_project.apps))
        m_appPicker->addItem(a.name);
    m_appPicker->setVisible(several);
    m_appPickerLabel->setVisible(several);
    for (const EditorPage &registered : m_pageTable) {
        if (registered.loadProject)
            registered.loadProject(m_project);
    }
    loadApp();
    if (page >= 0 && page < int(m_pageTable.size()))
        m_pages->setCurrentIndex(page);
}

int ProjectEditor::currentPage() const
{
    return m_pages->currentIndex();
}

QString ProjectEditor::pageTitle(int page) const
{
    return page >= 0 && page < int(m_pageTable.size()) ? m_pageTable.at(std::size_t(page)).title : QString();
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
    m_routingForm->setSecretStore(store);
    m_servicesForm->setSecretStore(store);
}

void ProjectEditor::setProjectDir(const QString &dir)
{
    m_saved = !dir.isEmpty();
    m_routingForm->setProjectDir(dir);
}

void ProjectEditor::loadApp()
{
    const App app = m_appIndex >= 0 ? m_project.apps.at(m_appIndex) : App();
    for (const EditorPage &page : m_pageTable) {
        if (page.load)
            page.load(app);
    }
    m_appPicker->setCurrentIndex(m_appIndex);
    m_stack->setCurrentIndex(m_appIndex >= 0 ? 1 : 0);
    updateChoices();
    updatePageTitles();
    showAppFindings();
}

void ProjectEditor::onPageEdited(int number)
{
    const EditorPage &page = m_pageTable.at(std::size_t(number));
    if (page.scope == EditorPage::ProjectScope) {
        if (page.saveProject)
            page.saveProject(&m_project);
    } else {
        if (m_appIndex < 0)
            return;
        App &app = m_project.apps[m_appIndex];
        const QString before = app.name;
        if (page.table)
            saveTables(app);
        else if (page.save)
            page.save(&app);
        // A renamed app of a saved project may have deployed its services under the old name: they keep
        // that name's data (ServiceRename; docs/project-file.md, "Renaming an app"). Not for a project
        // never saved (an import being named), whose services cannot have run yet.
        if (m_saved && app.name != before && !before.isEmpty() && !app.name.isEmpty()
            && !ServiceRename::pin(&app, before).isEmpty())
            m_servicesForm->setApp(app);
    }
    Q_EMIT projectEdited();
}

void ProjectEditor::saveTables(App &app)
{
    // The tables are saved together; then the pages that keep copies of their rows follow them.
    const QStringList before = processNames(app);
    for (const EditorPage &page : m_pageTable) {
        if (page.table && page.save)
            page.save(&app);
    }
    const bool renamed = processNames(app) != before;
    for (const EditorPage &page : m_pageTable) {
        if (page.tablesEdited)
            page.tablesEdited(app, renamed);
    }
    updateChoices();
    updatePageTitles();
}

void ProjectEditor::onEntryRenamed(const QString &from, const QString &to)
{
    // A renamed entry keeps its mounts: every app's mounts (and services) follow the new name. Not while the
    // name is shared with another entry (typing "data" into "dat" next to an entry "dat"): the mounts could
    // no longer be told apart, so they stay, with a finding, until the user fixes them.
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
        for (BackingService &service : m_project.apps[i].services) { // so do the services' volumes
            if (service.storageEntry == from)
                service.storageEntry = to;
        }
    }
    m_mountModel->renameEntry(from, to);
    if (m_appIndex >= 0)
        m_servicesForm->setApp(m_project.apps.at(m_appIndex));
}

void ProjectEditor::updateChoices()
{
    QStringList entries;
    for (const StorageEntry &e : std::as_const(m_project.storage))
        entries.append(e.name);
    m_entryDelegate->setChoices(entries);
    m_mountModel->setEntryNames(entries);
    m_servicesForm->setStorageEntries(entries);
    QStringList processes;
    QStringList ports { DomainTableModel::primaryPort() };
    for (const ProcessType &p : m_processModel->processes()) {
        processes.append(p.name);
        for (const PortMap &map : p.portMaps) {
            if (p.isWeb())
                ports.append(map.name());
        }
    }
    m_portDelegate->setChoices(ports);
    m_targetsDelegate->setProcessTypes(processes);
    if (m_appIndex >= 0)
        m_storageEditor->model()->setDefaultNamespace(m_project.apps.at(m_appIndex).kubeNamespace);
}

void ProjectEditor::updatePageTitles()
{
    // Counts in the titles tell at a glance which pages hold anything.
    for (std::size_t i = 0; i < m_pageTable.size(); ++i) {
        const EditorPage &page = m_pageTable.at(i);
        if (page.count)
            m_pages->setPageText(int(i), tr("%1 (%2)").arg(page.title).arg(page.count()));
    }
}

void ProjectEditor::showFindings(const Findings &findings)
{
    m_findings = findings;
    for (const EditorPage &page : m_pageTable) {
        if (page.scope == EditorPage::ProjectScope && page.showFindings)
            page.showFindings(findings, QString());
    }
    showAppFindings();
}

void ProjectEditor::showAppFindings()
{
    if (m_appIndex < 0)
        return;
    const QString prefix = m_project.apps.at(m_appIndex).fieldPrefix();
    for (const EditorPage &page : m_pageTable) {
        if (page.scope == EditorPage::AppScope && page.showFindings)
            page.showFindings(m_findings, prefix);
    }
}

bool ProjectEditor::focusField(const QString &fieldPath)
{
    const FieldPath path(fieldPath);
    if (!path.isValid() || !hasApp())
        return false;
    EditorPage::Scope scope = EditorPage::ProjectScope;
    int from = 0; // the first segment under the scope
    if (path.at(0).name == QLatin1String("apps")) {
        const FieldPath::Segment appSeg = path.at(0);
        int app = appSeg.hasKey ? m_project.appIndex(appSeg.key) : m_appIndex;
        if (app < 0 && appSeg.index() >= 0 && appSeg.index() < m_project.apps.size())
            app = appSeg.index();
        if (app < 0 && m_project.apps.size() == 1) // e.g. an import finding from before a rename
            app = 0;
        if (app < 0)
            return false;
        setCurrentApp(app);
        scope = EditorPage::AppScope;
        from = 1;
    }
    // The page whose field list matches most segments owns the field.
    int owner = -1;
    int best = -1;
    for (std::size_t i = 0; i < m_pageTable.size(); ++i) {
        const EditorPage &page = m_pageTable.at(i);
        const int match = page.scope == scope && page.focus ? page.ownership(path, from) : -1;
        if (match > best) {
            best = match;
            owner = int(i);
        }
    }
    if (owner < 0)
        return false;
    const int previous = m_pages->currentIndex();
    m_pages->setCurrentIndex(owner); // first: a widget on a hidden page cannot take focus
    const QString below = from == 0 ? fieldPath : fieldPath.section(QLatin1Char('.'), from);
    if (m_pageTable.at(std::size_t(owner)).focus(path, below))
        return true;
    m_pages->setCurrentIndex(previous);
    return false;
}

} // namespace HelmDeck
