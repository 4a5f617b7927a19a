// SPDX-License-Identifier: GPL-3.0-or-later
#include "clusterlistbox.h"

#include "clusterlistdelegate.h"
#include "clusterlistmodel.h"

#include <QAbstractItemView>
#include <QAction>
#include <QLineEdit>
#include <QSignalBlocker>

namespace HelmDeck {

ClusterListBox::ClusterListBox(ClusterList::Kind kind, QWidget *parent)
    : QComboBox(parent)
    , m_kind(kind)
    , m_model(new ClusterListModel(this))
    , m_refresh(new QAction(this))
{
    setEditable(true);
    setInsertPolicy(QComboBox::NoInsert);
    setModel(m_model);
    setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    setMinimumContentsLength(
        4); // a form's column stays narrow (docs/architecture.md §5: nothing scrolls sideways)
    lineEdit()->setClearButtonEnabled(true);
    m_refresh->setIcon(QIcon::fromTheme(QStringLiteral("view-refresh")));
    m_refresh->setText(tr("Refresh the list"));
    m_refresh->setToolTip(tr("Read the %1 of the cluster again").arg(ClusterList::kindText(kind)));
    m_refresh->setObjectName(QStringLiteral("refreshClusterList"));
    m_refresh->setEnabled(false);
    lineEdit()->addAction(m_refresh, QLineEdit::TrailingPosition);
    connect(m_refresh, &QAction::triggered, this, &ClusterListBox::refresh);
    connect(this, QOverload<int>::of(&QComboBox::activated), this, [this](int row) {
        const QModelIndex index = m_model->index(row, 0);
        if (!(m_model->flags(index) & Qt::ItemIsEnabled))
            return;
        const QString name = index.data(Qt::EditRole).toString();
        setEditText(name);
        Q_EMIT picked(name);
    });
}

void ClusterListBox::setSource(ClusterLists *lists)
{
    if (m_lists == lists)
        return;
    if (m_lists)
        disconnect(m_lists, nullptr, this, nullptr);
    m_lists = lists;
    if (m_lists)
        connect(m_lists, &ClusterLists::listRead, this, &ClusterListBox::onListRead);
    m_refresh->setEnabled(m_lists && !m_target.context.isEmpty());
    m_requested = false;
}

void ClusterListBox::setTarget(const ClusterTarget &target)
{
    const bool same = target.context == m_target.context && target.kubeconfigEnv == m_target.kubeconfigEnv
        && (m_kind != ClusterList::Kind::PullSecrets || target.kubeNamespace == m_target.kubeNamespace);
    m_target = target;
    m_refresh->setEnabled(m_lists && !m_target.context.isEmpty());
    if (same)
        return;
    m_hasList = false;
    m_requested = false;
    m_reason.clear();
    keepText([this] { m_model->setItems({}); });
}

void ClusterListBox::setExtraNames(const QStringList &names)
{
    keepText([this, names] { m_model->setExtraNames(names); });
}

void ClusterListBox::keepText(const std::function<void()> &change)
{
    // A model reset makes QComboBox pick a row and write it into the field: put the text back, with
    // no signal either way, so a list arriving is never an edit.
    const QString text = currentText();
    const bool modified = lineEdit()->isModified();
    const QSignalBlocker blockBox(this);
    const QSignalBlocker blockEdit(lineEdit());
    change();
    setCurrentIndex(text.isEmpty() ? -1 : findData(text, Qt::EditRole)); // the popup marks the field's name
    setEditText(text);
    lineEdit()->setModified(modified);
}

void ClusterListBox::load()
{
    if (!m_lists) {
        m_reason = tr("No cluster is connected to this field.");
        keepText([this] { m_model->setStatus(tr("List unavailable \u2014 type a name")); });
        return;
    }
    if (!m_hasList)
        keepText([this] { m_model->setStatus(tr("Loading the list\u2026")); });
    m_requested = true;
    m_lists->request(m_kind, m_target); // the cache answers a list read before, without kubectl
}

void ClusterListBox::refresh()
{
    if (!m_lists)
        return;
    m_requested = true;
    m_lists->refresh(m_kind, m_target);
}

void ClusterListBox::showPopup()
{
    m_popupWanted = !m_hasList; // shown again at its new size once the list arrives
    load();
    QComboBox::showPopup();
}

bool ClusterListBox::matches(const ClusterList &list) const
{
    if (list.kind != m_kind)
        return false;
    if (list.context.isEmpty()) // an answer to a request without a context or namespace
        return m_requested;
    return list.context == m_target.context
        && (m_kind != ClusterList::Kind::PullSecrets || list.kubeNamespace == m_target.kubeNamespace);
}

void ClusterListBox::onListRead(const ClusterList &list)
{
    if (!matches(list))
        return;
    m_requested = false;
    if (list.reachable) {
        const bool same = m_hasList && m_model->status().isEmpty() && m_model->items() == list.items;
        m_hasList = true;
        m_reason.clear();
        if (!same) // an open popup keeps its rows when the cache answers with the same list
            keepText([this, list] { m_model->setItems(list.items); });
        if (list.items.isEmpty())
            keepText([this] { m_model->setStatus(tr("The cluster lists none")); });
        setToolTip(QString());
    } else {
        m_hasList = false;
        m_reason = list.message;
        keepText([this] { m_model->setStatus(tr("List unavailable \u2014 type a name")); });
        setToolTip(tr("The list is unavailable: %1. Type the name instead.").arg(list.message));
    }
    if (m_popupWanted && view()->isVisible()) {
        QComboBox::hidePopup(); // shown again at the size of the new rows
        QComboBox::showPopup();
    }
    m_popupWanted = false;
    Q_EMIT listChanged();
}

QString ClusterListBox::statusText() const
{
    return m_model->status();
}

QString ClusterListBox::itemNamespace(int row) const
{
    return m_model->index(row, 0).data(ClusterListModel::NamespaceRole).toString();
}

bool ClusterListBox::isDefaultItem(int row) const
{
    return m_model->index(row, 0).data(ClusterListModel::DefaultRole).toBool();
}

void ClusterListBox::bindAll(QObject *root, ClusterLists *lists, const ClusterTarget &target)
{
    for (ClusterListBox *box : root->findChildren<ClusterListBox *>()) {
        box->setSource(lists);
        box->setTarget(target);
    }
    for (ClusterListDelegate *delegate : root->findChildren<ClusterListDelegate *>()) {
        delegate->setSource(lists);
        delegate->setTarget(target);
    }
}

} // namespace HelmDeck
