// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QTreeView>

namespace HelmDeck {

class FindingsModel;

/**
 * The findings list: severity icon and message, file:line, field path. Activating a row
 * (double-click or Enter) emits fieldActivated() with the row's field path so the window can
 * jump to the form field. An empty list says so instead of showing a blank pane.
 */
class FindingsView : public QTreeView
{
    Q_OBJECT
public:
    explicit FindingsView(QWidget *parent = nullptr);

    void setFindingsModel(FindingsModel *model);
    /** Activates row @p row as a double-click would. */
    void activateRow(int row);

Q_SIGNALS:
    void fieldActivated(const QString &fieldPath);

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    void onActivated(const QModelIndex &index);
};

} // namespace HelmDeck
