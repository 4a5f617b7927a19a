// SPDX-License-Identifier: GPL-3.0-or-later
#include "ocitransport.h"

#include "directhttp.h"
#include "helmdeck-config.h"
#include "ocijson.h"
#include "ocireply.h"
#include "registryauth.h"

#include <QDate>
#include <QLocale>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QTime>
#include <QTimer>

#include <algorithm>

namespace HelmDeck {

struct OciTransport::State
{
    OciRequest request;
    Done done;
    int retries = 0;
    int rateRetries = 0;
    int redirectsLeft = MaxRedirects;
    bool authTried = false;
    QByteArray authorization; // from RegistryAuth::respond(), for this request's scopes
};

QByteArray OciResponse::header(const QByteArray &name) const
{
    for (const auto &pair : headers) {
        if (pair.first.compare(name, Qt::CaseInsensitive) == 0)
            return pair.second;
    }
    return QByteArray();
}

OciTransport::OciTransport(QObject *parent)
    : QObject(parent)
    , m_auth(new RegistryAuth(this))
    , m_direct(new DirectHttp(this))
{ }

void OciTransport::setTimeout(int ms)
{
    m_timeoutMs = ms;
    m_auth->setTimeout(ms);
}

void OciTransport::setSslConfiguration(const QSslConfiguration &ssl)
{
    m_ssl = ssl;
    m_auth->setSslConfiguration(ssl);
    m_direct->setSslConfiguration(ssl);
}

void OciTransport::setNetworkAccessManager(QNetworkAccessManager *manager)
{
    m_manager = manager;
    m_auth->setNetworkAccessManager(manager);
}

QNetworkAccessManager *OciTransport::manager()
{
    if (!m_manager) {
        m_manager = new QNetworkAccessManager(this);
        m_auth->setNetworkAccessManager(m_manager);
    }
    return m_manager;
}

void OciTransport::send(OciReply *owner, const OciRequest &request, const Done &done)
{
    auto state = std::make_shared<State>();
    state->request = request;
    state->done = done;
    attempt(QPointer<OciReply>(owner), state);
}

void OciTransport::attempt(const QPointer<OciReply> &owner, const std::shared_ptr<State> &state)
{
    if (!owner || owner->isDone())
        return;
    const OciRequest &request = state->request;
    const bool home = RegistryRequest::sameOrigin(request.url, m_origin);
    QByteArray authorization;
    if (home) {
        authorization = m_auth->cachedAuthorization(request.scopes);
        if (authorization.isEmpty())
            authorization = state->authorization;
    }
    if (request.method == "PUT" && !request.body.isEmpty()) {
        DirectHttp::Headers headers { { "User-Agent", QByteArrayLiteral("HelmDeck/" HELMDECK_VERSION) } };
        if (!authorization.isEmpty())
            headers.append({ "Authorization", authorization });
        headers += request.headers;
        owner->m_direct = m_direct->send(request.method, request.url, headers, request.body, m_timeoutMs,
            request.maxBody, [this, owner, state, authorization](const DirectHttp::Response &direct) {
                if (!owner || owner->isDone())
                    return;
                const QString what = QString::fromLatin1(state->request.method) + QLatin1Char(' ')
                    + RegistryRequest::shown(state->request.url);
                if (direct.tooLarge) {
                    owner->finish(false, 0,
                        tr("%1: the answer is larger than %2 bytes").arg(what).arg(state->request.maxBody));
                    return;
                }
                if (direct.status == 0) {
                    unreachable(owner, state, 0, direct.error);
                    return;
                }
                OciResponse response;
                response.status = direct.status;
                response.reason = direct.reason;
                response.url = state->request.url;
                response.headers = direct.headers;
                response.body = direct.body;
                answered(owner, state, response, authorization);
            });
        return;
    }
    QNetworkRequest network = RegistryRequest::prepare(request.url, m_timeoutMs, authorization, m_ssl);
    for (const auto &header : request.headers)
        network.setRawHeader(header.first, header.second);
    QNetworkReply *reply = nullptr;
    if (request.method == "GET")
        reply = manager()->get(network);
    else if (request.method == "HEAD")
        reply = manager()->head(network);
    else if (request.method == "PUT")
        reply = manager()->put(network, request.body);
    else if (request.method == "POST")
        reply = manager()->post(network, request.body);
    else
        reply = manager()->sendCustomRequest(network, request.method, request.body);
    RegistryRequest::capBody(reply, request.maxBody);
    owner->m_network = reply;
    connect(reply, &QNetworkReply::finished, this, [this, owner, state, reply, authorization] {
        reply->deleteLater();
        if (!owner || owner->isDone())
            return;
        OciResponse response;
        response.status = RegistryRequest::status(reply);
        response.reason = reply->attribute(QNetworkRequest::HttpReasonPhraseAttribute).toString();
        response.url = state->request.url;
        const auto pairs = reply->rawHeaderPairs();
        for (const auto &pair : pairs)
            response.headers.append(qMakePair(pair.first, pair.second));
        const QString what = QString::fromLatin1(state->request.method) + QLatin1Char(' ')
            + RegistryRequest::shown(state->request.url);
        if (RegistryRequest::bodyTooLarge(reply)) {
            owner->finish(false, response.status,
                tr("%1: the answer is larger than %2 bytes").arg(what).arg(state->request.maxBody));
            return;
        }
        if (response.status == 0) {
            // Qt reports its no-progress timeout as a cancelled operation; we did not cancel.
            const QString cause = reply->error() == QNetworkReply::OperationCanceledError
                    || reply->error() == QNetworkReply::TimeoutError
                ? tr("no progress for %1 s").arg(m_timeoutMs / 1000.0)
                : reply->errorString();
            unreachable(owner, state, 0, cause);
            return;
        }
        response.body = reply->readAll();
        answered(owner, state, response, authorization);
    });
}

void OciTransport::unreachable(
    const QPointer<OciReply> &owner, const std::shared_ptr<State> &state, int status, const QString &cause)
{
    if (state->request.idempotent && state->retries < MaxRetries) {
        again(owner, state, m_retryDelayMs << state->retries);
        ++state->retries;
        return;
    }
    const QString what = QString::fromLatin1(state->request.method) + QLatin1Char(' ')
        + RegistryRequest::shown(state->request.url);
    owner->finish(false, status, tr("%1: cannot reach the registry: %2").arg(what, cause));
}

void OciTransport::again(const QPointer<OciReply> &owner, const std::shared_ptr<State> &state, int delayMs)
{
    QTimer::singleShot(delayMs, owner.data(), [this, owner, state] { attempt(owner, state); });
}

void OciTransport::answered(const QPointer<OciReply> &owner, const std::shared_ptr<State> &state,
    const OciResponse &response, const QByteArray &sent)
{
    OciRequest &request = state->request;
    const int status = response.status;
    const bool home = RegistryRequest::sameOrigin(request.url, m_origin);
    if (status == 401 && home && !state->authTried) {
        state->authTried = true;
        if (sent.startsWith("Bearer ")) {
            m_auth->forget(request.scopes); // refused: fetch a new one, once
            state->authorization.clear();
        }
        m_auth->respond(response.header("WWW-Authenticate"), request.scopes,
            [this, owner, state, response](const QByteArray &authorization, const QString &error) {
                if (!owner || owner->isDone())
                    return;
                if (!error.isEmpty()) {
                    owner->finish(false, response.status,
                        QStringLiteral("%1 %2: %3")
                            .arg(QString::fromLatin1(state->request.method),
                                RegistryRequest::shown(state->request.url), error));
                    return;
                }
                state->authorization = authorization;
                attempt(owner, state);
            });
        return;
    }
    if (status == 429 && state->rateRetries < MaxRetries) {
        int seconds = retryAfterSeconds(response.header("Retry-After"), QDateTime::currentDateTimeUtc());
        if (seconds < 0)
            seconds = 1;
        ++state->rateRetries;
        again(owner, state, std::min(seconds, MaxRetryAfterSeconds) * 1000);
        return;
    }
    if ((status == 502 || status == 503 || status == 504) && request.idempotent
        && state->retries < MaxRetries) {
        again(owner, state, m_retryDelayMs << state->retries);
        ++state->retries;
        return;
    }
    const QByteArray location = response.header("Location");
    const bool safe = request.method == "GET" || request.method == "HEAD";
    if (RegistryRequest::isRedirect(status) && !location.isEmpty()
        && (safe || status == 307 || status == 308)) {
        const QUrl target = request.url.resolved(QUrl(QString::fromUtf8(location)));
        const QString what
            = QString::fromLatin1(request.method) + QLatin1Char(' ') + RegistryRequest::shown(request.url);
        if (state->redirectsLeft == 0) {
            owner->finish(false, status, tr("%1: too many redirects").arg(what));
            return;
        }
        if (request.url.scheme() == QLatin1String("https") && target.scheme() != QLatin1String("https")) {
            owner->finish(false, status,
                tr("%1: refused a redirect to the insecure %2").arg(what, RegistryRequest::shown(target)));
            return;
        }
        --state->redirectsLeft;
        request.url = target; // attempt() sends Authorization only if this is the registry again
        attempt(owner, state);
        return;
    }
    state->done(response);
}

QString OciTransport::registryErrors(const QByteArray &body)
{
    return OciJson::registryErrors(body);
}

QString OciTransport::errorText(const OciRequest &request, const OciResponse &response)
{
    QString text = QStringLiteral("%1 %2: HTTP %3")
                       .arg(QString::fromLatin1(request.method), RegistryRequest::shown(response.url),
                           QString::number(response.status));
    if (!response.reason.isEmpty())
        text += QLatin1Char(' ') + response.reason;
    const QString errors = registryErrors(response.body);
    if (!errors.isEmpty())
        text += QStringLiteral(": ") + errors;
    return text;
}

int OciTransport::retryAfterSeconds(const QByteArray &value, const QDateTime &now)
{
    const QByteArray trimmed = value.trimmed();
    if (trimmed.isEmpty())
        return -1;
    bool isNumber = false;
    const qint64 seconds = trimmed.toLongLong(&isNumber);
    if (isNumber)
        return seconds < 0 ? -1 : int(std::min<qint64>(seconds, 24 * 3600));
    // An HTTP date is IMF-fixdate, "Sun, 06 Nov 1994 08:49:37 GMT" (RFC 9110 §5.6.7), always UTC;
    // parsed by hand because Qt 6's RFC 2822 parser refuses "GMT". English names: the C locale.
    const QString text = QString::fromLatin1(trimmed);
    const QDate date = QLocale::c().toDate(text.mid(5, 11), QStringLiteral("dd MMM yyyy"));
    const QTime time = QTime::fromString(text.mid(17, 8), QStringLiteral("HH:mm:ss"));
    if (text.size() != 29 || !text.endsWith(QLatin1String(" GMT")) || !date.isValid() || !time.isValid())
        return -1;
    const qint64 when
        = (date.toJulianDay() - QDate(1970, 1, 1).toJulianDay()) * 86400 + time.msecsSinceStartOfDay() / 1000;
    return int(std::max<qint64>(0, std::min<qint64>(when - now.toSecsSinceEpoch(), 24 * 3600)));
}

} // namespace HelmDeck
