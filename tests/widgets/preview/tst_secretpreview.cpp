// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/envtablemodel.h"
#include "editor/projecteditor.h"
#include "editor/pullsecretform.h"
#include "findings/findingsmodel.h"
#include "preview/previewpane.h"
#include "render/redactor.h"
#include "secrets/secretstore.h"
#include "testutil.h"
#include "window/mainwindow.h"
#include "windowfixture.h"

#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>
#include <QToolButton>

using namespace HelmDeck;

/**
 * Secret values in the window: masked in the env table and in the preview until revealed, never in
 * the project file, back from the keychain when the project is opened again.
 */
class TestSecretPreview : public QObject
{
    Q_OBJECT

private:
    WindowFixture m_fx;

    static QString allPreviewText(const PreviewPane *preview)
    {
        QString all;
        for (const QString &release : preview->releases())
            all += preview->releaseText(release);
        return all;
    }

    static QString b64(const QString &text) { return QString::fromLatin1(text.toUtf8().toBase64()); }

    /** The value of the quoted key @p key in @p yaml ("key": "value"), unquoted. */
    static QString yamlValue(const QString &yaml, const QString &key)
    {
        const QRegularExpression re(
            QRegularExpression::escape(key) + QStringLiteral("\"?:\\s*\"?([^\"\\n]*)"));
        return re.match(yaml).captured(1);
    }

    /** The text of a double-quoted value "key": "…" (a revealed Secret's decoded value), unescaped. */
    static QString quotedValue(const QString &yaml, const QString &key)
    {
        const QRegularExpression re(
            QRegularExpression::escape(key) + QStringLiteral("\"?:\\s*\"((?:[^\"\\\\\\n]|\\\\.)*)\""));
        QString text = re.match(yaml).captured(1);
        text.replace(QStringLiteral("\\\""), QStringLiteral("\""));
        text.replace(QStringLiteral("\\\\"), QStringLiteral("\\"));
        return text;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QString error;
        if (!m_fx.init(QStringLiteral("tst_secretpreview"), &error))
            QFAIL(qPrintable(error));
    }

    void envSecretCanary()
    {
        const QString canary = QStringLiteral("canary-7f3a");
        Project p = WindowFixture::sampleProject();
        p.apps[0].env = { EnvVar { QStringLiteral("LOG_LEVEL"), QStringLiteral("info"), false },
            EnvVar { QStringLiteral("SECRET_KEY"), QString(), true } };
        const QString file = m_fx.writeProject(QStringLiteral("canary.yaml"), p);
        auto w = m_fx.openAndRender(file);
        QVERIFY(w);
        // Nothing in the keychain for it yet: a warning that goes once there is a value.
        QVERIFY2(WindowFixture::findingRow(w->findingsModel(), QStringLiteral("apps[python].env[SECRET_KEY]"))
                >= 0,
            qPrintable(WindowFixture::findingsText(w->findingsModel())));

        EnvTableModel *env = w->editor()->envModel();
        const int row = env->rowOf(QStringLiteral("SECRET_KEY"));
        QVERIFY(env->setData(env->index(row, EnvTableModel::ValueColumn), canary));
        QCOMPARE(env->index(row, EnvTableModel::ValueColumn).data().toString(), EnvTableModel::mask());
        QCOMPARE(
            WindowFixture::findingRow(w->findingsModel(), QStringLiteral("apps[python].env[SECRET_KEY]")),
            -1);
        bool ok = false;
        QVERIFY(WindowFixture::waitForNextRender(w.get(), &ok));
        QVERIFY2(ok, qPrintable(w->preview()->bannerText()));

        // Unrevealed: the key is there, its value is not, in clear or base64.
        PreviewPane *preview = w->preview();
        QVERIFY(!preview->secretsRevealed());
        QCOMPARE(preview->releases().constFirst(), QStringLiteral("config-python"));
        const QString masked = preview->releaseText(QStringLiteral("config-python"));
        QVERIFY2(masked.contains(QLatin1String("SECRET_KEY")), qPrintable(masked));
        QVERIFY(masked.contains(Redactor::placeholderData() + QLatin1Char(' ') + Redactor::maskedComment()));
        QVERIFY(!allPreviewText(preview).contains(canary));
        QVERIFY(!allPreviewText(preview).contains(b64(canary)));

        // Saved: the file has the name, not the value.
        QVERIFY(WindowFixture::saveAndWait(w.get()));
        const QByteArray saved = TestUtil::readFile(file);
        QVERIFY(saved.contains("SECRET_KEY"));
        QVERIFY(!saved.contains(canary.toUtf8()));
        QVERIFY(!saved.contains(b64(canary).toUtf8()));
        // ... and the keychain has the value: another store (another process would do the same) reads it.
        if (!w->secretStore()->isPersistent())
            QFAIL(qPrintable(
                QStringLiteral("no system keychain (%1): run the widget tests under dbus-run-session "
                               "with an unlocked gnome-keyring-daemon (scripts/setup.sh test)")
                    .arg(w->secretStore()->unavailableReason())));
        SecretStore other(SecretStore::Backend::SystemKeychain);
        const SecretStore::Result stored = other.readSync(SecretKey::env(
            SecretKey::projectKeyFor(file), QStringLiteral("python"), QStringLiteral("SECRET_KEY")));
        QVERIFY2(stored.ok(), qPrintable(stored.error));
        QCOMPARE(stored.value, canary);

        // Revealed on request, in every tab.
        QVERIFY(preview->revealButton()->isEnabled());
        QTest::mouseClick(preview->revealButton(), Qt::LeftButton);
        QVERIFY(preview->secretsRevealed());
        QCOMPARE(preview->revealButton()->text(), QStringLiteral("Hide secrets"));
        const QString revealed = preview->releaseText(QStringLiteral("config-python"));
        // decoded, not base64: the value as typed, under stringData (still appliable)
        QVERIFY2(revealed.contains(QLatin1String("\nstringData:\n")), qPrintable(revealed));
        QVERIFY2(!revealed.contains(b64(canary)), qPrintable(revealed));
        QCOMPARE(quotedValue(revealed, QStringLiteral("SECRET_KEY")), canary);
        QCOMPARE(quotedValue(revealed, QStringLiteral("LOG_LEVEL")), QStringLiteral("info"));
        QTest::mouseClick(preview->revealButton(), Qt::LeftButton);
        QVERIFY(!preview->releaseText(QStringLiteral("config-python")).contains(b64(canary)));
        QVERIFY(!preview->releaseText(QStringLiteral("config-python")).contains(canary));

        // Opening the project again: hidden again, and the value comes back from the keychain.
        preview->setSecretsRevealed(true);
        QVERIFY(WindowFixture::openAndWait(w.get(), file));
        QVERIFY(WindowFixture::waitForNextRender(w.get(), &ok));
        QVERIFY(ok);
        QVERIFY(!preview->secretsRevealed());
        QVERIFY(!preview->revealButton()->isChecked());
        QVERIFY(!allPreviewText(preview).contains(b64(canary)));
        QCOMPARE(w->project().apps.constFirst().env.at(1).value, canary);
        QCOMPARE(
            WindowFixture::findingRow(w->findingsModel(), QStringLiteral("apps[python].env[SECRET_KEY]")),
            -1);
        preview->setSecretsRevealed(true);
        QCOMPARE(
            quotedValue(preview->releaseText(QStringLiteral("config-python")), QStringLiteral("SECRET_KEY")),
            canary);
    }

    void theWindowIsBusyWhileTheKeychainIsRead()
    {
        Project p = WindowFixture::sampleProject();
        p.apps[0].env = { EnvVar { QStringLiteral("API_TOKEN"), QStringLiteral("busy-1d"), true } };
        const QString file = m_fx.writeProject(QStringLiteral("busy.yaml"), p);
        auto w = m_fx.makeWindow();
        QVERIFY(WindowFixture::openAndWait(w.get(), file));
        QVERIFY(w->project().apps.constFirst().env.constFirst().value.isEmpty()); // the file has no value
        EnvTableModel *env = w->editor()->envModel();
        QVERIFY(env->setData(env->index(0, EnvTableModel::ValueColumn), QStringLiteral("busy-1d")));
        QVERIFY(WindowFixture::saveAndWait(w.get()));
        QVERIFY(!w->isDirty());

        // Opening reads the keychain asynchronously: meanwhile a second open, a save and a close are refused.
        QSignalSpy opened(w.get(), &MainWindow::projectOpened);
        QSignalSpy busy(w.get(), &MainWindow::busyChanged);
        QVERIFY(w->openProject(file));
        QVERIFY(w->isBusy());
        QCOMPARE(opened.count(), 0);
        m_fx.errors.clear();
        QVERIFY(!w->openProject(file));
        QCOMPARE(m_fx.errors.size(), 1);
        QVERIFY(!w->saveProjectAs(file));
        QVERIFY(!w->close());
        QVERIFY(w->isVisible());
        QVERIFY(opened.wait(WindowFixture::RenderTimeoutMs));
        QCOMPARE(opened.count(), 1);
        QVERIFY(!w->isBusy());
        QCOMPARE(busy.count(), 2); // busy, then idle
        QCOMPARE(w->project().apps.constFirst().env.constFirst().value, QStringLiteral("busy-1d"));
    }

    void anEditWhileTheKeychainIsWrittenStaysUnsaved()
    {
        Project p = WindowFixture::sampleProject();
        p.apps[0].env = { EnvVar { QStringLiteral("API_TOKEN"), QString(), true },
            EnvVar { QStringLiteral("LOG_LEVEL"), QStringLiteral("info"), false } };
        const QString file = m_fx.writeProject(QStringLiteral("edit-during-save.yaml"), p);
        auto w = m_fx.makeWindow();
        QVERIFY(WindowFixture::openAndWait(w.get(), file));
        EnvTableModel *env = w->editor()->envModel();
        QVERIFY(env->setData(env->index(0, EnvTableModel::ValueColumn), QStringLiteral("tok-7e")));
        QSignalSpy saved(w.get(), &MainWindow::projectSaved);
        QVERIFY(w->saveProject());
        QVERIFY(w->isBusy());
        QVERIFY(w->isDirty()); // not saved until the keychain has the value too
        QVERIFY(env->setData(env->index(1, EnvTableModel::ValueColumn), QStringLiteral("debug")));
        QVERIFY(saved.wait(WindowFixture::RenderTimeoutMs));
        QVERIFY(saved.constFirst().constFirst().toBool());
        QVERIFY2(w->isDirty(), "the edit made during the keychain write is not in the file");
        QVERIFY(!TestUtil::readFile(file).contains("debug"));
        QVERIFY(WindowFixture::saveAndWait(w.get()));
        QVERIFY(!w->isDirty());
        QVERIFY(TestUtil::readFile(file).contains("debug"));
    }

    void choosingSaveBeforeAnOpenOpensOnceTheKeychainIsWritten()
    {
        Project p = WindowFixture::sampleProject();
        p.apps[0].env = { EnvVar { QStringLiteral("API_TOKEN"), QString(), true } };
        const QString first = m_fx.writeProject(QStringLiteral("first.yaml"), p);
        const QString second = m_fx.writeProject(QStringLiteral("second.yaml"));
        auto w = m_fx.makeWindow();
        QVERIFY(WindowFixture::openAndWait(w.get(), first));
        EnvTableModel *env = w->editor()->envModel();
        QVERIFY(env->setData(env->index(0, EnvTableModel::ValueColumn), QStringLiteral("queued-2f")));
        w->setUnsavedChangesPrompt([](const QString &) { return MainWindow::UnsavedChoice::Save; });
        QSignalSpy opened(w.get(), &MainWindow::projectOpened);
        QVERIFY(w->openProject(second));
        QVERIFY(w->isBusy()); // the first file is written; its secret is on its way to the keychain
        QCOMPARE(w->filePath(), QFileInfo(first).absoluteFilePath());
        QCOMPARE(opened.count(), 0);
        QVERIFY(opened.wait(WindowFixture::RenderTimeoutMs));
        QCOMPARE(opened.constFirst().constFirst().toString(), second);
        QCOMPARE(w->filePath(), QFileInfo(second).absoluteFilePath());
        const SecretStore::Result stored = w->secretStore()->readSync(SecretKey::env(
            SecretKey::projectKeyFor(first), QStringLiteral("python"), QStringLiteral("API_TOKEN")));
        QVERIFY2(stored.ok(), qPrintable(stored.error));
        QCOMPARE(stored.value, QStringLiteral("queued-2f"));
    }

    void markingAValueSecretKeepsItOutOfTheFile()
    {
        const QString value = QStringLiteral("was-plain-0c41");
        Project p = WindowFixture::sampleProject();
        p.apps[0].env = { EnvVar { QStringLiteral("API_TOKEN"), value, false } };
        const QString file = m_fx.writeProject(QStringLiteral("toggle.yaml"), p);
        QVERIFY(TestUtil::readFile(file).contains(value.toUtf8()));
        auto w = m_fx.makeWindow();
        QVERIFY(WindowFixture::openAndWait(w.get(), file));
        EnvTableModel *env = w->editor()->envModel();
        QVERIFY(
            env->setData(env->index(0, EnvTableModel::SecretColumn), int(Qt::Checked), Qt::CheckStateRole));
        QVERIFY(w->project().apps.constFirst().env.constFirst().secret);
        QVERIFY(WindowFixture::saveAndWait(w.get()));
        QVERIFY(!TestUtil::readFile(file).contains(value.toUtf8()));
        QVERIFY(WindowFixture::openAndWait(w.get(), file));
        QCOMPARE(w->project().apps.constFirst().env.constFirst().value, value);
    }

    // Saving removes what the edit took away: a value no longer secret, a secret value cleared.
    void savingRemovesDroppedSecrets()
    {
        Project p = WindowFixture::sampleProject();
        p.apps[0].env = { EnvVar { QStringLiteral("API_TOKEN"), QString(), true },
            EnvVar { QStringLiteral("DB_PASSWORD"), QString(), true } };
        const QString file = m_fx.writeProject(QStringLiteral("drop.yaml"), p);
        auto w = m_fx.makeWindow();
        QVERIFY(WindowFixture::openAndWait(w.get(), file));
        EnvTableModel *env = w->editor()->envModel();
        QVERIFY(env->setData(env->index(0, EnvTableModel::ValueColumn), QStringLiteral("tok-5b")));
        QVERIFY(env->setData(env->index(1, EnvTableModel::ValueColumn), QStringLiteral("db-6c")));
        QVERIFY(WindowFixture::saveAndWait(w.get()));
        const QString key = SecretKey::projectKeyFor(file);
        const SecretKey token = SecretKey::env(key, QStringLiteral("python"), QStringLiteral("API_TOKEN"));
        const SecretKey db = SecretKey::env(key, QStringLiteral("python"), QStringLiteral("DB_PASSWORD"));
        QCOMPARE(w->secretStore()->readSync(token).value, QStringLiteral("tok-5b"));
        QCOMPARE(w->secretStore()->readSync(db).value, QStringLiteral("db-6c"));

        QVERIFY(
            env->setData(env->index(0, EnvTableModel::SecretColumn), int(Qt::Unchecked), Qt::CheckStateRole));
        QVERIFY(env->setData(env->index(1, EnvTableModel::ValueColumn), QString()));
        QVERIFY(WindowFixture::saveAndWait(w.get()));
        QCOMPARE(w->secretStore()->readSync(token).status, SecretStore::Status::NotFound);
        QCOMPARE(w->secretStore()->readSync(db).status, SecretStore::Status::NotFound);
        QVERIFY(TestUtil::readFile(file).contains("tok-5b")); // no longer secret: in the file, as asked
    }

    void pullSecretPasswordCanary()
    {
        const QString password = QStringLiteral("pw-canary-9d2e");
        Project p = WindowFixture::sampleProject();
        p.apps[0].pullSecret.registry = QStringLiteral("registry.example.com");
        p.apps[0].pullSecret.username = QStringLiteral("ci");
        const QString file = m_fx.writeProject(QStringLiteral("pull.yaml"), p);
        auto w = m_fx.openAndRender(file);
        QVERIFY(w);
        PullSecretForm *form = w->editor()->pullSecretForm();
        w->editor()->focusField(QStringLiteral("apps[python].pullSecret.password"));
        QCOMPARE(form->usernameEdit()->text(), QStringLiteral("ci"));
        QVERIFY(form->passwordEdit()->text().isEmpty());
        QTest::keyClicks(form->passwordEdit(), password);
        QCOMPARE(w->project().apps.constFirst().pullSecret.password, password);

        bool ok = false;
        QVERIFY(WindowFixture::waitForNextRender(w.get(), &ok));
        QVERIFY2(
            ok, qPrintable(w->preview()->bannerText() + WindowFixture::findingsText(w->findingsModel())));
        PreviewPane *preview = w->preview();
        QCOMPARE(preview->releases(),
            (QStringList { QStringLiteral("config-python"), QStringLiteral("pull-secret-python"),
                QStringLiteral("python") }));
        const QString auth = b64(QStringLiteral("ci:") + password);
        QVERIFY(!allPreviewText(preview).contains(password));
        QVERIFY(!allPreviewText(preview).contains(auth));
        const QString masked = preview->releaseText(QStringLiteral("pull-secret-python"));
        // appliable placeholder data (base64 of JSON, as a .dockerconfigjson must be) marked as masked
        QCOMPARE(yamlValue(masked, QStringLiteral(".dockerconfigjson")),
            Redactor::placeholderData() + QLatin1Char(' ') + Redactor::maskedComment());
        QVERIFY(preview->releaseText(QStringLiteral("python")).contains(QLatin1String("pull-secret-python")));

        preview->setSecretsRevealed(true);
        const QString payload = quotedValue(
            preview->releaseText(QStringLiteral("pull-secret-python")), QStringLiteral(".dockerconfigjson"));
        const QJsonObject config = QJsonDocument::fromJson(payload.toUtf8()).object(); // decoded JSON
        QCOMPARE(config.value(QStringLiteral("auths"))
                     .toObject()
                     .value(QStringLiteral("registry.example.com"))
                     .toObject()
                     .value(QStringLiteral("auth"))
                     .toString(),
            auth);

        QVERIFY(WindowFixture::saveAndWait(w.get()));
        const QByteArray saved = TestUtil::readFile(file);
        QVERIFY(saved.contains("\"ci\""));
        QVERIFY(!saved.contains(password.toUtf8()));
        QVERIFY(!saved.contains(auth.toUtf8()));
        QVERIFY(WindowFixture::openAndWait(w.get(), file));
        QCOMPARE(form->passwordEdit()->text(), password);
        QVERIFY(!preview->secretsRevealed());
    }
};

QTEST_MAIN(TestSecretPreview)
#include "tst_secretpreview.moc"
