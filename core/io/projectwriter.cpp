// SPDX-License-Identifier: GPL-3.0-or-later
#include "projectwriter.h"
#include "probefields.h"
#include "releasefields.h"
#include "routingfields.h"
#include "servicefields.h"

#include "helmtestfields.h"
#include "monitoringfields.h"

#include "scalingfields.h"

#include "securityfields.h"

#include "yamlemit.h"

#include <yaml-cpp/yaml.h>

namespace HelmDeck {

QByteArray ProjectWriter::header()
{
    return QByteArrayLiteral("# HelmDeck project file \xe2\x80\x94 schema: docs/project-file.md\n");
}

QByteArray ProjectWriter::write(const Project &project)
{
    YAML::Emitter out;
    out.SetIndent(2);
    out.SetBoolFormat(YAML::TrueFalseBool);
    out << YAML::BeginMap;
    YamlEmit::key(out, "schemaVersion");
    out << Project::SchemaVersion; // always the version this build writes
    if (!project.kubeContext.isEmpty())
        YamlEmit::stringField(out, "kubeContext", project.kubeContext);
    if (project.strict) {
        YamlEmit::key(out, "strict");
        out << true;
    }
    YamlEmit::key(out, "apps");
    if (project.apps.isEmpty())
        out << YAML::Flow; // "apps: []" rather than a dangling "[]" line
    out << YAML::BeginSeq;
    for (const App &app : project.apps)
        writeApp(out, app);
    out << YAML::EndSeq;
    if (!project.storage.isEmpty()) {
        YamlEmit::key(out, "storage");
        out << YAML::BeginSeq;
        for (const StorageEntry &entry : project.storage)
            writeStorageEntry(out, entry);
        out << YAML::EndSeq;
    }
    out << YAML::EndMap;
    if (!out.good())
        return QByteArray();
    return header() + QByteArray(out.c_str(), int(out.size())) + '\n';
}

void ProjectWriter::writeApp(YAML::Emitter &out, const App &app)
{
    const App defaults;
    out << YAML::BeginMap;
    YamlEmit::stringField(out, "name", app.name);
    if (app.image != defaults.image)
        YamlEmit::stringField(out, "image", app.image);
    if (app.kubeNamespace != defaults.kubeNamespace)
        YamlEmit::stringField(out, "namespace", app.kubeNamespace);
    if (app.ingressClass != defaults.ingressClass)
        YamlEmit::stringField(out, "ingressClass", app.ingressClass);
    if (app.deployTimeoutSeconds != defaults.deployTimeoutSeconds) {
        YamlEmit::key(out, "deployTimeout");
        out << app.deployTimeoutSeconds;
    }
    if (app.rollbackOnFailure != defaults.rollbackOnFailure) {
        YamlEmit::key(out, "rollbackOnFailure");
        out << app.rollbackOnFailure;
    }
    if (!app.processes.isEmpty()) {
        YamlEmit::key(out, "processes");
        out << YAML::BeginSeq;
        for (const ProcessType &process : app.processes)
            writeProcess(out, process);
        out << YAML::EndSeq;
    }
    RoutingFields::writeApp(out, app);
    ServiceFields::writeApp(out, app);
    if (!app.env.isEmpty()) {
        YamlEmit::key(out, "env");
        out << YAML::BeginSeq;
        for (const EnvVar &var : app.env)
            writeEnv(out, var);
        out << YAML::EndSeq;
    }
    if (!app.cron.isEmpty()) {
        YamlEmit::key(out, "cron");
        out << YAML::BeginSeq;
        for (const CronTask &task : app.cron)
            writeCron(out, task);
        out << YAML::EndSeq;
    }
    if (!app.predeploy.isEmpty() || !app.postdeploy.isEmpty()) {
        YamlEmit::key(out, "scripts");
        out << YAML::BeginMap;
        if (!app.predeploy.isEmpty())
            YamlEmit::stringField(out, "predeploy", app.predeploy);
        if (!app.postdeploy.isEmpty())
            YamlEmit::stringField(out, "postdeploy", app.postdeploy);
        out << YAML::EndMap;
    }
    if (!app.mounts.isEmpty()) {
        YamlEmit::key(out, "mounts");
        out << YAML::BeginSeq;
        for (const StorageMount &mount : app.mounts)
            writeMount(out, mount);
        out << YAML::EndSeq;
    }
    if (!app.imagePullSecrets.isEmpty())
        YamlEmit::stringList(out, "imagePullSecrets", app.imagePullSecrets);
    writePullSecret(out, app.pullSecret);
    ReleaseFields::write(out, app.release);
    HelmTestFields::write(out, app.helmTest);
    ScalingFields::writeApp(out, app);
    SecurityFields::writeApp(out, app);
    out << YAML::EndMap;
}

void ProjectWriter::writePullSecret(YAML::Emitter &out, const PullSecretSettings &settings)
{
    const PullSecretSettings defaults;
    if (settings.mode == defaults.mode && settings.registry.isEmpty() && settings.username.isEmpty())
        return;
    YamlEmit::key(out, "pullSecret");
    out << YAML::BeginMap;
    if (settings.mode != defaults.mode)
        YamlEmit::stringField(out, "mode", PullSecretSettings::modeName(settings.mode));
    if (!settings.registry.isEmpty())
        YamlEmit::stringField(out, "registry", settings.registry);
    if (!settings.username.isEmpty())
        YamlEmit::stringField(out, "username", settings.username);
    // settings.password is a secret: it stays in the keychain, never in the file.
    out << YAML::EndMap;
}

void ProjectWriter::writeMount(YAML::Emitter &out, const StorageMount &mount)
{
    const StorageMount defaults;
    out << YAML::BeginMap;
    YamlEmit::stringField(out, "entry", mount.entry);
    YamlEmit::stringField(out, "containerPath", mount.containerPath);
    if (!mount.subPath.isEmpty())
        YamlEmit::stringField(out, "subPath", mount.subPath);
    if (mount.readOnly != defaults.readOnly) {
        YamlEmit::key(out, "readOnly");
        out << mount.readOnly;
    }
    if (!mount.processTypes.isEmpty())
        YamlEmit::stringList(out, "processTypes", mount.processTypes);
    out << YAML::EndMap;
}

void ProjectWriter::writeStorageEntry(YAML::Emitter &out, const StorageEntry &entry)
{
    const StorageEntry defaults;
    out << YAML::BeginMap;
    YamlEmit::stringField(out, "name", entry.name);
    YamlEmit::stringField(out, "size", entry.size); // required: written even when empty, so the gap shows
    if (entry.accessMode != defaults.accessMode)
        YamlEmit::stringField(out, "accessMode", entry.accessMode);
    if (!entry.storageClass.isEmpty())
        YamlEmit::stringField(out, "storageClass", entry.storageClass);
    if (!entry.hostPath.isEmpty())
        YamlEmit::stringField(out, "hostPath", entry.hostPath);
    if (entry.kubeNamespace != defaults.kubeNamespace)
        YamlEmit::stringField(out, "namespace", entry.kubeNamespace);
    if (entry.reclaimPolicy != defaults.reclaimPolicy)
        YamlEmit::stringField(out, "reclaimPolicy", entry.reclaimPolicy);
    if (!entry.labels.isEmpty())
        YamlEmit::keyValueMap(out, "labels", entry.labels);
    if (!entry.annotations.isEmpty())
        YamlEmit::keyValueMap(out, "annotations", entry.annotations);
    if (!entry.owner.isEmpty())
        YamlEmit::stringField(out, "owner", entry.owner);
    out << YAML::EndMap;
}

void ProjectWriter::writeProcess(YAML::Emitter &out, const ProcessType &process)
{
    const ProcessType defaults;
    out << YAML::BeginMap;
    YamlEmit::stringField(out, "name", process.name);
    if (process.command != defaults.command)
        YamlEmit::stringField(out, "command", process.command);
    if (process.replicas != defaults.replicas) {
        YamlEmit::key(out, "replicas");
        out << process.replicas;
    }
    if (!process.portMaps.isEmpty()) {
        QStringList ports;
        for (const PortMap &map : process.portMaps)
            ports.append(map.toString());
        YamlEmit::stringList(out, "ports", ports);
    }
    const bool requests
        = process.cpuRequest != defaults.cpuRequest || process.memoryRequest != defaults.memoryRequest;
    const bool limits = process.cpuLimit != defaults.cpuLimit || process.memoryLimit != defaults.memoryLimit;
    if (requests || limits) {
        YamlEmit::key(out, "resources");
        out << YAML::BeginMap;
        const struct
        {
            const char *name;
            bool changed;
            const QString &cpu;
            const QString &memory;
            const QString &defaultCpu;
            const QString &defaultMemory;
        } groups[] = {
            { "requests", requests, process.cpuRequest, process.memoryRequest, defaults.cpuRequest,
                defaults.memoryRequest },
            { "limits", limits, process.cpuLimit, process.memoryLimit, defaults.cpuLimit,
                defaults.memoryLimit },
        };
        for (const auto &group : groups) {
            if (!group.changed)
                continue;
            YamlEmit::key(out, group.name);
            out << YAML::BeginMap;
            if (group.cpu != group.defaultCpu)
                YamlEmit::stringField(out, "cpu", group.cpu);
            if (group.memory != group.defaultMemory)
                YamlEmit::stringField(out, "memory", group.memory);
            out << YAML::EndMap;
        }
        out << YAML::EndMap;
    }
    if (!process.healthChecks.isEmpty()) {
        YamlEmit::key(out, "healthchecks");
        out << YAML::BeginSeq;
        for (const HealthCheck &check : process.healthChecks)
            writeHealthCheck(out, check);
        out << YAML::EndSeq;
    }
    ProbeFields::write(out, process.probes);
    MonitoringFields::write(out, process.monitoring);
    ScalingFields::writeProcess(out, process);
    SecurityFields::writeProcess(out, process);
    out << YAML::EndMap;
}

void ProjectWriter::writeHealthCheck(YAML::Emitter &out, const HealthCheck &check)
{
    const HealthCheck defaults;
    out << YAML::BeginMap;
    YamlEmit::stringField(out, "type", check.type); // always written: it is what the check is
    if (!check.name.isEmpty())
        YamlEmit::stringField(out, "name", check.name);
    if (!check.path.isEmpty())
        YamlEmit::stringField(out, "path", check.path);
    if (!check.command.isEmpty())
        YamlEmit::stringList(out, "command", check.command);
    if (check.listening != defaults.listening) {
        YamlEmit::key(out, "listening");
        out << check.listening;
    }
    if (!check.scheme.isEmpty())
        YamlEmit::stringField(out, "scheme", check.scheme);
    if (!check.httpHeaders.isEmpty()) {
        YamlEmit::key(out, "httpHeaders");
        out << YAML::BeginSeq;
        for (const auto &header : check.httpHeaders) {
            out << YAML::BeginMap;
            YamlEmit::stringField(out, "name", header.first);
            YamlEmit::stringField(out, "value", header.second);
            out << YAML::EndMap;
        }
        out << YAML::EndSeq;
    }
    const struct
    {
        const char *name;
        int value;
        int defaultValue;
    } times[] = {
        { "initialDelay", check.initialDelaySeconds, defaults.initialDelaySeconds },
        { "wait", check.periodSeconds, defaults.periodSeconds },
        { "timeout", check.timeoutSeconds, defaults.timeoutSeconds },
        { "attempts", check.failureThreshold, defaults.failureThreshold },
        { "port", check.port, defaults.port },
    };
    for (const auto &t : times) {
        if (t.value != t.defaultValue) {
            YamlEmit::key(out, t.name);
            out << t.value;
        }
    }
    out << YAML::EndMap;
}

void ProjectWriter::writeEnv(YAML::Emitter &out, const EnvVar &var)
{
    out << YAML::BeginMap;
    YamlEmit::stringField(out, "name", var.name);
    if (var.secret) {
        YamlEmit::key(out, "secret"); // the value stays in the keychain, never in the file
        out << true;
    } else {
        YamlEmit::stringField(out, "value", var.value);
    }
    out << YAML::EndMap;
}

void ProjectWriter::writeCron(YAML::Emitter &out, const CronTask &task)
{
    const CronTask defaults;
    out << YAML::BeginMap;
    if (!task.id.isEmpty())
        YamlEmit::stringField(out, "id", task.id);
    YamlEmit::stringField(out, "command", task.command);
    YamlEmit::stringField(out, "schedule", task.schedule);
    if (task.concurrencyPolicy != defaults.concurrencyPolicy)
        YamlEmit::stringField(out, "concurrencyPolicy", task.concurrencyPolicy);
    if (task.suspend != defaults.suspend) {
        YamlEmit::key(out, "suspend");
        out << task.suspend;
    }
    ScalingFields::writeCron(out, task);
    out << YAML::EndMap;
}

} // namespace HelmDeck
