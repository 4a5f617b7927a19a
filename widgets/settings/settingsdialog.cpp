// SPDX-License-Identifier: GPL-3.0-or-later
#include "settingsdialog.h"

#include "editor/secretnamelistmodel.h"
#include "forms/findinglabel.h"
#include "forms/hintlabel.h"
#include "forms/tableform.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QGroupBox>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace HelmDeck {

namespace {

const QString namesPath()
{
    return QStringLiteral("settings.imagePullSecrets");
}

} // namespace

SettingsDialog::SettingsDialog(const QString &fileName, QWidget *parent)
    : QDialog(parent)
    , m_fileName(fileName.isEmpty() ? GlobalSettings::defaultFileName() : fileName)
    , m_names(new SecretNameListModel(this))
{
    qRegisterMetaType<HelmDeck::GlobalSettings>("HelmDeck::GlobalSettings");
    setObjectName(QStringLiteral("settingsDialog"));
    setWindowTitle(tr("HelmDeck Settings"));
    auto *layout = new QVBoxLayout(this);

    auto *group = new QGroupBox(tr("Default image pull secrets"), this);
    auto *box = new QVBoxLayout(group);
    m_namesForm = new TableForm(m_names,
        tr("Existing Secrets (type kubernetes.io/dockerconfigjson) that the pods of every app use when the "
           "app names none and its pull secret is left at \"From my docker/Helm credentials\" without a "
           "registry or username. Those apps then get no pull-secret-<app>. An app's own names, or the "
           "modes \"Named existing secrets\" and \"None\", always win. Every project of this user on this "
           "machine uses them; they are not saved in project files."),
        group);
    m_namesForm->view()->setAccessibleName(tr("Default image pull secrets"));
    m_namesForm->layout()->setContentsMargins(0, 0, 0, 0);
    m_namesForm->setStretchColumn(0);
    m_namesForm->findingLabel()->setPathPrefix(namesPath());
    box->addWidget(m_namesForm);
    layout->addWidget(group, 1);

    auto *where = new HintLabel(tr("Stored in %1").arg(QDir::toNativeSeparators(m_fileName)), this);
    where->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(where);

    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("settingsStatus"));
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::PlainText);
    m_status->hide();
    layout->addWidget(m_status);

    m_buttons = new QDialogButtonBox(
        QDialogButtonBox::Ok | QDialogButtonBox::Apply | QDialogButtonBox::Cancel, this);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &SettingsDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(applyButton(), &QPushButton::clicked, this, &SettingsDialog::apply);

    Findings loadFindings;
    const GlobalSettings loaded = GlobalSettings::load(m_fileName, &loadFindings);
    m_names->setNames(loaded.imagePullSecrets);
    connect(m_names, &EditableTableModel::edited, this, [this]() {
        m_dirty = true;
        m_status->hide();
        revalidate();
    });
    revalidate();
    if (!loadFindings.isEmpty()) {
        // The file holds a bad default: say so, and let the user replace it from here.
        QStringList lines;
        for (const Finding &f : std::as_const(loadFindings))
            lines.append(f.toString());
        showStatus(lines.join(QLatin1Char('\n')), true);
    }
    resize(520, 420);
}

SettingsDialog::~SettingsDialog() = default;

GlobalSettings SettingsDialog::settings() const
{
    GlobalSettings s;
    s.imagePullSecrets = m_names->names();
    return s;
}

QPushButton *SettingsDialog::applyButton() const
{
    return m_buttons->button(QDialogButtonBox::Apply);
}

QPushButton *SettingsDialog::okButton() const
{
    return m_buttons->button(QDialogButtonBox::Ok);
}

QString SettingsDialog::statusText() const
{
    return m_status->isHidden() ? QString() : m_status->text();
}

void SettingsDialog::revalidate()
{
    const Findings findings = settings().validate();
    m_namesForm->findingLabel()->setFindings(findings);
    const bool valid = !hasErrors(findings);
    applyButton()->setEnabled(valid && m_dirty);
    okButton()->setEnabled(valid);
}

bool SettingsDialog::apply()
{
    const GlobalSettings edited = settings();
    if (hasErrors(edited.validate())) {
        showStatus(tr("Not saved: fix the names marked above first."), true);
        return false;
    }
    QString error;
    if (!edited.save(m_fileName, &error)) {
        showStatus(tr("Not saved: %1").arg(error), true);
        return false;
    }
    m_dirty = false;
    revalidate();
    showStatus(edited.imagePullSecrets.isEmpty()
            ? tr("Saved: no default image pull secrets.")
            : tr("Saved: apps that name none use %1.")
                  .arg(edited.imagePullSecrets.join(QStringLiteral(", "))),
        false);
    Q_EMIT applied(edited);
    return true;
}

void SettingsDialog::accept()
{
    if (m_dirty && !apply())
        return;
    QDialog::accept();
}

void SettingsDialog::showStatus(const QString &text, bool error)
{
    QPalette pal = palette();
    if (error)
        pal.setColor(QPalette::WindowText, QColor(218, 68, 83)); // Breeze negative text, as the forms use
    m_status->setPalette(pal);
    m_status->setText(text);
    m_status->show();
}

} // namespace HelmDeck
