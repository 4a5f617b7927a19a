// SPDX-License-Identifier: GPL-3.0-or-later
#include "step.h"

#include "plan.h"
#include "render/redactor.h"

#include <algorithm>

namespace HelmDeck {

QString stepStateName(StepState state)
{
    switch (state) {
    case StepState::Pending:
        return QStringLiteral("pending");
    case StepState::Running:
        return QStringLiteral("running");
    case StepState::Succeeded:
        return QStringLiteral("succeeded");
    case StepState::Failed:
        return QStringLiteral("failed");
    case StepState::Skipped:
        return QStringLiteral("skipped");
    case StepState::Cancelled:
        return QStringLiteral("cancelled");
    case StepState::Warning:
        return QStringLiteral("warning");
    }
    return QString();
}

QString Step::describe() const
{
    if (!plannedCommand.isEmpty())
        return redact(plannedCommand);
    if (start && argv.isEmpty())
        return redact(title);
    QStringList quoted;
    quoted.reserve(argv.size());
    for (const QString &argument : argv)
        quoted.append(shellQuote(argument));
    return redact(quoted.join(QLatin1Char(' ')));
}

QString Step::redact(const QString &text) const
{
    if (redactions.isEmpty() || text.isEmpty())
        return text;
    // Longest first: a secret that contains another must not be left half shown.
    QStringList secrets = redactions;
    secrets.removeAll(QString());
    std::sort(secrets.begin(), secrets.end(),
        [](const QString &a, const QString &b) { return a.size() > b.size(); });
    const QString mask = Redactor::defaultMask();
    QString result = text;
    for (const QString &secret : std::as_const(secrets))
        result.replace(secret, mask);
    return result;
}

} // namespace HelmDeck
