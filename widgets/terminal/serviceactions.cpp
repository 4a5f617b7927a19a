// SPDX-License-Identifier: GPL-3.0-or-later
#include "serviceactions.h"

#include "deploy/deployplanner.h"
#include "jobs/deploycontroller.h"
#include "run/servicecommands.h"
#include "run/servicestatus.h"
#include "terminalcontroller.h"
#include "window/windowservices.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QIcon>
#include <QMenu>

#include <memory>

namespace HelmDeck {

namespace {

const char *const KindProperty = "helmdeckServiceKind";

QString label(BackingService::Kind kind)
{
    return kind == BackingService::Kind::PostgreSQL ? QStringLiteral("PostgreSQL") : QStringLiteral("Valkey");
}

} // namespace

ServiceActions::ServiceActions(
    TerminalController *terminal, DeployController *deploy, WindowServices *window, QObject *parent)
    : QObject(parent)
    , m_terminal(terminal)
    , m_deploy(deploy)
    , m_window(window)
{
    m_filePrompt = [this](bool save, const QString &title, const QString &suggested) {
        return save ? QFileDialog::getSaveFileName(m_window->windowWidget(), title, suggested)
                    : QFileDialog::getOpenFileName(m_window->windowWidget(), title, suggested,
                        tr("Dumps (*.dump *.pgdump *.sql);;All files (*)"));
    };
    m_confirm = [this](const QString &title, const QString &text) { return m_window->confirm(title, text); };
}

void ServiceActions::populate(QMenu *menu)
{
    for (const BackingService::Kind kind :
        { BackingService::Kind::PostgreSQL, BackingService::Kind::Valkey }) {
        const QString name = label(kind);
        QAction *connectAction = menu->addAction(
            QIcon::fromTheme(QStringLiteral("utilities-terminal")), tr("&Connect to %1").arg(name));
        connectAction->setToolTip(kind == BackingService::Kind::PostgreSQL
                ? tr("psql in the service's pod, in a terminal tab")
                : tr("valkey-cli in the service's pod, in a terminal tab"));
        connect(connectAction, &QAction::triggered, this, [this, kind] { connectTo(kind); });
        QAction *exportAction = menu->addAction(
            QIcon::fromTheme(QStringLiteral("document-save-as")), tr("&Export %1…").arg(name));
        exportAction->setToolTip(tr("Stream a dump of the service to a local file"));
        connect(exportAction, &QAction::triggered, this, [this, kind] { exportTo(kind); });
        QList<QAction *> own { connectAction, exportAction };
        if (kind == BackingService::Kind::PostgreSQL) {
            QAction *importAction = menu->addAction(
                QIcon::fromTheme(QStringLiteral("document-import")), tr("&Import into %1…").arg(name));
            importAction->setToolTip(
                tr("Restore a pg_dump archive or a .sql file: replaces the database's contents"));
            connect(importAction, &QAction::triggered, this, [this, kind] { importFrom(kind); });
            own << importAction;
        }
        for (QAction *a : own)
            a->setProperty(KindProperty, int(kind));
        menu->addSeparator();
    }
    QAction *status
        = menu->addAction(QIcon::fromTheme(QStringLiteral("dialog-information")), tr("Service &Status"));
    status->setToolTip(tr("StatefulSet, pod, claim and image version of the current app's services"));
    connect(status, &QAction::triggered, this, &ServiceActions::showStatus);
    connect(menu, &QMenu::aboutToShow, this, [this, menu] { updateActions(menu); });
    updateActions(menu);
}

void ServiceActions::updateActions(QMenu *menu)
{
    const int index = m_window->currentAppIndex();
    const bool hasApp = m_window->hasProject() && index >= 0 && index < m_window->project().apps.size();
    for (QAction *a : menu->actions()) {
        if (a->isSeparator())
            continue;
        bool enabled = false;
        const QVariant kind = a->property(KindProperty);
        for (const BackingService &service :
            hasApp ? m_window->project().apps.at(index).services : QList<BackingService>()) {
            enabled
                = enabled || (!service.external && (!kind.isValid() || int(service.kind) == kind.toInt()));
        }
        a->setEnabled(enabled);
    }
}

void ServiceActions::runOnWindow(const Plan &plan, const std::function<void(const RunResult &)> &done)
{
    auto connection = std::make_shared<QMetaObject::Connection>();
    *connection = connect(
        m_deploy, &DeployController::jobFinished, this, [this, connection, done](const RunResult &r) {
            QObject::disconnect(*connection);
            done(r);
            Q_EMIT actionFinished(r);
        });
    if (!m_deploy->startPlan(plan))
        QObject::disconnect(*connection);
}

void ServiceActions::connectTo(BackingService::Kind kind)
{
    const QString title = tr("Connect to %1").arg(label(kind));
    m_deploy->prepareClusterJob(
        title, [this, kind, title](const Project &project, const QString &app, const DeployOptions &options) {
            ServiceTarget target;
            QString error;
            if (!ServiceCommands::resolve(
                    project, options, app, BackingService::kindName(kind), &target, &error)) {
                m_window->reportError(title, error);
                return;
            }
            const Plan plan = ServiceCommands(options.kubectl, options.target).connectPlan(target, 80, 24);
            m_terminal->openRun(
                QStringLiteral("%1 %2").arg(
                    target.isPostgres() ? QStringLiteral("psql") : QStringLiteral("valkey-cli"), app),
                plan, 0);
        });
}

void ServiceActions::exportTo(BackingService::Kind kind, const QString &file)
{
    const QString title = tr("Export %1").arg(label(kind));
    const int index = m_window->currentAppIndex();
    const QString app = index >= 0 && index < m_window->project().apps.size()
        ? m_window->project().apps.at(index).name
        : QString();
    const QString suggested = QDir::home().filePath(
        app + (kind == BackingService::Kind::PostgreSQL ? QStringLiteral(".dump") : QStringLiteral(".rdb")));
    const QString target = file.isEmpty() ? m_filePrompt(true, title, suggested) : file;
    if (target.isEmpty())
        return;
    m_deploy->prepareClusterJob(title,
        [this, kind, title, target](
            const Project &project, const QString &appName, const DeployOptions &options) {
            ServiceTarget service;
            Plan plan;
            QString error;
            if (!ServiceCommands::resolve(
                    project, options, appName, BackingService::kindName(kind), &service, &error)
                || !ServiceCommands(options.kubectl, options.target)
                        .exportPlan(service, target, &plan, &error)) {
                m_window->reportError(title, error);
                return;
            }
            runOnWindow(plan, [this, target](const RunResult &result) {
                if (result.ok)
                    m_window->showStatus(tr("Exported to %1").arg(target), 8000);
            });
        });
}

QString ServiceActions::importQuestion(const QString &app, const QString &database, const QString &ns,
    const QString &context, const QString &file)
{
    return tr("Restore %1 into database %2 of app %3, in namespace %4 on %5?\n\n"
              "This replaces the objects the dump holds (pg_restore --clean): what the database has now is "
              "lost where the dump has its own.")
        .arg(QFileInfo(file).fileName(), database, app, ns, context);
}

void ServiceActions::importFrom(BackingService::Kind kind, const QString &file)
{
    const QString title = tr("Import into %1").arg(label(kind));
    const QString source = file.isEmpty() ? m_filePrompt(false, title, QDir::homePath()) : file;
    if (source.isEmpty())
        return;
    m_deploy->prepareClusterJob(title,
        [this, kind, title, source](
            const Project &project, const QString &appName, const DeployOptions &options) {
            ServiceTarget service;
            Plan plan;
            QString error;
            const ServiceCommands commands(options.kubectl, options.target);
            // checked before the question: a Valkey service or a file that is no dump is refused at once
            if (!ServiceCommands::resolve(
                    project, options, appName, BackingService::kindName(kind), &service, &error)
                || !ServiceCommands::checkImport(service, source, &error)) {
                m_window->reportError(title, error);
                return;
            }
            if (!m_confirm(title,
                    importQuestion(service.app, ServiceCommands::databaseName(service), service.kubeNamespace,
                        options.target.context, source)))
                return;
            if (!commands.importPlan(service, source, true, &plan, &error)) {
                m_window->reportError(title, error);
                return;
            }
            runOnWindow(plan, [this, source](const RunResult &result) {
                if (result.ok)
                    m_window->showStatus(tr("Imported %1").arg(QFileInfo(source).fileName()), 8000);
            });
        });
}

void ServiceActions::showStatus()
{
    const QString title = tr("Service status");
    m_deploy->prepareClusterJob(
        title, [this, title](const Project &project, const QString &appName, const DeployOptions &options) {
            const QList<ServiceTarget> targets = ServiceCommands::bundled(project, options, appName);
            if (targets.isEmpty()) {
                m_window->reportError(title, tr("The app %1 has no bundled service.").arg(appName));
                return;
            }
            runOnWindow(ServiceStatus::plan(options.kubectl, options.target, targets),
                [this](const RunResult &result) {
                    m_window->showStatus(
                        result.ok ? tr("Service status: see the progress panel") : result.message, 8000);
                });
        });
}

} // namespace HelmDeck
