// SPDX-License-Identifier: GPL-3.0-or-later
// Raw manifests, schema validity of everything at once, security findings and the project-file round trip.
#include "securitycharttest.h"

#include <sys/stat.h>

using namespace SecurityChartTest;

class TestSecurityChartManifests : public SecurityChartTestBase
{
    Q_OBJECT
private Q_SLOTS:
    void rawManifestsVerbatim_data() { majors_data(); }
    void rawManifestsVerbatim();
    void everythingSchemaValid_data() { majors_data(); }
    void everythingSchemaValid();
    void findings_data();
    void findings();
    void badManifestPointsAtItsLine();
    void projectFileRoundTrip();
};

void TestSecurityChartManifests::rawManifestsVerbatim()
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

void TestSecurityChartManifests::everythingSchemaValid()
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

void TestSecurityChartManifests::findings_data()
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

void TestSecurityChartManifests::findings()
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

void TestSecurityChartManifests::badManifestPointsAtItsLine()
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

    // a file in the folder that cannot be read (a FIFO) is an error: a deploy without it would
    // silently apply less than the folder holds
    QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("k9s")));
    QCOMPARE(::mkfifo(QFile::encodeName(dir.filePath(QStringLiteral("k9s/a.yaml"))).constData(), 0600), 0);
    project.open(QIODevice::WriteOnly);
    project.write("schemaVersion: 1\napps:\n  - name: shop\n    image: \"r.example.com/shop:1\"\n    "
                  "manifests: \"k9s\"\n");
    project.close();
    const ProjectLoadResult fifo = ProjectFile::load(project.fileName());
    const Finding refused = findingAt(fifo.findings, QStringLiteral("apps[shop].manifests"));
    QCOMPARE(refused.severity, Finding::Severity::Error);
    QVERIFY2(refused.message.contains(QStringLiteral("FIFO"))
            && refused.message.endsWith(QStringLiteral("nothing is rendered or deployed without it")),
        qPrintable(refused.message));
}

void TestSecurityChartManifests::projectFileRoundTrip()
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

QTEST_GUILESS_MAIN(TestSecurityChartManifests)
#include "tst_securitychartmanifests.moc"
