// SPDX-License-Identifier: GPL-3.0-or-later
#include "routingform.h"

#include "certificatesummary.h"
#include "forms/clusterlistbox.h"
#include "forms/findinglabel.h"
#include "forms/formbuilder.h"
#include "io/inputfile.h"
#include "keychainnotice.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace HelmDeck {

namespace {

/** The first finding's message: why a guarded read refused the file. */
QString firstMessage(const Findings &findings)
{
    return findings.isEmpty() ? QString() : findings.constFirst().message;
}

/** @p edit with a "Choose…" button after it, as one field (focus goes to the edit). */
QWidget *withButton(QLineEdit *edit, QPushButton *button, QWidget *owner)
{
    auto *box = new QWidget(owner);
    auto *row = new QHBoxLayout(box);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(edit, 1);
    row->addWidget(button);
    box->setFocusProxy(edit);
    return box;
}

} // namespace

RoutingForm::RoutingForm(QWidget *parent)
    : QWidget(parent)
    , m_kind(new QComboBox(this))
{
    auto *outer = new QVBoxLayout(this);
    auto *grid = new QGridLayout;
    outer->addLayout(grid);
    outer->addStretch(1);
    FormBuilder rows(grid, this);
    buildRoute(rows);
    rows.addSpacing(12);
    buildTls(rows);

    connect(m_kind, QOverload<int>::of(&QComboBox::activated), this, &RoutingForm::userEdit);
    connect(m_leServer, QOverload<int>::of(&QComboBox::activated), this, &RoutingForm::userEdit);
    connect(m_httpsRedirect, &QCheckBox::toggled, this, &RoutingForm::userEdit);
    for (QLineEdit *edit : { m_ingressClass, m_gatewayName, m_gatewayNamespace, m_gatewaySection, m_leEmail })
        connect(edit, &QLineEdit::textEdited, this, &RoutingForm::userEdit);
    connect(m_certificate, &QLineEdit::editingFinished, this, [this] {
        if (!m_certificate->isModified()) // typed by the user, not loaded
            return;
        m_certificate->setModified(false);
        chooseCertificate(m_certificate->text().trimmed());
    });
    updateState();
}

void RoutingForm::buildRoute(FormBuilder &rows)
{
    rows.addSection(tr("Route"));
    m_kind->addItem(tr("Ingress"), int(RoutingSettings::Kind::Ingress));
    m_kind->addItem(tr("Traefik IngressRoute"), int(RoutingSettings::Kind::IngressRoute));
    m_kind->addItem(tr("Gateway API HTTPRoute"), int(RoutingSettings::Kind::HTTPRoute));
    m_kind->setObjectName(QStringLiteral("routingKindCombo"));
    m_kind->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_findings.insert(QStringLiteral("routing.kind"),
        rows.addRow(tr("&Kind:"), m_kind,
            tr("One route per domain (Domains page). k3s ships Traefik, which serves Ingresses and its own "
               "IngressRoutes (with compression and the redirect as Middlewares); HTTPRoute needs the "
               "Gateway API and a Gateway.")));
    m_fields.insert(QStringLiteral("routing.kind"), m_kind);

    FindingLabel *finding = nullptr;
    // Pickers of the cluster's IngressClasses and Gateways that still take typed text; the form reads
    // their line edits (docs/project-file.md "Names from the cluster").
    auto *classes = new ClusterListBox(ClusterList::Kind::IngressClasses, this);
    classes->setObjectName(QStringLiteral("ingressClassEdit")); // the focus widget: a finding's jump target
    m_ingressClass = classes->lineEdit();
    m_ingressClass->setPlaceholderText(QStringLiteral("traefik"));
    finding = rows.addRow(tr("Ingress &class:"), classes,
        tr("Ingress only: the IngressClass of the Ingresses; empty: the cluster's default class."));
    connect(classes, &ClusterListBox::picked, this, &RoutingForm::userEdit);
    m_fields.insert(QStringLiteral("ingressClass"), m_ingressClass);
    m_findings.insert(QStringLiteral("ingressClass"), finding);

    const struct
    {
        const char *key;
        QString label, placeholder, hint;
        QLineEdit **edit;
    } gateway[] = {
        { "routing.gateway.name", tr("&Gateway:"), QStringLiteral("public"),
            tr("The parent Gateway of the HTTPRoutes."), &m_gatewayName },
        { "routing.gateway.namespace", tr("&Namespace:"), tr("the app's namespace"),
            tr("Where the Gateway lives; it must allow routes from the app's namespace."),
            &m_gatewayNamespace },
        { "routing.gateway.section", tr("&Listener:"), QStringLiteral("https"),
            tr("The Gateway listener's name (sectionName); empty: every listener."), &m_gatewaySection },
    };
    m_gatewayBox = new ClusterListBox(ClusterList::Kind::Gateways, this);
    m_gatewayBox->setObjectName(QStringLiteral("routing.gateway.name")); // the focus widget
    for (const auto &g : gateway) {
        if (g.edit == &m_gatewayName) {
            m_gatewayName = m_gatewayBox->lineEdit();
            m_gatewayName->setPlaceholderText(g.placeholder);
            finding = rows.addRow(g.label, m_gatewayBox, g.hint);
        } else {
            *g.edit = rows.addLineEdit(g.label, g.placeholder, g.hint, &finding);
        }
        if (g.edit != &m_gatewayName) // the Gateway's picker carries the name: it takes the focus
            (*g.edit)->setObjectName(QString::fromLatin1(g.key));
        m_fields.insert(QString::fromLatin1(g.key), *g.edit);
        m_findings.insert(QString::fromLatin1(g.key), finding);
    }

    connect(m_gatewayBox, &ClusterListBox::picked, this, [this] {
        // a listed Gateway names its namespace too
        m_gatewayNamespace->setText(m_gatewayBox->itemNamespace(m_gatewayBox->currentIndex()));
        userEdit();
    });

    m_httpsRedirect = new QCheckBox(tr("Redirect HTTP to HTTPS"), this);
    m_findings.insert(QStringLiteral("routing.httpsRedirect"),
        rows.addRow(QString(), m_httpsRedirect, tr("Plain HTTP answers with a permanent redirect.")));
    m_fields.insert(QStringLiteral("routing.httpsRedirect"), m_httpsRedirect);
}

void RoutingForm::buildTls(FormBuilder &rows)
{
    rows.addSection(tr("Let's Encrypt"));
    FindingLabel *finding = nullptr;
    m_leEmail = rows.addLineEdit(tr("&Email:"), QStringLiteral("ops@example.com"),
        tr("For domains with TLS \"Let's Encrypt\": HelmDeck creates the ACME Issuer "
           "<app>-letsencrypt-prod (or -stag) with this account address."),
        &finding);
    m_leEmail->setObjectName(QStringLiteral("routing.letsEncrypt.email"));
    m_fields.insert(QStringLiteral("routing.letsEncrypt.email"), m_leEmail);
    m_findings.insert(QStringLiteral("routing.letsEncrypt.email"), finding);
    m_leServer = new QComboBox(this);
    m_leServer->setObjectName(QStringLiteral("routing.letsEncrypt.server"));
    m_leServer->addItem(tr("Production"));
    m_leServer->addItem(tr("Staging"));
    m_findings.insert(QStringLiteral("routing.letsEncrypt.server"),
        rows.addRow(tr("&Server:"), m_leServer,
            tr("Staging: for trying it out; its certificates are not trusted by browsers.")));
    m_fields.insert(QStringLiteral("routing.letsEncrypt.server"), m_leServer);

    rows.addSpacing(12);
    rows.addSection(tr("Imported certificate"));
    m_certificate = new QLineEdit(this);
    m_certificate->setPlaceholderText(QStringLiteral("certs/www.pem"));
    m_certificate->setObjectName(QStringLiteral("certificateEdit"));
    m_certificate->setAccessibleName(tr("Certificate file")); // in a row with its buttons: no buddy
    auto *browse = new QPushButton(tr("Choose…"), this);
    connect(browse, &QPushButton::clicked, this, &RoutingForm::browseCertificate);
    m_findings.insert(QStringLiteral("routing.certificate"),
        rows.addRow(tr("C&ertificate:"), withButton(m_certificate, browse, this),
            tr("For domains with TLS \"imported\": the PEM chain, leaf first, relative to the project "
               "file. Deployed as the Secret tls-<app> of its own release.")));
    m_fields.insert(QStringLiteral("routing.certificate"), m_certificate);
    m_certificateInfo = new QLabel(this);
    m_certificateInfo->setWordWrap(true);
    m_certificateInfo->setObjectName(QStringLiteral("certificateInfo"));
    rows.addField(m_certificateInfo);

    m_keyStatus = new QLabel(this);
    m_keyStatus->setWordWrap(true);
    m_keyButton = new QPushButton(tr("Choose key…"), this);
    connect(m_keyButton, &QPushButton::clicked, this, &RoutingForm::browseKey);
    auto *keyRow = new QHBoxLayout;
    keyRow->addWidget(m_keyStatus, 1);
    keyRow->addWidget(m_keyButton, 0, Qt::AlignTop);
    auto *keyBox = new QWidget(this);
    keyBox->setLayout(keyRow);
    keyRow->setContentsMargins(0, 0, 0, 0);
    rows.addRow(tr("Key:"), keyBox,
        tr("The private key (PEM, unencrypted) is read from the file and kept in the system keychain "
           "when the project is saved, never in the project file."));
    m_notice = new KeychainNotice(this);
    rows.addField(m_notice);
}

void RoutingForm::setApp(const App &app)
{
    m_loading = true;
    const RoutingSettings &r = app.routing;
    m_kind->setCurrentIndex(m_kind->findData(int(r.kind)));
    m_ingressClass->setText(app.ingressClass);
    m_gatewayName->setText(r.gatewayName);
    m_gatewayNamespace->setText(r.gatewayNamespace);
    m_gatewaySection->setText(r.gatewaySection);
    m_httpsRedirect->setChecked(r.httpsRedirect);
    m_leEmail->setText(r.letsEncryptEmail);
    m_leServer->setCurrentIndex(r.letsEncryptStaging ? 1 : 0);
    m_certificate->setText(r.certificateFile);
    m_chain = app.certificate;
    m_loading = false;
    updateState();
}

void RoutingForm::applyTo(App *app) const
{
    RoutingSettings &r = app->routing;
    r.kind = RoutingSettings::Kind(m_kind->currentData().toInt());
    app->ingressClass = m_ingressClass->text().trimmed();
    r.gatewayName = m_gatewayName->text().trimmed();
    r.gatewayNamespace = m_gatewayNamespace->text().trimmed();
    r.gatewaySection = m_gatewaySection->text().trimmed();
    r.httpsRedirect = m_httpsRedirect->isChecked();
    r.letsEncryptEmail = m_leEmail->text().trimmed();
    r.letsEncryptStaging = m_leServer->currentIndex() == 1;
    r.certificateFile = m_certificate->text().trimmed();
    app->certificate = m_chain;
}

void RoutingForm::setProjectDir(const QString &dir)
{
    m_projectDir = dir;
}

void RoutingForm::setSecretStore(SecretStore *store)
{
    m_notice->setStore(store);
}

void RoutingForm::showFindings(const Findings &all, const QString &appPrefix)
{
    for (auto it = m_findings.cbegin(); it != m_findings.cend(); ++it)
        it.value()->showFindings(all, appPrefix + QLatin1Char('.') + it.key());
}

bool RoutingForm::focusField(const QString &below)
{
    QString key = below.isEmpty() ? QStringLiteral("routing.kind") : below;
    if (key == QLatin1String("routing"))
        key = QStringLiteral("routing.kind");
    if (key == QLatin1String("routing.gateway"))
        key = QStringLiteral("routing.gateway.name");
    if (key == QLatin1String("routing.letsEncrypt"))
        key = QStringLiteral("routing.letsEncrypt.email");
    QWidget *target = m_fields.value(key);
    if (!target)
        return false;
    if (!target->isEnabled()) // a Gateway field while the kind is not HTTPRoute: the kind is what to change
        target = m_kind;
    target->setFocus(Qt::OtherFocusReason);
    return true;
}

QString RoutingForm::absolutePath(const QString &path) const
{
    if (path.isEmpty())
        return QString();
    return QDir::cleanPath(QDir(m_projectDir).absoluteFilePath(path));
}

void RoutingForm::chooseCertificate(const QString &path)
{
    // Stored relative to the project file when inside its folder, as the extra manifests are.
    QString stored = path;
    if (!m_projectDir.isEmpty() && QFileInfo(path).isAbsolute()) {
        const QString relative = QDir(m_projectDir).relativeFilePath(path);
        if (!relative.startsWith(QLatin1String("..")))
            stored = relative;
    }
    m_certificate->setText(stored);
    m_chain.filePath = absolutePath(stored);
    m_chain.chainPem.clear();
    m_chain.readError.clear();
    if (stored.isEmpty()) {
        m_chain.filePath.clear();
    } else {
        // the guarded read (docs/inputs.md): a FIFO or device never blocks the window
        const InputRead read = InputFile::readBytes(m_chain.filePath, InputKind::Certificate);
        if (read.ok)
            m_chain.chainPem = read.data;
        else
            m_chain.readError = firstMessage(read.findings);
    }
    userEdit();
}

bool RoutingForm::chooseKey(const QString &path)
{
    const InputRead read = InputFile::readBytes(path, InputKind::PrivateKey);
    const QByteArray pem = read.ok ? read.data : QByteArray();
    if (!pem.contains("-----BEGIN ") || !pem.contains("PRIVATE KEY-----")) {
        m_keyStatus->setText(QStringLiteral("\u2716 ")
            + tr("%1 holds no PEM private key; the key was not changed.").arg(QFileInfo(path).fileName()));
        return false;
    }
    m_chain.key = QString::fromLatin1(pem);
    userEdit();
    return true;
}

void RoutingForm::browseCertificate()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Certificate chain"),
        m_chain.filePath.isEmpty() ? m_projectDir : m_chain.filePath,
        tr("PEM certificates (*.pem *.crt *.cer);;All files (*)"));
    if (!path.isEmpty())
        chooseCertificate(path);
}

void RoutingForm::browseKey()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Private key"), m_projectDir, tr("PEM keys (*.key *.pem);;All files (*)"));
    if (!path.isEmpty())
        chooseKey(path);
}

void RoutingForm::userEdit()
{
    updateState();
    if (!m_loading)
        Q_EMIT edited();
}

void RoutingForm::updateState()
{
    const auto kind = RoutingSettings::Kind(m_kind->currentData().toInt());
    const bool httpRoute = kind == RoutingSettings::Kind::HTTPRoute;
    for (QWidget *field : { static_cast<QWidget *>(m_gatewayBox), static_cast<QWidget *>(m_gatewayNamespace),
             static_cast<QWidget *>(m_gatewaySection) })
        field->setEnabled(httpRoute);

    QByteArray pem = m_chain.chainPem;
    QString error = m_chain.readError;
    const QString named = m_certificate->text().trimmed();
    if (pem.isEmpty() && error.isEmpty() && !named.isEmpty()) {
        // a project opened without the loader: read for the display only
        const InputRead read = InputFile::readBytes(absolutePath(named), InputKind::Certificate);
        if (read.ok)
            pem = read.data;
        else
            error = firstMessage(read.findings);
    }
    if (named.isEmpty())
        m_certificateInfo->clear();
    else if (!error.isEmpty())
        m_certificateInfo->setText(QStringLiteral("\u2716 ") + tr("Cannot read the file: %1").arg(error));
    else
        m_certificateInfo->setText(CertificateSummary::read(pem).text());
    m_certificateInfo->setVisible(!named.isEmpty());
    m_keyStatus->setText(m_chain.key.isEmpty()
            ? tr("No key yet.")
            : tr("A key is held (kept in the keychain under this app when the project is saved)."));
}

} // namespace HelmDeck
