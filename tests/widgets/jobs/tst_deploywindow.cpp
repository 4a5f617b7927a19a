// SPDX-License-Identifier: GPL-3.0-or-later
// The window's deploy path against the cluster fake: toolbar target → Deploy → the confirmation
// with the diff and the plan → the progress dock; Destroy with its question; planning errors that
// start nothing.
#include "deploywindowfixture.h"
#include "editor/envtablemodel.h"
#include "forms/clusterlistbox.h"
#include "forms/formpages.h"
#include "storage/storageentryform.h"

#include <QApplication>
#include <QLineEdit>
#include <QPointer>
#include <QScreen>
#include <QScrollArea>

using namespace HelmDeck;
using namespace DeployWindowFixture;

Q_DECLARE_METATYPE(HelmDeck::Project)

class TestDeployWindow : public QObject, protected Fixture
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { setUp(QStringLiteral("tst_deploywindow")); }
    void init() { reset(); }

    void deployShowsTheDiffFirstThenRunsInTheProgressDock()
    {
        auto w = openWindow(DeployFixtures::sampleProject(), QStringLiteral("shop.yaml"));
        QVERIFY(w);
        // The Diff tab comes after the releases and is not one of them; the first release is shown.
        QVERIFY(!w->preview()->isDiffTabCurrent());
        QVERIFY(!w->preview()->releases().contains(QStringLiteral("Diff")));
        QCOMPARE(w->preview()->releases().constFirst(), QStringLiteral("config-shop"));
        QVERIFY(w->preview()->diffPage()->statusText().contains(QLatin1String("Refresh diff")));
        DeployController *deploy = w->deployController();
        QCOMPARE(deploy->clusterPicker()->context(), QStringLiteral("test"));
        QCOMPARE(deploy->clusterPicker()->kubeNamespace(), QStringLiteral("shop"));
        QVERIFY(deploy->deployAction()->isEnabled());
        QVERIFY(!deploy->progressDock()->isVisible());

        QSignalSpy shown(deploy, &DeployController::confirmDialogShown);
        deploy->deployAction()->trigger();
        QVERIFY2(shown.wait(JobTimeoutMs), qPrintable(m_errors.join(QLatin1Char('\n'))));
        DeployConfirmDialog *dialog = deploy->confirmDialog();
        QVERIFY(dialog);
        QCOMPARE(dialog->heading(), QStringLiteral("Deploy shop to test/shop"));
        QVERIFY(!deploy->deployAction()->isEnabled()); // one job at a time
        QVERIFY2(dialog->planText().contains(QLatin1String("Install config-shop")),
            qPrintable(dialog->planText()));
        QVERIFY(dialog->planText().contains(QLatin1String("helm")));
        QVERIFY(!dialog->planText().contains(DeployFixtures::canary()));
        QTRY_VERIFY_WITH_TIMEOUT(!dialog->isDiffLoading(), JobTimeoutMs);
        QVERIFY2(dialog->warningText().isEmpty(), qPrintable(dialog->diffView()->summaryText()));
        // A first deploy: everything is added.
        const QString summary = dialog->diffView()->summaryText();
        QVERIFY2(summary.contains(QLatin1String("added, 0 changed, 0 removed"))
                && !summary.startsWith(QLatin1String("0 added")),
            qPrintable(summary));
        QVERIFY(dialog->diffView()->diffText().contains(QLatin1String("+kind: Deployment")));
        QVERIFY(dialog->deployButton()->isEnabled());
        dialog->resize(1000, 760);
        saveShot(dialog, QStringLiteral("deploy-confirm.png"));
        QCOMPARE(m_cluster->callsOf(QStringLiteral("helm")).size() > 0, true);
        for (const auto &call : m_cluster->calls())
            QVERIFY2(
                call.argv.value(0) != QLatin1String("upgrade"), "nothing changes before Deploy is pressed");

        QSignalSpy finished(deploy, &DeployController::jobFinished);
        QTest::mouseClick(dialog->deployButton(), Qt::LeftButton);
        QTRY_VERIFY(deploy->progressDock()->isVisible());
        QVERIFY(deploy->runner()->isRunning() || !finished.isEmpty());
        QVERIFY(finished.count() == 1 || finished.wait(JobTimeoutMs));
        const RunResult result = finished.constFirst().constFirst().value<RunResult>();
        ProgressPanel *panel = deploy->progressPanel();
        QVERIFY2(result.ok, qPrintable(result.message + QLatin1Char('\n') + panel->model()->logText()));
        QVERIFY(panel->statusText().startsWith(QLatin1String("Succeeded: Deploy shop")));
        for (int i = 0; i < panel->model()->rowCount(); ++i)
            QVERIFY(panel->model()->state(i) == StepState::Succeeded
                || panel->model()->state(i) == StepState::Skipped);
        QCOMPARE(m_cluster->release(QStringLiteral("shop"), QStringLiteral("shop")).size(), 1);
        QCOMPARE(m_cluster->release(QStringLiteral("shop"), QStringLiteral("config-shop")).size(), 1);
        QVERIFY(!panel->model()->logText().contains(DeployFixtures::canary()));
        QVERIFY(deploy->deployAction()->isEnabled());
        w->resize(1400, 900);
        saveShot(w.get(), QStringLiteral("deploy-window.png"));

        // The Diff tab compares again with what is live now.
        DiffPage *page = w->preview()->diffPage();
        QVERIFY(page->isOutdated());
        deploy->diffAction()->trigger();
        QVERIFY(w->preview()->isDiffTabCurrent());
        QTRY_VERIFY_WITH_TIMEOUT(
            page->statusText().contains(QLatin1String("against the live releases.")), JobTimeoutMs);
        QVERIFY(!page->isOutdated());
        // The deployment ids are pinned to the live ones: the unchanged project diffs empty, and one
        // line says that a deploy still rolls the pods.
        QVERIFY2(page->diffView()->summaryText() == QLatin1String("No changes"),
            qPrintable(page->diffView()->summaryText() + QLatin1Char('\n')
                + page->diffView()->diffText().left(2000)));
        QVERIFY2(page->statusText().endsWith(QLatin1String(
                     "\nA deploy rolls the pods of web, worker (a new deployment id), also when "
                     "nothing above changes.")),
            qPrintable(page->statusText()));
        w->resize(1024, 700);
        saveShot(w.get(), QStringLiteral("diff-tab.png"));

        // An env value that is not secret changes: the diff shows it in clear, the secret one masked.
        EnvTableModel *env = w->editor()->envModel();
        const int mode = env->rowOf(QStringLiteral("MODE"));
        QVERIFY(mode >= 0);
        QVERIFY(env->setData(env->index(mode, EnvTableModel::ValueColumn), QStringLiteral("0700")));
        QTRY_VERIFY_WITH_TIMEOUT(page->isOutdated(), JobTimeoutMs);
        deploy->diffAction()->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(
            page->statusText().contains(QLatin1String("against the live releases.")), JobTimeoutMs);
        const QString changed = page->diffView()->diffText();
        QVERIFY2(changed.contains(QLatin1String("-  \"MODE\": \"0755\""))
                && changed.contains(QLatin1String("+  \"MODE\": \"0700\"")),
            qPrintable(changed));
        QVERIFY2(
            changed.contains(QStringLiteral("\"TOKEN\": \"\u2022\u2022\u2022\u2022\"")), qPrintable(changed));
        QVERIFY(!changed.contains(DeployFixtures::canary()));
        saveShot(w.get(), QStringLiteral("diff-changes.png"));
    }

    void destroyAsksNamingTheReleases_data()
    {
        QTest::addColumn<bool>("answer");
        QTest::addRow("declined") << false;
        QTest::addRow("confirmed") << true;
    }

    void destroyAsksNamingTheReleases()
    {
        QFETCH(bool, answer);
        auto w = openWindow(DeployFixtures::sampleProject(), QStringLiteral("destroy.yaml"));
        QVERIFY(w);
        // Deployed by the previous test (the fake's state lives as long as the suite).
        QVERIFY(!m_cluster->release(QStringLiteral("shop"), QStringLiteral("shop")).isEmpty() || !answer);
        m_answer = answer;
        DeployController *deploy = w->deployController();
        QSignalSpy started(deploy, &DeployController::jobStarted);
        QSignalSpy finished(deploy, &DeployController::jobFinished);
        deploy->destroyAction()->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(m_questions.size(), 1, JobTimeoutMs);
        QVERIFY2(
            m_questions.constFirst().contains(QLatin1String("shop, config-shop, tls-shop, pull-secret-shop")),
            qPrintable(m_questions.constFirst()));
        QVERIFY(m_questions.constFirst().contains(QLatin1String("\"shop\"")));
        if (!answer) {
            QTest::qWait(200);
            QCOMPARE(started.count(), 0);
            QVERIFY(!m_cluster->release(QStringLiteral("shop"), QStringLiteral("shop")).isEmpty());
            return;
        }
        QVERIFY(finished.wait(JobTimeoutMs));
        QVERIFY(finished.constFirst().constFirst().value<RunResult>().ok);
        QVERIFY(m_cluster->release(QStringLiteral("shop"), QStringLiteral("shop")).isEmpty());
        QVERIFY(m_cluster->release(QStringLiteral("shop"), QStringLiteral("config-shop")).isEmpty());
    }

    void storageActionsOnTheSelectedEntry()
    {
        auto w = openWindow(DeployFixtures::sampleProject(), QStringLiteral("storage.yaml"));
        QVERIFY(w);
        DeployController *deploy = w->deployController();
        StorageEditor *storage = w->editor()->storageEditor();
        int row = -1;
        for (int i = 0; i < storage->entries().size(); ++i) {
            if (storage->entries().at(i).name == QLatin1String("scratch"))
                row = i;
        }
        QVERIFY(row >= 0);
        storage->selectRow(row);
        QAction *create = deploy->storageActionFor(DeployController::StorageAction::Create);
        QAction *status = deploy->storageActionFor(DeployController::StorageAction::Status);
        QAction *destroy = deploy->storageActionFor(DeployController::StorageAction::Destroy);
        QVERIFY(create && status && destroy);
        QVERIFY(create->isEnabled());
        QSignalSpy finished(deploy, &DeployController::jobFinished);
        auto runAction = [&](QAction *action) {
            finished.clear();
            action->trigger();
            return finished.wait(JobTimeoutMs) && finished.constFirst().constFirst().value<RunResult>().ok;
        };

        QVERIFY2(runAction(create),
            qPrintable(deploy->progressPanel()->model()->logText() + m_errors.join(QLatin1Char('\n'))));
        QCOMPARE(deploy->progressPanel()->model()->title().contains(QLatin1String("scratch")), true);
        QCOMPARE(m_cluster->release(QStringLiteral("shop"), QStringLiteral("storage-scratch")).size(), 1);
        QVERIFY2(runAction(status), qPrintable(deploy->progressPanel()->model()->logText()));
        QVERIFY(m_questions.isEmpty());
        QVERIFY2(runAction(destroy), qPrintable(deploy->progressPanel()->model()->logText()));
        QCOMPARE(m_questions.size(), 1);
        QVERIFY2(m_questions.constFirst().contains(QLatin1String("storage-scratch")),
            qPrintable(m_questions.constFirst()));
        QVERIFY(m_cluster->release(QStringLiteral("shop"), QStringLiteral("storage-scratch")).isEmpty());
    }

    void aSecretMissingFromTheKeychainRefusesTheDeploy()
    {
        // TOKEN is marked secret and the keychain has no value for this file: a deploy would blank it
        auto w = openWindow(DeployFixtures::sampleProject(), QStringLiteral("nosecret.yaml"), false);
        QVERIFY(w);
        m_cluster->clearCalls();
        DeployController *deploy = w->deployController();
        QVERIFY(deploy->deployAction()->isEnabled());
        QSignalSpy refused(deploy, &DeployController::planRefused);
        QSignalSpy shown(deploy, &DeployController::confirmDialogShown);
        QSignalSpy started(deploy, &DeployController::jobStarted);
        deploy->deployAction()->trigger();
        QVERIFY(refused.wait(JobTimeoutMs));
        QCOMPARE(shown.count(), 0);
        QCOMPARE(started.count(), 0);
        QCOMPARE(m_errors.size(), 1);
        QVERIFY2(m_errors.constFirst().contains(
                     QLatin1String("secret TOKEN of app shop has no value in the keychain")),
            qPrintable(m_errors.constFirst()));
        bool listed = false;
        for (const Finding &f : w->findingsModel()->findings())
            listed = listed
                || (f.severity == Finding::Severity::Error
                    && f.fieldPath == QLatin1String("apps[shop].env[TOKEN]")
                    && f.message.contains(QLatin1String("no value in the keychain")));
        QVERIFY(listed);
        QVERIFY2(jobCalls(*m_cluster).isEmpty(),
            qPrintable(
                QStringLiteral("nothing ran, but: ") + jobCalls(*m_cluster).join(QStringLiteral("; "))));
        QVERIFY(deploy->deployAction()->isEnabled());
    }

    void planningErrorsStartNothing()
    {
        Project project = DeployFixtures::sampleProject();
        project.apps[0].image = QStringLiteral("shop:local"); // no registry: the cluster cannot pull it
        auto w = openWindow(project, QStringLiteral("local.yaml"));
        QVERIFY(w);
        m_cluster->clearCalls();
        DeployController *deploy = w->deployController();
        QSignalSpy refused(deploy, &DeployController::planRefused);
        QSignalSpy shown(deploy, &DeployController::confirmDialogShown);
        QSignalSpy started(deploy, &DeployController::jobStarted);
        deploy->deploy();
        QVERIFY(refused.wait(JobTimeoutMs));
        QCOMPARE(shown.count(), 0);
        QCOMPARE(started.count(), 0);
        QCOMPARE(m_errors.size(), 1);
        QVERIFY2(
            m_errors.constFirst().contains(QLatin1String("local-only")), qPrintable(m_errors.constFirst()));
        bool listed = false;
        for (const Finding &f : w->findingsModel()->findings())
            listed = listed
                || (f.fieldPath == QLatin1String("apps[shop].image")
                    && f.message.contains(QLatin1String("local-only")));
        QVERIFY(listed);
        QVERIFY2(jobCalls(*m_cluster).isEmpty(), qPrintable(jobCalls(*m_cluster).join(QStringLiteral("; "))));
        QVERIFY(deploy->deployAction()->isEnabled());
    }

    // The Diff's set-up (JobSetup) repeats findings the render or the validation already listed
    // (a registry password the keychain lacks: PullSecretResolution warns in both); the list shows
    // each finding once, by its identity: severity, file, line, field and text.
    void aDiffListsEachFindingOnce_data()
    {
        QTest::addColumn<Project>("project");
        QTest::addColumn<QString>("fileName");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("text");

        Project password = DeployFixtures::sampleProject();
        password.apps[0].pullSecret.mode = PullSecretSettings::Mode::FromCredentials;
        password.apps[0].imagePullSecrets.clear();
        password.apps[0].pullSecret.registry = QStringLiteral("registry.example.com");
        password.apps[0].pullSecret.username = QStringLiteral("deployer");
        QTest::newRow("a registry password the keychain lacks, warned by the render and the diff")
            << password << QStringLiteral("once-password.yaml")
            << QStringLiteral("apps[shop].pullSecret.password")
            << QStringLiteral("no password for deployer at registry.example.com");
        Project local = DeployFixtures::sampleProject();
        local.apps[0].image = QStringLiteral("shop:local");
        QTest::newRow("an image without a registry host, warned by the validation")
            << local << QStringLiteral("once-image.yaml") << QStringLiteral("apps[shop].image")
            << QStringLiteral("registry");
    }

    void aDiffListsEachFindingOnce()
    {
        QFETCH(Project, project);
        QFETCH(QString, fileName);
        QFETCH(QString, field);
        QFETCH(QString, text);
        auto w = openWindow(project, fileName);
        QVERIFY(w);
        DeployController *deploy = w->deployController();
        DiffPage *page = w->preview()->diffPage();
        deploy->diffAction()->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(
            page->statusText().contains(QLatin1String("against the live releases.")), JobTimeoutMs);
        QVERIFY2(m_errors.isEmpty(), qPrintable(m_errors.join(QLatin1Char('\n'))));
        const Findings listed = w->findingsModel()->findings();
        QStringList rows;
        int matching = 0;
        for (const Finding &f : listed) {
            rows.append(f.toString() + QStringLiteral(" [") + f.fieldPath + QLatin1Char(']'));
            if (f.fieldPath == field && f.message.contains(text))
                ++matching;
        }
        QVERIFY2(matching == 1, qPrintable(rows.join(QLatin1Char('\n'))));
        for (int i = 0; i < listed.size(); ++i) {
            for (int j = i + 1; j < listed.size(); ++j) {
                const Finding &a = listed.at(i);
                const Finding &b = listed.at(j);
                const bool same = a.severity == b.severity && a.message == b.message
                    && a.fieldPath == b.fieldPath && a.location.file == b.location.file
                    && a.location.line == b.location.line;
                QVERIFY2(!same,
                    qPrintable(QStringLiteral("listed twice: %1\n\n%2")
                                   .arg(a.toString(), rows.join(QLatin1Char('\n')))));
            }
        }
    }

    // Last: it adds a default StorageClass to the fake, which the tests above do not expect.
    void storageClassPickerListsTheToolbarContextsClasses()
    {
        m_cluster->addStorageClass(
            QStringLiteral("local-path"), QStringLiteral("WaitForFirstConsumer"), true);
        auto w = openWindow(DeployFixtures::sampleProject(), QStringLiteral("pickers.yaml"));
        QVERIFY(w);
        w->resize(1024, 700);
        ProjectEditor *editor = w->editor();
        editor->pages()->setCurrentWidget(editor->storageEditor());
        editor->storageEditor()->selectRow(0);
        StorageEntryForm *form = editor->storageEditor()->form();
        ClusterListBox *box = form->storageClassBox();
        // the window gave the picker the toolbar's target
        QCOMPARE(box->target().context, QStringLiteral("test"));
        QCOMPARE(box->source(), w->deployController()->clusterPicker()->clusterLists());
        QCOMPARE(form->storageClassEdit()->text(), QStringLiteral("longhorn"));

        for (QWidget *up = box->parentWidget(); up; up = up->parentWidget()) {
            if (auto *scroll = qobject_cast<QScrollArea *>(up))
                scroll->ensureWidgetVisible(box); // the field in sight, as a user opens it
        }
        QSignalSpy arrived(box, &ClusterListBox::listChanged);
        box->showPopup();
        QVERIFY(arrived.wait(JobTimeoutMs));
        QVERIFY2(box->hasClusterList(), qPrintable(box->unavailableReason()));
        QCOMPARE(box->count(), 2);
        QCOMPARE(box->itemText(0), QStringLiteral("local-path"));
        QVERIFY(box->isDefaultItem(0));
        QCOMPARE(box->model()->index(0, 0).data().toString(), QStringLiteral("local-path (default)"));
        QCOMPARE(form->storageClassEdit()->text(), QStringLiteral("longhorn")); // the list changed no value
        QCOMPARE(box->currentIndex(), 1); // the popup marks the entry's class
        QVERIFY(!w->isWindowModified());
        QTest::qWait(300); // the popup's open animation, for the picture only
        const QString dir = qEnvironmentVariable("HELMDECK_TEST_SCREENSHOTS");
        if (!dir.isEmpty())
            w->screen()->grabWindow(0).save(
                QDir(dir).filePath(QStringLiteral("storage-class-picker.png")), "PNG");
        box->hidePopup();
    }
};

QTEST_MAIN(TestDeployWindow)
#include "tst_deploywindow.moc"
