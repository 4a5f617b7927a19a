// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/app.h"
#include "model/project.h"
#include "render/renderjob.h"

#include <QByteArray>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

/** Apps built in code for the chart suites, and helpers to render them and check the output. */
namespace ChartFixtures {

/**
 * "shop": web (http:8080:7000 listed before https:443:5000, so the primary port is not the first
 * map; https:10443:6000 whose map name is too long for a container port; readiness httpGet with a
 * header, liveness tcp, startup exec), worker (no ports, 2 replicas, limits), metrics (udp:8125:8125),
 * domains "shop.example.com" and "*.example.com", cron "*\/5 * * * *" and "@daily". Commands and
 * checks carry YAML-ambiguous words: 0755, NO, 1e3, true, yes, on, ~, null.
 */
HelmDeck::App shopApp();
/** A project holding @p app. */
HelmDeck::Project project(const HelmDeck::App &app);

/**
 * The shop app with storage, in namespace shop-prod:
 *  - entry "data": 5Gi, host path /srv/shop/data, Retain, labels tier=db and backup=NO, annotation
 *    example.com/note=0755;
 *  - entry "cache": 1Gi, the cluster's default class;
 *  - entry "media": 10Gi, ReadWriteMany, class "longhorn";
 *  - mounts: data at /data and again at /backup (subPath "backup", read-only) for every workload;
 *    cache at /cache for web and cron; media at /media for web and run; data at /scratch
 *    (subPath "tmp") for run only.
 */
HelmDeck::Project storageProject();

/** The words the shop web command holds after splitting, as Kubernetes args. */
QStringList shopWebArgs();

/** The helm binary of @p major from the test environment, or empty (the caller QFAILs with helmMissing()). */
QString helmPath(int major);
QString helmMissing(int major);

/**
 * An environment in which no registry credential can be found: DOCKER_CONFIG, HOME and
 * HELM_CONFIG_HOME point into an empty private dir, HELM_REGISTRY_CONFIG and XDG_CONFIG_HOME unset.
 * Renders use it unless told otherwise, so the user's own ~/.docker never changes a test.
 */
QProcessEnvironment noCredentials();

/**
 * Runs a RenderJob to completion (30 s limit) and stores the result. Returns false with @p why set
 * when finished() was not emitted exactly once. Credentials are resolved in @p credentials, or in
 * noCredentials() when it is empty; @p target (namespace, --kube-version, --api-versions) as
 * RenderJob::setTarget().
 */
bool render(const HelmDeck::HelmTool &helm, const HelmDeck::Project &project, HelmDeck::RenderResult *result,
    QString *why, const QString &deploymentId = QString(),
    const QProcessEnvironment &credentials = QProcessEnvironment(),
    const HelmDeck::RenderTarget &target = HelmDeck::RenderTarget());

/**
 * render() with the Helm @p major the tests were given, failing the running test (QTest::qFail,
 * naming helm's error and every finding) when helm is missing, is another major, or the render
 * fails. Returns true with a successful @p result otherwise.
 */
bool renderOrFail(int major, const HelmDeck::Project &project, HelmDeck::RenderResult *result,
    const QString &deploymentId = QString(), const HelmDeck::RenderTarget &target = HelmDeck::RenderTarget());

/**
 * Runs the Kubernetes schema validator (node $HELMDECK_SCHEMA_VALIDATOR) on @p yaml.
 * Returns its exit code (0 valid, 1 invalid, -1 could not run) and its output in @p output.
 */
int validateSchema(const QByteArray &yaml, QString *output);

/**
 * validateSchema() of every document of @p manifests (Secret values shown), failing the running test
 * (QTest::qFail with the validator's output) unless it ran and found all of them valid.
 */
bool schemaValidOrFail(const HelmDeck::ManifestSet &manifests);

/** An executable shell script in @p dir, for fake or wrapped helm binaries. Returns its path. */
QString writeScript(const QString &dir, const QString &name, const QByteArray &body);

} // namespace ChartFixtures
