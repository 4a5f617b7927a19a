// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cluster/helmtool.h"
#include "render/renderjob.h"

#include <QWidget>

class QLabel;
class QStackedWidget;
class QTabWidget;
class QToolButton;

namespace HelmDeck {

class DiffPage;
class ManifestView;

/**
 * The centre of the window: one tab per rendered release, each a highlighted ManifestView, in
 * install order: config-<app>, pull-secret-<app>, storage-<entry>, then the apps (orderedReleases()).
 * When there is nothing to show, a placeholder page says why and what to do (no project yet, helm missing,
 * the first render failed). A failed re-render keeps the last good manifests and shows the error in a banner
 * above them, so the user still sees what they had.
 *
 * Secret values (data, stringData) are shown masked with valid placeholder data and a "# masked"
 * comment (ManifestSet::releaseYaml(), the core's Redactor: the same text as `helmdeck render`) until the
 * user presses "Reveal secrets"; the text of hidden tabs never holds a value. setSecretsRevealed(false) hides
 * them again (the window does so for every project it opens).
 *
 * After the release tabs comes the Diff tab (DiffPage): what a deploy would change in the chosen
 * cluster; it is not a release and stays when the releases change.
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
    /** Brings the Diff tab to the front (when the manifests are shown). */
    void showDiffTab();
    /** True when the Diff tab is the one shown. */
    bool isDiffTabCurrent() const;

    /**
     * The releases of @p manifests in tab order: by their ReleaseKind (config, pull secret, storage,
     * app: install order), keeping the set's order within a kind. The kind comes from the render,
     * never from the name, so an app called "config-x" is a tab among the apps.
     */
    static QStringList orderedReleases(const ManifestSet &manifests);

Q_SIGNALS:
    /** The Diff tab became the current tab. */
    void diffTabShown();

private:
    void showBanner(const QString &text);
    void hideBanner();
    void removeAllTabs();
    void showManifests();

    QWidget *m_banner;
    QLabel *m_bannerText;
    QStackedWidget *m_stack;
    QLabel *m_placeholderTitle;
    QLabel *m_placeholderText;
    QWidget *m_placeholderColumn = nullptr;
    QTabWidget *m_tabs;
    QToolButton *m_revealButton;
    DiffPage *m_diffPage;
    ManifestSet m_manifests; ///< the last good render, with the real values
    bool m_revealed = false;
};

} // namespace HelmDeck
