// SPDX-License-Identifier: GPL-3.0-or-later
#include "secretvaluedelegate.h"

#include "envtablemodel.h"

#include <QLineEdit>

namespace HelmDeck {

QWidget *SecretValueDelegate::createEditor(
    QWidget *parent, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QWidget *editor = QStyledItemDelegate::createEditor(parent, option, index);
    auto *edit = qobject_cast<QLineEdit *>(editor);
    if (edit && index.data(EnvTableModel::SecretRole).toBool()) {
        edit->setEchoMode(QLineEdit::Password);
        edit->setObjectName(QStringLiteral("secretValueEditor"));
    }
    return editor;
}

} // namespace HelmDeck
