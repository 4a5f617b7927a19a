// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QObject>
#include <QPointer>

#include <functional>

class QAction;
class QToolBar;

namespace HelmDeck {

/**
 * Keeps a toolbar's primary actions (Deploy, Run, Publish) on screen whatever the window's width,
 * font or scale (docs/architecture.md §5, "Toolbar"): QToolBar alone hides whatever does not fit
 * behind its "»" extension, trailing actions first, which hid Deploy at 1024 px and at 2×.
 *
 * Each time the toolbar is resized it takes the first of these fits that leaves every remaining
 * action on the toolbar:
 *  - Fit::AllText: every button with its text beside its icon;
 *  - Fit::PrimaryText: the other buttons show only their icons (their tool tips name them);
 *  - Fit::IconsOnly: every button only its icon;
 *  - Fit::PrimaryOnly: the other actions leave the toolbar (they stay in their menus, with their
 *    shortcuts) and the primary ones show only their icons.
 * From Fit::IconsOnly on, the compactor (setCompactor()) makes the toolbar's widgets smaller too.
 * Buttons without an icon keep their text. Widgets on the toolbar (the cluster picker) are kept.
 */
class ToolBarFitter : public QObject
{
    Q_OBJECT
public:
    enum class Fit
    {
        AllText,
        PrimaryText,
        IconsOnly,
        PrimaryOnly,
    };

    /** Fits @p toolBar (not owned) from now on; its actions at this point are the ones it manages. */
    explicit ToolBarFitter(QToolBar *toolBar, QObject *parent = nullptr);

    /** The actions that must stay visible. */
    void setPrimaryActions(const QList<QAction *> &actions);
    /**
     * Called with true when the toolbar is too narrow for its buttons' text (Fit::IconsOnly and
     * Fit::PrimaryOnly), false otherwise: a widget on it (the cluster picker) gives up room too.
     */
    void setCompactor(const std::function<void(bool compact)> &compact);
    /** Re-reads the toolbar's actions (after more were added) and fits again. */
    void refit();
    Fit fit() const { return m_fit; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void apply(Fit fit);
    int neededWidth() const;
    bool isPrimary(QAction *action) const;

    QPointer<QToolBar> m_toolBar;
    QList<QAction *> m_all; ///< every managed action, in toolbar order
    QList<QAction *> m_primary;
    std::function<void(bool)> m_compact;
    Fit m_fit = Fit::AllText;
    bool m_fitting = false;
    bool m_scheduled = false;
};

} // namespace HelmDeck
