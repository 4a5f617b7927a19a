// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cluster/clusterlists.h"

#include <QPointer>
#include <QStyledItemDelegate>

namespace HelmDeck {

/**
 * Edits a table cell with a ClusterListBox (e.g. the pull-secret names of the Pull secret page):
 * the cluster's names of one kind to pick from, typed text taken as ever. The editor gets the
 * delegate's source and target when it opens; picking a name commits it at once.
 */
class ClusterListDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    explicit ClusterListDelegate(ClusterList::Kind kind, QObject *parent = nullptr);

    ClusterList::Kind kind() const { return m_kind; }
    void setSource(ClusterLists *lists) { m_lists = lists; }
    void setTarget(const ClusterTarget &target) { m_target = target; }

    QWidget *createEditor(
        QWidget *parent, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    void setEditorData(QWidget *editor, const QModelIndex &index) const override;
    void setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const override;

private:
    ClusterList::Kind m_kind;
    QPointer<ClusterLists> m_lists;
    ClusterTarget m_target;
};

} // namespace HelmDeck
