// SPDX-License-Identifier: GPL-3.0-or-later
#include "liveownership.h"

#include "appsteps.h"
#include "chart/releaseplan.h"
#include "cluster/clustererrors.h"
#include "cluster/toolprobe.h"
#include "render/manifestset.h"
#include "render/renderplan.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <QCoreApplication>
#include <algorithm>

namespace HelmDeck {

namespace {

const QString kManagedBy = QStringLiteral("app.kubernetes.io/managed-by");
const QString kReleaseName = QStringLiteral("meta.helm.sh/release-name");
const QString kReleaseNamespace = QStringLiteral("meta.helm.sh/release-namespace");

QString firstOutputLine(const QByteArray &bytes)
{
    return QString::fromUtf8(bytes).trimmed().section(QLatin1Char('\n'), 0, 0).trimmed();
}

/** The objects of kubectl's -o json answer: a List's items, one object, or none (nothing printed). */
QJsonArray itemsOf(const QByteArray &json)
{
    const QJsonObject root = QJsonDocument::fromJson(json).object();
    if (root.value(QLatin1String("kind")).toString() == QLatin1String("List")
        || root.contains(QLatin1String("items")))
        return root.value(QLatin1String("items")).toArray();
    return root.isEmpty() ? QJsonArray() : QJsonArray { root };
}

/** What the app's releases render, by kubectl resource: name → the release that renders it. */
using Wanted = QMap<QString, QMap<QString, ForeignObject>>;

} // namespace

QString ForeignObject::resource() const
{
    return group.isEmpty() ? kind.toLower() : kind.toLower() + QLatin1Char('.') + group;
}

QStringList LiveOwnership::mountedEntries(const App &app, QStringList *fields)
{
    QStringList targets;
    for (const ProcessType &p : app.processes)
        targets.append(p.name);
    if (!app.cron.isEmpty())
        targets.append(StorageMount::cronTarget());
    QStringList out;
    for (int i = 0; i < app.mounts.size(); ++i) {
        const StorageMount &m = app.mounts.at(i);
        const bool used = m.processTypes.isEmpty()
            || std::any_of(
                targets.cbegin(), targets.cend(), [&m](const QString &t) { return m.appliesTo(t); });
        if (!used || m.entry.isEmpty() || out.contains(m.entry))
            continue;
        out.append(m.entry);
        if (fields)
            fields->append(app.fieldPrefix() + QStringLiteral(".mounts[%1]").arg(i));
    }
    return out;
}

LiveOwnership LiveOwnership::load(const Project &project, int appIndex, const ClusterCommands &commands,
    const QMap<QString, QByteArray> &pullSecretPayloads, const QProcessEnvironment &environment,
    int timeoutMs)
{
    LiveOwnership live;
    const std::shared_ptr<Project> target = targetedProject(project, appIndex, commands.target());
    const App &app = target->apps.at(appIndex);
    live.read = true;
    live.appName = app.name;
    live.kubeNamespace = commands.target().namespaceFor(app.kubeNamespace);
    QProcessEnvironment env = environment;
    if (!commands.target().kubeconfigEnv.isEmpty())
        env.insert(QStringLiteral("KUBECONFIG"), commands.target().kubeconfigEnv);

    // 1. render the releases the deploy installs, as it renders them (secret values only in a 0600 file)
    QTemporaryDir root; // 0700, removed on return
    if (!root.isValid()) {
        live.warnings.append(QCoreApplication::translate("HelmDeck::LiveOwnership",
            "cannot create a private temporary directory: the objects of "
            "app %1 were not checked against the cluster")
                                 .arg(app.name));
        return live;
    }
    QProcessEnvironment helmEnv = env;
    const QMap<QString, QString> helmHome = RenderPlan::helmEnvironment(root.path());
    for (auto it = helmHome.begin(); it != helmHome.end(); ++it)
        helmEnv.insert(it.key(), it.value());
    Wanted wanted;
    const QList<PlannedRelease> releases = ReleasePlan::releases(*target, pullSecretPayloads);
    for (const PlannedRelease &release : releases) {
        if (release.appIndex != appIndex || release.kind == ReleaseKind::Storage)
            continue;
        live.releases.append(release.name);
        QString chartDir, valuesFile, error, field;
        ToolProbe probe;
        if (ReleasePlan::write(*target, release, pullSecretPayloads, QStringLiteral("0"), root.path(),
                &chartDir, &valuesFile, &error, &field)) {
            const QStringList args
                = RenderPlan::helmTemplateArguments(release, chartDir, valuesFile, RenderTarget());
            probe = ToolProbe::run(commands.helm({}, QString()).value(0), args, timeoutMs, helmEnv);
            if (!probe.exitedOk)
                error = probe.timedOut
                    ? QCoreApplication::translate("HelmDeck::LiveOwnership", "helm template timed out")
                    : firstOutputLine(probe.stderrData + probe.startError.toUtf8());
        }
        if (!valuesFile.isEmpty())
            QFile::remove(valuesFile);
        if (!error.isEmpty()) {
            live.warnings.append(QCoreApplication::translate("HelmDeck::LiveOwnership",
                "release %1 could not be rendered (%2): its objects were not checked against "
                "the cluster")
                                     .arg(release.name, error));
            continue;
        }
        // `helm test` hooks are no part of the release's objects (helm gives them no ownership marks)
        const ManifestSet set
            = ManifestSet::parse(release.name, probe.stdoutData, release.kind).withoutTests();
        for (const Manifest &m : set.documents()) {
            if (m.kind.isEmpty() || m.name.isEmpty() || m.kind == QLatin1String("Invalid"))
                continue;
            ForeignObject o;
            o.kind = m.kind;
            o.group = m.apiVersion.contains(QLatin1Char('/')) ? m.apiVersion.section(QLatin1Char('/'), 0, 0)
                                                              : QString();
            o.name = m.name;
            o.kubeNamespace = live.kubeNamespace;
            o.release = release.name;
            wanted[o.resource()].insert(o.name, o);
            ++live.objectCount;
        }
    }

    // 2. one kubectl get per kind, for exactly the names rendered
    const auto kubectl = [&](const QStringList &args) {
        const QStringList argv = commands.kubectl(args
                + QStringList { QStringLiteral("--ignore-not-found"), QStringLiteral("-o"),
                    QStringLiteral("json"), QStringLiteral("--request-timeout=10s") },
            live.kubeNamespace);
        return ToolProbe::run(argv.first(), argv.mid(1), timeoutMs, env);
    };
    const auto failed = [&live](const ToolProbe &probe, const QString &what) {
        const QString why = !probe.started
            ? QCoreApplication::translate("HelmDeck::LiveOwnership", "cannot start kubectl: %1")
                  .arg(probe.startError)
            : probe.timedOut ? QCoreApplication::translate("HelmDeck::LiveOwnership", "kubectl timed out")
                             : firstOutputLine(probe.stderrData);
        const ClusterErrors::Kind kind = ClusterErrors::classify(QString::fromUtf8(probe.stderrData));
        if (!probe.started || probe.timedOut || kind == ClusterErrors::Kind::Unreachable
            || kind == ClusterErrors::Kind::CredentialsRejected) {
            live.warnings.append(QCoreApplication::translate("HelmDeck::LiveOwnership",
                "the cluster could not be reached (%1): the objects of app %2 "
                "were not checked")
                                     .arg(why, live.appName));
            return true; // ask nothing more
        }
        if (!why.contains(QLatin1String("doesn't have a resource type"))) // not served: nothing of it exists
            live.warnings.append(QCoreApplication::translate(
                "HelmDeck::LiveOwnership", "%1 could not be listed (%2): not checked")
                                     .arg(what, why));
        return false;
    };
    for (auto kind = wanted.cbegin(); kind != wanted.cend(); ++kind) {
        const ToolProbe probe
            = kubectl(QStringList { QStringLiteral("get"), kind.key() } + kind.value().keys());
        if (!probe.exitedOk) {
            if (failed(probe, kind.key()))
                return live;
            continue;
        }
        const QJsonArray items = itemsOf(probe.stdoutData);
        for (const QJsonValue &v : items) {
            const QJsonObject meta = v.toObject().value(QLatin1String("metadata")).toObject();
            const QString name = meta.value(QLatin1String("name")).toString();
            if (!kind.value().contains(name))
                continue;
            ForeignObject o = kind.value().value(name);
            const QJsonObject labels = meta.value(QLatin1String("labels")).toObject();
            const QJsonObject annotations = meta.value(QLatin1String("annotations")).toObject();
            o.managedByHelm = labels.value(kManagedBy).toString() == QLatin1String("Helm");
            o.ownerRelease = annotations.value(kReleaseName).toString();
            o.ownerNamespace = annotations.value(kReleaseNamespace).toString();
            if (!o.managedByHelm || o.ownerRelease != o.release || o.ownerNamespace != o.kubeNamespace)
                live.foreign.append(o);
        }
    }

    // 3. the claims of the mounted storage entries
    const QStringList entries = mountedEntries(app);
    if (!entries.isEmpty()) {
        const ToolProbe probe = kubectl(
            QStringList { QStringLiteral("get"), QStringLiteral("persistentvolumeclaims") } + entries);
        if (!probe.exitedOk) {
            failed(probe, QStringLiteral("persistentvolumeclaims"));
            return live;
        }
        live.claimsRead = true;
        const QJsonArray items = itemsOf(probe.stdoutData);
        for (const QJsonValue &v : items)
            live.claims.append(v.toObject()
                                   .value(QLatin1String("metadata"))
                                   .toObject()
                                   .value(QLatin1String("name"))
                                   .toString());
    }
    return live;
}

} // namespace HelmDeck
