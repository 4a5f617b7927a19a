// SPDX-License-Identifier: GPL-3.0-or-later
// The deploy's view of the release gate (GateWatch): from the pod monitor's `kubectl get pods -o json`,
// a failed release Job stops the deploy at once with the Job's output; a running or completed one
// does not.

#include "deploy/gatewatch.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

namespace {

QJsonObject gatePod(const QString &phase, int exitCode, const QString &message)
{
    QJsonObject terminated { { QStringLiteral("exitCode"), exitCode },
        { QStringLiteral("message"), message } };
    QJsonObject status { { QStringLiteral("phase"), phase } };
    if (phase == QLatin1String("Failed") || phase == QLatin1String("Succeeded"))
        status.insert(QStringLiteral("containerStatuses"),
            QJsonArray { QJsonObject { { QStringLiteral("name"), QStringLiteral("shop-release") },
                { QStringLiteral("state"),
                    QJsonObject { { QStringLiteral("terminated"), terminated } } } } });
    return QJsonObject {
        { QStringLiteral("metadata"),
            QJsonObject { { QStringLiteral("labels"),
                QJsonObject { { QStringLiteral("helmdeck.dev/release-gate"), QStringLiteral("true") },
                    { QStringLiteral("batch.kubernetes.io/job-name"),
                        QStringLiteral("shop-release-0123456789") } } } } },
        { QStringLiteral("status"), status }
    };
}

QJsonObject appPod(const QString &waitMessage)
{
    QJsonObject wait { { QStringLiteral("name"), QStringLiteral("release-wait") } };
    if (!waitMessage.isEmpty())
        wait.insert(QStringLiteral("lastState"),
            QJsonObject { { QStringLiteral("terminated"),
                QJsonObject {
                    { QStringLiteral("exitCode"), 1 }, { QStringLiteral("message"), waitMessage } } } });
    return QJsonObject {
        { QStringLiteral("metadata"),
            QJsonObject { { QStringLiteral("labels"),
                QJsonObject { { QStringLiteral("app.kubernetes.io/name"), QStringLiteral("web") } } } } },
        { QStringLiteral("status"),
            QJsonObject { { QStringLiteral("phase"), QStringLiteral("Pending") },
                { QStringLiteral("initContainerStatuses"), QJsonArray { wait } } } }
    };
}

QByteArray list(const QJsonArray &items)
{
    return QJsonDocument(QJsonObject { { QStringLiteral("items"), items } }).toJson();
}

} // namespace

class TestGateWatch : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void reason_data()
    {
        QTest::addColumn<QByteArray>("pods");
        QTest::addColumn<QStringList>("expected"); // parts of the reason; empty: no reason
        QTest::newRow("no gate, no reason") << list({ appPod(QString()) }) << QStringList();
        QTest::newRow("a running gate is waited for")
            << list({ gatePod(QStringLiteral("Running"), 0, QString()), appPod(QString()) }) << QStringList();
        QTest::newRow("a completed gate is no reason")
            << list({ gatePod(QStringLiteral("Succeeded"), 0, QString()) }) << QStringList();
        QTest::newRow("a failed gate stops the deploy with the Job's output")
            << list({ gatePod(QStringLiteral("Failed"), 3,
                          QStringLiteral("django.db.utils.OperationalError: no such table")),
                   appPod(QString()) })
            << QStringList {
                   QStringLiteral("the release command failed (Job shop-release-0123456789, exit 3)"),
                   QStringLiteral("shop-release: exit 3"), QStringLiteral("OperationalError: no such table")
               };
        QTest::newRow("a failed pod while a retry runs is not yet a failure") << list(
            { gatePod(QStringLiteral("Failed"), 3, QStringLiteral("boom")),
                gatePod(QStringLiteral("Running"), 0, QString()) }) << QStringList();
        QTest::newRow("a wait that saw the Job fail names it")
            << list({ appPod(
                   QStringLiteral("waiting for Job shop-release-0123456789 (the release command) to "
                                  "complete\nJob shop-release-0123456789 failed: Job has reached the "
                                  "specified backoff limit")) })
            << QStringList { QStringLiteral(
                   "the release Job failed: Job shop-release-0123456789 failed: Job has "
                   "reached the specified backoff limit") };
        QTest::newRow("a wait that timed out is not a gate failure") << list(
            { appPod(QStringLiteral("timed out after 300s waiting for Job shop-release-0123456789")) })
                                                                     << QStringList();
    }
    void reason()
    {
        QFETCH(QByteArray, pods);
        QFETCH(QStringList, expected);
        const QString got = HelmDeck::GateWatch::reason(pods);
        if (expected.isEmpty()) {
            QVERIFY2(got.isEmpty(), qPrintable(got));
            return;
        }
        for (const QString &part : expected)
            QVERIFY2(got.contains(part), qPrintable(got));
    }
};

QTEST_GUILESS_MAIN(TestGateWatch)
#include "tst_gatewatch.moc"
