// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "installcommands.h"
#include "ocirepository.h"
#include "variantplanner.h"
#include "versioncontext.h"

#include "cluster/helmtool.h"
#include "job/plan.h"
#include "model/finding.h"
#include "registry/credential.h"

#include <QCoreApplication>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

#include <memory>

namespace HelmDeck {

/** What a publish needs (docs/publish.md): the chart, the build, the registry, and the image. */
struct PublishRequest
{
    QString chartDir; ///< a chart folder, or the app chart ChartWriter wrote
    QString sourceDir; ///< dates the archives by its last commit; empty = chartDir
    /**
     * HelmDeck's app chart: its image tag defaults to appVersion, so no values are edited. For any
     * other chart, @c repositoryKey and @c tagKey of values.yaml are set per variant.
     */
    bool appChart = false;
    QStringList repositoryKey { QStringLiteral("image"), QStringLiteral("repository") };
    QStringList tagKey { QStringLiteral("image"), QStringLiteral("tag") };
    /** The image repository every variant installs ("ghcr.io/acme/web"); empty = values.yaml's repositoryKey.
     */
    QString imageRepository;
    VersionContext context;
    ImageTagScheme scheme;
    OciRepository registry;
    bool plainHttp = false; ///< talk HTTP to the registry (a local one); never for a credential's sake
    QString caFile; ///< a CA to trust for the registry; empty = the system's
    /** The chart registry's credential (the wizard's keychain entry); empty = the Helm and Docker configs'.
     */
    Credential credential;
    HelmTool helm;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    /** Only the checks (the wizard's Checks page): everything up to, not including, the first upload. */
    bool checkOnly = false;
};

/** What a publish run leaves for its front end (the wizard's result page, the command line). */
struct PublishOutcome
{
    QList<PublishedTag> tags; ///< in push order, once each is verified
    /** After a failed upload: the planned tags not in @c tags, in push order (also in the message). */
    QStringList notPublished;
};

/** A publish before it runs: its variants, the image each installs, and its plan. */
struct PublishPlan
{
    VariantPlan variants;
    QString chartName;
    QString imageRepository; ///< what each variant's image is "<imageRepository>:<appVersion>" of
    Plan plan; ///< empty when findings has errors
    Findings findings; ///< of the context, the scheme, the chart and the request
    std::shared_ptr<PublishOutcome> outcome = std::make_shared<PublishOutcome>(); ///< filled as the plan runs
};

/**
 * Plans a publish on the job path (docs/publish.md §order). Nothing is uploaded before every
 * variant is packaged, linted and rendered:
 *  1. "Read the commit time" (PackagePlanner::commitTimeStep);
 *  2. per variant, concurrently: "Package <tag>" — ChartPackager with the variant's version,
 *     appVersion and (not for the app chart) image keys, into the plan's private work dir;
 *  3. per variant, concurrently: "Lint <tag>" — `helm lint --strict` of the package;
 *  4. per variant, concurrently: "Render <tag>" — `helm template` of the package, which must
 *     reference the variant's image "<imageRepository>:<appVersion>" (else: the images it does
 *     reference are named).
 * Findings (errors refuse before any step): the version context's and the scheme's; a chart folder
 * without Chart.yaml; no image repository known; no helm.
 */
class PublishPlanner
{
    Q_DECLARE_TR_FUNCTIONS(HelmDeck::PublishPlanner)

public:
    static PublishPlan plan(const PublishRequest &request);
};

} // namespace HelmDeck
