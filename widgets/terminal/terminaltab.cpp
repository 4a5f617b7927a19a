// SPDX-License-Identifier: GPL-3.0-or-later
#include "terminaltab.h"

#include "edit/findbar.h"
#include "job/pseudoterminal.h"
#include "terminalview.h"

#include <QFile>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTimer>
#include <QVBoxLayout>

namespace HelmDeck {

namespace {

constexpr int FirstReconnectMs = 1000;
constexpr int FailedReconnectMs = 2000;
constexpr int MaxReconnectMs = 30000;

} // namespace

TerminalTab::TerminalTab(QWidget *parent, TerminalView *view)
    : QWidget(parent)
    , m_view(view ? view : TerminalView::create())
    , m_runner(new Runner(this))
    , m_status(new QLabel(this))
    , m_save(new QPushButton(tr("Save transcript…"), this))
    , m_findBar(new FindBar(this))
    , m_startTimer(new QTimer(this))
    , m_closeTimer(new QTimer(this))
    , m_reconnectTimer(new QTimer(this))
{
    m_view->setParent(this);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_findBar);
    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(4, 0, 4, 2);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    bar->addWidget(m_status, 1);
    bar->addWidget(m_save);
    layout->addLayout(bar);
    setFocusProxy(m_view);

    m_startTimer->setSingleShot(true);
    m_closeTimer->setSingleShot(true);
    m_reconnectTimer->setSingleShot(true);
    // a tab that is never shown (another tab is in front) still starts, at its default size
    connect(m_startTimer, &QTimer::timeout, this, &TerminalTab::launch);
    connect(m_closeTimer, &QTimer::timeout, this, [this] {
        m_cancelled = true;
        m_runner->cancel();
    });
    connect(m_reconnectTimer, &QTimer::timeout, this, [this] {
        if (!m_closing && m_reconnect)
            startPlan(m_reconnect());
    });
    connect(m_save, &QPushButton::clicked, this, &TerminalTab::saveTranscriptAs);
    connect(m_view, &TerminalView::sizeChanged, this, [this] {
        if (m_waitingToStart)
            launch();
    });

    connect(m_runner, &Runner::terminalOpened, this, &TerminalTab::onTerminalOpened);
    connect(m_runner, &Runner::stepOutput, this, &TerminalTab::onStepOutput);
    connect(m_runner, &Runner::stepFinished, this,
        [this](int step, StepState state, const QString &message, qint64) {
            onStepFinished(step, state, message);
        });
    connect(m_runner, &Runner::finished, this, &TerminalTab::onFinished);
}

TerminalTab::~TerminalTab() = default; // the Runner (a child) kills what still runs

bool TerminalTab::startTerminal(const Plan &plan, int terminalStep)
{
    if (terminalStep < 0 || terminalStep >= plan.steps.size() || !plan.steps.at(terminalStep).terminal)
        return false;
    m_lineMode = false;
    m_shownStep = terminalStep;
    return startPlan(plan);
}

bool TerminalTab::startLines(
    const Plan &plan, int lineStep, const LineFilter &filter, const Reconnect &reconnect)
{
    if (lineStep < 0 || lineStep >= plan.steps.size())
        return false;
    m_lineMode = true;
    m_shownStep = lineStep;
    m_filter = filter;
    m_reconnect = reconnect;
    return startPlan(plan);
}

bool TerminalTab::startPlan(const Plan &plan)
{
    if (m_runner->isRunning() || m_waitingToStart || m_closing)
        return false;
    m_pending = plan;
    m_waitingToStart = true;
    m_view->setInputEnabled(!m_lineMode);
    setStatus(tr("Starting…"));
    // Laid out already (a reconnect, or a tab shown before it starts): go on the next turn of the
    // event loop. Else the first sizeChanged of the view starts it, with its real size.
    if (m_view->isVisible() && m_view->width() > 0)
        QTimer::singleShot(0, this, &TerminalTab::launch);
    else
        m_startTimer->start(StartDelayMs);
    return true;
}

void TerminalTab::launch()
{
    if (!m_waitingToStart)
        return;
    m_waitingToStart = false;
    m_startTimer->stop();
    Plan plan = m_pending;
    m_pending = Plan();
    if (!m_lineMode) {
        Step &shown = plan.steps[m_shownStep];
        shown.terminalColumns = m_view->columns();
        shown.terminalRows = m_view->rows();
    }
    m_stepMessage.clear();
    m_stepState = StepState::Pending;
    m_sawLines = false;
    if (!m_runner->start(plan)) {
        setStatus(tr("Could not start: another program runs in this tab"));
        return;
    }
    setStatus(m_lineMode ? tr("Following…") : tr("Running"));
}

void TerminalTab::onTerminalOpened(int step, PseudoTerminal *terminal)
{
    if (step != m_shownStep || m_lineMode)
        return;
    m_terminal = terminal;
    connect(terminal, &PseudoTerminal::output, this, &TerminalTab::show);
    m_inputConnection = connect(m_view, &TerminalView::input, terminal, &PseudoTerminal::write);
    m_sizeConnection = connect(m_view, &TerminalView::sizeChanged, terminal, &PseudoTerminal::resize);
    // the view may have changed size between the plan's start and now
    terminal->resize(m_view->columns(), m_view->rows());
}

void TerminalTab::onStepOutput(int step, const QString &line, bool isStderr)
{
    if (m_lineMode && step == m_shownStep && !isStderr) {
        if (m_filter && !m_filter(line))
            return;
        m_sawLines = true;
    }
    show(line.toUtf8() + "\r\n");
}

void TerminalTab::onStepFinished(int step, StepState state, const QString &message)
{
    if (step != m_shownStep)
        return;
    m_stepState = state;
    // "sh exited with code 3": the tab's title already names the step
    const QString prefix = m_runner->plan().steps.value(step).title + QStringLiteral(": ");
    m_stepMessage = message.startsWith(prefix) ? message.mid(prefix.size()) : message;
    disconnect(m_inputConnection);
    disconnect(m_sizeConnection);
    m_terminal = nullptr; // the runner deletes it after this signal
    if (!m_lineMode)
        m_view->setInputEnabled(false);
}

void TerminalTab::onFinished(const RunResult &result)
{
    m_closeTimer->stop();
    if (m_closing) {
        setStatus(tr("Closed"));
        Q_EMIT closed();
        return;
    }
    QString status;
    // A run's plan reads the command's own exit code from the pod (PlanContext "exitCode"):
    // that, not kubectl's exit, is how the program ended.
    const QVariant podExit = m_runner->context().values.value(QStringLiteral("exitCode"));
    const QString failedId = m_runner->plan().steps.value(result.failedStep).id;
    if (m_stepState == StepState::Pending) // an earlier step failed (no running pod, …): say why
        status = result.message.isEmpty() ? tr("not started") : result.message;
    else if (podExit.isValid() && m_stepState != StepState::Cancelled)
        status = tr("exited with code %1").arg(podExit.toInt());
    else if (m_stepState == StepState::Succeeded)
        status = m_lineMode ? tr("the log stream ended") : tr("exited with code 0");
    else
        status = m_stepMessage;
    const bool reported = podExit.isValid() && failedId == QLatin1String("exit"); // "… exited N" again
    if (!result.ok && !reported && m_stepState != StepState::Pending && !result.message.isEmpty()
        && (m_stepState == StepState::Succeeded || podExit.isValid()))
        status += tr("; then: %1").arg(result.message); // a cleanup step failed

    if (m_lineMode && m_reconnect) {
        // the followed pods ended (a rollout): follow again from where it stopped
        m_backoffMs = (m_stepState == StepState::Succeeded || m_sawLines)
            ? FirstReconnectMs
            : qMin(MaxReconnectMs, m_backoffMs <= 0 ? FailedReconnectMs : m_backoffMs * 2);
        setStatus(tr("%1 — following again in %2 s").arg(status).arg(m_backoffMs / 1000.0));
        m_reconnectTimer->start(m_backoffMs);
        return;
    }
    show("\r\n\x1b[2m[" + status.toUtf8() + "]\x1b[0m\r\n");
    setStatus(status);
    Q_EMIT programFinished(status);
}

void TerminalTab::requestClose()
{
    if (m_closing) {
        // asked again: stop waiting for the program
        if (m_runner->isRunning() && !m_cancelled) {
            m_cancelled = true;
            m_runner->cancel();
        }
        return;
    }
    m_closing = true;
    m_waitingToStart = false;
    m_startTimer->stop();
    m_reconnectTimer->stop();
    if (!m_runner->isRunning()) {
        QTimer::singleShot(0, this, &TerminalTab::closed);
        return;
    }
    setStatus(tr("Closing…"));
    if (m_terminal && !m_closeInput.isEmpty()) {
        m_terminal->write(m_closeInput); // e.g. "exit": the remote shell ends itself
        m_closeTimer->start(CloseGraceMs);
    } else {
        m_cancelled = true;
        m_runner->cancel();
    }
}

bool TerminalTab::isRunning() const
{
    return m_runner->isRunning() || m_waitingToStart;
}

QString TerminalTab::statusText() const
{
    return m_status->text();
}

void TerminalTab::show(const QByteArray &bytes)
{
    m_view->feed(bytes);
    m_transcript.append(bytes);
    // trim in slices, so a busy stream does not move 8 MiB for every chunk
    if (m_transcript.size() > TranscriptLimit + TranscriptLimit / 8)
        m_transcript.remove(0, m_transcript.size() - TranscriptLimit);
}

void TerminalTab::setStatus(const QString &text)
{
    m_status->setText(text);
}

bool TerminalTab::saveTranscript(const QString &path, QString *error) const
{
    QFile file(path);
    const QByteArray data = m_transcript.right(TranscriptLimit);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(data) != data.size()) {
        *error = tr("Cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

void TerminalTab::find()
{
    if (m_view->openOwnSearch())
        return;
    m_findBar->setTarget(m_view->searchableText());
    m_findBar->open();
}

void TerminalTab::findNext()
{
    if (m_view->findInOwnSearch(true))
        return;
    m_findBar->setTarget(m_view->searchableText());
    m_findBar->findNext();
}

void TerminalTab::findPrevious()
{
    if (m_view->findInOwnSearch(false))
        return;
    m_findBar->setTarget(m_view->searchableText());
    m_findBar->findPrevious();
}

void TerminalTab::saveTranscriptAs()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Save transcript"), QString(), tr("Terminal transcripts (*.log *.txt);;All files (*)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!saveTranscript(path, &error))
        QMessageBox::warning(this, tr("Save transcript"), error);
}

} // namespace HelmDeck
