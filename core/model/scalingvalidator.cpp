// SPDX-License-Identifier: GPL-3.0-or-later
#include "scalingvalidator.h"
#include "validationpaths.h"

#include "processvalidator.h"
#include "resourcesvalidator.h"
#include "validator.h"

#include <QRegularExpression>
#include <QSet>

namespace HelmDeck {

namespace {

using namespace ValidationPaths;

constexpr int KubernetesDefaultGracePeriod = 30;

/** A budget value: "3" or "50%". Returns the count (or -1 for a percentage) via @p count. */
bool parseBudget(const QString &text, int *count)
{
    static const QRegularExpression re(QStringLiteral("^(\\d{1,9})(%?)$"));
    const auto m = re.match(text);
    if (!m.hasMatch())
        return false;
    const int n = m.captured(1).toInt();
    if (!m.captured(2).isEmpty()) {
        *count = -1;
        return n <= 100;
    }
    *count = n;
    return true;
}

void checkAutoscaling(const App &app, const ProcessType &p, const QString &path, Findings *out)
{
    const Autoscaling &a = p.scaling.autoscaling;
    if (!a.isEnabled())
        return;
    const bool hpa = a.mode == Autoscaling::Mode::Hpa;
    if (a.minReplicas < 0)
        error(out, ScalingValidator::tr("minReplicas must be 0 or more"), sub(path, "minReplicas"));
    else if (hpa && a.minReplicas == 0)
        error(out,
            ScalingValidator::tr(
                "a HorizontalPodAutoscaler cannot scale to zero (minReplicas 0): set minReplicas "
                "to 1 or more, or use type keda"),
            sub(path, "minReplicas"));
    if (a.maxReplicas < 1)
        error(out, ScalingValidator::tr("maxReplicas must be 1 or more"), sub(path, "maxReplicas"));
    else if (a.maxReplicas < a.minReplicas)
        error(out,
            ScalingValidator::tr("maxReplicas (%1) is below minReplicas (%2)")
                .arg(a.maxReplicas)
                .arg(a.minReplicas),
            sub(path, "maxReplicas"));
    else if (a.maxReplicas > ProcessValidator::ReplicasWarningAbove)
        warning(out, ProcessValidator::tooManyReplicas(QStringLiteral("maxReplicas"), a.maxReplicas),
            sub(path, "maxReplicas"));
    if (hpa) {
        if (a.cpuPercent == 0 && a.memoryPercent == 0)
            error(out,
                ScalingValidator::tr(
                    "the HorizontalPodAutoscaler of process \"%1\" has no target: set cpu and/or "
                    "memory (average utilization in percent of the request)")
                    .arg(p.name),
                sub(path, "cpu"));
        const struct
        {
            const char *key;
            int percent;
            const QString &request;
            const char *what;
        } metrics[] = { { "cpu", a.cpuPercent, p.cpuRequest, "cpu" },
            { "memory", a.memoryPercent, p.memoryRequest, "memory" } };
        for (const auto &m : metrics) {
            if (m.percent == 0)
                continue;
            if (m.percent < 0 || m.percent > 1000)
                error(out,
                    ScalingValidator::tr("%1 target %2% is outside 1-1000%")
                        .arg(QLatin1String(m.key))
                        .arg(m.percent),
                    sub(path, m.key));
            else if (m.request.trimmed().isEmpty())
                error(out,
                    ScalingValidator::tr(
                        "a %1 target needs resources.requests.%2 on process \"%3\": utilization is a "
                        "percentage of the request, so without one the autoscaler has no metric")
                        .arg(QLatin1String(m.key), QLatin1String(m.what), p.name),
                    sub(path, m.key));
        }
        if (!a.triggers.isEmpty())
            error(out,
                ScalingValidator::tr(
                    "triggers are KEDA's: a process scales with either a HorizontalPodAutoscaler or "
                    "KEDA, not both; set type keda or remove the triggers"),
                sub(path, "triggers"));
        return;
    }
    // KEDA
    if (a.cpuPercent != 0 || a.memoryPercent != 0)
        error(out,
            ScalingValidator::tr(
                "cpu and memory targets are the HorizontalPodAutoscaler's: a process scales with "
                "either one, not both; with keda add a trigger of type cpu or memory instead"),
            sub(path, a.cpuPercent != 0 ? "cpu" : "memory"));
    if (a.pollingIntervalSeconds < 1)
        error(out, ScalingValidator::tr("pollingInterval must be at least 1 second"),
            sub(path, "pollingInterval"));
    if (a.cooldownPeriodSeconds < 0)
        error(out, ScalingValidator::tr("cooldownPeriod must be 0 or more seconds"),
            sub(path, "cooldownPeriod"));
    if (a.triggers.isEmpty()) {
        error(out,
            ScalingValidator::tr("KEDA autoscaling of process \"%1\" needs at least one trigger").arg(p.name),
            sub(path, "triggers"));
        return;
    }
    QSet<QString> auths;
    for (const TriggerAuthentication &t : app.triggerAuthentications)
        auths.insert(t.name);
    bool onlyResourceTriggers = true;
    for (int i = 0; i < a.triggers.size(); ++i) {
        const KedaTrigger &t = a.triggers.at(i);
        const QString tp = at(path, "triggers", i);
        if (t.type.trimmed().isEmpty())
            error(out,
                ScalingValidator::tr("the trigger has no type (a KEDA scaler, e.g. redis, prometheus, cron)"),
                sub(tp, "type"));
        if (t.type != QLatin1String("cpu") && t.type != QLatin1String("memory"))
            onlyResourceTriggers = false;
        if (!t.authentication.isEmpty() && !auths.contains(t.authentication))
            error(out,
                ScalingValidator::tr("no trigger authentication \"%1\" in app \"%2\"; add it under "
                                     "triggerAuthentications")
                    .arg(t.authentication, app.name),
                sub(tp, "authentication"));
        for (const auto &kv : t.metadata) {
            if (kv.first.trimmed().isEmpty())
                error(out, ScalingValidator::tr("a metadata key is empty"), sub(tp, "metadata"));
        }
    }
    if (a.minReplicas == 0 && onlyResourceTriggers)
        warning(out,
            ScalingValidator::tr(
                "KEDA cannot scale to zero on cpu or memory triggers alone: add another trigger or "
                "set minReplicas to 1"),
            sub(path, "minReplicas"));
}

void checkProcess(const App &app, const ProcessType &p, Findings *out)
{
    const QString path = app.fieldPrefix() + QStringLiteral(".processes[") + p.name + QLatin1Char(']');
    checkAutoscaling(app, p, sub(path, "autoscaling"), out);

    const DisruptionBudget &b = p.scaling.disruptionBudget;
    const QString bp = sub(path, "disruptionBudget");
    if (!b.minAvailable.isEmpty() && !b.maxUnavailable.isEmpty())
        error(out, ScalingValidator::tr("a disruption budget sets minAvailable or maxUnavailable, not both"),
            sub(bp, "maxUnavailable"));
    const struct
    {
        const char *key;
        const QString &value;
    } budgets[] = { { "minAvailable", b.minAvailable }, { "maxUnavailable", b.maxUnavailable } };
    for (const auto &v : budgets) {
        if (v.value.isEmpty())
            continue;
        int count = 0;
        if (!parseBudget(v.value, &count))
            error(out,
                ScalingValidator::tr("\"%1\" is not a pod count or a percentage (e.g. 1 or 50%)")
                    .arg(v.value),
                sub(bp, v.key));
        else if (QLatin1String(v.key) == QLatin1String("minAvailable") && count >= 0
            && !p.scaling.autoscaling.isEnabled() && count >= p.replicas && p.replicas > 0)
            warning(out,
                ScalingValidator::tr(
                    "minAvailable %1 with %2 replicas lets no pod be evicted: node drains wait "
                    "forever")
                    .arg(count)
                    .arg(p.replicas),
                sub(bp, v.key));
    }

    const int grace = p.scaling.terminationGracePeriodSeconds;
    if (grace < -1)
        error(out, ScalingValidator::tr("terminationGracePeriod must be 0 or more seconds"),
            sub(path, "terminationGracePeriod"));
    const int sleep = p.scaling.preStopSleepSeconds;
    if (sleep < 0)
        error(out, ScalingValidator::tr("preStopSleep must be 0 or more seconds"), sub(path, "preStopSleep"));
    const int effectiveGrace = grace < 0 ? KubernetesDefaultGracePeriod : grace;
    if (sleep > 0 && sleep >= effectiveGrace)
        warning(out,
            ScalingValidator::tr(
                "preStopSleep (%1 s) is not below the termination grace period (%2 s): the container "
                "is killed before the app gets SIGTERM; raise terminationGracePeriod")
                .arg(sleep)
                .arg(effectiveGrace),
            sub(path, "preStopSleep"));
}

void checkAuthentications(const App &app, Findings *out)
{
    QSet<QString> names;
    for (const TriggerAuthentication &t : app.triggerAuthentications) {
        const QString path = keyed(app.fieldPrefix(), "triggerAuthentications", t.name);
        if (!Validator::isDns1123Label(t.name))
            error(out,
                ScalingValidator::tr(
                    "trigger authentication name \"%1\" must be a DNS-1123 label (it names the "
                    "TriggerAuthentication \"%2-%1\")")
                    .arg(t.name, app.name),
                sub(path, "name"));
        else if ((app.name + QLatin1Char('-') + t.name).size() > 253)
            error(out, ScalingValidator::tr("\"%1-%2\" is longer than 253 characters").arg(app.name, t.name),
                sub(path, "name"));
        if (names.contains(t.name))
            error(out, ScalingValidator::tr("trigger authentication \"%1\" is defined twice").arg(t.name),
                path);
        names.insert(t.name);
        if (t.secretRefs.isEmpty())
            error(out, ScalingValidator::tr("trigger authentication \"%1\" has no secretRefs").arg(t.name),
                sub(path, "secretRefs"));
        for (int i = 0; i < t.secretRefs.size(); ++i) {
            const TriggerAuthentication::SecretRef &r = t.secretRefs.at(i);
            const QString rp = at(path, "secretRefs", i);
            if (r.parameter.trimmed().isEmpty())
                error(out,
                    ScalingValidator::tr("the secretRef has no parameter (the scaler's auth parameter)"),
                    sub(rp, "parameter"));
            const EnvVar *var = nullptr;
            for (const EnvVar &e : app.env) {
                if (e.name == r.env)
                    var = &e;
            }
            if (!var)
                error(out,
                    ScalingValidator::tr(
                        "\"%1\" is not an env var of app \"%2\": the value is read from the app's "
                        "config Secret, so add it under env (marked secret)")
                        .arg(r.env, app.name),
                    sub(rp, "env"));
            else if (!var->secret)
                warning(out,
                    ScalingValidator::tr(
                        "env var \"%1\" is not marked secret: its value is in the project file in "
                        "clear")
                        .arg(r.env),
                    sub(rp, "env"));
        }
    }
}

} // namespace

void ScalingValidator::validate(const App &app, Findings *out)
{
    for (const ProcessType &p : app.processes)
        checkProcess(app, p, out);
    checkAuthentications(app, out);
    for (int i = 0; i < app.cron.size(); ++i)
        ResourcesValidator::validate(
            app.cron.at(i).resources, sub(at(app.fieldPrefix(), "cron", i), "resources"), out);
}

QString ScalingValidator::kedaApiVersion()
{
    return QStringLiteral("keda.sh/v1alpha1");
}

Findings ScalingValidator::capabilities(const App &app, const QStringList &apiVersions)
{
    Findings out;
    if (apiVersions.isEmpty() || apiVersions.contains(kedaApiVersion()))
        return out;
    for (const ProcessType &p : app.processes) {
        if (p.scaling.autoscaling.mode != Autoscaling::Mode::Keda)
            continue;
        error(&out,
            ScalingValidator::tr(
                "process \"%1\" scales with KEDA, but the cluster does not serve %2 (KEDA is not "
                "installed): install KEDA or use type hpa")
                .arg(p.name, kedaApiVersion()),
            app.fieldPrefix() + QStringLiteral(".processes[") + p.name
                + QStringLiteral("].autoscaling.type"));
    }
    for (const TriggerAuthentication &t : app.triggerAuthentications) {
        error(&out,
            ScalingValidator::tr(
                "trigger authentication \"%1\" is a KEDA TriggerAuthentication, but the cluster "
                "does not serve %2 (KEDA is not installed): install KEDA or remove it")
                .arg(t.name, kedaApiVersion()),
            keyed(app.fieldPrefix(), "triggerAuthentications", t.name));
    }
    return out;
}

} // namespace HelmDeck
