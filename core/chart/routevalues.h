// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/app.h"

namespace YAML {
class Emitter;
}

namespace HelmDeck {

/**
 * The app chart's route values — "ingress", "certificate" and "letsEncrypt" (shapes:
 * charts/app/values.yaml, docs/chart-values.md "Routes") — written by ValuesBuilder into its
 * top-level map. Names come from ChartNames; the templates pick the route kind and, for HTTPRoute,
 * the apiVersion from .Capabilities (the API versions the preview and the deploy pass to helm).
 *
 * TLS: every cert-manager / letsencrypt domain of an app shares one Certificate and its Secret
 * "tls-<app>-web" (RoutingValidator makes them name one issuer). For kind Ingress, cert-manager's
 * ingress annotation asks for it and each Ingress lists every such host in its `tls` entry, so
 * whichever Ingress owns the Certificate, it covers all hosts; for IngressRoute and HTTPRoute the
 * chart renders the Certificate "<app>-web" itself. Imported domains use the Secret "tls-<app>".
 */
class RouteValues
{
public:
    /**
     * ingress: kind ("ingress", "ingressroute", "httproute"), className, serviceName and
     * servicePortName (the web Service and its primary port; empty without a routable web process),
     * gateway {name, namespace, sectionName}, middlewares {compress, redirect}, and hosts[] — one
     * per distinct host: name, host, path, servicePort (name), servicePortNumber, annotations
     * (cert-manager issuer), redirect (TLS and routing.httpsRedirect), tls {secretName, hosts}
     * when the domain has TLS.
     */
    static void emitIngress(YAML::Emitter &out, const App &app);
    /**
     * certificate: {name, secretName, dnsNames, issuerName, issuerKind} when the kind is not Ingress
     * and a domain uses cert-manager or letsencrypt; letsEncrypt: {name, email, server (the ACME
     * directory URL), ingressClassName | gatewayParentRefs} when a domain uses letsencrypt. Each is
     * an empty map otherwise (nothing rendered).
     */
    static void emitTls(YAML::Emitter &out, const App &app);

    /** The ACME directory of Let's Encrypt's production or staging server. */
    static QString acmeServer(bool staging);
    /** The issuer {kind, name} the managed (cert-manager / letsencrypt) domains use; empty when none. */
    static QPair<QString, QString> managedIssuer(const App &app);
};

} // namespace HelmDeck
