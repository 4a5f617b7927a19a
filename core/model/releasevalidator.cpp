// SPDX-License-Identifier: GPL-3.0-or-later
#include "releasevalidator.h"

#include "chart/chartnames.h"

namespace HelmDeck {

void ReleaseValidator::validate(const App &app, Findings *out)
{
    const QString path = app.fieldPrefix() + QStringLiteral(".release");
    if (app.hasReleaseGate() && app.name.size() > ChartNames::MaxReleaseGateAppNameLength) {
        out->append(Finding::error(
            tr("app name \"%1\" is %2 characters, too long for a release command: its Job "
               "\"<app>-release-<10 hex>\" must fit Kubernetes' 63-character label values, so "
               "an app with a release or predeploy command has a name of at most %3 characters")
                .arg(app.name)
                .arg(app.name.size())
                .arg(ChartNames::MaxReleaseGateAppNameLength),
            app.fieldPrefix() + QStringLiteral(".name")));
    }
    if (app.release.backoffLimit < 0 || app.release.backoffLimit > ReleaseSettings::MaxBackoffLimit) {
        out->append(Finding::error(tr("backoffLimit %1 is out of range; use 0 to %2")
                                       .arg(app.release.backoffLimit)
                                       .arg(ReleaseSettings::MaxBackoffLimit),
            path + QStringLiteral(".backoffLimit")));
    }
    const QString image = app.release.waitImage.trimmed();
    if (!image.isEmpty() && image.contains(QLatin1Char(' '))) {
        out->append(
            Finding::error(tr("wait image \"%1\" is not an image reference (it holds a blank)").arg(image),
                path + QStringLiteral(".waitImage")));
    }
    if (app.processIndex(QStringLiteral("release")) >= 0) {
        out->append(Finding::warning(
            tr("a process type named \"release\" is not deployed: Dokku's release task is the "
               "app's release command (the Release page), run once by a Job before the other "
               "pods start"),
            app.fieldPrefix() + QStringLiteral(".processes[release]")));
    }
}

} // namespace HelmDeck
