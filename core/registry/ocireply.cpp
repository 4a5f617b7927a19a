// SPDX-License-Identifier: GPL-3.0-or-later
#include "ocireply.h"

#include <QNetworkReply>
#include <QTimer>

namespace HelmDeck {

OciReply::OciReply(QObject *parent)
    : QObject(parent)
{ }

void OciReply::abort()
{
    if (isDone())
        return;
    finish(false, 0, QStringLiteral("aborted"));
    if (m_network)
        m_network->abort();
    if (m_direct)
        m_direct->deleteLater();
}

void OciReply::finish(bool ok, int status, const QString &error)
{
    if (isDone())
        return;
    m_ending = true;
    m_ok = ok;
    m_status = status;
    m_error = ok ? QString() : error;
    QTimer::singleShot(0, this, [this] {
        m_finished = true;
        Q_EMIT finished();
    });
}

} // namespace HelmDeck
