// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QObject>
#include <QPair>
#include <QRegularExpression>
#include <QTcpServer>

class QTcpSocket;

namespace TestUtil {

/**
 * A fault a FaultProxy answers instead of the registry: the @c nth request (1-based, counting only
 * the requests this rule matches) whose method is @c method and whose path (without the query)
 * matches @c path, and the @c count - 1 matching requests after it (count 0: every one from the
 * nth on), get @c status with @c headers and @c body; the registry never sees them.
 */
struct FaultRule
{
    QByteArray method; ///< "PUT"; empty = any
    QRegularExpression path; ///< e.g. "^/v2/charts/web/blobs/uploads/.+"
    int status = 500;
    QList<QPair<QByteArray, QByteArray>> headers; ///< e.g. { "Retry-After", "1" }
    QByteArray body;
    int nth = 1;
    int count = 1;
    int seen = 0; ///< matching requests so far (the proxy counts)
};

/** One request that passed through the proxy. */
struct ProxiedRequest
{
    QByteArray method;
    QByteArray path; ///< without the query
    QByteArray authorization; ///< the Authorization header as sent (empty when none)
    int status = 0; ///< what the client was answered (the fault's, or the registry's)
    bool faulted = false; ///< answered by a FaultRule
};

/**
 * A loopback HTTP/1.1 proxy in front of a real registry (RegistryFixture) that answers chosen
 * requests with a fault (FaultRule) and forwards every other one unchanged, for failure injection
 * through a whole publish. Each request is forwarded on a connection of its own, with
 * "Connection: close", and its answer relayed as it comes; the Host header is kept, so the
 * registry's absolute Location headers point back at the proxy.
 *
 *     TestUtil::FaultProxy proxy(registry.port());
 *     QVERIFY(proxy.listen());
 *     proxy.addRule({ "PUT", QRegularExpression("^/v2/charts/web/manifests/v1$"), 500 });
 *     ... publish to proxy.host() ...
 *     proxy.requests() // what the client sent, in order
 *
 * With requireBearer(), a request without a Bearer Authorization is answered 401 with a challenge
 * to @p realm (a token endpoint the test runs), so the client's token flow runs for real.
 */
class FaultProxy : public QObject
{
    Q_OBJECT
public:
    explicit FaultProxy(quint16 upstreamPort, QObject *parent = nullptr);
    ~FaultProxy() override;

    bool listen();
    /** "127.0.0.1:<port>" of the proxy. */
    QString host() const;
    void addRule(const FaultRule &rule) { m_rules.append(rule); }
    /** Answers 401 + WWW-Authenticate: Bearer realm="<realm>",service="registry" without a Bearer token. */
    void requireBearer(const QByteArray &realm) { m_realm = realm; }
    QList<ProxiedRequest> requests() const { return m_requests; }
    /** The requests with @p method whose path matches @p path. */
    int count(const QByteArray &method, const QRegularExpression &path) const;

private:
    void onReadyRead(QTcpSocket *client);
    void answer(QTcpSocket *client, int status, const QList<QPair<QByteArray, QByteArray>> &headers,
        const QByteArray &body, bool head);
    void forward(QTcpSocket *client, const QByteArray &request, int index);

    QTcpServer m_server;
    quint16 m_upstreamPort;
    QByteArray m_realm;
    QList<FaultRule> m_rules;
    QList<ProxiedRequest> m_requests;
    QHash<QTcpSocket *, QByteArray> m_buffers;
};

} // namespace TestUtil
