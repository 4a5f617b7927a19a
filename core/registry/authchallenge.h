// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QMap>
#include <QString>

namespace HelmDeck {

/**
 * One challenge of a WWW-Authenticate header (RFC 7235 §4.1): a scheme and its parameters.
 *
 *   Bearer realm="https://auth.example/token",service="registry.example",scope="repository:a/b:pull"
 *   Basic realm="basic-realm"
 *
 * Parsing rules: scheme and parameter names are case-insensitive (names are stored lower-case),
 * values are tokens or quoted strings (backslash escapes; commas and '=' inside quotes are data),
 * whitespace around '=' and ',' is allowed, and one header may hold several challenges
 * ("Bearer realm=\"…\", Basic realm=\"…\"") — a token not followed by '=' starts the next one.
 * A token68 credential ("Negotiate abc==") is kept in token68. Garbage never throws; it yields
 * what could be read.
 */
struct AuthChallenge
{
    QString scheme; ///< as written ("Bearer"); compare with is()
    QMap<QString, QString> params; ///< lower-case name → unquoted value
    QString token68;

    /** Case-insensitive scheme comparison. */
    bool is(const QString &name) const { return scheme.compare(name, Qt::CaseInsensitive) == 0; }
    /** The value of @p name (lower-case), or empty. */
    QString param(const QString &name) const { return params.value(name); }

    /** Every challenge in @p header, in order. */
    static QList<AuthChallenge> parse(const QString &header);
};

} // namespace HelmDeck
