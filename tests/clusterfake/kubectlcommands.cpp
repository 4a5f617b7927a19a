// SPDX-License-Identifier: GPL-3.0-or-later
// kubectl: get, wait, auth can-i and the command dispatch, answered from the state file (apply/create,
// patch and delete are in kubectlwrite.cpp; version, api-versions and api-resources in kubectldiscovery.cpp).

#include "kubectl.h"
#include "kubectlwrite.h"

#include "jobpods.h"
#include "jsonpath.h"
#include "kubectlcronjob.h"
#include "kubectlruns.h"
#include "objects.h"
#include "statestore.h"
#include "yamljson.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QProcess>
#include <QThread>

namespace HelmDeck::ClusterFake {

using namespace KubectlArgs;

namespace {

OptionSpec flag(const char *name, const char *shortName = "")
{
    return { QString::fromLatin1(name), QString::fromLatin1(shortName), false, false };
}

OptionSpec valued(const char *name, const char *shortName = "")
{
    return { QString::fromLatin1(name), QString::fromLatin1(shortName), true, false };
}

QList<OptionSpec> kubectlSpecs(const QString &command)
{
    QList<OptionSpec> specs { valued("context"), valued("namespace", "n"), valued("kubeconfig"),
        valued("request-timeout") };
    if (command == QLatin1String("get"))
        specs += { valued("output", "o"), valued("selector", "l"), valued("field-selector"),
            flag("all-namespaces", "A"), flag("ignore-not-found") };
    else if (command == QLatin1String("apply") || command == QLatin1String("create"))
        specs += { valued("filename", "f"), valued("output", "o"), valued("from") };
    else if (command == QLatin1String("patch"))
        specs += { valued("type"), valued("patch", "p"), valued("output", "o") };
    else if (command == QLatin1String("delete"))
        specs += { flag("ignore-not-found"), OptionSpec { QStringLiteral("wait"), QString(), false, true },
            valued("timeout"), valued("selector", "l"), valued("cascade") };
    else if (command == QLatin1String("label") || command == QLatin1String("annotate"))
        specs += { flag("overwrite") };
    else if (command == QLatin1String("version"))
        specs += { flag("client"), valued("output", "o") };
    else if (command == QLatin1String("api-resources"))
        specs += { flag("no-headers"), valued("output", "o") };
    else if (command == QLatin1String("wait"))
        specs += { valued("for"), valued("timeout") };
    else if (command == QLatin1String("auth"))
        specs += { flag("all-namespaces", "A"), flag("quiet", "q") };
    return specs;
}

QJsonObject listOf(const QList<QJsonObject> &items)
{
    QJsonArray array;
    for (const QJsonObject &o : items)
        array.append(o);
    return { { QStringLiteral("apiVersion"), QStringLiteral("v1") },
        { QStringLiteral("kind"), QStringLiteral("List") }, { QStringLiteral("items"), array },
        { QStringLiteral("metadata"), QJsonObject { { QStringLiteral("resourceVersion"), QString() } } } };
}

/** Field selectors on any dotted path ("involvedObject.kind=Pod,status.phase!=Running"). */
bool matchesFields(const QJsonObject &object, const QString &selector)
{
    for (const QString &term : selector.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const bool negated = term.contains(QLatin1String("!="));
        const QString sep = negated              ? QStringLiteral("!=")
            : term.contains(QLatin1String("==")) ? QStringLiteral("==")
                                                 : QStringLiteral("=");
        QJsonValue v = object;
        for (const QString &part : term.section(sep, 0, 0).split(QLatin1Char('.')))
            v = v.toObject().value(part);
        if ((v.toVariant().toString() == term.section(sep, 1)) == negated)
            return false;
    }
    return true;
}

int kubectlGet(const Args &args, const StateStore &store)
{
    const ResourceKind *kind = nullptr;
    QStringList names;
    QString error;
    if (!resourceArgs(args.positional.mid(1), &kind, &names, &error))
        return unsupported(error);
    if (const int refused
        = refusedList(store.root(), *kind, args.has(QStringLiteral("all-namespaces")), namespaceOf(args)))
        return refused; // kubectlauth.cpp: a CRD the cluster lacks, or RBAC
    const QString output = args.value(QStringLiteral("output"));
    const bool jsonPath = output.startsWith(QLatin1String("jsonpath="));
    if (output != QLatin1String("json") && output != QLatin1String("name") && !jsonPath)
        return unsupported(QStringLiteral("kubectl get output \"") + output
            + QStringLiteral("\" (use -o json, -o name or -o jsonpath=…)"));
    bool ignored = false;
    if (!matchesSelector(QJsonObject(), args.value(QStringLiteral("selector")), &ignored, &error))
        return unsupported(error); // refused even when there is nothing to match
    QList<QJsonObject> items;
    for (const QJsonObject &o :
        listObjects(store, *kind, namespaceOf(args), args.has(QStringLiteral("all-namespaces")))) {
        bool labelsMatch = true;
        if (!matchesSelector(o, args.value(QStringLiteral("selector")), &labelsMatch, &error))
            return unsupported(error);
        if (labelsMatch && matchesFields(o, args.value(QStringLiteral("field-selector")))
            && (names.isEmpty() || names.contains(nameOf(o))))
            items.append(o);
    }
    QStringList missing = names;
    for (const QJsonObject &o : qAsConst(items))
        missing.removeAll(nameOf(o));
    if (output == QLatin1String("name")) {
        QString text;
        for (const QJsonObject &o : qAsConst(items))
            text += kind->nameOutput(nameOf(o)) + QLatin1Char('\n');
        writeOut(text);
    } else if (jsonPath) {
        // one named object is the template's root, as in kubectl; otherwise the List
        const QJsonValue root
            = names.size() == 1 && items.size() == 1 ? QJsonValue(items.first()) : QJsonValue(listOf(items));
        QString text;
        if (!(names.size() == 1 && items.isEmpty())
            && !JsonPath::evaluate(output.mid(int(qstrlen("jsonpath="))), root, &text, &error))
            return unsupported(error);
        writeOut(text);
    } else if (names.size() == 1 && items.size() == 1) {
        writeOut(indentedJson(items.first()));
    } else if (!(names.size() == 1 && items.isEmpty())) {
        writeOut(indentedJson(listOf(items)));
    }
    if (!missing.isEmpty() && !args.has(QStringLiteral("ignore-not-found"))) {
        for (const QString &name : qAsConst(missing))
            writeErr(notFound(*kind, name) + QLatin1Char('\n'));
        return 1;
    }
    return 0;
}

} // namespace

namespace KubectlArgs {

QString namespaceOf(const Args &args)
{
    return args.value(QStringLiteral("namespace"), QStringLiteral("default"));
}

QString nameOf(const QJsonObject &o)
{
    return o.value(QLatin1String("metadata")).toObject().value(QLatin1String("name")).toString();
}

QString notFound(const ResourceKind &kind, const QString &name)
{
    return QStringLiteral("Error from server (NotFound): ") + kind.qualifiedPlural() + QStringLiteral(" \"")
        + name + QStringLiteral("\" not found");
}

// "deploy web api" or "deploy/web deploy/api": the kind and the names.
bool resourceArgs(const QStringList &words, const ResourceKind **kind, QStringList *names, QString *error)
{
    *kind = nullptr;
    for (const QString &w : words) {
        const QString type
            = w.contains(QLatin1Char('/')) ? w.section(QLatin1Char('/'), 0, 0) : (*kind ? QString() : w);
        if (!type.isEmpty()) {
            const ResourceKind *k = findResource(type);
            if (!k || (*kind && *kind != k)) {
                *error = QStringLiteral("resource type ") + type;
                return false;
            }
            *kind = k;
        }
        if (w.contains(QLatin1Char('/')))
            names->append(w.section(QLatin1Char('/'), 1));
        else if (type.isEmpty())
            names->append(w);
    }
    if (!*kind)
        *error = QStringLiteral("kubectl without a resource type");
    return *kind != nullptr;
}

} // namespace KubectlArgs

QStringList kubectlValueOptions()
{
    return { QStringLiteral("--context"), QStringLiteral("--namespace"), QStringLiteral("-n"),
        QStringLiteral("--kubeconfig"), QStringLiteral("--request-timeout") };
}

/**
 * `kubectl wait --for=jsonpath={.a.b}=VALUE TYPE/NAME --timeout=Ns`: polls the computed object (the
 * state may change meanwhile) until the field has the value; "timed out waiting for the condition"
 * with exit 1 after the timeout, as kubectl says it.
 */
int kubectlWait(const Args &args, const QString &statePath)
{
    const ResourceKind *kind = nullptr;
    QStringList names;
    QString error;
    if (!resourceArgs(args.positional.mid(1), &kind, &names, &error) || names.size() != 1)
        return unsupported(error.isEmpty() ? QStringLiteral("kubectl wait needs one TYPE/NAME") : error);
    const QString condition = args.value(QStringLiteral("for"));
    if (!condition.startsWith(QLatin1String("jsonpath={.")) || !condition.contains(QLatin1String("}=")))
        return unsupported(QStringLiteral("kubectl wait --for ") + condition
            + QStringLiteral(" (only jsonpath={.a.b}=value)"));
    const QStringList path
        = condition.mid(11, condition.indexOf(QLatin1String("}=")) - 11).split(QLatin1Char('.'));
    const QString wanted = condition.section(QStringLiteral("}="), 1);
    const qint64 timeoutMs
        = parseDuration(args.value(QStringLiteral("timeout"), QStringLiteral("30s"))).value_or(30000);
    QElapsedTimer clock;
    clock.start();
    for (;;) {
        QJsonObject found;
        {
            StateStore store(statePath);
            if (!store.open(&error))
                return fail(error, 2);
            const QList<QJsonObject> objects = listObjects(store, *kind, namespaceOf(args), false);
            for (const QJsonObject &o : objects) {
                if (nameOf(o) == names.first())
                    found = o;
            }
        }
        if (found.isEmpty()) {
            writeErr(notFound(*kind, names.first()) + QLatin1Char('\n'));
            return 1;
        }
        QJsonValue v = found;
        for (const QString &part : path)
            v = v.toObject().value(part);
        if (v.toVariant().toString() == wanted) {
            writeOut(kind->nameOutput(names.first()) + QStringLiteral(" condition met\n"));
            return 0;
        }
        if (clock.elapsed() >= timeoutMs) {
            writeErr(QStringLiteral("error: timed out waiting for the condition on ")
                + kind->qualifiedPlural() + QLatin1Char('/') + names.first() + QLatin1Char('\n'));
            return 1;
        }
        QThread::msleep(200);
    }
}

int runKubectl(const Invocation &inv)
{
    const QString command = firstPositional(inv.argv, kubectlValueOptions());
    static const QStringList known { QStringLiteral("get"), QStringLiteral("apply"), QStringLiteral("create"),
        QStringLiteral("patch"), QStringLiteral("delete"), QStringLiteral("version"), QStringLiteral("auth"),
        QStringLiteral("wait"), QStringLiteral("api-versions"), QStringLiteral("api-resources"),
        QStringLiteral("logs"), QStringLiteral("attach"), QStringLiteral("exec"), QStringLiteral("label"),
        QStringLiteral("annotate") };
    if (command == QLatin1String("kustomize")) { // client-only: the real kubectl (a post-render)
        const QString real = QString::fromLocal8Bit(qgetenv("HELMDECK_FAKE_REAL_KUBECTL"));
        if (real.isEmpty())
            return unsupported(QStringLiteral("kubectl kustomize without HELMDECK_FAKE_REAL_KUBECTL"));
        return QProcess::execute(real, inv.argv);
    }
    if (!known.contains(command))
        return unsupported(QStringLiteral("kubectl ") + inv.argv.join(QLatin1Char(' ')));
    if (command == QLatin1String("logs") || command == QLatin1String("attach")
        || command == QLatin1String("exec"))
        return clusterUnavailable(inv) ? 1 : runPodCommand(inv, command);
    const Args args = parseArgs(inv.argv, kubectlSpecs(command));
    if (!args.error.isEmpty())
        return unsupported(args.error + QStringLiteral(" of kubectl ") + command);
    if (command == QLatin1String("version"))
        return kubectlVersion(inv, args);
    if (const int down = clusterUnavailable(inv))
        return down;
    if (command == QLatin1String("api-versions"))
        return kubectlApiVersions(inv);
    if (command == QLatin1String("api-resources"))
        return kubectlApiResources(inv, args);
    if (command == QLatin1String("auth"))
        return kubectlAuthCanI(inv, args); // kubectlauth.cpp
    if (command == QLatin1String("wait"))
        return kubectlWait(args, inv.statePath);
    StateStore store(inv.statePath);
    QString error;
    if (!store.open(&error))
        return fail(error, 2);
    if (command == QLatin1String("get"))
        return kubectlGet(args, store);
    if (command == QLatin1String("apply") || command == QLatin1String("create"))
        return kubectlApply(inv, args, store, command == QLatin1String("create"));
    if (command == QLatin1String("patch"))
        return kubectlPatch(args, store);
    if (command == QLatin1String("label") || command == QLatin1String("annotate"))
        return kubectlLabelOrAnnotate(args, store, command == QLatin1String("annotate"));
    return kubectlDelete(args, store);
}

} // namespace HelmDeck::ClusterFake
