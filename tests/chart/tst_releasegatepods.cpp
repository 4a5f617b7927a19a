// SPDX-License-Identifier: GPL-3.0-or-later
// The pods of the release gate in the app chart (docs/chart-values.md, "The release gate"), rendered
// with the real Helm 3 and Helm 4 and checked against Kubernetes' schemas: the release-wait init
// container is restricted whatever the app relaxes.

#include "chartfixtures.h"
#include "yamlpath.h"

#include <QTest>

#include <yaml-cpp/yaml.h>

using namespace HelmDeck;
using namespace YamlPath;

namespace {

App gatedApp()
{
    App app = ChartFixtures::shopApp();
    app.release.command = QStringLiteral("python manage.py migrate --noinput");
    return app;
}

/** The pod spec of every Deployment and CronJob of @p r, by object name. */
QMap<QString, YAML::Node> waitingPods(const RenderResult &r)
{
    QMap<QString, YAML::Node> out;
    for (const Manifest &m : r.manifests.ofKind(QStringLiteral("Deployment")))
        out.insert(m.name, at(load(m), QStringLiteral("spec.template.spec")));
    for (const Manifest &m : r.manifests.ofKind(QStringLiteral("CronJob")))
        out.insert(m.name, at(load(m), QStringLiteral("spec.jobTemplate.spec.template.spec")));
    return out;
}

YAML::Node named(const YAML::Node &list, const QString &name)
{
    for (const auto &c : list) {
        if (s(c["name"]) == name)
            return c;
    }
    return YAML::Node();
}

void schemaValid(const RenderResult &r)
{
    QString output;
    const int rc = ChartFixtures::validateSchema(r.manifests.toYaml(true).toUtf8(), &output);
    if (rc < 0)
        QFAIL(qPrintable(output));
    QVERIFY2(rc == 0, qPrintable(output));
}

} // namespace

class TestReleaseGatePods : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void theWaitIsRestrictedWhateverTheAppRelaxes_data()
    {
        QTest::addColumn<int>("major");
        QTest::addColumn<bool>("relaxed");
        QTest::newRow("helm3, secure defaults") << 3 << false;
        QTest::newRow("helm4, secure defaults") << 4 << false;
        QTest::newRow("helm3, an app that runs as root with a writable, privileged root") << 3 << true;
        QTest::newRow("helm4, an app that runs as root with a writable, privileged root") << 4 << true;
    }
    void theWaitIsRestrictedWhateverTheAppRelaxes()
    {
        QFETCH(int, major);
        QFETCH(bool, relaxed);
        App app = gatedApp();
        if (relaxed) {
            app.security.runAsNonRoot = false;
            app.security.readOnlyRootFilesystem = false;
            app.security.privileged = true;
            app.security.addCapabilities = QStringList { QStringLiteral("SYS_ADMIN") };
        }
        RenderResult r;
        if (!ChartFixtures::renderOrFail(major, ChartFixtures::project(app), &r))
            return;
        const QMap<QString, YAML::Node> pods = waitingPods(r);
        QVERIFY(pods.size() >= 3);
        for (auto it = pods.cbegin(); it != pods.cend(); ++it) {
            const YAML::Node wait = named(it.value()["initContainers"], QStringLiteral("release-wait"));
            QVERIFY2(wait.IsMap(), qPrintable(it.key()));
            const YAML::Node sc = wait["securityContext"];
            QCOMPARE(s(sc["runAsNonRoot"]), QStringLiteral("true"));
            // the default wait image (alpine/kubectl) has no USER: it would run as root
            QCOMPARE(s(sc["runAsUser"]), QStringLiteral("65534"));
            QCOMPARE(s(sc["runAsGroup"]), QStringLiteral("65534"));
            QCOMPARE(s(sc["readOnlyRootFilesystem"]), QStringLiteral("true"));
            QCOMPARE(s(sc["allowPrivilegeEscalation"]), QStringLiteral("false"));
            QCOMPARE(s(sc["privileged"]), QStringLiteral("false"));
            QCOMPARE(sc["capabilities"]["drop"].size(), std::size_t(1));
            QCOMPARE(s(sc["capabilities"]["drop"][0]), QStringLiteral("ALL"));
            QVERIFY(!sc["capabilities"]["add"]);
            QCOMPARE(s(at(sc, QStringLiteral("seccompProfile.type"))), QStringLiteral("RuntimeDefault"));
            // kubectl's cache goes to a writable home, the pod's own emptyDir
            const YAML::Node home = named(wait["env"], QStringLiteral("HOME"));
            QCOMPARE(s(home["value"]), QStringLiteral("/home/release-wait"));
            const YAML::Node mount
                = named(wait["volumeMounts"], QStringLiteral("helmdeck-release-wait-home"));
            QCOMPARE(s(mount["mountPath"]), QStringLiteral("/home/release-wait"));
            QVERIFY2(named(it.value()["volumes"], QStringLiteral("helmdeck-release-wait-home"))["emptyDir"]
                         .IsMap(),
                qPrintable(it.key()));
        }
        schemaValid(r);
    }
};

QTEST_GUILESS_MAIN(TestReleaseGatePods)
#include "tst_releasegatepods.moc"
