// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "credential.h"

#include <QByteArray>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QUrl>

#include <functional>

class QNetworkAccessManager;
class QNetworkReply;

namespace HelmDeck {

struct AuthChallenge;
class RegistryAuth;

/**
 * Checks a credential against a registry's API root, `GET <scheme>://<host>/v2/` — the
 * "Test credentials" button and `helm registry login`'s own check.
 *
 * Flow (https://distribution.github.io/distribution/spec/auth/token/):
 *  1. anonymous GET /v2/: 200 → no authentication needed; 401 → read WWW-Authenticate (AuthChallenge);
 *  2. Basic: GET /v2/ again with "Authorization: Basic base64(user:password)";
 *  3. Bearer (RegistryAuth): GET <realm>?service=<service>&scope=<scope> (one scope parameter
 *     per space-separated scope, plus repository:<repo>:pull when setRepository() was called) with
 *     the Basic credentials — sent to the token endpoint only — and read "token" or
 *     "access_token" from the JSON answer; an identity token is exchanged by the OAuth2 POST instead
 *     (grant_type=refresh_token, client_id "helmdeck"); a registry token is used as the Bearer
 *     token directly. Then GET /v2/ with "Authorization: Bearer <token>".
 *
 * HTTPS unless setPlainHttp(true) (also for the realm: credentials are never sent to an http://
 * token endpoint unless plain HTTP was asked for). Redirects are followed by hand (at most 5): the
 * Authorization header is dropped when the scheme, host or port changes and an https → http
 * redirect is refused. Each request gives up after timeout() ms without progress.
 *
 * finished(ok, message) is emitted exactly once per start(), always from the event loop. Messages:
 * "authenticated (Basic)", "authenticated (Bearer)", "no authentication required",
 * "authentication required (Basic)" (no credential given), "wrong username or password (401)",
 * "access denied (403)", "the registry refused the token (401)",
 * "cannot reach host: <Qt's error>", "unexpected answer from <url>: HTTP <code>". Nothing here logs,
 * and no message contains the secret or a token.
 */
class RegistryPing : public QObject
{
    Q_OBJECT
public:
    static constexpr int DefaultTimeoutMs = 15000;
    static constexpr int MaxRedirects = 5;

    explicit RegistryPing(QObject *parent = nullptr);
    ~RegistryPing() override;

    /** Talk plain HTTP (loopback test registries, `--plain-http`). Off by default. */
    void setPlainHttp(bool plainHttp) { m_plainHttp = plainHttp; }
    bool plainHttp() const { return m_plainHttp; }
    /** Per-request inactivity timeout in ms (QNetworkRequest::setTransferTimeout). */
    void setTimeout(int ms) { m_timeoutMs = ms; }
    int timeout() const { return m_timeoutMs; }
    /** Optionally also ask for pull access to this repository ("team/app") in the Bearer flow. */
    void setRepository(const QString &repository) { m_repository = repository; }
    /** Use @p manager instead of an own one (not owned). */
    void setNetworkAccessManager(QNetworkAccessManager *manager);

    /**
     * Starts the check of @p credential (may be empty: anonymous) against @p host ("ghcr.io",
     * "127.0.0.1:5000", or a config key; Docker Hub goes to registry-1.docker.io). A running check
     * is abandoned first without a finished() signal.
     */
    void start(const QString &host, const Credential &credential = Credential());
    /** Abandons a running check; finished() is not emitted for it. */
    void abort();
    bool isRunning() const { return m_running; }

Q_SIGNALS:
    void finished(bool ok, const QString &message);

private:
    using Handler = std::function<void(QNetworkReply *)>;
    QNetworkAccessManager *manager();
    void get(const QUrl &url, const QByteArray &authorization, const Handler &done,
        int redirectsLeft = MaxRedirects);
    void watch(QNetworkReply *reply, const QUrl &url, const QByteArray &authorization, const Handler &done,
        int redirectsLeft);
    void onAnonymous(QNetworkReply *reply);
    void basic();
    void bearer(const AuthChallenge &challenge);
    void withBearer(const QByteArray &authorization);
    void finish(bool ok, const QString &message);
    QString failure(QNetworkReply *reply, const QString &what) const;

    QPointer<QNetworkAccessManager> m_manager;
    RegistryAuth *m_auth; // the token flow (shared with OciTransport)
    bool m_plainHttp = false;
    int m_timeoutMs = DefaultTimeoutMs;
    QString m_repository;
    QUrl m_apiUrl;
    Credential m_credential;
    bool m_running = false;
    quint64 m_generation = 0; // replies of an abandoned check are ignored
    QList<QPointer<QNetworkReply>> m_replies;
};

} // namespace HelmDeck
