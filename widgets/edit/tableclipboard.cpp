// SPDX-License-Identifier: GPL-3.0-or-later
#include "tableclipboard.h"

#include "forms/editabletablemodel.h"
#include "forms/tableform.h"

#include <QApplication>
#include <QClipboard>
#include <QItemSelectionModel>
#include <QTableView>

#include <algorithm>

namespace HelmDeck {

namespace {

constexpr QChar MaskDot(0x2022);

bool isCheckBox(const QModelIndex &index)
{
    const Qt::ItemFlags flags = index.flags();
    return (flags & Qt::ItemIsUserCheckable) && !(flags & Qt::ItemIsEditable);
}

QString cellText(const QModelIndex &index)
{
    if (isCheckBox(index))
        return index.data(Qt::CheckStateRole).toInt() == Qt::Checked ? QStringLiteral("true")
                                                                     : QStringLiteral("false");
    QString text = index.data(Qt::DisplayRole).toString();
    text.replace(QLatin1Char('\t'), QLatin1Char(' ')).replace(QLatin1Char('\n'), QLatin1Char(' '));
    return text;
}

/** A value as a masked cell shows it: copying it back must not replace the real value. */
bool isMasked(const QString &text)
{
    return !text.isEmpty() && std::all_of(text.cbegin(), text.cend(), [](QChar c) { return c == MaskDot; });
}

QList<QStringList> parse(QString text)
{
    text.remove(QLatin1Char('\r'));
    if (text.endsWith(QLatin1Char('\n')))
        text.chop(1);
    QList<QStringList> rows;
    if (text.isEmpty())
        return rows;
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (const QString &line : lines)
        rows.append(line.split(QLatin1Char('\t')));
    return rows;
}

} // namespace

QString TableClipboard::selectedText(const QTableView *view)
{
    QModelIndexList cells = view->selectionModel()->selectedIndexes();
    if (cells.isEmpty() && view->currentIndex().isValid())
        cells.append(view->currentIndex());
    if (cells.isEmpty())
        return QString();
    QList<int> rows;
    int first = cells.constFirst().column();
    int last = first;
    for (const QModelIndex &cell : std::as_const(cells)) {
        if (!rows.contains(cell.row()))
            rows.append(cell.row());
        first = qMin(first, cell.column());
        last = qMax(last, cell.column());
    }
    std::sort(rows.begin(), rows.end());
    QStringList lines;
    for (int row : std::as_const(rows)) {
        QStringList line;
        for (int column = first; column <= last; ++column) {
            const QModelIndex cell = view->model()->index(row, column);
            line.append(cells.contains(cell) ? cellText(cell) : QString());
        }
        lines.append(line.join(QLatin1Char('\t')));
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

bool TableClipboard::copy(const TableForm *form)
{
    const QString text = selectedText(form->view());
    if (text.isEmpty())
        return false;
    QApplication::clipboard()->setText(text);
    return true;
}

bool TableClipboard::cut(TableForm *form)
{
    if (!copy(form))
        return false;
    form->removeSelectedRows();
    return true;
}

int TableClipboard::paste(TableForm *form)
{
    return pasteText(form, QApplication::clipboard()->text());
}

int TableClipboard::pasteText(TableForm *form, const QString &text)
{
    const QList<QStringList> rows = parse(text);
    if (rows.isEmpty())
        return 0;
    EditableTableModel *model = form->model();
    const QModelIndex current = form->view()->currentIndex();
    int width = 0;
    for (const QStringList &row : rows)
        width = qMax(width, int(row.size()));
    const int startRow = current.isValid() ? current.row() : model->rowCount();
    const int startColumn = current.isValid() && width < model->columnCount() ? current.column() : 0;

    QString refusal;
    const QMetaObject::Connection refused = QObject::connect(
        model, &EditableTableModel::editRejected, [&refusal](const QString &reason) { refusal = reason; });
    int set = 0;
    model->beginBatch(); // one edit: one undo step
    for (int i = 0; i < rows.size(); ++i) {
        int row = startRow + i;
        const bool added = row >= model->rowCount();
        if (added) {
            row = model->rowCount();
            if (!model->insertRows(row, 1))
                break;
        }
        bool ok = true;
        int setInRow = 0;
        for (int c = 0; c < rows.at(i).size() && startColumn + c < model->columnCount(); ++c) {
            const QModelIndex cell = model->index(row, startColumn + c);
            const QString value = rows.at(i).at(c);
            if (isMasked(value))
                continue;
            bool done = false;
            if (isCheckBox(cell)) {
                const QString v = value.trimmed().toLower();
                const bool on
                    = v == QLatin1String("true") || v == QLatin1String("yes") || v == QLatin1String("1");
                done = model->setData(cell, int(on ? Qt::Checked : Qt::Unchecked), Qt::CheckStateRole);
            } else if (cell.flags() & Qt::ItemIsEditable) {
                done = model->setData(cell, value, Qt::EditRole);
            } else {
                continue;
            }
            ok = ok && done;
            setInRow += done ? 1 : 0;
        }
        if (added && !ok) // a row of the model's defaults the user did not choose: not kept
            model->removeRows(row, 1);
        else
            set += setInRow;
    }
    model->endBatch();
    QObject::disconnect(refused);
    if (!refusal.isEmpty()) // the edit above hid the table's refusal line: say it again
        Q_EMIT model->editRejected(refusal);
    return set;
}

} // namespace HelmDeck
