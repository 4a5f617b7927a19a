// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>

class QNetworkReply;

namespace HelmDeck {

/**
 * The answer to one OciClient operation, delivered asynchronously: finished() is emitted exactly
 * once, always from the event loop (so connecting after the call is fine), also after abort().
 * The reply is a child of the client; delete it (deleteLater()) once it has finished.
 *
 * After finished():
 *  - ok(): the operation did what it was asked; httpStatus(): the status of the last HTTP answer
 *    (0 when there was none: network error, timeout, a refusal before sending, abort);
 *  - errorString(): empty when ok(); otherwise one line naming the request and the cause, with the
 *    registry's own error JSON shown verbatim —
 *    "PUT http://host/v2/team/app/manifests/1.0.0: HTTP 400 Bad Request: MANIFEST_INVALID:
 *    manifest invalid: <detail>" ({"errors":[{"code","message","detail"}]}; several joined by "; ";
 *    a non-JSON body is shown trimmed to 300 characters). Never a token or a Basic header.
 *  - the results of the operation (each documented at the OciClient call that fills it):
 *    exists(), mounted(), digest() ("sha256:<64 hex>"), mediaType(), size() (bytes), body(),
 *    tags(), location().
 */
class OciReply : public QObject
{
    Q_OBJECT
public:
    explicit OciReply(QObject *parent = nullptr);

    bool isFinished() const { return m_finished; }
    bool ok() const { return m_ok; }
    int httpStatus() const { return m_status; }
    QString errorString() const { return m_error; }

    /** blobExists / headManifest: the answer was 200 (false on 404; ok() is true for both). */
    bool exists() const { return m_exists; }
    /** uploadBlob with a mount source: the registry mounted the blob (201), nothing was uploaded. */
    bool mounted() const { return m_mounted; }
    /** The digest the registry confirmed (Docker-Content-Digest) or, when it sent none, ours. */
    QString digest() const { return m_digest; }
    /** The manifest's Content-Type (headManifest / getManifest). */
    QString mediaType() const { return m_mediaType; }
    /** The manifest's or blob's size in bytes (Content-Length, or the body's size); -1 when unknown. */
    qint64 size() const { return m_size; }
    /** The manifest bytes (getManifest). */
    QByteArray body() const { return m_body; }
    /** listTags: every tag of every page, in the registry's order (not sorted). */
    QStringList tags() const { return m_tags; }
    /** uploadBlob / putManifest: the Location the registry answered with. */
    QString location() const { return m_location; }

    /**
     * Stops the operation: the running request is aborted, no further request is sent, and
     * finished() follows with ok() false and errorString() "aborted". Nothing once finished.
     */
    void abort();

Q_SIGNALS:
    void finished();

private:
    friend class OciClient;
    friend class OciTransport;
    /** Ends the operation once (later calls are ignored); finished() is emitted from the event loop. */
    void finish(bool ok, int status, const QString &error);
    bool isDone() const { return m_finished || m_ending; }

    QPointer<QNetworkReply> m_network; // the request in flight
    QPointer<QObject> m_direct; // or a DirectHttp exchange in flight (deleting it aborts it)
    bool m_finished = false;
    bool m_ending = false;
    bool m_ok = false;
    int m_status = 0;
    QString m_error;
    bool m_exists = false;
    bool m_mounted = false;
    QString m_digest;
    QString m_mediaType;
    qint64 m_size = -1;
    QByteArray m_body;
    QStringList m_tags;
    QString m_location;
};

} // namespace HelmDeck
