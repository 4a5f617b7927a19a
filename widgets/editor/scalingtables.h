// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <functional>

class QTableWidget;
class QWidget;

namespace HelmDeck {

/** The editable tables of the Scaling page (KEDA triggers, trigger authentications): plain QTableWidgets. */
namespace ScalingTables {

/** A table with @p headers, the last column stretched, no row header, room for a few rows. */
QTableWidget *table(QWidget *owner, const QStringList &headers);
/** The trimmed text of a cell; empty when it has no item. */
QString cell(const QTableWidget *t, int row, int column);
/** Fills row @p row with @p texts, one item per column. */
void setRow(QTableWidget *t, int row, const QStringList &texts);
/** "Add" and "Remove" buttons for the rows of @p t; @p changed runs after either. */
QWidget *rowButtons(QWidget *owner, QTableWidget *t, const std::function<void()> &changed);

} // namespace ScalingTables
} // namespace HelmDeck
