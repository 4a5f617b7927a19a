// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/finding.h"

#include <QMessageBox>

namespace HelmDeck {

/**
 * The message box of a file that could not be opened or imported: what failed, how many errors
 * there are, the first FirstShown of them, and — when there are more — every one under "Show
 * Details..." (a scrollable list), so no error is hidden behind the first. Plain text throughout
 * (a message may hold "<"). The same errors are also listed in the Findings dock.
 */
class ErrorListBox : public QMessageBox
{
    Q_OBJECT
public:
    /** How many errors the box's text shows before it points at its details. */
    static constexpr int FirstShown = 5;

    /**
     * @p what: the sentence saying what failed ("<dir> could not be imported."); @p findings: what
     * the load or import found, of which the errors are shown in order. The text names each error
     * by file name and line ("Procfile:3: text"); the details give the full "path:line:column:
     * error: text [field]".
     */
    ErrorListBox(
        const QString &title, const QString &what, const Findings &findings, QWidget *parent = nullptr);

    /** "Errors: <n>", translated with the count's grammar. */
    static QString countText(int count);
    /** The whole report as plain text: @p what, the count, then every error in full (the error
     * reporter's text). */
    static QString plainText(const QString &what, const Findings &findings);
};

} // namespace HelmDeck
