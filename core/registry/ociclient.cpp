// SPDX-License-Identifier: GPL-3.0-or-later
#include "ociclient.h"

#include "ocijson.h"
#include "ocireply.h"
#include "ocitransport.h"
#include "registryauth.h"
#include "registryhost.h"

#include <QCryptographicHash>
#include <QRegularExpression>
#include <QSslCertificate>
#include <QSslConfiguration>

namespace HelmDeck {

const char *const OciClient::OciManifest = "application/vnd.oci.image.manifest.v1+json";
const char *const OciClient::OciIndex = "application/vnd.oci.image.index.v1+json";
const char *const OciClient::DockerManifest = "application/vnd.docker.distribution.manifest.v2+json";
const char *const OciClient::DockerManifestList = "application/vnd.docker.distribution.manifest.list.v2+json";

namespace {

// distribution 2.8 and GHCR answer 404 to a manifest request whose Accept lacks the stored type.
QByteArray manifestAccept()
{
    return QByteArray(OciClient::OciManifest) + ", " + OciClient::OciIndex + ", " + OciClient::DockerManifest
        + ", " + OciClient::DockerManifestList;
}

QString what(const OciRequest &request, const OciResponse &response)
{
    return QString::fromLatin1(request.method) + QLatin1Char(' ') + RegistryRequest::shown(response.url);
}

// "<url>" of Link: <url>; rel="next" (RFC 8288), empty when there is no next page.
QString nextLink(const QByteArray &header)
{
    static const QRegularExpression link(QStringLiteral("<([^>]*)>\\s*;[^,]*rel=\"?next\"?"));
    const QRegularExpressionMatch match = link.match(QString::fromUtf8(header));
    return match.hasMatch() ? match.captured(1) : QString();
}

} // namespace

OciClient::OciClient(const QString &host, QObject *parent)
    : QObject(parent)
    , m_host(host)
    , m_transport(new OciTransport(this))
{
    m_transport->setTimeout(DefaultTimeoutMs);
    setPlainHttp(false);
}

OciClient::~OciClient() = default;

void OciClient::setPlainHttp(bool plainHttp)
{
    m_plainHttp = plainHttp;
    const QString scheme = plainHttp ? QStringLiteral("http") : QStringLiteral("https");
    m_transport->setOrigin(QUrl(scheme + QStringLiteral("://") + RegistryHost::apiHost(m_host)));
    m_transport->auth()->setPlainHttp(plainHttp);
}

bool OciClient::setCaFile(const QString &path, QString *error)
{
    const QList<QSslCertificate> certificates = QSslCertificate::fromPath(path, QSsl::Pem);
    if (certificates.isEmpty()) {
        if (error)
            *error = tr("%1 holds no PEM certificate (or cannot be read)").arg(path);
        return false;
    }
    QSslConfiguration ssl = QSslConfiguration::defaultConfiguration();
    ssl.addCaCertificates(certificates);
    m_transport->setSslConfiguration(ssl);
    return true;
}

void OciClient::setCredential(const Credential &credential)
{
    m_transport->auth()->setCredential(credential);
}

void OciClient::setTimeout(int ms)
{
    m_transport->setTimeout(ms);
}

void OciClient::setRetryDelay(int ms)
{
    m_transport->setRetryDelay(ms);
}

void OciClient::setNetworkAccessManager(QNetworkAccessManager *manager)
{
    m_transport->setNetworkAccessManager(manager);
}

int OciClient::tokenRequests() const
{
    return m_transport->auth()->tokenRequests();
}

QString OciClient::digestOf(const QByteArray &bytes)
{
    return QStringLiteral("sha256:")
        + QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
}

bool OciClient::isValidRepository(const QString &repository)
{
    static const QRegularExpression name(
        QStringLiteral("^[a-z0-9]+((\\.|_|__|-+)[a-z0-9]+)*(/[a-z0-9]+((\\.|_|__|-+)[a-z0-9]+)*)*$"));
    return repository.size() <= 255 && name.match(repository).hasMatch();
}

bool OciClient::isValidTag(const QString &tag)
{
    static const QRegularExpression pattern(QStringLiteral("^[a-zA-Z0-9_][a-zA-Z0-9._-]{0,127}$"));
    return pattern.match(tag).hasMatch();
}

bool OciClient::isValidDigest(const QString &digest)
{
    static const QRegularExpression pattern(QStringLiteral("^sha256:[a-f0-9]{64}$"));
    return pattern.match(digest).hasMatch();
}

OciReply *OciClient::newReply()
{
    return new OciReply(this);
}

QUrl OciClient::url(const QString &path, const QString &query) const
{
    QUrl result = m_transport->origin();
    result.setPath(path);
    if (!query.isEmpty())
        result.setQuery(query);
    return result;
}

QStringList OciClient::scopes(const QString &repository, bool push) const
{
    return { QStringLiteral("repository:") + repository
        + (push || m_pushScope ? QStringLiteral(":pull,push") : QStringLiteral(":pull")) };
}

bool OciClient::refuse(
    OciReply *reply, const QString &repository, const QString &reference, bool referenceIsDigest)
{
    QString error;
    if (!isValidRepository(repository))
        error = tr("\"%1\" is not a repository name (lower-case path components)").arg(repository);
    else if (referenceIsDigest && !isValidDigest(reference))
        error = tr("\"%1\" is not a sha256 digest").arg(reference);
    else if (!reference.isNull() && !referenceIsDigest && !isValidTag(reference) && !isValidDigest(reference))
        error = reference.contains(QLatin1Char('+'))
            ? tr("\"%1\" is not a valid tag: OCI tags cannot hold '+' (use '_')").arg(reference)
            : tr("\"%1\" is neither a tag nor a sha256 digest").arg(reference);
    if (error.isEmpty())
        return false;
    reply->finish(false, 0, error);
    return true;
}

OciReply *OciClient::ping()
{
    OciReply *reply = newReply();
    OciRequest request { "GET", url(QStringLiteral("/v2/")), {}, {}, {}, true };
    m_transport->send(reply, request, [reply, request](const OciResponse &response) {
        if (response.status == 200)
            reply->finish(true, 200, QString());
        else
            reply->finish(false, response.status, OciTransport::errorText(request, response));
    });
    return reply;
}

OciReply *OciClient::blobExists(const QString &repository, const QString &digest)
{
    OciReply *reply = newReply();
    if (refuse(reply, repository, digest, true))
        return reply;
    OciRequest request { "HEAD", url(QStringLiteral("/v2/%1/blobs/%2").arg(repository, digest)), {}, {},
        scopes(repository, false), true };
    m_transport->send(reply, request, [reply, request, digest](const OciResponse &response) {
        if (response.status == 200) {
            reply->m_exists = true;
            reply->m_digest = digest;
            bool known = false;
            const qint64 size = response.header("Content-Length").toLongLong(&known);
            reply->m_size = known ? size : -1;
            reply->finish(true, 200, QString());
        } else if (response.status == 404) {
            reply->finish(true, 404, QString());
        } else {
            reply->finish(false, response.status, OciTransport::errorText(request, response));
        }
    });
    return reply;
}

OciReply *OciClient::uploadBlob(const QString &repository, const QByteArray &data, const QString &mountFrom)
{
    OciReply *reply = newReply();
    if (refuse(reply, repository) || (!mountFrom.isEmpty() && refuse(reply, mountFrom)))
        return reply;
    const QString digest = digestOf(data);
    reply->m_digest = digest;
    reply->m_size = data.size();
    QStringList wanted = scopes(repository, true);
    QString query;
    if (!mountFrom.isEmpty()) {
        wanted.append(QStringLiteral("repository:") + mountFrom + QStringLiteral(":pull"));
        query = QStringLiteral("mount=%1&from=%2")
                    .arg(QString::fromLatin1(QUrl::toPercentEncoding(digest)),
                        QString::fromLatin1(QUrl::toPercentEncoding(mountFrom)));
    }
    // A POST opens an upload session: it is never repeated after an error (not idempotent).
    OciRequest request { "POST", url(QStringLiteral("/v2/%1/blobs/uploads/").arg(repository), query), {},
        { { "Content-Type", "application/octet-stream" } }, wanted, false };
    m_transport->send(
        reply, request, [this, reply, request, repository, data, digest](const OciResponse &response) {
            const QByteArray location = response.header("Location");
            if (response.status == 201 && request.url.hasQuery()) {
                const QByteArray confirmed = response.header("Docker-Content-Digest");
                if (!confirmed.isEmpty() && QString::fromLatin1(confirmed) != digest) {
                    reply->finish(false, 201,
                        OciClient::tr("%1: the registry mounted %2, but %3 was asked for")
                            .arg(what(request, response), QString::fromLatin1(confirmed), digest));
                    return;
                }
                reply->m_mounted = true;
                reply->m_location = QString::fromUtf8(location);
                reply->finish(true, 201, QString());
                return;
            }
            if (response.status != 202) {
                reply->finish(false, response.status, OciTransport::errorText(request, response));
                return;
            }
            if (location.isEmpty()) {
                reply->finish(false, 202,
                    OciClient::tr("%1: the registry opened an upload without a Location")
                        .arg(what(request, response)));
                return;
            }
            putBlob(reply, repository, response.url.resolved(QUrl::fromEncoded(location)), data, digest);
        });
    return reply;
}

void OciClient::putBlob(OciReply *reply, const QString &repository, const QUrl &location,
    const QByteArray &data, const QString &digest)
{
    // Keep the session's query (distribution's _state) and add the digest to it.
    QUrl target = location;
    QString query = target.query(QUrl::FullyEncoded);
    query += (query.isEmpty() ? QStringLiteral("digest=") : QStringLiteral("&digest="))
        + QString::fromLatin1(QUrl::toPercentEncoding(digest));
    target.setQuery(query, QUrl::TolerantMode);
    OciRequest request { "PUT", target, data, { { "Content-Type", "application/octet-stream" } },
        scopes(repository, true), true, RegistryRequest::DefaultMaxBody };
    m_transport->send(reply, request, [reply, request, digest](const OciResponse &response) {
        if (response.status != 201 && response.status != 204) {
            reply->finish(false, response.status, OciTransport::errorText(request, response));
            return;
        }
        const QByteArray confirmed = response.header("Docker-Content-Digest");
        if (!confirmed.isEmpty() && QString::fromLatin1(confirmed) != digest) {
            reply->finish(false, response.status,
                OciClient::tr("%1: the registry stored the blob as %2, but its sha256 is %3")
                    .arg(what(request, response), QString::fromLatin1(confirmed), digest));
            return;
        }
        reply->m_location = QString::fromUtf8(response.header("Location"));
        reply->finish(true, response.status, QString());
    });
}

OciReply *OciClient::putManifest(
    const QString &repository, const QString &reference, const QByteArray &manifest, const QString &mediaType)
{
    OciReply *reply = newReply();
    if (refuse(reply, repository, reference))
        return reply;
    const QString digest = digestOf(manifest);
    reply->m_digest = digest;
    reply->m_mediaType = mediaType;
    reply->m_size = manifest.size();
    OciRequest request { "PUT", url(QStringLiteral("/v2/%1/manifests/%2").arg(repository, reference)),
        manifest, { { "Content-Type", mediaType.toLatin1() } }, scopes(repository, true), true };
    m_transport->send(reply, request, [reply, request, digest](const OciResponse &response) {
        if (response.status != 201 && response.status != 200) {
            reply->finish(false, response.status, OciTransport::errorText(request, response));
            return;
        }
        const QByteArray confirmed = response.header("Docker-Content-Digest");
        if (!confirmed.isEmpty() && QString::fromLatin1(confirmed) != digest) {
            reply->finish(false, response.status,
                OciClient::tr("%1: the registry answered digest %2, but the manifest sent has %3")
                    .arg(what(request, response), QString::fromLatin1(confirmed), digest));
            return;
        }
        reply->m_location = QString::fromUtf8(response.header("Location"));
        reply->finish(true, response.status, QString());
    });
    return reply;
}

OciReply *OciClient::headManifest(const QString &repository, const QString &reference)
{
    OciReply *reply = newReply();
    if (!refuse(reply, repository, reference))
        manifest(reply, repository, reference, false);
    return reply;
}

OciReply *OciClient::getManifest(const QString &repository, const QString &reference)
{
    OciReply *reply = newReply();
    if (!refuse(reply, repository, reference))
        manifest(reply, repository, reference, true);
    return reply;
}

void OciClient::manifest(OciReply *reply, const QString &repository, const QString &reference, bool get)
{
    OciRequest request { get ? QByteArray("GET") : QByteArray("HEAD"),
        url(QStringLiteral("/v2/%1/manifests/%2").arg(repository, reference)), {},
        { { "Accept", manifestAccept() } }, scopes(repository, false), true };
    m_transport->send(
        reply, request, [this, reply, request, repository, reference, get](const OciResponse &response) {
            if (response.status == 404 && !get) {
                reply->finish(true, 404, QString());
                return;
            }
            if (response.status != 200) {
                reply->finish(false, response.status, OciTransport::errorText(request, response));
                return;
            }
            const QString confirmed = QString::fromLatin1(response.header("Docker-Content-Digest"));
            if (!get && confirmed.isEmpty()) {
                manifest(reply, repository, reference, true); // a legacy registry: hash the body ourselves
                return;
            }
            reply->m_exists = true;
            reply->m_mediaType = QString::fromLatin1(response.header("Content-Type"))
                                     .section(QLatin1Char(';'), 0, 0)
                                     .trimmed();
            bool known = false;
            const qint64 length = response.header("Content-Length").toLongLong(&known);
            reply->m_size = known ? length : -1;
            reply->m_digest = confirmed;
            if (get) {
                const QString digest = digestOf(response.body);
                const QString expected = isValidDigest(reference) ? reference : confirmed;
                if (!expected.isEmpty() && expected != digest) {
                    reply->finish(false, 200,
                        OciClient::tr("%1: the manifest's sha256 is %2, not %3")
                            .arg(what(request, response), digest, expected));
                    return;
                }
                reply->m_body = response.body;
                reply->m_digest = digest;
                reply->m_size = response.body.size();
            }
            reply->finish(true, 200, QString());
        });
}

OciReply *OciClient::listTags(const QString &repository, int pageSize)
{
    OciReply *reply = newReply();
    if (refuse(reply, repository))
        return reply;
    tagsPage(reply, repository,
        url(QStringLiteral("/v2/%1/tags/list").arg(repository),
            pageSize > 0 ? QStringLiteral("n=") + QString::number(pageSize) : QString()),
        1000);
    return reply;
}

void OciClient::tagsPage(OciReply *reply, const QString &repository, const QUrl &page, int pagesLeft)
{
    OciRequest request { "GET", page, {}, {}, scopes(repository, false), true };
    m_transport->send(
        reply, request, [this, reply, request, repository, pagesLeft](const OciResponse &response) {
            if (response.status != 200) {
                reply->finish(false, response.status, OciTransport::errorText(request, response));
                return;
            }
            QString why;
            if (!OciJson::tagList(response.body, &reply->m_tags, &why)) {
                reply->finish(false, 200, QStringLiteral("%1: %2").arg(what(request, response), why));
                return;
            }
            const QString next = nextLink(response.header("Link"));
            if (next.isEmpty()) {
                reply->finish(true, 200, QString());
                return;
            }
            if (pagesLeft <= 1) {
                reply->finish(false, 200,
                    OciClient::tr("%1: more than 1000 pages of tags").arg(what(request, response)));
                return;
            }
            tagsPage(reply, repository, response.url.resolved(QUrl(next)), pagesLeft - 1);
        });
}

} // namespace HelmDeck
