// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QStringList>

class QMenu;

namespace HelmDeck {

/**
 * The recently opened project files, kept in QSettings ("recentFiles", newest first, at most
 * MaxEntries) and shown as a "Recent" menu. Files that no longer exist are left out of the menu.
 */
class RecentFiles : public QObject
{
    Q_OBJECT
public:
    static constexpr int MaxEntries = 10;

    explicit RecentFiles(QMenu *menu, QObject *parent = nullptr);

    QStringList files() const;
    /** Moves @p path to the top of the list. */
    void add(const QString &path);
    void clear();

Q_SIGNALS:
    void openRequested(const QString &path);

private:
    void rebuildMenu();
    void store(const QStringList &files);

    QMenu *m_menu;
};

} // namespace HelmDeck
