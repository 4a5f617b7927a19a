// SPDX-License-Identifier: GPL-3.0-or-later
// Copy, Cut and Paste in a form table (TableClipboard) as tab-separated text: what is copied, what a
// paste adds or overwrites, and that each is one edit.
#include "edit/tableclipboard.h"
#include "editor/envtablemodel.h"
#include "forms/tableform.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QClipboard>
#include <QItemSelectionModel>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>

using namespace HelmDeck;

class TestTableClipboard : public QObject
{
    Q_OBJECT

    static QList<EnvVar> sampleEnv()
    {
        EnvVar level { QStringLiteral("LOG_LEVEL"), QStringLiteral("debug"), false };
        EnvVar token { QStringLiteral("API_TOKEN"), QStringLiteral("s3cr3t"), true };
        EnvVar mode { QStringLiteral("MODE"), QStringLiteral("0755"), false };
        return { level, token, mode };
    }

    static QString rows(const EnvTableModel &model)
    {
        QStringList out;
        for (const EnvVar &v : model.env())
            out.append(
                v.name + QLatin1Char('=') + v.value + (v.secret ? QStringLiteral(" (secret)") : QString()));
        return out.join(QLatin1Char(';'));
    }

private Q_SLOTS:
    void copiesTheSelectedRows_data()
    {
        QTest::addColumn<QList<int>>("selected");
        QTest::addColumn<QString>("text");
        QTest::addRow("one row: its cells, tab-separated, the check box as false")
            << QList<int> { 0 } << QStringLiteral("LOG_LEVEL\tdebug\tfalse\n");
        QTest::addRow("a secret value is copied masked, never in clear")
            << QList<int> { 1 } << QStringLiteral("API_TOKEN\t\u2022\u2022\u2022\u2022\ttrue\n");
        QTest::addRow("two rows: one line each, in table order")
            << QList<int> { 2, 0 } << QStringLiteral("LOG_LEVEL\tdebug\tfalse\nMODE\t0755\tfalse\n");
    }

    void copiesTheSelectedRows()
    {
        QFETCH(QList<int>, selected);
        QFETCH(QString, text);
        EnvTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setEnv(sampleEnv());
        TableForm form(&model, QString());
        for (int row : std::as_const(selected))
            form.view()->selectionModel()->select(
                model.index(row, 0), QItemSelectionModel::Select | QItemSelectionModel::Rows);
        QCOMPARE(TableClipboard::selectedText(form.view()), text);
        QVERIFY(TableClipboard::copy(&form));
        QCOMPARE(QApplication::clipboard()->text(), text);
    }

    void pastes_data()
    {
        QTest::addColumn<int>("currentRow"); // -1: no current cell
        QTest::addColumn<int>("currentColumn");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        QTest::addColumn<QString>("refusal"); // the table's refusal line, "" for none
        QTest::addRow("whole rows with no current cell are appended")
            << -1 << 0 << QStringLiteral("A\t1\tfalse\nB\t2\ttrue\n")
            << QStringLiteral("LOG_LEVEL=debug;API_TOKEN=s3cr3t (secret);MODE=0755;A=1;B=2 (secret)")
            << QString();
        QTest::addRow("whole rows pasted on a row overwrite it from the first column, then add rows")
            << 2 << 1 << QStringLiteral("MODE2\t0644\tfalse\nNEW\tx\tfalse")
            << QStringLiteral("LOG_LEVEL=debug;API_TOKEN=s3cr3t (secret);MODE2=0644;NEW=x") << QString();
        QTest::addRow("one value fills the current cell only")
            << 0 << 1 << QStringLiteral("info")
            << QStringLiteral("LOG_LEVEL=info;API_TOKEN=s3cr3t (secret);MODE=0755") << QString();
        QTest::addRow("a masked value is skipped, the secret keeps its value")
            << 1 << 0 << QStringLiteral("API_TOKEN\t\u2022\u2022\u2022\u2022\ttrue\n")
            << QStringLiteral("LOG_LEVEL=debug;API_TOKEN=s3cr3t (secret);MODE=0755") << QString();
        QTest::addRow("a new row with a name taken is not kept, and the table says why")
            << -1 << 0 << QStringLiteral("MODE\t1\tfalse\nOK\t2\tfalse\n")
            << QStringLiteral("LOG_LEVEL=debug;API_TOKEN=s3cr3t (secret);MODE=0755;OK=2")
            << QStringLiteral("There is already a variable named \"MODE\".");
    }

    void pastes()
    {
        QFETCH(int, currentRow);
        QFETCH(int, currentColumn);
        QFETCH(QString, text);
        QFETCH(QString, expected);
        QFETCH(QString, refusal);
        EnvTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setEnv(sampleEnv());
        TableForm form(&model, QString());
        if (currentRow >= 0)
            form.view()->setCurrentIndex(model.index(currentRow, currentColumn));
        QSignalSpy edited(&model, &EditableTableModel::edited);
        TableClipboard::pasteText(&form, text);
        QCOMPARE(rows(model), expected);
        // The whole paste is one edit (one undo step); none when it changed nothing.
        QCOMPARE(edited.count(),
            expected == QStringLiteral("LOG_LEVEL=debug;API_TOKEN=s3cr3t (secret);MODE=0755") ? 0 : 1);
        QVERIFY2(form.rejectionText().contains(refusal), qPrintable(form.rejectionText()));
        QCOMPARE(form.rejectionText().isEmpty(), refusal.isEmpty());
    }

    void cutRemovesTheCopiedRowsInOneEdit()
    {
        EnvTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setEnv(sampleEnv());
        TableForm form(&model, QString());
        form.view()->selectAll();
        QSignalSpy edited(&model, &EditableTableModel::edited);
        QVERIFY(TableClipboard::cut(&form));
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(edited.count(), 1);
        form.view()->setCurrentIndex(QModelIndex());
        TableClipboard::paste(&form); // back, but the secret's value was copied masked: it is empty now
        QCOMPARE(rows(model), QStringLiteral("LOG_LEVEL=debug;API_TOKEN= (secret);MODE=0755"));
    }
};

QTEST_MAIN(TestTableClipboard)
#include "tst_tableclipboard.moc"
