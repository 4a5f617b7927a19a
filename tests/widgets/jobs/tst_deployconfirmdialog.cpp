// SPDX-License-Identifier: GPL-3.0-or-later
#include "jobs/deployconfirmdialog.h"
#include "preview/diffview.h"
#include "preview/syntaxview.h"

#include <QApplication>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

#include <memory>

using namespace HelmDeck;

namespace {

Plan samplePlan()
{
    Plan plan;
    plan.title = QStringLiteral("Deploy shop to k3s/shop");
    Step preflight;
    preflight.id = QStringLiteral("preflight");
    preflight.title = QStringLiteral("Preflight");
    Step config;
    config.id = QStringLiteral("install-config");
    config.title = QStringLiteral("Install config-shop");
    config.argv
        = QStringList { QStringLiteral("helm"), QStringLiteral("upgrade"), QStringLiteral("--install"),
              QStringLiteral("config-shop"), QStringLiteral("--set"), QStringLiteral("token=hunter2") };
    config.redactions = QStringList { QStringLiteral("hunter2") };
    plan.steps = { preflight, config };
    return plan;
}

DiffResult changedDiff()
{
    const ManifestSet live = ManifestSet::parse(QStringLiteral("shop"),
        "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: settings\ndata:\n  MODE: slow\n");
    const ManifestSet rendered = ManifestSet::parse(QStringLiteral("shop"),
        "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: settings\ndata:\n  MODE: fast\n");
    DiffResult r;
    r.ok = true;
    r.diff = ManifestDiff::compare(live, rendered);
    return r;
}

/** The dialog for samplePlan() with its diff computed, shown. */
std::unique_ptr<DeployConfirmDialog> readyDialog()
{
    auto dialog = std::make_unique<DeployConfirmDialog>(
        QStringLiteral("shop"), QStringLiteral("k3s"), QStringLiteral("shop"), samplePlan());
    dialog->setDiffResult(changedDiff());
    dialog->show();
    return dialog;
}

} // namespace

class TestDeployConfirmDialog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void showsTheDiffAndThePlan()
    {
        const Plan plan = samplePlan();
        DeployConfirmDialog dialog(
            QStringLiteral("shop"), QStringLiteral("k3s"), QStringLiteral("shop"), plan);
        QCOMPARE(dialog.windowTitle(), QStringLiteral("Deploy shop to k3s/shop"));
        QCOMPARE(dialog.heading(), QStringLiteral("Deploy shop to k3s/shop"));
        // The steps as describe() prints them, without the title line, redacted.
        const QString steps = dialog.planText();
        QVERIFY2(steps.contains(QStringLiteral("1. Preflight")), qPrintable(steps));
        QVERIFY(steps.contains(QStringLiteral("2. Install config-shop: ") + plan.steps.at(1).describe()));
        QVERIFY(!steps.contains(QLatin1String("hunter2")));
        QVERIFY(!steps.startsWith(plan.title));
        QCOMPARE(steps.split(QLatin1Char('\n')).size(), 2);

        // Deploy waits for the diff.
        QVERIFY(dialog.isDiffLoading());
        QVERIFY(!dialog.deployButton()->isEnabled());
        QVERIFY(dialog.cancelButton()->isEnabled());
        QVERIFY(dialog.diffView()->summaryText().startsWith(QLatin1String("Computing")));

        const DiffResult diff = changedDiff();
        dialog.setDiffResult(diff);
        QVERIFY(!dialog.isDiffLoading());
        QVERIFY(dialog.deployButton()->isEnabled());
        QCOMPARE(dialog.diffView()->summaryText(), diff.diff.summary());
        QVERIFY(dialog.diffView()->diffText().contains(QLatin1String("+  MODE: fast")));
        QVERIFY(dialog.warningText().isEmpty());
    }

    void aFailedDiffWarnsButAllowsDeploy_data()
    {
        QTest::addColumn<QString>("errorText");
        QTest::addColumn<QString>("findingMessage");
        QTest::addColumn<QString>("expected");
        QTest::addRow("error text") << QStringLiteral("cannot reach the cluster of context \"k3s\"")
                                    << QString() << QStringLiteral("cannot reach the cluster");
        QTest::addRow("finding only")
            << QString() << QStringLiteral("helm template failed: bad chart") << QStringLiteral("bad chart");
    }

    void aFailedDiffWarnsButAllowsDeploy()
    {
        QFETCH(QString, errorText);
        QFETCH(QString, findingMessage);
        QFETCH(QString, expected);
        DeployConfirmDialog dialog(
            QStringLiteral("shop"), QStringLiteral("k3s"), QStringLiteral("shop"), samplePlan());
        DiffResult failed;
        failed.errorText = errorText;
        if (!findingMessage.isEmpty())
            failed.findings.append(Finding::error(findingMessage));
        dialog.setDiffResult(failed);
        QVERIFY(dialog.deployButton()->isEnabled());
        QVERIFY2(dialog.diffView()->summaryText().contains(expected),
            qPrintable(dialog.diffView()->summaryText()));
        QVERIFY(dialog.warningText().contains(QLatin1String("without showing what changes")));
        // A later good diff clears the warning.
        dialog.setDiffLoading();
        QVERIFY(!dialog.deployButton()->isEnabled());
        QVERIFY(dialog.warningText().isEmpty());
    }

    void buttons_data()
    {
        QTest::addColumn<bool>("deploy");
        QTest::addRow("deploy accepts") << true;
        QTest::addRow("cancel rejects") << false;
    }

    void buttons()
    {
        QFETCH(bool, deploy);
        const auto shown = readyDialog();
        DeployConfirmDialog &dialog = *shown;
        QSignalSpy accepted(&dialog, &QDialog::accepted);
        QSignalSpy rejected(&dialog, &QDialog::rejected);
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(!dialog.deployButton()->isDefault()); // Enter must not deploy
        QVERIFY(dialog.cancelButton()->hasFocus() || !dialog.deployButton()->hasFocus());
        QTest::mouseClick(deploy ? dialog.deployButton() : dialog.cancelButton(), Qt::LeftButton);
        QCOMPARE(accepted.count(), deploy ? 1 : 0);
        QCOMPARE(rejected.count(), deploy ? 0 : 1);
        QCOMPARE(dialog.result(), deploy ? int(QDialog::Accepted) : int(QDialog::Rejected));
    }

    void keyboard_data()
    {
        QTest::addColumn<QString>("focus");
        QTest::addColumn<int>("key");
        QTest::addColumn<bool>("deploy");
        QTest::addRow("Return on the focused Deploy button deploys")
            << QStringLiteral("deploy") << int(Qt::Key_Return) << true;
        QTest::addRow("Enter on the focused Deploy button deploys")
            << QStringLiteral("deploy") << int(Qt::Key_Enter) << true;
        QTest::addRow("Escape on the focused Deploy button cancels")
            << QStringLiteral("deploy") << int(Qt::Key_Escape) << false;
        QTest::addRow("Return where the dialog opened cancels") << QString() << int(Qt::Key_Return) << false;
        QTest::addRow("Return in the diff cancels") << QStringLiteral("diff") << int(Qt::Key_Return) << false;
        QTest::addRow("Return after the focus left Deploy cancels")
            << QStringLiteral("deploy-then-diff") << int(Qt::Key_Return) << false;
    }

    void keyboard()
    {
        QFETCH(QString, focus);
        QFETCH(int, key);
        QFETCH(bool, deploy);
        const auto shown = readyDialog();
        DeployConfirmDialog &dialog = *shown;
        QSignalSpy accepted(&dialog, &QDialog::accepted);
        QSignalSpy rejected(&dialog, &QDialog::rejected);
        QVERIFY(QTest::qWaitForWindowActive(&dialog));
        if (focus.startsWith(QLatin1String("deploy"))) {
            dialog.deployButton()->setFocus(Qt::TabFocusReason);
            QTRY_VERIFY(dialog.deployButton()->hasFocus());
            QVERIFY(dialog.deployButton()->isDefault()); // while focused only
        }
        if (focus.endsWith(QLatin1String("diff"))) {
            dialog.diffView()->textView()->setFocus(Qt::TabFocusReason);
            QTRY_VERIFY(!dialog.deployButton()->hasFocus());
        }
        if (focus != QLatin1String("deploy"))
            QVERIFY(dialog.cancelButton()->isDefault() && !dialog.deployButton()->isDefault());
        QWidget *target = QApplication::focusWidget() ? QApplication::focusWidget() : &dialog;
        QTest::keyClick(target, Qt::Key(key));
        QCOMPARE(accepted.count(), deploy ? 1 : 0);
        QCOMPARE(rejected.count(), deploy ? 0 : 1);
    }
};

QTEST_MAIN(TestDeployConfirmDialog)
#include "tst_deployconfirmdialog.moc"
