// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/projecteditor.h"
#include "forms/formpages.h"
#include "forms/tableform.h"
#include "jobs/progresspanel.h"
#include "window/mainwindow.h"
#include "windowfixture.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QHeaderView>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QTableView>
#include <QTest>

using namespace HelmDeck;

/**
 * The Domains, Routing and Services pages and the progress panel at a small window (1024×700):
 * the Domains table fits its width without scrolling sideways, no field of the Routing and
 * Services pages sticks out of its page, and the progress panel's buttons keep their full size.
 * ctest runs this suite twice: as is, and with QT_SCALE_FACTOR=2 (tst_formsfit2x). With
 * HELMDECK_SCREENSHOT_DIR set, each view is saved there as a PNG (the scale in its name).
 */
class TestFormsFit : public QObject
{
    Q_OBJECT

private:
    WindowFixture m_fx;
    std::unique_ptr<MainWindow> m_window;

    void shoot(const QString &name)
    {
        const QString dir = QString::fromLocal8Bit(qgetenv("HELMDECK_SCREENSHOT_DIR"));
        if (dir.isEmpty())
            return;
        QTest::qWait(100); // let layouts settle
        const QString scale = QString::fromLocal8Bit(qgetenv("QT_SCALE_FACTOR"));
        const QString file = name + (scale.isEmpty() ? QString() : QStringLiteral("-x") + scale);
        QVERIFY(m_window->grab().save(QDir(dir).filePath(file + QStringLiteral(".png"))));
    }

    /** The app "python" with domains of every TLS mode, long issuer names, and both services. */
    static Project servicesProject()
    {
        Project p = WindowFixture::sampleProject();
        App &app = p.apps[0];
        Domain shop(QStringLiteral("shop.example.com"));
        shop.tls.mode = DomainTls::Mode::CertManager;
        shop.tls.issuer = QStringLiteral("letsencrypt-production-cluster-issuer");
        Domain api(QStringLiteral("api.internal.shop.example.com"));
        api.path = QStringLiteral("/api/v1");
        api.tls.mode = DomainTls::Mode::None;
        Domain wildcard(QStringLiteral("*.preview.shop.example.com"));
        wildcard.tls.mode = DomainTls::Mode::CertManager;
        wildcard.tls.issuer = shop.tls.issuer; // one Certificate per app: one issuer
        app.domains = { shop, api, wildcard };
        BackingService pg;
        pg.kind = BackingService::Kind::PostgreSQL;
        pg.size = QStringLiteral("10Gi");
        pg.storageClass = QStringLiteral("local-path");
        pg.user = QStringLiteral("shop");
        pg.database = QStringLiteral("shop");
        pg.claim = QStringLiteral("data-shop-postgres-0");
        pg.credential = QStringLiteral("Pg0123456789abcdefghijklmnopqrstuvwxyzAB");
        BackingService vk;
        vk.kind = BackingService::Kind::Valkey;
        vk.external = true;
        vk.credential = QStringLiteral("redis://:pw@cache.example.com:6379");
        app.services = { pg, vk };
        return p;
    }

    /** No horizontal scroll bar, and no field or button outside the page's width or squashed. */
    static void checkFits(QWidget *page)
    {
        QList<QScrollArea *> scrolls = page->findChildren<QScrollArea *>();
        if (auto *own = qobject_cast<QScrollArea *>(page)) // a form page is its own scroll area
            scrolls.prepend(own);
        for (QScrollArea *scroll : std::as_const(scrolls)) {
            if (!scroll->isVisible() || !scroll->widget())
                continue;
            QVERIFY2(!scroll->horizontalScrollBar()->isVisible(),
                qPrintable(QString::fromLatin1(scroll->widget()->metaObject()->className())
                    + QStringLiteral(" scrolls sideways: needs ")
                    + QString::number(scroll->widget()->minimumSizeHint().width()) + QStringLiteral(" px of ")
                    + QString::number(scroll->viewport()->width())));
        }
        QList<QWidget *> fields;
        for (QLineEdit *w : page->findChildren<QLineEdit *>())
            fields.append(w);
        for (QComboBox *w : page->findChildren<QComboBox *>())
            fields.append(w);
        for (QAbstractButton *w : page->findChildren<QAbstractButton *>())
            fields.append(w);
        for (QWidget *w : std::as_const(fields)) {
            if (!w->isVisible() || qobject_cast<QLineEdit *>(w->parentWidget())
                || qobject_cast<QComboBox *>(w->parentWidget()))
                continue; // a combo's own line edit, a line edit's action button
            const QRect inPage(w->mapTo(page, QPoint(0, 0)), w->size());
            const QString name
                = QString::fromLatin1(w->metaObject()->className()) + QLatin1Char(' ') + w->objectName();
            QVERIFY2(inPage.left() >= 0 && inPage.right() <= page->rect().right(),
                qPrintable(name + QStringLiteral(" sticks out of its page")));
            QVERIFY2(w->width() >= std::min(w->sizeHint().width(), 120),
                qPrintable(name
                    + QStringLiteral(" is squashed: %1 px of %2")
                          .arg(w->width())
                          .arg(w->sizeHint().width())));
        }
    }

private Q_SLOTS:
    void initTestCase()
    {
        QString error;
        if (!m_fx.init(QStringLiteral("tst_formsfit"), &error))
            QFAIL(qPrintable(error));
        m_window = m_fx.openAndRender(m_fx.writeProject(QStringLiteral("services.yaml"), servicesProject()));
        QVERIFY(m_window);
        m_window->resize(1024, 700);
        QTest::qWait(200);
        QCOMPARE(m_window->size(), QSize(1024, 700));
    }

    void theDomainsTableFitsItsWidth()
    {
        m_window->editor()->pages()->setCurrentIndex(ProjectEditor::DomainsPage);
        QTest::qWait(100);
        QTableView *view = m_window->editor()->domainsForm()->view();
        QVERIFY(view->isVisible());
        int total = 0;
        for (int c = 0; c < view->horizontalHeader()->count(); ++c)
            total += view->horizontalHeader()->sectionSize(c);
        QVERIFY2(total <= view->viewport()->width(),
            qPrintable(QStringLiteral("columns %1 px in %2 px").arg(total).arg(view->viewport()->width())));
        QVERIFY(!view->horizontalScrollBar()->isVisible());
        // every header is readable, and the host column has the most room
        for (int c = 0; c < view->horizontalHeader()->count(); ++c)
            QVERIFY2(view->horizontalHeader()->sectionSize(c) >= view->horizontalHeader()->sectionSizeHint(c),
                qPrintable(QStringLiteral("column %1 is narrower than its header").arg(c)));
        // a cut value is whole in the tool tip
        const QModelIndex issuer = view->model()->index(0, 4);
        QVERIFY(issuer.data(Qt::ToolTipRole)
                    .toString()
                    .startsWith(QStringLiteral("letsencrypt-production-cluster-issuer")));
        shoot(QStringLiteral("fit-domains"));
    }

    void theRoutingAndServicesPagesFit_data()
    {
        QTest::addColumn<int>("page");
        QTest::addColumn<QString>("name");
        QTest::addRow("the Routing page") << int(ProjectEditor::RoutingPage) << QStringLiteral("fit-routing");
        QTest::addRow("the Services page")
            << int(ProjectEditor::ServicesPage) << QStringLiteral("fit-services");
    }
    void theRoutingAndServicesPagesFit()
    {
        QFETCH(int, page);
        QFETCH(QString, name);
        FormPages *pages = m_window->editor()->pages();
        pages->setCurrentIndex(page);
        QTest::qWait(100);
        checkFits(pages->currentWidget());
        shoot(name);
        if (page != ProjectEditor::ServicesPage)
            return;
        // the fields a rename pins, scrolled into view
        auto *claim = pages->currentWidget()->findChild<QLineEdit *>(QStringLiteral("postgres.claim"));
        QVERIFY(claim);
        QCOMPARE(claim->text(), QStringLiteral("data-shop-postgres-0"));
        for (QWidget *w = claim->parentWidget(); w; w = w->parentWidget()) {
            if (auto *scroll = qobject_cast<QScrollArea *>(w))
                scroll->ensureWidgetVisible(claim);
        }
        QTest::qWait(50);
        QVERIFY(claim->visibleRegion().boundingRect().width() == claim->width());
        shoot(name + QStringLiteral("-pinned"));
    }

    void theProgressPanelButtonsAreWhole_data()
    {
        QTest::addColumn<int>("width");
        QTest::addRow("at 1024 px") << 1024;
        QTest::addRow("at 800 px") << 800;
        QTest::addRow("at 640 px") << 640;
    }
    void theProgressPanelButtonsAreWhole()
    {
        QFETCH(int, width);
        auto *dock = m_window->findChild<QDockWidget *>(QStringLiteral("progressDock"));
        QVERIFY(dock);
        dock->show();
        dock->raise();
        m_window->resize(width, 700);
        QTest::qWait(200);
        for (const QString &name : { QStringLiteral("copyLogButton"), QStringLiteral("cancelJobButton") }) {
            auto *button = dock->findChild<QPushButton *>(name);
            QVERIFY(button);
            QVERIFY(button->isVisible());
            QVERIFY2(button->width() >= button->sizeHint().width(),
                qPrintable(QStringLiteral("%1 is %2 px of %3")
                               .arg(name)
                               .arg(button->width())
                               .arg(button->sizeHint().width())));
            const QRect inDock(button->mapTo(dock, QPoint(0, 0)), button->size());
            QVERIFY2(dock->rect().contains(inDock), qPrintable(name + QStringLiteral(" is cut off")));
        }
        shoot(QStringLiteral("fit-progress-%1").arg(width));
        m_window->resize(1024, 700);
    }

    void aNarrowProgressPanelShowsItsButtonsAsIcons()
    {
        ProgressPanel panel;
        panel.resize(900, 200);
        panel.show();
        QTest::qWait(50);
        auto *copy = panel.findChild<QPushButton *>(QStringLiteral("copyLogButton"));
        QVERIFY(copy);
        QCOMPARE(copy->text(), QStringLiteral("Copy Log"));
        panel.resize(qMax(panel.minimumSizeHint().width(), 200), 200);
        QTest::qWait(50);
        for (auto *button : panel.findChildren<QPushButton *>()) {
            const QRect inPanel(button->mapTo(&panel, QPoint(0, 0)), button->size());
            QVERIFY2(panel.rect().contains(inPanel),
                qPrintable(button->objectName() + QStringLiteral(" is cut off")));
            QVERIFY(button->width() >= button->sizeHint().width());
        }
        QVERIFY(copy->text().isEmpty());
        QVERIFY(!copy->icon().isNull());
        QVERIFY(copy->toolTip().contains(QStringLiteral("Copy")));
    }
};

QTEST_MAIN(TestFormsFit)
#include "tst_formsfit.moc"
