// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/finding.h"
#include "model/storageentry.h"

#include <QWidget>

class QScrollArea;

namespace HelmDeck {

class StorageEntryForm;
class StorageTableModel;
class TableForm;

/**
 * The "Storage" page: the project's storage entries in a table with Add and Remove, and under it
 * the detail form of the selected entry. Edits in the form go to the table's model at once;
 * edited() then tells the editor. Renaming an entry reports the old and new name
 * (entryRenamed()), so the editor can follow the rename in the apps' mounts.
 */
class StorageEditor : public QWidget
{
    Q_OBJECT
public:
    explicit StorageEditor(QWidget *parent = nullptr);

    /** Replaces the entries (edited() is not emitted) and selects the first one. */
    void setEntries(const QList<StorageEntry> &entries);
    const QList<StorageEntry> &entries() const;
    /** Row of the selected entry, or -1. */
    int currentRow() const;
    /** Selects entry @p row and shows it in the form. */
    void selectRow(int row);
    /** Inline findings for the selected entry. Keeps @p all for later selections. */
    void showFindings(const Findings &all);
    /**
     * Selects the entry named @p key (or at index @p key) and focuses @p field of the form
     * (StorageEntryForm::focusField()). False when there is no such entry or field.
     */
    bool focusField(const QString &key, const QString &field);

    StorageTableModel *model() const { return m_model; }
    TableForm *tableForm() const { return m_table; }
    StorageEntryForm *form() const { return m_form; }

Q_SIGNALS:
    /** The user changed, added or removed an entry. */
    void edited();
    /** The user renamed the entry @p from to @p to (emitted before edited()). */
    void entryRenamed(const QString &from, const QString &to);

private:
    void onCurrentChanged();
    void onFormEdited();
    void onRowsInserted(int first);
    void fitTable();

    StorageTableModel *m_model;
    TableForm *m_table;
    StorageEntryForm *m_form;
    QScrollArea *m_formScroll;
    Findings m_findings;
    int m_shownRow = -1;
};

} // namespace HelmDeck
