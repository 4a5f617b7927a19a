// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "credential.h"
#include "registryrequest.h"

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QObject>
#include <QPair>
#include <QPointer>
#include <QSslConfiguration>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <functional>
#include <memory>

class QNetworkAccessManager;

namespace HelmDeck {

class DirectHttp;
class OciReply;
class RegistryAuth;

/** One HTTP request of an OCI operation. */
struct OciRequest
{
    QByteArray method; ///< "GET", "HEAD", "PUT", "POST"
    QUrl url;
    QByteArray body;
    QList<QPair<QByteArray, QByteArray>> headers; ///< besides Authorization and User-Agent
    QStringList scopes; ///< token scopes ("repository:team/app:pull,push")
    /** May be sent again after a network error or a 502/503/504 (HEAD, GET, PUT with a digest). */
    bool idempotent = false;
    qint64 maxBody = RegistryRequest::DefaultMaxBody; ///< bytes; a longer answer is an error
};

/** The final HTTP answer to an OciRequest. */
struct OciResponse
{
    int status = 0;
    QString reason;
    QByteArray body;
    QList<QPair<QByteArray, QByteArray>> headers;
    QUrl url; ///< where the answer came from (after redirects)

    /** The value of header @p name (case-insensitive), empty when absent. */
    QByteArray header(const QByteArray &name) const;
};

/**
 * The request engine under OciClient, for one registry origin: authentication, retries,
 * redirects and caps, so every operation gets them alike.
 *
 * For each request:
 *  - Authorization: what RegistryAuth has for the request's scopes (Basic once asked for, a cached
 *    Bearer token) — only to the registry's own origin, never to another host after a redirect;
 *  - a 401 from the registry: the challenge goes to RegistryAuth (a cached Bearer token that was
 *    refused is forgotten first, so it is fetched again) and the request is sent once more; a
 *    second 401 is the answer;
 *  - 429 Too Many Requests: waits Retry-After (seconds or an HTTP date; 1 s when absent, at most
 *    60 s) and sends again, at most 3 times — for every method: a 429 was not processed;
 *  - a network error (also the no-progress timeout) or 502/503/504: sent again after 0.5 s, 1 s,
 *    2 s (setRetryDelay() sets the first) — idempotent requests only, never a POST;
 *  - redirects (at most 5) are followed by hand for GET and HEAD, and for 307/308 also with the
 *    method and body kept; https → http is refused;
 *  - the body read is capped at OciRequest::maxBody;
 *  - a PUT with a body goes through DirectHttp (the header and body in one TCP_NODELAY write, so
 *    Nagle's algorithm does not hold the body back ~40 ms), every other request through Qt Network.
 * A failure on the way (network, too large, auth, redirects) ends the owner (OciReply::finish)
 * with a message; otherwise the final answer, whatever its status, goes to the Done callback.
 * Nothing happens once the owner has finished (aborted) or is gone.
 */
class OciTransport : public QObject
{
    Q_OBJECT
public:
    using Done = std::function<void(const OciResponse &)>;
    static constexpr int MaxRetries = 3;
    static constexpr int MaxRetryAfterSeconds = 60;
    static constexpr int MaxRedirects = 5;

    explicit OciTransport(QObject *parent = nullptr);

    /** The registry's origin ("https://ghcr.io"): the one place credentials are sent to. */
    void setOrigin(const QUrl &origin) { m_origin = origin; }
    QUrl origin() const { return m_origin; }
    void setTimeout(int ms);
    int timeout() const { return m_timeoutMs; }
    void setSslConfiguration(const QSslConfiguration &ssl);
    void setNetworkAccessManager(QNetworkAccessManager *manager);
    /** The first backoff delay in ms (then doubled); 500 by default. */
    void setRetryDelay(int ms) { m_retryDelayMs = ms; }
    RegistryAuth *auth() const { return m_auth; }

    void send(OciReply *owner, const OciRequest &request, const Done &done);

    /** "PUT <url without query>: HTTP 400 Bad Request: MANIFEST_INVALID: manifest invalid: …". */
    static QString errorText(const OciRequest &request, const OciResponse &response);
    /** The registry's error JSON as one line ("CODE: message: detail; …"), or the trimmed body. */
    static QString registryErrors(const QByteArray &body);
    /** Retry-After as seconds from @p now (delta-seconds, or an HTTP date in IMF-fixdate form); -1 when
     *  unusable. */
    static int retryAfterSeconds(const QByteArray &value, const QDateTime &now);

private:
    struct State;
    QNetworkAccessManager *manager();
    void attempt(const QPointer<OciReply> &owner, const std::shared_ptr<State> &state);
    void answered(const QPointer<OciReply> &owner, const std::shared_ptr<State> &state,
        const OciResponse &response, const QByteArray &sent);
    void again(const QPointer<OciReply> &owner, const std::shared_ptr<State> &state, int delayMs);
    /** A network-level failure (no HTTP answer): retried when idempotent, else the owner's end. */
    void unreachable(const QPointer<OciReply> &owner, const std::shared_ptr<State> &state, int status,
        const QString &cause);

    QPointer<QNetworkAccessManager> m_manager;
    RegistryAuth *m_auth;
    DirectHttp *m_direct; ///< PUTs with a body: one write, TCP_NODELAY (directhttp.h says why)
    QUrl m_origin;
    QSslConfiguration m_ssl;
    int m_timeoutMs = 30000;
    int m_retryDelayMs = 500;
};

} // namespace HelmDeck
