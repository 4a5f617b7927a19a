// SPDX-License-Identifier: GPL-3.0-or-later
#include "reviewpage.h"

#include "publishwizard.h"

#include <QFontDatabase>
#include <QPlainTextEdit>
#include <QVBoxLayout>

namespace HelmDeck {

ReviewPage::ReviewPage(QWidget *parent)
    : QWizardPage(parent)
    , m_text(new QPlainTextEdit(this))
{
    setTitle(tr("Review"));
    setSubTitle(tr("What Publish runs and uploads, in order."));
    m_text->setObjectName(QStringLiteral("publishReviewText"));
    m_text->setReadOnly(true);
    m_text->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_text);
}

QString ReviewPage::planText() const
{
    return m_text->toPlainText();
}

void ReviewPage::initializePage()
{
    auto *w = qobject_cast<PublishWizard *>(wizard());
    if (!w)
        return;
    // Planned afresh (nothing runs here): the same request the Publish page runs.
    const PublishPlan plan = PublishPlanner::plan(w->request());
    QStringList lines;
    for (const Finding &f : plan.findings)
        lines.append(f.toString());
    m_ok = !hasErrors(plan.findings);
    if (m_ok)
        lines.append(plan.plan.describe());
    m_text->setPlainText(lines.join(QLatin1Char('\n')));
    Q_EMIT completeChanged();
}

bool ReviewPage::isComplete() const
{
    return m_ok;
}

} // namespace HelmDeck
