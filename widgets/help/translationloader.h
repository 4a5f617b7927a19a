// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLocale>
#include <QStringList>

class QCoreApplication;

namespace HelmDeck {

/**
 * Loads the window's translation for a locale (docs/translations.md): HelmDeck's own
 * (helmdeck_<lang>.qm, from translations/ in the source tree) and Qt's (qtbase_<lang>.qm: the
 * standard buttons and dialogs). HelmDeck's files are looked for in `../share/helmdeck/translations`
 * beside the executable's folder: where `cmake --install` and the .deb put them, and where the build
 * tree puts them (build/bin → build/share/…). Qt's come from Qt's own translations folder.
 * A language HelmDeck has no file for (English, or one not translated yet) leaves Qt's strings in
 * English too, so Qt's buttons never speak a language HelmDeck's own strings do not.
 */
class TranslationLoader
{
public:
    /** The folder HelmDeck's .qm files are read from, for this executable. */
    static QString translationsDir();

    /**
     * Installs translators on @p app for @p locale's UI languages (the system locale at start:
     * LANGUAGE, LC_ALL, LC_MESSAGES, LANG). Returns the files it loaded, HelmDeck's first; empty when
     * none matched. Translators installed by an earlier call are removed first, so it can switch.
     */
    static QStringList install(QCoreApplication *app, const QLocale &locale = QLocale::system());
};

} // namespace HelmDeck
