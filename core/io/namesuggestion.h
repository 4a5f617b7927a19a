// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace HelmDeck {

/**
 * The closest DNS-1123 label to @p name: lower-cased, runs of other characters turned into one
 * '-', no leading or trailing '-', at most 63 characters (Kubernetes' label limit). May be empty
 * when nothing usable is left. Used for default app names and for "did you mean" messages.
 */
QString suggestDns1123Label(const QString &name);

} // namespace HelmDeck
