// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLabel>
#include <QPointer>

namespace HelmDeck {

class SecretStore;

/**
 * The visible notice that secrets are not kept for good: shown while the SecretStore has fallen
 * back to its session store ("No system keychain: secrets are kept for this session only"), with
 * the keychain's reason in the tooltip; hidden while the keychain works or when there is no store.
 */
class KeychainNotice : public QLabel
{
    Q_OBJECT
public:
    explicit KeychainNotice(QWidget *parent = nullptr);

    /** Follows @p store from now on (not owned; may be nullptr). */
    void setStore(SecretStore *store);
    SecretStore *store() const;

private:
    void refresh();

    QPointer<SecretStore> m_store;
};

} // namespace HelmDeck
