// SPDX-License-Identifier: GPL-3.0-or-later
#include "keysuggester.h"

#include <QHash>
#include <QVector>

namespace HelmDeck {

namespace {

QString normalized(const QString &key)
{
    QString out;
    out.reserve(key.size());
    for (const QChar c : key) {
        if (c != QLatin1Char('_') && c != QLatin1Char('-'))
            out.append(c.toLower());
    }
    return out;
}

// Words users bring from Kubernetes probes/objects and Dokku's app.json, keyed by normalized().
const QHash<QString, QString> &synonyms()
{
    static const QHash<QString, QString> map = {
        { QStringLiteral("kubenamespace"), QStringLiteral("namespace") },
        { QStringLiteral("deploytimeoutseconds"), QStringLiteral("deployTimeout") },
        { QStringLiteral("timeoutseconds"), QStringLiteral("timeout") },
        { QStringLiteral("initialdelayseconds"), QStringLiteral("initialDelay") },
        { QStringLiteral("periodseconds"), QStringLiteral("wait") },
        { QStringLiteral("failurethreshold"), QStringLiteral("attempts") },
        { QStringLiteral("portmaps"), QStringLiteral("ports") },
        { QStringLiteral("environment"), QStringLiteral("env") },
        { QStringLiteral("envs"), QStringLiteral("env") },
        { QStringLiteral("crons"), QStringLiteral("cron") },
        { QStringLiteral("cronjobs"), QStringLiteral("cron") },
        { QStringLiteral("probes"), QStringLiteral("healthchecks") },
        { QStringLiteral("headers"), QStringLiteral("httpHeaders") },
        { QStringLiteral("scale"), QStringLiteral("replicas") },
        { QStringLiteral("quantity"), QStringLiteral("replicas") },
        { QStringLiteral("context"), QStringLiteral("kubeContext") },
        { QStringLiteral("version"), QStringLiteral("schemaVersion") },
    };
    return map;
}

} // namespace

int KeySuggester::editDistance(const QString &a, const QString &b)
{
    QVector<int> previous(b.size() + 1);
    QVector<int> current(b.size() + 1);
    for (int j = 0; j <= b.size(); ++j)
        previous[j] = j;
    for (int i = 1; i <= a.size(); ++i) {
        current[0] = i;
        for (int j = 1; j <= b.size(); ++j) {
            const int substitute = previous[j - 1] + (a.at(i - 1) == b.at(j - 1) ? 0 : 1);
            current[j] = qMin(substitute, qMin(previous[j] + 1, current[j - 1] + 1));
        }
        previous.swap(current);
    }
    return previous[b.size()];
}

QString KeySuggester::suggest(const QString &key, const QStringList &known)
{
    const QString wanted = normalized(key);
    for (const QString &k : known) {
        if (normalized(k) == wanted)
            return k;
    }
    const QString synonym = synonyms().value(wanted);
    if (!synonym.isEmpty() && known.contains(synonym))
        return synonym;

    const int limit = wanted.size() <= 4 ? 1 : 2;
    QString best;
    int bestDistance = limit + 1;
    for (const QString &k : known) {
        const int d = editDistance(wanted, normalized(k));
        if (d < bestDistance) {
            best = k;
            bestDistance = d;
        }
    }
    return best;
}

} // namespace HelmDeck
