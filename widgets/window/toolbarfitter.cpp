// SPDX-License-Identifier: GPL-3.0-or-later
#include "toolbarfitter.h"

#include <QAction>
#include <QEvent>
#include <QLayout>
#include <QStyle>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QWidgetAction>

namespace HelmDeck {

ToolBarFitter::ToolBarFitter(QToolBar *toolBar, QObject *parent)
    : QObject(parent)
    , m_toolBar(toolBar)
{
    m_all = toolBar->actions();
    toolBar->installEventFilter(this);
}

void ToolBarFitter::setPrimaryActions(const QList<QAction *> &actions)
{
    m_primary = actions;
    refit();
}

bool ToolBarFitter::isPrimary(QAction *action) const
{
    return m_primary.contains(action);
}

bool ToolBarFitter::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_toolBar && (event->type() == QEvent::Resize || event->type() == QEvent::FontChange)
        && !m_fitting && !m_scheduled) {
        // after the layout has handled the resize: fitting changes the toolbar's items
        m_scheduled = true;
        QTimer::singleShot(0, this, [this]() {
            m_scheduled = false;
            refit();
        });
    }
    return QObject::eventFilter(watched, event);
}

void ToolBarFitter::setCompactor(const std::function<void(bool)> &compact)
{
    m_compact = compact;
    refit();
}

void ToolBarFitter::refit()
{
    if (!m_toolBar || m_fitting)
        return;
    m_fitting = true;
    // actions added since (or put back by an earlier fit) join the managed list in toolbar order
    if (m_fit != Fit::PrimaryOnly)
        m_all = m_toolBar->actions();
    const int available = m_toolBar->contentsRect().width();
    Fit chosen = Fit::PrimaryOnly;
    for (Fit f : { Fit::AllText, Fit::PrimaryText, Fit::IconsOnly }) {
        apply(f);
        if (neededWidth() <= available) {
            chosen = f;
            break;
        }
    }
    if (chosen == Fit::PrimaryOnly)
        apply(Fit::PrimaryOnly);
    m_fit = chosen;
    m_fitting = false;
}

void ToolBarFitter::apply(Fit fit)
{
    const bool keepOthers = fit != Fit::PrimaryOnly;
    if (m_compact)
        m_compact(fit == Fit::IconsOnly || fit == Fit::PrimaryOnly);
    QAction *next = nullptr;
    // from the end, so an action put back goes before the next one that is on the toolbar
    for (int i = int(m_all.size()) - 1; i >= 0; --i) {
        QAction *a = m_all.at(i);
        const bool onBar = m_toolBar->actions().contains(a);
        const bool wanted = keepOthers || isPrimary(a) || qobject_cast<QWidgetAction *>(a);
        if (wanted && !onBar)
            m_toolBar->insertAction(next, a);
        else if (!wanted && onBar)
            m_toolBar->removeAction(a);
        if (wanted)
            next = a;
    }
    for (QAction *a : std::as_const(m_all)) {
        auto *button = qobject_cast<QToolButton *>(m_toolBar->widgetForAction(a));
        if (!button)
            continue;
        const bool text
            = a->icon().isNull() || fit == Fit::AllText || (fit == Fit::PrimaryText && isPrimary(a));
        button->setToolButtonStyle(text ? Qt::ToolButtonTextBesideIcon : Qt::ToolButtonIconOnly);
    }
}

int ToolBarFitter::neededWidth() const
{
    const QList<QAction *> actions = m_toolBar->actions();
    const int spacing = m_toolBar->layout() ? m_toolBar->layout()->spacing() : 0;
    int width = 0;
    int items = 0;
    for (QAction *a : actions) {
        if (!a->isVisible())
            continue;
        if (QWidget *w = m_toolBar->widgetForAction(a)) {
            // what the toolbar's layout gives each item: its size hint (a widget does not shrink)
            width += w->sizeHint().width();
            ++items;
        }
    }
    if (items > 1)
        width += spacing * (items - 1);
    // the layout's item margins and a little room, so a fit is never one pixel from the "»"
    const int margin = m_toolBar->style()->pixelMetric(QStyle::PM_ToolBarItemMargin, nullptr, m_toolBar);
    return width + 2 * margin + 4;
}

} // namespace HelmDeck
