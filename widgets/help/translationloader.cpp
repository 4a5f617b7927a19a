// SPDX-License-Identifier: GPL-3.0-or-later
#include "translationloader.h"

#include <QCoreApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QPointer>
#include <QTranslator>

namespace HelmDeck {

namespace {

QString qtTranslationsDir()
{
#if QT_VERSION >= QT_VERSION_CHECK(6, 0, 0)
    return QLibraryInfo::path(QLibraryInfo::TranslationsPath);
#else
    return QLibraryInfo::location(QLibraryInfo::TranslationsPath);
#endif
}

/** The translators the last install() put on the application (removed by the next one). */
QList<QPointer<QTranslator>> &installed()
{
    static QList<QPointer<QTranslator>> list;
    return list;
}

} // namespace

QString TranslationLoader::translationsDir()
{
    return QDir::cleanPath(
        QCoreApplication::applicationDirPath() + QStringLiteral("/../share/helmdeck/translations"));
}

QStringList TranslationLoader::install(QCoreApplication *app, const QLocale &locale)
{
    for (const QPointer<QTranslator> &t : std::as_const(installed())) {
        if (t) {
            QCoreApplication::removeTranslator(t);
            delete t.data();
        }
    }
    installed().clear();

    QStringList loaded;
    const struct
    {
        QString name;
        QString dir;
    } sources[] = { { QStringLiteral("helmdeck"), translationsDir() },
        { QStringLiteral("qtbase"), qtTranslationsDir() } };
    for (const auto &source : sources) {
        auto *translator = new QTranslator(app);
        // tries each of the locale's UI languages: de_DE, then de
        if (translator->load(locale, source.name, QStringLiteral("_"), source.dir)) {
            QCoreApplication::installTranslator(translator);
            installed().append(translator);
            loaded.append(translator->filePath());
        } else {
            delete translator;
            if (source.name == QLatin1String("helmdeck"))
                break; // HelmDeck's strings untranslated: Qt's dialogs stay in English with them
        }
    }
    return loaded;
}

} // namespace HelmDeck
