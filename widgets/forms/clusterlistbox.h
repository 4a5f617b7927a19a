// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cluster/clusterlists.h"

#include <QComboBox>
#include <QPointer>

#include <functional>

class QAction;

namespace HelmDeck {

class ClusterListModel;

/**
 * An editable combo box that offers the names a cluster lists (ClusterLists: namespaces, storage
 * classes with the default marked, ingress classes, Gateways, pull secrets) and always takes typed
 * text, so a form works the same without a cluster.
 *
 * Nothing is asked of the cluster until the popup opens: then, at every open, the list of the box's
 * kind for the current target is requested (ClusterLists answers from its cache after the first
 * read, without kubectl) and shown when listRead() arrives, never blocking the UI thread. Until then the
 * popup shows one disabled row "Loading the list…"; when the cluster cannot be reached, "List unavailable —
 * type a name" (the reason in its tool tip and in statusText()), never a dialog. The refresh action at the
 * end of the field (refreshAction()) forgets the context's cached lists and reads this one again.
 *
 * Picking a row writes its bare name (ClusterListModel's EditRole) into the field and emits
 * picked(); typing emits the line edit's textEdited() as in a QLineEdit. Filling the list keeps the
 * field's text.
 */
class ClusterListBox : public QComboBox
{
    Q_OBJECT
public:
    explicit ClusterListBox(ClusterList::Kind kind, QWidget *parent = nullptr);

    ClusterList::Kind kind() const { return m_kind; }
    /** Where lists come from; nullptr (the default): typed text only. */
    void setSource(ClusterLists *lists);
    ClusterLists *source() const { return m_lists; }
    /** The context (and namespace, for pull secrets) to list; a change drops the shown list. */
    void setTarget(const ClusterTarget &target);
    const ClusterTarget &target() const { return m_target; }
    /** Names offered whatever the cluster answers (e.g. the app's namespace). */
    void setExtraNames(const QStringList &names);

    /** Asks for the list (the cache answers when it can); what showPopup() does first. */
    void load();
    /** Forgets the context's cached lists and reads this one again. */
    void refresh();

    /** True once the cluster's list is shown. */
    bool hasClusterList() const { return m_hasList; }
    /** What the popup says instead of a list ("Loading…", "List unavailable …"); empty when a list is shown.
     */
    QString statusText() const;
    /** The full reason the list is unavailable; empty when it is not. */
    QString unavailableReason() const { return m_reason; }
    /** The Gateway namespace of row @p row; empty for other kinds. */
    QString itemNamespace(int row) const;
    /** True when row @p row is the cluster's default class. */
    bool isDefaultItem(int row) const;
    QAction *refreshAction() const { return m_refresh; }

    void showPopup() override;

    /**
     * Gives every ClusterListBox and ClusterListDelegate under @p root (e.g. the project editor)
     * @p lists and @p target; the window calls it whenever the toolbar's target changes.
     */
    static void bindAll(QObject *root, ClusterLists *lists, const ClusterTarget &target);

Q_SIGNALS:
    /** The user picked @p name from the list (the field now holds it). */
    void picked(const QString &name);
    /** A list (or the reason there is none) arrived for the current target. */
    void listChanged();

private:
    void onListRead(const ClusterList &list);
    bool matches(const ClusterList &list) const;
    void keepText(const std::function<void()> &change);

    ClusterList::Kind m_kind;
    QPointer<ClusterLists> m_lists;
    ClusterTarget m_target;
    ClusterListModel *m_model;
    QAction *m_refresh;
    QString m_reason;
    bool m_hasList = false;
    bool m_requested = false; ///< a request for the current target is under way
    bool m_popupWanted = false; ///< the popup opened before the list arrived: show it again when it does
};

} // namespace HelmDeck
