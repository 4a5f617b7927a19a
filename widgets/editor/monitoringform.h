// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/app.h"
#include "model/finding.h"

#include <QHash>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QPushButton;

namespace HelmDeck {

class FindingLabel;

/**
 * The "Monitoring" page of one app: the opt-in Prometheus Operator ServiceMonitor of each process
 * type (ProcessType::monitoring, docs/project-file.md "Monitoring").
 *
 * A process picker, then for the chosen process: enable, the port to scrape (the primary port map,
 * or one of the process's container ports), path, interval, scrape timeout and labels, typed as
 * "key=value, key=value". "Add release label" adds "release=<name>" with the name typed next to it
 * (kube-prometheus-stack selects monitors by "release: <its release name>"). Every field has an
 * inline FindingLabel for its field path ("apps[shop].processes[web].monitoring.interval").
 */
class MonitoringForm : public QWidget
{
    Q_OBJECT
public:
    explicit MonitoringForm(QWidget *parent = nullptr);

    /** Shows @p app's processes; keeps the chosen process when it still exists (edited() is not emitted). */
    void setApp(const App &app);
    /** Writes every process's monitoring into the matching process of @p app (by name). */
    void applyTo(App *app) const;
    /** Shows the findings of @p all about the app with field prefix @p appPrefix ("apps[shop]"). */
    void showFindings(const Findings &all, const QString &appPrefix);
    /**
     * Chooses process @p process and focuses its monitoring field @p field ("enabled", "port", "path",
     * "interval", "scrapeTimeout", "labels"; empty: enabled). False when there is no such process.
     */
    bool focusField(const QString &process, const QString &field);

    /** "release=x, team=y" → pairs in order; false with @p error set on an item without "=". */
    static bool parseLabels(const QString &text, QList<QPair<QString, QString>> *out, QString *error);
    static QString labelsText(const QList<QPair<QString, QString>> &labels);

    QComboBox *processPicker() const { return m_process; }
    QCheckBox *enabledCheck() const { return m_enabled; }
    QComboBox *portCombo() const { return m_port; }
    QLineEdit *pathEdit() const { return m_path; }
    QLineEdit *intervalEdit() const { return m_interval; }
    QLineEdit *timeoutEdit() const { return m_timeout; }
    QLineEdit *labelsEdit() const { return m_labels; }
    QLineEdit *releaseEdit() const { return m_release; }
    QPushButton *releaseButton() const { return m_addRelease; }
    /** The inline finding under monitoring field @p field ("interval", "labels" …); nullptr for others. */
    FindingLabel *findingLabel(const QString &field) const { return m_findingLabels.value(field); }

Q_SIGNALS:
    /** The user changed a process's monitoring. */
    void edited();

private:
    void showProcess();
    void storeProcess();
    void userEdit();
    void addReleaseLabel();
    void updateEnabledState();
    void refreshFindings();

    QComboBox *m_process;
    QCheckBox *m_enabled = nullptr;
    QComboBox *m_port = nullptr;
    QLineEdit *m_path = nullptr;
    QLineEdit *m_interval = nullptr;
    QLineEdit *m_timeout = nullptr;
    QLineEdit *m_labels = nullptr;
    QLineEdit *m_release = nullptr;
    QPushButton *m_addRelease = nullptr;
    QHash<QString, FindingLabel *> m_findingLabels; ///< monitoring field → its inline finding
    QList<ProcessType> m_processes; ///< the app's processes, with the edits so far
    QString m_appPrefix;
    Findings m_findings;
    bool m_loading = false;
};

} // namespace HelmDeck
