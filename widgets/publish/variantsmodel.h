// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "publish/variantplanner.h"

#include <QAbstractTableModel>
#include <QHash>

namespace HelmDeck {

/**
 * The variants of a publish, one row each in push order: its tags (own tag first, aliases after
 * it), Chart.version, appVersion, the image it installs ("<repository>:<appVersion>") and whether
 * that image exists — "unknown" until a check said so (setImageExists()). Read-only.
 */
class VariantsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        TagsColumn,
        ChartVersionColumn,
        AppVersionColumn,
        ImageColumn,
        ExistsColumn,
        ColumnCount
    };
    enum class Exists
    {
        Unknown,
        Yes,
        No,
    };

    explicit VariantsModel(QObject *parent = nullptr);

    /** Shows @p variants, each installing "<imageRepository>:<appVersion>"; forgets what checks found. */
    void setVariants(const QList<ChartVariant> &variants, const QString &imageRepository);
    const QList<ChartVariant> &variants() const { return m_variants; }
    /** "<repository>:<appVersion>" of @p row. */
    QString image(int row) const;
    /** Records what a check found for @p image (every row installing it). */
    void setImageExists(const QString &image, bool exists);
    Exists exists(int row) const;

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<ChartVariant> m_variants;
    QString m_repository;
    QHash<QString, bool> m_exists; ///< image → found
};

} // namespace HelmDeck
