// SPDX-License-Identifier: GPL-3.0-or-later
#include "valuesbuilder.h"
#include "chartyaml.h"
#include "model/resourcequantity.h"

#include "chartnames.h"
#include "configchecksum.h"
#include "monitoringvalues.h"
#include "probevalues.h"
#include "releasevalues.h"
#include "routevalues.h"
#include "scalingvalues.h"
#include "securityvalues.h"
#include "servicevalues.h"
#include "shellwords.h"

#include <QSet>

#include <utility>

#include <yaml-cpp/yaml.h>

#include <QCoreApplication>

namespace HelmDeck {

using ChartYaml::str;

namespace {

constexpr int DefaultPrimaryPort = 5000; // Dokku's primary port when a process has no port maps

/** "Allow" for "allow" etc.; app.json spells the policy in lower case, Kubernetes capitalised. */
QString normalizedPolicy(const QString &policy)
{
    for (const QString &known : CronTask::concurrencyPolicies()) {
        if (policy.compare(known, Qt::CaseInsensitive) == 0)
            return known;
    }
    return policy.isEmpty() ? QStringLiteral("Allow") : policy;
}

void emitArgs(YAML::Emitter &out, const QStringList &args)
{
    if (args.isEmpty())
        return;
    out << YAML::Key << "args" << YAML::Value << YAML::BeginSeq;
    for (const QString &a : args)
        out << YAML::DoubleQuoted << str(a);
    out << YAML::EndSeq;
}

/** volumes + volumeMounts of one workload: one volume per entry (first mount's order), one mount each. */
void emitMounts(YAML::Emitter &out, const QList<StorageMount> &mounts)
{
    if (mounts.isEmpty())
        return;
    QStringList entries;
    for (const StorageMount &m : mounts) {
        const QString entry = m.entry.trimmed();
        if (!entries.contains(entry))
            entries.append(entry);
    }
    out << YAML::Key << "volumes" << YAML::Value << YAML::BeginSeq;
    for (const QString &entry : std::as_const(entries)) {
        out << YAML::BeginMap;
        out << YAML::Key << "name" << YAML::Value << YAML::DoubleQuoted << str(entry);
        out << YAML::Key << "claimName" << YAML::Value << YAML::DoubleQuoted << str(entry);
        out << YAML::EndMap;
    }
    out << YAML::EndSeq;
    out << YAML::Key << "volumeMounts" << YAML::Value << YAML::BeginSeq;
    for (const StorageMount &m : mounts) {
        out << YAML::BeginMap;
        out << YAML::Key << "name" << YAML::Value << YAML::DoubleQuoted << str(m.entry.trimmed());
        out << YAML::Key << "mountPath" << YAML::Value << YAML::DoubleQuoted
            << str(m.containerPath.trimmed());
        if (!m.subPath.trimmed().isEmpty())
            out << YAML::Key << "subPath" << YAML::Value << YAML::DoubleQuoted << str(m.subPath.trimmed());
        out << YAML::Key << "readOnly" << YAML::Value << m.readOnly;
        out << YAML::EndMap;
    }
    out << YAML::EndSeq;
}

void emitResources(YAML::Emitter &out, const ProcessType &p)
{
    auto emitGroup = [&out](const char *key, const QString &cpu, const QString &memory) {
        if (cpu.trimmed().isEmpty() && memory.trimmed().isEmpty())
            return;
        out << YAML::Key << key << YAML::Value << YAML::BeginMap;
        if (!cpu.trimmed().isEmpty())
            out << YAML::Key << "cpu" << YAML::Value << YAML::DoubleQuoted << str(cpu.trimmed());
        if (!memory.trimmed().isEmpty())
            out << YAML::Key << "memory" << YAML::Value << YAML::DoubleQuoted
                << str(ResourceQuantity::kubernetesMemory(memory));
        out << YAML::EndMap;
    };
    out << YAML::Key << "resources" << YAML::Value << YAML::BeginMap;
    emitGroup("requests", p.cpuRequest, p.memoryRequest);
    emitGroup("limits", p.cpuLimit, p.memoryLimit);
    out << YAML::EndMap;
}

void emitProcess(YAML::Emitter &out, const App &app, const ProcessType &p, const QString &deploymentId,
    const QStringList &args)
{
    const int primary = primaryPortMapIndex(p.portMaps);
    const int primaryPort = primary < 0 ? DefaultPrimaryPort : p.portMaps.at(primary).containerPort;

    out << YAML::Key << YAML::DoubleQuoted << str(p.name) << YAML::Value << YAML::BeginMap;
    out << YAML::Key << "name" << YAML::Value << YAML::DoubleQuoted
        << str(ChartNames::workloadName(app.name, p.name));
    out << YAML::Key << "deploymentId" << YAML::Value << YAML::DoubleQuoted << str(deploymentId);
    out << YAML::Key << "replicas" << YAML::Value << qMax(0, p.replicas);
    emitArgs(out, args);

    if (!p.portMaps.isEmpty()) {
        out << YAML::Key << "port" << YAML::Value << YAML::DoubleQuoted << str(QString::number(primaryPort));
        // One container port per container port + protocol: an http and an https map often share one.
        out << YAML::Key << "containerPorts" << YAML::Value << YAML::BeginSeq;
        QSet<QString> seen;
        for (const PortMap &m : p.portMaps) {
            const QString key = QString::number(m.containerPort) + QLatin1Char('/') + m.protocol();
            if (seen.contains(key))
                continue;
            seen.insert(key);
            out << YAML::BeginMap;
            out << YAML::Key << "name" << YAML::Value << YAML::DoubleQuoted
                << str(ChartNames::containerPortName(m));
            out << YAML::Key << "containerPort" << YAML::Value << m.containerPort;
            out << YAML::Key << "protocol" << YAML::Value << YAML::DoubleQuoted << str(m.protocol());
            out << YAML::EndMap;
        }
        out << YAML::EndSeq;
        out << YAML::Key << "servicePorts" << YAML::Value << YAML::BeginSeq;
        for (const PortMap &m : p.portMaps) {
            out << YAML::BeginMap;
            out << YAML::Key << "name" << YAML::Value << YAML::DoubleQuoted << str(m.name());
            out << YAML::Key << "port" << YAML::Value << m.hostPort;
            out << YAML::Key << "targetPort" << YAML::Value << m.containerPort;
            out << YAML::Key << "protocol" << YAML::Value << YAML::DoubleQuoted << str(m.protocol());
            out << YAML::EndMap;
        }
        out << YAML::EndSeq;
    }

    ProbeValues::emit(out, p, primaryPort);

    emitResources(out, p);
    emitMounts(out, app.mountsFor(p.name));
    ScalingValues::emitProcess(out, app, p);
    SecurityValues::emitProcess(out, app, p);
    out << YAML::EndMap;
}

} // namespace

QStringList ValuesBuilder::imagePullSecrets(const App &app, bool pullSecretRendered)
{
    QStringList names;
    switch (app.effectivePullSecretMode()) {
    case PullSecretSettings::Mode::NamedSecrets:
        for (const QString &name : app.imagePullSecrets) {
            const QString n = name.trimmed();
            if (!n.isEmpty() && !names.contains(n))
                names.append(n);
        }
        break;
    case PullSecretSettings::Mode::FromCredentials:
        if (pullSecretRendered)
            names.append(ChartNames::pullSecretName(app.name));
        break;
    case PullSecretSettings::Mode::None:
        break;
    }
    return names;
}

QByteArray ValuesBuilder::build(
    const App &app, const QString &deploymentId, QString *error, QString *fieldPath)
{
    return build(app, deploymentId, false, error, fieldPath);
}

QByteArray ValuesBuilder::build(
    const App &app, const QString &deploymentId, bool pullSecretRendered, QString *error, QString *fieldPath)
{
    return build(app, deploymentId, pullSecretRendered, AppIdentities(), error, fieldPath);
}

QByteArray ValuesBuilder::build(const App &app, const QString &deploymentIdIn, bool pullSecretRendered,
    const AppIdentities &identities, QString *error, QString *fieldPath)
{
    const QString deploymentId = ChartNames::normalizedDeploymentId(deploymentIdIn);
    auto fail = [&](const QString &message, const QString &path) {
        if (error)
            *error = message;
        if (fieldPath)
            *fieldPath = path;
        return QByteArray();
    };

    YAML::Emitter out;
    out.SetIndent(2);
    out << YAML::BeginMap;

    out << YAML::Key << "app" << YAML::Value << YAML::BeginMap;
    out << YAML::Key << "name" << YAML::Value << YAML::DoubleQuoted << str(app.name);
    out << YAML::Key << "deploymentId" << YAML::Value << YAML::DoubleQuoted << str(deploymentId);
    out << YAML::Key << "serviceAccountName" << YAML::Value << YAML::DoubleQuoted
        << str(ChartNames::serviceAccountName(app.name));
    out << YAML::Key << "configSecretName" << YAML::Value << YAML::DoubleQuoted
        << str(ChartNames::configSecretName(app.name));
    const QString configChecksum = ConfigChecksum::of(app);
    out << YAML::Key << "configChecksum" << YAML::Value << YAML::DoubleQuoted << str(configChecksum);
    out << YAML::EndMap;

    out << YAML::Key << "image" << YAML::Value << YAML::BeginMap;
    out << YAML::Key << "name" << YAML::Value << YAML::DoubleQuoted << str(app.image.trimmed());
    out << YAML::Key << "pullPolicy" << YAML::Value << YAML::DoubleQuoted
        << str(ChartNames::imagePullPolicy(app.image));
    // one list for every workload, so Deployments, CronJobs and run Jobs can never disagree
    out << YAML::Key << "pullSecrets" << YAML::Value << YAML::BeginSeq;
    const QStringList pullSecrets = imagePullSecrets(app, pullSecretRendered);
    for (const QString &name : pullSecrets)
        out << YAML::DoubleQuoted << str(name);
    out << YAML::EndSeq;
    out << YAML::EndMap;

    out << YAML::Key << "processes" << YAML::Value << YAML::BeginMap;
    for (const ProcessType &p : app.processes) {
        if (p.name == QLatin1String("release"))
            continue; // the release gate's command, never a Deployment (ProjectReader moves it there)
        QString splitError;
        const QStringList args = ShellWords::toContainerArgs(p.command, &splitError);
        if (!splitError.isEmpty()) {
            return fail(QCoreApplication::translate("HelmDeck::ValuesBuilder", "process \"%1\": command: %2")
                            .arg(p.name, splitError),
                app.fieldPrefix() + QStringLiteral(".processes[") + p.name + QStringLiteral("].command"));
        }
        const QString kept = identities.processDeploymentIds.value(p.name);
        emitProcess(
            out, app, p, kept.isEmpty() ? deploymentId : ChartNames::normalizedDeploymentId(kept), args);
    }
    out << YAML::EndMap;

    // Domains route to the web process's Service; without one there is nothing to route to.
    RouteValues::emitIngress(out, app);
    RouteValues::emitTls(out, app);

    const QList<StorageMount> cronMounts = app.mountsFor(StorageMount::cronTarget());
    out << YAML::Key << "cron" << YAML::Value << YAML::BeginMap;
    for (int i = 0; i < app.cron.size(); ++i) {
        const CronTask &task = app.cron.at(i);
        QString splitError;
        const QStringList args = ShellWords::toContainerArgs(task.command, &splitError);
        if (!splitError.isEmpty()) {
            return fail(QCoreApplication::translate("HelmDeck::ValuesBuilder", "cron task %1: command: %2")
                            .arg(task.taskId(), splitError),
                app.fieldPrefix() + QStringLiteral(".cron[") + QString::number(i)
                    + QStringLiteral("].command"));
        }
        // a live CronJob of the same task keeps its name, whatever suffix it was given
        const QString live = AppIdentities::liveCronSuffix(identities.cronSuffixes, app.name, task);
        const QString suffix = live.isEmpty() ? ChartNames::cronSuffix(app.name, task) : live;
        out << YAML::Key << YAML::DoubleQuoted << str(suffix) << YAML::Value << YAML::BeginMap;
        out << YAML::Key << "name" << YAML::Value << YAML::DoubleQuoted
            << str(ChartNames::cronJobName(app.name, suffix));
        out << YAML::Key << "suffix" << YAML::Value << YAML::DoubleQuoted << str(suffix);
        out << YAML::Key << "containerName" << YAML::Value << YAML::DoubleQuoted
            << str(ChartNames::cronContainerName(app.name));
        out << YAML::Key << "id" << YAML::Value << YAML::DoubleQuoted << str(task.taskId());
        out << YAML::Key << "hash" << YAML::Value << YAML::DoubleQuoted << str(task.idHash());
        out << YAML::Key << "schedule" << YAML::Value << YAML::DoubleQuoted << str(task.schedule.trimmed());
        out << YAML::Key << "concurrencyPolicy" << YAML::Value << YAML::DoubleQuoted
            << str(normalizedPolicy(task.concurrencyPolicy));
        out << YAML::Key << "suspend" << YAML::Value << task.suspend;
        emitArgs(out, args);
        emitMounts(out, cronMounts);
        ScalingValues::emitCron(out, task);
        out << YAML::EndMap;
    }
    out << YAML::EndMap;

    // One-off `run` Jobs (their template comes with `helmdeck run`): the same envFrom and
    // image.pullSecrets as every workload, and the mounts that apply to "run" (Dokku gave them none).
    out << YAML::Key << "run" << YAML::Value << YAML::BeginMap;
    out << YAML::Key << "containerName" << YAML::Value << YAML::DoubleQuoted
        << str(ChartNames::workloadName(app.name, StorageMount::runTarget()));
    emitMounts(out, app.mountsFor(StorageMount::runTarget()));
    out << YAML::EndMap;

    QString gateError, gateField;
    if (!ReleaseValues::emit(out, app, configChecksum, pullSecrets, &gateError, &gateField))
        return fail(gateError, gateField);
    MonitoringValues::emitMonitoring(out, app);
    MonitoringValues::emitTests(out, app);
    ScalingValues::emitApp(out, app);
    ServiceValues::emitApp(out, app);

    SecurityValues::emitApp(out, app);
    out << YAML::EndMap;
    if (!out.good())
        return fail(QCoreApplication::translate("HelmDeck::ValuesBuilder", "could not write values.yaml: %1")
                        .arg(QString::fromStdString(out.GetLastError())),
            app.fieldPrefix());
    if (error)
        error->clear();
    return QByteArray(out.c_str()) + '\n';
}

} // namespace HelmDeck
