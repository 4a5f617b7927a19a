// SPDX-License-Identifier: GPL-3.0-or-later
// Storage changes and uses: immutable fields, mount targets, the effective pull-secret mode, metadata names.
#include "storagevalidatortest.h"

using namespace StorageValidatorTest;

class TestStorageValidatorChanges : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void immutableChange_data();
    void immutableChange();
    void mountTargets();
    void effectivePullSecretMode_data();
    void effectivePullSecretMode();
    void metadataNames_data();
    void metadataNames();
};

void TestStorageValidatorChanges::immutableChange_data()
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

void TestStorageValidatorChanges::immutableChange()
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

void TestStorageValidatorChanges::mountTargets()
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

void TestStorageValidatorChanges::effectivePullSecretMode_data()
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

void TestStorageValidatorChanges::effectivePullSecretMode()
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

void TestStorageValidatorChanges::metadataNames_data()
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

void TestStorageValidatorChanges::metadataNames()
{
    QFETCH(QString, key);
    QFETCH(bool, qualified);
    QFETCH(bool, labelValue);
    QCOMPARE(StorageValidator::isQualifiedName(key), qualified);
    QCOMPARE(StorageValidator::isLabelValue(key), labelValue);
}

QTEST_GUILESS_MAIN(TestStorageValidatorChanges)
#include "tst_storagevalidatorchanges.moc"
