// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/finding.h"
#include "model/project.h"
#include "helmtool.h"
#include "manifestset.h"

#include <QObject>
#include <QPointer>
#include <QProcess>
#include <QTemporaryDir>

#include <memory>

namespace HelmDeck {

/** The outcome of one render. */
struct RenderResult
{
    bool ok = false;
    bool cancelled = false;
    ManifestSet manifests;
    Findings findings;   ///< helm errors become findings naming the template file and line
    QString errorText;   ///< helm's stderr on failure
    qint64 elapsedMs = 0;
};

/**
 * Renders every release of a project with the real `helm template`, asynchronously: writes each
 * chart to a private temp dir (0700) and runs helm with QProcess, one release after another.
 * Never blocks the caller's thread. cancel() kills the running helm; finished() is emitted exactly
 * once per start(), with cancelled = true after cancel().
 *
 * A project with validation errors is not rendered: finished() carries the findings and ok = false.
 *
 * Per app: `helm template <app> <tmp>/charts/<app> --namespace <ns>` with HELM_CONFIG_HOME,
 * HELM_CACHE_HOME and HELM_DATA_HOME inside the temp dir (nothing touches ~). Its stdout becomes
 * release "<app>" of RenderResult::manifests. The first failure stops the render: helm's stderr
 * goes to errorText and, through HelmErrors, into findings naming the template file and line.
 * Validator warnings are kept in findings of a successful render too.
 *
 * finished() is always emitted from the event loop (queued), never from inside start() or
 * cancel(), so a QSignalSpy made after start() still sees it. start() while running cancels the
 * running render first (it gets its own finished() with cancelled = true).
 */
class RenderJob : public QObject
{
    Q_OBJECT
public:
    /** A helm run that takes longer than this is killed and reported (ms). */
    static constexpr int DefaultTimeoutMs = 120000;

    /** @p helm as HelmTool::detect() returned it; an invalid one makes every start() fail with its error. */
    explicit RenderJob(const HelmTool &helm, QObject *parent = nullptr);
    /** Kills a running helm without emitting finished(). */
    ~RenderJob() override;

    void start(const Project &project);
    void cancel();
    bool isRunning() const;

    /** The deployment id rendered into pod templates; empty = "0". A preview passes the deployed id so the diff stays quiet. */
    void setDeploymentId(const QString &deploymentId);
    /** Per helm run, in milliseconds (DefaultTimeoutMs). */
    void setTimeout(int milliseconds);
    const HelmTool &helm() const;

Q_SIGNALS:
    void finished(const HelmDeck::RenderResult &result);

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace HelmDeck

Q_DECLARE_METATYPE(HelmDeck::RenderResult)
