// SPDX-License-Identifier: GPL-3.0-or-later
// An app's "helmTest" key in helmdeck.yaml (docs/project-file.md, "helm test"): read, written back
// byte-stable, bad values reported with file, line and field, and carried into the chart's values
// (tests.enabled, tests.image).

#include "chart/valuesbuilder.h"
#include "io/projectfile.h"
#include "model/validator.h"

#include <QTest>

#include <yaml-cpp/yaml.h>

using namespace HelmDeck;

namespace {

QByteArray project(const QByteArray &helmTest)
{
    return "schemaVersion: 1\napps:\n  - name: shop\n    image: registry.example.com/shop:1\n    processes:\n"
           "      - name: web\n        ports: [\"http:80:5000\"]\n"
        + helmTest;
}

} // namespace

class TestHelmTestFile : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void reads_data()
    {
        QTest::addColumn<QByteArray>("yaml");
        QTest::addColumn<bool>("enabled");
        QTest::addColumn<QString>("image");
        QTest::addColumn<QString>("effective");
        QTest::newRow("no helmTest key keeps the test Pod on with busybox")
            << project("") << true << QString() << QStringLiteral("busybox:1.37");
        QTest::newRow("every key is read") << project(
            "    helmTest:\n      enabled: false\n      image: registry.example.com/mirror/busybox:1.37\n")
                                           << false
                                           << QStringLiteral("registry.example.com/mirror/busybox:1.37")
                                           << QStringLiteral("registry.example.com/mirror/busybox:1.37");
    }
    void reads()
    {
        QFETCH(QByteArray, yaml);
        QFETCH(bool, enabled);
        QFETCH(QString, image);
        QFETCH(QString, effective);
        const ProjectLoadResult r = ProjectFile::parse(yaml, QStringLiteral("helmdeck.yaml"));
        QVERIFY2(r.ok, qPrintable(r.findings.value(0).message));
        for (const Finding &f : r.findings)
            QVERIFY2(f.severity != Finding::Severity::Warning, qPrintable(f.message)); // no unknown key
        const App &app = r.project.apps.at(0);
        QCOMPARE(app.helmTest.enabled, enabled);
        QCOMPARE(app.helmTest.image, image);
        QCOMPARE(app.helmTest.effectiveImage(), effective);
        // the chart's values follow
        const YAML::Node values = YAML::Load(ValuesBuilder::build(app, QStringLiteral("1")).toStdString());
        QCOMPARE(values["tests"]["enabled"].as<bool>(), enabled);
        QCOMPARE(QString::fromStdString(values["tests"]["image"].as<std::string>()), effective);
    }

    void roundTrip_data()
    {
        QTest::addColumn<QByteArray>("yaml");
        QTest::newRow("defaults write no helmTest key") << project("");
        QTest::newRow("a disabled test survives save and load")
            << project("    helmTest: {enabled: false}\n");
        QTest::newRow("an image survives save and load")
            << project("    helmTest: {image: \"registry.example.com/bb:1\"}\n");
    }
    void roundTrip()
    {
        QFETCH(QByteArray, yaml);
        const ProjectLoadResult first = ProjectFile::parse(yaml, QStringLiteral("a.yaml"));
        QVERIFY(first.ok);
        const QByteArray saved = ProjectFile::serialize(first.project);
        QCOMPARE(saved.contains("helmTest:"), yaml.contains("helmTest:"));
        const ProjectLoadResult second = ProjectFile::parse(saved, QStringLiteral("a.yaml"));
        QVERIFY2(second.ok, saved.constData());
        QVERIFY(second.project.apps.at(0).helmTest == first.project.apps.at(0).helmTest);
        QCOMPARE(ProjectFile::serialize(second.project), saved);
    }

    void badValues_data()
    {
        QTest::addColumn<QByteArray>("helmTest");
        QTest::addColumn<QString>("fieldPath");
        QTest::addColumn<int>("line");
        QTest::addColumn<bool>("isError");
        QTest::newRow("enabled that is no boolean") << QByteArray("    helmTest:\n      enabled: maybe\n")
                                                    << "apps[shop].helmTest.enabled" << 9 << true;
        QTest::newRow("an unknown key is a warning")
            << QByteArray("    helmTest:\n      imagee: x\n") << "apps[shop].helmTest.imagee" << 9 << false;
        QTest::newRow("helmTest that is no map")
            << QByteArray("    helmTest: yes\n") << "apps[shop].helmTest" << 8 << true;
    }
    void badValues()
    {
        QFETCH(QByteArray, helmTest);
        QFETCH(QString, fieldPath);
        QFETCH(int, line);
        QFETCH(bool, isError);
        const ProjectLoadResult r = ProjectFile::parse(project(helmTest), QStringLiteral("helmdeck.yaml"));
        QCOMPARE(r.ok, !isError);
        const Finding *found = nullptr;
        for (const Finding &f : r.findings) {
            if (f.fieldPath == fieldPath)
                found = &f;
        }
        QVERIFY2(found,
            qPrintable(r.findings.value(0).fieldPath + QLatin1Char(' ') + r.findings.value(0).message));
        QCOMPARE(found->location.line, line);
        QCOMPARE(found->severity == Finding::Severity::Error, isError);
    }

    void anImageWithASpaceIsAnErrorOnItsField()
    {
        const ProjectLoadResult r = ProjectFile::parse(
            project("    helmTest: {image: \"busybox 1.37\"}\n"), QStringLiteral("helmdeck.yaml"));
        QVERIFY(r.ok);
        const Findings findings = Validator::validate(r.project);
        bool found = false;
        for (const Finding &f : findings)
            found = found
                || (f.fieldPath == QLatin1String("apps[shop].helmTest.image")
                    && f.severity == Finding::Severity::Error);
        QVERIFY(found);
    }
};

QTEST_GUILESS_MAIN(TestHelmTestFile)
#include "tst_helmtestfile.moc"
