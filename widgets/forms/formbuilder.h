// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

class QGridLayout;
class QLabel;
class QLayout;
class QLineEdit;
class QWidget;

namespace HelmDeck {

class FindingLabel;

/**
 * Fills a two-column QGridLayout with the rows of a detail form: a caption (buddy of the field) on
 * the left; on the right the field, the field's inline findings (FindingLabel, hidden while there
 * are none) and a dimmed hint.
 *
 * A grid rather than a QFormLayout: QFormLayout measures word-wrapped labels nested in a row at
 * another width than it gives them, so a finding that appears while typing got cut off or left a
 * blank line; QGridLayout gets their height right.
 */
class FormBuilder
{
public:
    /** Rows go into @p grid; widgets are created as children of @p owner. */
    FormBuilder(QGridLayout *grid, QWidget *owner);

    /** Adds a row; an empty @p label puts @p field (e.g. a check box) in the field column alone. */
    FindingLabel *addRow(const QString &label, QWidget *field, const QString &hint = QString());
    /** A line edit with @p placeholder and a clear button, added with addRow(). */
    QLineEdit *addLineEdit(const QString &label, const QString &placeholder, const QString &hint,
        FindingLabel **finding = nullptr);
    /** @p widget alone in the field column. */
    void addField(QWidget *widget);
    /** @p layout alone in the field column. */
    void addField(QLayout *layout);
    /** A bold section title spanning both columns. */
    QLabel *addSection(const QString &title);
    /** Vertical space between sections. */
    void addSpacing(int pixels);

private:
    QGridLayout *m_grid;
    QWidget *m_owner;
    int m_row = 0;
};

} // namespace HelmDeck
