// SPDX-License-Identifier: GPL-3.0-or-later
#include "publishwizard.h"

#include "chartpage.h"
#include "registrypage.h"
#include "resultpage.h"
#include "reviewpage.h"
#include "runpage.h"
#include "variantspage.h"
#include "versionpage.h"

namespace HelmDeck {

PublishWizard::PublishWizard(const HelmTool &helm, SecretStore *secrets, QWidget *parent)
    : QWizard(parent)
    , m_helm(helm)
    , m_secrets(secrets)
    , m_chart(new ChartPage(this))
    , m_version(new VersionPage(this))
    , m_variants(new VariantsPage(this))
    , m_registry(new RegistryPage(this))
    , m_checks(new RunPage(true, this))
    , m_review(new ReviewPage(this))
    , m_publish(new RunPage(false, this))
    , m_result(new ResultPage(this))
{
    setObjectName(QStringLiteral("publishWizard"));
    setWindowTitle(tr("Publish Chart"));
    setWizardStyle(QWizard::ClassicStyle);
    setOption(QWizard::NoBackButtonOnLastPage, true);
    setPage(ChartPageId, m_chart);
    setPage(VersionPageId, m_version);
    setPage(VariantsPageId, m_variants);
    setPage(RegistryPageId, m_registry);
    setPage(ChecksPageId, m_checks);
    setPage(ReviewPageId, m_review);
    setPage(PublishPageId, m_publish);
    setPage(ResultPageId, m_result);
    // Once published, going Back would publish again: the Publish page commits.
    m_publish->setCommitPage(true);
    setButtonText(QWizard::CommitButton, buttonText(QWizard::NextButton));
    setButtonText(QWizard::NextButton, tr("&Next >"));
    resize(820, 600);
}

PublishWizard::~PublishWizard() = default;

void PublishWizard::setAppChart(const App &app, const QString &projectDir)
{
    m_chart->setAppChart(app, projectDir);
}

void PublishWizard::setChartFolder(const QString &dir)
{
    m_chart->setChartFolder(dir);
}

QString PublishWizard::privateDir()
{
    if (!m_privateDir) {
        m_privateDir = std::make_unique<QTemporaryDir>();
        // QTemporaryDir makes it 0700: the app chart may hold the app's values.
        if (!m_privateDir->isValid())
            m_privateDir.reset();
    }
    return m_privateDir ? m_privateDir->path() : QString();
}

PublishRequest PublishWizard::request() const
{
    PublishRequest r;
    r.chartDir = m_chart->chartDir();
    r.sourceDir = m_chart->sourceDir();
    r.appChart = m_chart->isAppChart();
    r.imageRepository = m_variants->imageRepository();
    r.context = m_version->context();
    r.scheme = m_variants->scheme();
    m_registry->registry(&r.registry);
    r.plainHttp = m_registry->plainHttp();
    r.caFile = m_registry->caFile();
    // The keychain's password for this host, when one is typed; else the upload steps read Helm's
    // and Docker's registry configs, as the command line does.
    if (!m_registry->password().isEmpty()) {
        r.credential.serverAddress = r.registry.host;
        r.credential.username = m_registry->username();
        r.credential.secret = m_registry->password();
        r.credential.source = QStringLiteral("the keychain (HelmDeck publish)");
    }
    r.helm = m_helm;
    r.environment = m_environment;
    return r;
}

void PublishWizard::reject()
{
    // Cancel stops a running check or publish first; a second Cancel closes.
    if (m_checks->cancel() || m_publish->cancel())
        return;
    QWizard::reject();
}

} // namespace HelmDeck
