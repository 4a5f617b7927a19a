// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/app.h"
#include "model/finding.h"

#include <QWidget>

class QLabel;
class QLineEdit;
class QSpinBox;

namespace HelmDeck {

class FindingLabel;

/**
 * The "Release" page of one app: the release gate (ReleaseSettings; docs/chart-values.md, "The release
 * gate"). The release command (Procfile "release") runs once per image, command and config in the Job
 * "<app>-release-<hash>" before the app's pods start; the app's predeploy command (App page) runs in
 * the same Job first. A note says the command must be idempotent: a rollback re-runs the older
 * image's Job. Backoff: retries of a failed pod (0..10). Wait image: the pods' wait init container,
 * empty = ReleaseSettings::defaultWaitImage().
 */
class ReleaseForm : public QWidget
{
    Q_OBJECT
public:
    explicit ReleaseForm(QWidget *parent = nullptr);

    /** Shows @p app's release settings (edited() is not emitted). */
    void setApp(const App &app);
    /** Writes the form into @p app->release. */
    void applyTo(App *app) const;
    /** Shows the findings of @p all on "<appPrefix>.release.*" under their fields. */
    void showFindings(const Findings &all, const QString &appPrefix);
    /** Focuses the field @p field ("command", "backoffLimit", "waitImage"); false for another. */
    bool focusField(const QString &field);

    QLineEdit *commandEdit() const { return m_command; }
    QSpinBox *backoffEdit() const { return m_backoff; }
    QLineEdit *waitImageEdit() const { return m_waitImage; }
    /** What runs, in order, as the user reads it ("predeploy, then release" …). */
    QLabel *summary() const { return m_summary; }

Q_SIGNALS:
    void edited();

private:
    void userEdit();
    void updateSummary();

    QLineEdit *m_command;
    QSpinBox *m_backoff;
    QLineEdit *m_waitImage;
    QLabel *m_summary;
    FindingLabel *m_commandFinding = nullptr;
    FindingLabel *m_backoffFinding = nullptr;
    FindingLabel *m_waitImageFinding = nullptr;
    QString m_predeploy;
    bool m_loading = false;
};

} // namespace HelmDeck
