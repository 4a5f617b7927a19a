// SPDX-License-Identifier: GPL-3.0-or-later
#include "edit/findbar.h"
#include "preview/manifestview.h"
#include "preview/previewpane.h"
#include "render/redactor.h"

#include <QHash>
#include <QSignalSpy>
#include <QTabBar>
#include <QTest>
#include <QToolButton>

using namespace HelmDeck;

/** Release tab order and the "Reveal secrets" toggle, on hand-made manifests (no helm needed). */
class TestPreviewPane : public QObject
{
    Q_OBJECT

private:
    static QByteArray secret(const QString &name, const QByteArray &value)
    {
        return "apiVersion: v1\nkind: Secret\nmetadata:\n  name: \"" + name.toUtf8()
            + "\"\ntype: Opaque\ndata:\n  \"TOKEN\": \"" + value.toBase64() + "\"\n";
    }

    static QByteArray configMap(const QString &name)
    {
        return "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: \"" + name.toUtf8() + "\"\n";
    }

    /** The kind a ReleasePlan gives a release of these tests (the pane must not guess it from the name). */
    static ReleaseKind kindOf(const QString &release)
    {
        static const QHash<QString, ReleaseKind> kinds {
            { QStringLiteral("config-shop"), ReleaseKind::Config },
            { QStringLiteral("config-blog"), ReleaseKind::Config },
            { QStringLiteral("config-config-x"), ReleaseKind::Config },
            { QStringLiteral("pull-secret-shop"), ReleaseKind::PullSecret },
            { QStringLiteral("storage-db"), ReleaseKind::Storage },
            { QStringLiteral("storage-cache"), ReleaseKind::Storage },
        };
        return kinds.value(release, ReleaseKind::App);
    }

    static RenderResult result(const QList<QPair<QString, QByteArray>> &releases)
    {
        RenderResult r;
        r.ok = true;
        for (const auto &release : releases)
            r.manifests.append(ManifestSet::parse(release.first, release.second, kindOf(release.first)));
        return r;
    }

private Q_SLOTS:
    void releaseOrder_data()
    {
        QTest::addColumn<QStringList>("added"); // the order the releases reach the set
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("kinds, each kind in the given order")
            << QStringList { QStringLiteral("shop"), QStringLiteral("storage-db"),
                   QStringLiteral("pull-secret-shop"), QStringLiteral("config-shop"), QStringLiteral("blog"),
                   QStringLiteral("config-blog"), QStringLiteral("storage-cache") }
            << QStringList { QStringLiteral("config-shop"), QStringLiteral("config-blog"),
                   QStringLiteral("pull-secret-shop"), QStringLiteral("storage-db"),
                   QStringLiteral("storage-cache"), QStringLiteral("shop"), QStringLiteral("blog") };
        // Apps whose names look like the other kinds' prefixes stay apps: after storage.
        QTest::newRow("app named config-x") << QStringList { QStringLiteral("config-x"),
            QStringLiteral("config-config-x"), QStringLiteral("storage-db") }
                                            << QStringList { QStringLiteral("config-config-x"),
                                                   QStringLiteral("storage-db"), QStringLiteral("config-x") };
        QTest::newRow("apps named storage-api and pull-secret-ui")
            << QStringList { QStringLiteral("storage-api"), QStringLiteral("pull-secret-ui"),
                   QStringLiteral("config-shop") }
            << QStringList { QStringLiteral("config-shop"), QStringLiteral("storage-api"),
                   QStringLiteral("pull-secret-ui") };
    }

    void releaseOrder()
    {
        QFETCH(QStringList, added);
        QFETCH(QStringList, expected);
        QList<QPair<QString, QByteArray>> releases;
        for (const QString &name : added)
            releases.append({ name, configMap(name) });
        const RenderResult r = result(releases);
        QCOMPARE(PreviewPane::orderedReleases(r.manifests), expected);
        PreviewPane pane;
        pane.showResult(r);
        QCOMPARE(pane.releases(), expected);
    }

    void tabsFollowTheOrderAndMove()
    {
        PreviewPane pane;
        pane.showResult(result({ { QStringLiteral("shop"), configMap(QStringLiteral("a")) },
            { QStringLiteral("storage-db"), configMap(QStringLiteral("b")) },
            { QStringLiteral("config-shop"), secret(QStringLiteral("config-shop"), "v") } }));
        QCOMPARE(pane.releases(),
            (QStringList {
                QStringLiteral("config-shop"), QStringLiteral("storage-db"), QStringLiteral("shop") }));
        ManifestView *shopView = pane.view(QStringLiteral("shop"));
        QVERIFY(shopView);

        // A pull secret appears: it goes before storage; the existing views stay (no flicker, scroll kept).
        pane.showResult(result({ { QStringLiteral("shop"), configMap(QStringLiteral("a")) },
            { QStringLiteral("config-shop"), secret(QStringLiteral("config-shop"), "v") },
            { QStringLiteral("pull-secret-shop"), secret(QStringLiteral("pull-secret-shop"), "w") },
            { QStringLiteral("storage-db"), configMap(QStringLiteral("b")) } }));
        QCOMPARE(pane.releases(),
            (QStringList { QStringLiteral("config-shop"), QStringLiteral("pull-secret-shop"),
                QStringLiteral("storage-db"), QStringLiteral("shop") }));
        QCOMPARE(pane.view(QStringLiteral("shop")), shopView);
    }

    void aReRenderKeepsThePageShown_data()
    {
        QTest::addColumn<QString>("page"); // "map", "diff" or the release shown before the edit
        QTest::addColumn<QString>("expected"); // the same after the app is renamed from shop to shops
        QTest::newRow("the Map stays the Map") << "map"
                                               << "map";
        QTest::newRow("the Diff stays the Diff") << "diff"
                                                 << "diff";
        QTest::newRow("the app's tab follows its new name") << "shop"
                                                            << "shops";
        QTest::newRow("the config tab follows its new name") << "config-shop"
                                                             << "config-shops";
        QTest::newRow("a storage tab that keeps its name stays") << "storage-db"
                                                                 << "storage-db";
    }

    /** Typing the app's name re-renders with renamed releases: the page the user chose stays in front. */
    void aReRenderKeepsThePageShown()
    {
        QFETCH(QString, page);
        QFETCH(QString, expected);
        const auto render = [](const QString &app) {
            return result({ { QStringLiteral("config-") + app, configMap(QStringLiteral("c")) },
                { QStringLiteral("storage-db"), configMap(QStringLiteral("d")) },
                { app, configMap(QStringLiteral("a")) } });
        };
        const auto shownPage = [](const PreviewPane &pane) {
            return pane.isMapTabCurrent() ? QStringLiteral("map")
                : pane.isDiffTabCurrent() ? QStringLiteral("diff")
                                          : pane.currentRelease();
        };
        PreviewPane pane;
        pane.resize(900, 600);
        pane.show();
        pane.showResult(render(QStringLiteral("shop")));
        if (page == QLatin1String("map"))
            pane.showMapTab();
        else if (page == QLatin1String("diff"))
            pane.showDiffTab();
        else
            pane.showDocument(page, 0);
        QCOMPARE(shownPage(pane), page);
        QSignalSpy diffShown(&pane, &PreviewPane::diffTabShown);
        for (const QString &typed : { QStringLiteral("shopx"), QStringLiteral("shops") }) // two keystrokes
            pane.showResult(render(typed));
        QCOMPARE(shownPage(pane), expected);
        QCOMPARE(pane.mapButton()->isChecked(), expected == QLatin1String("map"));
        QCOMPARE(pane.diffButton()->isChecked(), expected == QLatin1String("diff"));
        QCOMPARE(diffShown.count(), 0); // no diff is started by a page shown in passing
        if (!pane.currentRelease().isEmpty()) {
            QCOMPARE(pane.releaseBar()->tabText(pane.releaseBar()->currentIndex()), expected);
            QCOMPARE(pane.findBar()->target(), static_cast<QPlainTextEdit *>(pane.view(expected)));
        }
    }

    void secretsHiddenUntilRevealed()
    {
        const QByteArray value = "tok-canary-33aa";
        PreviewPane pane;
        pane.show();
        QVERIFY(!pane.revealButton()->isVisible()); // no tabs yet, no button
        pane.showResult(
            result({ { QStringLiteral("config-shop"), secret(QStringLiteral("config-shop"), value) },
                { QStringLiteral("shop"), configMap(QStringLiteral("a")) } }));
        QVERIFY(pane.revealButton()->isVisible());
        QVERIFY(pane.revealButton()->isEnabled());
        QString text = pane.releaseText(QStringLiteral("config-shop"));
        QVERIFY(text.contains(QLatin1String("TOKEN")));
        QVERIFY(text.contains(Redactor::placeholderData() + QLatin1Char(' ') + Redactor::maskedComment()));
        QVERIFY(!text.contains(QString::fromLatin1(value.toBase64())));

        QTest::mouseClick(pane.revealButton(), Qt::LeftButton);
        QVERIFY(pane.secretsRevealed());
        // revealed decoded: the value as typed, not its base64
        text = pane.releaseText(QStringLiteral("config-shop"));
        QVERIFY2(text.contains(QLatin1String("\"tok-canary-33aa\"")), qPrintable(text));
        QVERIFY(!text.contains(QString::fromLatin1(value.toBase64())));
        // A re-render while revealed stays revealed.
        pane.showResult(
            result({ { QStringLiteral("config-shop"), secret(QStringLiteral("config-shop"), "other") } }));
        QVERIFY(pane.releaseText(QStringLiteral("config-shop")).contains(QLatin1String("\"other\"")));
        QCOMPARE(pane.releases(), QStringList { QStringLiteral("config-shop") });

        pane.setSecretsRevealed(false);
        QVERIFY(!pane.revealButton()->isChecked());
        QCOMPARE(pane.revealButton()->text(), QStringLiteral("Reveal secrets"));
        QVERIFY(!pane.releaseText(QStringLiteral("config-shop"))
                     .contains(QString::fromLatin1(QByteArray("other").toBase64())));
        QVERIFY(!pane.releaseText(QStringLiteral("config-shop")).contains(QLatin1String("\"other\"")));

        // Nothing secret: nothing to reveal.
        pane.showResult(result({ { QStringLiteral("shop"), configMap(QStringLiteral("a")) } }));
        QVERIFY(!pane.revealButton()->isEnabled());
    }
};

QTEST_MAIN(TestPreviewPane)
#include "tst_previewpane.moc"
