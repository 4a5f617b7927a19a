// SPDX-License-Identifier: GPL-3.0-or-later
#include "diffview.h"

#include "syntaxview.h"

#include <QLabel>
#include <QVBoxLayout>

namespace HelmDeck {

DiffView::DiffView(QWidget *parent)
    : QWidget(parent)
    , m_summary(new QLabel(this))
    , m_text(new SyntaxView(QStringLiteral("Diff"), this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    m_summary->setObjectName(QStringLiteral("diffSummary"));
    m_summary->setTextFormat(Qt::PlainText);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_text->setObjectName(QStringLiteral("diffText"));
    m_text->setAccessibleName(tr("Diff"));
    layout->addWidget(m_summary);
    layout->addWidget(m_text, 1);
    layout->addStretch(); // takes the room while there is no diff to show
    clear();
}

void DiffView::setDiff(const ManifestDiffResult &result)
{
    if (!result.hasChanges()) {
        setDiffText(QString(), QString());
        return;
    }
    QString summary = result.summary();
    if (result.truncated)
        summary = tr("%1 (the diff is too long; the rest is not shown)").arg(summary);
    setDiffText(result.text(), summary);
}

void DiffView::setDiffText(const QString &diffText, const QString &summary)
{
    if (diffText.trimmed().isEmpty()) {
        m_summary->setText(tr("No changes"));
        m_text->setBoundedText(QString());
        m_text->hide();
        return;
    }
    m_summary->setText(summary);
    m_text->setBoundedText(diffText);
    m_text->show();
}

void DiffView::showMessage(const QString &message)
{
    m_summary->setText(message);
    m_text->setBoundedText(QString());
    m_text->hide();
}

void DiffView::clear()
{
    showMessage(QString());
}

QString DiffView::summaryText() const
{
    return m_summary->text();
}

QString DiffView::diffText() const
{
    return m_text->toPlainText();
}

} // namespace HelmDeck
