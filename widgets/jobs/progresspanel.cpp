// SPDX-License-Identifier: GPL-3.0-or-later
#include "progresspanel.h"

#include "launcherentry.h"
#include "progressmodel.h"
#include "window/notifier.h"

#include <QApplication>
#include <QClipboard>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QResizeEvent>
#include <QScrollBar>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace HelmDeck {

namespace {

// Output arrives line by line; the view is updated in batches so a chatty step does not
// repaint per line.
constexpr int FlushMs = 100;

} // namespace

ProgressPanel::ProgressPanel(QWidget *parent)
    : QWidget(parent)
    , m_model(new ProgressModel(this))
    , m_steps(new QTableView(this))
    , m_output(new QPlainTextEdit(this))
    , m_status(new QLabel(this))
    , m_cancel(new QPushButton(this))
    , m_copy(new QPushButton(this))
    , m_bars(new QWidget(this))
    , m_planBar(new QProgressBar(m_bars))
    , m_stepBar(new QProgressBar(m_bars))
    , m_launcher(new LauncherEntry(this))
    , m_ownNotifier(new Notifier(this))
    , m_notifier(m_ownNotifier)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);

    auto *top = new QHBoxLayout;
    m_status->setObjectName(QStringLiteral("progressStatus"));
    m_status->setTextFormat(Qt::PlainText);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status->setMinimumWidth(100);
    m_status->setSizePolicy(
        QSizePolicy::Ignored, QSizePolicy::Preferred); // long messages elide, not widen the dock
    m_copy->setObjectName(QStringLiteral("copyLogButton"));
    m_copy->setAccessibleName(tr("Copy Log")); // also when it shows only its icon
    m_copy->setText(tr("Copy Log"));
    m_copy->setIcon(QIcon::fromTheme(QStringLiteral("edit-copy")));
    m_copy->setToolTip(
        tr("Copy the whole run (every step with its state, duration and output) to the clipboard"));
    m_copy->setEnabled(false);
    m_cancel->setObjectName(QStringLiteral("cancelJobButton"));
    m_cancel->setAccessibleName(tr("Cancel"));
    m_cancel->setText(tr("Cancel"));
    m_cancel->setIcon(QIcon::fromTheme(QStringLiteral("process-stop")));
    m_cancel->setToolTip(tr("Stop the running step (its whole process group) and run nothing after it"));
    m_cancel->setEnabled(false);
    top->addWidget(m_status, 1);
    top->addWidget(m_copy);
    top->addWidget(m_cancel);
    layout->addLayout(top);

    // Determinate progress: the plan's steps, and the running step's own count where it has one.
    auto *bars = new QHBoxLayout(m_bars);
    bars->setContentsMargins(0, 0, 0, 0);
    m_planBar->setObjectName(QStringLiteral("planProgress"));
    m_planBar->setAccessibleName(tr("Steps done"));
    m_stepBar->setObjectName(QStringLiteral("stepProgress"));
    m_stepBar->setAccessibleName(tr("Progress of the running step"));
    m_stepBar->setRange(0, 1000);
    for (QProgressBar *bar : { m_planBar, m_stepBar }) {
        bar->setTextVisible(true);
        bar->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed); // never widen the dock
        bars->addWidget(bar, 1);
    }
    m_bars->hide();
    m_stepBar->hide();
    layout->addWidget(m_bars);

    m_steps->setObjectName(QStringLiteral("progressSteps"));
    m_steps->setAccessibleName(tr("Steps"));
    m_steps->setModel(m_model);
    m_steps->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_steps->setSelectionMode(QAbstractItemView::SingleSelection);
    m_steps->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_steps->verticalHeader()->hide();
    m_steps->setShowGrid(false);
    m_steps->setWordWrap(false);
    m_steps->horizontalHeader()->setSectionResizeMode(
        ProgressModel::StateColumn, QHeaderView::ResizeToContents);
    m_steps->horizontalHeader()->setSectionResizeMode(ProgressModel::StepColumn, QHeaderView::Stretch);
    m_steps->horizontalHeader()->setSectionResizeMode(
        ProgressModel::DurationColumn, QHeaderView::ResizeToContents);
    m_steps->verticalHeader()->setDefaultSectionSize(m_steps->fontMetrics().height() + 8);

    m_output->setObjectName(QStringLiteral("progressOutput"));
    m_output->setAccessibleName(tr("Output of the selected step"));
    m_output->setReadOnly(true);
    m_output->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_output->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_output->setPlaceholderText(tr("The output of the selected step appears here."));

    auto *split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(m_steps);
    split->addWidget(m_output);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    split->setChildrenCollapsible(false);
    layout->addWidget(split, 1);

    m_flush.setInterval(FlushMs);
    m_flush.setSingleShot(true);
    connect(&m_flush, &QTimer::timeout, this, &ProgressPanel::flushOutput);
    connect(m_model, &ProgressModel::runStarted, this, &ProgressPanel::onRunStarted);
    connect(m_model, &ProgressModel::stepStateChanged, this, &ProgressPanel::onStepStateChanged);
    connect(m_model, &ProgressModel::outputAppended, this, &ProgressPanel::onOutputAppended);
    connect(m_model, &ProgressModel::runFinished, this, &ProgressPanel::onRunFinished);
    connect(m_model, &ProgressModel::progressChanged, this, &ProgressPanel::updateBars);
    m_launcher->follow(m_model, this);
    connect(m_steps->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        &ProgressPanel::onCurrentRowChanged);
    connect(m_cancel, &QPushButton::clicked, this, [this]() {
        if (!m_model->runner() || !m_model->isRunning())
            return;
        m_cancelling = true;
        m_cancel->setEnabled(false);
        updateStatus();
        m_model->runner()->cancel();
    });
    connect(m_copy, &QPushButton::clicked, this, &ProgressPanel::copyLog);
    updateStatus();
}

ProgressPanel::~ProgressPanel() = default;

void ProgressPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    updateButtonTexts();
}

void ProgressPanel::updateButtonTexts()
{
    // The buttons' text needs their text's width; the status keeps at least its 100 px. When the
    // panel is narrower (a side dock, a large scale factor), the buttons drop their text for their
    // icon, which the tool tip explains, rather than be cut off at the panel's edge.
    const QString copyText = tr("Copy Log");
    const QString cancelText = tr("Cancel");
    const QFontMetrics metrics = m_copy->fontMetrics();
    const int iconOnly = m_copy->iconSize().width() + metrics.height() * 2;
    const int withText = metrics.horizontalAdvance(copyText) + metrics.horizontalAdvance(cancelText)
        + 2 * iconOnly + m_status->minimumWidth() + 4 * layout()->spacing() + 16;
    const bool compact = width() < withText && !m_copy->icon().isNull() && !m_cancel->icon().isNull();
    m_copy->setText(compact ? QString() : copyText);
    m_cancel->setText(compact ? QString() : cancelText);
}

void ProgressPanel::setRunner(Runner *runner)
{
    m_model->setRunner(runner);
    m_cancel->setEnabled(m_model->isRunning());
    updateStatus();
}

Runner *ProgressPanel::runner() const
{
    return m_model->runner();
}

void ProgressPanel::setNotifier(Notifier *notifier)
{
    m_notifier = notifier;
}

void ProgressPanel::setNotifyThreshold(int ms)
{
    m_notifyThresholdMs = qMax(0, ms);
}

int ProgressPanel::selectedStep() const
{
    return m_shownStep;
}

void ProgressPanel::selectStep(int row)
{
    if (row < 0 || row >= m_model->rowCount())
        return;
    m_selecting = true;
    m_steps->setCurrentIndex(m_model->index(row, ProgressModel::StepColumn));
    m_selecting = false;
    if (m_shownStep != row)
        showStep(row);
}

QString ProgressPanel::outputText()
{
    flushOutput();
    return m_output->toPlainText();
}

QString ProgressPanel::statusText() const
{
    return m_status->text();
}

void ProgressPanel::copyLog()
{
    QApplication::clipboard()->setText(m_model->logText());
}

void ProgressPanel::onRunStarted(const QString &title)
{
    Q_UNUSED(title)
    m_clock.start();
    m_userPicked = false;
    m_cancelling = false;
    m_shownStep = -1;
    m_pending.clear();
    m_output->clear();
    m_cancel->setEnabled(true);
    m_copy->setEnabled(true);
    updateStatus();
}

void ProgressPanel::onStepStateChanged(int row, StepState state)
{
    if (state == StepState::Running && !m_userPicked)
        selectStep(row);
    updateStatus();
}

void ProgressPanel::onOutputAppended(int row, const QString &line)
{
    if (row != m_shownStep)
        return;
    m_pending.append(line);
    if (!m_flush.isActive())
        m_flush.start();
}

void ProgressPanel::onRunFinished(const RunResult &result)
{
    flushOutput();
    m_cancel->setEnabled(false);
    m_cancelling = false;
    if (!result.ok && result.failedStep >= 0 && !m_userPicked)
        selectStep(result.failedStep);
    updateStatus();
    const qint64 ran = qMax<qint64>(result.elapsedMs, m_clock.isValid() ? m_clock.elapsed() : 0);
    // the user who watches the window sees the end there; a notification is for one who looks elsewhere
    if (m_notifier && ran >= m_notifyThresholdMs && !window()->isActiveWindow()) {
        const QString title = m_model->title();
        const QString summary = result.ok ? tr("Done: %1").arg(title)
            : result.cancelled            ? tr("Cancelled: %1").arg(title)
                                          : tr("Failed: %1").arg(title);
        const QString body
            = result.ok ? tr("Finished in %1.").arg(ProgressModel::formatDuration(ran)) : result.message;
        m_notifier->notify(summary, body, this);
    }
    Q_EMIT jobFinished(result);
}

void ProgressPanel::onCurrentRowChanged()
{
    const int row = m_steps->currentIndex().row();
    if (!m_selecting && m_model->isRunning())
        m_userPicked = row != m_model->runningStep();
    if (row != m_shownStep)
        showStep(row);
}

void ProgressPanel::showStep(int row)
{
    m_flush.stop();
    m_pending.clear();
    m_shownStep = row;
    m_shownDropped = m_model->droppedLines(row);
    m_output->setPlainText(m_model->outputText(row));
    m_output->verticalScrollBar()->setValue(m_output->verticalScrollBar()->maximum());
}

void ProgressPanel::flushOutput()
{
    m_flush.stop();
    if (m_pending.isEmpty() || m_shownStep < 0)
        return;
    QScrollBar *bar = m_output->verticalScrollBar();
    const bool follow = bar->value() >= bar->maximum() - 2;
    if (m_model->droppedLines(m_shownStep) != m_shownDropped) {
        // Lines went out at the front: show the model's bounded text again (marker included).
        m_shownDropped = m_model->droppedLines(m_shownStep);
        const int h = m_output->horizontalScrollBar()->value();
        const int v = bar->value();
        m_output->setPlainText(m_model->outputText(m_shownStep));
        m_output->horizontalScrollBar()->setValue(h);
        bar->setValue(follow ? bar->maximum() : v);
    } else {
        m_output->appendPlainText(m_pending.join(QLatin1Char('\n')));
        if (follow)
            bar->setValue(bar->maximum());
    }
    m_pending.clear();
}

void ProgressPanel::updateBars()
{
    const int steps = m_model->rowCount();
    m_bars->setVisible(steps > 0);
    m_planBar->setRange(0, qMax(1, steps));
    m_planBar->setValue(m_model->stepsDone());
    m_planBar->setFormat(tr("%1 of %2 steps").arg(m_model->stepsDone()).arg(steps));
    const int running = m_model->runningStep();
    const StepProgress step = m_model->stepProgress(running);
    m_stepBar->setVisible(m_model->isRunning() && step.isValid());
    if (step.isValid()) {
        m_stepBar->setValue(int(step.fraction() * 1000.0));
        m_stepBar->setFormat(step.text());
        m_stepBar->setToolTip(m_model->index(running, ProgressModel::StepColumn).data().toString()
            + QStringLiteral(": ") + step.text());
    }
}

void ProgressPanel::updateStatus()
{
    const QString title = m_model->title();
    QString text;
    if (title.isEmpty()) {
        text = tr("No job has run yet. Deploy, Destroy and the storage actions show their steps here.");
    } else if (m_model->isRunning()) {
        const int running = m_model->runningStep();
        if (m_cancelling)
            text = tr("Cancelling: %1").arg(title);
        else if (running >= 0)
            text = tr("%1: step %2 of %3, %4")
                       .arg(title)
                       .arg(running + 1)
                       .arg(m_model->rowCount())
                       .arg(m_model->index(running, ProgressModel::StepColumn).data().toString());
        else
            text = tr("%1: starting").arg(title);
    } else if (m_model->hasResult()) {
        const RunResult &r = m_model->result();
        const QString after = ProgressModel::formatDuration(r.elapsedMs);
        if (r.ok)
            text = tr("Succeeded: %1 (%2)").arg(title, after);
        else if (r.cancelled)
            text = tr("Cancelled: %1 (after %2)").arg(title, after);
        else
            text = tr("Failed: %1").arg(r.message.isEmpty() ? title : r.message);
    }
    m_status->setText(text);
    m_status->setToolTip(text);
}

} // namespace HelmDeck
