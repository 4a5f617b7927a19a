// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/globalsettings.h"

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QPushButton;

namespace HelmDeck {

class SecretNameListModel;
class TableForm;

/**
 * File → Settings…: the user's HelmDeck-wide defaults (GlobalSettings), stored in @p fileName
 * (GlobalSettings::defaultFileName() in the app; a temp file in tests), never in a project.
 *
 * Today one default: the image-pull-secrets apps take when they name none and leave their pull secret
 * at "from my credentials". Names are edited in a table (SecretNameListModel: trimmed, no empty or
 * repeated rows) and checked while typing (GlobalSettings::validateImagePullSecrets()): a name that is
 * not a DNS-1123 subdomain is shown under the table, and Apply and OK stay disabled until it is fixed,
 * so an invalid default is never saved.
 *
 * Apply (and OK) save the file and emit applied() with what was saved; the window then re-renders
 * the preview with it. A file that cannot be written is reported in the dialog's status line, and
 * nothing is applied. Cancel discards unsaved edits.
 */
class SettingsDialog : public QDialog
{
    Q_OBJECT
public:
    explicit SettingsDialog(const QString &fileName, QWidget *parent = nullptr);
    ~SettingsDialog() override;

    /** The settings as edited (not necessarily saved). */
    GlobalSettings settings() const;
    QString fileName() const { return m_fileName; }

    /** Saves and emits applied(); false (with statusText() saying why) when invalid or not writable. */
    bool apply();
    /** The last error or confirmation shown under the table; empty when none. */
    QString statusText() const;

    SecretNameListModel *namesModel() const { return m_names; }
    TableForm *namesForm() const { return m_namesForm; }
    QPushButton *applyButton() const;
    QPushButton *okButton() const;

public Q_SLOTS:
    void accept() override;

Q_SIGNALS:
    /** The settings were saved; they apply from now on. */
    void applied(const HelmDeck::GlobalSettings &settings);

private:
    void revalidate();
    void showStatus(const QString &text, bool error);

    QString m_fileName;
    SecretNameListModel *m_names;
    TableForm *m_namesForm = nullptr;
    QLabel *m_status = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    bool m_dirty = false;
};

} // namespace HelmDeck
