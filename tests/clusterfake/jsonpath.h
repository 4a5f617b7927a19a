// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonValue>
#include <QString>

/**
 * The part of kubectl's `-o jsonpath=TEMPLATE` the fake models (README.md, "kubectl"): literal text,
 * `{.a.b}` fields (strings as is, numbers and booleans as JSON, a missing field as nothing),
 * `{"text"}` literals with `\n` and `\t`, and `{range .a.b[*]}…{end}` or
 * `{range .a.b[?(@.f=="v")]}…{end}` (string equality only) over a list, nestable.
 * Anything else is refused: evaluate() returns false with @p error naming it.
 */
namespace JsonPath {

bool evaluate(const QString &jsonPathTemplate, const QJsonValue &object, QString *out, QString *error);

} // namespace JsonPath
