// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "publish/ocirepository.h"

#include <QWizardPage>

class QCheckBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace HelmDeck {

class CredentialTester;
class FindingLabel;

/**
 * Where the variants go and how to log in: "oci://HOST/PATH" (OciRepository::parse; its error is
 * shown and keeps Next disabled), username, password (masked; read from and written to the keychain
 * per host — SecretStore kind "registry", project keychainProject(), app empty — never to a
 * settings file), plain HTTP, a CA file, and "Test credentials" (CredentialTester: RegistryPing's
 * GET /v2/ with Basic or Bearer, asynchronous; the result is shown).
 */
class RegistryPage : public QWizardPage
{
    Q_OBJECT
public:
    explicit RegistryPage(QWidget *parent = nullptr);
    ~RegistryPage() override;

    /** The keychain "project" the wizard's registry passwords are stored under. */
    static QString keychainProject();

    /** The parsed registry; false when the URL is not one. */
    bool registry(OciRepository *out) const;
    QString username() const;
    QString password() const;
    bool plainHttp() const;
    QString caFile() const;
    bool isTesting() const;
    QString testResultText() const;

    QLineEdit *urlEdit() const { return m_url; }
    QLineEdit *usernameEdit() const { return m_username; }
    QLineEdit *passwordEdit() const { return m_password; }
    QCheckBox *plainHttpBox() const { return m_plainHttp; }
    QPushButton *testButton() const { return m_test; }

    bool isComplete() const override;
    bool validatePage() override;

Q_SIGNALS:
    void testFinished(bool ok, const QString &message);

private:
    void onUrlChanged();
    void showKeychainNote(const QString &text);
    void readPassword(const QString &host);
    void testCredentials();
    void onTestFinished(bool ok, const QString &message);
    void updateTestButton();

    QLineEdit *m_url;
    FindingLabel *m_urlError;
    QLineEdit *m_username;
    QLineEdit *m_password;
    QLabel *m_keychain;
    QCheckBox *m_plainHttp;
    QLineEdit *m_caFile;
    QPushButton *m_caBrowse;
    QPushButton *m_test;
    QLabel *m_testResult;
    CredentialTester *m_tester;
    QString m_readFor; ///< the host whose keychain password was last asked for
};

} // namespace HelmDeck
