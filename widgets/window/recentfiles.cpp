// SPDX-License-Identifier: GPL-3.0-or-later
#include "recentfiles.h"

#include "usersettings.h"

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QSettings>

namespace HelmDeck {

namespace {
const QString settingsKey()
{
    return QStringLiteral("recentFiles");
}
} // namespace

RecentFiles::RecentFiles(QMenu *menu, QObject *parent)
    : QObject(parent)
    , m_menu(menu)
{
    m_menu->setIcon(QIcon::fromTheme(QStringLiteral("document-open-recent")));
    // Rebuilt on show, so files deleted meanwhile disappear without a restart.
    connect(m_menu, &QMenu::aboutToShow, this, &RecentFiles::rebuildMenu);
    rebuildMenu();
}

QStringList RecentFiles::files() const
{
    return UserSettings::open()->value(settingsKey()).toStringList();
}

QString RecentFiles::projectName(const QString &path)
{
    const QFileInfo file(path);
    const QString folder = file.absoluteDir().dirName();
    if (folder.isEmpty()) // the root folder
        return file.fileName();
    if (file.fileName() == QLatin1String("helmdeck.yaml"))
        return folder;
    return QStringLiteral("%1 (%2)").arg(folder, file.fileName());
}

QStringList RecentFiles::existingFiles() const
{
    QStringList out;
    const QStringList list = files();
    for (const QString &path : list) {
        if (QFileInfo::exists(path))
            out.append(path);
    }
    return out;
}

void RecentFiles::add(const QString &path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList list = files();
    list.removeAll(absolute);
    list.prepend(absolute);
    store(list.mid(0, MaxEntries));
}

void RecentFiles::clear()
{
    store(QStringList());
}

void RecentFiles::store(const QStringList &list)
{
    UserSettings::open()->setValue(settingsKey(), list);
    rebuildMenu();
    Q_EMIT changed();
}

void RecentFiles::rebuildMenu()
{
    m_menu->clear();
    int n = 0;
    const QStringList list = files();
    for (const QString &path : list) {
        if (!QFileInfo::exists(path))
            continue;
        ++n;
        // "&1 helmdeck.yaml — ~/src/app": the number is the accelerator, the folder tells copies apart.
        const QString label
            = tr("&%1 %2 \u2014 %3")
                  .arg(n)
                  .arg(QFileInfo(path).fileName(), QDir::toNativeSeparators(QFileInfo(path).absolutePath()));
        QAction *a = m_menu->addAction(label);
        a->setData(path);
        // Queued: opening rebuilds this menu, which deletes the action still emitting triggered().
        connect(
            a, &QAction::triggered, this, [this, path]() { Q_EMIT openRequested(path); },
            Qt::QueuedConnection);
    }
    if (n == 0) {
        m_menu->addAction(tr("No recent projects"))->setEnabled(false);
        return;
    }
    m_menu->addSeparator();
    connect(m_menu->addAction(tr("&Clear List")), &QAction::triggered, this, &RecentFiles::clear,
        Qt::QueuedConnection);
}

} // namespace HelmDeck
