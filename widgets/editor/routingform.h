// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/app.h"
#include "model/finding.h"

#include <QHash>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace HelmDeck {

class ClusterListBox;

class FindingLabel;
class FormBuilder;
class KeychainNotice;
class SecretStore;

/**
 * The "Routing" page of one app (docs/project-file.md, "Routing"): how its domains reach the web
 * process — Ingress (with App::ingressClass), Traefik IngressRoute or Gateway API HTTPRoute (the
 * parent Gateway's name, namespace and listener, enabled only for HTTPRoute) — the HTTP → HTTPS
 * redirect, the Let's Encrypt account (email, production or staging) for domains with TLS
 * "Let's Encrypt", and the imported certificate for domains with TLS "imported".
 *
 * The imported certificate: a PEM chain file (stored as routing.certificate, relative to the
 * project file's folder when it is inside it) and its private key. The key file is read when
 * chosen and held in App::certificate.key, which ProjectSecrets keeps in the keychain (SecretStore
 * kind "tls", name = the app) and the project file never holds; the page shows only whether a key
 * is held. Under the chain the page says which hosts the leaf covers and when it expires
 * (CertificateSummary).
 */
class RoutingForm : public QWidget
{
    Q_OBJECT
public:
    explicit RoutingForm(QWidget *parent = nullptr);

    /** Shows @p app's routing (edited() is not emitted). */
    void setApp(const App &app);
    /** Writes the form into @p app->routing, ingressClass and certificate. */
    void applyTo(App *app) const;
    /** The folder relative paths are resolved against (the project file's); "" = none yet. */
    void setProjectDir(const QString &dir);
    /** The keychain the key goes to, for the session-only notice (not owned). */
    void setSecretStore(SecretStore *store);
    /** Shows the findings of @p all on "<appPrefix>.routing.*" and ".ingressClass". */
    void showFindings(const Findings &all, const QString &appPrefix);
    /**
     * Focuses the field of @p below, the path under the app: "routing.kind", "routing.gateway.name",
     * "routing.letsEncrypt.email", "routing.certificate", "ingressClass", ...; a Gateway field while
     * the kind is not HTTPRoute focuses the kind. False for another.
     */
    bool focusField(const QString &below);

    /** Reads the chain file @p path as "Choose…" does (edited() is emitted). */
    void chooseCertificate(const QString &path);
    /** Reads the key file @p path as "Choose key…" does; false (with a message) when it holds no key. */
    bool chooseKey(const QString &path);

    QComboBox *kindCombo() const { return m_kind; }
    QLineEdit *ingressClassEdit() const { return m_ingressClass; }
    QLineEdit *gatewayNameEdit() const { return m_gatewayName; }
    /** The Gateway picker whose line edit gatewayNameEdit() is. */
    ClusterListBox *gatewayBox() const { return m_gatewayBox; }
    QLineEdit *gatewayNamespaceEdit() const { return m_gatewayNamespace; }
    QLineEdit *gatewaySectionEdit() const { return m_gatewaySection; }
    QCheckBox *httpsRedirectCheck() const { return m_httpsRedirect; }
    QLineEdit *letsEncryptEmailEdit() const { return m_leEmail; }
    QComboBox *letsEncryptServerCombo() const { return m_leServer; }
    QLineEdit *certificateEdit() const { return m_certificate; }
    /** "Covers …; expires …" for the chain; empty when no chain is named. */
    QLabel *certificateInfo() const { return m_certificateInfo; }
    /** "A key is held …" / "No key"; never the key. */
    QLabel *keyStatus() const { return m_keyStatus; }
    QPushButton *keyButton() const { return m_keyButton; }
    KeychainNotice *keychainNotice() const { return m_notice; }

Q_SIGNALS:
    void edited();

private:
    void buildRoute(FormBuilder &rows);
    void buildTls(FormBuilder &rows);
    void browseCertificate();
    void browseKey();
    void userEdit();
    void updateState();
    QString absolutePath(const QString &path) const;

    QComboBox *m_kind;
    QLineEdit *m_ingressClass = nullptr;
    ClusterListBox *m_gatewayBox = nullptr; ///< m_gatewayName is its line edit
    QLineEdit *m_gatewayName = nullptr;
    QLineEdit *m_gatewayNamespace = nullptr;
    QLineEdit *m_gatewaySection = nullptr;
    QCheckBox *m_httpsRedirect = nullptr;
    QLineEdit *m_leEmail = nullptr;
    QComboBox *m_leServer = nullptr;
    QLineEdit *m_certificate = nullptr;
    QLabel *m_certificateInfo = nullptr;
    QLabel *m_keyStatus = nullptr;
    QPushButton *m_keyButton = nullptr;
    KeychainNotice *m_notice = nullptr;
    QHash<QString, QWidget *> m_fields; ///< "routing.gateway.name" → its widget
    QHash<QString, FindingLabel *> m_findings; ///< same keys
    ImportedCertificate m_chain; ///< the chain as loaded or chosen, and the key
    QString m_projectDir;
    bool m_loading = false;
};

} // namespace HelmDeck
