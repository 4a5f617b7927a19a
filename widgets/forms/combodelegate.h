// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>
#include <QStyledItemDelegate>

namespace HelmDeck {

/**
 * Edits a cell with a non-editable combo box of choices (a cron concurrency policy, a mount's
 * storage entry). A cell value that is not a choice is offered too, so opening and closing the
 * editor never changes the cell.
 */
class ComboDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    explicit ComboDelegate(const QStringList &choices, QObject *parent = nullptr);

    /** Replaces the choices (e.g. when the project's storage entries change). */
    void setChoices(const QStringList &choices) { m_choices = choices; }
    const QStringList &choices() const { return m_choices; }

    QWidget *createEditor(
        QWidget *parent, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    void setEditorData(QWidget *editor, const QModelIndex &index) const override;
    void setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const override;

private:
    QStringList m_choices;
};

} // namespace HelmDeck
