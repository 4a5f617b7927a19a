// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/finding.h"

#include <QAbstractTableModel>
#include <QHash>

namespace HelmDeck {

/**
 * The findings list: what loading/importing, validating and rendering said, merged. Each origin
 * replaces only its own findings, so a fresh validation does not wipe out the import's warnings.
 * Errors come first, then warnings, then notes; a finding that several origins (or one, twice) report
 * shows once: its identity is its severity, file, line, field and text (the column is not part of it).
 * The list is bounded (MaxRows) so a runaway helm error cannot flood the view. The Location column
 * shows "file:line", or "form" for a finding about a field that no file gave (added in the form).
 */
class FindingsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Origin
    {
        LoadOrigin,
        ValidationOrigin,
        RenderOrigin,
        DeployOrigin, ///< what planning a cluster job found (DeployController)
        /// a file that could not be opened or imported: not about the open project (no field paths)
        OtherFileOrigin
    };
    enum Column
    {
        MessageColumn,
        LocationColumn,
        FieldColumn,
        ColumnCount
    };
    enum Role
    {
        FieldPathRole = Qt::UserRole + 1,
        SeverityRole
    };
    static constexpr int MaxRows = 500;

    explicit FindingsModel(QObject *parent = nullptr);

    /** Replaces the findings of @p origin. */
    void setFindings(Origin origin, const Findings &findings);
    /** Clears every origin. */
    void clear();
    /** The merged list, in display order. */
    const Findings &findings() const { return m_rows; }
    int count(Finding::Severity severity) const;

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    void rebuild();

    QHash<int, Findings> m_byOrigin;
    Findings m_rows;
    int m_dropped = 0;
};

} // namespace HelmDeck
