// SPDX-License-Identifier: GPL-3.0-or-later
#include "strictmode.h"

namespace HelmDeck {

bool StrictMode::isOn(const Project &project, bool flag)
{
    return flag || project.strict;
}

Findings StrictMode::apply(const Findings &findings, bool on)
{
    if (!on)
        return findings;
    Findings out = findings;
    for (Finding &f : out) {
        if (f.severity != Finding::Severity::Warning)
            continue;
        f.severity = Finding::Severity::Error;
        f.message = tr("%1 (an error in strict mode)").arg(f.message);
    }
    return out;
}

} // namespace HelmDeck
