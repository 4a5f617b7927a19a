// SPDX-License-Identifier: GPL-3.0-or-later
// Special files where the command line reads its inputs, or where helm reads its own config as it
// starts: each is refused at once by name (docs/inputs.md), never waited on and never blamed on helm.
#include "clitestutil.h"
#include "testutil.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

namespace {

QString example()
{
    return TestUtil::sourceDir() + QStringLiteral("/examples/guestbook/helmdeck.yaml");
}

} // namespace

class TestCliInputs : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void refusedByName_data();
    void refusedByName();
};

void TestCliInputs::refusedByName_data()
{
    // in the columns "{d}" stands for a fresh private folder; what the row puts there is "setup"
    QTest::addColumn<QString>("setup"); // "fifo NAME", "dir NAME", "loop NAME" or "project-loop NAME"
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QStringList>("env"); // NAME=VALUE
    QTest::addColumn<QString>("message");

    const QStringList render { QStringLiteral("render"), example() };
    QTest::newRow("a project path that is a link loop says it is a loop")
        << QStringLiteral("loop p.yaml")
        << QStringList { QStringLiteral("check"), QStringLiteral("{d}/p.yaml") } << QStringList()
        << QStringLiteral("{d}/p.yaml: it is a loop of symbolic links");
    QTest::newRow("a folder whose helmdeck.yaml is a link loop says it is a loop, not that nothing is there")
        << QStringLiteral("loop helmdeck.yaml")
        << QStringList { QStringLiteral("check"), QStringLiteral("{d}") } << QStringList()
        << QStringLiteral("{d}/helmdeck.yaml: it is a loop of symbolic links");
    QTest::newRow("a DOCKER_CONFIG whose config.json is a FIFO is refused before helm runs")
        << QStringLiteral("fifo config.json") << render << QStringList { QStringLiteral("DOCKER_CONFIG={d}") }
        << QStringLiteral("cannot read the docker config {d}/config.json: it is a FIFO (named pipe), not a "
                          "regular file; helm reads it as it starts (it would wait on it or fail), so helm "
                          "was not run");
    QTest::newRow("a KUBECONFIG that is a FIFO is refused before helm runs")
        << QStringLiteral("fifo kc") << render << QStringList { QStringLiteral("KUBECONFIG={d}/kc") }
        << QStringLiteral("cannot read the kubeconfig {d}/kc: it is a FIFO (named pipe), not a regular file; "
                          "helm reads it");
    QTest::newRow("a KUBECONFIG whose second file is a FIFO is refused before helm runs")
        << QStringLiteral("fifo kc") << render
        << QStringList { QStringLiteral("KUBECONFIG=/nonexistent/a:{d}/kc") }
        << QStringLiteral("cannot read the kubeconfig {d}/kc: it is a FIFO");
    QTest::newRow("a Helm registry config that is a FIFO is refused before helm runs")
        << QStringLiteral("fifo reg.json") << render
        << QStringList { QStringLiteral("HELM_REGISTRY_CONFIG={d}/reg.json") }
        << QStringLiteral("cannot read the Helm registry config {d}/reg.json: it is a FIFO");
    QTest::newRow("a docker config.json that is a folder is refused before helm runs")
        << QStringLiteral("dir config.json") << render << QStringList { QStringLiteral("DOCKER_CONFIG={d}") }
        << QStringLiteral("cannot read the docker config {d}/config.json: it is a directory");
    QTest::newRow("a deploy with a KUBECONFIG that is a FIFO is refused before anything runs")
        << QStringLiteral("fifo kc")
        << QStringList { QStringLiteral("deploy"), QStringLiteral("--dry-run"), QStringLiteral("--context"),
               QStringLiteral("x"), example() }
        << QStringList { QStringLiteral("KUBECONFIG={d}/kc") }
        << QStringLiteral("cannot read the kubeconfig {d}/kc: it is a FIFO");
    // outputs too: QSaveFile would rename its temporary file over the FIFO or device node
    QTest::newRow("render -o onto a FIFO writes nothing and leaves the FIFO")
        << QStringLiteral("fifo out.yaml")
        << QStringList { QStringLiteral("render"), example(), QStringLiteral("-o"),
               QStringLiteral("{d}/out.yaml") }
        << QStringList() << QStringLiteral("{d}/out.yaml: error: not a regular file");
    QTest::newRow("import -o --force onto a FIFO writes nothing and leaves the FIFO")
        << QStringLiteral("fifo p.yaml")
        << QStringList { QStringLiteral("import"),
               TestUtil::sourceDir() + QStringLiteral("/examples/guestbook"), QStringLiteral("-o"),
               QStringLiteral("{d}/p.yaml"), QStringLiteral("--force") }
        << QStringList() << QStringLiteral("cannot save {d}/p.yaml: it is not a regular file");
}

void TestCliInputs::refusedByName()
{
    QFETCH(QString, setup);
    QFETCH(QStringList, args);
    QFETCH(QStringList, env);
    QFETCH(QString, message);
    const QString helm = TestUtil::helm(4).isEmpty() ? TestUtil::helm(3) : TestUtil::helm(4);
    QVERIFY2(!helm.isEmpty(), "no helm binary configured: run scripts/setup.sh deps");
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString d = dir.path();
    const QString kind = setup.section(QLatin1Char(' '), 0, 0);
    const QString path = d + QLatin1Char('/') + setup.section(QLatin1Char(' '), 1);
    if (kind == QLatin1String("fifo"))
        QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
    else if (kind == QLatin1String("dir"))
        QVERIFY(QDir().mkpath(path));
    else if (kind == QLatin1String("loop"))
        QVERIFY(QFile::link(path, path)); // a link to itself

    QProcessEnvironment e = CliTest::environment();
    e.insert(QStringLiteral("HELMDECK_HELM"), helm);
    for (const QString &pair : std::as_const(env))
        e.insert(pair.section(QLatin1Char('='), 0, 0),
            QString(pair.section(QLatin1Char('='), 1)).replace(QStringLiteral("{d}"), d));
    QStringList argv;
    for (const QString &a : std::as_const(args))
        argv << QString(a).replace(QStringLiteral("{d}"), d);

    const CliTest::Run r = CliTest::run(argv, e);
    QVERIFY2(r.exitCode != 0 && r.exitCode != -1, r.err.constData());
    const QString err = QString::fromUtf8(r.err);
    QVERIFY2(err.contains(QString(message).replace(QStringLiteral("{d}"), d)), r.err.constData());
    // refused by name: nothing waited until a timeout and blamed the tool
    QVERIFY2(!err.contains(QLatin1String("did not answer")), r.err.constData());
    QVERIFY2(!err.contains(QLatin1String("no such file or folder")), r.err.constData());
    // and the special file is left as it was
    if (kind == QLatin1String("fifo"))
        QVERIFY(QFileInfo::exists(path) && !QFileInfo(path).isFile());
}

QTEST_GUILESS_MAIN(TestCliInputs)
#include "tst_cliinputs.moc"
