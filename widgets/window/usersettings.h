// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSettings>
#include <QString>

#include <memory>

namespace HelmDeck {

/**
 * The one settings file of the window (docs/architecture.md §5, "One settings file"): the window's
 * geometry and dock layout ("MainWindow/…"), the recent projects ("recentFiles"), the context and
 * namespace chosen per project ("ClusterPicker/…"), in the same INI file as the user's defaults that
 * File → Settings… writes (GlobalSettings, group "defaults"). Every part of the window that keeps
 * something opens it here; nothing else constructs a QSettings.
 *
 * The file is GlobalSettings::defaultFileName() ("~/.config/HelmDeck/HelmDeck.ini"). Under
 * QStandardPaths' test mode each test program keeps its own file,
 * "<test config>/<organization name>/<application name>.ini", so suites running side by side never
 * share one. The first time a program opens it, values of the window kept in the old separate file
 * (QSettings' default "HelmDeck/helmdeck.conf" before 0.2) are copied over when the file has none.
 */
class UserSettings
{
public:
    /** The settings file's path. */
    static QString fileName();
    /** A QSettings on fileName() in INI format; use it, then let it go (it writes on destruction). */
    static std::unique_ptr<QSettings> open();
};

} // namespace HelmDeck
