// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/finding.h"

#include <QString>
#include <QStringList>

#include <functional>

class QObject;
class QWidget;

namespace HelmDeck {

struct App;
class FieldPath;
struct Project;

/**
 * One page of the project editor, as registered in the editor's page table
 * (ProjectEditor::registerPages() in projecteditorpages.cpp; docs/architecture.md §5 says how to add
 * one). The editor is only the host: it shows the page, loads the current app into it, saves its
 * edits back, hands it the findings and sends "jump to field" to the page that owns the field.
 *
 * Every hook is optional: a page leaves out what it has no use for.
 */
struct EditorPage
{
    /** Whether the page edits the current app (apps[...]) or the project (storage[...]). */
    enum Scope
    {
        AppScope,
        ProjectScope
    };

    QString title; ///< the list title, e.g. "Health checks"
    QString section; ///< when set, a heading ("App", "Project") is added above this page
    QWidget *widget = nullptr; ///< what the page list shows (reparented to it)
    Scope scope = AppScope;
    /**
     * The field paths the page owns, as dotted segment names without keys, relative to the scope:
     * "release", "processes.probes", "cron.resources"; "" owns whatever no other page owns. A
     * finding goes to the page whose entry matches most segments (the first page on a tie).
     */
    QStringList fields;
    /** True for the table pages: their edits are saved together (see tablesEdited). */
    bool table = false;

    std::function<void(const App &)> load; ///< shows an app (project opened, app switched)
    std::function<void(const Project &)> loadProject; ///< ProjectScope: shows the project
    /** Writes the page's edits into the current app (AppScope) or the project (ProjectScope). */
    std::function<void(App *)> save;
    std::function<void(Project *)> saveProject;
    /** After a table page's edit: the app holds the tables' rows; @p renamed when the process names changed.
     */
    std::function<void(App &app, bool renamed)> tablesEdited;
    /** Shows the findings; @p prefix is the app's field prefix ("apps[python]"), empty for ProjectScope. */
    std::function<void(const Findings &all, const QString &prefix)> showFindings;
    /**
     * Focuses the field of @p path (the page is already current); @p below is the path under the
     * scope ("processes[web].autoscaling.cpu"). False when the page does not show that field.
     */
    std::function<bool(const FieldPath &path, const QString &below)> focus;
    /** When set, the title shows this count: "Processes (2)". */
    std::function<int()> count;
    /** Calls @p onEdited, in @p context, whenever the user edits the page. */
    std::function<void(QObject *context, const std::function<void()> &onEdited)> watch;

    /** How many segments of @p path, from segment @p from on, one of fields matches; -1 for none. */
    int ownership(const FieldPath &path, int from) const;
};

} // namespace HelmDeck
