// SPDX-License-Identifier: GPL-3.0-or-later
#include "appjsonparser.h"

#include "healthcheckreader.h"
#include "jsonkeycheck.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

#include <utility>

namespace HelmDeck {

void AppJsonParser::run()
{
    int unterminated = -1;
    int newlineInString = -1;
    const QByteArray json = JsonWithComments::strip(m_data, &unterminated, &newlineInString);
    if (newlineInString >= 0) {
        SourceLocation l { m_fileName, 0, 0 };
        JsonWithComments::lineColumn(m_data, newlineInString, &l.line, &l.column);
        m_r->findings.append(Finding::error(tr("app.json is not valid JSON: a string holds a raw "
                                               "line break (write \\n inside a JSON string)"),
            path(QString()), l));
        return;
    }
    if (unterminated >= 0) {
        SourceLocation l { m_fileName, 0, 0 };
        JsonWithComments::lineColumn(m_data, unterminated, &l.line, &l.column);
        m_r->findings.append(
            Finding::error(tr("app.json has a block comment that is never closed"), path(QString()), l));
        return;
    }
    // duplicate keys and depth before QJsonDocument: Qt keeps the last of a repeated key silently
    if (!JsonKeyCheck::check(json, m_fileName, QStringLiteral("app.json"), path(QString()), &m_r->findings))
        return;
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &pe);
    if (pe.error != QJsonParseError::NoError) {
        SourceLocation l { m_fileName, 0, 0 };
        JsonWithComments::lineColumn(m_data, pe.offset, &l.line, &l.column);
        m_r->findings.append(
            Finding::error(tr("app.json is not valid JSON: %1").arg(pe.errorString()), path(QString()), l));
        return;
    }
    m_where = JsonWithComments::locate(json, m_fileName, m_lines);
    if (!doc.isObject()) {
        error(tr("app.json must hold a JSON object ({...})"), QString(), QString());
        return;
    }
    const QJsonObject root = doc.object();
    const QStringList known = AppJson::importedKeys() + AppJson::ignoredKeys();
    for (const QString &key : orderedKeys(root, QString())) {
        const QJsonValue v = root.value(key);
        if (key == QLatin1String("cron"))
            parseCron(v);
        else if (key == QLatin1String("healthchecks"))
            parseHealthChecks(v);
        else if (key == QLatin1String("formation"))
            parseFormation(v);
        else if (key == QLatin1String("scripts"))
            parseScripts(v);
        else if (key == QLatin1String("env"))
            parseEnv(v);
        else if (key == QLatin1String("addons"))
            parseAddons(v);
        else if (!AppJson::ignoredKeys().contains(key))
            unknownKey(key, QStringLiteral("app.json"), known, QString(), child(QString(), key));
    }
}

void AppJsonParser::parseCron(const QJsonValue &v)
{
    const QString ptr = QStringLiteral("/cron");
    if (!v.isArray()) {
        error(tr("\"cron\" must be a list of {\"command\", \"schedule\"} objects"), QStringLiteral("cron"),
            ptr);
        return;
    }
    static const QStringList known = { QStringLiteral("command"), QStringLiteral("schedule"),
        QStringLiteral("concurrency_policy"), QStringLiteral("maintenance") };
    const QJsonArray a = v.toArray();
    for (int i = 0; i < a.size(); ++i) {
        const QString ep = child(ptr, QString::number(i));
        const QString rel = QStringLiteral("cron[%1]").arg(m_r->cron.size());
        const QString what = QStringLiteral("cron[%1]").arg(i);
        if (!a.at(i).isObject()) {
            error(tr("%1 must be an object with \"command\" and \"schedule\"").arg(what), rel, ep);
            continue;
        }
        const QJsonObject o = a.at(i).toObject();
        CronTask t;
        bool ok = true;
        for (const QString &key : orderedKeys(o, ep)) {
            const QJsonValue fv = o.value(key);
            const QString fp = child(ep, key);
            const QString fw = what + QLatin1Char('.') + key;
            if (key == QLatin1String("command")) {
                ok = str(fv, fw, rel + QStringLiteral(".command"), fp, &t.command) && ok;
                t.command = t.command.trimmed();
            } else if (key == QLatin1String("schedule")) {
                ok = str(fv, fw, rel + QStringLiteral(".schedule"), fp, &t.schedule) && ok;
                t.schedule = t.schedule.trimmed();
            } else if (key == QLatin1String("concurrency_policy")
                || key == QLatin1String("concurrencyPolicy")) {
                QString p;
                if (!str(fv, fw, rel + QStringLiteral(".concurrencyPolicy"), fp, &p)) {
                    ok = false;
                    continue;
                }
                const QString lower = p.trimmed().toLower();
                if (lower == QLatin1String("allow") || lower == QLatin1String("forbid")
                    || lower == QLatin1String("replace")) {
                    t.concurrencyPolicy = lower.at(0).toUpper() + lower.mid(1);
                } else {
                    error(tr("%1 is %2; Dokku accepts allow, forbid or replace").arg(fw, quoted(p)),
                        rel + QStringLiteral(".concurrencyPolicy"), fp);
                    ok = false;
                }
            } else if (key == QLatin1String("maintenance") || key == QLatin1String("suspend")) {
                ok = boolean(fv, fw, rel + QStringLiteral(".suspend"), fp, &t.suspend) && ok;
            } else {
                unknownKey(key, what, known, rel, fp);
            }
        }
        if (t.command.isEmpty()) {
            error(tr("%1 has no \"command\"").arg(what), rel + QStringLiteral(".command"), ep);
            ok = false;
        }
        if (t.schedule.isEmpty()) {
            error(tr("%1 has no \"schedule\"").arg(what), rel + QStringLiteral(".schedule"), ep);
            ok = false;
        }
        if (!ok)
            continue;
        record(rel, ep);
        record(rel + QStringLiteral(".command"), child(ep, QStringLiteral("command")));
        record(rel + QStringLiteral(".schedule"), child(ep, QStringLiteral("schedule")));
        // each field has a Dokku name and a HelmDeck alias; record whichever the file used
        const QString policyKey = o.contains(QStringLiteral("concurrencyPolicy"))
            ? QStringLiteral("concurrencyPolicy")
            : QStringLiteral("concurrency_policy");
        const QString suspendKey = o.contains(QStringLiteral("suspend")) ? QStringLiteral("suspend")
                                                                         : QStringLiteral("maintenance");
        if (o.contains(policyKey))
            record(rel + QStringLiteral(".concurrencyPolicy"), child(ep, policyKey));
        if (o.contains(suspendKey))
            record(rel + QStringLiteral(".suspend"), child(ep, suspendKey));
        m_r->cron.append(t);
    }
}

void AppJsonParser::parseHealthChecks(const QJsonValue &v)
{
    const QString ptr = QStringLiteral("/healthchecks");
    if (!v.isObject()) {
        error(tr("\"healthchecks\" must be an object of process type → list of checks"), QString(), ptr);
        return;
    }
    const QJsonObject o = v.toObject();
    for (const QString &proc : orderedKeys(o, ptr)) {
        const QString pp = child(ptr, proc);
        if (!o.value(proc).isArray()) {
            error(tr("healthchecks.%1 must be a list of checks").arg(proc),
                QStringLiteral("processes[%1].healthchecks").arg(proc), pp);
            continue;
        }
        const QJsonArray a = o.value(proc).toArray();
        for (int i = 0; i < a.size(); ++i) {
            const QString ep = child(pp, QString::number(i));
            if (!a.at(i).isObject()) {
                error(tr("healthchecks.%1[%2] must be an object").arg(proc).arg(i),
                    QStringLiteral("processes[%1].healthchecks").arg(proc), ep);
                continue;
            }
            parseCheck(proc, a.at(i).toObject(), ep, i);
        }
    }
}

void AppJsonParser::parseCheck(const QString &proc, const QJsonObject &o, const QString &ep, int fileIndex)
{
    const int kept = m_checksKept.value(proc); // field paths index the checks kept for this process
    const QString rel = QStringLiteral("processes[%1].healthchecks[%2]").arg(proc).arg(kept);
    const QString jsonPath = QStringLiteral("healthchecks.%1[%2]").arg(proc).arg(fileIndex);
    const QString name = o.value(QStringLiteral("name")).toString();
    const QString label = name.isEmpty() ? jsonPath : tr("health check %1 of %2").arg(quoted(name), proc);

    const HealthCheckRead hr = HealthCheckReader::read(o, orderedKeys(o, ep), label, jsonPath);
    for (const HealthCheckIssue &i : hr.issues) {
        Finding f
            = Finding::error(i.message, path(i.field.isEmpty() ? rel : rel + QLatin1Char('.') + i.field),
                loc(i.key.isEmpty() ? ep : child(ep, i.key)));
        f.severity = i.severity;
        m_r->findings.append(f);
    }
    if (!hr.keep)
        return;
    m_r->healthChecks.append(AppJsonHealthCheck { proc, hr.check, loc(ep) });
    m_checksKept[proc] = kept + 1;
    record(rel, ep);
    for (const auto &f : hr.fields)
        record(rel + QLatin1Char('.') + f.first, child(ep, f.second));
}

void AppJsonParser::parseFormation(const QJsonValue &v)
{
    const QString ptr = QStringLiteral("/formation");
    if (!v.isObject()) {
        error(tr("\"formation\" must be an object of process type → {\"quantity\": n}"), QString(), ptr);
        return;
    }
    static const QStringList known = { QStringLiteral("quantity"), QStringLiteral("max_parallel"),
        QStringLiteral("service"), QStringLiteral("autoscaling"), QStringLiteral("size") };
    const QJsonObject o = v.toObject();
    for (const QString &proc : orderedKeys(o, ptr)) {
        const QString pp = child(ptr, proc);
        const QString rel = QStringLiteral("processes[%1]").arg(proc);
        const QString what = QStringLiteral("formation.%1").arg(proc);
        if (!o.value(proc).isObject()) {
            error(tr("%1 must be an object like {\"quantity\": 1}").arg(what),
                rel + QStringLiteral(".replicas"), pp);
            continue;
        }
        const QJsonObject e = o.value(proc).toObject();
        AppJsonFormation f;
        f.process = proc;
        f.location = loc(pp);
        for (const QString &key : orderedKeys(e, pp)) {
            const QJsonValue fv = e.value(key);
            const QString fp = child(pp, key);
            const QString fw = what + QLatin1Char('.') + key;
            if (key == QLatin1String("quantity")) {
                if (count(fv, fw, rel + QStringLiteral(".replicas"), fp, &f.quantity))
                    record(rel + QStringLiteral(".replicas"), fp);
            } else if (key == QLatin1String("max_parallel")) {
                info(tr("%1 is ignored: Kubernetes rolls Deployments out with its default RollingUpdate")
                         .arg(fw),
                    rel, fp);
            } else if (key == QLatin1String("size")) {
                continue; // Heroku dyno size: nothing to map
            } else if (key == QLatin1String("autoscaling")) {
                warning(
                    tr("%1 is not supported by HelmDeck; %2 runs a fixed number of replicas").arg(fw, proc),
                    rel, fp);
            } else if (key == QLatin1String("service")) {
                const QJsonObject s = fv.toObject();
                if (!fv.isObject()) {
                    error(tr("%1 must be an object like {\"exposed\": true}").arg(fw), rel, fp);
                    continue;
                }
                for (const QString &sk : orderedKeys(s, fp)) {
                    if (sk == QLatin1String("exposed")) {
                        if (boolean(s.value(sk), fw + QStringLiteral(".exposed"),
                                rel + QStringLiteral(".ports"), child(fp, sk), &f.exposed))
                            record(rel + QStringLiteral(".ports"), child(fp, sk));
                    } else {
                        unknownKey(sk, fw, { QStringLiteral("exposed") }, rel, child(fp, sk));
                    }
                }
            } else {
                unknownKey(key, what, known, rel, fp);
            }
        }
        m_r->formation.append(f);
    }
}

void AppJsonParser::parseScripts(const QJsonValue &v)
{
    const QString ptr = QStringLiteral("/scripts");
    if (!v.isObject()) {
        error(tr("\"scripts\" must be an object"), QString(), ptr);
        return;
    }
    const QJsonObject o = v.toObject();
    static const QStringList known = { QStringLiteral("dokku"), QStringLiteral("postdeploy"),
        QStringLiteral("pr-predestroy"), QStringLiteral("test-setup"), QStringLiteral("test") };
    for (const QString &key : orderedKeys(o, ptr)) {
        const QString kp = child(ptr, key);
        if (key == QLatin1String("dokku")) {
            if (!o.value(key).isObject()) {
                error(tr("scripts.dokku must be an object with \"predeploy\" and/or \"postdeploy\""),
                    QString(), kp);
                continue;
            }
            const QJsonObject d = o.value(key).toObject();
            for (const QString &dk : orderedKeys(d, kp)) {
                const QString dp = child(kp, dk);
                const QString fw = QStringLiteral("scripts.dokku.") + dk;
                if (dk == QLatin1String("predeploy")) {
                    if (str(d.value(dk), fw, QStringLiteral("scripts.predeploy"), dp, &m_r->predeploy))
                        record(QStringLiteral("scripts.predeploy"), dp);
                } else if (dk == QLatin1String("postdeploy")) {
                    if (str(d.value(dk), fw, QStringLiteral("scripts.postdeploy"), dp, &m_r->postdeploy))
                        record(QStringLiteral("scripts.postdeploy"), dp);
                } else {
                    unknownKey(dk, QStringLiteral("scripts.dokku"),
                        { QStringLiteral("predeploy"), QStringLiteral("postdeploy") }, QString(), dp);
                }
            }
        } else if (key == QLatin1String("postdeploy")) {
            info(tr("scripts.postdeploy (Heroku's run-once-after-creation script) is not run by HelmDeck; "
                    "use scripts.dokku.postdeploy to run a command after every deploy"),
                QString(), kp);
        } else if (!known.contains(key)) {
            unknownKey(key, QStringLiteral("scripts"), known, QString(), kp);
        }
    }
}

void AppJsonParser::parseEnv(const QJsonValue &v)
{
    const QString ptr = child(QString(), QStringLiteral("env"));
    if (!v.isObject()) {
        error(tr("\"env\" must be an object of NAME: value"), QStringLiteral("env"), ptr);
        return;
    }
    const QJsonObject o = v.toObject();
    for (const QString &name : orderedKeys(o, ptr)) {
        const QString kp = child(ptr, name);
        const QString rel = QStringLiteral("env[%1]").arg(name);
        const QJsonValue value = o.value(name);
        EnvVar var;
        var.name = name;
        if (value.isString()) {
            var.value = value.toString();
        } else if (value.isObject()) {
            const QJsonObject spec = value.toObject();
            const bool required = spec.value(QStringLiteral("required")).toBool(true);
            if (spec.contains(QStringLiteral("value"))) {
                if (!str(spec.value(QStringLiteral("value")), tr("env %1 value").arg(name), rel,
                        child(kp, QStringLiteral("value")), &var.value))
                    continue;
            } else if (spec.value(QStringLiteral("generator")).toString() == QLatin1String("secret")) {
                var.secret = true;
                warning(tr("env %1 asks for a generated secret: set its value in the Env form "
                           "(secret values are kept in the keychain)")
                            .arg(name),
                    rel, kp);
            } else if (required) {
                warning(tr("env %1 is required and has no value: set it in the Env form").arg(name), rel, kp);
            } else {
                info(tr("env %1 is optional and has no value: not imported").arg(name), rel, kp);
                continue;
            }
        } else {
            error(tr("env %1 must be a string or an object with \"value\"").arg(name), rel, kp);
            continue;
        }
        record(rel, kp);
        m_r->env.append(var);
    }
}

} // namespace HelmDeck
