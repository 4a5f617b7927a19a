// SPDX-License-Identifier: GPL-3.0-or-later
#include "storageentryform.h"

#include "forms/clusterlistbox.h"
#include "forms/findinglabel.h"
#include "forms/formbuilder.h"
#include "forms/keyvaluetablemodel.h"
#include "forms/tableform.h"
#include "model/storageowner.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QGridLayout>
#include <QHeaderView>
#include <QLineEdit>
#include <QRadioButton>
#include <QTableView>
#include <QVBoxLayout>

namespace HelmDeck {

namespace {

QString fieldPrefix(const QString &name)
{
    StorageEntry e;
    e.name = name;
    return e.fieldPrefix();
}

TableForm *smallTable(KeyValueTableModel *model)
{
    auto *form = new TableForm(model, QString());
    form->layout()->setContentsMargins(0, 0, 0, 0);
    form->setStretchColumn(KeyValueTableModel::ValueColumn);
    // Room for about three rows: metadata lists are short, and the page scrolls.
    QTableView *view = form->view();
    const int rows = 3;
    view->setMinimumHeight(view->horizontalHeader()->sizeHint().height()
        + rows * view->verticalHeader()->defaultSectionSize() + 2 * view->frameWidth());
    view->setMaximumHeight(view->minimumHeight() * 2);
    return form;
}

} // namespace

StorageEntryForm::StorageEntryForm(QWidget *parent)
    : QWidget(parent)
    , m_accessMode(new QComboBox(this))
    , m_backing(new QButtonGroup(this))
    , m_storageClassBox(new ClusterListBox(ClusterList::Kind::StorageClasses, this))
    , m_storageClass(m_storageClassBox->lineEdit())
    , m_hostPath(new QLineEdit(this))
    , m_reclaimPolicy(new QComboBox(this))
    , m_owner(new QComboBox(this))
    , m_labelsModel(new KeyValueTableModel(QStringLiteral("key"), this))
    , m_annotationsModel(new KeyValueTableModel(QStringLiteral("example.com/key"), this))
{
    auto *outer = new QVBoxLayout(this);
    auto *form = new QGridLayout;
    outer->addLayout(form);
    outer->addStretch(1);
    FormBuilder rows(form, this);

    FindingLabel *finding = nullptr;
    m_name = rows.addLineEdit(tr("&Name:"), tr("e.g. uploads"),
        tr("Lower-case letters, digits and '-', at most 45. Names the release storage-<name>, its claim "
           "and volume."),
        &finding);
    m_name->setObjectName(QStringLiteral("storageNameEdit"));
    m_findings.insert(QStringLiteral("name"), finding);
    m_size = rows.addLineEdit(tr("Si&ze:"), QStringLiteral("5Gi"),
        tr("A Kubernetes quantity: 500Mi, 5Gi, 1Ti (Gi is 1024\u00b3 bytes, G is 1000\u00b3)."), &finding);
    m_size->setObjectName(QStringLiteral("storageSizeEdit"));
    m_findings.insert(QStringLiteral("size"), finding);

    m_accessMode->setObjectName(QStringLiteral("storageAccessModeCombo"));
    m_accessMode->addItems(StorageEntry::accessModes());
    m_findings.insert(QStringLiteral("accessMode"),
        rows.addRow(tr("&Access mode:"), m_accessMode,
            tr("ReadWriteOnce: pods on one node at a time. ReadWriteMany needs a class that supports it.")));

    // Backed by: three exclusive choices, two of them with their own field.
    auto *backing = new QWidget(this);
    auto *grid = new QGridLayout(backing);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setColumnStretch(1, 1);
    auto *defaultClass = new QRadioButton(tr("Cluster &default class"), backing);
    auto *namedClass = new QRadioButton(tr("&Class:"), backing);
    auto *hostPath = new QRadioButton(tr("&Host path:"), backing);
    m_backing->addButton(defaultClass, DefaultClass);
    m_backing->addButton(namedClass, NamedClass);
    m_backing->addButton(hostPath, HostPath);
    // The cluster's classes, the default marked (docs/project-file.md "Names from the cluster").
    m_storageClassBox->setObjectName(QStringLiteral("storageClassEdit")); // the focus widget
    m_storageClassBox->setAccessibleName(tr("Storage class")); // in a row with its button: no buddy
    m_storageClass->setPlaceholderText(tr("e.g. local-path"));
    connect(m_storageClassBox, &ClusterListBox::picked, this, &StorageEntryForm::userEdit);
    m_hostPath->setObjectName(QStringLiteral("storageHostPathEdit"));
    m_hostPath->setAccessibleName(tr("Host path"));
    m_hostPath->setPlaceholderText(tr("/srv/data/uploads"));
    m_hostPath->setClearButtonEnabled(true);
    grid->addWidget(defaultClass, 0, 0, 1, 2);
    grid->addWidget(namedClass, 1, 0);
    grid->addWidget(m_storageClassBox, 1, 1);
    grid->addWidget(hostPath, 2, 0);
    grid->addWidget(m_hostPath, 2, 1);
    auto *backingFinding = rows.addRow(tr("Backed by:"), backing,
        tr("A host path is a folder on the node, bound through a static PersistentVolume; the other two "
           "let the cluster provision the volume."));
    // Class and host path findings share the one label under the choice.
    m_findings.insert(QStringLiteral("storageClass"), backingFinding);
    m_findings.insert(QStringLiteral("hostPath"), backingFinding);

    auto *namespaces = new ClusterListBox(ClusterList::Kind::Namespaces, this);
    namespaces->setObjectName(QStringLiteral("storageNamespaceEdit")); // the focus widget
    m_namespace = namespaces->lineEdit();
    m_namespace->setPlaceholderText(QStringLiteral("default"));
    finding = rows.addRow(tr("Name&space:"), namespaces,
        tr("The claim's namespace: the namespace of every app that mounts the entry."));
    connect(namespaces, &ClusterListBox::picked, this, &StorageEntryForm::userEdit);
    m_findings.insert(QStringLiteral("namespace"), finding);

    m_reclaimPolicy->setObjectName(QStringLiteral("storageReclaimPolicyCombo"));
    m_reclaimPolicy->addItems(StorageEntry::reclaimPolicies());
    m_findings.insert(QStringLiteral("reclaimPolicy"),
        rows.addRow(tr("&Reclaim policy:"), m_reclaimPolicy,
            tr("What happens to a host-path volume once its claim is deleted; a provisioned volume "
               "follows its class.")));

    m_owner->setObjectName(QStringLiteral("storageOwnerCombo"));
    m_owner->setEditable(true);
    m_owner->setInsertPolicy(QComboBox::NoInsert);
    m_owner->addItem(QString());
    m_owner->addItems(StorageOwner::names());
    m_owner->lineEdit()->setPlaceholderText(tr("the image's user"));
    m_findings.insert(QStringLiteral("owner"),
        rows.addRow(tr("&Owner:"), m_owner,
            tr("Who owns the files, as Dokku's --chown: herokuish 32767, heroku 1000, paketo 2000, root 0, "
               "false (leave it), or UID:GID. Storage exec runs as this user.")));

    m_labelsForm = smallTable(m_labelsModel);
    m_labelsForm->view()->setAccessibleName(tr("Labels"));
    m_labelsForm->setObjectName(QStringLiteral("storageLabelsForm"));
    m_findings.insert(QStringLiteral("labels"), rows.addRow(tr("&Labels:"), m_labelsForm));
    m_annotationsForm = smallTable(m_annotationsModel);
    m_annotationsForm->view()->setAccessibleName(tr("Annotations"));
    m_annotationsForm->setObjectName(QStringLiteral("storageAnnotationsForm"));
    m_findings.insert(QStringLiteral("annotations"), rows.addRow(tr("Annotations:"), m_annotationsForm));

    for (QLineEdit *edit : { m_name, m_size, m_storageClass, m_hostPath, m_namespace })
        connect(edit, &QLineEdit::textEdited, this, &StorageEntryForm::userEdit);
    connect(m_accessMode, QOverload<int>::of(&QComboBox::activated), this, &StorageEntryForm::userEdit);
    connect(m_reclaimPolicy, QOverload<int>::of(&QComboBox::activated), this, &StorageEntryForm::userEdit);
    connect(m_owner, &QComboBox::currentTextChanged, this, &StorageEntryForm::userEdit);
    connect(m_backing, &QButtonGroup::idClicked, this, &StorageEntryForm::onBackingClicked);
    connect(m_labelsModel, &EditableTableModel::edited, this, &StorageEntryForm::userEdit);
    connect(m_annotationsModel, &EditableTableModel::edited, this, &StorageEntryForm::userEdit);

    setEntry(StorageEntry());
}

QRadioButton *StorageEntryForm::backingButton(Backing backing) const
{
    return qobject_cast<QRadioButton *>(m_backing->button(backing));
}

void StorageEntryForm::setComboText(QComboBox *combo, const QString &text, const QStringList &choices)
{
    // A value from the file that is not a choice stays visible (and gets its finding) until changed.
    while (combo->count() > choices.size())
        combo->removeItem(combo->count() - 1);
    int i = combo->findText(text);
    if (i < 0) {
        combo->addItem(text);
        i = combo->count() - 1;
    }
    combo->setCurrentIndex(i);
}

void StorageEntryForm::setEntry(const StorageEntry &entry)
{
    m_loading = true;
    m_name->setText(entry.name);
    m_size->setText(entry.size);
    setComboText(m_accessMode, entry.accessMode, StorageEntry::accessModes());
    m_storageClass->setText(entry.storageClass);
    m_hostPath->setText(entry.hostPath);
    m_stashedClass.clear();
    m_stashedHostPath.clear();
    const Backing b = entry.usesHostPath() ? HostPath
        : entry.storageClass.isEmpty()     ? DefaultClass
                                           : NamedClass;
    m_backing->button(b)->setChecked(true);
    m_namespace->setText(entry.kubeNamespace);
    setComboText(m_reclaimPolicy, entry.reclaimPolicy, StorageEntry::reclaimPolicies());
    m_owner->setCurrentText(entry.owner);
    m_labelsModel->setValues(entry.labels);
    m_annotationsModel->setValues(entry.annotations);
    updateBackingFields();
    m_loading = false;
}

StorageEntry StorageEntryForm::entry() const
{
    StorageEntry e;
    e.name = m_name->text().trimmed();
    e.size = m_size->text().trimmed();
    e.accessMode = m_accessMode->currentText();
    const Backing b = backing();
    e.storageClass = b == NamedClass ? m_storageClass->text().trimmed() : QString();
    e.hostPath = b == HostPath ? m_hostPath->text().trimmed() : QString();
    e.kubeNamespace = m_namespace->text().trimmed();
    e.reclaimPolicy = m_reclaimPolicy->currentText();
    e.owner = m_owner->currentText().trimmed();
    e.labels = m_labelsModel->values();
    e.annotations = m_annotationsModel->values();
    return e;
}

StorageEntryForm::Backing StorageEntryForm::backing() const
{
    const int id = m_backing->checkedId();
    return id < 0 ? DefaultClass : Backing(id);
}

void StorageEntryForm::setBacking(Backing backing)
{
    m_backing->button(backing)->click();
}

void StorageEntryForm::onBackingClicked(int id)
{
    // Empty the field of the choice left (so the entry can never carry both), keeping its text to
    // give back when that choice is taken again.
    if (id != NamedClass && !m_storageClass->text().isEmpty()) {
        m_stashedClass = m_storageClass->text();
        m_storageClass->clear();
    }
    if (id != HostPath && !m_hostPath->text().isEmpty()) {
        m_stashedHostPath = m_hostPath->text();
        m_hostPath->clear();
    }
    if (id == NamedClass && m_storageClass->text().isEmpty())
        m_storageClass->setText(m_stashedClass);
    if (id == HostPath && m_hostPath->text().isEmpty())
        m_hostPath->setText(m_stashedHostPath);
    updateBackingFields();
    if (id == NamedClass)
        m_storageClass->setFocus(Qt::OtherFocusReason);
    else if (id == HostPath)
        m_hostPath->setFocus(Qt::OtherFocusReason);
    userEdit();
}

void StorageEntryForm::updateBackingFields()
{
    const Backing b = backing();
    m_storageClassBox->setEnabled(b == NamedClass);
    m_hostPath->setEnabled(b == HostPath);
}

void StorageEntryForm::userEdit()
{
    if (!m_loading)
        Q_EMIT edited();
}

void StorageEntryForm::showFindings(const Findings &all)
{
    const QString prefix = fieldPrefix(m_name->text().trimmed());
    // Findings on the entry itself ("defined twice") go under the name.
    Findings name = FindingLabel::select(all, prefix + QStringLiteral(".name"));
    for (const Finding &f : all) {
        if (f.fieldPath == prefix)
            name.append(f);
    }
    m_findings.value(QStringLiteral("name"))->setFindings(name);
    Findings backingFindings = FindingLabel::select(all, prefix + QStringLiteral(".storageClass"));
    backingFindings += FindingLabel::select(all, prefix + QStringLiteral(".hostPath"));
    m_findings.value(QStringLiteral("hostPath"))->setFindings(backingFindings);
    for (const QString &field : { QStringLiteral("size"), QStringLiteral("accessMode"),
             QStringLiteral("namespace"), QStringLiteral("reclaimPolicy"), QStringLiteral("owner"),
             QStringLiteral("labels"), QStringLiteral("annotations") })
        m_findings.value(field)->showFindings(all, prefix + QLatin1Char('.') + field);
}

bool StorageEntryForm::focusField(const QString &field)
{
    QWidget *target = nullptr;
    if (field.isEmpty() || field == QLatin1String("name"))
        target = m_name;
    else if (field == QLatin1String("size"))
        target = m_size;
    else if (field == QLatin1String("accessMode"))
        target = m_accessMode;
    else if (field == QLatin1String("storageClass"))
        target = m_storageClass->isEnabled() ? static_cast<QWidget *>(m_storageClass)
                                             : backingButton(NamedClass);
    else if (field == QLatin1String("hostPath"))
        target = m_hostPath->isEnabled() ? static_cast<QWidget *>(m_hostPath) : backingButton(HostPath);
    else if (field == QLatin1String("namespace") || field == QLatin1String("kubeNamespace"))
        target = m_namespace;
    else if (field == QLatin1String("reclaimPolicy"))
        target = m_reclaimPolicy;
    else if (field == QLatin1String("owner"))
        target = m_owner;
    else if (field == QLatin1String("labels"))
        target = m_labelsForm->view();
    else if (field == QLatin1String("annotations"))
        target = m_annotationsForm->view();
    if (!target)
        return false;
    target->setFocus(Qt::OtherFocusReason);
    if (auto *edit = qobject_cast<QLineEdit *>(target))
        edit->selectAll();
    return true;
}

} // namespace HelmDeck
