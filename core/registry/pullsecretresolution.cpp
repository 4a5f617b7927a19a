// SPDX-License-Identifier: GPL-3.0-or-later
#include "pullsecretresolution.h"

#include "credential.h"
#include "credentialresolver.h"
#include "pullsecretbuilder.h"

namespace HelmDeck {

bool PullSecretResolution::needsResolution(const App &app)
{
    return app.effectivePullSecretMode() == PullSecretSettings::Mode::FromCredentials;
}

namespace {

CredentialCache::Outcome resolveApp(
    const App &app, const QProcessEnvironment &environment, int helperTimeoutMs)
{
    CredentialCache::Outcome outcome;
    const QString field = app.fieldPrefix() + QStringLiteral(".pullSecret");
    CredentialResolver resolver(environment, CredentialResolver::Purpose::ImagePull);
    resolver.setHelperTimeout(helperTimeoutMs);
    PullSecretBuilder builder(resolver);

    const QString registry = app.pullSecret.registry.trimmed();
    const QString username = app.pullSecret.username.trimmed();
    if (!registry.isEmpty() && !username.isEmpty()) {
        if (app.pullSecret.password.isEmpty()) {
            outcome.findings.append(Finding::warning(
                PullSecretResolution::tr(
                    "app %1: no password for %2 at %3 is available (it is kept in the keychain), so the "
                    "pull secret uses your docker and Helm registry config for that registry")
                    .arg(app.name, username, registry),
                field + QStringLiteral(".password")));
        } else {
            Credential credential;
            credential.serverAddress = registry;
            credential.username = username;
            credential.secret = app.pullSecret.password;
            credential.source = PullSecretResolution::tr("the pull secret settings of app %1").arg(app.name);
            builder.setCredential(registry, credential);
        }
    }

    PullSecretBuilder::Result result;
    QString error;
    if (!builder.build({ app.image.trimmed() }, &result, &error)) {
        outcome.findings.append(Finding::error(
            PullSecretResolution::tr("app %1: the pull secret cannot be built: %2").arg(app.name, error),
            field));
        return outcome;
    }
    if (!result.isEmpty())
        outcome.payload = result.dockerConfigJson;
    return outcome;
}

} // namespace

PullSecretResolution::Outcome PullSecretResolution::resolve(const QList<App> &apps,
    const QProcessEnvironment &environment, int helperTimeoutMs, CredentialCache *cache)
{
    Outcome outcome;
    for (const App &app : apps) {
        if (!needsResolution(app))
            continue;
        CredentialCache::Outcome one;
        // The key is taken before resolving: a config file changed meanwhile gives a key no later
        // render asks for, so the entry can only go unused, never be wrong.
        const QByteArray key = cache ? CredentialCache::key(app, environment) : QByteArray();
        if (!cache || !cache->lookup(key, &one)) {
            one = resolveApp(app, environment, helperTimeoutMs);
            if (cache)
                cache->insert(key, one);
        }
        outcome.findings += one.findings;
        if (!one.payload.isEmpty())
            outcome.payloads.insert(app.name, one.payload);
    }
    return outcome;
}

} // namespace HelmDeck
