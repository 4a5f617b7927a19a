// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/app.h"
#include "model/storageentry.h"

#include <QByteArray>

namespace HelmDeck {

/**
 * Values of the releases beside the app chart (shapes: docs/chart-values.md), emitted with yaml-cpp
 * with every string double-quoted, like ValuesBuilder.
 *
 * Secrets are kept out of the charts' own values.yaml: configValues() and pullSecretValues() hold
 * only names; the env (configEnvValues()) and the registry payload (pullSecretPayloadValues()) are
 * separate documents that the caller writes to a private file (0600 in a 0700 directory) and gives
 * to helm with `-f`, never with `--set` (argv is visible to every user of the machine).
 */
class ReleaseValuesBuilder
{
public:
    /** config-<app> chart values.yaml: secretName "config-<app>", appName, env: [] and services: [] (no
     * values). */
    static QByteArray configValues(const App &app);
    /**
     * The env of @p app as `env: [{name, value}, …]` in App::env order, values exactly as held
     * (secret ones included: the caller has filled them in from the keychain). The chart base64-encodes
     * them. Then `services` (ServiceValues::emitConfig()): each backing service's env name and
     * credential, from which the chart renders the URL and a bundled service's Secret. Contains
     * secrets: private file only.
     */
    static QByteArray configEnvValues(const App &app);

    /** pull-secret-<app> chart values.yaml: secretName "pull-secret-<app>", appName, dockerConfigJson "". */
    static QByteArray pullSecretValues(const App &app);
    /**
     * `dockerConfigJson: "<payload>"`: the raw `.dockerconfigjson` bytes (PullSecretBuilder), which the
     * chart base64-encodes. Contains secrets: private file only.
     */
    static QByteArray pullSecretPayloadValues(const QByteArray &dockerConfigJson);

    /**
     * storage-<entry> chart values.yaml: entry {name, size, accessMode, storageClass, hostPath,
     * reclaimPolicy} (trimmed; empty strings when unset), labels and annotations as maps. A user key
     * that repeats a key the chart sets itself (reservedLabelKeys(), reservedAnnotationKeys()) is
     * dropped, so the rendered map never has a key twice; for a key given twice the last value wins.
     */
    static QByteArray storageValues(const StorageEntry &entry);
    /** The labels the storage chart sets on the claim and the volume. */
    static QStringList reservedLabelKeys();
    /** The annotations the storage chart sets on the claim and the volume. */
    static QStringList reservedAnnotationKeys();
};

} // namespace HelmDeck
