// SPDX-License-Identifier: GPL-3.0-or-later
// Strict mode (docs/project-file.md "Strict mode"): each kind of warning × {strict off, --strict, the
// project's strict: true} → the finding's severity and whether the job is refused — through the
// import, the project file and the validator, and through JobSetup and the deploy preflight (what
// the window's Deploy and `helmdeck deploy` run). The command line's exit codes: tst_clistrict.
#include "deployfixtures.h"

#include "deploy/deployplanner.h"
#include "deploy/jobsetup.h"
#include "io/appimporter.h"
#include "io/projectfile.h"
#include "model/strictmode.h"
#include "model/validator.h"
#include "strictkinds.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace HelmDeck;

namespace {

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

} // namespace

class TestStrictMode : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QProcessEnvironment m_env;

    JobSetup::Request request(const Project &project, bool strict, bool deploys) const
    {
        JobSetup::Request r = DeployFixtures::jobSetupRequest(project, m_env);
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
    void importedFolder_data() { StrictKinds::addAppJsonRows(""); }
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

    void projectFile_data() { StrictKinds::addProjectRows(); }
    void projectFile()
    {
        QFETCH(QByteArray, file);
        QFETCH(bool, flag);
        QFETCH(QString, message);
        QFETCH(bool, strict);
        const bool error = strict;
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
    void deployPreflight_data() { StrictKinds::addDeployRows(); }
    void deployPreflight()
    {
        QFETCH(QByteArray, file);
        QFETCH(bool, flag);
        QFETCH(QString, message);
        QFETCH(bool, strict);
        const bool error = strict;
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
            = ProjectFile::parse(StrictKinds::strictLoopbackProject(), QStringLiteral("helmdeck.yaml"));
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
