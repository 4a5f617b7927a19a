// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storageentry.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>

namespace HelmDeck {

/**
 * How the pods and containers of an app run (project file key "security", per app and per process
 * type; docs/project-file.md, "Security"). Every field is optional: unset at the app means the secure
 * default, unset at a process means the app's value (merged()).
 *
 * Secure defaults (what effective() fills in): the pod runs with seccompProfile RuntimeDefault and
 * runAsNonRoot true; each container drops ALL capabilities and has allowPrivilegeEscalation false.
 * Relaxations, as Dokku's k3s scheduler allows: runAsNonRoot false (an image whose USER is root or
 * a name), privileged, added capabilities ("NET_BIND_SERVICE", without "CAP_"), pod sysctls, a
 * /dev/shm size (a memory emptyDir with that sizeLimit), and a read-only root filesystem (off by
 * default, since most app images write somewhere under /). allowPrivilegeEscalation is true only
 * where Kubernetes refuses false: privileged, or SYS_ADMIN added.
 */
struct SecuritySettings
{
    std::optional<bool> runAsNonRoot;
    std::optional<bool> privileged;
    std::optional<bool> readOnlyRootFilesystem;
    std::optional<QStringList> addCapabilities; ///< capability names, upper case, no "CAP_" prefix
    std::optional<KeyValueList> sysctls; ///< name → value, both strings ("net.core.somaxconn" → "1024")
    std::optional<QString> shmSize; ///< a Kubernetes quantity ("256Mi"); "" = no /dev/shm volume

    /** True when nothing is set (the writer leaves the key out). */
    bool isEmpty() const;
    /** This, with every field @p over sets replacing ours (a process over its app). */
    SecuritySettings merged(const SecuritySettings &over) const;
    /** Every field set: ours, or the secure default. */
    SecuritySettings effective() const;

    /** The pod securityContext of effective(): runAsNonRoot, seccompProfile, sysctls (when any). */
    QJsonObject podSecurityContext() const;
    /** The container securityContext of effective(): allowPrivilegeEscalation, capabilities,
     * privileged and readOnlyRootFilesystem (only when true). */
    QJsonObject containerSecurityContext() const;

    bool operator==(const SecuritySettings &o) const;
    bool operator!=(const SecuritySettings &o) const { return !(*this == o); }
};

} // namespace HelmDeck
