// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QPushButton;

namespace HelmDeck {

class EnvTableModel;

/**
 * The Env form's line above the table while variables whose names look secret (SecretNames: `*_KEY`,
 * `*_SECRET`, `*_TOKEN`, `*PASSWORD*`, `DATABASE_URL`) are not marked secret: it names them, says
 * their values would be saved in plain text, and "Mark as secret" marks them all in one click (the
 * model's Secret column, so the value goes to the keychain on save). Hidden when there are none.
 */
class SecretSuggestionBar : public QWidget
{
    Q_OBJECT
public:
    explicit SecretSuggestionBar(EnvTableModel *model, QWidget *parent = nullptr);

    /** The variables the bar names now (empty: hidden). */
    QStringList names() const { return m_names; }
    QLabel *label() const { return m_label; }
    QPushButton *markButton() const { return m_mark; }
    /** Marks every named variable secret (what the button does). */
    void markAll();

private:
    void update();

    EnvTableModel *m_model;
    QLabel *m_label;
    QPushButton *m_mark;
    QStringList m_names;
};

} // namespace HelmDeck
