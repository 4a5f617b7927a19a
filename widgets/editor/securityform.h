// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/app.h"
#include "model/finding.h"

#include <QHash>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QPlainTextEdit;

namespace HelmDeck {

class FindingLabel;

/**
 * The "Security" page of one app: the settings of App::security and, per process type, its
 * overrides (ProcessType::security) and extra containers; the per-kind labels and annotations
 * (App::metadata); the extra-manifests folder (App::manifestsPath).
 *
 * A scope picker chooses "All workloads" (the app) or one process. At a process, the check boxes
 * are tri-state, the partial state meaning "as the app", and an empty text field means the app's
 * value. Sysctls, labels and annotations are "key=value" lines; capabilities a comma- or
 * space-separated list; extra containers the project file's YAML list (docs/project-file.md, "Extra
 * container"), read back with the project file's reader so its messages are the same.
 */
class SecurityForm : public QWidget
{
    Q_OBJECT
public:
    explicit SecurityForm(QWidget *parent = nullptr);

    /** Shows @p app (edited() is not emitted); the scope goes back to "All workloads". */
    void setApp(const App &app);
    /** A process was renamed (Processes table): its settings here, and the scope picker, follow the name. */
    void renameProcess(const QString &from, const QString &to);
    /** Writes the form into @p app's security, processes' security and containers, metadata and manifests. */
    void applyTo(App *app) const;
    /** Shows the findings of @p all for the app with prefix @p appPrefix ("apps[shop]"). */
    void showFindings(const Findings &all, const QString &appPrefix);
    /**
     * Focuses the field of a path after the app: ("security", "", "<field>"), ("metadata", "", kind
     * and "labels"/"annotations"), ("manifests"), or a process's ("processes", "<name>", "security" or
     * "containers"). False for others.
     */
    bool focusField(const QStringList &parts, const QString &processKey);

Q_SIGNALS:
    void edited();

private:
    void showScope();
    void storeScope();
    void showKind();
    void storeKind();
    void onEdited();
    QString scopeProcess() const; ///< "" for the app

    App m_app;
    bool m_loading = false;
    QString m_shownScope; ///< the process whose values the fields hold, "" = the app
    QString m_shownKind;
    mutable QString m_containerError;
    QString m_prefix;
    Findings m_all;

    QComboBox *m_scope;
    QCheckBox *m_runAsNonRoot;
    QCheckBox *m_privileged;
    QCheckBox *m_readOnlyRoot;
    QLineEdit *m_capabilities;
    QPlainTextEdit *m_sysctls;
    QLineEdit *m_shmSize;
    QPlainTextEdit *m_containers;
    QComboBox *m_kind;
    QPlainTextEdit *m_labels;
    QPlainTextEdit *m_annotations;
    QLineEdit *m_manifests;
    QLineEdit *m_kustomize;
    QHash<QString, FindingLabel *> m_findings; ///< "security", "containers", "metadata", "manifests"
};

} // namespace HelmDeck
