// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/crontablemodel.h"

#include "chart/chartnames.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace HelmDeck;

class TestCronTableModel : public QObject
{
    Q_OBJECT

private:
    static QList<CronTask> sample()
    {
        CronTask a;
        a.id = QStringLiteral("nightly-report");
        a.schedule = QStringLiteral("0 3 * * *");
        a.command = QStringLiteral("python3 report.py");
        CronTask b;
        b.schedule = QStringLiteral("*/5 * * * *");
        b.command = QStringLiteral("python3 poll.py");
        b.concurrencyPolicy = QStringLiteral("Forbid");
        return { a, b };
    }

private Q_SLOTS:
    void modelTester()
    {
        CronTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setTasks(sample());
        QCOMPARE(model.rowCount(), 2);
        QVERIFY(model.insertRows(2, 1));
        QCOMPARE(model.tasks().at(2).schedule, QStringLiteral("@daily"));
        QVERIFY(
            model.setData(model.index(2, CronTableModel::SuspendColumn), Qt::Checked, Qt::CheckStateRole));
        QVERIFY(model.removeRows(0, 1));
        QCOMPARE(model.rowCount(), 2);
        model.setTasks({});
        QCOMPARE(model.rowCount(), 0);
    }

    void data()
    {
        CronTableModel model;
        model.setTasks(sample());
        QCOMPARE(
            model.index(1, CronTableModel::ScheduleColumn).data().toString(), QStringLiteral("*/5 * * * *"));
        QCOMPARE(
            model.index(1, CronTableModel::ConcurrencyColumn).data().toString(), QStringLiteral("Forbid"));
        QCOMPARE(model.index(1, CronTableModel::SuspendColumn).data(Qt::CheckStateRole).toInt(),
            int(Qt::Unchecked));
        QVERIFY(model.flags(model.index(0, CronTableModel::SuspendColumn)) & Qt::ItemIsUserCheckable);
        QVERIFY(!(model.flags(model.index(0, CronTableModel::SuspendColumn)) & Qt::ItemIsEditable));
        QCOMPARE(model.rowOf(QStringLiteral("nightly-report")), 0);
        QCOMPARE(model.rowOf(sample().at(1).taskId()), 1);
    }

    void theCronJobColumnShowsTheDerivedName()
    {
        CronTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setTasks(sample());
        const QString longName = QString(45, QLatin1Char('z'));
        model.setAppName(longName);
        for (int row = 0; row < 2; ++row) {
            const QModelIndex cell = model.index(row, CronTableModel::CronJobColumn);
            QCOMPARE(cell.data().toString(), ChartNames::cronJobName(longName, sample().at(row)));
            QVERIFY(!(model.flags(cell) & Qt::ItemIsEditable));
            QVERIFY(!model.setData(cell, QStringLiteral("mine")));
        }
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        model.setAppName(QStringLiteral("shop"));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(model.index(0, CronTableModel::CronJobColumn).data().toString(),
            ChartNames::cronJobName(QStringLiteral("shop"), sample().at(0)));
    }

    void setData_data()
    {
        QTest::addColumn<int>("column");
        QTest::addColumn<QVariant>("value");
        QTest::addColumn<int>("role");
        QTest::addColumn<bool>("accepted");
        QTest::addColumn<QVariant>("stored");

        const int edit = Qt::EditRole;
        QTest::addRow("schedule") << int(CronTableModel::ScheduleColumn)
                                  << QVariant(QStringLiteral("@hourly")) << edit << true
                                  << QVariant(QStringLiteral("@hourly"));
        QTest::addRow("bad schedule: validator's call")
            << int(CronTableModel::ScheduleColumn) << QVariant(QStringLiteral("every day")) << edit << true
            << QVariant(QStringLiteral("every day"));
        QTest::addRow("empty schedule")
            << int(CronTableModel::ScheduleColumn) << QVariant(QStringLiteral(" ")) << edit << false
            << QVariant(QStringLiteral("0 3 * * *"));
        QTest::addRow("command") << int(CronTableModel::CommandColumn)
                                 << QVariant(QStringLiteral("make report")) << edit << true
                                 << QVariant(QStringLiteral("make report"));
        QTest::addRow("policy") << int(CronTableModel::ConcurrencyColumn)
                                << QVariant(QStringLiteral("Replace")) << edit << true
                                << QVariant(QStringLiteral("Replace"));
        QTest::addRow("policy spelling normalised")
            << int(CronTableModel::ConcurrencyColumn) << QVariant(QStringLiteral("forbid")) << edit << true
            << QVariant(QStringLiteral("Forbid"));
        QTest::addRow("unknown policy")
            << int(CronTableModel::ConcurrencyColumn) << QVariant(QStringLiteral("Sometimes")) << edit
            << false << QVariant(QStringLiteral("Allow"));
        QTest::addRow("suspend check") << int(CronTableModel::SuspendColumn) << QVariant(int(Qt::Checked))
                                       << int(Qt::CheckStateRole) << true << QVariant(int(Qt::Checked));
        QTest::addRow("suspend as text")
            << int(CronTableModel::SuspendColumn) << QVariant(QStringLiteral("true")) << edit << true
            << QVariant(int(Qt::Checked));
        QTest::addRow("suspend garbage")
            << int(CronTableModel::SuspendColumn) << QVariant(QStringLiteral("maybe")) << edit << false
            << QVariant(int(Qt::Unchecked));
    }

    void setData()
    {
        QFETCH(int, column);
        QFETCH(QVariant, value);
        QFETCH(int, role);
        QFETCH(bool, accepted);
        QFETCH(QVariant, stored);

        CronTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setTasks(sample());
        QSignalSpy edited(&model, &EditableTableModel::edited);
        QSignalSpy rejected(&model, &EditableTableModel::editRejected);
        const QModelIndex index = model.index(0, column);
        QCOMPARE(model.setData(index, value, role), accepted);
        const int readRole
            = column == CronTableModel::SuspendColumn ? int(Qt::CheckStateRole) : int(Qt::EditRole);
        QCOMPARE(index.data(readRole).toString(), stored.toString());
        QCOMPARE(edited.count(), accepted ? 1 : 0);
        QCOMPARE(rejected.count(), accepted ? 0 : 1);
        // The user's id is not lost when the schedule or command change.
        QCOMPARE(model.tasks().constFirst().id, QStringLiteral("nightly-report"));
    }
};

QTEST_GUILESS_MAIN(TestCronTableModel)
#include "tst_crontablemodel.moc"
