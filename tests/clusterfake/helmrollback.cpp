// SPDX-License-Identifier: GPL-3.0-or-later
// helm rollback REL [REVISION]: what helm does, also to a release an interrupted helm left pending.

#include "helm.h"

#include <QJsonArray>

namespace HelmDeck::ClusterFake {

int helmRollback(const Invocation &inv, const Args &args)
{
    if (args.positional.size() < 2 || args.positional.size() > 3)
        return fail(QStringLiteral("Error: \"helm rollback\" requires at least 1 argument"));
    const QString release = args.positional.at(1);
    const QString ns = helmNamespace(args);
    StateStore store(inv.statePath);
    QString error;
    if (!store.open(&error))
        return fail(error, 2);
    QJsonArray revisions = store.revisions(ns, release);
    if (revisions.isEmpty())
        return fail(QStringLiteral("Error: release: not found"));
    const QJsonObject latest = pickRevision(revisions);
    const int latestNumber = latest.value(QLatin1String("revision")).toInt();
    // helm: no revision (or 0) = the one before the latest
    int number = args.positional.size() == 3 ? args.positional.at(2).toInt() : 0;
    if (number <= 0)
        number = latestNumber - 1;
    const QJsonObject target = pickRevision(revisions, number);
    if (number <= 0 || target.value(QLatin1String("revision")).toInt() != number)
        return fail(QStringLiteral("Error: release has no %1 version").arg(number));
    if (!applyObjects(store, objectsOf(latest, release, ns), objectsOf(target, release, ns), ns, &error))
        return fail(QStringLiteral("Error: ") + error);
    // the latest attempt, pending or failed, is kept as failed; the rollback is a new revision
    for (int i = 0; i < revisions.size(); ++i) {
        QJsonObject r = revisions.at(i).toObject();
        if (r.value(QLatin1String("revision")).toInt() == latestNumber
            && r.value(QLatin1String("status")).toString().startsWith(QLatin1String("pending-"))) {
            r.insert(QStringLiteral("status"), QStringLiteral("failed"));
            revisions.replace(i, r);
        }
    }
    QJsonObject rollback = target;
    rollback.insert(QStringLiteral("revision"), latestNumber + 1);
    rollback.insert(QStringLiteral("status"), QStringLiteral("deployed"));
    rollback.insert(QStringLiteral("updated"), nowRfc3339());
    rollback.insert(QStringLiteral("description"), QStringLiteral("Rollback to %1").arg(number));
    revisions = markSuperseded(revisions);
    revisions.append(rollback);
    store.setRevisions(ns, release,
        trimmed(revisions, args.value(QStringLiteral("history-max"), QStringLiteral("10")).toInt()));
    if (!store.commit(&error))
        return fail(error, 2);
    writeOut(QStringLiteral("Rollback was a success! Happy Helming!\n"));
    return 0;
}

} // namespace HelmDeck::ClusterFake
