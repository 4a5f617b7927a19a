// SPDX-License-Identifier: GPL-3.0-or-later
#include "keychainnotice.h"

#include "secrets/secretstore.h"

namespace HelmDeck {

KeychainNotice::KeychainNotice(QWidget *parent)
    : QLabel(parent)
{
    setObjectName(QStringLiteral("keychainNotice"));
    setWordWrap(true);
    setTextFormat(Qt::PlainText);
    // A notice, not an error: the neutral (warning) colour of the inline findings, on a light tint.
    setStyleSheet(QStringLiteral("QLabel#keychainNotice { background: rgba(246, 116, 0, 30); "
                                 "border: 1px solid rgba(246, 116, 0, 140); border-radius: 3px; "
                                 "padding: 4px; }"));
    hide();
}

void KeychainNotice::setStore(SecretStore *store)
{
    if (m_store)
        disconnect(m_store, nullptr, this, nullptr);
    m_store = store;
    if (m_store)
        connect(m_store, &SecretStore::persistenceChanged, this, &KeychainNotice::refresh);
    refresh();
}

SecretStore *KeychainNotice::store() const
{
    return m_store;
}

void KeychainNotice::refresh()
{
    const bool sessionOnly = m_store && !m_store->isPersistent();
    if (sessionOnly) {
        setText(QStringLiteral("\u26a0 ") + tr("No system keychain: secrets are kept for this session only"));
        setToolTip(m_store->unavailableReason());
    }
    setVisible(sessionOnly);
}

} // namespace HelmDeck
