// SPDX-License-Identifier: GPL-3.0-or-later
// The Domains, Routing and Services pages inside the project editor: edits reach the project, a
// finding's field path jumps to the row, column or field, and no secret reaches the project file.
#include "editor/domaintablemodel.h"
#include "editor/projecteditor.h"
#include "editor/routingform.h"
#include "editor/servicesform.h"
#include "forms/combodelegate.h"
#include "forms/formpages.h"
#include "forms/tableform.h"
#include "io/projectfile.h"
#include "windowfixture.h"

#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace HelmDeck;

namespace {

const QString keyText
    = QStringLiteral("-----BEGIN PRIVATE KEY-----\nTOPSECRETKEYBYTES\n-----END PRIVATE KEY-----\n");
const QString urlText = QStringLiteral("postgres://app:TOPSECRETPASSWORD@db.example.com/app");

/** WindowFixture's "python" with a second domain (cert-manager), an HTTPRoute and a bundled PostgreSQL. */
Project project()
{
    Project p = WindowFixture::sampleProject();
    Domain api(QStringLiteral("api.example.com"));
    api.tls.mode = DomainTls::Mode::CertManager;
    api.tls.issuer = QStringLiteral("letsencrypt-prod");
    p.apps[0].domains.append(api);
    BackingService pg;
    p.apps[0].services = { pg };
    p.apps[0].routing.kind = RoutingSettings::Kind::HTTPRoute;
    p.apps[0].routing.gatewayName = QStringLiteral("public");
    return p;
}

} // namespace

class TestRoutingPages : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<ProjectEditor> m_editor;

private Q_SLOTS:
    void init()
    {
        m_editor = std::make_unique<ProjectEditor>();
        m_editor->setProject(project());
        m_editor->resize(1024, 700);
        m_editor->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_editor.get()));
        m_editor->activateWindow();
    }
    void cleanup() { m_editor.reset(); }

    void thePagesLoadTheAppAndLeaveItUnchanged()
    {
        QSignalSpy edited(m_editor.get(), &ProjectEditor::projectEdited);
        const App app = m_editor->project().apps.constFirst();
        QCOMPARE(m_editor->domainModel()->domains(), app.domains);
        App out = app;
        m_editor->routingForm()->applyTo(&out);
        m_editor->servicesForm()->applyTo(&out);
        QCOMPARE(out.routing, app.routing);
        QCOMPARE(out.services, app.services);
        QCOMPARE(out.ingressClass, app.ingressClass);
        QCOMPARE(edited.count(), 0);
    }

    void aDomainEditReachesTheProject()
    {
        QSignalSpy edited(m_editor.get(), &ProjectEditor::projectEdited);
        DomainTableModel *model = m_editor->domainModel();
        QVERIFY(model->setData(model->index(0, DomainTableModel::TlsColumn), QStringLiteral("imported")));
        QVERIFY(model->setData(model->index(1, DomainTableModel::PathColumn), QStringLiteral("/api")));
        QCOMPARE(edited.count(), 2);
        const App &app = m_editor->project().apps.constFirst();
        QCOMPARE(app.domains.at(0).tls.mode, DomainTls::Mode::Imported);
        QCOMPARE(app.domains.at(1).path, QStringLiteral("/api"));
        QCOMPARE(
            app.domains.at(1).tls.issuer, QStringLiteral("letsencrypt-prod")); // the rest of the row kept
    }

    void thePortColumnOffersTheWebProcessesPortMaps()
    {
        QTableView *view = m_editor->domainsForm()->view();
        auto *delegate
            = qobject_cast<ComboDelegate *>(view->itemDelegateForColumn(DomainTableModel::PortColumn));
        QVERIFY(delegate);
        QCOMPARE(
            delegate->choices(), (QStringList { QStringLiteral("primary"), QStringLiteral("http-80-5000") }));
    }

    void routingAndServiceEditsReachTheProject()
    {
        QSignalSpy edited(m_editor.get(), &ProjectEditor::projectEdited);
        QComboBox *kind = m_editor->routingForm()->kindCombo();
        kind->setCurrentIndex(kind->findData(int(RoutingSettings::Kind::IngressRoute)));
        Q_EMIT kind->activated(kind->currentIndex());
        QVERIFY(!m_editor->routingForm()->gatewayNameEdit()->isEnabled());
        m_editor->routingForm()->ingressClassEdit()->clear();
        QTest::keyClicks(m_editor->routingForm()->ingressClassEdit(), QStringLiteral("nginx"));
        QComboBox *valkey = m_editor->servicesForm()->modeCombo(BackingService::Kind::Valkey);
        valkey->setCurrentIndex(ServicesForm::Bundled);
        Q_EMIT valkey->activated(ServicesForm::Bundled);
        QVERIFY(edited.count() >= 3);
        const App &app = m_editor->project().apps.constFirst();
        QCOMPARE(app.routing.kind, RoutingSettings::Kind::IngressRoute);
        QCOMPARE(app.ingressClass, QStringLiteral("nginx"));
        QCOMPARE(app.services.size(), 2);
        QCOMPARE(app.services.at(1).kind, BackingService::Kind::Valkey);
    }

    void aFindingJumpsToItsCell_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<int>("row");
        QTest::addColumn<int>("column");
        QTest::addRow("a domain") << "apps[python].domains[1]" << 1 << int(DomainTableModel::HostColumn);
        QTest::addRow("a domain's TLS")
            << "apps[python].domains[1].tls" << 1 << int(DomainTableModel::TlsColumn);
        QTest::addRow("a domain's port")
            << "apps[python].domains[0].port" << 0 << int(DomainTableModel::PortColumn);
        QTest::addRow("a domain's issuer")
            << "apps[python].domains[1].issuer" << 1 << int(DomainTableModel::IssuerColumn);
        QTest::addRow("a domain's path")
            << "apps[python].domains[0].path" << 0 << int(DomainTableModel::PathColumn);
    }

    void aFindingJumpsToItsCell()
    {
        QFETCH(QString, path);
        QFETCH(int, row);
        QFETCH(int, column);
        m_editor->pages()->setCurrentIndex(ProjectEditor::AppPage);
        QVERIFY(m_editor->focusField(path));
        QCOMPARE(m_editor->pages()->currentIndex(), int(ProjectEditor::DomainsPage));
        QTableView *view = m_editor->domainsForm()->view();
        QCOMPARE(view->currentIndex().row(), row);
        QCOMPARE(view->currentIndex().column(), column);
        QTRY_VERIFY(view->hasFocus());
    }

    void aFindingJumpsToItsField_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<int>("page");
        QTest::addColumn<QString>("widget");
        const int r = ProjectEditor::RoutingPage;
        const int s = ProjectEditor::ServicesPage;
        QTest::addRow("the ingress class is on the Routing page")
            << "apps[python].ingressClass" << r << "ingressClassEdit";
        QTest::addRow("the route kind") << "apps[python].routing.kind" << r << "routingKindCombo";
        QTest::addRow("the Gateway's namespace")
            << "apps[python].routing.gateway.namespace" << r << "routing.gateway.namespace";
        QTest::addRow("the Let's Encrypt email")
            << "apps[python].routing.letsEncrypt.email" << r << "routing.letsEncrypt.email";
        QTest::addRow("the imported certificate")
            << "apps[python].routing.certificate" << r << "certificateEdit";
        QTest::addRow("a service") << "apps[python].services[postgres]" << s << "postgresModeCombo";
        QTest::addRow("a service's size") << "apps[python].services[postgres].size" << s << "postgres.size";
        QTest::addRow("a service's CPU request")
            << "apps[python].services[postgres].resources.cpu" << s << "postgres.cpu";
        QTest::addRow("the URL of a service that is off goes to its mode")
            << "apps[python].services[valkey].url" << s << "valkeyModeCombo";
        QTest::addRow("a bundled service's password goes to its mode")
            << "apps[python].services[postgres].password" << s << "postgresModeCombo";
        QTest::addRow("the URL of a bundled service goes to its mode")
            << "apps[python].services[postgres].url" << s << "postgresModeCombo";
    }

    void aFindingJumpsToItsField()
    {
        QFETCH(QString, path);
        QFETCH(int, page);
        QFETCH(QString, widget);
        m_editor->pages()->setCurrentIndex(ProjectEditor::AppPage);
        QVERIFY(m_editor->focusField(path));
        QCOMPARE(m_editor->pages()->currentIndex(), page);
        QTRY_VERIFY(QApplication::focusWidget());
        QCOMPARE(QApplication::focusWidget()->objectName(), widget);
    }

    void theWindowShowsThePagesAt1024x700()
    {
        // Saved only when HELMDECK_TEST_SCREENSHOTS names a folder (run again with QT_SCALE_FACTOR=2).
        WindowFixture fx;
        QString error;
        if (!fx.init(QStringLiteral("tst_routingpages"), &error))
            QFAIL(qPrintable(error));
        std::unique_ptr<MainWindow> w
            = fx.openAndRender(fx.writeProject(QStringLiteral("pages.yaml"), project()));
        QVERIFY(w);
        w->resize(1024, 700);
        w->editor()->showFindings(
            { Finding::warning(QStringLiteral("the Gateway public has no HTTPS listener"),
                QStringLiteral("apps[python].routing.gateway.name")) });
        const struct
        {
            int page;
            const char *name;
        } shots[] = { { ProjectEditor::DomainsPage, "domains.png" },
            { ProjectEditor::RoutingPage, "routing.png" }, { ProjectEditor::ServicesPage, "services.png" } };
        for (const auto &shot : shots) {
            w->editor()->pages()->setCurrentIndex(shot.page);
            QTest::qWait(50);
            const auto scrolls = w->editor()->pages()->currentWidget()->findChildren<QScrollArea *>();
            for (QScrollArea *scroll : scrolls)
                QVERIFY2(!scroll->horizontalScrollBar()->isVisible(), shot.name); // nothing cut off sideways
            WindowFixture::saveShot(w.get(), QString::fromLatin1(shot.name));
        }
        // The lower half of the Routing page: Let's Encrypt and the imported certificate.
        w->editor()->pages()->setCurrentIndex(ProjectEditor::RoutingPage);
        auto *scroll = qobject_cast<QScrollArea *>(w->editor()->pages()->currentWidget());
        QVERIFY(scroll);
        scroll->ensureWidgetVisible(w->editor()->routingForm()->keyButton());
        WindowFixture::saveShot(w.get(), QStringLiteral("routing-certificate.png"));
    }

    void noSecretReachesTheProjectFile()
    {
        QTemporaryDir dir;
        QFile key(dir.filePath(QStringLiteral("www.key")));
        QVERIFY(key.open(QIODevice::WriteOnly));
        key.write(keyText.toLatin1());
        key.close();
        m_editor->setProjectDir(dir.path());
        QVERIFY(m_editor->routingForm()->chooseKey(key.fileName()));
        QComboBox *mode = m_editor->servicesForm()->modeCombo(BackingService::Kind::PostgreSQL);
        mode->setCurrentIndex(ServicesForm::External);
        Q_EMIT mode->activated(ServicesForm::External);
        QTest::keyClicks(m_editor->servicesForm()->urlEdit(BackingService::Kind::PostgreSQL), urlText);
        // The project holds them (for the keychain, ProjectSecrets) ...
        const App &app = m_editor->project().apps.constFirst();
        QCOMPARE(app.certificate.key, keyText);
        QCOMPARE(app.services.constFirst().credential, urlText);
        // ... the file does not.
        const QString path = dir.filePath(QStringLiteral("helmdeck.yaml"));
        QString error;
        QVERIFY2(ProjectFile::save(m_editor->project(), path, &error), qPrintable(error));
        QFile saved(path);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        const QByteArray text = saved.readAll();
        QVERIFY(text.contains("external: true"));
        QVERIFY(!text.contains("TOPSECRET"));
        QVERIFY(!text.contains("PRIVATE KEY"));
    }
};

QTEST_MAIN(TestRoutingPages)
#include "tst_routingpages.moc"
