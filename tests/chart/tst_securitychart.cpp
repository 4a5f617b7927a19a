// SPDX-License-Identifier: GPL-3.0-or-later
// Security contexts, per-kind labels and annotations, extra containers and extra raw manifests of the
// app chart, rendered through RenderJob with the real Helm 3 and Helm 4 and checked against
// Kubernetes' schemas; their project-file keys and validation.

#include "chartfixtures.h"
#include "io/projectfile.h"
#include "io/rawmanifestloader.h"
#include "model/validator.h"
#include "yamlpath.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <yaml-cpp/yaml.h>

using namespace HelmDeck;
using namespace YamlPath;

Q_DECLARE_METATYPE(HelmDeck::App)

namespace {

App withMounts()
{
    return ChartFixtures::storageProject().apps.first();
}

/** The storage project (its entries exist) with @p app as its app. */
Project withStorage(const App &app)
{
    Project p = ChartFixtures::storageProject();
    p.apps[0] = app;
    return p;
}

/** The pod spec of every Deployment and CronJob of @p r, by object name. */
QMap<QString, YAML::Node> podSpecs(const RenderResult &r)
{
    QMap<QString, YAML::Node> out;
    for (const Manifest &m : r.manifests.ofKind(QStringLiteral("Deployment")))
        out.insert(m.name, at(load(m), QStringLiteral("spec.template.spec")));
    for (const Manifest &m : r.manifests.ofKind(QStringLiteral("CronJob")))
        out.insert(m.name, at(load(m), QStringLiteral("spec.jobTemplate.spec.template.spec")));
    return out;
}

YAML::Node container(const YAML::Node &podSpec, const QString &name, const char *list = "containers")
{
    for (const auto &c : podSpec[list]) {
        if (s(c["name"]) == name)
            return c;
    }
    return YAML::Node();
}

QStringList strings(const YAML::Node &seq)
{
    QStringList out;
    for (const auto &n : seq)
        out << s(n);
    return out;
}

Finding findingAt(const Findings &findings, const QString &path)
{
    for (const Finding &f : findings) {
        if (f.fieldPath == path)
            return f;
    }
    return Finding();
}

} // namespace

class TestSecurityChart : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void majors_data();
    void secureDefaultsOnEveryPod_data() { majors_data(); }
    void secureDefaultsOnEveryPod();
    void relaxations_data();
    void relaxations();
    void metadataPerKind_data();
    void metadataPerKind();
    void extraContainers_data() { majors_data(); }
    void extraContainers();
    void rawManifestsVerbatim_data() { majors_data(); }
    void rawManifestsVerbatim();
    void everythingSchemaValid_data() { majors_data(); }
    void everythingSchemaValid();
    void findings_data();
    void findings();
    void badManifestPointsAtItsLine();
    void projectFileRoundTrip();

private:
    static App everything();
};

void TestSecurityChart::majors_data()
{
    QTest::addColumn<int>("major");
    QTest::newRow("helm3") << 3;
    QTest::newRow("helm4") << 4;
}

App TestSecurityChart::everything()
{
    App app = withMounts();
    app.security.runAsNonRoot = false;
    app.security.shmSize = QStringLiteral("256Mi");
    app.security.sysctls
        = KeyValueList { { QStringLiteral("net.ipv4.ip_unprivileged_port_start"), QStringLiteral("0") } };
    ProcessType &web = app.processes[app.processIndex(QStringLiteral("web"))];
    web.security.addCapabilities = QStringList { QStringLiteral("NET_BIND_SERVICE") };
    web.security.readOnlyRootFilesystem = true;
    ExtraContainer init;
    init.name = QStringLiteral("assets");
    init.command = QStringList { QStringLiteral("sh"), QStringLiteral("-c"),
        QStringLiteral("cp -r /app/static /data") };
    init.mounts = { ExtraContainerMount { QStringLiteral("data"), QStringLiteral("/data"), false } };
    ExtraContainer side;
    side.name = QStringLiteral("log-shipper");
    side.role = ExtraContainer::Role::Sidecar;
    side.image = QStringLiteral("docker.io/fluent/fluent-bit:3.1");
    side.args = QStringList { QStringLiteral("--config"), QStringLiteral("/data/fluent.conf") };
    side.env = KeyValueList { { QStringLiteral("LEVEL"), QStringLiteral("0755") } };
    side.mounts = { ExtraContainerMount { QStringLiteral("data"), QStringLiteral("/data"), true } };
    web.containers = { init, side };
    for (const QString &kind : ResourceMetadata::kindNames())
        app.metadata.kinds.insert(kind,
            KindMetadata { { { QStringLiteral("example.com/kind"), kind } },
                { { QStringLiteral("example.com/note"), QStringLiteral("{{ not a template }}") } } });
    app.extraManifests
        = { RawManifest { QStringLiteral("configmap.yaml"), QStringLiteral("/x/configmap.yaml"),
            QByteArrayLiteral("apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: shop-extra\ndata:\n"
                              "  tpl: \"{{ .Values.secret }}\"\n") } };
    return app;
}

void TestSecurityChart::secureDefaultsOnEveryPod()
{
    QFETCH(int, major);
    RenderResult r;
    if (!ChartFixtures::renderOrFail(major, ChartFixtures::project(ChartFixtures::shopApp()), &r))
        return;
    const QMap<QString, YAML::Node> pods = podSpecs(r);
    QVERIFY(pods.size() >= 5); // web, worker, metrics, two CronJobs
    for (auto it = pods.cbegin(); it != pods.cend(); ++it) {
        const YAML::Node &pod = it.value();
        QCOMPARE(s(at(pod, QStringLiteral("securityContext.runAsNonRoot"))), QStringLiteral("true"));
        QCOMPARE(s(at(pod, QStringLiteral("securityContext.seccompProfile.type"))),
            QStringLiteral("RuntimeDefault"));
        QVERIFY2(
            !pod["volumes"] || pod["volumes"].size() == 0, qPrintable(it.key())); // no /dev/shm by default
        for (const auto &c : pod["containers"]) {
            QCOMPARE(s(c["securityContext"]["allowPrivilegeEscalation"]), QStringLiteral("false"));
            QCOMPARE(
                strings(c["securityContext"]["capabilities"]["drop"]), QStringList { QStringLiteral("ALL") });
            QVERIFY(!c["securityContext"]["privileged"]);
        }
    }
}

void TestSecurityChart::relaxations_data()
{
    QTest::addColumn<int>("major");
    QTest::addColumn<App>("app");
    QTest::addColumn<QString>("object"); // the Deployment or CronJob checked
    QTest::addColumn<QString>("path"); // inside its pod spec; several separated by "|"
    QTest::addColumn<QString>("expected");

    for (const int major : { 3, 4 }) {
        const QByteArray h = "helm" + QByteArray::number(major) + ": ";
        App app = ChartFixtures::shopApp();
        app.security.runAsNonRoot = false;
        QTest::newRow(QByteArray(h + "runAsNonRoot off at the app reaches the CronJobs").constData())
            << major << app << QStringLiteral("shop-cron-") << QStringLiteral("securityContext.runAsNonRoot")
            << QStringLiteral("false");

        app = ChartFixtures::shopApp();
        app.processes[app.processIndex(QStringLiteral("worker"))].security.runAsNonRoot = false;
        QTest::newRow(QByteArray(h + "a process override relaxes that process").constData())
            << major << app << QStringLiteral("shop-worker") << QStringLiteral("securityContext.runAsNonRoot")
            << QStringLiteral("false");
        QTest::newRow(QByteArray(h + "a process override leaves the others secure").constData())
            << major << app << QStringLiteral("shop-web") << QStringLiteral("securityContext.runAsNonRoot")
            << QStringLiteral("true");

        app = ChartFixtures::shopApp();
        app.processes[0].security.privileged = true;
        QTest::newRow(QByteArray(h + "privileged is set and allows escalation").constData())
            << major << app << QStringLiteral("shop-web")
            << QStringLiteral("containers.0.securityContext.privileged|containers.0.securityContext."
                              "allowPrivilegeEscalation")
            << QStringLiteral("true|true");

        app = ChartFixtures::shopApp();
        app.security.addCapabilities
            = QStringList { QStringLiteral("NET_BIND_SERVICE"), QStringLiteral("CHOWN") };
        QTest::newRow(QByteArray(h + "added capabilities come back after ALL is dropped").constData())
            << major << app << QStringLiteral("shop-web")
            << QStringLiteral("containers.0.securityContext.capabilities.add.0|containers.0.securityContext."
                              "capabilities.add.1|"
                              "containers.0.securityContext.capabilities.drop.0")
            << QStringLiteral("NET_BIND_SERVICE|CHOWN|ALL");

        app = ChartFixtures::shopApp();
        app.security.sysctls
            = KeyValueList { { QStringLiteral("net.ipv4.ip_unprivileged_port_start"), QStringLiteral("0") } };
        QTest::newRow(QByteArray(h + "a sysctl keeps its numeric-looking value a string").constData())
            << major << app << QStringLiteral("shop-worker")
            << QStringLiteral("securityContext.sysctls.0.name|securityContext.sysctls.0.value")
            << QStringLiteral("net.ipv4.ip_unprivileged_port_start|0");

        app = ChartFixtures::shopApp();
        app.security.shmSize = QStringLiteral("1Gi");
        QTest::newRow(QByteArray(h + "a shm size becomes a memory emptyDir").constData())
            << major << app << QStringLiteral("shop-web")
            << QStringLiteral("volumes.0.name|volumes.0.emptyDir.medium|volumes.0.emptyDir.sizeLimit")
            << QStringLiteral("helmdeck-shm|Memory|1Gi");
        QTest::newRow(QByteArray(h + "a shm size is mounted at /dev/shm in the CronJobs too").constData())
            << major << app << QStringLiteral("shop-cron-")
            << QStringLiteral("containers.0.volumeMounts.0.name|containers.0.volumeMounts.0.mountPath")
            << QStringLiteral("helmdeck-shm|/dev/shm");

        app = ChartFixtures::shopApp();
        app.processes[0].security.readOnlyRootFilesystem = true;
        QTest::newRow(QByteArray(h + "a read-only root filesystem is optional").constData())
            << major << app << QStringLiteral("shop-web")
            << QStringLiteral("containers.0.securityContext.readOnlyRootFilesystem")
            << QStringLiteral("true");
    }
}

void TestSecurityChart::relaxations()
{
    QFETCH(int, major);
    QFETCH(App, app);
    QFETCH(QString, object);
    QFETCH(QString, path);
    QFETCH(QString, expected);
    RenderResult r;
    if (!ChartFixtures::renderOrFail(major, ChartFixtures::project(app), &r))
        return;
    const QMap<QString, YAML::Node> pods = podSpecs(r);
    YAML::Node pod;
    for (auto it = pods.cbegin(); it != pods.cend(); ++it) {
        if (it.key() == object || (object.endsWith(QLatin1Char('-')) && it.key().startsWith(object)))
            pod = it.value();
    }
    QVERIFY2(pod.IsDefined() && pod.IsMap(), qPrintable(object));
    QStringList got; // one value per "|"-separated path
    for (const QString &part : path.split(QLatin1Char('|')))
        got << s(at(pod, part));
    QCOMPARE(got.join(QLatin1Char('|')), expected);
}

void TestSecurityChart::metadataPerKind_data()
{
    QTest::addColumn<int>("major");
    QTest::addColumn<QString>("kind"); // the project file key
    QTest::addColumn<QString>("object"); // "<Kind> <name>" prefix of the objects that carry it
    QTest::addColumn<QString>("path"); // where the labels and annotations sit
    for (const int major : { 3, 4 }) {
        const QByteArray h = "helm" + QByteArray::number(major) + ": ";
        QTest::newRow(QByteArray(h + "deployment metadata on the Deployment").constData())
            << major << QStringLiteral("deployment") << QStringLiteral("Deployment ")
            << QStringLiteral("metadata");
        QTest::newRow(QByteArray(h + "pod metadata on the Deployment's pods").constData())
            << major << QStringLiteral("pod") << QStringLiteral("Deployment ")
            << QStringLiteral("spec.template.metadata");
        QTest::newRow(QByteArray(h + "pod metadata on the CronJob's pods").constData())
            << major << QStringLiteral("pod") << QStringLiteral("CronJob ")
            << QStringLiteral("spec.jobTemplate.spec.template.metadata");
        QTest::newRow(QByteArray(h + "service metadata on the Service").constData())
            << major << QStringLiteral("service") << QStringLiteral("Service ") << QStringLiteral("metadata");
        QTest::newRow(QByteArray(h + "ingress metadata on every Ingress").constData())
            << major << QStringLiteral("ingress") << QStringLiteral("Ingress ") << QStringLiteral("metadata");
        QTest::newRow(QByteArray(h + "cronJob metadata on the CronJob").constData())
            << major << QStringLiteral("cronJob") << QStringLiteral("CronJob ") << QStringLiteral("metadata");
        QTest::newRow(QByteArray(h + "job metadata on the CronJob's Jobs").constData())
            << major << QStringLiteral("job") << QStringLiteral("CronJob ")
            << QStringLiteral("spec.jobTemplate.metadata");
        QTest::newRow(QByteArray(h + "secret metadata on the config Secret").constData())
            << major << QStringLiteral("secret") << QStringLiteral("Secret config-shop")
            << QStringLiteral("metadata");
        QTest::newRow(QByteArray(h + "serviceAccount metadata on the ServiceAccount").constData())
            << major << QStringLiteral("serviceAccount") << QStringLiteral("ServiceAccount shop")
            << QStringLiteral("metadata");
    }
}

void TestSecurityChart::metadataPerKind()
{
    QFETCH(int, major);
    QFETCH(QString, kind);
    QFETCH(QString, object);
    QFETCH(QString, path);
    App app = ChartFixtures::shopApp();
    app.metadata.kinds.insert(kind,
        KindMetadata { { { QStringLiteral("team"), QStringLiteral("NO") } },
            { { QStringLiteral("example.com/owner"), QStringLiteral("1e3") } } });
    RenderResult r;
    if (!ChartFixtures::renderOrFail(major, ChartFixtures::project(app), &r))
        return;
    int carriers = 0;
    for (const Manifest &m : r.manifests.documents()) {
        const bool wanted = QString(m.kind + QLatin1Char(' ') + m.name).startsWith(object);
        if (wanted) {
            const YAML::Node meta = at(load(m), path);
            QVERIFY2(meta.IsMap(), qPrintable(m.kind + QLatin1Char(' ') + m.name));
            const QMap<QString, QString> labels = stringMap(meta["labels"]);
            const QMap<QString, QString> annotations = stringMap(meta["annotations"]);
            ++carriers;
            QCOMPARE(labels.value(QStringLiteral("team")), QStringLiteral("NO"));
            QCOMPARE(annotations.value(QStringLiteral("example.com/owner")), QStringLiteral("1e3"));
            QCOMPARE(labels.value(QStringLiteral("helmdeck.dev/managed")),
                QStringLiteral("true")); // HelmDeck's kept
        }
        // no other kind gets them at its own metadata
        if (!wanted && path == QLatin1String("metadata"))
            QVERIFY2(
                !stringMap(at(load(m), QStringLiteral("metadata.labels"))).contains(QStringLiteral("team")),
                qPrintable(m.kind + QLatin1Char(' ') + m.name));
    }
    QVERIFY2(carriers > 0, qPrintable(object));
}

void TestSecurityChart::extraContainers()
{
    QFETCH(int, major);
    RenderResult r;
    if (!ChartFixtures::renderOrFail(major, withStorage(everything()), &r))
        return;
    const YAML::Node pod = podSpecs(r).value(QStringLiteral("shop-web"));
    // init first, then the native sidecar, both in initContainers
    QCOMPARE(s(at(pod, QStringLiteral("initContainers.0.name"))), QStringLiteral("assets"));
    QCOMPARE(s(at(pod, QStringLiteral("initContainers.1.name"))), QStringLiteral("log-shipper"));
    const YAML::Node init = container(pod, QStringLiteral("assets"), "initContainers");
    const YAML::Node side = container(pod, QStringLiteral("log-shipper"), "initContainers");
    QVERIFY(!init["restartPolicy"]);
    QCOMPARE(s(side["restartPolicy"]), QStringLiteral("Always"));
    QCOMPARE(s(init["image"]), withMounts().image); // the app's image by default
    QCOMPARE(s(side["image"]), QStringLiteral("docker.io/fluent/fluent-bit:3.1"));
    QCOMPARE(s(side["env"][0]["value"]), QStringLiteral("0755"));
    QCOMPARE(s(side["envFrom"][0]["secretRef"]["name"]), QStringLiteral("config-shop"));
    QCOMPARE(s(side["volumeMounts"][0]["readOnly"]), QStringLiteral("true"));
    // the process's security applies to its extra containers too
    QCOMPARE(s(side["securityContext"]["capabilities"]["add"][0]), QStringLiteral("NET_BIND_SERVICE"));
    QCOMPARE(s(init["securityContext"]["allowPrivilegeEscalation"]), QStringLiteral("false"));
    // other processes have none
    QVERIFY(!podSpecs(r).value(QStringLiteral("shop-worker"))["initContainers"]);
    QCOMPARE(pod["containers"].size(), std::size_t(1));
}

void TestSecurityChart::rawManifestsVerbatim()
{
    QFETCH(int, major);
    RenderResult r;
    if (!ChartFixtures::renderOrFail(major, withStorage(everything()), &r))
        return;
    const Manifest *m = r.manifests.find(QStringLiteral("ConfigMap"), QStringLiteral("shop-extra"));
    QVERIFY(m);
    QVERIFY2(m->source.endsWith(QStringLiteral("templates/extra-manifests.yaml")), qPrintable(m->source));
    QCOMPARE(s(at(load(*m), QStringLiteral("data.tpl"))), QStringLiteral("{{ .Values.secret }}"));
    // the user's annotation with braces is quoted, not templated either
    const Manifest *d = r.manifests.find(QStringLiteral("Deployment"), QStringLiteral("shop-web"));
    QVERIFY(d);
    QCOMPARE(stringMap(at(load(*d), QStringLiteral("metadata.annotations")))
                 .value(QStringLiteral("example.com/note")),
        QStringLiteral("{{ not a template }}"));
}

void TestSecurityChart::everythingSchemaValid()
{
    QFETCH(int, major);
    RenderResult r;
    if (!ChartFixtures::renderOrFail(major, withStorage(everything()), &r))
        return;
    QString output;
    const int rc = ChartFixtures::validateSchema(r.manifests.toYaml(true).toUtf8(), &output);
    if (rc < 0)
        QFAIL(qPrintable(output));
    QVERIFY2(rc == 0, qPrintable(output));
    QVERIFY2(output.contains(QStringLiteral("ok: %1 documents valid").arg(r.manifests.documents().size())),
        qPrintable(output));
}

void TestSecurityChart::findings_data()
{
    QTest::addColumn<App>("app");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("severity");
    QTest::addColumn<QString>("words");

    App app = withMounts();
    app.metadata.kinds.insert(QStringLiteral("pod"),
        KindMetadata { { { QStringLiteral("app.kubernetes.io/name"), QStringLiteral("x") } }, {} });
    QTest::newRow("HelmDeck's own label cannot be overridden")
        << app << QStringLiteral("apps[shop].metadata.pod.labels[app.kubernetes.io/name]")
        << QStringLiteral("error") << QStringLiteral("cannot be overridden");
    app = withMounts();
    app.metadata.kinds.insert(QStringLiteral("deployment"),
        KindMetadata { {}, { { QStringLiteral("helmdeck.dev/deployment-id"), QStringLiteral("1") } } });
    QTest::newRow("HelmDeck's own annotation cannot be overridden")
        << app << QStringLiteral("apps[shop].metadata.deployment.annotations[helmdeck.dev/deployment-id]")
        << QStringLiteral("error") << QStringLiteral("set by HelmDeck");
    app = withMounts();
    app.metadata.kinds.insert(QStringLiteral("service"),
        KindMetadata { { { QStringLiteral("tier"), QStringLiteral("not a value!") } }, {} });
    QTest::newRow("a label value with spaces is refused")
        << app << QStringLiteral("apps[shop].metadata.service.labels[tier]") << QStringLiteral("error")
        << QStringLiteral("label value");
    app = withMounts();
    app.metadata.kinds.insert(QStringLiteral("ingress"),
        KindMetadata { {}, { { QStringLiteral("-bad/key"), QStringLiteral("x") } } });
    QTest::newRow("an annotation key that is no qualified name is refused")
        << app << QStringLiteral("apps[shop].metadata.ingress.annotations[-bad/key]")
        << QStringLiteral("error") << QStringLiteral("not a valid annotation key");
    app = withMounts();
    app.security.addCapabilities = QStringList { QStringLiteral("CAP_NET_ADMIN") };
    QTest::newRow("a capability with the CAP_ prefix is refused")
        << app << QStringLiteral("apps[shop].security.capabilities[0]") << QStringLiteral("error")
        << QStringLiteral("NET_ADMIN");
    app = withMounts();
    app.security.sysctls = KeyValueList { { QStringLiteral("kernel.msgmax"), QStringLiteral("65536") } };
    QTest::newRow("an unsafe sysctl is a warning")
        << app << QStringLiteral("apps[shop].security.sysctls[kernel.msgmax]") << QStringLiteral("warning")
        << QStringLiteral("allowed-unsafe-sysctls");
    app = withMounts();
    app.processes[0].security.shmSize = QStringLiteral("lots");
    QTest::newRow("a shm size that is no quantity is refused")
        << app << QStringLiteral("apps[shop].processes[web].security.shmSize") << QStringLiteral("error")
        << QStringLiteral("positive quantity");
    app = everything();
    app.processes[app.processIndex(QStringLiteral("web"))].containers[1].mounts[0].entry
        = QStringLiteral("nope");
    QTest::newRow("an extra container mounts only the process's entries")
        << app << QStringLiteral("apps[shop].processes[web].containers[1].mounts[0].entry")
        << QStringLiteral("error") << QStringLiteral("does not mount");
    app = everything();
    app.processes[app.processIndex(QStringLiteral("web"))].containers[0].name = QStringLiteral("shop-web");
    QTest::newRow("an extra container cannot take the app container's name")
        << app << QStringLiteral("apps[shop].processes[web].containers[0].name") << QStringLiteral("error")
        << QStringLiteral("used twice");
}

void TestSecurityChart::findings()
{
    QFETCH(App, app);
    QFETCH(QString, field);
    QFETCH(QString, severity);
    QFETCH(QString, words);
    Project p = ChartFixtures::storageProject();
    p.apps[0] = app;
    const Findings all = Validator::validate(p);
    const Finding f = findingAt(all, field);
    QVERIFY2(f.fieldPath == field, qPrintable(field));
    QCOMPARE(Finding::severityName(f.severity), severity);
    QVERIFY2(f.message.contains(words), qPrintable(f.message));
    // the everything() app itself is clean
    Project clean = ChartFixtures::storageProject();
    clean.apps[0] = everything();
    for (const Finding &c : Validator::validate(clean))
        QVERIFY2(c.severity != Finding::Severity::Error,
            qPrintable(c.fieldPath + QStringLiteral(": ") + c.message));
}

void TestSecurityChart::badManifestPointsAtItsLine()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("k8s")));
    QFile good(dir.filePath(QStringLiteral("k8s/a.yaml")));
    QVERIFY(good.open(QIODevice::WriteOnly));
    good.write("apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\n");
    good.close();
    QFile bad(dir.filePath(QStringLiteral("k8s/b.yml")));
    QVERIFY(bad.open(QIODevice::WriteOnly));
    bad.write(
        "# a comment\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: b\n---\n\n- just\n- a list\n");
    bad.close();
    QFile project(dir.filePath(QStringLiteral("helmdeck.yaml")));
    QVERIFY(project.open(QIODevice::WriteOnly));
    project.write("schemaVersion: 1\napps:\n  - name: shop\n    image: \"r.example.com/shop:1\"\n    "
                  "manifests: \"k8s\"\n");
    project.close();
    const ProjectLoadResult r = ProjectFile::load(project.fileName());
    QVERIFY(r.ok);
    QCOMPARE(r.project.apps.first().extraManifests.size(), 2);
    const Findings f = Validator::validate(r.project);
    const Finding e = findingAt(f, QStringLiteral("apps[shop].manifests"));
    QCOMPARE(e.severity, Finding::Severity::Error);
    QVERIFY2(e.message.startsWith(QStringLiteral("b.yml: ")), qPrintable(e.message));
    QCOMPARE(e.location.file, QFileInfo(bad.fileName()).absoluteFilePath());
    QCOMPARE(e.location.line, 8);

    // an unquoted template reads as a map key: helm would fail on its own chart file, so say it here
    QFile templated(dir.filePath(QStringLiteral("k8s/c.yaml")));
    QVERIFY(templated.open(QIODevice::WriteOnly));
    templated.write(
        "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c\ndata:\n  a: {{ .Values.secret }}\n");
    templated.close();
    const ProjectLoadResult again = ProjectFile::load(project.fileName());
    QVERIFY(again.ok);
    bool named = false;
    for (const Finding &g : Validator::validate(again.project)) {
        if (!g.message.startsWith(QStringLiteral("c.yaml: ")))
            continue;
        named = true;
        QCOMPARE(g.severity, Finding::Severity::Error);
        QCOMPARE(g.location.line, 6);
        QVERIFY2(g.message.contains(QStringLiteral("quote it")), qPrintable(g.message));
    }
    QVERIFY(named);

    // a missing folder is a warning at the field, from the load
    project.open(QIODevice::WriteOnly);
    project.write("schemaVersion: 1\napps:\n  - name: shop\n    image: \"r.example.com/shop:1\"\n    "
                  "manifests: \"nope\"\n");
    project.close();
    const ProjectLoadResult missing = ProjectFile::load(project.fileName());
    QVERIFY(missing.ok);
    const Finding w = findingAt(missing.findings, QStringLiteral("apps[shop].manifests"));
    QCOMPARE(w.severity, Finding::Severity::Warning);
    QCOMPARE(w.location.line, 5);
}

void TestSecurityChart::projectFileRoundTrip()
{
    Project p = ChartFixtures::storageProject();
    App app = everything();
    app.extraManifests.clear(); // read from the folder, never saved
    app.manifestsPath = QStringLiteral("k8s");
    app.processes[1].security.runAsNonRoot = true;
    app.processes[1].security.shmSize = QString();
    p.apps[0] = app;
    const QByteArray text = ProjectFile::serialize(p);
    const ProjectLoadResult r = ProjectFile::parse(text, QStringLiteral("helmdeck.yaml"));
    QVERIFY2(r.ok, text.constData());
    const App &back = r.project.apps.first();
    QCOMPARE(back.security, app.security);
    QCOMPARE(back.metadata, app.metadata);
    QCOMPARE(back.manifestsPath, app.manifestsPath);
    for (int i = 0; i < app.processes.size(); ++i) {
        QCOMPARE(back.processes.at(i).security, app.processes.at(i).security);
        QCOMPARE(back.processes.at(i).containers, app.processes.at(i).containers);
    }
    QCOMPARE(ProjectFile::serialize(r.project), text); // byte-stable
}

QTEST_GUILESS_MAIN(TestSecurityChart)
#include "tst_securitychart.moc"
