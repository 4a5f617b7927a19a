// SPDX-License-Identifier: GPL-3.0-or-later
// A kubeconfig's bytes through KubeConfig::parse, what KubeConfig::load runs for each file after
// InputFile (TextCheck and YamlGuard inside), merged twice as two KUBECONFIG files would be.
#include "cluster/kubeconfig.h"
#include "fuzzinput.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes = fuzzBytes(data, size);
    HelmDeck::KubeConfig merged;
    HelmDeck::Findings findings;
    if (HelmDeck::KubeConfig::parse(bytes, QStringLiteral("/home/u/.kube/config"), &merged, &findings))
        HelmDeck::KubeConfig::parse(bytes, QStringLiteral("/home/u/.kube/other"), &merged, &findings);
    for (const QString &name : merged.contextNames())
        (void)merged.context(name);
    for (const HelmDeck::Finding &f : findings)
        (void)f.toString();
    return 0;
}
