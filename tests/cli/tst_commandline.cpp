// SPDX-License-Identifier: GPL-3.0-or-later
// What both binaries do before any command runs: --help lists the commands, a mistyped command is
// a usage error naming them (exit 2, never a window), and helmdeck-cli links no GUI library.
#include "testutil.h"

#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Run
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

/** The binary of a data row: "helmdeck-cli" or "helmdeck". */
QString binary(const QString &name)
{
    return name == QLatin1String("helmdeck") ? TestUtil::windowBinary() : TestUtil::cliBinary();
}

/** The programs this build has: helmdeck-cli always, helmdeck only with the widgets. */
QStringList programs()
{
    QStringList names { QStringLiteral("helmdeck-cli") };
    if (!TestUtil::windowBinary().isEmpty())
        names.append(QStringLiteral("helmdeck"));
    return names;
}

/** Runs @p program without a display, so a window launch would fail loudly rather than appear. */
Run run(const QString &program, const QStringList &args)
{
    static QTemporaryDir config;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    env.remove(QStringLiteral("QT_QPA_PLATFORM"));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), config.path());
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(program, args);
    Run r;
    if (!p.waitForFinished(60000)) {
        p.kill();
        p.waitForFinished();
        r.err = "timed out";
        return r;
    }
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

const QList<QByteArray> &commands()
{
    static const QList<QByteArray> names { "import", "render", "check", "deploy", "diff", "destroy", "rename",
        "storage" };
    return names;
}

} // namespace

class TestCommandLine : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void helpListsEveryCommand_data();
    void helpListsEveryCommand();
    void mistypedCommandIsAUsageError_data();
    void mistypedCommandIsAUsageError();
    void cliRefusesWhatIsNotACommand_data();
    void cliRefusesWhatIsNotACommand();
    void cliPrintsItsVersion();
    void cliLinksNoGuiLibrary();
};

void TestCommandLine::helpListsEveryCommand_data()
{
    QTest::addColumn<QString>("program");
    for (const QString &program : programs())
        QTest::addRow("%s --help", qPrintable(program)) << program;
}

void TestCommandLine::helpListsEveryCommand()
{
    QFETCH(QString, program);
    const Run r = run(binary(program), { QStringLiteral("--help") });
    QVERIFY2(r.exitCode == 0, r.err.constData());
    for (const QByteArray &command : commands()) {
        const QRegularExpression line(
            QStringLiteral("^  %1\\b").arg(QLatin1String(command)), QRegularExpression::MultilineOption);
        QVERIFY2(line.match(QString::fromUtf8(r.out)).hasMatch(),
            QByteArray(command + " is not listed in:\n" + r.out).constData());
    }
}

void TestCommandLine::mistypedCommandIsAUsageError_data()
{
    QTest::addColumn<QString>("program");
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QByteArray>("suggestion"); // empty when no command is near
    for (const QString &program : programs()) {
        QTest::addRow("%s rendr: one letter missing", qPrintable(program))
            << program << QStringList { QStringLiteral("rendr"), QStringLiteral("helmdeck.yaml") }
            << QByteArray("render");
        QTest::addRow("%s deplyo: two letters swapped", qPrintable(program))
            << program << QStringList { QStringLiteral("deplyo") } << QByteArray("deploy");
        QTest::addRow("%s frobnicate: nothing near", qPrintable(program))
            << program << QStringList { QStringLiteral("frobnicate") } << QByteArray();
    }
}

// Never a window trying to open "rendr", never Qt's "no display" message: exit 2 with the commands.
void TestCommandLine::mistypedCommandIsAUsageError()
{
    QFETCH(QString, program);
    QFETCH(QStringList, args);
    QFETCH(QByteArray, suggestion);
    const Run r = run(binary(program), args);
    QVERIFY2(r.exitCode == 2, r.err.constData());
    QVERIFY2(r.err.contains(QByteArray("unknown command '" + args.constFirst().toUtf8() + "'")),
        r.err.constData());
    for (const QByteArray &command : commands())
        QVERIFY2(r.err.contains(command), r.err.constData());
    if (suggestion.isEmpty())
        QVERIFY2(!r.err.contains("Did you mean"), r.err.constData());
    else
        QVERIFY2(r.err.contains(QByteArray("Did you mean '" + suggestion + "'?")), r.err.constData());
    QVERIFY2(!r.err.contains("no display"), r.err.constData());
    QVERIFY(r.out.isEmpty());
}

void TestCommandLine::cliRefusesWhatIsNotACommand_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QByteArray>("stderrHas");
    QTest::addRow("no arguments") << QStringList() << QByteArray("a command is needed");
    QTest::addRow("an unknown option")
        << QStringList { QStringLiteral("--frobnicate") } << QByteArray("unknown option '--frobnicate'");
    QTest::addRow("a project, which only the window opens")
        << QStringList { TestUtil::sourceDir() + QStringLiteral("/examples/guestbook/helmdeck.yaml") }
        << QByteArray("helmdeck-cli opens no window");
    QTest::addRow("the window's --screenshot") << QStringList { QStringLiteral("--screenshot"),
        QStringLiteral("shot.png") } << QByteArray("unknown option '--screenshot'");
}

void TestCommandLine::cliRefusesWhatIsNotACommand()
{
    QFETCH(QStringList, args);
    QFETCH(QByteArray, stderrHas);
    const Run r = run(TestUtil::cliBinary(), args);
    QVERIFY2(r.exitCode == 2, r.err.constData());
    QVERIFY2(r.err.contains(stderrHas), r.err.constData());
    QVERIFY2(r.err.contains("render"), r.err.constData()); // the commands are named
}

void TestCommandLine::cliPrintsItsVersion()
{
    const Run r = run(TestUtil::cliBinary(), { QStringLiteral("--version") });
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY2(QRegularExpression(QStringLiteral("^helmdeck-cli \\d+\\.\\d+\\.\\d+\\n$"))
                 .match(QString::fromUtf8(r.out))
                 .hasMatch(),
        r.out.constData());
}

// The binary a CI runner uses must not need X, QtGui or the window's libraries.
void TestCommandLine::cliLinksNoGuiLibrary()
{
    QProcess ldd;
    ldd.start(QStringLiteral("ldd"), { TestUtil::cliBinary() });
    QVERIFY2(ldd.waitForFinished(30000), "ldd did not finish");
    QCOMPARE(ldd.exitCode(), 0);
    const QByteArray libraries = ldd.readAllStandardOutput();
    QVERIFY2(libraries.contains("libQt5Core") || libraries.contains("libQt6Core"), libraries.constData());
    for (const char *gui : { "Gui.so", "Widgets.so", "KF5SyntaxHighlighting", "KF6SyntaxHighlighting",
             "qtermwidget", "libX11", "libGL" })
        QVERIFY2(!libraries.contains(gui),
            qPrintable(
                QStringLiteral("links %1:\n%2").arg(QLatin1String(gui), QString::fromUtf8(libraries))));
}

QTEST_GUILESS_MAIN(TestCommandLine)
#include "tst_commandline.moc"
