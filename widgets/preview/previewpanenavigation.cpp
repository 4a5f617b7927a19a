// SPDX-License-Identifier: GPL-3.0-or-later
// PreviewPane: the header (release bar, Map and Diff buttons), the map, the outline, and the jump
// to one document. Split from previewpane.cpp (docs/architecture.md "The map").
#include "previewpane.h"

#include "diffpage.h"
#include "manifestview.h"
#include "mappage.h"
#include "objectmapview.h"
#include "outlinemodel.h"

#include <QFrame>
#include <QHBoxLayout>
#include <QScrollBar>
#include <QStackedWidget>
#include <QTabBar>
#include <QTabWidget>
#include <QTextBlock>
#include <QToolButton>
#include <QTreeView>

namespace HelmDeck {

namespace {

/** A "---" line starts each document of a release's text (ManifestSet::releaseYaml()). */
bool isSeparator(const QString &line)
{
    return line == QLatin1String("---");
}

QToolButton *pageButton(QToolButton *button, const QString &name, const QString &icon, const QString &text,
    const QString &toolTip)
{
    button->setObjectName(name);
    button->setCheckable(true);
    button->setAutoRaise(true);
    button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    button->setIcon(QIcon::fromTheme(icon));
    button->setText(text);
    button->setToolTip(toolTip);
    button->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Preferred);
    return button;
}

} // namespace

QWidget *PreviewPane::buildHeader()
{
    auto *header = new QWidget(this);
    header->setObjectName(QStringLiteral("previewHeader"));
    auto *row = new QHBoxLayout(header);
    row->setContentsMargins(2, 0, 2, 0);
    row->setSpacing(2);

    m_outlineButton->setObjectName(QStringLiteral("outlineButton"));
    m_outlineButton->setToolButtonStyle(Qt::ToolButtonIconOnly);
    m_outlineButton->setCheckable(true);
    m_outlineButton->setChecked(false); // resizeEvent() shows the outline when the pane is wide
    m_outlineButton->setAutoRaise(true);
    m_outlineButton->setIcon(QIcon::fromTheme(QStringLiteral("view-list-tree")));
    m_outlineButton->setText(tr("Outline"));
    m_outlineButton->setToolTip(tr("Show or hide the outline: the objects by release and kind"));
    connect(m_outlineButton, &QToolButton::toggled, m_outline, &QWidget::setVisible);
    // Once the user shows or hides it, the outline stays so at any width (resizeEvent()).
    connect(m_outlineButton, &QToolButton::clicked, this, [this]() { m_outlineChosen = true; });

    // The releases scroll; Map and Diff stay beside them at any width and scale.
    m_releaseBar->setObjectName(QStringLiteral("releaseTabs"));
    m_releaseBar->setDocumentMode(true);
    m_releaseBar->setUsesScrollButtons(true);
    m_releaseBar->setExpanding(false);
    m_releaseBar->setDrawBase(false);
    m_releaseBar->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    m_releaseBar->setAccessibleName(tr("Releases"));
    connect(m_releaseBar, &QTabBar::currentChanged, this, [this](int index) {
        if (!m_syncing && index >= 0)
            m_tabs->setCurrentWidget(view(m_releaseBar->tabText(index)));
    });
    connect(m_releaseBar, &QTabBar::tabBarClicked, this, [this](int index) {
        if (index >= 0) // the current release's tab, clicked while the Map or the Diff is shown
            m_tabs->setCurrentWidget(view(m_releaseBar->tabText(index)));
    });

    pageButton(m_mapButton, QStringLiteral("mapButton"), QStringLiteral("map-flat"), tr("Map"),
        tr("The objects of every release and how they refer to each other"));
    pageButton(m_diffButton, QStringLiteral("diffButton"), QStringLiteral("vcs-diff"), tr("Diff"),
        tr("What a deploy would change in the chosen cluster"));
    connect(m_mapButton, &QToolButton::clicked, this, &PreviewPane::showMapTab);
    connect(m_diffButton, &QToolButton::clicked, this, &PreviewPane::showDiffTab);

    auto *line = new QFrame(header);
    line->setFrameShape(QFrame::VLine);
    line->setFrameShadow(QFrame::Sunken);
    row->addWidget(m_outlineButton);
    row->addWidget(m_releaseBar, 1);
    row->addWidget(m_mapButton);
    row->addWidget(m_diffButton);
    row->addWidget(line);
    row->addWidget(m_revealButton);
    return header;
}

void PreviewPane::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    const bool narrow = width() < NarrowWidth;
    // The releases get the room: the secrets button keeps its icon and tool tip.
    m_revealButton->setToolButtonStyle(narrow ? Qt::ToolButtonIconOnly : Qt::ToolButtonTextBesideIcon);
    if (!m_outlineChosen) {
        // Until the user decides, the outline is there only when the pages beside it keep their room
        // (a window at 1024 px has none to spare); a size the window passes through while it is
        // laid out must not decide it.
        m_outlineButton->setChecked(width() >= OutlineWidth);
    }
}

bool PreviewPane::isReleasePage(const QWidget *page) const
{
    return page && page != m_diffPage && page != m_mapPage;
}

void PreviewPane::syncHeader()
{
    const QWidget *page = m_tabs->currentWidget();
    m_mapButton->setChecked(page == m_mapPage);
    m_diffButton->setChecked(page == m_diffPage);
    if (!isReleasePage(page))
        return;
    const QString release = m_tabs->tabText(m_tabs->indexOf(const_cast<QWidget *>(page)));
    for (int i = 0; i < m_releaseBar->count(); ++i) {
        if (m_releaseBar->tabText(i) == release && m_releaseBar->currentIndex() != i) {
            m_syncing = true;
            m_releaseBar->setCurrentIndex(i);
            m_syncing = false;
        }
    }
}

void PreviewPane::updateMap(const QStringList &releases)
{
    m_graph = ObjectGraph::build(m_manifests, m_external);
    // The apps' lanes first: the flow from routes to workloads is what the map is read for; the
    // releases they use (config, TLS, pull secret, storage) follow in install order.
    QStringList lanes;
    for (const QString &release : releases) {
        if (m_manifests.releaseKind(release) == ReleaseKind::App)
            lanes.append(release);
    }
    for (const QString &release : releases) {
        if (!lanes.contains(release))
            lanes.append(release);
    }
    mapView()->setGraph(m_graph, lanes);
    m_mapPage->updateStatus();
    m_outlineModel->setGraph(m_graph, releases);
    onMapSelection(mapView()->selectedObject());
}

ObjectMapView *PreviewPane::mapView() const
{
    return m_mapPage->mapView();
}

void PreviewPane::showMapTab()
{
    m_tabs->setCurrentWidget(m_mapPage);
    syncHeader();
}

bool PreviewPane::isMapTabCurrent() const
{
    return m_stack->currentIndex() == 1 && m_tabs->currentWidget() == m_mapPage;
}

void PreviewPane::showDiffTab()
{
    m_tabs->setCurrentWidget(m_diffPage);
    syncHeader();
}

bool PreviewPane::isDiffTabCurrent() const
{
    return m_stack->currentIndex() == 1 && m_tabs->currentWidget() == m_diffPage;
}

QString PreviewPane::currentRelease() const
{
    const QWidget *page = m_tabs->currentWidget();
    return isReleasePage(page) ? m_tabs->tabText(m_tabs->indexOf(const_cast<QWidget *>(page))) : QString();
}

void PreviewPane::onMapSelection(int objectIndex)
{
    if (objectIndex < 0 || objectIndex >= m_graph.objects().size()) {
        m_mapPage->setDocument(QString(), QString());
        return;
    }
    const MapObject &o = m_graph.objects().at(objectIndex);
    m_mapPage->setDocument(
        tr("%1 %2 \u2014 release %3 (double-click to open it in its tab)").arg(o.kind, o.name, o.release),
        documentText(o.release, o.indexInRelease));
    const QModelIndex row = m_outlineModel->indexOf(o.release, o.indexInRelease);
    if (row.isValid())
        m_outline->setCurrentIndex(row);
}

void PreviewPane::onOutlineActivated(const QModelIndex &index)
{
    const QString release = index.data(OutlineModel::ReleaseRole).toString();
    const int document = index.data(OutlineModel::DocumentRole).toInt();
    if (document < 0) {
        if (ManifestView *v = view(release))
            m_tabs->setCurrentWidget(v);
        return;
    }
    showDocument(release, document);
}

QString PreviewPane::documentText(const QString &release, int document) const
{
    // Masked unless revealed, as in the release tabs.
    const QStringList lines = m_manifests.releaseYaml(release, m_revealed).split(QLatin1Char('\n'));
    QStringList out;
    int seen = -1;
    for (const QString &line : lines) {
        if (isSeparator(line)) {
            if (++seen > document)
                break;
        }
        if (seen == document)
            out.append(line);
    }
    return out.join(QLatin1Char('\n'));
}

int PreviewPane::documentLine(const QString &release, int document) const
{
    const ManifestView *v = view(release);
    if (!v || document < 0)
        return -1;
    int seen = -1;
    for (QTextBlock b = v->document()->begin(); b.isValid(); b = b.next()) {
        if (isSeparator(b.text()) && ++seen == document)
            return b.blockNumber();
    }
    return -1;
}

void PreviewPane::showDocument(const QString &release, int document)
{
    ManifestView *v = view(release);
    if (!v)
        return;
    m_tabs->setCurrentWidget(v);
    const int line = documentLine(release, document);
    if (line >= 0) {
        v->setTextCursor(QTextCursor(v->document()->findBlockByNumber(line)));
        v->verticalScrollBar()->setValue(line);
    }
    const QModelIndex row = m_outlineModel->indexOf(release, document);
    if (row.isValid())
        m_outline->setCurrentIndex(row);
}

} // namespace HelmDeck
