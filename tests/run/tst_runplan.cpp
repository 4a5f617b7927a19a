// SPDX-License-Identifier: GPL-3.0-or-later
// The run plans (core/run/runplanner.h) against the cluster fake: attach with a terminal, no
// terminal, detach, an image-pull failure, cancel, nothing deployed.

#include "clusterfixture.h"
#include "deployfixtures.h"
#include "job/pseudoterminal.h"
#include "job/runner.h"
#include "run/runjob.h"
#include "run/runplanner.h"
#include "runfixtures.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

using namespace HelmDeck;

namespace {

constexpr int WaitMs = 60000;
const QString Suffix = QStringLiteral("0123456789");
const QString JobName = QStringLiteral("shop-run-0123456789");

/** One run of a plan: the terminal's bytes, the output lines, the result. */
struct Observed
{
    RunResult result;
    QByteArray terminal;
    QStringList lines; ///< "<step id>: <line>"
    QStringList messages;
    QVariant exitCode;
    qint64 elapsedMs = 0;
};

} // namespace

class TestRunPlan : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<TestUtil::ClusterFixture> m_cluster;

    RunRequest request(const QStringList &command, bool tty, bool detach = false) const
    {
        RunRequest r;
        r.appName = QStringLiteral("shop");
        r.command = command;
        r.tty = tty;
        r.detach = detach;
        r.suffix = Suffix;
        r.podPollIntervalMs = 100;
        r.podFailureGraceMs = 300;
        r.environment = m_cluster->environment();
        return r;
    }

    RunPlan planFor(const RunRequest &r) const
    {
        RunPlan plan;
        QString error;
        if (!RunPlanner::plan(RunFixtures::project(), DeployFixtures::options(*m_cluster), r, &plan, &error))
            qWarning("plan: %s", qPrintable(error));
        return plan;
    }

    /** Runs @p plan; @p onTerminal gets the attach step's terminal, @p onStarted the runner once started. */
    Observed run(const RunPlan &plan, const std::function<void(Runner &, PseudoTerminal *)> &onTerminal = {})
    {
        Observed o;
        Runner runner;
        runner.setBaseEnvironment(m_cluster->environment());
        connect(&runner, &Runner::terminalOpened, this, [&](int, PseudoTerminal *t) {
            connect(t, &PseudoTerminal::output, this, [&o](const QByteArray &data) { o.terminal += data; });
            if (onTerminal)
                onTerminal(runner, t);
        });
        connect(&runner, &Runner::stepOutput, this, [&](int step, const QString &line, bool) {
            o.lines.append(plan.plan.steps.at(step).id + QStringLiteral(": ") + line);
        });
        connect(&runner, &Runner::stepFinished, this, [&](int, StepState, const QString &message, qint64) {
            if (!message.isEmpty())
                o.messages.append(message);
        });
        QSignalSpy finished(&runner, &Runner::finished);
        QElapsedTimer clock;
        clock.start();
        if (!runner.start(plan.plan))
            return o;
        if (!finished.wait(WaitMs))
            runner.cancel();
        o.elapsedMs = clock.elapsed();
        if (!finished.isEmpty())
            o.result = finished.first().first().value<RunResult>();
        o.exitCode = runner.context().values.value(QStringLiteral("exitCode"));
        return o;
    }

    bool jobExists() const
    {
        return !m_cluster->object(QStringLiteral("shop"), QStringLiteral("Job"), JobName).isEmpty();
    }

private Q_SLOTS:
    void init()
    {
        m_cluster = std::make_unique<TestUtil::ClusterFixture>(4);
        QVERIFY2(m_cluster->isValid(), qPrintable(m_cluster->error()));
        m_cluster->addNamespace(QStringLiteral("shop"));
        m_cluster->addObject(RunFixtures::liveDeployment());
    }
    void cleanup() { m_cluster.reset(); }

    void attachedRunKeepsTheExitCodeAndDeletesTheJob_data()
    {
        QTest::addColumn<QString>("script");
        QTest::addColumn<int>("code");
        QTest::addColumn<QByteArray>("printed");
        QTest::newRow("a command that exits 7")
            << QStringLiteral("echo early; exit 7") << 7 << QByteArray("early");
        QTest::newRow("a command that succeeds") << QStringLiteral("echo fine") << 0 << QByteArray("fine");
    }
    void attachedRunKeepsTheExitCodeAndDeletesTheJob()
    {
        QFETCH(QString, script);
        QFETCH(int, code);
        QFETCH(QByteArray, printed);
        const RunPlan plan
            = planFor(request({ QStringLiteral("/bin/sh"), QStringLiteral("-c"), script }, true));
        const Observed o = run(plan);
        QVERIFY2(o.result.ok,
            qPrintable(o.result.message + QLatin1Char('\n') + o.messages.join(QLatin1Char('\n'))));
        // the output written first is not lost: the gate held the command until the attach
        QVERIFY2(o.terminal.contains(printed), o.terminal.constData());
        QCOMPARE(plan.outcome->exitCode, code);
        QCOMPARE(o.exitCode.toInt(), code);
        QVERIFY(!jobExists());
        QStringList kubectl = DeployFixtures::commandLines(*m_cluster, QStringLiteral("kubectl"));
        QVERIFY(kubectl.filter(QStringLiteral(" attach -it ")).size() == 1);
        QVERIFY(kubectl.filter(QStringLiteral(" exec ")).isEmpty()); // never a second copy
        QVERIFY(!kubectl.filter(QStringLiteral("delete job ") + JobName).isEmpty());
    }

    void keystrokesReachTheCommand()
    {
        const RunPlan plan
            = planFor(request({ QStringLiteral("/bin/sh"), QStringLiteral("-c"),
                                  QStringLiteral("IFS= read -r line; echo \"got:$line\"; exit 2") },
                true));
        const Observed o = run(plan, [](Runner &, PseudoTerminal *terminal) {
            QTimer::singleShot(300, terminal, [terminal]() { terminal->write("typed words\n"); });
        });
        QVERIFY2(o.result.ok, qPrintable(o.result.message));
        QVERIFY2(o.terminal.contains("got:typed words"), o.terminal.constData());
        QCOMPARE(plan.outcome->exitCode, 2);
    }

    void terminalGetsTheCallersSize()
    {
        RunRequest r
            = request({ QStringLiteral("/bin/sh"), QStringLiteral("-c"), QStringLiteral("stty size") }, true);
        r.columns = 132;
        r.rows = 41;
        const Observed o = run(planFor(r));
        QVERIFY2(o.result.ok, qPrintable(o.result.message));
        QVERIFY2(o.terminal.contains("41 132"), o.terminal.constData());
    }

    void runWithoutTerminalStreamsLogsAndExitCode()
    {
        const RunPlan plan = planFor(request({ QStringLiteral("/bin/sh"), QStringLiteral("-c"),
                                                 QStringLiteral("echo one; echo two; read x; exit 3") },
            false));
        const Observed o = run(plan);
        QVERIFY2(o.result.ok, qPrintable(o.result.message));
        QVERIFY2(o.lines.contains(QStringLiteral("stream: one"))
                && o.lines.contains(QStringLiteral("stream: two")),
            qPrintable(o.lines.join(QLatin1Char('\n'))));
        QCOMPARE(plan.outcome->exitCode, 3); // `read` saw no stdin: it did not hang
        QVERIFY(!jobExists());
        QByteArray manifest;
        for (const auto &call : m_cluster->callsOf(QStringLiteral("kubectl"))) {
            if (call.argv.contains(QStringLiteral("create")))
                manifest = call.stdinData;
        }
        const QJsonObject created = QJsonDocument::fromJson(manifest).object();
        const QJsonObject c = created[QStringLiteral("spec")][QStringLiteral("template")]
                                     [QStringLiteral("spec")][QStringLiteral("containers")]
                                         .toArray()
                                         .first()
                                         .toObject();
        QVERIFY(!c.contains(QStringLiteral("stdin")) && !c.contains(QStringLiteral("tty")));
        QCOMPARE(c[QStringLiteral("image")].toString(), RunFixtures::liveImage());
    }

    void detachedRunReportsJobAndPod()
    {
        const RunPlan plan = planFor(request({ QStringLiteral("sleep"), QStringLiteral("2") }, true, true));
        const Observed o = run(plan);
        QVERIFY2(o.result.ok, qPrintable(o.result.message));
        QVERIFY(!plan.outcome->podName.isEmpty());
        QVERIFY2(o.lines.contains(QStringLiteral("pod: job/%1 pod/%2").arg(JobName, plan.outcome->podName)),
            qPrintable(o.lines.join(QLatin1Char('\n'))));
        QVERIFY(jobExists()); // left to its TTL
        QVERIFY(DeployFixtures::commandLines(*m_cluster, QStringLiteral("kubectl"))
                    .filter(QStringLiteral(" delete "))
                    .isEmpty());
        m_cluster->run(QStringLiteral("kubectl"),
            { QStringLiteral("-n"), QStringLiteral("shop"), QStringLiteral("delete"), QStringLiteral("job"),
                JobName });
    }

    void podThatCannotStartFailsWithinSeconds_data()
    {
        QTest::addColumn<QString>("reason");
        QTest::addColumn<bool>("detach");
        QTest::newRow("an image that cannot be pulled") << QStringLiteral("ErrImagePull") << false;
        QTest::newRow("a config that is missing") << QStringLiteral("CreateContainerConfigError") << false;
        QTest::newRow("a pod no node can take") << QStringLiteral("Unschedulable") << false;
        QTest::newRow("a detached run whose image cannot be pulled")
            << QStringLiteral("ImagePullBackOff") << true;
    }
    void podThatCannotStartFailsWithinSeconds()
    {
        QFETCH(QString, reason);
        QFETCH(bool, detach);
        m_cluster->addPodFailure(JobName, reason, QStringLiteral("the fake says no"));
        RunRequest r = request({ QStringLiteral("true") }, true, detach);
        r.podFailureGraceMs = 300;
        const RunPlan plan = planFor(r);
        const Observed o = run(plan);
        QVERIFY(!o.result.ok);
        QVERIFY2(o.result.message.contains(reason)
                && o.result.message.contains(QStringLiteral("the fake says no")),
            qPrintable(o.result.message));
        QVERIFY2(o.elapsedMs < 10000, qPrintable(QString::number(o.elapsedMs)));
        QVERIFY(!jobExists()); // the always step deleted it
    }

    void cancelDeletesTheJob()
    {
        const RunPlan plan = planFor(request({ QStringLiteral("sleep"), QStringLiteral("60") }, true));
        const Observed o = run(plan, [](Runner &runner, PseudoTerminal *) {
            QTimer::singleShot(500, &runner, [&runner]() { runner.cancel(); });
        });
        QVERIFY(o.result.cancelled);
        QVERIFY(o.elapsedMs < 20000);
        QVERIFY(!jobExists());
    }

    void anImageWithoutAShellRunsUngatedAndSaysOutputMayBeMissing()
    {
        m_cluster->addShellLessImage(RunFixtures::liveImage());
        // no /bin/sh in the image: the command itself must not be a shell (env finds the machine's)
        const RunPlan plan
            = planFor(request({ QStringLiteral("env"), QStringLiteral("sh"), QStringLiteral("-c"),
                                  QStringLiteral("echo no-shell-$((6*7)); exit 4") },
                true));
        const Observed o = run(plan);
        QVERIFY2(o.result.ok,
            qPrintable(o.result.message + QLatin1Char('\n') + o.messages.join(QLatin1Char('\n'))));
        QVERIFY2(o.terminal.contains("no-shell-42"), o.terminal.constData());
        QCOMPARE(plan.outcome->exitCode, 4);
        QCOMPARE(o.exitCode.toInt(), 4);
        QVERIFY(plan.outcome->noShell);
        QVERIFY(plan.outcome->jobName != JobName);
        QVERIFY2(!o.lines
                      .filter(QStringLiteral(
                          "the first lines of output may be missing (the image has no /bin/sh)"))
                      .isEmpty(),
            qPrintable(o.lines.join(QLatin1Char('\n'))));
        // the second Job runs the command as it is, with stdin and a tty but no gate
        const QStringList kubectl = DeployFixtures::commandLines(*m_cluster, QStringLiteral("kubectl"));
        QCOMPARE(kubectl.filter(QStringLiteral(" attach -it ")).size(), 1);
        QVERIFY(kubectl.filter(QStringLiteral(" attach -it ")).first().contains(plan.outcome->jobName));
        // both Jobs are gone
        QVERIFY(!jobExists());
        QVERIFY(m_cluster->object(QStringLiteral("shop"), QStringLiteral("Job"), plan.outcome->jobName)
                    .isEmpty());
        QVERIFY(!kubectl.filter(QStringLiteral("delete job ") + JobName).isEmpty());
        QVERIFY(!kubectl.filter(QStringLiteral("delete job ") + plan.outcome->jobName).isEmpty());
    }

    void anImageWithAShellNeverRunsTheFallback()
    {
        const Observed o = run(planFor(
            request({ QStringLiteral("/bin/sh"), QStringLiteral("-c"), QStringLiteral("exit 0") }, true)));
        QVERIFY(o.result.ok);
        QVERIFY(DeployFixtures::commandLines(*m_cluster, QStringLiteral("kubectl"))
                    .filter(QStringLiteral(" create -f - -o json"))
                    .isEmpty());
    }

    void aSecretExtraReachesThePodButNotTheJob()
    {
        RunRequest r = request(
            { QStringLiteral("/bin/sh"), QStringLiteral("-c"), QStringLiteral("echo got=${API_TOKEN#tok-}") },
            false);
        r.keep = true;
        r.env = { RunEnvVar { QStringLiteral("API_TOKEN"), QStringLiteral("tok-canary-9d2"), true },
            RunEnvVar { QStringLiteral("MODE"), QStringLiteral("plain"), false } };
        const RunPlan plan = planFor(r);
        QVERIFY(!plan.previewSecret.isEmpty());
        const Observed o = run(plan);
        QVERIFY2(o.result.ok,
            qPrintable(o.result.message + QLatin1Char('\n') + o.messages.join(QLatin1Char('\n'))));
        // the pod sees it (shown in part: the whole value is redacted in every output line)
        QVERIFY2(o.lines.contains(QStringLiteral("stream: got=canary-9d2")),
            qPrintable(o.lines.join(QLatin1Char('\n'))));
        const QJsonObject job = m_cluster->object(QStringLiteral("shop"), QStringLiteral("Job"), JobName);
        QVERIFY(!job.isEmpty());
        const QByteArray yaml = RunJob::toYaml(job).toUtf8();
        QVERIFY2(!yaml.contains("tok-canary-9d2"), yaml.constData());
        QVERIFY2(yaml.contains("secretKeyRef"), yaml.constData());
        QVERIFY2(yaml.contains("\"plain\""), yaml.constData()); // a plain extra stays a value
        const QJsonObject secret = m_cluster->object(
            QStringLiteral("shop"), QStringLiteral("Secret"), JobName + QStringLiteral("-env"));
        QCOMPARE(secret.value(QStringLiteral("metadata"))
                     .toObject()
                     .value(QStringLiteral("ownerReferences"))
                     .toArray()
                     .first()
                     .toObject()
                     .value(QStringLiteral("name"))
                     .toString(),
            JobName);
        // the Secret's manifest went on stdin, never argv, and no output line shows the value
        for (const QString &line : DeployFixtures::commandLines(*m_cluster, QStringLiteral("kubectl")))
            QVERIFY2(!line.contains(QStringLiteral("tok-canary-9d2")), qPrintable(line));
        QVERIFY2(o.lines.filter(QStringLiteral("tok-canary")).isEmpty(),
            qPrintable(o.lines.join(QLatin1Char('\n'))));
        QVERIFY(!RunJob::toYaml(plan.previewSecret).contains(QStringLiteral("tok-canary")));
        QVERIFY(!RunJob::toYaml(plan.previewManifest).contains(QStringLiteral("tok-canary")));
    }

    void nothingDeployedFailsBeforeCreating()
    {
        m_cluster->run(QStringLiteral("kubectl"),
            { QStringLiteral("-n"), QStringLiteral("shop"), QStringLiteral("delete"),
                QStringLiteral("deployment"), QStringLiteral("shop-web") });
        m_cluster->clearCalls();
        const Observed o = run(planFor(request({}, true)));
        QVERIFY(!o.result.ok);
        QVERIFY2(o.result.message.contains(QStringLiteral(
                     "shop is not deployed in namespace shop on context test: deploy it first")),
            qPrintable(o.result.message));
        QVERIFY(DeployFixtures::commandLines(*m_cluster, QStringLiteral("kubectl"))
                    .filter(QStringLiteral(" create "))
                    .isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestRunPlan)
#include "tst_runplan.moc"
