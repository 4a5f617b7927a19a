// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace HelmDeck {

/**
 * The kubectl binary HelmDeck drives. Lookup order: the explicit path, $HELMDECK_KUBECTL, then
 * "kubectl" on PATH. detect() runs "<kubectl> version --client -o json" (blocking, gives up after
 * 10 s) and keeps gitVersion ("v1.34.1").
 */
struct KubectlTool
{
    QString program; ///< absolute path; empty when not found
    QString version; ///< "v1.34.1"
    QString error; ///< why it cannot be used, with what to do (install kubectl, set $HELMDECK_KUBECTL)

    bool isValid() const { return !program.isEmpty() && error.isEmpty(); }
    static KubectlTool detect(const QString &explicitPath = QString());
};

} // namespace HelmDeck
