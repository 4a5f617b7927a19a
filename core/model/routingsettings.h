// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace HelmDeck {

/**
 * How an app's domains reach its web process, and the app-wide TLS inputs (docs/project-file.md,
 * "Routing"). The IngressClass stays App::ingressClass (its key predates this block).
 *
 *   routing:
 *     kind: ingress             # ingress | ingressroute (Traefik) | httproute (Gateway API)
 *     gateway:                  # httproute only: the parent Gateway
 *       name: public
 *       namespace: gateways
 *       section: https          # listener name (sectionName); "" = every listener
 *     httpsRedirect: true       # plain HTTP answers with a permanent redirect to HTTPS
 *     letsEncrypt:              # for domains with tls: letsencrypt
 *       email: ops@example.com
 *       server: production      # production | staging
 *     certificate: certs/www.pem  # imported chain (PEM), relative to the project file;
 *                                  # its key lives in the keychain (SecretStore kind "tls")
 */
struct RoutingSettings
{
    enum class Kind
    {
        Ingress, ///< networking.k8s.io/v1 Ingress, one per domain
        IngressRoute, ///< Traefik IngressRoute (traefik.io/v1alpha1) with compress / redirect Middlewares
        HTTPRoute, ///< Gateway API HTTPRoute, one per domain
    };
    Kind kind = Kind::Ingress;
    QString gatewayName;
    QString gatewayNamespace; ///< "" = the app's namespace
    QString gatewaySection; ///< the listener's name (parentRefs[].sectionName); "" = none
    bool httpsRedirect = false;
    QString letsEncryptEmail;
    bool letsEncryptStaging = false; ///< true: Let's Encrypt's staging ACME server
    QString certificateFile; ///< imported certificate chain (PEM), relative to the project file; "" = none

    /** "ingress", "ingressroute", "httproute" — the project file's spelling. */
    static QString kindName(Kind kind);
    /** The inverse of kindName(); false (and @p out untouched) for any other text. */
    static bool parseKind(const QString &text, Kind *out);

    bool operator==(const RoutingSettings &o) const
    {
        return kind == o.kind && gatewayName == o.gatewayName && gatewayNamespace == o.gatewayNamespace
            && gatewaySection == o.gatewaySection && httpsRedirect == o.httpsRedirect
            && letsEncryptEmail == o.letsEncryptEmail && letsEncryptStaging == o.letsEncryptStaging
            && certificateFile == o.certificateFile;
    }
    bool operator!=(const RoutingSettings &o) const { return !(*this == o); }
};

} // namespace HelmDeck
