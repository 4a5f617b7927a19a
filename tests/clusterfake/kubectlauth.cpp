// SPDX-License-Identifier: GPL-3.0-or-later
// kubectl auth can-i and the Forbidden answers of a restricted user, from the state's `rbacDenied`.

#include "kubectl.h"

#include "statestore.h"

namespace HelmDeck::ClusterFake {

namespace {

/** An entry {"verb", "resource", "allNamespaces"} denies @p verb on @p plural (allNamespaces: only
 * cluster-wide). */
bool denied(const QJsonObject &root, const QString &verb, const QString &plural, bool allNamespaces)
{
    const QJsonArray rules = root.value(QLatin1String("rbacDenied")).toArray();
    for (const QJsonValue &v : rules) {
        const QJsonObject rule = v.toObject();
        if (rule.value(QLatin1String("verb")).toString() != verb
            || rule.value(QLatin1String("resource")).toString() != plural)
            continue;
        if (!rule.value(QLatin1String("allNamespaces")).toBool() || allNamespaces)
            return true;
    }
    return false;
}

} // namespace

int refusedList(const QJsonObject &root, const ResourceKind &kind, bool allNamespaces, const QString &ns)
{
    if (!servesKind(root, kind)) {
        writeErr(QStringLiteral("error: the server doesn't have a resource type \"%1\"\n").arg(kind.plural));
        return 1;
    }
    const bool all = allNamespaces && kind.namespaced;
    if (!denied(root, QStringLiteral("list"), kind.plural, all))
        return 0;
    writeErr(QStringLiteral(
        "Error from server (Forbidden): %1 is forbidden: User \"fake-user\" cannot list resource "
        "\"%2\" in API group \"%3\" %4\n")
                 .arg(kind.qualifiedPlural(), kind.plural, kind.group,
                     all ? QStringLiteral("at the cluster scope")
                         : QStringLiteral("in the namespace \"%1\"").arg(ns)));
    return 1;
}

int kubectlAuthCanI(const Invocation &inv, const Args &args)
{
    if (args.positional.value(1) != QLatin1String("can-i") || args.positional.size() != 4)
        return unsupported(QStringLiteral("kubectl ") + inv.argv.join(QLatin1Char(' ')));
    StateStore store(inv.statePath);
    QString error;
    if (!store.open(&error))
        return fail(error, 2);
    const QString verb = args.positional.at(2);
    const ResourceKind *kind = findResource(args.positional.at(3));
    const QString plural = kind ? kind->plural : args.positional.at(3);
    const bool no = denied(store.root(), verb, plural, args.has(QStringLiteral("all-namespaces")));
    if (!args.has(QStringLiteral("quiet")))
        writeOut(QByteArray(no ? "no\n" : "yes\n"));
    return no ? 1 : 0;
}

} // namespace HelmDeck::ClusterFake
