// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPointer>

class QAction;
class QDockWidget;
class QMenu;

namespace HelmDeck {

class PublishWizard;
class Runner;
class SecretStore;
class WindowServices;

/**
 * The window's "Chart → Publish chart..." action: opens a PublishWizard (one at a time, modeless,
 * deleted on close), offering the current app's chart when a project is open. It reaches the
 * window only through WindowServices (docs/architecture.md §5).
 */
class PublishController : public QObject
{
    Q_OBJECT
public:
    /** @p secrets keeps the wizard's registry passwords (not owned; may be null). */
    PublishController(WindowServices *window, SecretStore *secrets, QObject *parent);

    /**
     * The window's job runner and the dock of its progress panel (DeployController's): the
     * wizard's publish runs there, so the progress panel shows it like every other long job.
     */
    void setJobRunner(Runner *runner, QDockWidget *progressDock);

    /** Adds the action to @p menu. */
    void populate(QMenu *menu);
    /** Opens the wizard (or raises the open one). */
    void openWizard();

    QAction *publishAction() const { return m_action; }
    /** The open wizard, or null. */
    PublishWizard *wizard() const;

Q_SIGNALS:
    void wizardShown(HelmDeck::PublishWizard *wizard);

private:
    WindowServices *m_window;
    SecretStore *m_secrets;
    QAction *m_action = nullptr;
    QPointer<PublishWizard> m_wizard;
    QPointer<Runner> m_jobRunner;
    QPointer<QDockWidget> m_progressDock;
};

} // namespace HelmDeck
