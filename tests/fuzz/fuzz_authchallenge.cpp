// SPDX-License-Identifier: GPL-3.0-or-later
// A WWW-Authenticate header's bytes through AuthChallenge::parse, read as RegistryAuth and
// RegistryPing read the header (Latin-1, as HTTP header bytes are).
#include "fuzzinput.h"
#include "registry/authchallenge.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QList<HelmDeck::AuthChallenge> challenges
        = HelmDeck::AuthChallenge::parse(QString::fromLatin1(fuzzBytes(data, size)));
    for (const HelmDeck::AuthChallenge &c : challenges) {
        (void)c.is(QStringLiteral("Bearer"));
        (void)c.param(QStringLiteral("realm"));
    }
    return 0;
}
