// SPDX-License-Identifier: GPL-3.0-or-later
// AppSteps: the steps that read or patch the app's live objects (its Deployments: the
// imagePullSecrets prune, the report). The releases and the gate are in appsteps.cpp.
#include "appsteps.h"
#include "appstepsdetail.h"

#include "chart/valuesbuilder.h"
#include "cluster/livestate.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace HelmDeck {

namespace {

using AppStepsDetail::explainFor;

} // namespace

Step AppSteps::liveDeployments() const
{
    Step s = m_commands.step(stepId(QStringLiteral("deployments")),
        tr("Read live Deployments of %1").arg(app().name),
        m_commands.kubectl({ QStringLiteral("get"), QStringLiteral("deployments"), QStringLiteral("-l"),
                               AppStepsDetail::partOf() + QLatin1Char('=') + app().name, QStringLiteral("-o"),
                               QStringLiteral("json") },
            m_namespace),
        30000);
    s.explainFailure = explainFor(m_options.target);
    s.check = [](PlanContext &, const QByteArray &out, QStringList *report, QString *) {
        report->append(tr("%n live Deployment(s)", nullptr, int(LiveState::deployments(out).size())));
        return true;
    };
    return s;
}

QStringList AppSteps::keepList() const
{
    return ValuesBuilder::imagePullSecrets(app(), m_options.pullSecretPayloads.contains(app().name));
}

QByteArray AppSteps::prunePatch() const
{
    const QStringList keep = keepList();
    QJsonValue list = QJsonValue::Null; // null deletes the key in a JSON merge patch (RFC 7386)
    if (!keep.isEmpty()) {
        QJsonArray names;
        for (const QString &name : keep)
            names.append(QJsonObject { { QStringLiteral("name"), name } });
        list = names;
    }
    const QJsonObject patch { { QStringLiteral("spec"),
        QJsonObject { { QStringLiteral("template"),
            QJsonObject { { QStringLiteral("spec"),
                QJsonObject { { QStringLiteral("imagePullSecrets"), list } } } } } } } };
    return QJsonDocument(patch).toJson(QJsonDocument::Compact);
}

Step AppSteps::pruneImagePullSecrets() const
{
    const QByteArray body = prunePatch();
    const QStringList tail { QStringLiteral("--type"), QStringLiteral("merge"), QStringLiteral("-p"),
        QString::fromUtf8(body) };
    Step s
        = m_commands.step(stepId(QStringLiteral("prune")), tr("Prune imagePullSecrets of live Deployments"),
            m_commands.kubectl(
                QStringList { QStringLiteral("patch"), QStringLiteral("deployment") } + tail, m_namespace),
            60000);
    s.explainFailure = explainFor(m_options.target);
    const QStringList prefix
        = m_commands.kubectl({ QStringLiteral("patch"), QStringLiteral("deployment") }, m_namespace);
    QStringList shown;
    for (const QString &word : prefix)
        shown.append(shellQuote(word));
    shown.append(QStringLiteral("<live Deployments of ") + AppStepsDetail::partOf() + QLatin1Char('=')
        + app().name + QStringLiteral(" whose list differs>"));
    for (const QString &word : tail)
        shown.append(shellQuote(word));
    s.plannedCommand = shown.join(QLatin1Char(' '));
    const QStringList keep = keepList();
    const QString deployments = stepId(QStringLiteral("deployments"));
    s.prepare = [prefix, tail, keep, deployments](PlanContext &context, Step &self, bool *skip, QString *) {
        QStringList names;
        const QList<LiveDeployment> live = LiveState::deployments(context.outputs.value(deployments));
        for (const LiveDeployment &d : live) {
            if (d.imagePullSecrets != keep)
                names.append(d.name);
        }
        *skip = names.isEmpty();
        self.argv = prefix + names + tail;
        return true;
    };
    return s;
}

Step AppSteps::report() const
{
    Step s = m_commands.step(stepId(QStringLiteral("report")),
        m_prefix.isEmpty() ? tr("Report") : tr("Report %1").arg(app().name),
        m_commands.kubectl({ QStringLiteral("get"), QStringLiteral("deployments"), QStringLiteral("-l"),
                               AppStepsDetail::partOf() + QLatin1Char('=') + app().name, QStringLiteral("-o"),
                               QStringLiteral("json") },
            m_namespace),
        30000);
    s.explainFailure = explainFor(m_options.target);
    QStringList urls;
    const ProcessType *web = app().process(QStringLiteral("web"));
    if (web && !web->portMaps.isEmpty()) {
        for (const Domain &domain : app().domains) {
            // a domain with TLS (cert-manager, Let's Encrypt, imported) is served over HTTPS
            const QString scheme = domain.tls.mode == DomainTls::Mode::None ? QStringLiteral("http://")
                                                                            : QStringLiteral("https://");
            urls.append(scheme + domain.hostKey() + domain.path);
        }
    }
    const QString name = app().name;
    s.check = [urls, name](PlanContext &, const QByteArray &out, QStringList *report, QString *) {
        const QList<LiveDeployment> live = LiveState::deployments(out);
        for (const LiveDeployment &d : live) {
            report->append(tr("%1: %2/%3 ready")
                               .arg(d.process.isEmpty() ? d.name : d.process)
                               .arg(d.readyReplicas)
                               .arg(d.replicas));
        }
        for (const QString &url : urls)
            report->append(QStringLiteral("%1 → %2").arg(name, url));
        return true;
    };
    return s;
}

} // namespace HelmDeck
