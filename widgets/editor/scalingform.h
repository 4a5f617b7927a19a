// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/app.h"
#include "model/finding.h"

#include <QHash>
#include <QWidget>

class QComboBox;
class QLineEdit;
class QSpinBox;
class QTableWidget;

namespace HelmDeck {

class FindingLabel;

/**
 * The "Scaling" page of one app, per workload (picked at the top: a process type or a cron task).
 *
 * For a process type: autoscaling (fixed replicas, a HorizontalPodAutoscaler with cpu/memory
 * targets, or KEDA with triggers "type | key=value, … | authentication"; min/max replicas, KEDA's
 * polling and cooldown), a disruption budget (min available or max unavailable, a count or "N%"),
 * and graceful shutdown (termination grace period, preStop sleep). For a cron task: its resources.
 * Below, for the whole app: KEDA trigger authentications, one row per parameter, "name | parameter |
 * env var" — the value comes from that env var of the config Secret (mark it secret on the Env page).
 *
 * The form keeps every workload's settings while the user switches between them; applyTo() writes
 * them back by process name and cron index, so the Processes and Cron tables (which own the rest of
 * those objects) and this page can be edited in any order. Values are taken as typed; the Validator
 * explains bad ones as findings shown under their field.
 */
class ScalingForm : public QWidget
{
    Q_OBJECT
public:
    explicit ScalingForm(QWidget *parent = nullptr);

    /** Shows @p app's settings (edited() is not emitted). */
    void setApp(const App &app);
    /** After the Processes or Cron table changed: offers @p app's workloads, keeping edits made here. */
    void updateWorkloads(const App &app);
    /** A process was renamed (Processes table): its settings here, and the picker, follow the name. */
    void renameProcess(const QString &from, const QString &to);
    /** Writes the scaling settings, cron resources and trigger authentications into @p app. */
    void applyTo(App *app) const;
    /** Shows the findings of @p all about the app with field prefix @p appPrefix ("apps[shop]"). */
    void showFindings(const Findings &all, const QString &appPrefix);
    /**
     * Focuses the field of a path below the app: "processes[<p>].autoscaling.<f>",
     * "processes[<p>].disruptionBudget.<f>", "processes[<p>].terminationGracePeriod",
     * "processes[<p>].preStopSleep", "cron[<i>].resources.<group>.<f>",
     * "triggerAuthentications[<name>]…". False for other paths.
     */
    bool focusField(const QString &relativePath);
    /** True when @p relativePath is one this page shows. */
    static bool handles(const QString &relativePath);

    QComboBox *workloadPicker() const { return m_workload; }
    QComboBox *modeEdit() const { return m_mode; }
    QSpinBox *minReplicasEdit() const { return m_min; }
    QSpinBox *maxReplicasEdit() const { return m_max; }
    QSpinBox *cpuEdit() const { return m_cpu; }
    QSpinBox *memoryEdit() const { return m_memory; }
    QTableWidget *triggersTable() const { return m_triggers; }
    QComboBox *budgetKindEdit() const { return m_budgetKind; }
    QLineEdit *budgetValueEdit() const { return m_budgetValue; }
    QSpinBox *graceEdit() const { return m_grace; }
    QSpinBox *preStopEdit() const { return m_preStop; }
    QLineEdit *cronResourceEdit(int i) const { return m_cronResources[i]; }
    QTableWidget *authenticationsTable() const { return m_auths; }

Q_SIGNALS:
    void edited();

private:
    void buildProcess(QWidget *panel);
    void buildCron(QWidget *panel);
    void showWorkload();
    void storeWorkload();
    void updateVisibility();
    void userEdit();
    void selectProcess(const QString &name);
    QString currentKey() const;

    QComboBox *m_workload;
    QWidget *m_processPanel = nullptr;
    QWidget *m_cronPanel = nullptr;
    QComboBox *m_mode = nullptr;
    QSpinBox *m_min = nullptr;
    QSpinBox *m_max = nullptr;
    QSpinBox *m_cpu = nullptr;
    QSpinBox *m_memory = nullptr;
    QSpinBox *m_polling = nullptr;
    QSpinBox *m_cooldown = nullptr;
    QTableWidget *m_triggers = nullptr;
    QList<QWidget *> m_hpaOnly;
    QList<QWidget *> m_kedaOnly;
    QList<QWidget *> m_scaledOnly;
    QComboBox *m_budgetKind = nullptr;
    QLineEdit *m_budgetValue = nullptr;
    QSpinBox *m_grace = nullptr;
    QSpinBox *m_preStop = nullptr;
    QLineEdit *m_cronResources[4] = {};
    QTableWidget *m_auths = nullptr;
    /** Field path suffix ("autoscaling.cpu", "resources.requests.cpu", ...) → its inline finding. */
    QHash<QString, FindingLabel *> m_findings;
    FindingLabel *m_authFindings = nullptr;
    QHash<QString, ProcessScaling> m_scaling; ///< by process name
    QList<ContainerResources> m_cron; ///< by cron index
    QStringList m_processNames;
    QString m_appPrefix;
    Findings m_allFindings;
    QString m_shown; ///< currentKey() of what the editors show
    bool m_loading = false;
};

} // namespace HelmDeck
