// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace HelmDeck {

/**
 * The helm binary HelmDeck drives, and its major version (Helm 3 and 4 differ in flags: Helm 4
 * renamed --atomic to --rollback-on-failure and changed --wait).
 *
 * Lookup order: the explicit path, $HELMDECK_HELM, then "helm" on PATH.
 */
struct HelmTool
{
    QString program; ///< absolute path; empty when not found
    QString version; ///< "v4.1.4+g05fa379"
    int major = 0; ///< 3 or 4; 0 when not found or not understood
    QString error; ///< why it could not be used, with what to do

    bool isValid() const { return major > 0; }
    /**
     * Finds helm and runs "<helm> version --short" (blocking, ~50 ms; gives up after 10 s).
     * @p explicitPath may be a path or a bare name looked up on PATH. On failure major is 0 and
     * error says what went wrong and what to do (install Helm 3/4, set $HELMDECK_HELM, fix the path).
     * Helm 2 and unknown majors are refused.
     */
    static HelmTool detect(const QString &explicitPath = QString());
    /** The major version in "v3.18.0+gcc58e3f"-style text, or 0. */
    static int parseMajor(const QString &versionText);
};

} // namespace HelmDeck
