// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "credential.h"

#include <QByteArray>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QUrl>

class QNetworkAccessManager;

namespace HelmDeck {

class OciReply;
class OciTransport;

/**
 * An asynchronous client of the OCI distribution API (opencontainers/distribution-spec v1.1,
 * spec.md "Pull", "Push", "Content Discovery") for one registry host — what the chart publisher
 * uploads with. Nothing blocks: every call returns an OciReply (a child of this client) whose
 * finished() comes from the event loop; see OciReply for ok(), httpStatus(), errorString() and
 * abort().
 *
 *     OciClient client(QStringLiteral("127.0.0.1:5000"));
 *     client.setPlainHttp(true);
 *     client.setCredential(credential); // from CredentialResolver or the keychain
 *     OciReply *reply = client.putManifest(QStringLiteral("team/app"), QStringLiteral("1.2.3"), bytes);
 *     connect(reply, &OciReply::finished, … reply->digest() …);
 *
 * Names: @p repository is the path under the host ("team/charts/app", spec's name grammar, lower
 * case); a reference is a tag ([A-Za-z0-9_][A-Za-z0-9._-]{0,127}: no '+', callers map it to '_')
 * or a digest ("sha256:<64 lower-case hex>"). Invalid names fail the reply before anything is sent.
 * Digests are sha256 of the exact bytes (digestOf()).
 *
 * Transport (OciTransport): HTTPS unless setPlainHttp(true); setCaFile() adds a CA; anonymous,
 * Basic and Bearer auth through RegistryAuth with the caller's Credential (this class reads no
 * config file); token scope "repository:<repo>:pull" for reads, "repository:<repo>:pull,push" for
 * writes and for reads once setPushScope(true) (one token for a whole publish); retries of 429
 * (Retry-After, ≤ 60 s), and of network errors and 502/503/504 for idempotent requests only (HEAD,
 * GET, PUT with a digest; never a POST), at most 3; redirects without Authorization on another
 * host; bodies capped at 4 MiB; a no-progress timeout per request (setTimeout(), 30 s). Messages
 * never hold a token, a password or a Basic header.
 */
class OciClient : public QObject
{
    Q_OBJECT
public:
    static constexpr int DefaultTimeoutMs = 30000;
    static const char *const OciManifest; ///< application/vnd.oci.image.manifest.v1+json
    static const char *const OciIndex; ///< application/vnd.oci.image.index.v1+json
    static const char *const DockerManifest; ///< application/vnd.docker.distribution.manifest.v2+json
    static const char
        *const DockerManifestList; ///< application/vnd.docker.distribution.manifest.list.v2+json

    /** @p host: "ghcr.io", "127.0.0.1:5000", a config key; Docker Hub goes to registry-1.docker.io. */
    explicit OciClient(const QString &host, QObject *parent = nullptr);
    ~OciClient() override;

    QString host() const { return m_host; }
    /** Talk plain HTTP (loopback registries, `--plain-http`); off by default. Set before calls. */
    void setPlainHttp(bool plainHttp);
    bool plainHttp() const { return m_plainHttp; }
    /**
     * Trust the PEM certificate(s) in @p path besides the system's CAs (`--ca-file`). False, with
     * @p error set, when the file holds no certificate; the previous setting stays.
     */
    bool setCaFile(const QString &path, QString *error = nullptr);
    /** The credential for this host (empty: anonymous). Drops cached tokens. */
    void setCredential(const Credential &credential);
    /** No-progress timeout per request in ms (default 30 s). */
    void setTimeout(int ms);
    /** First retry backoff in ms (then doubled; default 500). */
    void setRetryDelay(int ms);
    /** Ask for push access on reads too, so that a publish needs one token per repository. */
    void setPushScope(bool push) { m_pushScope = push; }
    /** Use @p manager instead of an own one (not owned). */
    void setNetworkAccessManager(QNetworkAccessManager *manager);
    /** Token requests sent so far (RegistryAuth::tokenRequests()). */
    int tokenRequests() const;

    /** GET /v2/: ok() when the registry answers 200 with this credential. */
    OciReply *ping();
    /** HEAD /v2/<repo>/blobs/<digest>: exists() (200) or not (404), size(); anything else is an error. */
    OciReply *blobExists(const QString &repository, const QString &digest);
    /**
     * Uploads @p data as one blob: POST /v2/<repo>/blobs/uploads/ → 202 + Location → PUT
     * <Location>[?&]digest=<digest> (Location relative or absolute, its query such as _state kept)
     * → 201. With @p mountFrom (another repository of this registry) it first asks
     * POST …/uploads/?mount=<digest>&from=<mountFrom>: 201 = mounted() (nothing uploaded), 202 = not
     * mounted, the upload continues in the session it opened. digest() is sha256 of @p data; a
     * Docker-Content-Digest that differs from it is an error.
     */
    OciReply *uploadBlob(
        const QString &repository, const QByteArray &data, const QString &mountFrom = QString());
    /**
     * PUT /v2/<repo>/manifests/<reference> with Content-Type @p mediaType and exactly @p manifest
     * as body → 201. digest() is sha256 of @p manifest, checked against the registry's
     * Docker-Content-Digest (a mismatch is an error).
     */
    OciReply *putManifest(const QString &repository, const QString &reference, const QByteArray &manifest,
        const QString &mediaType = QString::fromLatin1(OciManifest));
    /**
     * HEAD /v2/<repo>/manifests/<reference> with an Accept of the OCI manifest and index and the
     * Docker v2 manifest and list: exists() (200; 404 → false, still ok()), digest()
     * (Docker-Content-Digest; without it the manifest is fetched and hashed), mediaType(), size().
     */
    OciReply *headManifest(const QString &repository, const QString &reference);
    /** GET of the same: body() too; digest() is sha256 of the body (checked against the header and a
     *  digest reference). A missing manifest is an error (404 with the registry's text). */
    OciReply *getManifest(const QString &repository, const QString &reference);
    /**
     * GET /v2/<repo>/tags/list[?n=<pageSize>], following Link: <…>; rel="next" (at most 1000
     * pages): tags() in the registry's order ("tags": null counts as none). Servers that ignore n
     * just answer one page.
     */
    OciReply *listTags(const QString &repository, int pageSize = 0);

    /** "sha256:" + lower-case hex of sha256(@p bytes). */
    static QString digestOf(const QByteArray &bytes);
    static bool isValidRepository(const QString &repository);
    static bool isValidTag(const QString &tag);
    static bool isValidDigest(const QString &digest);

private:
    OciReply *newReply();
    QUrl url(const QString &path, const QString &query = QString()) const;
    QStringList scopes(const QString &repository, bool push) const;
    bool refuse(OciReply *reply, const QString &repository, const QString &reference = QString(),
        bool referenceIsDigest = false);
    void putBlob(OciReply *reply, const QString &repository, const QUrl &location, const QByteArray &data,
        const QString &digest);
    void manifest(OciReply *reply, const QString &repository, const QString &reference, bool get);
    void tagsPage(OciReply *reply, const QString &repository, const QUrl &page, int pagesLeft);

    QString m_host;
    bool m_plainHttp = false;
    bool m_pushScope = false;
    OciTransport *m_transport;
};

} // namespace HelmDeck
