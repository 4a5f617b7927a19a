// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/processtablemodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace HelmDeck;

class TestProcessTableModel : public QObject
{
    Q_OBJECT

private:
    static QList<ProcessType> sample()
    {
        ProcessType web;
        web.name = QStringLiteral("web");
        web.command = QStringLiteral("python3 -u web.py");
        web.replicas = 2;
        web.portMaps = { PortMap { QStringLiteral("http"), 80, 5000 } };
        HealthCheck check;
        check.path = QStringLiteral("/healthz");
        web.healthChecks = { check };
        ProcessType worker;
        worker.name = QStringLiteral("worker");
        worker.command = QStringLiteral("python3 -u worker.py");
        return { web, worker };
    }

private Q_SLOTS:
    void modelTester()
    {
        ProcessTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setProcesses(sample());
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.columnCount(), int(ProcessTableModel::ColumnCount));
        QVERIFY(model.insertRows(1, 2));
        QCOMPARE(model.rowCount(), 4);
        QVERIFY(model.setData(model.index(1, ProcessTableModel::ReplicasColumn), 4));
        QVERIFY(model.removeRows(0, 3));
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.processes().constFirst().name, QStringLiteral("worker"));
        QVERIFY(!model.removeRows(0, 2));
        QVERIFY(!model.insertRows(5, 1));
        model.setProcesses({});
        QCOMPARE(model.rowCount(), 0);
    }

    void displayData()
    {
        ProcessTableModel model;
        model.setProcesses(sample());
        QCOMPARE(model.index(0, ProcessTableModel::NameColumn).data().toString(), QStringLiteral("web"));
        QCOMPARE(model.index(0, ProcessTableModel::CommandColumn).data().toString(),
            QStringLiteral("python3 -u web.py"));
        QCOMPARE(model.index(0, ProcessTableModel::ReplicasColumn).data().toInt(), 2);
        QCOMPARE(
            model.index(0, ProcessTableModel::PortsColumn).data().toString(), QStringLiteral("http:80:5000"));
        QCOMPARE(model.index(1, ProcessTableModel::PortsColumn).data().toString(), QString());
        QCOMPARE(model.headerData(ProcessTableModel::ReplicasColumn, Qt::Horizontal).toString(),
            QStringLiteral("Replicas"));
        QVERIFY(model.flags(model.index(0, 0)) & Qt::ItemIsEditable);
    }

    void setData_data()
    {
        QTest::addColumn<int>("column");
        QTest::addColumn<QVariant>("value");
        QTest::addColumn<bool>("accepted");
        QTest::addColumn<QString>("shown"); // what the cell shows afterwards

        QTest::addRow("name") << int(ProcessTableModel::NameColumn) << QVariant(QStringLiteral(" api "))
                              << true << "api";
        QTest::addRow("name not DNS: left to the validator")
            << int(ProcessTableModel::NameColumn) << QVariant(QStringLiteral("Bad_Name!")) << true
            << "Bad_Name!";
        QTest::addRow("name empty") << int(ProcessTableModel::NameColumn) << QVariant(QStringLiteral("  "))
                                    << false << "web";
        QTest::addRow("name duplicate")
            << int(ProcessTableModel::NameColumn) << QVariant(QStringLiteral("worker")) << false << "web";
        QTest::addRow("command") << int(ProcessTableModel::CommandColumn)
                                 << QVariant(QStringLiteral("gunicorn app:app")) << true
                                 << "gunicorn app:app";
        QTest::addRow("command empty = image default")
            << int(ProcessTableModel::CommandColumn) << QVariant(QString()) << true << "";
        QTest::addRow("replicas int") << int(ProcessTableModel::ReplicasColumn) << QVariant(3) << true << "3";
        QTest::addRow("replicas text")
            << int(ProcessTableModel::ReplicasColumn) << QVariant(QStringLiteral(" 0 ")) << true << "0";
        QTest::addRow("replicas negative")
            << int(ProcessTableModel::ReplicasColumn) << QVariant(-1) << false << "2";
        QTest::addRow("replicas not a number")
            << int(ProcessTableModel::ReplicasColumn) << QVariant(QStringLiteral("three")) << false << "2";
        QTest::addRow("replicas fraction")
            << int(ProcessTableModel::ReplicasColumn) << QVariant(QStringLiteral("1.5")) << false << "2";
        QTest::addRow("ports two") << int(ProcessTableModel::PortsColumn)
                                   << QVariant(QStringLiteral("http:80:5000,https:443:5000")) << true
                                   << "http:80:5000, https:443:5000";
        QTest::addRow("ports spaces")
            << int(ProcessTableModel::PortsColumn) << QVariant(QStringLiteral(" tcp:5432:5432  udp:53:53 "))
            << true << "tcp:5432:5432, udp:53:53";
        QTest::addRow("ports none") << int(ProcessTableModel::PortsColumn) << QVariant(QString()) << true
                                    << "";
        QTest::addRow("ports missing part") << int(ProcessTableModel::PortsColumn)
                                            << QVariant(QStringLiteral("http:80")) << false << "http:80:5000";
        QTest::addRow("ports one bad of two")
            << int(ProcessTableModel::PortsColumn) << QVariant(QStringLiteral("http:80:5000, http:x:1"))
            << false << "http:80:5000";
    }

    void setData()
    {
        QFETCH(int, column);
        QFETCH(QVariant, value);
        QFETCH(bool, accepted);
        QFETCH(QString, shown);

        ProcessTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setProcesses(sample());
        QSignalSpy edited(&model, &EditableTableModel::edited);
        QSignalSpy rejected(&model, &EditableTableModel::editRejected);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);

        const QModelIndex index = model.index(0, column);
        QCOMPARE(model.setData(index, value), accepted);
        QCOMPARE(index.data().toString(), shown);
        QCOMPARE(rejected.count(), accepted ? 0 : 1);
        if (!accepted) {
            QVERIFY(!rejected.constFirst().constFirst().toString().isEmpty());
            QCOMPARE(edited.count(), 0);
            QCOMPARE(changed.count(), 0);
        }
        // The fields without a column survive every edit.
        QCOMPARE(model.processes().constFirst().healthChecks.size(), 1);
    }

    void unchangedValueIsNoEdit()
    {
        ProcessTableModel model;
        model.setProcesses(sample());
        QSignalSpy edited(&model, &EditableTableModel::edited);
        QVERIFY(model.setData(model.index(0, ProcessTableModel::ReplicasColumn), 2));
        QVERIFY(model.setData(model.index(0, ProcessTableModel::NameColumn), QStringLiteral("web")));
        QCOMPARE(edited.count(), 0);
        QVERIFY(model.setData(model.index(0, ProcessTableModel::ReplicasColumn), 5));
        QCOMPARE(edited.count(), 1);
        QCOMPARE(model.processes().constFirst().replicas, 5);
    }

    void insertGivesUniqueNames()
    {
        ProcessTableModel model;
        QSignalSpy edited(&model, &EditableTableModel::edited);
        QVERIFY(model.insertRows(0, 3));
        QCOMPARE(edited.count(), 1);
        QStringList names;
        for (const ProcessType &p : model.processes())
            names.append(p.name);
        QCOMPARE(names,
            (QStringList {
                QStringLiteral("process"), QStringLiteral("process-2"), QStringLiteral("process-3") }));
        QCOMPARE(model.rowOf(QStringLiteral("process-2")), 1);
        QCOMPARE(model.rowOf(QStringLiteral("nope")), -1);
    }

    void setDataWrongRoleOrIndex()
    {
        ProcessTableModel model;
        model.setProcesses(sample());
        QVERIFY(!model.setData(model.index(0, 0), QStringLiteral("x"), Qt::DisplayRole));
        QVERIFY(!model.setData(QModelIndex(), QStringLiteral("x")));
        QCOMPARE(model.processes().constFirst().name, QStringLiteral("web"));
    }
};

QTEST_GUILESS_MAIN(TestProcessTableModel)
#include "tst_processtablemodel.moc"
