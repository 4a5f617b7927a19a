// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "appidentities.h"
#include "chartfiles.h"
#include "model/project.h"
#include "releasekind.h"

#include <QByteArray>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace HelmDeck {

/** One Helm release HelmDeck renders (and deploys) for a project. */
struct PlannedRelease
{
    /** Config, Tls, PullSecret, Storage or App; rendered manifests carry it (Manifest::releaseKind). */
    using Kind = ReleaseKind;

    Kind kind = Kind::App;
    QString name; ///< the release name
    QString kubeNamespace; ///< the release namespace (the app's; the entry's for storage)
    /** Where findings about this release point: "apps[a].env", "apps[a].routing.certificate",
     * "apps[a].pullSecret", "storage[e]" or "apps[a]". */
    QString fieldPath;
    int appIndex = -1; ///< Project::apps index (Config, Tls, PullSecret, App)
    int storageIndex = -1; ///< Project::storage index (Storage)

    /** True for the releases whose values hold secrets, given to helm in a private file (Config, Tls,
     * PullSecret). */
    bool hasSecretValues() const
    {
        return kind == Kind::Config || kind == Kind::Tls || kind == Kind::PullSecret;
    }
};

/** What ReleasePlan::write() writes for one release, in memory (ReleasePlan::files()). */
struct ReleaseFiles
{
    ChartFiles chart; ///< "<root>/charts/<release>"
    /** The values that hold secrets ("<root>/values/<release>.yaml", 0600); config, tls and pull-secret
     * only. */
    QByteArray secretValues;
    bool hasSecretValues = false;
};

/**
 * The releases of a project in install order, and the files helm needs for each
 * (docs/architecture.md §3, Dokku's scheduler-k3s):
 *
 *   config-<a>, tls-<a> (when a domain has `tls: imported`), pull-secret-<a> (when it has a payload)
 *   for every app a, in project order;
 *   storage-<e> for every storage entry e of the project (each its own release, as in Dokku, mounted
 *   or not), in project order;
 *   <a> for every app.
 *
 * So the Secrets and claims the workloads refer to come before them.
 */
class ReleasePlan
{
public:
    /** @p pullSecretPayloads: app name → `.dockerconfigjson` for the apps that get "pull-secret-<app>"
     * (PullSecretResolution). */
    static QList<PlannedRelease> releases(
        const Project &project, const QMap<QString, QByteArray> &pullSecretPayloads);

    /**
     * Writes the chart of @p release to "<root>/charts/<release>" and, for the config, tls and
     * pull-secret releases, the values that hold secrets to "<root>/values/<release>.yaml" (0600, in a 0700
     * directory; empty @p valuesFile for the others). @p root must be private to the user (0700).
     * On failure returns false with @p error and @p fieldPath (a model field, e.g. a command that
     * cannot be split). @p identities (a deploy's live cron suffixes and kept deployment ids) apply to
     * the app release only.
     */
    static bool write(const Project &project, const PlannedRelease &release,
        const QMap<QString, QByteArray> &pullSecretPayloads, const QString &deploymentId, const QString &root,
        QString *chartDir, QString *valuesFile, QString *error, QString *fieldPath,
        const AppIdentities &identities = AppIdentities());
    /**
     * What write() writes, in memory: nothing touches the disk (so a render can hash a release's
     * inputs first, RenderPlan). False with @p error and @p fieldPath as write().
     */
    static bool files(const Project &project, const PlannedRelease &release,
        const QMap<QString, QByteArray> &pullSecretPayloads, const QString &deploymentId, ReleaseFiles *out,
        QString *error, QString *fieldPath, const AppIdentities &identities = AppIdentities());
    /**
     * Writes @p files of @p release under @p root as write() does (the chart dir is emptied first),
     * giving @p chartDir and @p valuesFile (empty without secret values). False with @p error.
     */
    static bool writeFiles(const PlannedRelease &release, const ReleaseFiles &files, const QString &root,
        QString *chartDir, QString *valuesFile, QString *error);
};

} // namespace HelmDeck
