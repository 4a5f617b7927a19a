// SPDX-License-Identifier: GPL-3.0-or-later
// The window opens a project with secrets (the guestbook example: a bundled PostgreSQL, a pull
// secret, an imported certificate) when the secret service never answers: a private D-Bus session
// whose org.freedesktop.secrets is activatable but never claims its name, so every keychain call
// waits — what a desktop without a working keyring daemon does. The project is shown, a warning
// names the keychain and the secrets it could not read, the preview renders with those secrets
// marked, no password is generated for the session, and a deploy would be refused.
#include "windowfixture.h"

#include "deploy/jobsetup.h"
#include "deploy/preflight.h"
#include "preview/previewpane.h"
#include "secrets/secretstore.h"

#include "testutil.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace HelmDeck;

namespace {

const QString AppName = QStringLiteral("guestbook");

/** Writes @p text to @p path; false on failure. */
bool writeFile(const QString &path, const QByteArray &text)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(text) == text.size();
}

bool hasFinding(const Findings &findings, const QString &fieldPath, const QString &text)
{
    for (const Finding &f : findings) {
        if (f.fieldPath == fieldPath && f.severity == Finding::Severity::Warning && f.message.contains(text))
            return true;
    }
    return false;
}

} // namespace

class TestWindowNoKeychain : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QString error;
        QVERIFY2(m_fixture.init(QStringLiteral("guestbook"), &error), qPrintable(error));
        // A session bus of our own whose secret service is activated but never answers.
        const QDir bus(m_bus.path());
        bus.mkpath(QStringLiteral("services"));
        QVERIFY(writeFile(bus.filePath(QStringLiteral("services/org.freedesktop.secrets.service")),
            "[D-BUS Service]\nName=org.freedesktop.secrets\nExec=/bin/sleep 30\n"));
        QVERIFY(writeFile(bus.filePath(QStringLiteral("session.conf")),
            QByteArray("<!DOCTYPE busconfig PUBLIC \"-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN\" "
                       "\"http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd\">\n<busconfig>\n"
                       "<type>session</type>\n<listen>unix:dir=")
                + QFile::encodeName(m_bus.path()) + "</listen>\n<servicedir>"
                + QFile::encodeName(bus.filePath(QStringLiteral("services")))
                + "</servicedir>\n<policy context=\"default\"><allow send_destination=\"*\"/>"
                  "<allow own=\"*\"/></policy>\n"
                  "<limit name=\"service_start_timeout\">600000</limit>\n</busconfig>\n"));
        m_daemon.setProcessChannelMode(QProcess::SeparateChannels);
        m_daemon.start(QStringLiteral("dbus-daemon"),
            { QStringLiteral("--nofork"), QStringLiteral("--print-address=1"),
                QStringLiteral("--config-file=") + bus.filePath(QStringLiteral("session.conf")) });
        QVERIFY2(m_daemon.waitForStarted(10000), "cannot start dbus-daemon");
        QVERIFY(QTest::qWaitFor([this]() { return m_daemon.canReadLine(); }, 10000));
        const QByteArray address = m_daemon.readLine().trimmed();
        QVERIFY2(address.startsWith("unix:"), address.constData());
        qputenv("DBUS_SESSION_BUS_ADDRESS", address); // before anything in this process uses D-Bus

        // the example as a user has it, next to its certificate chain
        const QString src = TestUtil::sourceDir() + QStringLiteral("/examples/guestbook/");
        QVERIFY(QDir().mkpath(m_fixture.path(QStringLiteral("tls"))));
        QVERIFY(QFile::copy(
            src + QStringLiteral("helmdeck.yaml"), m_fixture.path(QStringLiteral("helmdeck.yaml"))));
        const QString chain = QStringLiteral("tls/wildcard.guestbook.example.com.pem");
        QVERIFY(QFile::copy(src + chain, m_fixture.path(chain)));
    }

    void cleanupTestCase()
    {
        m_daemon.kill();
        m_daemon.waitForFinished(5000);
    }

    void aProjectWithSecretsOpensWithoutAnsweringKeychain()
    {
        auto w = m_fixture.makeWindow(); // its own system-keychain store, as the program makes it
        w->resize(1024, 700);
        QSignalSpy opened(w.get(), &MainWindow::projectOpened);
        QVERIFY(w->openProject(m_fixture.path(QStringLiteral("helmdeck.yaml"))));
        // bounded: the window's store gives up on the keychain after MainWindow::KeychainAnswerTimeoutMs
        QVERIFY2(!opened.isEmpty() || opened.wait(6 * MainWindow::KeychainAnswerTimeoutMs),
            "the project was not shown while the keychain does not answer");
        QVERIFY(w->hasProject());
        QVERIFY(!w->isBusy()); // open, save and close are not blocked by the keychain
        const SecretStore *store = w->secretStore();
        QVERIFY(!store->isPersistent());
        QVERIFY2(store->unavailableReason().contains(QStringLiteral("did not answer")),
            qPrintable(store->unavailableReason()));

        // one warning names the keychain and every secret not read; each is marked on its field
        const QString pg = QStringLiteral("apps[guestbook].services[postgres].password");
        const QString key = QStringLiteral("apps[guestbook].routing.certificate");
        const QString pull = QStringLiteral("apps[guestbook].pullSecret.password");
        const Findings findings = w->findingsModel()->findings();
        const QString all = WindowFixture::findingsText(w->findingsModel());
        bool summary = false;
        for (const Finding &f : findings) {
            summary = summary
                || (f.severity == Finding::Severity::Warning
                    && f.message.contains(QStringLiteral("the system keychain is unavailable"))
                    && f.message.contains(pg) && f.message.contains(key) && f.message.contains(pull));
        }
        QVERIFY2(summary, qPrintable(all));
        QVERIFY2(hasFinding(findings, pg, QStringLiteral("no system keychain")), qPrintable(all));
        QVERIFY2(hasFinding(findings, key, QStringLiteral("no system keychain")), qPrintable(all));

        // no password was made up for the session: the data would be locked out after it
        const Project &project = w->project();
        QCOMPARE(project.apps.size(), 1);
        QCOMPARE(project.apps.at(0).services.size(), 1);
        QVERIFY(project.apps.at(0).services.at(0).credential.isEmpty());
        QVERIFY(project.apps.at(0).certificate.key.isEmpty());

        // the preview renders every release anyway
        QVERIFY2(WindowFixture::waitForRender(w.get()), qPrintable(w->renderStatusText()));
        // the render says where the pull secret's credentials come from instead
        QVERIFY2(hasFinding(w->findingsModel()->findings(), pull, QStringLiteral("no password for deploy")),
            qPrintable(WindowFixture::findingsText(w->findingsModel())));
        const QStringList releases = w->preview()->releases();
        for (const QString &release : { QStringLiteral("config-guestbook"), QStringLiteral("tls-guestbook"),
                 QStringLiteral("guestbook") })
            QVERIFY2(releases.contains(release), qPrintable(releases.join(QLatin1Char(' '))));
        QVERIFY(w->preview()
                    ->releaseText(QStringLiteral("guestbook"))
                    .contains(QLatin1String("guestbook-postgres")));

        // what the deploy's preflight gets from this project (JobSetup with requireSecretValues): refused
        DeployOptions options;
        options.missingSecrets = JobSetup::missingSecrets(project, AppName);
        const Findings refusal = Preflight::secretValues(project.apps.at(0), options);
        QVERIFY2(refusal.size() == 2, qPrintable(QString::number(refusal.size())));
        for (const Finding &f : refusal)
            QCOMPARE(f.severity, Finding::Severity::Error);
        WindowFixture::saveShot(w.get(), QStringLiteral("window-no-keychain.png"));
    }

private:
    WindowFixture m_fixture;
    QTemporaryDir m_bus;
    QProcess m_daemon;
};

QTEST_MAIN(TestWindowNoKeychain)
#include "tst_windownokeychain.moc"
