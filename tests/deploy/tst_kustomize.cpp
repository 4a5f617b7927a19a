// SPDX-License-Identifier: GPL-3.0-or-later
// The kustomize post-render of an app (project file key "kustomize"): the preview shows what it
// printed, the deploy passes the same post-renderer to helm upgrade and the release holds its output,
// with Helm 3 (a script path) and Helm 4 (a post-renderer plugin); a bad folder is an error on the
// field's line.
#include "chartfixtures.h"
#include "deployfixtures.h"

#include "deploy/deployplanner.h"
#include "io/projectfile.h"
#include "render/renderjob.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace HelmDeck;
using namespace DeployFixtures;

namespace {

/** A kustomization that adds the annotation team=payments to the web Deployment "shop-web". */
const char Kustomization[] = "resources:\n"
                             "  - helmdeck-rendered.yaml\n"
                             "patches:\n"
                             "  - path: team.yaml\n";
const char Patch[] = "apiVersion: apps/v1\n"
                     "kind: Deployment\n"
                     "metadata:\n"
                     "  name: shop-web\n"
                     "  namespace: shop\n"
                     "  annotations:\n"
                     "    team: payments\n";

bool writeFile(const QString &path, const QByteArray &content)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(content) == content.size();
}

} // namespace

class TestKustomize : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        qRegisterMetaType<HelmDeck::RunResult>();
        QVERIFY(m_tmp.isValid());
        // the preview finds kubectl as the app does: $HELMDECK_KUBECTL
        QVERIFY(!qEnvironmentVariableIsEmpty("HELMDECK_TEST_KUBECTL"));
        qputenv("HELMDECK_KUBECTL", qgetenv("HELMDECK_TEST_KUBECTL"));
        m_folder = QDir(m_tmp.path()).filePath(QStringLiteral("kustomize"));
        QVERIFY(QDir().mkpath(m_folder));
        QVERIFY(writeFile(QDir(m_folder).filePath(QStringLiteral("kustomization.yaml")), Kustomization));
        QVERIFY(writeFile(QDir(m_folder).filePath(QStringLiteral("team.yaml")), Patch));
    }

    void previewShowsThePostRenderedManifests_data() { majors(); }
    void previewShowsThePostRenderedManifests()
    {
        QFETCH(int, major);
        Project project = sampleProject();
        project.apps[0].kustomizePath = QStringLiteral("kustomize");
        project.apps[0].kustomizeDir = m_folder;
        RenderJob job(HelmTool::detect(ChartFixtures::helmPath(major)));
        job.setCredentialEnvironment(ChartFixtures::noCredentials());
        QSignalSpy spy(&job, &RenderJob::finished);
        job.start(project);
        QVERIFY(spy.wait(60000));
        const RenderResult r = spy.first().first().value<RenderResult>();
        QVERIFY2(r.ok, qPrintable(r.errorText));
        const QString web = webDeployment(r.manifests);
        QVERIFY2(web.contains(QLatin1String("team: payments")), qPrintable(web));
        // only the web Deployment is patched, and the rest of the app is still there
        QVERIFY(!workerDeployment(r.manifests).contains(QLatin1String("team: payments")));
    }

    void deployInstallsThePostRenderedManifests_data() { majors(); }
    void deployInstallsThePostRenderedManifests()
    {
        QFETCH(int, major);
        TestUtil::ClusterFixture cluster(major);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        cluster.addStorageClass(QStringLiteral("longhorn"), QStringLiteral("Immediate"), false);
        Project project = sampleProject();
        project.apps[0].kustomizePath = QStringLiteral("kustomize");
        project.apps[0].kustomizeDir = m_folder;
        Findings findings;
        const Plan plan = DeployPlanner::deploy(project, QStringLiteral("shop"), options(cluster), &findings);
        QVERIFY(!hasErrors(findings));
        const Run r = run(plan, cluster);
        QVERIFY2(r.result.ok, qPrintable(r.result.message));

        QString upgrade;
        for (const QString &line : commandLines(cluster, QStringLiteral("helm"))) {
            if (line.startsWith(QLatin1String("upgrade --install shop ")))
                upgrade = line;
        }
        const QString renderer = major >= 4 ? QStringLiteral("--post-renderer helmdeck-kustomize ")
                                            : QStringLiteral("/kustomize.sh ");
        QVERIFY2(upgrade.contains(renderer), qPrintable(upgrade));
        QVERIFY2(upgrade.contains(QStringLiteral("--post-renderer-args ") + m_folder), qPrintable(upgrade));
        QVERIFY2(!upgrade.contains(canary()), qPrintable(upgrade));
        // the config release is not post-rendered
        for (const QString &line : commandLines(cluster, QStringLiteral("helm"))) {
            if (line.startsWith(QLatin1String("upgrade --install config-shop ")))
                QVERIFY2(!line.contains(QLatin1String("--post-renderer")), qPrintable(line));
        }

        const QString manifest = cluster.release(QStringLiteral("shop"), QStringLiteral("shop"))
                                     .last()[QStringLiteral("manifest")]
                                     .toString();
        const QString web = document(manifest, QStringLiteral("Deployment"), QStringLiteral("shop-web"));
        QVERIFY2(web.contains(QLatin1String("team: payments")), qPrintable(manifest));
        const QJsonObject live = cluster
                                     .object(QStringLiteral("shop"), QStringLiteral("Deployment"),
                                         QStringLiteral("shop-web"))[QStringLiteral("metadata")]
                                     .toObject()[QStringLiteral("annotations")]
                                     .toObject();
        QCOMPARE(live[QStringLiteral("team")].toString(), QStringLiteral("payments"));
    }

    void deployRefusesAFolderThatWasNotResolved()
    {
        TestUtil::ClusterFixture cluster(3);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        Project project = sampleProject();
        project.apps[0].kustomizePath = QStringLiteral("kustomize"); // set in the form, not yet resolved
        Findings findings;
        DeployPlanner::deploy(project, QStringLiteral("shop"), options(cluster), &findings);
        bool refused = false;
        for (const Finding &f : findings)
            refused = refused
                || (f.severity == Finding::Severity::Error
                    && f.fieldPath == QLatin1String("apps[shop].kustomize"));
        QVERIFY(refused);
    }

    void badFolderIsAnErrorOnItsLine_data()
    {
        QTest::addColumn<QString>("folder");
        QTest::addColumn<QByteArray>("kustomization");
        QTest::addColumn<QString>("message");
        QTest::newRow("a folder that does not exist")
            << QStringLiteral("missing") << QByteArray() << QStringLiteral("does not exist");
        QTest::newRow("a folder without kustomization.yaml")
            << QStringLiteral("empty") << QByteArray() << QStringLiteral("no readable kustomization.yaml");
        QTest::newRow("a kustomization that does not list the rendered manifests")
            << QStringLiteral("unlisted") << QByteArray("patches: []\n")
            << QStringLiteral("does not list helmdeck-rendered.yaml");
    }
    void badFolderIsAnErrorOnItsLine()
    {
        QFETCH(QString, folder);
        QFETCH(QByteArray, kustomization);
        QFETCH(QString, message);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        if (folder != QLatin1String("missing"))
            QVERIFY(QDir(dir.path()).mkpath(folder));
        if (!kustomization.isEmpty())
            QVERIFY(writeFile(
                QDir(dir.path()).filePath(folder + QStringLiteral("/kustomization.yaml")), kustomization));
        const QString file = QDir(dir.path()).filePath(QStringLiteral("helmdeck.yaml"));
        QVERIFY(writeFile(file,
            "schemaVersion: 1\napps:\n  - name: \"shop\"\n    image: \"registry.example.com/shop:1\"\n"
            "    kustomize: \""
                + folder.toUtf8() + "\"\n"));
        const ProjectLoadResult loaded = ProjectFile::load(file);
        QVERIFY(loaded.ok);
        const Finding *error = nullptr;
        for (const Finding &f : loaded.findings) {
            if (f.fieldPath == QLatin1String("apps[shop].kustomize"))
                error = &f;
        }
        QVERIFY(error);
        QCOMPARE(error->severity, Finding::Severity::Error);
        QVERIFY2(error->message.contains(message), qPrintable(error->message));
        QCOMPARE(error->location.line, 5);
        QVERIFY(loaded.project.apps.at(0).kustomizeDir.isEmpty());
    }

    void goodFolderIsResolvedAndKept()
    {
        const QString file = QDir(m_tmp.path()).filePath(QStringLiteral("helmdeck.yaml"));
        QVERIFY(writeFile(file,
            "schemaVersion: 1\napps:\n  - name: \"shop\"\n    image: \"registry.example.com/shop:1\"\n"
            "    kustomize: \"kustomize\"\n"));
        const ProjectLoadResult loaded = ProjectFile::load(file);
        QVERIFY(loaded.ok);
        QCOMPARE(loaded.project.apps.at(0).kustomizeDir, m_folder);
        QVERIFY(ProjectFile::serialize(loaded.project).contains("kustomize: \"kustomize\""));
    }

private:
    static void majors()
    {
        QTest::addColumn<int>("major");
        QTest::newRow("helm3") << 3;
        QTest::newRow("helm4") << 4;
    }
    static QString named(const ManifestSet &set, const QString &name)
    {
        for (const Manifest &m : set.documents()) {
            if (m.kind == QLatin1String("Deployment") && m.name == name)
                return m.yaml;
        }
        return QString();
    }
    static QString webDeployment(const ManifestSet &set) { return named(set, QStringLiteral("shop-web")); }
    static QString workerDeployment(const ManifestSet &set)
    {
        return named(set, QStringLiteral("shop-worker"));
    }

    QTemporaryDir m_tmp;
    QString m_folder;
};

QTEST_GUILESS_MAIN(TestKustomize)
#include "tst_kustomize.moc"
