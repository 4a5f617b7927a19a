// SPDX-License-Identifier: GPL-3.0-or-later
#include "dockfocus.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QDockWidget>
#include <QFocusFrame>
#include <QMainWindow>
#include <QPlainTextEdit>
#include <QTextEdit>

namespace HelmDeck {

DockFocus::DockFocus(QMainWindow *window)
    : QObject(window)
    , m_window(window)
    , m_frame(new QFocusFrame(window))
{
    m_frame->setObjectName(QStringLiteral("dockFocusRing"));
    QPalette palette = m_frame->palette();
    palette.setColor(QPalette::WindowText, palette.color(QPalette::Highlight)); // the ring's colour
    m_frame->setPalette(palette);
    connect(
        qApp, &QApplication::focusChanged, this, [this](QWidget *, QWidget *now) { onFocusChanged(now); });
}

QWidget *DockFocus::markedWidget() const
{
    return m_frame->widget();
}

bool DockFocus::needsRing(const QWidget *widget)
{
    if (qobject_cast<const QAbstractItemView *>(widget))
        return true;
    if (const auto *plain = qobject_cast<const QPlainTextEdit *>(widget))
        return plain->isReadOnly();
    if (const auto *rich = qobject_cast<const QTextEdit *>(widget))
        return rich->isReadOnly();
    return false;
}

bool DockFocus::isInDock(const QWidget *widget) const
{
    for (const QWidget *p = widget; p; p = p->parentWidget()) {
        if (qobject_cast<const QDockWidget *>(p))
            return p->window() == m_window || p->parentWidget() == m_window;
    }
    return false;
}

void DockFocus::onFocusChanged(QWidget *now)
{
    if (!now || !needsRing(now) || !isInDock(now)) {
        m_frame->setWidget(nullptr);
        return;
    }
    if (auto *view = qobject_cast<QAbstractItemView *>(now)) {
        QAbstractItemModel *model = view->model();
        if (model && view->selectionModel() && !view->currentIndex().isValid() && model->rowCount() > 0)
            view->selectionModel()->setCurrentIndex(model->index(0, 0), QItemSelectionModel::NoUpdate);
    }
    m_frame->setWidget(now);
}

} // namespace HelmDeck
