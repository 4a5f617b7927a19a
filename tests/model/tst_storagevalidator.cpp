// SPDX-License-Identifier: GPL-3.0-or-later
// Validation of storage entries, mounts and pull-secret settings, the "no in-place change" rule, and
// the model helpers the charts will use (mount targets, the effective pull-secret mode).
#include "io/projectfile.h"
#include "model/storagevalidator.h"
#include "model/validator.h"

#include "testutil.h"

#include <QtTest>

using namespace HelmDeck;

Q_DECLARE_METATYPE(Finding::Severity)
Q_DECLARE_METATYPE(StorageEntry)
Q_DECLARE_METATYPE(PullSecretSettings::Mode)

namespace {

const QString FileName = QStringLiteral("/projects/shop/helmdeck.yaml");
const char *DefaultMounts = "    mounts:\n      - {entry: data, containerPath: /data}\n";
const char *DefaultEntries = "  - {name: data, size: 5Gi, namespace: shop}\n";
const char *DefaultApp = "    image: registry.example.com/shop:1.0\n";

// One app "shop" in namespace "shop" with processes web and worker and a cron task; the row gives
// its mounts, its extra keys and the storage entries. A finding's line is marked "# <" in the row.
QByteArray project(
    const QByteArray &mounts, const QByteArray &entries = DefaultEntries, const QByteArray &app = DefaultApp)
{
    return QByteArray("schemaVersion: 1\napps:\n  - name: shop\n    namespace: shop\n") + app
        + "    processes:\n      - name: web\n        ports: [\"http:80:5000\"]\n      - name: worker\n"
          "    cron:\n      - {command: x, schedule: \"@daily\"}\n"
        + mounts + "storage:\n" + entries;
}

QByteArray entries(const QByteArray &entry)
{
    return QByteArray(DefaultEntries) + entry;
}

int markedLine(const QByteArray &yaml)
{
    const QList<QByteArray> lines = yaml.split('\n');
    for (int i = 0; i < lines.size(); ++i) {
        if (lines.at(i).endsWith("# <"))
            return i + 1;
    }
    return 0;
}

QString describe(const Findings &findings)
{
    QStringList lines;
    for (const Finding &f : findings)
        lines.append(f.toString());
    return lines.join(QLatin1Char('\n'));
}

StorageEntry entry(
    const char *size, const char *mode = "ReadWriteOnce", const char *cls = "", const char *host = "")
{
    StorageEntry e;
    e.name = QStringLiteral("data");
    e.size = QString::fromLatin1(size);
    e.accessMode = QString::fromLatin1(mode);
    e.storageClass = QString::fromLatin1(cls);
    e.hostPath = QString::fromLatin1(host);
    return e;
}

} // namespace

class TestStorageValidator : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rules_data();
    void rules();
    void duplicatesBuiltInCode();
    void immutableChange_data();
    void immutableChange();
    void mountTargets();
    void effectivePullSecretMode_data();
    void effectivePullSecretMode();
    void metadataNames_data();
    void metadataNames();
};

void TestStorageValidator::rules_data()
{
    QTest::addColumn<QByteArray>("yaml");
    QTest::addColumn<int>("count"); // all findings; 0 = a valid row
    QTest::addColumn<Finding::Severity>("severity");
    QTest::addColumn<QString>("fieldPath");
    QTest::addColumn<QString>("message");
    const auto E = Finding::Severity::Error;
    const auto W = Finding::Severity::Warning;
    const auto valid = [](const char *name, const QByteArray &yaml) {
        QTest::newRow(name) << yaml << 0 << Finding::Severity::Info << QString() << QString();
    };
    const auto bad = [](const char *name, const QByteArray &yaml, Finding::Severity s, const char *path,
                         const char *message, int count = 1) {
        QTest::newRow(name) << yaml << count << s << QString::fromLatin1(path) << QString::fromUtf8(message);
    };
    const QByteArray name45 = QByteArray(45, 'd');
    const QByteArray name46 = QByteArray(46, 'd');

    // ---- entries (the "Bad input": 5GB, -1Gi, a relative host path, class and host path)
    valid("valid: the base project", project(DefaultMounts));
    valid("valid: sizes 500M, 1.5Gi, 1e9",
        project(DefaultMounts,
            entries(
                "  - {name: a, size: 500M, namespace: shop}\n  - {name: b, size: 1.5Gi, namespace: shop}\n"
                "  - {name: c, size: 1e9, namespace: shop}\n")));
    valid("valid: host path, Retain",
        project(DefaultMounts, entries("  - {name: h, size: 1Gi, hostPath: /srv/h}\n")));
    valid("valid: host path under /tmp/, Delete",
        project(
            DefaultMounts, entries("  - {name: h, size: 1Gi, hostPath: /tmp/h, reclaimPolicy: Delete}\n")));
    valid("valid: entry name of 45 characters",
        project(DefaultMounts, entries(QByteArray("  - {name: " + name45 + ", size: 1Gi}\n"))));
    valid("valid: an entry no app mounts",
        project("", entries("  - {name: spare, size: 1Gi, namespace: other}\n")));
    bad("size 5GB", project(DefaultMounts, "  - {name: data, size: 5GB, namespace: shop} # <\n"), E,
        "storage[data].size",
        "size \"5GB\" is not a Kubernetes quantity: write \"5Gi\" (binary, GiB) or \"5G\"");
    bad("size -1Gi", project(DefaultMounts, "  - {name: data, size: -1Gi, namespace: shop} # <\n"), E,
        "storage[data].size", "size \"-1Gi\" must be more than 0");
    bad("size 0", project(DefaultMounts, "  - {name: data, size: \"0\", namespace: shop} # <\n"), E,
        "storage[data].size", "must be more than 0");
    bad("size missing", project(DefaultMounts, "  - {name: data, namespace: shop} # <\n"), E,
        "storage[data].size", "has no size");
    bad("size five", project(DefaultMounts, "  - {name: data, size: five, namespace: shop} # <\n"), E,
        "storage[data].size", "e.g. \"5Gi\"");
    bad("size 5 (bytes)", project(DefaultMounts, "  - {name: data, size: 5, namespace: shop} # <\n"), W,
        "storage[data].size", "Kubernetes reads a bare number as bytes");
    bad("size 5m (milli-bytes)", project(DefaultMounts, "  - {name: data, size: 5m, namespace: shop} # <\n"),
        W, "storage[data].size", "thousandths of a byte");
    bad("relative host path",
        project(DefaultMounts,
            "  - name: data\n    size: 5Gi\n    namespace: shop\n    hostPath: srv/data # <\n"),
        E, "storage[data].hostPath", "host path \"srv/data\" must be absolute");
    bad("host path with ..",
        project(DefaultMounts,
            "  - name: data\n    size: 5Gi\n    namespace: shop\n    hostPath: /srv/../etc # <\n"),
        E, "storage[data].hostPath", "must not contain \"..\"");
    bad("class and host path",
        project(DefaultMounts,
            "  - name: data\n    size: 5Gi\n    namespace: shop\n    storageClass: longhorn\n    hostPath: "
            "/srv/data # <\n"),
        E, "storage[data].hostPath",
        "set either storageClass (\"longhorn\") or hostPath (\"/srv/data\"), not both");
    bad("storage class not a name",
        project(DefaultMounts, "  - {name: data, size: 5Gi, namespace: shop, storageClass: Fast_SSD} # <\n"),
        E, "storage[data].storageClass", "not a valid StorageClass name");
    bad("access mode rwx",
        project(DefaultMounts, "  - {name: data, size: 5Gi, namespace: shop, accessMode: rwx} # <\n"), E,
        "storage[data].accessMode", "write access mode \"rwx\" as \"ReadWriteMany\"");
    bad("access mode wrong case",
        project(DefaultMounts,
            "  - {name: data, size: 5Gi, namespace: shop, accessMode: readwriteoncepod} # <\n"),
        E, "storage[data].accessMode", "as \"ReadWriteOncePod\"");
    bad("access mode unknown",
        project(DefaultMounts, "  - {name: data, size: 5Gi, namespace: shop, accessMode: Shared} # <\n"), E,
        "storage[data].accessMode",
        "unknown access mode \"Shared\"; use ReadWriteOnce, ReadOnlyMany, ReadWriteMany, ReadWriteOncePod");
    bad("reclaim policy Recycle",
        project(DefaultMounts,
            "  - {name: data, size: 5Gi, namespace: shop, hostPath: /srv/d, reclaimPolicy: Recycle} # <\n"),
        E, "storage[data].reclaimPolicy", "Recycle is deprecated");
    bad("reclaim policy wrong case",
        project(DefaultMounts,
            "  - {name: data, size: 5Gi, namespace: shop, hostPath: /srv/d, reclaimPolicy: retain} # <\n"),
        E, "storage[data].reclaimPolicy", "as \"Retain\"");
    bad("reclaim policy without host path",
        project(DefaultMounts, "  - {name: data, size: 5Gi, namespace: shop, reclaimPolicy: Delete} # <\n"),
        W, "storage[data].reclaimPolicy", "takes the reclaim policy of its StorageClass");
    bad("Delete on a host path outside /tmp",
        project(DefaultMounts,
            "  - {name: data, size: 5Gi, namespace: shop, hostPath: /srv/d, reclaimPolicy: Delete} # <\n"),
        W, "storage[data].reclaimPolicy", "only deletes host paths under /tmp/");
    bad("entry name upper-case", project("", "  - {name: Data, size: 5Gi} # <\n"), E, "storage[Data].name",
        "must be a DNS-1123 label: lower-case letters, digits and '-', starting and ending with a letter or "
        "digit "
        "(try \"data\")");
    bad("entry named like the release gate's token volume",
        project("", "  - {name: helmdeck-release-wait-token, size: 1Gi} # <\n"), E,
        "storage[helmdeck-release-wait-token].name", "which HelmDeck keeps for its own pod volumes");
    bad("entry named like the /dev/shm volume", project("", "  - {name: helmdeck-shm, size: 1Gi} # <\n"), E,
        "storage[helmdeck-shm].name", "starts with \"helmdeck-\"");
    bad("entry name of 46 characters", project("", QByteArray("  - {name: " + name46 + ", size: 1Gi} # <\n")),
        E, QByteArray("storage[" + name46 + "].name").constData(), "its Helm release \"storage-dddd");
    bad("entry namespace not a label", project("", "  - {name: data, size: 5Gi, namespace: Shop} # <\n"), E,
        "storage[data].namespace", "namespace \"Shop\" must be a DNS-1123 label");
    bad("label key",
        project(DefaultMounts,
            "  - name: data\n    size: 5Gi\n    namespace: shop\n    labels:\n      -tier: db # <\n"),
        E, "storage[data].labels[-tier]", "not a valid label key");
    bad("label value",
        project(DefaultMounts,
            "  - name: data\n    size: 5Gi\n    namespace: shop\n    labels:\n      tier: \"a b\" # <\n"),
        E, "storage[data].labels[tier]", "label value \"a b\" is not valid");
    bad("annotation key with a bad prefix",
        project(DefaultMounts,
            "  - name: data\n    size: 5Gi\n    namespace: shop\n    annotations:\n      Example.com/x: any "
            "value # <\n"),
        E, "storage[data].annotations[Example.com/x]", "not a valid annotation key");
    QTest::newRow("release clash: app \"storage-data\"")
        << QByteArray("schemaVersion: 1\napps:\n  - name: storage-data\n    image: r.example.com/a:1\n"
                      "    processes: [{name: worker}]\nstorage:\n  - {name: data, size: 1Gi} # <\n")
        << 1 << E << QStringLiteral("storage[data].name")
        << QStringLiteral("Helm release \"storage-data\" of storage entry \"data\" is also a release of app "
                          "\"storage-data\" in namespace \"default\"");

    // ---- mounts
    valid("valid: one entry at two paths",
        project("    mounts:\n      - {entry: data, containerPath: /data}\n      - {entry: data, "
                "containerPath: /cache, subPath: c}\n"));
    valid("valid: same path in disjoint process types",
        project("    mounts:\n      - {entry: data, containerPath: /data, processTypes: [web]}\n"
                "      - {entry: data, containerPath: /data, subPath: w, processTypes: [worker, cron]}\n"));
    valid("valid: every target named",
        project("    mounts:\n      - {entry: data, containerPath: /data, processTypes: [web, worker, run, "
                "cron]}\n"));
    valid("valid: ReadOnlyMany mounted read-only",
        project("    mounts:\n      - {entry: data, containerPath: /data, readOnly: true}\n",
            "  - {name: data, size: 5Gi, namespace: shop, accessMode: ReadOnlyMany}\n"));
    bad("mount of an unknown entry",
        project("    mounts:\n      - {entry: logs, containerPath: /logs} # <\n"), E,
        "apps[shop].mounts[0].entry", "there is no storage entry \"logs\" (the project has: data)");
    bad("mount with no storage at all",
        QByteArray("schemaVersion: 1\napps:\n  - name: shop\n"
                   "    image: registry.example.com/shop:1.0\n    processes: [{name: web}]\n"
                   "    mounts:\n      - {entry: logs, containerPath: /logs} # <\n"),
        E, "apps[shop].mounts[0].entry", "the project has no storage entries; add it under \"storage:\"");
    bad("mount names no entry", project("    mounts:\n      - {containerPath: /logs} # <\n"), E,
        "apps[shop].mounts[0].entry", "names no storage entry");
    bad("two mounts at the same container path",
        project("    mounts:\n      - {entry: data, containerPath: /data}\n"
                "      - {entry: data, containerPath: /data, subPath: x} # <\n"),
        E, "apps[shop].mounts[1].containerPath",
        "mounts[0] and mounts[1] both mount at \"/data\" in process \"web\"");
    bad("same container path after clean-up",
        project("    mounts:\n      - {entry: data, containerPath: /srv/data/}\n"
                "      - {entry: data, containerPath: /srv//data, processTypes: [worker]} # <\n"),
        E, "apps[shop].mounts[1].containerPath", "both mount at \"/srv/data\" in process \"worker\"");
    bad("same container path in run Jobs only",
        project("    mounts:\n      - {entry: data, containerPath: /data, processTypes: [web, run]}\n"
                "      - {entry: data, containerPath: /data, processTypes: [run]} # <\n"),
        E, "apps[shop].mounts[1].containerPath", "in one-off run Jobs");
    bad("relative container path", project("    mounts:\n      - {entry: data, containerPath: data} # <\n"),
        E, "apps[shop].mounts[0].containerPath",
        "container path \"data\" must be absolute (such as \"/data\")");
    bad("no container path", project("    mounts:\n      - {entry: data} # <\n"), E,
        "apps[shop].mounts[0].containerPath", "has no container path");
    bad("absolute sub path",
        project("    mounts:\n      - {entry: data, containerPath: /d, subPath: /x} # <\n"), E,
        "apps[shop].mounts[0].subPath",
        "sub path \"/x\" must be relative to the volume's root (such as \"x\")");
    bad("sub path escaping the volume",
        project("    mounts:\n      - {entry: data, containerPath: /d, subPath: a/../../b} # <\n"), E,
        "apps[shop].mounts[0].subPath", "must not contain \"..\"");
    bad("unknown process type",
        project("    mounts:\n      - entry: data\n        containerPath: /data\n"
                "        processTypes:\n          - api # <\n"),
        E, "apps[shop].mounts[0].processTypes[0]",
        "app \"shop\" has no process type \"api\"; use one of: web, worker, run, cron");
    bad("process type listed twice",
        project("    mounts:\n      - entry: data\n        containerPath: /data\n"
                "        processTypes:\n          - web\n          - web # <\n"),
        W, "apps[shop].mounts[0].processTypes[1]", "\"web\" is listed twice");
    bad("entry in another namespace",
        project("    mounts:\n      - {entry: data, containerPath: /data} # <\n",
            "  - {name: data, size: 5Gi, namespace: other}\n"),
        E, "apps[shop].mounts[0].entry",
        "storage entry \"data\" is in namespace \"other\" but app \"shop\" runs in \"shop\"");
    bad("writable mount of a ReadOnlyMany entry",
        project(
            "    mounts:\n      - entry: data\n        containerPath: /data\n        readOnly: false # <\n",
            "  - {name: data, size: 5Gi, namespace: shop, accessMode: ReadOnlyMany}\n"),
        W, "apps[shop].mounts[0].readOnly", "ReadOnlyMany; mount it with readOnly: true");

    // ---- pull secrets
    const QByteArray image = DefaultApp;
    valid("valid: named secrets",
        project(DefaultMounts, DefaultEntries,
            QByteArray(image + "    imagePullSecrets: [regcred, other.cred]\n")));
    valid("valid: credentials for the image's registry",
        project(DefaultMounts, DefaultEntries,
            QByteArray(image + "    pullSecret: {registry: registry.example.com, username: bob}\n")));
    bad("image pull secret not a Secret name",
        project(DefaultMounts, DefaultEntries,
            QByteArray(image + "    imagePullSecrets:\n      - Reg_Cred # <\n")),
        E, "apps[shop].imagePullSecrets[0]", "\"Reg_Cred\" is not a Secret name");
    bad("image pull secret twice",
        project(DefaultMounts, DefaultEntries,
            QByteArray(image + "    imagePullSecrets:\n      - a\n      - a # <\n")),
        W, "apps[shop].imagePullSecrets[1]", "listed twice");
    bad("namedSecrets without names",
        project(DefaultMounts, DefaultEntries,
            QByteArray(image + "    pullSecret:\n      mode: namedSecrets # <\n")),
        E, "apps[shop].pullSecret.mode", "namedSecrets needs the names of existing Secrets");
    bad("mode none with names",
        project(DefaultMounts, DefaultEntries,
            QByteArray(image + "    pullSecret: {mode: none}\n    imagePullSecrets: [a] # <\n")),
        W, "apps[shop].imagePullSecrets", "not used: the app's pull-secret mode is none");
    bad("registry as a URL",
        project(DefaultMounts, DefaultEntries,
            QByteArray(image
                + "    pullSecret:\n      registry: https://registry.example.com/v2/ # <\n      username: "
                  "bob\n")),
        E, "apps[shop].pullSecret.registry", "(try \"registry.example.com\")");
    bad("username without registry",
        project(DefaultMounts, DefaultEntries, QByteArray(image + "    pullSecret: {username: bob} # <\n")),
        E, "apps[shop].pullSecret.registry", "username \"bob\" is for no registry");
    bad("credentials for another registry",
        project(DefaultMounts, DefaultEntries,
            QByteArray(image + "    pullSecret:\n      registry: ghcr.io # <\n      username: bob\n")),
        W, "apps[shop].pullSecret.registry",
        "the app's image is on \"registry.example.com\", not \"ghcr.io\"");
    bad("credentials with named secrets",
        project(DefaultMounts, DefaultEntries,
            QByteArray(image
                + "    imagePullSecrets: [a]\n    pullSecret:\n      registry: registry.example.com\n"
                  "      username: bob # <\n")),
        W, "apps[shop].pullSecret.username", "mode is namedSecrets, not fromCredentials");
}

void TestStorageValidator::rules()
{
    QFETCH(QByteArray, yaml);
    QFETCH(int, count);
    QFETCH(Finding::Severity, severity);
    QFETCH(QString, fieldPath);
    QFETCH(QString, message);
    const ProjectLoadResult loaded = ProjectFile::parse(yaml, FileName);
    QVERIFY2(loaded.ok && loaded.findings.isEmpty(), qPrintable(describe(loaded.findings)));
    const Findings findings = Validator::validate(loaded.project);
    QVERIFY2(findings.size() == count, qPrintable(describe(findings)));
    if (count == 0)
        return;
    const Finding &f = findings.first();
    QCOMPARE(f.severity, severity);
    QCOMPARE(f.fieldPath, fieldPath);
    QVERIFY2(f.message.contains(message), qPrintable(f.message));
    QCOMPARE(f.location.file, FileName);
    const int line = markedLine(yaml);
    QVERIFY2(line > 0, "the row marks no line with \"# <\"");
    QCOMPARE(f.location.line, line);
}

// Things the file refuses to load but the forms can build: the validator still catches them.
void TestStorageValidator::duplicatesBuiltInCode()
{
    Project p;
    p.storage = { entry("1Gi"), entry("2Gi") };
    const Findings findings = Validator::validate(p);
    QVERIFY2(!findings.isEmpty(), "no findings");
    bool found = false;
    for (const Finding &f : findings)
        found = found
            || (f.fieldPath == QStringLiteral("storage[data]")
                && f.message.contains(QStringLiteral("defined twice")));
    QVERIFY2(found, qPrintable(describe(findings)));

    Project unnamed;
    unnamed.storage = { StorageEntry() };
    const Findings more = Validator::validate(unnamed);
    QVERIFY2(more.size() >= 1 && more.last().fieldPath == QStringLiteral("storage[0]"),
        qPrintable(describe(more)));
}

void TestStorageValidator::immutableChange_data()
{
    QTest::addColumn<StorageEntry>("live");
    QTest::addColumn<StorageEntry>("wanted");
    QTest::addColumn<QString>("reason"); // empty = allowed in place
    const StorageEntry base = entry("5Gi", "ReadWriteOnce", "longhorn");
    StorageEntry labelled = base;
    labelled.labels = { { QStringLiteral("tier"), QStringLiteral("db") } };
    labelled.annotations = { { QStringLiteral("note"), QStringLiteral("x") } };
    labelled.reclaimPolicy = QStringLiteral("Delete");
    QTest::newRow("no change") << base << base << QString();
    QTest::newRow("labels, annotations, reclaim policy") << base << labelled << QString();
    QTest::newRow("grow") << base << entry("10Gi", "ReadWriteOnce", "longhorn") << QString();
    QTest::newRow("same size, other unit")
        << base << entry("5120Mi", "ReadWriteOnce", "longhorn") << QString();
    QTest::newRow("default class matches the live class") << base << entry("5Gi") << QString();
    QTest::newRow("access mode")
        << base << entry("5Gi", "ReadWriteMany", "longhorn")
        << QStringLiteral("the access mode can't change in place (ReadWriteOnce → ReadWriteMany)");
    QTest::newRow("storage class")
        << base << entry("5Gi", "ReadWriteOnce", "fast")
        << QStringLiteral("the storage class can't change in place (\"longhorn\" → \"fast\")");
    QTest::newRow("class set where the default was")
        << entry("5Gi") << base << QStringLiteral("(the cluster default → \"longhorn\")");
    QTest::newRow("host path changed")
        << entry("5Gi", "ReadWriteOnce", "", "/srv/a") << entry("5Gi", "ReadWriteOnce", "", "/srv/b")
        << QStringLiteral("the host path can't change in place (\"/srv/a\" → \"/srv/b\")");
    QTest::newRow("host path added") << base << entry("5Gi", "ReadWriteOnce", "", "/srv/a")
                                     << QStringLiteral("(none → \"/srv/a\")");
    QTest::newRow("host path removed") << entry("5Gi", "ReadWriteOnce", "",
        "/srv/a") << base << QStringLiteral("the host path can't change in place (\"/srv/a\" → none)");
    QTest::newRow("shrink") << base << entry("4Gi", "ReadWriteOnce", "longhorn")
                            << QStringLiteral("the size can't shrink (5Gi → 4Gi)");
    QTest::newRow("unreadable size is the validator's")
        << base << entry("5GB", "ReadWriteOnce", "longhorn") << QString();
}

void TestStorageValidator::immutableChange()
{
    QFETCH(StorageEntry, live);
    QFETCH(StorageEntry, wanted);
    QFETCH(QString, reason);
    const QString actual = StorageEntry::immutableChange(live, wanted);
    if (reason.isEmpty()) {
        QCOMPARE(actual, QString());
        return;
    }
    QVERIFY2(actual.startsWith(QStringLiteral("storage entry \"data\": ")), qPrintable(actual));
    QVERIFY2(actual.contains(reason), qPrintable(actual));
    QVERIFY2(actual.contains(QStringLiteral("Create a new storage entry")), qPrintable(actual));
}

void TestStorageValidator::mountTargets()
{
    App app;
    app.name = QStringLiteral("shop");
    StorageMount all;
    all.entry = QStringLiteral("a");
    StorageMount webAndRun;
    webAndRun.entry = QStringLiteral("b");
    webAndRun.processTypes = QStringList { QStringLiteral("web"), StorageMount::runTarget() };
    StorageMount cron;
    cron.entry = QStringLiteral("c");
    cron.processTypes = QStringList { StorageMount::cronTarget() };
    app.mounts = { all, webAndRun, cron };
    const auto entriesFor = [&app](const char *target) {
        QStringList out;
        for (const StorageMount &m : app.mountsFor(QString::fromLatin1(target)))
            out.append(m.entry);
        return out.join(QLatin1Char(','));
    };
    QCOMPARE(entriesFor("web"), QStringLiteral("a,b"));
    QCOMPARE(entriesFor("worker"), QStringLiteral("a"));
    QCOMPARE(entriesFor("run"), QStringLiteral("a,b"));
    QCOMPARE(entriesFor("cron"), QStringLiteral("a,c"));
    // One volume per entry, even when an entry is mounted at two paths.
    StorageMount again = all;
    again.containerPath = QStringLiteral("/second");
    app.mounts.append(again);
    QCOMPARE(entriesFor("web"), QStringLiteral("a,b,a"));
    QCOMPARE(app.volumeEntriesFor(QStringLiteral("web")),
        (QStringList { QStringLiteral("a"), QStringLiteral("b") }));
    QCOMPARE(app.volumeEntriesFor(QStringLiteral("cron")),
        (QStringList { QStringLiteral("a"), QStringLiteral("c") }));
    QVERIFY(all.appliesTo(QStringLiteral("anything")));
    QVERIFY(!cron.appliesTo(QStringLiteral("web")));
}

void TestStorageValidator::effectivePullSecretMode_data()
{
    QTest::addColumn<PullSecretSettings::Mode>("mode");
    QTest::addColumn<bool>("names");
    QTest::addColumn<PullSecretSettings::Mode>("effective");
    using M = PullSecretSettings::Mode;
    QTest::newRow("credentials, no names") << M::FromCredentials << false << M::FromCredentials;
    QTest::newRow("credentials, names: names win") << M::FromCredentials << true << M::NamedSecrets;
    QTest::newRow("named, names") << M::NamedSecrets << true << M::NamedSecrets;
    QTest::newRow("named, no names (an error)") << M::NamedSecrets << false << M::NamedSecrets;
    QTest::newRow("none, names: none wins") << M::None << true << M::None;
    QTest::newRow("none") << M::None << false << M::None;
}

void TestStorageValidator::effectivePullSecretMode()
{
    QFETCH(PullSecretSettings::Mode, mode);
    QFETCH(bool, names);
    QFETCH(PullSecretSettings::Mode, effective);
    App app;
    app.name = QStringLiteral("shop");
    app.pullSecret.mode = mode;
    if (names)
        app.imagePullSecrets = QStringList { QStringLiteral("regcred") };
    QCOMPARE(app.effectivePullSecretMode(), effective);
    QCOMPARE(app.pullSecretReleaseName(), QStringLiteral("pull-secret-shop"));
    PullSecretSettings::Mode parsed = PullSecretSettings::Mode::None;
    QVERIFY(PullSecretSettings::parseMode(PullSecretSettings::modeName(mode), &parsed));
    QCOMPARE(parsed, mode);
}

void TestStorageValidator::metadataNames_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<bool>("qualified");
    QTest::addColumn<bool>("labelValue"); // the same text as a label value
    QTest::newRow("plain") << QStringLiteral("tier") << true << true;
    QTest::newRow("prefixed") << QStringLiteral("app.kubernetes.io/part-of") << true << false;
    QTest::newRow("dots and underscores") << QStringLiteral("a_b.c-d") << true << true;
    QTest::newRow("empty") << QString() << false << true;
    QTest::newRow("leading dash") << QStringLiteral("-tier") << false << false;
    QTest::newRow("empty prefix") << QStringLiteral("/tier") << false << false;
    QTest::newRow("upper-case prefix") << QStringLiteral("Example.com/x") << false << false;
    QTest::newRow("two slashes") << QStringLiteral("a/b/c") << false << false;
    QTest::newRow("63 characters") << QString(63, QLatin1Char('a')) << true << true;
    QTest::newRow("64 characters") << QString(64, QLatin1Char('a')) << false << false;
}

void TestStorageValidator::metadataNames()
{
    QFETCH(QString, key);
    QFETCH(bool, qualified);
    QFETCH(bool, labelValue);
    QCOMPARE(StorageValidator::isQualifiedName(key), qualified);
    QCOMPARE(StorageValidator::isLabelValue(key), labelValue);
}

QTEST_GUILESS_MAIN(TestStorageValidator)
#include "tst_storagevalidator.moc"
