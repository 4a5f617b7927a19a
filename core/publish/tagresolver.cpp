// SPDX-License-Identifier: GPL-3.0-or-later
#include "tagresolver.h"

#include "job/worker.h"
#include "registry/credentialresolver.h"
#include "registry/ociclient.h"
#include "registry/ocireply.h"

namespace HelmDeck {

namespace {

struct ResolveState
{
    TagResolver::Request request;
    OciRepository registry;
    Credential credential;
    std::unique_ptr<QObject> guard = std::make_unique<QObject>();
    std::unique_ptr<Worker> worker = std::make_unique<Worker>(guard.get());
};

} // namespace

bool TagResolver::plan(const Request &request, Plan *out, std::shared_ptr<QString> digest, QString *error)
{
    auto state = std::make_shared<ResolveState>();
    state->request = request;
    if (!OciRepository::parse(request.reference, &state->registry, error))
        return false;
    if (state->registry.path.isEmpty()) {
        *error = tr("%1: name the chart (oci://HOST/PATH/CHART)").arg(request.reference);
        return false;
    }
    if (!OciClient::isValidTag(request.tag)) {
        *error = tr("\"%1\" is not a valid OCI tag").arg(request.tag);
        return false;
    }
    Plan p;
    p.title = tr("Resolve %1:%2").arg(request.reference, request.tag);
    Step credentials;
    credentials.id = QStringLiteral("credentials");
    credentials.title = tr("Find the credentials for %1").arg(state->registry.host);
    credentials.start = [state](PlanContext &, Step &, StepDone done) {
        const QProcessEnvironment env = state->request.environment;
        const QString host = state->registry.host;
        state->worker->start(
            [env, host](const std::function<bool()> &) {
                std::pair<Credential, QString> found;
                CredentialResolver(env, CredentialResolver::Purpose::ChartRegistry)
                    .resolve(host, &found.first, &found.second);
                return found;
            },
            [state, done](const std::pair<Credential, QString> &found) {
                state->credential = found.first;
                done(found.second.isEmpty(), found.second);
            });
    };
    credentials.cancel = [state] { state->worker->cancel(); };
    p.steps.append(credentials);

    Step head;
    head.id = QStringLiteral("resolve");
    head.title = tr("Read the digest of %1").arg(request.tag);
    head.timeoutMs = 60000;
    head.start = [state, digest](PlanContext &, Step &, StepDone done) {
        auto *client = new OciClient(state->registry.host, state->guard.get());
        client->setPlainHttp(state->request.plainHttp);
        if (!state->request.caFile.isEmpty())
            client->setCaFile(state->request.caFile);
        client->setCredential(state->credential);
        OciReply *reply = client->headManifest(state->registry.path, state->request.tag);
        QObject::connect(reply, &OciReply::finished, client, [state, client, reply, digest, done] {
            client->deleteLater();
            if (!reply->ok()) {
                done(false, reply->errorString());
            } else if (!reply->exists()) {
                done(false, tr("%1 has no tag %2").arg(state->request.reference, state->request.tag));
            } else {
                *digest = reply->digest();
                done(true);
            }
        });
    };
    p.steps.append(head);
    *out = p;
    return true;
}

} // namespace HelmDeck
