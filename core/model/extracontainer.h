// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storageentry.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace HelmDeck {

/** A mount of one of the process's storage entries into an extra container. */
struct ExtraContainerMount
{
    QString entry; ///< a storage entry the process itself mounts (its pod has that volume)
    QString containerPath; ///< absolute
    bool readOnly = false;

    bool operator==(const ExtraContainerMount &o) const
    {
        return entry == o.entry && containerPath == o.containerPath && readOnly == o.readOnly;
    }
};

/**
 * An extra container of a process type's pods (project file "processes[].containers[]",
 * docs/project-file.md): an init container that runs to completion before the app container, or a
 * sidecar that runs beside it for the pod's life. Sidecars are rendered as Kubernetes native
 * sidecars (init containers with restartPolicy Always, on by default since Kubernetes 1.29), so
 * they start before the app and do not keep a finished pod alive; docs/chart-values.md says how to
 * render them as regular containers for an older cluster. Each gets the app's env (envFrom the
 * config Secret) and the secure container defaults of its process.
 */
struct ExtraContainer
{
    enum class Role
    {
        Init,
        Sidecar
    };

    QString name; ///< DNS-1123 label, unique in the pod (not the app container's "<app>-<process>")
    Role role = Role::Init;
    QString image; ///< empty = the app's image
    QStringList command; ///< empty = the image's entrypoint
    QStringList args;
    KeyValueList env; ///< extra env vars, besides the config Secret
    QList<ExtraContainerMount> mounts;

    /** "init" or "sidecar", as the project file spells @p role. */
    static QString roleName(Role role);
    /** Reads "init"/"sidecar"; false for anything else. */
    static bool parseRole(const QString &text, Role *out);

    bool operator==(const ExtraContainer &o) const
    {
        return name == o.name && role == o.role && image == o.image && command == o.command && args == o.args
            && env == o.env && mounts == o.mounts;
    }
};

} // namespace HelmDeck
