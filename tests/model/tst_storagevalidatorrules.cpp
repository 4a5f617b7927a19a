// SPDX-License-Identifier: GPL-3.0-or-later
// Storage validation rules, one row per rule, and duplicates built in code.
#include "storagevalidatortest.h"

using namespace StorageValidatorTest;

class TestStorageValidatorRules : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void rules_data();
    void rules();
    void duplicatesBuiltInCode();
};

void TestStorageValidatorRules::rules_data()
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

void TestStorageValidatorRules::rules()
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
void TestStorageValidatorRules::duplicatesBuiltInCode()
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

QTEST_GUILESS_MAIN(TestStorageValidatorRules)
#include "tst_storagevalidatorrules.moc"
