// SPDX-License-Identifier: GPL-3.0-or-later
// Chart → Publish Chart... in a real window: the wizard opens on the open project's app chart,
// writes it on Next, and the version of a project outside git is typed in; the wizard's publish
// runs on the window's runner, so the window's progress panel shows its steps.
#include "jobs/deploycontroller.h"
#include "jobs/progressmodel.h"
#include "jobs/progresspanel.h"
#include "publish/chartpage.h"
#include "publish/publishcontroller.h"
#include "publish/publishwizard.h"
#include "publish/registrypage.h"
#include "publish/runpage.h"
#include "publish/variantspage.h"
#include "publish/versionpage.h"
#include "registryfixture.h"
#include "windowfixture.h"

#include <QAbstractButton>
#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QGuiApplication>
#include <QLineEdit>
#include <QMenuBar>
#include <QRadioButton>
#include <QScreen>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace HelmDeck;

namespace {

QString str(const char *text)
{
    return QString::fromUtf8(text);
}

const char *const Sha = "0123456789abcdef0123456789abcdef01234567";

QString makeChart(const QString &root)
{
    const QString dir = root + str("/web");
    QDir().mkpath(dir + str("/templates"));
    const auto write = [&](const char *name, const QByteArray &data) {
        QFile f(dir + QLatin1Char('/') + QLatin1String(name));
        return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
    };
    write("Chart.yaml", "apiVersion: v2\nname: web\nversion: 0.1.0\n");
    write("values.yaml", "image:\n  repository: ghcr.io/acme/web\n  tag: dev\n");
    write("templates/pod.yaml",
        "apiVersion: v1\nkind: Pod\nmetadata:\n  name: web\nspec:\n  containers:\n    - name: web\n      "
        "image: \"{{ .Values.image.repository }}:{{ .Values.image.tag }}\"\n");
    return dir;
}

QStringList titles(const ProgressModel *model)
{
    QStringList out;
    for (int row = 0; row < model->rowCount(); ++row)
        out << model->index(row, ProgressModel::StepColumn).data().toString();
    return out;
}

} // namespace

class TestPublishController : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QString error;
        QVERIFY2(m_fixture.init(str("tst_publishcontroller"), &error), qPrintable(error));
    }

    void theChartMenuOpensTheWizardOnTheAppChart()
    {
        auto w = m_fixture.makeWindow();
        QVERIFY(WindowFixture::openAndWait(w.get(), m_fixture.writeProject(str("publish.yaml"))));
        PublishController *controller = w->publishController();
        QVERIFY(controller);
        QAction *action = controller->publishAction();
        QVERIFY(action);
        QStringList menus;
        for (QAction *menu : w->menuBar()->actions())
            menus << menu->text();
        QVERIFY2(menus.contains(str("Cha&rt")), qPrintable(menus.join(str(", "))));

        QSignalSpy shown(controller, &PublishController::wizardShown);
        action->trigger();
        QCOMPARE(shown.count(), 1);
        PublishWizard *wizard = controller->wizard();
        QVERIFY(wizard);
        QVERIFY(wizard->isVisible());
        action->trigger(); // one wizard at a time
        QCOMPARE(controller->wizard(), wizard);

        // With HELMDECK_WIZARD_SHOTS=DIR (under Xvfb): the screen, the wizard over the window.
        const QString shots = qEnvironmentVariable("HELMDECK_WIZARD_SHOTS");
        if (!shots.isEmpty()) {
            QTest::qWait(500);
            QVERIFY(QGuiApplication::primaryScreen()->grabWindow(0).save(
                QDir(shots).filePath(str("0-window.png"))));
        }

        ChartPage *chart = wizard->chartPage();
        QVERIFY(chart->appChartButton()->isEnabled());
        QVERIFY2(chart->appChartButton()->text().contains(str("python")),
            qPrintable(chart->appChartButton()->text()));
        chart->appChartButton()->click();
        QVERIFY(chart->isComplete());
        QCOMPARE(chart->defaultImageRepository(), str("registry.example.com/team/python"));

        // Next writes the app chart into the wizard's private folder.
        QSignalSpy detected(wizard->versionPage(), &VersionPage::detectionFinished);
        wizard->next();
        QCOMPARE(wizard->currentId(), int(PublishWizard::VersionPageId));
        QVERIFY(QFile::exists(QDir(chart->chartDir()).filePath(str("Chart.yaml"))));
        QVERIFY(!chart->chartDir().startsWith(QDir(m_fixture.path(QString())).absolutePath()));
        QCOMPARE(wizard->request().appChart, true);

        // The project is in no git work tree: the detection says so and blocks Next until a version is typed.
        QVERIFY(detected.wait(60000));
        VersionPage *version = wizard->versionPage();
        QCOMPARE(int(version->context().kind), int(VersionContext::Kind::None));
        QVERIFY(!version->isComplete());
        version->kindCombo()->setCurrentIndex(version->kindCombo()->findText(str("Release")));
        QTest::keyClicks(version->releaseTagEdit(), str("v3.0.0"));
        QTest::keyClicks(version->shaEdit(), str(Sha));
        QVERIFY2(version->isComplete(), qPrintable(version->context().findings.value(0).message));
        QCOMPARE(version->context().releaseTag, str("v3.0.0"));

        wizard->next();
        QCOMPARE(wizard->currentId(), int(PublishWizard::VariantsPageId));
        QCOMPARE(
            wizard->variantsPage()->imageRepositoryEdit()->text(), str("registry.example.com/team/python"));
        QVERIFY(wizard->variantsPage()->isComplete());
        wizard->close();
        QTRY_VERIFY(!controller->wizard()); // deleted on close
    }

    void theWizardsPublishRunsInTheWindowsProgressPanel()
    {
        TestUtil::RegistryFixture registry;
        QVERIFY2(registry.start(), qPrintable(registry.error()));
        for (const char *tag : { "v1.2.3", "sha-0123456", "v1", "latest" })
            QVERIFY(registry.pushImage(str("acme/web"), str(tag)));
        QTemporaryDir work;
        auto w = m_fixture.makeWindow();
        w->show();
        PublishController *controller = w->publishController();
        controller->openWizard();
        PublishWizard *wizard = controller->wizard();
        QVERIFY(wizard);
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (const char *name : { "GITHUB_SHA", "CI_COMMIT_SHA" })
            env.remove(QString::fromLatin1(name));
        env.insert(str("DOCKER_CONFIG"), work.path() + str("/no-docker"));
        env.insert(str("HELM_REGISTRY_CONFIG"), work.path() + str("/no-helm.json"));
        env.insert(str("SOURCE_DATE_EPOCH"), str("1700000000"));
        wizard->setEnvironment(env);
        wizard->setChartFolder(makeChart(work.path()));

        QSignalSpy detected(wizard->versionPage(), &VersionPage::detectionFinished);
        wizard->next();
        QVERIFY(detected.wait(60000)); // a folder outside git: the version is typed in
        VersionPage *version = wizard->versionPage();
        version->kindCombo()->setCurrentIndex(version->kindCombo()->findText(str("Release")));
        QTest::keyClicks(version->releaseTagEdit(), str("v1.2.3"));
        QTest::keyClicks(version->shaEdit(), str(Sha));
        QVERIFY(version->isComplete());
        wizard->next();
        wizard->variantsPage()->imageRepositoryEdit()->clear();
        QTest::keyClicks(wizard->variantsPage()->imageRepositoryEdit(), registry.host() + str("/acme/web"));
        wizard->next();
        QCOMPARE(wizard->currentId(), int(PublishWizard::RegistryPageId));
        QTest::keyClicks(wizard->registryPage()->urlEdit(), str("oci://%1/charts").arg(registry.host()));
        wizard->registryPage()->plainHttpBox()->setChecked(true);
        QSignalSpy checked(wizard->checksPage(), &RunPage::runFinished);
        wizard->next();
        QVERIFY(checked.wait(120000));
        QVERIFY2(wizard->checksPage()->result().ok, qPrintable(wizard->checksPage()->statusText()));
        // The checks change nothing: they stay in the wizard, the window's panel is not used.
        DeployController *jobs = w->deployController();
        QVERIFY(wizard->checksPage()->runner() != jobs->runner());
        QCOMPARE(jobs->progressPanel()->model()->rowCount(), 0);
        wizard->next();
        QCOMPARE(wizard->currentId(), int(PublishWizard::ReviewPageId));

        QSignalSpy published(wizard->publishPage(), &RunPage::runFinished);
        QSignalSpy windowJobs(jobs->runner(), &Runner::finished);
        wizard->next();
        QCOMPARE(wizard->currentId(), int(PublishWizard::PublishPageId));
        QCOMPARE(wizard->publishPage()->runner(), jobs->runner()); // the window's runner runs it
        QVERIFY(jobs->runner()->isRunning());
        QTRY_VERIFY(jobs->progressDock()->isVisible());
        QVERIFY(published.wait(120000));
        QVERIFY2(wizard->publishPage()->result().ok, qPrintable(wizard->publishPage()->statusText()));
        QCOMPARE(windowJobs.count(), 1);
        // The panel lists the publish's steps, each finished, as the wizard's table does.
        const ProgressModel *panel = jobs->progressPanel()->model();
        const QStringList steps = titles(panel);
        QCOMPARE(steps, titles(wizard->publishPage()->progressModel()));
        for (const char *step : { "Package v1.2.3", "Upload the packages", "Push v1.2.3", "Push latest" })
            QVERIFY2(steps.contains(QLatin1String(step)), qPrintable(steps.join(str("; "))));
        for (int row = 0; row < panel->rowCount(); ++row)
            QVERIFY2(panel->state(row) == StepState::Succeeded || panel->state(row) == StepState::Skipped,
                qPrintable(steps.at(row)));
        QCOMPARE(wizard->lastPlan().outcome->tags.size(), 5);
        QVERIFY(!wizard->publishPage()->isRunning());

        // With HELMDECK_WIZARD_SHOTS=DIR (under Xvfb): the window with its panel and the wizard.
        const QString shots = qEnvironmentVariable("HELMDECK_WIZARD_SHOTS");
        if (!shots.isEmpty()) {
            QTest::qWait(500);
            QVERIFY(QGuiApplication::primaryScreen()->grabWindow(0).save(
                QDir(shots).filePath(str("9-progress-panel.png"))));
        }
        wizard->close();
        QTRY_VERIFY(!controller->wizard());
    }

private:
    WindowFixture m_fixture;
};

QTEST_MAIN(TestPublishController)
#include "tst_publishcontroller.moc"
