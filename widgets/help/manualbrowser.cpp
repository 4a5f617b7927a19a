// SPDX-License-Identifier: GPL-3.0-or-later
#include "manualbrowser.h"

#include <QScrollBar>
#include <QStyle>

namespace HelmDeck {

ManualBrowser::ManualBrowser(QWidget *parent)
    : QTextBrowser(parent)
{
    connect(this, &QTextBrowser::sourceChanged, this, [this]() { m_images.clear(); });
}

QImage ManualBrowser::fitted(const QImage &image) const
{
    // the vertical scroll bar a long page is about to get takes its share of the width too
    const int scrollBar
        = verticalScrollBar()->isVisible() ? 0 : style()->pixelMetric(QStyle::PM_ScrollBarExtent);
    const int room = qMax(200, viewport()->width() - scrollBar - 2 * int(document()->documentMargin()) - 8);
    return image.width() > room ? image.scaledToWidth(room, Qt::SmoothTransformation) : image;
}

QVariant ManualBrowser::loadResource(int type, const QUrl &name)
{
    QVariant resource = QTextBrowser::loadResource(type, name);
    if (type != QTextDocument::ImageResource)
        return resource;
    QImage image;
    image.loadFromData(resource.toByteArray());
    if (image.isNull())
        return resource;
    m_images.insert(name, image);
    m_fittedWidth = viewport()->width();
    return fitted(image);
}

void ManualBrowser::resizeEvent(QResizeEvent *event)
{
    QTextBrowser::resizeEvent(event);
    if (m_images.isEmpty() || viewport()->width() == m_fittedWidth)
        return;
    // the document keeps what loadResource gave: hand it the images fitted anew, then lay out again
    m_fittedWidth = viewport()->width();
    for (auto it = m_images.constBegin(); it != m_images.constEnd(); ++it)
        document()->addResource(QTextDocument::ImageResource, it.key(), fitted(it.value()));
    document()->markContentsDirty(0, document()->characterCount());
}

} // namespace HelmDeck
