// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QWidget;

namespace HelmDeck {

/**
 * Tells the user that a long job ended while they may be looking elsewhere: a desktop
 * notification (org.freedesktop.Notifications.Notify on the session bus), or, without a
 * notification service, QApplication::alert() on the window (a blinking task bar entry).
 *
 * Virtual so that tests (and other front ends) can put their own in the progress panel
 * (ProgressPanel::setNotifier()) and observe it without a session bus.
 */
class Notifier : public QObject
{
    Q_OBJECT
public:
    explicit Notifier(QObject *parent = nullptr);

    /**
     * Sends @p summary and @p body (plain text). Returns true when the message went to the
     * notification service (it may still fail there: the window is then alerted), false when
     * there is no session bus or no service, in which case @p window was alerted.
     */
    virtual bool notify(const QString &summary, const QString &body, QWidget *window);
};

} // namespace HelmDeck
