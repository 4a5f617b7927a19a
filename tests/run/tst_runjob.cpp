// SPDX-License-Identifier: GPL-3.0-or-later
// The run Job's manifest (core/run/runjob.h): what the live Deployment gives it, TTY or not, names.

#include "chart/chartnames.h"
#include "chartfixtures.h"
#include "run/runjob.h"
#include "runfixtures.h"

#include <QJsonArray>
#include <QTest>

using namespace HelmDeck;

class TestRunJob : public QObject
{
    Q_OBJECT
private:
    static const QJsonObject podSpec(const QJsonObject &job)
    {
        return job[QStringLiteral("spec")][QStringLiteral("template")][QStringLiteral("spec")].toObject();
    }
    static const QJsonObject container(const QJsonObject &job)
    {
        return podSpec(job)[QStringLiteral("containers")].toArray().first().toObject();
    }
    static QJsonObject build(bool tty, bool detach, bool keep = false)
    {
        RunRequest r;
        r.appName = QStringLiteral("shop");
        r.command = QStringList { QStringLiteral("sh"), QStringLiteral("-c"), QStringLiteral("echo $HOME") };
        r.tty = tty;
        r.detach = detach;
        r.keep = keep;
        r.columns = 132;
        r.rows = 40;
        r.env = { RunEnvVar { QStringLiteral("DEBUG"), QStringLiteral("1"), false } };
        return RunJob::manifest(RunFixtures::project().apps.first(), QStringLiteral("shop"),
            QStringLiteral("shop-run-0123456789"), RunFixtures::live(), r);
    }

private Q_SLOTS:
    void manifestIsSchemaValid_data()
    {
        QTest::addColumn<bool>("tty");
        QTest::addColumn<bool>("detach");
        QTest::newRow("an attached run with a terminal") << true << false;
        QTest::newRow("an attached run without a terminal") << false << false;
        QTest::newRow("a detached run") << true << true;
    }
    void manifestIsSchemaValid()
    {
        QFETCH(bool, tty);
        QFETCH(bool, detach);
        QString output;
        const int rc = ChartFixtures::validateSchema(RunJob::toYaml(build(tty, detach)).toUtf8(), &output);
        QVERIFY2(rc == 0, qPrintable(output));
    }

    void copiesTheLiveDeploymentNotTheProject()
    {
        const QJsonObject job = build(true, false);
        QCOMPARE(container(job)[QStringLiteral("image")].toString(), RunFixtures::liveImage());
        QCOMPARE(podSpec(job)[QStringLiteral("serviceAccountName")].toString(), QStringLiteral("shop"));
        QStringList secrets;
        for (const QJsonValue &v : podSpec(job)[QStringLiteral("imagePullSecrets")].toArray())
            secrets.append(v[QStringLiteral("name")].toString());
        QCOMPARE(secrets, (QStringList { QStringLiteral("regcred"), QStringLiteral("live-extra") }));
        const QJsonArray envFrom = container(job)[QStringLiteral("envFrom")].toArray();
        QCOMPARE(envFrom.size(), 1);
        QCOMPARE(envFrom.first()[QStringLiteral("secretRef")][QStringLiteral("name")].toString(),
            QStringLiteral("config-shop"));
    }

    void mountsOnlyWhatTargetsRun()
    {
        const QJsonObject job = build(false, false);
        const QJsonArray mounts = container(job)[QStringLiteral("volumeMounts")].toArray();
        QCOMPARE(mounts.size(), 1);
        QCOMPARE(mounts.first()[QStringLiteral("mountPath")].toString(), QStringLiteral("/media"));
        const QJsonArray volumes = podSpec(job)[QStringLiteral("volumes")].toArray();
        QCOMPARE(volumes.size(), 1);
        QCOMPARE(
            volumes.first()[QStringLiteral("persistentVolumeClaim")][QStringLiteral("claimName")].toString(),
            QStringLiteral("media"));
        QCOMPARE(
            container(job)[QStringLiteral("resources")][QStringLiteral("requests")][QStringLiteral("cpu")]
                .toString(),
            QStringLiteral("250m"));
        QCOMPARE(
            container(job)[QStringLiteral("resources")][QStringLiteral("limits")][QStringLiteral("memory")]
                .toString(),
            QStringLiteral("512Mi"));
    }

    void terminalDecidesStdinTtyAndGate_data()
    {
        QTest::addColumn<bool>("tty");
        QTest::addColumn<bool>("detach");
        QTest::addColumn<bool>("expectTerminal");
        QTest::newRow("attached with a terminal: stdin, tty and the gate") << true << false << true;
        QTest::newRow("attached without a terminal: none of them") << false << false << false;
        QTest::newRow("detached: none of them") << true << true << false;
    }
    void terminalDecidesStdinTtyAndGate()
    {
        QFETCH(bool, tty);
        QFETCH(bool, detach);
        QFETCH(bool, expectTerminal);
        const QJsonObject c = container(build(tty, detach));
        for (const QString &key :
            { QStringLiteral("stdin"), QStringLiteral("stdinOnce"), QStringLiteral("tty") })
            QCOMPARE(c.contains(key), expectTerminal);
        QStringList command;
        for (const QJsonValue &v : c[QStringLiteral("command")].toArray())
            command.append(v.toString());
        const QStringList user { QStringLiteral("sh"), QStringLiteral("-c"), QStringLiteral("echo $$HOME") };
        if (expectTerminal)
            QCOMPARE(command,
                QStringList({ QStringLiteral("/bin/sh"), QStringLiteral("-c"),
                    QStringLiteral(
                        "stty -echo 2>/dev/null; IFS= read -r _; stty echo 2>/dev/null; exec \"$$@\""),
                    QStringLiteral("sh") })
                    + user);
        else
            QCOMPARE(command, user);
    }

    void jobSettings_data()
    {
        QTest::addColumn<bool>("keep");
        QTest::newRow("a run that is not kept has a 60 s TTL") << false;
        QTest::newRow("a kept run has no TTL") << true;
    }
    void jobSettings()
    {
        QFETCH(bool, keep);
        const QJsonObject job = build(true, false, keep);
        const QJsonObject spec = job[QStringLiteral("spec")].toObject();
        QCOMPARE(spec[QStringLiteral("backoffLimit")].toInt(-1), 0);
        QCOMPARE(spec[QStringLiteral("activeDeadlineSeconds")].toInt(), 86400);
        QCOMPARE(spec.contains(QStringLiteral("ttlSecondsAfterFinished")), !keep);
        if (!keep)
            QCOMPARE(spec[QStringLiteral("ttlSecondsAfterFinished")].toInt(), 60);
        QCOMPARE(podSpec(job)[QStringLiteral("restartPolicy")].toString(), QStringLiteral("Never"));
        const QJsonObject labels = job[QStringLiteral("metadata")][QStringLiteral("labels")].toObject();
        QCOMPARE(labels[QStringLiteral("app.kubernetes.io/part-of")].toString(), QStringLiteral("shop"));
        QCOMPARE(labels[QStringLiteral("helmdeck.dev/run")].toString(), QStringLiteral("true"));
        QCOMPARE(job[QStringLiteral("metadata")][QStringLiteral("annotations")]
                    [QStringLiteral("helmdeck.dev/run-command")]
                        .toString(),
            QStringLiteral("sh -c 'echo $HOME'"));
        QStringList env;
        for (const QJsonValue &v : container(job)[QStringLiteral("env")].toArray())
            env.append(v[QStringLiteral("name")].toString() + QLatin1Char('=')
                + v[QStringLiteral("value")].toString());
        QCOMPARE(env,
            (QStringList { QStringLiteral("TERM=xterm-256color"), QStringLiteral("COLUMNS=132"),
                QStringLiteral("LINES=40"), QStringLiteral("DEBUG=1") }));
    }

    void commandFromProcfileShellOrWords_data()
    {
        QTest::addColumn<QStringList>("given");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("no command runs the shell")
            << QStringList() << QStringList { QStringLiteral("/bin/sh") };
        QTest::newRow("a process type runs its Procfile entry in a shell")
            << QStringList { QStringLiteral("migrate") }
            << QStringList { QStringLiteral("/bin/sh"), QStringLiteral("-c"),
                   QStringLiteral("bin/migrate --all") };
        QTest::newRow("other words run as given") << QStringList { QStringLiteral("rails"),
            QStringLiteral("console") } << QStringList { QStringLiteral("rails"), QStringLiteral("console") };
    }
    void commandFromProcfileShellOrWords()
    {
        QFETCH(QStringList, given);
        QFETCH(QStringList, expected);
        QCOMPARE(RunJob::userCommand(RunFixtures::project().apps.first(), given), expected);
    }

    void jobNamesFitALabel_data()
    {
        QTest::addColumn<int>("appLength");
        QTest::addColumn<bool>("valid");
        QTest::newRow("a 48-character app name fits") << 48 << true;
        QTest::newRow("a 49-character app name does not") << 49 << false;
    }
    void jobNamesFitALabel()
    {
        QFETCH(int, appLength);
        QFETCH(bool, valid);
        const QString name
            = ChartNames::runJobName(QString(appLength, QLatin1Char('a')), QStringLiteral("0123456789"));
        QCOMPARE(ChartNames::isValidRunJobName(name), valid);
    }
};

QTEST_GUILESS_MAIN(TestRunJob)
#include "tst_runjob.moc"
