// SPDX-License-Identifier: GPL-3.0-or-later
// ManifestSet: splitting helm's output, Source comments, order, the preview stream.

#include "render/manifestset.h"
#include "render/redactor.h"

#include <QJsonDocument>
#include <QJsonParseError>

#include <QTest>

#include <yaml-cpp/yaml.h>

using namespace HelmDeck;

class TestManifestSet : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void split_data();
    void split();
    void order();
    void releases();
    void releaseKinds();
    void toYaml();
    void redact_data();
    void redact();
    void redactedSet();
    void theDefaultMaskIsAppliable_data();
    void theDefaultMaskIsAppliable();
    void withoutTestsDropsTheTestHooks();
};

void TestManifestSet::split_data()
{
    QTest::addColumn<QByteArray>("stream");
    QTest::addColumn<QStringList>("kindNames"); // "Kind/name", in ManifestSet order
    QTest::addColumn<QStringList>("sources");

    QTest::newRow("helm style") << QByteArray(
        "---\n# Source: a/templates/s.yaml\napiVersion: v1\nkind: Service\nmetadata:\n  name: s\n"
        "---\n# Source: a/templates/sa.yaml\napiVersion: v1\nkind: ServiceAccount\nmetadata:\n  name: a\n")
                                << QStringList { QStringLiteral("ServiceAccount/a"),
                                       QStringLiteral("Service/s") }
                                << QStringList { QStringLiteral("a/templates/sa.yaml"),
                                       QStringLiteral("a/templates/s.yaml") };
    QTest::newRow("no leading separator, CRLF")
        << QByteArray("kind: ConfigMap\r\nmetadata:\r\n  name: c\r\n")
        << QStringList { QStringLiteral("ConfigMap/c") } << QStringList { QString() };
    QTest::newRow("separator variants")
        << QByteArray(
               "--- # first\nkind: Secret\nmetadata: {name: x}\n---  \nkind: Secret\nmetadata: {name: w}\n")
        << QStringList { QStringLiteral("Secret/w"), QStringLiteral("Secret/x") }
        << QStringList { QString(), QString() };
    QTest::newRow("empty documents dropped")
        << QByteArray("---\n---\n# Source: a/templates/empty.yaml\n\n---\n# just a comment\n---\nkind: "
                      "Job\nmetadata:\n  name: j\n")
        << QStringList { QStringLiteral("Job/j") } << QStringList { QString() };
    QTest::newRow("content line like a separator")
        << QByteArray("kind: ConfigMap\nmetadata:\n  name: c\ndata:\n  a: |\n    ----\n    ---x\n")
        << QStringList { QStringLiteral("ConfigMap/c") } << QStringList { QString() };
    QTest::newRow("invalid yaml last")
        << QByteArray("kind: [\n---\nkind: Deployment\nmetadata:\n  name: d\n---\n- a list\n")
        << QStringList { QStringLiteral("Deployment/d"), QStringLiteral("Invalid/"),
               QStringLiteral("Invalid/") }
        << QStringList { QString(), QString(), QString() };
    // each document goes through YamlGuard (docs/inputs.md, "YAML"): over a bound it is Invalid
    const QByteArray job("---\nkind: Job\nmetadata:\n  name: j\n");
    QTest::newRow("a document nested 300 deep is Invalid")
        << (QByteArray("kind: ConfigMap\nmetadata: {name: deep}\ndata: ") + QByteArray(300, '[')
               + QByteArray(300, ']') + '\n' + job)
        << QStringList { QStringLiteral("Job/j"), QStringLiteral("Invalid/") }
        << QStringList { QString(), QString() };
    QByteArray bomb("kind: ConfigMap\nmetadata: {name: bomb}\nl0: &l0 [x, x, x, x, x, x, x, x, x, x]\n");
    for (int i = 1; i < 8; ++i) // 10^8 values once every alias is expanded
        bomb += QStringLiteral("l%1: &l%1 [*l%2, *l%2, *l%2, *l%2, *l%2, *l%2, *l%2, *l%2, *l%2, *l%2]\n")
                    .arg(i)
                    .arg(i - 1)
                    .toUtf8();
    QTest::newRow("an alias bomb is Invalid")
        << (bomb + job) << QStringList { QStringLiteral("Job/j"), QStringLiteral("Invalid/") }
        << QStringList { QString(), QString() };
    QTest::newRow("the one byte \",\" is Invalid")
        << (QByteArray(",\n") + job) << QStringList { QStringLiteral("Job/j"), QStringLiteral("Invalid/") }
        << QStringList { QString(), QString() };
    QTest::newRow("late Source comment is content")
        << QByteArray("kind: ConfigMap\n# Source: not/this.yaml\nmetadata:\n  name: c\n")
        << QStringList { QStringLiteral("ConfigMap/c") } << QStringList { QString() };
}

void TestManifestSet::split()
{
    QFETCH(QByteArray, stream);
    QFETCH(QStringList, kindNames);
    QFETCH(QStringList, sources);
    const ManifestSet set = ManifestSet::parse(QStringLiteral("rel"), stream);
    QStringList got;
    QStringList gotSources;
    for (const Manifest &m : set.documents()) {
        got << m.kind + QLatin1Char('/') + m.name;
        gotSources << m.source;
        QCOMPARE(m.release, QStringLiteral("rel"));
        QVERIFY(!m.yaml.contains(QLatin1String("# Source: a/")));
        QVERIFY(m.yaml.endsWith(QLatin1Char('\n')) && !m.yaml.endsWith(QLatin1String("\n\n")));
        QVERIFY(!m.yaml.startsWith(QLatin1String("---")));
    }
    QCOMPARE(got, kindNames);
    QCOMPARE(gotSources, sources);
}

void TestManifestSet::order()
{
    const QByteArray stream
        = "kind: Ingress\nmetadata: {name: a}\n---\nkind: CronJob\nmetadata: {name: b}\n---\n"
          "kind: Deployment\nmetadata: {name: z}\n---\nkind: Deployment\nmetadata: {name: y}\n---\n"
          "kind: Widget\nmetadata: {name: w}\n---\nkind: Service\nmetadata: {name: s}\n---\n"
          "kind: PersistentVolumeClaim\nmetadata: {name: p}\n---\nkind: ConfigMap\nmetadata: {name: c}\n---\n"
          "kind: Secret\nmetadata: {name: x}\n---\nkind: ServiceAccount\nmetadata: {name: q}\n---\n"
          "kind: Alpha\nmetadata: {name: a}\n";
    QStringList got;
    const ManifestSet set = ManifestSet::parse(QStringLiteral("r"), stream);
    for (const Manifest &m : set.documents())
        got << m.kind + QLatin1Char('/') + m.name;
    QCOMPARE(got,
        (QStringList { QStringLiteral("ServiceAccount/q"), QStringLiteral("Secret/x"),
            QStringLiteral("ConfigMap/c"), QStringLiteral("PersistentVolumeClaim/p"),
            QStringLiteral("Service/s"), QStringLiteral("Deployment/y"), QStringLiteral("Deployment/z"),
            QStringLiteral("CronJob/b"), QStringLiteral("Ingress/a"), QStringLiteral("Alpha/a"),
            QStringLiteral("Widget/w") }));
}

void TestManifestSet::releases()
{
    ManifestSet set
        = ManifestSet::parse(QStringLiteral("config-shop"), "kind: Secret\nmetadata: {name: config-shop}\n");
    set.append(ManifestSet::parse(QStringLiteral("shop"),
        "kind: Service\nmetadata: {name: b}\n---\nkind: ServiceAccount\nmetadata: {name: a}\n"));
    set.append(
        ManifestSet::parse(QStringLiteral("config-shop"), "kind: ConfigMap\nmetadata: {name: extra}\n"));
    QCOMPARE(set.releases(), (QStringList { QStringLiteral("config-shop"), QStringLiteral("shop") }));
    QCOMPARE(set.forRelease(QStringLiteral("config-shop")).size(), 2);
    QCOMPARE(set.forRelease(QStringLiteral("shop")).first().kind, QStringLiteral("ServiceAccount"));
    QCOMPARE(set.documents().at(1).name, QStringLiteral("extra")); // grouped with its release
    QVERIFY(set.find(QStringLiteral("Service"), QStringLiteral("b")));
    QVERIFY(!set.find(QStringLiteral("Service"), QStringLiteral("nope")));
    QVERIFY(ManifestSet().isEmpty());
}

void TestManifestSet::releaseKinds()
{
    ManifestSet set
        = ManifestSet::parse(QStringLiteral("config-x"), "kind: Service\nmetadata: {name: web}\n"); // an app
    set.append(ManifestSet::parse(
        QStringLiteral("config-config-x"), "kind: Secret\nmetadata: {name: c}\n", ReleaseKind::Config));
    set.append(ManifestSet::parse(QStringLiteral("storage-db"),
        "kind: PersistentVolumeClaim\nmetadata: {name: db}\n", ReleaseKind::Storage));
    QCOMPARE(set.releaseKind(QStringLiteral("config-x")), ReleaseKind::App);
    QCOMPARE(set.releaseKind(QStringLiteral("config-config-x")), ReleaseKind::Config);
    QCOMPARE(set.releaseKind(QStringLiteral("storage-db")), ReleaseKind::Storage);
    QCOMPARE(set.releaseKind(QStringLiteral("nope")), ReleaseKind::App);
    QCOMPARE(set.find(QStringLiteral("Secret"), QStringLiteral("c"))->releaseKind, ReleaseKind::Config);
    // a redacted copy keeps the kinds
    QCOMPARE(set.redacted().releaseKind(QStringLiteral("config-config-x")), ReleaseKind::Config);
}

void TestManifestSet::toYaml()
{
    ManifestSet set
        = ManifestSet::parse(QStringLiteral("config-shop"), "kind: Secret\nmetadata: {name: c}\n");
    set.append(ManifestSet::parse(QStringLiteral("shop"),
        "---\n# Source: shop/templates/sa.yaml\nkind: ServiceAccount\nmetadata: {name: shop}\n"));
    set.append(ManifestSet::parse(QStringLiteral("shop"), "kind: Service\nmetadata: {name: web}\n"));
    QCOMPARE(set.toYaml(),
        QStringLiteral("# Release: config-shop\n---\nkind: Secret\nmetadata: {name: c}\n"
                       "# Release: shop\n---\n# Source: shop/templates/sa.yaml\nkind: "
                       "ServiceAccount\nmetadata: {name: shop}\n"
                       "# Release: shop\n---\nkind: Service\nmetadata: {name: web}\n"));
    QCOMPARE(set.releaseYaml(QStringLiteral("shop")),
        QStringLiteral("---\n# Source: shop/templates/sa.yaml\nkind: ServiceAccount\nmetadata: {name: shop}\n"
                       "---\nkind: Service\nmetadata: {name: web}\n"));
    // the stream parses back to the same documents
    const ManifestSet again
        = ManifestSet::parse(QStringLiteral("shop"), set.releaseYaml(QStringLiteral("shop")).toUtf8());
    QCOMPARE(again.documents().size(), 2);
    QCOMPARE(again.documents().first().source, QStringLiteral("shop/templates/sa.yaml"));
    QCOMPARE(again.documents().first().yaml, set.forRelease(QStringLiteral("shop")).first().yaml);
}

void TestManifestSet::redact_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("yaml");
    QTest::addColumn<QString>("mask");
    QTest::addColumn<QStringList>(
        "keys"); // data/stringData keys that must remain, each with the mask as value
    QTest::addColumn<QStringList>("hidden"); // text that must be gone
    QTest::addColumn<QString>("exact"); // the exact result when the line rewrite applies; empty = not checked

    const QString bullets = Redactor::defaultMask();
    const QString helmStyle
        = QStringLiteral("apiVersion: v1\nkind: Secret\nmetadata:\n  name: \"config-shop\"\ntype: Opaque\n"
                         "data:\n  \"MODE\": \"MDc1NQ==\"\n  \"TOKEN\": \"c2VjcmV0LXRva2Vu\"\n");
    QTest::newRow("helm style") << QStringLiteral("Secret") << helmStyle << bullets
                                << QStringList { QStringLiteral("MODE"), QStringLiteral("TOKEN") }
                                << QStringList { QStringLiteral("MDc1NQ=="),
                                       QStringLiteral("c2VjcmV0LXRva2Vu") }
                                << QString(helmStyle)
                                       .replace(QStringLiteral("\"MDc1NQ==\""), bullets)
                                       .replace(QStringLiteral("\"c2VjcmV0LXRva2Vu\""), bullets);
    QTest::newRow("stringData block scalar, data after")
        << QStringLiteral("Secret")
        << QStringLiteral(
               "kind: Secret\nstringData:\n  cert: |\n    -----BEGIN-----\n    s3cr3t-line\n\n    "
               "tail-line\n  'pass:word': plain-secret\n"
               "  # a comment\ndata:\n  .dockerconfigjson: eyJhdXRocyI6e319\nmetadata:\n  name: x\n")
        << bullets
        << QStringList { QStringLiteral("cert"), QStringLiteral("pass:word"),
               QStringLiteral(".dockerconfigjson") }
        << QStringList { QStringLiteral("s3cr3t-line"), QStringLiteral("tail-line"),
               QStringLiteral("plain-secret"), QStringLiteral("eyJhdXRocyI6e319") }
        << QString();
    QTest::newRow("flow map is re-emitted")
        << QStringLiteral("Secret")
        << QStringLiteral("kind: Secret\nmetadata: {name: x}\ndata: {a: YWFh, \"b\": YmJi}\n") << bullets
        << QStringList { QStringLiteral("a"), QStringLiteral("b") }
        << QStringList { QStringLiteral("YWFh"), QStringLiteral("YmJi") } << QString();
    QTest::newRow("mask that needs quotes")
        << QStringLiteral("Secret") << helmStyle << QStringLiteral("#: hidden")
        << QStringList { QStringLiteral("MODE"), QStringLiteral("TOKEN") }
        << QStringList { QStringLiteral("MDc1NQ=="), QStringLiteral("c2VjcmV0LXRva2Vu") } << QString();
    QTest::newRow("plain mask") << QStringLiteral("Secret") << helmStyle << QStringLiteral("<redacted>")
                                << QStringList { QStringLiteral("MODE"), QStringLiteral("TOKEN") }
                                << QStringList { QStringLiteral("MDc1NQ=="),
                                       QStringLiteral("c2VjcmV0LXRva2Vu") }
                                << QString();
    const QString emptyData = QStringLiteral("kind: Secret\nmetadata:\n  name: x\ndata: {}\n");
    QTest::newRow("empty data") << QStringLiteral("Secret") << emptyData << bullets << QStringList()
                                << QStringList() << emptyData;
    const QString configMap = QStringLiteral("kind: ConfigMap\nmetadata:\n  name: x\ndata:\n  a: visible\n");
    QTest::newRow("not a Secret") << QStringLiteral("ConfigMap") << configMap << bullets << QStringList()
                                  << QStringList() << configMap;
    QTest::newRow("invalid document")
        << QStringLiteral("Invalid") << QStringLiteral("kind: Secret\ndata: [oops s3cret\n") << bullets
        << QStringList() << QStringList { QStringLiteral("s3cret") } << QString();
}

void TestManifestSet::redact()
{
    QFETCH(QString, kind);
    QFETCH(QString, yaml);
    QFETCH(QString, mask);
    QFETCH(QStringList, keys);
    QFETCH(QStringList, hidden);
    QFETCH(QString, exact);
    const QString out = Redactor::redact(kind, yaml, mask);
    if (!exact.isEmpty())
        QCOMPARE(out, exact);
    for (const QString &h : hidden)
        QVERIFY2(!out.contains(h), qPrintable(out));
    if (kind == QLatin1String("Invalid"))
        return;
    const YAML::Node doc = YAML::Load(out.toStdString());
    int found = 0;
    for (const char *map : { "data", "stringData" }) {
        const YAML::Node values = doc[map];
        if (!values || values.IsNull() || kind != QLatin1String("Secret"))
            continue;
        for (auto it = values.begin(); it != values.end(); ++it) {
            QVERIFY2(keys.contains(QString::fromStdString(it->first.Scalar())), it->first.Scalar().c_str());
            QCOMPARE(QString::fromStdString(it->second.Scalar()), mask);
            ++found;
        }
    }
    QCOMPARE(found, keys.size());
    QVERIFY(doc["metadata"]["name"]); // the rest of the document survives
}

void TestManifestSet::redactedSet()
{
    const QByteArray stream
        = "---\n# Source: config-shop/templates/secret.yaml\nkind: Secret\nmetadata:\n  name: config-shop\n"
          "data:\n  \"TOKEN\": \"c2VjcmV0\"\n";
    const ManifestSet set = ManifestSet::parse(QStringLiteral("config-shop"), stream);
    const QString masked
        = QStringLiteral(
              "# Release: config-shop\n---\n# Source: config-shop/templates/secret.yaml\nkind: Secret\n"
              "metadata:\n  name: config-shop\ndata:\n  \"TOKEN\": ")
        + Redactor::placeholderData() + QLatin1Char(' ') + Redactor::maskedComment() + QStringLiteral("\n");
    QCOMPARE(set.toYaml(), masked); // redacted unless asked
    QVERIFY(set.toYaml(true).contains(QLatin1String("c2VjcmV0")));
    QVERIFY(set.toYaml(false, QStringLiteral("***")).contains(QLatin1String("\"TOKEN\": \"***\"")));
    QVERIFY(!set.releaseYaml(QStringLiteral("config-shop")).contains(QLatin1String("c2VjcmV0")));
    QVERIFY(set.releaseYaml(QStringLiteral("config-shop"), true).contains(QLatin1String("c2VjcmV0")));
    // redacted() is a copy: the set keeps the values for the preview's reveal
    const ManifestSet copy = set.redacted();
    QVERIFY(!copy.toYaml(true).contains(QLatin1String("c2VjcmV0")));
    QVERIFY(set.documents().first().yaml.contains(QLatin1String("c2VjcmV0")));
    QCOMPARE(copy.documents().first().name, QStringLiteral("config-shop"));
}

void TestManifestSet::theDefaultMaskIsAppliable_data()
{
    QTest::addColumn<QString>("yaml");
    QTest::addColumn<int>("values"); // how many values are masked
    QTest::newRow("helm's block map: every line keeps its key and says it is masked") << QStringLiteral(
        "apiVersion: v1\nkind: Secret\nmetadata:\n  name: x\ntype: Opaque\n"
        "data:\n  \"MODE\": \"MDc1NQ==\"\n  \"TOKEN\": \"c2VjcmV0LXRva2Vu\"\n") << 2;
    QTest::newRow("a flow map is re-emitted under one comment")
        << QStringLiteral("apiVersion: v1\nkind: Secret\nmetadata: {name: x}\ndata: {a: YWFh, \"b\": YmJi}\n")
        << 2;
    QTest::newRow("stringData and a pull secret's .dockerconfigjson") << QStringLiteral(
        "apiVersion: v1\nkind: Secret\nmetadata:\n  name: x\ntype: kubernetes.io/dockerconfigjson\n"
        "stringData:\n  note: |\n    two\n    lines\ndata:\n  .dockerconfigjson: eyJhdXRocyI6e319\n")
                                                                      << 2;
}

void TestManifestSet::theDefaultMaskIsAppliable()
{
    QFETCH(QString, yaml);
    QFETCH(int, values);
    const QString out = Redactor::redact(QStringLiteral("Secret"), yaml);
    QVERIFY2(out.contains(Redactor::maskedComment()), qPrintable(out));
    QVERIFY(!out.contains(Redactor::defaultMask()));
    const YAML::Node doc = YAML::Load(out.toStdString());
    int found = 0;
    const QByteArray data
        = doc["data"] ? QByteArray::fromStdString(doc["data"].begin()->second.Scalar()) : QByteArray();
    for (const char *map : { "data", "stringData" }) {
        if (!doc[map])
            continue;
        for (auto it = doc[map].begin(); it != doc[map].end(); ++it) {
            const QByteArray value = QByteArray::fromStdString(it->second.Scalar());
            QByteArray text = value;
            if (qstrcmp(map, "data") == 0) { // what the API server does with data: strict base64
                const auto decoded
                    = QByteArray::fromBase64Encoding(value, QByteArray::AbortOnBase64DecodingErrors);
                QVERIFY2(decoded.decodingStatus == QByteArray::Base64DecodingStatus::Ok, value.constData());
                text = decoded.decoded;
            }
            QCOMPARE(QString::fromUtf8(text), Redactor::placeholderText());
            QJsonParseError error;
            QJsonDocument::fromJson(text, &error); // a masked .dockerconfigjson is still JSON
            QCOMPARE(error.error, QJsonParseError::NoError);
            ++found;
        }
    }
    QVERIFY(!data.isEmpty());
    QCOMPARE(found, values);
    QVERIFY(doc["metadata"]["name"]);
}

void TestManifestSet::withoutTestsDropsTheTestHooks()
{
    const ManifestSet set = ManifestSet::parse(QStringLiteral("shop"),
        "---\n# Source: shop/templates/service.yaml\napiVersion: v1\nkind: Service\nmetadata:\n  name: "
        "shop-web\n"
        "---\n# Source: shop/templates/tests/test-connection.yaml\napiVersion: v1\nkind: Pod\nmetadata:\n"
        "  name: shop-test-connection\n");
    QCOMPARE(set.documents().size(), 2);
    const ManifestSet kept = set.withoutTests();
    QCOMPARE(kept.documents().size(), 1);
    QCOMPARE(kept.documents().first().kind, QStringLiteral("Service"));
    QCOMPARE(set.documents().size(), 2); // the set itself keeps the Pod (the preview shows it)
}

QTEST_GUILESS_MAIN(TestManifestSet)
#include "tst_manifestset.moc"
