// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

namespace HelmDeck {

/**
 * A container image reference split into its parts, following the grammar of the distribution
 * project's "reference" package (what Docker, containerd and the kubelet accept):
 *   [registry "/"] path-component {"/" path-component} [":" tag] ["@" algorithm ":" hex]
 *
 *  - registry: the first component when it has a '.' or ':' or is "localhost" (e.g.
 *    "registry.example.com", "localhost:5000"); without one the image comes from Docker Hub.
 *  - path components: lower-case letters and digits joined by '.', '_', "__" or '-' runs.
 *  - tag: [A-Za-z0-9_][A-Za-z0-9_.-]{0,127}; digest: e.g. "sha256:" + at least 32 hex digits.
 *  - the name (registry and path) is at most 255 characters.
 */
struct ImageReference
{
    QString registry; ///< empty when the reference names none
    QString path; ///< "library/nginx", "team/app"
    QString tag; ///< empty when none
    QString digest; ///< empty when none

    /** Parses @p text; returns false and says why in @p error (when given) if it is not a reference. */
    static bool parse(const QString &text, ImageReference *out, QString *error = nullptr);

    Q_DECLARE_TR_FUNCTIONS(HelmDeck::ImageReference)
};

} // namespace HelmDeck
