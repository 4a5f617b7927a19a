// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMetaObject>
#include <QPersistentModelIndex>
#include <QWidget>

class QLabel;
class QTableView;
class QToolButton;

namespace HelmDeck {

class EditableTableModel;
class FindingLabel;

/**
 * One form page built around a table: a short explanation, the table, Add / Remove buttons, a
 * line that says why the last edit was refused (the model's editRejected()), and the Validator's
 * findings about the table's rows (findingLabel(), hidden while there are none). The processes,
 * domains, env, cron and mounts pages are all this widget with a different model.
 *
 * "Add" appends a placeholder row (the model's defaults, e.g. "app.example.com") and edits its first
 * editable cell. The placeholder is only kept once that first edit is committed: Escape, or a value
 * the model refuses (a duplicate host), removes the row again, so a placeholder never becomes data
 * the user did not choose. The refusal's reason stays shown.
 */
class TableForm : public QWidget
{
    Q_OBJECT
public:
    /** @p model stays owned by the caller; @p description is shown above the table. */
    TableForm(EditableTableModel *model, const QString &description, QWidget *parent = nullptr);

    QTableView *view() const { return m_view; }
    EditableTableModel *model() const { return m_model; }
    /** The column that takes the spare width (the others fit their contents). */
    void setStretchColumn(int column);
    /**
     * Instead of setStretchColumn(): the columns always fit the table's width (ColumnFitter), @p column
     * taking the spare width; cells too long are elided rather than the table scrolling sideways.
     */
    void setFitColumns(int column);
    /** Selects and focuses one cell, scrolling to it (used to jump to a finding). */
    void focusCell(int row, int column);
    /** The text of the "why was that refused" line; empty when hidden. */
    QString rejectionText() const;
    /** The inline findings under the table. */
    FindingLabel *findingLabel() const { return m_findings; }
    /** Puts @p widget (e.g. a notice) between the explanation and the table. */
    void addHeaderWidget(QWidget *widget);

public Q_SLOTS:
    /** Appends a row and starts editing it. */
    void addRow();
    /** Removes the selected rows (or the current one), as one edit. */
    void removeSelectedRows();

private:
    /** The editor of the row "Add" made closed: drops the row when the edit was cancelled or refused. */
    void placeholderEditClosed(int hint);
    void showRejection(const QString &reason);
    void updateButtons();

    EditableTableModel *m_model;
    QTableView *m_view;
    QToolButton *m_addButton;
    QToolButton *m_removeButton;
    QLabel *m_rejection;
    FindingLabel *m_findings;
    QPersistentModelIndex m_placeholder; ///< the cell "Add" is editing, until its editor closes
    bool m_placeholderRefused = false; ///< the model refused what was typed into it
    QMetaObject::Connection m_placeholderEditor;
};

} // namespace HelmDeck
