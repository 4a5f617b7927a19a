// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/app.h"
#include "model/finding.h"

#include <QHash>
#include <QStringList>
#include <QWidget>

class QButtonGroup;
class QCheckBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QRadioButton;
class QVBoxLayout;

namespace HelmDeck {

class CredentialTester;
class FindingLabel;
class KeychainNotice;
class SecretNameListModel;
class SecretStore;
class TableForm;

/**
 * The "Pull secret" page of one app: how its pods get registry credentials.
 *
 *  - From my docker/Helm credentials: HelmDeck builds "pull-secret-<app>" from what `docker login`
 *    or `helm registry login` stored for the image's registry; an optional registry, username and
 *    password here replace that for one registry. The password is a secret: it is kept in the
 *    system keychain when the project is saved, never in the project file; without a keychain a
 *    notice says it lasts for the session only.
 *  - Named existing secrets: the pods use exactly the listed Secrets (App::imagePullSecrets).
 *  - None: no pull secret.
 *
 * Only the chosen mode's fields are shown, and only they are written to the app: the others keep
 * their text in the form, so switching back restores it, but e.g. a list of Secret names never
 * silently outranks the credentials mode (App::effectivePullSecretMode()).
 *
 * "Test credentials" checks the registry's /v2/ with the username and password (or, without a
 * username, the configured credential) and shows RegistryPing's answer; plain HTTP only when asked.
 */
class PullSecretForm : public QWidget
{
    Q_OBJECT
public:
    explicit PullSecretForm(QWidget *parent = nullptr);
    ~PullSecretForm() override;

    /** Shows @p app's settings, in its effective mode (edited() is not emitted). */
    void setApp(const App &app);
    /** Writes the form into @p app's pullSecret and imagePullSecrets. */
    void applyTo(App *app) const;
    /** The keychain the password goes to, for the session-only notice (not owned). */
    void setSecretStore(SecretStore *store);
    /**
     * The user's default image-pull-secrets (GlobalSettings, File → Settings…). While the app inherits
     * them (mode "from my credentials" with no registry and no username typed,
     * GlobalSettings::inheritsImagePullSecrets()) and they are not empty, globalDefaultNote() says
     * "Using the global default: regcred, other" instead of letting the credentials text mislead.
     */
    void setGlobalImagePullSecrets(const QStringList &names);
    /** The "Using the global default: …" note; hidden while the default is not in effect. */
    QLabel *globalDefaultNote() const { return m_globalNote; }
    /** Shows the findings of @p all about the app with field prefix @p appPrefix ("apps[shop]"). */
    void showFindings(const Findings &all, const QString &appPrefix);
    /**
     * Focuses the field named by the path parts after the app: ("pullSecret", "username"),
     * ("pullSecret", "registry"), ("pullSecret", "password"), ("pullSecret", "mode"),
     * ("imagePullSecrets", "<i>"). Switches to the mode that shows the field. False for others.
     */
    bool focusField(const QString &what, const QString &key, const QString &field);

    PullSecretSettings::Mode mode() const;
    /** Chooses the mode as a click on its button would (edited() is emitted). */
    void setMode(PullSecretSettings::Mode mode);
    /** The host "Test credentials" checks: the registry field, else the image's registry. */
    QString testHost() const;
    bool isTesting() const;

    QRadioButton *modeButton(PullSecretSettings::Mode mode) const;
    QLineEdit *registryEdit() const { return m_registry; }
    QLineEdit *usernameEdit() const { return m_username; }
    QLineEdit *passwordEdit() const { return m_password; }
    QCheckBox *plainHttpCheck() const { return m_plainHttp; }
    QPushButton *testButton() const { return m_testButton; }
    /** The last test's result ("authenticated (Basic)"); "Testing ..." while busy. */
    QString testResultText() const;
    QGroupBox *credentialsGroup() const { return m_credentialsGroup; }
    QGroupBox *namesGroup() const { return m_namesGroup; }
    QWidget *noneNote() const { return m_noneNote; }
    SecretNameListModel *namesModel() const { return m_namesModel; }
    TableForm *namesForm() const { return m_namesForm; }
    KeychainNotice *keychainNotice() const { return m_notice; }
    CredentialTester *tester() const { return m_tester; }

public Q_SLOTS:
    /** Starts "Test credentials". */
    void testCredentials();

Q_SIGNALS:
    /** The user changed the settings. */
    void edited();
    /** A credentials test finished. */
    void testFinished(bool ok, const QString &message);

private:
    void buildModes(QVBoxLayout *layout);
    void buildCredentials(QVBoxLayout *layout);
    void buildNames(QVBoxLayout *layout);
    void onModeClicked();
    void onTestFinished(bool ok, const QString &message);
    void updateVisibility();
    void updateGlobalNote();
    void updateTestState();
    void userEdit();

    QButtonGroup *m_modes;
    QGroupBox *m_credentialsGroup = nullptr;
    QGroupBox *m_namesGroup = nullptr;
    QWidget *m_noneNote = nullptr;
    QLabel *m_globalNote = nullptr;
    QStringList m_globalNames; ///< the user's default image-pull-secrets
    QLineEdit *m_registry = nullptr;
    QLineEdit *m_username = nullptr;
    QLineEdit *m_password = nullptr;
    KeychainNotice *m_notice = nullptr;
    QCheckBox *m_plainHttp = nullptr;
    QPushButton *m_testButton = nullptr;
    QProgressBar *m_busy = nullptr;
    QLabel *m_testResult = nullptr;
    SecretNameListModel *m_namesModel;
    TableForm *m_namesForm = nullptr;
    CredentialTester *m_tester;
    QHash<QString, FindingLabel *> m_findings;
    QString m_imageRegistry; ///< the registry of the app's image, for the test's default host
    bool m_loading = false;
};

} // namespace HelmDeck
