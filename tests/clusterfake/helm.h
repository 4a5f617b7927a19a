// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common.h"
#include "statestore.h"

#include <QJsonObject>
#include <QList>

namespace HelmDeck::ClusterFake {

/** helm's global options that take a value, for finding the command word. */
QStringList helmValueOptions();
/** Runs one helm command (helmcommands.cpp). */
int runHelm(const Invocation &inv);

/** What the real helm made of a chart and values (helmrender.cpp). */
struct Rendered
{
    QString manifest; ///< the non-hook documents, as helm get manifest prints them
    QString hooks;
    QList<QJsonObject> objects;
    QJsonObject userValues; ///< the -f files merged
    QJsonObject chartValues; ///< the chart's values.yaml
    QString chartName, chartVersion, appVersion;
};
/** Runs the real helm template for "upgrade REL CHART" with the same -f files; false with a helm-style error.
 */
bool renderRelease(
    const Invocation &inv, const Args &args, bool isUpgrade, Rendered *rendered, QString *error);

// helmrelease.cpp: the commands that change releases
int helmUpgrade(const Invocation &inv, const Args &args);
int helmUninstall(const Invocation &inv, const Args &args);
/** helm rollback REL [REVISION] (helmrollback.cpp): a new revision "Rollback to N" with N's objects. */
int helmRollback(const Invocation &inv, const Args &args);

/** Moves the cluster from @p oldObjects to @p newObjects: three-way merges, then deletes what was dropped. */
bool applyObjects(StateStore &store, const QJsonObject &oldObjects, const QJsonObject &newObjects,
    const QString &ns, QString *error);
/** The objects of a stored revision, with helm's ownership marks, keyed by state key. */
QJsonObject objectsOf(const QJsonObject &revision, const QString &release, const QString &ns);
/** Every "deployed" revision becomes "superseded" (before a new one is deployed). */
QJsonArray markSuperseded(QJsonArray revisions);
/** The newest @p historyMax revisions (helm's --history-max). */
QJsonArray trimmed(QJsonArray revisions, int historyMax);

/** -n/--namespace, else "default". */
QString helmNamespace(const Args &args);
/** The revision a "--revision N" names, else the latest; empty when the release has none. */
QJsonObject pickRevision(const QJsonArray &revisions, int number = 0);
/** The manifest's objects, keyed by state key (keyOf). */
QJsonObject manifestObjects(const QString &manifest, const QString &ns);

} // namespace HelmDeck::ClusterFake
