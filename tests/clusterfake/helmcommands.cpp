// SPDX-License-Identifier: GPL-3.0-or-later
// helm: the read-only release commands, and the hand-over to the real helm for everything that
// needs no cluster (template, lint, show, package, …).

#include "helm.h"

#include "objects.h"
#include "yamljson.h"

#include <QFile>
#include <QJsonArray>
#include <QRegularExpression>

#include <unistd.h>
#include <vector>

namespace HelmDeck::ClusterFake {

static OptionSpec flag(const char *name, const char *shortName = "")
{
    return { QString::fromLatin1(name), QString::fromLatin1(shortName), false, false };
}

static OptionSpec valued(const char *name, const char *shortName = "")
{
    return { QString::fromLatin1(name), QString::fromLatin1(shortName), true, false };
}

QStringList helmValueOptions()
{
    return { QStringLiteral("--kube-context"), QStringLiteral("--namespace"), QStringLiteral("-n"),
        QStringLiteral("--kubeconfig") };
}

QString helmNamespace(const Args &args)
{
    return args.value(QStringLiteral("namespace"), QStringLiteral("default"));
}

QJsonObject pickRevision(const QJsonArray &revisions, int number)
{
    if (number <= 0)
        return revisions.isEmpty() ? QJsonObject() : revisions.last().toObject();
    for (const QJsonValue &r : revisions) {
        if (r.toObject().value(QLatin1String("revision")).toInt() == number)
            return r.toObject();
    }
    return {};
}

QJsonObject manifestObjects(const QString &manifest, const QString &ns)
{
    QJsonObject out;
    QString error;
    for (const QJsonValue &doc : parseYamlDocuments(manifest.toUtf8(), &error)) {
        if (doc.isObject())
            out.insert(keyOf(doc.toObject(), ns), doc);
    }
    return out;
}

/** Commands that never touch the cluster run the real helm, with the same arguments. */
static int execRealHelm(const Invocation &inv)
{
    if (inv.realHelm.isEmpty())
        return fail(QStringLiteral("fake: HELMDECK_FAKE_REAL_HELM is not set (needed for helm ")
                + inv.argv.value(0) + QLatin1Char(')'),
            2);
    QList<QByteArray> storage { QFile::encodeName(inv.realHelm) };
    for (const QString &a : inv.argv)
        storage.append(a.toLocal8Bit());
    std::vector<char *> argv;
    for (QByteArray &a : storage)
        argv.push_back(a.data());
    argv.push_back(nullptr);
    ::execv(argv.front(), argv.data());
    return fail(QStringLiteral("fake: cannot run ") + inv.realHelm, 2);
}

/** "2025-01-02T03:04:05.123000000Z" → "2025-01-02 03:04:05.123000000 +0000 UTC", as helm list prints it. */
static QString listTime(const QString &rfc3339)
{
    QString t = rfc3339;
    t.replace(QLatin1Char('T'), QLatin1Char(' '));
    if (t.endsWith(QLatin1Char('Z')))
        t.chop(1);
    return t + QStringLiteral(" +0000 UTC");
}

static int helmList(const Args &args, StateStore &store, int major)
{
    const QString output = args.value(QStringLiteral("output"));
    const bool quiet = args.has(QStringLiteral("short"));
    if (output != QLatin1String("json") && !quiet)
        return unsupported(QStringLiteral("helm list without -o json or -q"));
    const bool allNs = args.has(QStringLiteral("all-namespaces"));
    const QString ns = helmNamespace(args);
    const QRegularExpression filter(args.value(QStringLiteral("filter")));
    QStringList wanted;
    for (const char *state : { "deployed", "failed", "pending", "superseded", "uninstalled" }) {
        if (args.has(QString::fromLatin1(state)))
            wanted.append(QString::fromLatin1(state));
    }
    // No status filter: Helm 3 lists deployed and failed releases (every status with --all), Helm 4
    // every status.
    const bool everyStatus = args.has(QStringLiteral("all")) || (major == 4 && wanted.isEmpty());
    if (wanted.isEmpty())
        wanted = QStringList { QStringLiteral("deployed"), QStringLiteral("failed") };
    QJsonArray rows;
    QStringList names;
    const QJsonObject releases = store.root().value(QLatin1String("releases")).toObject();
    for (auto it = releases.begin(); it != releases.end(); ++it) {
        const QString relNs = it.key().section(QLatin1Char('/'), 0, 0);
        const QString name = it.key().section(QLatin1Char('/'), 1);
        if ((!allNs && relNs != ns) || !filter.match(name).hasMatch())
            continue;
        const QJsonObject last = pickRevision(it.value().toArray());
        const QString status = last.value(QLatin1String("status")).toString();
        if (!everyStatus && !wanted.contains(status.section(QLatin1Char('-'), 0, 0)))
            continue;
        rows.append(QJsonObject { { QStringLiteral("name"), name }, { QStringLiteral("namespace"), relNs },
            { QStringLiteral("revision"), QString::number(last.value(QLatin1String("revision")).toInt()) },
            { QStringLiteral("updated"), listTime(last.value(QLatin1String("updated")).toString()) },
            { QStringLiteral("status"), status },
            { QStringLiteral("chart"), last.value(QLatin1String("chart")) },
            { QStringLiteral("app_version"), last.value(QLatin1String("app_version")) } });
        names.append(name);
    }
    if (quiet) {
        writeOut(names.isEmpty() ? QString() : names.join(QLatin1Char('\n')) + QLatin1Char('\n'));
        return 0;
    }
    writeOut(compactJson(rows) + '\n');
    return 0;
}

static int helmHistory(const Args &args, StateStore &store)
{
    if (args.positional.size() != 2)
        return fail(QStringLiteral("Error: \"helm history\" requires 1 argument"));
    if (args.value(QStringLiteral("output")) != QLatin1String("json"))
        return unsupported(QStringLiteral("helm history without -o json"));
    const QJsonArray revisions = store.revisions(helmNamespace(args), args.positional.at(1));
    if (revisions.isEmpty())
        return fail(QStringLiteral("Error: release: not found"));
    const int max = args.value(QStringLiteral("max"), QStringLiteral("256")).toInt();
    QJsonArray rows;
    for (int i = qMax(0, revisions.size() - max); i < revisions.size(); ++i) {
        const QJsonObject r = revisions.at(i).toObject();
        QJsonObject row;
        for (const char *field : { "revision", "updated", "status", "chart", "app_version", "description" })
            row.insert(QLatin1String(field), r.value(QLatin1String(field)));
        rows.append(row);
    }
    writeOut(compactJson(rows) + '\n');
    return 0;
}

static int helmGet(const Args &args, StateStore &store)
{
    const QString what = args.positional.value(1);
    if (args.positional.size() != 3 || (what != QLatin1String("manifest") && what != QLatin1String("values")))
        return unsupported(QStringLiteral("helm ") + args.positional.join(QLatin1Char(' ')));
    const QJsonObject rev = pickRevision(store.revisions(helmNamespace(args), args.positional.at(2)),
        args.value(QStringLiteral("revision")).toInt());
    if (rev.isEmpty())
        return fail(QStringLiteral("Error: release: not found"));
    if (what == QLatin1String("manifest")) {
        writeOut(rev.value(QLatin1String("manifest")).toString());
        return 0;
    }
    if (args.value(QStringLiteral("output")) != QLatin1String("json"))
        return unsupported(QStringLiteral("helm get values without -o json"));
    const QJsonObject user = rev.value(QLatin1String("values")).toObject();
    if (args.has(QStringLiteral("all")))
        writeOut(
            compactJson(coalesceValues(rev.value(QLatin1String("chartValues")).toObject(), user)) + '\n');
    else // helm stores no empty config, so it prints null
        writeOut(user.isEmpty() ? QByteArray("null\n") : compactJson(user) + '\n');
    return 0;
}

static int helmStatus(const Args &args, StateStore &store)
{
    if (args.positional.size() != 2)
        return fail(QStringLiteral("Error: \"helm status\" requires 1 argument"));
    if (args.value(QStringLiteral("output")) != QLatin1String("json"))
        return unsupported(QStringLiteral("helm status without -o json"));
    const QString ns = helmNamespace(args);
    const QJsonArray revisions = store.revisions(ns, args.positional.at(1));
    const QJsonObject rev = pickRevision(revisions, args.value(QStringLiteral("revision")).toInt());
    if (rev.isEmpty())
        return fail(QStringLiteral("Error: release: not found"));
    const QJsonObject info { { QStringLiteral("first_deployed"),
                                 revisions.first().toObject().value(QLatin1String("updated")) },
        { QStringLiteral("last_deployed"), rev.value(QLatin1String("updated")) },
        { QStringLiteral("deleted"), QString() },
        { QStringLiteral("description"), rev.value(QLatin1String("description")) },
        { QStringLiteral("status"), rev.value(QLatin1String("status")) } };
    const QJsonObject chartMeta { { QStringLiteral("name"), rev.value(QLatin1String("chartName")) },
        { QStringLiteral("version"), rev.value(QLatin1String("chartVersion")) },
        { QStringLiteral("appVersion"), rev.value(QLatin1String("app_version")) } };
    writeOut(compactJson(QJsonObject { { QStringLiteral("name"), args.positional.at(1) },
                 { QStringLiteral("namespace"), ns },
                 { QStringLiteral("version"), rev.value(QLatin1String("revision")) },
                 { QStringLiteral("info"), info },
                 { QStringLiteral("chart"), QJsonObject { { QStringLiteral("metadata"), chartMeta } } },
                 { QStringLiteral("config"), rev.value(QLatin1String("values")) },
                 { QStringLiteral("manifest"), rev.value(QLatin1String("manifest")) } })
        + '\n');
    return 0;
}

static QList<OptionSpec> helmSpecs(const QString &command, int major)
{
    QList<OptionSpec> specs { valued("kube-context"), valued("namespace", "n"), valued("kubeconfig"),
        flag("debug") };
    if (command == QLatin1String("list") || command == QLatin1String("ls")) {
        specs += { valued("output", "o"), flag("all-namespaces", "A"), flag("short", "q"),
            valued("filter", "f"), flag("deployed"), flag("failed"), flag("pending"), flag("superseded"),
            flag("uninstalled"), valued("max", "m") };
        if (major == 3)
            specs.append(flag("all", "a")); // Helm 4 lists every status by default and has no --all
    } else if (command == QLatin1String("history") || command == QLatin1String("hist")) {
        specs += { valued("output", "o"), valued("max") };
    } else if (command == QLatin1String("get") || command == QLatin1String("status")) {
        specs += { valued("output", "o"), valued("revision"), flag("all", "a") };
    } else if (command == QLatin1String("upgrade")) {
        specs += { flag("install", "i"), valued("values", "f"),
            OptionSpec { QStringLiteral("wait"), QString(), false, true }, flag("wait-for-jobs"),
            valued("timeout"), valued("history-max"), flag("atomic"), flag("rollback-on-failure"),
            flag("cleanup-on-fail"), flag("create-namespace"), valued("version"), valued("description"),
            flag("reset-values"), valued("post-renderer"), valued("post-renderer-args") };
    } else if (command == QLatin1String("rollback")) {
        specs += { valued("history-max"), OptionSpec { QStringLiteral("wait"), QString(), false, true },
            valued("timeout") };
    } else if (command == QLatin1String("uninstall") || command == QLatin1String("delete")
        || command == QLatin1String("un")) {
        specs += { flag("ignore-not-found"), OptionSpec { QStringLiteral("wait"), QString(), false, true },
            valued("cascade"), valued("timeout") };
    }
    return specs;
}

int runHelm(const Invocation &inv)
{
    static const QStringList passthrough { QStringLiteral("version"), QStringLiteral("template"),
        QStringLiteral("lint"), QStringLiteral("show"), QStringLiteral("package"),
        QStringLiteral("dependency"), QStringLiteral("push"), QStringLiteral("pull"),
        QStringLiteral("registry"), QStringLiteral("env") };
    const QString command = firstPositional(inv.argv, helmValueOptions());
    if (passthrough.contains(command))
        return execRealHelm(inv);
    const Args args = parseArgs(inv.argv, helmSpecs(command, inv.helmMajor));
    static const QStringList known { QStringLiteral("list"), QStringLiteral("ls"), QStringLiteral("history"),
        QStringLiteral("hist"), QStringLiteral("get"), QStringLiteral("status"), QStringLiteral("upgrade"),
        QStringLiteral("uninstall"), QStringLiteral("delete"), QStringLiteral("un"),
        QStringLiteral("rollback") };
    if (!known.contains(command))
        return unsupported(QStringLiteral("helm ") + inv.argv.join(QLatin1Char(' ')));
    if (!args.error.isEmpty())
        return unsupported(args.error + QStringLiteral(" of helm ") + command);
    if (const int down = clusterUnavailable(inv))
        return down;
    if (command == QLatin1String("upgrade"))
        return helmUpgrade(inv, args);
    if (command == QLatin1String("uninstall") || command == QLatin1String("delete")
        || command == QLatin1String("un"))
        return helmUninstall(inv, args);
    if (command == QLatin1String("rollback"))
        return helmRollback(inv, args);
    StateStore store(inv.statePath);
    QString error;
    if (!store.open(&error))
        return fail(error, 2);
    if (command == QLatin1String("list") || command == QLatin1String("ls"))
        return helmList(args, store, inv.helmMajor);
    if (command == QLatin1String("history") || command == QLatin1String("hist"))
        return helmHistory(args, store);
    if (command == QLatin1String("get"))
        return helmGet(args, store);
    return helmStatus(args, store);
}

} // namespace HelmDeck::ClusterFake
