// SPDX-License-Identifier: GPL-3.0-or-later
#include "secretsuggestionbar.h"

#include "envtablemodel.h"
#include "model/secretnames.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

namespace HelmDeck {

SecretSuggestionBar::SecretSuggestionBar(EnvTableModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_label(new QLabel(this))
    , m_mark(new QPushButton(tr("Mark as secret"), this))
{
    setObjectName(QStringLiteral("secretSuggestionBar"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_label->setWordWrap(true);
    m_label->setTextFormat(Qt::PlainText);
    m_mark->setObjectName(QStringLiteral("markSecretButton"));
    m_mark->setIcon(QIcon::fromTheme(QStringLiteral("dialog-password")));
    m_mark->setToolTip(tr("Keep these values in the system keychain instead of the project file"));
    layout->addWidget(m_label, 1);
    layout->addWidget(m_mark, 0, Qt::AlignTop);
    connect(m_mark, &QPushButton::clicked, this, &SecretSuggestionBar::markAll);
    connect(m_model, &QAbstractItemModel::modelReset, this, &SecretSuggestionBar::update);
    connect(m_model, &QAbstractItemModel::dataChanged, this, &SecretSuggestionBar::update);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &SecretSuggestionBar::update);
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, &SecretSuggestionBar::update);
    update();
}

void SecretSuggestionBar::update()
{
    m_names = SecretNames::unmarked(m_model->env());
    // %n for the languages whose sentence follows the count (docs/translations.md); the English
    // source reads right for one name and for several.
    m_label->setText(tr("Named like a secret but not marked secret (%n): %1. Saving writes each value in "
                        "plain text into the project file.",
        nullptr, int(m_names.size()))
                         .arg(m_names.join(QStringLiteral(", "))));
    setVisible(!m_names.isEmpty());
}

void SecretSuggestionBar::markAll()
{
    const QStringList names = m_names;
    for (const QString &name : names) {
        const int row = m_model->rowOf(name);
        if (row >= 0)
            m_model->setData(
                m_model->index(row, EnvTableModel::SecretColumn), Qt::Checked, Qt::CheckStateRole);
    }
}

} // namespace HelmDeck
