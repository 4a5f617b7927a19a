// SPDX-License-Identifier: GPL-3.0-or-later
#include "previewpane.h"

#include "diffpage.h"
#include "manifestview.h"

#include <QFrame>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QStackedWidget>
#include <QStyle>
#include <QTabBar>
#include <QTabWidget>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace HelmDeck {

namespace {

constexpr int MaxBannerLines = 6;

/** The first lines of helm's stderr: enough to see the error, bounded so the banner stays small. */
QString firstLines(const QString &text, int maxLines)
{
    QStringList lines = text.trimmed().split(QLatin1Char('\n'));
    if (lines.size() > maxLines) {
        const int more = int(lines.size()) - maxLines;
        lines = lines.mid(0, maxLines);
        lines.append(PreviewPane::tr("... (%1 more lines)").arg(more));
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace

PreviewPane::PreviewPane(QWidget *parent)
    : QWidget(parent)
    , m_banner(new QFrame(this))
    , m_bannerText(new QLabel(this))
    , m_stack(new QStackedWidget(this))
    , m_placeholderTitle(new QLabel(this))
    , m_placeholderText(new QLabel(this))
    , m_tabs(new QTabWidget(this))
    , m_revealButton(new QToolButton(this))
    , m_diffPage(new DiffPage(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);

    m_banner->setObjectName(QStringLiteral("previewBanner"));
    m_banner->setStyleSheet(QStringLiteral("QFrame#previewBanner { background: rgba(218, 68, 83, 38); "
                                           "border-bottom: 1px solid rgba(218, 68, 83, 160); }"));
    auto *bannerLayout = new QHBoxLayout(m_banner);
    auto *bannerIcon = new QLabel(m_banner);
    const int iconSize = style()->pixelMetric(QStyle::PM_SmallIconSize);
    bannerIcon->setPixmap(QIcon::fromTheme(QStringLiteral("dialog-error")).pixmap(iconSize, iconSize));
    bannerIcon->setAlignment(Qt::AlignTop);
    m_bannerText->setParent(m_banner);
    m_bannerText->setWordWrap(true);
    m_bannerText->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_bannerText->setTextFormat(Qt::PlainText);
    bannerLayout->addWidget(bannerIcon);
    bannerLayout->addWidget(m_bannerText, 1);
    m_banner->hide();
    layout->addWidget(m_banner);

    // The placeholder text sits in a centred column of bounded width; a word-wrapped label given
    // an alignment in its layout loses its height-for-width and gets clipped, so centre the column.
    auto *placeholder = new QWidget(this);
    auto *column = new QWidget(placeholder);
    m_placeholderColumn = column;
    column->setMaximumWidth(600);
    auto *cl = new QVBoxLayout(column);
    QFont big = m_placeholderTitle->font();
    big.setPointSizeF(big.pointSizeF() * 1.4);
    big.setBold(true);
    m_placeholderTitle->setFont(big);
    m_placeholderTitle->setAlignment(Qt::AlignCenter);
    m_placeholderTitle->setWordWrap(true);
    m_placeholderText->setAlignment(Qt::AlignCenter);
    m_placeholderText->setWordWrap(true);
    m_placeholderText->setTextFormat(Qt::PlainText);
    m_placeholderText->setTextInteractionFlags(Qt::TextSelectableByMouse);
    cl->addWidget(m_placeholderTitle);
    cl->addSpacing(8);
    cl->addWidget(m_placeholderText);
    auto *row = new QHBoxLayout;
    row->addStretch(1);
    row->addWidget(column, 4);
    row->addStretch(1);
    auto *pl = new QVBoxLayout(placeholder);
    pl->addStretch(1);
    pl->addLayout(row);
    pl->addStretch(2);

    m_tabs->setDocumentMode(true);
    m_tabs->tabBar()->setAccessibleName(tr("Releases"));
    m_revealButton->setObjectName(QStringLiteral("revealSecretsButton"));
    m_revealButton->setCheckable(true);
    m_revealButton->setAutoRaise(true);
    m_revealButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_revealButton->setIcon(QIcon::fromTheme(QStringLiteral("view-hidden")));
    m_revealButton->setText(tr("Reveal secrets"));
    m_revealButton->setToolTip(tr("Show the values of Secrets (env, registry credentials) in clear"));
    m_tabs->setCornerWidget(m_revealButton, Qt::TopRightCorner);
    connect(m_revealButton, &QToolButton::toggled, this, &PreviewPane::setSecretsRevealed);
    m_diffPage->setObjectName(QStringLiteral("diffPage"));
    m_tabs->addTab(m_diffPage, QIcon::fromTheme(QStringLiteral("vcs-diff")), tr("Diff"));
    connect(m_tabs, &QTabWidget::currentChanged, this, [this]() {
        if (isDiffTabCurrent())
            Q_EMIT diffTabShown();
    });
    m_stack->addWidget(placeholder);
    m_stack->addWidget(m_tabs);
    layout->addWidget(m_stack, 1);

    showPlaceholder(tr("No project open"),
        tr("Open a helmdeck.yaml (Ctrl+O) or import an app folder with a Procfile or app.json (Ctrl+I). "
           "The rendered Kubernetes manifests appear here and follow your edits."));
}

void PreviewPane::showPlaceholder(const QString &title, const QString &text)
{
    removeAllTabs();
    hideBanner();
    m_placeholderTitle->setText(title);
    m_placeholderText->setText(text);
    m_stack->setCurrentIndex(0);
}

void PreviewPane::addPlaceholderWidget(QWidget *widget)
{
    widget->setParent(m_placeholderColumn);
    m_placeholderColumn->layout()->addWidget(widget);
}

void PreviewPane::showHelmMissing(const HelmTool &helm)
{
    // helm.error already says what to do; say it once.
    QString text
        = tr("HelmDeck renders this preview with \"helm template\". Editing and saving work without it.");
    text += QStringLiteral("\n\n");
    if (!helm.error.isEmpty())
        text += helm.error;
    if (!helm.error.contains(QLatin1String("HELMDECK_HELM"))) {
        text += (helm.error.isEmpty() ? QString() : QStringLiteral("\n\n"))
            + tr("Install Helm 3 or 4 (https://helm.sh/docs/intro/install/) and put it on PATH, set "
                 "HELMDECK_HELM "
                 "to the helm binary, or start HelmDeck with --helm PATH; then restart HelmDeck.");
    }
    showPlaceholder(tr("Helm was not found"), text);
}

void PreviewPane::showResult(const RenderResult &result)
{
    if (!result.ok) {
        QString text;
        const int errors = int(std::count_if(result.findings.cbegin(), result.findings.cend(),
            [](const Finding &f) { return f.severity == Finding::Severity::Error; }));
        if (!result.errorText.trimmed().isEmpty())
            text = tr("helm template failed:\n%1").arg(firstLines(result.errorText, MaxBannerLines));
        else if (errors > 0)
            text = tr("Not rendered: fix the errors listed in Findings (%1).").arg(errors);
        else
            text = tr("Rendering failed.");
        if (releases().isEmpty()) {
            showPlaceholder(tr("No preview yet"), text);
            return;
        }
        // Keep the last good manifests visible under the banner.
        showBanner(text);
        return;
    }

    hideBanner();
    if (result.manifests.releases().isEmpty()) {
        showPlaceholder(tr("Nothing to show"), tr("helm rendered no manifests for this project."));
        return;
    }
    m_manifests = result.manifests;
    showManifests();
    m_stack->setCurrentIndex(1);
}

void PreviewPane::showManifests()
{
    const QStringList releases = orderedReleases(m_manifests);
    // The Diff tab is current while it is the only tab; the first release should be, once there is one.
    const bool hadReleases = !this->releases().isEmpty();
    for (int i = m_tabs->count() - 1; i >= 0; --i) {
        if (m_tabs->widget(i) != m_diffPage && !releases.contains(m_tabs->tabText(i))) {
            QWidget *w = m_tabs->widget(i);
            m_tabs->removeTab(i);
            delete w;
        }
    }
    for (int i = 0; i < releases.size(); ++i) {
        const QString &release = releases.at(i);
        ManifestView *v = view(release);
        if (!v) {
            v = new ManifestView;
            v->setObjectName(QStringLiteral("manifest-") + release);
            v->setAccessibleName(tr("Manifests of %1").arg(release));
            m_tabs->insertTab(i, v, release);
        } else if (m_tabs->indexOf(v) != i) {
            m_tabs->tabBar()->moveTab(m_tabs->indexOf(v), i);
        }
        // Masked unless revealed: the core's Redactor replaces Secret data/stringData values.
        v->setYaml(m_manifests.releaseYaml(release, m_revealed));
    }
    if (!hadReleases && !releases.isEmpty())
        m_tabs->setCurrentIndex(0);
    const bool anySecret = !m_manifests.ofKind(QStringLiteral("Secret")).isEmpty();
    m_revealButton->setEnabled(anySecret || m_revealed);
}

void PreviewPane::setSecretsRevealed(bool revealed)
{
    if (m_revealButton->isChecked() != revealed) {
        m_revealButton->setChecked(revealed); // comes back here through toggled()
        return;
    }
    m_revealed = revealed;
    m_revealButton->setIcon(
        QIcon::fromTheme(revealed ? QStringLiteral("view-visible") : QStringLiteral("view-hidden")));
    m_revealButton->setText(revealed ? tr("Hide secrets") : tr("Reveal secrets"));
    if (!releases().isEmpty())
        showManifests();
}

QStringList PreviewPane::orderedReleases(const ManifestSet &manifests)
{
    QStringList out = manifests.releases();
    std::stable_sort(out.begin(), out.end(), [&manifests](const QString &a, const QString &b) {
        return int(manifests.releaseKind(a)) < int(manifests.releaseKind(b));
    });
    return out;
}

bool PreviewPane::isShowingPlaceholder() const
{
    return m_stack->currentIndex() == 0;
}

QString PreviewPane::placeholderText() const
{
    return m_placeholderTitle->text() + QLatin1Char('\n') + m_placeholderText->text();
}

QString PreviewPane::bannerText() const
{
    return m_banner->isHidden() ? QString() : m_bannerText->text();
}

QStringList PreviewPane::releases() const
{
    QStringList names;
    for (int i = 0; i < m_tabs->count(); ++i) {
        if (m_tabs->widget(i) != m_diffPage)
            names.append(m_tabs->tabText(i));
    }
    return names;
}

ManifestView *PreviewPane::view(const QString &release) const
{
    for (int i = 0; i < m_tabs->count(); ++i) {
        if (m_tabs->widget(i) != m_diffPage && m_tabs->tabText(i) == release)
            return qobject_cast<ManifestView *>(m_tabs->widget(i));
    }
    return nullptr;
}

QString PreviewPane::releaseText(const QString &release) const
{
    const ManifestView *v = view(release);
    return v ? v->toPlainText() : QString();
}

void PreviewPane::showBanner(const QString &text)
{
    m_bannerText->setText(text);
    m_banner->show();
}

void PreviewPane::hideBanner()
{
    m_banner->hide();
    m_bannerText->clear();
}

void PreviewPane::removeAllTabs()
{
    m_manifests = ManifestSet();
    for (int i = m_tabs->count() - 1; i >= 0; --i) {
        QWidget *w = m_tabs->widget(i);
        if (w == m_diffPage)
            continue;
        m_tabs->removeTab(i);
        delete w;
    }
}

void PreviewPane::showDiffTab()
{
    m_tabs->setCurrentWidget(m_diffPage);
}

bool PreviewPane::isDiffTabCurrent() const
{
    return m_stack->currentIndex() == 1 && m_tabs->currentWidget() == m_diffPage;
}

} // namespace HelmDeck
