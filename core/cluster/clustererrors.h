// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace HelmDeck {

/**
 * Reads kubectl's and helm's stderr for the failures that must be reported before any change, with
 * what to do: the cluster cannot be reached ("Unable to connect to the server", "connection
 * refused", "no such host", "i/o timeout", TLS handshake errors) or the credentials are rejected or
 * expired ("Unauthorized", "You must be logged in", "token has expired", "certificate has expired",
 * an exec credential plugin that failed).
 */
class ClusterErrors
{
public:
    enum class Kind
    {
        None,
        Unreachable,
        CredentialsRejected,
        Forbidden, ///< RBAC: "is forbidden: User … cannot …"
    };
    static Kind classify(const QString &stderrText);
    /**
     * One message naming the context and what to do, e.g. "cannot reach the cluster of context
     * "k3s" (https://10.0.0.5:6443): connection refused — is the cluster running and the VPN up?
     * Check with: kubectl --context k3s get namespaces". Empty for Kind::None.
     */
    static QString explain(
        const QString &stderrText, const QString &context, const QString &server = QString());
};

} // namespace HelmDeck
