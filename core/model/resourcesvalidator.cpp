// SPDX-License-Identifier: GPL-3.0-or-later
#include "resourcesvalidator.h"
#include "validationpaths.h"

#include "resourcequantity.h"

namespace HelmDeck {

using namespace ValidationPaths;

void ResourcesValidator::validate(const ContainerResources &resources, const QString &base, Findings *out)
{
    const struct
    {
        const char *key;
        const QString &value;
        bool memory;
    } quantities[] = {
        { "requests.cpu", resources.cpuRequest, false },
        { "requests.memory", resources.memoryRequest, true },
        { "limits.cpu", resources.cpuLimit, false },
        { "limits.memory", resources.memoryLimit, true },
    };
    ResourceQuantity parsed[4];
    bool valid[4] = { false, false, false, false };
    for (int i = 0; i < 4; ++i) {
        const auto &q = quantities[i];
        const QString p = sub(base, q.key);
        if (q.value.isEmpty())
            continue;
        // a bare whole number of memory is MiB, as Dokku reads it
        const bool bare = q.memory && ResourceQuantity::isBareMemory(q.value);
        if (!ResourceQuantity::parse(
                bare ? ResourceQuantity::kubernetesMemory(q.value) : q.value, &parsed[i])) {
            error(out,
                (q.memory ? tr("\"%1\" is not a Kubernetes quantity (e.g. 256Mi or 1Gi)")
                          : tr("\"%1\" is not a Kubernetes quantity (e.g. 250m or 0.5)"))
                    .arg(q.value),
                p);
            continue;
        }
        if (parsed[i].value < 0) {
            error(out, tr("\"%1\" is negative").arg(q.value), p);
            continue;
        }
        valid[i] = true;
        if (q.memory && parsed[i].suffix == QLatin1String("m"))
            warning(out,
                tr("\"%1\" is in thousandths of a byte (m is milli); write Mi for mebibytes").arg(q.value),
                p);
        else if (bare)
            info(out,
                tr("\"%1\" is read as %2 (MiB), as Dokku reads a bare number of memory; "
                   "write %2 to say so")
                    .arg(q.value, ResourceQuantity::kubernetesMemory(q.value)),
                p);
    }
    for (int i = 0; i < 2; ++i) {
        if (valid[i] && valid[i + 2] && parsed[i].value > parsed[i + 2].value)
            error(out,
                (quantities[i].memory
                        ? tr("the memory request (%1) is above its limit (%2); Kubernetes refuses that")
                        : tr("the CPU request (%1) is above its limit (%2); Kubernetes refuses that"))
                    .arg(quantities[i].value, quantities[i + 2].value),
                sub(base, quantities[i].key));
    }
}

} // namespace HelmDeck
