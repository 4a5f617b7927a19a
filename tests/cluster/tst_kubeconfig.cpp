// SPDX-License-Identifier: GPL-3.0-or-later
// KubeConfig: kubectl's merge rules over $KUBECONFIG / ~/.kube/config, and findings with file and line.

#include "cluster/kubeconfig.h"

#include <QDir>
#include <QFile>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>

#include <utility>

#include <sys/stat.h>

using namespace HelmDeck;

namespace {

const QByteArray TwoContexts
    = "apiVersion: v1\nkind: Config\ncurrent-context: dev\n"
      "clusters:\n- name: k3s\n  cluster:\n    server: https://10.0.0.5:6443\n"
      "    certificate-authority-data: Q0EK\n"
      "contexts:\n- name: dev\n  context: {cluster: k3s, user: admin, namespace: shop}\n"
      "- name: ops\n  context:\n    cluster: k3s\n    user: admin\n"
      "users:\n- name: admin\n  user:\n    token: tok-SECRET-1\n";
const QByteArray OtherFile = "apiVersion: v1\nkind: Config\ncurrent-context: ops\n"
                             "clusters:\n- name: k3s\n  cluster: {server: https://other:6443}\n"
                             "- name: eks\n  cluster: {server: https://eks.example.com}\n"
                             "contexts:\n- name: ops\n  context: {cluster: eks, user: x, namespace: other}\n"
                             "- name: prod\n  context: {cluster: eks, user: x, namespace: web}\n";
const QByteArray NoCurrent
    = "apiVersion: v1\nkind: Config\ncontexts:\n- name: lab\n  context: {cluster: lab, user: me}\n";
const QByteArray LaterCluster
    = "apiVersion: v1\nkind: Config\nclusters:\n- name: lab\n  cluster: {server: https://lab:6443}\n";

/** "name|cluster|user|namespace|server|file index" of every context, in order. */
QStringList describe(const KubeConfig &config, const QStringList &files)
{
    QStringList out;
    const QList<KubeContext> contexts = config.contexts();
    for (const KubeContext &c : contexts) {
        out << QStringList { c.name, c.cluster, c.user, c.kubeNamespace, c.server,
            QString::number(files.indexOf(c.file)) }
                   .join(QLatin1Char('|'));
    }
    return out;
}

} // namespace

class TestKubeConfig : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void merge_data();
    void merge();
    void findings_data();
    void findings();
    void parseDirectly();
    void contextLookup();
    void singleContextCopyHoldsOnlyThatContext_data();
    void singleContextCopyHoldsOnlyThatContext();
    void singleContextCopyRefusesAnUnknownContext();
};

void TestKubeConfig::merge_data()
{
    QTest::addColumn<QList<QByteArray>>("texts"); // written as <dir>/0.yaml, 1.yaml, …
    QTest::addColumn<QString>(
        "kubeconfig"); // "{0}" stands for file 0's path, "{missing}" for an absent file; "-" = unset
    QTest::addColumn<QByteArray>("homeConfig"); // ~/.kube/config, or empty for none
    QTest::addColumn<QStringList>("contexts");
    QTest::addColumn<QString>("current");
    QTest::addColumn<QList<int>>(
        "filesRead"); // indexes of the files read, in merge order; -1 = ~/.kube/config

    QTest::newRow("one file") << QList<QByteArray> { TwoContexts } << QStringLiteral("{0}") << QByteArray()
                              << QStringList { QStringLiteral("dev|k3s|admin|shop|https://10.0.0.5:6443|0"),
                                     QStringLiteral("ops|k3s|admin||https://10.0.0.5:6443|0") }
                              << QStringLiteral("dev") << QList<int> { 0 };
    QTest::newRow("first file wins per name")
        << QList<QByteArray> { TwoContexts, OtherFile } << QStringLiteral("{0}:{1}") << QByteArray()
        << QStringList { QStringLiteral("dev|k3s|admin|shop|https://10.0.0.5:6443|0"),
               QStringLiteral("ops|k3s|admin||https://10.0.0.5:6443|0"),
               QStringLiteral("prod|eks|x|web|https://eks.example.com|1") }
        << QStringLiteral("dev") << QList<int> { 0, 1 };
    QTest::newRow("order of the list decides")
        << QList<QByteArray> { TwoContexts, OtherFile } << QStringLiteral("{1}:{0}") << QByteArray()
        << QStringList { QStringLiteral("ops|eks|x|other|https://eks.example.com|1"),
               QStringLiteral("prod|eks|x|web|https://eks.example.com|1"),
               QStringLiteral("dev|k3s|admin|shop|https://other:6443|0") }
        << QStringLiteral("ops") << QList<int> { 1, 0 };
    QTest::newRow("current-context from the first file that sets one")
        << QList<QByteArray> { NoCurrent, OtherFile, TwoContexts } << QStringLiteral("{0}:{1}:{2}")
        << QByteArray()
        << QStringList { QStringLiteral("lab|lab|me|||0"),
               QStringLiteral("ops|eks|x|other|https://eks.example.com|1"),
               QStringLiteral("prod|eks|x|web|https://eks.example.com|1"),
               QStringLiteral("dev|k3s|admin|shop|https://other:6443|2") }
        << QStringLiteral("ops") << QList<int> { 0, 1, 2 };
    QTest::newRow("cluster defined in a later file")
        << QList<QByteArray> { NoCurrent, LaterCluster } << QStringLiteral("{0}:{1}") << QByteArray()
        << QStringList { QStringLiteral("lab|lab|me||https://lab:6443|0") } << QString()
        << QList<int> { 0, 1 };
    QTest::newRow("missing files ignored")
        << QList<QByteArray> { NoCurrent } << QStringLiteral("{missing}:{0}:{missing}") << QByteArray()
        << QStringList { QStringLiteral("lab|lab|me|||0") } << QString() << QList<int> { 0 };
    QTest::newRow("empty entries skipped")
        << QList<QByteArray> { NoCurrent, TwoContexts } << QStringLiteral("::{0}::{1}:") << QByteArray()
        << QStringList { QStringLiteral("lab|lab|me|||0"),
               QStringLiteral("dev|k3s|admin|shop|https://10.0.0.5:6443|1"),
               QStringLiteral("ops|k3s|admin||https://10.0.0.5:6443|1") }
        << QStringLiteral("dev") << QList<int> { 0, 1 };
    QTest::newRow("a file listed twice is read once")
        << QList<QByteArray> { NoCurrent } << QStringLiteral("{0}:{0}") << QByteArray()
        << QStringList { QStringLiteral("lab|lab|me|||0") } << QString() << QList<int> { 0 };
    QTest::newRow("no KUBECONFIG: ~/.kube/config")
        << QList<QByteArray> { OtherFile } << QStringLiteral("-") << NoCurrent
        << QStringList { QStringLiteral("lab|lab|me|||-1") } << QString() << QList<int> { -1 };
    QTest::newRow("KUBECONFIG replaces ~/.kube/config even when all are missing")
        << QList<QByteArray> {} << QStringLiteral("{missing}") << NoCurrent << QStringList {} << QString()
        << QList<int> {};
    QTest::newRow("no file at all") << QList<QByteArray> {} << QStringLiteral("-") << QByteArray()
                                    << QStringList {} << QString() << QList<int> {};
    QTest::newRow("empty file") << QList<QByteArray> { QByteArray(), NoCurrent } << QStringLiteral("{0}:{1}")
                                << QByteArray() << QStringList { QStringLiteral("lab|lab|me|||1") }
                                << QString() << QList<int> { 0, 1 };
    // the fields are picked from the parser's events (KubeConfigEvents): order, nesting and aliases
    QTest::newRow("contexts before clusters, name after the body, other fields of any shape skipped")
        << QList<QByteArray> { "contexts:\n- context: {namespace: n, extensions: [{name: x, cluster: y}], "
                               "user: u, cluster: c}\n  name: late\nclusters:\n- cluster:\n    "
                               "proxy-url: {server: wrong}\n    server: https://c:6443\n  name: c\n"
                               "current-context: late\npreferences: {name: p, server: q}\n" }
        << QStringLiteral("{0}") << QByteArray()
        << QStringList { QStringLiteral("late|c|u|n|https://c:6443|0") } << QStringLiteral("late")
        << QList<int> { 0 };
    QTest::newRow("an alias stands for the scalar or the context body it names")
        << QList<QByteArray> { "clusters:\n- name: &k k3s\n  cluster: {server: https://k:6443}\n"
                               "contexts:\n- name: a\n  context: &body {cluster: *k, user: me}\n"
                               "- name: b\n  context: *body\n" }
        << QStringLiteral("{0}") << QByteArray()
        << QStringList { QStringLiteral("a|k3s|me||https://k:6443|0"),
               QStringLiteral("b|k3s|me||https://k:6443|0") }
        << QString() << QList<int> { 0 };
}

void TestKubeConfig::merge()
{
    QFETCH(QList<QByteArray>, texts);
    QFETCH(QString, kubeconfig);
    QFETCH(QByteArray, homeConfig);
    QFETCH(QStringList, contexts);
    QFETCH(QString, current);
    QFETCH(QList<int>, filesRead);

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QStringList paths;
    for (int i = 0; i < texts.size(); ++i) {
        const QString path = dir.filePath(QString::number(i) + QStringLiteral(".yaml"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(texts.at(i));
        paths << path;
    }
    const QString home = dir.filePath(QStringLiteral("home"));
    QVERIFY(QDir().mkpath(home + QStringLiteral("/.kube")));
    const QString homeFile = home + QStringLiteral("/.kube/config");
    if (!homeConfig.isEmpty()) {
        QFile f(homeFile);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(homeConfig);
    }

    QProcessEnvironment env;
    env.insert(QStringLiteral("HOME"), home);
    QString list = kubeconfig;
    if (list != QLatin1String("-")) {
        list.replace(QStringLiteral("{missing}"), dir.filePath(QStringLiteral("absent.yaml")));
        for (int i = 0; i < paths.size(); ++i)
            list.replace(QLatin1Char('{') + QString::number(i) + QLatin1Char('}'), paths.at(i));
        env.insert(QStringLiteral("KUBECONFIG"), list);
    }

    const KubeConfig config = KubeConfig::load(env);
    QVERIFY2(config.findings().isEmpty(), qPrintable(config.findings().value(0).toString()));
    QStringList expectedFiles;
    for (const int i : std::as_const(filesRead))
        expectedFiles << (i < 0 ? homeFile : paths.at(i));
    QCOMPARE(config.files(), expectedFiles);
    QCOMPARE(describe(config, paths), contexts); // the home file is not in paths: index -1
    QCOMPARE(config.currentContext(), current);
    QCOMPARE(config.contextNames().size(), contexts.size());
    // a child sees the same merge only when it gets the same list (absolute paths, no empty entries)
    if (kubeconfig == QLatin1String("-")) {
        QCOMPARE(config.kubeconfigEnv(), QString());
    } else {
        QVERIFY(!config.kubeconfigEnv().isEmpty());
        QStringList entries = config.kubeconfigEnv().split(QLatin1Char(':'));
        for (const QString &e : entries)
            QVERIFY2(!e.isEmpty() && QDir::isAbsolutePath(e), qPrintable(config.kubeconfigEnv()));
        QCOMPARE(entries.removeDuplicates(), 0);
        const QStringList read = config.files();
        for (const QString &f : read)
            QVERIFY(entries.contains(f));
    }
    // credentials are never taken in
    const QList<KubeContext> all = config.contexts();
    for (const KubeContext &c : all) {
        for (const QString &field : { c.name, c.cluster, c.user, c.kubeNamespace, c.server })
            QVERIFY(!field.contains(QLatin1String("SECRET")) && !field.contains(QLatin1String("Q0EK")));
    }
}

void TestKubeConfig::findings_data()
{
    QTest::addColumn<QByteArray>("bad"); // the second of two files; the first is NoCurrent
    QTest::addColumn<int>("line"); // 1-based line of the finding in the bad file
    QTest::addColumn<QString>("messagePart");
    QTest::addColumn<QStringList>("contextNames"); // what still loads
    QTest::addColumn<QString>("mustNotAppear"); // text of the bad file that the finding must not repeat

    QTest::newRow("bad YAML, line of the error") << QByteArray(
        "apiVersion: v1\nkind: Config\ncontexts:\n- name: a\n  context:\n    cluster: c\n   user: bad\n")
                                                 << 7 << QStringLiteral("not valid YAML")
                                                 << QStringList { QStringLiteral("lab") } << QString();
    QTest::newRow("unclosed flow list")
        << QByteArray("apiVersion: v1\ncurrent-context: a\ncontexts: [\n") << 4
        << QStringLiteral("not valid YAML") << QStringList { QStringLiteral("lab") } << QString();
    QTest::newRow("contexts not a list") << QByteArray("apiVersion: v1\nclusters: []\ncontexts:\n  a: b\n")
                                         << 4 << QStringLiteral("\"contexts\" must be a list")
                                         << QStringList { QStringLiteral("lab") } << QString();
    QTest::newRow("one malformed entry, the others load")
        << QByteArray("apiVersion: v1\nkind: Config\n\ncontexts:\n- name: good\n  context: {cluster: c}\n- "
                      "name: broken\n  context: nope\n")
        << 7 << QStringLiteral("contexts[1]") << QStringList { QStringLiteral("lab"), QStringLiteral("good") }
        << QString();
    QTest::newRow("entry without a name")
        << QByteArray("contexts:\n- context: {cluster: c}\n") << 2 << QStringLiteral("contexts[0]")
        << QStringList { QStringLiteral("lab") } << QString();
    QTest::newRow("a token file, not a kubeconfig")
        << QByteArray("eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJhZG1pbiJ9.c2lnbmF0dXJl\n") << 1
        << QStringLiteral("not a kubeconfig") << QStringList { QStringLiteral("lab") }
        << QStringLiteral("eyJhbGciOiJSUzI1NiJ9");
    QTest::newRow("a list, not a kubeconfig")
        << QByteArray("- a\n- b\n") << 1 << QStringLiteral("not a kubeconfig")
        << QStringList { QStringLiteral("lab") } << QString();
}

void TestKubeConfig::findings()
{
    QFETCH(QByteArray, bad);
    QFETCH(int, line);
    QFETCH(QString, messagePart);
    QFETCH(QStringList, contextNames);
    QFETCH(QString, mustNotAppear);

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString good = dir.filePath(QStringLiteral("good.yaml"));
    const QString broken = dir.filePath(QStringLiteral("broken.yaml"));
    for (const auto &[path, text] : { std::pair<QString, QByteArray> { good, NoCurrent },
             std::pair<QString, QByteArray> { broken, bad } }) {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(text);
    }
    QProcessEnvironment env;
    env.insert(QStringLiteral("KUBECONFIG"), good + QLatin1Char(':') + broken);
    const KubeConfig config = KubeConfig::load(env);

    QCOMPARE(config.findings().size(), 1);
    const Finding finding = config.findings().first();
    QCOMPARE(finding.severity, Finding::Severity::Error);
    QCOMPARE(finding.location.file, broken);
    QCOMPARE(finding.location.line, line);
    QVERIFY2(finding.message.contains(messagePart), qPrintable(finding.message));
    QVERIFY(
        finding.toString().startsWith(broken + QLatin1Char(':') + QString::number(line) + QLatin1Char(':')));
    if (!mustNotAppear.isEmpty())
        QVERIFY(!finding.toString().contains(mustNotAppear));
    QCOMPARE(config.contextNames(), contextNames);
    QCOMPARE(config.files(), (QStringList { good, broken }));
}

void TestKubeConfig::parseDirectly()
{
    KubeConfig merged;
    Findings findings;
    QVERIFY(KubeConfig::parse(NoCurrent, QStringLiteral("a.yaml"), &merged, &findings));
    QVERIFY(KubeConfig::parse(LaterCluster, QStringLiteral("b.yaml"), &merged, &findings));
    QVERIFY(!KubeConfig::parse("contexts: [", QStringLiteral("c.yaml"), &merged, &findings));
    QCOMPARE(findings.size(), 1);
    QCOMPARE(findings.first().location.file, QStringLiteral("c.yaml"));
    QCOMPARE(merged.contextNames(), QStringList { QStringLiteral("lab") });
    QCOMPARE(merged.context(QStringLiteral("lab"))->server, QStringLiteral("https://lab:6443"));
    QCOMPARE(merged.context(QStringLiteral("lab"))->file, QStringLiteral("a.yaml"));
}

void TestKubeConfig::contextLookup()
{
    KubeConfig config;
    Findings findings;
    QVERIFY(KubeConfig::parse(TwoContexts, QStringLiteral("k.yaml"), &config, &findings));
    QVERIFY(findings.isEmpty());
    const KubeContext *dev = config.context(QStringLiteral("dev"));
    QVERIFY(dev);
    QCOMPARE(dev->kubeNamespace, QStringLiteral("shop"));
    QCOMPARE(dev->server, QStringLiteral("https://10.0.0.5:6443"));
    QVERIFY(config.context(QStringLiteral("ops")));
    QCOMPARE(config.context(QStringLiteral("ops"))->kubeNamespace, QString()); // none set: "default" applies
    QVERIFY(!config.context(QStringLiteral("nope")));
    QVERIFY(!config.context(QString()));
}

namespace {

const QByteArray ShellFirst
    = "apiVersion: v1\nkind: Config\ncurrent-context: dev\n"
      "clusters:\n- name: k3s\n  cluster:\n    server: https://10.0.0.5:6443\n"
      "    certificate-authority: certs/ca.crt\n"
      "- name: prod-cluster\n  cluster: {server: https://prod.example.com}\n"
      "contexts:\n- name: dev\n  context: {cluster: k3s, user: admin, namespace: shop}\n"
      "- name: prod\n  context: {cluster: prod-cluster, user: root}\n"
      "users:\n- name: admin\n  user:\n    client-key: keys/admin.key\n"
      "    exec: {command: ./bin/login, apiVersion: client.authentication.k8s.io/v1}\n"
      "- name: root\n  user: {token: tok-PROD-SECRET}\n";
// a later file: its k3s cluster loses to the first file's, its user is the only "viewer"
const QByteArray ShellSecond = "apiVersion: v1\nkind: Config\n"
                               "clusters:\n- name: k3s\n  cluster: {server: https://other:6443}\n"
                               "contexts:\n- name: view\n  context: {cluster: k3s, user: viewer}\n"
                               "users:\n- name: viewer\n  user: {tokenFile: tokens/view}\n";

} // namespace

void TestKubeConfig::singleContextCopyHoldsOnlyThatContext_data()
{
    QTest::addColumn<QString>("context");
    QTest::addColumn<QString>("kubeNamespace");
    QTest::addColumn<QString>("expectedNamespace");
    QTest::addColumn<QStringList>("present");
    QTest::addColumn<QStringList>("absent");
    QTest::newRow("the current context keeps its namespace when none is given")
        << QStringLiteral("dev") << QString() << QStringLiteral("shop")
        << QStringList { QStringLiteral("https://10.0.0.5:6443"), QStringLiteral("/a/certs/ca.crt"),
               QStringLiteral("/a/keys/admin.key"), QStringLiteral("/a/bin/login") }
        << QStringList { QStringLiteral("prod"), QStringLiteral("tok-PROD-SECRET"),
               QStringLiteral("other:6443") };
    QTest::newRow("the namespace given replaces the context's")
        << QStringLiteral("dev") << QStringLiteral("web") << QStringLiteral("web") << QStringList()
        << QStringList { QStringLiteral("shop") };
    QTest::newRow("a context of a later file takes the first file's cluster and its own file's user")
        << QStringLiteral("view") << QStringLiteral("ops") << QStringLiteral("ops")
        << QStringList { QStringLiteral("https://10.0.0.5:6443"), QStringLiteral("/b/tokens/view") }
        << QStringList { QStringLiteral("other:6443"), QStringLiteral("admin"),
               QStringLiteral("tok-PROD-SECRET") };
}

void TestKubeConfig::singleContextCopyHoldsOnlyThatContext()
{
    QFETCH(QString, context);
    QFETCH(QString, kubeNamespace);
    QFETCH(QString, expectedNamespace);
    QFETCH(QStringList, present);
    QFETCH(QStringList, absent);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("a")) && QDir(dir.path()).mkpath(QStringLiteral("b")));
    const auto put = [&](const QString &name, const QByteArray &yaml) {
        QFile f(dir.filePath(name));
        return f.open(QIODevice::WriteOnly) && f.write(yaml) == yaml.size();
    };
    QVERIFY(put(QStringLiteral("a/config"), ShellFirst) && put(QStringLiteral("b/config"), ShellSecond));
    QProcessEnvironment env;
    env.insert(QStringLiteral("KUBECONFIG"),
        dir.filePath(QStringLiteral("a/config")) + QLatin1Char(':')
            + dir.filePath(QStringLiteral("b/config")));

    const QString copy = dir.filePath(QStringLiteral("single"));
    QString error;
    QVERIFY2(KubeConfig::writeSingleContext(env, context, kubeNamespace, copy, &error), qPrintable(error));
    struct stat info
    {
    };
    QCOMPARE(::stat(QFile::encodeName(copy).constData(), &info), 0);
    QCOMPARE(info.st_mode & 0777, 0600u);

    QFile f(copy);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(f.readAll()).replace(dir.path(), QString());
    KubeConfig read;
    Findings findings;
    QVERIFY(KubeConfig::parse(text.toUtf8(), copy, &read, &findings));
    QVERIFY(findings.isEmpty());
    QCOMPARE(read.contextNames(), QStringList { context });
    QCOMPARE(read.currentContext(), context);
    QCOMPARE(read.context(context)->kubeNamespace, expectedNamespace);
    for (const QString &s : std::as_const(present))
        QVERIFY2(text.contains(s), qPrintable(s + QStringLiteral(" missing from:\n") + text));
    for (const QString &s : std::as_const(absent))
        QVERIFY2(!text.contains(s), qPrintable(s + QStringLiteral(" found in:\n") + text));
}

void TestKubeConfig::singleContextCopyRefusesAnUnknownContext()
{
    QTemporaryDir dir;
    QFile f(dir.filePath(QStringLiteral("config")));
    QVERIFY(f.open(QIODevice::WriteOnly) && f.write(TwoContexts) > 0);
    f.close();
    QProcessEnvironment env;
    env.insert(QStringLiteral("KUBECONFIG"), f.fileName());
    const QString copy = dir.filePath(QStringLiteral("single"));
    QString error;
    QVERIFY(!KubeConfig::writeSingleContext(env, QStringLiteral("nope"), QString(), copy, &error));
    QCOMPARE(error, QStringLiteral("no context \"nope\" in the kubeconfig"));
    QVERIFY(!QFile::exists(copy));
}

QTEST_GUILESS_MAIN(TestKubeConfig)
#include "tst_kubeconfig.moc"
