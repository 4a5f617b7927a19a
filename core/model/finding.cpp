// SPDX-License-Identifier: GPL-3.0-or-later
#include "finding.h"
#include "messagecap.h"

namespace HelmDeck {

QString SourceLocation::toString() const
{
    if (file.isEmpty())
        return QString();
    if (line <= 0)
        return file;
    if (column <= 0)
        return file + QLatin1Char(':') + QString::number(line);
    return file + QLatin1Char(':') + QString::number(line) + QLatin1Char(':') + QString::number(column);
}

static Finding make(
    Finding::Severity s, const QString &message, const QString &fieldPath, const SourceLocation &location)
{
    Finding f;
    f.severity = s;
    f.message = MessageCap::message(message); // a user's value is echoed bounded
    f.fieldPath = fieldPath;
    f.location = location;
    return f;
}

Finding Finding::error(const QString &message, const QString &fieldPath, const SourceLocation &location)
{
    return make(Severity::Error, message, fieldPath, location);
}

Finding Finding::warning(const QString &message, const QString &fieldPath, const SourceLocation &location)
{
    return make(Severity::Warning, message, fieldPath, location);
}

Finding Finding::info(const QString &message, const QString &fieldPath, const SourceLocation &location)
{
    return make(Severity::Info, message, fieldPath, location);
}

QString Finding::severityName(Severity s)
{
    switch (s) {
    case Severity::Error:
        return QStringLiteral("error");
    case Severity::Warning:
        return QStringLiteral("warning");
    case Severity::Info:
        return QStringLiteral("info");
    }
    return QString();
}

QString Finding::toString() const
{
    QString where = location.file.isEmpty() ? QStringLiteral("helmdeck") : location.toString();
    QString text = where + QStringLiteral(": ") + severityName(severity) + QStringLiteral(": ") + message;
    if (!fieldPath.isEmpty())
        text += QStringLiteral(" [") + MessageCap::message(fieldPath) + QLatin1Char(']');
    return text;
}

bool hasErrors(const Findings &findings)
{
    for (const Finding &f : findings) {
        if (f.severity == Finding::Severity::Error)
            return true;
    }
    return false;
}

} // namespace HelmDeck
