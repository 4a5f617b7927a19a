// SPDX-License-Identifier: GPL-3.0-or-later
// app.json "addons" (AppJson, docs/project-file.md "Services"): Heroku's and Dokku's PostgreSQL and
// Redis add-ons become HelmDeck's bundled backing services.
#include "appjsonparser.h"

#include <QJsonArray>

#include <utility>

namespace HelmDeck {

namespace {

/** The service an add-on name (without its ":<plan>") maps to; false for an add-on HelmDeck does not know. */
bool serviceKindOf(const QString &addon, BackingService::Kind *kind)
{
    static const QStringList postgres
        = { QStringLiteral("heroku-postgresql"), QStringLiteral("dokku-postgres") };
    static const QStringList valkey = { QStringLiteral("heroku-redis"), QStringLiteral("dokku-redis"),
        QStringLiteral("heroku-key-value-store") };
    if (postgres.contains(addon))
        *kind = BackingService::Kind::PostgreSQL;
    else if (valkey.contains(addon))
        *kind = BackingService::Kind::Valkey;
    else
        return false;
    return true;
}

} // namespace

void AppJsonParser::parseAddons(const QJsonValue &v)
{
    const QString ptr = child(QString(), QStringLiteral("addons"));
    if (!v.isArray()) {
        error(tr("\"addons\" must be a list of add-on names or {\"plan\": ...} objects"), QString(), ptr);
        return;
    }
    const QJsonArray items = v.toArray();
    for (int i = 0; i < items.size(); ++i) {
        const QString ip = child(ptr, QString::number(i));
        const QJsonValue item = items.at(i);
        QString plan, as;
        if (item.isObject()) {
            const QJsonObject o = item.toObject();
            if (!str(o.value(QStringLiteral("plan")), QStringLiteral("addons[%1].plan").arg(i), QString(),
                    child(ip, QStringLiteral("plan")), &plan))
                continue;
            as = o.value(QStringLiteral("as")).toString();
        } else if (!str(item, QStringLiteral("addons[%1]").arg(i), QString(), ip, &plan)) {
            continue;
        }
        const QString addon = plan.section(QLatin1Char(':'), 0, 0).trimmed();
        BackingService service;
        if (!serviceKindOf(addon, &service.kind)) {
            warning(tr("add-on \"%1\" is not one HelmDeck provides (it bundles PostgreSQL and "
                       "Valkey); not imported")
                        .arg(addon),
                QString(), ip);
            continue;
        }
        const QString kind = BackingService::kindName(service.kind);
        const QString rel = QStringLiteral("services[%1]").arg(kind);
        bool twice = false;
        for (const BackingService &other : std::as_const(m_r->services))
            twice = twice || other.kind == service.kind;
        if (twice) {
            warning(tr("add-on \"%1\" is a second %2 service; an app has at most one, so it is "
                       "not imported")
                        .arg(addon, kind),
                rel, ip);
            continue;
        }
        if (!as.trimmed().isEmpty())
            service.envName = as.trimmed().toUpper() + QStringLiteral("_URL");
        info(tr("add-on \"%1\" becomes a bundled %2 service (image %3) whose URL is %4")
                 .arg(addon, kind, service.image(), service.effectiveEnvName()),
            rel, ip);
        record(rel, ip);
        m_r->services.append(service);
    }
}

} // namespace HelmDeck
