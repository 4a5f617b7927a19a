// SPDX-License-Identifier: GPL-3.0-or-later
#include "toollookup.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QStandardPaths>

namespace HelmDeck {

ToolLookup ToolLookup::find(const QString &explicitPath, const char *environmentVariable, const QString &name)
{
    ToolLookup out;
    QString origin;
    if (!explicitPath.isEmpty()) {
        out.candidate = explicitPath;
        origin = QCoreApplication::translate("HelmDeck::ToolLookup", "the configured %1 path").arg(name);
    } else if (!qEnvironmentVariableIsEmpty(environmentVariable)) {
        out.candidate = qEnvironmentVariable(environmentVariable);
        origin = QLatin1Char('$') + QString::fromLatin1(environmentVariable);
    } else {
        out.candidate = name;
        origin = QStringLiteral("PATH");
    }

    if (out.candidate.contains(QLatin1Char('/'))) {
        const QFileInfo fi(out.candidate);
        if (fi.isFile() && fi.isExecutable())
            out.program = fi.absoluteFilePath();
    } else {
        out.program = QStandardPaths::findExecutable(out.candidate);
    }
    if (!out.program.isEmpty())
        return out;

    if (origin == QLatin1String("PATH")) {
        out.error
            = QCoreApplication::translate("HelmDeck::ToolLookup", "%1 was not found on PATH.").arg(name);
        out.candidate.clear();
        return out;
    }
    const QFileInfo fi(out.candidate);
    const char *const sentence = !out.candidate.contains(QLatin1Char('/'))
        ? QT_TRANSLATE_NOOP("HelmDeck::ToolLookup", "%1 \"%2\" was not found on PATH.")
        : !fi.exists() ? QT_TRANSLATE_NOOP("HelmDeck::ToolLookup", "%1 \"%2\" does not exist.")
                       : QT_TRANSLATE_NOOP("HelmDeck::ToolLookup", "%1 \"%2\" is not an executable file.");
    out.error = QCoreApplication::translate("HelmDeck::ToolLookup", sentence).arg(origin, out.candidate);
    return out;
}

} // namespace HelmDeck
