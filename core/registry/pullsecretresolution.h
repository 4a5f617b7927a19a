// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "credentialcache.h"
#include "model/app.h"
#include "model/finding.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QMap>
#include <QProcessEnvironment>
#include <QString>

namespace HelmDeck {

/**
 * Decides, for every app of a render, whether its "pull-secret-<app>" release is rendered and with
 * which `.dockerconfigjson`, by resolving registry credentials like the Docker CLI
 * (CredentialResolver, Purpose::ImagePull) and building the payload (PullSecretBuilder) for the
 * registry of the app's image.
 *
 * Per app:
 *  - effectivePullSecretMode() NamedSecrets or None: nothing is resolved, no release;
 *  - FromCredentials: the image's registry is resolved; no credential configured (a public image)
 *    means no release; otherwise the payload. When pullSecret.registry and .username are set and a
 *    password was filled in (from the keychain, by the caller) they replace the config files for that
 *    registry (PullSecretBuilder::setCredential). With a registry and username but no password the
 *    config files are used and a warning says so.
 *
 * Errors (a config file that is not JSON, a missing helper, a helper that fails or prints garbage, a
 * credential without username or password, a token the kubelet cannot use) become error findings on
 * "apps[<app>].pullSecret" whose message names the app, the registry and the file or helper
 * (CredentialResolver's texts, which never contain a secret). Every app is tried, so all problems are
 * reported together; the caller renders nothing when there is any error.
 *
 * BLOCKING: helpers are child processes (`docker-credential-<name> get`), each bounded by
 * @p helperTimeoutMs. RenderJob runs this in a worker thread; never call it on the GUI thread.
 * Thread-safe for concurrent calls (the only shared state is the optional CredentialCache, which locks).
 */
class PullSecretResolution
{
    Q_DECLARE_TR_FUNCTIONS(HelmDeck::PullSecretResolution)

public:
    struct Outcome
    {
        QMap<QString, QByteArray>
            payloads; ///< app name → `.dockerconfigjson` bytes, for the apps that get the release
        Findings findings; ///< errors block the render; warnings are kept
    };

    /** True when @p app's pull secret depends on credentials (effectivePullSecretMode() is FromCredentials).
     */
    static bool needsResolution(const App &app);
    /**
     * Resolves every app of @p apps that needsResolution(), with @p environment's DOCKER_CONFIG,
     * HELM_*, HOME and PATH. With a @p cache, an app whose outcome it holds (same image, form values,
     * environment and config files, not expired) is not resolved again, and new outcomes without
     * errors are stored in it.
     */
    static Outcome resolve(const QList<App> &apps, const QProcessEnvironment &environment,
        int helperTimeoutMs, CredentialCache *cache = nullptr);
};

} // namespace HelmDeck
