// SPDX-License-Identifier: GPL-3.0-or-later
#include "variantspage.h"

#include "chartpage.h"
#include "forms/findinglabel.h"
#include "publishwizard.h"
#include "variantsmodel.h"
#include "versionpage.h"

#include <QFormLayout>
#include <QHeaderView>
#include <QLineEdit>
#include <QTableView>
#include <QVBoxLayout>

namespace HelmDeck {

namespace {

const QString ImageField = QStringLiteral("publish.imageRepository");

} // namespace

VariantsPage::VariantsPage(QWidget *parent)
    : QWizardPage(parent)
    , m_repository(new QLineEdit(this))
    , m_patterns(new QLineEdit(this))
    , m_view(new QTableView(this))
    , m_findings(new FindingLabel(this))
    , m_model(new VariantsModel(this))
{
    setTitle(tr("Variants"));
    setSubTitle(tr("One chart package per image tag: installing chart tag T runs image tag T."));
    m_repository->setObjectName(QStringLiteral("publishImageRepository"));
    m_repository->setPlaceholderText(QStringLiteral("ghcr.io/acme/web"));
    m_patterns->setObjectName(QStringLiteral("publishImageTags"));
    m_patterns->setText(ImageTagScheme().patterns.join(QStringLiteral(", ")));
    m_patterns->setToolTip(tr("Placeholders: {version}, {major}, {minor}, {short} (the commit's first 7 hex "
                              "digits); anything else is literal."));
    m_view->setObjectName(QStringLiteral("publishVariantsView"));
    m_view->setModel(m_model);
    m_view->setSelectionMode(QAbstractItemView::NoSelection);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->setWordWrap(false);
    m_findings->setObjectName(QStringLiteral("publishVariantsFindings"));

    auto *form = new QFormLayout;
    form->addRow(tr("&Image repository:"), m_repository);
    form->addRow(tr("Image &tags:"), m_patterns);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_findings);

    connect(m_repository, &QLineEdit::textEdited, this, [this]() {
        m_repositoryTyped = true;
        replan();
    });
    connect(m_patterns, &QLineEdit::textEdited, this, &VariantsPage::replan);
}

QString VariantsPage::imageRepository() const
{
    return m_repository->text().trimmed();
}

ImageTagScheme VariantsPage::scheme() const
{
    ImageTagScheme scheme;
    scheme.patterns.clear();
    for (const QString &p : m_patterns->text().split(QLatin1Char(',')))
        scheme.patterns.append(p.trimmed());
    return scheme;
}

void VariantsPage::initializePage()
{
    auto *w = qobject_cast<PublishWizard *>(wizard());
    if (w && !m_repositoryTyped)
        m_repository->setText(w->chartPage()->defaultImageRepository());
    replan();
}

void VariantsPage::replan()
{
    auto *w = qobject_cast<PublishWizard *>(wizard());
    m_plan = VariantPlanner::plan(w ? w->versionPage()->context() : VersionContext(), scheme());
    Findings findings = m_plan.findings;
    if (imageRepository().isEmpty())
        findings.append(Finding::error(
            tr("name the image repository the chart installs (e.g. ghcr.io/acme/web)"), ImageField));
    m_model->setVariants(m_plan.variants, imageRepository());
    m_findings->setFindings(findings);
    Q_EMIT completeChanged();
}

bool VariantsPage::isComplete() const
{
    return !m_plan.variants.isEmpty() && !hasErrors(m_plan.findings) && !imageRepository().isEmpty();
}

} // namespace HelmDeck
