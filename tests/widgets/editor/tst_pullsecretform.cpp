// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/credentialtester.h"
#include "editor/keychainnotice.h"
#include "editor/pullsecretform.h"
#include "editor/secretnamelistmodel.h"
#include "forms/findinglabel.h"
#include "forms/tableform.h"
#include "registryfixture.h"
#include "secrets/secretstore.h"

#include <QCheckBox>
#include <QFile>
#include <QGroupBox>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace HelmDeck;
using Mode = PullSecretSettings::Mode;

/** The Pull secret page: modes, the keychain notice, and "Test credentials" against a real registry. */
class TestPullSecretForm : public QObject
{
    Q_OBJECT

private:
    TestUtil::RegistryFixture m_registry;
    const QString m_user = QStringLiteral("probe");
    const QString m_password = QStringLiteral("pw-canary-51c9");

    static App app()
    {
        App a;
        a.name = QStringLiteral("shop");
        a.image = QStringLiteral("registry.example.com/team/shop:1.0");
        return a;
    }

    /** A click on the button's indicator (a radio button takes clicks on its indicator and text only). */
    static void clickRadio(QRadioButton *button)
    {
        QTest::mouseClick(button, Qt::LeftButton, Qt::NoModifier, QPoint(6, button->height() / 2));
    }

    /** Clicks "Test credentials" and waits for its answer; false when none came. */
    static bool runTest(PullSecretForm *form, bool *ok, QString *message)
    {
        QSignalSpy finished(form, &PullSecretForm::testFinished);
        form->testButton()->click();
        if (!form->isTesting() && finished.isEmpty())
            return false;
        if (finished.isEmpty() && !finished.wait(30000))
            return false;
        *ok = finished.constFirst().at(0).toBool();
        *message = finished.constFirst().at(1).toString();
        return finished.count() == 1;
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (!m_registry.start(m_user, m_password))
            QFAIL(qPrintable(QStringLiteral("cannot start the htpasswd registry: ") + m_registry.error()));
    }

    void modeShowsItsFields()
    {
        PullSecretForm form;
        form.show();
        QVERIFY(QTest::qWaitForWindowExposed(&form));
        form.setApp(app());
        QCOMPARE(form.mode(), Mode::FromCredentials);
        QVERIFY(form.credentialsGroup()->isVisible());
        QVERIFY(!form.namesGroup()->isVisible());
        QVERIFY(!form.noneNote()->isVisible());
        QVERIFY(form.registryEdit()->placeholderText().contains(QLatin1String("registry.example.com")));
        QCOMPARE(form.testHost(), QStringLiteral("registry.example.com"));

        QSignalSpy edited(&form, &PullSecretForm::edited);
        clickRadio(form.modeButton(Mode::NamedSecrets));
        QCOMPARE(edited.count(), 1);
        QCOMPARE(form.mode(), Mode::NamedSecrets);
        QVERIFY(!form.credentialsGroup()->isVisible());
        QVERIFY(form.namesGroup()->isVisible());
        form.namesForm()->addRow();
        QVERIFY(form.namesModel()->setData(form.namesModel()->index(0, 0), QStringLiteral("ghcr-pull")));
        App a = app();
        form.applyTo(&a);
        QCOMPARE(a.pullSecret.mode, Mode::NamedSecrets);
        QCOMPARE(a.imagePullSecrets, QStringList { QStringLiteral("ghcr-pull") });
        QCOMPARE(a.effectivePullSecretMode(), Mode::NamedSecrets);

        clickRadio(form.modeButton(Mode::None));
        QVERIFY(!form.credentialsGroup()->isVisible());
        QVERIFY(!form.namesGroup()->isVisible());
        QVERIFY(form.noneNote()->isVisible());
        form.applyTo(&a);
        QCOMPARE(a.pullSecret.mode, Mode::None);
        QVERIFY(a.imagePullSecrets.isEmpty()); // not written while another mode is chosen...

        clickRadio(form.modeButton(Mode::NamedSecrets));
        form.applyTo(&a);
        QCOMPARE(a.imagePullSecrets, QStringList { QStringLiteral("ghcr-pull") }); // ...but kept in the form

        // Credentials: typed values go to the app only in their mode; names then do not outrank them.
        clickRadio(form.modeButton(Mode::FromCredentials));
        QTest::keyClicks(form.registryEdit(), QStringLiteral("registry.example.com"));
        QTest::keyClicks(form.usernameEdit(), QStringLiteral("ci"));
        QTest::keyClicks(form.passwordEdit(), QStringLiteral("hunter2"));
        form.applyTo(&a);
        QCOMPARE(a.pullSecret.mode, Mode::FromCredentials);
        QCOMPARE(a.pullSecret.registry, QStringLiteral("registry.example.com"));
        QCOMPARE(a.pullSecret.username, QStringLiteral("ci"));
        QCOMPARE(a.pullSecret.password, QStringLiteral("hunter2"));
        QVERIFY(a.imagePullSecrets.isEmpty());
        QCOMPARE(a.effectivePullSecretMode(), Mode::FromCredentials);
    }

    void showsTheEffectiveMode()
    {
        PullSecretForm form;
        App a = app();
        a.imagePullSecrets = QStringList { QStringLiteral("regcred") }; // mode left at fromCredentials
        QSignalSpy edited(&form, &PullSecretForm::edited);
        form.setApp(a);
        QCOMPARE(form.mode(), Mode::NamedSecrets);
        QCOMPARE(form.namesModel()->names(), a.imagePullSecrets);
        QCOMPARE(edited.count(), 0);
        App b = a;
        form.applyTo(&b);
        QCOMPARE(b.effectivePullSecretMode(), a.effectivePullSecretMode());
        QCOMPARE(b.imagePullSecrets, a.imagePullSecrets);
    }

    void passwordIsMaskedAndNoticeFollowsTheStore()
    {
        PullSecretForm form;
        form.show();
        QVERIFY(QTest::qWaitForWindowExposed(&form));
        App a = app();
        a.pullSecret.password = QStringLiteral("not-on-screen");
        form.setApp(a);
        QCOMPARE(form.passwordEdit()->echoMode(), QLineEdit::Password);
        QCOMPARE(form.passwordEdit()->text(), QStringLiteral("not-on-screen"));
        QVERIFY(!form.passwordEdit()->displayText().contains(QLatin1String("not-on-screen")));

        QVERIFY(!form.keychainNotice()->isVisible());
        SecretStore session(SecretStore::Backend::SessionOnly);
        form.setSecretStore(&session);
        QVERIFY(form.keychainNotice()->isVisible());
        QVERIFY2(form.keychainNotice()->text().contains(
                     QLatin1String("No system keychain: secrets are kept for this session only")),
            qPrintable(form.keychainNotice()->text()));
        form.setSecretStore(nullptr);
        QVERIFY(!form.keychainNotice()->isVisible());
    }

    void findingsShowInline()
    {
        PullSecretForm form;
        form.show();
        App a = app();
        a.pullSecret.username = QStringLiteral("ci");
        form.setApp(a);
        const Findings findings = { Finding::error(QStringLiteral("username for no registry"),
                                        QStringLiteral("apps[shop].pullSecret.registry")),
            Finding::error(QStringLiteral("other app"), QStringLiteral("apps[other].pullSecret.username")) };
        form.showFindings(findings, QStringLiteral("apps[shop]"));
        auto labels = form.credentialsGroup()->findChildren<FindingLabel *>();
        int shown = 0;
        for (FindingLabel *l : std::as_const(labels)) {
            if (l->isVisible()) {
                ++shown;
                QVERIFY(l->text().contains(QLatin1String("username for no registry")));
            }
        }
        QCOMPARE(shown, 1);
        form.showFindings(Findings(), QStringLiteral("apps[shop]"));
        for (FindingLabel *l : std::as_const(labels))
            QVERIFY(!l->isVisible());
    }

    void testCredentialsAgainstARealRegistry_data()
    {
        QTest::addColumn<QString>("password");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<QString>("message");
        QTest::addRow("right password") << m_password << true << "authenticated (Basic)";
        QTest::addRow("wrong password") << "wrong-pw" << false << "wrong username or password (401)";
    }

    void testCredentialsAgainstARealRegistry()
    {
        QFETCH(QString, password);
        QFETCH(bool, ok);
        QFETCH(QString, message);
        PullSecretForm form;
        form.show();
        QVERIFY(QTest::qWaitForWindowExposed(&form));
        form.setApp(app());
        QVERIFY(!form.plainHttpCheck()->isChecked()); // HTTPS unless asked
        QTest::keyClicks(form.registryEdit(), m_registry.host());
        QTest::keyClicks(form.usernameEdit(), m_user);
        QTest::keyClicks(form.passwordEdit(), password);
        QTest::mouseClick(form.plainHttpCheck(), Qt::LeftButton);
        QVERIFY(form.plainHttpCheck()->isChecked());

        QSignalSpy finished(&form, &PullSecretForm::testFinished);
        QVERIFY(form.testButton()->isEnabled());
        QTest::mouseClick(form.testButton(), Qt::LeftButton);
        // Busy until the registry answers: the button waits, the line says what is going on.
        QVERIFY(form.isTesting());
        QVERIFY(!form.testButton()->isEnabled());
        QVERIFY(form.testResultText().contains(m_registry.host()));
        QVERIFY(finished.wait(30000));
        QCOMPARE(finished.count(), 1);
        QCOMPARE(finished.constFirst().at(1).toString(), message);
        QCOMPARE(finished.constFirst().at(0).toBool(), ok);
        QVERIFY(!form.isTesting());
        QVERIFY(form.testButton()->isEnabled());
        QVERIFY2(form.testResultText().contains(message), qPrintable(form.testResultText()));
        QVERIFY(!form.testResultText().contains(password));
        const QString shots = QString::fromLocal8Bit(qgetenv("HELMDECK_SCREENSHOT_DIR"));
        if (!shots.isEmpty()) { // for a human look at the answer's line, at the dock's page size
            form.resize(460, 720);
            QTest::qWait(50);
            QVERIFY(form.grab().save(shots + QStringLiteral("/pullsecret-test-")
                + QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('-'))
                + QStringLiteral(".png")));
        }
        QTest::qWait(50);
        QCOMPARE(finished.count(), 1);

        // Changing a field hides the answer about the old values.
        QTest::keyClicks(form.usernameEdit(), QStringLiteral("x"));
        QVERIFY(form.testResultText().isEmpty());
    }

    void httpsUnlessPlainHttpIsAsked()
    {
        PullSecretForm form;
        form.setApp(app());
        form.registryEdit()->setText(m_registry.host());
        form.usernameEdit()->setText(m_user);
        form.passwordEdit()->setText(m_password);
        bool ok = true;
        QString message;
        QVERIFY(runTest(&form, &ok, &message));
        // The loopback registry speaks plain HTTP only: a TLS handshake with it fails.
        QVERIFY2(!ok, qPrintable(message));
        QVERIFY(message != QLatin1String("authenticated (Basic)"));
    }

    void testWithoutUsernameUsesTheDockerConfig()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QFile config(dir.filePath(QStringLiteral("config.json")));
        QVERIFY(config.open(QIODevice::WriteOnly));
        const QByteArray auth = (m_user + QLatin1Char(':') + m_password).toUtf8().toBase64();
        config.write("{\"auths\": {\"" + m_registry.host().toUtf8() + "\": {\"auth\": \"" + auth + "\"}}}\n");
        config.close();
        QProcessEnvironment env;
        env.insert(QStringLiteral("DOCKER_CONFIG"), dir.path());
        env.insert(QStringLiteral("HOME"), dir.path());
        env.insert(QStringLiteral("HELM_REGISTRY_CONFIG"), dir.filePath(QStringLiteral("none.json")));

        PullSecretForm form;
        form.setApp(app());
        form.tester()->setEnvironment(env);
        form.registryEdit()->setText(m_registry.host());
        form.plainHttpCheck()->setChecked(true);
        bool ok = false;
        QString message;
        QVERIFY(runTest(&form, &ok, &message));
        QVERIFY2(ok, qPrintable(message));
        QVERIFY(message.startsWith(QLatin1String("authenticated (Basic)")));
        QVERIFY2(message.contains(QLatin1String("config.json")), qPrintable(message));
        QVERIFY(!message.contains(m_password));

        // Nothing configured for the host: an anonymous check that says so.
        QVERIFY(config.open(QIODevice::WriteOnly | QIODevice::Truncate));
        config.write("{}\n");
        config.close();
        QVERIFY(runTest(&form, &ok, &message));
        QVERIFY(!ok);
        QVERIFY2(message.contains(QLatin1String("no credential for")), qPrintable(message));
    }
};

QTEST_MAIN(TestPullSecretForm)
#include "tst_pullsecretform.moc"
