// SPDX-License-Identifier: GPL-3.0-or-later
#include "rundialog.h"

#include "chart/shellwords.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace HelmDeck {

namespace {

enum WhatRole
{
    ShellItem = -1,
    CommandItem = -2,
};

} // namespace

QString RunChoice::title() const
{
    // a plain struct: the dialog's context
    return command.isEmpty() ? RunDialog::tr("Run shell")
                             : RunDialog::tr("Run %1").arg(command.join(QLatin1Char(' ')));
}

RunDialog::RunDialog(const QString &appName, const QStringList &processTypes, QWidget *parent)
    : QDialog(parent)
    , m_what(new QComboBox(this))
    , m_command(new QLineEdit(this))
    , m_noTty(new QCheckBox(tr("No terminal: no input, the output is streamed"), this))
    , m_keep(new QCheckBox(tr("Keep the Job after it ends"), this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Run in %1").arg(appName));
    for (const QString &process : processTypes)
        m_what->addItem(tr("%1 (its Procfile command)").arg(process), process);
    m_what->addItem(tr("Shell"), int(ShellItem));
    m_what->addItem(tr("Command…"), int(CommandItem));
    m_what->setCurrentIndex(m_what->count() - 1);
    m_command->setPlaceholderText(tr("e.g. rails db:migrate"));
    m_command->setClearButtonEnabled(true);

    auto *form = new QFormLayout;
    form->addRow(tr("&Run:"), m_what);
    form->addRow(tr("&Command:"), m_command);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_noTty);
    layout->addWidget(m_keep);
    auto *hint = new QLabel(tr("Runs once in a Job with the image of the deployed release."), this);
    hint->setWordWrap(true);
    layout->addWidget(hint);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Run"));
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_what, qOverload<int>(&QComboBox::currentIndexChanged), this, &RunDialog::updateState);
    connect(m_command, &QLineEdit::textChanged, this, &RunDialog::updateState);
    m_command->setFocus();
    updateState();
}

RunChoice RunDialog::choice() const
{
    RunChoice c;
    const QVariant data = m_what->currentData();
    if (data.userType() == QMetaType::QString)
        c.command = QStringList { data.toString() };
    else if (data.toInt() == CommandItem)
        c.command = ShellWords::split(m_command->text());
    c.tty = !m_noTty->isChecked();
    c.keep = m_keep->isChecked();
    return c;
}

void RunDialog::updateState()
{
    const QVariant data = m_what->currentData();
    const bool freeCommand = data.userType() != QMetaType::QString && data.toInt() == CommandItem;
    m_command->setEnabled(freeCommand);
    QString error;
    bool ok = true;
    if (freeCommand) {
        ShellWords::split(m_command->text(), &error);
        ok = !m_command->text().trimmed().isEmpty() && error.isEmpty();
    }
    m_command->setToolTip(error);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(ok);
}

} // namespace HelmDeck
