// SPDX-License-Identifier: GPL-3.0-or-later
#include "terminaldock.h"

#include <QTabBar>
#include <QTabWidget>

namespace HelmDeck {

TerminalDock::TerminalDock(QWidget *parent)
    : QDockWidget(tr("Terminal"), parent)
    , m_tabs(new QTabWidget(this))
{
    setObjectName(QStringLiteral("terminalDock"));
    m_tabs->setTabsClosable(true);
    m_tabs->setMovable(true);
    m_tabs->setDocumentMode(true);
    m_tabs->tabBar()->setAccessibleName(tr("Terminals"));
    setWidget(m_tabs);
    connect(m_tabs, &QTabWidget::tabCloseRequested, this, &TerminalDock::closeTab);
}

TerminalDock::~TerminalDock() = default;

TerminalTab *TerminalDock::addTab(const QString &title)
{
    auto *tab = new TerminalTab(m_tabs);
    const int index = m_tabs->addTab(tab, title);
    m_tabs->setCurrentIndex(index);
    show();
    raise();
    connect(tab, &TerminalTab::programFinished, this, [this, tab](const QString &status) {
        const int at = m_tabs->indexOf(tab);
        if (at >= 0)
            m_tabs->setTabToolTip(at, status);
        Q_EMIT tabFinished(tab);
    });
    connect(tab, &TerminalTab::closed, this, [this, tab] {
        const int at = m_tabs->indexOf(tab);
        if (at >= 0)
            m_tabs->removeTab(at);
        tab->deleteLater();
        Q_EMIT tabClosed();
    });
    tab->setFocus();
    return tab;
}

TerminalTab *TerminalDock::openTab(
    const QString &title, const Plan &plan, int terminalStep, const QByteArray &closeInput)
{
    if (terminalStep < 0 || terminalStep >= plan.steps.size() || !plan.steps.at(terminalStep).terminal)
        return nullptr;
    TerminalTab *tab = addTab(title);
    tab->setCloseInput(closeInput);
    tab->startTerminal(plan, terminalStep);
    return tab;
}

TerminalTab *TerminalDock::openLinesTab(const QString &title, const Plan &plan, int lineStep,
    const TerminalTab::LineFilter &filter, const TerminalTab::Reconnect &reconnect)
{
    if (lineStep < 0 || lineStep >= plan.steps.size())
        return nullptr;
    TerminalTab *tab = addTab(title);
    tab->startLines(plan, lineStep, filter, reconnect);
    return tab;
}

int TerminalDock::count() const
{
    return m_tabs->count();
}

TerminalTab *TerminalDock::tab(int index) const
{
    return qobject_cast<TerminalTab *>(m_tabs->widget(index));
}

bool TerminalDock::hasRunningPrograms() const
{
    for (int i = 0; i < m_tabs->count(); ++i) {
        if (tab(i) && tab(i)->isRunning())
            return true;
    }
    return false;
}

void TerminalDock::closeTab(int index)
{
    if (TerminalTab *t = tab(index)) {
        m_tabs->setTabText(index, tr("%1 (closing)").arg(m_tabs->tabText(index).remove(tr(" (closing)"))));
        t->requestClose();
    }
}

void TerminalDock::closeAll()
{
    for (int i = m_tabs->count() - 1; i >= 0; --i)
        closeTab(i);
}

} // namespace HelmDeck
