// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "deployplanner.h"
#include "render/manifestdiff.h"

#include <QObject>
#include <QProcessEnvironment>

#include <memory>

namespace HelmDeck {

/** The outcome of a diff. */
struct DiffResult
{
    bool ok = false;
    ManifestDiffResult diff;
    ManifestSet rendered; ///< the app's releases as a deploy would install them (RenderPlan), unredacted
    Findings findings; ///< render errors, or why the live manifests could not be read
    QString errorText;
    /**
     * "A deploy rolls the pods of web, worker (a new deployment id), also when nothing above
     * changes.": the diff pins every process's deployment id to the live one (the restarted ones
     * only for a targeted restart), so the roll is said here instead of in every Deployment.
     */
    QString rollNote;
};

/**
 * Diff before deploy: renders the app's releases through the one render path (RenderPlan, as the
 * preview does, for DeployOptions::renderTarget; with the live cron suffixes, and with the live
 * deployment id of every process — of those a targeted restart leaves alone when it restarts some —
 * so an unchanged app diffs empty, as Dokku's preview; DiffResult::rollNote says what rolls) and
 * reads each live release with
 * `helm get manifest <release> --kube-context <ctx> --namespace <ns>` (a release that is not
 * installed counts as empty: a first deploy shows everything as added), then compares them
 * (ManifestDiff; Secret data redacted except the values of the app's non-secret env vars in
 * config-<app>, shown decoded). Asynchronous; finished() exactly once per start(), queued.
 */
class DiffJob : public QObject
{
    Q_OBJECT
public:
    explicit DiffJob(QObject *parent = nullptr);
    ~DiffJob() override;

    void start(const Project &project, const QString &appName, const DeployOptions &options);
    /** The environment helm and kubectl start from (Runner::setBaseEnvironment). */
    void setBaseEnvironment(const QProcessEnvironment &environment);
    void cancel();
    bool isRunning() const;

Q_SIGNALS:
    void finished(const HelmDeck::DiffResult &result);

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace HelmDeck

Q_DECLARE_METATYPE(HelmDeck::DiffResult)
