// SPDX-License-Identifier: GPL-3.0-or-later
#include "columnfitter.h"

#include <QEvent>
#include <QHeaderView>
#include <QTableView>
#include <QTimer>

#include <algorithm>
#include <vector>

namespace HelmDeck {

ColumnFitter::ColumnFitter(QTableView *view, int stretchColumn)
    : QObject(view)
    , m_view(view)
    , m_stretch(stretchColumn)
{
    QHeaderView *header = view->horizontalHeader();
    header->setStretchLastSection(false);
    header->setSectionResizeMode(QHeaderView::Interactive);
    view->setTextElideMode(Qt::ElideRight);
    view->viewport()->installEventFilter(this);
    QAbstractItemModel *model = view->model();
    if (model) {
        connect(model, &QAbstractItemModel::modelReset, this, &ColumnFitter::scheduleFit);
        connect(model, &QAbstractItemModel::rowsInserted, this, &ColumnFitter::scheduleFit);
        connect(model, &QAbstractItemModel::rowsRemoved, this, &ColumnFitter::scheduleFit);
        connect(model, &QAbstractItemModel::dataChanged, this, &ColumnFitter::scheduleFit);
        connect(model, &QAbstractItemModel::layoutChanged, this, &ColumnFitter::scheduleFit);
    }
    scheduleFit();
}

bool ColumnFitter::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view->viewport() && event->type() == QEvent::Resize)
        scheduleFit();
    return QObject::eventFilter(watched, event);
}

void ColumnFitter::scheduleFit()
{
    // once per event-loop turn: a model reset and the resize it causes fit once
    if (m_pending)
        return;
    m_pending = true;
    QTimer::singleShot(0, this, [this]() {
        m_pending = false;
        fit();
    });
}

void ColumnFitter::fit()
{
    QHeaderView *header = m_view->horizontalHeader();
    const int count = header->count();
    if (count == 0)
        return;
    const int available = m_view->viewport()->width();
    std::vector<int> want(std::size_t(count), 0);
    std::vector<int> least(std::size_t(count), 0);
    const int minimumStretch = m_view->fontMetrics().averageCharWidth() * 12;
    for (int c = 0; c < count; ++c) {
        if (header->isSectionHidden(c))
            continue;
        const int headerWidth = header->sectionSizeHint(c);
        const std::size_t i = std::size_t(c);
        // QAbstractItemView's is public; QTableView's override (the visible rows' widest cell) answers
        want[i] = std::max(headerWidth, static_cast<QAbstractItemView *>(m_view)->sizeHintForColumn(c));
        least[i] = c == m_stretch ? std::min(want[i], std::max(headerWidth, minimumStretch)) : headerWidth;
    }
    int wanted = 0;
    int needed = 0;
    for (int c = 0; c < count; ++c) {
        wanted += want[std::size_t(c)];
        needed += least[std::size_t(c)];
    }
    std::vector<int> width = want;
    if (wanted <= available) {
        if (m_stretch >= 0 && m_stretch < count)
            width[std::size_t(m_stretch)] += available - wanted;
    } else if (needed < available) {
        // Above the headers, the spare width is shared fairly (max-min): a column that wants less
        // than an equal share gets all it wants, so short values stay whole, and the long ones
        // share the rest equally.
        std::vector<int> open;
        for (int c = 0; c < count; ++c) {
            width[std::size_t(c)] = least[std::size_t(c)];
            if (want[std::size_t(c)] > least[std::size_t(c)])
                open.push_back(c);
        }
        std::sort(open.begin(), open.end(), [&](int a, int b) {
            return want[std::size_t(a)] - least[std::size_t(a)]
                < want[std::size_t(b)] - least[std::size_t(b)];
        });
        int spare = available - needed;
        std::size_t next = 0;
        while (next < open.size()) {
            const int share = spare / int(open.size() - next);
            const std::size_t c = std::size_t(open[next]);
            const int need = want[c] - width[c];
            if (need > share)
                break;
            width[c] += need;
            spare -= need;
            ++next;
        }
        if (next < open.size()) {
            const int share = spare / int(open.size() - next);
            for (std::size_t k = next; k < open.size(); ++k) {
                width[std::size_t(open[k])] += share;
                spare -= share;
            }
        }
        const int target = m_stretch >= 0 && m_stretch < count ? m_stretch : count - 1;
        width[std::size_t(target)] += spare; // the rounding
    } else {
        width = least; // even the headers do not fit: the table scrolls
    }
    for (int c = 0; c < count; ++c) {
        if (!header->isSectionHidden(c) && header->sectionSize(c) != width[std::size_t(c)])
            header->resizeSection(c, width[std::size_t(c)]);
    }
}

} // namespace HelmDeck
