// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/app.h"
#include "model/finding.h"

#include <QHash>
#include <QStringList>
#include <QWidget>

#include <array>

class QComboBox;
class QGroupBox;
class QLineEdit;
class QVBoxLayout;

namespace HelmDeck {

class FindingLabel;
class KeychainNotice;
class SecretStore;

/**
 * The "Services" page of one app (docs/project-file.md, "Services"): PostgreSQL and Valkey, each
 * off, bundled into the app release (version, claim size and StorageClass or an existing storage
 * entry of the project, CPU and memory requests) or external; either way the env var the URL
 * reaches the app as. An external service's URL is a secret: masked like a secret env value, held
 * in BackingService::credential, which ProjectSecrets keeps in the keychain (SecretStore kind
 * "service", name BackingService::secretKey()), never in the project file. A bundled service's
 * generated password (the same field) is kept as loaded and never shown.
 *
 * Field paths: "services[postgres]" (the mode), "services[postgres].version", ".size",
 * ".storageClass", ".storage", ".resources.cpu", ".resources.memory", ".env", ".url".
 */
class ServicesForm : public QWidget
{
    Q_OBJECT
public:
    enum Mode
    {
        Off,
        Bundled,
        External
    };

    explicit ServicesForm(QWidget *parent = nullptr);

    /** Shows @p app's services (edited() is not emitted). */
    void setApp(const App &app);
    /** Writes the form into @p app->services (PostgreSQL first, then Valkey). */
    void applyTo(App *app) const;
    /** The project's storage entries, offered instead of a claim. */
    void setStorageEntries(const QStringList &names);
    /** The keychain the URLs go to, for the session-only notice (not owned). */
    void setSecretStore(SecretStore *store);
    /** Shows the findings of @p all on "<appPrefix>.services[...]" under their fields. */
    void showFindings(const Findings &all, const QString &appPrefix);
    /**
     * Focuses the field of service @p kind ("postgres", "valkey") named @p field ("" or "external" =
     * the mode, "version", "size", "storageClass", "storage", "resources", "env", "url") and, under
     * "resources", @p sub ("cpu", "memory"); a field the service's mode does not use focuses the
     * mode. False for an unknown kind or field.
     */
    bool focusField(const QString &kind, const QString &field, const QString &sub);

    Mode mode(BackingService::Kind kind) const;
    QComboBox *modeCombo(BackingService::Kind kind) const { return panel(kind).mode; }
    /** The field @p field (as focusField() names them, "cpu" and "memory" for the requests). */
    QWidget *field(BackingService::Kind kind, const QString &field) const;
    QLineEdit *urlEdit(BackingService::Kind kind) const { return panel(kind).url; }
    QComboBox *storageCombo(BackingService::Kind kind) const { return panel(kind).storage; }
    KeychainNotice *keychainNotice() const { return m_notice; }

Q_SIGNALS:
    void edited();

private:
    struct Panel
    {
        QGroupBox *box = nullptr;
        QComboBox *mode = nullptr;
        QComboBox *storage = nullptr;
        QLineEdit *url = nullptr;
        QHash<QString, QWidget *> fields; ///< "version", "cpu", ... → the widget
        QHash<QString, FindingLabel *> findings; ///< "version", "resources.cpu", ... → its label
        QString password; ///< a bundled service's generated password, kept as loaded
    };
    void buildPanel(BackingService::Kind kind, QVBoxLayout *layout);
    void userEdit();
    void updateState();
    Panel &panel(BackingService::Kind kind) { return m_panels[std::size_t(kind)]; }
    const Panel &panel(BackingService::Kind kind) const { return m_panels[std::size_t(kind)]; }

    std::array<Panel, 2> m_panels;
    KeychainNotice *m_notice = nullptr;
    bool m_loading = false;
};

} // namespace HelmDeck
