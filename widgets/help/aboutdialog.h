// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QLabel;

namespace HelmDeck {

/**
 * Help → About HelmDeck: the version, what HelmDeck does, the versions of Qt (built against and
 * running) and of the libraries found when it was built (yaml-cpp, KSyntaxHighlighting,
 * qtermwidget, QtKeychain, libarchive; "not built in" for an optional one left out), the licence
 * (GPL-3.0-or-later) and the home page. Copy puts the version lines on the clipboard, for a bug report.
 */
class AboutDialog : public QDialog
{
    Q_OBJECT
public:
    explicit AboutDialog(QWidget *parent = nullptr);

    /** One "name version" line per component, HelmDeck first (what Copy copies). */
    static QStringList versionLines();
    /** The dialog's text (rich text): the description, versionLines() and the licence. */
    QString text() const;

private:
    QLabel *m_text;
};

} // namespace HelmDeck
