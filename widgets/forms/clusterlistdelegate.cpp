// SPDX-License-Identifier: GPL-3.0-or-later
#include "clusterlistdelegate.h"

#include "clusterlistbox.h"

#include <QLineEdit>

namespace HelmDeck {

ClusterListDelegate::ClusterListDelegate(ClusterList::Kind kind, QObject *parent)
    : QStyledItemDelegate(parent)
    , m_kind(kind)
{ }

QWidget *ClusterListDelegate::createEditor(
    QWidget *parent, const QStyleOptionViewItem &, const QModelIndex &) const
{
    auto *box = new ClusterListBox(m_kind, parent);
    box->setObjectName(QStringLiteral("clusterListEditor"));
    box->setSource(m_lists);
    box->setTarget(m_target);
    auto *self = const_cast<ClusterListDelegate *>(this);
    connect(box, &ClusterListBox::picked, self, [self, box] { Q_EMIT self->commitData(box); });
    return box;
}

void ClusterListDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    if (auto *box = qobject_cast<ClusterListBox *>(editor))
        box->setEditText(index.data(Qt::EditRole).toString());
}

void ClusterListDelegate::setModelData(
    QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const
{
    if (auto *box = qobject_cast<ClusterListBox *>(editor))
        model->setData(index, box->currentText(), Qt::EditRole);
}

} // namespace HelmDeck
