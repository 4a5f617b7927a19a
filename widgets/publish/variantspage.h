// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "publish/variantplanner.h"

#include <QWizardPage>

class QLineEdit;
class QTableView;

namespace HelmDeck {

class FindingLabel;
class VariantsModel;

/**
 * The variants VariantPlanner plans for the page's version context, in push order, in a table
 * (VariantsModel). The image repository (prefilled from the chart's values.yaml image.repository or
 * the app's image) and the image-tag patterns (comma-separated; ImageTagScheme's default) are
 * edited here and re-plan at once. Errors of the plan keep Next disabled.
 */
class VariantsPage : public QWizardPage
{
    Q_OBJECT
public:
    explicit VariantsPage(QWidget *parent = nullptr);

    QString imageRepository() const;
    ImageTagScheme scheme() const;
    const VariantPlan &plan() const { return m_plan; }
    VariantsModel *model() const { return m_model; }
    QLineEdit *imageRepositoryEdit() const { return m_repository; }
    QLineEdit *patternsEdit() const { return m_patterns; }

    void initializePage() override;
    bool isComplete() const override;

private:
    void replan();

    QLineEdit *m_repository;
    QLineEdit *m_patterns;
    QTableView *m_view;
    FindingLabel *m_findings;
    VariantsModel *m_model;
    VariantPlan m_plan;
    bool m_repositoryTyped = false; ///< the user changed the prefilled repository: keep it
};

} // namespace HelmDeck
