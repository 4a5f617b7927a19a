// SPDX-License-Identifier: GPL-3.0-or-later
#include "projectreader.h"
#include "probefields.h"
#include "releasefields.h"
#include "routingfields.h"
#include "servicefields.h"

#include "helmtestfields.h"
#include "monitoringfields.h"
#include "scalingfields.h"
#include "securityfields.h"
#include "storagereader.h"
#include "textcheck.h"
#include "yamlguard.h"
#include "yamltree.h"

#include <algorithm>
#include <utility>
#include <vector>

namespace HelmDeck {

ProjectReader::ProjectReader(const QString &fileName)
    : YamlFieldReader(fileName)
{ }

ProjectLoadResult ProjectReader::read(QByteArray data)
{
    m_project.sources.insert(QString(), SourceLocation { m_fileName, 0, 0 });
    // one document, no anchors or aliases, bounded depth: no input hangs or crashes the reader
    YamlLimits limits;
    limits.allowAliases = false;
    limits.checkDuplicateKeys = false; // checkKeys() reports them with the field path
    YamlTree tree; // the document, built in the guard's one checked pass (no second parse)
    SourceLocation second;
    QByteArray text = std::move(data); // UTF-8 and no NUL before yaml-cpp decodes it; lone CRs normalised
    const bool parsed = TextCheck::check(&text, m_fileName, tr("project file"), QString(), &m_findings)
        && YamlGuard::scanOne(
            text, m_fileName, tr("project file"), QString(), limits, &tree, &m_findings, &second);
    text = QByteArray(); // the tree holds what is read from here on
    const YamlNode document = tree.root();
    if (!parsed) {
        m_failed = true;
    } else if (document.IsNull()) {
        error(tr("the file is empty; a project file starts with \"schemaVersion: %1\"")
                  .arg(Project::SchemaVersion),
            QString(), SourceLocation { m_fileName, 1, 1 });
    } else if (second.line > 0) {
        error(tr("the file holds 2 YAML documents or more (the second starts at line %1); a "
                 "project file holds one")
                  .arg(second.line),
            QString(), second);
    } else {
        readTop(document);
    }

    // In file order, however the reading went.
    std::stable_sort(m_findings.begin(), m_findings.end(), [](const Finding &a, const Finding &b) {
        return a.location.line != b.location.line ? a.location.line < b.location.line
                                                  : a.location.column < b.location.column;
    });
    ProjectLoadResult result;
    result.findings = m_findings;
    result.ok = !m_failed;
    if (result.ok)
        result.project = m_project; // nothing half-applied: a failed load returns an empty Project
    return result;
}

void ProjectReader::readTop(const YamlNode &root)
{
    static const QStringList known = { QStringLiteral("schemaVersion"), QStringLiteral("kubeContext"),
        QStringLiteral("strict"), QStringLiteral("apps"), QStringLiteral("storage") };
    Entries e;
    if (!entries(root, QString(), &e))
        return;
    // The version decides how to read the rest, so it is checked before any other key.
    int version = 0;
    const auto *versionEntry = e.find("schemaVersion");
    if (!versionEntry || versionEntry->value.IsNull()) {
        error(tr("\"schemaVersion\" is missing; this HelmDeck reads and writes schemaVersion: %1")
                  .arg(Project::SchemaVersion),
            QStringLiteral("schemaVersion"), locationOf(root, root));
        return;
    }
    if (!readInt(e, "schemaVersion", QStringLiteral("schemaVersion"), &version))
        return;
    if (version > Project::SchemaVersion) {
        error(tr("this file was written by a newer HelmDeck (schemaVersion %1; this build reads "
                 "schemaVersion %2 and older): update HelmDeck to open it")
                  .arg(version)
                  .arg(Project::SchemaVersion),
            QStringLiteral("schemaVersion"), m_project.locate(QStringLiteral("schemaVersion")));
        return;
    }
    if (version < 1) {
        error(tr("schemaVersion %1 does not exist; the first version is 1").arg(version),
            QStringLiteral("schemaVersion"), m_project.locate(QStringLiteral("schemaVersion")));
        return;
    }
    m_project.schemaVersion = version;
    checkKeys(e, QString(), known);
    readString(e, "kubeContext", QStringLiteral("kubeContext"), &m_project.kubeContext);
    readBool(e, "strict", QStringLiteral("strict"), &m_project.strict);
    forEachItem(e, "apps", QStringLiteral("apps"), [this](const YamlNode &item, int i) { readApp(item, i); });
    StorageReader storage(*this);
    forEachItem(e, "storage", QStringLiteral("storage"),
        [&storage](const YamlNode &item, int i) { storage.readEntry(item, i); });
}

void ProjectReader::readApp(const YamlNode &node, int index)
{
    static const QStringList known = QStringList {
        QStringLiteral("name"),
        QStringLiteral("image"),
        QStringLiteral("namespace"),
        QStringLiteral("ingressClass"),
        QStringLiteral("deployTimeout"),
        QStringLiteral("rollbackOnFailure"),
        QStringLiteral("processes"),
        QStringLiteral("env"),
        QStringLiteral("cron"),
        QStringLiteral("scripts"),
        QStringLiteral("mounts"),
        QStringLiteral("imagePullSecrets"),
        QStringLiteral("pullSecret"),
        QStringLiteral("release"),
    } + SecurityFields::appKeys();
    const QStringList knownKeys = known + ScalingFields::appKeys() + RoutingFields::appKeys()
        + ServiceFields::appKeys() + QStringList { HelmTestFields::key() };
    const QString indexPath = indexed(QStringLiteral("apps"), index);
    Entries e;
    if (!entries(node, indexPath, &e))
        return;
    App app;
    app.name = itemName(e, node, QT_TRANSLATE_NOOP("HelmDeck::YamlFieldReader", "app"), indexPath);
    if (app.name.isEmpty())
        return;
    const QString path = app.fieldPrefix();
    if (m_project.sources.contains(path)) { // a hash look-up: 50 000 apps stay linear
        error(tr("app \"%1\" is defined twice (first at line %2); app names must be unique")
                  .arg(app.name)
                  .arg(m_project.locate(path).line),
            path, locationOf(node, node));
        return;
    }
    record(path, node, node);
    record(child(path, "name"), e.find("name")->value, e.find("name")->keyNode);
    checkKeys(e, path, knownKeys);

    readString(e, "image", child(path, "image"), &app.image);
    readString(e, "namespace", child(path, "namespace"), &app.kubeNamespace);
    readString(e, "ingressClass", child(path, "ingressClass"), &app.ingressClass);
    readDuration(e, "deployTimeout", child(path, "deployTimeout"), &app.deployTimeoutSeconds);
    readBool(e, "rollbackOnFailure", child(path, "rollbackOnFailure"), &app.rollbackOnFailure);
    forEachItem(e, "processes", child(path, "processes"),
        [&](const YamlNode &item, int i) { readProcess(item, i, &app); });
    RoutingFields(*this).readApp(e, path, &app);
    ServiceFields(*this).readApp(e, path, &app);
    forEachItem(e, "env", child(path, "env"), [&](const YamlNode &item, int i) { readEnv(item, i, &app); });
    forEachItem(e, "cron", child(path, "cron"), [&](const YamlNode &item, int i) {
        CronTask task;
        readCron(item, indexed(child(path, "cron"), i), &task);
        app.cron.append(task);
    });
    if (const auto *scripts = e.find("scripts")) {
        static const QStringList scriptKeys = { QStringLiteral("predeploy"), QStringLiteral("postdeploy") };
        const QString scriptsPath = child(path, "scripts");
        record(scriptsPath, scripts->value, scripts->keyNode);
        Entries s;
        if (entries(scripts->value, scriptsPath, &s)) {
            checkKeys(s, scriptsPath, scriptKeys);
            readString(s, "predeploy", child(scriptsPath, "predeploy"), &app.predeploy);
            readString(s, "postdeploy", child(scriptsPath, "postdeploy"), &app.postdeploy);
        }
    }
    StorageReader storage(*this);
    forEachItem(e, "mounts", child(path, "mounts"), [&](const YamlNode &item, int i) {
        StorageMount mount;
        storage.readMount(item, indexed(child(path, "mounts"), i), &mount);
        app.mounts.append(mount);
    });
    readStringList(e, "imagePullSecrets", child(path, "imagePullSecrets"), &app.imagePullSecrets);
    if (const auto *pullSecret = e.find("pullSecret")) {
        record(child(path, "pullSecret"), pullSecret->value, pullSecret->keyNode);
        readPullSecret(pullSecret->value, child(path, "pullSecret"), &app);
    }
    ReleaseFields release(*this);
    if (const auto *r = e.find("release")) {
        record(child(path, "release"), r->value, r->keyNode);
        release.read(r->value, child(path, "release"), &app.release);
    }
    release.adoptReleaseProcess(&app);
    HelmTestFields::read(*this, e, path, &app.helmTest);
    ScalingFields(*this).readApp(e, path, &app);
    SecurityFields(*this).readApp(e, path, &app);
    m_project.apps.append(app);
}

void ProjectReader::readPullSecret(const YamlNode &node, const QString &path, App *app)
{
    static const QStringList known = { QStringLiteral("mode"), QStringLiteral("registry"),
        QStringLiteral("username"), QStringLiteral("password") };
    Entries e;
    if (!entries(node, path, &e))
        return;
    checkKeys(e, path, known);
    QString mode;
    const QString modePath = child(path, "mode");
    if (readString(e, "mode", modePath, &mode) && e.find("mode") && !e.find("mode")->value.IsNull()
        && !PullSecretSettings::parseMode(mode, &app->pullSecret.mode)) {
        QString message = tr("unknown pull-secret mode \"%1\"; use %2")
                              .arg(mode, PullSecretSettings::modeNames().join(QStringLiteral(", ")));
        for (const QString &name : PullSecretSettings::modeNames()) {
            if (name.compare(mode, Qt::CaseInsensitive) == 0)
                message = tr("unknown pull-secret mode \"%1\"; write it as \"%2\"").arg(mode, name);
        }
        error(message, modePath, m_project.locate(modePath));
    }
    readString(e, "registry", child(path, "registry"), &app->pullSecret.registry);
    readString(e, "username", child(path, "username"), &app->pullSecret.username);
    if (const auto *password = e.find("password")) {
        if (!password->value.IsNull() && !(password->value.IsScalar() && password->value.Scalar().empty()))
            warning(tr("the registry password is not read from the project file (it lives in the "
                       "keychain); it is ignored and removed on the next save"),
                child(path, "password"), locationOf(password->value, password->keyNode));
    }
}

void ProjectReader::readProcess(const YamlNode &node, int index, App *app)
{
    static const QStringList known = QStringList { QStringLiteral("name"), QStringLiteral("command"),
        QStringLiteral("replicas"), QStringLiteral("ports"), QStringLiteral("resources"),
        QStringLiteral("healthchecks"), QStringLiteral("probes"), MonitoringFields::key() }
        + SecurityFields::processKeys();
    const QStringList knownKeys = known + ScalingFields::processKeys();
    const QString indexPath = indexed(child(app->fieldPrefix(), "processes"), index);
    Entries e;
    if (!entries(node, indexPath, &e))
        return;
    ProcessType process;
    process.name = itemName(e, node, QT_TRANSLATE_NOOP("HelmDeck::YamlFieldReader", "process"), indexPath);
    if (process.name.isEmpty())
        return;
    const QString path = app->fieldPrefix() + QStringLiteral(".processes[") + process.name + QLatin1Char(']');
    if (m_project.sources.contains(path)) { // recorded below when first read; linear overall
        error(tr("process \"%1\" is defined twice in app \"%2\" (first at line %3); process names "
                 "must be unique within an app")
                  .arg(process.name, app->name)
                  .arg(m_project.locate(path).line),
            path, locationOf(node, node));
        return;
    }
    record(path, node, node);
    record(child(path, "name"), e.find("name")->value, e.find("name")->keyNode);
    checkKeys(e, path, knownKeys);

    readString(e, "command", child(path, "command"), &process.command);
    readInt(e, "replicas", child(path, "replicas"), &process.replicas);
    QStringList ports;
    const QString portsPath = child(path, "ports");
    if (readStringList(e, "ports", portsPath, &ports)) {
        for (int i = 0; i < ports.size(); ++i) {
            PortMap map;
            QString why;
            if (PortMap::parse(ports.at(i), &map, &why))
                process.portMaps.append(map);
            else
                error(tr("%1 (write it as scheme:host-port:container-port, e.g. \"http:80:5000\")").arg(why),
                    indexed(portsPath, i), m_project.locate(indexed(portsPath, i)));
        }
    }
    if (const auto *resources = e.find("resources")) {
        record(child(path, "resources"), resources->value, resources->keyNode);
        readResources(resources->value, child(path, "resources"), &process);
    }
    forEachItem(e, "healthchecks", child(path, "healthchecks"), [&](const YamlNode &item, int i) {
        HealthCheck check;
        readHealthCheck(item, indexed(child(path, "healthchecks"), i), &check);
        process.healthChecks.append(check);
    });
    if (const auto *probes = e.find("probes")) {
        record(child(path, "probes"), probes->value, probes->keyNode);
        ProbeFields(*this).read(probes->value, child(path, "probes"), &process.probes);
    }
    MonitoringFields::read(*this, e, path, &process.monitoring);
    ScalingFields(*this).readProcess(e, path, &process);
    SecurityFields(*this).readProcess(e, path, &process);
    app->processes.append(process);
}

void ProjectReader::readResources(const YamlNode &node, const QString &path, ProcessType *process)
{
    static const QStringList known = { QStringLiteral("requests"), QStringLiteral("limits") };
    static const QStringList quantities = { QStringLiteral("cpu"), QStringLiteral("memory") };
    Entries e;
    if (!entries(node, path, &e))
        return;
    checkKeys(e, path, known);
    const struct
    {
        const char *key;
        QString *cpu;
        QString *memory;
    } groups[] = { { "requests", &process->cpuRequest, &process->memoryRequest },
        { "limits", &process->cpuLimit, &process->memoryLimit } };
    for (const auto &group : groups) {
        const auto *entry = e.find(group.key);
        if (!entry)
            continue;
        const QString groupPath = child(path, group.key);
        record(groupPath, entry->value, entry->keyNode);
        Entries g;
        if (!entries(entry->value, groupPath, &g))
            continue;
        checkKeys(g, groupPath, quantities);
        readString(g, "cpu", child(groupPath, "cpu"), group.cpu);
        readString(g, "memory", child(groupPath, "memory"), group.memory);
    }
}

void ProjectReader::readHealthCheck(const YamlNode &node, const QString &path, HealthCheck *check)
{
    static const QStringList known = {
        QStringLiteral("type"),
        QStringLiteral("name"),
        QStringLiteral("path"),
        QStringLiteral("command"),
        QStringLiteral("listening"),
        QStringLiteral("scheme"),
        QStringLiteral("httpHeaders"),
        QStringLiteral("initialDelay"),
        QStringLiteral("wait"),
        QStringLiteral("timeout"),
        QStringLiteral("attempts"),
        QStringLiteral("port"),
    };
    Entries e;
    if (!entries(node, path, &e))
        return;
    record(path, node, node);
    checkKeys(e, path, known);
    readString(e, "type", child(path, "type"), &check->type);
    readString(e, "name", child(path, "name"), &check->name);
    readString(e, "path", child(path, "path"), &check->path);
    readStringList(e, "command", child(path, "command"), &check->command);
    readBool(e, "listening", child(path, "listening"), &check->listening);
    readString(e, "scheme", child(path, "scheme"), &check->scheme);
    readInt(e, "initialDelay", child(path, "initialDelay"), &check->initialDelaySeconds);
    readInt(e, "wait", child(path, "wait"), &check->periodSeconds);
    readInt(e, "timeout", child(path, "timeout"), &check->timeoutSeconds);
    readInt(e, "attempts", child(path, "attempts"), &check->failureThreshold);
    readInt(e, "port", child(path, "port"), &check->port);
    static const QStringList headerKeys = { QStringLiteral("name"), QStringLiteral("value") };
    forEachItem(e, "httpHeaders", child(path, "httpHeaders"), [&](const YamlNode &item, int i) {
        const QString itemPath = indexed(child(path, "httpHeaders"), i);
        Entries h;
        if (!entries(item, itemPath, &h))
            return;
        record(itemPath, item, item);
        checkKeys(h, itemPath, headerKeys);
        QPair<QString, QString> header;
        readString(h, "name", child(itemPath, "name"), &header.first);
        readString(h, "value", child(itemPath, "value"), &header.second);
        check->httpHeaders.append(header);
    });
}

void ProjectReader::readEnv(const YamlNode &node, int index, App *app)
{
    static const QStringList known
        = { QStringLiteral("name"), QStringLiteral("value"), QStringLiteral("secret") };
    const QString indexPath = indexed(child(app->fieldPrefix(), "env"), index);
    Entries e;
    if (!entries(node, indexPath, &e))
        return;
    EnvVar var;
    var.name = itemName(e, node, QT_TRANSLATE_NOOP("HelmDeck::YamlFieldReader", "env var"), indexPath);
    if (var.name.isEmpty())
        return;
    // Keyed by name: a repeated name points at its last entry, where the validator's duplicate error
    // sends the user.
    const QString path = app->fieldPrefix() + QStringLiteral(".env[") + var.name + QLatin1Char(']');
    record(path, node, node);
    record(child(path, "name"), e.find("name")->value, e.find("name")->keyNode);
    checkKeys(e, path, known);
    readBool(e, "secret", child(path, "secret"), &var.secret);
    if (var.secret) {
        const auto *value = e.find("value");
        if (value && !(value->value.IsScalar() && value->value.Scalar().empty()) && !value->value.IsNull()) {
            warning(tr("the value of secret env var \"%1\" is not read from the project file (secret "
                       "values live in the keychain); it is ignored and removed on the next save")
                        .arg(var.name),
                child(path, "value"), locationOf(value->value, value->keyNode));
        }
    } else {
        readString(e, "value", child(path, "value"), &var.value);
    }
    app->env.append(var);
}

void ProjectReader::readCron(const YamlNode &node, const QString &path, CronTask *task)
{
    static const QStringList known = { QStringLiteral("id"), QStringLiteral("command"),
        QStringLiteral("schedule"), QStringLiteral("concurrencyPolicy"), QStringLiteral("suspend") };
    Entries e;
    if (!entries(node, path, &e))
        return;
    record(path, node, node);
    checkKeys(e, path, known + ScalingFields::cronKeys());
    readString(e, "id", child(path, "id"), &task->id);
    readString(e, "command", child(path, "command"), &task->command);
    readString(e, "schedule", child(path, "schedule"), &task->schedule);
    readString(e, "concurrencyPolicy", child(path, "concurrencyPolicy"), &task->concurrencyPolicy);
    readBool(e, "suspend", child(path, "suspend"), &task->suspend);
    ScalingFields(*this).readCron(e, path, task);
}

} // namespace HelmDeck
