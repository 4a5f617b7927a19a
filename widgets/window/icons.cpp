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

QIcon stepState(StepState state)
{
    installFallbackTheme();
    const char *name = "pending";
    switch (state) {
    case StepState::Pending:
        name = "pending";
        break;
    case StepState::Running:
        name = "running";
        break;
    case StepState::Succeeded:
        name = "succeeded";
        break;
    case StepState::Failed:
        name = "failed";
        break;
    case StepState::Skipped:
        name = "skipped";
        break;
    case StepState::Cancelled:
        name = "cancelled";
        break;
    case StepState::Warning:
        name = "warning";
        break;
    }
    // arg() rather than a QStringBuilder chain: GCC 12 at -O2 reports a false stringop-overflow on the latter
    return QIcon(
        QStringLiteral(":/icons/helmdeck/scalable/status/helmdeck-step-%1.svg").arg(QLatin1String(name)));
}

} // namespace Icons
} // namespace HelmDeck
