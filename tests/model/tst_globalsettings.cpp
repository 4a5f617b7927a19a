// SPDX-License-Identifier: GPL-3.0-or-later
// The user's global defaults: the image-pull-secrets precedence (app → global → credentials), the
// settings file (load/save, bad names, never the user's file), and that a project file never gets
// the global names.
#include "chart/valuesbuilder.h"
#include "io/projectfile.h"
#include "model/globalsettings.h"
#include "model/validator.h"
#include "registry/pullsecretresolution.h"
#include "testutil.h"

#include <QFile>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace HelmDeck;
using Mode = PullSecretSettings::Mode;

Q_DECLARE_METATYPE(HelmDeck::PullSecretSettings::Mode)

namespace {

App shop()
{
    ProcessType web;
    web.name = QStringLiteral("web");
    web.command = QStringLiteral("python3 web.py");
    App app;
    app.name = QStringLiteral("shop");
    app.image = QStringLiteral("registry.example.com/shop:1");
    app.processes = { web };
    return app;
}

QByteArray writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return QByteArray();
    f.write(bytes);
    return bytes;
}

} // namespace

class TestGlobalSettings : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void precedence_data();
    void precedence();
    void appliedLeavesTheProjectAlone();
    void roundTrip();
    void badNamesInTheFile_data();
    void badNamesInTheFile();
    void saveRefusesBadNames();
    void defaultFileIsRedirectedInTests();
};

void TestGlobalSettings::initTestCase()
{
    // Only for defaultFileName(): every other test names its own file.
    QStandardPaths::setTestModeEnabled(true);
}

void TestGlobalSettings::precedence_data()
{
    QTest::addColumn<Mode>("mode");
    QTest::addColumn<QStringList>("own"); // App::imagePullSecrets
    QTest::addColumn<QString>("username"); // the pull secret form's username (with a registry)
    QTest::addColumn<QStringList>("global"); // GlobalSettings::imagePullSecrets
    QTest::addColumn<Mode>("effective"); // after applied()
    QTest::addColumn<QStringList>("pods"); // what every pod lists (pull-secret-<app> rendered when resolved)
    QTest::addColumn<bool>("resolves"); // credentials are resolved (PullSecretResolution)

    const QStringList global { QStringLiteral("regcred"), QStringLiteral("other") };
    const QStringList own { QStringLiteral("mine") };
    const QStringList generated { QStringLiteral("pull-secret-shop") };
    QTest::newRow("app list wins") << Mode::FromCredentials << own << QString() << global
                                   << Mode::NamedSecrets << own << false;
    QTest::newRow("namedSecrets keeps its own")
        << Mode::NamedSecrets << own << QString() << global << Mode::NamedSecrets << own << false;
    QTest::newRow("empty app list, global set: global") << Mode::FromCredentials << QStringList() << QString()
                                                        << global << Mode::NamedSecrets << global << false;
    QTest::newRow("neither: credentials") << Mode::FromCredentials << QStringList() << QString()
                                          << QStringList() << Mode::FromCredentials << generated << true;
    QTest::newRow("app credential override: credentials")
        << Mode::FromCredentials << QStringList() << QStringLiteral("deploy") << global
        << Mode::FromCredentials << generated << true;
    QTest::newRow("none stays none") << Mode::None << QStringList() << QString() << global << Mode::None
                                     << QStringList() << false;
}

void TestGlobalSettings::precedence()
{
    QFETCH(Mode, mode);
    QFETCH(QStringList, own);
    QFETCH(QString, username);
    QFETCH(QStringList, global);
    QFETCH(Mode, effective);
    QFETCH(QStringList, pods);
    QFETCH(bool, resolves);

    App app = shop();
    app.pullSecret.mode = mode;
    app.imagePullSecrets = own;
    if (!username.isEmpty()) {
        app.pullSecret.registry = QStringLiteral("registry.example.com");
        app.pullSecret.username = username;
    }
    Project project;
    project.apps = { app };
    GlobalSettings settings;
    settings.imagePullSecrets = global;

    const Project applied = settings.applied(project);
    const App &got = applied.apps.constFirst();
    QCOMPARE(got.effectivePullSecretMode(), effective);
    QCOMPARE(PullSecretResolution::needsResolution(got), resolves);
    // the chart's list, with "pull-secret-<app>" rendered whenever credentials are resolved
    QCOMPARE(ValuesBuilder::imagePullSecrets(got, resolves), pods);
    QVERIFY2(
        !hasErrors(Validator::validate(applied)), qPrintable(Validator::validate(applied).value(0).message));
    // only the row that falls through to the global names inherits them
    QCOMPARE(settings.appliesTo(app), own.isEmpty() && pods == global && !global.isEmpty());
    QCOMPARE(got.imagePullSecrets, settings.appliesTo(app) ? global : own);
}

void TestGlobalSettings::appliedLeavesTheProjectAlone()
{
    Project project;
    project.apps = { shop() };
    GlobalSettings settings;
    settings.imagePullSecrets = QStringList { QStringLiteral("regcred-global-5e1") };
    const QByteArray before = ProjectFile::serialize(project);
    const Project applied = settings.applied(project);
    QCOMPARE(applied.apps.constFirst().imagePullSecrets, settings.imagePullSecrets);
    QVERIFY(project.apps.constFirst().imagePullSecrets.isEmpty());
    QCOMPARE(ProjectFile::serialize(project), before);
    QVERIFY(!before.contains("regcred-global-5e1"));
    // the test can fail: a project that did hold the names would write them
    QVERIFY(ProjectFile::serialize(applied).contains("regcred-global-5e1"));
}

void TestGlobalSettings::roundTrip()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString file = dir.filePath(QStringLiteral("sub/HelmDeck.ini")); // the folder is created
    Findings findings;
    QCOMPARE(GlobalSettings::load(file, &findings), GlobalSettings()); // no file: the empty defaults
    QVERIFY(findings.isEmpty());

    GlobalSettings settings;
    settings.imagePullSecrets = QStringList { QStringLiteral("regcred"), QStringLiteral("other.cred") };
    QString error;
    QVERIFY2(settings.save(file, &error), qPrintable(error));
    // other keys in the file survive a save
    QSettings(file, QSettings::IniFormat).setValue(QStringLiteral("other/key"), 42);
    QVERIFY(settings.save(file, &error));
    QCOMPARE(QSettings(file, QSettings::IniFormat).value(QStringLiteral("other/key")).toInt(), 42);
    QCOMPARE(GlobalSettings::load(file, &findings), settings);
    QVERIFY(findings.isEmpty());

    // clearing removes the key
    QVERIFY(GlobalSettings().save(file, &error));
    QVERIFY(!TestUtil::readFile(file).contains("imagePullSecrets"));
    QCOMPARE(GlobalSettings::load(file), GlobalSettings());
}

void TestGlobalSettings::badNamesInTheFile_data()
{
    QTest::addColumn<QByteArray>("ini");
    QTest::addColumn<QStringList>("expected");
    QTest::addColumn<QString>("finding"); // empty: none
    QTest::newRow("list") << QByteArray("[defaults]\nimagePullSecrets=regcred, other\n")
                          << QStringList { QStringLiteral("regcred"), QStringLiteral("other") } << QString();
    QTest::newRow("one name, hand-written") << QByteArray("[defaults]\nimagePullSecrets=regcred\n")
                                            << QStringList { QStringLiteral("regcred") } << QString();
    QTest::newRow("repeat dropped") << QByteArray("[defaults]\nimagePullSecrets=a, b, a\n")
                                    << QStringList { QStringLiteral("a"), QStringLiteral("b") } << QString();
    QTest::newRow("upper case: none applied")
        << QByteArray("[defaults]\nimagePullSecrets=regcred, RegCred\n") << QStringList()
        << QStringLiteral("\"RegCred\" is not a Secret name");
    QTest::newRow("underscore: none applied")
        << QByteArray("[defaults]\nimagePullSecrets=reg_cred\n") << QStringList()
        << QStringLiteral("\"reg_cred\" is not a Secret name");
}

void TestGlobalSettings::badNamesInTheFile()
{
    QFETCH(QByteArray, ini);
    QFETCH(QStringList, expected);
    QFETCH(QString, finding);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString file = dir.filePath(QStringLiteral("HelmDeck.ini"));
    QVERIFY(!writeFile(file, ini).isEmpty());
    Findings findings;
    QCOMPARE(GlobalSettings::load(file, &findings).imagePullSecrets, expected);
    if (finding.isEmpty()) {
        QVERIFY(findings.isEmpty());
        return;
    }
    QCOMPARE(findings.size(), 1);
    const Finding &f = findings.constFirst();
    QCOMPARE(f.severity, Finding::Severity::Error);
    QVERIFY2(f.message.contains(finding), qPrintable(f.message));
    QCOMPARE(f.location.file, file);
    QVERIFY(f.fieldPath.startsWith(QLatin1String("settings.imagePullSecrets[")));
}

void TestGlobalSettings::saveRefusesBadNames()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString file = dir.filePath(QStringLiteral("HelmDeck.ini"));
    GlobalSettings good;
    good.imagePullSecrets = QStringList { QStringLiteral("regcred") };
    QVERIFY(good.save(file));
    const QByteArray before = TestUtil::readFile(file);
    GlobalSettings bad;
    bad.imagePullSecrets = QStringList { QStringLiteral("ok"), QStringLiteral("Not Valid") };
    QString error;
    QVERIFY(!bad.save(file, &error));
    QVERIFY2(error.contains(QLatin1String("\"Not Valid\" is not a Secret name")), qPrintable(error));
    QCOMPARE(TestUtil::readFile(file), before); // nothing half-written
    const Findings findings = bad.validate();
    QCOMPARE(findings.size(), 1);
    QCOMPARE(findings.constFirst().fieldPath, QStringLiteral("settings.imagePullSecrets[1]"));
}

void TestGlobalSettings::defaultFileIsRedirectedInTests()
{
    const QString file = GlobalSettings::defaultFileName();
    QVERIFY2(file.endsWith(QLatin1String("/HelmDeck/HelmDeck.ini")), qPrintable(file));
    // test mode moves the generic config folder under ~/.qttest: never the user's real settings
    QVERIFY2(file.contains(QLatin1String("/.qttest/")), qPrintable(file));
}

QTEST_GUILESS_MAIN(TestGlobalSettings)
#include "tst_globalsettings.moc"
