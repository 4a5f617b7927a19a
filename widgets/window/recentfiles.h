// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QStringList>

class QMenu;

namespace HelmDeck {

/**
 * The recently opened project files, kept in the settings file (UserSettings, "recentFiles", newest
 * first, at most MaxEntries) and shown as a "Recent" menu and on the empty window (StartPage). Files that no
 * longer exist are left out of the menu.
 */
class RecentFiles : public QObject
{
    Q_OBJECT
public:
    static constexpr int MaxEntries = 10;

    explicit RecentFiles(QMenu *menu, QObject *parent = nullptr);

    /**
     * How the window names the project in @p path (title, prompts, the recent lists): its folder,
     * "shop" for ~/src/shop/helmdeck.yaml, and "shop (staging.yaml)" for another file in that folder.
     */
    static QString projectName(const QString &path);

    QStringList files() const;
    /** files() that still exist, newest first. */
    QStringList existingFiles() const;
    /** Moves @p path to the top of the list. */
    void add(const QString &path);
    void clear();

Q_SIGNALS:
    void openRequested(const QString &path);
    /** The list changed (add(), clear()). */
    void changed();

private:
    void rebuildMenu();
    void store(const QStringList &files);

    QMenu *m_menu;
};

} // namespace HelmDeck
