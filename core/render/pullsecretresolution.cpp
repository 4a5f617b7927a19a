// SPDX-License-Identifier: GPL-3.0-or-later
#include "pullsecretresolution.h"

#include "publish/credential.h"
#include "publish/credentialresolver.h"
#include "publish/pullsecretbuilder.h"

namespace HelmDeck {

bool PullSecretResolution::needsResolution(const App &app)
{
    return app.effectivePullSecretMode() == PullSecretSettings::Mode::FromCredentials;
}

PullSecretResolution::Outcome PullSecretResolution::resolve(const QList<App> &apps, const QProcessEnvironment &environment,
                                                            int helperTimeoutMs)
{
    Outcome outcome;
    for (const App &app : apps) {
        if (!needsResolution(app))
            continue;
        const QString field = app.fieldPrefix() + QStringLiteral(".pullSecret");
        CredentialResolver resolver(environment, CredentialResolver::Purpose::ImagePull);
        resolver.setHelperTimeout(helperTimeoutMs);
        PullSecretBuilder builder(resolver);

        const QString registry = app.pullSecret.registry.trimmed();
        const QString username = app.pullSecret.username.trimmed();
        if (!registry.isEmpty() && !username.isEmpty()) {
            if (app.pullSecret.password.isEmpty()) {
                outcome.findings.append(Finding::warning(
                    QStringLiteral("app %1: no password for %2 at %3 is available (it is kept in the keychain), so the "
                                   "pull secret uses your docker and Helm registry config for that registry")
                        .arg(app.name, username, registry),
                    field + QStringLiteral(".password")));
            } else {
                Credential credential;
                credential.serverAddress = registry;
                credential.username = username;
                credential.secret = app.pullSecret.password;
                credential.source = QStringLiteral("the pull secret settings of app %1").arg(app.name);
                builder.setCredential(registry, credential);
            }
        }

        PullSecretBuilder::Result result;
        QString error;
        if (!builder.build({ app.image.trimmed() }, &result, &error)) {
            outcome.findings.append(Finding::error(
                QStringLiteral("app %1: the pull secret cannot be built: %2").arg(app.name, error), field));
            continue;
        }
        if (!result.isEmpty())
            outcome.payloads.insert(app.name, result.dockerConfigJson);
    }
    return outcome;
}

} // namespace HelmDeck
