// SPDX-License-Identifier: GPL-3.0-or-later
// `helmdeck render` and `helmdeck check`: the map's dangling references (docs/preview.md
// "Dangling references") are warnings on the command line too, failing under --strict.

#include "clitestutil.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

class TestCliMap : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;

    /** A project whose app adds @p objects as extra manifests; returns the project file's path. */
    QString writeProject(const QByteArray &objects)
    {
        QDir(m_dir.path()).mkpath(QStringLiteral("extra"));
        QFile extra(m_dir.filePath(QStringLiteral("extra/objects.yaml")));
        if (!extra.open(QIODevice::WriteOnly) || extra.write(objects) != objects.size())
            return QString();
        extra.close();
        QFile project(m_dir.filePath(QStringLiteral("helmdeck.yaml")));
        if (!project.open(QIODevice::WriteOnly))
            return QString();
        project.write(
            "schemaVersion: 1\napps:\n  - name: \"shop\"\n    image: \"registry.example.com/shop:1\"\n"
            "    processes:\n      - name: \"web\"\n        command: \"./web\"\n"
            "        ports:\n          - \"http:80:5000\"\n    manifests: \"extra\"\n");
        return project.fileName();
    }

private Q_SLOTS:
    void renderWarnsOfDanglingReferences_data()
    {
        QTest::addColumn<QByteArray>("objects");
        QTest::addColumn<QString>("warning"); // empty: none expected
        QTest::newRow("a Service selecting no pod is a warning")
            << QByteArray("apiVersion: v1\nkind: Service\nmetadata:\n  name: metrics\nspec:\n  selector:\n"
                          "    app: metrics\n  ports:\n    - port: 9090\n")
            << QStringLiteral("warning: Service \"metrics\" (release shop) selects no pods");
        QTest::newRow("a Service selecting the web process's pods is none") << QByteArray(
            "apiVersion: v1\nkind: Service\nmetadata:\n  name: web-metrics\nspec:\n  selector:\n"
            "    app.kubernetes.io/instance: shop-web\n  ports:\n    - port: 80\n      targetPort: 5000\n")
                                                                            << QString();
    }

    void renderWarnsOfDanglingReferences()
    {
        QFETCH(QByteArray, objects);
        QFETCH(QString, warning);
        const QString project = writeProject(objects);
        QVERIFY(!project.isEmpty());
        QProcessEnvironment env = CliTest::environment();
        env.insert(QStringLiteral("HELMDECK_HELM"), TestUtil::helm(4));
        const CliTest::Run render = CliTest::run({ QStringLiteral("render"), project }, env);
        const QString err = QString::fromUtf8(render.err);
        QCOMPARE(render.exitCode, 0);
        QVERIFY(render.out.contains("kind: Service"));
        QCOMPARE(err.contains(QStringLiteral("selects no pods")), !warning.isEmpty());
        if (!warning.isEmpty())
            QVERIFY2(err.contains(warning), qPrintable(err));
        // --strict: a warning fails the render
        const CliTest::Run strict
            = CliTest::run({ QStringLiteral("render"), QStringLiteral("--strict"), project }, env);
        QCOMPARE(strict.exitCode, warning.isEmpty() ? 0 : 1);
    }
};

QTEST_GUILESS_MAIN(TestCliMap)
#include "tst_climap.moc"
