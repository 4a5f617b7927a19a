// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "credential.h"

#include <QByteArray>
#include <QDeadlineTimer>
#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QSslConfiguration>
#include <QString>
#include <QStringList>

#include <functional>

class QNetworkAccessManager;
class QNetworkReply;
class QUrl;

namespace HelmDeck {

struct AuthChallenge;

/**
 * Answers a registry's 401 for one host: the one place where HelmDeck turns a WWW-Authenticate
 * challenge and a Credential into an Authorization header (RegistryPing and OciTransport use it).
 *
 * respond(challenge header, scopes):
 *  - Basic (distribution's htpasswd): "Basic base64(user:password)"; remembered, so later requests
 *    send it at once (cachedAuthorization());
 *  - Bearer (https://distribution.github.io/distribution/spec/auth/token/): a registry token is
 *    used as it is; otherwise GET <realm>?service=<service>&scope=<scope>… — one scope parameter
 *    per scope: those the challenge names plus @p scopes ("repository:team/app:pull,push") — with
 *    "Authorization: Basic" when there is a username and password (anonymous otherwise), or, for
 *    an identity token, the OAuth2 POST (grant_type=refresh_token, client_id "helmdeck", the token
 *    in the form body). "token" or else "access_token" of the JSON answer is the Bearer token.
 *
 * Tokens are cached per requested scope set (this object serves one host) until `expires_in`
 * seconds (default 60) after they were received; forget() drops one after the registry refused
 * it, so a caller refetches once. The realm must be https unless plain HTTP was enabled;
 * redirects of the token GET are followed (at most 5) without Authorization on another origin.
 *
 * Errors (the message of Done, empty on success): "authentication required (Basic)" (no
 * credential), "the registry asks for a username and password (Basic); a token cannot be used",
 * "the registry's Bearer challenge has no usable realm (token endpoint URL)",
 * "refused to send credentials to the plain-HTTP token endpoint <url> (…)",
 * "wrong username or password (401)", "the identity token was refused (401)",
 * "the token endpoint refused anonymous access (401)", "cannot reach the token endpoint: <Qt's
 * error>", "unexpected answer from <url>: HTTP <code>", "the token endpoint <url> answered without
 * a token", "authentication required, but the registry offers neither Basic nor Bearer
 * authentication". No message, and no log, ever holds the secret or a token.
 */
class RegistryAuth : public QObject
{
    Q_OBJECT
public:
    /** @p authorization: the header value to send; @p error: empty on success. */
    using Done = std::function<void(const QByteArray &authorization, const QString &error)>;
    static constexpr int DefaultExpirySeconds = 60;
    static constexpr int MaxRedirects = 5;

    explicit RegistryAuth(QObject *parent = nullptr);
    ~RegistryAuth() override;

    void setCredential(const Credential &credential);
    const Credential &credential() const { return m_credential; }
    /** Allow an http:// realm (loopback registries, `--plain-http`). */
    void setPlainHttp(bool plainHttp) { m_plainHttp = plainHttp; }
    /** No-progress timeout of each token request, in ms. */
    void setTimeout(int ms) { m_timeoutMs = ms; }
    /** TLS settings of the token requests (a custom CA); null = Qt's defaults. */
    void setSslConfiguration(const QSslConfiguration &ssl) { m_ssl = ssl; }
    /** Use @p manager instead of an own one (not owned). */
    void setNetworkAccessManager(QNetworkAccessManager *manager);

    /**
     * What to send before any challenge for @p scopes: Basic once the host asked for Basic, a
     * cached unexpired Bearer token for exactly these scopes, else empty (go anonymous first).
     */
    QByteArray cachedAuthorization(const QStringList &scopes) const;
    /** Drops the cached Bearer token for @p scopes (the registry refused it). */
    void forget(const QStringList &scopes);
    /** Answers the challenge(s) in @p wwwAuthenticate for @p scopes; @p done always comes from the event
     * loop. */
    void respond(const QByteArray &wwwAuthenticate, const QStringList &scopes, const Done &done);
    /** Answers one Bearer challenge (RegistryPing has already picked it). */
    void bearer(const AuthChallenge &challenge, const QStringList &scopes, const Done &done);
    /** Abandons running token requests; their Done callbacks are not called. */
    void abort();
    /** Token requests sent so far (counts cache misses; for diagnostics). */
    int tokenRequests() const { return m_tokenRequests; }

private:
    struct Token
    {
        QByteArray value;
        QDeadlineTimer expiry;
    };
    QNetworkAccessManager *manager();
    void later(const Done &done, const QByteArray &authorization, const QString &error);
    void getToken(const QUrl &url, const QByteArray &authorization, const QString &key, const Done &done,
        int redirectsLeft);
    void watch(QNetworkReply *reply, const QString &key, const Done &done,
        const std::function<void(const QUrl &)> &redirect);
    void onToken(QNetworkReply *reply, const QString &key, const Done &done);
    static QString keyOf(const QStringList &scopes);

    QPointer<QNetworkAccessManager> m_manager;
    Credential m_credential;
    bool m_plainHttp = false;
    bool m_basic = false;
    int m_timeoutMs = 15000;
    int m_tokenRequests = 0;
    QSslConfiguration m_ssl;
    QHash<QString, Token> m_tokens;
    quint64 m_generation = 0;
    QList<QPointer<QNetworkReply>> m_replies;
    QHash<QString, QList<Done>> m_pending; ///< by scope key: who waits for the token being fetched
};

} // namespace HelmDeck
