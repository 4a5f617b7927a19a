// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "job/step.h"

#include <QIcon>

namespace HelmDeck {
namespace Icons {

/** Name of the icon theme embedded in the resources (":/icons/helmdeck"). */
QString fallbackThemeName();

/**
 * The QTerminal trick: the code asks QIcon::fromTheme() everywhere; this makes sure there is a
 * theme to answer. When the platform has no icon theme (or one without the basic action icons, as
 * on a bare X11 or Xvfb), the embedded theme becomes the theme; otherwise it only fills gaps as
 * the fallback theme. Idempotent; call it after QApplication exists.
 */
void installFallbackTheme();

/** The application icon (from the theme when installed, else the embedded SVG). */
QIcon appIcon();

/**
 * The icon of a plan step's state in the progress panel. Always the embedded one, so every state
 * has a distinct shape and colour whatever the platform theme has.
 */
QIcon stepState(StepState state);

} // namespace Icons
} // namespace HelmDeck
