// SPDX-License-Identifier: GPL-3.0-or-later
// `helmdeck deploy|destroy|rename|diff|storage` as a user runs them, against the cluster fake.
#include "clideployenv.h"
#include "clirunfixture.h"
#include "testutil.h"

#include "secrets/secretkey.h"
#include "secrets/secretstore.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {

using Run = TestUtil::CliRunFixture::Run;

using CliEnv = TestUtil::CliDeployEnv;

} // namespace

/** The value after every @p flag in @p argv. */
static QStringList valuesOf(const QStringList &argv, const QString &flag)
{
    QStringList out;
    for (int i = 0; i + 1 < argv.size(); ++i) {
        if (argv.at(i) == flag)
            out.append(argv.at(i + 1));
    }
    return out;
}

class TestCliDeploy : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void renderForAContextPassesItsVersionsToHelm_data()
    {
        QTest::addColumn<int>("major");
        QTest::addColumn<bool>("reachable");
        QTest::newRow("helm3, the cluster answers") << 3 << true;
        QTest::newRow("helm4, the cluster answers") << 4 << true;
        QTest::newRow("helm4, the cluster is unreachable: helm's defaults, and a note") << 4 << false;
    }
    void renderForAContextPassesItsVersionsToHelm()
    {
        QFETCH(int, major);
        QFETCH(bool, reachable);
        CliEnv cli(major);
        QVERIFY2(cli.isValid(), qPrintable(cli.error()));
        cli.cluster.setServerVersion(QStringLiteral("v1.31.4+k3s1"));
        cli.cluster.setUnreachable(!reachable);
        const Run r
            = cli.helmdeck({ QStringLiteral("render"), QStringLiteral("--context"), QStringLiteral("staging"),
                QStringLiteral("--namespace"), QStringLiteral("review"), cli.project });
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(r.out.contains(QLatin1String("namespace: \"review\"")));
        QCOMPARE(r.err.contains(QLatin1String("helm's default Kubernetes version")), !reachable);

        int templates = 0;
        for (const auto &call : cli.cluster.calls()) {
            if (call.tool == QLatin1String("kubectl")
                && !call.argv.contains(QStringLiteral("--client"))) // not detection
                QCOMPARE(valuesOf(call.argv, QStringLiteral("--context")),
                    QStringList { QStringLiteral("staging") });
            if (call.tool != QLatin1String("helm") || call.argv.value(0) != QLatin1String("template"))
                continue;
            ++templates;
            QCOMPARE(
                valuesOf(call.argv, QStringLiteral("--namespace")), QStringList { QStringLiteral("review") });
            const QStringList apis = valuesOf(call.argv, QStringLiteral("--api-versions"));
            if (reachable) {
                QCOMPARE(valuesOf(call.argv, QStringLiteral("--kube-version")),
                    QStringList { QStringLiteral("v1.31.4+k3s1") });
                QVERIFY2(apis.contains(QStringLiteral("networking.k8s.io/v1")),
                    qPrintable(apis.join(QLatin1Char(' '))));
                QVERIFY(apis.contains(QStringLiteral("gateway.networking.k8s.io/v1/HTTPRoute")));
            } else {
                QVERIFY(!call.argv.contains(QStringLiteral("--kube-version")));
                QVERIFY(apis.isEmpty());
            }
        }
        QVERIFY(templates >= 2); // config-guestbook and guestbook at least
    }

    void dryRunPrintsThePlanAndChangesNothing_data()
    {
        QTest::addColumn<int>("major");
        QTest::addColumn<QString>("waitFlag");
        QTest::newRow("helm3") << 3 << QStringLiteral(" --wait ");
        QTest::newRow("helm4") << 4 << QStringLiteral(" --wait=watcher ");
    }
    void dryRunPrintsThePlanAndChangesNothing()
    {
        QFETCH(int, major);
        QFETCH(QString, waitFlag);
        CliEnv cli(major);
        QVERIFY2(cli.isValid(), qPrintable(cli.error()));
        const Run r = cli.helmdeck({ QStringLiteral("deploy"), QStringLiteral("--dry-run"), cli.project });
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.first(), QStringLiteral("Deploy guestbook to k3s/default"));
        // no entry names a storage class: no class check; the cron tasks need the live CronJobs
        // the example has a predeploy command: its release gate Job is checked before the install
        QCOMPARE(lines.size(), 19); // 13 steps, the 4 that run only after a failure, the summary
        QVERIFY(lines.at(18).startsWith(
            QStringLiteral("18. Summary of changes (also after a failure or cancel)")));
        QVERIFY(lines.at(1).startsWith(QStringLiteral("1. Preflight checks")));
        QVERIFY(lines.at(3).startsWith(QStringLiteral("3. Check that no release of guestbook is locked: ")));
        QVERIFY(lines.at(4).startsWith(QStringLiteral("4. Read live CronJobs of guestbook: ")));
        QVERIFY(lines.at(6).startsWith(QStringLiteral("6. Install config-guestbook: ")));
        // the example imports a certificate (its key is in the keychain): tls-guestbook is installed;
        // no registry password is stored, so there is no pull secret to install
        QVERIFY(lines.at(7).startsWith(QStringLiteral("7. Install tls-guestbook: ")));
        QVERIFY(lines.at(8).startsWith(QStringLiteral("8. Uninstall pull-secret-guestbook (not needed): ")));
        QVERIFY(lines.at(11).startsWith(QStringLiteral("11. Check the release Job guestbook-release-")));
        QVERIFY(lines.at(12).startsWith(QStringLiteral("12. Install guestbook and wait: ")));
        QVERIFY2(lines.at(12).contains(waitFlag), qPrintable(lines.at(12)));
        QVERIFY(lines.at(12).contains(QStringLiteral("--kube-context k3s --namespace default")));
        // the dry run reads what a deploy would check (hosts, CRDs, the objects its releases would
        // create, rendered with helm template), and writes nothing
        for (const QString &call : cli.clusterCalls()) {
            const QStringList words = call.split(QLatin1Char(' '));
            QVERIFY2((words.value(0) == QLatin1String("kubectl")
                         && (words.contains(QStringLiteral("get")) || words.contains(QStringLiteral("auth"))))
                    || (words.value(0) == QLatin1String("helm")
                        && words.value(1) == QLatin1String("template")),
                qPrintable(call));
        }
        // every kind the example renders (HPA, PDB, Role… too) was looked up
        QVERIFY2(!r.err.contains(QStringLiteral("could not be listed")), qPrintable(r.err));
        QVERIFY2(cli.clusterCalls().filter(QStringLiteral(" get poddisruptionbudget.policy ")).size() == 1,
            qPrintable(cli.clusterCalls().join(QLatin1Char('\n'))));
        QVERIFY2(cli.clusterCalls().filter(QStringLiteral(" get secret ")).size() == 1,
            qPrintable(cli.clusterCalls().join(QLatin1Char('\n'))));
        QVERIFY(cli.cluster.release(QStringLiteral("default"), QStringLiteral("guestbook")).isEmpty());

        // --context and --namespace name the target
        const Run other = cli.helmdeck({ QStringLiteral("deploy"), QStringLiteral("--dry-run"),
            QStringLiteral("--context"), QStringLiteral("staging"), QStringLiteral("--namespace"),
            QStringLiteral("blue"), cli.project });
        QCOMPARE(other.exitCode, 0);
        QVERIFY(other.out.startsWith(QStringLiteral("Deploy guestbook to staging/blue\n")));
        QVERIFY(other.out.contains(QStringLiteral("--kube-context staging --namespace blue")));
    }

    void deployThenDestroy()
    {
        CliEnv cli(4);
        QVERIFY2(cli.isValid(), qPrintable(cli.error()));
        const Run r = cli.helmdeck({ QStringLiteral("deploy"), cli.project });
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(r.err.contains(QStringLiteral("[1/18] Preflight checks")));
        QVERIFY(r.err.contains(QStringLiteral("[13/18] Report: succeeded")));
        // the cleanup after a failure (docs/deploy.md "Recovering") has nothing to do
        QVERIFY2(r.err.contains(QStringLiteral("[14/18] Cleanup: read the releases of guestbook: skipped")),
            qPrintable(r.err));
        // the release gate (the example's predeploy) ran, and the app step says so
        QVERIFY2(r.err.contains(QStringLiteral("release Job guestbook-release-")), qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral(": complete\n")), qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("web: 2/2 ready")), qPrintable(r.err));
        QCOMPARE(cli.cluster.release(QStringLiteral("default"), QStringLiteral("guestbook")).size(), 1);
        QCOMPARE(
            cli.cluster.release(QStringLiteral("default"), QStringLiteral("config-guestbook")).size(), 1);
        // the env values (DATABASE_URL, with the generated password) went through a file: not one
        // of them is on any argv or in the output
        for (const QString &c : cli.clusterCalls())
            QVERIFY(!c.contains(QStringLiteral("postgres://guestbook:")));
        QVERIFY(!r.err.contains(QStringLiteral("postgres://guestbook:")));

        const Run d = cli.helmdeck({ QStringLiteral("destroy"), cli.project });
        QVERIFY2(d.exitCode == 0, qPrintable(d.err));
        QVERIFY(cli.cluster.release(QStringLiteral("default"), QStringLiteral("guestbook")).isEmpty());
    }

    void aSecretMissingFromTheKeychainBlocksTheJob_data()
    {
        QTest::addColumn<QStringList>("command");
        QTest::newRow("a deploy is refused") << QStringList { QStringLiteral("deploy") };
        QTest::newRow("a rename is refused")
            << QStringList { QStringLiteral("rename"), QStringLiteral("guestbook2") };
    }

    void aSecretMissingFromTheKeychainBlocksTheJob()
    {
        QFETCH(QStringList, command);
        CliEnv cli(4);
        QVERIFY2(cli.isValid(), qPrintable(cli.error()));
        // a secret env var whose value was never stored: this temp project has no keychain entries
        QFile f(cli.project);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QByteArray yaml = f.readAll();
        f.close();
        const QByteArray plain = "    env:\n";
        QVERIFY(yaml.contains(plain));
        yaml.replace(plain, "    env:\n      - name: \"API_TOKEN\"\n        secret: true\n");
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(yaml);
        f.close();

        const Run r = cli.helmdeck(command + QStringList { cli.project });
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(
            r.err.contains(QLatin1String("error: secret API_TOKEN of app guestbook")), qPrintable(r.err));
        QVERIFY2(r.err.contains(QLatin1String("[apps[guestbook].env[API_TOKEN]]")), qPrintable(r.err));
        QVERIFY(!r.err.contains(QLatin1String("Preflight checks")));
        QVERIFY2(cli.clusterCalls().isEmpty(), qPrintable(cli.clusterCalls().join(QLatin1Char('\n'))));
        QVERIFY(cli.cluster.release(QStringLiteral("default"), QStringLiteral("config-guestbook")).isEmpty());

        // --dry-run only prints the plan: the empty value is a warning there
        const Run dry = cli.helmdeck(command + QStringList { cli.project, QStringLiteral("--dry-run") });
        QVERIFY2(dry.exitCode == 0, qPrintable(dry.err));
        QVERIFY2(dry.err.contains(QLatin1String("no value stored in the keychain")), qPrintable(dry.err));
    }

    void failingStepExitsOne()
    {
        CliEnv cli(3);
        QVERIFY2(cli.isValid(), qPrintable(cli.error()));
        TestUtil::ClusterFixture::Failure f;
        f.tool = QStringLiteral("helm");
        f.match = QStringList { QStringLiteral("upgrade"), QStringLiteral("config-guestbook") };
        f.stderrText = QStringLiteral("Error: UPGRADE FAILED: quota exceeded");
        cli.cluster.addFailure(f);
        const Run r = cli.helmdeck({ QStringLiteral("deploy"), cli.project });
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("error: Install config-guestbook")), qPrintable(r.err));
        QVERIFY(r.err.contains(QStringLiteral("quota exceeded")));
        QVERIFY(!r.err.contains(QStringLiteral("[7/18]")));
        // the summary of what changed and what not (docs/deploy.md "What it changed")
        QVERIFY2(r.err.contains(QStringLiteral("[18/18] Summary of changes")), qPrintable(r.err));
        QVERIFY2(r.err.contains(
                     QStringLiteral("stopped at: Install config-guestbook (it may have changed part of it")),
            qPrintable(r.err));
        QVERIFY2(
            r.err.contains(QStringLiteral("not changed: Install guestbook and wait")), qPrintable(r.err));
        QVERIFY(cli.cluster.release(QStringLiteral("default"), QStringLiteral("guestbook")).isEmpty());
    }

    void targetErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("expected");
        QTest::newRow("unknown context")
            << QStringList { QStringLiteral("deploy"), QStringLiteral("--context"), QStringLiteral("prod") }
            << 1 << QStringLiteral("no context \"prod\"");
        QTest::newRow("unknown app") << QStringList { QStringLiteral("destroy"), QStringLiteral("--app"),
            QStringLiteral("nope") } << 1
                                     << QStringLiteral("no app named \"nope\"");
        QTest::newRow("unknown storage action")
            << QStringList { QStringLiteral("storage"), QStringLiteral("grow"), QStringLiteral("data") } << 2
            << QStringLiteral("unknown storage action");
        QTest::newRow("unknown entry")
            << QStringList { QStringLiteral("storage"), QStringLiteral("status"), QStringLiteral("data") }
            << 1 << QStringLiteral("no storage entry named \"data\"");
        QTest::newRow("rename without NEW") << QStringList { QStringLiteral("rename") } << 2
                                            << QStringLiteral("rename takes NEW and PROJECT");
    }
    void targetErrors()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, expected);
        CliEnv cli(3);
        QVERIFY2(cli.isValid(), qPrintable(cli.error()));
        const Run r = cli.helmdeck(args + QStringList { cli.project });
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY2(r.err.contains(expected), qPrintable(r.err));
        QVERIFY(cli.clusterCalls().isEmpty());
    }

    void renameUpdatesTheProjectFile()
    {
        CliEnv cli(4);
        QVERIFY2(cli.isValid(), qPrintable(cli.error()));
        QCOMPARE(cli.helmdeck({ QStringLiteral("deploy"), cli.project }).exitCode, 0);
        const Run r = cli.helmdeck({ QStringLiteral("rename"), QStringLiteral("visitors"), cli.project });
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(cli.cluster.release(QStringLiteral("default"), QStringLiteral("visitors")).size(), 1);
        QVERIFY(cli.cluster.release(QStringLiteral("default"), QStringLiteral("guestbook")).isEmpty());
        const QByteArray file = TestUtil::readFile(cli.project);
        QVERIFY(file.contains("name: \"visitors\""));
        QVERIFY(!file.contains("name: \"guestbook\""));
    }

    void aPendingReleaseIsRefusedThenRecovered_data()
    {
        QTest::addColumn<int>("major");
        QTest::newRow("helm3") << 3;
        QTest::newRow("helm4") << 4;
    }
    void aPendingReleaseIsRefusedThenRecovered()
    {
        QFETCH(int, major);
        CliEnv cli(major);
        QVERIFY2(cli.isValid(), qPrintable(cli.error()));
        for (int i = 0; i < 2; ++i) // two revisions: the second is left pending
            QCOMPARE(cli.helmdeck({ QStringLiteral("deploy"), cli.project }).exitCode, 0);
        QJsonObject state = cli.cluster.state();
        QJsonObject releases = state.value(QStringLiteral("releases")).toObject();
        QJsonArray revisions = releases.value(QStringLiteral("default/guestbook")).toArray();
        QJsonObject last = revisions.last().toObject();
        last[QStringLiteral("status")] = QStringLiteral("pending-upgrade");
        revisions[revisions.size() - 1] = last;
        releases[QStringLiteral("default/guestbook")] = revisions;
        state[QStringLiteral("releases")] = releases;
        cli.cluster.setState(state);

        const Run refused = cli.helmdeck({ QStringLiteral("deploy"), cli.project });
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.contains(QStringLiteral("release guestbook is pending-upgrade"))
                && refused.err.contains(QStringLiteral("--recover")),
            qPrintable(refused.err));

        const Run dry = cli.helmdeck({ QStringLiteral("deploy"), QStringLiteral("--recover"),
            QStringLiteral("--dry-run"), cli.project });
        QVERIFY2(
            dry.out.contains(QStringLiteral("Recover guestbook if an interrupted helm left it pending: ")),
            qPrintable(dry.out));

        cli.cluster.clearCalls();
        const Run r = cli.helmdeck({ QStringLiteral("deploy"), QStringLiteral("--recover"), cli.project });
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("rolled guestbook back from pending-upgrade to revision 1")),
            qPrintable(r.err));
        QStringList helm;
        for (const QString &c : cli.clusterCalls()) {
            if (c.startsWith(QStringLiteral("helm ")))
                helm.append(c);
        }
        const int rolledBack
            = int(helm.indexOf(QRegularExpression(QStringLiteral("helm rollback guestbook 1 .*"))));
        const int upgraded
            = int(helm.indexOf(QRegularExpression(QStringLiteral("helm upgrade --install guestbook .*"))));
        QVERIFY2(rolledBack >= 0 && upgraded > rolledBack, qPrintable(helm.join(QLatin1Char('\n'))));
        QCOMPARE(cli.cluster.release(QStringLiteral("default"), QStringLiteral("guestbook"))
                     .last()
                     .toObject()
                     .value(QStringLiteral("status"))
                     .toString(),
            QStringLiteral("deployed"));
    }

    void diffShowsChanges()
    {
        CliEnv cli(3);
        QVERIFY2(cli.isValid(), qPrintable(cli.error()));
        const Run first = cli.helmdeck({ QStringLiteral("diff"), cli.project });
        QVERIFY2(first.exitCode == 0, qPrintable(first.err));
        QVERIFY(first.out.contains(QStringLiteral("# Release: guestbook")));
        QVERIFY(first.out.contains(QStringLiteral("+++ new/Deployment/guestbook-web")));
        QVERIFY(first.err.contains(QStringLiteral("added")));
        // the deployment ids are pinned to the live ones; one line on stderr says what a deploy rolls
        QVERIFY2(first.err.contains(QStringLiteral("A deploy rolls the pods of web")), qPrintable(first.err));
        QVERIFY(!first.out.contains(QStringLiteral("A deploy rolls")));
        QVERIFY(!first.out.contains(QStringLiteral("postgres://")));
        // DATABASE_URL, "postgres://guestbook:<password>@…": its first 21 bytes have a fixed base64
        QVERIFY(
            !first.out.contains(QString::fromLatin1(QByteArrayLiteral("postgres://guestbook:").toBase64())));
    }

    void storageStatus()
    {
        CliEnv cli(3);
        QVERIFY2(cli.isValid(), qPrintable(cli.error()));
        // a project with one entry, class-backed
        QFile f(cli.project);
        QVERIFY(f.open(QIODevice::Append));
        f.write("storage:\n  - name: \"uploads\"\n    size: \"2Gi\"\n    storageClass: \"longhorn\"\n");
        f.close();
        cli.cluster.addStorageClass(QStringLiteral("longhorn"), QStringLiteral("Immediate"), false);
        const Run missing = cli.helmdeck(
            { QStringLiteral("storage"), QStringLiteral("status"), QStringLiteral("uploads"), cli.project });
        QVERIFY2(missing.exitCode == 0, qPrintable(missing.err));
        QVERIFY(missing.err.contains(QStringLiteral("does not exist")));
        const Run created = cli.helmdeck(
            { QStringLiteral("storage"), QStringLiteral("create"), QStringLiteral("uploads"), cli.project });
        QVERIFY2(created.exitCode == 0, qPrintable(created.err));
        const Run status = cli.helmdeck(
            { QStringLiteral("storage"), QStringLiteral("status"), QStringLiteral("uploads"), cli.project });
        QVERIFY2(status.err.contains(QStringLiteral("claim uploads: Bound")), qPrintable(status.err));
        const Run waited = cli.helmdeck(
            { QStringLiteral("storage"), QStringLiteral("wait"), QStringLiteral("uploads"), cli.project });
        QCOMPARE(waited.exitCode, 0);
        const Run dry = cli.helmdeck({ QStringLiteral("storage"), QStringLiteral("destroy"),
            QStringLiteral("--dry-run"), QStringLiteral("uploads"), cli.project });
        QCOMPARE(dry.exitCode, 0);
        QVERIFY(dry.out.contains(QStringLiteral("uninstall storage-uploads --ignore-not-found")));
        QCOMPARE(cli.cluster.release(QStringLiteral("default"), QStringLiteral("storage-uploads")).size(), 1);
    }
};

QTEST_GUILESS_MAIN(TestCliDeploy)
#include "tst_clideploy.moc"
