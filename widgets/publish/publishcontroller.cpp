// SPDX-License-Identifier: GPL-3.0-or-later
#include "publishcontroller.h"

#include "publishwizard.h"
#include "window/windowservices.h"

#include <QAction>
#include <QDockWidget>
#include <QFileInfo>
#include <QMenu>

namespace HelmDeck {

PublishController::PublishController(WindowServices *window, SecretStore *secrets, QObject *parent)
    : QObject(parent)
    , m_window(window)
    , m_secrets(secrets)
{ }

namespace {
constexpr int ProgressDockHeight = 280; // as DeployController shows it
} // namespace

void PublishController::setJobRunner(Runner *runner, QDockWidget *progressDock)
{
    m_jobRunner = runner;
    m_progressDock = progressDock;
}

PublishWizard *PublishController::wizard() const
{
    return m_wizard;
}

void PublishController::populate(QMenu *menu)
{
    m_action = menu->addAction(tr("&Publish Chart..."));
    m_action->setObjectName(QStringLiteral("publishChartAction"));
    m_action->setToolTip(tr("Package this build's chart variants and push them to an OCI registry"));
    connect(m_action, &QAction::triggered, this, &PublishController::openWizard);
}

void PublishController::openWizard()
{
    if (m_wizard) {
        m_wizard->raise();
        m_wizard->activateWindow();
        return;
    }
    m_wizard = new PublishWizard(m_window->helm(), m_secrets, m_window->windowWidget());
    m_wizard->setAttribute(Qt::WA_DeleteOnClose);
    if (m_jobRunner) {
        m_wizard->setJobRunner(m_jobRunner, [this] {
            if (m_progressDock)
                m_window->showBottomDock(m_progressDock, ProgressDockHeight);
        });
    }
    const int app = m_window->currentAppIndex();
    if (m_window->hasProject() && app >= 0 && app < m_window->project().apps.size()) {
        const QFileInfo identity(m_window->projectIdentity());
        const QString dir = identity.isDir() ? identity.absoluteFilePath() : identity.absolutePath();
        m_wizard->setAppChart(m_window->project().apps.at(app), dir);
    }
    m_wizard->show();
    Q_EMIT wizardShown(m_wizard);
}

} // namespace HelmDeck
