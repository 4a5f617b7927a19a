// SPDX-License-Identifier: GPL-3.0-or-later
#include "launcherentry.h"

#include "progressmodel.h"

#include <QDBusConnection>
#include <QDBusMessage>
#include <QGuiApplication>
#include <QWidget>

namespace HelmDeck {

namespace {

const QString Progress = QStringLiteral("progress");
const QString ProgressVisible = QStringLiteral("progress-visible");
const QString Count = QStringLiteral("count");
const QString CountVisible = QStringLiteral("count-visible");
const QString Urgent = QStringLiteral("urgent");
constexpr double MinStep = 0.01; // a dock redraws on every signal: no more than a hundred per run

} // namespace

LauncherEntry::LauncherEntry(QObject *parent)
    : QObject(parent)
{
    const QString name = QGuiApplication::desktopFileName();
    m_desktopFileId
        = (name.isEmpty() ? QStringLiteral("io.helmdeck.HelmDeck") : name) + QStringLiteral(".desktop");
    connect(qGuiApp, &QGuiApplication::applicationStateChanged, this, [this](Qt::ApplicationState state) {
        if (state == Qt::ApplicationActive && m_sent.value(QStringLiteral("urgent")).toBool())
            send({ { QStringLiteral("urgent"), false } }); // seen now
    });
}

void LauncherEntry::setDesktopFileId(const QString &id)
{
    m_desktopFileId = id;
}

QString LauncherEntry::appUri() const
{
    return QStringLiteral("application://") + m_desktopFileId;
}

void LauncherEntry::follow(ProgressModel *model, QWidget *window)
{
    if (m_model)
        disconnect(m_model, nullptr, this, nullptr);
    m_model = model;
    m_window = window;
    if (model)
        connect(model, &ProgressModel::progressChanged, this, &LauncherEntry::update);
}

bool LauncherEntry::send(const QVariantMap &properties)
{
    QDBusConnection bus = QDBusConnection::sessionBus();
    if (!bus.isConnected())
        return false;
    QDBusMessage signal
        = QDBusMessage::createSignal(QStringLiteral("/"), QLatin1String(Interface), QStringLiteral("Update"));
    signal << appUri() << properties;
    for (auto it = properties.cbegin(); it != properties.cend(); ++it)
        m_sent.insert(it.key(), it.value());
    return bus.send(signal);
}

void LauncherEntry::update()
{
    if (!m_model)
        return;
    QVariantMap changed;
    const bool running = m_model->isRunning();
    if (m_sent.value(ProgressVisible).toBool() != running || !m_sent.contains(ProgressVisible)) {
        changed.insert(ProgressVisible, running);
        changed.insert(CountVisible, running);
    }
    if (running) {
        const double fraction = m_model->planFraction();
        const double last = m_sent.value(Progress, -1.0).toDouble();
        if (!changed.isEmpty() || qAbs(fraction - last) >= MinStep || (fraction >= 1.0 && last < 1.0))
            changed.insert(Progress, fraction);
        const qint64 left = m_model->rowCount() - m_model->stepsDone();
        if (m_sent.value(Count, -1).toLongLong() != left)
            changed.insert(Count, left);
    } else if (m_model->hasResult() && !m_model->result().ok && m_window
        && !m_window->window()->isActiveWindow()) {
        changed.insert(Urgent, true); // a failure the user has not seen: the entry asks for attention
    }
    if (!changed.isEmpty())
        send(changed);
}

} // namespace HelmDeck
