// SPDX-License-Identifier: GPL-3.0-or-later
#include "publishstate.h"

#include "registry/credentialresolver.h"
#include "registry/ociclient.h"
#include "registry/ocireply.h"
#include "registry/registryhost.h"

#include <QFile>

namespace HelmDeck {

PublishState::~PublishState()
{
    delete charts.data();
    delete images.data();
}

OciClient *PublishState::chartClient()
{
    if (!charts) {
        charts = new OciClient(request.registry.host, guard.get());
        charts->setPlainHttp(request.plainHttp);
        if (!request.caFile.isEmpty())
            charts->setCaFile(request.caFile);
        charts->setCredential(chartCredential);
        charts->setPushScope(true); // one token for every read and write of the publish
    }
    return charts;
}

OciClient *PublishState::imageClient(const QString &host)
{
    if (host == request.registry.host)
        return chartClient();
    if (!images) {
        images = new OciClient(host, guard.get());
        // Plain HTTP was asked for the chart registry; an image registry gets it only on loopback.
        const QString name = host.section(QLatin1Char(':'), 0, 0);
        const bool loopback = name == QLatin1String("localhost") || name.startsWith(QLatin1String("127."));
        images->setPlainHttp(request.plainHttp && loopback);
        if (!request.caFile.isEmpty())
            images->setCaFile(request.caFile);
        images->setCredential(imageCredential);
    }
    return images;
}

void splitImageRepository(const QString &repository, QString *host, QString *path)
{
    const int slash = repository.indexOf(QLatin1Char('/'));
    const QString first = slash < 0 ? QString() : repository.left(slash);
    // Docker's rule: the first component is a registry when it has a '.' or ':' or is localhost.
    if (!first.isEmpty()
        && (first.contains(QLatin1Char('.')) || first.contains(QLatin1Char(':'))
            || first == QLatin1String("localhost"))) {
        *host = first;
        *path = repository.mid(slash + 1);
        return;
    }
    *host = RegistryHost::dockerHub();
    *path = slash < 0 ? QStringLiteral("library/") + repository : repository;
}

namespace {

Step credentialsStep(const std::shared_ptr<PublishState> &state)
{
    Step s;
    s.id = QStringLiteral("credentials");
    s.title = PublishPlanner::tr("Find the credentials for %1").arg(state->request.registry.host);
    s.timeoutMs = 60000;
    Worker *worker = state->newWorker();
    s.start = [state, worker](PlanContext &, Step &, StepDone done) {
        QString imageHost;
        QString imagePath;
        splitImageRepository(state->imageRepository, &imageHost, &imagePath);
        const QProcessEnvironment env = state->request.environment;
        const QString chartHost = state->request.registry.host;
        const Credential given = state->request.credential;
        worker->start(
            [env, chartHost, imageHost, given](const std::function<bool()> &) {
                struct Found
                {
                    Credential chart;
                    Credential image;
                    QString error;
                } found;
                found.chart = given;
                if (given.isEmpty()
                    && !CredentialResolver(env, CredentialResolver::Purpose::ChartRegistry)
                            .resolve(chartHost, &found.chart, &found.error))
                    return found;
                if (!CredentialResolver(env, CredentialResolver::Purpose::ImagePull)
                         .resolve(imageHost, &found.image, &found.error))
                    return found;
                if (imageHost == chartHost && found.image.isEmpty())
                    found.image = found.chart;
                return found;
            },
            [state, done, chartHost](const auto &found) {
                if (!found.error.isEmpty()) {
                    done(false, found.error);
                    return;
                }
                state->chartCredential = found.chart;
                state->imageCredential = found.image;
                done(true, QString(),
                    { found.chart.isEmpty()
                            ? PublishPlanner::tr("%1: anonymous (no credential configured)").arg(chartHost)
                            : QStringLiteral("%1: %2").arg(chartHost, found.chart.source) });
            });
    };
    s.cancel = [worker] { worker->cancel(); };
    return s;
}

/** Runs @p reply's finished into @p then, unless the step is over (cancel aborts the reply). */
template <typename Then> void whenDone(OciReply *reply, const StepDone &done, Then then)
{
    QObject::connect(reply, &OciReply::finished, reply, [reply, done, then] {
        reply->deleteLater();
        if (!done.isOver())
            then(reply);
    });
}

Step imageStep(const std::shared_ptr<PublishState> &state, const ChartVariant &variant)
{
    Step s;
    const QString image = state->imageRepository + QLatin1Char(':') + variant.appVersion;
    s.id = QStringLiteral("image-") + variant.appVersion;
    s.title = PublishPlanner::tr("Check that the image %1 exists").arg(image);
    s.concurrent = true;
    s.concurrentGroup = QStringLiteral("images");
    s.timeoutMs = 120000;
    auto reply = std::make_shared<QPointer<OciReply>>();
    s.start = [state, variant, image, reply](PlanContext &, Step &, StepDone done) {
        QString host;
        QString path;
        splitImageRepository(state->imageRepository, &host, &path);
        OciReply *sent = state->imageClient(host)->headManifest(path, variant.appVersion);
        *reply = sent;
        whenDone(sent, done, [done, image](OciReply *r) {
            if (!r->ok())
                done(false, r->errorString());
            else if (!r->exists())
                done(false,
                    PublishPlanner::tr(
                        "the image %1 is not in its registry: push it first (no chart was uploaded)")
                        .arg(image));
            else
                done(true, QString(), { PublishPlanner::tr("%1 is %2").arg(image, r->digest()) });
        });
    };
    s.cancel = [reply] {
        if (*reply)
            (*reply)->abort();
    };
    return s;
}

/** One HEAD per fixed tag: free, or already ours (skipped later), or someone else's (refused). */
Step fixedTagsStep(const std::shared_ptr<PublishState> &state)
{
    Step s;
    s.id = QStringLiteral("fixed-tags");
    s.title = PublishPlanner::tr("Check that the fixed tags are free");
    s.timeoutMs = 120000;

    s.start = [state](PlanContext &, Step &, StepDone done) {
        struct Pending
        {
            int left = 0;
            QStringList report;
            QStringList clashes;
            QString error;
        };
        auto pending = std::make_shared<Pending>();
        QList<QPair<QString, QString>> checks; // tag → our digest
        for (const ChartVariant &v : std::as_const(state->variants)) {
            if (v.moving)
                continue;
            const QString ours = state->artifacts.value(v.tags.constFirst()).manifestDigest;
            for (const QString &tag : v.tags)
                checks.append({ tag, ours });
        }
        pending->left = checks.size();
        if (checks.isEmpty()) {
            done(true, QString(), { PublishPlanner::tr("no fixed tags") });
            return;
        }
        for (const auto &check : std::as_const(checks)) {
            OciReply *sent = state->chartClient()->headManifest(state->chartRepository(), check.first);
            whenDone(sent, done, [state, done, pending, check](OciReply *r) {
                if (!r->ok())
                    pending->error = r->errorString();
                else if (!r->exists())
                    pending->report << PublishPlanner::tr("%1: free").arg(check.first);
                else if (r->digest() == check.second) {
                    state->published.insert(check.first, check.second);
                    pending->report << PublishPlanner::tr("%1: already published with these bytes (%2)")
                                           .arg(check.first, check.second);
                } else {
                    pending->clashes << PublishPlanner::tr("%1 holds %2, this build is %3")
                                            .arg(check.first, r->digest(), check.second);
                }
                if (--pending->left > 0)
                    return;
                if (!pending->error.isEmpty())
                    done(false, pending->error);
                else if (!pending->clashes.isEmpty())
                    done(false,
                        PublishPlanner::tr("fixed tags are never overwritten: %1")
                            .arg(pending->clashes.join(QStringLiteral("; "))),
                        pending->report);
                else
                    done(true, QString(), pending->report);
            });
        }
    };
    // Given up (timeout, cancel): its HEADs go too, so none is still in flight when the plan ends.
    s.cancel = [state] {
        if (state->charts) {
            const QList<OciReply *> replies = state->charts->findChildren<OciReply *>();
            for (OciReply *r : replies)
                r->abort();
        }
    };
    return s;
}

/**
 * @p error + " (already published: v1.2.3, 1.2.3; not published: sha-0123456, v1, latest)": the
 * message of a failed upload step, so the user knows which tags hold this build; the tags not
 * published are also kept in the outcome.
 */
QString publishedSoFar(const PublishState &state, const QString &error)
{
    QStringList published;
    for (const PublishedTag &t : std::as_const(state.outcome->tags))
        published << t.tag;
    QStringList missing;
    for (const ChartVariant &v : std::as_const(state.variants)) {
        for (const QString &tag : v.tags) {
            if (!published.contains(tag))
                missing << tag;
        }
    }
    state.outcome->notPublished = missing;
    return PublishPlanner::tr("%1 (already published: %2; not published: %3)")
        .arg(error,
            published.isEmpty() ? PublishPlanner::tr("nothing", "no tag published")
                                : published.join(QStringLiteral(", ")),
            missing.join(QStringLiteral(", ")));
}

/**
 * Every variant's blobs (config and package), all at once: they are content-addressed, so their
 * order does not matter and no tag can point at them before its manifest goes up. A blob the
 * registry has is not sent again.
 */
Step blobsStep(const std::shared_ptr<PublishState> &state)
{
    Step s;
    s.id = QStringLiteral("blobs");
    s.title = PublishPlanner::tr("Upload the packages");
    s.timeoutMs = 600000;
    s.start = [state](PlanContext &, Step &, StepDone done) {
        struct Pending
        {
            int left = 0;
            QString error;
            qint64 sent = 0; ///< bytes of the blobs done (uploaded or already there)
            qint64 total = 0;
        };
        auto pending = std::make_shared<Pending>();
        QHash<QString, QPair<OciBlob, QString>> blobs; // by digest: each blob once, with its tag
        for (const ChartVariant &v : std::as_const(state->variants)) {
            const ChartManifest artifact = state->artifacts.value(v.tags.constFirst());
            blobs.insert(artifact.config.digest, { artifact.config, v.tags.constFirst() });
            blobs.insert(artifact.layer.digest, { artifact.layer, v.tags.constFirst() });
        }
        pending->left = blobs.size();
        for (const auto &entry : std::as_const(blobs))
            pending->total += entry.first.data.size();
        // bytes uploaded of the bytes to upload, a blob at a time (docs/publish.md "Progress")
        done.progress(StepProgress::bytes(0, pending->total));
        const auto advance = [pending, done](qint64 bytes) {
            pending->sent += bytes;
            done.progress(StepProgress::bytes(pending->sent, pending->total));
        };
        OciClient *client = state->chartClient();
        const QString repository = state->chartRepository();
        const auto finishOne = [state, pending, done]() {
            if (--pending->left > 0)
                return;
            if (pending->error.isEmpty())
                done(true);
            else
                done(false, publishedSoFar(*state, pending->error));
        };
        for (const auto &entry : std::as_const(blobs)) {
            const OciBlob blob = entry.first;
            // "the package of v1.2.3 (sha256:…)": which blob failed, the error names the registry.
            const QString name = (blob.mediaType.endsWith(QLatin1String("tar+gzip"))
                    ? PublishPlanner::tr("the package of %1 (%2)")
                    : PublishPlanner::tr("the chart config of %1 (%2)"))
                                     .arg(entry.second, blob.digest);
            OciReply *headRequest = client->blobExists(repository, blob.digest);
            whenDone(headRequest, done,
                [blob, name, client, repository, done, pending, finishOne, advance](OciReply *head) {
                    if (!head->ok() || head->exists()) {
                        if (!head->ok() && pending->error.isEmpty())
                            pending->error = name + QStringLiteral(": ") + head->errorString();
                        else if (head->ok()) {
                            done.output(
                                PublishPlanner::tr("%1 %2: already there").arg(blob.mediaType, blob.digest));
                            advance(blob.data.size());
                        }
                        finishOne();
                        return;
                    }
                    OciReply *uploadRequest = client->uploadBlob(repository, blob.data);
                    whenDone(uploadRequest, done,
                        [blob, name, done, pending, finishOne, advance](OciReply *upload) {
                            if (!upload->ok() && pending->error.isEmpty())
                                pending->error = name + QStringLiteral(": ") + upload->errorString();
                            else if (upload->ok()) {
                                done.output(PublishPlanner::tr("%1 %2: uploaded (%3 bytes)")
                                                .arg(blob.mediaType, blob.digest)
                                                .arg(blob.data.size()));
                                advance(blob.data.size());
                            }
                            finishOne();
                        });
                });
        }
    };
    s.cancel = [state] {
        if (state->charts) {
            const QList<OciReply *> replies = state->charts->findChildren<OciReply *>();
            for (OciReply *r : replies)
                r->abort();
        }
    };
    return s;
}

/** Puts @p tag's manifest (its blobs are up: blobsStep) and verifies it by digest. */
Step pushStep(
    const std::shared_ptr<PublishState> &state, const ChartVariant &variant, const QString &tag, bool alias)
{
    Step s;
    const QString own = variant.tags.constFirst();
    s.id = QStringLiteral("push-") + tag;
    s.title = alias ? PublishPlanner::tr("Tag %1 (the bytes of %2)").arg(tag, own)
                    : PublishPlanner::tr("Push %1").arg(tag);
    s.timeoutMs = 600000;
    s.plannedCommand
        = QStringLiteral("PUT %1/%2:%3").arg(state->request.registry.host, QStringLiteral("<chart>"), tag);
    s.prepare = [state, tag, variant](PlanContext &, Step &self, bool *skip, QString *message) {
        self.plannedCommand.replace(QStringLiteral("<chart>"), state->chartRepository());
        if (state->published.contains(tag)) {
            *skip = true;
            *message = PublishPlanner::tr("%1 already holds these bytes").arg(tag);
            state->outcome->tags.append(
                { tag, state->published.value(tag), variant.appVersion, variant.chartVersion });
        }
        return true;
    };
    s.cancel = [state] {
        if (state->charts) {
            const QList<OciReply *> replies = state->charts->findChildren<OciReply *>();
            for (OciReply *r : replies)
                r->abort();
        }
    };
    s.start = [state, variant, tag, own](PlanContext &, Step &, StepDone done) {
        const ChartManifest artifact = state->artifacts.value(own);
        OciClient *client = state->chartClient();
        const QString repository = state->chartRepository();
        const auto putAndVerify = [state, variant, tag, done, client, repository, artifact]() {
            OciReply *putRequest = client->putManifest(repository, tag, artifact.manifest);
            whenDone(
                putRequest, done, [state, variant, tag, done, client, repository, artifact](OciReply *put) {
                    if (!put->ok()) {
                        done(false, publishedSoFar(*state, put->errorString()));
                        return;
                    }
                    OciReply *headRequest = client->headManifest(repository, tag);
                    whenDone(headRequest, done, [state, variant, tag, done, artifact](OciReply *head) {
                        if (!head->ok() || !head->exists() || head->digest() != artifact.manifestDigest) {
                            const QString error = head->ok()
                                ? (head->exists()
                                        ? PublishPlanner::tr("%1 reads back as %2, not the %3 sent")
                                              .arg(tag, head->digest(), artifact.manifestDigest)
                                        : PublishPlanner::tr("%1 reads back as missing, not the %2 sent")
                                              .arg(tag, artifact.manifestDigest))
                                : head->errorString();
                            done(false, publishedSoFar(*state, error));
                            return;
                        }
                        state->outcome->tags.append(
                            { tag, artifact.manifestDigest, variant.appVersion, variant.chartVersion });
                        done(true, QString(),
                            { PublishPlanner::tr("%1 = %2 (verified)").arg(tag, artifact.manifestDigest) });
                    });
                });
        };
        putAndVerify();
    };
    return s;
}

} // namespace

void appendUploadSteps(const std::shared_ptr<PublishState> &state, Plan *plan)
{
    plan->steps.append(credentialsStep(state));
    for (const ChartVariant &v : std::as_const(state->variants))
        plan->steps.append(imageStep(state, v));
    plan->steps.append(fixedTagsStep(state));
    if (state->request.checkOnly)
        return;
    plan->steps.append(blobsStep(state));
    for (const ChartVariant &v : std::as_const(state->variants)) {
        for (int i = 0; i < v.tags.size(); ++i)
            plan->steps.append(pushStep(state, v, v.tags.at(i), i > 0));
    }
}

} // namespace HelmDeck
