// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <QUrl>

class QLabel;
class QListWidget;
class QTextBrowser;

namespace HelmDeck {

/**
 * Help → HelmDeck Manual (F1): the README and every page of docs/ (compiled into the binary as the
 * resource root ":/manual", widgets/CMakeLists.txt), rendered from their Markdown in a QTextBrowser.
 * The pages are listed on the left by their first heading; links between pages open in place,
 * Back and Forward follow them, web links open in the browser, and a link outside the manual (a
 * source file) is named in the status line instead of showing an empty page. Images wider than
 * the view are scaled down to fit it.
 */
class ManualDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ManualDialog(QWidget *parent = nullptr);

    /** The pages, as paths under the manual's root: "README.md" first, then "docs/….md". */
    static QStringList pages();
    /** The first "# " heading of @p page without Markdown's ` and * (its file name when it has none). */
    static QString pageTitle(const QString &page);

    /** Shows @p page (a path from pages()); false when the manual has no such page. */
    bool openPage(const QString &page);
    /** The page shown now, as a path under the manual's root. */
    QString currentPage() const;
    QTextBrowser *browser() const { return m_browser; }

private:
    void followLink(const QUrl &url);
    /** Highlights @p page (a path from pages()) in the list. */
    void syncList(const QString &page);
    /** The page @p url shows, as a path under the manual's root; empty when outside it. */
    static QString pageOf(const QUrl &url);

    QListWidget *m_list;
    QTextBrowser *m_browser;
    QLabel *m_status;
};

} // namespace HelmDeck
