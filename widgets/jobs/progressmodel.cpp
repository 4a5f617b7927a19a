// SPDX-License-Identifier: GPL-3.0-or-later
#include "progressmodel.h"

#include "window/icons.h"

namespace HelmDeck {

ProgressModel::ProgressModel(QObject *parent)
    : QAbstractTableModel(parent)
{
    qRegisterMetaType<HelmDeck::StepState>("HelmDeck::StepState");
    qRegisterMetaType<HelmDeck::RunResult>("HelmDeck::RunResult");
    qRegisterMetaType<HelmDeck::StepProgress>("HelmDeck::StepProgress");
    m_ticker.setInterval(TickMs);
    connect(&m_ticker, &QTimer::timeout, this, &ProgressModel::tick);
}

ProgressModel::~ProgressModel() = default;

void ProgressModel::setRunner(Runner *runner)
{
    for (const QMetaObject::Connection &c : std::as_const(m_connections))
        disconnect(c);
    m_connections.clear();
    m_runner = runner;
    if (!runner)
        return;
    m_connections = {
        connect(runner, &Runner::started, this, &ProgressModel::onStarted),
        connect(runner, &Runner::stepStarted, this, &ProgressModel::onStepStarted),
        connect(runner, &Runner::stepOutput, this, &ProgressModel::onStepOutput),
        connect(runner, &Runner::stepProgress, this, &ProgressModel::onStepProgress),
        connect(runner, &Runner::stepFinished, this, &ProgressModel::onStepFinished),
        connect(runner, &Runner::finished, this, &ProgressModel::onFinished),
    };
    if (runner->isRunning()) {
        // Attached mid-run: take the states we missed from the runner; output before now is lost.
        const Plan &plan = runner->plan();
        load(plan.title, int(plan.steps.size()));
        for (int i = 0; i < m_rows.size(); ++i) {
            Row &row = m_rows[i];
            row.state = runner->state(i);
            if (row.state != StepState::Pending)
                row.durationMs = runner->durationMs(i);
            if (row.state == StepState::Running) {
                row.clock.start();
                row.clockOffsetMs = row.durationMs;
            }
        }
        m_running = true;
        m_ticker.start();
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    }
}

void ProgressModel::setMaxLinesPerStep(int lines)
{
    m_maxLines = qMax(1, lines);
}

void ProgressModel::load(const QString &title, int stepCount)
{
    beginResetModel();
    m_title = title;
    m_rows.clear();
    const Plan *plan = m_runner ? &m_runner->plan() : nullptr;
    for (int i = 0; i < stepCount; ++i) {
        Row row;
        row.title = plan && i < plan->steps.size() ? plan->steps.at(i).title : tr("Step %1").arg(i + 1);
        m_rows.append(row);
    }
    m_hasResult = false;
    m_result = RunResult();
    endResetModel();
}

void ProgressModel::onStarted(const QString &title, int stepCount)
{
    load(title, stepCount);
    m_running = true;
    m_ticker.start();
    Q_EMIT runStarted(title);
    Q_EMIT progressChanged(-1);
}

void ProgressModel::onStepStarted(int step)
{
    if (!isValidRow(step))
        return;
    Row &row = m_rows[step];
    row.state = StepState::Running;
    row.durationMs = 0;
    row.clockOffsetMs = 0;
    row.clock.start();
    Q_EMIT dataChanged(index(step, 0), index(step, ColumnCount - 1));
    Q_EMIT stepStateChanged(step, row.state);
    Q_EMIT progressChanged(-1);
}

void ProgressModel::onStepOutput(int step, const QString &line, bool isStderr)
{
    Q_UNUSED(isStderr) // both streams interleave in one view, as in a terminal
    appendLine(step, line);
}

void ProgressModel::onStepProgress(int step, const StepProgress &progress)
{
    if (!isValidRow(step) || m_rows.at(step).state != StepState::Running)
        return;
    m_rows[step].progress = progress;
    Q_EMIT dataChanged(index(step, 0), index(step, ColumnCount - 1), { ProgressRole, Qt::ToolTipRole });
    Q_EMIT progressChanged(step);
}

void ProgressModel::appendLine(int step, const QString &line)
{
    if (!isValidRow(step))
        return;
    Row &row = m_rows[step];
    row.lines.append(line);
    while (row.lines.size() > m_maxLines) {
        row.lines.removeFirst();
        ++row.dropped;
    }
    Q_EMIT outputAppended(step, line);
}

void ProgressModel::onStepFinished(int step, StepState state, const QString &message, qint64 durationMs)
{
    if (!isValidRow(step))
        return;
    Row &row = m_rows[step];
    row.state = state;
    row.durationMs = durationMs;
    row.message = message;
    if (!message.isEmpty() && state != StepState::Succeeded)
        appendLine(step, message);
    Q_EMIT dataChanged(index(step, 0), index(step, ColumnCount - 1));
    Q_EMIT stepStateChanged(step, state);
    Q_EMIT progressChanged(-1);
}

void ProgressModel::onFinished(const RunResult &result)
{
    m_running = false;
    m_ticker.stop();
    m_hasResult = true;
    m_result = result;
    Q_EMIT progressChanged(-1);
    Q_EMIT runFinished(result);
}

void ProgressModel::tick()
{
    for (int i = 0; i < m_rows.size(); ++i) {
        Row &row = m_rows[i];
        if (row.state != StepState::Running)
            continue;
        row.durationMs = row.clockOffsetMs + row.clock.elapsed();
        const QModelIndex cell = index(i, DurationColumn);
        Q_EMIT dataChanged(cell, cell, { Qt::DisplayRole, DurationRole });
    }
}

int ProgressModel::runningStep() const
{
    for (int i = 0; i < m_rows.size(); ++i) {
        if (m_rows.at(i).state == StepState::Running)
            return i;
    }
    return -1;
}

StepState ProgressModel::state(int row) const
{
    return isValidRow(row) ? m_rows.at(row).state : StepState::Pending;
}

StepProgress ProgressModel::stepProgress(int row) const
{
    return isValidRow(row) ? m_rows.at(row).progress : StepProgress();
}

int ProgressModel::stepsDone() const
{
    int done = 0;
    for (const Row &r : m_rows) {
        if (r.state != StepState::Pending && r.state != StepState::Running)
            ++done;
    }
    return done;
}

double ProgressModel::planFraction() const
{
    if (m_rows.isEmpty())
        return 0.0;
    if (m_hasResult && m_result.ok)
        return 1.0;
    double done = stepsDone();
    for (const Row &r : m_rows) {
        if (r.state == StepState::Running)
            done += r.progress.fraction(); // a step's pods ready, bytes uploaded
    }
    return qBound(0.0, done / double(m_rows.size()), 1.0);
}

qint64 ProgressModel::durationMs(int row) const
{
    if (!isValidRow(row))
        return -1;
    const Row &r = m_rows.at(row);
    return r.state == StepState::Running ? r.clockOffsetMs + r.clock.elapsed() : r.durationMs;
}

QString ProgressModel::message(int row) const
{
    return isValidRow(row) ? m_rows.at(row).message : QString();
}

QStringList ProgressModel::outputLines(int row) const
{
    return isValidRow(row) ? m_rows.at(row).lines : QStringList();
}

int ProgressModel::droppedLines(int row) const
{
    return isValidRow(row) ? m_rows.at(row).dropped : 0;
}

QString ProgressModel::droppedMarker(int count)
{
    return tr("\u2026 %n earlier line(s) dropped", nullptr, count);
}

QString ProgressModel::outputText(int row) const
{
    if (!isValidRow(row))
        return QString();
    const Row &r = m_rows.at(row);
    QString text;
    if (r.dropped > 0)
        text = droppedMarker(r.dropped) + QLatin1Char('\n');
    return text + r.lines.join(QLatin1Char('\n'));
}

QString ProgressModel::logText() const
{
    if (m_title.isEmpty() && m_rows.isEmpty())
        return QString();
    QStringList out;
    out.append(m_title);
    if (m_running) {
        out.append(tr("Result: still running"));
    } else if (m_hasResult) {
        const QString verdict = m_result.ok ? tr("succeeded")
            : m_result.cancelled            ? tr("cancelled")
                                            : tr("failed");
        QString line = tr("Result: %1 after %2").arg(verdict, formatDuration(m_result.elapsedMs));
        if (!m_result.message.isEmpty())
            line += QStringLiteral(": ") + m_result.message;
        out.append(line);
    }
    for (int i = 0; i < m_rows.size(); ++i) {
        const Row &r = m_rows.at(i);
        out.append(QString());
        QString head
            = QStringLiteral("[%1/%2] %3: %4").arg(i + 1).arg(m_rows.size()).arg(r.title, stateText(r.state));
        const qint64 ms = durationMs(i);
        if (ms >= 0 && r.state != StepState::Pending)
            head += QStringLiteral(" (") + formatDuration(ms) + QLatin1Char(')');
        out.append(head);
        if (r.dropped > 0)
            out.append(droppedMarker(r.dropped));
        out.append(r.lines);
    }
    return out.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

QString ProgressModel::stateText(StepState state)
{
    switch (state) {
    case StepState::Pending:
        return tr("Pending");
    case StepState::Running:
        return tr("Running");
    case StepState::Succeeded:
        return tr("Succeeded");
    case StepState::Failed:
        return tr("Failed");
    case StepState::Skipped:
        return tr("Skipped");
    case StepState::Cancelled:
        return tr("Cancelled");
    case StepState::Warning:
        return tr("Warning");
    }
    return QString();
}

QString ProgressModel::formatDuration(qint64 ms)
{
    if (ms < 0)
        return QString();
    if (ms < 10000)
        return tr("%1 s").arg(double(ms) / 1000.0, 0, 'f', 1);
    const qint64 seconds = ms / 1000;
    if (seconds < 60)
        return tr("%1 s").arg(seconds);
    return tr("%1 min %2 s").arg(seconds / 60).arg(seconds % 60, 2, 10, QLatin1Char('0'));
}

int ProgressModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ProgressModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ProgressModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return QVariant();
    const Row &r = m_rows.at(index.row());
    if (role == StateRole)
        return int(r.state);
    if (role == DurationRole)
        return durationMs(index.row());
    if (role == ProgressRole)
        return QVariant::fromValue(r.progress);
    if (role == Qt::ToolTipRole) {
        QString tip = r.message.isEmpty() ? stateText(r.state)
                                          : stateText(r.state) + QStringLiteral(": ") + r.message;
        if (r.progress.isValid())
            tip += QStringLiteral(" (") + r.progress.text() + QLatin1Char(')');
        return tip;
    }
    switch (index.column()) {
    case StateColumn:
        if (role == Qt::DisplayRole)
            return stateText(r.state);
        if (role == Qt::DecorationRole)
            return Icons::stepState(r.state);
        break;
    case StepColumn:
        if (role == Qt::DisplayRole)
            return r.title;
        break;
    case DurationColumn:
        if (role == Qt::DisplayRole)
            return r.state == StepState::Pending ? QString() : formatDuration(durationMs(index.row()));
        if (role == Qt::TextAlignmentRole)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        break;
    default:
        break;
    }
    return QVariant();
}

QVariant ProgressModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case StateColumn:
        return tr("State");
    case StepColumn:
        return tr("Step");
    case DurationColumn:
        return tr("Duration");
    default:
        return QVariant();
    }
}

} // namespace HelmDeck
