// SPDX-License-Identifier: GPL-3.0-or-later
// The pods of the release gate in the app chart (docs/chart-values.md, "The release gate"), rendered
// with the real Helm 3 and Helm 4 and checked against Kubernetes' schemas: the release-wait init
// container is restricted whatever the app relaxes; the release Job gets the app's /dev/shm.

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

    void theJobGetsTheAppsShm_data()
    {
        QTest::addColumn<int>("major");
        QTest::addColumn<QString>("shmSize");
        QTest::newRow("helm3, a shm size") << 3 << QStringLiteral("256Mi");
        QTest::newRow("helm4, a shm size") << 4 << QStringLiteral("256Mi");
        QTest::newRow("helm4, no shm size: no volume") << 4 << QString();
    }
    void theJobGetsTheAppsShm()
    {
        QFETCH(int, major);
        QFETCH(QString, shmSize);
        App app = gatedApp();
        app.predeploy = QStringLiteral("python manage.py check --deploy");
        if (!shmSize.isEmpty())
            app.security.shmSize = shmSize;
        RenderResult r;
        if (!ChartFixtures::renderOrFail(major, ChartFixtures::project(app), &r))
            return;
        const QList<Manifest> jobs = r.manifests.ofKind(QStringLiteral("Job"));
        QCOMPARE(jobs.size(), 1);
        const YAML::Node pod = at(load(jobs.first()), QStringLiteral("spec.template.spec"));
        const YAML::Node volume = named(pod["volumes"], QStringLiteral("helmdeck-shm"));
        QCOMPARE(volume.IsMap(), !shmSize.isEmpty());
        if (!shmSize.isEmpty()) {
            QCOMPARE(s(at(volume, QStringLiteral("emptyDir.medium"))), QStringLiteral("Memory"));
            QCOMPARE(s(at(volume, QStringLiteral("emptyDir.sizeLimit"))), shmSize);
        }
        // the predeploy and the release container both see it, as a process's containers do
        for (const char *list : { "initContainers", "containers" }) {
            const YAML::Node c = pod[list][0];
            const YAML::Node mount = named(c["volumeMounts"], QStringLiteral("helmdeck-shm"));
            QCOMPARE(mount.IsMap(), !shmSize.isEmpty());
            if (mount.IsMap())
                QCOMPARE(s(mount["mountPath"]), QStringLiteral("/dev/shm"));
        }
        schemaValid(r);
    }
};

QTEST_GUILESS_MAIN(TestReleaseGatePods)
#include "tst_releasegatepods.moc"
