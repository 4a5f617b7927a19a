// SPDX-License-Identifier: GPL-3.0-or-later
#include "registrypage.h"

#include "editor/credentialtester.h"
#include "forms/findinglabel.h"
#include "forms/hintlabel.h"
#include "publishwizard.h"
#include "secrets/secretstore.h"

#include <QCheckBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QVBoxLayout>

namespace HelmDeck {

namespace {

const QColor okColor(0x2e, 0x7d, 0x32);
const QColor failColor(0xc6, 0x28, 0x28);

SecretKey keyFor(const QString &host)
{
    return SecretKey::registry(RegistryPage::keychainProject(), QString(), host);
}

} // namespace

RegistryPage::RegistryPage(QWidget *parent)
    : QWizardPage(parent)
    , m_url(new QLineEdit(this))
    , m_urlError(new FindingLabel(this))
    , m_username(new QLineEdit(this))
    , m_password(new QLineEdit(this))
    , m_keychain(new HintLabel(QString(), this))
    , m_plainHttp(new QCheckBox(tr("&Plain HTTP (a local registry without TLS)"), this))
    , m_caFile(new QLineEdit(this))
    , m_caBrowse(new QPushButton(tr("Bro&wse..."), this))
    , m_test(new QPushButton(tr("&Test credentials"), this))
    , m_testResult(new QLabel(this))
    , m_tester(new CredentialTester(this))
{
    setTitle(tr("Registry"));
    setSubTitle(tr("The OCI registry the variants are pushed to, and how to log in."));
    m_url->setObjectName(QStringLiteral("publishRegistryUrl"));
    m_url->setPlaceholderText(QStringLiteral("oci://ghcr.io/acme/charts"));
    m_urlError->setObjectName(QStringLiteral("publishRegistryError"));
    m_username->setObjectName(QStringLiteral("publishRegistryUser"));
    m_password->setObjectName(QStringLiteral("publishRegistryPassword"));
    m_password->setEchoMode(QLineEdit::Password);
    m_keychain->setObjectName(QStringLiteral("publishRegistryKeychain"));
    m_plainHttp->setObjectName(QStringLiteral("publishRegistryPlainHttp"));
    m_caFile->setObjectName(QStringLiteral("publishRegistryCaFile"));
    m_caFile->setPlaceholderText(tr("The system's CAs"));
    m_test->setObjectName(QStringLiteral("publishRegistryTest"));
    m_testResult->setObjectName(QStringLiteral("publishRegistryTestResult"));
    m_testResult->setWordWrap(true);
    m_testResult->hide();
    m_keychain->hide();

    auto *ca = new QHBoxLayout;
    ca->addWidget(m_caFile, 1);
    ca->addWidget(m_caBrowse);
    auto *form = new QFormLayout;
    form->addRow(tr("&Registry:"), m_url);
    form->addRow(QString(), m_urlError);
    form->addRow(tr("&Username:"), m_username);
    form->addRow(tr("Pa&ssword:"), m_password);
    form->addRow(QString(), m_keychain);
    form->addRow(QString(), m_plainHttp);
    auto *caLabel = new QLabel(tr("&CA file:"), this);
    caLabel->setBuddy(m_caFile); // a layout as the field takes no buddy of its own
    form->addRow(caLabel, ca);
    auto *test = new QHBoxLayout;
    test->addWidget(m_test);
    test->addWidget(m_testResult, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addLayout(test);
    layout->addStretch(1);

    connect(m_url, &QLineEdit::textChanged, this, &RegistryPage::onUrlChanged);
    connect(m_url, &QLineEdit::editingFinished, this, [this]() {
        OciRepository r;
        if (registry(&r))
            readPassword(r.host);
    });
    for (QLineEdit *edit : { m_username, m_password })
        connect(edit, &QLineEdit::textEdited, this, [this]() {
            if (!m_tester->isRunning())
                m_testResult->hide(); // an answer about other credentials would mislead
        });
    connect(m_caBrowse, &QPushButton::clicked, this, [this]() {
        const QString file = QFileDialog::getOpenFileName(
            this, tr("CA File"), m_caFile->text(), tr("Certificates (*.pem *.crt *.cer);;All files (*)"));
        if (!file.isEmpty())
            m_caFile->setText(QDir::toNativeSeparators(file));
    });
    connect(m_test, &QPushButton::clicked, this, &RegistryPage::testCredentials);
    connect(m_tester, &CredentialTester::finished, this, &RegistryPage::onTestFinished);
    onUrlChanged();
}

RegistryPage::~RegistryPage() = default;

QString RegistryPage::keychainProject()
{
    return QStringLiteral("publish");
}

bool RegistryPage::registry(OciRepository *out) const
{
    QString error;
    return OciRepository::parse(m_url->text().trimmed(), out, &error);
}

QString RegistryPage::username() const
{
    return m_username->text().trimmed();
}

QString RegistryPage::password() const
{
    return m_password->text();
}

bool RegistryPage::plainHttp() const
{
    return m_plainHttp->isChecked();
}

QString RegistryPage::caFile() const
{
    return QDir::fromNativeSeparators(m_caFile->text().trimmed());
}

bool RegistryPage::isTesting() const
{
    return m_tester->isRunning();
}

QString RegistryPage::testResultText() const
{
    return m_testResult->isHidden() ? QString() : m_testResult->text();
}

void RegistryPage::onUrlChanged()
{
    OciRepository r;
    QString error;
    const QString text = m_url->text().trimmed();
    if (text.isEmpty() || OciRepository::parse(text, &r, &error))
        m_urlError->clearFindings();
    else
        m_urlError->setFindings({ Finding::error(error, QStringLiteral("publish.registry")) });
    updateTestButton();
    Q_EMIT completeChanged();
}

void RegistryPage::showKeychainNote(const QString &text)
{
    m_keychain->setText(text);
    m_keychain->setVisible(!text.isEmpty());
}

void RegistryPage::readPassword(const QString &host)
{
    auto *w = qobject_cast<PublishWizard *>(wizard());
    SecretStore *store = w ? w->secretStore() : nullptr;
    if (!store || host == m_readFor || !m_password->text().isEmpty())
        return;
    m_readFor = host;
    QPointer<RegistryPage> self(this);
    store->read(keyFor(host), [self, host](const SecretStore::Result &result) {
        if (!self || self->m_readFor != host)
            return;
        if (result.ok() && self->m_password->text().isEmpty()) {
            self->m_password->setText(result.value);
            self->showKeychainNote(tr("Password from the keychain for %1.").arg(host));
        } else if (result.status == SecretStore::Status::Error) {
            self->showKeychainNote(tr("Keychain: %1").arg(result.error));
        } else {
            self->showKeychainNote(tr("Kept in the keychain for %1 on Next.").arg(host));
        }
    });
}

void RegistryPage::updateTestButton()
{
    OciRepository r;
    const bool running = m_tester->isRunning();
    m_test->setEnabled(!running && registry(&r));
    m_test->setText(running ? tr("Testing...") : tr("&Test credentials"));
}

void RegistryPage::testCredentials()
{
    OciRepository r;
    if (!registry(&r) || m_tester->isRunning())
        return;
    auto *w = qobject_cast<PublishWizard *>(wizard());
    if (w)
        m_tester->setEnvironment(w->environment());
    m_tester->setPlainHttp(plainHttp());
    m_tester->start(r.host, username(), password());
    m_testResult->setPalette(palette());
    m_testResult->setText(tr("Testing %1 ...").arg(r.host));
    m_testResult->show();
    updateTestButton();
}

void RegistryPage::onTestFinished(bool ok, const QString &message)
{
    QPalette pal = palette();
    pal.setColor(QPalette::WindowText, ok ? okColor : failColor);
    m_testResult->setPalette(pal);
    m_testResult->setText((ok ? QStringLiteral("\u2714 ") : QStringLiteral("\u2716 ")) + message);
    m_testResult->show();
    updateTestButton();
    Q_EMIT testFinished(ok, message);
}

bool RegistryPage::isComplete() const
{
    OciRepository r;
    return registry(&r);
}

bool RegistryPage::validatePage()
{
    OciRepository r;
    auto *w = qobject_cast<PublishWizard *>(wizard());
    SecretStore *store = w ? w->secretStore() : nullptr;
    if (store && registry(&r) && !password().isEmpty()) {
        QPointer<RegistryPage> self(this);
        store->write(keyFor(r.host), password(), [self](const SecretStore::Result &result) {
            if (self && !result.ok())
                self->showKeychainNote(tr("Keychain: %1").arg(result.error));
        });
    }
    return true;
}

} // namespace HelmDeck
