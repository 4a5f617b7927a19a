// SPDX-License-Identifier: GPL-3.0-or-later
#include "mappage.h"

#include "manifestview.h"
#include "objectmapview.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QSplitter>
#include <QToolButton>
#include <QVBoxLayout>

namespace HelmDeck {

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
    m_status->setMinimumWidth(0);
    m_status->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_fit->setObjectName(QStringLiteral("mapFitButton"));
    m_fit->setIcon(QIcon::fromTheme(QStringLiteral("zoom-fit-best")));
    m_fit->setText(tr("Fit"));
    m_fit->setToolTip(tr("Fit the map to the view (Ctrl+0); Ctrl+wheel zooms"));
    m_fit->setAutoRaise(true);
    m_actualSize->setIcon(QIcon::fromTheme(QStringLiteral("zoom-original")));
    m_actualSize->setText(tr("1:1"));
    m_actualSize->setToolTip(tr("Show the map at its actual size (100%)"));
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
    m_document->setObjectName(QStringLiteral("mapDocument"));
    m_document->setAccessibleName(tr("YAML of the selected object"));
    pane->addWidget(m_documentTitle);
    pane->addWidget(m_document, 1);
    m_splitter->addWidget(m_map);
    m_splitter->addWidget(m_documentPane);
    m_splitter->setStretchFactor(0, 3);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setChildrenCollapsible(false);
    m_documentPane->hide();
    layout->addWidget(m_splitter, 1);

    connect(m_fit, &QToolButton::clicked, m_map, &ObjectMapView::fitToView);
    connect(m_actualSize, &QToolButton::clicked, m_map, [this]() { m_map->setZoom(1.0); });
    connect(m_map, &ObjectMapView::zoomChanged, this,
        [this](qreal zoom) { m_zoom->setText(QStringLiteral("%1%").arg(qRound(zoom * 100))); });
    m_zoom->setText(QStringLiteral("100%"));
}

void MapPage::setDocument(const QString &title, const QString &yaml)
{
    m_documentTitle->setText(title);
    m_document->setYaml(yaml);
    m_documentPane->setVisible(!title.isEmpty());
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
