// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPointer>
#include <QWidget>

#include <vector>

class QCheckBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QToolButton;

namespace HelmDeck {

/**
 * The find bar under a read-only text (the preview's YAML, the diff, a plain terminal transcript;
 * docs/architecture.md §5, "Find"): a text field, Previous and Next, "Match case", a status that
 * says "3 of 12" or "Not found", and a close button. Typing searches from the current match on;
 * Next and Previous (Return, Shift+Return, F3, Shift+F3 through the Edit menu) wrap around the end.
 * The current match is selected and highlighted in the text and scrolled into view. Escape closes
 * the bar and gives the focus back to the text.
 *
 * Matches are plain text (no regular expressions), found in the target's whole text each time (the
 * views bound their text, SyntaxView::MaxChars), at most MaxMatches counted.
 */
class FindBar : public QWidget
{
    Q_OBJECT
public:
    /** The field's least width, in average characters of its font. */
    static constexpr int MinFieldChars = 16;

    static constexpr int MaxMatches = 100000;

    explicit FindBar(QWidget *parent = nullptr);

    /** The text searched (not owned; nullptr = nothing to search here). */
    void setTarget(QPlainTextEdit *target);
    QPlainTextEdit *target() const;
    /** Shows the bar and focuses the field, filled with the target's selected text when it is one line. */
    void open();

    QLineEdit *field() const { return m_field; }
    QCheckBox *matchCaseBox() const { return m_matchCase; }
    /** "3 of 12", "Not found", or empty before a search. */
    QString statusText() const;
    /** How many matches the last search counted, and which is current (1-based; 0 for none). */
    int matchCount() const { return int(m_matches.size()); }
    int currentMatch() const { return m_current + 1; }

public Q_SLOTS:
    /** Selects the next (previous) match after (before) the current one, wrapping; false when none. */
    bool findNext();
    bool findPrevious();
    /** Hides the bar and the highlight, giving the focus back to the text. */
    void dismiss();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    enum class From
    {
        Here, ///< typing: the current match, or the cursor, may match again
        After,
        Before
    };
    bool find(From from);
    void collectMatches();
    void select(int match);
    void clearHighlight();
    void setStatus(const QString &text, bool failed);

    QPointer<QPlainTextEdit> m_target;
    QLineEdit *m_field;
    QToolButton *m_previous;
    QToolButton *m_next;
    QCheckBox *m_matchCase;
    QLabel *m_status;
    QToolButton *m_close;
    std::vector<int> m_matches; ///< start positions of the matches in the target's text
    int m_length = 0; ///< of each match
    int m_current = -1;
};

} // namespace HelmDeck
