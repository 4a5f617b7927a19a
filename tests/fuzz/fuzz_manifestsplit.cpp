// SPDX-License-Identifier: GPL-3.0-or-later
// helm's (or `helm get manifest`'s) output through ManifestSet::parse, the multi-document split every
// render and diff uses, then what the preview and `helmdeck render` do with it: the masked stream
// (Redactor) and the diff of a live set against a render (ManifestDiff; here the first half of the
// bytes against all of them, so documents and Secret values differ), and the preview's map of the
// objects and their references (ObjectGraph, docs/architecture.md "The map").
#include "fuzzinput.h"
#include "map/objectgraph.h"
#include "render/manifestdiff.h"
#include "render/manifestset.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes = fuzzBytes(data, size);
    const QString release = QStringLiteral("web");
    const HelmDeck::ManifestSet rendered = HelmDeck::ManifestSet::parse(release, bytes);
    (void)rendered.toYaml();
    (void)rendered.duplicateObjects();
    (void)HelmDeck::ObjectGraph::build(rendered).findings();
    const HelmDeck::ManifestSet live = HelmDeck::ManifestSet::parse(release, bytes.left(bytes.size() / 2));
    (void)HelmDeck::ManifestDiff::compare(live, rendered);
    return 0;
}
