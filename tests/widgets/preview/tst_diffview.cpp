// SPDX-License-Identifier: GPL-3.0-or-later
#include "preview/diffview.h"
#include "preview/syntaxview.h"

#include <QTest>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>

using namespace HelmDeck;

namespace {

const QByteArray LiveDeployment
    = "apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\nspec:\n  replicas: 1\n"
      "  template:\n    spec:\n      containers:\n      - name: web\n        image: shop:1.0\n";
const QByteArray Service
    = "apiVersion: v1\nkind: Service\nmetadata:\n  name: web\nspec:\n  ports:\n  - port: 80\n";

QByteArray newDeployment()
{
    QByteArray d = LiveDeployment;
    return d.replace("image: shop:1.0", "image: shop:1.1");
}

/** The block whose text is exactly @p line, or an invalid block. */
QTextBlock blockOf(const QTextDocument *document, const QString &line)
{
    for (QTextBlock b = document->begin(); b.isValid(); b = b.next()) {
        if (b.text() == line)
            return b;
    }
    return QTextBlock();
}

/** The foreground of the first character of @p block as highlighted (invalid colour when unformatted). */
QColor foregroundOf(const QTextBlock &block)
{
    const QVector<QTextLayout::FormatRange> formats = block.layout()->formats();
    for (const QTextLayout::FormatRange &r : formats) {
        if (r.start == 0 && r.format.hasProperty(QTextFormat::ForegroundBrush))
            return r.format.foreground().color();
    }
    return QColor();
}

} // namespace

class TestDiffView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void highlightsChangedLinesApartFromContext_data()
    {
        QTest::addColumn<QString>("changedLine");
        QTest::addRow("added") << QStringLiteral("+        image: shop:1.1");
        QTest::addRow("removed") << QStringLiteral("-        image: shop:1.0");
    }

    void highlightsChangedLinesApartFromContext()
    {
        QFETCH(QString, changedLine);
        QWidget parent;
        DiffView view(&parent);
        QCOMPARE(view.textView()->definitionName(), QStringLiteral("Diff"));
        QVERIFY(view.textView()->isReadOnly());
        const QString diff
            = QStringLiteral("--- live/Deployment/web\n+++ new/Deployment/web\n@@ -9,3 +9,3 @@\n"
                             "       containers:\n       - name: web\n-        image: shop:1.0\n"
                             "+        image: shop:1.1\n");
        view.setDiffText(diff, QStringLiteral("0 added, 1 changed, 0 removed"));
        QCOMPARE(view.diffText(), diff);
        QVERIFY(view.textView()->isHighlighting());
        const QTextDocument *document = view.textView()->document();
        const QTextBlock changed = blockOf(document, changedLine);
        const QTextBlock context = blockOf(document, QStringLiteral("       - name: web"));
        QVERIFY(changed.isValid());
        QVERIFY(context.isValid());
        QTRY_VERIFY(foregroundOf(changed).isValid());
        QVERIFY2(foregroundOf(changed) != foregroundOf(context),
            qPrintable(foregroundOf(changed).name() + QLatin1Char(' ') + foregroundOf(context).name()));
        // '+' and '-' differ from each other too.
        const QTextBlock added = blockOf(document, QStringLiteral("+        image: shop:1.1"));
        const QTextBlock removed = blockOf(document, QStringLiteral("-        image: shop:1.0"));
        QTRY_VERIFY(foregroundOf(added).isValid() && foregroundOf(removed).isValid());
        QVERIFY(foregroundOf(added) != foregroundOf(removed));
    }

    void summaryOfAManifestDiff_data()
    {
        QTest::addColumn<QList<QByteArray>>("live");
        QTest::addColumn<QList<QByteArray>>("rendered");
        QTest::addColumn<QString>("summary");
        QTest::addColumn<bool>("showsText");
        QTest::addRow("changed") << QList<QByteArray> { LiveDeployment }
                                 << QList<QByteArray> { newDeployment() }
                                 << QStringLiteral("0 added, 1 changed, 0 removed") << true;
        QTest::addRow("first deploy") << QList<QByteArray>() << QList<QByteArray> { LiveDeployment, Service }
                                      << QStringLiteral("2 added, 0 changed, 0 removed") << true;
        QTest::addRow("removed") << QList<QByteArray> { LiveDeployment, Service }
                                 << QList<QByteArray> { LiveDeployment }
                                 << QStringLiteral("0 added, 0 changed, 1 removed") << true;
        QTest::addRow("no changes") << QList<QByteArray> { LiveDeployment }
                                    << QList<QByteArray> { LiveDeployment } << QStringLiteral("No changes")
                                    << false;
    }

    void summaryOfAManifestDiff()
    {
        QFETCH(QList<QByteArray>, live);
        QFETCH(QList<QByteArray>, rendered);
        QFETCH(QString, summary);
        QFETCH(bool, showsText);
        auto set = [](const QList<QByteArray> &docs) {
            QByteArray text;
            for (const QByteArray &d : docs)
                text += "---\n" + d;
            return ManifestSet::parse(QStringLiteral("shop"), text);
        };
        const ManifestDiffResult result
            = ManifestDiff::compare(set(live), set(rendered), { QStringLiteral("shop") });
        DiffView view;
        view.setDiff(result);
        QCOMPARE(view.summaryText(), summary);
        if (showsText)
            QCOMPARE(result.summary(), summary);
        QCOMPARE(!view.diffText().isEmpty(), showsText);
        QCOMPARE(view.textView()->isHidden(), !showsText);
        if (showsText)
            QCOMPARE(view.diffText(), result.text());
    }

    void messagesAndEmptyText()
    {
        DiffView view;
        view.setDiffText(QStringLiteral("+x\n"), QStringLiteral("1 added"));
        QCOMPARE(view.summaryText(), QStringLiteral("1 added"));
        view.showMessage(QStringLiteral("Computing..."));
        QCOMPARE(view.summaryText(), QStringLiteral("Computing..."));
        QVERIFY(view.diffText().isEmpty());
        view.setDiffText(QStringLiteral("  \n"), QStringLiteral("ignored"));
        QCOMPARE(view.summaryText(), QStringLiteral("No changes"));
    }
};

QTEST_MAIN(TestDiffView)
#include "tst_diffview.moc"
