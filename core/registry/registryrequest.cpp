// SPDX-License-Identifier: GPL-3.0-or-later
#include "registryrequest.h"

#include "helmdeck-config.h"

#include <QNetworkReply>
#include <QNetworkRequest>
#include <QObject>

namespace HelmDeck {

namespace {
const char kTooLarge[] = "helmdeckBodyTooLarge";
} // namespace

QNetworkRequest RegistryRequest::prepare(
    const QUrl &url, int timeoutMs, const QByteArray &authorization, const QSslConfiguration &ssl)
{
    QNetworkRequest request(url);
    // Redirects by hand: Qt would carry our Authorization header to wherever it is sent.
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
    // Credentials only from the caller, never from Qt's per-host authentication cache.
    request.setAttribute(QNetworkRequest::AuthenticationReuseAttribute, QNetworkRequest::Manual);
    request.setAttribute(QNetworkRequest::CacheLoadControlAttribute, QNetworkRequest::AlwaysNetwork);
    request.setTransferTimeout(timeoutMs);
    request.setRawHeader("User-Agent", QByteArrayLiteral("HelmDeck/" HELMDECK_VERSION));
    if (!ssl.isNull())
        request.setSslConfiguration(ssl);
    if (!authorization.isEmpty())
        request.setRawHeader("Authorization", authorization);
    return request;
}

int RegistryRequest::status(QNetworkReply *reply)
{
    return reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
}

bool RegistryRequest::isRedirect(int status)
{
    return status == 301 || status == 302 || status == 303 || status == 307 || status == 308;
}

bool RegistryRequest::sameOrigin(const QUrl &a, const QUrl &b)
{
    const int defaultA = a.scheme() == QLatin1String("https") ? 443 : 80;
    const int defaultB = b.scheme() == QLatin1String("https") ? 443 : 80;
    return a.scheme() == b.scheme() && a.host().compare(b.host(), Qt::CaseInsensitive) == 0
        && a.port(defaultA) == b.port(defaultB);
}

QString RegistryRequest::shown(const QUrl &url)
{
    return url.toDisplayString(QUrl::RemoveQuery | QUrl::RemoveUserInfo);
}

QByteArray RegistryRequest::basicAuthorization(const Credential &credential)
{
    const QString pair = credential.username + QLatin1Char(':') + credential.secret;
    return QByteArrayLiteral("Basic ") + pair.toUtf8().toBase64();
}

void RegistryRequest::capBody(QNetworkReply *reply, qint64 maxBytes)
{
    QObject::connect(reply, &QNetworkReply::readyRead, reply, [reply, maxBytes] {
        if (reply->bytesAvailable() > maxBytes && !reply->property(kTooLarge).toBool()) {
            reply->setProperty(kTooLarge, true);
            reply->abort();
        }
    });
}

bool RegistryRequest::bodyTooLarge(QNetworkReply *reply)
{
    return reply->property(kTooLarge).toBool();
}

} // namespace HelmDeck
