// SPDX-License-Identifier: GPL-3.0-or-later
// Plan and Step without running anything: the dry-run text (shell quoting, redaction), the private
// work dir, state names.

#include "job/plan.h"
#include "job/runner.h" // StepState as a metatype

#include <QDir>
#include <QTest>

#include <sys/stat.h>

using namespace HelmDeck;

class TestPlan : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void shellQuote_data();
    void shellQuote();
    void stepDescribe_data();
    void stepDescribe();
    void planDescribe();
    void redactLongestFirst();
    void makeWorkDir();
    void indexOf();
    void stateNames_data();
    void stateNames();
};

void TestPlan::shellQuote_data()
{
    QTest::addColumn<QString>("argument");
    QTest::addColumn<QString>("quoted");
    QTest::newRow("plain") << QStringLiteral("upgrade") << QStringLiteral("upgrade");
    QTest::newRow("every safe character")
        << QStringLiteral("aZ09_@%+=:,./-") << QStringLiteral("aZ09_@%+=:,./-");
    QTest::newRow("empty") << QString() << QStringLiteral("''");
    QTest::newRow("space") << QStringLiteral("a b") << QStringLiteral("'a b'");
    QTest::newRow("single quote") << QStringLiteral("it's") << QStringLiteral("'it'\\''s'");
    QTest::newRow("dollar") << QStringLiteral("$HOME") << QStringLiteral("'$HOME'");
    QTest::newRow("cron") << QStringLiteral("*/5 * * * *") << QStringLiteral("'*/5 * * * *'");
    QTest::newRow("json") << QStringLiteral("{\"a\":1}") << QStringLiteral("'{\"a\":1}'");
    QTest::newRow("tilde") << QStringLiteral("~/x") << QStringLiteral("'~/x'");
    QTest::newRow("non-ASCII") << QStringLiteral("grün") << QStringLiteral("'grün'");
    QTest::newRow("newline") << QStringLiteral("a\nb") << QStringLiteral("'a\nb'");
}

void TestPlan::shellQuote()
{
    QFETCH(QString, argument);
    QFETCH(QString, quoted);
    QCOMPARE(HelmDeck::shellQuote(argument), quoted);
}

void TestPlan::stepDescribe_data()
{
    QTest::addColumn<QStringList>("argv");
    QTest::addColumn<QString>("planned");
    QTest::addColumn<QStringList>("redactions");
    QTest::addColumn<QString>("expected");
    const QStringList helm { QStringLiteral("helm"), QStringLiteral("upgrade"), QStringLiteral("--install"),
        QStringLiteral("config-guestbook"), QStringLiteral("/tmp/my charts/config") };
    QTest::newRow("argv") << helm << QString() << QStringList()
                          << QStringLiteral(
                                 "helm upgrade --install config-guestbook '/tmp/my charts/config'");
    QTest::newRow("planned wins") << helm
                                  << QStringLiteral("kubectl patch <live Deployments> --type merge -p …")
                                  << QStringList()
                                  << QStringLiteral("kubectl patch <live Deployments> --type merge -p …");
    QTest::newRow("argv redacted") << QStringList { QStringLiteral("tool"), QStringLiteral("--token=s3cr3t") }
                                   << QString() << QStringList { QStringLiteral("s3cr3t") }
                                   << QStringLiteral("tool --token=••••");
    QTest::newRow("planned redacted")
        << QStringList() << QStringLiteral("login -p s3cr3t") << QStringList { QStringLiteral("s3cr3t") }
        << QStringLiteral("login -p ••••");
    QTest::newRow("empty redaction ignored") << QStringList { QStringLiteral("ls") } << QString()
                                             << QStringList { QString() } << QStringLiteral("ls");
    QTest::newRow("internal") << QStringList() << QString() << QStringList() << QString();
}

void TestPlan::stepDescribe()
{
    QFETCH(QStringList, argv);
    QFETCH(QString, planned);
    QFETCH(QStringList, redactions);
    QFETCH(QString, expected);
    Step step;
    step.argv = argv;
    step.plannedCommand = planned;
    step.redactions = redactions;
    QCOMPARE(step.describe(), expected);
}

void TestPlan::planDescribe()
{
    Plan plan;
    plan.title = QStringLiteral("Deploy guestbook to k3s-local/default");
    Step preflight;
    preflight.title = QStringLiteral("Preflight");
    Step install;
    install.title = QStringLiteral("Install config-guestbook");
    install.argv = QStringList { QStringLiteral("helm"), QStringLiteral("upgrade"),
        QStringLiteral("config-guestbook"), QStringLiteral("--set"), QStringLiteral("password=pa ss") };
    install.redactions = QStringList { QStringLiteral("pa ss") };
    Step patch;
    patch.title = QStringLiteral("Prune pull secrets");
    patch.plannedCommand = QStringLiteral("kubectl patch <live Deployments>");
    plan.steps = { preflight, install, patch };
    QCOMPARE(plan.describe(),
        QStringLiteral("Deploy guestbook to k3s-local/default\n"
                       "1. Preflight\n"
                       "2. Install config-guestbook: helm upgrade config-guestbook --set "
                       "'password=••••'\n"
                       "3. Prune pull secrets: kubectl patch <live Deployments>"));
}

void TestPlan::redactLongestFirst()
{
    Step step;
    step.redactions = QStringList { QStringLiteral("abc"), QStringLiteral("abcdef") };
    QCOMPARE(step.redact(QStringLiteral("x abcdef y abc")), QStringLiteral("x •••• y ••••"));
}

void TestPlan::makeWorkDir()
{
    Plan plan;
    QVERIFY(!plan.workDir);
    QVERIFY(plan.makeWorkDir());
    QVERIFY(plan.workDir && plan.workDir->isValid());
    const QString dir = plan.workDir->path();
    struct stat info;
    QCOMPARE(::stat(QFile::encodeName(dir).constData(), &info), 0);
    QVERIFY(S_ISDIR(info.st_mode));
    QCOMPARE(info.st_mode & 07777, 0700u);
    {
        const Plan copy = plan;
        plan = Plan();
        QVERIFY(QDir(dir).exists()); // a copy still holds it
    }
    QVERIFY(!QDir(dir).exists()); // gone with the last copy
}

void TestPlan::indexOf()
{
    Plan plan;
    Step a;
    a.id = QStringLiteral("a");
    Step b;
    b.id = QStringLiteral("b");
    plan.steps = { a, b };
    QCOMPARE(plan.indexOf(QStringLiteral("b")), 1);
    QCOMPARE(plan.indexOf(QStringLiteral("c")), -1);
}

void TestPlan::stateNames_data()
{
    QTest::addColumn<StepState>("state");
    QTest::addColumn<QString>("name");
    QTest::newRow("pending") << StepState::Pending << QStringLiteral("pending");
    QTest::newRow("running") << StepState::Running << QStringLiteral("running");
    QTest::newRow("succeeded") << StepState::Succeeded << QStringLiteral("succeeded");
    QTest::newRow("failed") << StepState::Failed << QStringLiteral("failed");
    QTest::newRow("skipped") << StepState::Skipped << QStringLiteral("skipped");
    QTest::newRow("cancelled") << StepState::Cancelled << QStringLiteral("cancelled");
    QTest::newRow("warning") << StepState::Warning << QStringLiteral("warning");
}

void TestPlan::stateNames()
{
    QFETCH(StepState, state);
    QFETCH(QString, name);
    QCOMPARE(stepStateName(state), name);
}

QTEST_GUILESS_MAIN(TestPlan)
#include "tst_plan.moc"
