// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace HelmDeck {

/**
 * The JSON bodies a registry answers with, read the guarded way (docs/inputs.md, "JSON"): a body is
 * checked by JsonKeyCheck before QJsonDocument sees it (a key twice in one object, or nesting deeper
 * than 100, is refused: Qt 5.15 leaks memory on a repeated key whose first value is a container, and
 * a hostile registry must not grow HelmDeck). Bodies are already capped by RegistryRequest.
 *
 * Shapes: the tag list of the OCI distribution spec ("GET /v2/<name>/tags/list":
 * {"name": "...", "tags": ["1.0", ...]}), the error body of the spec ({"errors": [{code, message,
 * detail}]}), and the token endpoint's answer of Docker's token auth ({"token" | "access_token",
 * "expires_in" in seconds}).
 */
class OciJson
{
    Q_DECLARE_TR_FUNCTIONS(HelmDeck::OciJson)

public:
    /**
     * The top-level object of @p body. False with @p why ("a key twice in one object ...", "not
     * valid JSON: ...", "not a JSON object") when it is not one.
     */
    static bool object(const QByteArray &body, QJsonObject *out, QString *why);
    /**
     * The tags of one tag-list page, appended to @p tags ("tags": null is an empty list). False with
     * @p why ("the tag list is not a JSON object", "\"tags\" is not a list") otherwise.
     */
    static bool tagList(const QByteArray &body, QStringList *tags, QString *why);
    /**
     * The spec's error body as one line ("MANIFEST_UNKNOWN: manifest unknown: {...}; ..."); a body that
     * is not one: its text simplified and cut at 300 characters.
     */
    static QString registryErrors(const QByteArray &body);
    /**
     * The bearer token of a token endpoint's answer ("token", else "access_token") and its lifetime
     * (@p expiresIn: "expires_in" in seconds, 0 when absent or not positive). False when there is none.
     */
    static bool tokenAnswer(const QByteArray &body, QString *token, int *expiresIn);
};

} // namespace HelmDeck
