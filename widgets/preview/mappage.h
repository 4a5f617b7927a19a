// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QSplitter;
class QToolButton;

namespace HelmDeck {

class ManifestView;
class ObjectMapView;

/**
 * The preview's Map page: a status line (objects, references, dangling ones), Fit and 100 %
 * buttons and the zoom, the ObjectMapView, and under it the YAML of the object selected on the map
 * (setDocument(), filled by the PreviewPane: masked like the release tabs). Double-clicking an object
 * opens it in its release's tab (ObjectMapView::objectActivated()).
 */
class MapPage : public QWidget
{
    Q_OBJECT
public:
    explicit MapPage(QWidget *parent = nullptr);

    ObjectMapView *mapView() const { return m_map; }
    /** The YAML pane under the map. */
    ManifestView *documentView() const { return m_document; }
    /** Shows @p yaml under the map, captioned @p title; an empty @p title hides the pane. */
    void setDocument(const QString &title, const QString &yaml);
    QString documentTitle() const;
    /** Updates the status line from the map's graph. */
    void updateStatus();
    QString statusText() const;
    QToolButton *fitButton() const { return m_fit; }

private:
    ObjectMapView *m_map;
    ManifestView *m_document;
    QWidget *m_documentPane;
    QLabel *m_documentTitle;
    QLabel *m_status;
    QLabel *m_zoom;
    QToolButton *m_fit;
    QToolButton *m_actualSize;
    QSplitter *m_splitter;
};

} // namespace HelmDeck
