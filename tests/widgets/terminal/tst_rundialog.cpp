// SPDX-License-Identifier: GPL-3.0-or-later
// RunDialog: what it returns for a process type, the shell and a free command, and when Run is refused.
#include "terminal/rundialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLineEdit>
#include <QPushButton>
#include <QTest>

using namespace HelmDeck;

class TestRunDialog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void returnsTheChosenCommand_data();
    void returnsTheChosenCommand();
};

void TestRunDialog::returnsTheChosenCommand_data()
{
    QTest::addColumn<int>("item");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<bool>("noTty");
    QTest::addColumn<bool>("runEnabled");
    QTest::addColumn<QStringList>("command");
    QTest::addColumn<QString>("title");
    QTest::newRow("a process type runs its Procfile entry")
        << 1 << QString() << false << true << QStringList { QStringLiteral("migrate") }
        << QStringLiteral("Run migrate");
    QTest::newRow("the shell is no command")
        << 2 << QString() << false << true << QStringList() << QStringLiteral("Run shell");
    QTest::newRow("a free command is split into words without a shell")
        << 3 << QStringLiteral("rails runner 'puts 1'") << true << true
        << QStringList { QStringLiteral("rails"), QStringLiteral("runner"), QStringLiteral("puts 1") }
        << QStringLiteral("Run rails runner puts 1");
    QTest::newRow("an empty free command cannot run")
        << 3 << QStringLiteral("  ") << false << false << QStringList() << QStringLiteral("Run shell");
    QTest::newRow("an open quote cannot run") << 3 << QStringLiteral("echo 'oops") << false << false
                                              << QStringList() << QStringLiteral("Run shell");
}

void TestRunDialog::returnsTheChosenCommand()
{
    QFETCH(int, item);
    QFETCH(QString, typed);
    QFETCH(bool, noTty);
    QFETCH(bool, runEnabled);
    QFETCH(QStringList, command);
    QFETCH(QString, title);
    RunDialog dialog(QStringLiteral("shop"), { QStringLiteral("web"), QStringLiteral("migrate") });
    QCOMPARE(dialog.whatBox()->count(), 4);
    QCOMPARE(dialog.whatBox()->currentIndex(), 3); // a free command is the default
    dialog.whatBox()->setCurrentIndex(item);
    QCOMPARE(dialog.commandEdit()->isEnabled(), item == 3);
    dialog.commandEdit()->setText(typed);
    dialog.noTtyBox()->setChecked(noTty);
    dialog.keepBox()->setChecked(true);
    QCOMPARE(dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->isEnabled(), runEnabled);
    if (!runEnabled)
        return;
    const RunChoice choice = dialog.choice();
    QCOMPARE(choice.command, command);
    QCOMPARE(choice.tty, !noTty);
    QVERIFY(choice.keep);
    QCOMPARE(choice.title(), title);
}

QTEST_MAIN(TestRunDialog)
#include "tst_rundialog.moc"
