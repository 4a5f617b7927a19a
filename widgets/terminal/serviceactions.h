// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "job/runner.h"
#include "model/backingservice.h"

#include <QObject>

#include <functional>

class QMenu;

namespace HelmDeck {

class DeployController;
class TerminalController;
class WindowServices;

/**
 * The Services menu (docs/service-commands.md): for the current app's bundled PostgreSQL and Valkey, on
 * the toolbar's target, all on the one job path (docs/architecture.md §2). Each action starts with
 * DeployController::prepareClusterJob (the checks and JobSetup of every cluster job), then plans
 * with ServiceCommands / ServiceStatus, exactly as `helmdeck service …` does:
 *
 * - Connect: psql / valkey-cli in a tab of the terminal dock (ServiceCommands::connectPlan);
 * - Export…: asks for a file, then pg_dump -Fc / the RDB streamed into it in the progress dock
 *   ("received N MiB" lines; the file appears only when the dump succeeded);
 * - Import…: asks for a dump, then a confirmation naming the app, the database, the namespace
 *   and the context; only a yes runs pg_restore / psql in the progress dock. Valkey has none
 *   (an RDB is loaded only when the server starts);
 * - Status: StatefulSet, pod, claim and image version in the progress dock, the summary in the
 *   status bar.
 * Actions for a service the current app does not have are disabled (updated when the menu opens).
 * Questions go through setFilePrompt() and setConfirmPrompt(), so tests answer without a dialog.
 */
class ServiceActions : public QObject
{
    Q_OBJECT
public:
    /** A file to write (@p save) or read; empty = Cancel. */
    using FilePrompt = std::function<QString(bool save, const QString &title, const QString &suggested)>;
    using ConfirmPrompt = std::function<bool(const QString &title, const QString &text)>;

    ServiceActions(
        TerminalController *terminal, DeployController *deploy, WindowServices *window, QObject *parent);

    /** Fills @p menu: Connect, Export…, Import… per kind, then Status. */
    void populate(QMenu *menu);

    void connectTo(BackingService::Kind kind);
    /** Exports to @p file (empty: ask). */
    void exportTo(BackingService::Kind kind, const QString &file = QString());
    /** Imports @p file (empty: ask), after the confirmation. */
    void importFrom(BackingService::Kind kind, const QString &file = QString());
    void showStatus();

    /** The confirmation text of an import into @p app's database in @p ns on @p context. */
    static QString importQuestion(const QString &app, const QString &database, const QString &ns,
        const QString &context, const QString &file);

    void setFilePrompt(const FilePrompt &prompt) { m_filePrompt = prompt; }
    void setConfirmPrompt(const ConfirmPrompt &prompt) { m_confirm = prompt; }

Q_SIGNALS:
    /** An export, import or status plan ended on the window's Runner. */
    void actionFinished(const HelmDeck::RunResult &result);

private:
    /** Starts @p plan in the progress dock; @p done gets its result. */
    void runOnWindow(const Plan &plan, const std::function<void(const RunResult &)> &done);
    void updateActions(QMenu *menu);

    TerminalController *m_terminal;
    DeployController *m_deploy;
    WindowServices *m_window;
    FilePrompt m_filePrompt;
    ConfirmPrompt m_confirm;
};

} // namespace HelmDeck
