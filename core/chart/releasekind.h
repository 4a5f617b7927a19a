// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace HelmDeck {

/**
 * What a Helm release HelmDeck renders holds (docs/architecture.md §3). The enumerators are in install order:
 * the Secrets and claims the workloads refer to come before the workloads. Carried from the
 * ReleasePlan into every rendered Manifest, so views never guess it from a release name (an app may
 * well be called "config-x" or "storage-api").
 */
enum class ReleaseKind
{
    Config, ///< "config-<app>": the env Secret
    Tls, ///< "tls-<app>": the imported certificate's kubernetes.io/tls Secret
    PullSecret, ///< "pull-secret-<app>": the registry credentials Secret
    Storage, ///< "storage-<entry>": a claim, plus a hostPath volume
    App, ///< "<app>": the workloads
};

/** "config", "tls", "pull-secret", "storage", "app" (for messages and test output). */
inline QString releaseKindName(ReleaseKind kind)
{
    switch (kind) {
    case ReleaseKind::Config:
        return QStringLiteral("config");
    case ReleaseKind::Tls:
        return QStringLiteral("tls");
    case ReleaseKind::PullSecret:
        return QStringLiteral("pull-secret");
    case ReleaseKind::Storage:
        return QStringLiteral("storage");
    case ReleaseKind::App:
        break;
    }
    return QStringLiteral("app");
}

} // namespace HelmDeck
