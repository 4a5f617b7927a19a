// SPDX-License-Identifier: GPL-3.0-or-later
// kubectl label and kubectl annotate: the commands a preflight tells the user to run to adopt an
// object into a Helm release (docs/deploy.md "Preflight").

#include "kubectl.h"
#include "kubectlwrite.h"
#include "objects.h"
#include "statestore.h"

namespace HelmDeck::ClusterFake {

using namespace KubectlArgs;

int kubectlLabelOrAnnotate(const Args &args, StateStore &store, bool annotate)
{
    const QStringList words = args.positional.mid(1);
    if (words.isEmpty())
        return unsupported(QStringLiteral("kubectl label/annotate without a resource"));
    // TYPE NAME k=v… or TYPE/NAME k=v…
    const int opsFrom = words.first().contains(QLatin1Char('/')) ? 1 : 2;
    const ResourceKind *kind = nullptr;
    QStringList names;
    QString error;
    if (words.size() <= opsFrom || !resourceArgs(words.mid(0, opsFrom), &kind, &names, &error))
        return unsupported(
            error.isEmpty() ? QStringLiteral("kubectl label/annotate without a change") : error);
    const QString key
        = StateStore::objectKey(kind->namespaced ? namespaceOf(args) : QString(), kind->kind, names.first());
    if (!store.hasObject(key))
        return fail(notFound(*kind, names.first()));
    QJsonObject object = store.object(key);
    QJsonObject meta = object.value(QLatin1String("metadata")).toObject();
    const QString field = annotate ? QStringLiteral("annotations") : QStringLiteral("labels");
    QJsonObject map = meta.value(field).toObject();
    const bool overwrite = args.has(QStringLiteral("overwrite"));
    for (const QString &op : words.mid(opsFrom)) {
        if (op.endsWith(QLatin1Char('-')) && !op.contains(QLatin1Char('='))) {
            map.remove(op.chopped(1));
            continue;
        }
        const QString k = op.section(QLatin1Char('='), 0, 0);
        const QString v = op.section(QLatin1Char('='), 1);
        if (k.isEmpty() || !op.contains(QLatin1Char('=')))
            return fail(QStringLiteral("error: invalid %1 \"%2\"").arg(field, op));
        if (map.contains(k) && map.value(k).toString() != v && !overwrite)
            return fail(QStringLiteral("error: '%1' already has a value (%2), and --overwrite is false")
                            .arg(k, map.value(k).toString()));
        map.insert(k, v);
    }
    meta.insert(field, map);
    object.insert(QStringLiteral("metadata"), meta);
    store.putObject(key, object);
    if (!store.commit(&error))
        return fail(error, 2);
    writeOut(kind->nameOutput(names.first())
        + (annotate ? QStringLiteral(" annotated\n") : QStringLiteral(" labeled\n")));
    return 0;
}

} // namespace HelmDeck::ClusterFake
