// SPDX-License-Identifier: GPL-3.0-or-later
#include "diffpage.h"

#include "diffview.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace HelmDeck {

DiffPage::DiffPage(QWidget *parent)
    : QWidget(parent)
    , m_status(new QLabel(this))
    , m_refresh(new QPushButton(this))
    , m_diff(new DiffView(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 0);
    auto *top = new QHBoxLayout;
    m_status->setObjectName(QStringLiteral("diffStatus"));
    m_status->setTextFormat(Qt::PlainText);
    m_status->setWordWrap(true);
    m_refresh->setObjectName(QStringLiteral("refreshDiffButton"));
    m_refresh->setText(tr("Refresh diff"));
    m_refresh->setIcon(QIcon::fromTheme(QStringLiteral("view-refresh")));
    m_refresh->setToolTip(
        tr("Render the current app and compare it with its live releases (helm get manifest)"));
    top->addWidget(m_status, 1);
    top->addWidget(m_refresh);
    layout->addLayout(top);
    layout->addWidget(m_diff, 1);
    connect(m_refresh, &QPushButton::clicked, this, &DiffPage::refreshRequested);
    showNoTarget();
}

void DiffPage::showNoTarget(const QString &why)
{
    m_outdated = false;
    m_status->setText(why.isEmpty() ? tr("Choose a kube context to diff against the cluster.") : why);
    m_refresh->setEnabled(false);
    m_diff->clear();
}

void DiffPage::showOutdated(const QString &what)
{
    m_outdated = true;
    m_status->setText(tr("Diff of %1: press Refresh diff to compare with the cluster.").arg(what));
    m_refresh->setEnabled(true);
}

void DiffPage::showLoading(const QString &what)
{
    m_outdated = false;
    m_status->setText(tr("Comparing %1 with the live releases\u2026").arg(what));
    m_refresh->setEnabled(false);
    m_diff->showMessage(QString());
}

void DiffPage::showResult(const QString &what, const DiffResult &result)
{
    m_outdated = false;
    m_refresh->setEnabled(true);
    if (result.ok) {
        // one line on the roll: the diff pins the deployment ids (DiffResult::rollNote)
        const QString status = tr("Diff of %1 against the live releases.").arg(what);
        m_status->setText(result.rollNote.isEmpty() ? status : status + QLatin1Char('\n') + result.rollNote);
        m_diff->setDiff(result.diff);
        return;
    }
    m_status->setText(tr("No diff of %1.").arg(what));
    m_diff->showMessage(errorText(result));
}

QString DiffPage::errorText(const DiffResult &result)
{
    QStringList errors;
    if (!result.errorText.trimmed().isEmpty())
        errors.append(result.errorText.trimmed());
    for (const Finding &f : result.findings) {
        if (f.severity == Finding::Severity::Error && !errors.contains(f.message))
            errors.append(f.message);
    }
    return errors.isEmpty() ? tr("The diff failed for an unknown reason.") : errors.join(QLatin1Char('\n'));
}

QString DiffPage::statusText() const
{
    return m_status->text();
}

} // namespace HelmDeck
