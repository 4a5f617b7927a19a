// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cluster/kubectltool.h"
#include "registry/pullsecretresolution.h"

#include <QObject>
#include <QProcessEnvironment>

#include <functional>

namespace HelmDeck {

/**
 * What a cluster job needs that only child processes can tell, found off the GUI thread: the
 * kubectl binary (KubectlTool::detect(), a version check that may take seconds; remembered once
 * found) and the pull-secret payloads of the apps given (PullSecretResolution: credential helpers
 * are child processes). One preparation at a time; the callback runs later on this object's thread,
 * never inside start().
 */
class JobPreparation : public QObject
{
    Q_OBJECT
public:
    static constexpr int HelperTimeoutMs = 10000;

    struct Result
    {
        KubectlTool kubectl;
        PullSecretResolution::Outcome credentials;
    };
    using Callback = std::function<void(const Result &result)>;

    explicit JobPreparation(QObject *parent = nullptr);

    /** Uses @p kubectl instead of detecting it. */
    void setKubectl(const KubectlTool &kubectl);
    /** The environment credentials are resolved in (default: the process's). */
    void setCredentialEnvironment(const QProcessEnvironment &environment);

    /** Detects kubectl (unless known) and resolves @p apps' pull secrets, then calls @p done. */
    void start(const QList<App> &apps, const Callback &done);
    bool isRunning() const { return m_running; }

private:
    KubectlTool m_kubectl;
    bool m_kubectlKnown = false;
    QProcessEnvironment m_environment;
    bool m_running = false;
};

} // namespace HelmDeck
