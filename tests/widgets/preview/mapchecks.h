// SPDX-License-Identifier: GPL-3.0-or-later
// Small makers and layout checks of the map suites (tst_previewmap): manifests to map, and whether
// widgets are on screen and apart.
#pragma once

#include "preview/mapnodeitem.h"
#include "preview/objectmapview.h"
#include "render/renderresult.h"

#include <QDir>
#include <QTest>
#include <QWidget>

namespace HelmDeck::MapChecks {

inline QByteArray configMap(const QString &name)
{
    return "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: \"" + name.toUtf8() + "\"\n";
}

/** A Deployment "web" (pods app=web) and a Service "web" selecting @p selector. */
inline QByteArray webAndService(const QByteArray &selector)
{
    return "---\napiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\nspec:\n  template:\n"
           "    metadata:\n      labels:\n        app: web\n    spec:\n      containers:\n        - "
           "name: web\n"
           "          ports:\n            - containerPort: 8080\n"
           "---\napiVersion: v1\nkind: Service\nmetadata:\n  name: web\nspec:\n  selector:\n    app: "
        + selector + "\n  ports:\n    - port: 80\n      targetPort: 8080\n";
}

inline RenderResult result(const QList<QPair<QString, QByteArray>> &releases)
{
    RenderResult r;
    r.ok = true;
    for (const auto &release : releases)
        r.manifests.append(ManifestSet::parse(release.first, release.second));
    return r;
}

/** @p w is shown, not squashed below its size hint, and wholly inside @p outer. */
inline void checkOnScreen(QWidget *w, QWidget *outer)
{
    QVERIFY2(w->isVisible(), qPrintable(w->objectName()));
    const QRect r(w->mapTo(outer, QPoint(0, 0)), w->size());
    QVERIFY2(outer->rect().contains(r),
        qPrintable(QStringLiteral("%1 at %2,%3 %4x%5 outside %6x%7")
                       .arg(w->objectName())
                       .arg(r.x())
                       .arg(r.y())
                       .arg(r.width())
                       .arg(r.height())
                       .arg(outer->width())
                       .arg(outer->height())));
    QVERIFY2(
        w->width() >= w->sizeHint().width(), qPrintable(w->objectName() + QStringLiteral(" is squashed")));
}

inline QPoint viewportPoint(ObjectMapView *view, MapNodeItem *node)
{
    return view->mapFromScene(node->sceneBoundingRect().center());
}

/** @p widgets (siblings, each shown) do not overlap and are wholly inside @p outer. */
inline void checkApart(const QList<QWidget *> &widgets, QWidget *outer)
{
    for (int i = 0; i < widgets.size(); ++i) {
        QWidget *a = widgets.at(i);
        QVERIFY2(a->isVisible(), qPrintable(a->objectName()));
        const QRect ra(a->mapTo(outer, QPoint(0, 0)), a->size());
        QVERIFY2(outer->rect().contains(ra), qPrintable(a->objectName() + QStringLiteral(" is cut off")));
        for (int j = i + 1; j < widgets.size(); ++j) {
            QWidget *b = widgets.at(j);
            const QRect rb(b->mapTo(outer, QPoint(0, 0)), b->size());
            QVERIFY2(!ra.intersects(rb),
                qPrintable(a->objectName() + QStringLiteral(" overlaps ") + b->objectName()));
        }
    }
}

/** With HELMDECK_SCREENSHOT_DIR set: @p shot saved there as <name>[-x<scale>].png. */
inline void shootInto(const QString &name, QWidget *shot)
{
    const QString dir = qEnvironmentVariable("HELMDECK_SCREENSHOT_DIR");
    if (dir.isEmpty())
        return;
    QTest::qWait(100);
    const QString scale = qEnvironmentVariable("QT_SCALE_FACTOR");
    const QString file = name + (scale.isEmpty() ? QString() : QStringLiteral("-x") + scale);
    QVERIFY(shot->grab().save(QDir(dir).filePath(file + QStringLiteral(".png"))));
}

} // namespace HelmDeck::MapChecks
