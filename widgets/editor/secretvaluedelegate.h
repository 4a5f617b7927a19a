// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStyledItemDelegate>

namespace HelmDeck {

/**
 * The env table's Value column editor: a plain line edit, in password echo mode for a row marked
 * secret (EnvTableModel::SecretRole), so editing a secret does not show it to onlookers either.
 */
class SecretValueDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QWidget *createEditor(
        QWidget *parent, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
};

} // namespace HelmDeck
