// SPDX-License-Identifier: GPL-3.0-or-later
// A project file's bytes through ProjectReader, what ProjectFile::parse (and so ProjectFile::load,
// after InputFile) runs: TextCheck and YamlGuard inside. A project that loads is written back out
// too, by ProjectWriter as ProjectFile::save does. (ProjectFile itself also loads the files beside
// the project: called here it would link the certificate and manifest loaders for nothing.)
#include "fuzzinput.h"
#include "io/projectreader.h"
#include "io/projectwriter.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    HelmDeck::ProjectReader reader(QStringLiteral("/p/helmdeck.yaml"));
    const HelmDeck::ProjectLoadResult r = reader.read(fuzzBytes(data, size));
    for (const HelmDeck::Finding &f : r.findings)
        (void)f.toString();
    if (r.ok)
        (void)HelmDeck::ProjectWriter::write(r.project);
    return 0;
}
