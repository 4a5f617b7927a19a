// SPDX-License-Identifier: GPL-3.0-or-later
// Desktop conventions of the window (docs/architecture.md §5): the title, the empty window's recent
// projects, fitting the screen, the toolbar's primary actions, saving before a deploy, a visible
// focus in the docks and a name for every control (the shortcuts: tst_mainwindowfiles). ctest runs it as is
// and at QT_SCALE_FACTOR=2 (tst_desktopconventions2x). HELMDECK_TEST_SCREENSHOTS=<dir> keeps PNGs of the
// empty window.
#include "mainwindowtest.h"

#include "jobs/clusterpicker.h"
#include "jobs/deploycontroller.h"
#include "publish/publishcontroller.h"
#include "window/dockfocus.h"
#include "window/fileactions.h"
#include "window/recentfiles.h"
#include "window/startpage.h"
#include "window/toolbarfitter.h"
#include "window/usersettings.h"
#include "window/windowfit.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QAccessible>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QFocusFrame>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScreen>
#include <QScrollBar>
#include <QStyle>
#include <QStyleOptionComboBox>
#include <QTabBar>
#include <QTextEdit>
#include <QToolBar>
#include <QWindow>

class TestDesktopConventions : public MainWindowTestBase
{
    Q_OBJECT

private:
    /** What the window manager shows: the title with "[*]" turned into "*" or nothing. */
    static QString shownTitle(MainWindow *w)
    {
        return w->windowHandle() ? w->windowHandle()->title() : QString();
    }

    QString projectIn(const QString &folder, const QString &fileName)
    {
        QDir(m_dir->path()).mkpath(folder);
        return writeProject(folder + QLatin1Char('/') + fileName);
    }

    static QToolBar *mainToolBar(MainWindow *w)
    {
        return w->findChild<QToolBar *>(QStringLiteral("mainToolBar"));
    }

private Q_SLOTS:
    void initTestCase()
    {
        // its own settings file at each scale: ctest may run both at once
        initCase(QStringLiteral("tst_desktopconventions-%1x")
                     .arg(qEnvironmentVariable("QT_SCALE_FACTOR", QStringLiteral("1"))));
        // no cluster: a deploy stops at its first check, after the save question this suite asks about
        qputenv("KUBECONFIG", QFile::encodeName(m_dir->filePath(QStringLiteral("no-kubeconfig"))));
    }
    void init()
    {
        resetCase();
        UserSettings::open()->clear();
    }

    void theTitleNamesTheProjectFolder_data()
    {
        QTest::addColumn<QString>("folder");
        QTest::addColumn<QString>("fileName");
        QTest::addColumn<bool>("edit");
        QTest::addColumn<QString>("title");
        QTest::addRow("no project") << QString() << QString() << false << QStringLiteral("HelmDeck");
        QTest::addRow("a saved project is named by its folder") << QStringLiteral(
            "shop") << QStringLiteral("helmdeck.yaml") << false << QStringLiteral("shop \u2014 HelmDeck");
        QTest::addRow("a modified project is marked")
            << QStringLiteral("shop") << QStringLiteral("helmdeck.yaml") << true
            << QStringLiteral("shop* \u2014 HelmDeck");
        QTest::addRow("another file in the folder is named with it")
            << QStringLiteral("shop") << QStringLiteral("staging.yaml") << false
            << QStringLiteral("shop (staging.yaml) \u2014 HelmDeck");
        QTest::addRow("an unsaved import") << QStringLiteral("python") << QString() << false
                                           << QStringLiteral("python (imported)* \u2014 HelmDeck");
    }

    void theTitleNamesTheProjectFolder()
    {
        QFETCH(QString, folder);
        QFETCH(QString, fileName);
        QFETCH(bool, edit);
        QFETCH(QString, title);
        std::unique_ptr<MainWindow> w;
        if (folder.isEmpty()) {
            w = makeWindow();
        } else if (fileName.isEmpty()) {
            const QString dir = m_dir->filePath(QStringLiteral("import-") + folder);
            QDir().mkpath(dir);
            QVERIFY(writeFile(dir + QStringLiteral("/Procfile"), "web: gunicorn app:app\n"));
            w = makeWindow();
            QVERIFY(w->importFolder(dir));
            QVERIFY(w->project().apps.constFirst().name.startsWith(QLatin1String("import-")));
            title.replace(QStringLiteral("python"), w->project().apps.constFirst().name);
        } else {
            w = openAndRender(projectIn(folder, fileName));
            QVERIFY(w);
        }
        if (edit) {
            QLineEdit *image = w->editor()->appForm()->imageEdit();
            image->selectAll();
            QTest::keyClicks(image, QStringLiteral("registry.example.com/shop:2"));
            QTRY_VERIFY(w->isDirty());
        }
        QTRY_COMPARE(shownTitle(w.get()), title);
    }

    void theEmptyWindowListsRecentProjects()
    {
        const QString first = projectIn(QStringLiteral("first"), QStringLiteral("helmdeck.yaml"));
        const QString last = projectIn(QStringLiteral("last"), QStringLiteral("helmdeck.yaml"));
        {
            auto w = openAndRender(first);
            QVERIFY(w);
            QSignalSpy opened(w.get(), &MainWindow::projectOpened);
            QVERIFY(w->openProject(last));
            QVERIFY(opened.count() == 1 || opened.wait(RenderTimeoutMs));
            // a window with a project does not show them
            QVERIFY(!w->fileActions()->startPage()->isVisible());
        }
        QFile::remove(projectIn(QStringLiteral("gone"), QStringLiteral("helmdeck.yaml")));

        auto w = makeWindow();
        w->resize(1024, 700);
        StartPage *page = w->fileActions()->startPage();
        QTRY_VERIFY(page->isVisible());
        QCOMPARE(page->listedFiles(),
            (QStringList { QFileInfo(last).absoluteFilePath(), QFileInfo(first).absoluteFilePath() }));
        QVERIFY(page->recentList()->item(0)->text().startsWith(QStringLiteral("last \u2014 ")));
        QCOMPARE(page->reopenButton()->text(), QStringLiteral("Reopen last"));
        WindowFixture::saveShot(w.get(),
            QStringLiteral("empty-window-recent-%1x.png")
                .arg(qEnvironmentVariable("QT_SCALE_FACTOR", QStringLiteral("1"))));

        // Reopen opens the last one; the page goes away with the empty window
        QSignalSpy opened(w.get(), &MainWindow::projectOpened);
        QTest::mouseClick(page->reopenButton(), Qt::LeftButton);
        QVERIFY(opened.count() == 1 || opened.wait(RenderTimeoutMs));
        QCOMPARE(opened.constFirst().constFirst().toString(), QFileInfo(last).absoluteFilePath());
        QTRY_VERIFY(!page->isVisible());
        QCOMPARE(w->filePath(), QFileInfo(last).absoluteFilePath());
    }

    void aRecentProjectOpensFromTheList()
    {
        const QString only = projectIn(QStringLiteral("listed"), QStringLiteral("helmdeck.yaml"));
        QVERIFY(openAndRender(only));
        auto w = makeWindow();
        StartPage *page = w->fileActions()->startPage();
        QTRY_VERIFY(page->isVisible());
        QSignalSpy opened(w.get(), &MainWindow::projectOpened);
        page->recentList()->setFocus();
        page->recentList()->setCurrentRow(0);
        QTest::keyClick(page->recentList(), Qt::Key_Return); // the keyboard's way to activate a row
        QVERIFY(opened.count() == 1 || opened.wait(RenderTimeoutMs));
        QCOMPARE(w->filePath(), QFileInfo(only).absoluteFilePath());
    }

    void aWindowIsPlacedInsideItsScreen_data()
    {
        QTest::addColumn<QRect>("available");
        QTest::addColumn<QRect>("inner");
        QTest::addColumn<bool>("centre");
        QTest::addColumn<QSize>("size");
        // available geometries in logical pixels: a 1024×700 screen with a 28 px panel, at 1× and 2×
        QTest::addRow("first start on a 1024×700 screen")
            << QRect(0, 28, 1024, 672) << QRect(0, 0, 1280, 800) << true << QSize(1024 - 2, 672 - 30 - 1);
        QTest::addRow("first start on a 1024×700 screen at 2×: the layout's minimum")
            << QRect(0, 14, 512, 336) << QRect(0, 0, 1280, 800) << true << QSize(560, 500);
        QTest::addRow("a restored size that fits stays")
            << QRect(0, 0, 1920, 1050) << QRect(100, 100, 1280, 800) << false << QSize(1280, 800);
        QTest::addRow("a second screen to the right")
            << QRect(1920, 0, 1366, 740) << QRect(2000, 40, 1600, 900) << false
            << QSize(1366 - 2, 740 - 30 - 1);
    }

    void aWindowIsPlacedInsideItsScreen()
    {
        QFETCH(QRect, available);
        QFETCH(QRect, inner);
        QFETCH(bool, centre);
        QFETCH(QSize, size);
        const QMargins frame(1, 30, 1, 1); // a title bar and borders
        const WindowFit fit = WindowFit::place(available, frame, inner, QSize(560, 500), centre);
        QCOMPARE(fit.size, size);
        const QRect outer(fit.frameTopLeft, fit.size.grownBy(frame));
        if (size.width() + 2 <= available.width() && size.height() + 31 <= available.height())
            QVERIFY2(available.contains(outer), "the frame sticks out of the screen");
        else // smaller than the layout allows: from the screen's top-left, the rest off to the right/bottom
            QCOMPARE(outer.topLeft(), available.topLeft());
        QCOMPARE(fit.moved, centre || !available.contains(QRect(inner.topLeft(), size).marginsAdded(frame)));
    }

    void theWindowFitsTheScreenItOpensOn()
    {
        // the offscreen screen is 800×600 (400×300 logical at 2×): smaller than the default size
        auto w = makeWindow();
        const QRect available = w->screen()->availableGeometry();
        const QSize minimum = w->minimumSizeHint();
        QVERIFY(w->width() <= qMax(available.width(), minimum.width()));
        QVERIFY(w->height() <= qMax(available.height(), minimum.height()));
        QVERIFY(w->frameGeometry().left() >= available.left() && w->frameGeometry().top() >= available.top());
    }

    void primaryActionsStayOnTheToolBar_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<bool>("project");
        QTest::addRow("1024 px, no project") << 1024 << false;
        QTest::addRow("1024 px, a project") << 1024 << true;
        QTest::addRow("800 px") << 800 << true;
        QTest::addRow("the window's minimum width") << 0 << true;
        QTest::addRow("1600 px: everything with its text") << 1600 << true;
    }

    void primaryActionsStayOnTheToolBar()
    {
        QFETCH(int, width);
        QFETCH(bool, project);
        auto w = project ? openAndRender(projectIn(QStringLiteral("bar"), QStringLiteral("helmdeck.yaml")))
                         : makeWindow();
        QVERIFY(w);
        w->resize(width > 0 ? width : w->minimumSizeHint().width(), 700);
        QToolBar *bar = mainToolBar(w.get());
        QVERIFY(bar);
        ToolBarFitter *fitter = w->findChild<ToolBarFitter *>();
        QVERIFY(fitter);
        QTest::qWait(0); // the fitter runs after the resize was laid out
        QTRY_VERIFY(bar->width() <= w->width());
        const QList<QAction *> primary { w->deployController()->deployAction(),
            w->findChild<QAction *>(QStringLiteral("runAction")), w->publishController()->publishAction() };
        for (QAction *a : primary) {
            QVERIFY(a);
            QTRY_VERIFY2(
                bar->widgetForAction(a) && bar->widgetForAction(a)->isVisible(), qPrintable(a->text()));
            QWidget *button = bar->widgetForAction(a);
            QVERIFY2(bar->rect().contains(button->geometry()),
                qPrintable(QStringLiteral("%1 at %2,%3 %4x%5 outside the %6 px toolbar")
                               .arg(a->text())
                               .arg(button->x())
                               .arg(button->y())
                               .arg(button->width())
                               .arg(button->height())
                               .arg(bar->width())));
        }
        // nothing hides behind the "»" extension
        for (QAction *a : bar->actions()) {
            if (bar->widgetForAction(a) && !a->isSeparator())
                QTRY_VERIFY2(bar->widgetForAction(a)->isVisible(), qPrintable(a->text()));
        }
        if (width >= 1600)
            QCOMPARE(fitter->fit(), ToolBarFitter::Fit::AllText);
        // the kube context box shows its name whole, compact or not ("No kubeconfig found" here)
        QComboBox *context = w->deployController()->clusterPicker()->contextBox();
        QTRY_VERIFY(context->isVisible());
        QStyleOptionComboBox option;
        option.initFrom(context);
        option.editable = context->isEditable();
        option.currentText = context->currentText();
        const QRect field = context->style()->subControlRect(
            QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, context);
        const int text = context->fontMetrics().horizontalAdvance(context->currentText());
        QVERIFY2(field.width() >= text,
            qPrintable(QStringLiteral("\"%1\" in %2 px of %3")
                           .arg(context->currentText())
                           .arg(field.width())
                           .arg(text)));
    }

    void deployOffersToSaveFirst_data()
    {
        QTest::addColumn<int>("answer");
        QTest::addColumn<bool>("saved");
        QTest::addColumn<bool>("deployGoesOn");
        QTest::addRow("Save, then deploy") << int(MainWindow::UnsavedChoice::Save) << true << true;
        QTest::addRow("Deploy without saving") << int(MainWindow::UnsavedChoice::Discard) << false << true;
        QTest::addRow("Cancel: neither") << int(MainWindow::UnsavedChoice::Cancel) << false << false;
    }

    void deployOffersToSaveFirst()
    {
        QFETCH(int, answer);
        QFETCH(bool, saved);
        QFETCH(bool, deployGoesOn);
        const QString path = projectIn(QStringLiteral("deploying"), QStringLiteral("helmdeck.yaml"));
        auto w = openAndRender(path);
        QVERIFY(w);
        int asked = 0;
        QString askedAbout;
        w->fileActions()->setDeploySavePrompt([&](const QString &name) {
            ++asked;
            askedAbout = name;
            return answer;
        });
        // nothing to save: no question
        w->deployController()->deploy();
        QCOMPARE(asked, 0);
        m_errors.clear();

        QLineEdit *image = w->editor()->appForm()->imageEdit();
        image->selectAll();
        QTest::keyClicks(image, QStringLiteral("registry.example.com/shop:2"));
        QTRY_VERIFY(w->isDirty());
        w->deployController()->deploy();
        QCOMPARE(asked, 1);
        QCOMPARE(askedAbout, QStringLiteral("deploying"));
        if (saved)
            QTRY_VERIFY(!w->isDirty());
        else
            QVERIFY(w->isDirty());
        QCOMPARE(ProjectFile::load(path).project.apps.constFirst().image
                == QLatin1String("registry.example.com/shop:2"),
            saved);
        // the deploy went on to its own first check (there is no kubeconfig here), or not at all
        QCOMPARE(!m_errors.isEmpty(), deployGoesOn);
    }

    void focusIsVisibleInEveryDock()
    {
        auto w = openAndRender(projectIn(QStringLiteral("focus"), QStringLiteral("helmdeck.yaml")));
        QVERIFY(w);
        w->deployController()->progressDock()->show();
        w->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(w.get()));
        DockFocus *ring = w->findChild<DockFocus *>();
        QVERIFY(ring);
        int checked = 0;
        const QList<QDockWidget *> docks = w->findChildren<QDockWidget *>();
        for (QDockWidget *dock : docks) {
            if (!dock->isVisible())
                continue;
            dock->raise();
            const QList<QWidget *> inside = dock->findChildren<QWidget *>();
            for (QWidget *widget : inside) {
                if (!DockFocus::needsRing(widget) || !widget->isVisible()
                    || widget->focusPolicy() == Qt::NoFocus)
                    continue;
                widget->setFocus(Qt::TabFocusReason);
                QTRY_COMPARE(QApplication::focusWidget(), widget);
                QCOMPARE(ring->markedWidget(), widget);
                QVERIFY(w->findChild<QFocusFrame *>(QStringLiteral("dockFocusRing"))->isVisible());
                if (auto *view = qobject_cast<QAbstractItemView *>(widget)) {
                    if (view->model() && view->model()->rowCount() > 0)
                        QVERIFY2(view->currentIndex().isValid(), qPrintable(widget->objectName()));
                }
                ++checked;
            }
        }
        QVERIFY(checked >= 3); // the findings list, the progress panel's steps and output at least
        // a line edit draws its own focus: no ring there
        w->editor()->appForm()->imageEdit()->setFocus();
        QTRY_VERIFY(!ring->markedWidget());
    }

    void everyControlHasAName()
    {
        auto w = openAndRender(projectIn(QStringLiteral("named"), QStringLiteral("helmdeck.yaml")));
        QVERIFY(w);
        w->deployController()->progressDock()->show();
        QStringList unnamed;
        const QList<QWidget *> widgets = w->findChildren<QWidget *>();
        for (QWidget *widget : widgets) {
            const bool interactive = qobject_cast<QAbstractButton *>(widget)
                || qobject_cast<QComboBox *>(widget) || qobject_cast<QLineEdit *>(widget)
                || qobject_cast<QAbstractSpinBox *>(widget)
                || (qobject_cast<QAbstractSlider *>(widget) && !qobject_cast<QScrollBar *>(widget))
                || qobject_cast<QAbstractItemView *>(widget) || qobject_cast<QTabBar *>(widget)
                || qobject_cast<QPlainTextEdit *>(widget) || qobject_cast<QTextEdit *>(widget);
            if (!interactive || widget->focusPolicy() == Qt::NoFocus)
                continue;
            if (auto *tabs = qobject_cast<QTabBar *>(widget); tabs && tabs->count() == 0)
                continue; // nothing to reach yet (the terminal dock before its first tab)
            // the parts of a control (a combo box's line edit, a table's cell editor) are named by it
            bool part = false;
            for (QWidget *p = widget->parentWidget(); p && p != w.get(); p = p->parentWidget()) {
                if (qobject_cast<QComboBox *>(p) || qobject_cast<QAbstractSpinBox *>(p)
                    || qobject_cast<QAbstractItemView *>(p))
                    part = true;
            }
            if (part)
                continue;
            // what a screen reader says: the accessible name, else the text, else the label (buddy)
            QAccessibleInterface *a = QAccessible::queryAccessibleInterface(widget);
            const QString name = a ? a->text(QAccessible::Name).trimmed() : QString();
            if (name.isEmpty())
                unnamed.append(
                    QStringLiteral("%1 \"%2\" in %3")
                        .arg(QString::fromLatin1(widget->metaObject()->className()), widget->objectName(),
                            widget->parentWidget()
                                ? QString::fromLatin1(widget->parentWidget()->metaObject()->className())
                                : QString()));
        }
        QVERIFY2(unnamed.isEmpty(),
            qPrintable(QStringLiteral("%1 controls without a name:\n").arg(unnamed.size())
                + unnamed.join(QLatin1Char('\n'))));
    }
};

QTEST_MAIN(TestDesktopConventions)
#include "tst_desktopconventions.moc"
