// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "job/runner.h"

#include <QByteArray>
#include <QMetaObject>
#include <QPointer>
#include <QWidget>

#include <functional>

class QLabel;
class QPushButton;
class QTimer;

namespace HelmDeck {

class FindBar;
class PseudoTerminal;
class TerminalView;

/**
 * One program of the terminal dock: a TerminalView, the Runner of its plan, and a status line with
 * "Save transcript…". Two ways to show a plan:
 *
 * - startTerminal(): a plan with one Step::terminal step (a shell, kubectl exec -it, kubectl attach
 *   -it). Its pty's bytes go to the view as they are, the view's keystrokes to the pty, the view's
 *   size to the pty (TIOCSWINSZ: SIGWINCH, which kubectl forwards to the remote TTY). The step's
 *   terminalColumns/Rows are set from the view just before the plan starts, so the program never
 *   starts at 80 columns; the start waits until the view is laid out (at most StartDelayMs).
 * - startLines(): a plan whose step prints lines (kubectl logs -f): each stdout line that @c filter
 *   accepts is shown; when the plan ends (the followed pods rolled), @c reconnect gives the next
 *   plan, started after a back-off (1 s after a clean end, doubling to 30 s after failures).
 *
 * Other steps' output lines (e.g. a failing pod query's stderr) are shown too. The tab stays open
 * after the program ends and shows how it ended ("sh exited with code 3", "… killed by signal 9");
 * typing is off then. The raw bytes shown are kept, the last TranscriptLimit bytes, for Save.
 * requestClose() sends the close input (e.g. "exit" to a remote shell, so none is left in the
 * container), waits CloseGraceMs for the program to end, then cancels the run (its whole process
 * group is killed; the plan's Step::always cleanup steps still run, e.g. deleting a run Job);
 * closed() follows once the run has ended.
 */
class TerminalTab : public QWidget
{
    Q_OBJECT
public:
    static constexpr int TranscriptLimit = 8 * 1024 * 1024;
    static constexpr int CloseGraceMs = 1500;
    static constexpr int StartDelayMs = 1000;

    /** True when a line should be shown (LogDeduplicator::accept). */
    using LineFilter = std::function<bool(const QString &line)>;
    /** The plan to run when a line plan ended by itself (the same follow, from where it stopped). */
    using Reconnect = std::function<Plan()>;

    /** @p view: the view to use (owned; default TerminalView::create()). */
    explicit TerminalTab(QWidget *parent = nullptr, TerminalView *view = nullptr);
    ~TerminalTab() override;

    /** Runs @p plan, showing its step @p terminalStep (a Step::terminal step). False when refused. */
    bool startTerminal(const Plan &plan, int terminalStep);
    /** Runs @p plan, showing the stdout lines of step @p lineStep that @p filter accepts (null = all). */
    bool startLines(const Plan &plan, int lineStep, const LineFilter &filter, const Reconnect &reconnect);

    /** Bytes written to the program by requestClose() before the run is cancelled (empty = none). */
    void setCloseInput(const QByteArray &bytes) { m_closeInput = bytes; }
    /** Ends the program as described above; closed() follows (also when nothing runs). */
    void requestClose();
    bool isClosing() const { return m_closing; }

    /** True from start until the program (and its cleanup) ended; false again while a follow reconnects. */
    bool isRunning() const;
    QString statusText() const;
    /** The raw bytes shown so far (the last TranscriptLimit), escapes and all. */
    QByteArray transcript() const { return m_transcript; }
    /** Writes transcript() to @p path; false with @p error when it cannot. */
    bool saveTranscript(const QString &path, QString *error) const;
    /** Asks for a file and saves the transcript there. */
    void saveTranscriptAs();

    TerminalView *view() const { return m_view; }
    /**
     * Edit ▸ Find: the view's own search where it has one (qtermwidget), else the tab's find bar over
     * the text shown (the plain view's transcript).
     */
    void find();
    void findNext();
    void findPrevious();
    /** The find bar over the plain view's text (hidden, and unused with qtermwidget). */
    FindBar *findBar() const { return m_findBar; }
    Runner *runner() const { return m_runner; }

Q_SIGNALS:
    /** The program ended by itself (not through requestClose()); @p status as statusText(). */
    void programFinished(const QString &status);
    /** After requestClose(), once nothing runs any more: the dock removes the tab. */
    void closed();

private:
    bool startPlan(const Plan &plan);
    void launch();
    void show(const QByteArray &bytes);
    void setStatus(const QString &text);
    void onTerminalOpened(int step, PseudoTerminal *terminal);
    void onStepOutput(int step, const QString &line, bool isStderr);
    void onStepFinished(int step, StepState state, const QString &message);
    void onFinished(const RunResult &result);

    TerminalView *m_view;
    Runner *m_runner;
    QLabel *m_status;
    QPushButton *m_save;
    FindBar *m_findBar;
    QTimer *m_startTimer;
    QTimer *m_closeTimer;
    QTimer *m_reconnectTimer;
    Plan m_pending; ///< waiting for the view's size
    bool m_waitingToStart = false;
    int m_shownStep = -1;
    bool m_lineMode = false;
    LineFilter m_filter;
    Reconnect m_reconnect;
    int m_backoffMs = 0;
    bool m_sawLines = false;
    QPointer<PseudoTerminal> m_terminal;
    QMetaObject::Connection m_inputConnection;
    QMetaObject::Connection m_sizeConnection;
    QString m_stepMessage; ///< how the shown step ended
    StepState m_stepState = StepState::Pending;
    QByteArray m_closeInput;
    bool m_closing = false;
    bool m_cancelled = false;
    QByteArray m_transcript;
};

} // namespace HelmDeck
