// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app.h"
#include "finding.h"
#include "sourcemap.h"
#include "storageentry.h"

#include <QHash>
#include <QList>
#include <QString>

namespace HelmDeck {

/**
 * A HelmDeck project: what one helmdeck.yaml holds (schema: docs/project-file.md).
 * A project has one or more apps, a cluster target and storage entries, which (as in Dokku) belong
 * to the project and are mounted by its apps (App::mounts).
 */
struct Project
{
    /** The project file schema version this build reads and writes. */
    static constexpr int SchemaVersion = 1;

    int schemaVersion = SchemaVersion;
    QString kubeContext; ///< empty = the kubeconfig's current context
    /** Top-level `strict: true`: every warning of a check, render or deploy is an error (StrictMode). */
    bool strict = false;
    QList<App> apps;
    QList<StorageEntry> storage; ///< names unique within the project; each is release "storage-<name>"

    /**
     * Where each field came from (fieldPath → file:line:column), filled by the loaders; kept compactly
     * (SourceMap: a big project file's locations are about 30 bytes a path, not a string each).
     */
    SourceMap sources;

    /**
     * The location recorded for @p fieldPath, falling back to its closest recorded parent path. In an
     * imported project (no project file: no "" record) a list item without a record of its own was
     * added in the form, not read from the app's files: its list's record, else an invalid location
     * (the findings list says "form"), never the Procfile of the app it was added to.
     */
    SourceLocation locate(const QString &fieldPath) const;
    int appIndex(const QString &name) const;
    /** Index of the storage entry named @p name, or -1. */
    int storageIndex(const QString &name) const;
    const StorageEntry *storageEntry(const QString &name) const;
};

} // namespace HelmDeck
