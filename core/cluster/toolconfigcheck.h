// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/finding.h"

#include <QProcessEnvironment>
#include <QStringList>

namespace HelmDeck {

/**
 * The files helm and kubectl open as they start, checked the way HelmDeck reads its own inputs
 * (InputFile: a regular file, no link loop, within its size cap; docs/inputs.md) before either tool
 * is run. Helm 4 opens the kubeconfig, the docker config and Helm's registry config even for
 * "helm version": a FIFO there blocks it until HelmDeck's 10 s probe gives up, and the wait was
 * then blamed on helm. Here the file is refused at once, by name.
 */
class ToolConfigCheck
{
public:
    enum class Tool
    {
        Helm, ///< the kubeconfig files, the docker config, Helm's registry config
        Kubectl ///< the kubeconfig files
    };

    /** The files @p tool reads at start in @p environment, whether or not they exist. */
    static QStringList files(Tool tool, const QProcessEnvironment &environment);

    /**
     * One error finding per file of files() that exists (or is a link) and is refused: a FIFO, a
     * device, a socket, a directory, a link loop, a dangling link, or over the cap. Each names the
     * file and what it is, and says the tool was not run. Empty when all are fine or absent.
     */
    static Findings check(Tool tool, const QProcessEnvironment &environment);
};

} // namespace HelmDeck
