// SPDX-License-Identifier: GPL-3.0-or-later
#include "projectwriter.h"
#include "probefields.h"
#include "releasefields.h"

#include "helmtestfields.h"
#include "monitoringfields.h"

#include "scalingfields.h"

#include "securityfields.h"

#include <yaml-cpp/yaml.h>

namespace HelmDeck {

namespace {

void key(YAML::Emitter &out, const char *name)
{
    out << YAML::Key << name << YAML::Value;
}

// Double quotes keep every user-typed scalar a string for any YAML reader (yaml-cpp escapes control
// characters; other UTF-8 is written as is).
void string(YAML::Emitter &out, const QString &value)
{
    out << YAML::DoubleQuoted << value.toUtf8().toStdString();
}

void stringField(YAML::Emitter &out, const char *name, const QString &value)
{
    key(out, name);
    string(out, value);
}

void stringList(YAML::Emitter &out, const char *name, const QStringList &values)
{
    key(out, name);
    out << YAML::BeginSeq;
    for (const QString &v : values)
        string(out, v);
    out << YAML::EndSeq;
}

// Label and annotation keys are quoted like values: "true" or "null" as a key stays a string.
void keyValueMap(YAML::Emitter &out, const char *name, const KeyValueList &values)
{
    key(out, name);
    out << YAML::BeginMap;
    for (const auto &kv : values) {
        out << YAML::Key;
        string(out, kv.first);
        out << YAML::Value;
        string(out, kv.second);
    }
    out << YAML::EndMap;
}

} // namespace

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
    key(out, "schemaVersion");
    out << Project::SchemaVersion; // always the version this build writes
    if (!project.kubeContext.isEmpty())
        stringField(out, "kubeContext", project.kubeContext);
    key(out, "apps");
    if (project.apps.isEmpty())
        out << YAML::Flow; // "apps: []" rather than a dangling "[]" line
    out << YAML::BeginSeq;
    for (const App &app : project.apps)
        writeApp(out, app);
    out << YAML::EndSeq;
    if (!project.storage.isEmpty()) {
        key(out, "storage");
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
    stringField(out, "name", app.name);
    if (app.image != defaults.image)
        stringField(out, "image", app.image);
    if (app.kubeNamespace != defaults.kubeNamespace)
        stringField(out, "namespace", app.kubeNamespace);
    if (app.ingressClass != defaults.ingressClass)
        stringField(out, "ingressClass", app.ingressClass);
    if (app.deployTimeoutSeconds != defaults.deployTimeoutSeconds) {
        key(out, "deployTimeout");
        out << app.deployTimeoutSeconds;
    }
    if (app.rollbackOnFailure != defaults.rollbackOnFailure) {
        key(out, "rollbackOnFailure");
        out << app.rollbackOnFailure;
    }
    if (!app.processes.isEmpty()) {
        key(out, "processes");
        out << YAML::BeginSeq;
        for (const ProcessType &process : app.processes)
            writeProcess(out, process);
        out << YAML::EndSeq;
    }
    if (!app.domains.isEmpty())
        stringList(out, "domains", app.domains);
    if (!app.env.isEmpty()) {
        key(out, "env");
        out << YAML::BeginSeq;
        for (const EnvVar &var : app.env)
            writeEnv(out, var);
        out << YAML::EndSeq;
    }
    if (!app.cron.isEmpty()) {
        key(out, "cron");
        out << YAML::BeginSeq;
        for (const CronTask &task : app.cron)
            writeCron(out, task);
        out << YAML::EndSeq;
    }
    if (!app.predeploy.isEmpty() || !app.postdeploy.isEmpty()) {
        key(out, "scripts");
        out << YAML::BeginMap;
        if (!app.predeploy.isEmpty())
            stringField(out, "predeploy", app.predeploy);
        if (!app.postdeploy.isEmpty())
            stringField(out, "postdeploy", app.postdeploy);
        out << YAML::EndMap;
    }
    if (!app.mounts.isEmpty()) {
        key(out, "mounts");
        out << YAML::BeginSeq;
        for (const StorageMount &mount : app.mounts)
            writeMount(out, mount);
        out << YAML::EndSeq;
    }
    if (!app.imagePullSecrets.isEmpty())
        stringList(out, "imagePullSecrets", app.imagePullSecrets);
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
    key(out, "pullSecret");
    out << YAML::BeginMap;
    if (settings.mode != defaults.mode)
        stringField(out, "mode", PullSecretSettings::modeName(settings.mode));
    if (!settings.registry.isEmpty())
        stringField(out, "registry", settings.registry);
    if (!settings.username.isEmpty())
        stringField(out, "username", settings.username);
    // settings.password is a secret: it stays in the keychain, never in the file.
    out << YAML::EndMap;
}

void ProjectWriter::writeMount(YAML::Emitter &out, const StorageMount &mount)
{
    const StorageMount defaults;
    out << YAML::BeginMap;
    stringField(out, "entry", mount.entry);
    stringField(out, "containerPath", mount.containerPath);
    if (!mount.subPath.isEmpty())
        stringField(out, "subPath", mount.subPath);
    if (mount.readOnly != defaults.readOnly) {
        key(out, "readOnly");
        out << mount.readOnly;
    }
    if (!mount.processTypes.isEmpty())
        stringList(out, "processTypes", mount.processTypes);
    out << YAML::EndMap;
}

void ProjectWriter::writeStorageEntry(YAML::Emitter &out, const StorageEntry &entry)
{
    const StorageEntry defaults;
    out << YAML::BeginMap;
    stringField(out, "name", entry.name);
    stringField(out, "size", entry.size); // required: written even when empty, so the gap shows
    if (entry.accessMode != defaults.accessMode)
        stringField(out, "accessMode", entry.accessMode);
    if (!entry.storageClass.isEmpty())
        stringField(out, "storageClass", entry.storageClass);
    if (!entry.hostPath.isEmpty())
        stringField(out, "hostPath", entry.hostPath);
    if (entry.kubeNamespace != defaults.kubeNamespace)
        stringField(out, "namespace", entry.kubeNamespace);
    if (entry.reclaimPolicy != defaults.reclaimPolicy)
        stringField(out, "reclaimPolicy", entry.reclaimPolicy);
    if (!entry.labels.isEmpty())
        keyValueMap(out, "labels", entry.labels);
    if (!entry.annotations.isEmpty())
        keyValueMap(out, "annotations", entry.annotations);
    if (!entry.owner.isEmpty())
        stringField(out, "owner", entry.owner);
    out << YAML::EndMap;
}

void ProjectWriter::writeProcess(YAML::Emitter &out, const ProcessType &process)
{
    const ProcessType defaults;
    out << YAML::BeginMap;
    stringField(out, "name", process.name);
    if (process.command != defaults.command)
        stringField(out, "command", process.command);
    if (process.replicas != defaults.replicas) {
        key(out, "replicas");
        out << process.replicas;
    }
    if (!process.portMaps.isEmpty()) {
        QStringList ports;
        for (const PortMap &map : process.portMaps)
            ports.append(map.toString());
        stringList(out, "ports", ports);
    }
    const bool requests
        = process.cpuRequest != defaults.cpuRequest || process.memoryRequest != defaults.memoryRequest;
    const bool limits = process.cpuLimit != defaults.cpuLimit || process.memoryLimit != defaults.memoryLimit;
    if (requests || limits) {
        key(out, "resources");
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
            key(out, group.name);
            out << YAML::BeginMap;
            if (group.cpu != group.defaultCpu)
                stringField(out, "cpu", group.cpu);
            if (group.memory != group.defaultMemory)
                stringField(out, "memory", group.memory);
            out << YAML::EndMap;
        }
        out << YAML::EndMap;
    }
    if (!process.healthChecks.isEmpty()) {
        key(out, "healthchecks");
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
    stringField(out, "type", check.type); // always written: it is what the check is
    if (!check.name.isEmpty())
        stringField(out, "name", check.name);
    if (!check.path.isEmpty())
        stringField(out, "path", check.path);
    if (!check.command.isEmpty())
        stringList(out, "command", check.command);
    if (check.listening != defaults.listening) {
        key(out, "listening");
        out << check.listening;
    }
    if (!check.scheme.isEmpty())
        stringField(out, "scheme", check.scheme);
    if (!check.httpHeaders.isEmpty()) {
        key(out, "httpHeaders");
        out << YAML::BeginSeq;
        for (const auto &header : check.httpHeaders) {
            out << YAML::BeginMap;
            stringField(out, "name", header.first);
            stringField(out, "value", header.second);
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
            key(out, t.name);
            out << t.value;
        }
    }
    out << YAML::EndMap;
}

void ProjectWriter::writeEnv(YAML::Emitter &out, const EnvVar &var)
{
    out << YAML::BeginMap;
    stringField(out, "name", var.name);
    if (var.secret) {
        key(out, "secret"); // the value stays in the keychain, never in the file
        out << true;
    } else {
        stringField(out, "value", var.value);
    }
    out << YAML::EndMap;
}

void ProjectWriter::writeCron(YAML::Emitter &out, const CronTask &task)
{
    const CronTask defaults;
    out << YAML::BeginMap;
    if (!task.id.isEmpty())
        stringField(out, "id", task.id);
    stringField(out, "command", task.command);
    stringField(out, "schedule", task.schedule);
    if (task.concurrencyPolicy != defaults.concurrencyPolicy)
        stringField(out, "concurrencyPolicy", task.concurrencyPolicy);
    if (task.suspend != defaults.suspend) {
        key(out, "suspend");
        out << task.suspend;
    }
    ScalingFields::writeCron(out, task);
    out << YAML::EndMap;
}

} // namespace HelmDeck
