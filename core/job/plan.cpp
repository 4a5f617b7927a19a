// SPDX-License-Identifier: GPL-3.0-or-later
#include "plan.h"

#include <QDir>
#include <QFile>

#include <utility>

namespace HelmDeck {

QString Plan::describe() const
{
    QStringList lines { title };
    for (int i = 0; i < steps.size(); ++i) {
        const Step &step = steps.at(i);
        QString line = QString::number(i + 1) + QStringLiteral(". ") + step.redact(step.title);
        if (step.always)
            line = tr("%1 (also after a failure or cancel)").arg(line);
        if (!step.argv.isEmpty() || !step.plannedCommand.isEmpty())
            line += QStringLiteral(": ") + step.describe();
        lines.append(line);
    }
    return lines.join(QLatin1Char('\n'));
}

bool Plan::makeWorkDir()
{
    auto dir = std::make_shared<QTemporaryDir>(QDir::tempPath() + QStringLiteral("/helmdeck-plan-XXXXXX"));
    if (!dir->isValid())
        return false;
    // QTemporaryDir already creates 0700; say so explicitly, since 0600 secret files go in here.
    if (!QFile::setPermissions(
            dir->path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner))
        return false;
    workDir = std::move(dir);
    return true;
}

int Plan::indexOf(const QString &stepId) const
{
    for (int i = 0; i < steps.size(); ++i) {
        if (steps.at(i).id == stepId)
            return i;
    }
    return -1;
}

QString shellQuote(const QString &argument)
{
    if (argument.isEmpty())
        return QStringLiteral("''");
    bool plain = true;
    for (const QChar c : argument) {
        const ushort u = c.unicode();
        const bool safe = (u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z') || (u >= '0' && u <= '9')
            || QStringLiteral("_@%+=:,./-").contains(c);
        if (!safe) {
            plain = false;
            break;
        }
    }
    if (plain)
        return argument;
    QString quoted = argument;
    quoted.replace(QLatin1Char('\''), QStringLiteral("'\\''"));
    return QLatin1Char('\'') + quoted + QLatin1Char('\'');
}

} // namespace HelmDeck
