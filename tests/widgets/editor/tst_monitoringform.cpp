// SPDX-License-Identifier: GPL-3.0-or-later
// The Monitoring page: edits reach the app (and survive table edits), the release label button,
// findings under the fields and jumps from a finding's field path to the field.

#include "chartfixtures.h"
#include "editor/monitoringform.h"
#include "editor/processtablemodel.h"
#include "editor/projecteditor.h"
#include "forms/findinglabel.h"
#include "forms/formpages.h"
#include "model/validator.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

using namespace HelmDeck;

class TestMonitoringForm : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void parseLabels_data();
    void parseLabels();
    void editsReachTheApp();
    void releaseButtonAddsTheLabel();
    void findingsJumpToTheField_data();
    void findingsJumpToTheField();
};

void TestMonitoringForm::parseLabels_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<QString>("written"); // labelsText() of the result
    QTest::newRow("empty text is no labels") << QString() << true << QString();
    QTest::newRow("pairs keep their order and lose blanks")
        << QStringLiteral(" release = prom ,team=a,") << true << QStringLiteral("release=prom, team=a");
    QTest::newRow("an item without = is refused") << QStringLiteral("release") << false << QString();
    QTest::newRow("an empty key is refused") << QStringLiteral("=x") << false << QString();
}

void TestMonitoringForm::parseLabels()
{
    QFETCH(QString, text);
    QFETCH(bool, ok);
    QFETCH(QString, written);
    QList<QPair<QString, QString>> labels;
    QString error;
    QCOMPARE(MonitoringForm::parseLabels(text, &labels, &error), ok);
    if (ok)
        QCOMPARE(MonitoringForm::labelsText(labels), written);
    else
        QVERIFY(error.contains(QLatin1String("key=value")));
}

void TestMonitoringForm::editsReachTheApp()
{
    ProjectEditor editor;
    editor.setProject(ChartFixtures::project(ChartFixtures::shopApp()));
    MonitoringForm *form = editor.monitoringForm();
    QSignalSpy edited(&editor, &ProjectEditor::projectEdited);
    form->processPicker()->setCurrentIndex(form->processPicker()->findText(QStringLiteral("web")));
    QVERIFY(!form->pathEdit()->isEnabled()); // off: nothing to fill in
    form->enabledCheck()->click();
    QVERIFY(form->pathEdit()->isEnabled());
    QTest::keyClicks(form->intervalEdit(), QStringLiteral("x")); // "30sx"
    form->labelsEdit()->clear();
    QTest::keyClicks(form->labelsEdit(), QStringLiteral("release=prom"));
    const int port7000 = form->portCombo()->findData(7000);
    QVERIFY(port7000 > 0);
    form->portCombo()->setCurrentIndex(port7000);
    Q_EMIT form->portCombo()->activated(port7000);
    QVERIFY(edited.count() > 0);

    auto webMonitoring = [&editor] {
        const App &app = editor.project().apps.at(0);
        return app.processes.at(app.processIndex(QStringLiteral("web"))).monitoring;
    };
    QCOMPARE(webMonitoring().enabled, true);
    QCOMPARE(webMonitoring().interval, QStringLiteral("30sx"));
    QCOMPARE(webMonitoring().port, 7000);
    QCOMPARE(MonitoringForm::labelsText(webMonitoring().labels), QStringLiteral("release=prom"));

    // a later edit on the Processes table keeps the monitoring (the table holds whole processes)
    ProcessTableModel *model = editor.processModel();
    const int row = model->rowOf(QStringLiteral("web"));
    QVERIFY(model->setData(model->index(row, ProcessTableModel::ReplicasColumn), 3, Qt::EditRole));
    QCOMPARE(editor.project().apps.at(0).processes.at(row).replicas, 3);
    QCOMPARE(webMonitoring().port, 7000);
    QCOMPARE(webMonitoring().enabled, true);

    // the validator's finding shows under the interval, and goes once it is fixed
    editor.showFindings(Validator::validate(editor.project()));
    QVERIFY(!form->findingLabel(QStringLiteral("interval"))->isHidden());
    QVERIFY(form->findingLabel(QStringLiteral("interval"))->text().contains(QLatin1String("30sx")));
    form->intervalEdit()->clear();
    QTest::keyClicks(form->intervalEdit(), QStringLiteral("1m"));
    editor.showFindings(Validator::validate(editor.project()));
    QVERIFY(form->findingLabel(QStringLiteral("interval"))->isHidden());

    // labels text that does not read: said under the field, the last good labels are kept
    QTest::keyClicks(form->labelsEdit(), QStringLiteral(", team"));
    QVERIFY(!form->findingLabel(QStringLiteral("labels"))->isHidden());
    QCOMPARE(MonitoringForm::labelsText(webMonitoring().labels), QStringLiteral("release=prom"));
}

void TestMonitoringForm::releaseButtonAddsTheLabel()
{
    ProjectEditor editor;
    editor.setProject(ChartFixtures::project(ChartFixtures::shopApp()));
    MonitoringForm *form = editor.monitoringForm();
    form->processPicker()->setCurrentIndex(form->processPicker()->findText(QStringLiteral("web")));
    QTest::keyClicks(form->releaseEdit(), QStringLiteral("kube-prometheus-stack"));
    form->releaseButton()->click();
    QCOMPARE(form->labelsEdit()->text(), QStringLiteral("release=kube-prometheus-stack"));
    QVERIFY(form->enabledCheck()->isChecked()); // a label for a monitor that is off would do nothing
    const App &app = editor.project().apps.at(0);
    const Monitoring m = app.processes.at(app.processIndex(QStringLiteral("web"))).monitoring;
    QVERIFY(m.enabled);
    QCOMPARE(m.labels.value(0).second, QStringLiteral("kube-prometheus-stack"));
    // a second release name replaces the first
    form->releaseEdit()->setText(QStringLiteral("prom"));
    form->releaseButton()->click();
    QCOMPARE(form->labelsEdit()->text(), QStringLiteral("release=prom"));
}

void TestMonitoringForm::findingsJumpToTheField_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("widget");
    QTest::newRow("an interval finding focuses the interval") << "interval"
                                                              << "interval";
    QTest::newRow("a timeout finding focuses the scrape timeout") << "scrapeTimeout"
                                                                  << "timeout";
    QTest::newRow("a port finding focuses the port") << "port"
                                                     << "port";
    QTest::newRow("a labels finding focuses the labels") << "labels[release]"
                                                         << "labels";
    QTest::newRow("an enabled finding focuses the check box") << "enabled"
                                                              << "enabled";
}

void TestMonitoringForm::findingsJumpToTheField()
{
    QFETCH(QString, field);
    QFETCH(QString, widget);
    App app = ChartFixtures::shopApp();
    ProcessType &web = app.processes[app.processIndex(QStringLiteral("web"))];
    web.monitoring.enabled = true;
    web.monitoring.interval = QStringLiteral("often"); // an error under the interval
    ProjectEditor editor;
    editor.setProject(ChartFixtures::project(app));
    editor.resize(1024, 700);
    editor.show();
    editor.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&editor));
    editor.showFindings(Validator::validate(editor.project()));
    MonitoringForm *form = editor.monitoringForm();
    editor.pages()->setCurrentIndex(ProjectEditor::ProcessesPage);

    const QString path = QStringLiteral("apps[shop].processes[web].monitoring.") + field;
    QVERIFY(editor.focusField(path));
    QCOMPARE(editor.pages()->currentIndex(), int(ProjectEditor::MonitoringPage));
    QCOMPARE(form->processPicker()->currentText(), QStringLiteral("web"));
    QWidget *expected = widget == QLatin1String("interval") ? static_cast<QWidget *>(form->intervalEdit())
        : widget == QLatin1String("timeout")                ? static_cast<QWidget *>(form->timeoutEdit())
        : widget == QLatin1String("port")                   ? static_cast<QWidget *>(form->portCombo())
        : widget == QLatin1String("labels")                 ? static_cast<QWidget *>(form->labelsEdit())
                                                            : static_cast<QWidget *>(form->enabledCheck());
    QTRY_COMPARE(QApplication::focusWidget(), expected);
    // the validator's error on the interval is shown under it
    const QString shown = form->findingLabel(QStringLiteral("interval"))->text();
    QVERIFY2(shown.contains(QLatin1String("often")), qPrintable(shown));
}

QTEST_MAIN(TestMonitoringForm)
#include "tst_monitoringform.moc"
