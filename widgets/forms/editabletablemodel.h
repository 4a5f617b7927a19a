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

Q_SIGNALS:
    /** The user changed, added or removed something (not emitted by the set*() loaders). */
    void edited();
    /** A setData() was refused; @p reason is a translated sentence for the user. */
    void editRejected(const QString &reason);

protected:
    /** Emits editRejected(@p reason) and returns false, so setData() can `return reject(...)`. */
    bool reject(const QString &reason);
};

} // namespace HelmDeck
