// SPDX-License-Identifier: GPL-3.0-or-later
// Revealed Secrets read as text: base64 data decoded (the preview's reveal, the diff's plain env values).

#include "render/manifestset.h"
#include "render/redactor.h"
#include "render/secretdecoder.h"

#include <QTest>

using namespace HelmDeck;

namespace {

QString b64(const QString &text)
{
    return QString::fromLatin1(text.toUtf8().toBase64());
}

QString secret(const QString &body)
{
    return QStringLiteral("apiVersion: v1\nkind: Secret\nmetadata:\n  name: config-shop\ntype: Opaque\n")
        + body;
}

} // namespace

class TestSecretDecoder : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void decodesForReading_data();
    void decodesForReading();
    void revealedSetKeepsOtherDocuments();
};

void TestSecretDecoder::decodesForReading_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("yaml");
    QTest::addColumn<bool>("toStringData");
    QTest::addColumn<QStringList>("clearKeys"); ///< empty: every key shown
    QTest::addColumn<QString>("expected");

    const QString head = secret(QString());
    QTest::newRow("the preview's reveal moves decoded text under stringData, quoted so 0755 stays a string")
        << QStringLiteral("Secret")
        << secret(QStringLiteral("data:\n  \"MODE\": \"%1\"\n  \"TOKEN\": \"%2\"\n")
                      .arg(b64(QStringLiteral("0755")), b64(QStringLiteral("s3cr\"et"))))
        << true << QStringList()
        << head + QStringLiteral("stringData:\n  \"MODE\": \"0755\"\n  \"TOKEN\": \"s3cr\\\"et\"\n");
    QTest::newRow("a value that is not text stays base64 under data")
        << QStringLiteral("Secret")
        << secret(
               QStringLiteral("data:\n  \"A\": \"%1\"\n  \"BIN\": \"AP8=\"\n").arg(b64(QStringLiteral("a"))))
        << true << QStringList()
        << head + QStringLiteral("stringData:\n  \"A\": \"a\"\ndata:\n  \"BIN\": \"AP8=\"\n");
    QTest::newRow("a multi-line value is escaped onto one line")
        << QStringLiteral("Secret")
        << secret(QStringLiteral("data:\n  \"PEM\": \"%1\"\n").arg(b64(QStringLiteral("a\nb\t")))) << true
        << QStringList() << head + QStringLiteral("stringData:\n  \"PEM\": \"a\\nb\\t\"\n");
    QTest::newRow("the diff keeps data: and masks every key it is not told to show")
        << QStringLiteral("Secret")
        << secret(QStringLiteral("data:\n  \"MODE\": \"%1\"\n  \"TOKEN\": \"%2\"\n")
                      .arg(b64(QStringLiteral("prod")), b64(QStringLiteral("hunter2"))))
        << false << QStringList { QStringLiteral("MODE") }
        << head + QStringLiteral("data:\n  \"MODE\": \"prod\"\n  \"TOKEN\": \"\u2022\u2022\u2022\u2022\"\n");
    QTest::newRow("lines after the data block stay as they were")
        << QStringLiteral("Secret")
        << QStringLiteral("kind: Secret\ndata:\n  \"A\": \"%1\"\nmetadata:\n  name: x\n")
               .arg(b64(QStringLiteral("v")))
        << true << QStringList()
        << QStringLiteral("kind: Secret\nstringData:\n  \"A\": \"v\"\nmetadata:\n  name: x\n");
    QTest::newRow("a flow map cannot be rewritten: with keys to hide, everything is masked")
        << QStringLiteral("Secret")
        << secret(QStringLiteral("data: {A: %1}\n").arg(b64(QStringLiteral("hidden-value")))) << false
        << QStringList { QStringLiteral("B") }
        << Redactor::redact(QStringLiteral("Secret"),
               secret(QStringLiteral("data: {A: %1}\n").arg(b64(QStringLiteral("hidden-value")))),
               Redactor::defaultMask());
    QTest::newRow("a document that is not a Secret is unchanged")
        << QStringLiteral("ConfigMap")
        << QStringLiteral("kind: ConfigMap\ndata:\n  A: \"%1\"\n").arg(b64(QStringLiteral("v"))) << true
        << QStringList()
        << QStringLiteral("kind: ConfigMap\ndata:\n  A: \"%1\"\n").arg(b64(QStringLiteral("v")));
}

void TestSecretDecoder::decodesForReading()
{
    QFETCH(QString, kind);
    QFETCH(QString, yaml);
    QFETCH(bool, toStringData);
    QFETCH(QStringList, clearKeys);
    QFETCH(QString, expected);
    SecretDecoder::Options options;
    options.toStringData = toStringData;
    options.hasClearKeys = !clearKeys.isEmpty();
    options.clearKeys = QSet<QString>(clearKeys.cbegin(), clearKeys.cend());
    options.mask = Redactor::defaultMask();
    const QString out = SecretDecoder::decode(kind, yaml, options);
    QCOMPARE(out, expected);
    if (options.hasClearKeys)
        QVERIFY(!out.contains(QLatin1String("hunter2")) && !out.contains(b64(QStringLiteral("hunter2")))
            && !out.contains(QLatin1String("hidden-value")));
}

void TestSecretDecoder::revealedSetKeepsOtherDocuments()
{
    const QString deployment
        = QStringLiteral("apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\n");
    const QString yaml = QStringLiteral("---\n") + deployment + QStringLiteral("---\n")
        + secret(QStringLiteral("data:\n  \"K\": \"%1\"\n").arg(b64(QStringLiteral("value-1"))));
    const ManifestSet set = ManifestSet::parse(QStringLiteral("config-shop"), yaml.toUtf8());
    const QString revealed = set.decoded().releaseYaml(QStringLiteral("config-shop"), true);
    QVERIFY2(revealed.contains(deployment), qPrintable(revealed));
    QVERIFY2(revealed.contains(QLatin1String("stringData:\n  \"K\": \"value-1\"\n")), qPrintable(revealed));
    QVERIFY(!revealed.contains(b64(QStringLiteral("value-1"))));
    // the set itself keeps the data as rendered
    QVERIFY(set.releaseYaml(QStringLiteral("config-shop"), true).contains(b64(QStringLiteral("value-1"))));
}

QTEST_GUILESS_MAIN(TestSecretDecoder)
#include "tst_secretdecoder.moc"
