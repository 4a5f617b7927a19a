// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "job/runner.h"

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
    Runner *runner() const { return m_runner; }

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
    void onStepFinished(int step, StepState state);
    void onFinished(const RunResult &result);
    QString publishedText() const;

    bool m_checkOnly;
    Runner *m_runner = nullptr;
    ProgressModel *m_model;
    QTableView *m_view;
    QLabel *m_status;
    FindingLabel *m_findings;
    bool m_hasResult = false;
    RunResult m_result;
};

} // namespace HelmDeck
