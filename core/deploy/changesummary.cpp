// SPDX-License-Identifier: GPL-3.0-or-later
#include "changesummary.h"

#include <QFileInfo>
#include <QRegularExpression>

namespace HelmDeck {

namespace {

const QString kDone = QStringLiteral("summary.done"); // ids of the steps that ended well
const QString kChanged = QStringLiteral("summary.changed"); // what each changing step changed
const QString kSkipped = QStringLiteral("summary.skipped"); // ids of the steps with nothing to do
const QString kCleaned = QStringLiteral("summary.cleaned"); // what the cleanup after a failure changed

/** The first word of @p step's argv that is a helm or kubectl command ("upgrade", "get"…). */
QString verb(const Step &step)
{
    static const QStringList verbs { QStringLiteral("upgrade"), QStringLiteral("uninstall"),
        QStringLiteral("rollback"), QStringLiteral("apply"), QStringLiteral("create"),
        QStringLiteral("patch"), QStringLiteral("delete"), QStringLiteral("label"),
        QStringLiteral("annotate"), QStringLiteral("scale"), QStringLiteral("get"), QStringLiteral("list"),
        QStringLiteral("template"), QStringLiteral("history"), QStringLiteral("status"),
        QStringLiteral("wait"), QStringLiteral("logs"), QStringLiteral("auth"), QStringLiteral("version") };
    if (step.argv.isEmpty())
        return QString();
    const QString program = QFileInfo(step.argv.first()).fileName();
    if (program != QLatin1String("helm") && program != QLatin1String("kubectl"))
        return QString();
    for (const QString &word : step.argv.mid(1)) {
        if (verbs.contains(word))
            return word;
    }
    return QString();
}

/** What a changing step did, from its stdout: "config-shop revision 3" for a helm upgrade. */
QString whatChanged(const Step &step, const QByteArray &stdoutData)
{
    static const QRegularExpression revision(
        QStringLiteral("^REVISION: (\\d+)$"), QRegularExpression::MultilineOption);
    static const QRegularExpression name(
        QStringLiteral("^NAME: (\\S+)$"), QRegularExpression::MultilineOption);
    const QString out = QString::fromUtf8(stdoutData);
    const QRegularExpressionMatch r = revision.match(out);
    const QRegularExpressionMatch n = name.match(out);
    const QString v = verb(step);
    if (v == QLatin1String("upgrade") && r.hasMatch())
        return ChangeSummary::tr("%1 (release %2, revision %3)")
            .arg(step.title, n.hasMatch() ? n.captured(1) : QStringLiteral("?"), r.captured(1));
    // what changed nothing: an uninstall --ignore-not-found of no release, an apply or patch without a change
    if (v == QLatin1String("uninstall") && !out.contains(QLatin1String("uninstalled")))
        return QString();
    if ((v == QLatin1String("apply") || v == QLatin1String("patch")) && !out.isEmpty()
        && !out.contains(QLatin1String("created")) && !out.contains(QLatin1String("configured"))
        && (out.contains(QLatin1String("unchanged")) || out.contains(QLatin1String("(no change)"))))
        return QString();
    return step.title;
}

QStringList lines(const PlanContext &context, const QString &key)
{
    return context.values.value(key).toStringList();
}

} // namespace

bool ChangeSummary::changes(const Step &step)
{
    static const QStringList changing { QStringLiteral("upgrade"), QStringLiteral("uninstall"),
        QStringLiteral("rollback"), QStringLiteral("apply"), QStringLiteral("create"),
        QStringLiteral("patch"), QStringLiteral("delete"), QStringLiteral("label"),
        QStringLiteral("annotate"), QStringLiteral("scale") };
    return changing.contains(verb(step));
}

void ChangeSummary::attach(Plan *plan)
{
    QList<Step> order; // the steps as planned, for the summary (id, title, changes)
    for (Step &s : plan->steps) {
        if (s.always) {
            // a cleanup after a failure (docs/deploy.md "Recovering"): what it undid is part of the
            // story. Its argv may be made only when it runs (prepare): kept in the context for check.
            const QString argvKey = QStringLiteral("summary.argv.") + s.id;
            if (const auto prepare = s.prepare) {
                s.prepare = [prepare, argvKey](PlanContext &context, Step &step, bool *skip, QString *error) {
                    const bool ok = prepare(context, step, skip, error);
                    context.values.insert(argvKey, step.argv);
                    return ok;
                };
            }
            const auto inner = s.check;
            const Step self = s;
            s.check = [inner, self, argvKey](
                          PlanContext &context, const QByteArray &out, QStringList *report, QString *error) {
                if (inner && !inner(context, out, report, error))
                    return false;
                Step ran = self;
                if (context.values.contains(argvKey))
                    ran.argv = context.values.value(argvKey).toStringList();
                const QString what = changes(ran) ? whatChanged(ran, out) : QString();
                if (!what.isEmpty())
                    context.values.insert(kCleaned, lines(context, kCleaned) << what);
                return true;
            };
            continue;
        }
        order.append(s);
        const auto inner = s.check;
        const Step self = s;
        const bool changing = changes(s);
        if (const auto prepare = s.prepare) {
            const QString id = s.id;
            s.prepare = [prepare, id](PlanContext &context, Step &step, bool *skip, QString *error) {
                const bool ok = prepare(context, step, skip, error);
                if (ok && *skip)
                    context.values.insert(kSkipped, lines(context, kSkipped) << id);
                return ok;
            };
        }
        s.check = [inner, self, changing](
                      PlanContext &context, const QByteArray &out, QStringList *report, QString *error) {
            if (inner && !inner(context, out, report, error))
                return false;
            context.values.insert(kDone, lines(context, kDone) << self.id);
            const QString what = changing ? whatChanged(self, out) : QString();
            if (!what.isEmpty())
                context.values.insert(kChanged, lines(context, kChanged) << what);
            return true;
        };
    }
    Step summary;
    summary.id = QStringLiteral("summary");
    summary.title = tr("Summary of changes");
    summary.always = true;
    summary.timeoutMs = 5000;
    summary.check = [order](PlanContext &context, const QByteArray &, QStringList *report, QString *) {
        const QStringList done = lines(context, kDone) + lines(context, kSkipped);
        const QStringList changed = lines(context, kChanged);
        int stoppedAt = -1; // the first step that began and did not end well
        int notRun = -1; // the first step that never began
        for (int i = 0; i < order.size(); ++i) {
            const Step &s = order.at(i);
            const bool began = context.ran.contains(s.id);
            if (began && !done.contains(s.id) && !s.start && stoppedAt < 0)
                stoppedAt = i; // an in-process action (start) that began is taken as ended
            if (!began && !done.contains(s.id) && notRun < 0)
                notRun = i;
        }
        if (stoppedAt < 0 && notRun < 0) {
            for (const QString &c : changed)
                report->append(tr("changed: %1").arg(c));
            return true;
        }
        const int from = stoppedAt >= 0 ? stoppedAt + 1 : notRun;
        if (stoppedAt >= 0)
            report->append(changes(order.at(stoppedAt))
                    ? tr("stopped at: %1 (it may have changed part of it: see helm history or kubectl)")
                          .arg(order.at(stoppedAt).title)
                    : tr("stopped at: %1").arg(order.at(stoppedAt).title));
        else
            report->append(tr("stopped before: %1").arg(order.at(notRun).title));
        if (changed.isEmpty())
            report->append(tr("nothing was changed in the cluster before it stopped"));
        for (const QString &c : changed)
            report->append(tr("changed before it stopped: %1").arg(c));
        for (int i = from; i < order.size(); ++i) {
            if (changes(order.at(i)))
                report->append(tr("not changed: %1").arg(order.at(i).title));
        }
        for (const QString &c : lines(context, kCleaned))
            report->append(tr("then, so the next deploy can start: %1").arg(c));
        return true;
    };
    plan->steps << summary;
}

} // namespace HelmDeck
