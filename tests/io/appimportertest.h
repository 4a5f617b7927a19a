// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the tst_appimporter* suites share (split from one suite; see the suites for what each checks).
#include "io/appimporter.h"

#include "testutil.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace HelmDeck;

inline QString testAppsDir()
{
    const QString rw = TestUtil::realworldDir();
    return rw.isEmpty() ? QString() : rw + QStringLiteral("/dokku-test-apps");
}

inline QString fixture(const QString &name)
{
    return TestUtil::sourceDir() + QStringLiteral("/tests/fixtures/import/") + name;
}

inline const Finding *find(const Findings &findings, const QString &text)
{
    for (const Finding &f : findings) {
        if (f.message.contains(text))
            return &f;
    }
    return nullptr;
}

/** The fixture the TestAppImporter* suites derive from: shared members and helpers. */
class AppImporterTestBase : public QObject
{
protected:
    // Copies <from>/<procfile> and <from>/<appJson> into a fresh "<tmp>/<folder>" as Procfile and app.json.
    QString stage(QTemporaryDir &tmp, const QString &folder, const QString &from, const QString &procfile,
        const QString &appJson);
};

inline QString AppImporterTestBase::stage(QTemporaryDir &tmp, const QString &folder, const QString &from,
    const QString &procfile, const QString &appJson)
{
    const QString dir = tmp.path() + QLatin1Char('/') + folder;
    if (!QDir().mkpath(dir))
        return QString();
    const QStringList names { QStringLiteral("Procfile"), QStringLiteral("app.json") };
    const QStringList sources { procfile, appJson };
    for (int i = 0; i < 2; ++i) {
        if (sources.at(i).isEmpty())
            continue;
        const QString src = from + QLatin1Char('/') + sources.at(i);
        if (QFile::exists(src) && !QFile::copy(src, dir + QLatin1Char('/') + names.at(i)))
            return QString();
    }
    return dir;
}
