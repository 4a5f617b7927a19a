// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "deploy/diffjob.h"

#include <QWidget>

class QLabel;
class QPushButton;

namespace HelmDeck {

class DiffView;

/**
 * The preview's Diff tab: what a deploy of the current app would change in the chosen cluster
 * target (DiffJob's result in a DiffView), a status line naming the target, and "Refresh diff".
 * The page only shows; whoever owns the DiffJob (DeployController) answers refreshRequested().
 * Without a target it says to choose a kube context.
 */
class DiffPage : public QWidget
{
    Q_OBJECT
public:
    explicit DiffPage(QWidget *parent = nullptr);

    /** No cluster target: says what to do; Refresh is disabled. */
    void showNoTarget(const QString &why = QString());
    /** A target is chosen but nothing diffed yet (or the diff is outdated): @p what, e.g. "guestbook →
     * k3s/default". */
    void showOutdated(const QString &what);
    void showLoading(const QString &what);
    void showResult(const QString &what, const DiffResult &result);

    /** Why @p result failed: its error text and error findings, one per line. */
    static QString errorText(const DiffResult &result);

    /** The status line as shown. */
    QString statusText() const;
    /** True after showOutdated() (and before a new result), so a refresh is due. */
    bool isOutdated() const { return m_outdated; }
    DiffView *diffView() const { return m_diff; }
    QPushButton *refreshButton() const { return m_refresh; }

Q_SIGNALS:
    void refreshRequested();

private:
    QLabel *m_status;
    QPushButton *m_refresh;
    DiffView *m_diff;
    bool m_outdated = false;
};

} // namespace HelmDeck
