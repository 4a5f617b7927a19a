// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <QStringList>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLineEdit;

namespace HelmDeck {

/** What the Run dialog asks for; the run planner turns it into a run Job (docs/run.md). */
struct RunChoice
{
    /**
     * The run's arguments: empty = the app's shell; a process type's name alone = its Procfile
     * entry; else the free command split into words (shell-word rules, no shell).
     */
    QStringList command;
    bool tty = true; ///< attach a terminal; false = no stdin, the logs are streamed
    bool keep = false; ///< keep the Job after it ended (no TTL, not deleted on close)
    /** One line for the tab: "Run migrate", "Run rails db:migrate", "Run shell". */
    QString title() const;
};

/**
 * The Run… dialog: a list of the app's process types (run one's Procfile command), "Shell" and
 * "Command" (a free command line), plus "No terminal" and "Keep the Job". OK is refused while a
 * free command is empty or cannot be split (an open quote).
 */
class RunDialog : public QDialog
{
    Q_OBJECT
public:
    /** @p processTypes: the app's process types, in Procfile order. */
    RunDialog(const QString &appName, const QStringList &processTypes, QWidget *parent = nullptr);

    RunChoice choice() const;
    QComboBox *whatBox() const { return m_what; }
    QLineEdit *commandEdit() const { return m_command; }
    QCheckBox *noTtyBox() const { return m_noTty; }
    QCheckBox *keepBox() const { return m_keep; }

private:
    void updateState();

    QComboBox *m_what;
    QLineEdit *m_command;
    QCheckBox *m_noTty;
    QCheckBox *m_keep;
    QDialogButtonBox *m_buttons;
};

} // namespace HelmDeck
