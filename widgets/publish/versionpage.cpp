// SPDX-License-Identifier: GPL-3.0-or-later
#include "versionpage.h"

#include "chartpage.h"
#include "forms/findinglabel.h"
#include "job/runner.h"
#include "publish/versiondetection.h"
#include "publishwizard.h"

#include <QComboBox>
#include <QDir>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

namespace HelmDeck {

namespace {

const QString WorkTreeField = QStringLiteral("version.workTree");

} // namespace

VersionPage::VersionPage(QWidget *parent)
    : QWizardPage(parent)
    , m_runner(new Runner(this))
    , m_busy(new QLabel(this))
    , m_source(new QLabel(this))
    , m_kind(new QComboBox(this))
    , m_tag(new QLineEdit(this))
    , m_sha(new QLineEdit(this))
    , m_branch(new QLineEdit(this))
    , m_findings(new FindingLabel(this))
{
    setTitle(tr("Version"));
    setSubTitle(tr("The build this publish is for: a release tag, or a commit on a branch."));
    m_busy->setObjectName(QStringLiteral("publishVersionBusy"));
    m_source->setObjectName(QStringLiteral("publishVersionSource"));
    m_source->setWordWrap(true);
    m_kind->setObjectName(QStringLiteral("publishVersionKind"));
    m_kind->addItem(tr("Release"), int(VersionContext::Kind::Release));
    m_kind->addItem(tr("Branch build"), int(VersionContext::Kind::Branch));
    m_tag->setObjectName(QStringLiteral("publishReleaseTag"));
    m_tag->setPlaceholderText(QStringLiteral("v1.2.3"));
    m_sha->setObjectName(QStringLiteral("publishCommitSha"));
    m_sha->setPlaceholderText(tr("40 hex digits"));
    m_branch->setObjectName(QStringLiteral("publishBranch"));
    m_branch->setPlaceholderText(QStringLiteral("main"));
    m_findings->setObjectName(QStringLiteral("publishVersionFindings"));

    auto *form = new QFormLayout;
    form->addRow(tr("&Build:"), m_kind);
    form->addRow(tr("Release &tag:"), m_tag);
    form->addRow(tr("&Commit:"), m_sha);
    form->addRow(tr("B&ranch:"), m_branch);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_busy);
    layout->addWidget(m_source);
    layout->addLayout(form);
    layout->addWidget(m_findings);
    layout->addStretch(1);

    for (QLineEdit *edit : { m_tag, m_sha, m_branch })
        connect(edit, &QLineEdit::textEdited, this, &VersionPage::onEdited);
    connect(m_kind, QOverload<int>::of(&QComboBox::activated), this, &VersionPage::onEdited);
    connectRunner();
    m_busy->hide();
    updateFields();
}

VersionPage::~VersionPage() = default;

void VersionPage::connectRunner()
{
    connect(m_runner, &Runner::finished, this, [this](const RunResult &result) {
        m_busy->hide();
        showContext(VersionDetection::fromRun(m_runner->context(), result.ok, result.message));
        Q_EMIT detectionFinished();
    });
}

bool VersionPage::isDetecting() const
{
    return m_runner->isRunning();
}

void VersionPage::initializePage()
{
    auto *w = qobject_cast<PublishWizard *>(wizard());
    const QString dir = w ? w->chartPage()->sourceDir() : QString();
    if (dir != m_detectedFor) // a typed version survives Back and Next
        detect(dir);
}

void VersionPage::detect(const QString &dir)
{
    auto *w = qobject_cast<PublishWizard *>(wizard());
    const QProcessEnvironment env = w ? w->environment() : QProcessEnvironment::systemEnvironment();
    m_detectedFor = dir;
    if (VersionDetection::isCi(env)) {
        showContext(VersionContext::fromCiEnvironment(env));
        Q_EMIT detectionFinished();
        return;
    }
    if (m_runner->isRunning()) {
        // The chart changed mid-detection: drop that run (a destroyed runner emits nothing).
        delete m_runner;
        m_runner = new Runner(this);
        connectRunner();
    }
    m_runner->setBaseEnvironment(env);
    m_busy->setText(tr("Reading the git work tree of %1 ...").arg(QDir::toNativeSeparators(dir)));
    m_busy->show();
    m_source->clear();
    m_findings->clearFindings();
    m_runner->start(VersionDetection::plan(dir));
    Q_EMIT completeChanged();
}

void VersionPage::showContext(const VersionContext &context)
{
    m_detected = context;
    m_context = context;
    if (context.kind != VersionContext::Kind::None)
        m_kind->setCurrentIndex(m_kind->findData(int(context.kind)));
    m_tag->setText(context.releaseTag);
    m_sha->setText(context.sha);
    m_branch->setText(context.branch);
    m_source->setText(context.source.isEmpty() ? QString() : tr("Detected from %1.").arg(context.source));
    updateFields();
}

void VersionPage::onEdited()
{
    const auto kind = VersionContext::Kind(m_kind->currentData().toInt());
    const QString source = tr("the wizard");
    m_context = kind == VersionContext::Kind::Release
        ? VersionContext::release(m_tag->text().trimmed(), m_sha->text().trimmed(), source)
        : VersionContext::branchBuild(m_sha->text().trimmed(), m_branch->text().trimmed(), source);
    // A typed version does not make a dirty work tree clean: the archives still come from it.
    if (m_detected.dirty) {
        m_context.dirty = true;
        for (const Finding &f : m_detected.findings) {
            if (f.fieldPath == WorkTreeField)
                m_context.findings.append(f);
        }
    }
    updateFields();
}

void VersionPage::updateFields()
{
    const bool release = m_kind->currentData().toInt() == int(VersionContext::Kind::Release);
    m_tag->setEnabled(release);
    m_branch->setEnabled(!release);
    m_findings->setFindings(m_context.findings);
    Q_EMIT completeChanged();
}

bool VersionPage::isComplete() const
{
    return !isDetecting() && m_context.kind != VersionContext::Kind::None && !hasErrors(m_context.findings);
}

} // namespace HelmDeck
