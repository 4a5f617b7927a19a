// SPDX-License-Identifier: GPL-3.0-or-later
#include "helpactions.h"

#include "aboutdialog.h"
#include "manualdialog.h"
#include "shortcutsdialog.h"

#include <QAction>
#include <QApplication>
#include <QMainWindow>
#include <QMenu>

namespace HelmDeck {

namespace {

/** Shows @p dialog and brings it to the front (a second request for an open dialog). */
template <typename Dialog> Dialog *present(Dialog *dialog)
{
    dialog->show();
    dialog->raise();
    dialog->activateWindow();
    return dialog;
}

} // namespace

HelpActions::HelpActions(QMainWindow *window)
    : QObject(window)
    , m_window(window)
{ }

void HelpActions::populate(QMenu *helpMenu)
{
    m_manual = helpMenu->addAction(QIcon::fromTheme(QStringLiteral("help-contents")), tr("HelmDeck &Manual"));
    m_manual->setObjectName(QStringLiteral("helpManualAction"));
    // F1 whatever the platform theme maps HelpContents to (docs/translations.md "Help").
    QList<QKeySequence> keys { QKeySequence(Qt::Key_F1) };
    for (const QKeySequence &k : QKeySequence::keyBindings(QKeySequence::HelpContents)) {
        if (!keys.contains(k))
            keys.append(k);
    }
    m_manual->setShortcuts(keys);
    m_manual->setShortcutContext(Qt::ApplicationShortcut);
    m_manual->setStatusTip(tr("Read the user manual: the project file, deploying, running, publishing"));
    connect(m_manual, &QAction::triggered, this, [this]() { showManual(); });

    m_shortcuts
        = helpMenu->addAction(QIcon::fromTheme(QStringLiteral("preferences-desktop-keyboard-shortcuts")),
            tr("&Keyboard Shortcuts"));
    m_shortcuts->setObjectName(QStringLiteral("helpShortcutsAction"));
    m_shortcuts->setStatusTip(tr("List every action that has a keyboard shortcut"));
    connect(m_shortcuts, &QAction::triggered, this, [this]() { showShortcuts(); });

    helpMenu->addSeparator();
    m_about = helpMenu->addAction(QIcon::fromTheme(QStringLiteral("help-about")), tr("&About HelmDeck"));
    m_about->setObjectName(QStringLiteral("helpAboutAction"));
    m_about->setMenuRole(QAction::AboutRole);
    m_about->setStatusTip(tr("The version, the libraries it was built with, and the licence"));
    connect(m_about, &QAction::triggered, this, [this]() { showAbout(); });

    QAction *aboutQt = helpMenu->addAction(tr("About &Qt"));
    aboutQt->setObjectName(QStringLiteral("helpAboutQtAction"));
    aboutQt->setMenuRole(QAction::AboutQtRole);
    connect(aboutQt, &QAction::triggered, qApp, &QApplication::aboutQt);
}

ManualDialog *HelpActions::showManual(const QString &page)
{
    if (!m_manualDialog)
        m_manualDialog = new ManualDialog(m_window);
    if (!page.isEmpty())
        m_manualDialog->openPage(page);
    return present(m_manualDialog.data());
}

ShortcutsDialog *HelpActions::showShortcuts()
{
    if (!m_shortcutsDialog)
        m_shortcutsDialog = new ShortcutsDialog(m_window);
    m_shortcutsDialog->refresh(); // actions added or rebound since it was last shown
    return present(m_shortcutsDialog.data());
}

AboutDialog *HelpActions::showAbout()
{
    if (!m_aboutDialog)
        m_aboutDialog = new AboutDialog(m_window);
    return present(m_aboutDialog.data());
}

} // namespace HelmDeck
