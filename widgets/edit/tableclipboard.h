// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

class QTableView;

namespace HelmDeck {

class TableForm;

/**
 * Copy, cut and paste in the form tables (TableForm), as tab-separated text: one line per row, cells
 * separated by tabs, as spreadsheets exchange them (docs/architecture.md §5, "Edit menu").
 *
 * A cell is copied as the table shows it: a secret env value stays masked ("••••"), a check box is
 * "true" or "false". Pasting fills cells from the current cell rightwards and downwards (text with a
 * whole row's columns starts at the first column), adding rows at the end as needed; a check box
 * takes true/yes/1; a masked value is skipped, never written over the real one. Every paste or cut
 * is one edit (one undo step). Values the model refuses (a duplicate name) are not applied: a row
 * added for them is removed again and the table says why.
 */
class TableClipboard
{
public:
    /** The selected cells of @p view (with no selection, the current cell) as tab-separated text. */
    static QString selectedText(const QTableView *view);
    /** Copies selectedText() of @p form's table to the clipboard; false when nothing is selected. */
    static bool copy(const TableForm *form);
    /** copy(), then removes the copied rows; false when nothing is selected. */
    static bool cut(TableForm *form);
    /** Pastes the clipboard's text into @p form; returns the number of cells set. */
    static int paste(TableForm *form);
    /** Pastes tab-separated @p text into @p form as described above; returns the number of cells set. */
    static int pasteText(TableForm *form, const QString &text);
};

} // namespace HelmDeck
