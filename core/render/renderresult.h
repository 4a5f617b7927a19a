// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "manifestset.h"
#include "model/finding.h"

#include <QMetaType>
#include <QString>

namespace HelmDeck {

/** The outcome of one render (RenderJob, RenderPlan::result). */
struct RenderResult
{
    bool ok = false;
    bool cancelled = false;
    ManifestSet
        manifests; ///< every release, or empty when !ok; unredacted: show or print redacted() / toYaml(false)
    Findings findings; ///< helm errors become findings naming the template file and line
    QString errorText; ///< helm's stderr on failure
    qint64 elapsedMs = 0;
    int helmRuns = 0; ///< `helm template` runs this render made (releases reused from RenderCache make none)
};

} // namespace HelmDeck

Q_DECLARE_METATYPE(HelmDeck::RenderResult)
