// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the tst_render* suites share (split from one suite; see the suites for what each checks).
// What the app chart renders, through RenderJob and the real `helm template`, with Helm 3 and 4.

#include "chart/chartnames.h"
#include "chart/chartwriter.h"
#include "chartfixtures.h"
#include "render/renderjob.h"
#include "yamlpath.h"

#include <QCryptographicHash>
#include <QHash>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

#include <yaml-cpp/yaml.h>

using namespace HelmDeck;

namespace RenderTest {

using namespace YamlPath;

inline QMap<QString, QString> selectorFor(const QString &instance, const QString &name)
{
    return { { QStringLiteral("app.kubernetes.io/instance"), instance },
        { QStringLiteral("app.kubernetes.io/name"), name },
        { QStringLiteral("app.kubernetes.io/part-of"), QStringLiteral("shop") } };
}

inline QStringList names(const QList<Manifest> &docs)
{
    QStringList out;
    for (const Manifest &m : docs)
        out << m.name;
    return out;
}

/** The fixture the TestRender* suites derive from: shared members and helpers. */
class RenderTestBase : public QObject
{
protected:
    static void majors_data();
    bool renderShop(int major, RenderResult *result, const App &app = ChartFixtures::shopApp(),
        const QString &deploymentId = QString());
    /** The shop app rendered once per helm major and reused (most checks only read the output). */
    bool shop(int major, RenderResult *result);

    QHash<int, RenderResult> m_shop;
};

inline void RenderTestBase::majors_data()
{
    QTest::addColumn<int>("major");
    QTest::newRow("helm3") << 3;
    QTest::newRow("helm4") << 4;
}

inline bool RenderTestBase::renderShop(
    int major, RenderResult *result, const App &app, const QString &deploymentId)
{
    return ChartFixtures::renderOrFail(major, ChartFixtures::project(app), result, deploymentId);
}

inline bool RenderTestBase::shop(int major, RenderResult *result)
{
    if (!m_shop.contains(major)) {
        RenderResult r;
        if (!renderShop(major, &r))
            return false;
        m_shop.insert(major, r);
    }
    *result = m_shop.value(major);
    return true;
}

} // namespace RenderTest
