// SPDX-License-Identifier: GPL-3.0-or-later
#include "pullsecretvalidator.h"
#include "validationpaths.h"

#include "imagereference.h"
#include "validator.h"

#include <QRegularExpression>
#include <QSet>

namespace HelmDeck {

namespace {

using namespace ValidationPaths;

// Docker Hub answers to several names; image references without a registry mean it too.
QString canonicalRegistry(const QString &host)
{
    const QString h = host.toLower();
    if (h.isEmpty() || h == QLatin1String("index.docker.io") || h == QLatin1String("registry-1.docker.io"))
        return QStringLiteral("docker.io");
    return h;
}

void checkNames(const App &app, Findings *out)
{
    QSet<QString> seen;
    for (int i = 0; i < app.imagePullSecrets.size(); ++i) {
        const QString name = app.imagePullSecrets.at(i);
        const QString p = sub(app.fieldPrefix(), "imagePullSecrets") + QLatin1Char('[') + QString::number(i)
            + QLatin1Char(']');
        if (!Validator::isDns1123Subdomain(name))
            error(out,
                PullSecretValidator::tr(
                    "\"%1\" is not a Secret name: lower-case letters, digits, '-' and '.', starting and "
                    "ending with a letter or digit")
                    .arg(name),
                p);
        if (seen.contains(name))
            warning(out, PullSecretValidator::tr("Secret \"%1\" is listed twice").arg(name), p);
        seen.insert(name);
    }
}

void checkRegistry(const App &app, Findings *out)
{
    const PullSecretSettings &s = app.pullSecret;
    const QString path = sub(app.fieldPrefix(), "pullSecret");
    static const QRegularExpression host(
        QStringLiteral("^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*(:[0-9]{1,5})?$"));
    const bool registryOk = s.registry.isEmpty() || host.match(s.registry).hasMatch();
    if (!registryOk) {
        QString bare = s.registry.toLower();
        const int scheme = bare.indexOf(QLatin1String("://"));
        if (scheme >= 0)
            bare = bare.mid(scheme + 3);
        bare = bare.section(QLatin1Char('/'), 0, 0);
        QString text = PullSecretValidator::tr(
            "registry \"%1\" must be a host name with an optional port, without scheme or "
            "path, in lower case")
                           .arg(s.registry);
        if (host.match(bare).hasMatch())
            text = PullSecretValidator::tr("%1 (try \"%2\")").arg(text, bare);
        error(out, text, sub(path, "registry"));
    }
    if (!s.username.isEmpty() && s.registry.isEmpty())
        error(out,
            PullSecretValidator::tr(
                "username \"%1\" is for no registry; set pullSecret.registry to the registry host it "
                "logs in to")
                .arg(s.username),
            sub(path, "registry"));
    if (s.registry.isEmpty() && s.username.isEmpty())
        return;
    if (app.effectivePullSecretMode() != PullSecretSettings::Mode::FromCredentials) {
        warning(out,
            PullSecretValidator::tr(
                "the registry credentials are not used: the app's pull-secret mode is %1, not "
                "fromCredentials")
                .arg(PullSecretSettings::modeName(app.effectivePullSecretMode())),
            sub(path, s.username.isEmpty() ? "registry" : "username"));
        return;
    }
    ImageReference ref;
    if (!s.registry.isEmpty() && registryOk && ImageReference::parse(app.image, &ref)
        && canonicalRegistry(ref.registry) != canonicalRegistry(s.registry))
        warning(out,
            PullSecretValidator::tr(
                "the app's image is on \"%1\", not \"%2\": the pull secret only holds the registries of "
                "the app's images, so these credentials are not used")
                .arg(canonicalRegistry(ref.registry), s.registry),
            sub(path, "registry"));
}

} // namespace

void PullSecretValidator::validate(const App &app, Findings *out)
{
    checkNames(app, out);
    if (app.pullSecret.mode == PullSecretSettings::Mode::NamedSecrets && app.imagePullSecrets.isEmpty())
        error(out,
            PullSecretValidator::tr(
                "pull-secret mode namedSecrets needs the names of existing Secrets in imagePullSecrets"),
            sub(app.fieldPrefix(), "pullSecret") + QStringLiteral(".mode"));
    if (app.pullSecret.mode == PullSecretSettings::Mode::None && !app.imagePullSecrets.isEmpty())
        warning(out,
            PullSecretValidator::tr("imagePullSecrets are not used: the app's pull-secret mode is none"),
            sub(app.fieldPrefix(), "imagePullSecrets"));
    checkRegistry(app, out);
}

} // namespace HelmDeck
