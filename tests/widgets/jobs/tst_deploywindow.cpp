// SPDX-License-Identifier: GPL-3.0-or-later
// The window's deploy path against the cluster fake (docs/architecture.md §6): toolbar target → Deploy → the
// confirmation with the diff and the plan → the progress dock; Destroy with its question; planning
// errors that start nothing. Set HELMDECK_TEST_SCREENSHOTS=<dir> to keep PNGs of the dialog and
// the window.
#include "deployfixtures.h"
#include "editor/projecteditor.h"
#include "findings/findingsmodel.h"
#include "io/projectfile.h"
#include "jobs/clusterpicker.h"
#include "jobs/deployconfirmdialog.h"
#include "jobs/deploycontroller.h"
#include "jobs/progressmodel.h"
#include "jobs/progresspanel.h"
#include "preview/diffpage.h"
#include "preview/diffview.h"
#include "preview/previewpane.h"
#include "secrets/projectsecrets.h"
#include "secrets/secretstore.h"
#include "storage/storageeditor.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QCoreApplication>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QPointer>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace HelmDeck;

namespace {

constexpr int JobTimeoutMs = 180000;

const QByteArray Kubeconfig = "apiVersion: v1\nkind: Config\ncurrent-context: test\n"
                              "clusters:\n- name: fake\n  cluster:\n    server: https://127.0.0.1:6443\n"
                              "contexts:\n- name: test\n  context:\n    cluster: fake\n    user: me\n"
                              "users:\n- name: me\n  user:\n    token: unused\n";

void saveShot(QWidget *widget, const QString &name)
{
    const QString dir = qEnvironmentVariable("HELMDECK_TEST_SCREENSHOTS");
    if (!dir.isEmpty())
        widget->grab().save(QDir(dir).filePath(name), "PNG");
}

/**
 * The calls a refused job must not make: everything but the preview's read-only discovery of the
 * toolbar context's versions (kubectl version / api-versions / api-resources), which runs whenever
 * the target is chosen, whatever the deploy does.
 */
QStringList jobCalls(const TestUtil::ClusterFixture &cluster)
{
    QStringList out;
    for (const auto &call : cluster.calls()) {
        const bool discovery = call.tool == QLatin1String("kubectl")
            && (call.argv.contains(QStringLiteral("version"))
                || call.argv.contains(QStringLiteral("api-versions"))
                || call.argv.contains(QStringLiteral("api-resources")));
        if (!discovery)
            out.append(call.tool + QLatin1Char(' ') + call.argv.join(QLatin1Char(' ')));
    }
    return out;
}

} // namespace

class TestDeployWindow : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<TestUtil::ClusterFixture> m_cluster;
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<SecretStore> m_secrets;
    QStringList m_errors;
    QStringList m_questions;
    bool m_answer = true;

    /** Saves @p project as @p fileName, its secret values in the keychain unless @p storeSecrets is false. */
    std::unique_ptr<MainWindow> openWindow(
        const Project &project, const QString &fileName, bool storeSecrets = true)
    {
        const QString path = m_dir->filePath(fileName);
        QString error;
        if (!ProjectFile::save(project, path, &error)) {
            qWarning("cannot save %s: %s", qPrintable(path), qPrintable(error));
            return nullptr;
        }
        if (storeSecrets) {
            bool stored = false;
            ProjectSecrets::store(m_secrets.get(), Project(), project, SecretKey::projectKeyFor(path),
                [&stored](const ProjectSecrets::Report &report) { stored = report.ok(); });
            if (!QTest::qWaitFor([&stored]() { return stored; }, JobTimeoutMs)) {
                qWarning("the secrets of %s were not stored", qPrintable(path));
                return nullptr;
            }
        }
        auto w = std::make_unique<MainWindow>(
            HelmTool::detect(QDir(m_cluster->binDir()).filePath(QStringLiteral("helm"))), m_secrets.get());
        w->setErrorReporter([this](const QString &title, const QString &text) {
            m_errors.append(title + QStringLiteral(": ") + text);
        });
        w->setUnsavedChangesPrompt([](const QString &) { return MainWindow::UnsavedChoice::Discard; });
        w->deployController()->setConfirmPrompt([this](const QString &title, const QString &text) {
            m_questions.append(title + QStringLiteral("\n") + text);
            return m_answer;
        });
        w->deployController()->setKubectl(
            KubectlTool::detect(QDir(m_cluster->binDir()).filePath(QStringLiteral("kubectl"))));
        w->show();
        QSignalSpy rendered(w.get(), &MainWindow::renderFinished);
        if (!w->openProject(path) || !rendered.wait(JobTimeoutMs)) {
            qWarning("no render: %s", qPrintable(m_errors.join(QLatin1Char('\n'))));
            return nullptr;
        }
        return w;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("HelmDeckTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_deploywindow"));
        QSettings().clear();
        m_cluster = std::make_unique<TestUtil::ClusterFixture>(4);
        QVERIFY2(m_cluster->isValid(), qPrintable(m_cluster->error()));
        m_cluster->addStorageClass(QStringLiteral("longhorn"));
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
        QFile kubeconfig(m_dir->filePath(QStringLiteral("kubeconfig")));
        QVERIFY(kubeconfig.open(QIODevice::WriteOnly));
        kubeconfig.write(Kubeconfig);
        kubeconfig.close();
        // Every child (runner steps, the diff's runner, the preview's helm) sees the fake first on
        // PATH and its state file, and this kubeconfig: the window's jobs take the process environment.
        const QProcessEnvironment env = m_cluster->environment();
        for (const QString &key : env.keys())
            qputenv(key.toLocal8Bit().constData(), env.value(key).toLocal8Bit());
        qputenv("KUBECONFIG", QFile::encodeName(kubeconfig.fileName()));
        qputenv("DOCKER_CONFIG", QFile::encodeName(m_dir->filePath(QStringLiteral("docker"))));
        m_secrets = std::make_unique<SecretStore>(SecretStore::Backend::SessionOnly);
    }

    void init()
    {
        m_errors.clear();
        m_questions.clear();
        m_answer = true;
    }

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
            page->statusText().endsWith(QLatin1String("against the live releases.")), JobTimeoutMs);
        QVERIFY(!page->isOutdated());
        QVERIFY2(page->diffView()->summaryText() == QLatin1String("No changes")
                || page->diffView()->summaryText().contains(QLatin1String("0 added")),
            qPrintable(page->diffView()->summaryText() + QLatin1Char('\n')
                + page->diffView()->diffText().left(2000)));
        saveShot(w.get(), QStringLiteral("diff-tab.png"));
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

    void aRefusedStorageDestroyLeavesNoError()
    {
        auto w = openWindow(DeployFixtures::sampleProject(), QStringLiteral("mounted.yaml"));
        QVERIFY(w);
        QCOMPARE(w->findingsModel()->count(Finding::Severity::Error), 0);
        StorageEditor *storage = w->editor()->storageEditor();
        int row = -1;
        for (int i = 0; i < storage->entries().size(); ++i) {
            if (storage->entries().at(i).name == QLatin1String("media")) // mounted by web
                row = i;
        }
        QVERIFY(row >= 0);
        storage->selectRow(row);
        DeployController *deploy = w->deployController();
        QSignalSpy refused(deploy, &DeployController::planRefused);
        QSignalSpy started(deploy, &DeployController::jobStarted);
        deploy->storageActionFor(DeployController::StorageAction::Destroy)->trigger();
        QVERIFY(refused.wait(JobTimeoutMs));
        QCOMPARE(started.count(), 0);
        QCOMPARE(m_errors.size(), 1);
        QVERIFY2(m_errors.constFirst().contains(QLatin1String("remove the mounts first")),
            qPrintable(m_errors.constFirst()));
        // told in its dialog; the project has no error, so the list and the status bar say none
        QCOMPARE(w->findingsModel()->count(Finding::Severity::Error), 0);
        QVERIFY(deploy->storageActionFor(DeployController::StorageAction::Destroy)->isEnabled());
    }

    void dismissingTheConfirmationKeepsTheActionsEnabled_data()
    {
        QTest::addColumn<QString>("how");
        QTest::addColumn<bool>("deploys");
        QTest::addRow("the Cancel button cancels") << QStringLiteral("cancel") << false;
        QTest::addRow("Escape cancels") << QStringLiteral("escape") << false;
        QTest::addRow("Return on the focused Cancel button cancels")
            << QStringLiteral("return-cancel") << false;
        QTest::addRow("Return on the focused Deploy button deploys")
            << QStringLiteral("return-deploy") << true;
    }

    void dismissingTheConfirmationKeepsTheActionsEnabled()
    {
        QFETCH(QString, how);
        QFETCH(bool, deploys);
        auto w = openWindow(DeployFixtures::sampleProject(), QStringLiteral("dismiss.yaml"));
        QVERIFY(w);
        DeployController *deploy = w->deployController();
        QAction *create = deploy->storageActionFor(DeployController::StorageAction::Create);
        w->editor()->storageEditor()->selectRow(0);
        QVERIFY(deploy->deployAction()->isEnabled() && create->isEnabled());
        QSignalSpy shown(deploy, &DeployController::confirmDialogShown);
        QSignalSpy finished(deploy, &DeployController::jobFinished);
        deploy->deployAction()->trigger();
        QVERIFY2(shown.wait(JobTimeoutMs), qPrintable(m_errors.join(QLatin1Char('\n'))));
        QPointer<DeployConfirmDialog> dialog = deploy->confirmDialog();
        QVERIFY(dialog);
        QTRY_VERIFY_WITH_TIMEOUT(!dialog->isDiffLoading(), JobTimeoutMs);
        QVERIFY(!deploy->deployAction()->isEnabled() && !deploy->destroyAction()->isEnabled());
        QVERIFY(!create->isEnabled());
        dialog->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(dialog));
        if (how == QLatin1String("cancel")) {
            QTest::mouseClick(dialog->cancelButton(), Qt::LeftButton);
        } else if (how == QLatin1String("escape")) {
            QTest::keyClick(dialog, Qt::Key_Escape);
        } else {
            QPushButton *button
                = how == QLatin1String("return-deploy") ? dialog->deployButton() : dialog->cancelButton();
            button->setFocus(Qt::TabFocusReason);
            QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget *>(button));
            QTest::keyClick(button, Qt::Key_Return);
        }
        QTRY_VERIFY(!dialog || !dialog->isVisible());
        if (deploys) {
            QVERIFY(finished.count() == 1 || finished.wait(JobTimeoutMs));
            QVERIFY(finished.constFirst().constFirst().value<RunResult>().ok);
        } else {
            QTest::qWait(100);
            QCOMPARE(finished.count(), 0);
            QVERIFY(!deploy->runner()->isRunning());
        }
        QVERIFY(!deploy->confirmDialog());
        QVERIFY(deploy->deployAction()->isEnabled());
        QVERIFY(deploy->destroyAction()->isEnabled());
        QVERIFY(create->isEnabled());
    }
};

QTEST_MAIN(TestDeployWindow)
#include "tst_deploywindow.moc"
