// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "job/runner.h"

#include <QAbstractTableModel>
#include <QElapsedTimer>
#include <QPointer>
#include <QStringList>
#include <QTimer>

namespace HelmDeck {

/**
 * The steps of the plan a Runner runs, one row each: state (icon and name), title, duration
 * (ticking about every TickMs while the step runs), and each step's determinate progress where it is
 * known (Runner::stepProgress: pods ready, bytes uploaded), with the plan's (steps done out of all). Fed only
 * by the runner's signals, like the command line's output: attach a runner with setRunner() and every start()
 * resets the rows.
 *
 * Each step's output is kept for the panel and the copied log, bounded: the last maxLinesPerStep()
 * lines (DefaultMaxLinesPerStep); older lines are dropped and counted, and outputText() starts with
 * a "… N earlier lines dropped" line. A failed, cancelled or warning step's message is its last line.
 */
class ProgressModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        StateColumn,
        StepColumn,
        DurationColumn,
        ColumnCount
    };
    enum Role
    {
        StateRole = Qt::UserRole + 1, ///< the StepState, as int
        DurationRole, ///< milliseconds (qint64); -1 before the step started
        ProgressRole, ///< the step's last StepProgress (invalid when it reported none)
    };
    static constexpr int DefaultMaxLinesPerStep = 5000;
    static constexpr int TickMs = 500;

    explicit ProgressModel(QObject *parent = nullptr);
    ~ProgressModel() override;

    /** Follows @p runner (not owned; may be null). Shows its plan at once when it is running. */
    void setRunner(Runner *runner);
    Runner *runner() const { return m_runner; }
    /** Lines kept per step; takes effect for lines arriving afterwards. */
    void setMaxLinesPerStep(int lines);
    int maxLinesPerStep() const { return m_maxLines; }

    /** The plan's title ("Deploy guestbook to k3s/default"); empty before any run. */
    QString title() const { return m_title; }
    bool isRunning() const { return m_running; }
    /** Row of the running step, or -1. */
    int runningStep() const;
    bool hasResult() const { return m_hasResult; }
    /** The last run's end (valid when hasResult()). */
    const RunResult &result() const { return m_result; }

    StepState state(int row) const;
    /** The last Runner::stepProgress of @p row ("2/4 pods ready"); invalid when none came. */
    StepProgress stepProgress(int row) const;
    /** Steps that have ended (succeeded, failed, skipped, cancelled, warning) out of rowCount(). */
    int stepsDone() const;
    /**
     * The whole run's determinate progress in 0..1: steps done plus the running steps' own
     * fractions (pods ready, bytes uploaded), over the steps. 1 once the run succeeded.
     */
    double planFraction() const;
    qint64 durationMs(int row) const;
    /** Why the step failed or was skipped (the runner's message); empty when none. */
    QString message(int row) const;
    /** The kept output lines of @p row, oldest first. */
    QStringList outputLines(int row) const;
    /** How many older lines of @p row were dropped to stay within maxLinesPerStep(). */
    int droppedLines(int row) const;
    /** The output as shown: the dropped-lines marker (when any), then the kept lines. */
    QString outputText(int row) const;
    /** The whole run as text for the clipboard: title, result, then every step with state, duration, output.
     */
    QString logText() const;

    /** "Pending", "Running", "Succeeded", "Failed", "Skipped", "Cancelled", "Warning". */
    static QString stateText(StepState state);
    /** "0.4 s", "12 s", "2 min 05 s". */
    static QString formatDuration(qint64 ms);
    /** The marker line for @p count dropped lines. */
    static QString droppedMarker(int count);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

Q_SIGNALS:
    /** A run began; the rows are the new plan's steps. */
    void runStarted(const QString &title);
    /** A step of @p row changed state (started or finished). */
    void stepStateChanged(int row, HelmDeck::StepState state);
    /** A line was added to @p row's output (lines may have been dropped at the front). */
    void outputAppended(int row, const QString &line);
    void runFinished(const HelmDeck::RunResult &result);
    /** stepsDone(), planFraction() or a step's StepProgress changed (@p row; -1 for a state change). */
    void progressChanged(int row);

private:
    struct Row
    {
        QString title;
        StepState state = StepState::Pending;
        qint64 durationMs = -1;
        QElapsedTimer clock;
        qint64 clockOffsetMs = 0; ///< time run before the model saw the step start (setRunner() mid-run)
        QString message;
        QStringList lines;
        int dropped = 0;
        StepProgress progress;
    };

    void load(const QString &title, int stepCount);
    void onStarted(const QString &title, int stepCount);
    void onStepStarted(int step);
    void onStepOutput(int step, const QString &line, bool isStderr);
    void onStepProgress(int step, const StepProgress &progress);
    void onStepFinished(int step, StepState state, const QString &message, qint64 durationMs);
    void onFinished(const RunResult &result);
    void appendLine(int row, const QString &line);
    void tick();
    bool isValidRow(int row) const { return row >= 0 && row < m_rows.size(); }

    QPointer<Runner> m_runner;
    QList<QMetaObject::Connection> m_connections;
    QList<Row> m_rows;
    QString m_title;
    bool m_running = false;
    bool m_hasResult = false;
    RunResult m_result;
    int m_maxLines = DefaultMaxLinesPerStep;
    QTimer m_ticker;
};

} // namespace HelmDeck
