// SPDX-License-Identifier: GPL-3.0-or-later
// kubectl apply/create, patch and delete, answered from and stored in the state file.

#include "kubectlwrite.h"

#include "jobpods.h"
#include "kubectlcronjob.h"
#include "kubectlruns.h"
#include "objects.h"
#include "statestore.h"
#include "yamljson.h"

#include <QJsonArray>

namespace HelmDeck::ClusterFake {

using namespace KubectlArgs;

namespace {

/** The objects of an apply/create input: one object, a List, or several YAML documents. */
bool inputObjects(const QByteArray &data, QList<QJsonObject> *objects, QString *error)
{
    QList<QJsonValue> docs;
    const QJsonValue json = parseDocument(data, error);
    if (json.isObject() && data.trimmed().startsWith('{'))
        docs.append(json);
    else
        docs = parseYamlDocuments(data, error);
    if (!error->isEmpty())
        return false;
    for (const QJsonValue &d : qAsConst(docs)) {
        const QJsonObject o = d.toObject();
        if (o.value(QLatin1String("kind")).toString() == QLatin1String("List")) {
            for (const QJsonValue &item : o.value(QLatin1String("items")).toArray())
                objects->append(item.toObject());
        } else if (!o.isEmpty()) {
            objects->append(o);
        }
    }
    if (objects->isEmpty())
        *error = QStringLiteral("error: no objects passed to apply");
    return objects->size() > 0;
}

} // namespace

int kubectlApply(const Invocation &inv, const Args &args, StateStore &store, bool create)
{
    const bool fromCronJob
        = create && args.positional.value(1) == QLatin1String("job") && args.has(QStringLiteral("from"));
    if (args.value(QStringLiteral("filename")) != QLatin1String("-") && !fromCronJob
        && !(create && args.positional.value(1) == QLatin1String("namespace")))
        return unsupported(
            QStringLiteral("kubectl ") + args.positional.value(0) + QStringLiteral(" other than -f -"));
    QList<QJsonObject> objects;
    QString error;
    if (fromCronJob) {
        QJsonObject job;
        if (!jobFromCronJob(store, namespaceOf(args), args.positional.value(2),
                args.value(QStringLiteral("from")), &job, &error))
            return fail(error);
        objects.append(job);
    } else if (args.positional.value(1) == QLatin1String("namespace")) {
        objects.append({ { QStringLiteral("apiVersion"), QStringLiteral("v1") },
            { QStringLiteral("kind"), QStringLiteral("Namespace") },
            { QStringLiteral("metadata"),
                QJsonObject { { QStringLiteral("name"), args.positional.value(2) } } } });
    } else if (!inputObjects(inv.stdinData, &objects, &error)) {
        return fail(error);
    }
    const bool explicitNs = args.has(QStringLiteral("namespace"));
    // -o json prints what was stored (uid and all), one object as itself, several as a List
    const QString output = args.value(QStringLiteral("output"));
    if (!output.isEmpty() && output != QLatin1String("json"))
        return unsupported(
            QStringLiteral("kubectl ") + args.positional.value(0) + QStringLiteral(" -o ") + output);
    const bool json = output == QLatin1String("json");
    QJsonArray printed;
    int rc = 0;
    for (QJsonObject o : qAsConst(objects)) {
        const ResourceKind kind = resourceForKind(
            o.value(QLatin1String("kind")).toString(), o.value(QLatin1String("apiVersion")).toString());
        const QString objectNs
            = o.value(QLatin1String("metadata")).toObject().value(QLatin1String("namespace")).toString();
        if (kind.namespaced && explicitNs && !objectNs.isEmpty() && objectNs != namespaceOf(args))
            return fail(QStringLiteral(
                "error: the namespace from the provided object \"%1\" does not match the namespace \"%2\". "
                "You must pass '--namespace=%1' to perform this operation.")
                            .arg(objectNs, namespaceOf(args)));
        const QString key = keyOf(o, namespaceOf(args));
        const bool exists
            = kind.kind == QLatin1String("Namespace") ? store.hasNamespace(nameOf(o)) : store.hasObject(key);
        const QString verb = create ? QStringLiteral("creating") : QStringLiteral("applying");
        if (create && exists) {
            writeErr(QStringLiteral("Error from server (AlreadyExists): error when creating \"STDIN\": ")
                + kind.plural + QStringLiteral(" \"") + nameOf(o) + QStringLiteral("\" already exists\n"));
            rc = 1;
            continue;
        }
        // kubectl apply is a three-way merge against the config it applied last time
        QJsonObject meta = o.value(QLatin1String("metadata")).toObject();
        QJsonObject ann = meta.value(QLatin1String("annotations")).toObject();
        QJsonObject live = kind.kind == QLatin1String("Namespace")
            ? store.namespaceEntry(nameOf(o))
            : store.object(key).value(QLatin1String("metadata")).toObject();
        QString parseError;
        const QJsonObject original = create
            ? QJsonObject()
            : parseDocument(
                live.value(QLatin1String("annotations")).toObject().value(kLastApplied).toString().toUtf8(),
                &parseError)
                  .toObject();
        if (!create) {
            ann.insert(kLastApplied, QString::fromUtf8(compactJson(o)));
            meta.insert(QStringLiteral("annotations"), ann);
            o.insert(QStringLiteral("metadata"), meta);
        }
        ApplyOutcome outcome;
        if (!storeObject(store, o, namespaceOf(args), original, &outcome, &error)) {
            writeErr(QStringLiteral("Error from server (NotFound): error when ") + verb
                + QStringLiteral(" \"STDIN\": ") + error + QLatin1Char('\n'));
            rc = 1;
            continue;
        }
        if (create && kind.kind == QLatin1String("Job"))
            startJobPod(store, store.object(key)); // its pod runs on this machine (kubectlruns.cpp)
        if (json) {
            printed.append(kind.kind == QLatin1String("Namespace") ? store.namespaceEntry(nameOf(o))
                                                                   : store.object(key));
            continue;
        }
        writeOut(kind.nameOutput(nameOf(o)) + QLatin1Char(' ')
            + (outcome == ApplyOutcome::Created          ? QStringLiteral("created")
                    : outcome == ApplyOutcome::Unchanged ? QStringLiteral("unchanged")
                                                         : QStringLiteral("configured"))
            + QLatin1Char('\n'));
    }
    QString saveError;
    if (!store.commit(&saveError))
        return fail(saveError, 2);
    if (json && printed.size() == 1)
        writeOut(indentedJson(printed.first()));
    else if (json && !printed.isEmpty())
        writeOut(indentedJson(QJsonObject { { QStringLiteral("apiVersion"), QStringLiteral("v1") },
            { QStringLiteral("kind"), QStringLiteral("List") }, { QStringLiteral("items"), printed } }));
    return rc;
}

int kubectlPatch(const Args &args, StateStore &store)
{
    if (args.value(QStringLiteral("type"), QStringLiteral("strategic")) != QLatin1String("merge"))
        return unsupported(QStringLiteral("kubectl patch --type ")
            + args.value(QStringLiteral("type"), QStringLiteral("strategic")));
    const ResourceKind *kind = nullptr;
    QStringList names;
    QString error;
    if (!resourceArgs(args.positional.mid(1), &kind, &names, &error))
        return unsupported(error);
    const QJsonValue patch = parseDocument(args.value(QStringLiteral("patch")).toUtf8(), &error);
    if (!patch.isObject())
        return fail(QStringLiteral("error: unable to parse \"") + args.value(QStringLiteral("patch"))
            + QStringLiteral("\": ") + error);
    int rc = 0;
    for (const QString &name : qAsConst(names)) {
        const QString key
            = StateStore::objectKey(kind->namespaced ? namespaceOf(args) : QString(), kind->kind, name);
        if (!store.hasObject(key)) {
            writeErr(notFound(*kind, name) + QLatin1Char('\n'));
            rc = 1;
            continue;
        }
        const QJsonObject live = store.object(key);
        QJsonObject patched = mergePatch(live, patch).toObject();
        QJsonObject meta = patched.value(QLatin1String("metadata")).toObject();
        if (patched.value(QLatin1String("spec")) != live.value(QLatin1String("spec")))
            meta.insert(QStringLiteral("generation"), meta.value(QLatin1String("generation")).toInt(1) + 1);
        patched.insert(QStringLiteral("metadata"), meta);
        store.putObject(key, patched);
        writeOut(kind->nameOutput(name)
            + (patched == live ? QStringLiteral(" patched (no change)\n") : QStringLiteral(" patched\n")));
    }
    if (!store.commit(&error))
        return fail(error, 2);
    return rc;
}

int kubectlDelete(const Args &args, StateStore &store)
{
    const ResourceKind *kind = nullptr;
    QStringList names;
    QString error;
    if (!resourceArgs(args.positional.mid(1), &kind, &names, &error))
        return unsupported(error);
    const QString ns = kind->namespaced ? namespaceOf(args) : QString();
    if (args.has(QStringLiteral("selector"))) {
        for (const QJsonObject &o : listObjects(store, *kind, ns, false)) {
            bool match = false;
            if (!matchesSelector(o, args.value(QStringLiteral("selector")), &match, &error))
                return unsupported(error);
            if (match)
                names.append(nameOf(o));
        }
    }
    int rc = 0;
    for (const QString &name : qAsConst(names)) {
        const QString key = StateStore::objectKey(ns, kind->kind, name);
        const bool exists
            = kind->kind == QLatin1String("Namespace") ? store.hasNamespace(name) : store.hasObject(key);
        if (!exists) {
            if (!args.has(QStringLiteral("ignore-not-found"))) {
                writeErr(notFound(*kind, name) + QLatin1Char('\n'));
                rc = 1;
            }
            continue;
        }
        if (kind->kind == QLatin1String("Job")) {
            stopJobPod(store, store.object(key)); // its pod goes with it
            // and, as the garbage collector does, what it owns (a run's env Secret)
            for (const QString &owned : ownedByJob(store, store.object(key)))
                deleteObject(store, owned);
        }
        deleteObject(store, key);
        const QString qualified = kind->group.isEmpty()
            ? kind->kind.toLower()
            : kind->kind.toLower() + QLatin1Char('.') + kind->group;
        writeOut(qualified + QStringLiteral(" \"") + name + QStringLiteral("\" deleted\n"));
    }
    if (!store.commit(&error))
        return fail(error, 2);
    return rc;
}

} // namespace HelmDeck::ClusterFake
