// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the tst_clusterfakekubectl* suites share (split from one suite; see the suites for what each checks).
// The cluster fake as kubectl: merge patches, pods and claims computed from the state, selectors,
// -o name, namespaces applied from stdin, events.

#include "clusterfaketest.h"
#include "testutil.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace ClusterFakeTest;

/** The fixture the TestClusterFakeKubectl* suites derive from: shared members and helpers. */
class ClusterFakeKubectlTestBase : public QObject
{
protected:
    void initCase();
    ClusterFixture::Result install(
        const ClusterFixture &cluster, const QStringList &extra = QStringList()) const
    {
        return ClusterFakeTest::install(cluster, m_chart, extra);
    }

    QTemporaryDir m_tmp;
    QString m_chart;
};

inline void ClusterFakeKubectlTestBase::initCase()
{
    QVERIFY(m_tmp.isValid());
    m_chart = writeChart(m_tmp.path());
    QVERIFY(!m_chart.isEmpty());
}
