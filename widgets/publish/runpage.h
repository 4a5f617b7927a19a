// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "job/runner.h"

#include <QList>
#include <QPointer>
#include <QWizardPage>

class QLabel;
class QTableView;

namespace HelmDeck {

class FindingLabel;
class ProgressModel;

/**
 * Runs a publish plan when shown and lists its steps with their states (ProgressModel): the Checks
 * page runs it with PublishRequest::checkOnly (everything before the first upload), the Publish
 * page the whole plan. The page completes when the run succeeded; a failure shows the runner's
 * message (it names the step) and keeps Next disabled, planning errors are listed and nothing runs.
 * Back cancels a run still going; cancel() stops it and keeps the page open.
 *
 * The Publish page runs on the window's runner when the wizard has one (PublishWizard::setJobRunner),
 * so the window's progress panel shows the publish like every other long job; the page's table
 * follows the same runner. The checks always run on the page's own runner (nothing is changed).
 *
 * The Checks page also fills the variants' "Exists?" column: a finished step whose title names a
 * variant's image ("<repository>:<appVersion>") says whether that image exists.
 */
class RunPage : public QWizardPage
{
    Q_OBJECT
public:
    RunPage(bool checkOnly, QWidget *parent = nullptr);
    ~RunPage() override;

    bool isCheckOnly() const { return m_checkOnly; }
    bool isRunning() const;
    bool hasResult() const { return m_hasResult; }
    const RunResult &result() const { return m_result; }
    /** What the page says under the steps ("All checks passed.", the failure). */
    QString statusText() const;
    ProgressModel *progressModel() const { return m_model; }
    /** The runner of the current (or last) run: the window's for a shared publish, else the page's. */
    Runner *runner() const;

    /** Cancels the run; false when nothing was running. */
    bool cancel();

    void initializePage() override;
    void cleanupPage() override;
    bool isComplete() const override;

Q_SIGNALS:
    void runFinished(const HelmDeck::RunResult &result);

private:
    void start();
    void newRunner();
    /** Starts @p plan on the window's runner; false (with a message shown) when it is busy. */
    bool startShared(Runner *shared, const Plan &plan);
    void detachShared();
    void onStepFinished(int step, StepState state);
    void onFinished(const RunResult &result);
    QString publishedText() const;

    bool m_checkOnly;
    Runner *m_runner = nullptr; ///< the page's own
    QPointer<Runner> m_shared; ///< the window's, while this page's publish runs (or ran) on it
    QList<QMetaObject::Connection> m_sharedConnections;
    ProgressModel *m_model;
    QTableView *m_view;
    QLabel *m_status;
    FindingLabel *m_findings;
    bool m_hasResult = false;
    RunResult m_result;
};

} // namespace HelmDeck
