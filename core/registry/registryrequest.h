// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "credential.h"

#include <QByteArray>
#include <QSslConfiguration>
#include <QString>
#include <QUrl>

class QNetworkReply;
class QNetworkRequest;

namespace HelmDeck {

/**
 * What every request to a registry or its token endpoint shares (RegistryPing, RegistryAuth,
 * OciTransport): how a request is prepared, when two URLs are one origin, how a URL is shown in
 * a message, how an answer's body is capped.
 *
 * prepare() turns off Qt's own redirect handling and its per-host authentication cache: redirects
 * are followed by hand so that an Authorization header never reaches another origin (scheme,
 * host, port) — blob downloads and some uploads redirect to object storage — and credentials come
 * only from the caller.
 */
class RegistryRequest
{
public:
    /** The default body cap for answers HelmDeck reads (manifests, tag lists, tokens, errors): 4 MiB. */
    static constexpr qint64 DefaultMaxBody = 4 * 1024 * 1024;

    /**
     * A request for @p url: manual redirects, no Qt authentication cache, no HTTP cache, a
     * no-progress timeout of @p timeoutMs ms, HelmDeck's User-Agent, and @p ssl when it is not null
     * (a custom CA). Authorization is set only when @p authorization is not empty.
     */
    static QNetworkRequest prepare(const QUrl &url, int timeoutMs, const QByteArray &authorization,
        const QSslConfiguration &ssl = QSslConfiguration());

    /** The HTTP status of @p reply; 0 when there was no HTTP answer (network error, abort). */
    static int status(QNetworkReply *reply);
    /** 301, 302, 303, 307, 308. */
    static bool isRedirect(int status);
    /** Same scheme, host (case-insensitive) and port (defaults filled in). */
    static bool sameOrigin(const QUrl &a, const QUrl &b);
    /** @p url for messages: no user info, no query (upload state, scopes). */
    static QString shown(const QUrl &url);
    /** "Basic base64(user:secret)". Never log it. */
    static QByteArray basicAuthorization(const Credential &credential);

    /**
     * Aborts @p reply as soon as more than @p maxBytes of body are waiting, and marks it so that
     * bodyTooLarge() is true afterwards. Call right after the request was sent.
     */
    static void capBody(QNetworkReply *reply, qint64 maxBytes);
    static bool bodyTooLarge(QNetworkReply *reply);
};

} // namespace HelmDeck
