// SPDX-License-Identifier: GPL-3.0-or-later
#include "validator.h"
#include "validationpaths.h"

#include "cronschedule.h"
#include "imagereference.h"
#include "monitoringvalidator.h"
#include "processvalidator.h"
#include "pullsecretvalidator.h"
#include "releasevalidator.h"
#include "routingvalidator.h"
#include "scalingvalidator.h"
#include "securityvalidator.h"
#include "servicevalidator.h"
#include "storagevalidator.h"
#include "tlsvalidator.h"

#include "chart/chartnames.h"

#include <QDateTime>
#include <QHash>
#include <QRegularExpression>
#include <QSet>

namespace HelmDeck {

namespace {

using namespace ValidationPaths;

// Kubernetes' limits (k8s.io/apimachinery/pkg/util/validation) and Helm's release name limit.
constexpr int LabelMax = 63;
constexpr int SubdomainMax = 253;
constexpr int ReleaseMax = 53;

QString labelRule(const QString &what, const QString &value)
{
    return Validator::labelProblem(what, value);
}

void checkAppName(const App &app, Findings *out)
{
    const QString path = sub(app.fieldPrefix(), "name");
    if (app.name.isEmpty()) {
        error(out, Validator::tr("an app has no name"), app.fieldPrefix());
        return;
    }
    if (!Validator::isDns1123Label(app.name)) {
        error(out, labelRule(Validator::tr("app name"), app.name), path);
        return;
    }
    // Every per-app release must fit Helm's limit; "pull-secret-<app>" is the longest.
    const QString longest = ChartNames::pullSecretReleaseName(app.name);
    if (longest.size() > ReleaseMax)
        error(out,
            Validator::tr("app name \"%1\" is %2 characters; its Helm releases \"%1\", \"%5\" and "
                          "\"%6\" must fit Helm's %3-character limit, so app names have at most "
                          "%4 characters")
                .arg(app.name)
                .arg(app.name.size())
                .arg(ReleaseMax)
                .arg(ReleaseMax - (longest.size() - app.name.size()))
                .arg(ChartNames::configReleaseName(app.name), longest),
            path);
    // Services "<app>-<proc>" are DNS-1035 labels: they must start with a letter.
    if (app.name.at(0).isDigit()) {
        for (const ProcessType &p : app.processes) {
            if (!p.portMaps.isEmpty()) {
                error(out,
                    Validator::tr("app name \"%1\" starts with a digit, but the Service \"%1-%2\" must start "
                                  "with a letter (Service names are DNS-1035 labels)")
                        .arg(app.name, p.name),
                    path);
                break;
            }
        }
    }
}

void checkImage(const App &app, Findings *out)
{
    const QString path = sub(app.fieldPrefix(), "image");
    if (app.image.isEmpty()) {
        error(out,
            Validator::tr("the app has no image; set one such as \"registry.example.com/team/app:1.0\""),
            path);
        return;
    }
    ImageReference ref;
    QString why;
    if (!ImageReference::parse(app.image, &ref, &why)) {
        error(out, Validator::tr("\"%1\" is not an image reference: %2").arg(app.image, why), path);
        return;
    }
    if (ref.registry.isEmpty())
        warning(out,
            Validator::tr(
                "image \"%1\" names no registry, so the cluster pulls it from Docker Hub; a cluster "
                "can't pull a local-only tag: push the image and write \"registry/%2\"")
                .arg(app.image, app.image),
            path);
}

void checkEnv(const App &app, Findings *out)
{
    // The config Secret's keys must be valid ConfigMap/Secret keys ([-._a-zA-Z0-9]+, not "." or
    // "..", no ".." prefix) and envFrom only delivers keys that are also env var names
    // ([-._a-zA-Z][-._a-zA-Z0-9]*): k8s.io/apimachinery validation IsConfigMapKey and IsEnvVarName.
    static const QRegularExpression kubernetesName(QStringLiteral("^[-._a-zA-Z][-._a-zA-Z0-9]*$"));
    static const QRegularExpression posixName(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*$"));
    QHash<QString, int> seen;
    for (int i = 0; i < app.env.size(); ++i) {
        const EnvVar &var = app.env.at(i);
        const QString path = app.fieldPrefix() + QStringLiteral(".env[") + var.name + QLatin1Char(']');
        if (var.name.isEmpty()) {
            error(out, Validator::tr("env entry %1 has no name").arg(i), at(app.fieldPrefix(), "env", i));
            continue;
        }
        if (!kubernetesName.match(var.name).hasMatch() || var.name.startsWith(QLatin1String(".."))
            || var.name == QLatin1String(".") || var.name.size() > SubdomainMax) {
            error(out,
                Validator::tr(
                    "\"%1\" is not an env var name Kubernetes delivers: letters, digits, '_', '-' and "
                    "'.', not starting with a digit or \"..\"")
                    .arg(var.name),
                path);
        } else if (!posixName.match(var.name).hasMatch()) {
            warning(out,
                Validator::tr("\"%1\" is delivered, but a shell can't read it (\"$%1\"), nor can the start "
                              "command's $VAR expansion; prefer letters, digits and '_'")
                    .arg(var.name),
                path);
        }
        if (seen.contains(var.name))
            error(out,
                Validator::tr("env var \"%1\" is set twice (entries %2 and %3); the config Secret holds one "
                              "value per name")
                    .arg(var.name)
                    .arg(seen.value(var.name))
                    .arg(i),
                path);
        else
            seen.insert(var.name, i);
    }
}

void checkCron(const App &app, Findings *out)
{
    QHash<QString, int> ids;
    for (int i = 0; i < app.cron.size(); ++i) {
        const CronTask &task = app.cron.at(i);
        const QString path = at(app.fieldPrefix(), "cron", i);
        if (task.command.trimmed().isEmpty())
            error(out, Validator::tr("the cron task has no command"), sub(path, "command"));
        const QString why = CronSchedule::check(task.schedule);
        if (!why.isEmpty())
            error(out, Validator::tr("schedule \"%1\": %2").arg(task.schedule, why), sub(path, "schedule"));
        else if (const QString never = CronSchedule::neverRuns(task.schedule); !never.isEmpty())
            warning(
                out, Validator::tr("schedule \"%1\": %2").arg(task.schedule, never), sub(path, "schedule"));
        if (!CronTask::concurrencyPolicies().contains(task.concurrencyPolicy)) {
            QString text = Validator::tr("unknown concurrencyPolicy \"%1\"; use Allow, Forbid or Replace")
                               .arg(task.concurrencyPolicy);
            for (const QString &policy : CronTask::concurrencyPolicies()) {
                if (policy.compare(task.concurrencyPolicy, Qt::CaseInsensitive) == 0)
                    text = Validator::tr("write concurrencyPolicy \"%1\" as \"%2\" (Kubernetes' spelling)")
                               .arg(task.concurrencyPolicy, policy);
            }
            error(out, text, sub(path, "concurrencyPolicy"));
        }
        const QString id = task.taskId();
        if (ids.contains(id))
            error(out,
                Validator::tr("cron[%1] and cron[%2] are the same task (id \"%3\"): they would get the same "
                              "CronJob; give one an id or change it")
                    .arg(ids.value(id))
                    .arg(i)
                    .arg(id),
                path);
        else
            ids.insert(id, i);
    }
}

// Domains are collected project-wide: one host can route to one app only.
void checkDomains(const App &app, QHash<QString, QString> *owners, Findings *out)
{
    static const QRegularExpression ipv4(QStringLiteral("^[0-9]+(\\.[0-9]+){3}$"));
    for (int i = 0; i < app.domains.size(); ++i) {
        const QString domain = app.domains.at(i).host;
        const QString path = at(app.fieldPrefix(), "domains", i);
        const QString host = domain.startsWith(QLatin1String("*.")) ? domain.mid(2) : domain;
        bool labelsOk = true;
        for (const QString &label : host.split(QLatin1Char('.')))
            labelsOk = labelsOk && label.size() <= LabelMax;
        if (domain.contains(QLatin1String("://")) || domain.contains(QLatin1Char('/'))
            || domain.contains(QLatin1Char(':')))
            error(out,
                Validator::tr("domain \"%1\" must be a bare host name, without scheme, port or path")
                    .arg(domain),
                path);
        else if (ipv4.match(host).hasMatch())
            error(out,
                Validator::tr("domain \"%1\" is an IP address; an Ingress host must be a DNS name")
                    .arg(domain),
                path);
        else if (!Validator::isDns1123Subdomain(host) || !labelsOk)
            error(out,
                Validator::tr(
                    "domain \"%1\" is not a valid host name: lower-case letters, digits, '-' and '.', "
                    "labels of at most 63 characters, optionally starting with \"*.\"")
                    .arg(domain),
                path);
        const QString key = domain.toLower();
        const QString owner = owners->value(key);
        if (!owner.isEmpty())
            error(out,
                Validator::tr("domain \"%1\" is already routed to %2; a host can be routed once")
                    .arg(domain, owner),
                path);
        else
            owners->insert(key, Validator::tr("app \"%1\" (domains[%2])").arg(app.name, QString::number(i)));
    }
    if (!app.domains.isEmpty() && !app.process(QStringLiteral("web")))
        warning(out,
            Validator::tr("the app has domains but no \"web\" process; domains route to the web process, so "
                          "no Ingress is made"),
            sub(app.fieldPrefix(), "domains"));
    // Dokku's import warns when a formation does this; a project file can say it too
    const ProcessType *web = app.process(QStringLiteral("web"));
    if (!app.domains.isEmpty() && web && web->replicas == 0 && !web->scaling.autoscaling.isEnabled())
        warning(out,
            Validator::tr(
                "web runs 0 replicas, so the app's domains route to no pods; scale it to 1 or more"),
            sub(keyed(app.fieldPrefix(), "processes", QStringLiteral("web")), "replicas"));
}

void checkApp(const App &app, Findings *out)
{
    checkAppName(app, out);
    checkImage(app, out);
    if (!Validator::isDns1123Label(app.kubeNamespace))
        error(out, labelRule(Validator::tr("namespace"), app.kubeNamespace),
            sub(app.fieldPrefix(), "namespace"));
    if (!app.ingressClass.isEmpty() && !Validator::isDns1123Subdomain(app.ingressClass))
        error(out,
            Validator::tr("ingress class \"%1\" is not a valid IngressClass name (a DNS-1123 subdomain)")
                .arg(app.ingressClass),
            sub(app.fieldPrefix(), "ingressClass"));
    if (app.deployTimeoutSeconds <= 0)
        error(out, Validator::tr("deployTimeout must be at least 1 second"),
            sub(app.fieldPrefix(), "deployTimeout"));
    if (app.processes.isEmpty())
        warning(out, Validator::tr("the app has no processes, so a deploy runs nothing"), app.fieldPrefix());
    QSet<QString> processNames;
    for (const ProcessType &process : app.processes) {
        if (!process.name.isEmpty() && processNames.contains(process.name))
            error(out, Validator::tr("process \"%1\" is defined twice").arg(process.name),
                app.fieldPrefix() + QStringLiteral(".processes[") + process.name + QLatin1Char(']'));
        processNames.insert(process.name);
        ProcessValidator::validate(app, process, out);
        MonitoringValidator::validate(app, process, out);
    }
    MonitoringValidator::validateHelmTest(app, out);
    checkEnv(app, out);
    checkCron(app, out);
}

// Objects of different apps in one namespace must not share a name: app "a-b" with process "web"
// and app "a" with process "b-web" both make Deployment "a-b-web"; app "config-x" clashes with
// app "x"'s env release.
void checkCollisions(const Project &project, Findings *out)
{
    QHash<QString, QString> releases;
    QHash<QString, QString> workloads;
    for (const App &app : project.apps) {
        if (!Validator::isDns1123Label(app.name))
            continue;
        const QString ns = app.kubeNamespace + QLatin1Char('/');
        const QStringList names = ChartNames::appReleases(app.name);
        for (const QString &release : names) {
            const QString other = releases.value(ns + release);
            if (!other.isEmpty() && other != app.name)
                error(out,
                    Validator::tr(
                        "Helm release \"%1\" of app \"%2\" is also a release of app \"%3\" in namespace "
                        "\"%4\"; rename one app or move it to another namespace")
                        .arg(release, app.name, other, app.kubeNamespace),
                    sub(app.fieldPrefix(), "name"));
            else
                releases.insert(ns + release, app.name);
        }
        for (const ProcessType &process : app.processes) {
            const QString object = app.name + QLatin1Char('-') + process.name;
            const QString other = workloads.value(ns + object);
            if (!other.isEmpty() && other != app.name)
                error(out,
                    Validator::tr(
                        "Deployment \"%1\" would belong to both app \"%2\" and app \"%3\" in namespace "
                        "\"%4\"")
                        .arg(object, other, app.name, app.kubeNamespace),
                    app.fieldPrefix() + QStringLiteral(".processes[") + process.name
                        + QStringLiteral("].name"));
            else
                workloads.insert(ns + object, app.name);
        }
    }
}

} // namespace

Findings Validator::validate(const Project &project)
{
    Findings out;
    if (project.apps.isEmpty())
        warning(&out, Validator::tr("the project has no apps"), QStringLiteral("apps"));
    QSet<QString> appNames;
    QHash<QString, QString> domainOwners;
    const QDateTime now = QDateTime::currentDateTimeUtc(); // the certificates' expiry
    for (const App &app : project.apps) {
        if (!app.name.isEmpty() && appNames.contains(app.name))
            error(&out, Validator::tr("app \"%1\" is defined twice").arg(app.name), app.fieldPrefix());
        appNames.insert(app.name);
        checkApp(app, &out);
        checkDomains(app, &domainOwners, &out);
        StorageValidator::validateMounts(project, app, &out);
        PullSecretValidator::validate(app, &out);
        ReleaseValidator::validate(app, &out);
        RoutingValidator::validate(app, &out);
        ScalingValidator::validate(app, &out);
        SecurityValidator::validate(app, &out);
        ServiceValidator::validate(project, app, &out);
        TlsValidator::validate(app, now, &out);
    }
    checkCollisions(project, &out);
    StorageValidator::validateEntries(project, &out);
    for (Finding &f : out) {
        if (!f.location.isValid()) // raw manifest findings point into their own file
            f.location = project.locate(f.fieldPath);
    }
    return out;
}

bool Validator::isDns1123Label(const QString &s)
{
    static const QRegularExpression re(QStringLiteral("^[a-z0-9]([-a-z0-9]*[a-z0-9])?$"));
    return s.size() <= LabelMax && re.match(s).hasMatch();
}

QString Validator::labelProblem(const QString &what, const QString &value)
{
    if (isDns1123Label(value))
        return QString();
    const QString text
        = tr("%1 \"%2\" must be a DNS-1123 label: lower-case letters, digits and '-', starting and ending "
             "with a letter or digit, at most 63 characters")
              .arg(what, value);
    if (value.size() > LabelMax)
        return tr("%1 (it has %2)").arg(text, QString::number(value.size()));
    if (value != value.toLower() && Validator::isDns1123Label(value.toLower()))
        return tr("%1 (try \"%2\")").arg(text, value.toLower());
    return text;
}

bool Validator::isDns1123Subdomain(const QString &s)
{
    static const QRegularExpression re(
        QStringLiteral("^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$"));
    return s.size() <= SubdomainMax && re.match(s).hasMatch();
}

QString Validator::checkCronSchedule(const QString &schedule)
{
    return CronSchedule::check(schedule);
}

} // namespace HelmDeck
