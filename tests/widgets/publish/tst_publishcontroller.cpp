// SPDX-License-Identifier: GPL-3.0-or-later
// Chart → Publish Chart... in a real window: the wizard opens on the open project's app chart,
// writes it on Next, and the version of a project outside git is typed in.
#include "publish/chartpage.h"
#include "publish/publishcontroller.h"
#include "publish/publishwizard.h"
#include "publish/variantspage.h"
#include "publish/versionpage.h"
#include "windowfixture.h"

#include <QAbstractButton>
#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QLineEdit>
#include <QMenuBar>
#include <QRadioButton>
#include <QScreen>
#include <QSignalSpy>
#include <QTest>

using namespace HelmDeck;

namespace {

QString str(const char *text)
{
    return QString::fromUtf8(text);
}

const char *const Sha = "0123456789abcdef0123456789abcdef01234567";

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
        QVERIFY2(menus.contains(str("C&hart")), qPrintable(menus.join(str(", "))));

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

private:
    WindowFixture m_fixture;
};

QTEST_MAIN(TestPublishController)
#include "tst_publishcontroller.moc"
