// SPDX-License-Identifier: GPL-3.0-or-later
#include "podwait.h"

#include "cluster/livestate.h"
#include "job/runner.h"

#include <QPointer>
#include <QTimer>

namespace HelmDeck {

PodWait::PodWait(const Options &options, std::function<void(const Result &)> done, QObject *parent)
    : QObject(parent)
    , m_options(options)
    , m_done(std::move(done))
    , m_runner(new Runner(this))
    , m_watch(options.failureGraceMs, true)
{
    m_runner->setBaseEnvironment(options.environment);
    m_options.query.id = QStringLiteral("pods");
    m_options.query.echoStdout = false;
    m_options.query.timeoutMs = 30000;
    connect(m_runner, &Runner::finished, this, [this](const RunResult &r) { onPolled(r.ok); });
}

PodWait::~PodWait() = default;

void PodWait::start()
{
    m_clock.start();
    poll();
}

void PodWait::cancel()
{
    m_over = true;
    m_runner->cancel();
}

void PodWait::poll()
{
    if (m_over)
        return;
    Plan plan;
    plan.title = m_options.query.title;
    plan.steps.append(m_options.query);
    if (!m_runner->start(plan))
        finish({ false, tr("the pod poll could not start"), m_last });
}

void PodWait::onPolled(bool ok)
{
    if (m_over)
        return;
    const QByteArray out = m_runner->context().outputs.value(QStringLiteral("pods"));
    const QList<RunPodState> pods = ok ? RunPodState::parse(out) : QList<RunPodState>();
    if (!pods.isEmpty()) {
        m_last = pods.first();
        const RunPodState &p = m_last;
        switch (m_options.until) {
        case Until::Exists: {
            // a problem already showing (ErrImagePull, Unschedulable) is waited out for its grace
            const QString reason = m_watch.reason(out);
            if (!reason.isEmpty()) {
                finish({ false, reason, p });
                return;
            }
            if (LiveState::podProblems(out).isEmpty() && LiveState::unschedulablePods(out).isEmpty()) {
                finish({ true, QString(), p });
                return;
            }
            break;
        }
        case Until::Started: {
            if (p.running || p.terminated) {
                finish({ true, QString(), p });
                return;
            }
            const QString reason = m_watch.reason(out);
            if (!reason.isEmpty()) {
                finish({ false, reason, p });
                return;
            }
            if (p.phase == QLatin1String("Failed")) {
                finish({ false,
                    tr("pod %1 failed before it started: %2 %3")
                        .arg(p.name, p.statusReason, p.statusMessage)
                        .trimmed(),
                    p });
                return;
            }
            break;
        }
        case Until::Terminated:
            if (p.terminated && p.exitCode >= 0) {
                finish({ true, QString(), p });
                return;
            }
            if (p.phase == QLatin1String("Failed") || p.phase == QLatin1String("Succeeded")) {
                RunPodState known = p;
                known.exitCode = p.phase == QLatin1String("Succeeded") ? 0 : 1;
                finish({ p.phase == QLatin1String("Succeeded"),
                    p.phase == QLatin1String("Succeeded") ? QString()
                        : p.statusReason.isEmpty()
                        ? tr("pod %1 failed with unknown exit code").arg(p.name)
                        : tr("pod %1 failed with unknown exit code (%2)").arg(p.name, p.statusReason),
                    known });
                return;
            }
            break;
        }
    }
    if (m_clock.elapsed() >= m_options.timeoutMs) {
        const int seconds = m_options.timeoutMs / 1000;
        QString message;
        switch (m_options.until) {
        case Until::Exists:
            message = tr("no pod appeared within %1 s").arg(seconds);
            break;
        case Until::Started:
            message = tr("the pod did not start within %1 s").arg(seconds);
            break;
        case Until::Terminated:
            message = tr("the kubelet did not report the exit code within %1 s").arg(seconds);
            break;
        }
        if (!m_last.name.isEmpty())
            message = tr("%1 (pod %2: %3)")
                          .arg(message, m_last.name,
                              m_last.waitingReason.isEmpty() ? m_last.phase : m_last.waitingReason);
        finish({ false, message, m_last });
        return;
    }
    QTimer::singleShot(m_options.intervalMs, this, &PodWait::poll);
}

void PodWait::finish(const Result &result)
{
    if (m_over)
        return;
    m_over = true;
    if (m_done)
        m_done(result);
}

void PodWait::bindStep(
    Step &s, const Options &options, std::function<void(const Result &, const StepDone &)> then)
{
    bindStep(s, std::function<Options()>([options]() { return options; }), std::move(then));
}

void PodWait::bindStep(
    Step &s, std::function<Options()> options, std::function<void(const Result &, const StepDone &)> then)
{
    auto holder = std::make_shared<QPointer<PodWait>>();
    s.start = [holder, options, then](PlanContext &, Step &, StepDone done) {
        // the result comes from PodWait's own runner, later: never inside this call
        *holder = new PodWait(options(), [holder, then, done](const PodWait::Result &result) {
            then(result, done);
            if (*holder)
                (*holder)->deleteLater();
        });
        (*holder)->start();
    };
    s.cancel = [holder]() {
        if (*holder) {
            (*holder)->cancel();
            (*holder)->deleteLater();
        }
    };
}

} // namespace HelmDeck
