// SPDX-License-Identifier: GPL-3.0-or-later
#include "targetsdelegate.h"

#include "model/storagemount.h"

#include <QListWidget>

namespace HelmDeck {

namespace {

constexpr int AllRole = Qt::UserRole + 1;

void setAllChecked(QListWidget *list, QListWidgetItem *changed)
{
    // Keeps "all" and the named targets exclusive; itemChanged fires again for each change made
    // here, so the signal is blocked meanwhile.
    const QSignalBlocker blocker(list);
    const bool allChanged = changed->data(AllRole).toBool();
    bool any = false;
    for (int i = 1; i < list->count(); ++i) {
        if (allChanged && changed->checkState() == Qt::Checked)
            list->item(i)->setCheckState(Qt::Unchecked);
        any = any || list->item(i)->checkState() == Qt::Checked;
    }
    list->item(0)->setCheckState(any ? Qt::Unchecked : Qt::Checked);
}

} // namespace

TargetsDelegate::TargetsDelegate(QObject *parent)
    : QStyledItemDelegate(parent)
{ }

QStringList TargetsDelegate::choices(const QStringList &current) const
{
    QStringList out = m_processTypes;
    for (const QString &pseudo : { StorageMount::cronTarget(), StorageMount::runTarget() }) {
        if (!out.contains(pseudo))
            out.append(pseudo);
    }
    for (const QString &name : current) {
        if (!out.contains(name))
            out.append(name);
    }
    return out;
}

QWidget *TargetsDelegate::createEditor(
    QWidget *parent, const QStyleOptionViewItem &, const QModelIndex &index) const
{
    auto *list = new QListWidget(parent);
    list->setObjectName(QStringLiteral("mountTargetsEditor"));
    auto *all = new QListWidgetItem(tr("all (every process, cron task and run)"), list);
    all->setData(AllRole, true);
    all->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
    const QStringList current = index.data(Qt::EditRole).toStringList();
    for (const QString &name : choices(current)) {
        auto *item = new QListWidgetItem(name, list);
        item->setData(Qt::UserRole, name);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Unchecked);
        if (name == StorageMount::runTarget() && !m_processTypes.contains(name))
            item->setToolTip(tr("One-off commands (helmdeck run)"));
        else if (name == StorageMount::cronTarget() && !m_processTypes.contains(name))
            item->setToolTip(tr("Every cron task's CronJob"));
    }
    all->setCheckState(Qt::Checked);
    connect(
        list, &QListWidget::itemChanged, list, [list](QListWidgetItem *item) { setAllChecked(list, item); });
    return list;
}

void TargetsDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    auto *list = static_cast<QListWidget *>(editor);
    const QStringList current = index.data(Qt::EditRole).toStringList();
    const QSignalBlocker blocker(list);
    for (int i = 1; i < list->count(); ++i)
        list->item(i)->setCheckState(
            current.contains(list->item(i)->data(Qt::UserRole).toString()) ? Qt::Checked : Qt::Unchecked);
    list->item(0)->setCheckState(current.isEmpty() ? Qt::Checked : Qt::Unchecked);
    list->setCurrentRow(0);
}

QStringList TargetsDelegate::checkedTargets(const QListWidget *editor)
{
    QStringList out;
    for (int i = 1; i < editor->count(); ++i) {
        if (editor->item(i)->checkState() == Qt::Checked)
            out.append(editor->item(i)->data(Qt::UserRole).toString());
    }
    return out;
}

void TargetsDelegate::setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const
{
    model->setData(index, checkedTargets(static_cast<QListWidget *>(editor)), Qt::EditRole);
}

void TargetsDelegate::updateEditorGeometry(
    QWidget *editor, const QStyleOptionViewItem &option, const QModelIndex &) const
{
    // Drops down from the cell, as tall as its items, kept inside the view.
    auto *list = static_cast<QListWidget *>(editor);
    const int frame = 2 * list->frameWidth();
    const int height = qMin(list->count() * qMax(list->sizeHintForRow(0), 1) + frame, 240);
    const int width = qMax(option.rect.width(), list->sizeHintForColumn(0) + frame + 8);
    QRect r(option.rect.topLeft(), QSize(width, height));
    if (const QWidget *view = editor->parentWidget()) {
        const QRect area = view->rect();
        r.setSize(r.size().boundedTo(area.size()));
        if (r.right() > area.right())
            r.moveRight(area.right());
        if (r.bottom() > area.bottom())
            r.moveBottom(area.bottom());
        r.moveTopLeft(QPoint(qMax(r.left(), 0), qMax(r.top(), 0)));
    }
    editor->setGeometry(r);
}

} // namespace HelmDeck
