// SPDX-License-Identifier: GPL-3.0-or-later
#include "icons.h"

#include <QStringList>

// Q_INIT_RESOURCE must be called from the global namespace. The resources live in a static
// library, so without it the linker may drop them.
static void initHelmDeckResources()
{
    Q_INIT_RESOURCE(resources);
}

namespace HelmDeck {
namespace Icons {

QString fallbackThemeName()
{
    return QStringLiteral("helmdeck");
}

void installFallbackTheme()
{
    static bool done = false;
    if (done)
        return;
    done = true;
    initHelmDeckResources();

    QStringList paths = QIcon::themeSearchPaths();
    if (!paths.contains(QLatin1String(":/icons")))
        paths.append(QStringLiteral(":/icons"));
    QIcon::setThemeSearchPaths(paths);

    const QString platformTheme = QIcon::themeName();
    const bool usable = !platformTheme.isEmpty() && platformTheme != QLatin1String("hicolor")
        && QIcon::hasThemeIcon(QStringLiteral("document-open"));
    if (usable)
        QIcon::setFallbackThemeName(fallbackThemeName());
    else
        QIcon::setThemeName(fallbackThemeName());
}

QIcon appIcon()
{
    installFallbackTheme();
    // Installed as io.helmdeck.HelmDeck (the desktop file's Icon=); else the embedded copy.
    return QIcon::fromTheme(QStringLiteral("io.helmdeck.HelmDeck"),
        QIcon(QStringLiteral(":/icons/helmdeck/scalable/apps/helmdeck.svg")));
}

} // namespace Icons
} // namespace HelmDeck
