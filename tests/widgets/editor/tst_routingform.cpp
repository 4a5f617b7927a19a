// SPDX-License-Identifier: GPL-3.0-or-later
// The Routing page: route kind, ingress class, Gateway, redirect, Let's Encrypt and the imported
// certificate (its hosts and expiry shown; its key held for the keychain, never shown).
#include "editor/certificatesummary.h"
#include "editor/routingform.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace HelmDeck;

namespace {

App routedApp()
{
    App app;
    app.name = QStringLiteral("shop");
    app.ingressClass = QStringLiteral("nginx");
    RoutingSettings &r = app.routing;
    r.kind = RoutingSettings::Kind::HTTPRoute;
    r.gatewayName = QStringLiteral("public");
    r.gatewayNamespace = QStringLiteral("gateways");
    r.gatewaySection = QStringLiteral("https");
    r.httpsRedirect = true;
    r.letsEncryptEmail = QStringLiteral("ops@example.com");
    r.letsEncryptStaging = true;
    r.certificateFile = QStringLiteral("certs/www.pem");
    app.certificate.key = QStringLiteral("-----BEGIN PRIVATE KEY-----\nloaded\n-----END PRIVATE KEY-----\n");
    return app;
}

/** A self-signed certificate for www.example.com and example.com, valid @p days, and its key. */
bool makeCertificate(const QString &dir, int days)
{
    QProcess openssl;
    openssl.start(QStringLiteral("openssl"),
        { QStringLiteral("req"), QStringLiteral("-x509"), QStringLiteral("-newkey"), QStringLiteral("ec"),
            QStringLiteral("-pkeyopt"), QStringLiteral("ec_paramgen_curve:prime256v1"),
            QStringLiteral("-nodes"), QStringLiteral("-keyout"), dir + QStringLiteral("/www.key"),
            QStringLiteral("-out"), dir + QStringLiteral("/www.pem"), QStringLiteral("-days"),
            QString::number(days), QStringLiteral("-subj"), QStringLiteral("/CN=www.example.com"),
            QStringLiteral("-addext"),
            QStringLiteral("subjectAltName=DNS:www.example.com,DNS:example.com") });
    return openssl.waitForFinished(60000) && openssl.exitCode() == 0;
}

} // namespace

class TestRoutingForm : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void anAppIsWrittenBackUnchanged()
    {
        RoutingForm form;
        QSignalSpy edited(&form, &RoutingForm::edited);
        const App app = routedApp();
        form.setApp(app);
        App out = app;
        out.routing = RoutingSettings();
        out.ingressClass.clear();
        out.certificate = ImportedCertificate();
        form.applyTo(&out);
        QCOMPARE(out.routing, app.routing);
        QCOMPARE(out.ingressClass, app.ingressClass);
        QCOMPARE(out.certificate, app.certificate);
        QCOMPARE(edited.count(), 0);
    }

    void editsReachTheApp()
    {
        RoutingForm form;
        form.setApp(routedApp());
        QSignalSpy edited(&form, &RoutingForm::edited);
        form.kindCombo()->setCurrentIndex(form.kindCombo()->findData(int(RoutingSettings::Kind::Ingress)));
        Q_EMIT form.kindCombo()->activated(form.kindCombo()->currentIndex());
        QTest::keyClicks(form.ingressClassEdit(), QStringLiteral("-internal"));
        form.httpsRedirectCheck()->setChecked(false);
        form.letsEncryptServerCombo()->setCurrentIndex(0);
        Q_EMIT form.letsEncryptServerCombo()->activated(0);
        QVERIFY(edited.count() >= 3);
        App out;
        form.applyTo(&out);
        QCOMPARE(out.routing.kind, RoutingSettings::Kind::Ingress);
        QCOMPARE(out.ingressClass, QStringLiteral("nginx-internal"));
        QVERIFY(!out.routing.httpsRedirect);
        QVERIFY(!out.routing.letsEncryptStaging);
    }

    void theGatewayIsEnabledOnlyForHTTPRoute_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<bool>("gateway");
        QTest::addRow("Ingress: no Gateway") << int(RoutingSettings::Kind::Ingress) << false;
        QTest::addRow("Traefik IngressRoute: no Gateway")
            << int(RoutingSettings::Kind::IngressRoute) << false;
        QTest::addRow("HTTPRoute: the Gateway") << int(RoutingSettings::Kind::HTTPRoute) << true;
    }

    void theGatewayIsEnabledOnlyForHTTPRoute()
    {
        QFETCH(int, kind);
        QFETCH(bool, gateway);
        App app = routedApp();
        app.routing.kind = RoutingSettings::Kind(kind);
        RoutingForm form;
        form.setApp(app);
        QCOMPARE(form.gatewayNameEdit()->isEnabled(), gateway);
        QCOMPARE(form.gatewayNamespaceEdit()->isEnabled(), gateway);
        QCOMPARE(form.gatewaySectionEdit()->isEnabled(), gateway);
    }

    void theCertificateShowsItsHostsAndExpiryAndTheKeyIsHeldUnseen()
    {
        QTemporaryDir dir;
        QVERIFY(makeCertificate(dir.path(), 30));
        RoutingForm form;
        form.setProjectDir(dir.path());
        App app = routedApp();
        app.routing.certificateFile.clear();
        app.certificate = ImportedCertificate();
        form.setApp(app);
        QSignalSpy edited(&form, &RoutingForm::edited);
        form.chooseCertificate(dir.filePath(QStringLiteral("www.pem")));
        // Inside the project's folder: stored relative to it.
        QCOMPARE(form.certificateEdit()->text(), QStringLiteral("www.pem"));
        const QString info = form.certificateInfo()->text();
        QVERIFY2(info.contains(QStringLiteral("Covers example.com, www.example.com;")), qPrintable(info));
        QVERIFY2(info.contains(QDate::currentDate().addDays(30).toString(Qt::ISODate))
                || info.contains(QDate::currentDate().addDays(29).toString(Qt::ISODate)),
            qPrintable(info));

        QVERIFY(form.chooseKey(dir.filePath(QStringLiteral("www.key"))));
        QCOMPARE(edited.count(), 2);
        App out;
        form.applyTo(&out);
        QCOMPARE(out.routing.certificateFile, QStringLiteral("www.pem"));
        QVERIFY(out.certificate.key.contains(QStringLiteral("PRIVATE KEY-----")));
        QVERIFY(out.certificate.chainPem.contains("BEGIN CERTIFICATE"));
        // The page says a key is held, never what it is.
        QVERIFY(!form.keyStatus()->text().contains(QStringLiteral("BEGIN")));
        QVERIFY(form.keyStatus()->text().contains(QStringLiteral("keychain")));
    }

    void aFileWithoutAKeyChangesNothing()
    {
        QTemporaryDir dir;
        QVERIFY(makeCertificate(dir.path(), 30));
        RoutingForm form;
        form.setApp(routedApp());
        QSignalSpy edited(&form, &RoutingForm::edited);
        QVERIFY(!form.chooseKey(dir.filePath(QStringLiteral("www.pem")))); // the chain, not a key
        QCOMPARE(edited.count(), 0);
        App out;
        form.applyTo(&out);
        QCOMPARE(out.certificate.key, routedApp().certificate.key);
    }

    void anExpiredCertificateSaysSo()
    {
        QTemporaryDir dir;
        QVERIFY(makeCertificate(dir.path(), 1));
        QFile pem(dir.filePath(QStringLiteral("www.pem")));
        QVERIFY(pem.open(QIODevice::ReadOnly));
        const CertificateSummary summary = CertificateSummary::read(pem.readAll());
        QCOMPARE(summary.certificates, 1);
        const QDateTime later = QDateTime::currentDateTimeUtc().addDays(3);
        QVERIFY(summary.expired(later));
        QVERIFY(summary.text(later).contains(QStringLiteral("expired on")));
        const QString bad = CertificateSummary::read("not a certificate").text();
        QVERIFY2(bad.startsWith(QStringLiteral("Not usable: ")) && bad.contains(QStringLiteral("(line 1)")),
            qPrintable(bad));
    }

    void findingsJumpToTheirField_data()
    {
        QTest::addColumn<QString>("below");
        QTest::addColumn<QString>("widget"); // objectName
        QTest::addRow("the kind") << "routing.kind"
                                  << "routingKindCombo";
        QTest::addRow("the routing block") << "routing"
                                           << "routingKindCombo";
        QTest::addRow("the ingress class") << "ingressClass"
                                           << "ingressClassEdit";
        QTest::addRow("the Gateway's name") << "routing.gateway.name"
                                            << "routing.gateway.name";
        QTest::addRow("the Gateway") << "routing.gateway"
                                     << "routing.gateway.name";
        QTest::addRow("the listener") << "routing.gateway.section"
                                      << "routing.gateway.section";
        QTest::addRow("the certificate") << "routing.certificate"
                                         << "certificateEdit";
        QTest::addRow("the Let's Encrypt server") << "routing.letsEncrypt.server"
                                                  << "routing.letsEncrypt.server";
    }

    void findingsJumpToTheirField()
    {
        QFETCH(QString, below);
        QFETCH(QString, widget);
        RoutingForm form;
        form.setApp(routedApp());
        form.show();
        QVERIFY(QTest::qWaitForWindowExposed(&form));
        form.activateWindow();
        QVERIFY(form.focusField(below));
        QTRY_COMPARE(QApplication::focusWidget()->objectName(), widget);
        QVERIFY(!form.focusField(QStringLiteral("routing.nosuch")));
    }

    void findingsShowUnderTheirField()
    {
        RoutingForm form;
        form.setApp(routedApp());
        form.show();
        const Findings findings { Finding::error(
            QStringLiteral("the Gateway needs a name"), QStringLiteral("apps[shop].routing.gateway.name")) };
        form.showFindings(findings, QStringLiteral("apps[shop]"));
        const QList<QLabel *> labels = form.findChildren<QLabel *>();
        const bool shown = std::any_of(labels.cbegin(), labels.cend(), [](QLabel *l) {
            return l->isVisible() && l->text().contains(QStringLiteral("the Gateway needs a name"));
        });
        QVERIFY(shown);
    }
};

QTEST_MAIN(TestRoutingForm)
#include "tst_routingform.moc"
