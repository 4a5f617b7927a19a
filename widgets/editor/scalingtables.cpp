// SPDX-License-Identifier: GPL-3.0-or-later
#include "scalingtables.h"

#include <QCoreApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QPushButton>
#include <QTableWidget>

namespace HelmDeck::ScalingTables {

QTableWidget *table(QWidget *owner, const QStringList &headers)
{
    auto *t = new QTableWidget(0, int(headers.size()), owner);
    t->setHorizontalHeaderLabels(headers);
    t->horizontalHeader()->setStretchLastSection(true);
    t->verticalHeader()->hide();
    t->setMinimumHeight(110);
    return t;
}

QString cell(const QTableWidget *t, int row, int column)
{
    const QTableWidgetItem *item = t->item(row, column);
    return item ? item->text().trimmed() : QString();
}

void setRow(QTableWidget *t, int row, const QStringList &texts)
{
    for (int c = 0; c < texts.size(); ++c)
        t->setItem(row, c, new QTableWidgetItem(texts.at(c)));
}

QWidget *rowButtons(QWidget *owner, QTableWidget *t, const std::function<void()> &changed)
{
    auto *box = new QWidget(owner);
    auto *h = new QHBoxLayout(box);
    h->setContentsMargins(0, 0, 0, 0);
    auto *add = new QPushButton(QCoreApplication::translate("HelmDeck::ScalingTables", "Add"), box);
    auto *remove = new QPushButton(QCoreApplication::translate("HelmDeck::ScalingTables", "Remove"), box);
    h->addWidget(add);
    h->addWidget(remove);
    h->addStretch(1);
    QObject::connect(add, &QPushButton::clicked, t, [t, changed] {
        const int row = t->rowCount();
        t->insertRow(row);
        for (int c = 0; c < t->columnCount(); ++c)
            t->setItem(row, c, new QTableWidgetItem);
        t->setCurrentCell(row, 0);
        t->editItem(t->item(row, 0));
        changed();
    });
    QObject::connect(remove, &QPushButton::clicked, t, [t, changed] {
        if (t->currentRow() >= 0) {
            t->removeRow(t->currentRow());
            changed();
        }
    });
    return box;
}

} // namespace HelmDeck::ScalingTables
