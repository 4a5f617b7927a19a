// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QImage>
#include <QTextBrowser>
#include <QUrl>

namespace HelmDeck {

/**
 * The manual's page view (ManualDialog): a QTextBrowser whose images are scaled down to the view's
 * width (the screenshots in docs/ are 1280 px wide), and scaled again when the view's width changes.
 */
class ManualBrowser : public QTextBrowser
{
    Q_OBJECT
public:
    explicit ManualBrowser(QWidget *parent = nullptr);

    /** QTextBrowser's resource, with an image wider than the view scaled to fit it. */
    QVariant loadResource(int type, const QUrl &name) override;

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    QImage fitted(const QImage &image) const;

    QHash<QUrl, QImage> m_images; // this page's images as loaded, by the name the page uses
    int m_fittedWidth = -1; // the view's width they were last fitted to
};

} // namespace HelmDeck
