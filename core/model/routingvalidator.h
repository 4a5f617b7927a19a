// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app.h"
#include "finding.h"

#include <QCoreApplication>
#include <QStringList>

namespace HelmDeck {

/**
 * The rules of an app's domains and routing (docs/project-file.md "Domains and TLS", "Routing";
 * what the chart makes of them: docs/chart-values.md "Routes"). Host names themselves and hosts
 * routed twice are Validator's; the imported certificate's content is the TLS checks'.
 *
 * Per domain ("apps[<app>].domains[<i>]…"):
 *  - path: starts with "/", no whitespace (.path);
 *  - port: empty, or the name of a port map of the web process (.port);
 *  - tls cert-manager: an issuer, a DNS-1123 subdomain (.issuer), issuerKind ClusterIssuer or
 *    Issuer (.issuerKind);
 *  - tls letsencrypt: routing.letsEncrypt.email set and shaped like an address
 *    (apps[<app>].routing.letsEncrypt.email); not on a "*." host — HTTP-01 cannot issue wildcards (.tls);
 *  - tls imported: routing.certificate set (apps[<app>].routing.certificate);
 *  - every cert-manager / letsencrypt domain names the same issuer: they share one Certificate
 *    "tls-<app>-web" (.issuer, or .tls for letsencrypt).
 * Routing ("apps[<app>].routing…"): httproute needs gateway.name (a DNS-1123 subdomain), a gateway
 * namespace is a DNS-1123 label; httpsRedirect with httproute is a warning (the Gateway redirects),
 * and with an Ingress class other than traefik or nginx a warning (no redirect is rendered).
 */
class RoutingValidator
{
public:
    /** Appends the findings for @p app to @p out, with field paths but no locations. */
    static void validate(const App &app, Findings *out);
    /**
     * Errors when the target's @p apiVersions (ClusterVersions::apiVersions; empty = not read,
     * nothing) lack an API the app's routes or TLS need, naming the CRD: httproutes.gateway.networking.k8s.io
     * (gateway.networking.k8s.io v1 or v1beta1) for httproute, ingressroutes.traefik.io and
     * middlewares.traefik.io (traefik.io/v1alpha1) for ingressroute or a traefik-class redirect,
     * certificates.cert-manager.io / issuers.cert-manager.io (cert-manager.io/v1) for TLS by
     * cert-manager or letsencrypt. Paths: routing.kind, routing.httpsRedirect, domains[<i>].tls.
     */
    static Findings capabilities(const App &app, const QStringList &apiVersions);
    /** True when @p apiVersions lists @p groupVersion ("traefik.io/v1alpha1") or any of its kinds. */
    static bool serves(const QStringList &apiVersions, const QString &groupVersion);

    Q_DECLARE_TR_FUNCTIONS(HelmDeck::RoutingValidator)
};

} // namespace HelmDeck
