// SPDX-License-Identifier: GPL-3.0-or-later
#include "usersettings.h"

#include "model/globalsettings.h"

#include <QCoreApplication>
#include <QDir>
#include <QSettings>
#include <QStandardPaths>

namespace HelmDeck {

namespace {

/** Copies what the window kept in the old default file (two files before 0.2) into @p settings. */
void migrateOnce(QSettings &settings)
{
    static bool done = false;
    if (done || QStandardPaths::isTestModeEnabled())
        return;
    done = true;
    const QStringList ours { QStringLiteral("MainWindow"), QStringLiteral("ClusterPicker") };
    if (settings.contains(QStringLiteral("recentFiles")) || settings.childGroups().contains(ours.first()))
        return; // already in use
    QSettings legacy(QSettings::NativeFormat, QSettings::UserScope, GlobalSettings::organizationName(),
        QStringLiteral("helmdeck"));
    if (legacy.fileName() == settings.fileName())
        return;
    const QStringList keys = legacy.allKeys();
    for (const QString &key : keys) {
        if (key == QLatin1String("recentFiles") || ours.contains(key.section(QLatin1Char('/'), 0, 0)))
            settings.setValue(key, legacy.value(key));
    }
}

} // namespace

QString UserSettings::fileName()
{
    if (QStandardPaths::isTestModeEnabled()) {
        const QString base = QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation);
        return QDir(base).filePath(QCoreApplication::organizationName() + QLatin1Char('/')
            + QCoreApplication::applicationName() + QStringLiteral(".ini"));
    }
    return GlobalSettings::defaultFileName();
}

std::unique_ptr<QSettings> UserSettings::open()
{
    auto settings = std::make_unique<QSettings>(fileName(), QSettings::IniFormat);
    migrateOnce(*settings);
    return settings;
}

} // namespace HelmDeck
