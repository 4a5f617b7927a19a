// SPDX-License-Identifier: GPL-3.0-or-later
// What a fresh user's trial of the command line found (issue 13): a destroy that "did" nothing, a
// namespace nobody checked, a helm probe that left its child behind, a chart helm refuses later,
// --name/--image on a project file, a few messages, and commands that need a cluster when there is
// no kubeconfig at all. Each as the user ran it, against the cluster fake (TestUtil::CliRunFixture).
#include "clirunfixture.h"
#include "testutil.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using TestUtil::CliRunFixture;

namespace {

QString str(const char *text)
{
    return QString::fromUtf8(text);
}

bool writeFile(const QString &path, const QByteArray &data)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

/** The cluster calls that change something or read the cluster (tool detection left out). */
QStringList clusterCalls(const TestUtil::ClusterFixture &cluster)
{
    QStringList out;
    for (const auto &call : cluster.calls()) {
        const QString first = call.argv.value(0);
        if (first == QLatin1String("version") || first == QLatin1String("api-resources")
            || first == QLatin1String("api-versions"))
            continue;
        out.append(call.tool + QLatin1Char(' ') + call.argv.join(QLatin1Char(' ')));
    }
    return out;
}

} // namespace

class TestCliFreshUser : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void destroyOfWhatIsNotThereFailsAndChangesNothing_data();
    void destroyOfWhatIsNotThereFailsAndChangesNothing();
    void anInvalidNamespaceIsRefusedNamingTheFlag_data();
    void anInvalidNamespaceIsRefusedNamingTheFlag();
    void aProjectsInvalidNamespaceIsRefusedAtItsLine_data();
    void aProjectsInvalidNamespaceIsRefusedAtItsLine();
    void aHangingHelmProbeTimesOutAndLeavesNoChild();
    void checkReportsAValuesFileHelmWouldRefuse_data();
    void checkReportsAValuesFileHelmWouldRefuse();
    void nameAndImageOverrideAProjectFileAndSaySo_data();
    void nameAndImageOverrideAProjectFileAndSaySo();
    void messagesSayWhatIsWrong_data();
    void messagesSayWhatIsWrong();
    void everyCommandNamesItselfInUsageAndErrors_data();
    void everyCommandNamesItselfInUsageAndErrors();
    void keychainFindingsArePrintedAtTheSecretsLine_data();
    void keychainFindingsArePrintedAtTheSecretsLine();
    void anUnreachableClusterIsOneMessageWithoutKubectlsLog_data();
    void anUnreachableClusterIsOneMessageWithoutKubectlsLog();
    void importSaysWhichValuesWouldBePlainAndRefusesSecretsItCannotKeep_data();
    void importSaysWhichValuesWouldBePlainAndRefusesSecretsItCannotKeep();
    void withNoKubeconfigEveryClusterCommandSaysWhereItLooked_data();
    void withNoKubeconfigEveryClusterCommandSaysWhereItLooked();
};

void TestCliFreshUser::destroyOfWhatIsNotThereFailsAndChangesNothing_data()
{
    QTest::addColumn<QString>("kubeNamespace");
    QTest::addColumn<QString>("message");
    QTest::newRow("into a namespace that does not exist")
        << str("nowhere")
        << str("app guestbook was not found: namespace nowhere does not exist on context test, so nothing "
               "was "
               "destroyed");
    QTest::newRow("into a namespace that holds none of its releases")
        << str("default")
        << str("app guestbook was not found: none of its releases (guestbook, config-guestbook, "
               "tls-guestbook, "
               "pull-secret-guestbook) is installed in namespace default on context test");
}

void TestCliFreshUser::destroyOfWhatIsNotThereFailsAndChangesNothing()
{
    QFETCH(QString, kubeNamespace);
    QFETCH(QString, message);
    CliRunFixture fixture;
    QVERIFY2(fixture.isValid(), qPrintable(fixture.error()));
    const auto r = fixture.run({ str("destroy"), str("--context"), str("test"), str("--namespace"),
        kubeNamespace, fixture.projectFile() });
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
    QVERIFY2(!r.err.contains(str(": done in")), qPrintable(r.err));
    for (const QString &call : clusterCalls(fixture.cluster()))
        QVERIFY2(!call.contains(str("uninstall")), qPrintable(call));
}

void TestCliFreshUser::anInvalidNamespaceIsRefusedNamingTheFlag_data()
{
    QTest::addColumn<QStringList>("command");
    QTest::addColumn<QString>("kubeNamespace");
    QTest::addColumn<QString>("message");
    const QString long64(64, QLatin1Char('a'));
    const QString rule
        = str("must be a DNS-1123 label: lower-case letters, digits and '-', starting and ending "
              "with a letter or digit, at most 63 characters");
    QTest::newRow("destroy into a name with capitals and punctuation")
        << QStringList { str("destroy") } << str("Bad_NS!") << str("--namespace \"Bad_NS!\" ") + rule;
    QTest::newRow("a dry-run deploy into a 64-character name") << QStringList { str("deploy"),
        str("--dry-run") } << long64 << str("--namespace \"%1\" %2 (it has 64)").arg(long64, rule);
    QTest::newRow("render into a name with a capital offers the lower-case one")
        << QStringList { str("render") } << str("Shop") << str("(try \"shop\")");
    QTest::newRow("logs of an empty namespace")
        << QStringList { str("logs") } << QString() << str("--namespace must not be empty");
}

void TestCliFreshUser::anInvalidNamespaceIsRefusedNamingTheFlag()
{
    QFETCH(QStringList, command);
    QFETCH(QString, kubeNamespace);
    QFETCH(QString, message);
    CliRunFixture fixture;
    QVERIFY2(fixture.isValid(), qPrintable(fixture.error()));
    QStringList args = command;
    if (command.constFirst() != QLatin1String("render"))
        args << str("--context") << str("test");
    args << str("--namespace") << kubeNamespace << fixture.projectFile();
    const auto r = fixture.run(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
    QVERIFY2(r.out.isEmpty(), qPrintable(r.out)); // no plan, no manifests
    QCOMPARE(clusterCalls(fixture.cluster()), QStringList());
}

void TestCliFreshUser::aProjectsInvalidNamespaceIsRefusedAtItsLine_data()
{
    QTest::addColumn<QStringList>("command");
    QTest::newRow("check") << QStringList { str("check") };
    QTest::newRow("render") << QStringList { str("render") };
    QTest::newRow("a dry-run deploy")
        << QStringList { str("deploy"), str("--dry-run"), str("--context"), str("test") };
    QTest::newRow("destroy") << QStringList { str("destroy"), str("--context"), str("test") };
    QTest::newRow("logs") << QStringList { str("logs"), str("--context"), str("test") };
}

// The namespace in the project file, not only the flag's: said at its line before the cluster is asked.
void TestCliFreshUser::aProjectsInvalidNamespaceIsRefusedAtItsLine()
{
    QFETCH(QStringList, command);
    CliRunFixture fixture;
    QVERIFY2(fixture.isValid(), qPrintable(fixture.error()));
    const QString project = QDir(fixture.home()).filePath(str("ns.yaml"));
    QVERIFY(writeFile(project,
        "schemaVersion: 1\napps:\n  - name: \"shop\"\n    image: \"registry.example.com/shop:1\"\n"
        "    namespace: \"Shop_NS\"\n    processes:\n      - name: web\n        command: run\n"));
    const auto r = fixture.run(command + QStringList { project });
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(project + str(":5:16: error: namespace \"Shop_NS\" must be a DNS-1123 label")),
        qPrintable(r.err));
    QVERIFY2(!r.err.contains(str(": done in")), qPrintable(r.err));
    for (const QString &call : clusterCalls(fixture.cluster())) // at most the dry run's read-only checks
        QVERIFY2(
            !call.contains(str("uninstall")) && !call.contains(str("upgrade")) && !call.contains(str("logs")),
            qPrintable(call));
}

// A helm that never answers `helm version`: the probe gives up at its timeout with a clear error, and
// what the wrapper started (here a sleep) is killed with it, not left running.
void TestCliFreshUser::aHangingHelmProbeTimesOutAndLeavesNoChild()
{
    QTemporaryDir dir;
    const QString pidFile = dir.filePath(str("sleep.pid"));
    const QString helm = dir.filePath(str("helm"));
    QVERIFY(writeFile(helm, "#!/bin/sh\nsleep 300 &\necho $! > '" + pidFile.toUtf8() + "'\nwait\n"));
    QFile::setPermissions(helm, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    CliRunFixture fixture;
    QVERIFY2(fixture.isValid(), qPrintable(fixture.error()));
    const auto r = fixture.run({ str("render"), str("--helm"), helm, fixture.projectFile() });
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(
        r.err.contains(helm + str(" did not answer \"version --short\" within 10 s")), qPrintable(r.err));
    bool ok = false;
    const qint64 pid = QString::fromUtf8(TestUtil::readFile(pidFile)).trimmed().toLongLong(&ok);
    QVERIFY2(ok && pid > 0, "the wrapper wrote its child's pid");
    QTRY_VERIFY2_WITH_TIMEOUT(
        TestUtil::processEnded(pid), "the sleep the wrapper started is still running", 10000);
}

void TestCliFreshUser::checkReportsAValuesFileHelmWouldRefuse_data()
{
    QTest::addColumn<QStringList>("command");
    QTest::addColumn<bool>("located"); // at the app's line in the project file
    QTest::newRow("check") << QStringList { str("check") } << true;
    QTest::newRow("render, before helm is run") << QStringList { str("render") } << true;
    QTest::newRow("a deploy's preflight, before any release is touched")
        << QStringList { str("deploy"), str("--context"), str("test") } << false;
}

void TestCliFreshUser::checkReportsAValuesFileHelmWouldRefuse()
{
    QFETCH(QStringList, command);
    QFETCH(bool, located);
    QTemporaryDir dir;
    // 60 processes with a 100 KB command each: a 6 MB project file, a values.yaml over 5 MiB
    QByteArray yaml
        = "schemaVersion: 1\napps:\n  - name: \"big\"\n    image: \"registry.example.com/big:1\"\n"
          "    processes:\n";
    const QByteArray word(100000, 'x');
    for (int i = 0; i < 60; ++i)
        yaml += "      - name: \"p" + QByteArray::number(i) + "\"\n        command: \"run " + word + "\"\n";
    const QString project = dir.filePath(str("helmdeck.yaml"));
    QVERIFY(writeFile(project, yaml));
    CliRunFixture fixture;
    QVERIFY2(fixture.isValid(), qPrintable(fixture.error()));
    const auto r = fixture.run(command + QStringList { project });
    QCOMPARE(r.exitCode, 1);
    // on the app, in the project file (file:line:column)
    const QRegularExpression inFile(QRegularExpression::escape(project)
        + str(":\\d+:\\d+: error: the values\\.yaml HelmDeck writes for release big would be (at least "
              ")?\\d+ bytes"));
    QVERIFY2(!located || inFile.match(r.err).hasMatch(), qPrintable(r.err.left(2000)));
    QVERIFY2(r.err.contains(str("the values.yaml HelmDeck writes for release big would be ")),
        qPrintable(r.err.left(2000)));
    QVERIFY2(r.err.contains(str("bytes, over 5 MiB, the most Helm reads from one file of a chart")),
        qPrintable(r.err.left(2000)));
    QVERIFY(r.out.isEmpty()); // no manifests
    for (const QString &call : clusterCalls(fixture.cluster()))
        QVERIFY2(!call.contains(str("upgrade")) && !call.contains(str("template")), qPrintable(call));
}

void TestCliFreshUser::nameAndImageOverrideAProjectFileAndSaySo_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");
    QTest::addColumn<QString>("rendered");
    QTest::newRow("check of a folder holding helmdeck.yaml says what --name and --image replaced")
        << QStringList { str("check"), str("<dir>"), str("--name"), str("shop"), str("--image"),
               str("docker.io/acme/shop:2") }
        << 0
        << str("--name replaces the app's name \"guestbook\" with \"shop\"; --image replaces its image "
               "\"registry.example.com/guestbook:1.4.2\" with \"docker.io/acme/shop:2\" for this command "
               "only; "
               "the project file is not changed")
        << QString();
    QTest::newRow("render of the project file renders the overridden app")
        << QStringList { str("render"), str("<file>"), str("--image"), str("docker.io/acme/shop:2") } << 0
        << str("--image replaces its image") << str("image: \"docker.io/acme/shop:2\"");
    QTest::newRow("an invalid --name is checked like the file's own name")
        << QStringList { str("check"), str("<file>"), str("--name"), str("Shop_1") } << 1
        << str("app name \"Shop_1\" must be a DNS-1123 label") << QString();
}

void TestCliFreshUser::nameAndImageOverrideAProjectFileAndSaySo()
{
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    QFETCH(QString, rendered);
    CliRunFixture fixture;
    QVERIFY2(fixture.isValid(), qPrintable(fixture.error()));
    args.replaceInStrings(str("<dir>"), fixture.home());
    args.replaceInStrings(str("<file>"), fixture.projectFile());
    const QByteArray before = TestUtil::readFile(fixture.projectFile());
    const auto r = fixture.run(args);
    QVERIFY2(r.exitCode == exitCode, qPrintable(r.err));
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
    QVERIFY2(r.out.contains(rendered), qPrintable(r.out.left(2000)));
    QCOMPARE(TestUtil::readFile(fixture.projectFile()), before);
}

void TestCliFreshUser::messagesSayWhatIsWrong_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QByteArray>("projectText"); // written as <project> when not empty
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");
    QTest::newRow("an unknown certs subcommand is named with the valid ones")
        << QStringList { str("certs"), str("frob") } << QByteArray() << 2
        << str("unknown certs subcommand \"frob\"; the subcommands are import, show, remove");
    QTest::newRow("a replica count past the int range says it is out of range, with the range")
        << QStringList { str("check"), str("<project>") }
        << QByteArray("schemaVersion: 1\napps:\n  - name: \"a\"\n    image: \"registry.example.com/a:1\"\n"
                      "    processes:\n      - name: web\n        command: x\n        replicas: 2147483648\n")
        << 1
        << str("<project>:8:19: error: 2147483648 is out of range: a whole number from -2147483648 to "
               "2147483647 is expected");
    QTest::newRow("a deploy timeout past the range says so")
        << QStringList { str("check"), str("<project>") }
        << QByteArray("schemaVersion: 1\napps:\n  - name: \"a\"\n    image: \"registry.example.com/a:1\"\n"
                      "    deployTimeout: 9999999999\n")
        << 1 << str("9999999999 is out of range: a duration of at most 2147483647 seconds");
    QTest::newRow("a helm that fails saying nothing is named, with its exit code and \"no output\"")
        << QStringList { str("render"), str("--helm"), str("/bin/false"), str("<project>") }
        << QByteArray("schemaVersion: 1\napps:\n  - name: \"a\"\n    image: \"registry.example.com/a:1\"\n")
        << 1
        << str("helmdeck-cli render: error: the helm at /bin/false failed: \"version --short\" exited with "
               "code 1 and no output; check that it is a working helm binary.");
}

void TestCliFreshUser::messagesSayWhatIsWrong()
{
    QFETCH(QStringList, args);
    QFETCH(QByteArray, projectText);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    CliRunFixture fixture;
    QVERIFY2(fixture.isValid(), qPrintable(fixture.error()));
    const QString project = QDir(fixture.home()).filePath(str("edge.yaml"));
    if (!projectText.isEmpty())
        QVERIFY(writeFile(project, projectText));
    args.replaceInStrings(str("<project>"), project);
    const auto r = fixture.run(args);
    QVERIFY2(r.exitCode == exitCode, qPrintable(r.err));
    QVERIFY2(r.err.contains(QString(message).replace(str("<project>"), project)), qPrintable(r.err));
}

void TestCliFreshUser::everyCommandNamesItselfInUsageAndErrors_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<QString>("operands"); // what its usage line lists after [options]
    const QList<QPair<const char *, const char *>> commands
        = { { "import", "APP_DIR" }, { "render", "PROJECT" }, { "check", "PROJECT" }, { "deploy", "PROJECT" },
              { "diff", "PROJECT" }, { "destroy", "PROJECT" }, { "rename", "NEW PROJECT" },
              { "run", "PROJECT [-- CMD...]" }, { "runs", "PROJECT" }, { "logs", "PROJECT" },
              { "enter", "PROJECT PROCESS" }, { "cron", "ACTION TASK PROJECT" },
              { "storage", "ACTION ENTRY PROJECT" }, { "service", "ACTION APP KIND" },
              { "package", "CHART_DIR|PROJECT" }, { "publish", "CHART_DIR|PROJECT" },
              { "resolve", "oci://HOST/PATH/CHART TAG" }, { "certs", "ACTION APP" } };
    for (const auto &c : commands)
        QTest::addRow("%s: its usage line and an unknown option name the command", c.first)
            << str(c.first) << str(c.second);
}

// "helmdeck-cli render --bogus" said "helmdeck: Unknown option", and every usage line named the
// binary's path without the command ("Usage: /usr/bin/helmdeck-cli [options] APP_DIR").
void TestCliFreshUser::everyCommandNamesItselfInUsageAndErrors()
{
    QFETCH(QString, command);
    QFETCH(QString, operands);
    CliRunFixture fixture;
    QVERIFY2(fixture.isValid(), qPrintable(fixture.error()));
    const QString usageLine = str("Usage: helmdeck-cli %1 [options] %2").arg(command, operands);
    const auto help = fixture.run({ command, str("--help") });
    QCOMPARE(help.exitCode, 0);
    QCOMPARE(help.out.section(QLatin1Char('\n'), 0, 0), usageLine);
    const auto bogus = fixture.run({ command, str("--bogus") });
    QCOMPARE(bogus.exitCode, 2);
    QCOMPARE(bogus.err.split(QLatin1Char('\n')).mid(0, 3),
        QStringList({ str("helmdeck-cli %1: unknown option 'bogus'").arg(command), usageLine,
            str("Run 'helmdeck-cli %1 --help' for its options.").arg(command) }));
    QVERIFY(bogus.out.isEmpty());
}

void TestCliFreshUser::withNoKubeconfigEveryClusterCommandSaysWhereItLooked_data()
{
    QTest::addColumn<QStringList>("args"); // <p>: the project file
    QTest::newRow("deploy") << QStringList { str("deploy"), str("<p>") };
    QTest::newRow("deploy --dry-run") << QStringList { str("deploy"), str("--dry-run"), str("<p>") };
    QTest::newRow("destroy") << QStringList { str("destroy"), str("<p>") };
    QTest::newRow("rename") << QStringList { str("rename"), str("guestbook2"), str("<p>") };
    QTest::newRow("diff") << QStringList { str("diff"), str("<p>") };
    QTest::newRow("run") << QStringList { str("run"), str("<p>"), str("ls") };
    QTest::newRow("runs") << QStringList { str("runs"), str("<p>") };
    QTest::newRow("logs") << QStringList { str("logs"), str("<p>") };
    QTest::newRow("enter") << QStringList { str("enter"), str("<p>"), str("web") };
    QTest::newRow("cron run") << QStringList { str("cron"), str("run"), str("any"), str("<p>") };
    QTest::newRow("storage status") << QStringList { str("storage"), str("status"), str("data"), str("<p>") };
    QTest::newRow("service status") << QStringList { str("service"), str("status"), str("guestbook"),
        str("--project"), str("<p>") };
}

// One message, from one place (Preflight::context), for every command that needs a cluster, before
// anything asks the cluster: a run or logs used to ask kubectl about "<context>" and print nothing.
void TestCliFreshUser::withNoKubeconfigEveryClusterCommandSaysWhereItLooked()
{
    QFETCH(QStringList, args);
    CliRunFixture fixture;
    QVERIFY2(fixture.isValid(), qPrintable(fixture.error()));
    const QString missing = str("/nonexistent/kubeconfig");
    fixture.environment().insert(str("KUBECONFIG"), missing);
    args.replaceInStrings(str("<p>"), fixture.projectFile());
    const auto r = fixture.run(args);
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(
        r.err.contains(
            str("error: no kubeconfig found (looked at %1), so there is no cluster to act on").arg(missing)),
        qPrintable(r.err));
    QCOMPARE(clusterCalls(fixture.cluster()), QStringList());
}

void TestCliFreshUser::keychainFindingsArePrintedAtTheSecretsLine_data()
{
    QTest::addColumn<QStringList>("command");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message"); // a regular expression
    const QString renders = str("warning: no (value stored in the keychain|system keychain to read it from); "
                                "it renders empty");
    QTest::newRow("check") << QStringList { str("check") } << 0 << renders;
    QTest::newRow("render") << QStringList { str("render") } << 0 << renders;
    QTest::newRow("a dry-run deploy")
        << QStringList { str("deploy"), str("--dry-run"), str("--context"), str("test") } << 0 << renders;
    QTest::newRow("a deploy's preflight refusal") << QStringList { str("deploy"), str("--context"),
        str("test") } << 1 << str("error: secret API_TOKEN of app shop has no value in the keychain");
}

// The window's findings list shows a secret with no value in the keychain at its line; the command line
// printed it as "file: warning: …" (no line) or, for a deploy's preflight, "helmdeck: error: …" (no file).
void TestCliFreshUser::keychainFindingsArePrintedAtTheSecretsLine()
{
    QFETCH(QStringList, command);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    CliRunFixture fixture;
    QVERIFY2(fixture.isValid(), qPrintable(fixture.error()));
    const QString project = QDir(fixture.home()).filePath(str("secret.yaml"));
    QVERIFY(writeFile(project,
        "schemaVersion: 1\napps:\n  - name: \"shop\"\n    image: \"registry.example.com/shop:1\"\n"
        "    processes:\n      - name: web\n        command: run\n    env:\n      - name: API_TOKEN\n"
        "        secret: true\n"));
    const auto r = fixture.run(command + QStringList { project });
    QVERIFY2(r.exitCode == exitCode, qPrintable(r.err));
    // at the env item's line (9) and column, with the field, like every other finding
    const QRegularExpression line(QStringLiteral("^") + QRegularExpression::escape(project) + str(":9:\\d+: ")
            + message + str(".* \\[apps\\[shop\\]\\.env\\[API_TOKEN\\]\\]$"),
        QRegularExpression::MultilineOption);
    QVERIFY2(line.match(r.err).hasMatch(), qPrintable(r.err));
    QVERIFY2(!r.err.contains(str("helmdeck: ")), qPrintable(r.err));
}

void TestCliFreshUser::anUnreachableClusterIsOneMessageWithoutKubectlsLog_data()
{
    QTest::addColumn<QStringList>("command"); // <p>: the project file
    QTest::newRow("runs") << QStringList { str("runs"), str("<p>") };
    QTest::newRow("logs") << QStringList { str("logs"), str("<p>") };
    QTest::newRow("destroy") << QStringList { str("destroy"), str("<p>") };
    QTest::newRow("a dry-run deploy") << QStringList { str("deploy"), str("--dry-run"), str("<p>") };
    QTest::newRow("enter") << QStringList { str("enter"), str("<p>"), str("web") };
}

// What kubectl 1.33 prints against a closed port: its own log lines (memcache.go), then one sentence.
// The command says once that the cluster cannot be reached, naming the context and the server, with
// kubectl's last line as the detail, and never its log lines.
void TestCliFreshUser::anUnreachableClusterIsOneMessageWithoutKubectlsLog()
{
    QFETCH(QStringList, command);
    CliRunFixture fixture;
    QVERIFY2(fixture.isValid(), qPrintable(fixture.error()));
    const QString logLine = str("E1202 09:47:41.672814   21283 memcache.go:265] \"Unhandled Error\" "
                                "err=\"couldn't get current server API group list: Get "
                                "\\\"https://127.0.0.1:6443/api?timeout=32s\\\": dial tcp 127.0.0.1:6443: "
                                "connect: connection refused\"");
    const QString last
        = str("The connection to the server 127.0.0.1:6443 was refused - did you specify the right "
              "host or port?");
    fixture.cluster().setUnreachableText(logLine + QLatin1Char('\n') + logLine + QLatin1Char('\n') + last);
    command.replaceInStrings(str("<p>"), fixture.projectFile());
    const auto r = fixture.run(command + QStringList { str("--context"), str("test") });
    QVERIFY2(r.exitCode == 1 || (command.contains(str("--dry-run")) && r.exitCode == 0), qPrintable(r.err));
    QVERIFY2(!r.err.contains(str("memcache.go")) && !r.err.contains(str("E1202")), qPrintable(r.err));
    // the server as kubectl named it: its URL, or the host and port of its last line
    const QRegularExpression said(
        str("cannot reach the cluster of context \"test\" \\((https://)?127\\.0\\.0\\.1:6443\\): "
            "connection refused"));
    QVERIFY2(said.match(r.err).hasMatch(), qPrintable(r.err));
    QVERIFY2(r.err.contains(str("It said: \"%1\"").arg(last)), qPrintable(r.err));
}

void TestCliFreshUser::importSaysWhichValuesWouldBePlainAndRefusesSecretsItCannotKeep_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<bool>("written");
    QTest::addColumn<QString>("message");
    QTest::newRow("without --secret the names that look secret and the options are said")
        << QStringList() << 0 << true
        << str("helmdeck-cli import: warning: SECRET_KEY, DATABASE_URL look secret but are not marked "
               "secret: the project file gets their values in plain text. Pass --secret NAME for each to "
               "keep it in the system keychain, or --secret-suggested for all of them");
    QTest::newRow("--secret of one without a keychain is refused, and the other is named as plain")
        << QStringList { str("--secret"), str("SECRET_KEY") } << 1 << false
        << str("helmdeck-cli import: warning: DATABASE_URL looks secret but is not marked secret");
    QTest::newRow("--secret-suggested without a keychain is refused before anything is written")
        << QStringList { str("--secret-suggested") } << 1 << false
        << str("helmdeck-cli import: error: the system keychain cannot be reached");
    QTest::newRow("--secret of a name the env does not have is a usage error listing the env")
        << QStringList { str("--secret"), str("API_KEY") } << 2 << false
        << str("helmdeck-cli import: --secret API_KEY: no such env var in the app (its env: SECRET_KEY, "
               "DATABASE_URL, PLAIN)");
    QTest::newRow("--secret to standard output is a usage error")
        << QStringList { str("--secret"), str("SECRET_KEY"), str("-o"), str("-") } << 2 << false
        << str("--secret and --secret-suggested need a project file (-o FILE)");
}

// An import wrote DATABASE_URL's password in plain text and had no way to mark it (the window's Env
// page has "Mark as secret"). Here without a keychain: what is refused and what is said.
void TestCliFreshUser::importSaysWhichValuesWouldBePlainAndRefusesSecretsItCannotKeep()
{
    QFETCH(QStringList, options);
    QFETCH(int, exitCode);
    QFETCH(bool, written);
    QFETCH(QString, message);
    CliRunFixture fixture;
    QVERIFY2(fixture.isValid(), qPrintable(fixture.error()));
    fixture.environment().insert(str("DBUS_SESSION_BUS_ADDRESS"), str("unix:path=/nonexistent"));
    const QString app = QDir(fixture.home()).filePath(str("shop"));
    QVERIFY(writeFile(app + str("/Procfile"), "web: gunicorn app:app\n"));
    QVERIFY(writeFile(app + str("/app.json"),
        "{\"env\": {\"SECRET_KEY\": \"k-value-1\", \"DATABASE_URL\": \"postgres://u:pw-value-2@db/x\", "
        "\"PLAIN\": \"hello\"}}\n"));
    const auto r = fixture.run(
        QStringList { str("import"), app, str("--image"), str("registry.example.com/shop:1") } + options);
    QVERIFY2(r.exitCode == exitCode, qPrintable(r.err));
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
    QCOMPARE(QFileInfo::exists(app + str("/helmdeck.yaml")), written);
    if (!written) { // the secret values reached no output either
        QVERIFY2(!r.out.contains(str("k-value-1")) && !r.err.contains(str("k-value-1")), qPrintable(r.err));
        QVERIFY2(!r.err.contains(str("pw-value-2")), qPrintable(r.err));
    }
}

QTEST_GUILESS_MAIN(TestCliFreshUser)
#include "tst_clifreshuser.moc"
