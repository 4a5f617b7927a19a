// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

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
    /** Removes the selected rows. */
    void removeSelectedRows();

private:
    void showRejection(const QString &reason);
    void updateButtons();

    EditableTableModel *m_model;
    QTableView *m_view;
    QToolButton *m_addButton;
    QToolButton *m_removeButton;
    QLabel *m_rejection;
    FindingLabel *m_findings;
};

} // namespace HelmDeck
