// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace HelmDeck {

/**
 * The `helm test` Pod of the app chart (project file: an app's "helmTest" key, docs/project-file.md;
 * chart values tests.enabled and tests.image, docs/chart-values.md). The Pod calls the web Service's
 * health path with busybox's wget, so the image needs a busybox-compatible `wget`; it is rendered
 * only when enabled and the web process has a port map.
 */
struct HelmTestSettings
{
    /** The chart's default image (charts/app/values.yaml, tests.image). */
    static QString defaultImage() { return QStringLiteral("busybox:1.37"); }

    bool enabled = true;
    QString image; ///< empty = defaultImage(); an image reference without whitespace

    QString effectiveImage() const
    {
        const QString i = image.trimmed();
        return i.isEmpty() ? defaultImage() : i;
    }
    bool operator==(const HelmTestSettings &o) const { return enabled == o.enabled && image == o.image; }
    bool operator!=(const HelmTestSettings &o) const { return !(*this == o); }
};

} // namespace HelmDeck
