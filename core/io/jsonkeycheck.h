// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/finding.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace HelmDeck {

/**
 * The checks a JSON input gets before QJsonDocument sees it (docs/inputs.md): Qt keeps the last of
 * a repeated key silently (and Qt 5.15 leaks memory when the first value is a container), and
 * recurses once per nesting level.
 *
 *  - A key that appears twice in one object is an error naming both lines and the key's path
 *    ("env.PORT", "healthchecks.web[0].path").
 *  - Nesting deeper than @p maxDepth objects and arrays is an error ("too deeply nested").
 *
 * The scan is iterative (no recursion), linear in the text, and stops quietly at the first thing
 * that is not JSON, leaving the syntax error to the JSON parser. Comments must already be blanked
 * out (JsonWithComments::strip keeps every offset, so lines and columns are the file's).
 */
class JsonKeyCheck
{
    Q_DECLARE_TR_FUNCTIONS(HelmDeck::JsonKeyCheck)

public:
    static constexpr int DefaultMaxDepth = 100;

    /**
     * @param what names the file in messages ("app.json"); findings carry
     *        SourceLocation { fileName, line, column } (of the second key) and @p fieldPath.
     * @return false after an error finding
     */
    static bool check(const QByteArray &json, const QString &fileName, const QString &what,
        const QString &fieldPath, Findings *findings, int maxDepth = DefaultMaxDepth);
};

} // namespace HelmDeck
