// SPDX-License-Identifier: GPL-3.0-or-later
#include "findingsview.h"

#include "findingsmodel.h"
#include "forms/hintlabel.h"

#include <QHeaderView>
#include <QPainter>

namespace HelmDeck {

FindingsView::FindingsView(QWidget *parent)
    : QTreeView(parent)
{
    setAccessibleName(tr("Findings"));
    setRootIsDecorated(false);
    setUniformRowHeights(true);
    setAlternatingRowColors(true);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setTextElideMode(Qt::ElideRight);
    connect(this, &QTreeView::activated, this, &FindingsView::onActivated);
}

void FindingsView::setFindingsModel(FindingsModel *model)
{
    setModel(model);
    QHeaderView *h = header();
    h->setStretchLastSection(false);
    h->setSectionResizeMode(FindingsModel::MessageColumn, QHeaderView::Stretch);
    h->setSectionResizeMode(FindingsModel::LocationColumn, QHeaderView::ResizeToContents);
    h->setSectionResizeMode(FindingsModel::FieldColumn, QHeaderView::Interactive);
    // Messages get the room; a long field path is elided (its tooltip has the whole finding).
    h->resizeSection(FindingsModel::FieldColumn,
        fontMetrics().horizontalAdvance(QStringLiteral("apps[python].processes[web].replicas")));
}

void FindingsView::activateRow(int row)
{
    const QModelIndex index = model() ? model()->index(row, 0) : QModelIndex();
    if (!index.isValid())
        return;
    setCurrentIndex(index);
    onActivated(index);
}

void FindingsView::onActivated(const QModelIndex &index)
{
    const QString path = index.sibling(index.row(), 0).data(FindingsModel::FieldPathRole).toString();
    if (!path.isEmpty())
        Q_EMIT fieldActivated(path);
}

void FindingsView::paintEvent(QPaintEvent *event)
{
    QTreeView::paintEvent(event);
    if (model() && model()->rowCount() > 0)
        return;
    QPainter p(viewport());
    p.setPen(HintLabel::hintColor(palette()));
    p.drawText(
        viewport()->rect().adjusted(8, 8, -8, -8), Qt::AlignCenter | Qt::TextWordWrap, tr("No findings."));
}

} // namespace HelmDeck
