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
 */
class RenderJob : public QObject
{
    Q_OBJECT
public:
    explicit RenderJob(const HelmTool &helm, QObject *parent = nullptr);
    ~RenderJob() override;

    void start(const Project &project);
    void cancel();
    bool isRunning() const;

Q_SIGNALS:
    void finished(const HelmDeck::RenderResult &result);

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace HelmDeck

Q_DECLARE_METATYPE(HelmDeck::RenderResult)
