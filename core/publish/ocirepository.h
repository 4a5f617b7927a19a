// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

namespace HelmDeck {

/**
 * Where charts are published: "oci://<host>[:<port>]/<path>", as `helm push` takes it. A chart named
 * N goes to the repository "<path>/N" of that host (Helm appends the chart's name itself).
 */
struct OciRepository
{
    Q_DECLARE_TR_FUNCTIONS(HelmDeck::OciRepository)

public:
    QString host; ///< "ghcr.io", "127.0.0.1:5000"
    QString path; ///< "acme/charts"; may be empty (charts at the registry's root)

    /**
     * Parses @p url; false with @p error ("oci://ghcr.io/Acme: repository paths are lower-case",
     * "https://x: a chart registry is oci://HOST/PATH") when it is not one.
     */
    static bool parse(const QString &url, OciRepository *out, QString *error);
    /** The repository of chart @p chartName: "<path>/<chartName>". */
    QString repositoryOf(const QString &chartName) const;
    /** "oci://<host>/<path>" */
    QString toString() const;
};

} // namespace HelmDeck
