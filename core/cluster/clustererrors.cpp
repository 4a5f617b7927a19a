// SPDX-License-Identifier: GPL-3.0-or-later
#include "clustererrors.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QStringList>

namespace HelmDeck {

namespace {

/**
 * The texts kubectl (client-go) and helm print when they cannot talk to the API server at all.
 * Bare network errors ("connection refused", "no such host") are not enough on their own: helm prints
 * them for chart registries too, which are not the cluster.
 */
const QRegularExpression &unreachablePattern()
{
    static const QRegularExpression re(
        QStringLiteral(
            "Unable to connect to the server" // kubectl
            "|Kubernetes cluster unreachable" // helm 3; helm 4 writes "kubernetes"
            "|The connection to the server \\S+ was refused" // kubectl, plain connection refused
            "|couldn't get current server API group list" // kubectl's discovery, before the error line
            "|failed to get server groups"),
        QRegularExpression::CaseInsensitiveOption);
    return re;
}

/** client-go's klog header: "E1202 09:47:41.672814   21283 memcache.go:265] " */
const QRegularExpression &clientLogHeader()
{
    static const QRegularExpression re(
        QStringLiteral("^\\s*[IWEF]\\d{4} \\d{2}:\\d{2}:\\d{2}\\.\\d+\\s+\\d+ [^\\s\\]]+:\\d+\\] "));
    return re;
}

/**
 * @p line without kubectl's log header, and its structured form ("Unhandled Error" err="…")
 * unwrapped to the error itself; trimmed.
 */
QString withoutLogHeader(const QString &line)
{
    const QRegularExpressionMatch header = clientLogHeader().match(line);
    if (!header.hasMatch())
        return line.trimmed();
    QString message = line.mid(header.capturedEnd()).trimmed();
    static const QRegularExpression structured(QStringLiteral("^\"[^\"]*\" err=\"(.*)\"$"));
    const QRegularExpressionMatch m = structured.match(message);
    if (m.hasMatch())
        message = m.captured(1).replace(QLatin1String("\\\""), QLatin1String("\""));
    return message;
}

/** Credentials the server refused, or that could not be had or used. */
const QRegularExpression &credentialsPattern()
{
    static const QRegularExpression re(QStringLiteral(
        "You must be logged in to the server"
        "|(?<!\\b401 )\\bUnauthorized\\b" // the API server's 401; "401 Unauthorized" is a registry's
        "|the server has asked for the client to provide credentials"
        "|getting credentials: "
        "|exec plugin[: ]"
        "|token (has|is) expired|expired token|failed to refresh token"));
    return re;
}

/**
 * Certificate failures: the kubeconfig's CA or client certificate no longer fits the server. Only
 * with a cluster error around them (unreachablePattern()), since a registry's TLS fails the same way.
 */
const QRegularExpression &certificatePattern()
{
    static const QRegularExpression re(QStringLiteral("x509: certificate has expired or is not yet valid"
                                                      "|x509: certificate signed by unknown authority"
                                                      "|tls: failed to verify certificate"
                                                      "|x509: certificate is valid for \\S+, not "));
    return re;
}

bool isCredentialsError(const QString &text)
{
    if (credentialsPattern().match(text).hasMatch())
        return true;
    return certificatePattern().match(text).hasMatch() && unreachablePattern().match(text).hasMatch();
}

const QRegularExpression &forbiddenPattern()
{
    static const QRegularExpression re(
        QStringLiteral("\\bis forbidden: User \"[^\"]*\" cannot |Error from server \\(Forbidden\\)"));
    return re;
}

/**
 * The first line of @p text that matches @p re, trimmed and cut short, kubectl's log header taken
 * off; empty when none does.
 */
QString matchingLine(const QString &text, const QRegularExpression &re)
{
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (const QString &line : lines) {
        if (re.match(line).hasMatch())
            return withoutLogHeader(line).left(300);
    }
    return QString();
}

/** @p word quoted for a POSIX shell when it needs it (names like "arn:aws:eks:…/x" do not). */
QString shellWord(const QString &word)
{
    static const QRegularExpression safe(QStringLiteral("^[A-Za-z0-9@%+=:,./_-]+$"));
    if (safe.match(word).hasMatch())
        return word;
    QString quoted = word;
    quoted.replace(QLatin1Char('\''), QStringLiteral("'\\''"));
    return QLatin1Char('\'') + quoted + QLatin1Char('\'');
}

/** @p message followed by the kubectl command that shows the same failure. */
QString checkCommand(const QString &message, const QString &context, const QString &args)
{
    const QString command
        = QStringLiteral("kubectl --context ") + shellWord(context) + QLatin1Char(' ') + args;
    return QCoreApplication::translate("HelmDeck::ClusterErrors", "%1 Check with: %2").arg(message, command);
}

/** The API server @p text names: its first https:// address, or kubectl's "connection to the server X". */
QString serverNamedIn(const QString &text)
{
    static const QRegularExpression url(QStringLiteral("https?://[^/\\s\"\\\\]+"));
    static const QRegularExpression refused(
        QStringLiteral("The connection to the server (\\S+) was refused"));
    const QRegularExpressionMatch u = url.match(text);
    if (u.hasMatch())
        return u.captured(0);
    const QRegularExpressionMatch r = refused.match(text);
    return r.hasMatch() ? r.captured(1) : QString();
}

QString contextLabel(const QString &context, const QString &server)
{
    return server.isEmpty()
        ? QCoreApplication::translate("HelmDeck::ClusterErrors", "context \"%1\"").arg(context)
        : QCoreApplication::translate("HelmDeck::ClusterErrors", "context \"%1\" (%2)").arg(context, server);
}

QString explainUnreachable(const QString &text, const QString &context, const QString &server)
{
    QString cause;
    QString hint;
    if (text.contains(QLatin1String("connection refused")) || text.contains(QLatin1String("was refused"))) {
        cause = QCoreApplication::translate("HelmDeck::ClusterErrors", "connection refused");
        hint = QCoreApplication::translate("HelmDeck::ClusterErrors",
            "is the cluster running, and is the server address in the kubeconfig right?");
    } else if (text.contains(QLatin1String("no such host"))) {
        cause = QCoreApplication::translate(
            "HelmDeck::ClusterErrors", "the server's host name does not resolve (no such host)");
        hint = QCoreApplication::translate("HelmDeck::ClusterErrors",
            "is the name in the kubeconfig right, and the VPN or DNS it needs up?");
    } else if (text.contains(QLatin1String("i/o timeout"))
        || text.contains(QLatin1String("TLS handshake timeout"))
        || text.contains(QLatin1String("deadline exceeded"))
        || text.contains(QLatin1String("Client.Timeout"))) {
        cause = QCoreApplication::translate("HelmDeck::ClusterErrors", "no answer (timeout)");
        hint = QCoreApplication::translate("HelmDeck::ClusterErrors",
            "is the cluster running and the VPN up? A firewall may drop the connection.");
    } else if (text.contains(QLatin1String("no route to host"))
        || text.contains(QLatin1String("network is unreachable"))) {
        cause = QCoreApplication::translate("HelmDeck::ClusterErrors", "no route to the server");
        hint = QCoreApplication::translate(
            "HelmDeck::ClusterErrors", "is the network or VPN to the cluster up?");
    } else {
        cause = matchingLine(text, unreachablePattern());
        hint = QCoreApplication::translate(
            "HelmDeck::ClusterErrors", "is the cluster running and the VPN up?");
    }
    // what the tool said last, as the detail (never its debug log's header)
    const QString said = ClusterErrors::lastMeaningfulLine(text);
    const QString detail = said.isEmpty() || said == cause ? QString()
                                                           : QLatin1Char(' ')
            + QCoreApplication::translate("HelmDeck::ClusterErrors", "It said: \"%1\".").arg(said);
    return checkCommand(
        QCoreApplication::translate("HelmDeck::ClusterErrors", "cannot reach the cluster of %1: %2 — %3")
                .arg(contextLabel(context, server), cause, hint)
            + detail,
        context, QStringLiteral("get namespaces"));
}

QString explainCredentials(const QString &text, const QString &context, const QString &server)
{
    const QString who = contextLabel(context, server);
    static const QRegularExpression execFailed(
        QStringLiteral("exec: executable (\\S+) failed with exit code (\\d+)"));
    static const QRegularExpression execMissing(QStringLiteral("exec: executable (\\S+) not found"));
    const QRegularExpressionMatch failed = execFailed.match(text);
    const QRegularExpressionMatch missing = execMissing.match(text);
    QString message;
    if (failed.hasMatch()) {
        message = QCoreApplication::translate("HelmDeck::ClusterErrors",
            "the credential plugin \"%1\" of %2 failed (exit code %3) — log in again with %1 "
            "(e.g. a new SSO session) and check the profile the kubeconfig names.")
                      .arg(failed.captured(1), who, failed.captured(2));
    } else if (missing.hasMatch()) {
        message = QCoreApplication::translate("HelmDeck::ClusterErrors",
            "the credential plugin \"%1\" of %2 is not installed or not on PATH — install it, or "
            "get a kubeconfig that does not need it.")
                      .arg(missing.captured(1), who);
    } else if (text.contains(QLatin1String("getting credentials: "))
        || text.contains(QLatin1String("exec plugin"))) {
        message = QCoreApplication::translate("HelmDeck::ClusterErrors",
            "the credential plugin of %1 failed: %2 — log in again with the tool the kubeconfig's "
            "exec section names.")
                      .arg(who, matchingLine(text, credentialsPattern()));
    } else if (text.contains(QLatin1String("certificate has expired or is not yet valid"))) {
        message = QCoreApplication::translate("HelmDeck::ClusterErrors",
            "the certificates of %1 have expired or are not yet valid — check this computer's clock; "
            "if it is right, renew the cluster's certificates and get a fresh kubeconfig.")
                      .arg(who);
    } else if (text.contains(QLatin1String("x509:"))
        || text.contains(QLatin1String("tls: failed to verify"))) {
        static const QRegularExpression x509(QStringLiteral("x509: [^\\n\"]*"));
        const QRegularExpressionMatch detail = x509.match(text);
        message = QCoreApplication::translate("HelmDeck::ClusterErrors",
            "the server certificate of %1 cannot be verified with the kubeconfig's certificate "
            "authority (%2) — is the server address the one the certificate was made for? Get a fresh "
            "kubeconfig for this cluster.")
                      .arg(who,
                          detail.hasMatch() ? detail.captured(0).trimmed()
                                            : certificatePattern().match(text).captured(0));
    } else if (text.contains(QLatin1String("expired"))) {
        message = QCoreApplication::translate("HelmDeck::ClusterErrors",
            "the token of %1 has expired — log in again or get a fresh kubeconfig.")
                      .arg(who);
    } else {
        message = QCoreApplication::translate("HelmDeck::ClusterErrors",
            "the credentials of %1 were rejected (Unauthorized) — the token or client certificate "
            "in the kubeconfig is wrong or expired; get a fresh kubeconfig or log in again.")
                      .arg(who);
    }
    return checkCommand(message, context, QStringLiteral("get namespaces"));
}

QString explainForbidden(const QString &text, const QString &context, const QString &server)
{
    static const QRegularExpression verbResource(
        QStringLiteral("cannot (\\w+) resource \"([^\"]+)\"(?: in API group \"([^\"]*)\")?"));
    static const QRegularExpression subject(QStringLiteral("\\S+ is forbidden: .*$"));
    QString line = matchingLine(text, forbiddenPattern());
    const QRegularExpressionMatch what = subject.match(line);
    if (what.hasMatch())
        line = what.captured(0); // without "Error from server (Forbidden): " or helm's "Error: query: …"
    const QRegularExpressionMatch m = verbResource.match(line);
    QString check = QStringLiteral("auth can-i --list");
    if (m.hasMatch()) {
        const QString group = m.captured(3); // "" for the core group: "secrets", not "secrets."
        const QString resource = group.isEmpty() ? m.captured(2) : m.captured(2) + QLatin1Char('.') + group;
        check = QStringLiteral("auth can-i %1 %2").arg(m.captured(1), resource);
    }
    return checkCommand(QCoreApplication::translate("HelmDeck::ClusterErrors",
                            "the user of %1 is not allowed to do this: %2 — ask the cluster's admin "
                            "for the RBAC permission, or use another context.")
                            .arg(contextLabel(context, server), line),
        context, check);
}

} // namespace

ClusterErrors::Kind ClusterErrors::classify(const QString &stderrText)
{
    // Credentials first: client-go puts "Unable to connect to the server:" before exec plugin and
    // certificate failures too, and helm says "cluster unreachable" for a 401.
    if (isCredentialsError(stderrText))
        return Kind::CredentialsRejected;
    if (forbiddenPattern().match(stderrText).hasMatch())
        return Kind::Forbidden;
    if (unreachablePattern().match(stderrText).hasMatch())
        return Kind::Unreachable;
    return Kind::None;
}

bool ClusterErrors::isClientLogLine(const QString &line)
{
    return clientLogHeader().match(line).hasMatch();
}

QString ClusterErrors::lastMeaningfulLine(const QString &stderrText)
{
    const QStringList lines = stderrText.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QString lastLog;
    for (auto it = lines.crbegin(); it != lines.crend(); ++it) {
        if (it->trimmed().isEmpty())
            continue;
        if (!isClientLogLine(*it))
            return it->trimmed().left(300);
        if (lastLog.isEmpty())
            lastLog = withoutLogHeader(*it).left(300);
    }
    return lastLog;
}

QString ClusterErrors::explain(const QString &stderrText, const QString &context, const QString &givenServer)
{
    const QString server = givenServer.isEmpty() ? serverNamedIn(stderrText) : givenServer;
    switch (classify(stderrText)) {
    case Kind::None:
        return QString();
    case Kind::Unreachable:
        return explainUnreachable(stderrText, context, server);
    case Kind::CredentialsRejected:
        return explainCredentials(stderrText, context, server);
    case Kind::Forbidden:
        return explainForbidden(stderrText, context, server);
    }
    return QString();
}

} // namespace HelmDeck
