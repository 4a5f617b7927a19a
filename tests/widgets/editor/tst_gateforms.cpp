// SPDX-License-Identifier: GPL-3.0-or-later
// The Release and Health checks pages: what they show, what they write back, and findings that
// jump to their fields.

#include "editor/healthchecksform.h"
#include "editor/releaseform.h"
#include "forms/findinglabel.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>

using namespace HelmDeck;

namespace {

App gatedApp()
{
    App a;
    a.name = QStringLiteral("shop");
    a.image = QStringLiteral("registry.example.com/team/shop:1.0");
    a.release.command = QStringLiteral("./manage migrate");
    a.predeploy = QStringLiteral("./manage check");
    ProcessType web;
    web.name = QStringLiteral("web");
    HealthCheck ready;
    ready.type = QStringLiteral("readiness");
    ready.path = QStringLiteral("/health");
    web.healthChecks = { ready };
    ProcessType worker;
    worker.name = QStringLiteral("worker");
    ProbeOverride off;
    off.type = QStringLiteral("liveness");
    off.enabled = false;
    worker.probes = { off };
    a.processes = { web, worker };
    return a;
}

} // namespace

class TestGateForms : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void releaseFormShowsAndWritesTheSettings();
    void releaseFindingJumpsToItsField_data();
    void releaseFindingJumpsToItsField();
    void healthChecksFormEditsOverrides();
    void healthChecksFindingSelectsTheProcess();
};

void TestGateForms::releaseFormShowsAndWritesTheSettings()
{
    ReleaseForm form;
    form.setApp(gatedApp());
    QCOMPARE(form.commandEdit()->text(), QStringLiteral("./manage migrate"));
    QCOMPARE(form.backoffEdit()->value(), 1);
    QVERIFY(form.summary()->text().contains(QLatin1String("predeploy command (App page) first")));
    QVERIFY(form.findChild<QLabel *>(QStringLiteral("releaseIdempotentNote"))
                ->text()
                .contains(QLatin1String("idempotent")));
    QSignalSpy edited(&form, &ReleaseForm::edited);
    form.commandEdit()->selectAll();
    QTest::keyClicks(form.commandEdit(), QStringLiteral("./manage migrate --all"));
    form.backoffEdit()->setValue(3);
    QVERIFY(edited.count() > 0);
    App out = gatedApp();
    form.applyTo(&out);
    QCOMPARE(out.release.command, QStringLiteral("./manage migrate --all"));
    QCOMPARE(out.release.backoffLimit, 3);
    QVERIFY(out.release.waitImage.isEmpty()); // empty: the default image
}

void TestGateForms::releaseFindingJumpsToItsField_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("widget");
    QTest::newRow("the command") << QStringLiteral("command") << QStringLiteral("releaseCommandEdit");
    QTest::newRow("the retries") << QStringLiteral("backoffLimit") << QStringLiteral("releaseBackoffEdit");
    QTest::newRow("the wait image") << QStringLiteral("waitImage") << QStringLiteral("releaseWaitImageEdit");
}

void TestGateForms::releaseFindingJumpsToItsField()
{
    QFETCH(QString, field);
    QFETCH(QString, widget);
    ReleaseForm form;
    form.setApp(gatedApp());
    form.show();
    QVERIFY(QTest::qWaitForWindowExposed(&form));
    form.activateWindow();
    const Findings findings { Finding::error(
        QStringLiteral("bad"), QStringLiteral("apps[shop].release.") + field) };
    form.showFindings(findings, QStringLiteral("apps[shop]"));
    QVERIFY(form.focusField(field));
    QTRY_COMPARE(QApplication::focusWidget() ? QApplication::focusWidget()->objectName() : QString(), widget);
    QVERIFY(!form.focusField(QStringLiteral("nope")));
}

void TestGateForms::healthChecksFormEditsOverrides()
{
    HealthChecksForm form;
    form.setApp(gatedApp());
    QCOMPARE(form.processPicker()->count(), 2);
    QCOMPARE(form.modeEdit(QStringLiteral("readiness"))->currentIndex(), 0); // from the health checks
    QSignalSpy edited(&form, &HealthChecksForm::edited);
    // readiness of web: override the handler with a TCP check on 6000 and a period of 9
    form.modeEdit(QStringLiteral("readiness"))->setCurrentIndex(1);
    form.handlerEdit(QStringLiteral("readiness"))->setCurrentIndex(2);
    form.portEdit(QStringLiteral("readiness"))->setValue(6000);
    form.periodEdit(QStringLiteral("readiness"))->setValue(9);
    QVERIFY(edited.count() >= 4);
    App out = gatedApp();
    form.applyTo(&out);
    QCOMPARE(out.processes[0].probes.size(), 1);
    const ProbeOverride &o = out.processes[0].probes.first();
    QCOMPARE(o.type, QStringLiteral("readiness"));
    QCOMPARE(o.handler, ProbeOverride::Handler::TcpSocket);
    QCOMPARE(o.port, 6000);
    QCOMPARE(o.periodSeconds, 9);
    QCOMPARE(o.timeoutSeconds, -1); // "default": keeps the health check's
    // the worker's disabled liveness survives untouched
    QCOMPARE(out.processes[1].probes.size(), 1);
    QVERIFY(!out.processes[1].probes.first().enabled);
}

void TestGateForms::healthChecksFindingSelectsTheProcess()
{
    HealthChecksForm form;
    form.setApp(gatedApp());
    form.show();
    QVERIFY(QTest::qWaitForWindowExposed(&form));
    form.activateWindow();
    QVERIFY(form.focusField(QStringLiteral("worker"), QStringLiteral("liveness"), QString()));
    QCOMPARE(form.processPicker()->currentText(), QStringLiteral("worker"));
    QCOMPARE(form.modeEdit(QStringLiteral("liveness"))->currentIndex(), 2); // disabled
    QTRY_COMPARE(
        QApplication::focusWidget(), static_cast<QWidget *>(form.modeEdit(QStringLiteral("liveness"))));
    QVERIFY(!form.focusField(QStringLiteral("nope"), QStringLiteral("liveness"), QString()));
}

QTEST_MAIN(TestGateForms)
#include "tst_gateforms.moc"
