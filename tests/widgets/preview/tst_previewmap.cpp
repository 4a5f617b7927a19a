// SPDX-License-Identifier: GPL-3.0-or-later
#include "findings/findingsmodel.h"
#include "mapchecks.h"
#include "preview/manifestview.h"
#include "preview/mapedgeitem.h"
#include "preview/mapnodeitem.h"
#include "preview/mappage.h"
#include "preview/objectmapview.h"
#include "preview/outlinemodel.h"
#include "preview/previewpane.h"
#include "window/mainwindow.h"
#include "windowfixture.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QMouseEvent>
#include <QScrollBar>
#include <QSplitter>
#include <QTabBar>
#include <QTest>
#include <QTextBlock>
#include <QToolButton>
#include <QTreeView>

using namespace HelmDeck;
using namespace HelmDeck::MapChecks;

/**
 * The preview's map and outline (docs/architecture.md "The map"): the example project in the
 * window (its objects and arrows, a click showing an object's YAML, a double click and the outline
 * opening its document), a dangling reference marked on the map and listed in Findings, the outline
 * model under QAbstractItemModelTester, and the Map and Diff buttons on screen at 1024×700 however
 * many releases there are. ctest runs it as is and with QT_SCALE_FACTOR=2 (tst_previewmap2x); with
 * HELMDECK_SCREENSHOT_DIR set, the map is saved there as a PNG (the scale in its name).
 */
class TestPreviewMap : public QObject
{
    Q_OBJECT

private:
    WindowFixture m_fx;
    std::unique_ptr<MainWindow> m_window;

    void shoot(const QString &name, QWidget *widget = nullptr)
    {
        shootInto(name, widget ? widget : m_window.get());
    }

private Q_SLOTS:
    void initTestCase()
    {
        QString error;
        // its own settings per scale: ctest runs the 1x and 2x suites at once
        if (!m_fx.init(QStringLiteral("tst_previewmap") + qEnvironmentVariable("QT_SCALE_FACTOR"), &error))
            QFAIL(qPrintable(error));
        m_window = m_fx.openAndRender(qEnvironmentVariable("HELMDECK_SOURCE_DIR")
            + QStringLiteral("/examples/guestbook/helmdeck.yaml"));
        QVERIFY(m_window);
        m_window->resize(1024, 700);
        QTest::qWait(200);
        QCOMPARE(m_window->size(), QSize(1024, 700));
    }

    /** A fresh window at 1024x700 (and at 2x): no outline at first, and nothing over anything. */
    void nothingOverlapsAt1024()
    {
        PreviewPane *preview = m_window->preview();
        preview->showMapTab();
        QTest::qWait(50);
        QVERIFY2(preview->width() < PreviewPane::OutlineWidth, qPrintable(QString::number(preview->width())));
        QVERIFY(!preview->outlineView()->isVisible());
        auto *toggle = preview->findChild<QToolButton *>(QStringLiteral("outlineButton"));
        for (const bool outline : { false, true }) {
            if (outline)
                QTest::mouseClick(toggle, Qt::LeftButton);
            QTest::qWait(50);
            QCOMPARE(preview->outlineView()->isVisible(), outline);
            MapPage *page = preview->mapPage();
            QList<QWidget *> header { page->findChild<QWidget *>(QStringLiteral("mapStatus")),
                page->findChild<QWidget *>(QStringLiteral("mapZoom")),
                page->findChild<QWidget *>(QStringLiteral("mapActualSizeButton")), page->fitButton() };
            checkApart(header, page);
            // the map's page beside the outline, not under it, at no less than it asks for
            QWidget *pages = page->parentWidget()->parentWidget(); // the tab widget
            QVERIFY(pages->width() >= pages->minimumSizeHint().width());
            if (outline)
                checkApart({ preview->outlineView(), pages }, preview);
            checkApart({ page }, preview);
            // the whole status shown: wrapped, never cut
            auto *status = page->findChild<QLabel *>(QStringLiteral("mapStatus"));
            QVERIFY(status->height() >= status->heightForWidth(status->width()));
            shoot(outline ? QStringLiteral("map-1024-outline") : QStringLiteral("map-1024"));
        }
        QTest::mouseClick(toggle, Qt::LeftButton); // as a fresh window again
        QVERIFY(!preview->outlineView()->isVisible());
    }

    void theMapDrawsEveryObjectOfTheExample()
    {
        PreviewPane *preview = m_window->preview();
        preview->showMapTab();
        QVERIFY(preview->isMapTabCurrent());
        QVERIFY(preview->mapButton()->isChecked());
        ObjectMapView *map = preview->mapView();
        const ObjectGraph &graph = map->graph();
        QCOMPARE(graph.objects().size(), 20);
        int boxes = 0;
        for (MapNodeItem *node : map->nodeItems())
            boxes += node->isMissing() ? 0 : 1;
        QCOMPARE(boxes, int(graph.objects().size()));
        // One lane per release: the app first, then the releases it uses in the tabs' order.
        QStringList lanes;
        for (const MapLayout::Lane &lane : map->layout().lanes)
            lanes << lane.release;
        QCOMPARE(lanes,
            (QStringList { QStringLiteral("guestbook"), QStringLiteral("config-guestbook"),
                QStringLiteral("tls-guestbook") }));
        // Hosts on the routes
        MapNodeItem *ingress = map->nodeItem(
            graph.indexOf(QStringLiteral("Ingress"), QStringLiteral("guestbook-web-guestbook-example-com")));
        QVERIFY(ingress);
        QCOMPARE(ingress->lines(), QStringList { QStringLiteral("guestbook.example.com") });
        // Labelled arrows, none dangling: the example is whole.
        QStringList labels;
        for (MapEdgeItem *edge : map->edgeItems()) {
            labels << edge->label();
            QVERIFY2(!edge->isDangling(), qPrintable(edge->label()));
        }
        QVERIFY2(labels.contains(QStringLiteral("selects :5000")), qPrintable(labels.join(QLatin1Char('|'))));
        QVERIFY(labels.contains(QStringLiteral("routes")));
        QVERIFY(labels.contains(QStringLiteral("env from")));
        QVERIFY(labels.contains(QStringLiteral("runs as")));
        QVERIFY(labels.contains(QStringLiteral("TLS")));
        QVERIFY(labels.contains(QStringLiteral("scales")));
        QVERIFY(preview->mapPage()->statusText().startsWith(QStringLiteral("20 objects")));
        shoot(QStringLiteral("map-guestbook"));
        if (!qEnvironmentVariableIsEmpty("HELMDECK_SCREENSHOT_DIR")) {
            // The whole map, for the user docs: the window on a big screen.
            m_window->resize(1900, 1000);
            QTest::qWait(200);
            map->fitToView();
            shoot(QStringLiteral("map-guestbook-wide"), preview);
            m_window->resize(1024, 700);
            QTest::qWait(200);
        }
    }

    /** Every arrow's label sits on its own arrow, over no box and no other label. */
    void eachLabelSitsOnItsOwnArrow()
    {
        ObjectMapView *map = m_window->preview()->mapView();
        QList<QRectF> labels;
        for (MapEdgeItem *edge : map->edgeItems()) {
            const QRectF r = edge->labelRect();
            if (r.isEmpty())
                continue;
            const QPointF on = edge->path().pointAtPercent(edge->labelPercent());
            QVERIFY2(QLineF(on, r.center()).length() < 0.5, qPrintable(edge->label()));
            // beside one of the two boxes it joins, within that box's height
            bool besideItsBox = false;
            for (MapNodeItem *node : map->nodeItems()) {
                const QRectF box = node->sceneBoundingRect();
                QVERIFY2(
                    !box.intersects(r), qPrintable(edge->label() + QStringLiteral(" on ") + node->name()));
                const QRectF ends = box.adjusted(-12, 0, 12, 0);
                const bool joins = ends.contains(edge->path().pointAtPercent(0))
                    || ends.contains(edge->path().pointAtPercent(1));
                besideItsBox = besideItsBox
                    || (joins && r.center().y() >= box.top() && r.center().y() <= box.bottom());
            }
            QVERIFY2(besideItsBox, qPrintable(edge->label()));
            for (const QRectF &other : std::as_const(labels))
                QVERIFY2(!other.intersects(r), qPrintable(edge->label()));
            labels.append(r);
        }
        QVERIFY(labels.size() >= 6);
    }

    /** Fit (its button and Ctrl+0) shows the whole map, and keeps it whole when the view resizes. */
    void fitShowsTheWholeMap()
    {
        PreviewPane *preview = m_window->preview();
        preview->showMapTab();
        ObjectMapView *map = preview->mapView();
        const auto wholeInView = [map]() {
            const QRectF shown
                = map->mapToScene(map->viewport()->rect()).boundingRect().adjusted(-1, -1, 1, 1);
            return shown.contains(map->sceneRect());
        };
        map->setZoom(1.5); // the user zoomed in
        QVERIFY(!wholeInView());
        QTest::mouseClick(preview->mapPage()->fitButton(), Qt::LeftButton);
        QTRY_VERIFY(wholeInView());
        shoot(QStringLiteral("map-fit"));
        m_window->resize(1200, 800);
        QTRY_VERIFY(wholeInView());
        m_window->resize(1024, 700);
        QTRY_VERIFY(wholeInView());
        // Ctrl+0 on the map is the same action
        map->setZoom(2.0);
        map->setFocus();
        QTest::keyClick(map, Qt::Key_0, Qt::ControlModifier);
        QTRY_VERIFY(wholeInView());
        QTest::keyClick(map, Qt::Key_Plus, Qt::ControlModifier);
        QVERIFY(!wholeInView());
    }

    void clickingAnObjectShowsItsDocument()
    {
        PreviewPane *preview = m_window->preview();
        preview->showMapTab();
        ObjectMapView *map = preview->mapView();
        const int web = map->graph().indexOf(QStringLiteral("Deployment"), QStringLiteral("guestbook-web"));
        MapNodeItem *node = map->nodeItem(web);
        QVERIFY(node);
        map->ensureVisible(node);
        QTest::mouseClick(map->viewport(), Qt::LeftButton, Qt::NoModifier, viewportPoint(map, node));
        QCOMPARE(map->selectedObject(), web);
        QVERIFY(preview->mapPage()->documentTitle().startsWith(QStringLiteral("Deployment guestbook-web")));
        const QString yaml = preview->mapPage()->documentView()->toPlainText();
        QVERIFY(yaml.startsWith(QStringLiteral("---\n")));
        QVERIFY(yaml.contains(QStringLiteral("kind: Deployment\nmetadata:\n  name: \"guestbook-web\"")));
        QVERIFY(!yaml.contains(QStringLiteral("guestbook-worker\"\n  namespace")));
        shoot(QStringLiteral("map-guestbook-selected"));
        // The YAML gets a usable share of the page, not a few lines under a large map.
        QSplitter *split = preview->mapPage()->splitter();
        QWidget *pane = split->widget(1);
        QVERIFY(pane->isVisible());
        QVERIFY2(pane->height() >= split->height() * 0.35,
            qPrintable(QStringLiteral("%1 of %2").arg(pane->height()).arg(split->height())));
        QVERIFY(preview->mapPage()->documentView()->height()
            >= preview->mapPage()->documentView()->fontMetrics().lineSpacing() * MapPage::MinDocumentLines);
        // A double click opens the document in its release's tab, at its first line.
        QTest::mouseDClick(map->viewport(), Qt::LeftButton, Qt::NoModifier, viewportPoint(map, node));
        const MapObject &o = map->graph().objects().at(web);
        QCOMPARE(preview->currentRelease(), o.release);
        ManifestView *view = preview->view(o.release);
        const int line = preview->documentLine(o.release, o.indexInRelease);
        QVERIFY(line > 0);
        QCOMPARE(view->textCursor().blockNumber(), line);
        QCOMPARE(view->document()->findBlockByNumber(line).text(), QStringLiteral("---"));
        QVERIFY(view->document()->findBlockByNumber(line + 2).text().startsWith(
            QStringLiteral("apiVersion: apps/v1")));
        QVERIFY(!preview->mapButton()->isChecked());
    }

    /** The YAML pane's height, dragged, is remembered for the next map page. */
    void theYamlPanesShareIsRemembered()
    {
        MapPage page;
        page.resize(600, 700);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.setDocument(QStringLiteral("Deployment web"), QStringLiteral("kind: Deployment\n"));
        QTest::qWait(20);
        QSplitter *split = page.splitter();
        const auto shareOf = [](const QSplitter *s) {
            return qreal(s->sizes().at(1)) / (s->sizes().at(0) + s->sizes().at(1));
        };
        QVERIFY2(qAbs(shareOf(split) - MapPage::DefaultDocumentShare) < 0.03,
            qPrintable(QString::number(shareOf(split))));
        QSplitterHandle *handle = split->handle(1);
        const QPoint from = handle->rect().center();
        const QPoint to = from - QPoint(0, split->height() / 5); // a bigger YAML pane
        // QTest::mouseMove() on a widget moves the cursor without the button: send the drag itself
        const auto send
            = [handle](QEvent::Type type, const QPoint &at, Qt::MouseButton button, Qt::MouseButtons held) {
                  QMouseEvent event(type, at, handle->mapToGlobal(at), button, held, Qt::NoModifier);
                  QApplication::sendEvent(handle, &event);
              };
        send(QEvent::MouseButtonPress, from, Qt::LeftButton, Qt::LeftButton);
        send(QEvent::MouseMove, to, Qt::NoButton, Qt::LeftButton);
        send(QEvent::MouseButtonRelease, to, Qt::LeftButton, Qt::NoButton);
        const qreal share = shareOf(split);
        QVERIFY2(share > MapPage::DefaultDocumentShare + 0.1, qPrintable(QString::number(share)));
        MapPage next;
        next.resize(600, 500);
        next.show();
        QVERIFY(QTest::qWaitForWindowExposed(&next));
        next.setDocument(QStringLiteral("Service web"), QStringLiteral("kind: Service\n"));
        QVERIFY2(qAbs(shareOf(next.splitter()) - share) < 0.03,
            qPrintable(QStringLiteral("%1 vs %2").arg(shareOf(next.splitter())).arg(share)));
    }

    void theOutlineOpensEachDocument()
    {
        PreviewPane *preview = m_window->preview();
        QTreeView *outline = preview->outlineView();
        auto *toggle = preview->findChild<QToolButton *>(QStringLiteral("outlineButton"));
        QVERIFY(toggle && toggle->isVisible());
        if (!outline->isVisible()) // a narrow preview starts without it
            QTest::mouseClick(toggle, Qt::LeftButton);
        QVERIFY(outline->isVisible());
        const ObjectGraph &graph = preview->objectGraph();
        for (const QString &kind :
            { QStringLiteral("Secret"), QStringLiteral("CronJob"), QStringLiteral("Ingress") }) {
            for (const MapObject &o : graph.objects()) {
                if (o.kind != kind)
                    continue;
                const QModelIndex index = preview->outlineModel()->indexOf(o.release, o.indexInRelease);
                QVERIFY(index.isValid());
                QCOMPARE(index.data(OutlineModel::NameRole).toString(), o.name);
                QVERIFY(o.name.endsWith(index.data().toString().remove(QStringLiteral("\u2026"))));
                outline->scrollTo(index);
                QTest::mouseClick(
                    outline->viewport(), Qt::LeftButton, Qt::NoModifier, outline->visualRect(index).center());
                QCOMPARE(preview->currentRelease(), o.release);
                const int line = preview->documentLine(o.release, o.indexInRelease);
                QCOMPARE(preview->view(o.release)->textCursor().blockNumber(), line);
                // The lines after "---" (and the Source comment) are this object's.
                const QString text
                    = preview->view(o.release)->toPlainText().section(QLatin1Char('\n'), line, line + 12);
                QVERIFY2(text.contains(QStringLiteral("kind: ") + kind), qPrintable(text));
                QVERIFY2(text.contains(QStringLiteral("name: \"%1\"").arg(o.name)), qPrintable(text));
            }
        }
        shoot(QStringLiteral("outline-guestbook"));
        QTest::mouseClick(toggle, Qt::LeftButton);
        QVERIFY(!outline->isVisible());
    }

    void mapAndDiffStayOnScreenWithManyReleases()
    {
        PreviewPane *preview = m_window->preview();
        checkOnScreen(preview->mapButton(), m_window.get());
        checkOnScreen(preview->diffButton(), m_window.get());
        checkOnScreen(preview->revealButton(), m_window.get());
        QList<QPair<QString, QByteArray>> many;
        for (int i = 0; i < 14; ++i) {
            const QString name = QStringLiteral("storage-volume-with-a-long-name-%1").arg(i);
            many.append({ name, configMap(name) });
        }
        preview->showResult(result(many));
        QTest::qWait(50);
        QCOMPARE(preview->releases().size(), 14);
        QVERIFY(preview->releaseBar()->sizeHint().width() > preview->releaseBar()->width()); // it scrolls
        checkOnScreen(preview->mapButton(), m_window.get());
        checkOnScreen(preview->diffButton(), m_window.get());
        checkOnScreen(preview->revealButton(), m_window.get());
        QTest::mouseClick(preview->diffButton(), Qt::LeftButton);
        QVERIFY(preview->isDiffTabCurrent());
        QTest::mouseClick(preview->mapButton(), Qt::LeftButton);
        QVERIFY(preview->isMapTabCurrent());
        QVERIFY(!preview->diffButton()->isChecked());
        // A release tab brings its YAML back.
        QTest::mouseClick(preview->releaseBar(), Qt::LeftButton, Qt::NoModifier,
            preview->releaseBar()->tabRect(preview->releaseBar()->currentIndex()).center());
        QCOMPARE(
            preview->currentRelease(), preview->releaseBar()->tabText(preview->releaseBar()->currentIndex()));
        QVERIFY(!preview->mapButton()->isChecked());
    }

    void aDanglingReferenceIsMarkedAndListed_data()
    {
        QTest::addColumn<QByteArray>("selector");
        QTest::addColumn<bool>("dangling");
        QTest::newRow("a Service selecting pods that exist draws a plain arrow")
            << QByteArray("web") << false;
        QTest::newRow("a Service selecting no pods gets a missing box and a red arrow")
            << QByteArray("api") << true;
    }

    void aDanglingReferenceIsMarkedAndListed()
    {
        QFETCH(QByteArray, selector);
        QFETCH(bool, dangling);
        PreviewPane pane;
        pane.resize(900, 600);
        pane.show();
        pane.showResult(result({ { QStringLiteral("app"), webAndService(selector) } }));
        ObjectMapView *map = pane.mapView();
        MapNodeItem *service
            = map->nodeItem(map->graph().indexOf(QStringLiteral("Service"), QStringLiteral("web")));
        QVERIFY(service);
        QCOMPARE(service->hasProblem(), dangling);
        int missing = 0;
        int red = 0;
        for (MapNodeItem *node : map->nodeItems())
            missing += node->isMissing() ? 1 : 0;
        for (MapEdgeItem *edge : map->edgeItems())
            red += edge->isDangling() ? 1 : 0;
        QCOMPARE(missing, dangling ? 1 : 0);
        QCOMPARE(red, dangling ? 1 : 0);
        QCOMPARE(pane.mapPage()->statusText().contains(QStringLiteral("dangling")), dangling);
        pane.showMapTab();
        if (dangling)
            shoot(QStringLiteral("map-dangling"), &pane);
        const QModelIndex row = pane.outlineModel()->indexOf(QStringLiteral("app"), 0);
        QVERIFY(row.isValid());

        // The window lists it in Findings (the preview controller adds the map's findings).
        FindingsModel findings;
        findings.setFindings(FindingsModel::RenderOrigin, map->graph().findings());
        QCOMPARE(findings.rowCount(), dangling ? 1 : 0);
        if (dangling)
            QVERIFY(findings.findings().constFirst().message.contains(QStringLiteral("selects no pods")));
    }

    void danglingReferencesOfExtraManifestsAreFindings()
    {
        // The app's extra manifests (docs/project-file.md) are the user's own objects: a Service
        // selecting no pod and a Deployment mounting a claim nothing creates.
        QVERIFY(QDir(m_fx.path(QString())).mkpath(QStringLiteral("extra")));
        QFile file(m_fx.path(QStringLiteral("extra/objects.yaml")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("apiVersion: v1\nkind: Service\nmetadata:\n  name: metrics\nspec:\n  selector:\n    app: "
                   "metrics\n"
                   "  ports:\n    - port: 9090\n---\napiVersion: apps/v1\nkind: Deployment\nmetadata:\n  "
                   "name: uploader\n"
                   "spec:\n  selector:\n    matchLabels:\n      app: uploader\n  template:\n    metadata:\n"
                   "      labels:\n        app: uploader\n    spec:\n      containers:\n        - name: up\n"
                   "          image: registry.example.com/up:1\n      volumes:\n        - name: files\n"
                   "          persistentVolumeClaim:\n            claimName: uploads\n");
        file.close();
        Project project = WindowFixture::sampleProject();
        project.apps[0].manifestsPath = QStringLiteral("extra");
        std::unique_ptr<MainWindow> w
            = m_fx.openAndRender(m_fx.writeProject(QStringLiteral("extra.yaml"), project));
        QVERIFY(w);
        const QString findings = WindowFixture::findingsText(w->findingsModel());
        QVERIFY2(findings.contains(QStringLiteral("Service \"metrics\" (release python) selects no pods")),
            qPrintable(findings));
        QVERIFY2(findings.contains(
                     QStringLiteral("Deployment \"uploader\" (release python) mounts the claim \"uploads\"")),
            qPrintable(findings));
        ObjectMapView *map = w->preview()->mapView();
        QVERIFY(map->nodeItem(map->graph().indexOf(QStringLiteral("Service"), QStringLiteral("metrics")))
                    ->hasProblem());
        QVERIFY(map->nodeItem(map->graph().indexOf(QStringLiteral("Deployment"), QStringLiteral("uploader")))
                    ->hasProblem());
        QCOMPARE(map->graph().dangling().size(), 2);
    }

    void aReRenderKeepsWhereTheMapIsScrolled()
    {
        PreviewPane pane;
        pane.resize(500, 400);
        pane.show();
        QByteArray many;
        for (int i = 0; i < 12; ++i)
            many += webAndService("web").replace("name: web", "name: web-" + QByteArray::number(i));
        const RenderResult r = result({ { QStringLiteral("app"), many } });
        pane.showResult(r);
        pane.showMapTab();
        QTest::qWait(50);
        ObjectMapView *map = pane.mapView();
        QVERIFY(map->verticalScrollBar()->maximum() > 0); // too tall to fit at the smallest fitted zoom
        map->verticalScrollBar()->setValue(map->verticalScrollBar()->maximum() / 2);
        const int y = map->verticalScrollBar()->value();
        QVERIFY(y > 0);
        pane.showResult(r); // an edit re-renders
        QCOMPARE(map->verticalScrollBar()->value(), y);
        map->fitToView(); // Fit starts at the top again
        QCOMPARE(map->verticalScrollBar()->value(), map->verticalScrollBar()->minimum());
    }

    void theOutlineModelIsSound()
    {
        OutlineModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        ManifestSet set = ManifestSet::parse(QStringLiteral("config-app"),
            configMap(QStringLiteral("a")) + "---\n" + configMap(QStringLiteral("b")), ReleaseKind::Config);
        set.append(ManifestSet::parse(QStringLiteral("app"), webAndService("web")));
        model.setGraph(ObjectGraph::build(set), { QStringLiteral("config-app"), QStringLiteral("app") });
        QCOMPARE(model.rowCount(), 2);
        const QModelIndex app = model.index(1, 0);
        QCOMPARE(app.data().toString(), QStringLiteral("app"));
        QCOMPARE(model.rowCount(app), 2); // Service, Deployment
        const QModelIndex services = model.index(0, 0, app);
        QCOMPARE(services.data(OutlineModel::KindRole).toString(), QStringLiteral("Service"));
        QCOMPARE(model.rowCount(services), 1);
        const QModelIndex web = model.index(0, 0, services);
        QCOMPARE(web.data().toString(), QStringLiteral("web"));
        QCOMPARE(web.data(OutlineModel::NameRole).toString(), QStringLiteral("web"));
        QCOMPARE(web.parent(), services);
        QCOMPARE(web.data(OutlineModel::ReleaseRole).toString(), QStringLiteral("app"));
        QCOMPARE(web.data(OutlineModel::DocumentRole).toInt(), 0); // the Service comes first in apply order
        QCOMPARE(model.indexOf(QStringLiteral("app"), 0), web);

        // The same objects again: no reset (the view keeps its state); other objects: a reset.
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        model.setGraph(ObjectGraph::build(set), { QStringLiteral("config-app"), QStringLiteral("app") });
        QCOMPARE(resets.size(), 0);
        model.setGraph(
            ObjectGraph::build(ManifestSet::parse(QStringLiteral("app"), webAndService("api"))), {});
        QCOMPARE(resets.size(), 1);
        QCOMPARE(model.rowCount(), 1);
        const QModelIndex service = model.index(0, 0, model.index(0, 0, model.index(0, 0)));
        QVERIFY(service.data(Qt::ToolTipRole).toString().contains(QStringLiteral("selects no pods")));
        model.setGraph(ObjectGraph(), {});
        QCOMPARE(model.rowCount(), 0);
    }
};

QTEST_MAIN(TestPreviewMap)
#include "tst_previewmap.moc"
