// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cluster/helmtool.h"
#include "job/runner.h"
#include "model/app.h"
#include "publish/publishplanner.h"

#include <QPointer>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QWizard>

#include <functional>
#include <memory>

namespace HelmDeck {

class ChartPage;
class RegistryPage;
class ResultPage;
class ReviewPage;
class RunPage;
class SecretStore;
class VariantsPage;
class VersionPage;

/**
 * Publishes a chart's variants to an OCI registry (docs/publish.md), page by page: Chart → Version
 * → Variants → Registry → Checks → Review → Publish → Result. The pages keep what was typed in
 * their own widgets, so Back and Next never lose it; what the later pages need is collected in
 * request(). Everything long (version detection, the credential test, the checks and the publish)
 * runs asynchronously on a Runner or a CredentialTester; the UI thread never waits.
 *
 * Cancel while the checks or the publish run cancels that run (the wizard stays open and shows
 * the cancelled step); otherwise it closes the wizard.
 */
class PublishWizard : public QWizard
{
    Q_OBJECT
public:
    enum PageId
    {
        ChartPageId,
        VersionPageId,
        VariantsPageId,
        RegistryPageId,
        ChecksPageId,
        ReviewPageId,
        PublishPageId,
        ResultPageId,
    };

    /**
     * @p helm packages, lints and renders; @p secrets keeps registry passwords (kind "registry",
     * keyed by host; may be null: nothing is remembered).
     */
    PublishWizard(const HelmTool &helm, SecretStore *secrets, QWidget *parent = nullptr);
    ~PublishWizard() override;

    /** Offers "the open project's app chart" for @p app; @p projectDir dates it and finds its git work tree.
     */
    void setAppChart(const App &app, const QString &projectDir);
    /** Preselects a chart folder. */
    void setChartFolder(const QString &dir);
    /** The environment CI variables and git run in (default: the process's). */
    void setEnvironment(const QProcessEnvironment &environment) { m_environment = environment; }
    QProcessEnvironment environment() const { return m_environment; }
    HelmTool helm() const { return m_helm; }
    SecretStore *secretStore() const { return m_secrets; }

    /**
     * What the pages hold as a PublishRequest (checkOnly false). The app chart is written into the
     * wizard's private folder when chosen (ChartPage does that on Next).
     */
    PublishRequest request() const;
    /** The plan of the last run of the Checks or Publish page (its outcome holds the verified tags). */
    const PublishPlan &lastPlan() const { return m_lastPlan; }
    /**
     * Runs the publish (the Publish page) on the window's @p runner, so the window's progress panel
     * shows its steps like every other long job; @p started is called when it starts there (e.g.
     * to show the progress dock). Not owned; null (the default): the page runs it on its own.
     */
    void setJobRunner(Runner *runner, const std::function<void()> &started = {})
    {
        m_jobRunner = runner;
        m_jobStarted = started;
    }
    Runner *jobRunner() const { return m_jobRunner; }
    /** Called by the Publish page once its plan started on jobRunner(). */
    void jobStarted()
    {
        if (m_jobStarted)
            m_jobStarted();
    }
    void setLastPlan(const PublishPlan &plan) { m_lastPlan = plan; }
    /** The private folder the app chart is written to (created on first use); empty on failure. */
    QString privateDir();

    ChartPage *chartPage() const { return m_chart; }
    VersionPage *versionPage() const { return m_version; }
    VariantsPage *variantsPage() const { return m_variants; }
    RegistryPage *registryPage() const { return m_registry; }
    RunPage *checksPage() const { return m_checks; }
    RunPage *publishPage() const { return m_publish; }
    ReviewPage *reviewPage() const { return m_review; }
    ResultPage *resultPage() const { return m_result; }

public Q_SLOTS:
    void reject() override;

private:
    HelmTool m_helm;
    SecretStore *m_secrets;
    QProcessEnvironment m_environment = QProcessEnvironment::systemEnvironment();
    std::unique_ptr<QTemporaryDir> m_privateDir;
    PublishPlan m_lastPlan;
    QPointer<Runner> m_jobRunner;
    std::function<void()> m_jobStarted;
    ChartPage *m_chart;
    VersionPage *m_version;
    VariantsPage *m_variants;
    RegistryPage *m_registry;
    RunPage *m_checks;
    ReviewPage *m_review;
    RunPage *m_publish;
    ResultPage *m_result;
};

} // namespace HelmDeck
