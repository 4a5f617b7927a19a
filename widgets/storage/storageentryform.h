// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/finding.h"
#include "model/storageentry.h"

#include <QHash>
#include <QWidget>

class QButtonGroup;
class QComboBox;
class QLineEdit;
class QRadioButton;

namespace HelmDeck {

class ClusterListBox;

class FindingLabel;
class KeyValueTableModel;
class TableForm;

/**
 * The detail form of one storage entry: name, size, access mode, what backs it, namespace,
 * reclaim policy, labels and annotations. Values are taken as typed; the Validator's findings on
 * the entry are shown under the field they are about (showFindings()).
 *
 * "Backed by" is one choice of three, so a storage class and a host path can never both be set
 * from here: the cluster's default class (no storageClassName at all), a named class, or a host
 * path (a static PV). The field of the choice not taken is disabled and emptied; its text comes
 * back when the choice is taken again. An entry loaded with both shows both, the host path
 * chosen, until the next edit keeps only the host path.
 */
class StorageEntryForm : public QWidget
{
    Q_OBJECT
public:
    enum Backing
    {
        DefaultClass,
        NamedClass,
        HostPath
    };

    explicit StorageEntryForm(QWidget *parent = nullptr);

    /** Shows @p entry (edited() is not emitted). */
    void setEntry(const StorageEntry &entry);
    /** The entry as the form has it now. */
    StorageEntry entry() const;
    /** Shows the findings of @p all about this entry ("storage[<name>]...") under their fields. */
    void showFindings(const Findings &all);
    /**
     * Focuses the editor of @p field: "name", "size", "accessMode", "storageClass", "hostPath",
     * "namespace", "reclaimPolicy", "labels", "annotations"; empty means the name. False for
     * anything else.
     */
    bool focusField(const QString &field);

    Backing backing() const;
    /** Chooses what backs the entry as a click on its radio button would (edited() is emitted). */
    void setBacking(Backing backing);

    QLineEdit *nameEdit() const { return m_name; }
    QLineEdit *sizeEdit() const { return m_size; }
    QComboBox *accessModeCombo() const { return m_accessMode; }
    QLineEdit *storageClassEdit() const { return m_storageClass; }
    /** The storage-class picker whose line edit storageClassEdit() is. */
    ClusterListBox *storageClassBox() const { return m_storageClassBox; }
    QLineEdit *hostPathEdit() const { return m_hostPath; }
    QLineEdit *namespaceEdit() const { return m_namespace; }
    QComboBox *reclaimPolicyCombo() const { return m_reclaimPolicy; }
    /** Editable: a StorageOwner name, or a typed "UID:GID"; the empty item = not set. */
    QComboBox *ownerCombo() const { return m_owner; }
    QRadioButton *backingButton(Backing backing) const;
    KeyValueTableModel *labelsModel() const { return m_labelsModel; }
    KeyValueTableModel *annotationsModel() const { return m_annotationsModel; }
    /** The inline finding label of @p field (same names as focusField()), or nullptr. */
    FindingLabel *findingLabel(const QString &field) const { return m_findings.value(field); }

Q_SIGNALS:
    /** The user changed the entry. */
    void edited();

private:
    void onBackingClicked(int id);
    void updateBackingFields();
    void userEdit();
    static void setComboText(QComboBox *combo, const QString &text, const QStringList &choices);

    QLineEdit *m_name;
    QLineEdit *m_size;
    QComboBox *m_accessMode;
    QButtonGroup *m_backing;
    ClusterListBox *m_storageClassBox; ///< before m_storageClass: that is its line edit
    QLineEdit *m_storageClass;
    QLineEdit *m_hostPath;
    QLineEdit *m_namespace;
    QComboBox *m_reclaimPolicy;
    QComboBox *m_owner;
    KeyValueTableModel *m_labelsModel;
    KeyValueTableModel *m_annotationsModel;
    TableForm *m_labelsForm;
    TableForm *m_annotationsForm;
    QHash<QString, FindingLabel *> m_findings;
    QString m_stashedClass; ///< the class text while another choice is taken
    QString m_stashedHostPath;
    bool m_loading = false;
};

} // namespace HelmDeck
