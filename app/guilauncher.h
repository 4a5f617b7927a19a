// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace HelmDeck {

/**
 * Starts the window: `helmdeck [PROJECT|APP_DIR]`, or `helmdeck --screenshot FILE.png [PROJECT]`,
 * which renders the window (offscreen when there is no display), waits for the first preview render
 * and writes a PNG. Exit codes as in Cli.
 */
class GuiLauncher
{
public:
    static int run(int &argc, char **argv);
};

} // namespace HelmDeck
