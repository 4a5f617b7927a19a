// SPDX-License-Identifier: GPL-3.0-or-later
// What the second fresh user's trial of the command line found (issue 14): usage lines and errors that
// did not name the command, keychain findings without their line, kubectl's own log quoted when the
// cluster is unreachable, import writing secret-looking values in plain text, and the commands that
// need a kubeconfig when there is none. Cases of TestCliFreshUser (tst_clifreshuser.h).
#include "tst_clifreshuser.h"

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

// A folder holding a folder named helmdeck.yaml: the command line said "neither a Procfile nor an
// app.json" (it imported the inner folder); it is the project file's place, so say what is there.
void TestCliFreshUser::aFolderNamedLikeTheProjectFileIsSaidToBeAFolder()
{
    CliRunFixture fixture;
    QVERIFY2(fixture.isValid(), qPrintable(fixture.error()));
    const QString app = QDir(fixture.home()).filePath(str("adir"));
    QVERIFY(QDir().mkpath(app + str("/helmdeck.yaml")));
    const auto r = fixture.run({ str("check"), app });
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(str("not a regular file")), qPrintable(r.err));
    QVERIFY2(!r.err.contains(str("Procfile")), qPrintable(r.err));
}
