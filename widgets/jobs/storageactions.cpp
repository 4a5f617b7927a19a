// SPDX-License-Identifier: GPL-3.0-or-later
#include "storageactions.h"

#include "chart/chartnames.h"
#include "deploy/ownershipcheck.h"
#include "deploy/storageplanner.h"
#include "forms/tableform.h"
#include "storage/storageeditor.h"

#include <QAction>
#include <QItemSelectionModel>
#include <QMenu>
#include <QTableView>

namespace HelmDeck {

StorageActions::StorageActions(StorageEditor *editor, QObject *parent)
    : QObject(parent)
    , m_editor(editor)
{
    const QList<QPair<Action, QString>> actions = {
        { Action::Create, tr("&Create Storage") },
        { Action::Destroy, tr("Destroy Storage...") },
        { Action::Status, tr("Storage &Status") },
        { Action::Wait, tr("&Wait for Storage") },
    };
    for (const auto &entry : actions) {
        auto *action = new QAction(entry.second, this);
        const Action kind = entry.first;
        connect(action, &QAction::triggered, this, [this, kind]() { Q_EMIT triggered(kind); });
        m_actions.append(action);
    }
}

void StorageActions::populate(QMenu *clusterMenu)
{
    QMenu *storageMenu = clusterMenu->addMenu(tr("&Storage Entry"));
    storageMenu->addActions(m_actions);
    // The actions act on the entry selected in the Storage form; name it in the menu.
    connect(storageMenu, &QMenu::aboutToShow, this, [this, storageMenu]() {
        const QString entry = selectedEntry();
        storageMenu->setTitle(
            entry.isEmpty() ? tr("&Storage Entry") : tr("&Storage Entry \"%1\"").arg(entry));
        Q_EMIT stateChanged();
    });
    QTableView *table = m_editor->tableForm()->view();
    table->addActions(m_actions);
    table->setContextMenuPolicy(Qt::ActionsContextMenu);
    connect(
        table->selectionModel(), &QItemSelectionModel::currentChanged, this, &StorageActions::stateChanged);
}

QAction *StorageActions::action(Action action) const
{
    const int i = int(action);
    return i < m_actions.size() ? m_actions.at(i) : nullptr;
}

QString StorageActions::selectedEntry() const
{
    const int row = m_editor->currentRow();
    return row >= 0 && row < m_editor->entries().size() ? m_editor->entries().at(row).name : QString();
}

void StorageActions::updateEnabled(bool ready)
{
    const bool enabled = ready && !selectedEntry().isEmpty();
    for (QAction *a : std::as_const(m_actions))
        a->setEnabled(enabled);
}

Plan StorageActions::plan(Action action, const Project &project, const QString &entry,
    const DeployOptions &options, Findings *findings)
{
    switch (action) {
    case Action::Create:
        return StoragePlanner::create(project, entry, options, findings);
    case Action::Destroy:
        return StoragePlanner::destroy(project, entry, options, findings);
    case Action::Status:
        return StoragePlanner::status(project, entry, options, findings);
    case Action::Wait:
        break;
    }
    return StoragePlanner::wait(project, entry, options, WaitSeconds, findings);
}

QString StorageActions::confirmText(Action action, const QString &entry, const DeployOptions &options)
{
    if (action != Action::Destroy)
        return QString();
    return tr(
        "This uninstalls the release %1 in context \"%2\": its PersistentVolumeClaim (and a host-path "
        "volume HelmDeck made) is deleted, and with it the data when the storage class deletes on release.")
        .arg(ChartNames::storageReleaseName(entry), options.target.context);
}

bool StorageActions::offerCreateStorage(const Project &project, const QString &appName,
    const DeployOptions &options, const Findings &findings, Plan *creatingPlan, DeployOptions *creating,
    Findings *creatingFindings, QString *question)
{
    const int index = project.appIndex(appName);
    if (!hasErrors(findings) || index < 0 || options.createStorage)
        return false;
    const App &app = project.apps.at(index);
    const QStringList missing = OwnershipCheck::missingClaims(app, options);
    if (missing.isEmpty())
        return false;
    *creating = options;
    creating->createStorage = true;
    creatingFindings->clear();
    *creatingPlan = DeployPlanner::deploy(project, appName, *creating, creatingFindings);
    if (hasErrors(*creatingFindings))
        return false; // refused for more than the claims: the refusal says it all
    QStringList releases;
    for (const QString &entry : missing)
        releases.append(ChartNames::storageReleaseName(entry));
    *question = tr("Storage %1, mounted by app %2, has no claim in namespace \"%3\" yet.\n\nCreate "
                   "storage and deploy: install %4 first, in this deploy, then the app's releases.")
                    .arg(missing.join(QStringLiteral(", ")), appName,
                        options.target.namespaceFor(app.kubeNamespace), releases.join(QStringLiteral(", ")));
    return true;
}

} // namespace HelmDeck
