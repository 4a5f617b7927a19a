// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QTextBrowser>

namespace HelmDeck {

/**
 * The manual's page view (ManualDialog): a QTextBrowser whose images are scaled down to the view's
 * width (the screenshots in docs/ are 1280 px wide), and scaled again when the view's width changes
 * (the page is reloaded, keeping its scroll position).
 */
class ManualBrowser : public QTextBrowser
{
    Q_OBJECT
public:
    using QTextBrowser::QTextBrowser;

    /** QTextBrowser's resource, with an image wider than the view scaled to fit it. */
    QVariant loadResource(int type, const QUrl &name) override;

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    int m_imagesWidth = -1; // the view's width when this page's images were scaled; -1: none
};

} // namespace HelmDeck
