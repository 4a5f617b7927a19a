// SPDX-License-Identifier: GPL-3.0-or-later
// CronJob names derived to fit Kubernetes' 52 characters for every app name up to the release limit,
// stable across renders, DNS-1123 labels after the cut; the live names kept, Dokku's among them
// (docs/project-file.md "Cron task").
#include "chart/appidentities.h"
#include "chart/chartnames.h"
#include "cluster/livestate.h"
#include "model/validator.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace HelmDeck;

namespace {

CronTask task(const QString &command, const QString &schedule)
{
    CronTask t;
    t.command = command;
    t.schedule = schedule;
    return t;
}

QByteArray cronJobList(const QString &name, const QString &owner, const QString &id, const QString &suffix)
{
    QJsonObject annotations { { owner + QStringLiteral("/cron-id"), id } };
    if (!suffix.isEmpty())
        annotations.insert(owner + QStringLiteral("/job-suffix"), suffix);
    const QJsonObject cronJob { { QStringLiteral("metadata"),
        QJsonObject { { QStringLiteral("name"), name }, { QStringLiteral("annotations"), annotations } } } };
    return QJsonDocument(QJsonObject { { QStringLiteral("items"), QJsonArray { cronJob } } }).toJson();
}

} // namespace

class TestCronNames : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void derivedNameFits_data()
    {
        QTest::addColumn<QString>("app");
        QTest::addColumn<QString>("expectedPrefix");
        const QString a36 = QString(36, QLatin1Char('a'));
        QTest::newRow("a one-character app name is kept whole")
            << QStringLiteral("a") << QStringLiteral("a-cron-");
        QTest::newRow("a 36-character app name is kept whole") << a36 << a36 + QStringLiteral("-cron-");
        QTest::newRow("a 40-character app name is cut to 36")
            << QString(40, QLatin1Char('b')) << QString(36, QLatin1Char('b')) + QStringLiteral("-cron-");
        QTest::newRow("a 52-character app name is cut to 36")
            << QString(52, QLatin1Char('c')) << QString(36, QLatin1Char('c')) + QStringLiteral("-cron-");
        QTest::newRow("a 53-character app name (the release limit) is cut to 36")
            << QString(53, QLatin1Char('d')) << QString(36, QLatin1Char('d')) + QStringLiteral("-cron-");
        // the cut falls on '-': a label may not end in '-', so the dashes before the cut go too
        QTest::newRow("a cut that ends in dashes drops them") << QString(34, QLatin1Char('e'))
                + QStringLiteral("---xyz") << QString(34, QLatin1Char('e')) + QStringLiteral("-cron-");
    }
    void derivedNameFits()
    {
        QFETCH(QString, app);
        QFETCH(QString, expectedPrefix);
        const CronTask t = task(QStringLiteral("bin/report"), QStringLiteral("@daily"));
        const QString name = ChartNames::cronJobName(app, t);
        QVERIFY2(name.size() <= 52, qPrintable(name));
        QVERIFY2(name.startsWith(expectedPrefix), qPrintable(name));
        QCOMPARE(name.size(), expectedPrefix.size() + 10);
        QVERIFY2(Validator::isDns1123Label(name), qPrintable(name));
        QVERIFY2(!name.contains(QStringLiteral("--")), qPrintable(name));
        // stable: the same app and task give the same name every time
        QCOMPARE(
            ChartNames::cronJobName(app, task(QStringLiteral("bin/report"), QStringLiteral("@daily"))), name);
        QCOMPARE(ChartNames::cronJobPrefix(app), expectedPrefix);
        // the Job a manual run creates from it fits a label value too
        const QString manual = ChartNames::manualCronJobName(name, QStringLiteral("ab12c"));
        QVERIFY2(manual.size() <= 63 && Validator::isDns1123Label(manual), qPrintable(manual));
        QVERIFY(manual.endsWith(QStringLiteral("-manual-ab12c")));
    }

    void shortNamesKeepTheSuffixTheyHadBefore()
    {
        // app names that always fitted keep "<app>-cron-<shortId>": no CronJob is renamed by an upgrade
        const CronTask t = task(QStringLiteral("bin/report"), QStringLiteral("@daily"));
        QCOMPARE(
            ChartNames::cronJobName(QStringLiteral("shop"), t), QStringLiteral("shop-cron-") + t.shortId());
    }

    void twoLongAppsSharingTheCutGetDifferentNames()
    {
        const QString base = QString(36, QLatin1Char('s'));
        const CronTask t = task(QStringLiteral("bin/report"), QStringLiteral("@daily"));
        const QString one = ChartNames::cronJobName(base + QStringLiteral("-one"), t);
        const QString two = ChartNames::cronJobName(base + QStringLiteral("-two"), t);
        QVERIFY2(one != two, qPrintable(one));
        QVERIFY(one.startsWith(base + QStringLiteral("-cron-")));
    }

    void aChangedTaskGetsANewName()
    {
        const QString app = QString(45, QLatin1Char('q'));
        QVERIFY(ChartNames::cronJobName(app, task(QStringLiteral("a"), QStringLiteral("@daily")))
            != ChartNames::cronJobName(app, task(QStringLiteral("a"), QStringLiteral("@hourly"))));
    }

    void dokkuCronId_data()
    {
        QTest::addColumn<QString>("app");
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("schedule");
        QTest::addColumn<QString>("expected");
        // base36 of the bytes as one big-endian number (computed independently with Python's int())
        QTest::newRow("a short task") << "a"
                                      << "x"
                                      << "@daily"
                                      << "43jgdag3561copxqgjodbt";
        QTest::newRow("the shop's clearsessions task")
            << "shop"
            << "python manage.py clearsessions"
            << "*/15 * * * *"
            << "2e0k07pm5pifqfruv7m86meac3rw6n6svcwdid93xtu0ouh61cbpk2qhyihljumntdijwq03l8wbyc7qi";
    }
    void dokkuCronId()
    {
        QFETCH(QString, app);
        QFETCH(QString, command);
        QFETCH(QString, schedule);
        QFETCH(QString, expected);
        QCOMPARE(task(command, schedule).dokkuCronId(app), expected);
    }

    void anOverlongDokkuInputHasNoId()
    {
        const CronTask t
            = task(QString(CronTask::MaxDokkuIdInput, QLatin1Char('x')), QStringLiteral("@daily"));
        QVERIFY(t.dokkuCronId(QStringLiteral("shop")).isEmpty());
    }

    void liveCronJobsKeepTheirNames_data()
    {
        QTest::addColumn<QString>("owner");
        QTest::addColumn<bool>("dokkuId");
        QTest::addColumn<QString>("annotatedSuffix");
        QTest::newRow("a HelmDeck CronJob is found by its helmdeck.dev/cron-id")
            << "helmdeck.dev" << false << "abcdef0123";
        QTest::newRow("a Dokku CronJob is found by dokku.com/cron-id and dokku.com/job-suffix")
            << "dokku.com" << true << "0123456789";
        QTest::newRow("a Dokku CronJob without job-suffix keeps the suffix of its name")
            << "dokku.com" << true << "";
    }
    void liveCronJobsKeepTheirNames()
    {
        QFETCH(QString, owner);
        QFETCH(bool, dokkuId);
        QFETCH(QString, annotatedSuffix);
        const CronTask t
            = task(QStringLiteral("python manage.py clearsessions"), QStringLiteral("*/15 * * * *"));
        const QString id = dokkuId ? t.dokkuCronId(QStringLiteral("shop")) : t.taskId();
        const QString suffix = annotatedSuffix.isEmpty() ? QStringLiteral("9f8e7d6c5b") : annotatedSuffix;
        const QByteArray json
            = cronJobList(QStringLiteral("shop-cron-") + suffix, owner, id, annotatedSuffix);
        const QMap<QString, QString> live = LiveState::cronSuffixes(json, QStringLiteral("shop"));
        QCOMPARE(AppIdentities::liveCronSuffix(live, QStringLiteral("shop"), t), suffix);
        // another task of the same app does not take that name
        QVERIFY(AppIdentities::liveCronSuffix(
            live, QStringLiteral("shop"), task(QStringLiteral("x"), QStringLiteral("@daily")))
                    .isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCronNames)
#include "tst_cronnames.moc"
