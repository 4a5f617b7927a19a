// SPDX-License-Identifier: GPL-3.0-or-later
// helmdeck.yaml with storage entries, mounts and pull-secret settings: round trip, exact output,
// source locations, load errors, and secrets kept out of the file.
#include "io/projectfile.h"
#include "model/validator.h"

#include "testutil.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace HelmDeck;

Q_DECLARE_METATYPE(Finding::Severity)
Q_DECLARE_METATYPE(Project)

namespace {

QString fixture(const QString &name)
{
    return TestUtil::sourceDir() + QStringLiteral("/tests/fixtures/projectfile/") + name;
}

QString describe(const Findings &findings)
{
    QStringList lines;
    for (const Finding &f : findings)
        lines.append(f.toString());
    return lines.join(QLatin1Char('\n'));
}

App app(const char *name)
{
    App a;
    a.name = QString::fromLatin1(name);
    a.image = QStringLiteral("registry.example.com/team/") + a.name + QStringLiteral(":1");
    return a;
}

// Every new field away from its default, with strings YAML readers would turn into something else.
Project storageProject()
{
    Project p;
    StorageEntry data;
    data.name = QStringLiteral("data");
    data.size = QStringLiteral("1e3");
    data.accessMode = QStringLiteral("ReadWriteOncePod");
    data.storageClass = QStringLiteral("true");
    data.kubeNamespace = QStringLiteral("NO");
    data.reclaimPolicy = QStringLiteral("Delete");
    data.labels = { { QStringLiteral("true"), QStringLiteral("0755") },
        { QStringLiteral("app.kubernetes.io/part-of"), QStringLiteral("") } };
    data.annotations = { { QStringLiteral("example.com/note"), QStringLiteral("line 1\nline 2: \"quoted\"") },
        { QStringLiteral("null"), QStringLiteral("~") } };
    StorageEntry host;
    host.name = QStringLiteral("host");
    host.size = QStringLiteral("5Gi");
    host.hostPath = QStringLiteral("/srv/data #1");
    StorageEntry sizeless; // invalid for the validator, kept by the file
    sizeless.name = QStringLiteral("sizeless");
    p.storage = { data, host, sizeless };

    App shop = app("shop");
    StorageMount all;
    all.entry = QStringLiteral("data");
    all.containerPath = QStringLiteral("/data");
    StorageMount some;
    some.entry = QStringLiteral("host");
    some.containerPath = QStringLiteral("@daily");
    some.subPath = QStringLiteral("*/5");
    some.readOnly = true;
    some.processTypes = QStringList { QStringLiteral("web"), QStringLiteral("run"), QStringLiteral("cron") };
    StorageMount empty;
    shop.mounts = { all, some, empty };
    shop.imagePullSecrets = QStringList { QStringLiteral("regcred"), QStringLiteral("0755") };
    shop.pullSecret.mode = PullSecretSettings::Mode::NamedSecrets;
    shop.pullSecret.registry = QStringLiteral("registry.example.com:5000");
    shop.pullSecret.username = QStringLiteral("NO");
    shop.pullSecret.password = QStringLiteral("password-canary-91c4");
    App off = app("off");
    off.pullSecret.mode = PullSecretSettings::Mode::None;
    App named = app("named"); // names without a mode: the file keeps them as they are
    named.imagePullSecrets = QStringList { QStringLiteral("only-names") };
    p.apps = { shop, off, named };
    return p;
}

bool sameKeyValues(const KeyValueList &a, const KeyValueList &b)
{
    return a == b;
}

// Field by field, so a failure names the field; the password is never expected back.
void compareStorage(const Project &actual, const Project &expected)
{
    QCOMPARE(actual.storage.size(), expected.storage.size());
    for (int i = 0; i < expected.storage.size(); ++i) {
        const StorageEntry &x = actual.storage.at(i);
        const StorageEntry &y = expected.storage.at(i);
        QCOMPARE(x.name, y.name);
        QCOMPARE(x.size, y.size);
        QCOMPARE(x.accessMode, y.accessMode);
        QCOMPARE(x.storageClass, y.storageClass);
        QCOMPARE(x.hostPath, y.hostPath);
        QCOMPARE(x.kubeNamespace, y.kubeNamespace);
        QCOMPARE(x.reclaimPolicy, y.reclaimPolicy);
        QCOMPARE(x.owner, y.owner);
        QVERIFY(sameKeyValues(x.labels, y.labels));
        QVERIFY(sameKeyValues(x.annotations, y.annotations));
    }
    QCOMPARE(actual.apps.size(), expected.apps.size());
    for (int i = 0; i < expected.apps.size(); ++i) {
        const App &x = actual.apps.at(i);
        const App &y = expected.apps.at(i);
        QCOMPARE(x.mounts.size(), y.mounts.size());
        for (int m = 0; m < y.mounts.size(); ++m) {
            QCOMPARE(x.mounts.at(m).entry, y.mounts.at(m).entry);
            QCOMPARE(x.mounts.at(m).containerPath, y.mounts.at(m).containerPath);
            QCOMPARE(x.mounts.at(m).subPath, y.mounts.at(m).subPath);
            QCOMPARE(x.mounts.at(m).readOnly, y.mounts.at(m).readOnly);
            QCOMPARE(x.mounts.at(m).processTypes, y.mounts.at(m).processTypes);
        }
        QCOMPARE(x.imagePullSecrets, y.imagePullSecrets);
        QCOMPARE(x.pullSecret.mode, y.pullSecret.mode);
        QCOMPARE(x.pullSecret.registry, y.pullSecret.registry);
        QCOMPARE(x.pullSecret.username, y.pullSecret.username);
        QCOMPARE(x.pullSecret.password, QString());
        QCOMPARE(x.effectivePullSecretMode(), y.effectivePullSecretMode());
    }
}

} // namespace

class TestStorageFile : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void roundTrip_data();
    void roundTrip();
    void goldenOutput();
    void handWrittenFile();
    void sources_data();
    void sources();
    void locateFallsBackToTheParent();
    void errors_data();
    void errors();
    void secretsNeverWritten();
};

void TestStorageFile::roundTrip_data()
{
    QTest::addColumn<Project>("project");
    QTest::newRow("every field, tricky strings") << storageProject();
    Project defaults;
    defaults.storage.append(StorageEntry());
    defaults.storage.first().name = QStringLiteral("d");
    defaults.apps.append(app("a"));
    defaults.apps.first().mounts.append(StorageMount());
    QTest::newRow("defaults everywhere") << defaults;
    Project owners;
    for (const QString &owner : { QStringLiteral("false"), QStringLiteral("1000:1000"),
             QStringLiteral("packeto"), QStringLiteral("herokuish") }) {
        StorageEntry e;
        e.name = QStringLiteral("o%1").arg(owners.storage.size());
        e.size = QStringLiteral("1Gi");
        e.owner = owner;
        owners.storage.append(e);
    }
    QTest::newRow("owners in Dokku's spellings and as uid:gid") << owners;
    for (const auto mode : { PullSecretSettings::Mode::FromCredentials,
             PullSecretSettings::Mode::NamedSecrets, PullSecretSettings::Mode::None }) {
        Project p;
        p.apps.append(app("a"));
        p.apps.first().pullSecret.mode = mode;
        QTest::newRow(qPrintable(QStringLiteral("mode ") + PullSecretSettings::modeName(mode))) << p;
    }
}

void TestStorageFile::roundTrip()
{
    QFETCH(Project, project);
    const QByteArray first = ProjectFile::serialize(project);
    QVERIFY(!first.isEmpty());
    const ProjectLoadResult loaded = ProjectFile::parse(first, QStringLiteral("roundtrip.yaml"));
    QVERIFY2(loaded.ok && loaded.findings.isEmpty(),
        qPrintable(describe(loaded.findings) + QLatin1Char('\n') + QString::fromUtf8(first)));
    compareStorage(loaded.project, project);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(ProjectFile::serialize(loaded.project), first);
}

// The exact text: key order, quoting (keys of labels too), omitted defaults.
void TestStorageFile::goldenOutput()
{
    const QByteArray expected = TestUtil::readFile(fixture(QStringLiteral("storage-golden.yaml")));
    QVERIFY(!expected.isEmpty());
    const QByteArray actual = ProjectFile::serialize(storageProject());
    if (actual != expected) {
        QFile out(QDir::temp().filePath(QStringLiteral("tst_storagefile-golden.actual.yaml")));
        if (out.open(QIODevice::WriteOnly))
            out.write(actual);
        QFAIL(qPrintable(QStringLiteral("serialize() differs from storage-golden.yaml; actual output: ")
            + out.fileName()));
    }
}

// A hand-written file loads with no findings, validates clean and saves byte-stable.
void TestStorageFile::handWrittenFile()
{
    const ProjectLoadResult r = ProjectFile::load(fixture(QStringLiteral("storage.yaml")));
    QVERIFY2(r.ok && r.findings.isEmpty(), qPrintable(describe(r.findings)));
    const Project &p = r.project;
    QCOMPARE(p.storage.size(), 2);
    const StorageEntry *uploads = p.storageEntry(QStringLiteral("uploads"));
    QVERIFY(uploads);
    QCOMPARE(uploads->size, QStringLiteral("20Gi"));
    QCOMPARE(uploads->accessMode, QStringLiteral("ReadWriteMany"));
    QCOMPARE(uploads->labels.size(), 2);
    QCOMPARE(uploads->labels.at(1).first, QStringLiteral("app.kubernetes.io/part-of"));
    QCOMPARE(uploads->annotations.at(1).second, QStringLiteral("kept when the app is destroyed"));
    QCOMPARE(p.storageEntry(QStringLiteral("cache"))->hostPath, QStringLiteral("/srv/shop-cache"));
    QCOMPARE(p.storageEntry(QStringLiteral("cache"))->accessMode, QStringLiteral("ReadWriteOnce"));

    const App &shop = p.apps.at(0);
    QCOMPARE(shop.mounts.size(), 3);
    QCOMPARE(shop.mounts.at(1).processTypes, (QStringList { QStringLiteral("web"), QStringLiteral("run") }));
    QVERIFY(shop.mounts.at(1).readOnly);
    QCOMPARE(shop.mountsFor(QStringLiteral("worker")).size(), 2);
    QCOMPARE(shop.mountsFor(QStringLiteral("run")).size(), 2);
    QCOMPARE(shop.mountsFor(QStringLiteral("cron")).size(), 2);
    QCOMPARE(shop.mountsFor(QStringLiteral("web")).size(), 2);
    QCOMPARE(shop.effectivePullSecretMode(), PullSecretSettings::Mode::FromCredentials);
    QCOMPARE(shop.pullSecret.username, QStringLiteral("deploy"));
    // Names alone select the named-secrets mode, as the image-pull-secrets rule says.
    const App &blog = p.apps.at(1);
    QCOMPARE(blog.imagePullSecrets,
        (QStringList { QStringLiteral("ghcr-login"), QStringLiteral("ghcr-login-backup") }));
    QCOMPARE(blog.pullSecret.mode, PullSecretSettings::Mode::FromCredentials);
    QCOMPARE(blog.effectivePullSecretMode(), PullSecretSettings::Mode::NamedSecrets);
    QCOMPARE(blog.mounts.first().subPath, QStringLiteral("blog"));
    QCOMPARE(p.apps.at(2).effectivePullSecretMode(), PullSecretSettings::Mode::None);

    const Findings findings = Validator::validate(p);
    QVERIFY2(findings.isEmpty(), qPrintable(describe(findings)));

    const QByteArray saved = ProjectFile::serialize(p);
    const ProjectLoadResult again = ProjectFile::parse(saved, QStringLiteral("again.yaml"));
    QVERIFY2(again.ok && again.findings.isEmpty(), qPrintable(describe(again.findings)));
    compareStorage(again.project, p);
    QCOMPARE(ProjectFile::serialize(again.project), saved);
}

void TestStorageFile::sources_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    // 1-based lines and columns of the value in tests/fixtures/projectfile/storage.yaml.
    QTest::newRow("storage list") << QStringLiteral("storage") << 49 << 3;
    QTest::newRow("entry") << QStringLiteral("storage[uploads]") << 49 << 5;
    QTest::newRow("entry name") << QStringLiteral("storage[uploads].name") << 49 << 11;
    QTest::newRow("size") << QStringLiteral("storage[uploads].size") << 50 << 11;
    QTest::newRow("storage class") << QStringLiteral("storage[uploads].storageClass") << 52 << 19;
    QTest::newRow("label") << QStringLiteral("storage[uploads].labels[tier]") << 55 << 13;
    QTest::newRow("label with a prefix")
        << QStringLiteral("storage[uploads].labels[app.kubernetes.io/part-of]") << 56 << 34;
    QTest::newRow("annotation") << QStringLiteral("storage[uploads].annotations[example.com/backup]") << 58
                                << 27;
    QTest::newRow("host path") << QStringLiteral("storage[cache].hostPath") << 62 << 15;
    QTest::newRow("reclaim policy") << QStringLiteral("storage[cache].reclaimPolicy") << 64 << 20;
    QTest::newRow("mount") << QStringLiteral("apps[shop].mounts[1]") << 17 << 9;
    QTest::newRow("mount entry") << QStringLiteral("apps[shop].mounts[0].entry") << 15 << 16;
    QTest::newRow("container path") << QStringLiteral("apps[shop].mounts[0].containerPath") << 16 << 24;
    QTest::newRow("sub path") << QStringLiteral("apps[shop].mounts[1].subPath") << 19 << 18;
    QTest::newRow("read-only") << QStringLiteral("apps[shop].mounts[1].readOnly") << 20 << 19;
    QTest::newRow("process type, flow list")
        << QStringLiteral("apps[shop].mounts[1].processTypes[1]") << 21 << 29;
    QTest::newRow("process type, block list")
        << QStringLiteral("apps[shop].mounts[2].processTypes[1]") << 26 << 13;
    QTest::newRow("flow mount key") << QStringLiteral("apps[blog].mounts[0].containerPath") << 37 << 41;
    QTest::newRow("pull secret") << QStringLiteral("apps[shop].pullSecret") << 28 << 7;
    QTest::newRow("pull secret username") << QStringLiteral("apps[shop].pullSecret.username") << 29 << 17;
    QTest::newRow("image pull secret") << QStringLiteral("apps[blog].imagePullSecrets[0]") << 39 << 9;
    QTest::newRow("pull secret mode") << QStringLiteral("apps[docs].pullSecret.mode") << 47 << 13;
}

void TestStorageFile::sources()
{
    QFETCH(QString, path);
    QFETCH(int, line);
    QFETCH(int, column);
    const QString file = fixture(QStringLiteral("storage.yaml"));
    const ProjectLoadResult r = ProjectFile::load(file);
    QVERIFY2(r.ok, qPrintable(describe(r.findings)));
    QVERIFY2(r.project.sources.contains(path), qPrintable(path));
    const SourceLocation where = r.project.sources.value(path);
    QCOMPARE(where.file, file);
    QCOMPARE(where.line, line);
    QCOMPARE(where.column, column);
    QCOMPARE(r.project.locate(path), where);
}

// A path with no location of its own (a key the file does not set) points at its closest parent;
// bracketed keys may hold dots and slashes.
void TestStorageFile::locateFallsBackToTheParent()
{
    const ProjectLoadResult r = ProjectFile::load(fixture(QStringLiteral("storage.yaml")));
    QVERIFY(r.ok);
    const struct
    {
        const char *path;
        const char *parent;
    } rows[] = {
        { "storage[uploads].annotations[example.org/not.set]", "storage[uploads].annotations" },
        { "storage[cache].accessMode", "storage[cache]" },
        { "apps[shop].mounts[0].subPath", "apps[shop].mounts[0]" },
        { "apps[shop].mounts[7].subPath", "apps[shop].mounts" },
        { "apps[blog].pullSecret.mode", "apps[blog]" },
    };
    for (const auto &row : rows) {
        const QString parent = QString::fromLatin1(row.parent);
        QVERIFY2(r.project.sources.contains(parent), row.parent);
        QVERIFY2(!r.project.sources.contains(QString::fromLatin1(row.path)), row.path);
        QCOMPARE(r.project.locate(QString::fromLatin1(row.path)), r.project.sources.value(parent));
    }
}

void TestStorageFile::errors_data()
{
    QTest::addColumn<QByteArray>("yaml");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<Finding::Severity>("severity");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("fieldPath");
    QTest::addColumn<QString>("message");

    const auto E = Finding::Severity::Error;
    const auto W = Finding::Severity::Warning;
    const QByteArray head = "schemaVersion: 1\napps:\n  - name: shop\n"; // the app starts on line 3
    const QByteArray storage = "schemaVersion: 1\nstorage:\n"; // entries start on line 3

    QTest::newRow("storage is a map")
        << storage + "  data: {size: 1Gi}\n"
        << false << E << 3 << 3 << QStringLiteral("storage") << QStringLiteral("expected a list");
    QTest::newRow("entry without name") << storage + "  - size: 1Gi\n"
                                        << false << E << 3 << 5 << QStringLiteral("storage[0]")
                                        << QStringLiteral("this storage entry has no name");
    QTest::newRow("entry defined twice") << storage + "  - name: data\n  - name: data\n"
                                         << false << E << 4 << 5 << QStringLiteral("storage[data]")
                                         << QStringLiteral("defined twice (first at line 3)");
    QTest::newRow("size is a list") << storage + "  - name: data\n    size: [5, Gi]\n"
                                    << false << E << 4 << 11 << QStringLiteral("storage[data].size")
                                    << QStringLiteral("expected a string, found a list");
    QTest::newRow("labels is a list") << storage + "  - name: data\n    labels: [a, b]\n"
                                      << false << E << 4 << 13 << QStringLiteral("storage[data].labels")
                                      << QStringLiteral("expected a map");
    QTest::newRow("label value is a map")
        << storage + "  - name: data\n    labels:\n      tier: {a: b}\n"
        << false << E << 5 << 13 << QStringLiteral("storage[data].labels[tier]")
        << QStringLiteral("expected a string, found a map");
    QTest::newRow("label key twice") << storage
            + "  - name: data\n    labels:\n      tier: a\n      tier: b\n"
                                     << false << E << 6 << 7 << QStringLiteral("storage[data].labels[tier]")
                                     << QStringLiteral("appears twice (first at line 5)");
    QTest::newRow("an owner that is no known user")
        << storage + "  - name: data\n    owner: bob\n"
        << false << E << 4 << 12 << QStringLiteral("storage[data].owner")
        << QStringLiteral("unknown storage owner \"bob\"; use herokuish, heroku, paketo (or packeto), root, "
                          "false or UID:GID");
    QTest::newRow("an owner uid without a gid")
        << storage + "  - name: data\n    owner: 1000\n"
        << false << E << 4 << 12 << QStringLiteral("storage[data].owner")
        << QStringLiteral("unknown storage owner \"1000\"");
    QTest::newRow("unknown entry key, Dokku spelling")
        << storage + "  - name: data\n    storage_class: longhorn\n"
        << true << W << 4 << 5 << QStringLiteral("storage[data].storage_class")
        << QStringLiteral("did you mean \"storageClass\"?");
    QTest::newRow("unknown top-level key near storage")
        << QByteArray("schemaVersion: 1\nstorages: []\n") << true << W << 2 << 1 << QStringLiteral("storages")
        << QStringLiteral("did you mean \"storage\"?");
    QTest::newRow("mounts is a map") << head + "    mounts:\n      data: /data\n"
                                     << false << E << 5 << 7 << QStringLiteral("apps[shop].mounts")
                                     << QStringLiteral("expected a list");
    QTest::newRow("mount is a string (Dokku's host:container)")
        << head + "    mounts:\n      - data:/data\n"
        << false << E << 5 << 9 << QStringLiteral("apps[shop].mounts[0]") << QStringLiteral("expected a map");
    QTest::newRow("readOnly: yes") << head + "    mounts:\n      - entry: data\n        readOnly: yes\n"
                                   << false << E << 6 << 19 << QStringLiteral("apps[shop].mounts[0].readOnly")
                                   << QStringLiteral("expected true or false, found \"yes\"");
    QTest::newRow("processTypes is a string")
        << head + "    mounts:\n      - entry: data\n        processTypes: web\n"
        << false << E << 6 << 23 << QStringLiteral("apps[shop].mounts[0].processTypes")
        << QStringLiteral("expected a list");
    QTest::newRow("unknown mount key")
        << head + "    mounts:\n      - entry: data\n        mountPath: /data\n"
        << true << W << 6 << 9 << QStringLiteral("apps[shop].mounts[0].mountPath")
        << QStringLiteral("known keys here: entry, containerPath");
    QTest::newRow("imagePullSecrets is a string")
        << head + "    imagePullSecrets: regcred\n"
        << false << E << 4 << 23 << QStringLiteral("apps[shop].imagePullSecrets")
        << QStringLiteral("expected a list");
    QTest::newRow("Dokku's property name")
        << head + "    image-pull-secrets: [regcred]\n"
        << true << W << 4 << 5 << QStringLiteral("apps[shop].image-pull-secrets")
        << QStringLiteral("did you mean \"imagePullSecrets\"?");
    QTest::newRow("pull secret mode unknown")
        << head + "    pullSecret:\n      mode: docker\n"
        << false << E << 5 << 13 << QStringLiteral("apps[shop].pullSecret.mode")
        << QStringLiteral("use fromCredentials, namedSecrets, none");
    QTest::newRow("pull secret mode, wrong case")
        << head + "    pullSecret:\n      mode: NamedSecrets\n"
        << false << E << 5 << 13 << QStringLiteral("apps[shop].pullSecret.mode")
        << QStringLiteral("write it as \"namedSecrets\"");
    QTest::newRow("pull secret is a list") << head + "    pullSecret: [a]\n"
                                           << false << E << 4 << 17 << QStringLiteral("apps[shop].pullSecret")
                                           << QStringLiteral("expected a map");
    QTest::newRow("password in the file")
        << head + "    pullSecret:\n      registry: ghcr.io\n      username: bob\n      password: hunter2\n"
        << true << W << 7 << 17 << QStringLiteral("apps[shop].pullSecret.password")
        << QStringLiteral("not read from the project file");
}

void TestStorageFile::errors()
{
    QFETCH(QByteArray, yaml);
    QFETCH(bool, ok);
    QFETCH(Finding::Severity, severity);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, fieldPath);
    QFETCH(QString, message);

    const QString file = QStringLiteral("/projects/shop/helmdeck.yaml");
    const ProjectLoadResult r = ProjectFile::parse(yaml, file);
    QCOMPARE(r.ok, ok);
    QVERIFY2(r.findings.size() == 1, qPrintable(describe(r.findings)));
    const Finding &f = r.findings.first();
    QCOMPARE(f.severity, severity);
    QCOMPARE(f.location.file, file);
    QCOMPARE(f.location.line, line);
    QCOMPARE(f.location.column, column);
    QCOMPARE(f.fieldPath, fieldPath);
    QVERIFY2(f.message.contains(message), qPrintable(f.message));
    QVERIFY2(f.toString().startsWith(file + QLatin1Char(':') + QString::number(line) + QLatin1Char(':')
                 + QString::number(column) + QLatin1Char(':')),
        qPrintable(f.toString()));
    if (!ok) { // nothing half-applied
        QVERIFY(r.project.apps.isEmpty());
        QVERIFY(r.project.storage.isEmpty());
    }
}

// Canaries: a secret env value and a registry password, set in the model, never reach the file; a
// password typed into the file is neither loaded nor written back.
void TestStorageFile::secretsNeverWritten()
{
    const QByteArray envCanary = "env-canary-2b7e151628aed2a6";
    const QByteArray passwordCanary = "password-canary-91c4";
    Project p = storageProject();
    p.apps[0].env = { EnvVar { QStringLiteral("PUBLIC"), QStringLiteral("visible"), false },
        EnvVar { QStringLiteral("TOKEN"), QString::fromLatin1(envCanary), true } };
    QCOMPARE(p.apps[0].pullSecret.password.toLatin1(), passwordCanary);

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("helmdeck.yaml"));
    QString error;
    QVERIFY2(ProjectFile::save(p, path, &error), qPrintable(error));
    for (const QString &name :
        QDir(dir.path()).entryList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot)) {
        const QByteArray bytes = TestUtil::readFile(dir.filePath(name));
        QVERIFY2(!bytes.contains(envCanary), qPrintable(name));
        QVERIFY2(!bytes.contains(passwordCanary), qPrintable(name));
    }
    const QByteArray text = TestUtil::readFile(path);
    QVERIFY(text.contains("value: \"visible\""));
    QVERIFY(text.contains("username: \"NO\""));
    QVERIFY(!text.contains("password"));

    const ProjectLoadResult typed
        = ProjectFile::parse("schemaVersion: 1\napps:\n  - name: a\n    pullSecret: {registry: ghcr.io, "
                             "username: bob, password: hunter2}\n",
            QStringLiteral("typed.yaml"));
    QVERIFY(typed.ok);
    QVERIFY(typed.project.apps.first().pullSecret.password.isEmpty());
    QCOMPARE(typed.project.apps.first().pullSecret.username, QStringLiteral("bob"));
    QVERIFY(!ProjectFile::serialize(typed.project).contains("hunter2"));
}

QTEST_GUILESS_MAIN(TestStorageFile)
#include "tst_storagefile.moc"
