// SPDX-License-Identifier: GPL-3.0-or-later
#include "shortcutsdialog.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QScreen>
#include <QSet>
#include <QStyle>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace HelmDeck {

namespace {

QString keysText(const QAction *action)
{
    QStringList keys;
    for (const QKeySequence &k : action->shortcuts())
        keys.append(k.toString(QKeySequence::NativeText));
    return keys.join(QStringLiteral(", "));
}

/** Adds @p menu's actions with a shortcut under @p group, its submenus' under their own path. */
void addMenu(QTreeWidget *tree, const QMenu *menu, const QString &path, QSet<const QAction *> *seen)
{
    QTreeWidgetItem *group = nullptr;
    for (QAction *a : menu->actions()) {
        if (a->menu()) {
            addMenu(tree, a->menu(), path + QStringLiteral(" \u203a ") + ShortcutsDialog::plainText(a), seen);
            continue;
        }
        if (a->isSeparator() || a->shortcuts().isEmpty() || seen->contains(a))
            continue;
        seen->insert(a);
        if (!group) {
            group = new QTreeWidgetItem(tree, { path });
            group->setFirstColumnSpanned(true);
        }
        new QTreeWidgetItem(group, { ShortcutsDialog::plainText(a), keysText(a) });
    }
}

} // namespace

ShortcutsDialog::ShortcutsDialog(QMainWindow *window)
    : QDialog(window)
    , m_window(window)
    , m_tree(new QTreeWidget(this))
{
    setObjectName(QStringLiteral("shortcutsDialog"));
    setWindowTitle(tr("Keyboard Shortcuts"));
    m_tree->setObjectName(QStringLiteral("shortcutsTree"));
    m_tree->setAccessibleName(tr("Keyboard shortcuts by menu"));
    m_tree->setHeaderLabels({ tr("Action"), tr("Shortcut") });
    m_tree->setRootIsDecorated(false);
    m_tree->setItemsExpandable(false);
    m_tree->setSelectionMode(QAbstractItemView::SingleSelection);
    // The action's name is what is read: it keeps its whole width (a long German name too), the keys
    // get theirs; a dialog too narrow for both scrolls sideways instead of cutting either.
    m_tree->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_tree->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_tree->header()->setStretchLastSection(false);
    m_tree->setTextElideMode(Qt::ElideNone);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_tree);
    layout->addWidget(buttons);
    refresh();
    // As wide as both columns need (names in German are longer), within the screen.
    const QAbstractItemView *view = m_tree; // sizeHintForColumn() is public there
    const int columns = view->sizeHintForColumn(0) + view->sizeHintForColumn(1)
        + m_tree->header()->sectionSizeHint(1) / 2 + 2 * m_tree->frameWidth()
        + style()->pixelMetric(QStyle::PM_ScrollBarExtent) + layout->contentsMargins().left()
        + layout->contentsMargins().right() + fontMetrics().averageCharWidth() * 2;
    QSize size(std::max(fontMetrics().averageCharWidth() * 60, columns), fontMetrics().height() * 28);
    if (const QScreen *s = window->screen())
        size = size.boundedTo(s->availableGeometry().size() * 9 / 10);
    resize(size);
}

QString ShortcutsDialog::plainText(const QAction *action)
{
    QString text = action->text();
    text.replace(QStringLiteral("&&"), QStringLiteral("\u0001"));
    text.remove(QLatin1Char('&'));
    text.replace(QStringLiteral("\u0001"), QStringLiteral("&"));
    return text;
}

void ShortcutsDialog::refresh()
{
    m_tree->clear();
    QSet<const QAction *> seen;
    for (QAction *top : m_window->menuBar()->actions()) {
        if (top->menu())
            addMenu(m_tree, top->menu(), plainText(top), &seen);
    }
    // actions bound in no menu: a dock's, a view's, the window's own
    QTreeWidgetItem *other = nullptr;
    const QList<QAction *> all = m_window->findChildren<QAction *>();
    for (const QAction *a : all) {
        if (seen.contains(a) || a->shortcuts().isEmpty() || a->text().isEmpty() || a->menu())
            continue;
        seen.insert(a);
        if (!other) {
            other = new QTreeWidgetItem(m_tree, { tr("Other") });
            other->setFirstColumnSpanned(true);
        }
        new QTreeWidgetItem(other, { plainText(a), keysText(a) });
    }
    for (int i = 0; i < m_tree->topLevelItemCount(); ++i) {
        QTreeWidgetItem *group = m_tree->topLevelItem(i);
        QFont bold = group->font(0);
        bold.setBold(true);
        group->setFont(0, bold);
        group->setFlags(Qt::ItemIsEnabled);
    }
    m_tree->expandAll();
    m_tree->setCurrentIndex(QModelIndex()); // nothing looks picked in a list that is only read
}

} // namespace HelmDeck
