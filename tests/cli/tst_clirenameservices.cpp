// SPDX-License-Identifier: GPL-3.0-or-later
// `helmdeck rename` of an app with a bundled PostgreSQL, as a user runs it against the cluster fake
// with the system keychain (docs/project-file.md, "Renaming an app"): the new name's StatefulSet
// mounts the old claim with the old role and password, the project file pins them, the keychain
// entry moves to the new name, and a deploy afterwards reaches the same claim and password.
#include "clirunfixture.h"
#include "io/projectfile.h"
#include "secrets/secretkey.h"
#include "secrets/secretstore.h"
#include "secrets/servicecredentials.h"
#include "testutil.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace HelmDeck;

namespace {

using Run = TestUtil::CliRunFixture::Run;

/** A kubeconfig with contexts "k3s" (current) and "staging"; never any credential. */
QString writeKubeconfig(const QString &dir)
{
    const QString path = QDir(dir).filePath(QStringLiteral("kubeconfig"));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return QString();
    f.write("apiVersion: v1\nkind: Config\ncurrent-context: k3s\n"
            "clusters:\n- name: k3s\n  cluster: {server: https://127.0.0.1:6443}\n"
            "- name: staging\n  cluster: {server: https://10.0.0.5:6443}\n"
            "contexts:\n- name: k3s\n  context: {cluster: k3s, user: dev}\n"
            "- name: staging\n  context: {cluster: staging, user: dev, namespace: staging}\n"
            "users:\n- name: dev\n  user: {}\n");
    return path;
}

class CliEnv
{
public:
    explicit CliEnv(int helmMajor)
        : cluster(helmMajor)
    {
        env = cluster.environment();
        env.insert(QStringLiteral("KUBECONFIG"), writeKubeconfig(home.path()));
        env.insert(QStringLiteral("HOME"), home.path());
        env.insert(QStringLiteral("DOCKER_CONFIG"), home.path() + QStringLiteral("/docker"));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.path() + QStringLiteral("/config"));
        env.insert(QStringLiteral("HELMDECK_HELM"), cluster.binDir() + QStringLiteral("/helm"));
        env.insert(QStringLiteral("HELMDECK_KUBECTL"), cluster.binDir() + QStringLiteral("/kubectl"));
        // the fake runs the example's release gate (predeploy "flask db upgrade") on this machine
        const QString stubs = QDir(home.path()).filePath(QStringLiteral("bin"));
        QDir().mkpath(stubs);
        QFile flask(QDir(stubs).filePath(QStringLiteral("flask")));
        if (flask.open(QIODevice::WriteOnly))
            flask.write("#!/bin/sh\necho \"flask $*: done\"\n");
        flask.close();
        flask.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
        env.insert(QStringLiteral("PATH"), stubs + QLatin1Char(':') + env.value(QStringLiteral("PATH")));
        project = QDir(home.path()).filePath(QStringLiteral("helmdeck.yaml"));
        QFile::copy(TestUtil::sourceDir() + QStringLiteral("/examples/guestbook/helmdeck.yaml"), project);
        QFile::setPermissions(project, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    }

    Run helmdeck(const QStringList &args) const
    {
        QProcess p;
        p.setProcessEnvironment(env);
        p.start(TestUtil::cliBinary(), args);
        return TestUtil::CliRunFixture::finish(p, 180000);
    }

    /** Calls other than the tool detection ("version") and the read-only discovery of the cluster's APIs. */
    QStringList clusterCalls() const
    {
        QStringList out;
        const auto calls = cluster.calls();
        for (const auto &c : calls) {
            if (!c.argv.contains(QStringLiteral("version"))
                && !c.argv.contains(QStringLiteral("api-versions"))
                && !c.argv.contains(QStringLiteral("api-resources")))
                out.append(c.tool + QLatin1Char(' ') + c.argv.join(QLatin1Char(' ')));
        }
        return out;
    }

    QTemporaryDir home;
    TestUtil::ClusterFixture cluster;
    QProcessEnvironment env;
    QString project;
};

} // namespace

class TestCliRenameServices : public QObject
{
    Q_OBJECT

    static QString secretValue(const CliEnv &cli, const QString &name, const QString &key)
    {
        const QJsonObject secret
            = cli.cluster.object(QStringLiteral("default"), QStringLiteral("Secret"), name);
        return QString::fromUtf8(QByteArray::fromBase64(
            secret.value(QStringLiteral("data")).toObject().value(key).toString().toUtf8()));
    }

    static QString claimOf(const CliEnv &cli, const QString &statefulSet)
    {
        const QJsonObject sts
            = cli.cluster.object(QStringLiteral("default"), QStringLiteral("StatefulSet"), statefulSet);
        const QJsonArray volumes = sts.value(QStringLiteral("spec"))
                                       .toObject()
                                       .value(QStringLiteral("template"))
                                       .toObject()
                                       .value(QStringLiteral("spec"))
                                       .toObject()
                                       .value(QStringLiteral("volumes"))
                                       .toArray();
        for (const QJsonValue &v : volumes) {
            const QJsonObject claim = v.toObject().value(QStringLiteral("persistentVolumeClaim")).toObject();
            if (v.toObject().value(QStringLiteral("name")).toString() == QLatin1String("data")
                && !claim.isEmpty())
                return claim.value(QStringLiteral("claimName")).toString();
        }
        return QStringLiteral("(its own template)");
    }

private Q_SLOTS:
    void renameKeepsTheDatabaseAndMovesItsPassword()
    {
        SecretStore probe(SecretStore::Backend::SystemKeychain);
        QVERIFY2(probe.probeSync().ok() && probe.isPersistent(),
            "no system keychain: run under dbus-run-session with an unlocked gnome-keyring-daemon");
        CliEnv cli(4);
        QVERIFY2(cli.cluster.isValid(), qPrintable(cli.cluster.error()));
        ProjectLoadResult loaded = ProjectFile::load(cli.project);
        QVERIFY(loaded.ok);
        BackingService pg;
        pg.kind = BackingService::Kind::PostgreSQL;
        pg.envName = QStringLiteral("APP_DATABASE_URL"); // the example has a DATABASE_URL of its own
        loaded.project.apps[0].services = { pg };
        QVERIFY(ProjectFile::save(loaded.project, cli.project));

        Run r = cli.helmdeck({ QStringLiteral("deploy"), cli.project });
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QString password
            = secretValue(cli, QStringLiteral("guestbook-postgres"), QStringLiteral("POSTGRES_PASSWORD"));
        QCOMPARE(password.size(), ServiceCredentials::PasswordLength);

        r = cli.helmdeck({ QStringLiteral("rename"), QStringLiteral("visitors"), cli.project });
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("claim \"data-guestbook-postgres-0\"")), qPrintable(r.err));
        QCOMPARE(
            claimOf(cli, QStringLiteral("visitors-postgres")), QStringLiteral("data-guestbook-postgres-0"));
        QCOMPARE(secretValue(cli, QStringLiteral("visitors-postgres"), QStringLiteral("POSTGRES_PASSWORD")),
            password);
        QCOMPARE(secretValue(cli, QStringLiteral("visitors-postgres"), QStringLiteral("POSTGRES_USER")),
            QStringLiteral("guestbook"));
        const QByteArray file = TestUtil::readFile(cli.project);
        QVERIFY2(file.contains("claim: \"data-guestbook-postgres-0\""), file.constData());
        QVERIFY(file.contains("user: \"guestbook\""));
        QVERIFY(!file.contains(password.toUtf8()));
        const QString key = SecretKey::projectKeyFor(cli.project);
        SecretStore store(SecretStore::Backend::SystemKeychain);
        QCOMPARE(
            store.readSync(ServiceCredentials::key(key, QStringLiteral("visitors"), pg)).value, password);
        QCOMPARE(store.readSync(ServiceCredentials::key(key, QStringLiteral("guestbook"), pg)).status,
            SecretStore::Status::NotFound);

        r = cli.helmdeck({ QStringLiteral("deploy"), cli.project });
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(!r.err.contains(QStringLiteral("new password was generated")), qPrintable(r.err));
        QCOMPARE(
            claimOf(cli, QStringLiteral("visitors-postgres")), QStringLiteral("data-guestbook-postgres-0"));
        QCOMPARE(secretValue(cli, QStringLiteral("visitors-postgres"), QStringLiteral("POSTGRES_PASSWORD")),
            password);
        store.removeSync(ServiceCredentials::key(key, QStringLiteral("visitors"), pg));
    }
};

QTEST_GUILESS_MAIN(TestCliRenameServices)
#include "tst_clirenameservices.moc"
