// SPDX-License-Identifier: GPL-3.0-or-later
#include "notifier.h"

#include <QApplication>
#include <QDBusConnection>
#include <QDBusConnectionInterface>
#include <QDBusMessage>
#include <QDBusPendingCallWatcher>
#include <QDBusPendingReply>
#include <QPointer>
#include <QVariantMap>
#include <QWidget>

namespace HelmDeck {

namespace {

const QString Service = QStringLiteral("org.freedesktop.Notifications");
const QString Path = QStringLiteral("/org/freedesktop/Notifications");
constexpr int ExpireMs = 10000;

void alert(QWidget *window)
{
    if (window)
        QApplication::alert(window->window());
}

} // namespace

Notifier::Notifier(QObject *parent)
    : QObject(parent)
{ }

bool Notifier::notify(const QString &summary, const QString &body, QWidget *window)
{
    QDBusConnection bus = QDBusConnection::sessionBus();
    if (!bus.isConnected() || !bus.interface() || !bus.interface()->isServiceRegistered(Service).value()) {
        alert(window);
        return false;
    }
    QDBusMessage call = QDBusMessage::createMethodCall(Service, Path, Service, QStringLiteral("Notify"));
    QVariantMap hints;
    hints.insert(QStringLiteral("desktop-entry"), QStringLiteral("io.helmdeck.HelmDeck"));
    // Notify(app_name, replaces_id, app_icon, summary, body, actions, hints, expire_timeout)
    call << QStringLiteral("HelmDeck") << quint32(0) << QStringLiteral("io.helmdeck.HelmDeck") << summary
         << body << QStringList() << hints << qint32(ExpireMs);
    // Asynchronous: a slow notification daemon must not stall the window.
    auto *watcher = new QDBusPendingCallWatcher(bus.asyncCall(call), this);
    QPointer<QWidget> target(window);
    connect(watcher, &QDBusPendingCallWatcher::finished, this, [watcher, target]() {
        if (watcher->isError())
            alert(target);
        watcher->deleteLater();
    });
    return true;
}

} // namespace HelmDeck
