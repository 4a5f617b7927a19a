// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/crontask.h"
#include "model/portmap.h"
#include "releasekind.h"

#include <QString>
#include <QStringList>

namespace HelmDeck {

/**
 * The names the app chart gives its objects, in one place so the chart, the deploy steps and the
 * forms agree. They follow Dokku's scheduler-k3s naming (docs/architecture.md §3).
 * Inputs are assumed valid (Validator checks app, process and domain names); the guards here only
 * keep generated names inside Kubernetes' limits.
 */
class ChartNames
{
public:
    /** "<app>-<process>": the Deployment, its Service and its container. */
    static QString workloadName(const QString &app, const QString &process);
    /** "<app>": the ServiceAccount every pod of the app uses. */
    static QString serviceAccountName(const QString &app);
    /** "config-<app>": the env Secret (a release of its own), read through envFrom, optional. */
    static QString configSecretName(const QString &app);
    /**
     * "pull-secret-<app>": the kubernetes.io/dockerconfigjson Secret built from the user's registry
     * credentials, and the release that holds it (App::pullSecretReleaseName() names the same).
     */
    static QString pullSecretName(const QString &app);

    /**
     * "tls-<app>": the kubernetes.io/tls Secret of the app's imported certificate, and the release that
     * holds it; the routes of domains with `tls: imported` name it.
     */
    static QString tlsSecretName(const QString &app);

    /** "<app>": the release of the app's workloads (ServiceAccount, Deployments, Services, …). */
    static QString appReleaseName(const QString &app);
    /** "config-<app>": the release holding the env Secret of the same name. */
    static QString configReleaseName(const QString &app);
    /** "pull-secret-<app>": the release holding the registry credentials Secret of the same name. */
    static QString pullSecretReleaseName(const QString &app);
    /** "tls-<app>": the release holding the imported certificate's Secret of the same name. */
    static QString tlsReleaseName(const QString &app);
    /** "storage-<entry>": the release of a storage entry's claim (and hostPath volume). */
    static QString storageReleaseName(const QString &entry);
    /**
     * The release of kind @p kind for @p name: an app name for App, Config, Tls and PullSecret, a
     * storage entry name for Storage.
     */
    static QString releaseName(ReleaseKind kind, const QString &name);
    /**
     * Every per-app release, the workloads first: { "<app>", "config-<app>", "tls-<app>",
     * "pull-secret-<app>" } (the order destroy and rename uninstall them; storage entries are not the
     * app's).
     */
    static QStringList appReleases(const QString &app);
    /** The same releases in install order: { "config-<app>", "tls-<app>", "pull-secret-<app>", "<app>" }. */
    static QStringList appReleasesInInstallOrder(const QString &app);

    /** CronJob names are at most 52 characters: Kubernetes appends an 11-char suffix to their Jobs. */
    static constexpr int MaxCronJobName = 52;
    /** "-cron-" + 10 hex leave 36 characters of the app name in a CronJob name. */
    static constexpr int MaxCronAppPart = MaxCronJobName - 16;
    /**
     * The app part of a CronJob name: @p app itself when it has at most MaxCronAppPart (36)
     * characters, else its first 36 with trailing '-' dropped (a DNS-1123 label may not end in '-').
     */
    static QString cronAppPart(const QString &app);
    /**
     * The 10-hex suffix a task's CronJob is derived with when no live one is reused: CronTask::shortId()
     * for an app name that fits whole (the names Dokku and earlier HelmDecks gave stay), else the first
     * 10 hex of sha1(app + '\n' + taskId()), since two apps can share a cut name. Stable across renders.
     */
    static QString cronSuffix(const QString &app, const CronTask &task);
    /**
     * "<cronAppPart(app)>-cron-<cronSuffix()>": a DNS-1123 label of at most 52 characters for every
     * app name up to the 53-character release limit (docs/project-file.md "Cron task"). Stable for the
     * same task, new for a changed command or schedule.
     */
    static QString cronJobName(const QString &app, const CronTask &task);
    /** "<cronAppPart(app)>-cron-<suffix>" for a suffix reused from a live CronJob (AppIdentities). */
    static QString cronJobName(const QString &app, const QString &suffix);
    /** "<cronAppPart(app)>-cron-": what every CronJob name of @p app starts with. */
    static QString cronJobPrefix(const QString &app);
    /**
     * "<cronJob>-manual-<suffix>" (suffix: 5 chars), the Job `helmdeck cron run` creates from a
     * CronJob; the CronJob part is cut (no trailing '-') so the whole fits a label value (63).
     */
    static QString manualCronJobName(const QString &cronJob, const QString &suffix);
    /** "<app>-cron": the container of every cron Job (Dokku's name). */
    static QString cronContainerName(const QString &app);

    /**
     * "<app>-run-<suffix>": a one-off run Job (suffix: 10 hex chars). Job names must fit a label value
     * (the Job controller labels its pods job-name=<name>): ≤ 63 chars, so app names ≤ 48;
     * isValidRunJobName() checks it before anything runs.
     */
    static QString runJobName(const QString &app, const QString &suffix);
    /** True when @p name is a DNS-1123 label (≤ 63 chars, [a-z0-9-], alphanumeric at both ends). */
    static bool isValidRunJobName(const QString &name);
    /** "<app>-run": the container of every run Job (Dokku's name for the process type of a run). */
    static QString runContainerName(const QString &app);

    /**
     * "<app>-release-<hash>": the release gate's Job. @p inputs are what the Job's effect depends on
     * (ReleaseValues::hashInputs(): the image reference, the commands, the config checksum and the
     * rest of the Job's immutable pod template), never the release revision, so the same inputs keep
     * the same Job (no re-run) and a changed image or command gives a new one. The hash is 10 hex of
     * sha1 over the inputs, each length-prefixed. Job names must fit a label value (≤ 63), so apps
     * with a release gate have names ≤ MaxReleaseGateAppNameLength.
     */
    static QString releaseJobName(const QString &app, const QStringList &inputs);
    static constexpr int MaxReleaseGateAppNameLength = 63 - 19; // "-release-" + 10 hex
    /** "<app>-release": the container running the release command. */
    static QString releaseContainerName(const QString &app);
    /** "<app>-predeploy": the init container of the release Job running the predeploy command. */
    static QString predeployContainerName(const QString &app);
    /** "<app>-release-wait": the Role and RoleBinding that let the pods get the release Job. */
    static QString releaseWaitRoleName(const QString &app);
    /** "release-wait": the init container of every Deployment and CronJob pod of a gated app. */
    static QString releaseWaitContainerName();

    /**
     * The Ingress name part for a domain: lower-cased, "*." becomes "wildcard-" (so a wildcard
     * never collides with its apex, Dokku #8909), dots and any other non [a-z0-9-] become "-".
     */
    static QString domainSlug(const QString &domain);
    /**
     * "<app>-web-<slug>", one Ingress per domain (ingress-nginx refuses a host shared across
     * Ingresses). Ingress names are DNS-1123 subdomains, ≤ 253 chars: a longer name is cut and ends
     * in "-" + 10 hex of sha1(domain), so it stays unique.
     */
    static QString ingressName(const QString &app, const QString &domain);
    /**
     * "tls-<app>-web": the Secret cert-manager writes for the app's cert-manager and letsencrypt
     * domains (one Certificate for all of them; docs/chart-values.md "Routes").
     */
    static QString certificateSecretName(const QString &app);
    /** "<app>-web": the Certificate the app chart renders when no Ingress annotation asks for one. */
    static QString certificateName(const QString &app);
    /** "tls-<app>": the imported certificate's Secret (and its release, charts/tls). */
    static QString importedCertificateSecretName(const QString &app);
    /** "<app>-letsencrypt-prod" or, with @p staging, "<app>-letsencrypt-stag": the app's ACME Issuer. */
    static QString letsEncryptIssuerName(const QString &app, bool staging);
    /** "<app>-web-compress": the Traefik compress Middleware. */
    static QString compressMiddlewareName(const QString &app);
    /** "<app>-web-redirect-to-https": the Traefik redirectScheme Middleware. */
    static QString redirectMiddlewareName(const QString &app);

    /**
     * Container port names must be IANA service names (≤ 15 chars, [a-z0-9-], at least one letter).
     * The port map's own name ("http-80-5000", 12 chars) when it fits, else "<scheme>-<container>"
     * ("https-65535", ≤ 11). Service ports keep the map name (DNS-1123 labels, ≤ 63).
     */
    static QString containerPortName(const PortMap &map);

    /** The tag of an image reference ("repo:tag", "host:5000/repo:tag@sha256:…"); empty when untagged. */
    static QString imageTag(const QString &image);
    /** The digest ("sha256:…") of an image reference; empty when not pinned by digest. */
    static QString imageDigest(const QString &image);
    /**
     * "Always" for an untagged or ":latest" image that is not pinned by digest (the tag moves, so the
     * node must ask the registry), "IfNotPresent" otherwise (a tag or digest names fixed content;
     * this is also Kubernetes' own default). Dokku always says Always.
     */
    static QString imagePullPolicy(const QString &image);
    /** Chart.yaml appVersion: the tag, else the digest, else "latest". */
    static QString appVersion(const QString &image);

    /**
     * Chart.yaml version "0.0.<deploymentId>" (Dokku's scheme: the id is Unix seconds). A missing or
     * non-numeric id gives "0.0.0"; leading zeros are dropped (SemVer forbids them).
     */
    static QString chartVersion(const QString &deploymentId);
    /** The deployment id as written into values: digits only, "0" when missing or not numeric. */
    static QString normalizedDeploymentId(const QString &deploymentId);
};

} // namespace HelmDeck
