// SPDX-License-Identifier: GPL-3.0-or-later
// What is inside a file: NUL bytes, invalid UTF-8, lone CR line ends, duplicate keys, the one-byte
// "," that loops yaml-cpp's multi-document loader, nesting and alias bombs. Each is an error (or, for
// CR-only line ends, an info finding) naming the file, line, column and field, read through the
// product's own entry points; the suite's CTest timeout bounds every row.
#include "inputreadtest.h"

#include "model/securityvalidator.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace HelmDeck;
using namespace InputReadTest;

class TestInputText : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void findings_data();
    void findings();
    void lineEnds_data();
    void lineEnds();
    void manifests_data();
    void manifests();
};

namespace {

bool write(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

QByteArray aliasBomb(const QByteArray &head, const QByteArray &tail)
{
    QByteArray y = head + "x0: &x0 [a, a, a, a, a, a, a, a, a, a]\n";
    for (int i = 1; i <= 8; ++i) {
        y += "x" + QByteArray::number(i) + ": &x" + QByteArray::number(i) + " [";
        for (int k = 0; k < 10; ++k)
            y += (k ? ", *x" : "*x") + QByteArray::number(i - 1);
        y += "]\n";
    }
    return y + tail;
}

} // namespace

void TestInputText::findings_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column"); // -1: any column > 0
    QTest::addColumn<QString>("field");
    QTest::addColumn<QStringList>("fragments");

    const QString demo = QStringLiteral("apps[demo]");
    QTest::newRow("a NUL byte in a Procfile command is an error at its line and column")
        << int(ProcfileKind) << QByteArray("web: node a\0b.js\n", 17) << 1 << 12 << demo
        << QStringList { QStringLiteral("NUL byte at line 1, column 12"), QStringLiteral("Procfile") };
    QTest::newRow("a NUL byte on a later Procfile line is an error, not a dropped process")
        << int(ProcfileKind) << QByteArray("web: a\nworker: b\0\nclock: c\n", 27) << 2 << 10 << demo
        << QStringList { QStringLiteral("NUL byte at line 2, column 10") };
    QTest::newRow("a NUL byte in a project file is an error at its line and column")
        << int(ProjectFileKind) << QByteArray("schemaVersion: 1\napps: []\0\n", 27) << 2 << 9 << QString()
        << QStringList { QStringLiteral("project file holds a NUL byte") };
    QTest::newRow("invalid UTF-8 in an app.json value is an error naming the byte")
        << int(AppJsonKind) << QByteArray("{\"env\": {\"A\": \"caf\xE9\"}}") << 1 << 19 << demo
        << QStringList { QStringLiteral("app.json is not valid UTF-8 at line 1, column 19"),
               QStringLiteral("0xE9") };
    QTest::newRow("an overlong UTF-8 form in app.json is an error, not a decoded slash")
        << int(AppJsonKind) << QByteArray("{\n  \"a\": \"\xC0\xAF\"\n}") << 2 << 9 << demo
        << QStringList { QStringLiteral("not valid UTF-8 at line 2, column 9"), QStringLiteral("0xC0") };
    QTest::newRow("invalid UTF-8 in a kubeconfig is an error naming its line")
        << int(KubeconfigKind) << QByteArray("apiVersion: v1\ncurrent-context: \xFF\n") << 2 << 18
        << QString() << QStringList { QStringLiteral("kubeconfig is not valid UTF-8") };
    QTest::newRow("a duplicate key in app.json is an error naming both lines")
        << int(AppJsonKind)
        << QByteArray("{\n  \"env\": {\n    \"PORT\": \"1\",\n    \"PORT\": \"2\"\n  }\n}\n") << 4 << 5
        << demo
        << QStringList { QStringLiteral("\"PORT\" twice"), QStringLiteral("lines 3 and 4"),
               QStringLiteral("env.PORT") };
    QTest::newRow("a duplicate key spelt with an escape in app.json is still a duplicate")
        << int(AppJsonKind) << QByteArray("{\"formation\": {\"web\": {}, \"w\\u0065b\": {}}}") << 1 << 27
        << demo << QStringList { QStringLiteral("\"web\" twice"), QStringLiteral("formation.web") };
    QTest::newRow("a duplicate key in the project file is an error naming both lines")
        << int(ProjectFileKind)
        << QByteArray(
               "schemaVersion: 1\napps:\n  - name: a\n    image: r.example/a:1\n    image: r.example/a:2\n")
        << 5 << 5 << QStringLiteral("apps[a].image")
        << QStringList { QStringLiteral("key \"image\" appears twice (first at line 4)") };
    QTest::newRow("a duplicate key in a kubeconfig is an error naming both lines")
        << int(KubeconfigKind)
        << QByteArray("apiVersion: v1\nkind: Config\ncurrent-context: a\ncurrent-context: b\n") << 4 << 1
        << QString() << QStringList { QStringLiteral("lines 3 and 4"), QStringLiteral("current-context") };
    QTest::newRow("a duplicate registry in a docker config is an error naming both lines")
        << int(DockerConfigKind)
        << QByteArray("{\n  \"auths\": {\n    \"ghcr.io\": {\"auth\": \"eDp5\"},\n    \"ghcr.io\": "
                      "{\"auth\": \"eDp6\"}\n  }\n}\n")
        << 4 << 5 << QString()
        << QStringList { QStringLiteral("lines 3 and 4"), QStringLiteral("auths.ghcr.io") };
    QTest::newRow("a duplicate registry behind a byte order mark is still found before Qt reads it")
        << int(DockerConfigKind)
        << QByteArray(
               "\xEF\xBB\xBF{\n  \"auths\": {\n    \"ghcr.io\": {\"auth\": \"eDp5\"},\n    \"ghcr.io\": "
               "{\"auth\": \"eDp6\"}\n  }\n}\n")
        << 4 << 5 << QString()
        << QStringList { QStringLiteral("lines 3 and 4"), QStringLiteral("auths.ghcr.io") };
    QTest::newRow("a quoted value the project file never closes is a syntax error at its quote")
        << int(ProjectFileKind)
        << QByteArray("schemaVersion: 1\napps:\n  - name: \"a\"\n    image: \"r.io/x/y:1\"\n    env:\n"
                      "      - name: X\n        value: \"unterminated\n")
        << 7 << 16 << QString() << QStringList { QStringLiteral("has no closing double quote") };
    QTest::newRow("a single-quoted value a kubeconfig never closes is a syntax error at its quote")
        << int(KubeconfigKind) << QByteArray("apiVersion: v1\ncurrent-context: 'it''s\n") << 2 << 18
        << QString() << QStringList { QStringLiteral("has no closing single quote") };
    QTest::newRow("a project file of the single byte comma is a syntax error in bounded time")
        << int(ProjectFileKind) << QByteArray(",") << 1 << 1 << QString()
        << QStringList { QStringLiteral("YAML syntax error"), QStringLiteral("\",\"") };
    QTest::newRow("a comma after a project file's map is a syntax error, not endless documents")
        << int(ProjectFileKind) << QByteArray("schemaVersion: 1\n,\n") << 2 << 1 << QString()
        << QStringList { QStringLiteral("YAML syntax error") };
    QTest::newRow("a kubeconfig of the single byte comma is a syntax error in bounded time")
        << int(KubeconfigKind) << QByteArray(",") << 1 << 1 << QString()
        << QStringList { QStringLiteral("YAML syntax error") };
    QTest::newRow("an alias bomb in a project file is refused at its first anchor")
        << int(ProjectFileKind) << aliasBomb("schemaVersion: 1\n", "") << 2 << 5 << QString()
        << QStringList { QStringLiteral("YAML anchor &x0"),
               QStringLiteral("not supported in a project file") };
    QTest::newRow("an anchor on one scalar of a project file is refused, naming it")
        << int(ProjectFileKind) << QByteArray("schemaVersion: 1\nkubeContext: &c dev\nx: *c\n") << 2 << 14
        << QString()
        << QStringList { QStringLiteral("YAML anchor &c"), QStringLiteral("write the values out") };
    QTest::newRow("an alias bomb in a kubeconfig is refused by its expanded size")
        << int(KubeconfigKind) << aliasBomb("apiVersion: v1\n", "contexts: []\n") << 7 << -1 << QString()
        << QStringList { QStringLiteral("aliases expand it past") };
    QTest::newRow("an alias inside the list it names in a kubeconfig is a cycle, refused")
        << int(KubeconfigKind) << QByteArray("apiVersion: v1\nl: &l [a, *l]\n") << 2 << 11 << QString()
        << QStringList { QStringLiteral("alias *l inside the value it names (a cycle)") };
    QTest::newRow("an alias inside the map it names in a kubeconfig is a cycle, refused")
        << int(KubeconfigKind) << QByteArray("apiVersion: v1\nm: &m\n  a: 1\n  self: *m\n") << 4 << 9
        << QString() << QStringList { QStringLiteral("alias *m inside the value it names (a cycle)") };
    QTest::newRow("a project file nested a hundred lists deep is too deeply nested")
        << int(ProjectFileKind)
        << QByteArray("schemaVersion: 1\nx: " + QByteArray(100, '[') + QByteArray(100, ']') + "\n") << 2 << -1
        << QString() << QStringList { QStringLiteral("too deeply nested") };
    QTest::newRow("an app.json nested two hundred lists deep is too deeply nested")
        << int(AppJsonKind) << QByteArray("{\"env\": " + QByteArray(200, '[') + QByteArray(200, ']') + "}")
        << 1 << -1 << demo
        << QStringList { QStringLiteral("app.json is too deeply nested"), QStringLiteral("at env") };
}

void TestInputText::findings()
{
    QFETCH(int, kind);
    QFETCH(QByteArray, content);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, field);
    QFETCH(QStringList, fragments);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(fileName(kind));
    QVERIFY(write(path, content));

    const Findings findings = readKind(kind, dir.path());
    const Finding error = firstOf(findings, Finding::Severity::Error);
    QVERIFY2(!error.message.isEmpty(), qPrintable(QStringLiteral("no error:\n") + dump(findings)));
    for (const QString &fragment : fragments)
        QVERIFY2(error.message.contains(fragment),
            qPrintable(fragment + QStringLiteral(" not in:\n") + dump(findings)));
    QCOMPARE(error.location.file, path);
    QCOMPARE(error.location.line, line);
    if (column < 0)
        QVERIFY2(error.location.column > 0, qPrintable(error.location.toString()));
    else
        QCOMPARE(error.location.column, column);
    QCOMPARE(error.fieldPath, field);
}

void TestInputText::lineEnds_data()
{
    QTest::addColumn<QByteArray>("procfile");
    QTest::addColumn<QStringList>("processes"); // name=command
    QTest::addColumn<QString>("info"); // the info finding's text, or empty for none

    const QStringList both { QStringLiteral("web=node a.js"), QStringLiteral("worker=node b.js") };
    QTest::newRow("a CR-only Procfile is read as two processes, with an info finding")
        << QByteArray("web: node a.js\rworker: node b.js\r") << both
        << QStringLiteral("the Procfile ends lines with a lone CR (old Mac line ends, first at line 1)");
    QTest::newRow("a CRLF Procfile is read as it is, with no finding")
        << QByteArray("web: node a.js\r\nworker: node b.js\r\n") << both << QString();
    QTest::newRow("an LF Procfile is read as it is, with no finding")
        << QByteArray("web: node a.js\nworker: node b.js\n") << both << QString();
}

void TestInputText::lineEnds()
{
    QFETCH(QByteArray, procfile);
    QFETCH(QStringList, processes);
    QFETCH(QString, info);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(write(dir.filePath(QStringLiteral("Procfile")), procfile));

    QStringList read;
    const Findings findings = readKind(ProcfileKind, dir.path(), &read);
    QVERIFY2(firstOf(findings, Finding::Severity::Error).message.isEmpty(), qPrintable(dump(findings)));
    QCOMPARE(read, processes);
    Finding crInfo;
    for (const Finding &f : findings) {
        if (f.severity == Finding::Severity::Info && f.message.contains(QStringLiteral("lone CR")))
            crInfo = f;
    }
    if (info.isEmpty()) {
        QVERIFY2(crInfo.message.isEmpty(), qPrintable(crInfo.message));
        return;
    }
    QVERIFY2(crInfo.message.contains(info), qPrintable(dump(findings)));
    QCOMPARE(crInfo.location.file, dir.filePath(QStringLiteral("Procfile")));
    QCOMPARE(crInfo.location.line, 1);
    QCOMPARE(crInfo.fieldPath, QStringLiteral("apps[demo]"));
}

// Extra manifests hold several documents: the guarded multi-document read (YamlGuard::loadAll).
void TestInputText::manifests_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("fragment");

    QTest::newRow("a manifest of the single byte comma is a syntax error in bounded time")
        << QByteArray(",") << 1 << QStringLiteral("YAML syntax error");
    QTest::newRow("a comma after a manifest's first document is a syntax error, not endless documents")
        << QByteArray("apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\n---\n,\n") << 6
        << QStringLiteral("YAML syntax error");
    QTest::newRow("an alias bomb in a manifest is refused by its expanded size")
        << aliasBomb("apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\n", "") << 10
        << QStringLiteral("aliases expand it past");
    QTest::newRow("an alias inside the list it names in a manifest is a cycle, refused") << QByteArray(
        "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: &n [*n]\n") << 4 << QStringLiteral("(a cycle)");
    QTest::newRow("a duplicate key in a manifest is an error naming both lines")
        << QByteArray("apiVersion: v1\nkind: ConfigMap\nkind: Secret\nmetadata:\n  name: a\n") << 3
        << QStringLiteral("lines 2 and 3");
}

void TestInputText::manifests()
{
    QFETCH(QByteArray, content);
    QFETCH(int, line);
    QFETCH(QString, fragment);
    const RawManifest manifest { QStringLiteral("extra.yaml"), QStringLiteral("/p/manifests/extra.yaml"),
        content };
    const Findings findings
        = SecurityValidator::checkManifest(manifest, QStringLiteral("apps[demo].manifests"));
    const Finding error = firstOf(findings, Finding::Severity::Error);
    QVERIFY2(error.message.contains(fragment), qPrintable(dump(findings)));
    QVERIFY2(error.message.startsWith(QStringLiteral("extra.yaml: ")), qPrintable(error.message));
    QCOMPARE(error.location.file, manifest.filePath);
    QCOMPARE(error.location.line, line);
    QCOMPARE(error.fieldPath, QStringLiteral("apps[demo].manifests"));
}

QTEST_GUILESS_MAIN(TestInputText)
#include "tst_inputtext.moc"
