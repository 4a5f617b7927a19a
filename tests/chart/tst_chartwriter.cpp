// SPDX-License-Identifier: GPL-3.0-or-later
// ChartWriter, ValuesBuilder, ChartNames and ShellWords: the chart files themselves, and
// `helm lint --strict` on them with Helm 3 and Helm 4.

#include "chart/chartlimits.h"
#include "chart/chartnames.h"
#include "chart/chartwriter.h"
#include "chart/shellwords.h"
#include "chartfixtures.h"
#include "testutil.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <yaml-cpp/yaml.h>

using namespace HelmDeck;

class TestChartWriter : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void shellWords_data();
    void shellWords();
    void domainSlug_data();
    void domainSlug();
    void longDomainIngressName();
    void containerPortName_data();
    void containerPortName();
    void image_data();
    void image();
    void chartVersion_data();
    void chartVersion();
    void valuesQuoteEveryString();
    void valuesRoundTrip();
    void chartYaml();
    void writeAppChart();
    void writeAppChartRejectsBadCommand();
    void valuesOverHelmsFileLimitAreRefusedBeforeHelm_data();
    void valuesOverHelmsFileLimitAreRefusedBeforeHelm();
    void helmLint_data();
    void helmLint();
};

void TestChartWriter::shellWords_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<QStringList>("words"); // ShellWords::split
    QTest::addColumn<QStringList>("args"); // ShellWords::toContainerArgs
    QTest::addColumn<bool>("ok");

    auto l = [](std::initializer_list<const char *> items) {
        QStringList out;
        for (const char *i : items)
            out << QString::fromUtf8(i);
        return out;
    };
    QTest::newRow("plain") << "rails server -p 5000" << l({ "rails", "server", "-p", "5000" })
                           << l({ "rails", "server", "-p", "5000" }) << true;
    QTest::newRow("blanks") << "  a \t b\n c  " << l({ "a", "b", "c" }) << l({ "a", "b", "c" }) << true;
    QTest::newRow("single quotes") << "sh -c 'echo $HOME && ls'" << l({ "sh", "-c", "echo $HOME && ls" })
                                   << l({ "sh", "-c", "echo $$HOME && ls" }) << true;
    QTest::newRow("double quotes") << "echo \"a b\" \"c\\\"d\" \"\\$x\"" << l({ "echo", "a b", "c\"d", "$x" })
                                   << l({ "echo", "a b", "c\"d", "$$x" }) << true;
    QTest::newRow("port var") << "puma -p $PORT -b ${HOST}:1"
                              << l({ "puma", "-p", "$PORT", "-b", "${HOST}:1" })
                              << l({ "puma", "-p", "$(PORT)", "-b", "$(HOST):1" }) << true;
    QTest::newRow("var in double quotes")
        << "x \"--port=$PORT\"" << l({ "x", "--port=$PORT" }) << l({ "x", "--port=$(PORT)" }) << true;
    QTest::newRow("not a var") << "echo $1 $ $$ a$" << l({ "echo", "$1", "$", "$$", "a$" })
                               << l({ "echo", "$$1", "$$", "$$$$", "a$$" }) << true;
    QTest::newRow("empty words") << "a '' \"\" b" << l({ "a", "", "", "b" }) << l({ "a", "", "", "b" })
                                 << true;
    QTest::newRow("joined") << "a'b'\"c\"d" << l({ "abcd" }) << l({ "abcd" }) << true;
    QTest::newRow("backslash") << "a\\ b c\\\nd" << l({ "a b", "cd" }) << l({ "a b", "cd" }) << true;
    QTest::newRow("yaml words") << "0755 NO 1e3 true ~ null"
                                << l({ "0755", "NO", "1e3", "true", "~", "null" })
                                << l({ "0755", "NO", "1e3", "true", "~", "null" }) << true;
    QTest::newRow("operators are text")
        << "a | b > c" << l({ "a", "|", "b", ">", "c" }) << l({ "a", "|", "b", ">", "c" }) << true;
    QTest::newRow("empty") << "" << QStringList() << QStringList() << true;
    QTest::newRow("unterminated single") << "sh -c 'echo" << QStringList() << QStringList() << false;
    QTest::newRow("unterminated double") << "echo \"a" << QStringList() << QStringList() << false;
    QTest::newRow("trailing backslash") << "echo a\\" << QStringList() << QStringList() << false;
}

void TestChartWriter::shellWords()
{
    QFETCH(QString, command);
    QFETCH(QStringList, words);
    QFETCH(QStringList, args);
    QFETCH(bool, ok);
    QString error = QStringLiteral("not cleared");
    QCOMPARE(ShellWords::split(command, &error), words);
    QCOMPARE(error.isEmpty(), ok);
    QCOMPARE(ShellWords::toContainerArgs(command, &error), args);
    QCOMPARE(error.isEmpty(), ok);
    if (!ok)
        QVERIFY2(error.contains(QLatin1String("character")), qPrintable(error));
}

void TestChartWriter::domainSlug_data()
{
    QTest::addColumn<QString>("domain");
    QTest::addColumn<QString>("slug");
    QTest::newRow("apex") << "example.com"
                          << "example-com";
    QTest::newRow("sub") << "shop.example.com"
                         << "shop-example-com";
    QTest::newRow("wildcard") << "*.example.com"
                              << "wildcard-example-com";
    QTest::newRow("upper case") << "Shop.Example.COM"
                                << "shop-example-com";
    QTest::newRow("dashes kept") << "my-shop.example.com"
                                 << "my-shop-example-com";
}

void TestChartWriter::domainSlug()
{
    QFETCH(QString, domain);
    QFETCH(QString, slug);
    QCOMPARE(ChartNames::domainSlug(domain), slug);
    QCOMPARE(ChartNames::ingressName(QStringLiteral("shop"), domain), QStringLiteral("shop-web-") + slug);
}

void TestChartWriter::longDomainIngressName()
{
    // 4 labels of 60 chars + "com": a valid 247-char domain; "<app>-web-" pushes the name past 253.
    QStringList labels;
    for (char c : { 'a', 'b', 'c', 'd' })
        labels << QString(60, QLatin1Char(c));
    const QString domain = labels.join(QLatin1Char('.')) + QStringLiteral(".com");
    const QString other = labels.join(QLatin1Char('.')) + QStringLiteral(".org");
    const QString name = ChartNames::ingressName(QStringLiteral("shop"), domain);
    QVERIFY2(name.size() <= 253, qPrintable(QString::number(name.size())));
    QVERIFY(name.startsWith(QLatin1String("shop-web-aaaa")));
    QVERIFY(QRegularExpression(QStringLiteral("^[a-z0-9]([-a-z0-9]*[a-z0-9])?$")).match(name).hasMatch());
    QVERIFY(name != ChartNames::ingressName(QStringLiteral("shop"), other)); // the hash keeps them apart
}

void TestChartWriter::containerPortName_data()
{
    QTest::addColumn<QString>("map");
    QTest::addColumn<QString>("name");
    QTest::newRow("fits") << "http:80:5000"
                          << "http-80-5000";
    QTest::newRow("15 exactly") << "https:443:65535"
                                << "https-443-65535";
    QTest::newRow("too long") << "https:10443:6000"
                              << "https-6000";
    QTest::newRow("longest") << "https:65535:65535"
                             << "https-65535";
}

void TestChartWriter::containerPortName()
{
    QFETCH(QString, map);
    QFETCH(QString, name);
    PortMap m;
    QVERIFY(PortMap::parse(map, &m));
    const QString got = ChartNames::containerPortName(m);
    QCOMPARE(got, name);
    QVERIFY(got.size() <= 15);
}

void TestChartWriter::image_data()
{
    QTest::addColumn<QString>("image");
    QTest::addColumn<QString>("tag");
    QTest::addColumn<QString>("policy");
    QTest::addColumn<QString>("appVersion");
    const QString digest = QStringLiteral("sha256:") + QString(64, QLatin1Char('a'));
    QTest::newRow("tag") << "nginx:1.27"
                         << "1.27"
                         << "IfNotPresent"
                         << "1.27";
    QTest::newRow("latest") << "nginx:latest"
                            << "latest"
                            << "Always"
                            << "latest";
    QTest::newRow("untagged") << "nginx"
                              << ""
                              << "Always"
                              << "latest";
    QTest::newRow("registry port, untagged") << "reg.local:5000/a/b"
                                             << ""
                                             << "Always"
                                             << "latest";
    QTest::newRow("registry port, tag") << "reg.local:5000/a/b:7"
                                        << "7"
                                        << "IfNotPresent"
                                        << "7";
    QTest::newRow("digest") << QString(QStringLiteral("a/b@") + digest) << ""
                            << "IfNotPresent" << digest;
    QTest::newRow("latest and digest") << QString(QStringLiteral("a/b:latest@") + digest) << "latest"
                                       << "IfNotPresent"
                                       << "latest";
}

void TestChartWriter::image()
{
    QFETCH(QString, image);
    QFETCH(QString, tag);
    QFETCH(QString, policy);
    QFETCH(QString, appVersion);
    QCOMPARE(ChartNames::imageTag(image), tag);
    QCOMPARE(ChartNames::imagePullPolicy(image), policy);
    QCOMPARE(ChartNames::appVersion(image), appVersion);
}

void TestChartWriter::chartVersion_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("version");
    QTest::newRow("empty") << ""
                           << "0.0.0";
    QTest::newRow("unix seconds") << "1732900000"
                                  << "0.0.1732900000";
    QTest::newRow("leading zeros") << "0042"
                                   << "0.0.42";
    QTest::newRow("not a number") << "abc"
                                  << "0.0.0";
}

void TestChartWriter::chartVersion()
{
    QFETCH(QString, id);
    QFETCH(QString, version);
    QCOMPARE(ChartNames::chartVersion(id), version);
}

// Walks a YAML tree; every scalar under a key that is not a number or boolean field must be quoted.
static void checkQuoted(const YAML::Node &node, const QString &path, QStringList *problems)
{
    static const QSet<QString> typed = { QStringLiteral("replicas"), QStringLiteral("containerPort"),
        QStringLiteral("port"), QStringLiteral("targetPort"), QStringLiteral("initialDelaySeconds"),
        QStringLiteral("periodSeconds"), QStringLiteral("timeoutSeconds"), QStringLiteral("failureThreshold"),
        QStringLiteral("suspend"), QStringLiteral("enabled"), QStringLiteral("backoffLimit"),
        QStringLiteral("servicePort"), QStringLiteral("runAsNonRoot"),
        QStringLiteral("allowPrivilegeEscalation"), QStringLiteral("privileged"),
        QStringLiteral("readOnlyRootFilesystem"), QStringLiteral("nativeSidecars"),
        QStringLiteral("servicePortNumber"), QStringLiteral("redirect") };
    if (node.IsMap()) {
        for (const auto &kv : node)
            checkQuoted(
                kv.second, path + QLatin1Char('.') + QString::fromStdString(kv.first.Scalar()), problems);
    } else if (node.IsSequence()) {
        for (std::size_t i = 0; i < node.size(); ++i)
            checkQuoted(node[i], path + QStringLiteral("[%1]").arg(i), problems);
    } else if (node.IsScalar()) {
        const QString key = path.section(QLatin1Char('.'), -1);
        const bool quoted = node.Tag() == "!";
        // "port" is a string in processes.<p>.port (the PORT env value), a number in probes and Services
        static const QRegularExpression portEnv(QStringLiteral("^\\.processes\\.[^.]+\\.port$"));
        const bool mayBePlain = typed.contains(key) && !portEnv.match(path).hasMatch();
        if (!quoted && !mayBePlain)
            problems->append(path + QStringLiteral(" = ") + QString::fromStdString(node.Scalar()));
    }
}

void TestChartWriter::valuesQuoteEveryString()
{
    const QByteArray values = ChartWriter::valuesYaml(ChartFixtures::shopApp(), QStringLiteral("7"));
    QVERIFY(!values.isEmpty());
    const YAML::Node root = YAML::Load(values.toStdString());
    QStringList problems;
    checkQuoted(root, QString(), &problems);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    // the PORT value is a string, quoted
    QCOMPARE(root["processes"]["web"]["port"].Tag(), std::string("!"));
}

void TestChartWriter::valuesRoundTrip()
{
    const YAML::Node root = YAML::Load(ChartWriter::valuesYaml(ChartFixtures::shopApp()).toStdString());
    QStringList args;
    for (const auto &a : root["processes"]["web"]["args"])
        args << QString::fromStdString(a.as<std::string>());
    QCOMPARE(args, ChartFixtures::shopWebArgs());
    QCOMPARE(QString::fromStdString(root["app"]["deploymentId"].as<std::string>()), QStringLiteral("0"));
    QCOMPARE(root["processes"]["worker"]["replicas"].as<int>(), 2);
    QVERIFY(!root["processes"]["worker"]["port"]); // no port maps: no PORT, no Service
    QVERIFY(!root["processes"]["worker"]["servicePorts"]);
    // web: https-443 wins over http-8080 although it is listed second; the probe port follows it
    QCOMPARE(root["ingress"]["servicePortName"].as<std::string>(), std::string("https-443-5000"));
    QCOMPARE(root["processes"]["web"]["port"].as<std::string>(), std::string("5000"));
    QCOMPARE(root["processes"]["web"]["probes"]["liveness"]["tcpSocket"]["port"].as<int>(), 5000);
    // two https/http maps share nothing here, so three container ports; names fit 15 chars
    QCOMPARE(root["processes"]["web"]["containerPorts"].size(), std::size_t(3));
    QCOMPARE(root["cron"].size(), std::size_t(2));
    QVERIFY(!root["processes"]["metrics"]["resources"]["requests"]["cpu"]); // cleared request stays out

    // app.json spells concurrency policies in lower case; Kubernetes wants them capitalised
    App app = ChartFixtures::shopApp();
    app.cron[0].concurrencyPolicy = QStringLiteral("replace");
    const YAML::Node again = YAML::Load(ChartWriter::valuesYaml(app).toStdString());
    QCOMPARE(again["cron"][app.cron.at(0).shortId().toStdString()]["concurrencyPolicy"].as<std::string>(),
        std::string("Replace"));
}

void TestChartWriter::chartYaml()
{
    App app = ChartFixtures::shopApp();
    app.image = QStringLiteral("reg/x:1.10");
    const YAML::Node chart
        = YAML::Load(ChartWriter::chartYaml(app, QStringLiteral("1732900000")).toStdString());
    QCOMPARE(chart["apiVersion"].as<std::string>(), std::string("v2"));
    QCOMPARE(chart["name"].as<std::string>(), std::string("shop"));
    QCOMPARE(chart["type"].as<std::string>(), std::string("application"));
    QCOMPARE(chart["version"].as<std::string>(), std::string("0.0.1732900000"));
    QCOMPARE(chart["appVersion"].as<std::string>(), std::string("1.10"));
    QCOMPARE(chart["appVersion"].Tag(), std::string("!")); // quoted: "1.10" is not the number 1.1
    const YAML::Node preview = YAML::Load(ChartWriter::chartYaml(app).toStdString());
    QCOMPARE(preview["version"].as<std::string>(), std::string("0.0.0"));
}

void TestChartWriter::writeAppChart()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString dir = tmp.filePath(QStringLiteral("shop"));
    QString error;
    QVERIFY2(ChartWriter::writeAppChart(ChartFixtures::shopApp(), dir, &error, QStringLiteral("5")),
        qPrintable(error));

    const QStringList templates = ChartWriter::templateFiles();
    for (const char *expected :
        { "templates/_helpers.tpl", "templates/serviceaccount.yaml", "templates/deployment.yaml",
            "templates/service.yaml", "templates/ingress.yaml", "templates/cronjob.yaml" })
        QVERIFY2(templates.contains(QLatin1String(expected)), expected);
    for (const QString &t : templates)
        QVERIFY2(QFileInfo(QDir(dir).filePath(t)).size() > 0, qPrintable(t));

    QCOMPARE(QFileInfo(dir).permissions() & 0x0777, QFileDevice::Permissions(0x0700)); // owner only
    for (const char *f : { "Chart.yaml", "values.yaml", "templates/deployment.yaml" }) {
        const QFileInfo fi(QDir(dir).filePath(QLatin1String(f)));
        QCOMPARE(fi.permissions() & 0x0777, QFileDevice::Permissions(0x0600));
    }
    QCOMPARE(TestUtil::readFile(QDir(dir).filePath(QStringLiteral("values.yaml"))),
        ChartWriter::valuesYaml(ChartFixtures::shopApp(), QStringLiteral("5")));
}

void TestChartWriter::writeAppChartRejectsBadCommand()
{
    App app = ChartFixtures::shopApp();
    app.processes[1].command = QStringLiteral("celery 'worker");
    QTemporaryDir tmp;
    QString error;
    QString fieldPath;
    QVERIFY(!ChartWriter::writeAppChart(
        app, tmp.filePath(QStringLiteral("shop")), &error, QString(), &fieldPath));
    QVERIFY2(
        error.contains(QLatin1String("worker")) && error.contains(QLatin1String("quote")), qPrintable(error));
    QCOMPARE(fieldPath, QStringLiteral("apps[shop].processes[worker].command"));
    QVERIFY(!QFileInfo::exists(tmp.filePath(QStringLiteral("shop/values.yaml")))); // nothing half-written
}

void TestChartWriter::valuesOverHelmsFileLimitAreRefusedBeforeHelm_data()
{
    QTest::addColumn<int>("processes"); // each with a 100 KB command
    QTest::addColumn<bool>("refused");
    QTest::newRow("an app whose values.yaml would pass 5 MiB is refused, nothing written") << 60 << true;
    QTest::newRow("an app whose values.yaml stays under 5 MiB is written") << 50 << false;
}

// Helm refuses a chart file over 5 MiB only when it loads the chart (a deploy half-way): the writer,
// check (ChartLimits::appFindings) and the deploy preflight say it first, naming file, size and limit.
void TestChartWriter::valuesOverHelmsFileLimitAreRefusedBeforeHelm()
{
    QFETCH(int, processes);
    QFETCH(bool, refused);
    App app = ChartFixtures::shopApp();
    const QString word(100000, QLatin1Char('x'));
    for (int i = 0; i < processes; ++i) {
        ProcessType p;
        p.name = QStringLiteral("p%1").arg(i);
        p.command = QStringLiteral("run ") + word;
        app.processes.append(p);
    }
    QTemporaryDir tmp;
    QString error;
    QString fieldPath;
    const bool written = ChartWriter::writeAppChart(
        app, tmp.filePath(QStringLiteral("shop")), &error, QString(), &fieldPath);
    QCOMPARE(written, !refused);
    const Findings findings = ChartLimits::appFindings(app);
    QCOMPARE(findings.size(), refused ? 1 : 0);
    if (!refused) {
        QVERIFY(QFileInfo(tmp.filePath(QStringLiteral("shop/values.yaml"))).size() > 4 * 1024 * 1024);
        return;
    }
    QVERIFY2(error.startsWith(QLatin1String("the values.yaml HelmDeck writes for release shop would be ")),
        qPrintable(error));
    QVERIFY2(
        error.contains(QLatin1String(" bytes, over 5 MiB, the most Helm reads from one file of a chart")),
        qPrintable(error));
    QCOMPARE(fieldPath, QStringLiteral("apps[shop]"));
    QVERIFY(!QFileInfo::exists(tmp.filePath(QStringLiteral("shop/values.yaml")))); // nothing half-written
    QCOMPARE(findings.constFirst().fieldPath, QStringLiteral("apps[shop]"));
    QVERIFY2(findings.constFirst().message.contains(QLatin1String("over 5 MiB")),
        qPrintable(findings.constFirst().message));
}

void TestChartWriter::helmLint_data()
{
    QTest::addColumn<int>("major");
    QTest::addColumn<bool>("minimal");
    QTest::newRow("helm3 shop") << 3 << false;
    QTest::newRow("helm4 shop") << 4 << false;
    QTest::newRow("helm3 minimal") << 3 << true;
    QTest::newRow("helm4 minimal") << 4 << true;
}

void TestChartWriter::helmLint()
{
    QFETCH(int, major);
    QFETCH(bool, minimal);
    const QString helm = ChartFixtures::helmPath(major);
    if (helm.isEmpty())
        QFAIL(qPrintable(ChartFixtures::helmMissing(major)));

    App app = ChartFixtures::shopApp();
    if (minimal) { // one process without ports, no domains, no cron: templates must still lint
        app = App();
        app.name = QStringLiteral("tiny");
        app.image = QStringLiteral("busybox");
        ProcessType worker;
        worker.name = QStringLiteral("worker");
        app.processes = { worker };
    }
    QTemporaryDir tmp;
    const QString dir = tmp.filePath(app.name);
    QString error;
    QVERIFY2(ChartWriter::writeAppChart(app, dir, &error, QStringLiteral("1732900000")), qPrintable(error));

    QProcess proc;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char *v : { "HELM_CONFIG_HOME", "HELM_CACHE_HOME", "HELM_DATA_HOME" })
        env.insert(QLatin1String(v), tmp.filePath(QLatin1String(v)));
    proc.setProcessEnvironment(env);
    proc.setProcessChannelMode(QProcess::MergedChannels);
    proc.start(helm, { QStringLiteral("lint"), QStringLiteral("--strict"), dir });
    QVERIFY(proc.waitForFinished(30000));
    const QString out = QString::fromUtf8(proc.readAll());
    QVERIFY2(proc.exitCode() == 0, qPrintable(out));
    QVERIFY2(out.contains(QLatin1String("0 chart(s) failed")), qPrintable(out));
    QVERIFY2(!out.contains(QLatin1String("[WARNING]")) && !out.contains(QLatin1String("[ERROR]")),
        qPrintable(out));
}

QTEST_GUILESS_MAIN(TestChartWriter)
#include "tst_chartwriter.moc"
