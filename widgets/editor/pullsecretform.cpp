// SPDX-License-Identifier: GPL-3.0-or-later
#include "pullsecretform.h"

#include "credentialtester.h"
#include "forms/clusterlistdelegate.h"
#include "forms/findinglabel.h"
#include "forms/formbuilder.h"
#include "forms/hintlabel.h"
#include "forms/tableform.h"
#include "keychainnotice.h"
#include "model/globalsettings.h"
#include "model/imagereference.h"
#include "secretnamelistmodel.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QTableView>
#include <QVBoxLayout>

namespace HelmDeck {

namespace {

using Mode = PullSecretSettings::Mode;

// Fixed colours that read on light and dark palettes (Breeze's positive and negative text).
const QColor okColor(39, 174, 96);
const QColor failColor(218, 68, 83);

} // namespace

PullSecretForm::PullSecretForm(QWidget *parent)
    : QWidget(parent)
    , m_modes(new QButtonGroup(this))
    , m_namesModel(new SecretNameListModel(this))
    , m_tester(new CredentialTester(this))
{
    auto *layout = new QVBoxLayout(this);
    buildModes(layout);
    buildCredentials(layout);
    buildNames(layout);
    layout->addStretch(1);

    connect(m_modes, &QButtonGroup::idClicked, this, &PullSecretForm::onModeClicked);
    for (QLineEdit *edit : { m_registry, m_username, m_password })
        connect(edit, &QLineEdit::textEdited, this, &PullSecretForm::userEdit);
    connect(m_registry, &QLineEdit::textChanged, this, &PullSecretForm::updateTestState);
    for (QLineEdit *edit : { m_registry, m_username })
        connect(edit, &QLineEdit::textChanged, this, &PullSecretForm::updateGlobalNote);
    connect(m_namesModel, &EditableTableModel::edited, this, &PullSecretForm::userEdit);
    connect(m_testButton, &QPushButton::clicked, this, &PullSecretForm::testCredentials);
    connect(m_tester, &CredentialTester::finished, this, &PullSecretForm::onTestFinished);
    setApp(App());
}

PullSecretForm::~PullSecretForm() = default;

void PullSecretForm::buildModes(QVBoxLayout *layout)
{
    auto *title = new QLabel(tr("How the app's pods pull their image"), this);
    QFont bold = title->font();
    bold.setBold(true);
    title->setFont(bold);
    layout->addWidget(title);
    const struct
    {
        Mode mode;
        QString text;
        QString hint;
    } modes[] = {
        { Mode::FromCredentials, tr("&From my docker/Helm credentials"),
            tr("HelmDeck renders pull-secret-<app> from what docker login or helm registry login stored "
               "for the image's registry (nothing when the image is public).") },
        { Mode::NamedSecrets, tr("Named &existing secrets"),
            tr("The pods use Secrets you manage in the cluster; pull-secret-<app> is not rendered.") },
        { Mode::None, tr("&None"), tr("No pull secret: public images, or nodes that have credentials.") },
    };
    for (const auto &m : modes) {
        auto *button = new QRadioButton(m.text, this);
        button->setObjectName(QStringLiteral("pullSecretMode-") + PullSecretSettings::modeName(m.mode));
        m_modes->addButton(button, int(m.mode));
        layout->addWidget(button);
        auto *hint = new HintLabel(m.hint, this);
        hint->setContentsMargins(24, 0, 0, 4); // under the button's text, not its indicator
        layout->addWidget(hint);
    }
    auto *modeFinding = new FindingLabel(this);
    layout->addWidget(modeFinding);
    m_findings.insert(QStringLiteral("mode"), modeFinding);
}

void PullSecretForm::buildCredentials(QVBoxLayout *layout)
{
    m_credentialsGroup = new QGroupBox(tr("Registry credential (optional)"), this);
    m_credentialsGroup->setObjectName(QStringLiteral("pullSecretCredentials"));
    auto *box = new QVBoxLayout(m_credentialsGroup);
    m_globalNote = new QLabel(m_credentialsGroup);
    m_globalNote->setObjectName(QStringLiteral("pullSecretGlobalDefault"));
    m_globalNote->setWordWrap(true);
    m_globalNote->setTextFormat(Qt::PlainText);
    m_globalNote->hide();
    box->addWidget(m_globalNote);
    box->addWidget(new HintLabel(tr("Leave empty to use the docker/Helm config. Set a username to use this "
                                    "credential for one registry instead."),
        m_credentialsGroup));
    auto *form = new QGridLayout;
    box->addLayout(form);
    FormBuilder rows(form, m_credentialsGroup);
    FindingLabel *finding = nullptr;
    m_registry = rows.addLineEdit(tr("&Registry:"), QString(), QString(), &finding);
    m_registry->setObjectName(QStringLiteral("pullSecretRegistryEdit"));
    m_findings.insert(QStringLiteral("registry"), finding);
    m_username = rows.addLineEdit(tr("&Username:"), QString(), QString(), &finding);
    m_username->setObjectName(QStringLiteral("pullSecretUsernameEdit"));
    m_findings.insert(QStringLiteral("username"), finding);

    m_password = new QLineEdit(m_credentialsGroup);
    m_password->setObjectName(QStringLiteral("pullSecretPasswordEdit"));
    m_password->setEchoMode(QLineEdit::Password);
    m_password->setClearButtonEnabled(true);
    m_password->setPlaceholderText(tr("password or access token"));
    m_findings.insert(QStringLiteral("password"),
        rows.addRow(tr("&Password:"), m_password,
            tr("Kept in the system keychain when you save, never in the project file.")));
    m_notice = new KeychainNotice(m_credentialsGroup);
    rows.addField(m_notice);

    // Test row: the check box and the button, then the answer (or a busy bar) under them.
    auto *testRow = new QHBoxLayout;
    m_plainHttp = new QCheckBox(tr("P&lain HTTP"), m_credentialsGroup);
    m_plainHttp->setObjectName(QStringLiteral("pullSecretPlainHttp"));
    m_plainHttp->setToolTip(tr("For a local registry without TLS, e.g. 127.0.0.1:5000. Credentials then "
                               "travel unencrypted."));
    m_testButton = new QPushButton(tr("&Test credentials"), m_credentialsGroup);
    m_testButton->setObjectName(QStringLiteral("pullSecretTestButton"));
    m_testButton->setToolTip(tr("Log in to the registry's /v2/ endpoint with these credentials."));
    testRow->addWidget(m_plainHttp);
    testRow->addStretch(1);
    testRow->addWidget(m_testButton);
    rows.addField(testRow);
    m_busy = new QProgressBar(m_credentialsGroup);
    m_busy->setRange(0, 0); // indeterminate
    m_busy->setTextVisible(false);
    m_busy->setMaximumHeight(m_busy->fontMetrics().height() / 2 + 4);
    m_busy->hide();
    m_testResult = new QLabel(m_credentialsGroup);
    m_testResult->setObjectName(QStringLiteral("pullSecretTestResult"));
    m_testResult->setWordWrap(true);
    m_testResult->setTextFormat(Qt::PlainText);
    m_testResult->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_testResult->hide();
    auto *result = new QVBoxLayout;
    result->addWidget(m_busy);
    result->addWidget(m_testResult);
    rows.addField(result);
    layout->addSpacing(6);
    layout->addWidget(m_credentialsGroup);
}

void PullSecretForm::buildNames(QVBoxLayout *layout)
{
    m_namesGroup = new QGroupBox(tr("Existing secrets"), this);
    m_namesGroup->setObjectName(QStringLiteral("pullSecretNames"));
    auto *box = new QVBoxLayout(m_namesGroup);
    m_namesForm = new TableForm(m_namesModel,
        tr("Secrets of type kubernetes.io/dockerconfigjson in the app's namespace, used in this order by "
           "every Deployment, CronJob and run Job."),
        m_namesGroup);
    m_namesForm->view()->setAccessibleName(tr("Existing pull secrets"));
    m_namesForm->layout()->setContentsMargins(0, 0, 0, 0);
    m_namesForm->setStretchColumn(0);
    // the namespace's dockerconfigjson Secrets to pick from (docs/project-file.md "Names from the cluster")
    m_namesForm->view()->setItemDelegateForColumn(
        0, new ClusterListDelegate(ClusterList::Kind::PullSecrets, m_namesForm->view()));
    // A short list: room for a few names, with Add and Remove in sight.
    QTableView *names = m_namesForm->view();
    const int rowHeight = names->verticalHeader()->defaultSectionSize();
    names->setMinimumHeight(names->horizontalHeader()->sizeHint().height() + 2 * rowHeight);
    names->setMaximumHeight(names->horizontalHeader()->sizeHint().height() + 4 * rowHeight);
    box->addWidget(m_namesForm);
    auto *finding = new FindingLabel(m_namesGroup);
    box->addWidget(finding);
    m_findings.insert(QStringLiteral("imagePullSecrets"), finding);
    layout->addWidget(m_namesGroup);

    m_noneNote = new HintLabel(tr("The pods reference no pull secret."), this);
    layout->addWidget(m_noneNote);
}

void PullSecretForm::setSecretStore(SecretStore *store)
{
    m_notice->setStore(store);
}

void PullSecretForm::setGlobalImagePullSecrets(const QStringList &names)
{
    m_globalNames = names;
    updateGlobalNote();
}

void PullSecretForm::updateGlobalNote()
{
    // The form's view of GlobalSettings::inheritsImagePullSecrets(): what applyTo() would write.
    App shown;
    applyTo(&shown);
    const bool inEffect = !m_globalNames.isEmpty() && GlobalSettings::inheritsImagePullSecrets(shown);
    m_globalNote->setText(inEffect
            ? tr("Using the global default: %1. The pods use these Secrets and pull-secret-<app> is not "
                 "rendered (File → Settings). Set a registry and username below to use credentials "
                 "for this app instead.")
                  .arg(m_globalNames.join(QStringLiteral(", ")))
            : QString());
    m_globalNote->setVisible(inEffect);
}

void PullSecretForm::setApp(const App &app)
{
    m_loading = true;
    m_tester->abort();
    m_busy->hide();
    m_testResult->hide();
    m_testResult->clear();
    m_modes->button(int(app.effectivePullSecretMode()))->setChecked(true);
    m_registry->setText(app.pullSecret.registry);
    m_username->setText(app.pullSecret.username);
    m_password->setText(app.pullSecret.password);
    m_namesModel->setNames(app.imagePullSecrets);
    ImageReference ref;
    m_imageRegistry.clear();
    if (ImageReference::parse(app.image, &ref))
        m_imageRegistry = ref.registry.isEmpty() ? QStringLiteral("docker.io") : ref.registry;
    m_registry->setPlaceholderText(m_imageRegistry.isEmpty()
            ? tr("registry.example.com")
            : tr("%1 (the image's registry)").arg(m_imageRegistry));
    m_username->setPlaceholderText(tr("from the docker/Helm config"));
    updateVisibility();
    updateTestState();
    updateGlobalNote();
    m_loading = false;
}

void PullSecretForm::applyTo(App *app) const
{
    const Mode m = mode();
    app->pullSecret.mode = m;
    const bool credentials = m == Mode::FromCredentials;
    app->pullSecret.registry = credentials ? m_registry->text().trimmed() : QString();
    app->pullSecret.username = credentials ? m_username->text().trimmed() : QString();
    app->pullSecret.password = credentials ? m_password->text() : QString();
    app->imagePullSecrets = m == Mode::NamedSecrets ? m_namesModel->names() : QStringList();
}

PullSecretSettings::Mode PullSecretForm::mode() const
{
    const int id = m_modes->checkedId();
    return id < 0 ? Mode::FromCredentials : Mode(id);
}

void PullSecretForm::setMode(PullSecretSettings::Mode mode)
{
    m_modes->button(int(mode))->click();
}

QRadioButton *PullSecretForm::modeButton(PullSecretSettings::Mode mode) const
{
    return qobject_cast<QRadioButton *>(m_modes->button(int(mode)));
}

void PullSecretForm::onModeClicked()
{
    updateVisibility();
    updateGlobalNote();
    userEdit();
}

void PullSecretForm::updateVisibility()
{
    const Mode m = mode();
    m_credentialsGroup->setVisible(m == Mode::FromCredentials);
    m_namesGroup->setVisible(m == Mode::NamedSecrets);
    m_noneNote->setVisible(m == Mode::None);
    if (m != Mode::FromCredentials && m_tester->isRunning()) {
        m_tester->abort();
        m_busy->hide();
        m_testResult->hide();
        updateTestState();
    }
}

void PullSecretForm::userEdit()
{
    if (m_loading)
        return;
    // An answer about other credentials would mislead.
    if (!m_tester->isRunning())
        m_testResult->hide();
    Q_EMIT edited();
}

QString PullSecretForm::testHost() const
{
    const QString typed = m_registry->text().trimmed();
    return typed.isEmpty() ? m_imageRegistry : typed;
}

bool PullSecretForm::isTesting() const
{
    return m_tester->isRunning();
}

QString PullSecretForm::testResultText() const
{
    return m_testResult->isHidden() ? QString() : m_testResult->text();
}

void PullSecretForm::updateTestState()
{
    const bool running = m_tester->isRunning();
    m_testButton->setEnabled(!running && !testHost().isEmpty());
    m_testButton->setText(running ? tr("Testing...") : tr("&Test credentials"));
    m_plainHttp->setEnabled(!running);
}

void PullSecretForm::testCredentials()
{
    const QString host = testHost();
    if (host.isEmpty() || m_tester->isRunning())
        return;
    m_tester->setPlainHttp(m_plainHttp->isChecked());
    m_tester->start(host, m_username->text().trimmed(), m_password->text());
    m_busy->show();
    m_testResult->setPalette(palette());
    m_testResult->setText(tr("Testing %1 ...").arg(host));
    m_testResult->show();
    updateTestState();
}

void PullSecretForm::onTestFinished(bool ok, const QString &message)
{
    m_busy->hide();
    QPalette pal = palette();
    pal.setColor(QPalette::WindowText, ok ? okColor : failColor);
    m_testResult->setPalette(pal);
    m_testResult->setText((ok ? QStringLiteral("\u2714 ") : QStringLiteral("\u2716 ")) + message);
    m_testResult->show();
    updateTestState();
    Q_EMIT testFinished(ok, message);
}

void PullSecretForm::showFindings(const Findings &all, const QString &appPrefix)
{
    const QString base = appPrefix + QStringLiteral(".pullSecret");
    // Findings on the pull secret as a whole (credential resolution errors) go with the mode.
    Findings mode = FindingLabel::select(all, base + QStringLiteral(".mode"));
    for (const Finding &f : all) {
        if (f.fieldPath == base)
            mode.append(f);
    }
    m_findings.value(QStringLiteral("mode"))->setFindings(mode);
    for (const QString &field :
        { QStringLiteral("registry"), QStringLiteral("username"), QStringLiteral("password") })
        m_findings.value(field)->showFindings(all, base + QLatin1Char('.') + field);
    m_findings.value(QStringLiteral("imagePullSecrets"))
        ->showFindings(all, appPrefix + QStringLiteral(".imagePullSecrets"));
}

bool PullSecretForm::focusField(const QString &what, const QString &key, const QString &field)
{
    // A jump never changes the mode: a field the mode hides is found by its mode's button, and
    // the finding says why it is unused.
    QWidget *target = nullptr;
    if (what == QLatin1String("imagePullSecrets")) {
        if (mode() != Mode::NamedSecrets) {
            target = m_modes->checkedButton();
        } else {
            bool isIndex = false;
            const int row = key.toInt(&isIndex);
            if (isIndex && row >= 0 && row < m_namesModel->rowCount()) {
                m_namesForm->focusCell(row, 0);
                return true;
            }
            target = m_namesForm->view();
        }
    } else if (what == QLatin1String("pullSecret")) {
        if (field.isEmpty() || field == QLatin1String("mode"))
            target = m_modes->checkedButton();
        else if (field == QLatin1String("registry"))
            target = m_registry;
        else if (field == QLatin1String("username"))
            target = m_username;
        else if (field == QLatin1String("password"))
            target = m_password;
        if (target && target->parentWidget() == m_credentialsGroup && mode() != Mode::FromCredentials)
            target = m_modes->checkedButton();
    }
    if (!target)
        return false;
    target->setFocus(Qt::OtherFocusReason);
    if (auto *edit = qobject_cast<QLineEdit *>(target))
        edit->selectAll();
    return true;
}

} // namespace HelmDeck
