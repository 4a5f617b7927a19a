// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

#include "finding.h"
#include "project.h"

namespace HelmDeck {

/**
 * Strict mode (docs/project-file.md "Strict mode"): every warning a job's findings hold becomes an
 * error, so nothing read or ignored passes silently — unknown app.json or project-file keys, a
 * formation that scales a process with domains to 0, app.json features HelmDeck does not run,
 * health-check fields it does not support, and every other warning. It is on with `--strict` on
 * `check`, `render` and `deploy`, or with the project file's top-level `strict: true` for check,
 * render and the jobs that deploy (the window's Deploy honours it too). Findings are turned where
 * a job gathers them: JobSetup (its own findings, and DeployOptions::strict for the deploy and rename
 * preflight, which then counts the validator's warnings too) and the command line's check and render.
 */
class StrictMode
{
public:
    /** True when @p flag (`--strict`) is given or @p project says `strict: true`. */
    static bool isOn(const Project &project, bool flag);
    /**
     * @p findings with, when @p on, each warning made an error whose message ends in
     * " (an error in strict mode)"; errors and infos unchanged. Unchanged when @p on is false.
     */
    static Findings apply(const Findings &findings, bool on);

    Q_DECLARE_TR_FUNCTIONS(HelmDeck::StrictMode)
};

} // namespace HelmDeck
