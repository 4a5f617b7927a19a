// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "clirunfixture.h"
#include "clusterfixture.h"

#include <QProcessEnvironment>
#include <QStringList>
#include <QTemporaryDir>

namespace TestUtil {

/**
 * A home of its own for `helmdeck deploy|destroy|rename|…` against the cluster fake with @p helmMajor:
 * a kubeconfig with contexts "k3s" (current) and "staging" (never a credential), HOME, DOCKER_CONFIG
 * and XDG_CONFIG_HOME inside it, the fake's helm and kubectl, a `flask` stub on PATH for the example's
 * release gate, and a copy of examples/guestbook (helmdeck.yaml and the imported certificate's
 * chain) at project. The example's key is put into the system keychain under that copy's path, as
 * `helmdeck certs import` does; the registry password stays unset (no pull-secret release).
 */
class CliDeployEnv
{
public:
    explicit CliDeployEnv(int helmMajor);

    /** The fake runs and the key is in a persistent keychain. */
    bool isValid() const;
    QString error() const;

    /** helmdeck-cli with @p args in this environment (180 s at most). */
    CliRunFixture::Run helmdeck(const QStringList &args) const;

    /** "tool argv…" of every cluster call but tool detection (version) and API discovery. */
    QStringList clusterCalls() const;

    QTemporaryDir home;
    ClusterFixture cluster;
    QProcessEnvironment env;
    QString project;
    bool keyStored = false;
};

} // namespace TestUtil
