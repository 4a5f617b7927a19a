// SPDX-License-Identifier: GPL-3.0-or-later
// KubectlTool (finding and checking kubectl) and ClusterErrors (kubectl's and helm's cluster failures).

#include "cluster/clustererrors.h"
#include "cluster/kubectltool.h"
#include "testutil.h"

#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace HelmDeck;

Q_DECLARE_METATYPE(HelmDeck::ClusterErrors::Kind)

namespace {

/** Sets an environment variable for one scope and restores it after. */
class EnvGuard
{
public:
    EnvGuard(const char *name, const QByteArray &value)
        : m_name(name)
        , m_wasSet(qEnvironmentVariableIsSet(name))
        , m_old(qgetenv(name))
    {
        if (value.isNull())
            qunsetenv(name);
        else
            qputenv(name, value);
    }
    ~EnvGuard()
    {
        if (m_wasSet)
            qputenv(m_name, m_old);
        else
            qunsetenv(m_name);
    }
    EnvGuard(const EnvGuard &) = delete;
    EnvGuard &operator=(const EnvGuard &) = delete;

private:
    const char *m_name;
    bool m_wasSet;
    QByteArray m_old;
};

bool writeFile(const QString &path, const QByteArray &text, bool executable)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(text) != text.size())
        return false;
    f.close();
    QFile::Permissions p = QFile::ReadOwner | QFile::WriteOwner;
    if (executable)
        p |= QFile::ExeOwner;
    return f.setPermissions(p);
}

/** The real kubectl the tests use (tests/CMakeLists.txt: .tools/helm4/kubectl, else /usr/bin/kubectl). */
QString realKubectl()
{
    return TestUtil::kubectl();
}

} // namespace

class TestClusterTools : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void detect_data();
    void detect();
    void detectFromEnvironment();
    void detectOnPath();
    void classify_data();
    void classify();
    void explainNamesTheServerAndKeepsTheLastLine_data();
    void explainNamesTheServerAndKeepsTheLastLine();
    void explainQuotesContext();
};

void TestClusterTools::detect_data()
{
    QTest::addColumn<QString>("file"); // "real" = the real kubectl; else a file written in a temp dir
    QTest::addColumn<QByteArray>("content"); // empty with file "missing" = not created
    QTest::addColumn<bool>("executable");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<QString>("versionOrError"); // the version (valid) or a part of the error

    QTest::newRow("real kubectl") << QStringLiteral("real") << QByteArray() << true << true
                                  << QStringLiteral("v1.");
    QTest::newRow("missing path") << QStringLiteral("missing") << QByteArray() << false << false
                                  << QStringLiteral("does not exist");
    QTest::newRow("not executable") << QStringLiteral("kubectl") << QByteArray("#!/bin/sh\nexit 0\n") << false
                                    << false << QStringLiteral("is not an executable file");
    QTest::newRow("prints garbage") << QStringLiteral("kubectl")
                                    << QByteArray("#!/bin/sh\necho 'Segmentation fault?'\n") << true << false
                                    << QStringLiteral("could not read a version");
    QTest::newRow("fails") << QStringLiteral("kubectl")
                           << QByteArray("#!/bin/sh\necho 'unknown flag: --client' >&2\nexit 3\n") << true
                           << false
                           << QStringLiteral(
                                  "the kubectl at <path> failed: \"version --client -o json\" exited "
                                  "with code 3: unknown flag: --client");
    QTest::newRow("fails saying nothing")
        << QStringLiteral("kubectl") << QByteArray("#!/bin/sh\nexit 1\n") << true << false
        << QStringLiteral("\"version --client -o json\" exited with code 1 and no output; check that it is "
                          "a working kubectl binary");
    QTest::newRow("json without gitVersion")
        << QStringLiteral("kubectl") << QByteArray("#!/bin/sh\necho '{\"clientVersion\":{}}'\n") << true
        << false << QStringLiteral("could not read a version");
    QTest::newRow("warning on stderr")
        << QStringLiteral("kubectl")
        << QByteArray("#!/bin/sh\necho 'W0101 config.go] kubeconfig is group-readable' >&2\n"
                      "echo '{\"clientVersion\":{\"major\":\"1\",\"gitVersion\":\"v1.31.2\"},"
                      "\"kustomizeVersion\":\"v5.4.2\"}'\n")
        << true << true << QStringLiteral("v1.31.2");
}

void TestClusterTools::detect()
{
    QFETCH(QString, file);
    QFETCH(QByteArray, content);
    QFETCH(bool, executable);
    QFETCH(bool, valid);
    QFETCH(QString, versionOrError);

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QString path;
    if (file == QLatin1String("real")) {
        path = realKubectl();
        QVERIFY2(QFileInfo(path).isExecutable(),
            "HELMDECK_TEST_KUBECTL must name a kubectl binary (scripts/setup.sh deps)");
    } else {
        path = dir.filePath(file);
        if (!content.isEmpty())
            QVERIFY(writeFile(path, content, executable));
    }

    const KubectlTool tool = KubectlTool::detect(path);
    QCOMPARE(tool.isValid(), valid);
    if (valid) {
        QVERIFY2(tool.error.isEmpty(), qPrintable(tool.error));
        QCOMPARE(tool.program, QFileInfo(path).absoluteFilePath());
        QVERIFY2(tool.version.startsWith(versionOrError), qPrintable(tool.version));
    } else {
        QVERIFY2(tool.error.contains(QString(versionOrError).replace(QLatin1String("<path>"), path)),
            qPrintable(tool.error));
        // every failure says what to do
        QVERIFY2(tool.error.contains(QLatin1String("$HELMDECK_KUBECTL")), qPrintable(tool.error));
        QVERIFY(tool.error.contains(path));
    }
}

void TestClusterTools::detectFromEnvironment()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString script = dir.filePath(QStringLiteral("my-kubectl"));
    QVERIFY(writeFile(script, "#!/bin/sh\necho '{\"clientVersion\":{\"gitVersion\":\"v1.30.0\"}}'\n", true));
    {
        const EnvGuard env("HELMDECK_KUBECTL", script.toLocal8Bit());
        const KubectlTool tool = KubectlTool::detect();
        QVERIFY2(tool.isValid(), qPrintable(tool.error));
        QCOMPARE(tool.program, script);
        QCOMPARE(tool.version, QStringLiteral("v1.30.0"));
        // an explicit path wins over the variable
        const KubectlTool explicitTool = KubectlTool::detect(dir.filePath(QStringLiteral("absent")));
        QVERIFY(!explicitTool.isValid());
        QVERIFY(explicitTool.error.contains(QLatin1String("the configured kubectl path")));
    }
    {
        const EnvGuard env("HELMDECK_KUBECTL", dir.filePath(QStringLiteral("absent")).toLocal8Bit());
        const KubectlTool tool = KubectlTool::detect();
        QVERIFY(!tool.isValid());
        QVERIFY2(tool.error.startsWith(QLatin1String("$HELMDECK_KUBECTL")), qPrintable(tool.error));
    }
}

void TestClusterTools::detectOnPath()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const EnvGuard unset("HELMDECK_KUBECTL", QByteArray());
    {
        const EnvGuard path("PATH", dir.path().toLocal8Bit());
        const KubectlTool none = KubectlTool::detect();
        QVERIFY(!none.isValid());
        QVERIFY(none.program.isEmpty());
        QVERIFY2(none.error.contains(QLatin1String("not found on PATH"))
                && none.error.contains(QLatin1String("Install kubectl")),
            qPrintable(none.error));

        const QString script = dir.filePath(QStringLiteral("kubectl"));
        QVERIFY(
            writeFile(script, "#!/bin/sh\necho '{\"clientVersion\":{\"gitVersion\":\"v1.29.9\"}}'\n", true));
        const KubectlTool found = KubectlTool::detect();
        QVERIFY2(found.isValid(), qPrintable(found.error));
        QCOMPARE(found.program, script);
        QCOMPARE(found.version, QStringLiteral("v1.29.9"));
    }
}

void TestClusterTools::classify_data()
{
    QTest::addColumn<QString>("stderrText");
    QTest::addColumn<ClusterErrors::Kind>("kind");
    QTest::addColumn<QStringList>(
        "explainParts"); // what explain() says (context "k3s", server https://10.0.0.5:6443)

    using K = ClusterErrors::Kind;
    const QString who = QStringLiteral("context \"k3s\" (https://10.0.0.5:6443)");
    const QString check = QStringLiteral("Check with: kubectl --context k3s get namespaces");

    QTest::newRow("connection refused") << QStringLiteral(
        "Unable to connect to the server: dial tcp 10.0.0.5:6443: connect: connection refused")
                                        << K::Unreachable
                                        << QStringList { QStringLiteral("cannot reach the cluster of ") + who
                                                   + QStringLiteral(": connection refused"),
                                               check };
    QTest::newRow("connection to the server was refused") << QStringLiteral(
        "The connection to the server 10.0.0.5:6443 was refused - did you specify the right host or port?")
                                                          << K::Unreachable
                                                          << QStringList {
                                                                 QStringLiteral("connection refused"), check
                                                             };
    QTest::newRow("no such host") << QStringLiteral(
        "Unable to connect to the server: dial tcp: lookup k3s.example.com on 127.0.0.53:53: no such host")
                                  << K::Unreachable
                                  << QStringList { QStringLiteral("(no such host)"), QStringLiteral("VPN"),
                                         check };
    QTest::newRow("i/o timeout") << QStringLiteral(
        "Unable to connect to the server: dial tcp 10.0.0.5:6443: i/o timeout")
                                 << K::Unreachable
                                 << QStringList { QStringLiteral("no answer (timeout)"), check };
    QTest::newRow("TLS handshake timeout")
        << QStringLiteral("Unable to connect to the server: net/http: TLS handshake timeout")
        << K::Unreachable << QStringList { QStringLiteral("timeout"), check };
    QTest::newRow("kubectl discovery lines") << QStringLiteral(
        "E0612 10:00:00.000000   12345 memcache.go:265] couldn't get current server API group list: Get "
        "\"https://10.0.0.5:6443/api?timeout=32s\": dial tcp 10.0.0.5:6443: connect: connection refused\n"
        "The connection to the server 10.0.0.5:6443 was refused - did you specify the right host or port?\n")
                                             << K::Unreachable
                                             << QStringList { QStringLiteral("connection refused") };
    QTest::newRow("helm cluster unreachable")
        << QStringLiteral("Error: Kubernetes cluster unreachable: Get \"https://10.0.0.5:6443/version\": "
                          "dial tcp 10.0.0.5:6443: connect: connection refused")
        << K::Unreachable
        << QStringList { QStringLiteral("cannot reach the cluster of ") + who
               + QStringLiteral(": connection refused") };
    // captured from helm 4.1 and kubectl 1.33 against a closed port and an unknown host
    QTest::newRow("helm 4 cluster unreachable")
        << QStringLiteral("Error: kubernetes cluster unreachable: Get "
                          "\"https://nonexistent.invalid:6443/version\": dial tcp: lookup "
                          "nonexistent.invalid on 10.255.255.53:53: no such host")
        << K::Unreachable << QStringList { QStringLiteral("(no such host)") };
    QTest::newRow("helm 4 exec plugin failed")
        << QStringLiteral("Error: kubernetes cluster unreachable: Get \"https://127.0.0.1:1/version\": "
                          "getting credentials: exec: "
                          "executable /bin/false failed with exit code 1")
        << K::CredentialsRejected << QStringList { QStringLiteral("the credential plugin \"/bin/false\"") };
    QTest::newRow("kubectl 1.33 discovery lines") << QStringLiteral(
        "E1129 21:23:54.480230   13641 memcache.go:265] \"Unhandled Error\" err=\"couldn't get current "
        "server API "
        "group list: Get \\\"https://127.0.0.1:1/api?timeout=32s\\\": dial tcp 127.0.0.1:1: connect: "
        "connection refused\"\n"
        "The connection to the server 127.0.0.1:1 was refused - did you specify the right host or port?\n")
                                                  << K::Unreachable
                                                  << QStringList { QStringLiteral(
                                                         ": connection refused — ") };
    QTest::newRow("certificate without the server's IP")
        << QStringLiteral("Unable to connect to the server: tls: failed to verify certificate: x509: cannot "
                          "validate certificate for "
                          "10.255.255.1 because it doesn't contain any IP SANs")
        << K::CredentialsRejected
        << QStringList { QStringLiteral("(x509: cannot validate certificate for 10.255.255.1 because it "
                                        "doesn't contain any IP SANs)") };
    QTest::newRow("helm install, cluster unreachable") << QStringLiteral(
        "Error: INSTALLATION FAILED: Kubernetes cluster unreachable: Get \"https://10.0.0.5:6443/version\": "
        "dial tcp "
        "10.0.0.5:6443: i/o timeout") << K::Unreachable << QStringList { QStringLiteral("timeout") };
    QTest::newRow("certificate expired") << QStringLiteral(
        "Unable to connect to the server: x509: certificate has expired or is not yet valid: current time "
        "2025-06-01T10:00:00Z is after 2025-05-30T08:00:00Z")
                                         << K::CredentialsRejected
                                         << QStringList { QStringLiteral("certificates of ") + who,
                                                QStringLiteral("clock"), check };
    QTest::newRow("unknown certificate authority")
        << QStringLiteral("Unable to connect to the server: tls: failed to verify certificate: x509: "
                          "certificate signed by unknown authority")
        << K::CredentialsRejected
        << QStringList { QStringLiteral(
                             "certificate authority (x509: certificate signed by unknown authority)"),
               QStringLiteral("fresh kubeconfig") };
    QTest::newRow("unauthorized") << QStringLiteral(
        "error: You must be logged in to the server (Unauthorized)")
                                  << K::CredentialsRejected
                                  << QStringList { QStringLiteral("the credentials of ") + who
                                             + QStringLiteral(" were rejected"),
                                         check };
    QTest::newRow("asked for credentials")
        << QStringLiteral("error: You must be logged in to the server (the server has asked for the client "
                          "to provide credentials)")
        << K::CredentialsRejected << QStringList { QStringLiteral("were rejected") };
    QTest::newRow("exec plugin failed") << QStringLiteral(
        "Unable to connect to the server: getting credentials: exec: executable aws failed "
        "with exit code 255") << K::CredentialsRejected
                                        << QStringList { QStringLiteral("the credential plugin \"aws\" of ")
                                                   + who + QStringLiteral(" failed (exit code 255)"),
                                               QStringLiteral("log in again with aws"), check };
    QTest::newRow("exec plugin missing")
        << QStringLiteral(
               "Unable to connect to the server: getting credentials: exec: executable "
               "gke-gcloud-auth-plugin not found\n\n"
               "It looks like you are trying to use a client-go credential plugin that is not installed.")
        << K::CredentialsRejected
        << QStringList { QStringLiteral("\"gke-gcloud-auth-plugin\""), QStringLiteral("not installed") };
    QTest::newRow("token expired") << QStringLiteral(
        "Unable to connect to the server: failed to refresh token: oauth2: token expired")
                                   << K::CredentialsRejected << QStringList { QStringLiteral("expired") };
    QTest::newRow("forbidden")
        << QStringLiteral("Error from server (Forbidden): deployments.apps is forbidden: User \"x\" cannot "
                          "list resource \"deployments\" in "
                          "API group \"apps\" in the namespace \"shop\"")
        << K::Forbidden
        << QStringList {
               QStringLiteral(
                   "is not allowed to do this: deployments.apps is forbidden: User \"x\" cannot list"),
               QStringLiteral("Check with: kubectl --context k3s auth can-i list deployments.apps")
           };
    QTest::newRow("helm forbidden") << QStringLiteral(
        "Error: query: failed to query with labels: secrets is forbidden: User "
        "\"system:serviceaccount:ci:deployer\" "
        "cannot list resource \"secrets\" in API group \"\" in the namespace \"shop\"")
                                    << K::Forbidden
                                    << QStringList { QStringLiteral("auth can-i list secrets") };

    QTest::newRow("not found") << QStringLiteral(
        "Error from server (NotFound): deployments.apps \"web\" not found")
                               << K::None << QStringList {};
    QTest::newRow("helm wait timeout")
        << QStringLiteral("Error: UPGRADE FAILED: context deadline exceeded") << K::None << QStringList {};
    QTest::newRow("name in use") << QStringLiteral(
        "Error: INSTALLATION FAILED: cannot re-use a name that is still in use")
                                 << K::None << QStringList {};
    QTest::newRow("registry host unknown")
        << QStringLiteral("Error: failed to do request: Head "
                          "\"https://registry.example.com/v2/charts/app/manifests/1.0.0\": dial tcp: "
                          "lookup registry.example.com: no such host")
        << K::None << QStringList {};
    QTest::newRow("registry certificate")
        << QStringLiteral("Error: failed to do request: Head \"https://localhost:5000/v2/x/manifests/1\": "
                          "tls: failed to verify "
                          "certificate: x509: certificate signed by unknown authority")
        << K::None << QStringList {};
    QTest::newRow("registry 401") << QStringLiteral(
        "Error: unexpected status from HEAD request to https://reg.example.com/v2/app/manifests/1.0.0: 401 "
        "Unauthorized") << K::None << QStringList {};
    QTest::newRow("registry 403") << QStringLiteral(
        "Error: failed to authorize: failed to fetch anonymous token: unexpected status: 403 Forbidden")
                                  << K::None << QStringList {};
    QTest::newRow("empty") << QString() << K::None << QStringList {};
}

void TestClusterTools::classify()
{
    QFETCH(QString, stderrText);
    QFETCH(ClusterErrors::Kind, kind);
    QFETCH(QStringList, explainParts);

    QCOMPARE(ClusterErrors::classify(stderrText), kind);
    const QString explained
        = ClusterErrors::explain(stderrText, QStringLiteral("k3s"), QStringLiteral("https://10.0.0.5:6443"));
    if (kind == ClusterErrors::Kind::None) {
        QCOMPARE(explained, QString());
        return;
    }
    QVERIFY(!explained.contains(QLatin1Char('\n'))); // one line for the progress panel and the CLI
    for (const QString &part : explainParts)
        QVERIFY2(explained.contains(part),
            qPrintable(QStringLiteral("missing \"%1\" in: %2").arg(part, explained)));
}

void TestClusterTools::explainNamesTheServerAndKeepsTheLastLine_data()
{
    QTest::addColumn<QString>("stderrText");
    QTest::addColumn<QString>("expected"); // explain(text, "dead") contains it
    QTest::addColumn<QString>("lastLine"); // ClusterErrors::lastMeaningfulLine(text)
    const QString log = QStringLiteral(
        "E1202 09:47:41.672814   21283 memcache.go:265] \"Unhandled Error\" err=\"couldn't get current "
        "server "
        "API group list: Get \\\"https://127.0.0.1:1/api?timeout=32s\\\": dial tcp 127.0.0.1:1: connect: "
        "connection refused\"");
    const QString refused = QStringLiteral(
        "The connection to the server 127.0.0.1:1 was refused - did you specify the right host or port?");
    QTest::newRow("kubectl 1.33's log lines, then its sentence: the URL, and the sentence as the detail")
        << log + QLatin1Char('\n') + log + QLatin1Char('\n') + refused + QLatin1Char('\n')
        << QStringLiteral(
               "cannot reach the cluster of context \"dead\" (https://127.0.0.1:1): connection "
               "refused — is the cluster running, and is the server address in the kubeconfig right? "
               "It said: \"%1\". Check with: kubectl --context dead get namespaces")
               .arg(refused)
        << refused;
    QTest::newRow("only log lines: the last one's error, without its header")
        << log
        << QStringLiteral(
               "It said: \"couldn't get current server API group list: Get "
               "\"https://127.0.0.1:1/api?timeout=32s\": dial tcp 127.0.0.1:1: connect: connection "
               "refused\".")
        << QStringLiteral(
               "couldn't get current server API group list: Get \"https://127.0.0.1:1/api?timeout=32s\": "
               "dial tcp 127.0.0.1:1: connect: connection refused");
    QTest::newRow("kubectl's sentence alone names the server by host and port")
        << refused
        << QStringLiteral("cannot reach the cluster of context \"dead\" (127.0.0.1:1): connection refused")
        << refused;
}

// A clear HelmDeck sentence naming the context and server, with the tool's last meaningful line as
// its detail, and never a line of kubectl's own log ("E1202 … memcache.go:265] …").
void TestClusterTools::explainNamesTheServerAndKeepsTheLastLine()
{
    QFETCH(QString, stderrText);
    QFETCH(QString, expected);
    QFETCH(QString, lastLine);
    QCOMPARE(ClusterErrors::lastMeaningfulLine(stderrText), lastLine);
    const QString explained = ClusterErrors::explain(stderrText, QStringLiteral("dead"));
    QVERIFY2(explained.contains(expected), qPrintable(explained));
    QVERIFY2(!explained.contains(QLatin1String("memcache.go")) && !explained.contains(QLatin1String("E1202")),
        qPrintable(explained));
    QVERIFY(!explained.contains(QLatin1Char('\n')));
}

void TestClusterTools::explainQuotesContext()
{
    const QString text = QStringLiteral(
        "Unable to connect to the server: dial tcp 10.0.0.5:6443: connect: connection refused");
    const QString plain
        = ClusterErrors::explain(text, QStringLiteral("arn:aws:eks:eu-west-1:123:cluster/shop"));
    QVERIFY2(plain.contains(QLatin1String(
                 "cluster of context \"arn:aws:eks:eu-west-1:123:cluster/shop\": connection refused")),
        qPrintable(plain));
    QVERIFY(plain.endsWith(
        QLatin1String("kubectl --context arn:aws:eks:eu-west-1:123:cluster/shop get namespaces")));
    const QString spaced = ClusterErrors::explain(text, QStringLiteral("my lab's k3s"));
    QVERIFY2(spaced.endsWith(QLatin1String("kubectl --context 'my lab'\\''s k3s' get namespaces")),
        qPrintable(spaced));
}

QTEST_GUILESS_MAIN(TestClusterTools)
#include "tst_clustertools.moc"
