// SPDX-License-Identifier: GPL-3.0-or-later
#include "stepdone.h"

#include <QMetaObject>

#include <utility>

namespace HelmDeck {

StepDone::StepDone(std::shared_ptr<Sink> sink)
    : m_sink(std::move(sink))
{ }

void StepDone::operator()(bool ok, const QString &message, const QStringList &report) const
{
    if (!m_sink || m_sink->over || !m_sink->receiver)
        return;
    const std::shared_ptr<Sink> sink = m_sink;
    // Queued: a step may call done() inside Step::start or Step::cancel, where Runner must not emit.
    QMetaObject::invokeMethod(
        sink->receiver.data(),
        [sink, ok, message, report] {
            if (sink->over || !sink->done)
                return;
            sink->over = true;
            sink->done(ok, message, report);
        },
        Qt::QueuedConnection);
}

void StepDone::output(const QString &line, bool isStderr) const
{
    if (!m_sink || m_sink->over || !m_sink->receiver)
        return;
    const std::shared_ptr<Sink> sink = m_sink;
    QMetaObject::invokeMethod(
        sink->receiver.data(),
        [sink, line, isStderr] {
            if (!sink->over && sink->output)
                sink->output(line, isStderr);
        },
        Qt::QueuedConnection);
}

void StepDone::progress(const StepProgress &progress) const
{
    if (!m_sink || m_sink->over || !m_sink->receiver)
        return;
    const std::shared_ptr<Sink> sink = m_sink;
    QMetaObject::invokeMethod(
        sink->receiver.data(),
        [sink, progress] {
            if (!sink->over && sink->progress)
                sink->progress(progress);
        },
        Qt::QueuedConnection);
}

bool StepDone::isOver() const
{
    return !m_sink || m_sink->over;
}

} // namespace HelmDeck
