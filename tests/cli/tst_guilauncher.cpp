// SPDX-License-Identifier: GPL-3.0-or-later
// The window's own command line (helmdeck PROJECT, --screenshot, no display): what helmdeck-cli
// does not offer. The commands both binaries share are tst_cli and tst_commandline.
#include "testutil.h"

#include <QFileInfo>
#include <QImage>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Run
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

/** The environment without a display, with the user's HelmDeck settings out of reach. */
QProcessEnvironment headless(const QString &configDir)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    env.remove(QStringLiteral("QT_QPA_PLATFORM"));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), configDir);
    return env;
}

Run helmdeck(const QStringList &args, const QProcessEnvironment &env)
{
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(TestUtil::windowBinary(), args);
    Run r;
    if (!p.waitForFinished(120000)) {
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

QString example()
{
    return TestUtil::sourceDir() + QStringLiteral("/examples/guestbook/helmdeck.yaml");
}

} // namespace

class TestGuiLauncher : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void noDisplay_data();
    void noDisplay();
    void projectArguments_data();
    void projectArguments();
    void screenshot();
    void aFolderHoldingAProjectFileOpensIt();

private:
    QTemporaryDir m_config;
};

void TestGuiLauncher::initTestCase()
{
    QVERIFY2(!TestUtil::windowBinary().isEmpty(), "no helmdeck binary configured");
}

void TestGuiLauncher::noDisplay_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QByteArray>("stdoutHas");
    QTest::addColumn<QByteArray>("stderrHas");
    QTest::addRow("help") << QStringList { QStringLiteral("--help") } << 0 << QByteArray("[PROJECT]")
                          << QByteArray();
    QTest::addRow("version") << QStringList { QStringLiteral("--version") } << 0 << QByteArray("helmdeck ")
                             << QByteArray();
    QTest::addRow("window on a project")
        << QStringList { example() } << 1 << QByteArray() << QByteArray("no display");
    QTest::addRow("no arguments") << QStringList() << 1 << QByteArray() << QByteArray("--screenshot");
}

// Without a display the window cannot open: a clear message, never Qt's xcb abort (exit 134).
void TestGuiLauncher::noDisplay()
{
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QByteArray, stdoutHas);
    QFETCH(QByteArray, stderrHas);
    const Run r = helmdeck(args, headless(m_config.path()));
    QVERIFY2(r.exitCode == exitCode, r.err.constData());
    QVERIFY2(r.out.contains(stdoutHas), r.out.constData());
    QVERIFY2(r.err.contains(stderrHas), r.err.constData());
}

void TestGuiLauncher::projectArguments_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QByteArray>("stderrHas");
    QTest::addRow("a missing project file is a file error")
        << QStringList { QStringLiteral("/nonexistent/helmdeck.yaml") } << 1
        << QByteArray("/nonexistent/helmdeck.yaml: error: no such file or folder");
    QTest::addRow("a bare word that is no file is an unknown command")
        << QStringList { QStringLiteral("guestbook") } << 2 << QByteArray("unknown command 'guestbook'");
    QTest::addRow("two projects") << QStringList { example(), example() } << 2
                                  << QByteArray("at most one PROJECT");
}

// An argument that exists opens in the window; a path that does not is a file error; a bare word
// that is neither is a usage error (tst_commandline has the mistyped commands).
void TestGuiLauncher::projectArguments()
{
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QByteArray, stderrHas);
    QProcessEnvironment env = headless(m_config.path());
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    const Run r = helmdeck(args, env);
    QVERIFY2(r.exitCode == exitCode, r.err.constData());
    QVERIFY2(r.err.contains(stderrHas), r.err.constData());
}

void TestGuiLauncher::screenshot()
{
    const QString helm = TestUtil::helm(4);
    QVERIFY2(!helm.isEmpty(), "no helm 4 binary configured");
    QTemporaryDir tmp;
    const QString png = tmp.filePath(QStringLiteral("shot.png"));
    // the binary must choose the offscreen platform by itself
    const Run r = helmdeck({ QStringLiteral("--helm"), helm, QStringLiteral("--screenshot"), png, example() },
        headless(tmp.filePath(QStringLiteral("config"))));
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QImage image(png);
    QVERIFY(!image.isNull());
    // offscreen there is no screen to fit (Qt's is 800×600): the window's default size
    QCOMPARE(image.size(), QSize(1280, 800));
}

void TestGuiLauncher::aFolderHoldingAProjectFileOpensIt()
{
    const QString helm = TestUtil::helm(4);
    QVERIFY2(!helm.isEmpty(), "no helm 4 binary configured");
    QTemporaryDir tmp;
    const QString folder = QFileInfo(example()).absolutePath(); // Procfile, app.json and helmdeck.yaml
    const Run r = helmdeck({ QStringLiteral("--helm"), helm, QStringLiteral("--screenshot"),
                               tmp.filePath(QStringLiteral("shot.png")), folder },
        headless(tmp.filePath(QStringLiteral("config"))));
    QVERIFY2(r.exitCode == 0, r.err.constData());
    // as the command line does (README): the project, not a fresh import of its Procfile and app.json
    QVERIFY2(r.err.contains(QFile::encodeName(folder
                 + QStringLiteral("/helmdeck.yaml: info: using the project file "
                                  "in the folder"))),
        r.err.constData());
}

QTEST_GUILESS_MAIN(TestGuiLauncher)
#include "tst_guilauncher.moc"
