// SPDX-License-Identifier: GPL-3.0-or-later
#include "runpage.h"

#include "forms/findinglabel.h"
#include "jobs/progressmodel.h"
#include "publishwizard.h"
#include "variantsmodel.h"
#include "variantspage.h"

#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>

namespace HelmDeck {

RunPage::RunPage(bool checkOnly, QWidget *parent)
    : QWizardPage(parent)
    , m_checkOnly(checkOnly)
    , m_model(new ProgressModel(this))
    , m_view(new QTableView(this))
    , m_status(new QLabel(this))
    , m_findings(new FindingLabel(this))
{
    setTitle(checkOnly ? tr("Checks") : tr("Publish"));
    setSubTitle(checkOnly
            ? tr("Every variant is packaged, linted and rendered; nothing is uploaded yet.")
            : tr("The plan runs: fixed tags first, moving tags once every fixed tag is verified."));
    const QString prefix = checkOnly ? QStringLiteral("publishChecks") : QStringLiteral("publishRun");
    setObjectName(prefix + QStringLiteral("Page"));
    m_view->setObjectName(prefix + QStringLiteral("Steps"));
    m_status->setObjectName(prefix + QStringLiteral("Status"));
    m_findings->setObjectName(prefix + QStringLiteral("Findings"));
    m_view->setModel(m_model);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents); // compact rows
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->horizontalHeader()->setSectionResizeMode(
        ProgressModel::StateColumn, QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setSectionResizeMode(ProgressModel::StepColumn, QHeaderView::Stretch);
    m_view->horizontalHeader()->setSectionResizeMode(
        ProgressModel::DurationColumn, QHeaderView::ResizeToContents);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_findings);
    layout->addWidget(m_status);
    newRunner();
}

RunPage::~RunPage() = default;

void RunPage::newRunner()
{
    // A destroyed runner kills its steps and emits nothing, so an abandoned run never reaches the page.
    delete m_runner;
    m_runner = new Runner(this);
    m_model->setRunner(m_runner);
    connect(m_runner, &Runner::stepFinished, this,
        [this](int step, StepState state, const QString &, qint64) { onStepFinished(step, state); });
    connect(m_runner, &Runner::finished, this, &RunPage::onFinished);
}

Runner *RunPage::runner() const
{
    return m_shared ? m_shared.data() : m_runner;
}

bool RunPage::isRunning() const
{
    return runner()->isRunning() && (!m_shared || !m_sharedConnections.isEmpty());
}

QString RunPage::statusText() const
{
    return m_status->text();
}

bool RunPage::cancel()
{
    if (!isRunning())
        return false;
    m_status->setText(tr("Cancelling..."));
    runner()->cancel();
    return true;
}

void RunPage::initializePage()
{
    start();
}

void RunPage::cleanupPage()
{
    if (m_shared && isRunning())
        m_shared->cancel(); // the window's runner stays; its finished() still reaches this page
    else if (m_runner->isRunning())
        newRunner();
}

void RunPage::detachShared()
{
    for (const QMetaObject::Connection &c : std::as_const(m_sharedConnections))
        disconnect(c);
    m_sharedConnections.clear();
}

bool RunPage::startShared(Runner *shared, const Plan &plan)
{
    if (shared->isRunning()) {
        m_hasResult = true;
        m_result = RunResult();
        m_result.message = tr("Another job is running in the window: wait for it to end or cancel it in "
                              "the progress panel, then come back with Next.");
        m_status->setText(m_result.message);
        return false;
    }
    detachShared();
    m_shared = shared;
    m_model->setRunner(shared);
    m_sharedConnections = {
        connect(shared, &Runner::stepFinished, this,
            [this](int step, StepState state, const QString &, qint64) { onStepFinished(step, state); }),
        connect(shared, &Runner::finished, this,
            [this](const RunResult &result) {
                detachShared(); // the window's next job is not ours
                onFinished(result);
            }),
    };
    shared->start(plan);
    return true;
}

void RunPage::start()
{
    auto *w = qobject_cast<PublishWizard *>(wizard());
    if (!w)
        return;
    if (m_shared && isRunning())
        return; // our publish still runs on the window's runner
    if (m_runner->isRunning())
        newRunner();
    m_hasResult = false;
    m_result = RunResult();
    PublishRequest request = w->request();
    request.checkOnly = m_checkOnly;
    const PublishPlan plan = PublishPlanner::plan(request);
    w->setLastPlan(plan);
    m_findings->setFindings(plan.findings);
    if (hasErrors(plan.findings) || plan.plan.steps.isEmpty()) {
        m_hasResult = true;
        m_result.message = tr("Nothing ran: fix what is listed above, then come back with Next.");
        m_status->setText(m_result.message);
        Q_EMIT completeChanged();
        return;
    }
    m_status->setText(m_checkOnly ? tr("Checking...") : tr("Publishing..."));
    Runner *shared = m_checkOnly ? nullptr : w->jobRunner();
    if (shared) {
        // The window's runner: its base environment stays the window's (the steps that need the
        // request's environment read it from the request).
        if (startShared(shared, plan.plan))
            w->jobStarted();
        Q_EMIT completeChanged();
        return;
    }
    if (m_shared) { // an earlier publish ran on the window's runner: back to the page's own
        detachShared();
        m_shared = nullptr;
        m_model->setRunner(m_runner);
    }
    m_runner->setBaseEnvironment(request.environment);
    m_runner->start(plan.plan);
    Q_EMIT completeChanged();
}

void RunPage::onStepFinished(int step, StepState state)
{
    auto *w = qobject_cast<PublishWizard *>(wizard());
    if (!w || step < 0 || step >= runner()->plan().steps.size())
        return;
    if (state != StepState::Succeeded && state != StepState::Failed)
        return;
    const QString title = runner()->plan().steps.at(step).title;
    VariantsModel *variants = w->variantsPage()->model();
    for (int row = 0; row < variants->rowCount(); ++row) {
        const QString image = variants->image(row);
        if (title.contains(image))
            variants->setImageExists(image, state == StepState::Succeeded);
    }
}

void RunPage::onFinished(const RunResult &result)
{
    m_hasResult = true;
    m_result = result;
    if (result.failedStep >= 0)
        m_view->scrollTo(m_model->index(result.failedStep, ProgressModel::StepColumn));
    if (result.ok)
        m_status->setText(m_checkOnly ? tr("All checks passed.") : publishedText());
    else if (result.cancelled)
        m_status->setText(tr("Cancelled. Go Back to change something, or Back and Next to run again."));
    else
        m_status->setText(
            tr("Failed: %1\nFix it (go Back to the page it is about), then come back with Next.")
                .arg(result.message));
    Q_EMIT completeChanged();
    Q_EMIT runFinished(result);
}

QString RunPage::publishedText() const
{
    auto *w = qobject_cast<PublishWizard *>(wizard());
    const int tags = w ? int(w->lastPlan().outcome->tags.size()) : 0;
    // Say what happened: a plan without upload steps ends without a tag.
    return tags == 0 ? tr("The run finished; no tag was uploaded.")
                     : tr("Published %n tag(s).", nullptr, tags);
}

bool RunPage::isComplete() const
{
    return m_hasResult && m_result.ok;
}

} // namespace HelmDeck
