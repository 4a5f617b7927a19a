// SPDX-License-Identifier: GPL-3.0-or-later
// Strict mode (docs/project-file.md "Strict mode"): each kind of warning × {strict off, --strict, the
// project's strict: true} → the finding's severity and whether the job is refused — through the
// import, the project file and the validator, and through JobSetup and the deploy preflight (what
// the window's Deploy and `helmdeck deploy` run). The command line's exit codes: tst_clistrict.
#include "deploy/deployplanner.h"
#include "deploy/jobsetup.h"
#include "io/appimporter.h"
#include "io/projectfile.h"
#include "model/strictmode.h"
#include "model/validator.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace HelmDeck;

namespace {

enum class Mode
{
    Off,
    Flag, ///< --strict (JobSetup::Request::strict)
    Project ///< strict: true in the project file
};

const Finding *findingWith(const Findings &findings, const QString &text)
{
    for (const Finding &f : findings) {
        if (f.message.contains(text))
            return &f;
    }
    return nullptr;
}

bool writeFile(const QString &path, const QByteArray &data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

QString dump(const Findings &findings)
{
    QStringList out;
    for (const Finding &f : findings)
        out << f.toString();
    return out.join(QLatin1Char('\n'));
}

// A project file of app "shop" whose web process is @p web (a YAML flow map's inside) and @p extra app keys.
QByteArray projectText(Mode mode, const QByteArray &image, const QByteArray &web, const QByteArray &extra)
{
    return QByteArray("schemaVersion: 1\n") + (mode == Mode::Project ? "strict: true\n" : "")
        + "apps:\n  - name: shop\n    image: " + image
        + "\n    processes:\n      - {name: web, command: serve, " + web + ", ports: [\"http:80:5000\"]}\n" + extra;
}

void addModes(const char *kind, const QByteArray &image, const QByteArray &web, const QByteArray &extra,
    const char *message)
{
    const struct
    {
        const char *name;
        Mode mode;
        bool error;
    } modes[] = { { "strict off: a warning", Mode::Off, false }, { "--strict: an error", Mode::Flag, true },
        { "strict: true in the project: an error", Mode::Project, true } };
    for (const auto &m : modes)
        QTest::addRow("%s, %s", kind, m.name)
            << projectText(m.mode, image, web, extra) << (m.mode == Mode::Flag) << QString::fromUtf8(message)
            << m.error;
}

} // namespace

class TestStrictMode : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QProcessEnvironment m_env;

    JobSetup::Request request(const Project &project, bool strict, bool deploys) const
    {
        JobSetup::Request r;
        r.project = project;
        r.appName = QStringLiteral("shop");
        r.environment = m_env;
        r.settings = GlobalSettings();
        HelmTool helm;
        helm.program = QStringLiteral("/usr/bin/helm");
        helm.major = 3;
        r.helm = helm;
        KubectlTool kubectl;
        kubectl.program = QStringLiteral("/usr/bin/kubectl");
        r.kubectl = kubectl;
        r.strict = strict;
        r.deploys = deploys;
        return r;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        const QString kubeconfig = m_dir.filePath(QStringLiteral("kubeconfig"));
        QVERIFY(writeFile(kubeconfig,
            "apiVersion: v1\nkind: Config\ncurrent-context: k3s\n"
            "clusters:\n- name: k3s\n  cluster: {server: https://127.0.0.1:6443}\n"
            "contexts:\n- name: k3s\n  context: {cluster: k3s, user: dev}\n"
            "users:\n- name: dev\n  user: {}\n"));
        m_env = QProcessEnvironment::systemEnvironment();
        m_env.insert(QStringLiteral("KUBECONFIG"), kubeconfig);
        m_env.insert(QStringLiteral("HOME"), m_dir.path());
        m_env.insert(QStringLiteral("DOCKER_CONFIG"), m_dir.filePath(QStringLiteral("docker")));
    }

    // An app folder imported on the fly has no project file, so only --strict applies to it.
    void importedFolder_data()
    {
        QTest::addColumn<QByteArray>("appJson");
        QTest::addColumn<bool>("strict");
        QTest::addColumn<QString>("message");
        const struct
        {
            const char *kind, *appJson, *message;
        } kinds[] = {
            { "an unknown app.json key", R"({"crons": []})", "\"crons\"" },
            { "a formation scaling web (the domains' process) to 0",
                R"({"formation": {"web": {"quantity": 0}}})", "scales web to 0" },
            { "an app.json feature HelmDeck does not run (autoscaling)",
                R"({"formation": {"web": {"autoscaling": {"min_quantity": 1}}}})",
                "is not supported by HelmDeck" },
            { "an unsupported health-check field (content)",
                R"({"healthchecks": {"web": [{"type": "startup", "path": "/", "content": "ok"}]}})",
                "\"content\" matching is not supported" },
        };
        for (const auto &k : kinds) {
            QTest::addRow("%s, strict off: a warning", k.kind)
                << QByteArray(k.appJson) << false << QString::fromUtf8(k.message);
            QTest::addRow("%s, --strict: an error", k.kind)
                << QByteArray(k.appJson) << true << QString::fromUtf8(k.message);
        }
    }
    void importedFolder()
    {
        QFETCH(QByteArray, appJson);
        QFETCH(bool, strict);
        QFETCH(QString, message);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QVERIFY(writeFile(dir.filePath(QStringLiteral("Procfile")), "web: serve\n"));
        QVERIFY(writeFile(dir.filePath(QStringLiteral("app.json")), appJson));
        const ImportResult r = AppImporter::importFolder(
            dir.path(), QStringLiteral("shop"), QStringLiteral("registry.example.com/shop:1"));
        QVERIFY2(r.ok, qPrintable(dump(r.findings)));
        // what `check APP_DIR` and `render APP_DIR` judge: the import's findings and the validator's
        const Findings all = StrictMode::apply(
            r.findings + Validator::validate(r.project), StrictMode::isOn(r.project, strict));
        const Finding *f = findingWith(all, message);
        QVERIFY2(f, qPrintable(dump(all)));
        QCOMPARE(f->severity, strict ? Finding::Severity::Error : Finding::Severity::Warning);
        QCOMPARE(f->message.endsWith(QLatin1String("(an error in strict mode)")), strict);
        QCOMPARE(hasErrors(all), strict);
        // infos stay infos (the import summary among them)
        QVERIFY(findingWith(all, QStringLiteral("read Procfile"))->severity == Finding::Severity::Info);
    }

    void projectFile_data()
    {
        QTest::addColumn<QByteArray>("file");
        QTest::addColumn<bool>("flag");
        QTest::addColumn<QString>("message");
        QTest::addColumn<bool>("error");
        const QByteArray image("registry.example.com/shop:1");
        addModes("an unknown project-file key", image, "replica: 2", "", "unknown key");
        addModes("web scaled to 0 while the app has domains", image, "replicas: 0",
            "    domains: [shop.example.com]\n", "route to no pods");
        addModes("an unsupported health-check field (content)", image,
            "healthchecks: [{type: startup, path: /, content: ok}]", "", "unknown key \"content\"");
        addModes("an image without a registry", "shop:1", "replicas: 1", "", "names no registry");
    }
    void projectFile()
    {
        QFETCH(QByteArray, file);
        QFETCH(bool, flag);
        QFETCH(QString, message);
        QFETCH(bool, error);
        const ProjectLoadResult r = ProjectFile::parse(file, QStringLiteral("helmdeck.yaml"));
        QVERIFY2(r.ok, qPrintable(dump(r.findings)));
        QCOMPARE(r.project.strict, file.contains("strict: true"));
        // what `check PROJECT` judges
        const Findings all = StrictMode::apply(
            r.findings + Validator::validate(r.project), StrictMode::isOn(r.project, flag));
        const Finding *f = findingWith(all, message);
        QVERIFY2(f, qPrintable(dump(all)));
        QCOMPARE(f->severity, error ? Finding::Severity::Error : Finding::Severity::Warning);
        QCOMPARE(hasErrors(all), error);
    }

    // The deploy path (the window's Deploy and `helmdeck deploy`): JobSetup, then the preflight.
    void deployPreflight_data()
    {
        QTest::addColumn<QByteArray>("file");
        QTest::addColumn<bool>("flag");
        QTest::addColumn<QString>("message");
        QTest::addColumn<bool>("error");
        addModes(
            "a loopback registry image", "localhost:5000/shop:1", "replicas: 1", "", "loopback registry");
        addModes("web scaled to 0 while the app has domains", "registry.example.com/shop:1", "replicas: 0",
            "    domains: [shop.example.com]\n", "route to no pods");
    }
    void deployPreflight()
    {
        QFETCH(QByteArray, file);
        QFETCH(bool, flag);
        QFETCH(QString, message);
        QFETCH(bool, error);
        const ProjectLoadResult loaded = ProjectFile::parse(file, QStringLiteral("helmdeck.yaml"));
        QVERIFY2(loaded.ok, qPrintable(dump(loaded.findings)));
        const JobSetup::Result setup = JobSetup::resolve(request(loaded.project, flag, true));
        QVERIFY2(setup.ok(), qPrintable(dump(setup.findings)));
        QCOMPARE(setup.options.strict, error);
        Findings findings;
        const Plan plan
            = DeployPlanner::deploy(setup.project, QStringLiteral("shop"), setup.options, &findings);
        QVERIFY(!plan.steps.isEmpty());
        const Finding *f = findingWith(findings, message);
        if (!error) {
            // a validator warning is not the preflight's business unless strict; a preflight one is shown
            if (f)
                QCOMPARE(f->severity, Finding::Severity::Warning);
            QVERIFY2(!hasErrors(findings), qPrintable(dump(findings)));
            return;
        }
        QVERIFY2(f, qPrintable(dump(findings)));
        QCOMPARE(f->severity, Finding::Severity::Error);
        QVERIFY(hasErrors(findings)); // the plan is refused before anything runs
    }

    void theProjectSettingLeavesJobsThatDoNotDeployAlone()
    {
        const ProjectLoadResult loaded
            = ProjectFile::parse(projectText(Mode::Project, "localhost:5000/shop:1", "replicas: 1", ""),
                QStringLiteral("helmdeck.yaml"));
        QVERIFY(loaded.ok);
        QVERIFY(!JobSetup::resolve(request(loaded.project, false, false))
                     .options.strict); // destroy, diff, storage
        QVERIFY(JobSetup::resolve(request(loaded.project, true, false)).options.strict); // unless asked
    }

    void theSettingRoundTripsThroughTheProjectFile()
    {
        Project p;
        App app;
        app.name = QStringLiteral("shop");
        app.image = QStringLiteral("registry.example.com/shop:1");
        p.apps.append(app);
        QVERIFY(!ProjectFile::serialize(p).contains("strict"));
        p.strict = true;
        const QByteArray text = ProjectFile::serialize(p);
        QVERIFY(text.contains("\nstrict: true\n"));
        const ProjectLoadResult back = ProjectFile::parse(text, QStringLiteral("helmdeck.yaml"));
        QVERIFY(back.ok && back.project.strict);
        QCOMPARE(back.project.locate(QStringLiteral("strict")).line, 3); // after the header and schemaVersion
        const ProjectLoadResult bad = ProjectFile::parse(
            "schemaVersion: 1\nstrict: yes\napps: []\n", QStringLiteral("helmdeck.yaml"));
        QVERIFY(!bad.ok);
        QCOMPARE(bad.findings.constFirst().fieldPath, QStringLiteral("strict"));
        QCOMPARE(bad.findings.constFirst().location.line, 2);
    }
};

QTEST_GUILESS_MAIN(TestStrictMode)
#include "tst_strictmode.moc"
