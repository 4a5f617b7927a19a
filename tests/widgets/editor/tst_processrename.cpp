// SPDX-License-Identifier: GPL-3.0-or-later
// Renaming a process in the Processes table keeps what the Scaling, Security and Health checks
// pages hold for it under its name: the edits follow the new name into the project.
#include "chartfixtures.h"
#include "editor/healthchecksform.h"
#include "editor/processtablemodel.h"
#include "editor/projecteditor.h"
#include "editor/scalingform.h"
#include "editor/securityform.h"

#include <QApplication>
#include <QComboBox>
#include <QLineEdit>
#include <QSpinBox>
#include <QTest>

using namespace HelmDeck;

namespace {

const ProcessType &processOf(const ProjectEditor &editor, const QString &name)
{
    const App &app = editor.project().apps.at(0);
    return app.processes.at(app.processIndex(name));
}

} // namespace

class TestProcessRename : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void aRenameKeepsTheScalingEdits()
    {
        ProjectEditor editor;
        editor.setProject(ChartFixtures::project(ChartFixtures::shopApp()));
        ScalingForm *form = editor.scalingForm();
        form->workloadPicker()->setCurrentIndex(form->workloadPicker()->findData(QStringLiteral("p:web")));
        form->modeEdit()->setCurrentIndex(1); // HPA, set on the Scaling page only
        form->maxReplicasEdit()->setValue(7);
        form->graceEdit()->setValue(45);
        QCOMPARE(processOf(editor, QStringLiteral("web")).scaling.autoscaling.maxReplicas, 7);

        ProcessTableModel *model = editor.processModel();
        const int row = model->rowOf(QStringLiteral("web"));
        QVERIFY(model->setData(
            model->index(row, ProcessTableModel::NameColumn), QStringLiteral("www"), Qt::EditRole));
        QCOMPARE(editor.project().apps.at(0).processIndex(QStringLiteral("web")), -1);
        const ProcessScaling s = processOf(editor, QStringLiteral("www")).scaling;
        QCOMPARE(s.autoscaling.mode, Autoscaling::Mode::Hpa);
        QCOMPARE(s.autoscaling.maxReplicas, 7);
        QCOMPARE(s.terminationGracePeriodSeconds, 45);
        // the page shows the renamed process, still with its settings
        QCOMPARE(form->workloadPicker()->currentData().toString(), QStringLiteral("p:www"));
        QCOMPARE(form->workloadPicker()->currentText(), QStringLiteral("Process www"));
        QCOMPARE(form->maxReplicasEdit()->value(), 7);
        // and a later edit there lands on the new name
        form->maxReplicasEdit()->setValue(9);
        QCOMPARE(processOf(editor, QStringLiteral("www")).scaling.autoscaling.maxReplicas, 9);
    }

    void aRenameKeepsTheSecurityEdits()
    {
        App app = ChartFixtures::shopApp();
        SecurityForm form;
        form.setApp(app);
        auto *scope = form.findChildren<QComboBox *>().value(0);
        QVERIFY(scope);
        scope->setCurrentIndex(scope->findData(QStringLiteral("web")));
        QLineEdit *shm = nullptr;
        for (QLineEdit *e : form.findChildren<QLineEdit *>()) {
            if (e->placeholderText().contains(QLatin1String("/dev/shm")))
                shm = e;
        }
        QVERIFY(shm);
        QTest::keyClicks(shm, QStringLiteral("128Mi"));

        form.renameProcess(QStringLiteral("web"), QStringLiteral("www"));
        app.processes[app.processIndex(QStringLiteral("web"))].name = QStringLiteral("www");
        form.applyTo(&app);
        QCOMPARE(
            app.processes.at(app.processIndex(QStringLiteral("www"))).security.shmSize.value_or(QString()),
            QStringLiteral("128Mi"));
        QCOMPARE(scope->currentData().toString(), QStringLiteral("www"));
    }

    void aRenameKeepsTheProbeOverridesAddressable()
    {
        ProjectEditor editor;
        editor.setProject(ChartFixtures::project(ChartFixtures::shopApp()));
        ProcessTableModel *model = editor.processModel();
        const int row = model->rowOf(QStringLiteral("web"));
        QVERIFY(model->setData(
            model->index(row, ProcessTableModel::NameColumn), QStringLiteral("www"), Qt::EditRole));
        HealthChecksForm *form = editor.healthChecksForm();
        QVERIFY(form->processPicker()->findText(QStringLiteral("www")) >= 0);
        QCOMPARE(form->processPicker()->findText(QStringLiteral("web")), -1);
    }
};

QTEST_MAIN(TestProcessRename)
#include "tst_processrename.moc"
