// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QListWidget;
class QPushButton;

namespace HelmDeck {

class RecentFiles;

/**
 * What the empty window offers below its "No project open" text (docs/architecture.md §5): the
 * recent projects that still exist, newest first, each named by its folder with the file's path
 * beside it (activate one to open it), and "Reopen <folder>" for the last one. Hidden when there are
 * none. Follows RecentFiles::changed(); opening goes through RecentFiles::openRequested, like the
 * File → Open Recent menu.
 */
class StartPage : public QWidget
{
    Q_OBJECT
public:
    explicit StartPage(RecentFiles *recent, QWidget *parent = nullptr);

    /** Shown only while the window has no project (and there are recent projects). */
    void setWindowEmpty(bool empty);

    QListWidget *recentList() const { return m_list; }
    QPushButton *reopenButton() const { return m_reopen; }
    /** The project files listed, newest first. */
    QStringList listedFiles() const;

private:
    void refresh();

    RecentFiles *m_recent;
    QLabel *m_heading;
    QListWidget *m_list;
    QPushButton *m_reopen;
    bool m_windowEmpty = true;
};

} // namespace HelmDeck
