// SPDX-License-Identifier: GPL-3.0-or-later
#include "configchecksum.h"

#include <QCryptographicHash>

namespace HelmDeck {

QString ConfigChecksum::of(const App &app)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    auto add = [&hash](const QString &text) {
        const QByteArray bytes = text.toUtf8();
        const QByteArray length = QByteArray::number(bytes.size()) + ':';
        hash.addData(length);
        hash.addData(bytes);
    };
    // exactly what ReleaseValuesBuilder::configEnvValues() writes into the config Secret
    for (const EnvVar &var : app.env) {
        add(var.name);
        add(var.value);
    }
    // and the services' URLs (ServiceValues::emitConfig()): a new password or URL rolls the pods
    for (const BackingService &s : app.services) {
        add(BackingService::kindName(s.kind));
        add(s.external ? QStringLiteral("external") : QStringLiteral("bundled"));
        add(s.effectiveEnvName());
        add(s.credential);
    }
    return QString::fromLatin1(hash.result().toHex());
}

} // namespace HelmDeck
