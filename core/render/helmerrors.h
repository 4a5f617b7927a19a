// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/finding.h"

#include <QString>

namespace HelmDeck {

/**
 * Turns the stderr of a failed `helm template` / `helm lint` into findings that name the template
 * file and line. Formats handled (checked with Helm 3.18 and 4.1):
 *  - Helm 3 execution error, one line:
 *      "Error: template: app/templates/x.yaml:4:18: executing \"…\" at <.Values.a.b>: nil pointer …"
 *  - Helm 4 execution error, several lines:
 *      "Error: app/templates/x.yaml:4:18\n  executing \"…\" at <.Values.a.b>:\n    nil pointer …"
 *  - parse errors (both): "Error: parse error at (app/templates/x.yaml:5): unclosed action …"
 *  - `fail` and other execution errors: "… execution error at (app/templates/x.yaml:3:4): <message>"
 *  - invalid rendered YAML: "Error: YAML parse error on app/templates/x.yaml: … line 7: …" (the line
 *    counts in the rendered document, not the template; the message says so)
 * Every "Error:" block (an "Error:" line and the indented lines after it) becomes one error finding;
 * text without any "Error:" line becomes a single finding with the whole text. Location.file is
 * helm's path ("<chart>/templates/<file>"), line and column are 1-based, 0 when unknown.
 */
class HelmErrors
{
public:
    static Findings parse(const QString &helmStderr, const QString &fieldPath = QString());
    /** The location named in one error message, or an invalid location. */
    static SourceLocation locate(const QString &message);
};

} // namespace HelmDeck
