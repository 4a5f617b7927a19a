// SPDX-License-Identifier: GPL-3.0-or-later
#include "pullsecretbuilder.h"

#include "credentialresolver.h"
#include "registryhost.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace HelmDeck {

PullSecretBuilder::PullSecretBuilder(const CredentialResolver &resolver)
    : m_resolver(resolver)
{ }

void PullSecretBuilder::setCredential(const QString &host, const Credential &credential)
{
    m_explicit.insert(RegistryHost::normalize(host), credential);
}

bool PullSecretBuilder::registryHosts(const QStringList &images, QStringList *hosts, QString *error)
{
    QStringList found;
    QStringList problems;
    for (const QString &image : images) {
        QString why;
        const QString host = RegistryHost::fromImage(image, &why);
        if (host.isEmpty())
            problems.append(why);
        else if (!found.contains(host))
            found.append(host);
    }
    if (!problems.isEmpty()) {
        *error = problems.join(QLatin1Char('\n'));
        return false;
    }
    found.sort();
    *hosts = found;
    return true;
}

bool PullSecretBuilder::build(const QStringList &images, Result *out, QString *error) const
{
    QStringList hosts;
    if (!registryHosts(images, &hosts, error))
        return false;

    Result result;
    QJsonObject auths;
    QStringList problems;
    for (const QString &host : std::as_const(hosts)) {
        Credential credential;
        QString why;
        if (m_explicit.contains(host)) {
            credential = m_explicit.value(host);
            if (credential.source.isEmpty())
                credential.source = tr("the pull secret settings");
        } else if (!m_resolver.resolve(host, &credential, &why)) {
            problems.append(tr("registry %1: %2").arg(host, why));
            continue;
        }
        if (credential.isEmpty() && !credential.source.isEmpty()) {
            // a helper that answers empty credentials (a locked or logged-out store): the pods would
            // be created without a pull secret and fail to pull (docs/deploy.md "Preflight")
            problems.append(tr("registry %1: %2 answered an empty username and password; a pull "
                               "secret is never written without them (log in again: docker "
                               "login %1)")
                                .arg(host, credential.source));
            continue;
        }
        if (credential.isEmpty()) {
            result.hostsWithoutCredential.append(host);
            continue;
        }
        if (credential.isIdentityToken || credential.isRegistryToken) {
            problems.append(
                tr("registry %1 (credential from %2): is a token, not a username and password; a "
                   "Kubernetes pull secret needs both (log in with a password, or an access token "
                   "as the password)")
                    .arg(host, credential.source));
            continue;
        }
        if (credential.username.isEmpty()) {
            problems.append(tr("registry %1 (credential from %2): the username is empty; a pull secret is "
                               "never written without one")
                                .arg(host, credential.source));
            continue;
        }
        if (credential.secret.isEmpty()) {
            problems.append(tr("registry %1 (credential from %2): the password is empty; a pull secret is "
                               "never written without one")
                                .arg(host, credential.source));
            continue;
        }
        const QString pair = credential.username + QLatin1Char(':') + credential.secret;
        QJsonObject entry;
        entry.insert(QStringLiteral("auth"), QString::fromLatin1(pair.toUtf8().toBase64()));
        entry.insert(QStringLiteral("password"), credential.secret);
        entry.insert(QStringLiteral("username"), credential.username);
        auths.insert(RegistryHost::configKey(host), entry);
        result.hosts.append(host);
    }
    if (!problems.isEmpty()) {
        *error = problems.join(QLatin1Char('\n'));
        return false;
    }
    QJsonObject root;
    root.insert(QStringLiteral("auths"), auths);
    result.dockerConfigJson = QJsonDocument(root).toJson(QJsonDocument::Compact);
    *out = result;
    return true;
}

} // namespace HelmDeck
