// SPDX-License-Identifier: GPL-3.0-or-later
#include "manualbrowser.h"

#include <QImage>
#include <QScrollBar>

namespace HelmDeck {

QVariant ManualBrowser::loadResource(int type, const QUrl &name)
{
    QVariant resource = QTextBrowser::loadResource(type, name);
    if (type != QTextDocument::ImageResource)
        return resource;
    m_imagesWidth = viewport()->width();
    QImage image;
    image.loadFromData(resource.toByteArray());
    const int room = qMax(200, viewport()->width() - 2 * int(document()->documentMargin()) - 8);
    if (!image.isNull() && image.width() > room)
        return image.scaledToWidth(room, Qt::SmoothTransformation);
    return resource;
}

void ManualBrowser::resizeEvent(QResizeEvent *event)
{
    QTextBrowser::resizeEvent(event);
    if (m_imagesWidth >= 0 && qAbs(viewport()->width() - m_imagesWidth) > 24) {
        m_imagesWidth = -1; // set again by the images the reload loads
        const int position = verticalScrollBar()->value();
        reload();
        verticalScrollBar()->setValue(position);
    }
}

} // namespace HelmDeck
