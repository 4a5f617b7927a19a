// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cluster/clusterlists.h"
#include "cluster/clustertarget.h"
#include "cluster/kubeconfig.h"
#include "forms/clusterlistbox.h"

#include <QProcessEnvironment>
#include <QWidget>

class QComboBox;
class QLabel;
class QToolButton;

namespace HelmDeck {

/**
 * The toolbar's cluster target: a kube context (from the kubeconfig, read like kubectl:
 * $KUBECONFIG, else ~/.kube/config) and a namespace (editable; the project's namespaces and the
 * contexts' are offered, and the cluster's once its list opens: ClusterListBox), plus a Reload
 * button for a kubeconfig changed outside (it also reads the cluster's cached lists again).
 *
 * The context defaults to the one the project file names, else the kubeconfig's current one (as
 * on the command line). The namespace defaults to the app's namespace when the project sets one other than
 * "default", else to the context's namespace. The choice is remembered per project (QSettings, keyed by the
 * project file) and restored by setProject(). Without any context the picker is disabled and says
 * "No kubeconfig found", with a tooltip on how to fix it.
 */
class ClusterPicker : public QWidget
{
    Q_OBJECT
public:
    explicit ClusterPicker(QWidget *parent = nullptr);

    /** Where KUBECONFIG and HOME come from (default: the process environment). Reloads. */
    /**
     * Compact: without the "Context:" and "Namespace:" labels, the context box at its minimum width
     * (its tool tip and accessible name still say what it is) — for a narrow toolbar (ToolBarFitter).
     */
    void setCompact(bool compact);
    /** Compact, the context box is as wide as its longest name up to this many characters. */
    static constexpr int CompactContextChars = 24;
    void setEnvironment(const QProcessEnvironment &environment);
    /** Reads the kubeconfig again, keeping the chosen context when it still exists. */
    void reload();
    /**
     * The project the choice belongs to (its file path; empty = an unsaved project, nothing is
     * remembered), the context the project file names (Project::kubeContext; may be empty) and the
     * namespace of the app being deployed. Chooses the project's last choice, else its context,
     * else the kubeconfig's current context.
     */
    void setProject(const QString &projectKey, const QString &projectContext, const QString &appNamespace);

    /** True when a context is chosen (a kubeconfig with contexts was found). */
    bool hasTarget() const;
    /** The chosen context and namespace, with the KUBECONFIG a child needs. */
    ClusterTarget target() const;
    QString context() const;
    QString kubeNamespace() const;
    /** Chooses @p name when the kubeconfig has it. */
    void setContext(const QString &name);
    void setNamespace(const QString &kubeNamespace);
    const KubeConfig &kubeConfig() const { return m_config; }
    /** Why there is no target and what to do; empty when there is one. */
    QString problem() const { return m_problem; }

    QComboBox *contextBox() const { return m_contexts; }
    /** The namespace picker: the names above plus the cluster's, listed when its popup opens. */
    ClusterListBox *namespaceBox() const { return m_namespaces; }
    /**
     * The lists of the chosen context's names (namespaces, storage classes, ...) the window's pickers
     * share, in this picker's environment; Reload reads them again.
     */
    ClusterLists *clusterLists() const { return m_lists; }
    QToolButton *reloadButton() const { return m_reload; }

Q_SIGNALS:
    /** The context or the namespace changed (by the user, a reload or setProject()). */
    void targetChanged();

private:
    void fillContexts(const QString &wanted);
    void fillNamespaces(const QString &wanted);
    QString defaultNamespace() const;
    QString settingsGroup() const;
    void remember() const;
    void onContextChosen();
    void onNamespaceEdited();

    QProcessEnvironment m_environment;
    KubeConfig m_config;
    QString m_projectKey;
    QString m_projectContext;
    QString m_appNamespace;
    QString m_problem;
    bool m_namespaceChosen = false; ///< the user (or the remembered choice) set it: a context change keeps it
    bool m_filling = false;
    QLabel *m_contextLabel;
    QComboBox *m_contexts;
    QLabel *m_namespaceLabel;
    ClusterLists *m_lists;
    ClusterListBox *m_namespaces;
    QToolButton *m_reload;
};

} // namespace HelmDeck
