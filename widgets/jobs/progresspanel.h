// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "job/runner.h"

#include <QElapsedTimer>
#include <QPointer>
#include <QStringList>
#include <QTimer>
#include <QWidget>

class QLabel;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QTableView;

namespace HelmDeck {

class LauncherEntry;
class Notifier;
class ProgressModel;

/**
 * The progress panel (a bottom dock's content) for every long job the window runs: the plan's
 * steps (ProgressModel: state icon, name, duration), the selected step's output in a read-only
 * view, Cancel (while running: Runner::cancel()), Copy log (the whole run as text, to the
 * clipboard), and a status line with the result.
 *
 * The running step is selected as it starts, unless the user picked a row during the run; the
 * output view follows new lines while it is scrolled to the bottom. When a job that ran at least
 * notifyThreshold() ends while the window is not the active one, the Notifier tells the desktop (or
 * alerts the window).
 *
 * Determinate progress (docs/architecture.md §5): a bar with the steps done out of the plan's steps
 * (planBar(), "3 of 12 steps"), and beside it, while the running step reports one, a bar with that
 * step's own quantity (stepBar(), "2/4 pods ready", "1.5 KiB of 3.0 KiB uploaded"). The same progress
 * goes to the window's task-bar entry (launcherEntry(): the Unity LauncherEntry D-Bus signal).
 */
class ProgressPanel : public QWidget
{
    Q_OBJECT
public:
    static constexpr int DefaultNotifyThresholdMs = 10000;

    explicit ProgressPanel(QWidget *parent = nullptr);
    ~ProgressPanel() override;

    /** Shows the runs of @p runner (not owned). */
    void setRunner(Runner *runner);
    Runner *runner() const;
    ProgressModel *model() const { return m_model; }

    /** Uses @p notifier (not owned; null = never notify) instead of the built-in desktop one. */
    void setNotifier(Notifier *notifier);
    Notifier *notifier() const { return m_notifier; }
    /** Jobs that ran at least this long (ms) notify when they end. */
    void setNotifyThreshold(int ms);
    int notifyThreshold() const { return m_notifyThresholdMs; }

    /** The row shown in the output view, or -1. */
    int selectedStep() const;
    void selectStep(int row);
    /** The output view's text (after pending lines were flushed). */
    QString outputText();
    QString statusText() const;
    /** Puts ProgressModel::logText() on the clipboard. */
    void copyLog();

    QTableView *stepView() const { return m_steps; }
    QPlainTextEdit *outputView() const { return m_output; }
    QPushButton *cancelButton() const { return m_cancel; }
    QPushButton *copyButton() const { return m_copy; }
    /** Steps done of the plan's steps (range 0..steps); hidden before the first run. */
    QProgressBar *planBar() const { return m_planBar; }
    /** The running step's StepProgress in permille of its maximum; hidden when it reports none. */
    QProgressBar *stepBar() const { return m_stepBar; }
    LauncherEntry *launcherEntry() const { return m_launcher; }

Q_SIGNALS:
    /** A run ended (after the panel showed it and notified). */
    void jobFinished(const HelmDeck::RunResult &result);

protected:
    /** Below the width the buttons need with their text, they show only their icons (never cut off). */
    void resizeEvent(QResizeEvent *event) override;

private:
    void updateButtonTexts();
    void onRunStarted(const QString &title);
    void onStepStateChanged(int row, StepState state);
    void onOutputAppended(int row, const QString &line);
    void onRunFinished(const RunResult &result);
    void onCurrentRowChanged();
    void showStep(int row);
    void flushOutput();
    void updateStatus();
    void updateBars();

    ProgressModel *m_model;
    QTableView *m_steps;
    QPlainTextEdit *m_output;
    QLabel *m_status;
    QPushButton *m_cancel;
    QPushButton *m_copy;
    QWidget *m_bars;
    QProgressBar *m_planBar;
    QProgressBar *m_stepBar;
    LauncherEntry *m_launcher;
    Notifier *m_ownNotifier;
    Notifier *m_notifier;
    int m_notifyThresholdMs = DefaultNotifyThresholdMs;
    QElapsedTimer m_clock;
    QTimer m_flush;
    int m_shownStep = -1;
    int m_shownDropped = 0;
    QStringList m_pending;
    bool m_userPicked = false;
    bool m_selecting = false;
    bool m_cancelling = false;
};

} // namespace HelmDeck
