// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the tst_clusterfake* suites share (split from one suite; see the suites for what each checks).
// The cluster fake as helm, driven through ClusterFixture with a real chart and the real Helm 3
// and Helm 4: releases and revisions, dropped objects, waits that time out and roll back, the
// values, uninstall, and the call log.

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

/** The fixture the TestClusterFake* suites derive from: shared members and helpers. */
class ClusterFakeHelmTestBase : public QObject
{
protected:
    static void majors_data();
    void initCase();
    QString chart() const { return m_chart; }
    ClusterFixture::Result install(
        const ClusterFixture &cluster, const QStringList &extra = QStringList()) const
    {
        return ClusterFakeTest::install(cluster, m_chart, extra);
    }
    QString valuesFile(const QString &name, const QByteArray &yaml,
        QFile::Permissions perms = QFile::ReadOwner | QFile::WriteOwner);

    QTemporaryDir m_tmp;
    QString m_chart;
};

inline void ClusterFakeHelmTestBase::initCase()
{
    QVERIFY(m_tmp.isValid());
    m_chart = writeChart(m_tmp.path());
    QVERIFY(!m_chart.isEmpty());
}

inline QString ClusterFakeHelmTestBase::valuesFile(
    const QString &name, const QByteArray &yaml, QFile::Permissions perms)
{
    QFile f(m_tmp.filePath(name));
    if (!f.open(QIODevice::WriteOnly))
        return QString();
    f.write(yaml);
    f.close();
    f.setPermissions(perms);
    return f.fileName();
}

inline void ClusterFakeHelmTestBase::majors_data()
{
    QTest::addColumn<int>("major");
    QTest::newRow("helm3") << 3;
    QTest::newRow("helm4") << 4;
}
