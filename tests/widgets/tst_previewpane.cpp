// SPDX-License-Identifier: GPL-3.0-or-later
#include "manifestview.h"
#include "previewpane.h"

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

    static RenderResult result(const QList<QPair<QString, QByteArray>> &releases)
    {
        RenderResult r;
        r.ok = true;
        for (const auto &release : releases)
            r.manifests.append(ManifestSet::parse(release.first, release.second));
        return r;
    }

private Q_SLOTS:
    void releaseOrder()
    {
        QCOMPARE(
            PreviewPane::orderedReleases({ QStringLiteral("shop"), QStringLiteral("storage-db"),
                QStringLiteral("pull-secret-shop"), QStringLiteral("config-shop"), QStringLiteral("blog"),
                QStringLiteral("config-blog"), QStringLiteral("storage-cache") }),
            (QStringList { QStringLiteral("config-shop"), QStringLiteral("config-blog"),
                QStringLiteral("pull-secret-shop"), QStringLiteral("storage-db"),
                QStringLiteral("storage-cache"), QStringLiteral("shop"), QStringLiteral("blog") }));
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
        QVERIFY(text.contains(QStringLiteral("\u2022\u2022\u2022\u2022")));
        QVERIFY(!text.contains(QString::fromLatin1(value.toBase64())));

        QTest::mouseClick(pane.revealButton(), Qt::LeftButton);
        QVERIFY(pane.secretsRevealed());
        QVERIFY(
            pane.releaseText(QStringLiteral("config-shop")).contains(QString::fromLatin1(value.toBase64())));
        // A re-render while revealed stays revealed.
        pane.showResult(
            result({ { QStringLiteral("config-shop"), secret(QStringLiteral("config-shop"), "other") } }));
        QVERIFY(pane.releaseText(QStringLiteral("config-shop"))
                    .contains(QString::fromLatin1(QByteArray("other").toBase64())));
        QCOMPARE(pane.releases(), QStringList { QStringLiteral("config-shop") });

        pane.setSecretsRevealed(false);
        QVERIFY(!pane.revealButton()->isChecked());
        QCOMPARE(pane.revealButton()->text(), QStringLiteral("Reveal secrets"));
        QVERIFY(!pane.releaseText(QStringLiteral("config-shop"))
                     .contains(QString::fromLatin1(QByteArray("other").toBase64())));

        // Nothing secret: nothing to reveal.
        pane.showResult(result({ { QStringLiteral("shop"), configMap(QStringLiteral("a")) } }));
        QVERIFY(!pane.revealButton()->isEnabled());
    }
};

QTEST_MAIN(TestPreviewPane)
#include "tst_previewpane.moc"
