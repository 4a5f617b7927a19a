// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the steps of one publish plan share (PublishPlanner's private part; docs/publish.md).

#include "chartmanifest.h"
#include "publishplanner.h"

#include "job/worker.h"
#include "registry/credential.h"

#include <QHash>
#include <QPointer>

#include <list>
#include <memory>

namespace HelmDeck {

class OciClient;

struct PublishState
{
    PublishRequest request;
    QString chartName;
    QList<ChartVariant> variants;
    QString imageRepository;
    std::shared_ptr<PublishOutcome> outcome;
    QHash<QString, QString> files; ///< own tag → packaged .tgz
    QHash<QString, ChartManifest> artifacts; ///< own tag → its artifact (after "Package")
    QHash<QString, QString> published; ///< tag → digest already in the registry and equal to ours
    Credential chartCredential;
    Credential imageCredential;
    std::unique_ptr<QObject> guard = std::make_unique<QObject>();
    std::list<Worker> workers; ///< one per step that works off-thread: they may run at the same time
    QPointer<OciClient> charts; ///< the chart registry's client, made by the first upload step
    QPointer<OciClient> images; ///< the image registry's client

    ~PublishState();
    Worker *newWorker()
    {
        workers.emplace_back(guard.get());
        return &workers.back();
    }
    /** The chart registry's client (guard-owned), made on first use in the runner's thread. */
    OciClient *chartClient();
    /** The image registry's client; @p host from the image repository. */
    OciClient *imageClient(const QString &host);
    QString chartRepository() const { return request.registry.repositoryOf(chartName); }
};

/** The upload half of a publish plan (uploadsteps.cpp): appended after the local checks. */
void appendUploadSteps(const std::shared_ptr<PublishState> &state, Plan *plan);

/** "ghcr.io/acme/web" → host "ghcr.io", path "acme/web"; "nginx" → Docker Hub, "library/nginx". */
void splitImageRepository(const QString &repository, QString *host, QString *path);

} // namespace HelmDeck
