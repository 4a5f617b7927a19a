// SPDX-License-Identifier: GPL-3.0-or-later
#include "registryauth.h"

#include "authchallenge.h"
#include "ocijson.h"
#include "registryrequest.h"

#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QTimer>
#include <QUrl>

#include <algorithm>
#include <utility>

namespace HelmDeck {

RegistryAuth::RegistryAuth(QObject *parent)
    : QObject(parent)
{ }

RegistryAuth::~RegistryAuth()
{
    abort();
}

void RegistryAuth::setCredential(const Credential &credential)
{
    m_credential = credential;
    m_tokens.clear();
    m_basic = false;
}

void RegistryAuth::setNetworkAccessManager(QNetworkAccessManager *manager)
{
    m_manager = manager;
}

QNetworkAccessManager *RegistryAuth::manager()
{
    if (!m_manager)
        m_manager = new QNetworkAccessManager(this);
    return m_manager;
}

QString RegistryAuth::keyOf(const QStringList &scopes)
{
    QStringList sorted = scopes;
    std::sort(sorted.begin(), sorted.end());
    return sorted.join(QLatin1Char(' '));
}

QByteArray RegistryAuth::cachedAuthorization(const QStringList &scopes) const
{
    if (m_basic)
        return RegistryRequest::basicAuthorization(m_credential);
    const auto it = m_tokens.constFind(keyOf(scopes));
    if (it == m_tokens.constEnd() || it->expiry.hasExpired())
        return QByteArray();
    return QByteArrayLiteral("Bearer ") + it->value;
}

void RegistryAuth::forget(const QStringList &scopes)
{
    m_tokens.remove(keyOf(scopes));
}

void RegistryAuth::abort()
{
    ++m_generation;
    m_pending.clear(); // their Done callbacks are dropped with the requests
    const auto replies = std::exchange(m_replies, {});
    for (const QPointer<QNetworkReply> &reply : replies) {
        if (reply)
            reply->abort();
    }
}

void RegistryAuth::later(const Done &done, const QByteArray &authorization, const QString &error)
{
    const quint64 generation = m_generation;
    QTimer::singleShot(0, this, [this, generation, done, authorization, error] {
        if (generation == m_generation)
            done(authorization, error);
    });
}

void RegistryAuth::respond(const QByteArray &wwwAuthenticate, const QStringList &scopes, const Done &done)
{
    const QList<AuthChallenge> challenges = AuthChallenge::parse(QString::fromLatin1(wwwAuthenticate));
    for (const AuthChallenge &challenge : challenges) {
        if (challenge.is(QStringLiteral("Bearer"))) {
            bearer(challenge, scopes, done);
            return;
        }
    }
    for (const AuthChallenge &challenge : challenges) {
        if (!challenge.is(QStringLiteral("Basic")))
            continue;
        if (m_credential.isEmpty()) {
            later(done, QByteArray(), tr("authentication required (Basic)"));
        } else if (m_credential.isIdentityToken || m_credential.isRegistryToken) {
            later(done, QByteArray(),
                tr("the registry asks for a username and password (Basic); a token cannot be used"));
        } else {
            m_basic = true;
            later(done, RegistryRequest::basicAuthorization(m_credential), QString());
        }
        return;
    }
    later(done, QByteArray(),
        tr("authentication required, but the registry offers neither Basic nor Bearer "
           "authentication"));
}

void RegistryAuth::bearer(const AuthChallenge &challenge, const QStringList &wanted, const Done &done)
{
    if (m_credential.isRegistryToken) {
        later(done, QByteArrayLiteral("Bearer ") + m_credential.secret.toUtf8(), QString());
        return;
    }
    QUrl realm(challenge.param(QStringLiteral("realm")), QUrl::StrictMode);
    const QString realmScheme = realm.scheme();
    if (!realm.isValid() || realm.host().isEmpty()
        || (realmScheme != QLatin1String("https") && realmScheme != QLatin1String("http"))) {
        later(done, QByteArray(),
            tr("the registry's Bearer challenge has no usable realm (token endpoint URL)"));
        return;
    }
    if (realmScheme == QLatin1String("http") && !m_plainHttp) {
        later(done, QByteArray(),
            tr("refused to send credentials to the plain-HTTP token endpoint %1 (plain HTTP "
               "was not enabled)")
                .arg(RegistryRequest::shown(realm)));
        return;
    }
    QStringList scopes = challenge.param(QStringLiteral("scope")).split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (const QString &scope : wanted) {
        if (!scopes.contains(scope))
            scopes.append(scope);
    }
    const QString key = keyOf(wanted);
    // Requests sent at once (a publish's concurrent HEADs) that meet the same challenge share one
    // token request: the first fetches, the others wait for its answer.
    auto waiting = m_pending.find(key);
    if (waiting != m_pending.end()) {
        waiting->append(done);
        return;
    }
    m_pending.insert(key, {});
    const Done everyone = [this, key, done](const QByteArray &authorization, const QString &error) {
        const QList<Done> others = m_pending.take(key);
        done(authorization, error);
        for (const Done &other : others)
            other(authorization, error);
    };
    const QString service = challenge.param(QStringLiteral("service"));

    QList<QByteArray> fields;
    auto add = [&fields](const char *name, const QString &value) {
        fields.append(QByteArray(name) + '=' + QUrl::toPercentEncoding(value));
    };
    ++m_tokenRequests;
    if (m_credential.isIdentityToken) {
        // OAuth2 refresh-token grant: the identity token goes in the POST body, never in a URL.
        add("grant_type", QStringLiteral("refresh_token"));
        add("refresh_token", m_credential.secret);
        add("client_id", QStringLiteral("helmdeck"));
        if (!service.isEmpty())
            add("service", service);
        if (!scopes.isEmpty())
            add("scope", scopes.join(QLatin1Char(' ')));
        QNetworkRequest request = RegistryRequest::prepare(realm, m_timeoutMs, QByteArray(), m_ssl);
        request.setHeader(
            QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/x-www-form-urlencoded"));
        // A POST carries the refresh token in its body: it is never replayed on a redirect.
        watch(manager()->post(request, fields.join('&')), key, everyone, {});
        return;
    }
    if (!service.isEmpty())
        add("service", service);
    for (const QString &scope : std::as_const(scopes))
        add("scope", scope); // one parameter per scope, as the token spec asks
    QByteArray query = realm.query(QUrl::FullyEncoded).toUtf8();
    if (!query.isEmpty() && !fields.isEmpty())
        query += '&';
    query += fields.join('&');
    realm.setQuery(QString::fromUtf8(query), QUrl::StrictMode);
    const QByteArray authorization = m_credential.isEmpty()
        ? QByteArray() // anonymous pull tokens (ghcr.io's public packages)
        : RegistryRequest::basicAuthorization(m_credential);
    getToken(realm, authorization, key, everyone, MaxRedirects);
}

void RegistryAuth::getToken(
    const QUrl &url, const QByteArray &authorization, const QString &key, const Done &done, int redirectsLeft)
{
    QNetworkReply *reply = manager()->get(RegistryRequest::prepare(url, m_timeoutMs, authorization, m_ssl));
    watch(reply, key, done, [this, url, authorization, key, done, redirectsLeft](const QUrl &target) {
        if (redirectsLeft == 0) {
            done(QByteArray(),
                tr("too many redirects from the token endpoint %1").arg(RegistryRequest::shown(url)));
            return;
        }
        if (url.scheme() == QLatin1String("https") && target.scheme() != QLatin1String("https")) {
            done(QByteArray(),
                tr("refused a redirect from %1 to the insecure %2")
                    .arg(RegistryRequest::shown(url), RegistryRequest::shown(target)));
            return;
        }
        getToken(target, RegistryRequest::sameOrigin(url, target) ? authorization : QByteArray(), key, done,
            redirectsLeft - 1);
    });
}

void RegistryAuth::watch(QNetworkReply *reply, const QString &key, const Done &done,
    const std::function<void(const QUrl &)> &redirect)
{
    RegistryRequest::capBody(reply, RegistryRequest::DefaultMaxBody);
    const quint64 generation = m_generation;
    m_replies.append(reply);
    connect(reply, &QNetworkReply::finished, this, [this, generation, reply, key, done, redirect] {
        reply->deleteLater();
        m_replies.removeAll(reply);
        if (generation != m_generation)
            return;
        const int status = RegistryRequest::status(reply);
        const QByteArray location = reply->rawHeader("Location");
        if (redirect && RegistryRequest::isRedirect(status) && !location.isEmpty()) {
            redirect(reply->url().resolved(QUrl(QString::fromUtf8(location))));
            return;
        }
        onToken(reply, key, done);
    });
}

void RegistryAuth::onToken(QNetworkReply *reply, const QString &key, const Done &done)
{
    const int status = RegistryRequest::status(reply);
    if (status == 401) {
        done(QByteArray(),
            m_credential.isIdentityToken ? tr("the identity token was refused (401)")
                : m_credential.isEmpty() ? tr("the token endpoint refused anonymous access (401)")
                                         : tr("wrong username or password (401)"));
        return;
    }
    if (RegistryRequest::bodyTooLarge(reply)) {
        done(QByteArray(),
            tr("the token endpoint %1 answered with more than %2 bytes")
                .arg(RegistryRequest::shown(reply->url()))
                .arg(RegistryRequest::DefaultMaxBody));
        return;
    }
    if (status == 0) {
        done(QByteArray(), tr("cannot reach the token endpoint: %1").arg(reply->errorString()));
        return;
    }
    if (status != 200) {
        if (status == 403) {
            done(QByteArray(), tr("access denied (403)"));
            return;
        }
        const QString reason = reply->attribute(QNetworkRequest::HttpReasonPhraseAttribute).toString();
        done(QByteArray(),
            tr("unexpected answer from %1: HTTP %2%3")
                .arg(RegistryRequest::shown(reply->url()), QString::number(status),
                    reason.isEmpty() ? QString() : QLatin1Char(' ') + reason));
        return;
    }
    QString token;
    int expiresIn = 0;
    if (!OciJson::tokenAnswer(reply->readAll(), &token, &expiresIn)) {
        done(QByteArray(),
            tr("the token endpoint %1 answered without a token").arg(RegistryRequest::shown(reply->url())));
        return;
    }
    if (expiresIn <= 0)
        expiresIn = DefaultExpirySeconds;
    m_tokens.insert(key, Token { token.toUtf8(), QDeadlineTimer(qint64(expiresIn) * 1000) });
    done(QByteArrayLiteral("Bearer ") + token.toUtf8(), QString());
}

} // namespace HelmDeck
