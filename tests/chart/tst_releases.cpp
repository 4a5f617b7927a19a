// SPDX-License-Identifier: GPL-3.0-or-later
// The releases beside the app chart, rendered through RenderJob with the real Helm 3 and Helm 4:
// config-<app> (env Secret), storage-<entry> (claim + hostPath PV), and the app chart's mounts.

#include "chart/chartwriter.h"
#include "chartfixtures.h"
#include "render/renderjob.h"
#include "yamlpath.h"

#include <QHash>
#include <QSet>
#include <QTest>

#include <yaml-cpp/yaml.h>

using namespace HelmDeck;
using namespace YamlPath;

namespace {

/** "name:mountPath[:subPath][:ro]" per volumeMount, for compact comparisons. */
QStringList mountList(const YAML::Node &container)
{
    QStringList out;
    for (const auto &m : container["volumeMounts"]) {
        QString item = s(m["name"]) + QLatin1Char(':') + s(m["mountPath"]);
        if (m["subPath"])
            item += QLatin1Char(':') + s(m["subPath"]);
        if (m["readOnly"])
            item += QStringLiteral(":ro=") + s(m["readOnly"]);
        out << item;
    }
    return out;
}

/** "name=claim" per pod volume. */
QStringList volumeList(const YAML::Node &podSpec)
{
    QStringList out;
    for (const auto &v : podSpec["volumes"])
        out << s(v["name"]) + QLatin1Char('=') + s(v["persistentVolumeClaim"]["claimName"]);
    return out;
}

} // namespace

class TestReleases : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void majors_data();
    void releaseOrder_data() { majors_data(); }
    void releaseOrder();
    void releaseKinds_data() { majors_data(); }
    void releaseKinds();
    void configSecret_data() { majors_data(); }
    void configSecret();
    void hostPathBinding_data() { majors_data(); }
    void hostPathBinding();
    void defaultAndNamedClass_data() { majors_data(); }
    void defaultAndNamedClass();
    void mountsPerWorkload_data() { majors_data(); }
    void mountsPerWorkload();
    void schemaValid_data() { majors_data(); }
    void schemaValid();
    void runJobValues();

private:
    bool renderProject(int major, const Project &project, RenderResult *result);
    /** storageProject() rendered once per major. */
    bool storage(int major, RenderResult *result);

    QHash<int, RenderResult> m_storage;
};

void TestReleases::majors_data()
{
    QTest::addColumn<int>("major");
    QTest::newRow("helm3") << 3;
    QTest::newRow("helm4") << 4;
}

bool TestReleases::renderProject(int major, const Project &project, RenderResult *result)
{
    return ChartFixtures::renderOrFail(major, project, result);
}

bool TestReleases::storage(int major, RenderResult *result)
{
    if (!m_storage.contains(major)) {
        RenderResult r;
        if (!renderProject(major, ChartFixtures::storageProject(), &r))
            return false;
        m_storage.insert(major, r);
    }
    *result = m_storage.value(major);
    return true;
}

void TestReleases::releaseOrder()
{
    QFETCH(int, major);
    Project p = ChartFixtures::storageProject();
    App blog = ChartFixtures::shopApp();
    blog.name = QStringLiteral("blog");
    blog.domains = { Domain(QStringLiteral("blog.example.com")) };
    blog.cron.clear();
    blog.mounts.clear();
    p.apps.append(blog);
    RenderResult r;
    if (!renderProject(major, p, &r))
        return;
    // secrets of every app, then every storage entry (mounted or not), then the workloads
    QCOMPARE(r.manifests.releases(),
        (QStringList { QStringLiteral("config-shop"), QStringLiteral("config-blog"),
            QStringLiteral("storage-data"), QStringLiteral("storage-cache"), QStringLiteral("storage-media"),
            QStringLiteral("shop"), QStringLiteral("blog") }));
    for (const Manifest &m : r.manifests.documents())
        QVERIFY2(m.source.startsWith(m.release + QStringLiteral("/templates/")),
            qPrintable(m.release + QLatin1Char(' ') + m.source));
    QCOMPARE(r.manifests.forRelease(QStringLiteral("storage-data")).size(), 2); // PV + PVC
    QCOMPARE(r.manifests.forRelease(QStringLiteral("storage-cache")).size(), 1);
}

// Every manifest carries its release's kind from the plan: an app named like another kind's
// release ("config-x") is still an app, and its own config release is "config-config-x".
void TestReleases::releaseKinds()
{
    QFETCH(int, major);
    Project p = ChartFixtures::storageProject();
    App app = ChartFixtures::shopApp();
    app.name = QStringLiteral("config-x");
    app.kubeNamespace = p.apps.constFirst().kubeNamespace;
    app.domains = { Domain(QStringLiteral("config-x.example.com")) };
    app.cron.clear();
    app.mounts.clear();
    p.apps.append(app);
    RenderResult r;
    if (!renderProject(major, p, &r))
        return;
    const QHash<QString, ReleaseKind> expected {
        { QStringLiteral("config-shop"), ReleaseKind::Config },
        { QStringLiteral("config-config-x"), ReleaseKind::Config },
        { QStringLiteral("storage-data"), ReleaseKind::Storage },
        { QStringLiteral("storage-cache"), ReleaseKind::Storage },
        { QStringLiteral("storage-media"), ReleaseKind::Storage },
        { QStringLiteral("shop"), ReleaseKind::App },
        { QStringLiteral("config-x"), ReleaseKind::App },
    };
    QCOMPARE(r.manifests.releases().size(), expected.size());
    for (const QString &release : r.manifests.releases()) {
        QVERIFY2(expected.contains(release), qPrintable(release));
        QCOMPARE(r.manifests.releaseKind(release), expected.value(release));
    }
    for (const Manifest &m : r.manifests.documents())
        QCOMPARE(m.releaseKind, expected.value(m.release));
    // install order: the app "config-x" comes after every storage release
    QVERIFY(r.manifests.releases().indexOf(QStringLiteral("config-x"))
        > r.manifests.releases().indexOf(QStringLiteral("storage-media")));
}

void TestReleases::configSecret()
{
    QFETCH(int, major);
    App app = ChartFixtures::shopApp();
    const QList<QPair<QString, QString>> vars = {
        { QStringLiteral("MODE"), QStringLiteral("0755") },
        { QStringLiteral("FLAG"), QStringLiteral("NO") },
        { QStringLiteral("RATE"), QStringLiteral("1e3") },
        { QStringLiteral("ON"), QStringLiteral("on") },
        { QStringLiteral("NULLISH"), QStringLiteral("~") },
        { QStringLiteral("EMPTY"), QString() },
        { QStringLiteral("LEADING_SPACE"), QStringLiteral("  two") },
        { QStringLiteral("MULTI_LINE"), QStringLiteral("line one\nline two\n") },
        { QStringLiteral("QUOTES"), QStringLiteral("a \"b\" 'c' \\d $HOME {{ .Values.x }}") },
        { QStringLiteral("YAMLISH"), QStringLiteral("key: value # not a comment") },
        { QStringLiteral("UNICODE"), QString::fromUtf8("h\u00e9llo \u2713") },
        { QStringLiteral("dotted.name-1"), QStringLiteral("x") },
    };
    for (const auto &v : vars) {
        EnvVar e;
        e.name = v.first;
        e.value = v.second;
        e.secret = v.first == QLatin1String("FLAG"); // the caller filled it in from the keychain
        app.env.append(e);
    }
    RenderResult r;
    if (!renderProject(major, ChartFixtures::project(app), &r))
        return;
    const QList<Manifest> docs = r.manifests.forRelease(QStringLiteral("config-shop"));
    QCOMPARE(docs.size(), 1);
    const YAML::Node secret = load(docs.first());
    QCOMPARE(s(secret["kind"]), QStringLiteral("Secret"));
    QCOMPARE(s(secret["type"]), QStringLiteral("Opaque"));
    QCOMPARE(s(secret["metadata"]["name"]), QStringLiteral("config-shop"));
    QCOMPARE(s(secret["metadata"]["namespace"]), QStringLiteral("shop-prod"));
    QCOMPARE(s(secret["metadata"]["labels"]["app.kubernetes.io/part-of"]), QStringLiteral("shop"));
    QCOMPARE(secret["data"].size(), std::size_t(vars.size()));
    for (const auto &v : vars) {
        const YAML::Node encoded = secret["data"][v.first.toStdString()];
        QVERIFY2(encoded && encoded.IsScalar(), qPrintable(v.first));
        QCOMPARE(QString::fromUtf8(QByteArray::fromBase64(
                     QByteArray::fromStdString(encoded.Scalar()), QByteArray::AbortOnBase64DecodingErrors)),
            v.second);
    }
    // the Secret the pods read: envFrom of every workload names it, optional
    for (const Manifest &d : r.manifests.ofKind(QStringLiteral("Deployment")))
        QCOMPARE(s(at(load(d), QStringLiteral("spec.template.spec.containers.0.envFrom.0.secretRef.name"))),
            QStringLiteral("config-shop"));
    // values never leak into the app release (args keep "$(NAME)"; env holds only PORT)
    for (const Manifest &d : r.manifests.forRelease(QStringLiteral("shop")))
        QVERIFY2(
            !d.yaml.contains(QLatin1String("line two")) && !d.yaml.contains(QLatin1String("not a comment")),
            qPrintable(d.yaml));

    // no env: the Secret still exists (stable name for envFrom) and has no data key
    RenderResult empty;
    if (!renderProject(major, ChartFixtures::project(ChartFixtures::shopApp()), &empty))
        return;
    const YAML::Node bare = load(empty.manifests.forRelease(QStringLiteral("config-shop")).first());
    QCOMPARE(s(bare["metadata"]["name"]), QStringLiteral("config-shop"));
    QVERIFY(!bare["data"]);
}

void TestReleases::hostPathBinding()
{
    QFETCH(int, major);
    RenderResult r;
    if (!storage(major, &r))
        return;
    const QList<Manifest> docs = r.manifests.forRelease(QStringLiteral("storage-data"));
    QCOMPARE(docs.size(), 2);
    QCOMPARE(docs.at(0).kind, QStringLiteral("PersistentVolume")); // apply order: the volume before its claim
    QCOMPARE(docs.at(1).kind, QStringLiteral("PersistentVolumeClaim"));

    const YAML::Node pv = load(docs.at(0));
    QCOMPARE(s(pv["metadata"]["name"]), QStringLiteral("data"));
    QVERIFY(!pv["metadata"]["namespace"]); // cluster-scoped
    const YAML::Node spec = pv["spec"];
    QCOMPARE(s(spec["capacity"]["storage"]), QStringLiteral("5Gi"));
    QCOMPARE(spec["accessModes"].size(), std::size_t(1));
    QCOMPARE(s(spec["accessModes"][0]), QStringLiteral("ReadWriteOnce"));
    QCOMPARE(s(spec["persistentVolumeReclaimPolicy"]), QStringLiteral("Retain"));
    QVERIFY(spec["storageClassName"].IsScalar());
    QCOMPARE(s(spec["storageClassName"]), QString());
    QCOMPARE(s(spec["hostPath"]["path"]), QStringLiteral("/srv/shop/data"));
    QCOMPARE(stringMap(spec["claimRef"]),
        (QMap<QString, QString> { { QStringLiteral("namespace"), QStringLiteral("shop-prod") },
            { QStringLiteral("name"), QStringLiteral("data") } }));
    QCOMPARE(spec.size(), std::size_t(6)); // nothing else: no provisioner hints, no node affinity

    const YAML::Node pvc = load(docs.at(1));
    QCOMPARE(s(pvc["metadata"]["name"]), QStringLiteral("data"));
    QCOMPARE(s(pvc["metadata"]["namespace"]), QStringLiteral("shop-prod"));
    QVERIFY(pvc["spec"]["storageClassName"].IsScalar());
    QCOMPARE(s(pvc["spec"]["storageClassName"]), QString()); // "" binds statically, no provisioning
    QCOMPARE(s(pvc["spec"]["volumeName"]), QStringLiteral("data"));
    QCOMPARE(s(pvc["spec"]["accessModes"][0]), QStringLiteral("ReadWriteOnce"));
    QCOMPARE(s(pvc["spec"]["resources"]["requests"]["storage"]), QStringLiteral("5Gi"));

    // labels and annotations of the entry on both, next to ours; user values stay strings
    for (const YAML::Node &doc : { pv, pvc }) {
        const auto labels = stringMap(doc["metadata"]["labels"]);
        QCOMPARE(labels.value(QStringLiteral("tier")), QStringLiteral("db"));
        QCOMPARE(labels.value(QStringLiteral("backup")), QStringLiteral("NO"));
        QCOMPARE(labels.value(QStringLiteral("app.kubernetes.io/name")), QStringLiteral("data"));
        QCOMPARE(labels.value(QStringLiteral("app.kubernetes.io/instance")), QStringLiteral("storage-data"));
        QCOMPARE(labels.value(QStringLiteral("helmdeck.dev/managed")), QStringLiteral("true"));
        QCOMPARE(stringMap(doc["metadata"]["annotations"]).value(QStringLiteral("example.com/note")),
            QStringLiteral("0755"));
    }
    for (const Manifest &m : docs) {
        QVERIFY2(m.yaml.contains(QLatin1String("\"example.com/note\": \"0755\"")), qPrintable(m.yaml));
        QVERIFY2(m.yaml.contains(QLatin1String("\"backup\": \"NO\"")), qPrintable(m.yaml));
    }
}

void TestReleases::defaultAndNamedClass()
{
    QFETCH(int, major);
    RenderResult r;
    if (!storage(major, &r))
        return;
    // the cluster's default class: no storageClassName key at all (an empty one would mean "no class")
    const QList<Manifest> cache = r.manifests.forRelease(QStringLiteral("storage-cache"));
    QCOMPARE(cache.size(), 1);
    QCOMPARE(cache.first().kind, QStringLiteral("PersistentVolumeClaim"));
    QVERIFY2(!cache.first().yaml.contains(QLatin1String("storageClassName")), qPrintable(cache.first().yaml));
    const YAML::Node pvc = load(cache.first());
    QVERIFY(!pvc["spec"]["storageClassName"]);
    QVERIFY(!pvc["spec"]["volumeName"]);
    QCOMPARE(s(pvc["spec"]["resources"]["requests"]["storage"]), QStringLiteral("1Gi"));

    const QList<Manifest> media = r.manifests.forRelease(QStringLiteral("storage-media"));
    QCOMPARE(media.size(), 1); // a class-backed entry has no PV of its own
    const YAML::Node m = load(media.first());
    QCOMPARE(s(m["spec"]["storageClassName"]), QStringLiteral("longhorn"));
    QCOMPARE(s(m["spec"]["accessModes"][0]), QStringLiteral("ReadWriteMany"));
    QVERIFY(!m["spec"]["volumeName"]);
    QCOMPARE(r.manifests.ofKind(QStringLiteral("PersistentVolume")).size(), 1);
}

void TestReleases::mountsPerWorkload()
{
    QFETCH(int, major);
    RenderResult r;
    if (!storage(major, &r))
        return;
    const QStringList everywhere { QStringLiteral("data:/data"),
        QStringLiteral("data:/backup:backup:ro=true") };
    struct Expected
    {
        QString kind;
        QString name;
        QStringList volumes;
        QStringList mounts;
    };
    const QList<Expected> expected = {
        { QStringLiteral("Deployment"), QStringLiteral("shop-web"),
            { QStringLiteral("data=data"), QStringLiteral("cache=cache"), QStringLiteral("media=media") },
            everywhere + QStringList { QStringLiteral("cache:/cache"), QStringLiteral("media:/media") } },
        { QStringLiteral("Deployment"), QStringLiteral("shop-worker"), { QStringLiteral("data=data") },
            everywhere },
        { QStringLiteral("Deployment"), QStringLiteral("shop-metrics"), { QStringLiteral("data=data") },
            everywhere },
    };
    for (const Expected &e : expected) {
        const Manifest *doc = r.manifests.find(e.kind, e.name);
        QVERIFY2(doc, qPrintable(e.name));
        const YAML::Node pod = at(load(*doc), QStringLiteral("spec.template.spec"));
        QCOMPARE(volumeList(pod), e.volumes); // one volume per entry although data is mounted twice
        QCOMPARE(mountList(pod["containers"][0]), e.mounts);
    }
    const QList<Manifest> crons = r.manifests.ofKind(QStringLiteral("CronJob"));
    QCOMPARE(crons.size(), 2);
    for (const Manifest &c : crons) {
        const YAML::Node pod = at(load(c), QStringLiteral("spec.jobTemplate.spec.template.spec"));
        QCOMPARE(
            volumeList(pod), (QStringList { QStringLiteral("data=data"), QStringLiteral("cache=cache") }));
        QCOMPARE(
            mountList(pod["containers"][0]), everywhere + QStringList { QStringLiteral("cache:/cache") });
    }
    // no pod anywhere has two volumes of one name, and every mount names one of its volumes
    for (const Manifest &m : r.manifests.forRelease(QStringLiteral("shop"))) {
        const YAML::Node doc = load(m);
        const YAML::Node pod = m.kind == QLatin1String("CronJob")
            ? at(doc, QStringLiteral("spec.jobTemplate.spec.template.spec"))
            : at(doc, QStringLiteral("spec.template.spec"));
        if (!pod)
            continue;
        QSet<QString> names;
        for (const auto &v : pod["volumes"]) {
            QVERIFY2(!names.contains(s(v["name"])), qPrintable(m.name + QStringLiteral(": ") + s(v["name"])));
            names.insert(s(v["name"]));
        }
        for (const auto &vm : pod["containers"][0]["volumeMounts"])
            QVERIFY2(names.contains(s(vm["name"])), qPrintable(m.name));
    }

    // without mounts nothing storage-related is rendered
    RenderResult plain;
    if (!renderProject(major, ChartFixtures::project(ChartFixtures::shopApp()), &plain))
        return;
    for (const Manifest &m : plain.manifests.documents())
        QVERIFY2(
            !m.yaml.contains(QLatin1String("volumes:")) && !m.yaml.contains(QLatin1String("volumeMounts:")),
            qPrintable(m.yaml));
}

void TestReleases::schemaValid()
{
    QFETCH(int, major);
    RenderResult r;
    if (!storage(major, &r))
        return;
    QString output;
    const int rc = ChartFixtures::validateSchema(r.manifests.toYaml(true).toUtf8(), &output);
    if (rc < 0)
        QFAIL(qPrintable(output));
    QVERIFY2(rc == 0, qPrintable(output));
    QVERIFY2(output.contains(QStringLiteral("ok: %1 documents valid").arg(r.manifests.documents().size())),
        qPrintable(output));
}

void TestReleases::runJobValues()
{
    // the one-off Job's template comes later; its values already carry the run mounts
    const Project p = ChartFixtures::storageProject();
    const YAML::Node values = YAML::Load(ChartWriter::valuesYaml(p.apps.first()).toStdString());
    const YAML::Node run = values["run"];
    QVERIFY(run.IsMap());
    QCOMPARE(s(run["containerName"]), QStringLiteral("shop-run"));
    QStringList volumes;
    for (const auto &v : run["volumes"])
        volumes << s(v["name"]) + QLatin1Char('=') + s(v["claimName"]);
    QCOMPARE(volumes, (QStringList { QStringLiteral("data=data"), QStringLiteral("media=media") }));
    QCOMPARE(mountList(run),
        (QStringList { QStringLiteral("data:/data:ro=false"), QStringLiteral("data:/backup:backup:ro=true"),
            QStringLiteral("media:/media:ro=false"), QStringLiteral("data:/scratch:tmp:ro=false") }));
    QVERIFY(values["image"]["pullSecrets"].IsSequence());
}

QTEST_GUILESS_MAIN(TestReleases)
#include "tst_releases.moc"
