// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chartsummary.h"
#include "model/app.h"

#include <QWizardPage>

class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;

namespace HelmDeck {

class HintLabel;

/**
 * The wizard's first page: a chart folder (typed or browsed) or the open project's app chart.
 * Next is enabled once a folder with a Chart.yaml is chosen (the hint says why not); for the app
 * chart, Next writes it (ChartWriter::writeAppChart) into the wizard's private folder.
 */
class ChartPage : public QWizardPage
{
    Q_OBJECT
public:
    explicit ChartPage(QWidget *parent = nullptr);

    void setAppChart(const App &app, const QString &projectDir);
    void setChartFolder(const QString &dir);

    bool isAppChart() const;
    /** The chart folder to publish: the chosen one, or where the app chart was written. */
    QString chartDir() const;
    /** The folder whose git work tree gives the version and dates the archives. */
    QString sourceDir() const;
    /** The image repository to prefill: values.yaml's image.repository, or the app's image. */
    QString defaultImageRepository() const;
    const ChartSummary &summary() const { return m_summary; }

    QLineEdit *folderEdit() const { return m_folder; }
    QRadioButton *appChartButton() const { return m_useApp; }

    bool isComplete() const override;
    bool validatePage() override;

private:
    void browse();
    void refresh();

    QRadioButton *m_useFolder;
    QRadioButton *m_useApp;
    QLineEdit *m_folder;
    QPushButton *m_browse;
    QLabel *m_info;
    HintLabel *m_hint;
    ChartSummary m_summary;
    bool m_hasApp = false;
    App m_app;
    QString m_projectDir;
    QString m_writtenDir; ///< where the app chart was written, once it was
};

} // namespace HelmDeck
