// SPDX-License-Identifier: GPL-3.0-or-later
#include "previewpane.h"

#include "diffpage.h"
#include "diffview.h"
#include "edit/findbar.h"
#include "manifestview.h"
#include "mappage.h"
#include "objectmapview.h"
#include "outlinemodel.h"

#include <QFrame>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QSplitter>
#include <QStackedWidget>
#include <QStyle>
#include <QTabBar>
#include <QTabWidget>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>

namespace HelmDeck {

namespace {

constexpr int MaxBannerLines = 6;

QStringList releaseBarTexts(const QTabBar *bar)
{
    QStringList out;
    for (int i = 0; i < bar->count(); ++i)
        out.append(bar->tabText(i));
    return out;
}

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
    , m_releaseBar(new QTabBar(this))
    , m_mapButton(new QToolButton(this))
    , m_diffButton(new QToolButton(this))
    , m_outlineButton(new QToolButton(this))
    , m_revealButton(new QToolButton(this))
    , m_split(new QSplitter(Qt::Horizontal, this))
    , m_outline(new QTreeView(this))
    , m_outlineModel(new OutlineModel(this))
    , m_mapPage(new MapPage(this))
    , m_diffPage(new DiffPage(this))
    , m_findBar(new FindBar(this))
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
    m_tabs->tabBar()->hide(); // the release bar and the Map / Diff buttons switch the pages
    m_revealButton->setObjectName(QStringLiteral("revealSecretsButton"));
    m_revealButton->setCheckable(true);
    m_revealButton->setAutoRaise(true);
    // Its text only once the pane is wide (resizeEvent()): a narrow window keeps its minimum width.
    m_revealButton->setToolButtonStyle(Qt::ToolButtonIconOnly);
    m_revealButton->setIcon(QIcon::fromTheme(QStringLiteral("view-hidden")));
    m_revealButton->setText(tr("Reveal secrets"));
    m_revealButton->setToolTip(tr("Show the values of Secrets (env, registry credentials) in clear"));
    connect(m_revealButton, &QToolButton::toggled, this, &PreviewPane::setSecretsRevealed);
    m_mapPage->setObjectName(QStringLiteral("mapPage"));
    m_tabs->addTab(m_mapPage, tr("Map"));
    m_diffPage->setObjectName(QStringLiteral("diffPage"));
    m_tabs->addTab(m_diffPage, QIcon::fromTheme(QStringLiteral("vcs-diff")), tr("Diff"));
    connect(m_tabs, &QTabWidget::currentChanged, this, [this]() {
        syncHeader();
        if (isDiffTabCurrent())
            Q_EMIT diffTabShown();
        updateFindTarget();
    });
    connect(mapView(), &ObjectMapView::objectSelected, this, &PreviewPane::onMapSelection);
    connect(mapView(), &ObjectMapView::objectActivated, this, [this](int object) {
        if (object >= 0 && object < m_graph.objects().size())
            showDocument(m_graph.objects().at(object).release, m_graph.objects().at(object).indexInRelease);
    });

    m_outline->setObjectName(QStringLiteral("previewOutline"));
    m_outline->setModel(m_outlineModel);
    m_outline->setHeaderHidden(true);
    m_outline->setUniformRowHeights(true);
    m_outline->setIndentation(12);
    m_outline->setTextElideMode(Qt::ElideMiddle);
    m_outline->setAccessibleName(tr("Outline of the rendered objects"));
    m_outline->setMinimumWidth(100);
    m_outline->hide();
    connect(m_outlineModel, &QAbstractItemModel::modelReset, m_outline, &QTreeView::expandAll);
    connect(m_outline, &QTreeView::clicked, this, &PreviewPane::onOutlineActivated);
    connect(m_outline, &QTreeView::activated, this, &PreviewPane::onOutlineActivated);
    m_split->addWidget(m_outline);
    m_split->addWidget(m_tabs);
    m_split->setStretchFactor(1, 1);
    m_split->setSizes({ 210, 790 });

    auto *content = new QWidget(this);
    auto *contentLayout = new QVBoxLayout(content);
    contentLayout->setContentsMargins(0, 0, 0, 0);
    contentLayout->setSpacing(0);
    contentLayout->addWidget(buildHeader());
    contentLayout->addWidget(m_split, 1);
    updateFindTarget();
    m_stack->addWidget(placeholder);
    m_stack->addWidget(content);
    layout->addWidget(m_stack, 1);
    layout->addWidget(m_findBar);

    showPlaceholder(tr("No project open"),
        tr("Open a helmdeck.yaml (Ctrl+O) or import an app folder with a Procfile or app.json (Ctrl+I). "
           "The rendered Kubernetes manifests appear here and follow your edits."));
}

void PreviewPane::updateFindTarget()
{
    // Find searches the tab shown: a release's YAML or the diff.
    QWidget *shown = m_tabs->currentWidget();
    m_findBar->setTarget(
        shown == m_diffPage ? m_diffPage->diffView()->textView() : qobject_cast<ManifestView *>(shown));
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
    showPlaceholder(tr("No usable Helm"), text); // not found, or found and failing: the text says which
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
    const QStringList before = this->releases();
    const bool hadReleases = !before.isEmpty();
    // A re-render keeps the page the user chose: the Map, the Diff, or a release. A release whose
    // name changed (typing the app's name renames config-<app> and <app>) is followed by the release
    // now at its place, not by whatever tab removing it would bring to the front.
    QWidget *const shownBefore = m_tabs->currentWidget();
    const int shownPosition = int(before.indexOf(currentRelease()));
    const QSignalBlocker blockTabs(m_tabs);
    for (int i = m_tabs->count() - 1; i >= 0; --i) {
        if (isReleasePage(m_tabs->widget(i)) && !releases.contains(m_tabs->tabText(i))) {
            QWidget *w = m_tabs->widget(i);
            m_tabs->removeTab(i);
            delete w;
        }
    }
    // Revealed Secrets read as text: their base64 data decoded (SecretDecoder; a few small documents)
    const ManifestSet shown = m_revealed ? m_manifests.decoded() : m_manifests;
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
        v->setYaml(shown.releaseYaml(release, m_revealed));
    }
    QWidget *front = m_tabs->indexOf(shownBefore) >= 0 ? shownBefore : nullptr;
    if (!front && shownPosition >= 0 && !releases.isEmpty())
        front = view(releases.at(std::min(shownPosition, int(releases.size()) - 1)));
    if (!hadReleases && !releases.isEmpty())
        front = view(releases.constFirst());
    if (front)
        m_tabs->setCurrentWidget(front);
    const bool anySecret = !m_manifests.ofKind(QStringLiteral("Secret")).isEmpty();
    m_revealButton->setEnabled(anySecret || m_revealed);
    if (m_releaseBar->count() != releases.size() || this->releases() != releaseBarTexts(m_releaseBar)) {
        m_syncing = true;
        while (m_releaseBar->count() > 0)
            m_releaseBar->removeTab(0);
        for (const QString &release : releases)
            m_releaseBar->addTab(release);
        m_syncing = false;
    }
    updateMap(releases);
    syncHeader();
    updateFindTarget(); // the tab's view may be new (a renamed release)
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
        if (isReleasePage(m_tabs->widget(i)))
            names.append(m_tabs->tabText(i));
    }
    return names;
}

ManifestView *PreviewPane::view(const QString &release) const
{
    for (int i = 0; i < m_tabs->count(); ++i) {
        if (isReleasePage(m_tabs->widget(i)) && m_tabs->tabText(i) == release)
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
    m_syncing = true;
    while (m_releaseBar->count() > 0)
        m_releaseBar->removeTab(0);
    m_syncing = false;
    updateMap({});
    for (int i = m_tabs->count() - 1; i >= 0; --i) {
        QWidget *w = m_tabs->widget(i);
        if (!isReleasePage(w))
            continue;
        m_tabs->removeTab(i);
        delete w;
    }
}

} // namespace HelmDeck
