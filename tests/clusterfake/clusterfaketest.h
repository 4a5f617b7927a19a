// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "clusterfixture.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

/** What the two suites of the cluster fake share: the test chart and JSON helpers. */
namespace ClusterFakeTest {

using TestUtil::ClusterFixture;

const QString kNs = QStringLiteral("shop");
const QString kRelease = QStringLiteral("guestbook");

QJsonObject json(const QByteArray &data);
QJsonArray jsonArray(const QByteArray &data);
/** metadata.name of every item of a kubectl List. */
QStringList names(const QJsonObject &list);
/** The status of a release's newest revision. */
QString pickStatus(const QJsonArray &revisions);
QString failText(const ClusterFixture::Result &r);
/** A Deployment in kNs with imagePullSecrets [a, b], one container and an annotation "note". */
QJsonObject deployment(const QString &name, const QJsonObject &labels);
/** A 2Gi claim in kNs; an undefined @p storageClass leaves storageClassName out. */
QJsonObject claim(const QString &name, const QJsonValue &storageClass);
/**
 * Writes the test chart "app" into @p dir: a Deployment (imagePullSecrets, a mounted claim), a
 * CronJob with annotations, a PVC, a Secret with a quoted "0755" and a plain 0755, and a
 * pre-upgrade hook Job. Returns the chart's path, empty on failure.
 */
QString writeChart(const QString &dir);
/** helm upgrade --install kRelease @p chart -n kNs @p extra */
ClusterFixture::Result install(
    const ClusterFixture &cluster, const QString &chart, const QStringList &extra = QStringList());

} // namespace ClusterFakeTest

#define CLUSTER_FIXTURE(name, major)                                                                         \
    TestUtil::ClusterFixture name(major);                                                                    \
    QVERIFY2(name.isValid(), qPrintable(name.error()))
