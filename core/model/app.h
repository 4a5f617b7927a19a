// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "backingservice.h"
#include "crontask.h"
#include "domain.h"
#include "helmtestsettings.h"
#include "importedcertificate.h"
#include "processtype.h"
#include "pullsecretsettings.h"
#include "rawmanifest.h"
#include "releasesettings.h"
#include "resourcemetadata.h"
#include "routingsettings.h"
#include "securitysettings.h"
#include "storagemount.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace HelmDeck {

/** One env var delivered through the config Secret "config-<app>". Values are strings, always quoted when
 * rendered. */
struct EnvVar
{
    QString name;
    QString value;
    bool secret = false; ///< value lives in the keychain (SecretStore, kind "env"), never in the project file

    bool operator==(const EnvVar &o) const
    {
        return name == o.name && value == o.value && secret == o.secret;
    }
};

/**
 * An app: the unit Dokku deploys. Becomes the Helm releases "<app>" (the app chart) and
 * "config-<app>" (its env), plus "pull-secret-<app>" when registry credentials are used
 * (effectivePullSecretMode() is FromCredentials and some registry of the image needs them).
 *
 * Name rules (checked by Validator): DNS-1123 label; "<app>" ≤ 53 (Helm release names);
 * CronJob names are derived to fit 52 characters (ChartNames::cronJobName(): the app name cut to 36
 * plus "-cron-<10 hex>"), so any app name can have cron tasks.
 */
struct App
{
    QString name;
    QString image; ///< "registry/repo:tag" or "registry/repo@sha256:..."
    QString kubeNamespace = QStringLiteral("default");
    QList<ProcessType> processes;
    QList<Domain> domains; ///< routed to the web process, one route each
    RoutingSettings routing; ///< route kind, Gateway, redirect, Let's Encrypt, imported certificate
    /** routing.certificateFile's chain, read at load (CertificateLoader), and its key from the keychain;
     * not saved. */
    ImportedCertificate certificate;
    QList<BackingService> services; ///< PostgreSQL / Valkey, bundled or external
    QList<EnvVar> env;
    QList<CronTask> cron;
    QString ingressClass = QStringLiteral("traefik"); ///< k3s ships traefik
    int deployTimeoutSeconds = 300;
    bool rollbackOnFailure = false;
    QString predeploy; ///< app.json scripts.dokku.predeploy: runs in the release gate's Job, before
                       ///< release.command
    ReleaseSettings release; ///< the release gate (Procfile "release"); no gate without a command
    HelmTestSettings helmTest; ///< the chart's `helm test` Pod
    QString postdeploy; ///< app.json scripts.dokku.postdeploy
    /** Storage entries mounted into the app's workloads (Project::storage holds the entries). */
    QList<StorageMount> mounts;
    /**
     * Names of existing Secrets (DNS-1123 subdomains) the pods use to pull images: Dokku's
     * image-pull-secrets property, as a real list. Non-empty means the pods reference exactly these,
     * in this order, and "pull-secret-<app>" is not rendered (see effectivePullSecretMode()).
     */
    QStringList imagePullSecrets;
    PullSecretSettings pullSecret; ///< mode, and the registry/username of the pull secret form
    QList<TriggerAuthentication> triggerAuthentications; ///< KEDA trigger auth, by name

    /** True when the app has a release gate: a release command or a predeploy command. */
    bool hasReleaseGate() const
    {
        return !release.command.trimmed().isEmpty() || !predeploy.trimmed().isEmpty();
    }
    SecuritySettings security; ///< pod/container security of every workload; processes override it
    ResourceMetadata metadata; ///< user labels and annotations per resource kind
    QString manifestsPath; ///< folder of extra raw manifests, relative to the project file; "" = none
    RawManifests extraManifests; ///< the folder's files, read at load (RawManifestLoader); not saved
    QString kustomizePath; ///< kustomize post-render folder, relative to the project file; "" = none
    QString kustomizeDir; ///< kustomizePath made absolute at load (KustomizeFolder); not saved

    /** True when some domain has `tls: imported`: the release "tls-<app>" is rendered and deployed. */
    bool usesImportedCertificate() const;
    /** Index of the process named @p name, or -1. */
    int processIndex(const QString &name) const;
    const ProcessType *process(const QString &name) const;
    /** "apps[<name>]" — the field-path prefix findings use for this app. */
    QString fieldPrefix() const;

    /**
     * The pull-secret mode that applies: None when pullSecret.mode is None; NamedSecrets when the
     * mode is NamedSecrets or imagePullSecrets is non-empty (named Secrets win over credentials, as
     * Dokku's property did); FromCredentials otherwise. NamedSecrets with no names is a validation
     * error. Charts, deploy and the forms use this, never pullSecret.mode alone. The user's global
     * default names count only once GlobalSettings::applied() has put them into imagePullSecrets (a
     * copy made right before rendering or deploying).
     */
    PullSecretSettings::Mode effectivePullSecretMode() const;
    /** "pull-secret-<app>", the release of the generated pull secret. */
    QString pullSecretReleaseName() const;
    /**
     * The mounts that apply to @p target (a process type name, StorageMount::runTarget() or
     * StorageMount::cronTarget()), in order.
     */
    QList<StorageMount> mountsFor(const QString &target) const;
    /**
     * The distinct entry names of mountsFor(@p target), in the order of their first mount: the pod's
     * volumes, one per entry however many paths it is mounted at (Dokku rendered one volume per
     * mount, and the API refuses duplicate volume names: Dokku's persistent storage,
     * https://dokku.com/docs/advanced-usage/persistent-storage/).
     */
    QStringList volumeEntriesFor(const QString &target) const;
};

} // namespace HelmDeck
