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
    QString program;   ///< absolute path; empty when not found
    QString version;   ///< "v4.1.4+g05fa379"
    int major = 0;     ///< 3 or 4; 0 when not found or not understood
    QString error;     ///< why it could not be used, with what to do

    bool isValid() const { return major > 0; }
    /** Runs "<helm> version --short" (blocking, ~50 ms). */
    static HelmTool detect(const QString &explicitPath = QString());
};

} // namespace HelmDeck
