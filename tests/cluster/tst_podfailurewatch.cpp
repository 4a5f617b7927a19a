// SPDX-License-Identifier: GPL-3.0-or-later
// The deploy's pod monitor (docs/deploy.md, "Pods that cannot start"): which poll turns a pod that cannot
// start into a failure (PodFailureWatch, counted in polls, not time), and the pod-state lines the step
// shows while helm waits (PodProgress), with the pods ready as the step's progress (StepProgress).
#include "cluster/podfailurewatch.h"
#include "cluster/podprogress.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace HelmDeck;

namespace {

QJsonObject pod(const QString &name, const QString &process, const QString &waiting,
    const QString &message = QString(), bool ready = false)
{
    QJsonObject status {
        { QStringLiteral("phase"), ready ? QStringLiteral("Running") : QStringLiteral("Pending") },
        { QStringLiteral("conditions"),
            QJsonArray { QJsonObject { { QStringLiteral("type"), QStringLiteral("Ready") },
                { QStringLiteral("status"), ready ? QStringLiteral("True") : QStringLiteral("False") } } } }
    };
    if (waiting == QLatin1String("Unschedulable")) {
        status.insert(QStringLiteral("conditions"),
            QJsonArray { QJsonObject { { QStringLiteral("type"), QStringLiteral("PodScheduled") },
                { QStringLiteral("status"), QStringLiteral("False") },
                { QStringLiteral("reason"), QStringLiteral("Unschedulable") },
                { QStringLiteral("message"), message } } });
    } else if (!waiting.isEmpty()) {
        status.insert(QStringLiteral("containerStatuses"),
            QJsonArray { QJsonObject { { QStringLiteral("name"), QStringLiteral("web") },
                { QStringLiteral("ready"), false },
                { QStringLiteral("state"),
                    QJsonObject { { QStringLiteral("waiting"),
                        QJsonObject { { QStringLiteral("reason"), waiting },
                            { QStringLiteral("message"), message } } } } } } });
    }
    return { { QStringLiteral("metadata"),
                 QJsonObject { { QStringLiteral("name"), name },
                     { QStringLiteral("labels"),
                         QJsonObject { { QStringLiteral("app.kubernetes.io/name"), process } } } } },
        { QStringLiteral("status"), status } };
}

QByteArray list(const QList<QJsonObject> &pods)
{
    QJsonArray items;
    for (const QJsonObject &p : pods)
        items.append(p);
    return QJsonDocument(QJsonObject { { QStringLiteral("items"), items } }).toJson(QJsonDocument::Compact);
}

/** One poll per letter: I ImagePullBackOff, E ErrImagePull, C CrashLoopBackOff, G
 * CreateContainerConfigError, U Unschedulable, c ContainerCreating, . no problem (running). */
QByteArray poll(QChar letter)
{
    static const QHash<QChar, QPair<QString, QString>> reasons {
        { QLatin1Char('I'),
            { QStringLiteral("ImagePullBackOff"), QStringLiteral("Back-off pulling image \"x\"") } },
        { QLatin1Char('E'), { QStringLiteral("ErrImagePull"), QStringLiteral("rpc error: not found") } },
        { QLatin1Char('C'),
            { QStringLiteral("CrashLoopBackOff"), QStringLiteral("back-off 20s restarting") } },
        { QLatin1Char('G'),
            { QStringLiteral("CreateContainerConfigError"),
                QStringLiteral("secret \"config-shop\" not found") } },
        { QLatin1Char('U'),
            { QStringLiteral("Unschedulable"),
                QStringLiteral("0/1 nodes are available: 1 Insufficient memory.") } },
        { QLatin1Char('c'), { QStringLiteral("ContainerCreating"), QString() } },
    };
    if (letter == QLatin1Char('.'))
        return list({ pod(QStringLiteral("shop-web-1"), QStringLiteral("web"), QString(), QString(), true) });
    const auto r = reasons.value(letter);
    return list({ pod(QStringLiteral("shop-web-1"), QStringLiteral("web"), r.first, r.second) });
}

} // namespace

class TestPodFailureWatch : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void failsOnTheThirdConsecutivePoll_data()
    {
        QTest::addColumn<QString>("polls");
        QTest::addColumn<int>("failsAt"); ///< 1-based poll, 0 = never
        QTest::addColumn<QString>("expected");
        QTest::newRow("ImagePullBackOff in every poll fails at the third")
            << QStringLiteral("IIIII") << 3 << QStringLiteral("ImagePullBackOff: Back-off pulling image");
        QTest::newRow("ErrImagePull and ImagePullBackOff in turn are one problem")
            << QStringLiteral("EIE") << 3 << QStringLiteral("ErrImagePull: rpc error");
        QTest::newRow("CrashLoopBackOff") << QStringLiteral("CCC") << 3 << QStringLiteral("CrashLoopBackOff");
        QTest::newRow("CreateContainerConfigError names the missing Secret")
            << QStringLiteral("GGG") << 3 << QStringLiteral("secret \"config-shop\" not found");
        QTest::newRow("an unschedulable pod gives the scheduler's message")
            << QStringLiteral("UUU") << 3 << QStringLiteral("Unschedulable: 0/1 nodes are available");
        QTest::newRow("a poll without the problem starts the count again")
            << QStringLiteral("II.III") << 6 << QStringLiteral("ImagePullBackOff");
        QTest::newRow("a registry hiccup that clears never fails")
            << QStringLiteral("EE....") << 0 << QString();
        QTest::newRow("a pod being created never fails") << QStringLiteral("cccccc") << 0 << QString();
    }
    void failsOnTheThirdConsecutivePoll()
    {
        QFETCH(QString, polls);
        QFETCH(int, failsAt);
        QFETCH(QString, expected);
        PodFailureWatch watch(0, true, 3);
        int failed = 0;
        QString reason;
        for (int i = 0; i < polls.size() && failed == 0; ++i) {
            reason = watch.reason(poll(polls.at(i)));
            if (!reason.isEmpty())
                failed = i + 1;
        }
        QCOMPARE(failed, failsAt);
        if (failsAt > 0) {
            QVERIFY2(reason.startsWith(QStringLiteral("pod shop-web-1")), qPrintable(reason));
            QVERIFY2(reason.contains(expected), qPrintable(reason));
            QVERIFY2(reason.endsWith(QStringLiteral("(in 3 consecutive pod polls)")), qPrintable(reason));
        }
    }

    void lastSeenKeepsWhatTheLastPollShowed()
    {
        PodFailureWatch watch(0, true, 100);
        QVERIFY(watch.reason(poll(QLatin1Char('I'))).isEmpty());
        QVERIFY2(watch.lastSeen().contains(QStringLiteral("ImagePullBackOff")), qPrintable(watch.lastSeen()));
        watch.reason(poll(QLatin1Char('.')));
        QVERIFY(watch.lastSeen().isEmpty());
    }

    void progressLines_data()
    {
        QTest::addColumn<QStringList>("polls"); ///< letters per pod, one string per poll
        QTest::addColumn<QStringList>("expected"); ///< lines per poll, joined with " | "
        QTest::newRow("a line per change, none while nothing changes")
            << QStringList { QStringLiteral("cc"), QStringLiteral("cc"), QStringLiteral(".c"),
                   QStringLiteral("..") }
            << QStringList {
                   QStringLiteral(
                       "web: 0/2 ready; shop-web-0 ContainerCreating, shop-web-1 ContainerCreating"),
                   QString(), QStringLiteral("web: 1/2 ready; shop-web-1 ContainerCreating"),
                   QStringLiteral("web: 2/2 ready")
               };
        QTest::newRow("at most three pods are named")
            << QStringList { QStringLiteral("IIIII") }
            << QStringList { QStringLiteral("web: 0/5 ready; shop-web-0 ImagePullBackOff, shop-web-1 "
                                            "ImagePullBackOff, shop-web-2 ImagePullBackOff, +2 more") };
        QTest::newRow("an unschedulable pod")
            << QStringList { QStringLiteral("U") }
            << QStringList { QStringLiteral("web: 0/1 ready; shop-web-0 Unschedulable") };
    }
    void progressLines()
    {
        QFETCH(QStringList, polls);
        QFETCH(QStringList, expected);
        PodProgress progress;
        for (int i = 0; i < polls.size(); ++i) {
            QList<QJsonObject> pods;
            for (int p = 0; p < polls.at(i).size(); ++p) {
                const QJsonDocument one = QJsonDocument::fromJson(poll(polls.at(i).at(p)));
                QJsonObject o = one.object().value(QStringLiteral("items")).toArray().first().toObject();
                QJsonObject meta = o.value(QStringLiteral("metadata")).toObject();
                meta.insert(QStringLiteral("name"), QStringLiteral("shop-web-%1").arg(p));
                o.insert(QStringLiteral("metadata"), meta);
                pods.append(o);
            }
            QCOMPARE(progress.update(list(pods)).join(QStringLiteral(" | ")), expected.at(i));
        }
    }

    void readinessCountsTheAppsPods_data()
    {
        QTest::addColumn<QString>(
            "pods"); ///< a letter per pod, as poll(); g = a release gate Job's pod, t = Terminating
        QTest::addColumn<QString>("text");
        QTest::newRow("none ready of two") << QStringLiteral("cc") << QStringLiteral("0/2 pods ready");
        QTest::newRow("one of three, a crash looping")
            << QStringLiteral(".cC") << QStringLiteral("1/3 pods ready");
        QTest::newRow("all ready") << QStringLiteral("...") << QStringLiteral("3/3 pods ready");
        QTest::newRow("the release gate's pod and a Terminating one are not counted")
            << QStringLiteral(".gt") << QStringLiteral("1/1 pods ready");
        QTest::newRow("no pods yet: no count") << QString() << QString();
    }
    void readinessCountsTheAppsPods()
    {
        QFETCH(QString, pods);
        QFETCH(QString, text);
        QList<QJsonObject> items;
        for (int p = 0; p < pods.size(); ++p) {
            const QChar letter = pods.at(p);
            const bool gate = letter == QLatin1Char('g');
            const bool terminating = letter == QLatin1Char('t');
            const QJsonDocument one
                = QJsonDocument::fromJson(poll(gate || terminating ? QLatin1Char('.') : letter));
            QJsonObject o = one.object().value(QStringLiteral("items")).toArray().first().toObject();
            QJsonObject meta = o.value(QStringLiteral("metadata")).toObject();
            meta.insert(QStringLiteral("name"), QStringLiteral("shop-web-%1").arg(p));
            if (gate)
                meta.insert(QStringLiteral("labels"),
                    QJsonObject { { QStringLiteral("helmdeck.dev/release-gate"), QStringLiteral("true") } });
            if (terminating)
                meta.insert(QStringLiteral("deletionTimestamp"), QStringLiteral("2026-12-01T10:00:00Z"));
            o.insert(QStringLiteral("metadata"), meta);
            items.append(o);
        }
        const StepProgress progress = PodProgress::readiness(list(items));
        QCOMPARE(progress.isValid(), !text.isEmpty());
        QCOMPARE(progress.text(), text);
        QCOMPARE(progress.unit, StepProgress::Unit::Items);
    }

    void stepProgressTexts_data()
    {
        QTest::addColumn<StepProgress>("progress");
        QTest::addColumn<QString>("text");
        QTest::addColumn<double>("fraction");
        QTest::newRow("a count") << StepProgress::items(3, 4, QStringLiteral("pods ready"))
                                 << QStringLiteral("3/4 pods ready") << 0.75;
        QTest::newRow("bytes in KiB")
            << StepProgress::bytes(1536, 3072) << QStringLiteral("1.5 KiB of 3.0 KiB uploaded") << 0.5;
        QTest::newRow("bytes below a KiB")
            << StepProgress::bytes(0, 512) << QStringLiteral("0 B of 512 B uploaded") << 0.0;
        QTest::newRow("more than the maximum is the maximum")
            << StepProgress::items(5, 4, QStringLiteral("pods ready")) << QStringLiteral("4/4 pods ready")
            << 1.0;
        QTest::newRow("no maximum: nothing known")
            << StepProgress::items(1, 0, QStringLiteral("pods ready")) << QString() << 0.0;
    }
    void stepProgressTexts()
    {
        QFETCH(StepProgress, progress);
        QFETCH(QString, text);
        QFETCH(double, fraction);
        QCOMPARE(progress.text(), text);
        QCOMPARE(progress.fraction(), fraction);
    }

    void progressIsBounded()
    {
        PodProgress progress;
        int lines = 0;
        QString last;
        for (int i = 0; i < 500; ++i) {
            const QStringList out = progress.update(poll(i % 2 ? QLatin1Char('I') : QLatin1Char('c')));
            lines += int(out.size());
            if (!out.isEmpty())
                last = out.last();
        }
        QCOMPARE(lines, PodProgress::MaxLines + 1);
        QCOMPARE(last, QStringLiteral("… (pod states no longer shown)"));
    }
};

QTEST_GUILESS_MAIN(TestPodFailureWatch)
#include "tst_podfailurewatch.moc"
