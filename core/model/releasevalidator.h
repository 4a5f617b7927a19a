// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

#include "app.h"
#include "finding.h"

namespace HelmDeck {

/**
 * The release gate rules of Validator, on "apps[<app>].release.<key>" (and the app name). Findings
 * carry field paths but no locations (Validator adds them).
 *
 *  - with a release gate (App::hasReleaseGate()), the app name is at most
 *    ChartNames::MaxReleaseGateAppNameLength (44) characters: the Job "<app>-release-<10 hex>" must
 *    fit a label value (error, on "apps[<app>].name");
 *  - release.backoffLimit 0..ReleaseSettings::MaxBackoffLimit (error);
 *  - release.waitImage, when set: no blanks (error);
 *  - a process type named "release": warning (it is the release command, never a Deployment; the
 *    chart skips it).
 */
class ReleaseValidator
{
public:
    static void validate(const App &app, Findings *out);

    Q_DECLARE_TR_FUNCTIONS(HelmDeck::ReleaseValidator)
};

} // namespace HelmDeck
