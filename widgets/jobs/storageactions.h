// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "deploy/deployplanner.h"

#include <QList>
#include <QObject>

class QAction;
class QMenu;

namespace HelmDeck {

class StorageEditor;

/**
 * The Cluster menu's "Storage Entry" actions — Create, Destroy…, Status, Wait — for the entry
 * selected in the Storage form (also its table's context menu), and the plans and questions they
 * make. DeployController prepares and runs them like any other job.
 */
class StorageActions : public QObject
{
    Q_OBJECT
public:
    enum class Action
    {
        Create,
        Destroy,
        Status,
        Wait
    };
    static constexpr int WaitSeconds = 300;

    StorageActions(StorageEditor *editor, QObject *parent);

    /** Adds the "Storage Entry" sub-menu to @p clusterMenu and the actions to the Storage table. */
    void populate(QMenu *clusterMenu);
    QAction *action(Action action) const;
    /** The selected storage entry's name; empty when none is selected. */
    QString selectedEntry() const;
    /** Enables the actions when @p ready (a target, no job running) and an entry is selected. */
    void updateEnabled(bool ready);

    /** The plan for @p action on @p entry; planning errors go to @p findings. */
    static Plan plan(Action action, const Project &project, const QString &entry,
        const DeployOptions &options, Findings *findings);
    /** The question asked before @p action runs (Destroy only); empty when none. */
    static QString confirmText(Action action, const QString &entry, const DeployOptions &options);

    /**
     * A deploy of @p appName that @p findings refuse because storage entries it mounts have no claim
     * (OwnershipCheck::missingClaims), planned again with DeployOptions::createStorage (the command
     * line's --create-storage). True, with @p creating's plan, options and findings filled in and
     * @p question set to what the window asks, only when that plan has no errors; false when
     * nothing is missing or the deploy is refused for more than storage.
     */
    static bool offerCreateStorage(const Project &project, const QString &appName,
        const DeployOptions &options, const Findings &findings, Plan *creatingPlan, DeployOptions *creating,
        Findings *creatingFindings, QString *question);

Q_SIGNALS:
    void triggered(HelmDeck::StorageActions::Action action);
    /** The selection changed or the menu is about to show: the actions' states may change. */
    void stateChanged();

private:
    StorageEditor *m_editor;
    QList<QAction *> m_actions;
};

} // namespace HelmDeck
