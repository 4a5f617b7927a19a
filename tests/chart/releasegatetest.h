// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the tst_releasegate* suites share (split from one suite; see the suites for what each checks).
// The release gate of the app chart (docs/chart-values.md, "release"), with the real Helm 3 and 4:
// the Job "<app>-release-<hash>" and its name's stability, the wait init container with its own
// projected token, the Role that allows only get on that Job, no token anywhere else, the
// checksum/config annotation, the app's security contexts and job/pod metadata on the Job; and the
// wait script itself run against the cluster fake's kubectl.

#include "chart/chartwriter.h"
#include "chart/configchecksum.h"
#include "chart/releasevalues.h"
#include "chart/valuesbuilder.h"
#include "chartfixtures.h"
#include "clusterfixture.h"
#include "yamlpath.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

#include <functional>

#include <yaml-cpp/yaml.h>

using namespace HelmDeck;
using namespace YamlPath;

namespace ReleaseGateTest {

inline App gatedApp()
{
    App app = ChartFixtures::shopApp();
    app.release.command = QStringLiteral("python manage.py migrate --noinput");
    app.predeploy = QStringLiteral("python manage.py check --deploy");
    app.env = { EnvVar { QStringLiteral("DATABASE_URL"), QStringLiteral("postgres://db/shop"), false },
        EnvVar { QStringLiteral("SECRET_KEY"), QStringLiteral("s3cret"), true } };
    return app;
}

inline YAML::Node valuesOf(const App &app)
{
    return YAML::Load(ValuesBuilder::build(app, QStringLiteral("1700000000")).toStdString());
}

inline QString jobNameOf(const App &app)
{
    return s(valuesOf(app)["release"]["jobName"]);
}

/** The pod spec of a Deployment, CronJob or Job document. */
inline YAML::Node podSpec(const Manifest &m)
{
    const YAML::Node doc = load(m);
    return m.kind == QLatin1String("CronJob") ? at(doc, QStringLiteral("spec.jobTemplate.spec.template.spec"))
                                              : at(doc, QStringLiteral("spec.template.spec"));
}

inline YAML::Node podMetadata(const Manifest &m)
{
    const YAML::Node doc = load(m);
    return m.kind == QLatin1String("CronJob")
        ? at(doc, QStringLiteral("spec.jobTemplate.spec.template.metadata"))
        : at(doc, QStringLiteral("spec.template.metadata"));
}

using Change = std::function<void(App *)>;

} // namespace ReleaseGateTest

Q_DECLARE_METATYPE(ReleaseGateTest::Change)

namespace ReleaseGateTest {

/** The fixture the TestReleaseGate* suites derive from: shared members and helpers. */
class ReleaseGateTestBase : public QObject
{
protected:
    static void majors_data();
    bool renderGated(int major, RenderResult *r)
    {
        return ChartFixtures::renderOrFail(major, ChartFixtures::project(gatedApp()), r);
    }
};

inline void ReleaseGateTestBase::majors_data()
{
    QTest::addColumn<int>("major");
    QTest::newRow("helm3") << 3;
    QTest::newRow("helm4") << 4;
}

} // namespace ReleaseGateTest
