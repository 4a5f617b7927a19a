// SPDX-License-Identifier: GPL-3.0-or-later
// Strict mode through the command-line binary: each kind of warning × {strict off, --strict, the
// project's strict: true} → the exit code and the finding's severity, for `check`, `render` and
// `deploy --dry-run` (the last against the cluster fake). The core's table: tst_strictmode.
#include "clitestutil.h"
#include "clusterfixture.h"
#include "strictkinds.h"

#include <QDir>
#include <QFile>
#include <QTest>

namespace {

bool write(const QString &path, const QByteArray &text)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(text) == text.size();
}

/** The stderr line holding @p message: "…: warning: …" or "…: error: … (an error in strict mode)". */
QString lineWith(const QByteArray &err, const QString &message)
{
    const QStringList lines = QString::fromUtf8(err).split(QLatin1Char('\n'));
    for (const QString &line : lines) {
        if (line.contains(message))
            return line;
    }
    return QString();
}

void verifySeverity(const CliTest::Run &r, const QString &message, bool strict)
{
    const QString line = lineWith(r.err, message);
    QVERIFY2(!line.isEmpty(), r.err.constData());
    QVERIFY2(line.contains(strict ? QStringLiteral(": error: ") : QStringLiteral(": warning: ")),
        qPrintable(line));
    QCOMPARE(line.contains(QStringLiteral("(an error in strict mode)")), strict);
    QCOMPARE(r.exitCode, strict ? 1 : 0);
}

} // namespace

class TestCliStrict : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void checkAnAppFolder_data() { StrictKinds::addAppJsonRows("check APP_DIR, "); }
    void checkAnAppFolder()
    {
        QFETCH(QByteArray, appJson);
        QFETCH(bool, strict);
        QFETCH(QString, message);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QVERIFY(write(dir.filePath(QStringLiteral("Procfile")), "web: serve\n"));
        QVERIFY(write(dir.filePath(QStringLiteral("app.json")), appJson));
        QStringList args { QStringLiteral("check"), QStringLiteral("--image"),
            QStringLiteral("registry.example.com/shop:1") };
        if (strict)
            args << QStringLiteral("--strict");
        const CliTest::Run r = CliTest::run(args << dir.path());
        verifySeverity(r, message, strict);
        // the import summary is printed either way, as an info
        QVERIFY2(r.err.contains(": info: read Procfile: 1 process type; app.json: "), r.err.constData());
    }

    void checkAProject_data() { StrictKinds::addProjectRows(); }
    void checkAProject()
    {
        QFETCH(QByteArray, file);
        QFETCH(bool, flag);
        QFETCH(QString, message);
        QFETCH(bool, strict);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("helmdeck.yaml"));
        QVERIFY(write(path, file));
        QStringList args { QStringLiteral("check") };
        if (flag)
            args << QStringLiteral("--strict");
        verifySeverity(CliTest::run(args << path), message, strict);
    }

    void renderAProject_data() { StrictKinds::addRenderRows(); }
    void renderAProject()
    {
        QFETCH(QByteArray, file);
        QFETCH(bool, flag);
        QFETCH(QString, message);
        QFETCH(bool, strict);
        const QString helm = TestUtil::helm(3);
        QVERIFY2(!helm.isEmpty(), "no helm binary configured: run scripts/setup.sh deps");
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("helmdeck.yaml"));
        QVERIFY(write(path, file));
        QStringList args { QStringLiteral("render"), QStringLiteral("--helm"), helm };
        if (flag)
            args << QStringLiteral("--strict");
        const CliTest::Run r = CliTest::run(args << path);
        verifySeverity(r, message, strict);
        // nothing is rendered under strict mode; the manifests otherwise
        QCOMPARE(r.out.contains("kind: Deployment"), !strict);
    }

    void deployDryRun_data() { StrictKinds::addDeployRows(); }
    void deployDryRun()
    {
        QFETCH(QByteArray, file);
        QFETCH(bool, flag);
        QFETCH(QString, message);
        QFETCH(bool, strict);
        TestUtil::ClusterFixture cluster(3);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        QTemporaryDir home;
        QVERIFY(home.isValid());
        QVERIFY(write(home.filePath(QStringLiteral("kubeconfig")),
            "apiVersion: v1\nkind: Config\ncurrent-context: k3s\n"
            "clusters:\n- name: k3s\n  cluster: {server: https://127.0.0.1:6443}\n"
            "contexts:\n- name: k3s\n  context: {cluster: k3s, user: dev}\n"
            "users:\n- name: dev\n  user: {}\n"));
        const QString project = home.filePath(QStringLiteral("helmdeck.yaml"));
        QVERIFY(write(project, file));
        QProcessEnvironment env = cluster.environment();
        env.insert(QStringLiteral("KUBECONFIG"), home.filePath(QStringLiteral("kubeconfig")));
        env.insert(QStringLiteral("HOME"), home.path());
        env.insert(QStringLiteral("DOCKER_CONFIG"), home.path() + QStringLiteral("/docker"));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.path() + QStringLiteral("/config"));
        env.insert(QStringLiteral("HELMDECK_HELM"), cluster.binDir() + QStringLiteral("/helm"));
        env.insert(QStringLiteral("HELMDECK_KUBECTL"), cluster.binDir() + QStringLiteral("/kubectl"));
        QStringList args { QStringLiteral("deploy"), QStringLiteral("--dry-run") };
        if (flag)
            args << QStringLiteral("--strict");
        const CliTest::Run r = CliTest::run(args << project, env);
        if (strict) {
            verifySeverity(r, message, true);
        } else {
            // a validator warning is shown by check and render; the deploy preflight shows its own
            const QString line = lineWith(r.err, message);
            QVERIFY2(line.isEmpty() || line.contains(QStringLiteral(": warning: ")), qPrintable(line));
            QVERIFY2(r.exitCode == 0, r.err.constData());
        }
        // the plan is printed either way (a dry run), and nothing was installed
        QVERIFY2(r.out.contains("Install"), r.out.constData());
        for (const auto &call : cluster.calls())
            QVERIFY2(
                !call.argv.contains(QStringLiteral("upgrade")), qPrintable(call.argv.join(QLatin1Char(' '))));
    }
};

QTEST_GUILESS_MAIN(TestCliStrict)
#include "tst_clistrict.moc"
