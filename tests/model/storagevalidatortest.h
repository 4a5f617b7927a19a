// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the tst_storagevalidator* suites share (split from one suite; see the suites for what each checks).
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

namespace StorageValidatorTest {

const QString FileName = QStringLiteral("/projects/shop/helmdeck.yaml");
const char *const DefaultMounts = "    mounts:\n      - {entry: data, containerPath: /data}\n";
const char *const DefaultEntries = "  - {name: data, size: 5Gi, namespace: shop}\n";
const char *const DefaultApp = "    image: registry.example.com/shop:1.0\n";

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

inline QByteArray entries(const QByteArray &entry)
{
    return QByteArray(DefaultEntries) + entry;
}

inline int markedLine(const QByteArray &yaml)
{
    const QList<QByteArray> lines = yaml.split('\n');
    for (int i = 0; i < lines.size(); ++i) {
        if (lines.at(i).endsWith("# <"))
            return i + 1;
    }
    return 0;
}

inline QString describe(const Findings &findings)
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

} // namespace StorageValidatorTest
