// SPDX-License-Identifier: GPL-3.0-or-later
// What a fresh user's trial of the command line found (issue 13): a destroy that "did" nothing, a
// namespace nobody checked, a helm probe that left its child behind, a chart helm refuses later,
// --name/--image on a project file, a few messages, and commands that need a cluster when there is
// no kubeconfig at all. Each as the user ran it, against the cluster fake (TestUtil::CliRunFixture).
#include "tst_clifreshuser.h"

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
    QTest::newRow("an absurd replica count is a warning with the file, line and field")
        << QStringList { str("check"), str("<project>") }
        << QByteArray("schemaVersion: 1\napps:\n  - name: \"a\"\n    image: \"registry.example.com/a:1\"\n"
                      "    processes:\n      - name: web\n        command: x\n        replicas: 2147483647\n")
        << 0
        << str("<project>:8:19: warning: replicas is 2147483647, above 1000: probably a typo; a node runs at "
               "most 110 pods by default (the kubelet's maxPods), so this needs at least 19522579 nodes "
               "[apps[a].processes[web].replicas]");
    QTest::newRow("a schedule on February 31st is a warning with the file, line and field")
        << QStringList { str("check"), str("<project>") }
        << QByteArray("schemaVersion: 1\napps:\n  - name: \"a\"\n    image: \"registry.example.com/a:1\"\n"
                      "    processes:\n      - name: web\n        command: x\n    cron:\n      - command: y\n"
                      "        schedule: \"0 0 31 2 *\"\n")
        << 0
        << str("<project>:10:19: warning: schedule \"0 0 31 2 *\": day-of-month \"31\" never occurs in month "
               "\"2\" (February has at most 29 days; April, June, September and November 30): Kubernetes "
               "accepts the schedule, but the CronJob would never run [apps[a].cron[0].schedule]");
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

QTEST_GUILESS_MAIN(TestCliFreshUser)
