// SPDX-License-Identifier: GPL-3.0-or-later
#include "mappage.h"

#include "manifestview.h"
#include "objectmapview.h"
#include "window/usersettings.h"

#include <QAction>
#include <QHBoxLayout>
#include <QLabel>
#include <QSplitter>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <memory>

namespace HelmDeck {

namespace {

const QString DocumentShareKey = QStringLiteral("Preview/mapDocumentShare");

} // namespace

MapPage::MapPage(QWidget *parent)
    : QWidget(parent)
    , m_map(new ObjectMapView(this))
    , m_document(new ManifestView(this))
    , m_documentPane(new QWidget(this))
    , m_documentTitle(new QLabel(this))
    , m_status(new QLabel(this))
    , m_zoom(new QLabel(this))
    , m_fit(new QToolButton(this))
    , m_actualSize(new QToolButton(this))
    , m_splitter(new QSplitter(Qt::Vertical, this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    auto *top = new QHBoxLayout;
    top->setContentsMargins(6, 3, 6, 3);
    m_status->setObjectName(QStringLiteral("mapStatus"));
    m_status->setTextFormat(Qt::PlainText);
    // A narrow map (the window at 1024 px, at 2x) wraps the status rather than cutting it.
    m_status->setWordWrap(true);
    m_status->setMinimumWidth(m_status->fontMetrics().averageCharWidth() * 10);
    m_status->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_zoomInAction = addMapAction(tr("Zoom Map In"), QStringLiteral("zoom-in"),
        { QKeySequence(Qt::CTRL | Qt::Key_Plus), QKeySequence(Qt::CTRL | Qt::Key_Equal) });
    m_zoomOutAction = addMapAction(
        tr("Zoom Map Out"), QStringLiteral("zoom-out"), { QKeySequence(Qt::CTRL | Qt::Key_Minus) });
    m_fitAction = addMapAction(
        tr("Fit Map in View"), QStringLiteral("zoom-fit-best"), { QKeySequence(Qt::CTRL | Qt::Key_0) });
    m_fitAction->setObjectName(QStringLiteral("mapFitAction"));
    m_fitAction->setIconText(tr("Fit"));
    m_fitAction->setToolTip(tr("Fit the map to the view (Ctrl+0); Ctrl+wheel zooms"));
    m_actualSizeAction = addMapAction(
        tr("Map at Actual Size"), QStringLiteral("zoom-original"), { QKeySequence(Qt::CTRL | Qt::Key_1) });
    m_actualSizeAction->setIconText(tr("1:1"));
    m_actualSizeAction->setToolTip(tr("Show the map at its actual size (100%)"));
    connect(m_zoomInAction, &QAction::triggered, m_map, &ObjectMapView::zoomIn);
    connect(m_zoomOutAction, &QAction::triggered, m_map, &ObjectMapView::zoomOut);
    connect(m_fitAction, &QAction::triggered, m_map, &ObjectMapView::fitToView);
    connect(m_actualSizeAction, &QAction::triggered, m_map, &ObjectMapView::showActualSize);
    m_fit->setObjectName(QStringLiteral("mapFitButton"));
    m_fit->setDefaultAction(m_fitAction);
    m_fit->setAutoRaise(true);
    m_actualSize->setObjectName(QStringLiteral("mapActualSizeButton"));
    m_actualSize->setDefaultAction(m_actualSizeAction);
    m_actualSize->setAutoRaise(true);
    m_zoom->setObjectName(QStringLiteral("mapZoom"));
    top->addWidget(m_status, 1);
    top->addWidget(m_zoom);
    top->addWidget(m_actualSize);
    top->addWidget(m_fit);
    layout->addLayout(top);

    auto *pane = new QVBoxLayout(m_documentPane);
    pane->setContentsMargins(0, 0, 0, 0);
    pane->setSpacing(0);
    m_documentTitle->setObjectName(QStringLiteral("mapDocumentTitle"));
    m_documentTitle->setTextFormat(Qt::PlainText);
    m_documentTitle->setContentsMargins(6, 3, 6, 3);
    m_documentTitle->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_documentTitle->setWordWrap(true); // the whole caption (and its hint) at 1024 px, not cut
    m_document->setObjectName(QStringLiteral("mapDocument"));
    m_document->setAccessibleName(tr("YAML of the selected object"));
    pane->addWidget(m_documentTitle);
    pane->addWidget(m_document, 1);
    m_splitter->addWidget(m_map);
    m_splitter->addWidget(m_documentPane);
    m_splitter->setStretchFactor(0, 3);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setChildrenCollapsible(false);
    m_document->setMinimumHeight(m_document->fontMetrics().lineSpacing() * MinDocumentLines);
    m_documentPane->hide();
    layout->addWidget(m_splitter, 1);
    connect(m_splitter, &QSplitter::splitterMoved, this, [this]() {
        const QList<int> sizes = m_splitter->sizes();
        const int total = sizes.value(0) + sizes.value(1);
        if (total <= 0 || m_documentPane->isHidden())
            return;
        const std::unique_ptr<QSettings> settings = UserSettings::open();
        settings->setValue(DocumentShareKey, qreal(sizes.value(1)) / total);
    });

    connect(m_map, &ObjectMapView::zoomChanged, this,
        [this](qreal zoom) { m_zoom->setText(QStringLiteral("%1%").arg(qRound(zoom * 100))); });
    m_zoom->setText(QStringLiteral("100%"));
}

QAction *MapPage::addMapAction(const QString &text, const QString &icon, const QList<QKeySequence> &keys)
{
    auto *action = new QAction(QIcon::fromTheme(icon), text, this);
    action->setShortcuts(keys);
    // Only while the focus is on the map or its YAML: the same keys may mean something elsewhere.
    action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(action);
    return action;
}

void MapPage::setDocument(const QString &title, const QString &yaml)
{
    m_documentTitle->setText(title);
    m_document->setYaml(yaml);
    const bool opening = m_documentPane->isHidden() && !title.isEmpty();
    m_documentPane->setVisible(!title.isEmpty());
    if (opening)
        applyDocumentShare();
}

void MapPage::applyDocumentShare()
{
    // A newly shown pane would get only its size hint: a few cramped lines under a large map.
    const std::unique_ptr<QSettings> settings = UserSettings::open();
    const qreal share
        = std::clamp(settings->value(DocumentShareKey, DefaultDocumentShare).toReal(), 0.1, 0.9);
    const QList<int> sizes = m_splitter->sizes();
    const int total = std::max(sizes.value(0) + sizes.value(1), m_splitter->height());
    if (total <= 0)
        return;
    const int document = qRound(total * share);
    m_splitter->setSizes({ total - document, document });
}

QString MapPage::documentTitle() const
{
    return m_documentPane->isHidden() ? QString() : m_documentTitle->text();
}

void MapPage::updateStatus()
{
    const ObjectGraph &graph = m_map->graph();
    const int dangling = int(graph.dangling().size());
    const int objects = int(graph.objects().size());
    const int references = int(graph.references().size());
    QString text = (objects == 1 ? tr("1 object") : tr("%1 objects").arg(objects)) + QStringLiteral(", ")
        + (references == 1 ? tr("1 reference") : tr("%1 references").arg(references));
    if (dangling > 0)
        text += QStringLiteral(" \u2014 ") + tr("%1 dangling (listed in Findings)").arg(dangling);
    m_status->setText(text);
    m_status->setToolTip(
        tr("Click an object to see its YAML below; double-click to open it in its release's tab."));
}

QString MapPage::statusText() const
{
    return m_status->text();
}

} // namespace HelmDeck
