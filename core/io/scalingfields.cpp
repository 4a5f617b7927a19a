// SPDX-License-Identifier: GPL-3.0-or-later
#include "scalingfields.h"

#include "yamlemit.h"

#include <yaml-cpp/yaml.h>

namespace HelmDeck {

namespace {

using R = YamlFieldReader;

} // namespace

ScalingFields::ScalingFields(YamlFieldReader &in)
    : m_in(in)
{ }

QStringList ScalingFields::processKeys()
{
    return { QStringLiteral("autoscaling"), QStringLiteral("disruptionBudget"),
        QStringLiteral("terminationGracePeriod"), QStringLiteral("preStopSleep") };
}

QStringList ScalingFields::appKeys()
{
    return { QStringLiteral("triggerAuthentications") };
}

QStringList ScalingFields::cronKeys()
{
    return { QStringLiteral("resources") };
}

void ScalingFields::readProcess(const R::Entries &e, const QString &path, ProcessType *process)
{
    ProcessScaling &s = process->scaling;
    if (const auto *a = e.find("autoscaling")) {
        m_in.record(R::child(path, "autoscaling"), a->value, a->keyNode);
        readAutoscaling(a->value, R::child(path, "autoscaling"), &s.autoscaling);
    }
    if (const auto *b = e.find("disruptionBudget")) {
        const QString bp = R::child(path, "disruptionBudget");
        m_in.record(bp, b->value, b->keyNode);
        static const QStringList known = { QStringLiteral("minAvailable"), QStringLiteral("maxUnavailable") };
        R::Entries be;
        if (m_in.entries(b->value, bp, &be)) {
            m_in.checkKeys(be, bp, known);
            m_in.readString(
                be, "minAvailable", R::child(bp, "minAvailable"), &s.disruptionBudget.minAvailable);
            m_in.readString(
                be, "maxUnavailable", R::child(bp, "maxUnavailable"), &s.disruptionBudget.maxUnavailable);
        }
    }
    m_in.readDuration(e, "terminationGracePeriod", R::child(path, "terminationGracePeriod"),
        &s.terminationGracePeriodSeconds);
    m_in.readDuration(e, "preStopSleep", R::child(path, "preStopSleep"), &s.preStopSleepSeconds);
}

void ScalingFields::readAutoscaling(const YamlNode &node, const QString &path, Autoscaling *a)
{
    static const QStringList known = { QStringLiteral("type"), QStringLiteral("minReplicas"),
        QStringLiteral("maxReplicas"), QStringLiteral("cpu"), QStringLiteral("memory"),
        QStringLiteral("pollingInterval"), QStringLiteral("cooldownPeriod"), QStringLiteral("triggers") };
    R::Entries e;
    if (!m_in.entries(node, path, &e))
        return;
    m_in.checkKeys(e, path, known);
    QString type;
    const QString typePath = R::child(path, "type");
    if (m_in.readString(e, "type", typePath, &type) && e.find("type") && !e.find("type")->value.IsNull()
        && !Autoscaling::parseMode(type, &a->mode)) {
        m_in.error(tr("unknown autoscaling type \"%1\"; use %2")
                       .arg(type, Autoscaling::modeNames().join(QStringLiteral(", "))),
            typePath, m_in.project().locate(typePath));
    }
    m_in.readInt(e, "minReplicas", R::child(path, "minReplicas"), &a->minReplicas);
    m_in.readInt(e, "maxReplicas", R::child(path, "maxReplicas"), &a->maxReplicas);
    m_in.readInt(e, "cpu", R::child(path, "cpu"), &a->cpuPercent);
    m_in.readInt(e, "memory", R::child(path, "memory"), &a->memoryPercent);
    m_in.readDuration(e, "pollingInterval", R::child(path, "pollingInterval"), &a->pollingIntervalSeconds);
    m_in.readDuration(e, "cooldownPeriod", R::child(path, "cooldownPeriod"), &a->cooldownPeriodSeconds);
    m_in.forEachItem(e, "triggers", R::child(path, "triggers"), [&](const YamlNode &item, int i) {
        KedaTrigger t;
        readTrigger(item, R::indexed(R::child(path, "triggers"), i), &t);
        a->triggers.append(t);
    });
}

void ScalingFields::readTrigger(const YamlNode &node, const QString &path, KedaTrigger *t)
{
    static const QStringList known
        = { QStringLiteral("type"), QStringLiteral("metadata"), QStringLiteral("authentication") };
    R::Entries e;
    if (!m_in.entries(node, path, &e))
        return;
    m_in.record(path, node, node);
    m_in.checkKeys(e, path, known);
    m_in.readString(e, "type", R::child(path, "type"), &t->type);
    m_in.readKeyValueMap(e, "metadata", R::child(path, "metadata"), &t->metadata);
    m_in.readString(e, "authentication", R::child(path, "authentication"), &t->authentication);
}

void ScalingFields::readApp(const R::Entries &e, const QString &path, App *app)
{
    static const QStringList known = { QStringLiteral("name"), QStringLiteral("secretRefs") };
    static const QStringList refKeys = { QStringLiteral("parameter"), QStringLiteral("env") };
    const QString listPath = R::child(path, "triggerAuthentications");
    m_in.forEachItem(e, "triggerAuthentications", listPath, [&](const YamlNode &item, int i) {
        const QString indexPath = R::indexed(listPath, i);
        R::Entries te;
        if (!m_in.entries(item, indexPath, &te))
            return;
        TriggerAuthentication auth;
        auth.name = m_in.itemName(
            te, item, QT_TRANSLATE_NOOP("HelmDeck::YamlFieldReader", "trigger authentication"), indexPath);
        if (auth.name.isEmpty())
            return;
        const QString itemPath = listPath + QLatin1Char('[') + auth.name + QLatin1Char(']');
        m_in.record(itemPath, item, item);
        m_in.record(R::child(itemPath, "name"), te.find("name")->value, te.find("name")->keyNode);
        m_in.checkKeys(te, itemPath, known);
        m_in.forEachItem(te, "secretRefs", R::child(itemPath, "secretRefs"), [&](const YamlNode &ref, int j) {
            const QString refPath = R::indexed(R::child(itemPath, "secretRefs"), j);
            R::Entries re;
            if (!m_in.entries(ref, refPath, &re))
                return;
            m_in.record(refPath, ref, ref);
            m_in.checkKeys(re, refPath, refKeys);
            TriggerAuthentication::SecretRef r;
            m_in.readString(re, "parameter", R::child(refPath, "parameter"), &r.parameter);
            m_in.readString(re, "env", R::child(refPath, "env"), &r.env);
            auth.secretRefs.append(r);
        });
        app->triggerAuthentications.append(auth);
    });
}

void ScalingFields::readCron(const R::Entries &e, const QString &path, CronTask *task)
{
    const auto *resources = e.find("resources");
    if (!resources)
        return;
    static const QStringList known = { QStringLiteral("requests"), QStringLiteral("limits") };
    static const QStringList quantities = { QStringLiteral("cpu"), QStringLiteral("memory") };
    const QString rp = R::child(path, "resources");
    m_in.record(rp, resources->value, resources->keyNode);
    R::Entries re;
    if (!m_in.entries(resources->value, rp, &re))
        return;
    m_in.checkKeys(re, rp, known);
    ContainerResources &r = task->resources;
    const struct
    {
        const char *key;
        QString *cpu;
        QString *memory;
    } groups[]
        = { { "requests", &r.cpuRequest, &r.memoryRequest }, { "limits", &r.cpuLimit, &r.memoryLimit } };
    for (const auto &group : groups) {
        const auto *entry = re.find(group.key);
        if (!entry)
            continue;
        const QString gp = R::child(rp, group.key);
        m_in.record(gp, entry->value, entry->keyNode);
        R::Entries g;
        if (!m_in.entries(entry->value, gp, &g))
            continue;
        m_in.checkKeys(g, gp, quantities);
        m_in.readString(g, "cpu", R::child(gp, "cpu"), group.cpu);
        m_in.readString(g, "memory", R::child(gp, "memory"), group.memory);
    }
}

void ScalingFields::writeProcess(YAML::Emitter &out, const ProcessType &process)
{
    const ProcessScaling defaults;
    const ProcessScaling &s = process.scaling;
    const Autoscaling &a = s.autoscaling;
    if (a.isEnabled()) {
        YamlEmit::key(out, "autoscaling");
        out << YAML::BeginMap;
        YamlEmit::stringField(out, "type", Autoscaling::modeName(a.mode));
        YamlEmit::intField(out, "minReplicas", a.minReplicas); // always written: they are what the user set
        YamlEmit::intField(out, "maxReplicas", a.maxReplicas);
        if (a.cpuPercent != 0)
            YamlEmit::intField(out, "cpu", a.cpuPercent);
        if (a.memoryPercent != 0)
            YamlEmit::intField(out, "memory", a.memoryPercent);
        if (a.mode == Autoscaling::Mode::Keda) {
            if (a.pollingIntervalSeconds != defaults.autoscaling.pollingIntervalSeconds)
                YamlEmit::intField(out, "pollingInterval", a.pollingIntervalSeconds);
            if (a.cooldownPeriodSeconds != defaults.autoscaling.cooldownPeriodSeconds)
                YamlEmit::intField(out, "cooldownPeriod", a.cooldownPeriodSeconds);
        }
        if (!a.triggers.isEmpty()) {
            YamlEmit::key(out, "triggers");
            out << YAML::BeginSeq;
            for (const KedaTrigger &t : a.triggers) {
                out << YAML::BeginMap;
                YamlEmit::stringField(out, "type", t.type);
                if (!t.metadata.isEmpty()) {
                    YamlEmit::key(out, "metadata");
                    out << YAML::BeginMap;
                    for (const auto &kv : t.metadata) {
                        out << YAML::Key << YAML::DoubleQuoted << kv.first.toUtf8().toStdString()
                            << YAML::Value << YAML::DoubleQuoted << kv.second.toUtf8().toStdString();
                    }
                    out << YAML::EndMap;
                }
                if (!t.authentication.isEmpty())
                    YamlEmit::stringField(out, "authentication", t.authentication);
                out << YAML::EndMap;
            }
            out << YAML::EndSeq;
        }
        out << YAML::EndMap;
    }
    if (s.disruptionBudget.isEnabled()) {
        YamlEmit::key(out, "disruptionBudget");
        out << YAML::BeginMap;
        if (!s.disruptionBudget.minAvailable.isEmpty())
            YamlEmit::stringField(out, "minAvailable", s.disruptionBudget.minAvailable);
        if (!s.disruptionBudget.maxUnavailable.isEmpty())
            YamlEmit::stringField(out, "maxUnavailable", s.disruptionBudget.maxUnavailable);
        out << YAML::EndMap;
    }
    if (s.terminationGracePeriodSeconds != defaults.terminationGracePeriodSeconds)
        YamlEmit::intField(out, "terminationGracePeriod", s.terminationGracePeriodSeconds);
    if (s.preStopSleepSeconds != defaults.preStopSleepSeconds)
        YamlEmit::intField(out, "preStopSleep", s.preStopSleepSeconds);
}

void ScalingFields::writeApp(YAML::Emitter &out, const App &app)
{
    if (app.triggerAuthentications.isEmpty())
        return;
    YamlEmit::key(out, "triggerAuthentications");
    out << YAML::BeginSeq;
    for (const TriggerAuthentication &t : app.triggerAuthentications) {
        out << YAML::BeginMap;
        YamlEmit::stringField(out, "name", t.name);
        YamlEmit::key(out, "secretRefs");
        out << YAML::BeginSeq;
        for (const TriggerAuthentication::SecretRef &r : t.secretRefs) {
            out << YAML::BeginMap;
            YamlEmit::stringField(out, "parameter", r.parameter);
            YamlEmit::stringField(out, "env", r.env);
            out << YAML::EndMap;
        }
        out << YAML::EndSeq;
        out << YAML::EndMap;
    }
    out << YAML::EndSeq;
}

void ScalingFields::writeCron(YAML::Emitter &out, const CronTask &task)
{
    const ContainerResources &r = task.resources;
    if (r.isEmpty())
        return;
    YamlEmit::key(out, "resources");
    out << YAML::BeginMap;
    const struct
    {
        const char *name;
        const QString &cpu;
        const QString &memory;
    } groups[] = { { "requests", r.cpuRequest, r.memoryRequest }, { "limits", r.cpuLimit, r.memoryLimit } };
    for (const auto &g : groups) {
        if (g.cpu.isEmpty() && g.memory.isEmpty())
            continue;
        YamlEmit::key(out, g.name);
        out << YAML::BeginMap;
        if (!g.cpu.isEmpty())
            YamlEmit::stringField(out, "cpu", g.cpu);
        if (!g.memory.isEmpty())
            YamlEmit::stringField(out, "memory", g.memory);
        out << YAML::EndMap;
    }
    out << YAML::EndMap;
}

} // namespace HelmDeck
