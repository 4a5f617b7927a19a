// SPDX-License-Identifier: GPL-3.0-or-later
#include "registryping.h"

#include "authchallenge.h"
#include "helmdeck-config.h"
#include "registryhost.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QStringList>
#include <QTimer>

#include <utility>

namespace HelmDeck {

namespace {

int statusOf(QNetworkReply *reply)
{
    return reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
}

bool isRedirect(int status)
{
    return status == 301 || status == 302 || status == 303 || status == 307 || status == 308;
}

bool sameOrigin(const QUrl &a, const QUrl &b)
{
    const int defaultA = a.scheme() == QLatin1String("https") ? 443 : 80;
    const int defaultB = b.scheme() == QLatin1String("https") ? 443 : 80;
    return a.scheme() == b.scheme() && a.host().compare(b.host(), Qt::CaseInsensitive) == 0
        && a.port(defaultA) == b.port(defaultB);
}

// URLs in messages: no query (it may carry scopes; never credentials, but keep messages short).
QString shown(const QUrl &url)
{
    return url.toDisplayString(QUrl::RemoveQuery | QUrl::RemoveUserInfo);
}

QByteArray percent(const QString &value)
{
    return QUrl::toPercentEncoding(value);
}

QByteArray basicAuthorization(const Credential &credential)
{
    const QString pair = credential.username + QLatin1Char(':') + credential.secret;
    return QByteArrayLiteral("Basic ") + pair.toUtf8().toBase64();
}

} // namespace

RegistryPing::RegistryPing(QObject *parent)
    : QObject(parent)
{ }

RegistryPing::~RegistryPing()
{
    abort();
}

void RegistryPing::setNetworkAccessManager(QNetworkAccessManager *manager)
{
    m_manager = manager;
}

QNetworkAccessManager *RegistryPing::manager()
{
    if (!m_manager) {
        m_manager = new QNetworkAccessManager(this);
    }
    return m_manager;
}

void RegistryPing::start(const QString &host, const Credential &credential)
{
    abort();
    m_running = true;
    m_credential = credential;
    const QString apiHost = RegistryHost::apiHost(host);
    const QString scheme = m_plainHttp ? QStringLiteral("http") : QStringLiteral("https");
    m_apiUrl = QUrl(scheme + QStringLiteral("://") + apiHost + QStringLiteral("/v2/"), QUrl::StrictMode);
    // Anything beyond host[:port] (user info, a query) would end up in the URL: refuse it.
    if (apiHost.isEmpty() || !m_apiUrl.isValid() || m_apiUrl.host().isEmpty()
        || !m_apiUrl.userInfo().isEmpty() || m_apiUrl.path() != QLatin1String("/v2/") || m_apiUrl.hasQuery()
        || m_apiUrl.hasFragment()) {
        const quint64 generation = m_generation;
        const QString message
            = QStringLiteral("\"%1\" is not a registry host (expected host[:port])").arg(host);
        // finished() always comes from the event loop, so a caller can connect after start().
        QTimer::singleShot(0, this, [this, generation, message] {
            if (generation == m_generation && m_running)
                finish(false, message);
        });
        return;
    }
    get(m_apiUrl, QByteArray(), [this](QNetworkReply *reply) { onAnonymous(reply); });
}

void RegistryPing::abort()
{
    ++m_generation;
    m_running = false;
    const auto replies = std::exchange(m_replies, {});
    for (const QPointer<QNetworkReply> &reply : replies) {
        if (reply)
            reply->abort();
    }
}

void RegistryPing::get(
    const QUrl &url, const QByteArray &authorization, const Handler &done, int redirectsLeft)
{
    QNetworkRequest request(url);
    // Redirects by hand: Qt would carry our Authorization header to wherever it is sent.
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
    // Credentials only from this object, never from Qt's per-host authentication cache.
    request.setAttribute(QNetworkRequest::AuthenticationReuseAttribute, QNetworkRequest::Manual);
    request.setAttribute(QNetworkRequest::CacheLoadControlAttribute, QNetworkRequest::AlwaysNetwork);
    request.setTransferTimeout(m_timeoutMs);
    request.setRawHeader("User-Agent", QByteArrayLiteral("HelmDeck/" HELMDECK_VERSION));
    if (!authorization.isEmpty())
        request.setRawHeader("Authorization", authorization);
    watch(manager()->get(request), url, authorization, done, redirectsLeft);
}

void RegistryPing::postForm(const QUrl &url, const QByteArray &body, const Handler &done)
{
    QNetworkRequest request(url);
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
    request.setAttribute(QNetworkRequest::AuthenticationReuseAttribute, QNetworkRequest::Manual);
    request.setTransferTimeout(m_timeoutMs);
    request.setRawHeader("User-Agent", QByteArrayLiteral("HelmDeck/" HELMDECK_VERSION));
    request.setHeader(
        QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/x-www-form-urlencoded"));
    // A POST carries the refresh token in its body: it is never replayed on a redirect.
    watch(manager()->post(request, body), url, QByteArray(), done, -1);
}

void RegistryPing::watch(QNetworkReply *reply, const QUrl &url, const QByteArray &authorization,
    const Handler &done, int redirectsLeft)
{
    const quint64 generation = m_generation;
    m_replies.append(reply);
    connect(reply, &QNetworkReply::finished, this,
        [this, generation, reply, url, authorization, done, redirectsLeft] {
            reply->deleteLater();
            m_replies.removeAll(reply);
            if (generation != m_generation || !m_running)
                return;
            const int status = statusOf(reply);
            const QByteArray location = reply->rawHeader("Location");
            if (redirectsLeft < 0 || !isRedirect(status) || location.isEmpty()) {
                done(reply);
                return;
            }
            const QUrl target = url.resolved(QUrl(QString::fromUtf8(location)));
            if (redirectsLeft == 0) {
                finish(false, QStringLiteral("too many redirects from %1").arg(shown(m_apiUrl)));
                return;
            }
            if (url.scheme() == QLatin1String("https") && target.scheme() != QLatin1String("https")) {
                finish(false,
                    QStringLiteral("refused a redirect from %1 to the insecure %2")
                        .arg(shown(url), shown(target)));
                return;
            }
            // Never forward credentials to another origin (CDNs, presigned storage).
            get(target, sameOrigin(url, target) ? authorization : QByteArray(), done, redirectsLeft - 1);
        });
}

QString RegistryPing::failure(QNetworkReply *reply, const QString &what) const
{
    const int status = statusOf(reply);
    if (status == 0)
        return QStringLiteral("cannot reach %1: %2").arg(what, reply->errorString());
    if (status == 403)
        return QStringLiteral("access denied (403)");
    const QString reason = reply->attribute(QNetworkRequest::HttpReasonPhraseAttribute).toString();
    return QStringLiteral("unexpected answer from %1: HTTP %2%3")
        .arg(shown(reply->url()), QString::number(status),
            reason.isEmpty() ? QString() : QLatin1Char(' ') + reason);
}

void RegistryPing::onAnonymous(QNetworkReply *reply)
{
    const int status = statusOf(reply);
    if (status == 200) {
        finish(true,
            m_credential.isEmpty()
                ? QStringLiteral("no authentication required")
                : QStringLiteral("no authentication required (the registry accepts anonymous requests, so "
                                 "the credentials were not checked)"));
        return;
    }
    if (status != 401) {
        finish(false, failure(reply, QStringLiteral("host")));
        return;
    }
    const QList<AuthChallenge> challenges
        = AuthChallenge::parse(QString::fromLatin1(reply->rawHeader("WWW-Authenticate")));
    const AuthChallenge *bearerChallenge = nullptr;
    const AuthChallenge *basicChallenge = nullptr;
    for (const AuthChallenge &challenge : challenges) {
        if (challenge.is(QStringLiteral("Bearer")) && !bearerChallenge)
            bearerChallenge = &challenge;
        else if (challenge.is(QStringLiteral("Basic")) && !basicChallenge)
            basicChallenge = &challenge;
    }
    if (!bearerChallenge && !basicChallenge) {
        finish(false,
            QStringLiteral("authentication required, but the registry offers neither Basic nor Bearer "
                           "authentication"));
        return;
    }
    if (m_credential.isEmpty()) {
        finish(false,
            QStringLiteral("authentication required (%1)")
                .arg(bearerChallenge ? QStringLiteral("Bearer") : QStringLiteral("Basic")));
        return;
    }
    if (bearerChallenge)
        bearer(*bearerChallenge);
    else
        basic();
}

void RegistryPing::basic()
{
    if (m_credential.isIdentityToken || m_credential.isRegistryToken) {
        finish(false,
            QStringLiteral("the registry asks for a username and password (Basic); a token cannot be used"));
        return;
    }
    get(m_apiUrl, basicAuthorization(m_credential), [this](QNetworkReply *reply) {
        const int status = statusOf(reply);
        if (status == 200)
            finish(true, QStringLiteral("authenticated (Basic)"));
        else if (status == 401)
            finish(false, QStringLiteral("wrong username or password (401)"));
        else
            finish(false, failure(reply, QStringLiteral("host")));
    });
}

void RegistryPing::bearer(const AuthChallenge &challenge)
{
    if (m_credential.isRegistryToken) {
        withBearer(m_credential.secret.toUtf8());
        return;
    }
    QUrl realm(challenge.param(QStringLiteral("realm")), QUrl::StrictMode);
    const QString realmScheme = realm.scheme();
    if (!realm.isValid() || realm.host().isEmpty()
        || (realmScheme != QLatin1String("https") && realmScheme != QLatin1String("http"))) {
        finish(false,
            QStringLiteral("the registry's Bearer challenge has no usable realm (token endpoint URL)"));
        return;
    }
    if (realmScheme == QLatin1String("http") && !m_plainHttp) {
        finish(false,
            QStringLiteral("refused to send credentials to the plain-HTTP token endpoint %1 (plain HTTP "
                           "was not enabled)")
                .arg(shown(realm)));
        return;
    }
    QStringList scopes = challenge.param(QStringLiteral("scope")).split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (!m_repository.isEmpty()) {
        const QString pull = QStringLiteral("repository:") + m_repository + QStringLiteral(":pull");
        if (!scopes.contains(pull))
            scopes.append(pull);
    }
    const QString service = challenge.param(QStringLiteral("service"));

    QList<QByteArray> fields;
    auto add = [&fields](const char *name, const QString &value) {
        fields.append(QByteArray(name) + '=' + percent(value));
    };
    if (m_credential.isIdentityToken) {
        // OAuth2 refresh-token grant: the identity token goes in the POST body, never in a URL.
        add("grant_type", QStringLiteral("refresh_token"));
        add("refresh_token", m_credential.secret);
        add("client_id", QStringLiteral("helmdeck"));
        if (!service.isEmpty())
            add("service", service);
        if (!scopes.isEmpty())
            add("scope", scopes.join(QLatin1Char(' ')));
        postForm(realm, fields.join('&'), [this](QNetworkReply *reply) { onToken(reply); });
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
    get(realm, basicAuthorization(m_credential), [this](QNetworkReply *reply) { onToken(reply); });
}

void RegistryPing::onToken(QNetworkReply *reply)
{
    const int status = statusOf(reply);
    if (status == 401) {
        finish(false,
            m_credential.isIdentityToken ? QStringLiteral("the identity token was refused (401)")
                                         : QStringLiteral("wrong username or password (401)"));
        return;
    }
    if (status != 200) {
        finish(false, failure(reply, QStringLiteral("the token endpoint")));
        return;
    }
    const QJsonObject answer = QJsonDocument::fromJson(reply->readAll()).object();
    QString token = answer.value(QStringLiteral("token")).toString();
    if (token.isEmpty())
        token = answer.value(QStringLiteral("access_token")).toString();
    if (token.isEmpty()) {
        finish(
            false, QStringLiteral("the token endpoint %1 answered without a token").arg(shown(reply->url())));
        return;
    }
    withBearer(token.toUtf8());
}

void RegistryPing::withBearer(const QByteArray &token)
{
    get(m_apiUrl, QByteArrayLiteral("Bearer ") + token, [this](QNetworkReply *reply) {
        const int status = statusOf(reply);
        if (status == 200)
            finish(true, QStringLiteral("authenticated (Bearer)"));
        else if (status == 401)
            finish(false, QStringLiteral("the registry refused the token (401)"));
        else
            finish(false, failure(reply, QStringLiteral("host")));
    });
}

void RegistryPing::finish(bool ok, const QString &message)
{
    m_running = false;
    ++m_generation;
    Q_EMIT finished(ok, message);
}

} // namespace HelmDeck
