// SPDX-License-Identifier: GPL-3.0-or-later
// What the window's Deploy refuses or leaves as it was: the project's strict setting, a release left
// pending (offered "Roll back and deploy"), a mounted entry without a claim (offered "Create storage
// and deploy"), a refused storage destroy (no error left in the project), and a dismissed
// confirmation (the actions enabled again; Return on Deploy deploys).
#include "deploywindowfixture.h"

#include <QApplication>
#include <QPointer>
#include <QRegularExpression>
#include <QScopeGuard>

using namespace HelmDeck;
using namespace DeployWindowFixture;

class TestDeployWindowRefusals : public QObject, protected Fixture
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { setUp(QStringLiteral("tst_deploywindowrefusals")); }
    void init() { reset(); }

    // The window's Deploy honours the project's strict: true (JobSetup::Request::deploys): a warning
    // the deploy would only show (a loopback registry) refuses it; without the setting it asks.
    void theProjectsStrictSettingTurnsAWarningIntoARefusal_data()
    {
        QTest::addColumn<bool>("strict");
        QTest::addRow("strict: true refuses the deploy") << true;
        QTest::addRow("without it the deploy goes on to the confirmation") << false;
    }
    void theProjectsStrictSettingTurnsAWarningIntoARefusal()
    {
        QFETCH(bool, strict);
        Project project = DeployFixtures::sampleProject();
        project.apps[0].image = QStringLiteral("localhost:5000/shop:1"); // a warning: a loopback registry
        project.strict = strict;
        auto w = openWindow(project, strict ? QStringLiteral("strict.yaml") : QStringLiteral("lenient.yaml"));
        QVERIFY(w);
        m_answer = false; // a confirmation, if asked, is cancelled: nothing runs either way
        m_cluster->clearCalls();
        DeployController *deploy = w->deployController();
        QSignalSpy refused(deploy, &DeployController::planRefused);
        QSignalSpy shown(deploy, &DeployController::confirmDialogShown);
        deploy->deploy();
        QVERIFY(QTest::qWaitFor([&] { return refused.count() + shown.count() > 0; }, JobTimeoutMs));
        QCOMPARE(refused.count(), strict ? 1 : 0);
        QCOMPARE(shown.count(), strict ? 0 : 1);
        bool listed = false;
        for (const Finding &f : w->findingsModel()->findings())
            listed = listed
                || (f.severity == Finding::Severity::Error
                    && f.message.contains(QLatin1String("loopback registry"))
                    && f.message.endsWith(QLatin1String("(an error in strict mode)")));
        QCOMPARE(listed, strict);
        QVERIFY2(jobCalls(*m_cluster).filter(QStringLiteral("upgrade")).isEmpty(),
            qPrintable(jobCalls(*m_cluster).join(QStringLiteral("; "))));
    }
    void aPendingReleaseOffersRollBackAndDeploy_data()
    {
        QTest::addColumn<bool>("answer");
        QTest::newRow("declined: nothing changes") << false;
        QTest::newRow("accepted: the release is recovered, then deployed") << true;
    }
    void aPendingReleaseOffersRollBackAndDeploy()
    {
        QFETCH(bool, answer);
        m_answer = answer;
        auto w = openWindow(DeployFixtures::sampleProject(), QStringLiteral("shop.yaml"));
        QVERIFY(w);
        // an interrupted helm left the app release's first install pending (docs/deploy.md "Recovering")
        QJsonObject state = m_cluster->state();
        QJsonObject releases = state.value(QStringLiteral("releases")).toObject();
        releases[QStringLiteral("shop/shop")] = QJsonArray { QJsonObject { { QStringLiteral("revision"), 1 },
            { QStringLiteral("status"), QStringLiteral("pending-install") },
            { QStringLiteral("chart"), QStringLiteral("app-0.1.0") },
            { QStringLiteral("description"), QStringLiteral("Initial install underway") },
            { QStringLiteral("manifest"), QString() } } };
        state[QStringLiteral("releases")] = releases;
        m_cluster->setState(state);
        DeployController *deploy = w->deployController();
        QSignalSpy shown(deploy, &DeployController::confirmDialogShown);
        QSignalSpy finished(deploy, &DeployController::jobFinished);
        deploy->deployAction()->trigger();
        QVERIFY2(shown.wait(JobTimeoutMs), qPrintable(m_errors.join(QLatin1Char('\n'))));
        QTRY_VERIFY_WITH_TIMEOUT(!deploy->confirmDialog()->isDiffLoading(), JobTimeoutMs);
        m_cluster->clearCalls();
        QTest::mouseClick(deploy->confirmDialog()->deployButton(), Qt::LeftButton);
        QVERIFY(finished.count() >= 1 || finished.wait(JobTimeoutMs));
        const RunResult refused = finished.constFirst().constFirst().value<RunResult>();
        QVERIFY(!refused.ok);
        QVERIFY2(refused.message.contains(QLatin1String("pending-install")), qPrintable(refused.message));
        // the window asks, with the refusal's words
        QCOMPARE(m_questions.size(), 1);
        QVERIFY2(m_questions.constFirst().startsWith(QLatin1String("Roll back and deploy?\n"))
                && m_questions.constFirst().contains(QLatin1String("release shop is pending-install")),
            qPrintable(m_questions.constFirst()));
        if (!answer) {
            QCoreApplication::processEvents();
            QVERIFY(!deploy->runner()->isRunning());
            QCOMPARE(finished.count(), 1);
            for (const auto &call : m_cluster->callsOf(QStringLiteral("helm")))
                QVERIFY2(call.argv.value(0) == QLatin1String("list"),
                    qPrintable(call.argv.join(QLatin1Char(' '))));
            QCOMPARE(m_cluster->release(QStringLiteral("shop"), QStringLiteral("shop"))
                         .last()
                         .toObject()
                         .value(QStringLiteral("status"))
                         .toString(),
                QStringLiteral("pending-install"));
            QVERIFY(deploy->deployAction()->isEnabled());
            return;
        }
        // the same planner with recover: uninstall the pending install, then deploy
        QVERIFY(finished.count() >= 2 || finished.wait(JobTimeoutMs));
        const RunResult recovered = finished.at(1).constFirst().value<RunResult>();
        QVERIFY2(recovered.ok, qPrintable(recovered.message + deploy->progressPanel()->model()->logText()));
        QStringList helm;
        for (const auto &call : m_cluster->callsOf(QStringLiteral("helm")))
            helm.append(call.argv.join(QLatin1Char(' ')));
        const int uninstalled = int(helm.indexOf(QRegularExpression(QStringLiteral("uninstall shop .*"))));
        const int installed
            = int(helm.indexOf(QRegularExpression(QStringLiteral("upgrade --install shop .*"))));
        QVERIFY2(uninstalled >= 0 && installed > uninstalled, qPrintable(helm.join(QLatin1Char('\n'))));
        QVERIFY(deploy->progressPanel()->model()->logText().contains(
            QLatin1String("uninstalled shop (it was pending-install")));
        QCOMPARE(m_cluster->release(QStringLiteral("shop"), QStringLiteral("shop"))
                     .last()
                     .toObject()
                     .value(QStringLiteral("status"))
                     .toString(),
            QStringLiteral("deployed"));
        QCOMPARE(m_questions.size(), 1); // asked once
    }

    void aMountedEntryWithoutAClaimOffersCreateStorageAndDeploy_data()
    {
        QTest::addColumn<bool>("answer");
        QTest::newRow("declined: the deploy is refused and nothing changes") << false;
        QTest::newRow("accepted: storage-media is installed first, in the same deploy") << true;
    }
    void aMountedEntryWithoutAClaimOffersCreateStorageAndDeploy()
    {
        QFETCH(bool, answer);
        m_answer = answer;
        // the claim of "media", mounted by web, is gone (put back at the end for the other tests)
        const QJsonObject saved = m_cluster->state();
        const auto restore = qScopeGuard([&] { m_cluster->setState(saved); });
        QJsonObject state = saved;
        QJsonObject objects = state.value(QStringLiteral("objects")).toObject();
        QVERIFY(objects.contains(QStringLiteral("shop/PersistentVolumeClaim/media")));
        objects.remove(QStringLiteral("shop/PersistentVolumeClaim/media"));
        state[QStringLiteral("objects")] = objects;
        m_cluster->setState(state);
        auto w = openWindow(DeployFixtures::sampleProject(), QStringLiteral("unclaimed.yaml"));
        QVERIFY(w);
        DeployController *deploy = w->deployController();
        QSignalSpy refused(deploy, &DeployController::planRefused);
        QSignalSpy shown(deploy, &DeployController::confirmDialogShown);
        QSignalSpy finished(deploy, &DeployController::jobFinished);
        m_cluster->clearCalls();
        deploy->deployAction()->trigger();
        QVERIFY(QTest::qWaitFor([&] { return refused.count() + shown.count() > 0; }, JobTimeoutMs));
        QCOMPARE(m_questions.size(), 1);
        QVERIFY2(m_questions.constFirst().startsWith(QLatin1String(
                     "Create storage and deploy?\nStorage media, mounted by app shop, has no claim in "
                     "namespace \"shop\" yet.")),
            qPrintable(m_questions.constFirst()));
        QVERIFY2(m_questions.constFirst().contains(QLatin1String("install storage-media first")),
            qPrintable(m_questions.constFirst()));
        if (!answer) {
            QCOMPARE(refused.count(), 1);
            QCOMPARE(shown.count(), 0);
            QVERIFY2(jobCalls(*m_cluster).filter(QStringLiteral("upgrade")).isEmpty(),
                qPrintable(jobCalls(*m_cluster).join(QStringLiteral("; "))));
            return;
        }
        QCOMPARE(shown.count(), 1);
        DeployConfirmDialog *dialog = deploy->confirmDialog();
        QVERIFY(dialog);
        QTRY_VERIFY_WITH_TIMEOUT(!dialog->isDiffLoading(), JobTimeoutMs);
        QTest::mouseClick(dialog->deployButton(), Qt::LeftButton);
        QVERIFY(finished.count() == 1 || finished.wait(JobTimeoutMs));
        const RunResult result = finished.constFirst().constFirst().value<RunResult>();
        QVERIFY2(result.ok, qPrintable(result.message + deploy->progressPanel()->model()->logText()));
        QCOMPARE(m_cluster->release(QStringLiteral("shop"), QStringLiteral("storage-media")).size(), 1);
        QStringList helm;
        for (const auto &call : m_cluster->callsOf(QStringLiteral("helm")))
            helm.append(call.argv.join(QLatin1Char(' ')));
        const int storage
            = int(helm.indexOf(QRegularExpression(QStringLiteral("upgrade --install storage-media .*"))));
        const int app = int(helm.indexOf(QRegularExpression(QStringLiteral("upgrade --install shop .*"))));
        QVERIFY2(storage >= 0 && app > storage, qPrintable(helm.join(QLatin1Char('\n'))));
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

QTEST_MAIN(TestDeployWindowRefusals)
#include "tst_deploywindowrefusals.moc"
