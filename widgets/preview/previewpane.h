// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cluster/helmtool.h"
#include "map/objectgraph.h"
#include "render/renderjob.h"

#include <QWidget>

class QLabel;
class QModelIndex;
class QSplitter;
class QStackedWidget;
class QTabBar;
class QTabWidget;
class QToolButton;
class QTreeView;

namespace HelmDeck {

class DiffPage;
class FindBar;
class ManifestView;
class MapPage;
class ObjectMapView;
class OutlineModel;

/**
 * The centre of the window: one tab per rendered release, each a highlighted ManifestView, in
 * install order: config-<app>, pull-secret-<app>, storage-<entry>, then the apps (orderedReleases()).
 * When there is nothing to show, a placeholder page says why and what to do (no project yet, helm missing,
 * the first render failed). A failed re-render keeps the last good manifests and shows the error in a banner
 * above them, so the user still sees what they had.
 *
 * Secret values (data, stringData) are shown masked with valid placeholder data and a "# masked"
 * comment (ManifestSet::releaseYaml(), the core's Redactor: the same text as `helmdeck render`) until the
 * user presses "Reveal secrets", which shows them decoded (ManifestSet::decoded(): base64 `data` as
 * text under `stringData`); the text of hidden tabs never holds a value. setSecretsRevealed(false) hides
 * them again (the window does so for every project it opens).
 *
 * After the release tabs come the Map (MapPage: the objects of every release and their references,
 * docs/architecture.md "The map") and the Diff (DiffPage: what a deploy would change in the chosen
 * cluster); neither is a release and both stay when the releases change. The releases are in a
 * scrolling tab bar; Map and Diff are fixed buttons beside it, so no number of releases and no
 * width or scale hides them. An outline (OutlineModel: objects by release and kind) beside the pages
 * opens each document in its release's tab; so does a double click on the map. The outline is shown
 * only while the pane is at least OutlineWidth wide, until the user toggles it.
 */
class PreviewPane : public QWidget
{
    Q_OBJECT
public:
    explicit PreviewPane(QWidget *parent = nullptr);

    /** Shows the placeholder page with @p title and @p text (plain text), dropping all tabs. */
    void showPlaceholder(const QString &title, const QString &text);
    /** Puts @p widget (e.g. the empty window's recent projects) under the placeholder's text. */
    void addPlaceholderWidget(QWidget *widget);
    /** The placeholder for a missing or unusable helm, saying how to fix it. */
    void showHelmMissing(const HelmTool &helm);
    /**
     * The "Kind/name" objects the map counts as living outside the render (ObjectGraph::build()), from
     * the next showResult() on: the window passes ObjectGraph::externalObjects() of the rendered project.
     */
    void setExternalObjects(const QSet<QString> &external) { m_external = external; }
    /** Shows a render's manifests, or its failure. */
    void showResult(const RenderResult &result);

    bool isShowingPlaceholder() const;
    /** Title and text of the placeholder page, one line each. */
    QString placeholderText() const;
    /** The banner's text; empty when hidden. */
    QString bannerText() const;
    /** Release names, in tab order. */
    QStringList releases() const;
    /** The view of @p release, or nullptr. */
    ManifestView *view(const QString &release) const;
    /** The text shown for @p release; empty when there is no such tab. */
    QString releaseText(const QString &release) const;

    /** Shows Secret values in clear (true) or masked (false) in every tab. */
    void setSecretsRevealed(bool revealed);
    bool secretsRevealed() const { return m_revealed; }
    QToolButton *revealButton() const { return m_revealButton; }
    /** The Diff tab's page. */
    DiffPage *diffPage() const { return m_diffPage; }
    /** The find bar under the tabs (Edit ▸ Find): it searches the tab shown, a release's YAML or the diff. */
    FindBar *findBar() const { return m_findBar; }
    /** Brings the Diff tab to the front (when the manifests are shown). */
    void showDiffTab();
    /** True when the Diff tab is the one shown. */
    bool isDiffTabCurrent() const;
    /** Brings the Map to the front (when the manifests are shown). */
    void showMapTab();
    bool isMapTabCurrent() const;
    MapPage *mapPage() const { return m_mapPage; }
    ObjectMapView *mapView() const;
    /** The graph of the manifests shown (ObjectGraph::build() with the render's external objects). */
    const ObjectGraph &objectGraph() const { return m_graph; }
    /** The scrolling bar of release tabs, and the fixed Map and Diff buttons beside it. */
    QTabBar *releaseBar() const { return m_releaseBar; }
    QToolButton *mapButton() const { return m_mapButton; }
    QToolButton *diffButton() const { return m_diffButton; }
    QTreeView *outlineView() const { return m_outline; }
    OutlineModel *outlineModel() const { return m_outlineModel; }
    /** The release whose tab is shown; empty when the Map or the Diff is. */
    QString currentRelease() const;
    /**
     * Shows @p release's tab with document @p document (its index among the release's documents,
     * ManifestSet::forRelease()) at the top of the view and the cursor on its "---" line.
     */
    void showDocument(const QString &release, int document);
    /** The line (0-based block) of @p release's tab where document @p document starts; -1 if none. */
    int documentLine(const QString &release, int document) const;

    /**
     * The releases of @p manifests in tab order: by their ReleaseKind (config, pull secret, storage,
     * app: install order), keeping the set's order within a kind. The kind comes from the render,
     * never from the name, so an app called "config-x" is a tab among the apps.
     */
    static QStringList orderedReleases(const ManifestSet &manifests);

    /** Below this width "Reveal secrets" shows only its icon. */
    static constexpr int NarrowWidth = 720;
    /**
     * Below this width the outline is hidden (its button shows it) until the user shows or hides it:
     * the outline's share plus the widest page's least width.
     */
    static constexpr int OutlineWidth = 900;

Q_SIGNALS:
    /** The Diff tab became the current tab. */
    void diffTabShown();

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    QWidget *buildHeader();
    bool isReleasePage(const QWidget *page) const;
    void syncHeader();
    void updateMap(const QStringList &releases);
    void onOutlineActivated(const QModelIndex &index);
    void onMapSelection(int objectIndex);
    QString documentText(const QString &release, int document) const;
    void showBanner(const QString &text);
    void hideBanner();
    void removeAllTabs();
    void showManifests();
    void updateFindTarget();

    QWidget *m_banner;
    QLabel *m_bannerText;
    QStackedWidget *m_stack;
    QLabel *m_placeholderTitle;
    QLabel *m_placeholderText;
    QWidget *m_placeholderColumn = nullptr;
    QTabWidget *m_tabs; ///< every page; its own tab bar is hidden (m_releaseBar and the buttons show it)
    QTabBar *m_releaseBar;
    QToolButton *m_mapButton;
    QToolButton *m_diffButton;
    QToolButton *m_outlineButton;
    QToolButton *m_revealButton;
    QSplitter *m_split;
    QTreeView *m_outline;
    OutlineModel *m_outlineModel;
    MapPage *m_mapPage;
    DiffPage *m_diffPage;
    FindBar *m_findBar;
    ManifestSet m_manifests; ///< the last good render, with the real values
    QSet<QString> m_external; ///< setExternalObjects()
    ObjectGraph m_graph;
    bool m_syncing = false;
    bool m_outlineChosen = false; ///< the user showed or hid the outline: it no longer follows the width
    bool m_revealed = false;
};

} // namespace HelmDeck
