// SPDX-License-Identifier: GPL-3.0-or-later
#include "registryping.h"

#include "authchallenge.h"
#include "registryauth.h"
#include "registryhost.h"
#include "registryrequest.h"

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
    return RegistryRequest::status(reply);
}

QString shown(const QUrl &url)
{
    return RegistryRequest::shown(url);
}

} // namespace

RegistryPing::RegistryPing(QObject *parent)
    : QObject(parent)
    , m_auth(new RegistryAuth(this))
{ }

RegistryPing::~RegistryPing()
{
    abort();
}

void RegistryPing::setNetworkAccessManager(QNetworkAccessManager *manager)
{
    m_manager = manager;
    m_auth->setNetworkAccessManager(manager);
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
    m_auth->setCredential(credential); // also empties its token cache: every check asks afresh
    m_auth->setPlainHttp(m_plainHttp);
    m_auth->setTimeout(m_timeoutMs);
    const QString apiHost = RegistryHost::apiHost(host);
    const QString scheme = m_plainHttp ? QStringLiteral("http") : QStringLiteral("https");
    m_apiUrl = QUrl(scheme + QStringLiteral("://") + apiHost + QStringLiteral("/v2/"), QUrl::StrictMode);
    // Anything beyond host[:port] (user info, a query) would end up in the URL: refuse it.
    if (apiHost.isEmpty() || !m_apiUrl.isValid() || m_apiUrl.host().isEmpty()
        || !m_apiUrl.userInfo().isEmpty() || m_apiUrl.path() != QLatin1String("/v2/") || m_apiUrl.hasQuery()
        || m_apiUrl.hasFragment()) {
        const quint64 generation = m_generation;
        const QString message = tr("\"%1\" is not a registry host (expected host[:port])").arg(host);
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
    m_auth->abort();
    const auto replies = std::exchange(m_replies, {});
    for (const QPointer<QNetworkReply> &reply : replies) {
        if (reply)
            reply->abort();
    }
}

void RegistryPing::get(
    const QUrl &url, const QByteArray &authorization, const Handler &done, int redirectsLeft)
{
    const QNetworkRequest request = RegistryRequest::prepare(url, m_timeoutMs, authorization);
    watch(manager()->get(request), url, authorization, done, redirectsLeft);
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
            if (redirectsLeft < 0 || !RegistryRequest::isRedirect(status) || location.isEmpty()) {
                done(reply);
                return;
            }
            const QUrl target = url.resolved(QUrl(QString::fromUtf8(location)));
            if (redirectsLeft == 0) {
                finish(false, tr("too many redirects from %1").arg(shown(m_apiUrl)));
                return;
            }
            if (url.scheme() == QLatin1String("https") && target.scheme() != QLatin1String("https")) {
                finish(false,
                    tr("refused a redirect from %1 to the insecure %2").arg(shown(url), shown(target)));
                return;
            }
            // Never forward credentials to another origin (CDNs, presigned storage).
            get(target, RegistryRequest::sameOrigin(url, target) ? authorization : QByteArray(), done,
                redirectsLeft - 1);
        });
}

QString RegistryPing::failure(QNetworkReply *reply, const QString &what) const
{
    const int status = statusOf(reply);
    if (status == 0)
        return tr("cannot reach %1: %2").arg(what, reply->errorString());
    if (status == 403)
        return tr("access denied (403)");
    const QString reason = reply->attribute(QNetworkRequest::HttpReasonPhraseAttribute).toString();
    return tr("unexpected answer from %1: HTTP %2%3")
        .arg(shown(reply->url()), QString::number(status),
            reason.isEmpty() ? QString() : QLatin1Char(' ') + reason);
}

void RegistryPing::onAnonymous(QNetworkReply *reply)
{
    const int status = statusOf(reply);
    if (status == 200) {
        finish(true,
            m_credential.isEmpty()
                ? tr("no authentication required")
                : tr("no authentication required (the registry accepts anonymous requests, so "
                     "the credentials were not checked)"));
        return;
    }
    if (status != 401) {
        finish(false, failure(reply, tr("host")));
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
            tr("authentication required, but the registry offers neither Basic nor Bearer "
               "authentication"));
        return;
    }
    if (m_credential.isEmpty()) {
        finish(false,
            tr("authentication required (%1)")
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
        finish(false, tr("the registry asks for a username and password (Basic); a token cannot be used"));
        return;
    }
    get(m_apiUrl, RegistryRequest::basicAuthorization(m_credential), [this](QNetworkReply *reply) {
        const int status = statusOf(reply);
        if (status == 200)
            finish(true, tr("authenticated (Basic)"));
        else if (status == 401)
            finish(false, tr("wrong username or password (401)"));
        else
            finish(false, failure(reply, tr("host")));
    });
}

void RegistryPing::bearer(const AuthChallenge &challenge)
{
    QStringList scopes;
    if (!m_repository.isEmpty())
        scopes.append(QStringLiteral("repository:") + m_repository + QStringLiteral(":pull"));
    const quint64 generation = m_generation;
    m_auth->bearer(
        challenge, scopes, [this, generation](const QByteArray &authorization, const QString &error) {
            if (generation != m_generation || !m_running)
                return;
            if (!error.isEmpty())
                finish(false, error);
            else
                withBearer(authorization);
        });
}

void RegistryPing::withBearer(const QByteArray &authorization)
{
    get(m_apiUrl, authorization, [this](QNetworkReply *reply) {
        const int status = statusOf(reply);
        if (status == 200)
            finish(true, tr("authenticated (Bearer)"));
        else if (status == 401)
            finish(false, tr("the registry refused the token (401)"));
        else
            finish(false, failure(reply, tr("host")));
    });
}

void RegistryPing::finish(bool ok, const QString &message)
{
    m_running = false;
    ++m_generation;
    Q_EMIT finished(ok, message);
}

} // namespace HelmDeck
