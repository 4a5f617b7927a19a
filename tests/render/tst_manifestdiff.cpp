// SPDX-License-Identifier: GPL-3.0-or-later
// ManifestDiff: object matching, unified hunks (dtl), masked Secrets, release order, the size bound.

#include "render/manifestdiff.h"
#include "render/redactor.h"

#include <QRegularExpression>
#include <QTest>

using namespace HelmDeck;

namespace {

const QByteArray Deployment = "apiVersion: apps/v1\n" // 1
                              "kind: Deployment\n" // 2
                              "metadata:\n" // 3
                              "  name: web\n" // 4
                              "  namespace: shop\n" // 5
                              "spec:\n" // 6
                              "  replicas: 1\n" // 7
                              "  selector:\n" // 8
                              "    matchLabels:\n" // 9
                              "      app: web\n" // 10
                              "  template:\n" // 11
                              "    metadata:\n" // 12
                              "      labels:\n" // 13
                              "        app: web\n" // 14
                              "    spec:\n" // 15
                              "      containers:\n" // 16
                              "      - name: web\n" // 17
                              "        image: shop:1.0\n"; // 18
const QByteArray Service
    = "apiVersion: v1\nkind: Service\nmetadata:\n  name: web\nspec:\n  ports:\n  - port: 80\n";
const QByteArray Account = "apiVersion: v1\nkind: ServiceAccount\nmetadata:\n  name: shop\n";
const QByteArray ConfigMap
    = "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: settings\ndata:\n  MODE: fast\n";

QByteArray stream(const QList<QByteArray> &docs)
{
    QByteArray out;
    for (const QByteArray &d : docs)
        out += "---\n" + d;
    return out;
}

ManifestSet set(const QString &release, const QList<QByteArray> &docs)
{
    return ManifestSet::parse(release, stream(docs));
}

/**
 * Checks that @p diff is one object's unified diff: the two file lines, then hunks whose
 * "@@ -a,b +c,d @@" counts match their bodies. Returns what is wrong, or an empty string.
 */
QString checkStructure(const QString &diff, const QString &kindName, QStringList *headers = nullptr)
{
    QStringList lines = diff.split(QLatin1Char('\n'));
    if (lines.isEmpty() || !lines.last().isEmpty())
        return QStringLiteral("no newline at the end");
    lines.removeLast();
    if (lines.size() < 3 || lines.at(0) != QStringLiteral("--- live/") + kindName
        || lines.at(1) != QStringLiteral("+++ new/") + kindName)
        return QStringLiteral("bad file lines: ") + lines.mid(0, 2).join(QLatin1String(" | "));
    static const QRegularExpression hunk(QStringLiteral("^@@ -(\\d+)(?:,(\\d+))? \\+(\\d+)(?:,(\\d+))? @@$"));
    int i = 2;
    while (i < lines.size()) {
        const QRegularExpressionMatch m = hunk.match(lines.at(i));
        if (!m.hasMatch())
            return QStringLiteral("not a hunk header: ") + lines.at(i);
        if (headers)
            headers->append(lines.at(i));
        int oldCount = m.captured(2).isEmpty() ? 1 : m.captured(2).toInt();
        int newCount = m.captured(4).isEmpty() ? 1 : m.captured(4).toInt();
        for (++i; i < lines.size() && !lines.at(i).startsWith(QLatin1String("@@")); ++i) {
            const QChar mark = lines.at(i).isEmpty() ? QChar() : lines.at(i).at(0);
            if (mark == QLatin1Char(' ')) {
                --oldCount;
                --newCount;
            } else if (mark == QLatin1Char('-')) {
                --oldCount;
            } else if (mark == QLatin1Char('+')) {
                --newCount;
            } else {
                return QStringLiteral("not a diff line: ") + lines.at(i);
            }
        }
        if (oldCount != 0 || newCount != 0)
            return QStringLiteral("hunk counts do not match the lines: ") + m.captured(0);
    }
    return QString();
}

int countLines(const QString &diff, QChar mark)
{
    int n = 0;
    const QStringList lines = diff.split(QLatin1Char('\n'));
    for (const QString &line : lines) {
        if (line.startsWith(mark) && !line.startsWith(QLatin1String("---"))
            && !line.startsWith(QLatin1String("+++")))
            ++n;
    }
    return n;
}

/** "Kind/name:change" of every object, in order. */
QStringList objectList(const ManifestDiffResult &r)
{
    static const char *const names[] = { "added", "removed", "changed", "unchanged" };
    QStringList out;
    for (const ObjectDiff &o : r.objects)
        out << o.release + QLatin1Char(':') + o.kind + QLatin1Char('/') + o.name + QLatin1Char(':')
                + QLatin1String(names[int(o.change)]);
    return out;
}

} // namespace

class TestManifestDiff : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void firstDeploy();
    void unchanged();
    void changedField_data();
    void changedField();
    void removed();
    void matching_data();
    void matching();
    void orderInsideRelease();
    void secrets_data();
    void secrets();
    void severalReleases();
    void truncation();
    void largeRewrite();
};

void TestManifestDiff::firstDeploy()
{
    ManifestSet rendered = set(QStringLiteral("config-shop"),
        { "apiVersion: v1\nkind: Secret\nmetadata:\n  name: config-shop\ndata:\n  TOKEN: "
          "c3VwZXJzZWNyZXQ=\n" });
    rendered.append(set(QStringLiteral("shop"), { Deployment, Service }));
    const ManifestDiffResult r = ManifestDiff::compare(ManifestSet(), rendered);
    QCOMPARE(r.added, 3);
    QCOMPARE(r.changed + r.removed, 0);
    QCOMPARE(r.summary(), QStringLiteral("3 added, 0 changed, 0 removed"));
    QCOMPARE(objectList(r),
        (QStringList { QStringLiteral("config-shop:Secret/config-shop:added"),
            QStringLiteral("shop:Service/web:added"), QStringLiteral("shop:Deployment/web:added") }));
    const ObjectDiff &deployment = r.objects.at(2);
    QStringList headers;
    QCOMPARE(checkStructure(deployment.unifiedDiff, QStringLiteral("Deployment/web"), &headers), QString());
    QCOMPARE(headers, QStringList { QStringLiteral("@@ -0,0 +1,18 @@") });
    QCOMPARE(countLines(deployment.unifiedDiff, QLatin1Char('+')), 18);
    QCOMPARE(countLines(deployment.unifiedDiff, QLatin1Char(' '))
            + countLines(deployment.unifiedDiff, QLatin1Char('-')),
        0);
    QVERIFY(deployment.unifiedDiff.contains(QLatin1String("\n+  replicas: 1\n")));
    const QString text = r.text();
    QVERIFY(text.startsWith(QLatin1String("# Release: config-shop\n--- live/Secret/config-shop\n")));
    QCOMPARE(text.count(QLatin1String("# Release: ")), 2);
    QVERIFY(text.contains(QLatin1String("+  TOKEN: ") + Redactor::defaultMask() + QLatin1Char('\n')));
    QVERIFY(!text.contains(QLatin1String("c3VwZXJzZWNyZXQ")));
}

void TestManifestDiff::unchanged()
{
    ManifestSet live = set(QStringLiteral("shop"), { Deployment, Service, Account });
    const ManifestDiffResult r
        = ManifestDiff::compare(live, set(QStringLiteral("shop"), { Account, Service, Deployment }));
    QVERIFY(!r.hasChanges());
    QCOMPARE(r.text(), QString());
    QCOMPARE(r.summary(), QStringLiteral("0 added, 0 changed, 0 removed"));
    QCOMPARE(r.objects.size(), 3);
    for (const ObjectDiff &o : r.objects) {
        QCOMPARE(o.change, ObjectDiff::Change::Unchanged);
        QVERIFY(o.unifiedDiff.isEmpty());
    }
    QVERIFY(!r.truncated);
}

void TestManifestDiff::changedField_data()
{
    QTest::addColumn<QByteArray>("newYaml");
    QTest::addColumn<int>("context");
    QTest::addColumn<QStringList>("hunkHeaders");
    QTest::addColumn<int>("contextLines");
    QTest::addColumn<int>("removedLines");
    QTest::addColumn<int>("addedLines");

    QByteArray replicas = Deployment;
    replicas.replace("replicas: 1", "replicas: 2");
    QByteArray both = replicas;
    both.replace("image: shop:1.0", "image: shop:1.1");
    const QByteArray ports = Deployment + "        ports:\n        - containerPort: 5000\n";

    QTest::newRow("3 lines of context")
        << replicas << 3 << QStringList { QStringLiteral("@@ -4,7 +4,7 @@") } << 6 << 1 << 1;
    QTest::newRow("1 line of context")
        << replicas << 1 << QStringList { QStringLiteral("@@ -6,3 +6,3 @@") } << 2 << 1 << 1;
    QTest::newRow("no context") << replicas << 0 << QStringList { QStringLiteral("@@ -7 +7 @@") } << 0 << 1
                                << 1;
    QTest::newRow("context cut at the start")
        << replicas << 10 << QStringList { QStringLiteral("@@ -1,17 +1,17 @@") } << 16 << 1 << 1;
    QTest::newRow("whole object (-1)")
        << replicas << -1 << QStringList { QStringLiteral("@@ -1,18 +1,18 @@") } << 17 << 1 << 1;
    QTest::newRow("two changes, two hunks")
        << both << 3 << QStringList { QStringLiteral("@@ -4,7 +4,7 @@"), QStringLiteral("@@ -15,4 +15,4 @@") }
        << 9 << 2 << 2;
    QTest::newRow("two changes, one hunk")
        << both << 6 << QStringList { QStringLiteral("@@ -1,18 +1,18 @@") } << 16 << 2 << 2;
    QTest::newRow("lines added at the end")
        << ports << 3 << QStringList { QStringLiteral("@@ -16,3 +16,5 @@") } << 3 << 0 << 2;
}

void TestManifestDiff::changedField()
{
    QFETCH(QByteArray, newYaml);
    QFETCH(int, context);
    QFETCH(QStringList, hunkHeaders);
    QFETCH(int, contextLines);
    QFETCH(int, removedLines);
    QFETCH(int, addedLines);

    const ManifestDiffResult r = ManifestDiff::compare(set(QStringLiteral("shop"), { Service, Deployment }),
        set(QStringLiteral("shop"), { Service, newYaml }), QStringList(), context);
    QCOMPARE(r.summary(), QStringLiteral("0 added, 1 changed, 0 removed"));
    QCOMPARE(objectList(r),
        (QStringList {
            QStringLiteral("shop:Service/web:unchanged"), QStringLiteral("shop:Deployment/web:changed") }));
    const QString diff = r.objects.at(1).unifiedDiff;
    QStringList headers;
    QCOMPARE(checkStructure(diff, QStringLiteral("Deployment/web"), &headers), QString());
    QCOMPARE(headers, hunkHeaders);
    QCOMPARE(countLines(diff, QLatin1Char(' ')), contextLines);
    QCOMPARE(countLines(diff, QLatin1Char('-')), removedLines);
    QCOMPARE(countLines(diff, QLatin1Char('+')), addedLines);
    if (removedLines == 1)
        QVERIFY(
            diff.contains(QLatin1String("\n-  replicas: 1\n+  replicas: 2\n"))); // the pair, old line first
    QCOMPARE(r.text(), QStringLiteral("# Release: shop\n") + diff);
}

void TestManifestDiff::removed()
{
    const ManifestDiffResult r = ManifestDiff::compare(
        set(QStringLiteral("shop"), { Service, Deployment }), set(QStringLiteral("shop"), { Deployment }));
    QCOMPARE(r.summary(), QStringLiteral("0 added, 0 changed, 1 removed"));
    const ObjectDiff &o = r.objects.first();
    QCOMPARE(o.change, ObjectDiff::Change::Removed);
    QCOMPARE(o.kind, QStringLiteral("Service"));
    QStringList headers;
    QCOMPARE(checkStructure(o.unifiedDiff, QStringLiteral("Service/web"), &headers), QString());
    QCOMPARE(headers, QStringList { QStringLiteral("@@ -1,7 +0,0 @@") });
    QCOMPARE(countLines(o.unifiedDiff, QLatin1Char('-')), 7);
    QCOMPARE(countLines(o.unifiedDiff, QLatin1Char('+')), 0);
}

void TestManifestDiff::matching_data()
{
    QTest::addColumn<QByteArray>("liveYaml");
    QTest::addColumn<QByteArray>("newYaml");
    QTest::addColumn<QString>("summary");

    QTest::newRow("same object, version bump in its group")
        << QByteArray(
               "apiVersion: autoscaling/v2beta2\nkind: HorizontalPodAutoscaler\nmetadata:\n  name: web\n")
        << QByteArray("apiVersion: autoscaling/v2\nkind: HorizontalPodAutoscaler\nmetadata:\n  name: web\n")
        << QStringLiteral("0 added, 1 changed, 0 removed");
    QTest::newRow("other API group")
        << QByteArray("apiVersion: extensions/v1beta1\nkind: Ingress\nmetadata:\n  name: web\n")
        << QByteArray("apiVersion: networking.k8s.io/v1\nkind: Ingress\nmetadata:\n  name: web\n")
        << QStringLiteral("1 added, 0 changed, 1 removed");
    QTest::newRow("other namespace")
        << QByteArray("apiVersion: v1\nkind: Service\nmetadata:\n  name: web\n  namespace: a\n")
        << QByteArray("apiVersion: v1\nkind: Service\nmetadata:\n  name: web\n  namespace: b\n")
        << QStringLiteral("1 added, 0 changed, 1 removed");
    QTest::newRow("other name") << QByteArray("apiVersion: v1\nkind: Service\nmetadata:\n  name: web\n")
                                << QByteArray("apiVersion: v1\nkind: Service\nmetadata:\n  name: api\n")
                                << QStringLiteral("1 added, 0 changed, 1 removed");
    QTest::newRow("other kind") << QByteArray("apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: web\n")
                                << QByteArray("apiVersion: v1\nkind: Secret\nmetadata:\n  name: web\n")
                                << QStringLiteral("1 added, 0 changed, 1 removed");
}

void TestManifestDiff::matching()
{
    QFETCH(QByteArray, liveYaml);
    QFETCH(QByteArray, newYaml);
    QFETCH(QString, summary);
    const ManifestDiffResult r = ManifestDiff::compare(
        set(QStringLiteral("shop"), { liveYaml }), set(QStringLiteral("shop"), { newYaml }));
    QCOMPARE(r.summary(), summary);
    // a release is not matched against another one
    const ManifestDiffResult other = ManifestDiff::compare(
        set(QStringLiteral("a"), { liveYaml }), set(QStringLiteral("b"), { liveYaml }));
    QCOMPARE(other.summary(), QStringLiteral("1 added, 0 changed, 1 removed"));
}

void TestManifestDiff::orderInsideRelease()
{
    const QByteArray secret = "apiVersion: v1\nkind: Secret\nmetadata:\n  name: old\n";
    const ManifestDiffResult r
        = ManifestDiff::compare(set(QStringLiteral("shop"), { Deployment, secret, Account }),
            set(QStringLiteral("shop"), { Deployment, ConfigMap, Account }));
    QCOMPARE(objectList(r),
        (QStringList { QStringLiteral("shop:ServiceAccount/shop:unchanged"),
            QStringLiteral("shop:Secret/old:removed"), QStringLiteral("shop:ConfigMap/settings:added"),
            QStringLiteral("shop:Deployment/web:unchanged") }));
    QVERIFY(r.text().indexOf(QLatin1String("live/Secret/old"))
        < r.text().indexOf(QLatin1String("new/ConfigMap/settings")));
}

void TestManifestDiff::secrets_data()
{
    QTest::addColumn<QByteArray>("liveYaml");
    QTest::addColumn<QByteArray>("newYaml");
    QTest::addColumn<QStringList>("expectedLines"); // lines the diff must have, with their marks
    QTest::addColumn<QStringList>("hidden"); // values that must appear nowhere

    const QString mask = Redactor::defaultMask();
    QTest::newRow("data: one changed, one added, one removed, one kept")
        << QByteArray("apiVersion: v1\nkind: Secret\nmetadata:\n  name: config-shop\ntype: Opaque\ndata:\n"
                      "  DATABASE_URL: cG9zdGdyZXM6Ly9vbGQ=\n  GONE: Z29uZS12YWx1ZQ==\n  MODE: MDc1NQ==\n")
        << QByteArray("apiVersion: v1\nkind: Secret\nmetadata:\n  name: config-shop\ntype: Opaque\ndata:\n"
                      "  DATABASE_URL: cG9zdGdyZXM6Ly9uZXc=\n  MODE: MDc1NQ==\n  NEW_KEY: bmV3LXZhbHVl\n")
        << QStringList { QStringLiteral("-  DATABASE_URL: ") + mask,
               QStringLiteral("+  DATABASE_URL: ") + mask + QStringLiteral(" (changed)"),
               QStringLiteral("-  GONE: ") + mask, QStringLiteral("   MODE: ") + mask,
               QStringLiteral("+  NEW_KEY: ") + mask + QStringLiteral(" (added)") }
        << QStringList { QStringLiteral("cG9zdGdyZXM6Ly9vbGQ"), QStringLiteral("cG9zdGdyZXM6Ly9uZXc"),
               QStringLiteral("Z29uZS12YWx1ZQ"), QStringLiteral("MDc1NQ"), QStringLiteral("bmV3LXZhbHVl") };
    QTest::newRow("stringData, quoted keys") << QByteArray(
        "apiVersion: v1\nkind: Secret\nmetadata:\n  name: s\nstringData:\n  \"PASSWORD\": \"hunter2\"\n")
                                             << QByteArray(
                                                    "apiVersion: v1\nkind: Secret\nmetadata:\n  name: "
                                                    "s\nstringData:\n  \"PASSWORD\": \"correct horse\"\n")
                                             << QStringList { QStringLiteral("-  \"PASSWORD\": ") + mask,
                                                    QStringLiteral("+  \"PASSWORD\": ") + mask
                                                        + QStringLiteral(" (changed)") }
                                             << QStringList { QStringLiteral("hunter2"),
                                                    QStringLiteral("correct horse") };
    QTest::newRow("flow map, re-emitted by the redactor")
        << QByteArray("apiVersion: v1\nkind: Secret\nmetadata: {name: s}\ndata: {A: b2xkLWE=, B: c2FtZQ==}\n")
        << QByteArray("apiVersion: v1\nkind: Secret\nmetadata: {name: s}\ndata: {A: bmV3LWE=, B: c2FtZQ==}\n")
        << QStringList { QStringLiteral(" data: {A: ") + mask + QStringLiteral(", B: ") + mask
                   + QLatin1Char('}'),
               QStringLiteral("+# secret values: data.A (changed)") }
        << QStringList { QStringLiteral("b2xkLWE"), QStringLiteral("bmV3LWE"), QStringLiteral("c2FtZQ") };
    QTest::newRow("multi-line value")
        << QByteArray("apiVersion: v1\nkind: Secret\nmetadata:\n  name: s\nstringData:\n  key.pem: |\n    "
                      "-----BEGIN OLD-----\n    b2xk\n")
        << QByteArray("apiVersion: v1\nkind: Secret\nmetadata:\n  name: s\nstringData:\n  key.pem: |\n    "
                      "-----BEGIN NEW-----\n    bmV3\n")
        << QStringList { QStringLiteral("+  key.pem: ") + mask + QStringLiteral(" (changed)") }
        << QStringList { QStringLiteral("BEGIN"), QStringLiteral("b2xk"), QStringLiteral("bmV3") };
}

void TestManifestDiff::secrets()
{
    QFETCH(QByteArray, liveYaml);
    QFETCH(QByteArray, newYaml);
    QFETCH(QStringList, expectedLines);
    QFETCH(QStringList, hidden);

    const ManifestDiffResult r = ManifestDiff::compare(set(QStringLiteral("config-shop"), { liveYaml }),
        set(QStringLiteral("config-shop"), { newYaml }), QStringList(), -1);
    QCOMPARE(r.summary(), QStringLiteral("0 added, 1 changed, 0 removed"));
    const QString text = r.text();
    QCOMPARE(
        checkStructure(r.objects.first().unifiedDiff, QStringLiteral("Secret/") + r.objects.first().name),
        QString());
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (const QString &line : expectedLines)
        QVERIFY2(lines.contains(line), qPrintable(QStringLiteral("no line \"%1\" in:\n%2").arg(line, text)));
    for (const QString &value : hidden)
        QVERIFY2(!text.contains(value), qPrintable(QStringLiteral("\"%1\" shown in:\n%2").arg(value, text)));
    // the same Secret on both sides: no change, whatever the masking does
    const ManifestDiffResult same = ManifestDiff::compare(
        set(QStringLiteral("config-shop"), { newYaml }), set(QStringLiteral("config-shop"), { newYaml }));
    QVERIFY(!same.hasChanges());
}

void TestManifestDiff::severalReleases()
{
    QByteArray replicas = Deployment;
    replicas.replace("replicas: 1", "replicas: 3");
    ManifestSet live = set(QStringLiteral("storage-data"),
        { "apiVersion: v1\nkind: PersistentVolumeClaim\nmetadata:\n  name: data\n" });
    live.append(set(QStringLiteral("pull-secret-shop"),
        { "apiVersion: v1\nkind: Secret\nmetadata:\n  name: pull-secret-shop\n" }));
    live.append(set(QStringLiteral("shop"), { Deployment, Service }));
    ManifestSet rendered = set(
        QStringLiteral("config-shop"), { "apiVersion: v1\nkind: Secret\nmetadata:\n  name: config-shop\n" });
    rendered.append(set(QStringLiteral("storage-data"),
        { "apiVersion: v1\nkind: PersistentVolumeClaim\nmetadata:\n  name: data\n" }));
    rendered.append(set(QStringLiteral("shop"), { replicas, Service }));

    const ManifestDiffResult r = ManifestDiff::compare(live, rendered);
    // the new set's release order, then the releases only live has
    QCOMPARE(objectList(r),
        (QStringList { QStringLiteral("config-shop:Secret/config-shop:added"),
            QStringLiteral("storage-data:PersistentVolumeClaim/data:unchanged"),
            QStringLiteral("shop:Service/web:unchanged"), QStringLiteral("shop:Deployment/web:changed"),
            QStringLiteral("pull-secret-shop:Secret/pull-secret-shop:removed") }));
    QCOMPARE(r.summary(), QStringLiteral("1 added, 1 changed, 1 removed"));
    const QString text = r.text();
    QStringList releaseLines;
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (const QString &line : lines) {
        if (line.startsWith(QLatin1String("# Release: ")))
            releaseLines << line;
    }
    // one line per release with changes: the unchanged storage release has none
    QCOMPARE(releaseLines,
        (QStringList { QStringLiteral("# Release: config-shop"), QStringLiteral("# Release: shop"),
            QStringLiteral("# Release: pull-secret-shop") }));
    QVERIFY(text.indexOf(QLatin1String("+++ new/Deployment/web"))
        > text.indexOf(QLatin1String("# Release: shop")));

    // only the releases asked for
    const ManifestDiffResult onlyShop = ManifestDiff::compare(
        live, rendered, { QStringLiteral("shop"), QStringLiteral("pull-secret-shop") });
    QCOMPARE(onlyShop.summary(), QStringLiteral("0 added, 1 changed, 1 removed"));
    QCOMPARE(onlyShop.objects.size(), 3);
    QVERIFY(!onlyShop.text().contains(QLatin1String("config-shop")));
}

void TestManifestDiff::truncation()
{
    // a ConfigMap whose text alone is larger than the bound, and a Service after it
    QByteArray big = "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: big\ndata:\n";
    const int entries = ManifestDiff::MaxDiffBytes / 40 + 1000;
    big.reserve(entries * 44);
    for (int i = 0; i < entries; ++i)
        big += "  key" + QByteArray::number(i).rightJustified(7, '0') + ": value-value-value-value-value\n";
    const ManifestDiffResult r
        = ManifestDiff::compare(ManifestSet(), set(QStringLiteral("shop"), { big, Service }));
    QVERIFY(r.truncated);
    QCOMPARE(r.summary(), QStringLiteral("2 added, 0 changed, 0 removed")); // counted even when not shown
    QCOMPARE(objectList(r),
        (QStringList {
            QStringLiteral("shop:ConfigMap/big:added"), QStringLiteral("shop:Service/web:added") }));
    QVERIFY(r.objects.at(1).unifiedDiff.isEmpty());
    const QString text = r.text();
    const QString tail = QStringLiteral("# \u2026 diff truncated\n");
    QVERIFY(text.endsWith(QLatin1Char('\n') + tail));
    const qint64 bytes = text.toUtf8().size();
    QVERIFY2(bytes <= ManifestDiff::MaxDiffBytes + tail.toUtf8().size(), qPrintable(QString::number(bytes)));
    QVERIFY(bytes > ManifestDiff::MaxDiffBytes - 100); // filled up to the bound, whole lines only
    QVERIFY(text.startsWith(
        QLatin1String("# Release: shop\n--- live/ConfigMap/big\n+++ new/ConfigMap/big\n@@ -0,0 +1,")));

    // under the bound: nothing is cut
    const ManifestDiffResult small
        = ManifestDiff::compare(ManifestSet(), set(QStringLiteral("shop"), { Service }));
    QVERIFY(!small.truncated);
    QVERIFY(!small.text().contains(QLatin1String("truncated")));
}

void TestManifestDiff::largeRewrite()
{
    // every line of a large object differs: shown as replaced (old lines, then new), quickly
    QByteArray before = "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: big\ndata:\n";
    QByteArray after = before;
    for (int i = 0; i < 15000; ++i) {
        before += "  old" + QByteArray::number(i) + ": x\n";
        after += "  new" + QByteArray::number(i) + ": y\n";
    }
    const ManifestDiffResult r = ManifestDiff::compare(
        set(QStringLiteral("shop"), { before }), set(QStringLiteral("shop"), { after }));
    QCOMPARE(r.summary(), QStringLiteral("0 added, 1 changed, 0 removed"));
    const QString diff = r.objects.first().unifiedDiff;
    QStringList headers;
    QCOMPARE(checkStructure(diff, QStringLiteral("ConfigMap/big"), &headers), QString());
    QCOMPARE(headers, QStringList { QStringLiteral("@@ -3,15003 +3,15003 @@") });
    QCOMPARE(countLines(diff, QLatin1Char('-')), 15000);
    QCOMPARE(countLines(diff, QLatin1Char('+')), 15000);
    QVERIFY(diff.indexOf(QLatin1String("\n-  old14999: x\n+  new0: y\n")) > 0);
}

QTEST_GUILESS_MAIN(TestManifestDiff)
#include "tst_manifestdiff.moc"
