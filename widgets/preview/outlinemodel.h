// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "map/objectgraph.h"

#include <QAbstractItemModel>
#include <QStringList>

namespace HelmDeck {

/**
 * The preview's outline: the rendered objects by release (in the preview's tab order), then by kind
 * (in the manifests' apply order), then by name. Three levels; one column. Every row carries the
 * release it belongs to (ReleaseRole); object rows also carry their index among the release's
 * documents (DocumentRole, -1 on release and kind rows), so a click can jump to the document.
 * An object row shows its name without its release's prefix ("guestbook-web" in release guestbook
 * as "…-web"; NameRole and the tool tip have the whole name). An object with a dangling reference is
 * shown with a warning icon and the reasons in its tool tip.
 */
class OutlineModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Role
    {
        ReleaseRole = Qt::UserRole + 1,
        DocumentRole, ///< index among the release's documents (ManifestSet::forRelease()), -1 if none
        KindRole,
        NameRole, ///< an object's metadata.name
    };

    explicit OutlineModel(QObject *parent = nullptr);

    /**
     * Shows @p graph with releases in @p releaseOrder (releases not listed follow in graph order).
     * The model resets only when the outline's rows change (a re-render of the same objects keeps
     * the view's expansion and selection).
     */
    void setGraph(const ObjectGraph &graph, const QStringList &releaseOrder);

    /** The index of the object row for document @p document of @p release, or an invalid index. */
    QModelIndex indexOf(const QString &release, int document) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = QModelIndex()) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct ObjectRow
    {
        QString name;
        QString display; ///< the name without "<release>-"
        int document = -1;
        QString problems; ///< dangling references, one per line; empty when none
    };
    struct KindRow
    {
        QString kind;
        QList<ObjectRow> objects;
    };
    struct ReleaseRow
    {
        QString release;
        QList<KindRow> kinds;
    };

    /** internalId: 0 for a release row; (release + 1) << 16 | (kind + 1) for an object row's parent. */
    static quintptr kindId(int release) { return quintptr(release + 1); }
    static quintptr objectId(int release, int kind)
    {
        return (quintptr(release + 1) << 16) | quintptr(kind + 1);
    }

    QList<ReleaseRow> m_releases;
};

} // namespace HelmDeck
