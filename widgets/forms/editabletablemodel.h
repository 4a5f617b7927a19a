// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractTableModel>

namespace HelmDeck {

/**
 * Base of the form tables (processes, env, cron, domains): a flat, editable table whose rows are
 * one model list of the app. Subclasses implement the columns; this class carries the two signals
 * the forms listen to.
 *
 * setData() rejects values the model cannot represent (a non-number for replicas, an unparsable
 * port map, a duplicate key) and says why through editRejected(); values it can represent but that
 * break a rule (an app name with "_", a cron schedule "every day") are accepted and left to the
 * Validator, so the user sees them as findings instead of losing what they typed.
 */
class EditableTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    using QAbstractTableModel::QAbstractTableModel;

    /** The column the form starts editing in after "Add". */
    virtual int firstEditableColumn() const { return 0; }

    /**
     * From here to the matching endBatch(), edited() is held back; endBatch() emits it once when
     * anything was edited, so removing several rows or a paste is one edit (one undo step,
     * EditHistory). Batches nest.
     */
    void beginBatch();
    void endBatch();

Q_SIGNALS:
    /** The user changed, added or removed something (not emitted by the set*() loaders). */
    void edited();
    /** A setData() was refused; @p reason is a translated sentence for the user. */
    void editRejected(const QString &reason);

protected:
    /** Emits editRejected(@p reason) and returns false, so setData() can `return reject(...)`. */
    bool reject(const QString &reason);
    /** Emits edited(), or notes it for endBatch() inside a batch; subclasses call this, not Q_EMIT. */
    void notifyEdited();
    /** After setData() changed the cell @p index: dataChanged() for it, edited(); returns true. */
    bool changed(const QModelIndex &index);

    /**
     * insertRows() of a table whose rows are the list @p rows: inserts @p count rows, each made by
     * @p newRow() once the row before it is in (so it can pick a name no row has yet), at @p row,
     * and emits edited(). False, changing nothing, for a bad range or a child @p parent.
     */
    template <typename List, typename NewRow>
    bool insertListRows(List &rows, int row, int count, const QModelIndex &parent, NewRow newRow)
    {
        if (parent.isValid() || row < 0 || row > rows.size() || count < 1)
            return false;
        beginInsertRows(parent, row, row + count - 1);
        for (int i = 0; i < count; ++i)
            rows.insert(row + i, newRow());
        endInsertRows();
        notifyEdited();
        return true;
    }

    /** removeRows() of a table whose rows are the list @p rows; emits edited(). */
    template <typename List> bool removeListRows(List &rows, int row, int count, const QModelIndex &parent)
    {
        if (parent.isValid() || row < 0 || count < 1 || row + count > rows.size())
            return false;
        beginRemoveRows(parent, row, row + count - 1);
        rows.erase(rows.begin() + row, rows.begin() + row + count);
        endRemoveRows();
        notifyEdited();
        return true;
    }

private:
    int m_batchDepth = 0;
    bool m_batchEdited = false; ///< an edit was held back by the open batch
};

} // namespace HelmDeck
