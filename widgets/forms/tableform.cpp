// SPDX-License-Identifier: GPL-3.0-or-later
#include "tableform.h"

#include "columnfitter.h"
#include "editabletablemodel.h"
#include "findinglabel.h"
#include "hintlabel.h"

#include <QAbstractItemDelegate>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QIcon>
#include <QItemSelectionModel>
#include <QLabel>
#include <QTableView>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

namespace HelmDeck {

TableForm::TableForm(EditableTableModel *model, const QString &description, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_view(new QTableView(this))
    , m_addButton(new QToolButton(this))
    , m_removeButton(new QToolButton(this))
    , m_rejection(new QLabel(this))
    , m_findings(new FindingLabel(this))
{
    auto *layout = new QVBoxLayout(this);
    if (!description.isEmpty()) {
        layout->addWidget(new HintLabel(description, this));
    }

    m_view->setModel(model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
        | QAbstractItemView::AnyKeyPressed | QAbstractItemView::SelectedClicked);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setHighlightSections(false);
    m_view->horizontalHeader()->setStretchLastSection(false);
    m_view->setWordWrap(false);
    m_view->setAlternatingRowColors(true);
    layout->addWidget(m_view, 1);

    m_rejection->setWordWrap(true);
    m_rejection->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_rejection->hide();
    layout->addWidget(m_rejection);
    layout->addWidget(m_findings);

    auto *buttons = new QHBoxLayout;
    m_addButton->setIcon(QIcon::fromTheme(QStringLiteral("list-add")));
    m_addButton->setText(tr("Add"));
    m_addButton->setToolTip(tr("Add a row"));
    m_addButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_removeButton->setIcon(QIcon::fromTheme(QStringLiteral("list-remove")));
    m_removeButton->setText(tr("Remove"));
    m_removeButton->setToolTip(tr("Remove the selected rows"));
    m_removeButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    buttons->addWidget(m_addButton);
    buttons->addWidget(m_removeButton);
    buttons->addStretch(1);
    layout->addLayout(buttons);

    connect(m_addButton, &QToolButton::clicked, this, &TableForm::addRow);
    connect(m_removeButton, &QToolButton::clicked, this, &TableForm::removeSelectedRows);
    connect(model, &EditableTableModel::editRejected, this, &TableForm::showRejection);
    connect(model, &EditableTableModel::editRejected, this, [this]() {
        if (m_placeholder.isValid())
            m_placeholderRefused = true;
    });
    connect(model, &EditableTableModel::edited, m_rejection, &QLabel::hide);
    connect(
        m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this, &TableForm::updateButtons);
    connect(model, &QAbstractItemModel::modelReset, this, [this]() {
        m_rejection->hide();
        m_view->resizeColumnsToContents();
        updateButtons();
    });
    updateButtons();
}

void TableForm::setStretchColumn(int column)
{
    QHeaderView *header = m_view->horizontalHeader();
    for (int c = 0; c < m_model->columnCount(); ++c)
        header->setSectionResizeMode(c, c == column ? QHeaderView::Stretch : QHeaderView::ResizeToContents);
}

void TableForm::setFitColumns(int column)
{
    new ColumnFitter(m_view, column);
}

void TableForm::focusCell(int row, int column)
{
    const QModelIndex index = m_model->index(row, column);
    if (!index.isValid())
        return;
    m_view->setCurrentIndex(index);
    m_view->scrollTo(index);
    m_view->setFocus(Qt::OtherFocusReason);
}

void TableForm::addHeaderWidget(QWidget *widget)
{
    auto *box = static_cast<QVBoxLayout *>(layout());
    box->insertWidget(box->indexOf(m_view), widget);
}

QString TableForm::rejectionText() const
{
    return m_rejection->isHidden() ? QString() : m_rejection->text();
}

void TableForm::addRow()
{
    const int row = m_model->rowCount();
    if (!m_model->insertRows(row, 1))
        return;
    const QModelIndex index = m_model->index(row, m_model->firstEditableColumn());
    m_view->setCurrentIndex(index);
    m_view->scrollTo(index);
    m_view->setFocus(Qt::OtherFocusReason);
    if (!(m_model->flags(index) & Qt::ItemIsEditable)) // e.g. the storage table is edited in a form
        return;
    QAbstractItemDelegate *delegate = m_view->itemDelegateForColumn(index.column());
    if (!delegate)
        delegate = m_view->itemDelegate();
    QObject::disconnect(m_placeholderEditor);
    m_placeholder = index;
    m_placeholderRefused = false;
    // Handled after the view has handled the close (commit, moving on to the next cell); the hint is
    // carried by the lambda (EndEditHint is no registered meta type, so no queued connection).
    m_placeholderEditor = connect(delegate, &QAbstractItemDelegate::closeEditor, this,
        [this](QWidget *, QAbstractItemDelegate::EndEditHint hint) {
            QTimer::singleShot(0, this, [this, hint]() { placeholderEditClosed(int(hint)); });
        });
    m_view->edit(index);
}

void TableForm::placeholderEditClosed(int hint)
{
    QObject::disconnect(m_placeholderEditor);
    const QPersistentModelIndex placeholder = std::exchange(m_placeholder, QPersistentModelIndex());
    if (!placeholder.isValid())
        return;
    if (hint != QAbstractItemDelegate::RevertModelCache && !m_placeholderRefused)
        return; // committed: the row is the user's now
    const QString reason = rejectionText();
    m_model->removeRows(placeholder.row(), 1); // edited() hides the refusal: show it again
    if (!reason.isEmpty()) {
        m_rejection->setText(reason);
        m_rejection->show();
    }
    updateButtons();
}

void TableForm::removeSelectedRows()
{
    QList<int> rows;
    const QModelIndexList selected = m_view->selectionModel()->selectedRows();
    for (const QModelIndex &i : selected)
        rows.append(i.row());
    if (rows.isEmpty() && m_view->currentIndex().isValid())
        rows.append(m_view->currentIndex().row());
    // Bottom-up so the earlier rows keep their numbers while we remove.
    std::sort(rows.begin(), rows.end(), std::greater<int>());
    m_model->beginBatch(); // one edit, so one undo step, however many rows
    for (int row : std::as_const(rows))
        m_model->removeRows(row, 1);
    m_model->endBatch();
    updateButtons();
}

void TableForm::showRejection(const QString &reason)
{
    m_rejection->setText(QStringLiteral("\u26a0 ") + reason);
    m_rejection->show();
}

void TableForm::updateButtons()
{
    m_removeButton->setEnabled(m_view->selectionModel()->hasSelection() || m_view->currentIndex().isValid());
}

} // namespace HelmDeck
