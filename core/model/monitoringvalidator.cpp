// SPDX-License-Identifier: GPL-3.0-or-later
#include "monitoringvalidator.h"

#include <QRegularExpression>

namespace HelmDeck {

qint64 MonitoringValidator::durationMs(const QString &text)
{
    // Prometheus' model.Duration: units in this order, each at most once ("0" alone is allowed)
    static const QRegularExpression re(QStringLiteral(
        "^(?:0|(?:(\\d+)y)?(?:(\\d+)w)?(?:(\\d+)d)?(?:(\\d+)h)?(?:(\\d+)m)?(?:(\\d+)s)?(?:(\\d+)ms)?)$"));
    static const qint64 unitMs[] = { 365LL * 86400000, 7LL * 86400000, 86400000, 3600000, 60000, 1000, 1 };
    if (text.isEmpty())
        return -1;
    const QRegularExpressionMatch m = re.match(text);
    if (!m.hasMatch())
        return -1;
    qint64 total = 0;
    for (int i = 0; i < 7; ++i)
        total += m.captured(i + 1).toLongLong() * unitMs[i];
    return total;
}

Findings MonitoringValidator::clusterFindings(const Project &project, const QStringList &apiVersions)
{
    Findings out;
    if (apiVersions.isEmpty() || apiVersions.contains(QStringLiteral("monitoring.coreos.com/v1")))
        return out;
    for (const App &app : project.apps) {
        for (const ProcessType &p : app.processes) {
            if (!p.monitoring.enabled || p.portMaps.isEmpty())
                continue;
            const QString path = app.fieldPrefix() + QStringLiteral(".processes[") + p.name
                + QStringLiteral("].monitoring.enabled");
            out.append(Finding::error(
                tr("the cluster does not serve monitoring.coreos.com/v1, so the ServiceMonitor of "
                   "\"%1\" cannot be installed; install the Prometheus Operator (e.g. "
                   "kube-prometheus-stack) or turn monitoring off")
                    .arg(p.name),
                path, project.locate(path)));
        }
    }
    return out;
}

void MonitoringValidator::validateHelmTest(const App &app, Findings *out)
{
    const QString image = app.helmTest.image.trimmed();
    if (image.contains(QRegularExpression(QStringLiteral("\\s"))))
        out->append(Finding::error(
            tr("helm test image \"%1\" is not an image reference (it holds a space)").arg(image),
            app.fieldPrefix() + QStringLiteral(".helmTest.image")));
}

void MonitoringValidator::validate(const App &app, const ProcessType &process, Findings *out)
{
    const Monitoring &m = process.monitoring;
    if (!m.enabled)
        return;
    const QString path
        = app.fieldPrefix() + QStringLiteral(".processes[") + process.name + QStringLiteral("].monitoring");
    auto field = [&path](const char *key) -> QString { return path + QLatin1Char('.') + QLatin1String(key); };
    if (process.portMaps.isEmpty()) {
        out->append(Finding::error(tr("process \"%1\" has no port maps, so there is no Service to "
                                      "monitor; add a port map or turn monitoring off")
                                       .arg(process.name),
            field("enabled")));
    } else if (m.port != 0) {
        bool found = false;
        for (const PortMap &map : process.portMaps)
            found = found || map.containerPort == m.port;
        if (!found)
            out->append(Finding::error(
                tr("port %1 is not a container port of process \"%2\"; use one of its port maps' "
                   "container ports, or 0 for the primary one")
                    .arg(m.port)
                    .arg(process.name),
                field("port")));
    }
    if (!m.path.startsWith(QLatin1Char('/')))
        out->append(
            Finding::error(tr("the metrics path \"%1\" must start with \"/\"").arg(m.path), field("path")));
    const qint64 interval = m.interval.isEmpty() ? 0 : durationMs(m.interval);
    const qint64 timeout = m.scrapeTimeout.isEmpty() ? 0 : durationMs(m.scrapeTimeout);
    if (interval < 0)
        out->append(Finding::error(
            tr("interval \"%1\" is not a Prometheus duration such as \"30s\", \"1m\" or \"1m30s\"")
                .arg(m.interval),
            field("interval")));
    if (timeout < 0)
        out->append(Finding::error(
            tr("scrapeTimeout \"%1\" is not a Prometheus duration such as \"30s\", \"1m\" or \"1m30s\"")
                .arg(m.scrapeTimeout),
            field("scrapeTimeout")));
    if (interval > 0 && timeout > interval)
        out->append(Finding::error(tr("scrapeTimeout %1 is longer than the interval %2; Prometheus "
                                      "refuses a timeout above its interval")
                                       .arg(m.scrapeTimeout, m.interval),
            field("scrapeTimeout")));
    static const QRegularExpression name(QStringLiteral("^([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]$"));
    static const QRegularExpression prefix(
        QStringLiteral("^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$"));
    static const QRegularExpression value(QStringLiteral("^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$"));
    for (const auto &kv : m.labels) {
        const QString where = field("labels") + QLatin1Char('[') + kv.first + QLatin1Char(']');
        const int slash = int(kv.first.indexOf(QLatin1Char('/')));
        const QString keyName = slash < 0 ? kv.first : kv.first.mid(slash + 1);
        const QString keyPrefix = slash < 0 ? QString() : kv.first.left(slash);
        if (keyName.size() > 63 || !name.match(keyName).hasMatch()
            || (slash >= 0 && (keyPrefix.size() > 253 || !prefix.match(keyPrefix).hasMatch())))
            out->append(Finding::error(tr("label key \"%1\" is not a Kubernetes label key "
                                          "([prefix/]name, name ≤ 63 of [A-Za-z0-9-_.])")
                                           .arg(kv.first),
                where));
        if (kv.second.size() > 63 || !value.match(kv.second).hasMatch())
            out->append(Finding::error(tr("label value \"%1\" is not a Kubernetes label value (≤ 63 "
                                          "of [A-Za-z0-9-_.], alphanumeric at both ends)")
                                           .arg(kv.second),
                where));
    }
    if (m.labels.isEmpty())
        out->append(Finding::warning(
            tr("the ServiceMonitor of \"%1\" has no labels; Prometheus selects monitors by label "
               "(kube-prometheus-stack: \"release: <its release name>\"), so it may never be scraped")
                .arg(process.name),
            field("labels")));
}

} // namespace HelmDeck
