// SPDX-License-Identifier: GPL-3.0-or-later
#include "recoversteps.h"

#include "appsteps.h"
#include "appstepsdetail.h"

#include "chart/chartnames.h"
#include "cluster/livestate.h"
#include "job/plan.h"

#include <memory>

namespace HelmDeck {

namespace {

using AppStepsDetail::explainFor;

bool isPending(const QString &status)
{
    return status.startsWith(QStringLiteral("pending-"));
}

QString shellJoin(const QStringList &argv)
{
    QStringList quoted;
    for (const QString &word : argv)
        quoted.append(shellQuote(word));
    return quoted.join(QLatin1Char(' '));
}

// helm rollback <release> <revision> …: the revision's place in ClusterCommands::helmRollback's argv
constexpr int RevisionAt = 3;
// helm uninstall <release>… …: the first release's place in ClusterCommands::helmUninstall's argv
constexpr int ReleaseAt = 2;

/** The rollback target a history step left in the context: > 0 a revision, 0 none. */
int revisionIn(const PlanContext &context, const QString &key)
{
    return context.values.value(key).toInt();
}

} // namespace

RecoverSteps::RecoverSteps(const AppSteps &steps)
    : m_steps(steps)
{ }

QString RecoverSteps::readyKey() const
{
    return m_steps.stepId(QStringLiteral("app-ready"));
}

QList<Step> RecoverSteps::recoverPending() const
{
    QList<Step> out;
    const ClusterCommands &commands = m_steps.commands();
    const QString ns = m_steps.kubeNamespace();
    const QString locks = m_steps.stepId(QStringLiteral("locks"));
    const QStringList releases = ChartNames::appReleasesInInstallOrder(m_steps.app().name);
    for (const QString &release : releases) {
        const QString historyId = m_steps.stepId(QStringLiteral("recover-history-") + release);
        const QString revisionKey = historyId + QStringLiteral(".revision");
        Step history = commands.step(historyId, tr("Read the history of %1 if it is pending").arg(release),
            commands.helmHistory(release, ns), 30000);
        history.explainFailure = explainFor(commands.target());
        history.prepare = [locks, release](PlanContext &context, Step &, bool *skip, QString *) {
            const QString status = LiveState::releaseStatuses(context.outputs.value(locks)).value(release);
            *skip = !isPending(status) || status == QStringLiteral("pending-install");
            return true;
        };
        history.check = [release, revisionKey](
                            PlanContext &context, const QByteArray &json, QStringList *report, QString *) {
            const QList<ReleaseRevision> revisions = LiveState::releaseHistory(json);
            const int good = LiveState::lastGoodRevision(revisions);
            context.values.insert(revisionKey, good);
            const ReleaseRevision latest = revisions.isEmpty() ? ReleaseRevision() : revisions.last();
            report->append(good > 0 ? tr("%1: revision %2 is %3; the last deployed revision is %4")
                                          .arg(release)
                                          .arg(latest.revision)
                                          .arg(latest.status)
                                          .arg(good)
                                    : tr("%1: revision %2 is %3 and no earlier revision was deployed: it is "
                                         "uninstalled instead")
                                          .arg(release)
                                          .arg(latest.revision)
                                          .arg(latest.status));
            return true;
        };
        out.append(history);

        Step recover = commands.step(m_steps.stepId(QStringLiteral("recover-") + release),
            tr("Recover %1 if an interrupted helm left it pending").arg(release),
            commands.helmRollback(release, 0, ns), 120000);
        recover.plannedCommand
            = QStringLiteral(
                "%1 (pending-upgrade/-rollback: to the last deployed revision) | %2 (pending-install)")
                  .arg(shellJoin(
                           commands.helm({ QStringLiteral("rollback"), release, QStringLiteral("<revision>"),
                                             QStringLiteral("--history-max"), QStringLiteral("10") },
                               ns)),
                      shellJoin(commands.helmUninstall(release, ns, 0)));
        recover.explainFailure = explainFor(commands.target());
        const QStringList rollback = commands.helmRollback(release, 0, ns);
        const QStringList uninstall = commands.helmUninstall(release, ns, 0);
        auto note = std::make_shared<QString>();
        recover.prepare = [locks, release, revisionKey, rollback, uninstall, note](
                              PlanContext &context, Step &self, bool *skip, QString *) {
            const QString status = LiveState::releaseStatuses(context.outputs.value(locks)).value(release);
            *skip = !isPending(status);
            const int good = revisionIn(context, revisionKey);
            if (status == QStringLiteral("pending-install") || good <= 0) {
                self.argv = uninstall;
                *note = tr("uninstalled %1 (it was %2: its first install never finished), so this "
                           "deploy installs it afresh")
                            .arg(release, status);
            } else {
                self.argv = rollback;
                self.argv[RevisionAt] = QString::number(good);
                *note = tr("rolled %1 back from %2 to revision %3, its last deployed one")
                            .arg(release, status)
                            .arg(good);
            }
            return true;
        };
        recover.check = [note](PlanContext &, const QByteArray &, QStringList *report, QString *) {
            report->append(*note);
            return true;
        };
        out.append(recover);
    }
    return out;
}

QList<Step> RecoverSteps::afterFailure() const
{
    const ClusterCommands &commands = m_steps.commands();
    const App &app = m_steps.app();
    const QString ns = m_steps.kubeNamespace();
    const QString locks = m_steps.stepId(QStringLiteral("locks"));
    const QString configStep = m_steps.stepId(QStringLiteral("config"));
    const QString stateId = m_steps.stepId(QStringLiteral("after-releases"));
    const QString historyId = m_steps.stepId(QStringLiteral("after-history"));
    const QString revisionKey = historyId + QStringLiteral(".revision");
    const QString ready = readyKey();
    const QString appRelease = ChartNames::appReleaseName(app.name);
    const bool rollbackOn = app.rollbackOnFailure;
    // the releases this deploy installs (the others it uninstalls, --ignore-not-found)
    QStringList installed { ChartNames::configReleaseName(app.name) };
    if (app.usesImportedCertificate())
        installed.append(ChartNames::tlsReleaseName(app.name));
    if (m_steps.options().pullSecretPayloads.contains(app.name))
        installed.append(ChartNames::pullSecretReleaseName(app.name));
    installed.append(appRelease);
    const QString helmUndo
        = commands.helmMajor() >= 4 ? QStringLiteral("--rollback-on-failure") : QStringLiteral("--atomic");
    auto skipUnlessFailed = [ready](PlanContext &context, Step &, bool *skip, QString *) {
        *skip = context.values.value(ready).toBool();
        return true;
    };
    auto cleanup = [configStep](Step s) {
        s.always = true;
        s.onlyIfRan = configStep;
        s.allowFailure = true; // the deploy has failed already: its message stays the first failure
        return s;
    };

    Step state = cleanup(commands.step(
        stateId, tr("Cleanup: read the releases of %1").arg(app.name), commands.helmListAll(ns), 30000));
    state.prepare = skipUnlessFailed;
    const QString appStep = m_steps.stepId(QStringLiteral("app"));
    state.check = [locks, installed, appRelease, rollbackOn, helmUndo, appStep](
                      PlanContext &context, const QByteArray &out, QStringList *report, QString *) {
        const QMap<QString, QString> before = LiveState::releaseStatuses(context.outputs.value(locks));
        const QMap<QString, QString> after = LiveState::releaseStatuses(out);
        for (const QString &release : installed) {
            const QString now = after.value(release);
            if (before.contains(release)) {
                if (release == appRelease && (now == QStringLiteral("failed") || isPending(now)))
                    report->append(rollbackOn || isPending(now)
                            ? tr("%1 is %2 after the failed upgrade: rolled back below").arg(release, now)
                            : tr("%1 is %2 after the failed upgrade: left so (rollbackOnFailure is "
                                 "off); the next deploy upgrades it")
                                  .arg(release, now));
                else if (release == appRelease && rollbackOn && now == QStringLiteral("deployed"))
                    report->append(tr("%1 is deployed: helm rolled the failed upgrade back itself (%2)")
                                       .arg(release, helmUndo));
            } else if (!now.isEmpty() && now != QStringLiteral("deployed")) {
                report->append(tr("%1 is %2 after its first install failed: uninstalled below, so "
                                  "the next deploy can start")
                                   .arg(release, now));
            } else if (now.isEmpty() && release == appRelease && rollbackOn
                && context.ran.contains(appStep)) {
                report->append(tr("%1: its first install failed and helm uninstalled it itself (%2)")
                                   .arg(release, helmUndo));
            }
        }
        if (report->isEmpty())
            report->append(tr("nothing to undo"));
        return true;
    };

    Step uninstall = cleanup(commands.step(m_steps.stepId(QStringLiteral("after-uninstall")),
        tr("Cleanup: uninstall the releases whose first install failed"),
        commands.helmUninstall(appRelease, ns, 0), 120000));
    const QStringList uninstallArgv = commands.helmUninstall(appRelease, ns, 0);
    uninstall.plannedCommand = shellJoin(commands.helm({ QStringLiteral("uninstall"),
                                                           QStringLiteral("<releases first installed now "
                                                                          "and not deployed>") },
        ns));
    uninstall.explainFailure = explainFor(commands.target());
    uninstall.prepare = [ready, locks, stateId, installed, uninstallArgv](
                            PlanContext &context, Step &self, bool *skip, QString *) {
        const QMap<QString, QString> before = LiveState::releaseStatuses(context.outputs.value(locks));
        const QMap<QString, QString> after = LiveState::releaseStatuses(context.outputs.value(stateId));
        QStringList names;
        for (const QString &release : installed) {
            const QString now = after.value(release);
            if (!before.contains(release) && !now.isEmpty() && now != QStringLiteral("deployed"))
                names.append(release);
        }
        *skip = context.values.value(ready).toBool() || names.isEmpty();
        self.argv = uninstallArgv;
        self.argv.removeAt(ReleaseAt);
        for (qsizetype i = 0; i < names.size(); ++i)
            self.argv.insert(ReleaseAt + i, names.at(i));
        return true;
    };

    Step history = cleanup(commands.step(historyId, tr("Cleanup: read the history of %1").arg(appRelease),
        commands.helmHistory(appRelease, ns), 30000));
    history.explainFailure = explainFor(commands.target());
    history.prepare = [ready, locks, stateId, appRelease](
                          PlanContext &context, Step &, bool *skip, QString *) {
        const bool existed = LiveState::releaseStatuses(context.outputs.value(locks)).contains(appRelease);
        const QString now = LiveState::releaseStatuses(context.outputs.value(stateId)).value(appRelease);
        *skip = context.values.value(ready).toBool() || !existed
            || !(now == QStringLiteral("failed") || isPending(now));
        return true;
    };
    history.check = [revisionKey, rollbackOn, appRelease](
                        PlanContext &context, const QByteArray &out, QStringList *report, QString *) {
        const QList<ReleaseRevision> revisions = LiveState::releaseHistory(out);
        const int good = LiveState::lastGoodRevision(revisions);
        const QString latest = revisions.isEmpty() ? QString() : revisions.last().status;
        const bool roll = good > 0 && (rollbackOn || isPending(latest));
        context.values.insert(revisionKey, roll ? good : 0);
        if (roll)
            report->append(tr("%1: revision %2 is %3; rolling back to revision %4")
                               .arg(appRelease)
                               .arg(revisions.last().revision)
                               .arg(latest)
                               .arg(good));
        return true;
    };

    Step rollback = cleanup(commands.step(m_steps.stepId(QStringLiteral("after-rollback")),
        tr("Cleanup: roll %1 back to its last deployed revision").arg(appRelease),
        commands.helmRollback(appRelease, 0, ns), 120000));
    rollback.plannedCommand = shellJoin(
        commands.helm({ QStringLiteral("rollback"), appRelease, QStringLiteral("<last deployed revision>"),
                          QStringLiteral("--history-max"), QStringLiteral("10") },
            ns));
    rollback.explainFailure = explainFor(commands.target());
    const QStringList rollbackArgv = commands.helmRollback(appRelease, 0, ns);
    auto target = std::make_shared<int>(0);
    rollback.prepare = [ready, revisionKey, rollbackArgv, target](
                           PlanContext &context, Step &self, bool *skip, QString *) {
        *target = revisionIn(context, revisionKey);
        *skip = context.values.value(ready).toBool() || *target <= 0;
        self.argv = rollbackArgv;
        self.argv[RevisionAt] = QString::number(*target);
        return true;
    };
    rollback.check = [appRelease, target](PlanContext &, const QByteArray &, QStringList *report, QString *) {
        report->append(tr("rolled %1 back to revision %2").arg(appRelease).arg(*target));
        return true;
    };
    return { state, uninstall, history, rollback };
}

} // namespace HelmDeck
