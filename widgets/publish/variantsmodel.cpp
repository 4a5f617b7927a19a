// SPDX-License-Identifier: GPL-3.0-or-later
#include "variantsmodel.h"

namespace HelmDeck {

VariantsModel::VariantsModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void VariantsModel::setVariants(const QList<ChartVariant> &variants, const QString &imageRepository)
{
    beginResetModel();
    m_variants = variants;
    m_repository = imageRepository;
    m_exists.clear();
    endResetModel();
}

QString VariantsModel::image(int row) const
{
    if (row < 0 || row >= m_variants.size())
        return QString();
    return m_repository + QLatin1Char(':') + m_variants.at(row).appVersion;
}

void VariantsModel::setImageExists(const QString &image, bool exists)
{
    m_exists.insert(image, exists);
    for (int row = 0; row < m_variants.size(); ++row) {
        if (this->image(row) == image)
            Q_EMIT dataChanged(index(row, ExistsColumn), index(row, ExistsColumn));
    }
}

VariantsModel::Exists VariantsModel::exists(int row) const
{
    const auto it = m_exists.constFind(image(row));
    if (it == m_exists.constEnd())
        return Exists::Unknown;
    return it.value() ? Exists::Yes : Exists::No;
}

int VariantsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_variants.size());
}

int VariantsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant VariantsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return QVariant();
    const ChartVariant &v = m_variants.at(index.row());
    if (role == Qt::ToolTipRole && index.column() == TagsColumn)
        return v.moving ? tr("Moving tags: pushed after every fixed tag is verified")
                        : tr("Fixed tags: never overwritten");
    if (role != Qt::DisplayRole)
        return QVariant();
    switch (index.column()) {
    case TagsColumn:
        return v.tags.join(QStringLiteral(", "));
    case ChartVersionColumn:
        return v.chartVersion;
    case AppVersionColumn:
        return v.appVersion;
    case ImageColumn:
        return image(index.row());
    case ExistsColumn:
        switch (exists(index.row())) {
        case Exists::Yes:
            return tr("yes");
        case Exists::No:
            return tr("no");
        case Exists::Unknown:
            break;
        }
        return tr("unknown");
    default:
        return QVariant();
    }
}

QVariant VariantsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case TagsColumn:
        return tr("Tags");
    case ChartVersionColumn:
        return tr("Chart version");
    case AppVersionColumn:
        return tr("appVersion");
    case ImageColumn:
        return tr("Image");
    case ExistsColumn:
        return tr("Exists?");
    default:
        return QVariant();
    }
}

} // namespace HelmDeck
