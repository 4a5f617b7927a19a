// SPDX-License-Identifier: GPL-3.0-or-later
#include "healthcheckreader.h"

#include "keysuggester.h"
#include "scalartext.h"

#include <QJsonArray>
#include <QJsonValue>

#include <cmath>
#include <limits>

namespace HelmDeck {

namespace {

QString quoted(const QString &s)
{
    return QLatin1Char('"') + s + QLatin1Char('"');
}

// project-file key (the field path vocabulary) → app.json key; also what the sources map records for a kept
// check
const QList<QPair<QString, QString>> &fieldMap()
{
    static const QList<QPair<QString, QString>> map = { { QStringLiteral("type"), QStringLiteral("type") },
        { QStringLiteral("name"), QStringLiteral("name") },
        { QStringLiteral("path"), QStringLiteral("path") },
        { QStringLiteral("command"), QStringLiteral("command") },
        { QStringLiteral("listening"), QStringLiteral("listening") },
        { QStringLiteral("scheme"), QStringLiteral("scheme") },
        { QStringLiteral("httpHeaders"), QStringLiteral("httpHeaders") },
        { QStringLiteral("initialDelay"), QStringLiteral("initialDelay") },
        { QStringLiteral("wait"), QStringLiteral("wait") },
        { QStringLiteral("timeout"), QStringLiteral("timeout") },
        { QStringLiteral("attempts"), QStringLiteral("attempts") },
        { QStringLiteral("port"), QStringLiteral("port") } };
    return map;
}

class Reader
{
public:
    Reader(const QString &label, const QString &jsonPath, HealthCheckRead *out)
        : m_label(label)
        , m_jsonPath(jsonPath)
        , m_out(out)
    { }

    void key(const QString &k, const QJsonValue &v);
    void finish(const QJsonObject &o);

private:
    void issue(Finding::Severity s, const QString &message, const QString &k)
    {
        QString field;
        for (const auto &f : fieldMap()) {
            if (f.second == k)
                field = f.first;
        }
        m_out->issues.append(HealthCheckIssue { s, message, k, field });
        if (s == Finding::Severity::Error)
            m_ok = false;
    }
    QString what(const QString &k) const { return m_jsonPath + QLatin1Char('.') + k; }
    bool string(const QString &k, const QJsonValue &v, QString *out)
    {
        if (!v.isString()) {
            issue(Finding::Severity::Error,
                QCoreApplication::translate("HelmDeck::HealthCheckReader", "%1 must be a string")
                    .arg(what(k)),
                k);
            return false;
        }
        *out = v.toString();
        return true;
    }
    bool count(const QString &k, const QJsonValue &v, int *out)
    {
        const double d = v.toDouble(-1);
        if (!v.isDouble() || d < 0 || d != std::floor(d) || d > std::numeric_limits<int>::max()) {
            const QString range = v.isDouble() ? ScalarText::countRange(what(k), d) : QString();
            issue(Finding::Severity::Error,
                range.isEmpty() ? QCoreApplication::translate(
                    "HelmDeck::HealthCheckReader", "%1 must be a whole number ≥ 0")
                                      .arg(what(k))
                                : range,
                k);
            return false;
        }
        *out = int(d);
        return true;
    }

    const QString m_label;
    const QString m_jsonPath;
    HealthCheckRead *m_out;
    bool m_ok = true;
    int m_uptime = 0;
};

void Reader::key(const QString &k, const QJsonValue &v)
{
    HealthCheck &hc = m_out->check;
    const auto warn = Finding::Severity::Warning;
    if (k == QLatin1String("type")) {
        string(k, v, &hc.type);
    } else if (k == QLatin1String("name")) {
        string(k, v, &hc.name);
    } else if (k == QLatin1String("description")) {
        QString ignored;
        string(k, v, &ignored);
    } else if (k == QLatin1String("path")) {
        string(k, v, &hc.path);
    } else if (k == QLatin1String("command")) {
        const QJsonArray a = v.toArray();
        bool good = v.isArray() && !a.isEmpty();
        for (const QJsonValue &x : a)
            good = good && x.isString();
        if (!good) {
            issue(Finding::Severity::Error,
                QCoreApplication::translate("HelmDeck::HealthCheckReader",
                    "%1 must be a non-empty list of strings (an argv, e.g. [\"/bin/check\", \"--quick\"])")
                    .arg(what(k)),
                k);
            return;
        }
        for (const QJsonValue &x : a)
            hc.command.append(x.toString());
    } else if (k == QLatin1String("listening")) {
        if (v.isBool())
            hc.listening = v.toBool();
        else
            issue(Finding::Severity::Error,
                QCoreApplication::translate("HelmDeck::HealthCheckReader", "%1 must be true or false")
                    .arg(what(k)),
                k);
    } else if (k == QLatin1String("scheme")) {
        if (!string(k, v, &hc.scheme))
            return;
        hc.scheme = hc.scheme.toLower();
        if (hc.scheme != QLatin1String("http") && hc.scheme != QLatin1String("https"))
            issue(Finding::Severity::Error,
                QCoreApplication::translate(
                    "HelmDeck::HealthCheckReader", "%1 is %2; it must be http or https")
                    .arg(what(k), quoted(v.toString())),
                k);
    } else if (k == QLatin1String("httpHeaders")) {
        bool good = v.isArray();
        for (const QJsonValue &x : v.toArray()) {
            const QJsonObject h = x.toObject();
            const QJsonValue name = h.value(QStringLiteral("name"));
            const QJsonValue value = h.value(QStringLiteral("value"));
            good = good && x.isObject() && name.isString() && !name.toString().isEmpty()
                && (value.isString() || value.isUndefined());
            if (good)
                hc.httpHeaders.append(qMakePair(name.toString(), value.toString()));
        }
        if (!good)
            issue(Finding::Severity::Error,
                QCoreApplication::translate("HelmDeck::HealthCheckReader",
                    "%1 must be a list of {\"name\": ..., \"value\": ...} objects")
                    .arg(what(k)),
                k);
    } else if (k == QLatin1String("initialDelay")) {
        count(k, v, &hc.initialDelaySeconds);
    } else if (k == QLatin1String("wait")) {
        count(k, v, &hc.periodSeconds);
    } else if (k == QLatin1String("timeout")) {
        count(k, v, &hc.timeoutSeconds);
    } else if (k == QLatin1String("attempts")) {
        count(k, v, &hc.failureThreshold);
    } else if (k == QLatin1String("port")) {
        // the probe's own port (Dokku's k3s scheduler probes it too); 0 = the primary port
        if (count(k, v, &hc.port) && hc.port > 65535) {
            issue(Finding::Severity::Error,
                QCoreApplication::translate(
                    "HelmDeck::HealthCheckReader", "%1: \"port\": %2 is not a port (1 to 65535)")
                    .arg(m_label)
                    .arg(hc.port),
                k);
            hc.port = 0;
        }
    } else if (k == QLatin1String("content")) {
        issue(warn,
            QCoreApplication::translate("HelmDeck::HealthCheckReader",
                "%1: \"content\" matching is not supported by Kubernetes probes; only the HTTP "
                "status is checked")
                .arg(m_label),
            k);
    } else if (k == QLatin1String("uptime")) {
        count(k, v, &m_uptime);
    } else if (k == QLatin1String("warn") || k == QLatin1String("onFailure")) {
        issue(warn,
            QCoreApplication::translate(
                "HelmDeck::HealthCheckReader", "%1: %2 is not supported by Kubernetes probes and is ignored")
                .arg(m_label, quoted(k)),
            k);
    } else {
        const QString s = KeySuggester::suggest(k, HealthCheckReader::knownKeys());
        issue(warn,
            s.isEmpty()
                ? QCoreApplication::translate("HelmDeck::HealthCheckReader", "unknown key %1 in %2 (ignored)")
                      .arg(quoted(k), m_label)
                : QCoreApplication::translate(
                    "HelmDeck::HealthCheckReader", "unknown key %1 in %2 (did you mean %3?)")
                      .arg(quoted(k), m_label, quoted(s)),
            k);
    }
}

void Reader::finish(const QJsonObject &o)
{
    HealthCheck &hc = m_out->check;
    const QStringList types = HealthCheck::knownTypes();
    if (!types.contains(hc.type)) {
        // Reported, but the check is kept so the form can show and fix it.
        const QString s = KeySuggester::suggest(hc.type, types);
        m_out->issues.append(HealthCheckIssue { Finding::Severity::Error,
            s.isEmpty() ? QCoreApplication::translate(
                "HelmDeck::HealthCheckReader", "%1 has unknown type %2 (Dokku's types: %3)")
                              .arg(m_label, quoted(hc.type), types.join(QStringLiteral(", ")))
                        : QCoreApplication::translate("HelmDeck::HealthCheckReader",
                            "%1 has unknown type %2 (Dokku's types: %3); did you mean %4?")
                              .arg(m_label, quoted(hc.type), types.join(QStringLiteral(", ")), quoted(s)),
            QStringLiteral("type"), QStringLiteral("type") });
    }
    QStringList kinds;
    if (!hc.path.isEmpty())
        kinds << QStringLiteral("path");
    if (!hc.command.isEmpty())
        kinds << QStringLiteral("command");
    if (hc.listening)
        kinds << QStringLiteral("listening");
    if (m_uptime > 0)
        kinds << QStringLiteral("uptime");
    if (kinds.size() > 1) {
        issue(Finding::Severity::Error,
            QCoreApplication::translate("HelmDeck::HealthCheckReader",
                "%1 mixes %2; Dokku allows one of path, command, listening or uptime per check")
                .arg(
                    m_label, kinds.join(QCoreApplication::translate("HelmDeck::HealthCheckReader", " and "))),
            QString());
        return;
    }
    if (kinds.isEmpty() || kinds.first() == QLatin1String("uptime")) {
        // Dokku runs such a check as "container still up after N seconds"; no probe expresses that.
        issue(Finding::Severity::Warning,
            QCoreApplication::translate("HelmDeck::HealthCheckReader",
                "%1 is an uptime check, which Kubernetes probes cannot express; it is skipped")
                .arg(m_label),
            QString());
        return;
    }
    m_out->keep = m_ok;
    for (const auto &f : fieldMap()) {
        if (o.contains(f.second))
            m_out->fields.append(f);
    }
}

} // namespace

HealthCheckRead HealthCheckReader::read(
    const QJsonObject &o, const QStringList &keys, const QString &label, const QString &jsonPath)
{
    HealthCheckRead out;
    Reader r(label, jsonPath, &out);
    for (const QString &k : keys)
        r.key(k, o.value(k));
    r.finish(o);
    return out;
}

QStringList HealthCheckReader::knownKeys()
{
    return { QStringLiteral("type"), QStringLiteral("name"), QStringLiteral("description"),
        QStringLiteral("path"), QStringLiteral("command"), QStringLiteral("listening"),
        QStringLiteral("scheme"), QStringLiteral("httpHeaders"), QStringLiteral("initialDelay"),
        QStringLiteral("wait"), QStringLiteral("timeout"), QStringLiteral("attempts"), QStringLiteral("port"),
        QStringLiteral("content"), QStringLiteral("uptime"), QStringLiteral("warn"),
        QStringLiteral("onFailure") };
}

} // namespace HelmDeck
