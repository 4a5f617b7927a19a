// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QTableView;

namespace HelmDeck {

/**
 * Keeps a table's columns within its viewport's width, so the table never scrolls sideways while
 * it can fit (docs/architecture.md §5). Each column wants the larger of its header's and its
 * contents' width; when they all fit, @p stretchColumn takes the spare width. When they do not,
 * every column keeps at least its header's width (the stretch column at least 12 characters) and the
 * rest of the width is shared in proportion to what each still wants; longer cells are elided (the
 * model's tool tip shows them whole). Only when even the headers do not fit does the table scroll.
 * Refits on resizes of the viewport and on every change of the model's rows or data. The columns
 * become QHeaderView::Interactive; the fitter is a child of @p view.
 */
class ColumnFitter : public QObject
{
    Q_OBJECT
public:
    ColumnFitter(QTableView *view, int stretchColumn);

    /** Sets the widths now (also called on every resize and model change). */
    void fit();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void scheduleFit();

    QTableView *m_view;
    int m_stretch;
    bool m_pending = false;
};

} // namespace HelmDeck
