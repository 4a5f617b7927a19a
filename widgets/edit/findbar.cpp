// SPDX-License-Identifier: GPL-3.0-or-later
#include "findbar.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QIcon>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QStyle>
#include <QToolButton>

#include <algorithm>

namespace HelmDeck {

namespace {

QToolButton *button(const QString &icon, QStyle::StandardPixmap fallback, const QString &text,
    const QString &tip, QWidget *parent)
{
    auto *b = new QToolButton(parent);
    // Icons only, also without an icon theme (the style's own then): their text would take the
    // field's room in a narrow preview; the text stays the accessible name, the tool tip says more.
    b->setIcon(QIcon::fromTheme(icon, parent->style()->standardIcon(fallback)));
    b->setText(text);
    b->setToolTip(tip);
    b->setAccessibleName(text);
    b->setAutoRaise(true);
    return b;
}

} // namespace

FindBar::FindBar(QWidget *parent)
    : QWidget(parent)
    , m_field(new QLineEdit(this))
    , m_previous(button(
          QStringLiteral("go-up"), QStyle::SP_ArrowUp, tr("Previous"), tr("Previous match (Shift+F3)"), this))
    , m_next(button(QStringLiteral("go-down"), QStyle::SP_ArrowDown, tr("Next"), tr("Next match (F3)"), this))
    , m_matchCase(new QCheckBox(tr("Match &case"), this))
    , m_status(new QLabel(this))
    , m_close(button(QStringLiteral("window-close"), QStyle::SP_DialogCloseButton, tr("Close"),
          tr("Close the find bar (Escape)"), this))
{
    setObjectName(QStringLiteral("findBar"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 2, 4, 2);
    auto *label = new QLabel(tr("&Find:"), this);
    label->setBuddy(m_field);
    m_field->setPlaceholderText(tr("Text to find"));
    m_field->setAccessibleName(tr("Text to find"));
    m_field->setClearButtonEnabled(true);
    // The field keeps room for a search of a few words at any width and scale (the bar still fits
    // the preview of a window at 1024 px, beside the forms).
    m_field->setMinimumWidth(m_field->fontMetrics().averageCharWidth() * MinFieldChars);
    m_status->setMinimumWidth(m_status->fontMetrics().horizontalAdvance(tr("Not found")) + 8);
    layout->addWidget(label);
    layout->addWidget(m_field, 1);
    layout->addWidget(m_previous);
    layout->addWidget(m_next);
    layout->addWidget(m_matchCase);
    layout->addWidget(m_status);
    layout->addWidget(m_close);
    connect(m_field, &QLineEdit::textEdited, this, [this] { find(From::Here); });
    m_field->installEventFilter(this); // Return, Shift+Return and Escape in the field
    connect(m_previous, &QToolButton::clicked, this, &FindBar::findPrevious);
    connect(m_next, &QToolButton::clicked, this, &FindBar::findNext);
    connect(m_matchCase, &QCheckBox::toggled, this, [this] { find(From::Here); });
    connect(m_close, &QToolButton::clicked, this, &FindBar::dismiss);
    hide();
}

void FindBar::setTarget(QPlainTextEdit *target)
{
    if (m_target == target)
        return;
    clearHighlight();
    if (m_target)
        disconnect(m_target.data(), nullptr, this, nullptr);
    m_target = target;
    m_matches.clear();
    m_current = -1;
    setStatus(QString(), false);
    if (m_target) // a new text (a re-render): the old match positions mean nothing in it
        connect(m_target, &QPlainTextEdit::textChanged, this, [this] {
            m_current = -1;
            m_matches.clear();
            if (m_target)
                m_target->setExtraSelections({});
        });
}

QPlainTextEdit *FindBar::target() const
{
    return m_target;
}

void FindBar::open()
{
    if (m_target) {
        const QString selected = m_target->textCursor().selectedText();
        if (!selected.isEmpty() && !selected.contains(QChar::ParagraphSeparator))
            m_field->setText(selected);
    }
    show();
    m_field->setFocus(Qt::ShortcutFocusReason);
    m_field->selectAll();
    if (!m_field->text().isEmpty())
        find(From::Here);
}

QString FindBar::statusText() const
{
    return m_status->text();
}

bool FindBar::findNext()
{
    return find(From::After);
}

bool FindBar::findPrevious()
{
    return find(From::Before);
}

void FindBar::dismiss()
{
    clearHighlight();
    hide();
    if (m_target)
        m_target->setFocus(Qt::OtherFocusReason);
}

bool FindBar::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != m_field || event->type() != QEvent::KeyPress)
        return QWidget::eventFilter(watched, event);
    const auto *key = static_cast<QKeyEvent *>(event);
    if (key->key() == Qt::Key_Escape) {
        dismiss();
        return true;
    }
    if (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) {
        if (key->modifiers() & Qt::ShiftModifier)
            findPrevious();
        else
            findNext();
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

bool FindBar::find(From from)
{
    if (isHidden())
        show();
    if (!m_target) {
        setStatus(tr("Nothing to search here"), true);
        return false;
    }
    const int previousStart
        = m_current >= 0 && m_current < int(m_matches.size()) ? m_matches.at(m_current) : -1;
    collectMatches();
    if (m_field->text().isEmpty()) {
        clearHighlight();
        setStatus(QString(), false);
        return false;
    }
    if (m_matches.empty()) {
        clearHighlight();
        setStatus(tr("Not found"), true);
        return false;
    }
    const int count = int(m_matches.size());
    // Where the search starts: the current match when it is still one, else the text cursor.
    const int cursor = m_target->textCursor().selectionStart();
    const int anchor = previousStart >= 0 ? previousStart : cursor;
    const auto at = std::lower_bound(m_matches.cbegin(), m_matches.cend(), anchor);
    const int firstAtOrAfter = int(at - m_matches.cbegin()); // may be count: past the last match
    const bool onMatch = firstAtOrAfter < count && m_matches.at(firstAtOrAfter) == anchor;
    int match = 0;
    switch (from) {
    case From::Here:
        match = firstAtOrAfter % count;
        break;
    case From::After:
        match = (onMatch ? firstAtOrAfter + 1 : firstAtOrAfter) % count;
        break;
    case From::Before:
        match = (firstAtOrAfter - 1 + count) % count;
        break;
    }
    select(match);
    return true;
}

void FindBar::collectMatches()
{
    m_matches.clear();
    m_length = int(m_field->text().size());
    if (!m_target || m_length == 0)
        return;
    const QString text = m_target->toPlainText();
    const Qt::CaseSensitivity cs = m_matchCase->isChecked() ? Qt::CaseSensitive : Qt::CaseInsensitive;
    for (int at = int(text.indexOf(m_field->text(), 0, cs)); at >= 0 && int(m_matches.size()) < MaxMatches;
         at = int(text.indexOf(m_field->text(), at + m_length, cs)))
        m_matches.push_back(at);
}

void FindBar::select(int match)
{
    m_current = match;
    const int start = m_matches.at(match);
    QTextCursor cursor(m_target->document());
    cursor.setPosition(start);
    cursor.setPosition(start + m_length, QTextCursor::KeepAnchor);
    m_target->setTextCursor(cursor);
    m_target->ensureCursorVisible();
    // Highlighted in the palette's selection colours even while the focus is in the field.
    QTextEdit::ExtraSelection highlight;
    highlight.cursor = cursor;
    highlight.format.setBackground(palette().color(QPalette::Active, QPalette::Highlight));
    highlight.format.setForeground(palette().color(QPalette::Active, QPalette::HighlightedText));
    m_target->setExtraSelections({ highlight });
    setStatus(tr("%1 of %2").arg(match + 1).arg(m_matches.size()), false);
}

void FindBar::clearHighlight()
{
    m_current = -1;
    if (m_target)
        m_target->setExtraSelections({});
}

void FindBar::setStatus(const QString &text, bool failed)
{
    m_status->setText(text);
    // Said in colour too, as editors do; the status text says it for everyone.
    QPalette p = m_field->palette();
    p.setColor(QPalette::Base, failed ? QColor(0xf8, 0xd7, 0xda) : palette().color(QPalette::Base));
    p.setColor(QPalette::Text, failed ? QColor(Qt::black) : palette().color(QPalette::Text));
    m_field->setPalette(p);
}

} // namespace HelmDeck
