// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartpage.h"

#include "chart/chartnames.h"
#include "chart/chartwriter.h"
#include "forms/hintlabel.h"
#include "publishwizard.h"

#include <QButtonGroup>
#include <QDir>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>

namespace HelmDeck {

ChartPage::ChartPage(QWidget *parent)
    : QWizardPage(parent)
    , m_useFolder(new QRadioButton(tr("A chart &folder"), this))
    , m_useApp(new QRadioButton(tr("The open project's &app chart"), this))
    , m_folder(new QLineEdit(this))
    , m_browse(new QPushButton(tr("&Browse..."), this))
    , m_info(new QLabel(this))
    , m_hint(new HintLabel(QString(), this))
{
    setTitle(tr("Chart"));
    setSubTitle(tr("The chart to publish, one package per image tag of this build."));
    m_useFolder->setObjectName(QStringLiteral("publishUseFolder"));
    m_useApp->setObjectName(QStringLiteral("publishUseAppChart"));
    m_folder->setObjectName(QStringLiteral("publishChartFolder"));
    m_folder->setPlaceholderText(tr("A folder with a Chart.yaml"));
    m_info->setObjectName(QStringLiteral("publishChartInfo"));
    m_info->setWordWrap(true);
    m_hint->setObjectName(QStringLiteral("publishChartHint"));
    m_useFolder->setChecked(true);
    m_useApp->setEnabled(false);
    auto *group = new QButtonGroup(this);
    group->addButton(m_useFolder);
    group->addButton(m_useApp);

    auto *row = new QHBoxLayout;
    row->addWidget(m_folder, 1);
    row->addWidget(m_browse);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_useFolder);
    layout->addLayout(row);
    layout->addWidget(m_useApp);
    layout->addSpacing(8);
    layout->addWidget(m_info);
    layout->addWidget(m_hint);
    layout->addStretch(1);

    connect(m_folder, &QLineEdit::textChanged, this, &ChartPage::refresh);
    connect(m_browse, &QPushButton::clicked, this, &ChartPage::browse);
    connect(group, &QButtonGroup::buttonClicked, this, &ChartPage::refresh);
    refresh();
}

void ChartPage::setAppChart(const App &app, const QString &projectDir)
{
    m_app = app;
    m_hasApp = true;
    m_projectDir = projectDir;
    m_useApp->setText(tr("The open project's &app chart (%1)").arg(app.name));
    m_useApp->setEnabled(true);
    refresh();
}

void ChartPage::setChartFolder(const QString &dir)
{
    m_useFolder->setChecked(true);
    m_folder->setText(QDir::toNativeSeparators(dir));
}

bool ChartPage::isAppChart() const
{
    return m_hasApp && m_useApp->isChecked();
}

QString ChartPage::chartDir() const
{
    return isAppChart() ? m_writtenDir
                        : QDir::cleanPath(QDir::fromNativeSeparators(m_folder->text().trimmed()));
}

QString ChartPage::sourceDir() const
{
    return isAppChart() ? m_projectDir : chartDir();
}

QString ChartPage::defaultImageRepository() const
{
    if (isAppChart())
        return ChartSummary::repositoryOf(m_app.image);
    return m_summary.imageRepository;
}

void ChartPage::browse()
{
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Chart Folder"), m_folder->text());
    if (!dir.isEmpty()) {
        m_useFolder->setChecked(true);
        m_folder->setText(QDir::toNativeSeparators(dir));
    }
}

void ChartPage::refresh()
{
    const bool app = isAppChart();
    m_folder->setEnabled(!app);
    m_browse->setEnabled(!app);
    if (app) {
        m_summary = ChartSummary();
        m_summary.ok = true;
        m_summary.name = ChartNames::appReleaseName(m_app.name);
        m_info->setText(tr("Chart <b>%1</b>, written from the app <b>%2</b> (image %3); its version comes "
                           "from the build.")
                            .arg(m_summary.name.toHtmlEscaped(), m_app.name.toHtmlEscaped(),
                                m_app.image.toHtmlEscaped()));
        m_hint->setText(tr("The app's image tag defaults to each variant's appVersion."));
    } else {
        m_summary = ChartSummary::read(chartDir());
        m_info->setText(m_summary.ok
                ? tr("Chart <b>%1</b>, version %2 in the folder (each variant gets "
                     "the build's version).")
                      .arg(m_summary.name.toHtmlEscaped(), m_summary.version.toHtmlEscaped())
                : QString());
        m_hint->setText(m_summary.ok ? tr("values.yaml's image.repository and image.tag are set per variant.")
                                     : m_summary.error);
    }
    m_info->setVisible(!m_info->text().isEmpty());
    Q_EMIT completeChanged();
}

bool ChartPage::isComplete() const
{
    return m_summary.ok;
}

bool ChartPage::validatePage()
{
    if (!isAppChart())
        return true;
    auto *w = qobject_cast<PublishWizard *>(wizard());
    const QString base = w ? w->privateDir() : QString();
    QString error;
    m_writtenDir.clear();
    const QString dir = QDir(base).filePath(m_summary.name);
    if (base.isEmpty())
        error = tr("cannot create a private temporary folder");
    else if (QDir(dir).exists() && !QDir(dir).removeRecursively())
        error = tr("cannot clear %1").arg(dir);
    else if (ChartWriter::writeAppChart(m_app, dir, &error))
        m_writtenDir = dir;
    if (m_writtenDir.isEmpty()) {
        m_hint->setText(tr("The app chart could not be written: %1").arg(error));
        return false;
    }
    return true;
}

} // namespace HelmDeck
