// SPDX-License-Identifier: GPL-3.0-or-later
#include "releaseform.h"

#include "forms/findinglabel.h"
#include "forms/formbuilder.h"

#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QVBoxLayout>

namespace HelmDeck {

ReleaseForm::ReleaseForm(QWidget *parent)
    : QWidget(parent)
{
    auto *outer = new QVBoxLayout(this);
    auto *grid = new QGridLayout;
    outer->addLayout(grid);
    outer->addStretch(1);
    FormBuilder rows(grid, this);
    rows.addSection(tr("Release command"));
    m_command = rows.addLineEdit(tr("&Command:"), tr("e.g. python manage.py migrate --noinput"),
        tr("Dokku's Procfile \"release\" task. It runs once in the Job <app>-release-<hash> before the "
           "app's processes and cron tasks start, and again only when the image, a command or the env "
           "changes: a replicas change does not re-run it."),
        &m_commandFinding);
    m_command->setObjectName(QStringLiteral("releaseCommandEdit"));
    auto *idempotent = new QLabel(tr("<b>Make it idempotent.</b> A rollback re-creates the older "
                                     "image's Job, so the command runs again on a database it already "
                                     "changed (migrations usually are safe to repeat)."),
        this);
    idempotent->setWordWrap(true);
    idempotent->setObjectName(QStringLiteral("releaseIdempotentNote"));
    rows.addField(idempotent);
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    m_summary->setObjectName(QStringLiteral("releaseSummary"));
    rows.addField(m_summary);

    rows.addSpacing(12);
    rows.addSection(tr("Job and wait"));
    m_backoff = new QSpinBox(this);
    m_backoff->setRange(0, ReleaseSettings::MaxBackoffLimit);
    m_backoff->setObjectName(QStringLiteral("releaseBackoffEdit"));
    m_backoffFinding = rows.addRow(tr("&Retries:"), m_backoff,
        tr("The Job's backoffLimit: how often a failed release pod is retried before the Job is Failed; "
           "the pods' wait then stops with the Job's message."));
    m_waitImage = rows.addLineEdit(tr("&Wait image:"), ReleaseSettings::defaultWaitImage(),
        tr("The init container of every pod waits for the Job with kubectl get; the image needs /bin/sh "
           "and kubectl. Empty: the default (rebuilt for every kubectl release)."),
        &m_waitImageFinding);
    m_waitImage->setObjectName(QStringLiteral("releaseWaitImageEdit"));

    connect(m_command, &QLineEdit::textEdited, this, &ReleaseForm::userEdit);
    connect(m_waitImage, &QLineEdit::textEdited, this, &ReleaseForm::userEdit);
    connect(m_backoff, QOverload<int>::of(&QSpinBox::valueChanged), this, &ReleaseForm::userEdit);
}

void ReleaseForm::setApp(const App &app)
{
    m_loading = true;
    m_command->setText(app.release.command);
    m_backoff->setValue(app.release.backoffLimit);
    m_waitImage->setText(app.release.waitImage);
    m_predeploy = app.predeploy.trimmed();
    m_loading = false;
    updateSummary();
}

void ReleaseForm::applyTo(App *app) const
{
    app->release.command = m_command->text().trimmed();
    app->release.backoffLimit = m_backoff->value();
    app->release.waitImage = m_waitImage->text().trimmed();
}

void ReleaseForm::showFindings(const Findings &all, const QString &appPrefix)
{
    const QString base = appPrefix + QStringLiteral(".release");
    m_commandFinding->showFindings(all, base + QStringLiteral(".command"));
    m_backoffFinding->showFindings(all, base + QStringLiteral(".backoffLimit"));
    m_waitImageFinding->showFindings(all, base + QStringLiteral(".waitImage"));
}

bool ReleaseForm::focusField(const QString &field)
{
    QWidget *target = nullptr;
    if (field.isEmpty() || field == QLatin1String("command"))
        target = m_command;
    else if (field == QLatin1String("backoffLimit"))
        target = m_backoff;
    else if (field == QLatin1String("waitImage"))
        target = m_waitImage;
    if (!target)
        return false;
    target->setFocus(Qt::OtherFocusReason);
    return true;
}

void ReleaseForm::userEdit()
{
    updateSummary();
    if (!m_loading)
        Q_EMIT edited();
}

void ReleaseForm::updateSummary()
{
    const bool release = !m_command->text().trimmed().isEmpty();
    const bool predeploy = !m_predeploy.isEmpty();
    QString text;
    if (release && predeploy)
        text = tr("The Job runs the predeploy command (App page) first, then this command.");
    else if (predeploy)
        text = tr("The Job runs only the predeploy command (App page).");
    else if (release)
        text = tr("The Job runs this command.");
    else
        text = tr("No release command and no predeploy command: the app's pods start without a gate.");
    m_summary->setText(text);
}

} // namespace HelmDeck
