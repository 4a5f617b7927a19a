// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace HelmDeck {

/**
 * Finds a command-line tool HelmDeck drives (helm, kubectl) the same way for each: the explicit
 * path (a path, or a bare name looked up on PATH), then the environment variable (e.g.
 * $HELMDECK_HELM), then the bare @p name on PATH.
 */
struct ToolLookup
{
    QString program; ///< the absolute executable; empty when not found
    QString candidate; ///< what was looked up ("helm", "/opt/helm", the variable's value)
    /** Why nothing was found, ending with a full stop: "kubectl was not found on PATH.",
     *  "$HELMDECK_HELM \"/opt/helm\" does not exist." Empty when found. */
    QString error;

    static ToolLookup find(const QString &explicitPath, const char *environmentVariable, const QString &name);
};

} // namespace HelmDeck
