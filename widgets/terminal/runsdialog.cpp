// SPDX-License-Identifier: GPL-3.0-or-later
#include "runsdialog.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QIcon>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace HelmDeck {

RunsDialog::RunsDialog(QWidget *parent)
    : QDialog(parent)
    , m_model(new RunsModel(this))
    , m_view(new QTableView(this))
    , m_status(new QLabel(this))
    , m_refresh(new QPushButton(QIcon::fromTheme(QStringLiteral("view-refresh")), tr("&Refresh"), this))
    , m_stop(new QPushButton(QIcon::fromTheme(QStringLiteral("process-stop")), tr("&Stop"), this))
    , m_logs(new QPushButton(QIcon::fromTheme(QStringLiteral("text-x-generic")), tr("Open &Logs"), this))
{
    setObjectName(QStringLiteral("runsDialog"));
    setWindowTitle(tr("Runs"));
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->verticalHeader()->hide();
    m_view->setWordWrap(false);
    m_view->horizontalHeader()->setStretchLastSection(false);
    m_view->horizontalHeader()->setSectionResizeMode(RunsModel::NameColumn, QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setSectionResizeMode(RunsModel::CommandColumn, QHeaderView::Stretch);
    m_view->horizontalHeader()->setSectionResizeMode(RunsModel::AgeColumn, QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setSectionResizeMode(RunsModel::StateColumn, QHeaderView::ResizeToContents);
    m_stop->setToolTip(tr("Delete the selected run's Job (its pod ends with it)"));
    m_logs->setToolTip(tr("Follow the selected run's output in a terminal tab"));
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status->setWordWrap(true);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(m_refresh, QDialogButtonBox::ActionRole);
    buttons->addButton(m_logs, QDialogButtonBox::ActionRole);
    buttons->addButton(m_stop, QDialogButtonBox::ActionRole);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    // an action button is no "accept": Enter in the table must not close the window
    for (QPushButton *b : { m_refresh, m_stop, m_logs })
        b->setAutoDefault(false);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_status);
    layout->addWidget(buttons);

    connect(m_refresh, &QPushButton::clicked, this, &RunsDialog::refreshRequested);
    connect(m_stop, &QPushButton::clicked, this, [this] {
        if (!selectedJob().isEmpty())
            Q_EMIT stopRequested(selectedJob());
    });
    connect(m_logs, &QPushButton::clicked, this, [this] {
        if (!selectedJob().isEmpty())
            Q_EMIT logsRequested(selectedJob());
    });
    connect(m_view, &QTableView::doubleClicked, this, [this](const QModelIndex &index) {
        if (!m_busy && index.isValid())
            Q_EMIT logsRequested(m_model->jobName(index.row()));
    });
    connect(
        m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &RunsDialog::updateButtons);
    connect(m_model, &QAbstractItemModel::modelReset, this, &RunsDialog::updateButtons);
    resize(760, 320);
    updateButtons();
}

void RunsDialog::setApp(const QString &app)
{
    m_app = app;
    setWindowTitle(tr("Runs of %1").arg(app));
}

void RunsDialog::setRows(const QList<RunRow> &rows, const QDateTime &now)
{
    const QString selected = selectedJob();
    m_model->setRows(rows, now);
    if (!selectJob(selected) && !rows.isEmpty())
        selectJob(rows.first().name);
    const QString read = now.toLocalTime().toString(QStringLiteral("HH:mm:ss"));
    if (rows.isEmpty())
        setStatus(tr("No runs of %1 (finished runs go after their TTL)").arg(m_app));
    else if (rows.size() == 1)
        setStatus(tr("1 run of %1, read %2").arg(m_app, read));
    else
        setStatus(tr("%1 runs of %2, read %3").arg(rows.size()).arg(m_app, read));
}

void RunsDialog::setBusy(bool busy, const QString &text)
{
    m_busy = busy;
    if (!text.isEmpty())
        setStatus(text);
    updateButtons();
}

void RunsDialog::setStatus(const QString &text)
{
    m_status->setText(text);
}

QString RunsDialog::statusText() const
{
    return m_status->text();
}

QString RunsDialog::selectedJob() const
{
    const QModelIndex current = m_view->selectionModel()->currentIndex();
    return current.isValid() ? m_model->jobName(current.row()) : QString();
}

bool RunsDialog::selectJob(const QString &jobName)
{
    if (jobName.isEmpty())
        return false;
    for (int row = 0; row < m_model->rowCount(); ++row) {
        if (m_model->jobName(row) == jobName) {
            m_view->selectionModel()->setCurrentIndex(m_model->index(row, RunsModel::NameColumn),
                QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
            return true;
        }
    }
    return false;
}

void RunsDialog::updateButtons()
{
    const bool selected = !selectedJob().isEmpty();
    m_refresh->setEnabled(!m_busy);
    m_stop->setEnabled(!m_busy && selected);
    m_logs->setEnabled(selected);
}

} // namespace HelmDeck
