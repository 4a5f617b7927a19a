// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "terminaltab.h"

#include <QDockWidget>

class QTabWidget;

namespace HelmDeck {

/**
 * The docked terminal: one closable tab per program (TerminalTab), e.g. "Run guestbook", "Logs
 * web", "Enter web", "Shell dev/shop". Closing a tab asks it to end (TerminalTab::requestClose():
 * close input, then its whole process group, then the plan's cleanup steps) and removes it once it
 * has; a tab whose program ended stays until the user closes it.
 */
class TerminalDock : public QDockWidget
{
    Q_OBJECT
public:
    explicit TerminalDock(QWidget *parent = nullptr);
    ~TerminalDock() override;

    /**
     * A new tab titled @p title (selected, the dock shown and raised) running @p plan with its step
     * @p terminalStep on the tab's terminal; @p closeInput is written before a close ends it (e.g.
     * "exit" for a remote shell). Null when the plan has no such terminal step.
     */
    TerminalTab *openTab(const QString &title, const Plan &plan, int terminalStep,
        const QByteArray &closeInput = QByteArray());
    /** A new tab showing the lines of @p plan's step @p lineStep (TerminalTab::startLines()). */
    TerminalTab *openLinesTab(const QString &title, const Plan &plan, int lineStep,
        const TerminalTab::LineFilter &filter, const TerminalTab::Reconnect &reconnect);

    int count() const;
    TerminalTab *tab(int index) const;
    QTabWidget *tabWidget() const { return m_tabs; }
    /** True while some tab's program runs (the window asks before quitting). */
    bool hasRunningPrograms() const;
    /** Closes tab @p index (as its close button does). */
    void closeTab(int index);
    /** Closes every tab; their programs end as in closeTab(). */
    void closeAll();

Q_SIGNALS:
    /** A tab was removed after its program ended (for tests and the window's quit). */
    void tabClosed();
    /** A tab's program ended by itself (TerminalTab::programFinished); the tab stays. */
    void tabFinished(HelmDeck::TerminalTab *tab);

private:
    TerminalTab *addTab(const QString &title);

    QTabWidget *m_tabs;
};

} // namespace HelmDeck
