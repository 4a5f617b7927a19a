// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace HelmDeck {

/**
 * A Kubernetes resource quantity ("100m", "0.5", "128Mi", "1G", "1e3"), the grammar of
 * k8s.io/apimachinery resource.Quantity: a decimal number with an optional sign, then an optional
 * suffix — binary (Ki Mi Gi Ti Pi Ei), decimal (m k M G T P E) or an exponent (e3, E-2).
 */
struct ResourceQuantity
{
    double value = 0; ///< in base units: cores for CPU, bytes for memory
    QString suffix; ///< as written: "Mi", "m", "e3", or empty for a bare number

    /** Parses @p text; false when it is not a quantity. */
    static bool parse(const QString &text, ResourceQuantity *out);
    /**
     * True for a memory value that is a bare whole number ("256"): Dokku's scheduler-k3s reads it as
     * MiB, so HelmDeck does too (docs/project-file.md "Process", resources).
     */
    static bool isBareMemory(const QString &text);
    /** A memory value as Kubernetes must be given it: "256" → "256Mi", anything else trimmed as written. */
    static QString kubernetesMemory(const QString &text);
};

} // namespace HelmDeck
