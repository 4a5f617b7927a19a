// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "runsmodel.h"

#include <QDialog>

class QLabel;
class QPushButton;
class QTableView;

namespace HelmDeck {

/**
 * The Runs window of the Terminal menu (Dokku's run:list and run:stop): the app's run Jobs in a
 * table (RunsModel) with Refresh, Stop and Open Logs, and a status line ("3 runs of shop, read
 * 10:42:07", "Reading…", or the error). Non-modal, so it stays open beside the terminal dock; it
 * only asks (the signals), RunsActions does the work on the window's job path.
 */
class RunsDialog : public QDialog
{
    Q_OBJECT
public:
    explicit RunsDialog(QWidget *parent = nullptr);

    /** The app whose runs are shown (in the title and the status line). */
    void setApp(const QString &app);
    /** New rows, read at @p now; the selection stays on the same Job when it is still listed. */
    void setRows(const QList<RunRow> &rows, const QDateTime &now);
    /** While a read or a stop runs: the buttons are off and @p text is the status. */
    void setBusy(bool busy, const QString &text = QString());
    void setStatus(const QString &text);
    QString statusText() const;

    RunsModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    /** The Job of the current row; empty when none. */
    QString selectedJob() const;
    /** Makes @p jobName's row current; false when it is not listed. */
    bool selectJob(const QString &jobName);
    QPushButton *refreshButton() const { return m_refresh; }
    QPushButton *stopButton() const { return m_stop; }
    QPushButton *logsButton() const { return m_logs; }

Q_SIGNALS:
    void refreshRequested();
    void stopRequested(const QString &jobName);
    void logsRequested(const QString &jobName);

private:
    void updateButtons();

    RunsModel *m_model;
    QTableView *m_view;
    QLabel *m_status;
    QPushButton *m_refresh;
    QPushButton *m_stop;
    QPushButton *m_logs;
    QString m_app;
    bool m_busy = false;
};

} // namespace HelmDeck
