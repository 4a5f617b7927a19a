// SPDX-License-Identifier: GPL-3.0-or-later
#include "runjob.h"
#include "model/applabels.h"
#include "model/resourcequantity.h"

#include "chart/chartnames.h"
#include "chart/securityvalues.h"
#include "job/plan.h"

#include <QJsonArray>

#include <yaml-cpp/yaml.h>

namespace HelmDeck {

namespace {

QJsonObject labelsFor(const QString &app)
{
    return { { AppLabels::partOf(), app },
        { QStringLiteral("app.kubernetes.io/instance"), ChartNames::runContainerName(app) },
        { QStringLiteral("app.kubernetes.io/name"), QStringLiteral("run") },
        { QStringLiteral("app.kubernetes.io/managed-by"), QStringLiteral("helmdeck") },
        { QStringLiteral("helmdeck.dev/managed"), QStringLiteral("true") },
        { QStringLiteral("helmdeck.dev/run"), QStringLiteral("true") } };
}

QJsonObject envVar(const QString &name, const QString &value)
{
    return { { QStringLiteral("name"), name }, { QStringLiteral("value"), value } };
}

QJsonObject resourcesOf(const ProcessType &p)
{
    QJsonObject out;
    auto group = [&out](const QString &key, const QString &cpu, const QString &memory) {
        QJsonObject g;
        if (!cpu.trimmed().isEmpty())
            g.insert(QStringLiteral("cpu"), cpu.trimmed());
        if (!memory.trimmed().isEmpty())
            g.insert(QStringLiteral("memory"), ResourceQuantity::kubernetesMemory(memory));
        if (!g.isEmpty())
            out.insert(key, g);
    };
    group(QStringLiteral("requests"), p.cpuRequest, p.memoryRequest);
    group(QStringLiteral("limits"), p.cpuLimit, p.memoryLimit);
    return out;
}

/** @p base with the user's entries of @p extra that do not take one of its keys (HelmDeck's win). */
QJsonObject withUser(QJsonObject base, const KeyValueList &extra)
{
    for (const auto &kv : extra) {
        if (!base.contains(kv.first.trimmed()))
            base.insert(kv.first.trimmed(), kv.second);
    }
    return base;
}

void emit(YAML::Emitter &out, const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Object: {
        const QJsonObject o = value.toObject();
        out << YAML::BeginMap;
        for (auto it = o.begin(); it != o.end(); ++it) {
            out << YAML::Key << it.key().toStdString() << YAML::Value;
            emit(out, it.value());
        }
        out << YAML::EndMap;
        break;
    }
    case QJsonValue::Array: {
        out << YAML::BeginSeq;
        for (const QJsonValue &v : value.toArray())
            emit(out, v);
        out << YAML::EndSeq;
        break;
    }
    case QJsonValue::Bool:
        out << value.toBool();
        break;
    case QJsonValue::Double:
        out << qint64(value.toDouble());
        break;
    case QJsonValue::String:
        out << YAML::DoubleQuoted << value.toString().toStdString();
        break;
    default:
        out << YAML::Null;
    }
}

} // namespace

QStringList RunJob::userCommand(const App &app, const QStringList &command)
{
    if (command.isEmpty())
        return { QStringLiteral("/bin/sh") };
    const ProcessType *process = command.size() == 1 ? app.process(command.first()) : nullptr;
    if (process && !process->command.trimmed().isEmpty())
        return { QStringLiteral("/bin/sh"), QStringLiteral("-c"), process->command.trimmed() };
    return command;
}

QStringList RunJob::containerCommand(const App &app, const RunRequest &request)
{
    QStringList words = userCommand(app, request.command);
    if (request.tty && !request.detach && request.shellGate)
        words = QStringList {
            QStringLiteral("/bin/sh"), QStringLiteral("-c"), gateScript(), QStringLiteral("sh")
        } + words;
    // the kubelet expands $(VAR) in command and args and turns "$$" into "$"
    for (QString &w : words)
        w.replace(QLatin1Char('$'), QStringLiteral("$$"));
    return words;
}

const LiveDeployment *RunJob::pick(const QList<LiveDeployment> &live)
{
    for (const LiveDeployment &d : live) {
        if (d.process == QLatin1String("web"))
            return &d;
    }
    return live.isEmpty() ? nullptr : &live.first();
}

QJsonObject RunJob::manifest(const App &app, const QString &kubeNamespace, const QString &jobName,
    const LiveDeployment &live, const RunRequest &request)
{
    const QString container = ChartNames::runContainerName(app.name);
    const bool tty = request.tty && !request.detach;
    QStringList shown;
    for (const QString &w : userCommand(app, request.command))
        shown.append(shellQuote(w));

    QJsonArray env { envVar(QStringLiteral("TERM"), request.term),
        envVar(QStringLiteral("COLUMNS"), QString::number(request.columns)),
        envVar(QStringLiteral("LINES"), QString::number(request.rows)) };
    for (const RunEnvVar &e : request.env) {
        if (!e.secret) {
            env.append(envVar(e.name, e.value));
            continue;
        }
        // a secret extra is read from the run's own Secret (RunSecret): never in clear in the Job
        env.append(QJsonObject { { QStringLiteral("name"), e.name },
            { QStringLiteral("valueFrom"),
                QJsonObject { { QStringLiteral("secretKeyRef"),
                    QJsonObject { { QStringLiteral("name"),
                                      request.secretName.isEmpty() ? jobName + QStringLiteral("-env")
                                                                   : request.secretName },
                        { QStringLiteral("key"), e.name } } } } } });
    }

    QJsonObject c { { QStringLiteral("name"), container }, { QStringLiteral("image"), live.image },
        { QStringLiteral("imagePullPolicy"), ChartNames::imagePullPolicy(live.image) },
        { QStringLiteral("command"), QJsonArray::fromStringList(containerCommand(app, request)) },
        { QStringLiteral("envFrom"),
            QJsonArray { QJsonObject { { QStringLiteral("secretRef"),
                QJsonObject { { QStringLiteral("name"), ChartNames::configSecretName(app.name) },
                    { QStringLiteral("optional"), true } } } } } },
        { QStringLiteral("env"), env } };
    if (tty) {
        c.insert(QStringLiteral("stdin"), true);
        c.insert(QStringLiteral("stdinOnce"), true);
        c.insert(QStringLiteral("tty"), true);
    }
    if (const ProcessType *run = app.process(StorageMount::runTarget())) {
        const QJsonObject resources = resourcesOf(*run);
        if (!resources.isEmpty())
            c.insert(QStringLiteral("resources"), resources);
    }
    // no pod of the app gets an API token (only the release gate's wait container has one); the same
    // security as the chart's workloads (a "run" process's overrides included)
    const SecuritySettings security = SecurityValues::settingsFor(app, StorageMount::runTarget());
    c.insert(QStringLiteral("securityContext"), security.containerSecurityContext());
    QJsonObject podSpec { { QStringLiteral("restartPolicy"), QStringLiteral("Never") },
        { QStringLiteral("automountServiceAccountToken"), false },
        { QStringLiteral("securityContext"), security.podSecurityContext() } };
    const QList<StorageMount> mounts = app.mountsFor(StorageMount::runTarget());
    const QString shm = security.effective().shmSize.value_or(QString());
    if (!mounts.isEmpty() || !shm.isEmpty()) {
        QJsonArray volumeMounts;
        if (!shm.isEmpty())
            volumeMounts.append(QJsonObject { { QStringLiteral("name"), SecurityValues::shmVolumeName() },
                { QStringLiteral("mountPath"), QStringLiteral("/dev/shm") } });
        for (const StorageMount &m : mounts) {
            QJsonObject vm { { QStringLiteral("name"), m.entry.trimmed() },
                { QStringLiteral("mountPath"), m.containerPath.trimmed() } };
            if (!m.subPath.trimmed().isEmpty())
                vm.insert(QStringLiteral("subPath"), m.subPath.trimmed());
            if (m.readOnly)
                vm.insert(QStringLiteral("readOnly"), true);
            volumeMounts.append(vm);
        }
        c.insert(QStringLiteral("volumeMounts"), volumeMounts);
        QJsonArray volumes;
        if (!shm.isEmpty())
            volumes.append(QJsonObject { { QStringLiteral("name"), SecurityValues::shmVolumeName() },
                { QStringLiteral("emptyDir"),
                    QJsonObject { { QStringLiteral("medium"), QStringLiteral("Memory") },
                        { QStringLiteral("sizeLimit"), shm } } } });
        for (const QString &entry : app.volumeEntriesFor(StorageMount::runTarget())) {
            volumes.append(QJsonObject { { QStringLiteral("name"), entry },
                { QStringLiteral("persistentVolumeClaim"),
                    QJsonObject { { QStringLiteral("claimName"), entry } } } });
        }
        podSpec.insert(QStringLiteral("volumes"), volumes);
    }
    podSpec.insert(QStringLiteral("containers"), QJsonArray { c });
    if (request.runAsUser >= 0 && request.runAsGroup >= 0) {
        // fsGroup too: the volume's files become group-writable by the owner's group
        podSpec.insert(QStringLiteral("securityContext"),
            QJsonObject { { QStringLiteral("runAsUser"), request.runAsUser },
                { QStringLiteral("runAsGroup"), request.runAsGroup },
                { QStringLiteral("fsGroup"), request.runAsGroup } });
    }
    if (!live.serviceAccountName.isEmpty())
        podSpec.insert(QStringLiteral("serviceAccountName"), live.serviceAccountName);
    if (!live.imagePullSecrets.isEmpty()) {
        QJsonArray secrets;
        for (const QString &name : live.imagePullSecrets)
            secrets.append(QJsonObject { { QStringLiteral("name"), name } });
        podSpec.insert(QStringLiteral("imagePullSecrets"), secrets);
    }

    const QJsonObject labels = labelsFor(app.name);
    const KindMetadata jobMeta = app.metadata.of(QStringLiteral("job"));
    const KindMetadata podMeta = app.metadata.of(QStringLiteral("pod"));
    QJsonObject jobSpec { { QStringLiteral("backoffLimit"), 0 },
        { QStringLiteral("activeDeadlineSeconds"), request.deadlineSeconds },
        { QStringLiteral("template"),
            QJsonObject { { QStringLiteral("metadata"),
                              QJsonObject { { QStringLiteral("labels"), withUser(labels, podMeta.labels) },
                                  { QStringLiteral("annotations"),
                                      withUser(QJsonObject { { QStringLiteral(
                                                                   "kubectl.kubernetes.io/default-container"),
                                                   container } },
                                          podMeta.annotations) } } },
                { QStringLiteral("spec"), podSpec } } } };
    if (!request.keep)
        jobSpec.insert(QStringLiteral("ttlSecondsAfterFinished"), request.ttlSeconds);
    return { { QStringLiteral("apiVersion"), QStringLiteral("batch/v1") },
        { QStringLiteral("kind"), QStringLiteral("Job") },
        { QStringLiteral("metadata"),
            QJsonObject { { QStringLiteral("name"), jobName }, { QStringLiteral("namespace"), kubeNamespace },
                { QStringLiteral("labels"), withUser(labels, jobMeta.labels) },
                { QStringLiteral("annotations"),
                    withUser(QJsonObject { { QStringLiteral("helmdeck.dev/run-command"),
                                 shown.join(QLatin1Char(' ')) } },
                        jobMeta.annotations) } } },
        { QStringLiteral("spec"), jobSpec } };
}

QString RunJob::toYaml(const QJsonObject &object)
{
    YAML::Emitter out;
    emit(out, object);
    return QString::fromUtf8(out.c_str()) + QLatin1Char('\n');
}

QStringList RunJob::redactions(const RunRequest &request)
{
    QStringList out;
    for (const RunEnvVar &e : request.env) {
        if (e.secret && !e.value.isEmpty())
            out.append(e.value);
    }
    return out;
}

} // namespace HelmDeck
