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
     * Check with: kubectl --context k3s get namespaces". Empty for Kind::None. Without @p server
     * the server the text names (its first https:// address, or kubectl's "connection to the server
     * HOST:PORT") is named. An unreachable cluster's message keeps the tool's last meaningful line
     * (lastMeaningfulLine()) as its detail: "… It said: "The connection to the server … was refused"."
     * No line of kubectl's own log (isClientLogLine()) is quoted.
     */
    static QString explain(
        const QString &stderrText, const QString &context, const QString &server = QString());
    /**
     * True for a line of kubectl's (client-go's) own log, e.g. "E1202 09:47:41.672814   21283
     * memcache.go:265] couldn't get current server API group list: …": a header of severity, date,
     * time, thread and source file, meant for debugging, not for the user.
     */
    static bool isClientLogLine(const QString &line);
    /**
     * The last line of @p stderrText that is not kubectl's own log (isClientLogLine()), trimmed and
     * at most 300 characters; when there is none, the last log line's message without its header.
     * Empty for an empty text.
     */
    static QString lastMeaningfulLine(const QString &stderrText);
};

} // namespace HelmDeck
