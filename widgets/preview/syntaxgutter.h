// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

namespace HelmDeck {

class SyntaxView;

/** The line-number strip left of a SyntaxView; the view does the painting. */
class SyntaxGutter : public QWidget
{
    Q_OBJECT
public:
    explicit SyntaxGutter(SyntaxView *view);

    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    SyntaxView *m_view;
};

} // namespace HelmDeck
