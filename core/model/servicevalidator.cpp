// SPDX-License-Identifier: GPL-3.0-or-later
#include "servicevalidator.h"

#include "resourcequantity.h"
#include "validationpaths.h"

#include <QRegularExpression>
#include <QSet>

namespace HelmDeck {

namespace {

using namespace ValidationPaths;

void checkQuantity(const QString &value, const QString &path, const char *what, Findings *out)
{
    ResourceQuantity parsed;
    if (!value.trimmed().isEmpty() && !ResourceQuantity::parse(value.trimmed(), &parsed))
        error(out,
            ServiceValidator::tr("%1 \"%2\" is not a resource quantity (e.g. \"1Gi\", \"100m\", \"256Mi\")")
                .arg(QLatin1String(what), value),
            path);
}

void checkBundled(const Project &project, const BackingService &s, const QString &path, Findings *out)
{
    static const QRegularExpression version(QStringLiteral("^[0-9]+(\\.[0-9]+)*$"));
    if (!s.version.isEmpty() && !version.match(s.version).hasMatch())
        error(out,
            ServiceValidator::tr(
                "version \"%1\" is not a version tag of the official image: digits and dots, "
                "e.g. \"%2\"")
                .arg(s.version, BackingService::defaultVersion(s.kind)),
            sub(path, "version"));
    if (s.size.trimmed().isEmpty())
        error(out, ServiceValidator::tr("size is empty; give the volume's size, e.g. \"1Gi\""),
            sub(path, "size"));
    checkQuantity(s.size, sub(path, "size"), "size", out);
    checkQuantity(s.cpu, sub(sub(path, "resources"), "cpu"), "cpu", out);
    checkQuantity(s.memory, sub(sub(path, "resources"), "memory"), "memory", out);
    const QString entry = s.storageEntry.trimmed();
    if (!entry.isEmpty() && !project.storageEntry(entry))
        error(out,
            ServiceValidator::tr("storage entry \"%1\" is not in the project's storage; add it, or remove "
                                 "\"storage\" to get a volume of its own")
                .arg(entry),
            sub(path, "storage"));
    const QString claim = s.claim.trimmed();
    static const QRegularExpression dns1123(
        QStringLiteral("^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$"));
    if (!claim.isEmpty() && !entry.isEmpty())
        error(out,
            ServiceValidator::tr("both \"storage\" and \"claim\" are set: the data lives in one volume; "
                                 "keep one of them"),
            sub(path, "claim"));
    else if (!claim.isEmpty() && (claim.size() > 253 || !dns1123.match(claim).hasMatch()))
        error(out,
            ServiceValidator::tr("claim \"%1\" is not a PersistentVolumeClaim name: lower-case letters, "
                                 "digits, '-' and '.'")
                .arg(claim),
            sub(path, "claim"));
    // PostgreSQL's own limit (NAMEDATALEN - 1); the image's entrypoint quotes them, so '-' is fine
    static const QRegularExpression pgName(QStringLiteral("^[A-Za-z_][A-Za-z0-9_$-]{0,62}$"));
    const std::pair<const char *, QString> names[] = { { "user", s.user }, { "database", s.database } };
    for (const auto &name : names) {
        if (name.second.isEmpty())
            continue;
        if (s.kind != BackingService::Kind::PostgreSQL)
            warning(out,
                ServiceValidator::tr("\"%1\" does nothing for a Valkey service: it has no users or databases")
                    .arg(QLatin1String(name.first)),
                sub(path, name.first));
        else if (!pgName.match(name.second).hasMatch())
            error(out,
                ServiceValidator::tr("%1 \"%2\" is not a PostgreSQL name: up to 63 letters, digits, '_', '$' "
                                     "or '-', not starting with a digit")
                    .arg(QLatin1String(name.first), name.second),
                sub(path, name.first));
    }
    QStringList pinned;
    if (!claim.isEmpty())
        pinned << ServiceValidator::tr("claim \"%1\"").arg(claim);
    if (s.kind == BackingService::Kind::PostgreSQL && !s.user.isEmpty())
        pinned << ServiceValidator::tr("user \"%1\"").arg(s.user);
    if (s.kind == BackingService::Kind::PostgreSQL && !s.database.isEmpty())
        pinned << ServiceValidator::tr("database \"%1\"").arg(s.database);
    if (!pinned.isEmpty())
        info(out,
            ServiceValidator::tr("the %1 service uses %2 instead of the app's own (a rename pins them so the "
                                 "data stays reachable; remove them only to start with an empty volume)")
                .arg(BackingService::kindName(s.kind), pinned.join(QStringLiteral(", "))),
            path);
}

void checkExternal(const BackingService &s, const QString &path, Findings *out)
{
    const std::pair<const char *, bool> bundledOnly[] = {
        { "version", !s.version.isEmpty() },
        { "size", s.size != BackingService().size },
        { "storageClass", !s.storageClass.isEmpty() },
        { "storage", !s.storageEntry.isEmpty() },
        { "resources", !s.cpu.isEmpty() || !s.memory.isEmpty() },
        { "user", !s.user.isEmpty() },
        { "database", !s.database.isEmpty() },
        { "claim", !s.claim.isEmpty() },
    };
    for (const auto &key : bundledOnly) {
        if (key.second)
            warning(out,
                ServiceValidator::tr(
                    "\"%1\" does nothing for an external service: nothing of it runs in the cluster")
                    .arg(QLatin1String(key.first)),
                sub(path, key.first));
    }
}

} // namespace

void ServiceValidator::validate(const Project &project, const App &app, Findings *out)
{
    static const QRegularExpression posixName(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*$"));
    QSet<QString> appEnv;
    for (const EnvVar &var : app.env)
        appEnv.insert(var.name);
    QHash<QString, QString> envOwners; // env name → the service kind that uses it
    for (const BackingService &s : app.services) {
        const QString kind = BackingService::kindName(s.kind);
        const QString path = keyed(app.fieldPrefix(), "services", kind);
        const QString env = s.effectiveEnvName();
        if (!posixName.match(env).hasMatch())
            error(out,
                ServiceValidator::tr(
                    "env \"%1\" is not an env var name: letters, digits and '_', not starting "
                    "with a digit")
                    .arg(env),
                sub(path, "env"));
        else if (appEnv.contains(env))
            error(out,
                ServiceValidator::tr(
                    "env \"%1\" is also an env var of the app: the %2 service's URL would replace "
                    "it; remove the env var or give the service another env name")
                    .arg(env, kind),
                sub(path, "env"));
        else if (envOwners.contains(env))
            error(out,
                ServiceValidator::tr("env \"%1\" is also the %2 service's: give one of them another env name")
                    .arg(env, envOwners.value(env)),
                sub(path, "env"));
        envOwners.insert(env, kind);
        if (s.external) {
            checkExternal(s, path, out);
            continue;
        }
        if (app.process(kind))
            error(out,
                ServiceValidator::tr(
                    "the process type \"%1\" and the %1 service would both be named \"%2\" (a "
                    "Service each); rename the process type")
                    .arg(kind, s.resourceName(app.name)),
                keyed(app.fieldPrefix(), "processes", kind));
        checkBundled(project, s, path, out);
    }
}

} // namespace HelmDeck
