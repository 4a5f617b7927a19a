// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace HelmDeck {

/**
 * The release gate of an app (docs/chart-values.md, "release"): the Procfile "release" command,
 * run once per set of inputs by the Job "<app>-release-<hash>" before the app's long-running and
 * cron pods start. App::predeploy (app.json scripts.dokku.predeploy) runs in the same Job, first
 * (an init container), as Dokku runs predeploy before release. With neither command there is no gate.
 *
 * A rollback re-creates the older image's Job, so the commands must be idempotent.
 */
struct ReleaseSettings
{
    /** The default of waitImage: kubectl with a shell (the wait polls with `kubectl get`). */
    static QString defaultWaitImage() { return QStringLiteral("docker.io/alpine/kubectl:1.34.1"); }
    static constexpr int DefaultBackoffLimit = 1;
    static constexpr int MaxBackoffLimit = 10;

    QString command; ///< Procfile "release": split with shell-word rules; empty = no release command
    /** The Job's backoffLimit: retries after a failed pod, 0..MaxBackoffLimit. */
    int backoffLimit = DefaultBackoffLimit;
    /** The image of the wait init container; empty = defaultWaitImage(). Needs /bin/sh and kubectl. */
    QString waitImage;

    QString effectiveWaitImage() const
    {
        const QString image = waitImage.trimmed();
        return image.isEmpty() ? defaultWaitImage() : image;
    }
    bool operator==(const ReleaseSettings &o) const
    {
        return command == o.command && backoffLimit == o.backoffLimit && waitImage == o.waitImage;
    }
};

} // namespace HelmDeck
