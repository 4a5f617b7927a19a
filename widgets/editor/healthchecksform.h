// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/app.h"
#include "model/finding.h"

#include <QList>
#include <QWidget>

class QComboBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace HelmDeck {

class FindingLabel;

/**
 * The "Health checks" page of one app: per process type, overrides of its three probes
 * (ProbeOverride; docs/project-file.md, "Probe overrides"). For each of startup, liveness and
 * readiness: "From health checks" (no override; the probe the app.json checks give is shown),
 * "Override" (a handler that replaces the default's, or "keep the check's handler", plus times that
 * replace the default's; "default" keeps them) or "Disabled" (no probe). The health checks themselves
 * are edited in the project file or app.json.
 */
class HealthChecksForm : public QWidget
{
    Q_OBJECT
public:
    explicit HealthChecksForm(QWidget *parent = nullptr);
    ~HealthChecksForm() override;

    /** Shows @p app's process types, the first selected (edited() is not emitted). */
    void setApp(const App &app);
    /** Writes the overrides into @p app's process types (matched by name). */
    void applyTo(App *app) const;
    /** Shows the findings under "<appPrefix>.processes[<p>].probes.<type>" and ".healthchecks". */
    void showFindings(const Findings &all, const QString &appPrefix);
    /**
     * Selects process @p process and focuses the field of @p type ("startup", …) named @p field
     * (a handler name, "enabled", a time; empty: the mode). False when there is no such process.
     */
    bool focusField(const QString &process, const QString &type, const QString &field);

    /** A process was renamed (Processes table): its probe overrides here follow the name. */
    void renameProcess(const QString &from, const QString &to);
    QComboBox *processPicker() const { return m_process; }
    /** The mode picker of probe @p type: 0 from health checks, 1 override, 2 disabled. */
    QComboBox *modeEdit(const QString &type) const;
    /** The handler picker of probe @p type: 0 keep, then httpGet, tcpSocket, exec, grpc. */
    QComboBox *handlerEdit(const QString &type) const;
    QLineEdit *pathEdit(const QString &type) const;
    QSpinBox *portEdit(const QString &type) const;
    QSpinBox *periodEdit(const QString &type) const;

Q_SIGNALS:
    void edited();

private:
    struct ProbeRow;
    void buildRow(ProbeRow *row, const QString &type, const QString &title);
    void showProcess(int index);
    void readRows();
    void userEdit();
    void updateVisibility(ProbeRow *row);
    ProbeRow *row(const QString &type) const;

    QComboBox *m_process;
    QList<ProbeRow *> m_rows;
    QList<ProcessType> m_processes;
    Findings m_findings;
    QString m_appPrefix;
    int m_current = -1;
    bool m_loading = false;
};

} // namespace HelmDeck
