// SPDX-License-Identifier: GPL-3.0-or-later
// A registry's JSON answer body through the readers OciClient, OciTransport and RegistryAuth use:
// a tag-list page, an error body, a token endpoint's answer (OciJson: JsonKeyCheck, then QJsonDocument).
#include "fuzzinput.h"
#include "registry/ocijson.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray body = fuzzBytes(data, size);
    QStringList tags;
    QString why;
    HelmDeck::OciJson::tagList(body, &tags, &why);
    (void)HelmDeck::OciJson::registryErrors(body);
    QString token;
    int expiresIn = 0;
    HelmDeck::OciJson::tokenAnswer(body, &token, &expiresIn);
    return 0;
}
