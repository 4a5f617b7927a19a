// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 12's "Done when" on the bundled example (examples/guestbook): a PostgreSQL service, a
// Let's Encrypt domain, an imported certificate and a registry pull secret render schema-valid
// manifests with Helm 3 and 4; a deploy against the cluster fake installs config-, tls-,
// pull-secret- and the app in that order, the imported key in no argv, log or file; a host held by
// a foreign Ingress refuses the deploy before any helm call. Needs the keychain (the key and the
// registry password live only there), so it is registered only where QtKeychain is built.
#include "certfixture.h"
#include "clirunfixture.h"
#include "clitestutil.h"
#include "clusterfixture.h"
#include "testutil.h"

#include "secrets/secretkey.h"
#include "secrets/secretstore.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace HelmDeck;

namespace {

const QString AppName = QStringLiteral("guestbook");
const QString Registry = QStringLiteral("registry.example.com");
const QString RegistryPassword = QStringLiteral("example-registry-password-4711");
const QString ChainFile = QStringLiteral("tls/wildcard.guestbook.example.com.pem");
const QString KeyFile = QStringLiteral("tls/wildcard.guestbook.example.com.example-only.key");

QString exampleDir()
{
    return TestUtil::sourceDir() + QStringLiteral("/examples/guestbook/");
}

QByteArray exampleKey()
{
    return TestUtil::readFile(exampleDir() + KeyFile);
}

/** Runs the Kubernetes schema validator (with the cert-manager kinds) on a YAML stream; empty = valid. */
QString schemaErrors(const QByteArray &yaml)
{
    QProcess node;
    node.start(QStringLiteral("node"), { TestUtil::schemaValidator() });
    if (!node.waitForStarted(10000))
        return QStringLiteral("cannot start node");
    node.write(yaml);
    node.closeWriteChannel();
    if (!node.waitForFinished(60000))
        return QStringLiteral("schema validator timed out");
    if (node.exitStatus() == QProcess::NormalExit && node.exitCode() == 0)
        return QString();
    return QString::fromUtf8(node.readAllStandardOutput() + node.readAllStandardError());
}

/**
 * A copy of the example (project file and certificate chain, not the key) in a private HOME, the
 * key and the registry password in the keychain under that copy's path, and the cluster fake.
 */
class ExampleEnv
{
public:
    explicit ExampleEnv(int helmMajor)
        : cluster(helmMajor)
    {
        const QDir home(m_home.path());
        project = home.filePath(QStringLiteral("helmdeck.yaml"));
        home.mkpath(QStringLiteral("tls"));
        if (!QFile::copy(exampleDir() + QStringLiteral("helmdeck.yaml"), project)
            || !QFile::copy(exampleDir() + ChainFile, home.filePath(ChainFile)))
            m_error = QStringLiteral("cannot copy the example into ") + m_home.path();
        QFile::setPermissions(project, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
        QFile kubeconfig(home.filePath(QStringLiteral("kubeconfig")));
        if (kubeconfig.open(QIODevice::WriteOnly))
            kubeconfig.write("apiVersion: v1\nkind: Config\ncurrent-context: k3s\n"
                             "clusters:\n- name: k3s\n  cluster: {server: https://127.0.0.1:6443}\n"
                             "contexts:\n- name: k3s\n  context: {cluster: k3s, user: dev}\n"
                             "users:\n- name: dev\n  user: {}\n");
        kubeconfig.close();
        env = cluster.environment();
        env.insert(QStringLiteral("KUBECONFIG"), kubeconfig.fileName());
        env.insert(QStringLiteral("HOME"), m_home.path());
        env.insert(QStringLiteral("DOCKER_CONFIG"), home.filePath(QStringLiteral("docker")));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
        home.mkpath(QStringLiteral("tmp")); // the temp files of every child, searched for the key
        env.insert(QStringLiteral("TMPDIR"), home.filePath(QStringLiteral("tmp")));
        env.insert(QStringLiteral("HELMDECK_HELM"), cluster.binDir() + QStringLiteral("/helm"));
        env.insert(QStringLiteral("HELMDECK_KUBECTL"), cluster.binDir() + QStringLiteral("/kubectl"));
        // the fake runs the example's release gate (predeploy "flask db upgrade") on this machine
        home.mkpath(QStringLiteral("bin"));
        QFile flask(home.filePath(QStringLiteral("bin/flask")));
        if (flask.open(QIODevice::WriteOnly))
            flask.write("#!/bin/sh\necho \"flask $*: done\"\n");
        flask.close();
        flask.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
        env.insert(QStringLiteral("PATH"),
            home.filePath(QStringLiteral("bin")) + QLatin1Char(':') + env.value(QStringLiteral("PATH")));

        // what `helmdeck certs import` and the Pull secret page would have put into the keychain
        const QString key = SecretKey::projectKeyFor(project);
        SecretStore store;
        const SecretStore::Result tls
            = store.writeSync(SecretKey::tls(key, AppName), QString::fromUtf8(exampleKey()));
        const SecretStore::Result pull
            = store.writeSync(SecretKey::registry(key, AppName, Registry), RegistryPassword);
        if (!tls.ok() || !pull.ok() || !store.isPersistent())
            m_error = QStringLiteral("no usable keychain: %1 %2 %3")
                          .arg(tls.error, pull.error, store.unavailableReason());
    }

    bool isValid() const { return m_error.isEmpty() && cluster.isValid(); }
    QString error() const { return m_error.isEmpty() ? cluster.error() : m_error; }
    QString home() const { return m_home.path(); }

    TestUtil::CliRunFixture::Run helmdeck(const QStringList &args) const
    {
        QProcess p;
        p.setProcessEnvironment(env);
        p.start(TestUtil::cliBinary(), args);
        return TestUtil::CliRunFixture::finish(p, 180000);
    }

    /** The releases `helm upgrade --install` was called for, in call order. */
    QStringList upgradedReleases() const
    {
        QStringList out;
        for (const auto &call : cluster.callsOf(QStringLiteral("helm"))) {
            if (call.argv.value(0) != QLatin1String("upgrade")
                && call.argv.value(0) != QLatin1String("install"))
                continue;
            for (int i = 1; i < call.argv.size(); ++i) { // "upgrade --install NAME CHART …"
                if (!call.argv.at(i).startsWith(QLatin1Char('-'))) {
                    out.append(call.argv.at(i));
                    break;
                }
            }
        }
        return out;
    }

    TestUtil::ClusterFixture cluster;
    QProcessEnvironment env;
    QString project;

private:
    QTemporaryDir m_home;
    QString m_error;
};

/** Every file under @p dir that holds a line of @p keyPem's body (a leak), as "path". */
QStringList filesLeaking(const QString &dir, const QByteArray &keyPem)
{
    QStringList out;
    QDirIterator it(dir, QDir::Files | QDir::Hidden | QDir::NoSymLinks, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        QFile f(path);
        if (f.size() < 64 * 1024 * 1024 && f.open(QIODevice::ReadOnly)
            && TestUtil::CertFixture::leaks(f.readAll(), keyPem))
            out.append(path);
    }
    return out;
}

QJsonObject foreignIngress(const QString &ns, const QString &host)
{
    const QJsonObject backend { { QStringLiteral("service"),
        QJsonObject { { QStringLiteral("name"), QStringLiteral("blog-web") },
            { QStringLiteral("port"), QJsonObject { { QStringLiteral("number"), 80 } } } } } };
    const QJsonObject rule { { QStringLiteral("host"), host },
        { QStringLiteral("http"),
            QJsonObject { { QStringLiteral("paths"),
                QJsonArray { QJsonObject { { QStringLiteral("path"), QStringLiteral("/") },
                    { QStringLiteral("pathType"), QStringLiteral("Prefix") },
                    { QStringLiteral("backend"), backend } } } } } } };
    const QJsonObject annotations { { QStringLiteral("meta.helm.sh/release-name"), QStringLiteral("blog") },
        { QStringLiteral("meta.helm.sh/release-namespace"), ns } };
    return QJsonObject { { QStringLiteral("apiVersion"), QStringLiteral("networking.k8s.io/v1") },
        { QStringLiteral("kind"), QStringLiteral("Ingress") },
        { QStringLiteral("metadata"),
            QJsonObject { { QStringLiteral("name"), QStringLiteral("blog-web") },
                { QStringLiteral("namespace"), ns }, { QStringLiteral("annotations"), annotations } } },
        { QStringLiteral("spec"), QJsonObject { { QStringLiteral("rules"), QJsonArray { rule } } } } };
}

} // namespace

class TestExampleProject : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(!exampleKey().isEmpty(), "the example's key is missing");
        QVERIFY2(exampleKey().contains("PRIVATE KEY"), "the example's key is not a PEM key");
    }

    void rendersSchemaValidManifests_data()
    {
        QTest::addColumn<int>("major");
        QTest::newRow("Helm 3 renders the example") << 3;
        QTest::newRow("Helm 4 renders the example") << 4;
    }
    void rendersSchemaValidManifests()
    {
        QFETCH(int, major);
        ExampleEnv example(major);
        QVERIFY2(example.isValid(), qPrintable(example.error()));
        const QString helm = example.cluster.realHelm();
        const auto r = example.helmdeck({ QStringLiteral("render"), QStringLiteral("--helm"), helm,
            QStringLiteral("--show-secrets"), example.project });
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        // every secret was found: no "renders empty" warning
        QVERIFY2(!r.err.contains(QLatin1String("renders empty")), qPrintable(r.err));
        // the releases in deploy order, each present once
        const QStringList releases { QStringLiteral("# Release: config-guestbook\n"),
            QStringLiteral("# Release: tls-guestbook\n"),
            QStringLiteral("# Release: pull-secret-guestbook\n"), QStringLiteral("# Release: guestbook\n") };
        int last = -1;
        for (const QString &release : releases) {
            const int at = r.out.indexOf(release);
            QVERIFY2(at > last, qPrintable(release));
            last = at;
        }
        for (const char *needle :
            { "kind: StatefulSet", "name: \"guestbook-postgres\"", "kind: Issuer", "type: kubernetes.io/tls",
                "type: kubernetes.io/dockerconfigjson", "DATABASE_URL", "secretName: \"tls-guestbook\"",
                "secretName: \"tls-guestbook-web\"", "host: \"guestbook.example.com\"",
                "host: \"*.guestbook.example.com\"", "name: \"pull-secret-guestbook\"" })
            QVERIFY2(r.out.contains(QLatin1String(needle)), needle);
        QCOMPARE(r.out.count(QStringLiteral("kind: Ingress")), 2);
        const QString errors = schemaErrors(r.out.toUtf8());
        QVERIFY2(errors.isEmpty(), qPrintable(errors));
        QVERIFY(!TestUtil::CertFixture::leaks(r.err.toUtf8(), exampleKey()));
        // without --show-secrets neither the key nor the registry password is printed
        const auto masked
            = example.helmdeck({ QStringLiteral("render"), QStringLiteral("--helm"), helm, example.project });
        QVERIFY2(masked.exitCode == 0, qPrintable(masked.err));
        QVERIFY(!TestUtil::CertFixture::leaks((masked.out + masked.err).toUtf8(), exampleKey()));
        QVERIFY(!masked.out.contains(QString::fromLatin1(exampleKey().mid(40, 40).toBase64())));
        QVERIFY(!masked.out.contains(RegistryPassword));
    }

    void deployInstallsTheReleasesInOrderAndTheKeyLeaksNowhere_data()
    {
        QTest::addColumn<int>("major");
        QTest::newRow("Helm 3 deploys the example") << 3;
        QTest::newRow("Helm 4 deploys the example") << 4;
    }
    void deployInstallsTheReleasesInOrderAndTheKeyLeaksNowhere()
    {
        QFETCH(int, major);
        ExampleEnv example(major);
        QVERIFY2(example.isValid(), qPrintable(example.error()));
        const auto r = example.helmdeck({ QStringLiteral("deploy"), example.project });
        QVERIFY2(r.exitCode == 0, qPrintable(r.err + r.out));
        const QStringList expected { QStringLiteral("config-guestbook"), QStringLiteral("tls-guestbook"),
            QStringLiteral("pull-secret-guestbook"), QStringLiteral("guestbook") };
        QCOMPARE(example.upgradedReleases(), expected);
        for (const QString &release : expected)
            QCOMPARE(example.cluster.release(QStringLiteral("default"), release).size(), 1);
        const QJsonObject tls = example.cluster.object(
            QStringLiteral("default"), QStringLiteral("Secret"), QStringLiteral("tls-guestbook"));
        QCOMPARE(tls.value(QLatin1String("type")).toString(), QStringLiteral("kubernetes.io/tls"));

        // the key: on no argv, in no stdin the fake logged, in nothing printed, in no file the test can reach
        const QByteArray key = exampleKey();
        for (const auto &call : example.cluster.calls()) {
            QVERIFY2(!TestUtil::CertFixture::leaks(call.argv.join(QLatin1Char(' ')).toUtf8(), key),
                qPrintable(call.tool + QLatin1Char(' ') + call.argv.join(QLatin1Char(' '))));
            QVERIFY(!TestUtil::CertFixture::leaks(call.stdinData, key));
        }
        QVERIFY(!TestUtil::CertFixture::leaks((r.out + r.err).toUtf8(), key));
        QVERIFY(!TestUtil::CertFixture::leaks(TestUtil::readFile(example.cluster.logPath()), key));
        // the fake's state file is the cluster's own storage: the Secret there must hold the key
        QCOMPARE(QByteArray::fromBase64(
                     tls[QStringLiteral("data")][QStringLiteral("tls.key")].toString().toLatin1()),
            key);
        QStringList leaks = filesLeaking(example.home(), key)
            + filesLeaking(QFileInfo(example.cluster.statePath()).absolutePath(), key);
        leaks.removeAll(example.cluster.statePath());
        // it reached helm only in a 0600 values file, gone now
        for (const auto &call : example.cluster.callsOf(QStringLiteral("helm"))) {
            for (const QJsonValue &file : call.valuesFiles) {
                QCOMPARE(file.toObject().value(QStringLiteral("mode")).toString(), QStringLiteral("0600"));
                QVERIFY(!QFileInfo::exists(file.toObject().value(QStringLiteral("path")).toString()));
            }
        }
        QVERIFY2(leaks.isEmpty(), qPrintable(leaks.join(QLatin1Char('\n'))));
        QVERIFY(!TestUtil::readFile(example.project).contains("PRIVATE KEY"));
    }

    void aHostHeldByAForeignIngressIsRefusedBeforeAnyHelmCall()
    {
        ExampleEnv example(4);
        QVERIFY2(example.isValid(), qPrintable(example.error()));
        example.cluster.addNamespace(QStringLiteral("blog"));
        example.cluster.addObject(
            foreignIngress(QStringLiteral("blog"), QStringLiteral("guestbook.example.com")));
        example.cluster.clearCalls();
        const auto r = example.helmdeck({ QStringLiteral("deploy"), example.project });
        QVERIFY2(r.exitCode != 0, qPrintable(r.err + r.out));
        const QString all = r.out + r.err;
        QVERIFY2(
            all.contains(QStringLiteral("host guestbook.example.com/ of app guestbook (namespace default) is "
                                        "already routed by Ingress blog/blog-web of release blog in "
                                        "namespace blog")),
            qPrintable(all));
        // nothing changed: no release touched, no object applied, patched, created or deleted
        static const QStringList helmChanges { QStringLiteral("upgrade"), QStringLiteral("install"),
            QStringLiteral("uninstall"), QStringLiteral("rollback") };
        static const QStringList kubectlChanges { QStringLiteral("apply"), QStringLiteral("patch"),
            QStringLiteral("create"), QStringLiteral("delete"), QStringLiteral("label"),
            QStringLiteral("annotate"), QStringLiteral("replace") };
        for (const auto &call : example.cluster.calls()) {
            const bool changes = call.tool == QLatin1String("helm")
                ? helmChanges.contains(call.argv.value(0))
                : std::any_of(call.argv.cbegin(), call.argv.cend(),
                    [](const QString &a) { return kubectlChanges.contains(a); });
            QVERIFY2(!changes, qPrintable(call.tool + QLatin1Char(' ') + call.argv.join(QLatin1Char(' '))));
        }
        QVERIFY(example.upgradedReleases().isEmpty());
        QVERIFY(
            example.cluster.release(QStringLiteral("default"), QStringLiteral("config-guestbook")).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestExampleProject)
#include "tst_exampleproject.moc"
