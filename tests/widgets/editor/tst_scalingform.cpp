// SPDX-License-Identifier: GPL-3.0-or-later
// The Scaling page: per-workload editing kept across switches, written back by name and index,
// findings under their field, and focusField() jumping to the field a finding names.
#include "editor/scalingform.h"
#include "forms/findinglabel.h"
#include "model/validator.h"

#include <QApplication>
#include <QComboBox>
#include <QLineEdit>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableWidget>
#include <QTest>

using namespace HelmDeck;

namespace {

App sample()
{
    App app;
    app.name = QStringLiteral("shop");
    app.image = QStringLiteral("registry.example.com/shop:1");
    ProcessType web;
    web.name = QStringLiteral("web");
    web.scaling.disruptionBudget.maxUnavailable = QStringLiteral("25%");
    ProcessType worker;
    worker.name = QStringLiteral("worker");
    worker.scaling.autoscaling.mode = Autoscaling::Mode::Keda;
    worker.scaling.autoscaling.minReplicas = 0;
    worker.scaling.autoscaling.triggers = { KedaTrigger { QStringLiteral("redis"),
        { { QStringLiteral("listName"), QStringLiteral("jobs") } }, QStringLiteral("redis") } };
    app.processes = { web, worker };
    CronTask task;
    task.command = QStringLiteral("./cleanup");
    task.schedule = QStringLiteral("@daily");
    task.resources.cpuRequest = QStringLiteral("50m");
    app.cron = { task };
    EnvVar pw;
    pw.name = QStringLiteral("REDIS_PASSWORD");
    pw.secret = true;
    app.env = { pw };
    app.triggerAuthentications
        = { TriggerAuthentication { QStringLiteral("redis"), { { QStringLiteral("password"), pw.name } } } };
    return app;
}

} // namespace

class TestScalingForm : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void showsAndWritesBackEveryWorkload()
    {
        ScalingForm form;
        form.setApp(sample());
        QCOMPARE(form.workloadPicker()->count(), 3); // web, worker, the cron task
        QCOMPARE(form.budgetKindEdit()->currentIndex(), 2);
        QCOMPARE(form.budgetValueEdit()->text(), QStringLiteral("25%"));
        QVERIFY(!form.cpuEdit()->isEnabled()); // fixed replicas: no targets

        QSignalSpy edited(&form, &ScalingForm::edited);
        form.modeEdit()->setCurrentIndex(1); // web: HPA
        form.cpuEdit()->setValue(70);
        QVERIFY(form.cpuEdit()->isEnabled());
        QVERIFY(!form.triggersTable()->isEnabled());
        QVERIFY(edited.count() >= 2);

        form.workloadPicker()->setCurrentIndex(1); // worker keeps its KEDA settings
        QCOMPARE(form.modeEdit()->currentIndex(), 2);
        QCOMPARE(form.triggersTable()->rowCount(), 1);
        QCOMPARE(form.triggersTable()->item(0, 1)->text(), QStringLiteral("listName=jobs"));
        form.triggersTable()->item(0, 1)->setText(QStringLiteral("listName=jobs, listLength=5"));

        form.workloadPicker()->setCurrentIndex(2); // the cron task
        QCOMPARE(form.cronResourceEdit(0)->text(), QStringLiteral("50m"));
        form.cronResourceEdit(3)->setText(QStringLiteral("256Mi"));
        QTest::keyClick(form.cronResourceEdit(3), Qt::Key_End); // a user edit, so it is stored

        App out = sample();
        form.applyTo(&out);
        QCOMPARE(out.processes.at(0).scaling.autoscaling.mode, Autoscaling::Mode::Hpa);
        QCOMPARE(out.processes.at(0).scaling.autoscaling.cpuPercent, 70);
        QCOMPARE(out.processes.at(1).scaling.autoscaling.triggers.first().metadata.size(), 2);
        QCOMPARE(out.cron.first().resources.memoryLimit, QStringLiteral("256Mi"));
        QCOMPARE(out.triggerAuthentications.size(), 1);
        QCOMPARE(out.triggerAuthentications.first().secretRefs.first().env, QStringLiteral("REDIS_PASSWORD"));
    }

    void findingJumpsToItsField_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<int>("workload");
        QTest::addColumn<QString>("widget");
        QTest::newRow("a keda min replicas")
            << QStringLiteral("processes[worker].autoscaling.minReplicas") << 1 << "min";
        QTest::newRow("a cpu target of a fixed-replica process lands on its scaling choice")
            << QStringLiteral("processes[web].autoscaling.cpu") << 0 << "mode";
        QTest::newRow("a budget value")
            << QStringLiteral("processes[web].disruptionBudget.maxUnavailable") << 0 << "budget";
        QTest::newRow("a trigger's authentication")
            << QStringLiteral("processes[worker].autoscaling.triggers[0].authentication") << 1 << "triggers";
        QTest::newRow("the preStop sleep")
            << QStringLiteral("processes[worker].preStopSleep") << 1 << "preStop";
        QTest::newRow("a cron memory limit")
            << QStringLiteral("cron[0].resources.limits.memory") << 2 << "cron";
        QTest::newRow("a trigger authentication env var")
            << QStringLiteral("triggerAuthentications[redis].secretRefs[0].env") << -1 << "auths";
    }

    void findingJumpsToItsField()
    {
        QFETCH(QString, path);
        QFETCH(int, workload);
        QFETCH(QString, widget);
        ScalingForm form;
        form.setApp(sample());
        form.show();
        form.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&form));
        form.workloadPicker()->setCurrentIndex((qMax(0, workload) + 2) % 3); // start elsewhere
        QVERIFY(ScalingForm::handles(path));
        QVERIFY(form.focusField(path));
        if (workload >= 0)
            QCOMPARE(form.workloadPicker()->currentIndex(), workload);
        const QHash<QString, QWidget *> widgets = { { QStringLiteral("mode"), form.modeEdit() },
            { QStringLiteral("min"), form.minReplicasEdit() },
            { QStringLiteral("budget"), form.budgetValueEdit() },
            { QStringLiteral("triggers"), form.triggersTable() },
            { QStringLiteral("preStop"), form.preStopEdit() },
            { QStringLiteral("cron"), form.cronResourceEdit(3) },
            { QStringLiteral("auths"), form.authenticationsTable() } };
        QWidget *expected = widgets.value(widget);
        QVERIFY(expected);
        QTRY_VERIFY2(expected->hasFocus() || expected->isAncestorOf(QApplication::focusWidget()),
            QApplication::focusWidget() ? QApplication::focusWidget()->metaObject()->className()
                                        : "no focus");
        if (widget == QLatin1String("triggers"))
            QCOMPARE(form.triggersTable()->currentColumn(), 2);
        if (widget == QLatin1String("auths"))
            QCOMPARE(form.authenticationsTable()->currentColumn(), 2);
    }

    void otherPathsAreNotThisPage()
    {
        QVERIFY(!ScalingForm::handles(QStringLiteral("processes[web].replicas")));
        QVERIFY(!ScalingForm::handles(QStringLiteral("cron[0].schedule")));
        QVERIFY(!ScalingForm::handles(QStringLiteral("env[A]")));
    }

    void findingsShowUnderTheirField()
    {
        App app = sample();
        app.processes[0].scaling.autoscaling.mode = Autoscaling::Mode::Hpa; // no target: an error
        Project p;
        p.apps = { app };
        ScalingForm form;
        form.setApp(app);
        form.show();
        form.showFindings(Validator::validate(p), app.fieldPrefix());
        QList<FindingLabel *> shown;
        for (FindingLabel *l : form.findChildren<FindingLabel *>()) {
            if (l->isVisibleTo(&form))
                shown << l;
        }
        QCOMPARE(shown.size(), 1);
        QVERIFY2(
            shown.first()->text().contains(QLatin1String("no target")), qPrintable(shown.first()->text()));
        // the worker's findings are not shown while web is
        form.workloadPicker()->setCurrentIndex(1);
        for (FindingLabel *l : form.findChildren<FindingLabel *>())
            QVERIFY2(!l->isVisibleTo(&form) || !l->text().contains(QLatin1String("no target")),
                qPrintable(l->text()));
    }
};

QTEST_MAIN(TestScalingForm)
#include "tst_scalingform.moc"
