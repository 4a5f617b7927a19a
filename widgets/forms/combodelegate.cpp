// SPDX-License-Identifier: GPL-3.0-or-later
#include "combodelegate.h"

#include <QComboBox>

namespace HelmDeck {

ComboDelegate::ComboDelegate(const QStringList &choices, QObject *parent)
    : QStyledItemDelegate(parent)
    , m_choices(choices)
{ }

QWidget *ComboDelegate::createEditor(QWidget *parent, const QStyleOptionViewItem &, const QModelIndex &) const
{
    auto *combo = new QComboBox(parent);
    combo->addItems(m_choices);
    // Commit as soon as a choice is picked, so one click is enough.
    connect(combo, QOverload<int>::of(&QComboBox::activated), this, [this, combo](int) {
        auto *self = const_cast<ComboDelegate *>(this);
        Q_EMIT self->commitData(combo);
        Q_EMIT self->closeEditor(combo);
    });
    return combo;
}

void ComboDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    auto *combo = static_cast<QComboBox *>(editor);
    const QString current = index.data(Qt::EditRole).toString();
    int i = combo->findText(current);
    if (i < 0 && !current.isEmpty()) {
        combo->addItem(current);
        i = combo->count() - 1;
    }
    combo->setCurrentIndex(i < 0 ? 0 : i);
}

void ComboDelegate::setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const
{
    model->setData(index, static_cast<QComboBox *>(editor)->currentText(), Qt::EditRole);
}

} // namespace HelmDeck
