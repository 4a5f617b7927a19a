// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

namespace HelmDeck {

/**
 * The hosts and paths a Traefik IngressRoute `match` rule routes (docs/deploy.md "Hosts"), read for
 * the deploy's host check (LiveRoutes). Traefik v2 and v3 syntax:
 *
 *     Host(`a.example.com`) && PathPrefix(`/api`)
 *     Host(`a.example.com`, `b.example.com`) || (Host(`c.example.com`) && Path(`/x`))
 *
 * Matchers are `Name(arg, …)` with arguments in backquotes or double quotes, combined with `&&`,
 * `||`, `!` and parentheses. The rule is read as an OR of ANDs; each AND holds:
 *  - the hosts of its `Host` / `HostHeader` matchers (several in one AND: the hosts common to all),
 *    lower-case; `HostRegexp` only in the form HelmDeck renders for a wildcard,
 *    `^[^.]+\.example\.com$`, read as `*.example.com`;
 *  - the paths of its `PathPrefix` / `Path` matchers (read as prefixes; several in one AND: the
 *    more specific of two nested ones), "/" when it has none;
 *  - nothing when it has no host matcher (like an Ingress rule without a host).
 * Matchers that only narrow a request (Method, Header(s), HeaderRegexp, HeadersRegexp, Query,
 * QueryRegexp, ClientIP) and every negated matcher are ignored: what is held is read generously.
 *
 * Anything else — a syntax error, an unknown matcher, `PathRegexp`, another `HostRegexp` — makes
 * the rule unreadable: parse() returns false with a one-line reason, never crashes.
 */
class TraefikRule
{
public:
    struct HostPath
    {
        QString host; ///< lower-case, "*.example.com" for HelmDeck's wildcard HostRegexp
        QString path; ///< "/" when the rule names no path
    };

    /** The host + path pairs of @p rule, each once, in rule order; false with @p error when unreadable. */
    static bool parse(const QString &rule, QList<HostPath> *out, QString *error);
    /** The host HelmDeck's wildcard HostRegexp stands for ("*.example.com"), or "" for any other regexp. */
    static QString wildcardOfRegexp(const QString &regexp);
};

} // namespace HelmDeck
