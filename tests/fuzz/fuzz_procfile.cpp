// SPDX-License-Identifier: GPL-3.0-or-later
// A Procfile's bytes through Procfile::parse, the reader AppImporter uses after InputFile: the
// encoding checks (TextCheck) run inside parse().
#include "fuzzinput.h"
#include "io/procfile.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const HelmDeck::ProcfileParseResult r
        = HelmDeck::Procfile::parse(fuzzBytes(data, size), QStringLiteral("/app/Procfile"));
    for (const HelmDeck::Finding &f : r.findings)
        (void)f.toString();
    return 0;
}
