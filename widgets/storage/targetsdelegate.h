// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>
#include <QStyledItemDelegate>

class QListWidget;

namespace HelmDeck {

/**
 * Edits a mount's process types with a check list that drops down over the cell: "all" (the
 * default: every process type, cron task and run Job), then each process type of the app, "cron"
 * and "run". Checking "all" clears the rest; checking anything else clears "all"; clearing
 * everything means all again. Names in the cell that the app does not have stay in the list, so
 * an edit never drops them silently. Commits a QStringList (EditRole), empty for "all".
 */
class TargetsDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    explicit TargetsDelegate(QObject *parent = nullptr);

    /** The app's process type names, in order. */
    void setProcessTypes(const QStringList &names) { m_processTypes = names; }
    /** The choices offered besides "all" for a cell holding @p current. */
    QStringList choices(const QStringList &current) const;

    QWidget *createEditor(
        QWidget *parent, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    void setEditorData(QWidget *editor, const QModelIndex &index) const override;
    void setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const override;
    void updateEditorGeometry(
        QWidget *editor, const QStyleOptionViewItem &option, const QModelIndex &index) const override;

    /** The targets checked in @p editor (an editor made by this delegate); empty when "all" is. */
    static QStringList checkedTargets(const QListWidget *editor);

private:
    QStringList m_processTypes;
};

} // namespace HelmDeck
