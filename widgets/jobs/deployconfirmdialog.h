// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "deploy/diffjob.h"
#include "job/plan.h"

#include <QDialog>

class QLabel;
class QPlainTextEdit;
class QPushButton;

namespace HelmDeck {

class DiffView;

/**
 * Asked before every deploy: "Deploy <app> to <context>/<namespace>", what would change (a
 * DiffView of the new render against the live releases) and the plan's steps (Plan::describe(),
 * redacted). Deploy stays disabled while the diff loads; when the diff fails, its error is shown
 * with a warning and Deploy is allowed anyway (the cluster may be new, or reading it may be
 * forbidden while deploying is not).
 */
class DeployConfirmDialog : public QDialog
{
    Q_OBJECT
public:
    DeployConfirmDialog(const QString &appName, const QString &context, const QString &kubeNamespace,
        const Plan &plan, QWidget *parent = nullptr);

    /** "Computing the diff…": Deploy disabled until setDiffResult(). */
    void setDiffLoading();
    /** Shows the diff, or its error with a warning; enables Deploy. */
    void setDiffResult(const DiffResult &result);
    bool isDiffLoading() const { return m_loading; }

    /** The heading, "Deploy guestbook to k3s/default". */
    QString heading() const;
    /** The plan's step lines as shown. */
    QString planText() const;
    /** The warning shown when the diff failed; empty otherwise. */
    QString warningText() const;
    DiffView *diffView() const { return m_diff; }
    QPushButton *deployButton() const { return m_deploy; }
    QPushButton *cancelButton() const { return m_cancel; }

private:
    QLabel *m_heading;
    DiffView *m_diff;
    QPlainTextEdit *m_plan;
    QLabel *m_warning;
    QPushButton *m_deploy;
    QPushButton *m_cancel;
    bool m_loading = false;
};

} // namespace HelmDeck
