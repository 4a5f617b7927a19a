// SPDX-License-Identifier: GPL-3.0-or-later
#include "findingsmodel.h"

#include <QFileInfo>
#include <QIcon>

#include <algorithm>

namespace HelmDeck {

namespace {

// A finding's identity in the list: severity, file, line, field and text. Not the column: two
// origins may place one finding on the same line, one at the key and one at its value.
bool sameFinding(const Finding &a, const Finding &b)
{
    return a.severity == b.severity && a.message == b.message && a.fieldPath == b.fieldPath
        && a.location.file == b.location.file && a.location.line == b.location.line;
}

QString iconName(Finding::Severity s)
{
    switch (s) {
    case Finding::Severity::Error:
        return QStringLiteral("dialog-error");
    case Finding::Severity::Warning:
        return QStringLiteral("dialog-warning");
    case Finding::Severity::Info:
        break;
    }
    return QStringLiteral("dialog-information");
}

} // namespace

FindingsModel::FindingsModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void FindingsModel::setFindings(Origin origin, const Findings &findings)
{
    m_byOrigin.insert(origin, findings);
    rebuild();
}

void FindingsModel::clear()
{
    m_byOrigin.clear();
    rebuild();
}

int FindingsModel::count(Finding::Severity severity) const
{
    return int(std::count_if(
        m_rows.cbegin(), m_rows.cend(), [severity](const Finding &f) { return f.severity == severity; }));
}

void FindingsModel::rebuild()
{
    Findings rows;
    m_dropped = 0;
    for (int origin : { LoadOrigin, ValidationOrigin, RenderOrigin, DeployOrigin, OtherFileOrigin }) {
        const Findings list = m_byOrigin.value(origin);
        for (const Finding &f : list) {
            const bool seen = std::any_of(
                rows.cbegin(), rows.cend(), [&f](const Finding &g) { return sameFinding(f, g); });
            if (seen)
                continue;
            if (rows.size() >= MaxRows) {
                ++m_dropped;
                continue;
            }
            rows.append(f);
        }
    }
    // Severity enum order is Error, Warning, Info: exactly the display order.
    std::stable_sort(rows.begin(), rows.end(),
        [](const Finding &a, const Finding &b) { return int(a.severity) < int(b.severity); });
    if (m_dropped > 0)
        rows.append(Finding::info(tr("%n more findings not shown.", nullptr, m_dropped)));
    beginResetModel();
    m_rows = rows;
    endResetModel();
}

int FindingsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int FindingsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant FindingsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return QVariant();
    const Finding &f = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case MessageColumn:
            return f.message;
        case LocationColumn: {
            if (!f.location.isValid()) // a field no file gave: set (or added) in the form
                return f.fieldPath.isEmpty() ? QString() : tr("form");
            // The file name is enough in the list; the tooltip has the full path.
            QString text = QFileInfo(f.location.file).fileName();
            if (f.location.line > 0)
                text += QLatin1Char(':') + QString::number(f.location.line);
            return text;
        }
        case FieldColumn:
            return f.fieldPath;
        }
        break;
    case Qt::DecorationRole:
        if (index.column() == MessageColumn)
            return QIcon::fromTheme(iconName(f.severity));
        break;
    case Qt::ToolTipRole:
        return f.toString();
    case FieldPathRole:
        return f.fieldPath;
    case SeverityRole:
        return int(f.severity);
    }
    return QVariant();
}

QVariant FindingsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case MessageColumn:
        return tr("Message");
    case LocationColumn:
        return tr("Location");
    case FieldColumn:
        return tr("Field");
    }
    return QVariant();
}

} // namespace HelmDeck
