// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPointer>

class QFocusFrame;
class QMainWindow;
class QWidget;

namespace HelmDeck {

/**
 * Keeps keyboard focus visible in the window's docks (docs/architecture.md §5): styles draw no focus
 * for a list or table without a current row, nor for a read-only text view (the findings list, the
 * progress panel's steps and output, a terminal transcript), so Tab seemed to lose the focus there
 * for a few stops. When such a widget in a dock takes the focus, a focus ring (QFocusFrame, in the
 * palette's highlight colour) is drawn around it, and a list or table without a current row gets
 * its first row as current (not selected), which the style then marks too.
 */
class DockFocus : public QObject
{
    Q_OBJECT
public:
    explicit DockFocus(QMainWindow *window);

    /** The widget the ring is around now; null when the focus is elsewhere. */
    QWidget *markedWidget() const;
    /** True for the widgets the ring is for (item views, read-only text views). */
    static bool needsRing(const QWidget *widget);

private:
    void onFocusChanged(QWidget *now);
    bool isInDock(const QWidget *widget) const;

    QMainWindow *m_window;
    QFocusFrame *m_frame;
};

} // namespace HelmDeck
