// SPDX-License-Identifier: GPL-3.0-or-later
#include "preview/chunkedhighlighter.h"
#include "preview/manifestview.h"

#include <QApplication>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>
#include <QTimer>

using namespace HelmDeck;

class TestManifestView : public QObject
{
    Q_OBJECT

private:
    static QString yaml(int documents)
    {
        QString text;
        for (int i = 0; i < documents; ++i)
            text += QStringLiteral("---\napiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: "
                                   "\"app-%1\"\nspec:\n  replicas: 1\n")
                        .arg(i);
        return text;
    }

private Q_SLOTS:
    void highlightsYamlReadOnly()
    {
        QWidget parent;
        ManifestView view(&parent);
        QCOMPARE(view.definitionName(), QStringLiteral("YAML"));
        QVERIFY(view.isReadOnly());
        view.setYaml(yaml(1));
        QCOMPARE(view.toPlainText(), yaml(1));
        QVERIFY(view.isHighlighting());
        // The highlighter formats keys differently from plain text: the first line of a key has formats.
        QTRY_VERIFY(!view.document()->findBlockByNumber(1).layout()->formats().isEmpty());
        QVERIFY(view.gutterWidth() > 0);
    }

    void themeFollowsPalette()
    {
        const QPalette original = QApplication::palette();
        QWidget parent;
        ManifestView view(&parent);
        QPalette light = original;
        light.setColor(QPalette::Base, Qt::white);
        light.setColor(QPalette::Window, QColor(0xef, 0xf0, 0xf1));
        light.setColor(QPalette::Text, Qt::black);
        parent.setPalette(light);
        QCOMPARE(view.themeName(), QStringLiteral("Breeze Light"));
        QVERIFY(view.palette().color(QPalette::Base).lightness() > 128);

        QPalette dark = original;
        dark.setColor(QPalette::Base, QColor(0x23, 0x26, 0x29));
        dark.setColor(QPalette::Window, QColor(0x31, 0x36, 0x3b));
        dark.setColor(QPalette::Text, QColor(0xef, 0xf0, 0xf1));
        parent.setPalette(dark);
        QCOMPARE(view.themeName(), QStringLiteral("Breeze Dark"));
        QVERIFY(view.palette().color(QPalette::Base).lightness() < 128);

        parent.setPalette(light);
        QCOMPARE(view.themeName(), QStringLiteral("Breeze Light"));
    }

    void keepsScrollPosition()
    {
        ManifestView view;
        view.resize(400, 200);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setYaml(yaml(100));
        QScrollBar *bar = view.verticalScrollBar();
        QVERIFY(bar->maximum() > 100);
        bar->setValue(250);
        QString next = yaml(100);
        next.replace(QStringLiteral("replicas: 1"), QStringLiteral("replicas: 2"));
        view.setYaml(next);
        QCOMPARE(view.toPlainText(), next);
        QCOMPARE(bar->value(), 250);
    }

    void bounded()
    {
        ManifestView view;
        const QString big = yaml(ManifestView::MaxChars / 80 + 1000);
        QVERIFY(big.size() > ManifestView::MaxChars);
        QSignalSpy shownSpy(&view, &SyntaxView::textShown);
        view.setYaml(big);
        QVERIFY(shownSpy.wait(20000)); // a long text is built off the UI thread
        const QString shown = view.toPlainText();
        QVERIFY(shown.size() < ManifestView::MaxChars + 200);
        QVERIFY(shown.endsWith(QLatin1String("MiB).")));
        QVERIFY(shown.contains(QLatin1String("not shown")));
        QVERIFY(!view.isHighlighting());
        view.setYaml(yaml(3));
        QVERIFY(view.isHighlighting());
        QTRY_VERIFY(!view.document()->findBlockByNumber(1).layout()->formats().isEmpty());
    }

    void largeManifestsAreHighlightedInSlicesBetweenEvents()
    {
        ManifestView view;
        view.resize(600, 400);
        view.show();
        const QString large = yaml(ManifestView::HighlightMaxChars / 90);
        QVERIFY(large.size() <= ManifestView::HighlightMaxChars);
        QVERIFY(large.size() > ManifestView::HighlightMaxChars * 3 / 4);

        // a zero-interval timer of ours: it can only tick when the event loop runs between slices
        int ticks = 0;
        QTimer probe;
        probe.setInterval(0);
        connect(&probe, &QTimer::timeout, this, [&ticks] { ++ticks; });
        QList<int> ticksAtSlice;
        ChunkedHighlighter *highlighter = view.highlighter();
        connect(highlighter, &ChunkedHighlighter::sliceDone, this, [&](int) { ticksAtSlice.append(ticks); });
        QSignalSpy finished(highlighter, &ChunkedHighlighter::finished);
        probe.start();

        view.setYaml(large);
        // the first slice ran at once: the top is coloured, the end is not yet
        QCOMPARE(ticksAtSlice.size(), 1);
        QVERIFY(!view.document()->findBlockByNumber(2).layout()->formats().isEmpty());
        const QTextBlock last = view.document()->lastBlock().previous(); // the text ends with "\n"
        QVERIFY(last.text().startsWith(QLatin1String("  replicas")));
        QVERIFY(last.layout()->formats().isEmpty());
        QVERIFY(highlighter->isPending());

        QVERIFY(finished.wait(20000));
        QVERIFY(!highlighter->isPending());
        QVERIFY(!view.document()->lastBlock().previous().layout()->formats().isEmpty());
        QVERIFY2(highlighter->slicesOfLastPass() > 1, "a 200 KiB text takes more than one slice");
        QCOMPARE(ticksAtSlice.size(), highlighter->slicesOfLastPass());
        for (int i = 1; i < ticksAtSlice.size(); ++i)
            QVERIFY2(ticksAtSlice.at(i) > ticksAtSlice.at(i - 1), "the event loop ran between two slices");
    }

    void longTextsAreBuiltOffTheUiThreadAndSwappedIn()
    {
        ManifestView view;
        view.resize(600, 400);
        view.show();
        const QString before = yaml(ManifestView::HighlightMaxChars / 90 + 2000); // just above: plain
        QSignalSpy shown(&view, &SyntaxView::textShown);
        view.setYaml(before);
        QVERIFY(view.isLoading());
        QVERIFY(shown.wait(20000));
        QCOMPARE(view.toPlainText(), before);
        QVERIFY(!view.isHighlighting());
        QScrollBar *bar = view.verticalScrollBar();
        bar->setValue(bar->maximum() / 2);
        const int reading = bar->value();
        QVERIFY(reading > 100);

        // the next long text: the old one stays, whole, while the event loop runs, until it is swapped in
        QString next = before;
        next.replace(QStringLiteral("replicas: 1"), QStringLiteral("replicas: 3"));
        int ticks = 0;
        QTimer probe;
        probe.setInterval(0);
        connect(&probe, &QTimer::timeout, this, [&ticks] { ++ticks; });
        probe.start();
        view.setYaml(next);
        QVERIFY(view.isLoading());
        QCOMPARE(view.toPlainText(), before);
        view.setYaml(next); // the text being built again: nothing new starts
        QVERIFY(shown.wait(20000));
        QCOMPARE(shown.size(), 2);
        QVERIFY2(ticks > 0, "the event loop ran while the text was built");
        QCOMPARE(view.toPlainText(), next);
        QCOMPARE(bar->value(), reading);
        QVERIFY(!view.isLoading());
        QVERIFY(view.gutterWidth() > 0);

        // a short text supersedes a long one still being built: the long one never shows
        view.setYaml(before);
        QVERIFY(view.isLoading());
        view.setYaml(yaml(3));
        QVERIFY(!view.isLoading());
        QCOMPARE(view.toPlainText(), yaml(3));
        QVERIFY(view.isHighlighting());
        QTest::qWait(500);
        QCOMPARE(shown.size(), 2);
        QCOMPARE(view.toPlainText(), yaml(3));
        QTRY_VERIFY(!view.document()->findBlockByNumber(1).layout()->formats().isEmpty());
    }

    void anEditInPlaceHighlightsOnlyTheChangedBlocks()
    {
        ManifestView view;
        view.resize(600, 400);
        view.show();
        const QString large = yaml(2000); // 170 KiB: several slices, and room to grow below HighlightMaxChars
        ChunkedHighlighter *highlighter = view.highlighter();
        QSignalSpy finished(highlighter, &ChunkedHighlighter::finished);
        view.setYaml(large);
        QVERIFY(finished.wait(20000));
        QVERIFY(highlighter->slicesOfLastPass() > 1);
        QTextDocument *document = view.document();
        const int blocks = document->blockCount();
        const QTextBlock lastBlock = document->lastBlock().previous();
        QVERIFY(!lastBlock.layout()->formats().isEmpty());

        // one document's replicas in the middle: one slice, and the text is exactly the new one
        QString next = large;
        const int at = int(next.indexOf(QLatin1String("\"app-1500\"")));
        QVERIFY(at > 0);
        next.replace(next.indexOf(QLatin1String("replicas: 1"), at), 11, QStringLiteral("replicas: 12"));
        QList<int> done;
        connect(highlighter, &ChunkedHighlighter::sliceDone, this, [&done](int n) { done.append(n); });
        view.setYaml(next);
        QCOMPARE(view.toPlainText(), next);
        QVERIFY(!highlighter->isPending());
        QCOMPARE(highlighter->slicesOfLastPass(), 1);
        QCOMPARE(done, QList<int> { blocks });
        QCOMPARE(document, view.document());
        const QTextBlock changed = document->findBlock(next.indexOf(QLatin1String("replicas: 12")));
        QCOMPARE(changed.text(), QStringLiteral("  replicas: 12"));
        QVERIFY(!changed.layout()->formats().isEmpty());
        QVERIFY2(!document->lastBlock().previous().layout()->formats().isEmpty(),
            "the blocks after it keep their colours");

        // a text that differs everywhere is highlighted from the top again, in slices
        QString other = large;
        other.replace(QStringLiteral("kind: Deployment"), QStringLiteral("kind: StatefulSet"));
        view.setYaml(other);
        QCOMPARE(view.toPlainText(), other);
        QVERIFY(highlighter->isPending());
        QVERIFY(finished.wait(20000));
        QVERIFY(highlighter->slicesOfLastPass() > 1);
        QVERIFY(!document->lastBlock().previous().layout()->formats().isEmpty());
    }

    void aNewTextAbandonsThePassUnderWay()
    {
        ManifestView view;
        ChunkedHighlighter *highlighter = view.highlighter();
        view.setYaml(yaml(ManifestView::HighlightMaxChars / 90));
        QVERIFY(highlighter->isPending());
        view.setYaml(yaml(3));
        QVERIFY(!highlighter->isPending()); // three documents fit in the first slice
        QCOMPARE(highlighter->slicesOfLastPass(), 1);
        QVERIFY(!view.document()->findBlockByNumber(1).layout()->formats().isEmpty());
    }
};

QTEST_MAIN(TestManifestView)
#include "tst_manifestview.moc"
