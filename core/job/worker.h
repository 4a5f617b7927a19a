// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QMetaObject>
#include <QObject>
#include <QPointer>
#include <QThreadPool>

#include <atomic>
#include <functional>
#include <memory>
#include <type_traits>
#include <utility>

namespace HelmDeck {

/**
 * Off-thread work for one owner, with the result handed back on the owner's thread — the one
 * helper for blocking work (a credential helper, a tool probe, a keychain read) that must not run
 * on the GUI thread. The shape of hotspot's JobTracker: a generation id, a cancelled predicate and
 * a queued hand-back guarded by a QPointer.
 *
 * start(work, then): @c work runs on QThreadPool::globalInstance() and gets a predicate
 * `bool cancelled()` that turns true once a newer start() or cancel() superseded it, or the owner
 * is gone (long work may poll it and stop early). It must only use copies: it may still be running
 * when the owner is destroyed. @c then(result) runs later on the owner's thread, from the event
 * loop, only if this job is still the current one and the owner still exists; a superseded result
 * is dropped. @c then is never called from inside start().
 *
 * The owner must live in the thread that runs the application's event loop (the GUI thread, or
 * the command line's main thread). Not copyable; destroying the Worker drops pending results.
 */
class Worker
{
public:
    explicit Worker(QObject *owner)
        : m_owner(owner)
        , m_current(std::make_shared<std::atomic<quint64>>(0))
    { }
    Worker(const Worker &) = delete;
    Worker &operator=(const Worker &) = delete;
    ~Worker() { cancel(); }

    /** True while the newest job has not handed its result back (or been cancelled). */
    bool isRunning() const { return m_running; }

    /** Drops the result of the running job, if any; its work may still finish in the background. */
    void cancel()
    {
        ++*m_current;
        m_running = false;
    }

    /**
     * @p work: `R(const std::function<bool()> &cancelled)`, run off-thread; @p then: `void(R)`,
     * run on the owner's thread. Supersedes any job started before.
     */
    template <typename Work, typename Then> void start(Work work, Then then)
    {
        using Result = std::invoke_result_t<Work, const std::function<bool()> &>;
        const quint64 id = ++*m_current;
        m_running = true;
        const std::shared_ptr<std::atomic<quint64>> current = m_current;
        const QPointer<QObject> owner(m_owner);
        bool *running = &m_running;
        QThreadPool::globalInstance()->start(
            [work = std::move(work), then = std::move(then), current, owner, id, running]() mutable {
                const std::function<bool()> cancelled = [current, id]() { return current->load() != id; };
                auto result = std::make_shared<Result>(work(cancelled));
                // Posted to the application object (alive as long as the event loop runs); the owner
                // is checked there, on its own thread, where it can be deleted — never here.
                QMetaObject::invokeMethod(
                    QCoreApplication::instance(),
                    [then = std::move(then), result, current, owner, id, running]() mutable {
                        if (!owner || current->load() != id)
                            return;
                        *running = false;
                        then(std::move(*result));
                    },
                    Qt::QueuedConnection);
            });
    }

private:
    QObject *m_owner;
    std::shared_ptr<std::atomic<quint64>> m_current;
    bool m_running = false;
};

} // namespace HelmDeck
