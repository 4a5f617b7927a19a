// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "render/manifestdiff.h"

#include <QWidget>

class QLabel;

namespace HelmDeck {

class SyntaxView;

/**
 * A read-only view of a unified diff (what a deploy would change): a summary line
 * ("2 added, 1 changed, 0 removed", or "No changes") above the diff text, highlighted with
 * KSyntaxHighlighting's "Diff" definition in a palette-following theme (SyntaxView). The text is
 * bounded like the manifest preview. Secret values never reach it: ManifestDiff masks them.
 */
class DiffView : public QWidget
{
    Q_OBJECT
public:
    explicit DiffView(QWidget *parent = nullptr);

    /** Shows @p result: its summary() and text(), or "No changes" when it has none. */
    void setDiff(const ManifestDiffResult &result);
    /** Shows @p diffText under @p summary; an empty text shows "No changes" and @p summary is ignored. */
    void setDiffText(const QString &diffText, const QString &summary);
    /** Shows @p message (loading, an error) instead of a diff. */
    void showMessage(const QString &message);
    void clear();

    /** The summary line as shown. */
    QString summaryText() const;
    /** The diff text as shown (bounded). */
    QString diffText() const;
    SyntaxView *textView() const { return m_text; }

private:
    QLabel *m_summary;
    SyntaxView *m_text;
};

} // namespace HelmDeck
