// SPDX-License-Identifier: GPL-3.0-or-later
#include "scalingvalues.h"
#include "chartyaml.h"
#include "model/resourcequantity.h"

#include <QRegularExpression>

#include <yaml-cpp/yaml.h>

namespace HelmDeck {

using ChartYaml::quotedField;
using ChartYaml::str;

namespace {

void number(YAML::Emitter &out, const char *key, int value)
{
    out << YAML::Key << key << YAML::Value << value;
}

/** IntOrString: "3" → 3, "50%" → "50%" (the API takes a string only as a percentage). */
void intOrString(YAML::Emitter &out, const char *key, const QString &text)
{
    static const QRegularExpression count(QStringLiteral("^\\d{1,9}$"));
    const QString v = text.trimmed();
    if (count.match(v).hasMatch())
        number(out, key, v.toInt());
    else
        quotedField(out, key, v);
}

void emitAutoscaling(YAML::Emitter &out, const App &app, const Autoscaling &a)
{
    out << YAML::Key << "autoscaling" << YAML::Value << YAML::BeginMap;
    quotedField(out, "type", Autoscaling::modeName(a.mode));
    number(out, "minReplicas", a.minReplicas);
    number(out, "maxReplicas", a.maxReplicas);
    if (a.mode == Autoscaling::Mode::Hpa) {
        if (a.cpuPercent > 0)
            number(out, "cpu", a.cpuPercent);
        if (a.memoryPercent > 0)
            number(out, "memory", a.memoryPercent);
    } else {
        number(out, "pollingInterval", a.pollingIntervalSeconds);
        number(out, "cooldownPeriod", a.cooldownPeriodSeconds);
        out << YAML::Key << "triggers" << YAML::Value << YAML::BeginSeq;
        for (const KedaTrigger &t : a.triggers) {
            out << YAML::BeginMap;
            quotedField(out, "type", t.type.trimmed());
            out << YAML::Key << "metadata" << YAML::Value << YAML::BeginMap;
            for (const auto &kv : t.metadata)
                out << YAML::Key << YAML::DoubleQuoted << str(kv.first) << YAML::Value << YAML::DoubleQuoted
                    << str(kv.second);
            out << YAML::EndMap;
            if (!t.authentication.isEmpty())
                quotedField(out, "authenticationRef",
                    ScalingValues::triggerAuthenticationName(app.name, t.authentication));
            out << YAML::EndMap;
        }
        out << YAML::EndSeq;
    }
    out << YAML::EndMap;
}

} // namespace

QString ScalingValues::triggerAuthenticationName(const QString &app, const QString &authName)
{
    return app + QLatin1Char('-') + authName;
}

void ScalingValues::emitProcess(YAML::Emitter &out, const App &app, const ProcessType &process)
{
    const ProcessScaling &s = process.scaling;
    if (s.autoscaling.isEnabled())
        emitAutoscaling(out, app, s.autoscaling);
    if (s.disruptionBudget.isEnabled()) {
        out << YAML::Key << "disruptionBudget" << YAML::Value << YAML::BeginMap;
        // one of the two: the validator refuses both; minAvailable wins if both slipped through
        if (!s.disruptionBudget.minAvailable.isEmpty())
            intOrString(out, "minAvailable", s.disruptionBudget.minAvailable);
        else
            intOrString(out, "maxUnavailable", s.disruptionBudget.maxUnavailable);
        out << YAML::EndMap;
    }
    if (s.terminationGracePeriodSeconds >= 0)
        number(out, "terminationGracePeriodSeconds", s.terminationGracePeriodSeconds);
    if (s.preStopSleepSeconds > 0)
        number(out, "preStopSleep", s.preStopSleepSeconds);
}

void ScalingValues::emitCron(YAML::Emitter &out, const CronTask &task)
{
    const ContainerResources &r = task.resources;
    if (r.isEmpty())
        return;
    auto group = [&out](const char *key, const QString &cpu, const QString &memory) {
        if (cpu.trimmed().isEmpty() && memory.trimmed().isEmpty())
            return;
        out << YAML::Key << key << YAML::Value << YAML::BeginMap;
        if (!cpu.trimmed().isEmpty())
            quotedField(out, "cpu", cpu.trimmed());
        if (!memory.trimmed().isEmpty())
            quotedField(out, "memory", ResourceQuantity::kubernetesMemory(memory));
        out << YAML::EndMap;
    };
    out << YAML::Key << "resources" << YAML::Value << YAML::BeginMap;
    group("requests", r.cpuRequest, r.memoryRequest);
    group("limits", r.cpuLimit, r.memoryLimit);
    out << YAML::EndMap;
}

void ScalingValues::emitApp(YAML::Emitter &out, const App &app)
{
    out << YAML::Key << "triggerAuthentications" << YAML::Value << YAML::BeginMap;
    for (const TriggerAuthentication &t : app.triggerAuthentications) {
        out << YAML::Key << YAML::DoubleQuoted << str(t.name) << YAML::Value << YAML::BeginMap;
        quotedField(out, "name", triggerAuthenticationName(app.name, t.name));
        out << YAML::Key << "secretRefs" << YAML::Value << YAML::BeginSeq;
        for (const TriggerAuthentication::SecretRef &r : t.secretRefs) {
            out << YAML::BeginMap;
            quotedField(out, "parameter", r.parameter.trimmed());
            quotedField(out, "key", r.env.trimmed());
            out << YAML::EndMap;
        }
        out << YAML::EndSeq;
        out << YAML::EndMap;
    }
    out << YAML::EndMap;
}

} // namespace HelmDeck
