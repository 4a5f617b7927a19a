// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "publish/installcommands.h"

#include <QWizardPage>

class QLabel;
class QTableWidget;

namespace HelmDeck {

/**
 * What the publish left (PublishOutcome::tags): one row per verified tag with its digest and
 * appVersion, and Copy buttons for its install command (InstallCommands::install) and, for moving
 * tags, the resolve command (InstallCommands::resolve), which put the command on the clipboard.
 */
class ResultPage : public QWizardPage
{
    Q_OBJECT
public:
    enum Column
    {
        TagColumn,
        DigestColumn,
        AppVersionColumn,
        CopyColumn,
        ColumnCount
    };

    explicit ResultPage(QWidget *parent = nullptr);

    QTableWidget *table() const { return m_table; }
    /** The install command of @p row (resolve: the resolve command; empty for fixed tags). */
    QString command(int row, bool resolve = false) const;
    QString summaryText() const;

    void initializePage() override;

private:
    struct Row
    {
        PublishedTag tag;
        QString install;
        QString resolve;
    };

    QLabel *m_summary;
    QTableWidget *m_table;
    QList<Row> m_rows;
};

} // namespace HelmDeck
