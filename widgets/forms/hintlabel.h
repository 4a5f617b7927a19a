// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLabel>

namespace HelmDeck {

/**
 * A small, dimmed, word-wrapped explanation under or above a form field. The colour is blended
 * from the surrounding palette's text and window colours (QPalette::PlaceholderText is not
 * reliable across Qt 5 platform themes) and follows palette changes.
 */
class HintLabel : public QLabel
{
    Q_OBJECT
public:
    explicit HintLabel(const QString &text, QWidget *parent = nullptr);

    /** The dimmed text colour for @p palette. */
    static QColor hintColor(const QPalette &palette);

protected:
    void changeEvent(QEvent *event) override;

private:
    void applyColor();

    bool m_applying = false;
};

} // namespace HelmDeck
