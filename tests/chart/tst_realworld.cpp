// SPDX-License-Identifier: GPL-3.0-or-later
// The sample apps of Dokku's own test suite (../shared/realworld/dokku-test-apps), imported with
// AppImporter and rendered with Helm 3 and Helm 4: both must render, agree, and pass the schemas.

#include "chartfixtures.h"
#include "io/appimporter.h"
#include "render/renderjob.h"
#include "testutil.h"

#include <QDir>
#include <QTest>

using namespace HelmDeck;

class TestRealWorld : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void dokkuTestApps_data();
    void dokkuTestApps();
};

void TestRealWorld::dokkuTestApps_data()
{
    QTest::addColumn<QString>("dir");
    const QString root = TestUtil::realworldDir();
    if (root.isEmpty()) {
        QTest::newRow("absent") << QString();
        return;
    }
    const QDir apps(root + QStringLiteral("/dokku-test-apps"));
    const QStringList names = apps.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    for (const QString &name : names)
        QTest::newRow(qPrintable(name)) << apps.filePath(name);
}

void TestRealWorld::dokkuTestApps()
{
    QFETCH(QString, dir);
    if (dir.isEmpty())
        QFAIL("../shared/realworld is absent: point HELMDECK_REALWORLD_DIR at a copy (a skip would count as "
              "a pass)");

    const ImportResult imported
        = AppImporter::importFolder(dir, QString(), QStringLiteral("registry.example.com/test/app:1"));
    QStringList messages;
    for (const Finding &f : imported.findings)
        messages << f.toString();
    QVERIFY2(imported.ok, qPrintable(messages.join(QLatin1Char('\n'))));
    QCOMPARE(imported.project.apps.size(), 1);
    const App &app = imported.project.apps.first();

    QString firstOutput;
    for (int major : { 3, 4 }) {
        const QString path = ChartFixtures::helmPath(major);
        if (path.isEmpty())
            QFAIL(qPrintable(ChartFixtures::helmMissing(major)));
        RenderResult r;
        QString why;
        QVERIFY2(ChartFixtures::render(HelmTool::detect(path), imported.project, &r, &why), qPrintable(why));
        QStringList findings;
        for (const Finding &f : r.findings)
            findings << f.toString();
        QVERIFY2(r.ok, qPrintable(r.errorText + QLatin1Char('\n') + findings.join(QLatin1Char('\n'))));

        for (const ProcessType &p : app.processes)
            QVERIFY2(r.manifests.find(QStringLiteral("Deployment"), app.name + QLatin1Char('-') + p.name),
                qPrintable(p.name));
        QCOMPARE(r.manifests.ofKind(QStringLiteral("CronJob")).size(), app.cron.size());
        QCOMPARE(r.manifests.ofKind(QStringLiteral("ServiceAccount")).size(), 1);

        const QString out = r.manifests.toYaml(true);
        if (firstOutput.isEmpty())
            firstOutput = out;
        else
            QCOMPARE(out, firstOutput); // Helm 3 and Helm 4 render the chart identically
    }
    QString output;
    const int rc = ChartFixtures::validateSchema(firstOutput.toUtf8(), &output);
    if (rc < 0)
        QFAIL(qPrintable(output));
    QVERIFY2(rc == 0, qPrintable(output));
}

QTEST_GUILESS_MAIN(TestRealWorld)
#include "tst_realworld.moc"
