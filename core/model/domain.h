// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

namespace HelmDeck {

/**
 * How one domain's traffic is encrypted (docs/project-file.md, "Domains and TLS"; Dokku's
 * scheduler-k3s TLS resolution, docs/deploy.md "TLS"):
 *
 *  - None: plain HTTP;
 *  - CertManager: a cert-manager issuer the cluster already has (@c issuerKind ClusterIssuer or
 *    Issuer, @c issuer its name) signs a certificate for the host: the Ingress gets the
 *    cert-manager.io annotation and a `tls` section with Secret "tls-<app>-web";
 *  - LetsEncrypt: like CertManager, with an ACME Issuer "<app>-letsencrypt-<prod|stag>" that
 *    HelmDeck renders into the app release from RoutingSettings::letsEncryptEmail/-Staging;
 *  - Imported: the app's imported certificate (RoutingSettings::certificateFile, its key in the
 *    keychain) as the Secret "tls-<app>" of the release "tls-<app>".
 */
struct DomainTls
{
    enum class Mode
    {
        None,
        CertManager,
        LetsEncrypt,
        Imported,
    };
    Mode mode = Mode::None;
    QString issuer; ///< CertManager: the issuer's name (a DNS-1123 subdomain)
    QString issuerKind = QStringLiteral("ClusterIssuer"); ///< CertManager: "ClusterIssuer" or "Issuer"

    /** "none", "cert-manager", "letsencrypt", "imported" — the project file's spelling. */
    static QString modeName(Mode mode);
    /** The inverse of modeName(); false (and @p out untouched) for any other text. */
    static bool parseMode(const QString &text, Mode *out);

    bool operator==(const DomainTls &o) const
    {
        return mode == o.mode && issuer == o.issuer && issuerKind == o.issuerKind;
    }
    bool operator!=(const DomainTls &o) const { return !(*this == o); }
};

/**
 * One host the app answers on, routed to its web process. In helmdeck.yaml a plain string is a
 * host with the defaults; a map sets the rest (docs/project-file.md, "Domains and TLS"):
 *
 *   domains:
 *     - www.example.com
 *     - host: api.example.com
 *       path: /api              # path prefix; "/" by default
 *       port: http-80-5000      # a port map of the web process, by name; "" = the primary one
 *       tls: cert-manager       # none | cert-manager | letsencrypt | imported
 *       issuer: letsencrypt-prod
 *       issuerKind: ClusterIssuer
 */
struct Domain
{
    QString host; ///< "www.example.com" or "*.example.com"; compared case-insensitively
    QString path = QStringLiteral("/"); ///< starts with "/"
    QString port; ///< PortMap::name() of a web port map; "" = primaryPortMapIndex()
    DomainTls tls;

    Domain() = default;
    explicit Domain(const QString &h)
        : host(h)
    { }

    /** True when only @c host differs from the defaults: written as a plain string. */
    bool isPlain() const;
    /** The host lower-cased and trimmed, the key under which hosts are compared. */
    QString hostKey() const { return host.trimmed().toLower(); }

    bool operator==(const Domain &o) const
    {
        return host == o.host && path == o.path && port == o.port && tls == o.tls;
    }
    bool operator!=(const Domain &o) const { return !(*this == o); }
};

/** The hosts of @p domains, in order (for messages, URLs and the host-only views). */
QStringList domainHosts(const QList<Domain> &domains);

} // namespace HelmDeck
