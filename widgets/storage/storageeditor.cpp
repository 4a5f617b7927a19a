// SPDX-License-Identifier: GPL-3.0-or-later
#include "storageeditor.h"

#include "forms/tableform.h"
#include "storageentryform.h"
#include "storagetablemodel.h"

#include <QFrame>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLineEdit>
#include <QScrollArea>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

namespace HelmDeck {

StorageEditor::StorageEditor(QWidget *parent)
    : QWidget(parent)
    , m_model(new StorageTableModel(this))
    , m_form(new StorageEntryForm)
    , m_formScroll(new QScrollArea)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_table = new TableForm(m_model,
        tr("Persistent storage shared by the project's apps. Each entry is its own release "
           "storage-<name>: a PersistentVolumeClaim, plus a PersistentVolume for a host path."));
    m_table->view()->setAccessibleName(tr("Storage entries"));
    m_table->setStretchColumn(StorageTableModel::BackingColumn);
    m_table->view()->setSelectionMode(QAbstractItemView::SingleSelection);
    // The table grows with its entries up to six rows, then scrolls; the detail form takes the
    // rest. (A box layout, not a splitter: a splitter ignores the word-wrapped explanation's height
    // and squeezes the Add button onto the table.)
    connect(m_model, &QAbstractItemModel::modelReset, this, &StorageEditor::fitTable);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &StorageEditor::fitTable);
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, &StorageEditor::fitTable);
    fitTable();

    m_formScroll->setWidget(m_form);
    m_formScroll->setWidgetResizable(true);
    m_formScroll->setFrameShape(QFrame::NoFrame);

    auto *line = new QFrame(this);
    line->setFrameShape(QFrame::HLine);
    line->setFrameShadow(QFrame::Sunken);
    layout->addWidget(m_table);
    layout->addWidget(line);
    layout->addWidget(m_formScroll, 1);

    connect(m_table->view()->selectionModel(), &QItemSelectionModel::currentChanged, this,
        &StorageEditor::onCurrentChanged);
    connect(m_model, &QAbstractItemModel::rowsInserted, this,
        [this](const QModelIndex &, int first, int) { onRowsInserted(first); });
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, &StorageEditor::onCurrentChanged);
    connect(m_model, &EditableTableModel::edited, this, &StorageEditor::edited);
    connect(m_form, &StorageEntryForm::edited, this, &StorageEditor::onFormEdited);
    onCurrentChanged();
}

void StorageEditor::fitTable()
{
    QTableView *view = m_table->view();
    const int chrome = view->horizontalHeader()->sizeHint().height() + 2 * view->frameWidth();
    const int rows = qBound(2, m_model->rowCount() + 1, 6); // one spare row: room to add
    view->setFixedHeight(chrome + rows * view->verticalHeader()->defaultSectionSize());
}

void StorageEditor::setEntries(const QList<StorageEntry> &entries)
{
    m_model->setEntries(entries);
    m_shownRow = -1;
    selectRow(entries.isEmpty() ? -1 : 0);
    onCurrentChanged();
}

const QList<StorageEntry> &StorageEditor::entries() const
{
    return m_model->entries();
}

int StorageEditor::currentRow() const
{
    const QModelIndex current = m_table->view()->currentIndex();
    return current.isValid() ? current.row() : -1;
}

void StorageEditor::selectRow(int row)
{
    if (row < 0 || row >= m_model->rowCount()) {
        m_table->view()->setCurrentIndex(QModelIndex());
        return;
    }
    m_table->view()->setCurrentIndex(m_model->index(row, StorageTableModel::NameColumn));
    m_table->view()->selectRow(row);
}

void StorageEditor::onCurrentChanged()
{
    const int row = currentRow();
    if (row < 0 && m_model->rowCount() > 0) {
        selectRow(qMin(qMax(m_shownRow, 0), m_model->rowCount() - 1)); // e.g. after a removal
        return;
    }
    m_shownRow = row;
    m_form->setEnabled(row >= 0);
    m_form->setEntry(row >= 0 ? m_model->entries().at(row) : StorageEntry());
    if (row < 0)
        m_form->nameEdit()->setPlaceholderText(tr("Add an entry to edit it here"));
    else
        m_form->nameEdit()->setPlaceholderText(tr("e.g. uploads"));
    m_form->showFindings(m_findings);
}

void StorageEditor::onFormEdited()
{
    const int row = currentRow();
    if (row < 0)
        return;
    const QString before = m_model->entries().at(row).name;
    const StorageEntry after = m_form->entry();
    if (before != after.name)
        Q_EMIT entryRenamed(before, after.name);
    m_model->setEntry(row, after); // emits edited() through the model
}

void StorageEditor::onRowsInserted(int first)
{
    selectRow(first);
    // After TableForm::addRow() has put the focus on the table: the name is what to type first.
    QTimer::singleShot(0, this, [this]() {
        if (!m_form->isEnabled())
            return;
        m_form->nameEdit()->setFocus(Qt::OtherFocusReason);
        m_form->nameEdit()->selectAll();
    });
}

void StorageEditor::showFindings(const Findings &all)
{
    m_findings = all;
    m_form->showFindings(all);
}

bool StorageEditor::focusField(const QString &key, const QString &field)
{
    int row = m_model->rowOf(key);
    bool isIndex = false;
    const int index = key.toInt(&isIndex);
    if (row < 0 && isIndex && index >= 0 && index < m_model->rowCount())
        row = index;
    if (row < 0)
        return false;
    selectRow(row);
    return m_form->focusField(field);
}

} // namespace HelmDeck
