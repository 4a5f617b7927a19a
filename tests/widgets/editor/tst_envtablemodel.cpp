// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/envtablemodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace HelmDeck;

class TestEnvTableModel : public QObject
{
    Q_OBJECT

private:
    static QList<EnvVar> sample()
    {
        EnvVar a;
        a.name = QStringLiteral("DATABASE_URL");
        a.value = QStringLiteral("postgres://db/app");
        EnvVar b;
        b.name = QStringLiteral("API_TOKEN");
        b.value = QStringLiteral("s3cr3t");
        b.secret = true;
        return { a, b };
    }

private Q_SLOTS:
    void modelTester()
    {
        EnvTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setEnv(sample());
        QCOMPARE(model.rowCount(), 2);
        QVERIFY(model.insertRows(0, 2));
        QCOMPARE(model.env().at(0).name, QStringLiteral("NEW_VAR"));
        QCOMPARE(model.env().at(1).name, QStringLiteral("NEW_VAR_2"));
        QVERIFY(model.setData(model.index(1, EnvTableModel::ValueColumn), QStringLiteral("x")));
        QVERIFY(model.removeRows(1, 2));
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.env().at(1).name, QStringLiteral("API_TOKEN"));
        QVERIFY(!model.removeRows(-1, 1));
    }

    void secretsAreMasked()
    {
        EnvTableModel model;
        model.setEnv(sample());
        const QModelIndex secret = model.index(1, EnvTableModel::ValueColumn);
        QVERIFY(!secret.data(Qt::DisplayRole).toString().contains(QLatin1String("s3cr3t")));
        QCOMPARE(secret.data(Qt::EditRole).toString(), QStringLiteral("s3cr3t"));
        QCOMPARE(model.index(0, EnvTableModel::ValueColumn).data().toString(),
            QStringLiteral("postgres://db/app"));
    }

    void secretColumnMasksAndUnmasks()
    {
        EnvTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setEnv(sample());
        const QModelIndex plainCheck = model.index(0, EnvTableModel::SecretColumn);
        const QModelIndex plainValue = model.index(0, EnvTableModel::ValueColumn);
        QVERIFY(model.flags(plainCheck) & Qt::ItemIsUserCheckable);
        QVERIFY(!(model.flags(plainCheck) & Qt::ItemIsEditable));
        QCOMPARE(plainCheck.data(Qt::CheckStateRole).toInt(), int(Qt::Unchecked));
        QCOMPARE(
            model.index(1, EnvTableModel::SecretColumn).data(Qt::CheckStateRole).toInt(), int(Qt::Checked));

        QSignalSpy edited(&model, &EditableTableModel::edited);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QVERIFY(model.setData(plainCheck, int(Qt::Checked), Qt::CheckStateRole));
        QCOMPARE(edited.count(), 1);
        QVERIFY(model.env().constFirst().secret);
        QCOMPARE(plainValue.data().toString(), EnvTableModel::mask());
        QVERIFY(plainValue.data(EnvTableModel::SecretRole).toBool());
        // The view learns that the masked value column changed too.
        QCOMPARE(changed.constLast().at(0).toModelIndex(), plainValue);
        QCOMPARE(plainValue.data(Qt::EditRole).toString(), QStringLiteral("postgres://db/app"));

        QVERIFY(model.setData(plainCheck, int(Qt::Unchecked), Qt::CheckStateRole));
        QCOMPARE(plainValue.data().toString(), QStringLiteral("postgres://db/app"));
        QVERIFY(model.setData(plainCheck, QStringLiteral("true")));
        QVERIFY(model.env().constFirst().secret);
        QVERIFY(!model.setData(plainCheck, QStringLiteral("perhaps")));
        QCOMPARE(edited.count(), 3);

        // An empty secret shows nothing rather than a mask that suggests a value.
        QVERIFY(model.setData(plainValue, QString()));
        QCOMPARE(plainValue.data().toString(), QString());
    }

    void setData_data()
    {
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("value");
        QTest::addColumn<bool>("accepted");
        QTest::addColumn<QString>("stored");

        QTest::addRow("rename") << int(EnvTableModel::NameColumn) << " DB_URL " << true << "DB_URL";
        QTest::addRow("odd name: validator's call")
            << int(EnvTableModel::NameColumn) << "1BAD NAME" << true << "1BAD NAME";
        QTest::addRow("empty name") << int(EnvTableModel::NameColumn) << "" << false << "DATABASE_URL";
        QTest::addRow("duplicate name")
            << int(EnvTableModel::NameColumn) << "API_TOKEN" << false << "DATABASE_URL";
        QTest::addRow("value kept verbatim")
            << int(EnvTableModel::ValueColumn) << "  0755 " << true << "  0755 ";
        QTest::addRow("empty value") << int(EnvTableModel::ValueColumn) << "" << true << "";
    }

    void setData()
    {
        QFETCH(int, column);
        QFETCH(QString, value);
        QFETCH(bool, accepted);
        QFETCH(QString, stored);

        EnvTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setEnv(sample());
        QSignalSpy edited(&model, &EditableTableModel::edited);
        QSignalSpy rejected(&model, &EditableTableModel::editRejected);
        const QModelIndex index = model.index(0, column);
        QCOMPARE(model.setData(index, value), accepted);
        QCOMPARE(index.data(Qt::EditRole).toString(), stored);
        QCOMPARE(edited.count(), accepted ? 1 : 0);
        QCOMPARE(rejected.count(), accepted ? 0 : 1);
        QCOMPARE(column == EnvTableModel::NameColumn ? model.env().constFirst().name
                                                     : model.env().constFirst().value,
            stored);
    }
};

QTEST_GUILESS_MAIN(TestEnvTableModel)
#include "tst_envtablemodel.moc"
