// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

namespace HelmDeck {

class ManifestView;

/** The line-number strip left of a ManifestView; the view does the painting. */
class ManifestGutter : public QWidget
{
    Q_OBJECT
public:
    explicit ManifestGutter(ManifestView *view);

    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    ManifestView *m_view;
};

} // namespace HelmDeck
