// SPDX-License-Identifier: GPL-3.0-or-later
#include "resultpage.h"

#include "publishwizard.h"

#include <QApplication>
#include <QClipboard>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace HelmDeck {

ResultPage::ResultPage(QWidget *parent)
    : QWizardPage(parent)
    , m_summary(new QLabel(this))
    , m_table(new QTableWidget(this))
{
    setTitle(tr("Result"));
    setSubTitle(tr("Every published tag, and how to install it."));
    m_summary->setObjectName(QStringLiteral("publishResultSummary"));
    m_summary->setWordWrap(true);
    m_table->setObjectName(QStringLiteral("publishResultTable"));
    m_table->setColumnCount(ColumnCount);
    m_table->setHorizontalHeaderLabels({ tr("Tag"), tr("Digest"), tr("appVersion"), tr("Copy") });
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(DigestColumn, QHeaderView::Stretch);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_table, 1);
}

QString ResultPage::command(int row, bool resolve) const
{
    if (row < 0 || row >= m_rows.size())
        return QString();
    return resolve ? m_rows.at(row).resolve : m_rows.at(row).install;
}

QString ResultPage::summaryText() const
{
    return m_summary->text();
}

void ResultPage::initializePage()
{
    auto *w = qobject_cast<PublishWizard *>(wizard());
    if (!w)
        return;
    const PublishPlan &plan = w->lastPlan();
    const OciRepository registry = w->request().registry;
    const bool plainHttp = w->request().plainHttp;
    QStringList moving;
    for (const ChartVariant &v : plan.variants.variants) {
        if (v.moving)
            moving += v.tags;
    }
    m_rows.clear();
    for (const PublishedTag &tag : plan.outcome->tags) {
        Row r;
        r.tag = tag;
        r.install = InstallCommands::install(registry, plan.chartName, tag, QString(), plainHttp);
        if (moving.contains(tag.tag))
            r.resolve = InstallCommands::resolve(registry, plan.chartName, tag.tag, plainHttp);
        m_rows.append(r);
    }
    m_summary->setText(m_rows.isEmpty()
            ? tr("The run ended without uploading a tag: the plan it ran holds no upload steps.")
            : tr("%n tag(s) of %1 published to %2; each digest was verified.", nullptr, int(m_rows.size()))
                  .arg(plan.chartName, registry.toString()));
    m_table->setRowCount(int(m_rows.size()));
    for (int row = 0; row < m_rows.size(); ++row) {
        const Row &r = m_rows.at(row);
        m_table->setItem(row, TagColumn, new QTableWidgetItem(r.tag.tag));
        m_table->setItem(row, DigestColumn, new QTableWidgetItem(r.tag.digest));
        m_table->setItem(row, AppVersionColumn, new QTableWidgetItem(r.tag.appVersion));
        auto *buttons = new QWidget(m_table);
        auto *box = new QHBoxLayout(buttons);
        box->setContentsMargins(2, 0, 2, 0);
        auto *install = new QPushButton(tr("Install command"), buttons);
        install->setObjectName(QStringLiteral("publishCopyInstall-%1").arg(row));
        install->setToolTip(r.install);
        const QString installText = r.install;
        connect(install, &QPushButton::clicked, this,
            [installText]() { QApplication::clipboard()->setText(installText); });
        box->addWidget(install);
        if (!r.resolve.isEmpty()) {
            auto *resolve = new QPushButton(tr("Resolve command"), buttons);
            resolve->setObjectName(QStringLiteral("publishCopyResolve-%1").arg(row));
            resolve->setToolTip(r.resolve);
            const QString resolveText = r.resolve;
            connect(resolve, &QPushButton::clicked, this,
                [resolveText]() { QApplication::clipboard()->setText(resolveText); });
            box->addWidget(resolve);
        }
        m_table->setCellWidget(row, CopyColumn, buttons);
    }
    m_table->resizeRowsToContents();
}

} // namespace HelmDeck
