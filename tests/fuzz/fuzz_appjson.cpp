// SPDX-License-Identifier: GPL-3.0-or-later
// An app.json's bytes through AppJson::parse, the reader AppImporter uses after InputFile: TextCheck,
// JsonWithComments::strip, JsonKeyCheck, then QJsonDocument and the section readers.
#include "fuzzinput.h"
#include "io/appjson.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const HelmDeck::AppJsonResult r = HelmDeck::AppJson::parse(
        fuzzBytes(data, size), QStringLiteral("/app/app.json"), QStringLiteral("apps[web]"));
    for (const HelmDeck::Finding &f : r.findings)
        (void)f.toString();
    return 0;
}
