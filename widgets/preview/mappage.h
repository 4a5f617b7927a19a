// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QAction;
class QKeySequence;
class QLabel;
class QSplitter;
class QToolButton;

namespace HelmDeck {

class ManifestView;
class ObjectMapView;

/**
 * The preview's Map page: a status line (objects, references, dangling ones), Fit and 100 %
 * buttons and the zoom, the ObjectMapView, and under it the YAML of the object selected on the map
 * (setDocument(), filled by the PreviewPane: masked like the release tabs), in a splitter that gives
 * it DefaultDocumentShare of the height at first and then the share the user dragged it to (kept in
 * the settings file, UserSettings). Double-clicking an object opens it in its release's tab
 * (ObjectMapView::objectActivated()).
 *
 * Zoom in (Ctrl++), zoom out (Ctrl+-), Fit (Ctrl+0) and 100 % (Ctrl+1) are QActions of the page,
 * active while the focus is in it, so Help > Keyboard Shortcuts lists them (it reads the window's
 * actions).
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
    QAction *zoomInAction() const { return m_zoomInAction; }
    QAction *zoomOutAction() const { return m_zoomOutAction; }
    QAction *fitAction() const { return m_fitAction; }
    QAction *actualSizeAction() const { return m_actualSizeAction; }
    QSplitter *splitter() const { return m_splitter; }

    /** The share of the splitter's height the YAML pane gets until the user drags it. */
    static constexpr qreal DefaultDocumentShare = 0.45;
    /** The least height of the YAML pane, in lines of text. */
    static constexpr int MinDocumentLines = 6;

private:
    QAction *addMapAction(const QString &text, const QString &icon, const QList<QKeySequence> &keys);
    /** Gives the YAML pane its remembered (or default) share of the height. */
    void applyDocumentShare();

    ObjectMapView *m_map;
    ManifestView *m_document;
    QWidget *m_documentPane;
    QLabel *m_documentTitle;
    QLabel *m_status;
    QLabel *m_zoom;
    QToolButton *m_fit;
    QToolButton *m_actualSize;
    QSplitter *m_splitter;
    QAction *m_zoomInAction;
    QAction *m_zoomOutAction;
    QAction *m_fitAction;
    QAction *m_actualSizeAction;
};

} // namespace HelmDeck
