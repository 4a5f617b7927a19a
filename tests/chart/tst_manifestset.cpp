// SPDX-License-Identifier: GPL-3.0-or-later
// ManifestSet: splitting helm's output, Source comments, order, the preview stream.

#include "render/manifestset.h"

#include <QTest>

using namespace HelmDeck;

class TestManifestSet : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void split_data();
    void split();
    void order();
    void releases();
    void toYaml();
};

void TestManifestSet::split_data()
{
    QTest::addColumn<QByteArray>("stream");
    QTest::addColumn<QStringList>("kindNames");   // "Kind/name", in ManifestSet order
    QTest::addColumn<QStringList>("sources");

    QTest::newRow("helm style") << QByteArray("---\n# Source: a/templates/s.yaml\napiVersion: v1\nkind: Service\nmetadata:\n  name: s\n"
                                              "---\n# Source: a/templates/sa.yaml\napiVersion: v1\nkind: ServiceAccount\nmetadata:\n  name: a\n")
                                << QStringList{ QStringLiteral("ServiceAccount/a"), QStringLiteral("Service/s") }
                                << QStringList{ QStringLiteral("a/templates/sa.yaml"), QStringLiteral("a/templates/s.yaml") };
    QTest::newRow("no leading separator, CRLF") << QByteArray("kind: ConfigMap\r\nmetadata:\r\n  name: c\r\n")
                                                << QStringList{ QStringLiteral("ConfigMap/c") } << QStringList{ QString() };
    QTest::newRow("separator variants") << QByteArray("--- # first\nkind: Secret\nmetadata: {name: x}\n---  \nkind: Secret\nmetadata: {name: w}\n")
                                        << QStringList{ QStringLiteral("Secret/w"), QStringLiteral("Secret/x") }
                                        << QStringList{ QString(), QString() };
    QTest::newRow("empty documents dropped") << QByteArray("---\n---\n# Source: a/templates/empty.yaml\n\n---\n# just a comment\n---\nkind: Job\nmetadata:\n  name: j\n")
                                             << QStringList{ QStringLiteral("Job/j") } << QStringList{ QString() };
    QTest::newRow("content line like a separator") << QByteArray("kind: ConfigMap\nmetadata:\n  name: c\ndata:\n  a: |\n    ----\n    ---x\n")
                                                   << QStringList{ QStringLiteral("ConfigMap/c") } << QStringList{ QString() };
    QTest::newRow("invalid yaml last") << QByteArray("kind: [\n---\nkind: Deployment\nmetadata:\n  name: d\n---\n- a list\n")
                                       << QStringList{ QStringLiteral("Deployment/d"), QStringLiteral("Invalid/"), QStringLiteral("Invalid/") }
                                       << QStringList{ QString(), QString(), QString() };
    QTest::newRow("late Source comment is content") << QByteArray("kind: ConfigMap\n# Source: not/this.yaml\nmetadata:\n  name: c\n")
                                                    << QStringList{ QStringLiteral("ConfigMap/c") } << QStringList{ QString() };
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
    const QByteArray stream = "kind: Ingress\nmetadata: {name: a}\n---\nkind: CronJob\nmetadata: {name: b}\n---\n"
                              "kind: Deployment\nmetadata: {name: z}\n---\nkind: Deployment\nmetadata: {name: y}\n---\n"
                              "kind: Widget\nmetadata: {name: w}\n---\nkind: Service\nmetadata: {name: s}\n---\n"
                              "kind: PersistentVolumeClaim\nmetadata: {name: p}\n---\nkind: ConfigMap\nmetadata: {name: c}\n---\n"
                              "kind: Secret\nmetadata: {name: x}\n---\nkind: ServiceAccount\nmetadata: {name: q}\n---\n"
                              "kind: Alpha\nmetadata: {name: a}\n";
    QStringList got;
    const ManifestSet set = ManifestSet::parse(QStringLiteral("r"), stream);
    for (const Manifest &m : set.documents())
        got << m.kind + QLatin1Char('/') + m.name;
    QCOMPARE(got, (QStringList{ QStringLiteral("ServiceAccount/q"), QStringLiteral("Secret/x"), QStringLiteral("ConfigMap/c"),
                                QStringLiteral("PersistentVolumeClaim/p"), QStringLiteral("Service/s"), QStringLiteral("Deployment/y"),
                                QStringLiteral("Deployment/z"), QStringLiteral("CronJob/b"), QStringLiteral("Ingress/a"),
                                QStringLiteral("Alpha/a"), QStringLiteral("Widget/w") }));
}

void TestManifestSet::releases()
{
    ManifestSet set = ManifestSet::parse(QStringLiteral("config-shop"), "kind: Secret\nmetadata: {name: config-shop}\n");
    set.append(ManifestSet::parse(QStringLiteral("shop"), "kind: Service\nmetadata: {name: b}\n---\nkind: ServiceAccount\nmetadata: {name: a}\n"));
    set.append(ManifestSet::parse(QStringLiteral("config-shop"), "kind: ConfigMap\nmetadata: {name: extra}\n"));
    QCOMPARE(set.releases(), (QStringList{ QStringLiteral("config-shop"), QStringLiteral("shop") }));
    QCOMPARE(set.forRelease(QStringLiteral("config-shop")).size(), 2);
    QCOMPARE(set.forRelease(QStringLiteral("shop")).first().kind, QStringLiteral("ServiceAccount"));
    QCOMPARE(set.documents().at(1).name, QStringLiteral("extra"));   // grouped with its release
    QVERIFY(set.find(QStringLiteral("Service"), QStringLiteral("b")));
    QVERIFY(!set.find(QStringLiteral("Service"), QStringLiteral("nope")));
    QVERIFY(ManifestSet().isEmpty());
}

void TestManifestSet::toYaml()
{
    ManifestSet set = ManifestSet::parse(QStringLiteral("config-shop"), "kind: Secret\nmetadata: {name: c}\n");
    set.append(ManifestSet::parse(QStringLiteral("shop"), "---\n# Source: shop/templates/sa.yaml\nkind: ServiceAccount\nmetadata: {name: shop}\n"));
    QCOMPARE(set.toYaml(), QStringLiteral("# Release: config-shop\n---\nkind: Secret\nmetadata: {name: c}\n"
                                          "# Release: shop\n---\n# Source: shop/templates/sa.yaml\nkind: ServiceAccount\nmetadata: {name: shop}\n"));
    QCOMPARE(set.releaseYaml(QStringLiteral("shop")),
             QStringLiteral("---\n# Source: shop/templates/sa.yaml\nkind: ServiceAccount\nmetadata: {name: shop}\n"));
    // the stream parses back to the same documents
    const ManifestSet again = ManifestSet::parse(QStringLiteral("shop"), set.releaseYaml(QStringLiteral("shop")).toUtf8());
    QCOMPARE(again.documents().size(), 1);
    QCOMPARE(again.documents().first().source, QStringLiteral("shop/templates/sa.yaml"));
    QCOMPARE(again.documents().first().yaml, set.forRelease(QStringLiteral("shop")).first().yaml);
}

QTEST_GUILESS_MAIN(TestManifestSet)
#include "tst_manifestset.moc"
