// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/domainlistmodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace HelmDeck;

class TestDomainListModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void modelTester()
    {
        DomainListModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setDomains({ QStringLiteral("app.example.com"), QStringLiteral("www.example.com") });
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.columnCount(), 1);
        QVERIFY(model.insertRows(0, 2));
        // Placeholders never collide with what is there.
        QCOMPARE(model.domains().at(0), QStringLiteral("app-2.example.com"));
        QCOMPARE(model.domains().at(1), QStringLiteral("app-3.example.com"));
        QVERIFY(model.removeRows(0, 3));
        QCOMPARE(model.domains(), QStringList { QStringLiteral("www.example.com") });
    }

    void setData_data()
    {
        QTest::addColumn<QString>("value");
        QTest::addColumn<bool>("accepted");
        QTest::addColumn<QString>("stored");

        QTest::addRow("plain") << "shop.example.org" << true << "shop.example.org";
        QTest::addRow("lower-cased and trimmed") << "  API.Example.COM " << true << "api.example.com";
        QTest::addRow("wildcard") << "*.example.com" << true << "*.example.com";
        QTest::addRow("malformed: validator's call") << "not a domain" << true << "not a domain";
        QTest::addRow("empty") << "   " << false << "app.example.com";
        QTest::addRow("duplicate") << "WWW.example.com" << false << "app.example.com";
    }

    void setData()
    {
        QFETCH(QString, value);
        QFETCH(bool, accepted);
        QFETCH(QString, stored);

        DomainListModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setDomains({ QStringLiteral("app.example.com"), QStringLiteral("www.example.com") });
        QSignalSpy edited(&model, &EditableTableModel::edited);
        QSignalSpy rejected(&model, &EditableTableModel::editRejected);
        QCOMPARE(model.setData(model.index(0, 0), value), accepted);
        QCOMPARE(model.domains().constFirst(), stored);
        QCOMPARE(edited.count(), accepted ? 1 : 0);
        QCOMPARE(rejected.count(), accepted ? 0 : 1);
    }
};

QTEST_GUILESS_MAIN(TestDomainListModel)
#include "tst_domainlistmodel.moc"
