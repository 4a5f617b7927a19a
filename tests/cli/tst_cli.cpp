// SPDX-License-Identifier: GPL-3.0-or-later
// The commands as a user runs them: exit codes, stdout/stderr, files written. The binary is
// TestUtil::cliBinary(): helmdeck-cli, or helmdeck when tests/cli/CMakeLists.txt says so. The
// window's own command line (--screenshot, no display) is tst_guilauncher.
#include "chartfixtures.h"
#include "clitestutil.h"
#include "render/redactor.h"
#include "testutil.h"

#include <QDir>
#include <QDirIterator>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <yaml-cpp/yaml.h>

namespace {

using CliTest::Run;

QProcessEnvironment testEnvironment()
{
    return CliTest::environment();
}

Run helmdeck(const QStringList &args, const QProcessEnvironment &env = testEnvironment())
{
    return CliTest::run(args, env);
}

/** Runs the Kubernetes schema validator on a YAML stream; returns its output, empty when valid. */
QString schemaErrors(const QByteArray &yaml)
{
    const QString validator = TestUtil::schemaValidator();
    QProcess node;
    node.start(QStringLiteral("node"), { validator });
    if (!node.waitForStarted(10000))
        return QStringLiteral("cannot start node");
    node.write(yaml);
    node.closeWriteChannel();
    if (!node.waitForFinished(60000))
        return QStringLiteral("schema validator timed out");
    if (node.exitStatus() == QProcess::NormalExit && node.exitCode() == 0)
        return QString();
    return QString::fromUtf8(node.readAllStandardOutput() + node.readAllStandardError());
}

QString example()
{
    return TestUtil::sourceDir() + QStringLiteral("/examples/guestbook/helmdeck.yaml");
}

} // namespace

class TestCli : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void usageErrors_data();
    void usageErrors();
    void renderExample_data();
    void renderExample();
    void renderRealworldApps_data();
    void renderRealworldApps();
    void checkReportsFileAndLine();
    void importWritesProjectAndRefusesOverwrite();
    void helmMissingIsAClearError();
    void secretsRedactedUnlessAsked();
    void collidingIngressNames();
    void folderWithProjectUsesIt();
    void importRefusesInvalidNames_data();
    void importRefusesInvalidNames();
    void importEchoesAnOverlongValueCapped_data();
    void importEchoesAnOverlongValueCapped();
    void globalDefaultsApply_data();
    void globalDefaultsApply();
};

void TestCli::usageErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    QTest::addRow("render without project") << QStringList { QStringLiteral("render") } << 2;
    QTest::addRow("render two projects")
        << QStringList { QStringLiteral("render"), QStringLiteral("a"), QStringLiteral("b") } << 2;
    QTest::addRow("unknown option") << QStringList { QStringLiteral("check"), QStringLiteral("--frobnicate"),
        example() } << 2;
    QTest::addRow("import a file") << QStringList { QStringLiteral("import"), example() } << 2;
    QTest::addRow("check missing file")
        << QStringList { QStringLiteral("check"), QStringLiteral("/nonexistent/helmdeck.yaml") } << 1;
    QTest::addRow("help") << QStringList { QStringLiteral("render"), QStringLiteral("--help") } << 0;
}

void TestCli::usageErrors()
{
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    const Run r = helmdeck(args, env);
    QCOMPARE(r.exitCode, exitCode);
    if (exitCode == 2)
        QVERIFY2(r.err.contains("helmdeck"), r.err.constData());
}

void TestCli::renderExample_data()
{
    QTest::addColumn<int>("helmMajor");
    QTest::addRow("helm 3") << 3;
    QTest::addRow("helm 4") << 4;
}

void TestCli::renderExample()
{
    QFETCH(int, helmMajor);
    const QString helm = TestUtil::helm(helmMajor);
    QVERIFY2(!helm.isEmpty(),
        "no helm binary configured: run scripts/setup.sh deps or set HELMDECK_HELM3/4 in CMake");
    const Run r = helmdeck({ QStringLiteral("render"), QStringLiteral("--helm"), helm,
        QStringLiteral("--show-secrets"), example() });
    QVERIFY2(r.exitCode == 0, r.err.constData());
    // config-<app> first (its Secret must exist before the pods that use it), the app chart last
    QVERIFY2(r.out.startsWith("# Release: config-guestbook\n"), r.out.left(200).constData());
    QVERIFY(r.out.contains("# Release: guestbook\n"));
    QVERIFY(r.out.indexOf("# Release: config-guestbook") < r.out.indexOf("# Release: guestbook\n"));
    // every document is preceded by its release
    QCOMPARE(r.out.count("# Release: "), r.out.count("\n---\n") + (r.out.startsWith("---") ? 1 : 0));
    // the example's web, worker, two cron tasks and two domains
    for (const char *needle :
        { "kind: Deployment", "name: \"guestbook-web\"", "name: \"guestbook-worker\"", "kind: CronJob",
            "kind: Ingress", "host: \"guestbook.example.com\"", "host: \"*.guestbook.example.com\"" })
        QVERIFY2(r.out.contains(needle), needle);
    QCOMPARE(r.out.count("kind: CronJob"), 2);
    const QString errors = schemaErrors(r.out);
    QVERIFY2(errors.isEmpty(), qPrintable(errors));

    // -o writes the same stream to a file
    QTemporaryDir tmp;
    const QString out = tmp.filePath(QStringLiteral("all.yaml"));
    const Run r2 = helmdeck({ QStringLiteral("render"), QStringLiteral("--helm"), helm,
        QStringLiteral("--show-secrets"), QStringLiteral("-o"), out, example() });
    QCOMPARE(r2.exitCode, 0);
    QCOMPARE(TestUtil::readFile(out), r.out);
    // it holds secret values: the owner's alone, also when it overwrites a world-readable file
    const QFileDevice::Permissions ownerOnly
        = QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadUser | QFileDevice::WriteUser;
    QCOMPARE(QFile::permissions(out), ownerOnly);
    QVERIFY(QFile::setPermissions(out, ownerOnly | QFileDevice::ReadGroup | QFileDevice::ReadOther));
    const Run r3 = helmdeck({ QStringLiteral("render"), QStringLiteral("--helm"), helm,
        QStringLiteral("--show-secrets"), QStringLiteral("-o"), out, example() });
    QCOMPARE(r3.exitCode, 0);
    QCOMPARE(QFile::permissions(out), ownerOnly);
}

void TestCli::renderRealworldApps_data()
{
    QTest::addColumn<QString>("dir");
    const QString root = TestUtil::realworldDir();
    if (root.isEmpty())
        return;
    const QDir apps(root + QStringLiteral("/dokku-test-apps"));
    for (const QString &name : apps.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name))
        QTest::addRow("%s", qPrintable(name)) << apps.filePath(name);
}

// Every real app folder either renders schema-valid manifests or exits 1
// with a finding that names the file and line.
void TestCli::renderRealworldApps()
{
    if (TestUtil::realworldDir().isEmpty())
        QFAIL("../shared/realworld is absent: point HELMDECK_REALWORLD_DIR at a copy (a skip would count as "
              "a pass)");
    QFETCH(QString, dir);
    const QString helm = TestUtil::helm(4);
    QVERIFY2(!helm.isEmpty(), "no helm 4 binary configured");
    const Run r = helmdeck({ QStringLiteral("render"), QStringLiteral("--helm"), helm, dir });
    if (r.exitCode == 0) {
        QVERIFY(r.out.contains("kind: "));
        const Run shown = helmdeck({ QStringLiteral("render"), QStringLiteral("--helm"), helm,
            QStringLiteral("--show-secrets"), dir });
        QCOMPARE(shown.exitCode, 0);
        const QString errors = schemaErrors(shown.out);
        QVERIFY2(errors.isEmpty(), qPrintable(errors));
    } else {
        QCOMPARE(r.exitCode, 1);
        static const QRegularExpression fileLine(
            QStringLiteral("^[^\\n:]+/(Procfile|app\\.json):\\d+(:\\d+)?: error: "),
            QRegularExpression::MultilineOption);
        QVERIFY2(fileLine.match(QString::fromUtf8(r.err)).hasMatch(), r.err.constData());
    }
}

void TestCli::checkReportsFileAndLine()
{
    QTemporaryDir tmp;
    const QString path = tmp.filePath(QStringLiteral("helmdeck.yaml"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("schemaVersion: 1\n"
            "apps:\n"
            "  - name: \"shop\"\n"
            "    image: \"registry.example.com/shop:1.0\"\n"
            "    processes:\n"
            "      - name: \"web\"\n"
            "        command: \"gunicorn shop:app\"\n"
            "    cron:\n"
            "      - command: \"shop cleanup\"\n"
            "        schedule: \"every day\"\n");
    f.close();
    const Run r = helmdeck({ QStringLiteral("check"), path });
    QCOMPARE(r.exitCode, 1);
    const QString err = QString::fromUtf8(r.err);
    QVERIFY2(err.contains(path + QStringLiteral(":10:")), qPrintable(err));
    QVERIFY2(err.contains(QStringLiteral("error:")), qPrintable(err));
    QVERIFY2(r.out.isEmpty(), r.out.constData());
}

void TestCli::importWritesProjectAndRefusesOverwrite()
{
    QTemporaryDir tmp;
    const QString out = tmp.filePath(QStringLiteral("p.yaml"));
    const QString app = TestUtil::sourceDir() + QStringLiteral("/examples/guestbook");
    const QStringList args { QStringLiteral("import"), app, QStringLiteral("--image"),
        QStringLiteral("registry.example.com/guestbook:2.0.0"), QStringLiteral("-o"), out };
    Run r = helmdeck(args);
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QByteArray written = TestUtil::readFile(out);
    QVERIFY(written.contains("registry.example.com/guestbook:2.0.0"));
    QVERIFY(written.contains("schemaVersion: 1"));

    // the written project checks clean and renders
    r = helmdeck({ QStringLiteral("check"), out });
    QVERIFY2(r.exitCode == 0, r.err.constData());

    // a second import does not clobber it
    r = helmdeck(args);
    QCOMPARE(r.exitCode, 1);
    QVERIFY(r.err.contains("--force"));
    QCOMPARE(TestUtil::readFile(out), written);
    r = helmdeck(QStringList(args) << QStringLiteral("--force"));
    QCOMPARE(r.exitCode, 0);
}

void TestCli::helmMissingIsAClearError()
{
    const Run r = helmdeck({ QStringLiteral("render"), QStringLiteral("--helm"),
        QStringLiteral("/nonexistent/helm"), example() });
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains("/nonexistent/helm"), r.err.constData());
    QVERIFY(r.out.isEmpty());
}

// The config Secret's values are masked unless --show-secrets is given.
void TestCli::secretsRedactedUnlessAsked()
{
    const QString helm = TestUtil::helm(4);
    QVERIFY2(!helm.isEmpty(), "no helm 4 binary configured");
    // DATABASE_URL comes from the bundled PostgreSQL: "postgres://guestbook:<password>@…". Its first
    // 21 bytes encode to a fixed base64 prefix whatever the generated password is.
    const QByteArray canary = QByteArrayLiteral("postgres://guestbook:").toBase64();
    const Run masked = helmdeck({ QStringLiteral("render"), QStringLiteral("--helm"), helm, example() });
    QVERIFY2(masked.exitCode == 0, masked.err.constData());
    QVERIFY(masked.out.contains("kind: Secret"));
    QVERIFY2(!masked.out.contains(canary), "a Secret value was printed without --show-secrets");
    QVERIFY(!masked.out.contains("postgres://"));
    // Masked, the stream still applies: every data value is valid base64 (the API server decodes it,
    // kubectl apply would refuse "••••"), marked as masked, and the schema validator accepts the stream.
    QString validation;
    QCOMPARE(ChartFixtures::validateSchema(masked.out, &validation), 0);
    QVERIFY2(validation.startsWith(QLatin1String("ok:")), qPrintable(validation));
    int maskedValues = 0;
    for (const YAML::Node &doc : YAML::LoadAll(masked.out.toStdString())) {
        if (!doc.IsMap() || !doc["kind"] || doc["kind"].Scalar() != "Secret" || !doc["data"])
            continue;
        for (auto it = doc["data"].begin(); it != doc["data"].end(); ++it) {
            const auto decoded = QByteArray::fromBase64Encoding(
                QByteArray::fromStdString(it->second.Scalar()), QByteArray::AbortOnBase64DecodingErrors);
            QVERIFY2(
                decoded.decodingStatus == QByteArray::Base64DecodingStatus::Ok, it->first.Scalar().c_str());
            QCOMPARE(QString::fromUtf8(decoded.decoded), HelmDeck::Redactor::placeholderText());
            ++maskedValues;
        }
    }
    QVERIFY(maskedValues > 0);
    QCOMPARE(int(masked.out.count(HelmDeck::Redactor::maskedComment().toUtf8())), maskedValues);
    const Run shown = helmdeck({ QStringLiteral("render"), QStringLiteral("--helm"), helm,
        QStringLiteral("--show-secrets"), example() });
    QVERIFY2(shown.exitCode == 0, shown.err.constData());
    QVERIFY(shown.out.contains(canary));
}

// "a-b.example.com" and "a.b-example.com" slug to the same Ingress name: refused, not overwritten.
void TestCli::collidingIngressNames()
{
    const QString helm = TestUtil::helm(4);
    QVERIFY2(!helm.isEmpty(), "no helm 4 binary configured");
    QTemporaryDir tmp;
    const QString path = tmp.filePath(QStringLiteral("helmdeck.yaml"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("schemaVersion: 1\n"
            "apps:\n"
            "  - name: \"shop\"\n"
            "    image: \"registry.example.com/shop:1.0\"\n"
            "    processes:\n"
            "      - name: \"web\"\n"
            "        ports: [\"http:80:5000\"]\n"
            "    domains:\n"
            "      - \"a-b.example.com\"\n"
            "      - \"a.b-example.com\"\n");
    f.close();
    const Run r = helmdeck({ QStringLiteral("render"), QStringLiteral("--helm"), helm, path });
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains("Ingress shop-web-a-b-example-com is rendered twice"), r.err.constData());
    QVERIFY2(r.err.contains(QByteArray(path.toUtf8() + ":9:")), r.err.constData()); // the domains list
    QVERIFY(r.out.isEmpty());
}

// `helmdeck import DIR` writes DIR/helmdeck.yaml; `check DIR` and `render DIR` must then use it,
// not re-import the Procfile and drop what was edited in the project.
void TestCli::folderWithProjectUsesIt()
{
    const QString helm = TestUtil::helm(4);
    QVERIFY2(!helm.isEmpty(), "no helm 4 binary configured");
    QTemporaryDir tmp;
    const QString src = TestUtil::sourceDir() + QStringLiteral("/examples/guestbook/");
    QVERIFY(QDir(tmp.path()).mkpath(QStringLiteral("tls")));
    for (const char *name :
        { "Procfile", "app.json", "helmdeck.yaml", "tls/wildcard.guestbook.example.com.pem" })
        QVERIFY(QFile::copy(src + QLatin1String(name), tmp.filePath(QLatin1String(name))));
    const Run r = helmdeck({ QStringLiteral("render"), QStringLiteral("--helm"), helm, tmp.path() });
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY2(r.err.contains("using the project file"), r.err.constData());
    // the domains live only in helmdeck.yaml
    QCOMPARE(r.out.count("kind: Ingress"), 2);
}

void TestCli::importRefusesInvalidNames_data()
{
    QTest::addColumn<QStringList>("extra");
    QTest::addColumn<int>("exitCode");
    QTest::addRow("underscore") << QStringList { QStringLiteral("--name"), QStringLiteral("My_App") } << 1;
    QTest::addRow("leading dash") << QStringList { QStringLiteral("--name"), QStringLiteral("-x") } << 1;
    QTest::addRow("non-ascii") << QStringList { QStringLiteral("--name"), QStringLiteral("caf\u00e9") } << 1;
    QTest::addRow("empty") << QStringList { QStringLiteral("--name"), QString() } << 2;
}

void TestCli::importRefusesInvalidNames()
{
    QFETCH(QStringList, extra);
    QFETCH(int, exitCode);
    QTemporaryDir tmp;
    const QString out = tmp.filePath(QStringLiteral("p.yaml"));
    QStringList args { QStringLiteral("import"),
        TestUtil::sourceDir() + QStringLiteral("/examples/guestbook"), QStringLiteral("--image"),
        QStringLiteral("registry.example.com/guestbook:2.0.0"), QStringLiteral("-o"), out };
    args += extra;
    const Run r = helmdeck(args);
    QVERIFY2(r.exitCode == exitCode, r.err.constData());
    QVERIFY2(!QFile::exists(out), "an invalid project was written");
}

void TestCli::importEchoesAnOverlongValueCapped_data()
{
    QTest::addColumn<QString>("option");
    QTest::addColumn<QString>("value");
    // 120 000 bytes: near the kernel's cap on one argument (a 15 MB value cannot reach argv)
    QTest::addRow("a 120 KB app name is echoed as its first 80 characters and its size")
        << QStringLiteral("--name") << QString(120000, QLatin1Char('a'));
    QTest::addRow("a 120 KB image is echoed as its first 80 characters and its size") << QStringLiteral(
        "--image") << QStringLiteral("registry.example.com/") + QString(120000, QLatin1Char('x'));
}

void TestCli::importEchoesAnOverlongValueCapped()
{
    QFETCH(QString, option);
    QFETCH(QString, value);
    QTemporaryDir tmp;
    const QString out = tmp.filePath(QStringLiteral("p.yaml"));
    QStringList args { QStringLiteral("import"),
        TestUtil::sourceDir() + QStringLiteral("/examples/guestbook"), QStringLiteral("--image"),
        QStringLiteral("registry.example.com/guestbook:2.0.0"), QStringLiteral("-o"), out };
    args += QStringList { option, value };
    const Run r = helmdeck(args);
    QCOMPARE(r.exitCode, 1);
    // the value's run (with the quote or bracket before it) keeps its first 80 characters, then "… (N bytes)"
    QVERIFY2(
        r.err.contains(QByteArray(value.left(79).toUtf8() + "\xe2\x80\xa6 (")), r.err.left(2000).constData());
    QVERIFY2(!r.err.contains(value.left(81).toUtf8()), "more than 80 characters of the value echoed");
    // every line bounded: the messages, not the value, make up what is printed
    QVERIFY2(r.err.size() < 16 * 1024, QByteArray::number(r.err.size()).constData());
}

void TestCli::globalDefaultsApply_data()
{
    QTest::addColumn<QByteArray>("ini");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QByteArray>("expected"); // on stdout (render) or stderr (a bad settings file)
    QTest::newRow("default names")
        << QByteArray("[defaults]\nimagePullSecrets=regcred, other\n") << 0
        << QByteArray("imagePullSecrets:\n        - name: \"regcred\"\n        - name: \"other\"");
    QTest::newRow("bad name") << QByteArray("[defaults]\nimagePullSecrets=Reg_Cred\n") << 1
                              << QByteArray("\"Reg_Cred\" is not a Secret name");
}

// `render` and `check` apply the user's defaults (File → Settings) like the preview does.
void TestCli::globalDefaultsApply()
{
    QFETCH(QByteArray, ini);
    QFETCH(int, exitCode);
    QFETCH(QByteArray, expected);
    const QString helm = TestUtil::helm(4);
    QVERIFY2(!helm.isEmpty(), "no helm 4 binary configured");
    QTemporaryDir config;
    QVERIFY(QDir(config.path()).mkpath(QStringLiteral("HelmDeck")));
    const QString settings = config.filePath(QStringLiteral("HelmDeck/HelmDeck.ini"));
    QFile f(settings);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(ini);
    f.close();
    QProcessEnvironment env = testEnvironment();
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), config.path());
    // The example names its own registry login (pullSecret.registry/username), and an app with its
    // own pull secret settings never inherits the defaults: they apply to a copy without them.
    const QByteArray exampleYaml = TestUtil::readFile(example());
    const int from = exampleYaml.indexOf("    pullSecret:\n");
    QVERIFY(from > 0);
    QCOMPARE(exampleYaml.mid(from), // the app's last key, so the copy simply ends before it
        QByteArray(
            "    pullSecret:\n      registry: \"registry.example.com\"\n      username: \"deploy\"\n"));
    QTemporaryDir copy;
    QVERIFY(QDir(copy.path()).mkpath(QStringLiteral("tls")));
    const QString project = copy.filePath(QStringLiteral("helmdeck.yaml"));
    QFile out(project);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(exampleYaml.left(from));
    out.close();
    const QString chain = QStringLiteral("tls/wildcard.guestbook.example.com.pem");
    QVERIFY(
        QFile::copy(QFileInfo(example()).absolutePath() + QLatin1Char('/') + chain, copy.filePath(chain)));

    const Run r = helmdeck({ QStringLiteral("render"), QStringLiteral("--helm"), helm, project }, env);
    QVERIFY2(r.exitCode == exitCode, r.err.constData());
    if (exitCode != 0) {
        QVERIFY2(r.err.contains(expected), r.err.constData());
        QVERIFY2(r.err.contains(settings.toUtf8()), r.err.constData()); // names the file
        QVERIFY(r.out.isEmpty());
        QCOMPARE(helmdeck({ QStringLiteral("check"), project }, env).exitCode, 1);
        return;
    }
    QVERIFY2(r.out.contains(expected), r.out.constData());
    // the example itself keeps its own pull secret settings: the defaults are not inherited
    const Run own = helmdeck({ QStringLiteral("render"), QStringLiteral("--helm"), helm, example() }, env);
    QVERIFY2(own.exitCode == 0, own.err.constData());
    QVERIFY(!own.out.contains("regcred"));
    // every workload of the example (two Deployments, two CronJobs, the release gate's Job) carries them
    QCOMPARE(r.out.count("imagePullSecrets:"), 5);
    QVERIFY(!r.out.contains("# Release: pull-secret-"));
    // the same project without the settings: no names
    const Run plain = helmdeck({ QStringLiteral("render"), QStringLiteral("--helm"), helm, project });
    QVERIFY2(plain.exitCode == 0, plain.err.constData());
    QVERIFY(!plain.out.contains("regcred"));
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
