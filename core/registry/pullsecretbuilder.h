// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "credential.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QMap>
#include <QString>
#include <QStringList>

namespace HelmDeck {

class CredentialResolver;

/**
 * Builds the `.dockerconfigjson` payload of the `pull-secret-<app>` Secret (type
 * kubernetes.io/dockerconfigjson) from the user's registry credentials.
 *
 * Shape: {"auths":{"<key>":{"auth":base64("user:password"),"password":"…","username":"…"}}},
 * compact JSON, keys sorted (QJsonDocument), so the same input gives the same bytes. <key> is
 * RegistryHost::configKey(host): the host, or "https://index.docker.io/v1/" for Docker Hub, which the
 * kubelet's keyring maps to docker.io images. The bytes are raw JSON; base64 for the Secret's data
 * is the chart's business.
 *
 * Only the registries the app's images use are included (unlike Dokku, which copied the whole
 * docker config, https://dokku.com/docs/advanced-usage/registry-management/). A host with no credential
 * configured is left out and listed in Result::hostsWithoutCredential (public images need none); a
 * credential helper that answered an empty username and password is an error naming it.
 *
 * Refused, with an error naming the host and where the credential came from: an empty username or
 * password, an identity token or a registry token (the kubelet understands only username/password
 * entries), an image that is not a valid reference, and resolver errors (broken config file,
 * failing helper). Several problems are reported together, one per line; nothing is built then.
 */
class PullSecretBuilder
{
    Q_DECLARE_TR_FUNCTIONS(HelmDeck::PullSecretBuilder)

public:
    struct Result
    {
        QByteArray dockerConfigJson; ///< the payload; "{"auths":{}}" when no host has credentials
        QStringList hosts; ///< hosts included, sorted
        QStringList hostsWithoutCredential; ///< hosts of the images with nothing configured, sorted
        /** True when no registry needs a credential: the release need not be rendered. */
        bool isEmpty() const { return hosts.isEmpty(); }
    };

    /** @p resolver must outlive the builder. */
    explicit PullSecretBuilder(const CredentialResolver &resolver);

    /**
     * An explicit credential for @p host (e.g. the pull-secret form's username and keychain
     * password). It replaces whatever the config files hold for that host.
     */
    void setCredential(const QString &host, const Credential &credential);

    /** The distinct registry hosts of @p images, sorted; false with @p error naming a bad reference. */
    static bool registryHosts(const QStringList &images, QStringList *hosts, QString *error);

    /** Builds the payload for @p images (image references as the app's processes use them). */
    bool build(const QStringList &images, Result *out, QString *error) const;

private:
    const CredentialResolver &m_resolver;
    QMap<QString, Credential> m_explicit; // normalised host → credential
};

} // namespace HelmDeck
