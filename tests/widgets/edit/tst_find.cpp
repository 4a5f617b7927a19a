// SPDX-License-Identifier: GPL-3.0-or-later
// Find in the preview's YAML, the diff and a terminal transcript: the n-th match, wrapping, match
// case, "not found", Escape, and the current match highlighted and scrolled to.
#include "edit/findbar.h"
#include "helmdeck-config.h"
#include "preview/diffpage.h"
#include "preview/diffview.h"
#include "preview/manifestview.h"
#include "preview/previewpane.h"
#include "preview/syntaxview.h"
#include "terminal/plainterminalview.h"
#include "terminal/terminaltab.h"
#if HELMDECK_HAVE_QTERMWIDGET
#include "terminal/qtermwidgetview.h"
#endif

#include <QCheckBox>
#include <QLineEdit>
#include <QScrollBar>
#include <QTest>
#include <QTextBlock>

using namespace HelmDeck;

class TestFind : public QObject
{
    Q_OBJECT

    /** Three documents; the kinds on lines 2, 207 and 210, far apart so finding them scrolls. */
    static QString manifests()
    {
        QString yaml = QStringLiteral("apiVersion: v1\nkind: Service\nmetadata:\n  name: web\n---\n");
        for (int i = 0; i < 200; ++i)
            yaml += QStringLiteral("# line %1\n").arg(i);
        yaml += QStringLiteral(
            "apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\nkind: deployment-like\n");
        return yaml;
    }

    static void type(FindBar *bar, const QString &text)
    {
        bar->field()->clear();
        QTest::keyClicks(bar->field(), text);
    }

private Q_SLOTS:
    void findsInTheYaml_data()
    {
        QTest::addColumn<QString>("pattern");
        QTest::addColumn<bool>("matchCase");
        QTest::addColumn<int>("steps"); // Next presses (negative: Previous) after typing
        QTest::addColumn<QString>("status");
        QTest::addColumn<int>("line"); // 1-based line of the current match; 0 for none
        QTest::addRow("typing finds the first match")
            << QStringLiteral("kind") << false << 0 << QStringLiteral("1 of 3") << 2;
        QTest::addRow("Next twice finds the third match")
            << QStringLiteral("kind") << false << 2 << QStringLiteral("3 of 3") << 210;
        QTest::addRow("Next after the last match wraps to the first")
            << QStringLiteral("kind") << false << 3 << QStringLiteral("1 of 3") << 2;
        QTest::addRow("Previous from the first match wraps to the last")
            << QStringLiteral("kind") << false << -1 << QStringLiteral("3 of 3") << 210;
        QTest::addRow("without Match case both spellings are found")
            << QStringLiteral("deployment") << false << 1 << QStringLiteral("2 of 2") << 210;
        QTest::addRow("with Match case only the exact spelling is found")
            << QStringLiteral("Deployment") << true << 0 << QStringLiteral("1 of 1") << 207;
        QTest::addRow("a text that is not there says not found")
            << QStringLiteral("StatefulSet") << false << 1 << QStringLiteral("Not found") << 0;
    }

    void findsInTheYaml()
    {
        QFETCH(QString, pattern);
        QFETCH(bool, matchCase);
        QFETCH(int, steps);
        QFETCH(QString, status);
        QFETCH(int, line);
        QWidget window;
        ManifestView view(&window);
        FindBar bar(&window);
        view.resize(600, 300);
        window.resize(600, 400);
        view.setYaml(manifests());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        bar.setTarget(&view);
        bar.open();
        QVERIFY(bar.isVisible());
        bar.matchCaseBox()->setChecked(matchCase);
        type(&bar, pattern);
        for (int i = 0; i < qAbs(steps); ++i)
            QCOMPARE(steps > 0 ? bar.findNext() : bar.findPrevious(), line != 0);
        QCOMPARE(bar.statusText(), status);
        if (line == 0) {
            QVERIFY(view.extraSelections().isEmpty());
            return;
        }
        const QTextCursor cursor = view.textCursor();
        QCOMPARE(cursor.blockNumber() + 1, line);
        QCOMPARE(cursor.selectedText().compare(pattern, Qt::CaseInsensitive), 0);
        QCOMPARE(view.extraSelections().size(), 1); // the current match, highlighted
        QVERIFY2(view.viewport()->rect().contains(view.cursorRect(cursor).center()),
            "the match is not scrolled to");
    }

    void theFieldIsWideEnoughInANarrowPreview_data()
    {
        QTest::addColumn<int>("width");
        QTest::addRow("the preview of a window at 1024 px") << 430;
        QTest::addRow("a wide preview") << 900;
    }

    /** The preview beside the forms at 1024 px (and at 2x) still gives the field room for a few words. */
    void theFieldIsWideEnoughInANarrowPreview()
    {
        QFETCH(int, width);
        PreviewPane pane;
        pane.resize(width, 400);
        pane.show();
        pane.findBar()->open();
        QVERIFY(QTest::qWaitForWindowExposed(&pane));
        QLineEdit *field = pane.findBar()->field();
        const int least = field->fontMetrics().averageCharWidth() * FindBar::MinFieldChars;
        QVERIFY2(
            field->width() >= least, qPrintable(QStringLiteral("%1 < %2").arg(field->width()).arg(least)));
        // every part of the bar inside it
        for (const QWidget *w : pane.findBar()->findChildren<QWidget *>()) {
            if (w->isVisible() && w->parentWidget() == pane.findBar())
                QVERIFY2(pane.findBar()->rect().contains(w->geometry()), w->metaObject()->className());
        }
    }

    void escapeClosesTheBar()
    {
        QWidget window;
        ManifestView view(&window);
        FindBar bar(&window);
        view.setYaml(manifests());
        window.show();
        bar.setTarget(&view);
        bar.open();
        type(&bar, QStringLiteral("kind"));
        QCOMPARE(view.extraSelections().size(), 1);
        QTest::keyClick(bar.field(), Qt::Key_Escape);
        QVERIFY(!bar.isVisible());
        QVERIFY(view.extraSelections().isEmpty());
    }

    void previewSearchesTheDiffTab()
    {
        PreviewPane pane;
        pane.resize(800, 500);
        pane.show();
        pane.diffPage()->diffView()->setDiffText(
            QStringLiteral("--- a\n+++ b\n-  replicas: 1\n+  replicas: 3\n"), QStringLiteral("1 changed"));
        pane.showDiffTab(); // (the Map is the page shown first)
        FindBar *bar = pane.findBar();
        QCOMPARE(bar->target(), static_cast<QPlainTextEdit *>(pane.diffPage()->diffView()->textView()));
        bar->open();
        type(bar, QStringLiteral("replicas"));
        QCOMPARE(bar->statusText(), QStringLiteral("1 of 2"));
        QVERIFY(bar->findNext());
        QCOMPARE(bar->statusText(), QStringLiteral("2 of 2"));
        QCOMPARE(pane.diffPage()->diffView()->textView()->textCursor().block().text(),
            QStringLiteral("+  replicas: 3"));
    }

    void findsInAPlainTerminalTranscript()
    {
        auto *view = new PlainTerminalView;
        TerminalTab tab(nullptr, view);
        tab.resize(600, 300);
        tab.QWidget::show(); // TerminalTab::show() shows bytes
        view->feed("$ kubectl get pods\r\nweb-1   Running\r\nweb-2   "
                   "\x1b[31mCrashLoopBackOff\x1b[0m\r\nworker-1   Running\r\n");
        tab.find();
        QVERIFY(tab.findBar()->isVisible());
        type(tab.findBar(), QStringLiteral("running"));
        QCOMPARE(tab.findBar()->statusText(), QStringLiteral("1 of 2"));
        tab.findNext();
        QCOMPARE(tab.findBar()->statusText(), QStringLiteral("2 of 2"));
        QCOMPARE(view->editor()->textCursor().block().text(), QStringLiteral("worker-1   Running"));
        tab.findNext();
        QCOMPARE(tab.findBar()->statusText(), QStringLiteral("1 of 2"));
        type(tab.findBar(), QStringLiteral("ImagePullBackOff"));
        QCOMPARE(tab.findBar()->statusText(), QStringLiteral("Not found"));
    }

#if HELMDECK_HAVE_QTERMWIDGET
    void qtermwidgetUsesItsOwnSearchBar()
    {
        auto *view = new QTermWidgetView;
        TerminalTab tab(nullptr, view);
        tab.resize(600, 300);
        tab.QWidget::show(); // TerminalTab::show() shows bytes
        QVERIFY(!view->visibleSearchBar());
        tab.find();
        QVERIFY(view->visibleSearchBar());
        QVERIFY(!tab.findBar()->isVisible()); // no second bar under the emulator's own
    }
#endif
};

QTEST_MAIN(TestFind)
#include "tst_find.moc"
