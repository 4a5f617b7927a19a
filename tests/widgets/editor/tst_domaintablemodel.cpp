// SPDX-License-Identifier: GPL-3.0-or-later
// The Domains page's table: host, path, port map, TLS mode and cert-manager issuer per domain.
#include "editor/domaintablemodel.h"
#include "forms/tableform.h"

#include <QApplication>
#include <QLineEdit>

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace HelmDeck;

namespace {

QList<Domain> twoDomains()
{
    Domain api(QStringLiteral("api.example.com"));
    api.path = QStringLiteral("/api");
    api.port = QStringLiteral("http-8080-8080");
    api.tls.mode = DomainTls::Mode::CertManager;
    api.tls.issuer = QStringLiteral("letsencrypt-prod");
    return { Domain(QStringLiteral("www.example.com")), api };
}

} // namespace

class TestDomainTableModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rowsInsertAndRemoveUnderTheModelTester()
    {
        DomainTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setDomains(twoDomains());
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.columnCount(), int(DomainTableModel::ColumnCount));
        QVERIFY(model.insertRows(0, 2));
        // New hosts never collide with what is there; they have the defaults.
        QCOMPARE(model.domains().at(0).host, QStringLiteral("app.example.com"));
        QCOMPARE(model.domains().at(1).host, QStringLiteral("app-2.example.com"));
        QVERIFY(model.domains().at(0).isPlain());
        QVERIFY(model.removeRows(0, 3));
        QCOMPARE(model.domains().size(), 1);
        QCOMPARE(model.domains().constFirst(), twoDomains().at(1));
    }

    void cellsShowTheDomain()
    {
        DomainTableModel model;
        model.setDomains(twoDomains());
        const auto cell
            = [&model](int row, int column) { return model.index(row, column).data().toString(); };
        QCOMPARE(cell(0, DomainTableModel::PathColumn), QStringLiteral("/"));
        QCOMPARE(cell(0, DomainTableModel::PortColumn), QStringLiteral("primary"));
        QCOMPARE(cell(0, DomainTableModel::TlsColumn), QStringLiteral("none"));
        QCOMPARE(cell(0, DomainTableModel::IssuerColumn), QString());
        QCOMPARE(cell(1, DomainTableModel::PortColumn), QStringLiteral("http-8080-8080"));
        QCOMPARE(cell(1, DomainTableModel::TlsColumn), QStringLiteral("cert-manager"));
        QCOMPARE(cell(1, DomainTableModel::IssuerColumn), QStringLiteral("letsencrypt-prod"));
        QCOMPARE(cell(1, DomainTableModel::IssuerKindColumn), QStringLiteral("ClusterIssuer"));
    }

    void setData_data()
    {
        QTest::addColumn<int>("row");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("value");
        QTest::addColumn<bool>("accepted");
        QTest::addColumn<QString>("stored"); // the cell's text afterwards

        const int host = DomainTableModel::HostColumn;
        const int path = DomainTableModel::PathColumn;
        const int port = DomainTableModel::PortColumn;
        const int tls = DomainTableModel::TlsColumn;
        const int kind = DomainTableModel::IssuerKindColumn;
        QTest::addRow("a host is lower-cased and trimmed")
            << 0 << host << "  Shop.Example.ORG " << true << "shop.example.org";
        QTest::addRow("a malformed host is the Validator's call")
            << 0 << host << "not a host" << true << "not a host";
        QTest::addRow("an empty host is refused") << 0 << host << "  " << false << "www.example.com";
        QTest::addRow("another row's host with another path is accepted")
            << 0 << host << "API.example.com" << true << "api.example.com"; // same host, other path: fine
        QTest::addRow("a path the host has on no other row is accepted")
            << 1 << path << "/" << true << "/"; // api.example.com "/" is not taken
        QTest::addRow("an empty path is /") << 1 << path << "" << true << "/";
        QTest::addRow("a port map name is kept") << 0 << port << "http-80-5000" << true << "http-80-5000";
        QTest::addRow("primary is the primary port map") << 1 << port << "primary" << true << "primary";
        QTest::addRow("TLS takes the label") << 0 << tls << "Let's Encrypt" << true << "Let's Encrypt";
        QTest::addRow("TLS takes the project file's spelling")
            << 0 << tls << "letsencrypt" << true << "Let's Encrypt";
        QTest::addRow("an unknown TLS mode is refused") << 0 << tls << "self-signed" << false << "none";
        QTest::addRow("the issuer kind Issuer") << 1 << kind << "Issuer" << true << "Issuer";
        QTest::addRow("an unknown issuer kind is refused")
            << 1 << kind << "Vault" << false << "ClusterIssuer";
    }

    void setData()
    {
        QFETCH(int, row);
        QFETCH(int, column);
        QFETCH(QString, value);
        QFETCH(bool, accepted);
        QFETCH(QString, stored);

        DomainTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setDomains(twoDomains());
        QSignalSpy rejected(&model, &EditableTableModel::editRejected);
        QCOMPARE(model.setData(model.index(row, column), value), accepted);
        QCOMPARE(model.index(row, column).data().toString(), stored);
        QCOMPARE(rejected.count(), accepted ? 0 : 1);
    }

    void aHostAndPathTwiceIsRefused()
    {
        DomainTableModel model;
        model.setDomains(twoDomains());
        QSignalSpy rejected(&model, &EditableTableModel::editRejected);
        QVERIFY(model.setData(model.index(0, DomainTableModel::PathColumn), QStringLiteral("/api")));
        QVERIFY(
            !model.setData(model.index(0, DomainTableModel::HostColumn), QStringLiteral("api.example.com")));
        QCOMPARE(rejected.count(), 1);
        QCOMPARE(model.domains().constFirst().host, QStringLiteral("www.example.com"));
    }

    void theIssuerIsEditableOnlyForCertManager()
    {
        DomainTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setDomains(twoDomains());
        const QModelIndex issuer = model.index(0, DomainTableModel::IssuerColumn);
        QVERIFY(!(model.flags(issuer) & Qt::ItemIsEditable));
        QVERIFY(model.flags(model.index(1, DomainTableModel::IssuerColumn)) & Qt::ItemIsEditable);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QSignalSpy edited(&model, &EditableTableModel::edited);
        QVERIFY(model.setData(model.index(0, DomainTableModel::TlsColumn), QStringLiteral("cert-manager")));
        QCOMPARE(edited.count(), 1);
        // The row's issuer cells are part of the change: they turn editable.
        QCOMPARE(changed.constFirst().at(1).value<QModelIndex>().column(),
            int(DomainTableModel::IssuerKindColumn));
        QVERIFY(model.flags(issuer) & Qt::ItemIsEditable);
        QVERIFY(model.setData(issuer, QStringLiteral("internal-ca")));
        QCOMPARE(model.domains().constFirst().tls.issuer, QStringLiteral("internal-ca"));
        QCOMPARE(model.domains().constFirst().tls.mode, DomainTls::Mode::CertManager);
    }

    void unchangedValuesAreNoEdit()
    {
        DomainTableModel model;
        model.setDomains(twoDomains());
        QSignalSpy edited(&model, &EditableTableModel::edited);
        for (int c = 0; c < model.columnCount(); ++c)
            QVERIFY(model.setData(model.index(1, c), model.index(1, c).data()));
        QCOMPARE(edited.count(), 0);
        QCOMPARE(model.domains(), twoDomains());
    }

    void aPlaceholderIsKeptOnlyWhenItsEditIsCommitted_data()
    {
        QTest::addColumn<QString>("typed"); // empty: the placeholder as it is
        QTest::addColumn<int>("key");
        QTest::addColumn<QStringList>("hosts");
        QTest::addColumn<bool>("refused");
        const QStringList before { QStringLiteral("www.example.com"), QStringLiteral("api.example.com") };
        QTest::addRow("Add then Escape leaves no placeholder")
            << QString() << int(Qt::Key_Escape) << before << false;
        QTest::addRow("Add, type, then Escape leaves no placeholder")
            << QStringLiteral("shop.example.com") << int(Qt::Key_Escape) << before << false;
        QTest::addRow("a rejected duplicate leaves no placeholder and says why")
            << QStringLiteral("www.example.com") << int(Qt::Key_Return) << before << true;
        QTest::addRow("a new host is kept")
            << QStringLiteral("shop.example.com") << int(Qt::Key_Return)
            << before + QStringList { QStringLiteral("shop.example.com") } << false;
        QTest::addRow("Return on the placeholder keeps it")
            << QString() << int(Qt::Key_Return) << before + QStringList { QStringLiteral("app.example.com") }
            << false;
    }

    void aPlaceholderIsKeptOnlyWhenItsEditIsCommitted()
    {
        QFETCH(QString, typed);
        QFETCH(int, key);
        QFETCH(QStringList, hosts);
        QFETCH(bool, refused);
        DomainTableModel model;
        model.setDomains(twoDomains());
        TableForm form(&model, QString());
        form.show();
        QVERIFY(QTest::qWaitForWindowActive(&form));
        form.addRow();
        QCOMPARE(model.rowCount(), 3);
        auto *editor = qobject_cast<QLineEdit *>(QApplication::focusWidget());
        QVERIFY(editor);
        QCOMPARE(editor->text(), QStringLiteral("app.example.com"));
        if (!typed.isEmpty()) {
            editor->selectAll();
            QTest::keyClicks(editor, typed);
        }
        QTest::keyClick(editor, Qt::Key(key));
        QTRY_COMPARE(model.rowCount(), hosts.size());
        QTest::qWait(50); // the queued check has run
        QStringList shown;
        for (const Domain &d : model.domains())
            shown.append(d.host);
        QCOMPARE(shown, hosts);
        QCOMPARE(form.rejectionText().contains(QLatin1String("already")), refused);
        // The next Add starts from a clean slate.
        form.addRow();
        QCOMPARE(model.rowCount(), hosts.size() + 1);
    }
};

QTEST_MAIN(TestDomainTableModel)
#include "tst_domaintablemodel.moc"
