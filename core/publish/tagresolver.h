// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ocirepository.h"

#include "job/plan.h"

#include <QCoreApplication>
#include <QProcessEnvironment>
#include <QString>

#include <memory>

namespace HelmDeck {

/**
 * `helmdeck resolve oci://HOST/PATH/CHART TAG`: the digest a tag points at now, for installing a
 * moving tag (`latest`, `v1`) by digest (docs/publish.md). A plan of two steps: the registry's
 * credential (Helm's then Docker's config, off-thread), then a manifest HEAD.
 */
class TagResolver
{
    Q_DECLARE_TR_FUNCTIONS(HelmDeck::TagResolver)

public:
    struct Request
    {
        QString reference; ///< "oci://HOST/PATH/CHART"
        QString tag;
        bool plainHttp = false;
        QString caFile;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    };
    /** The plan; @p digest receives "sha256:…" when it succeeds. False with @p error for a bad reference or
     * tag. */
    static bool plan(const Request &request, Plan *out, std::shared_ptr<QString> digest, QString *error);
};

} // namespace HelmDeck
