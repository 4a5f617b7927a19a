// SPDX-License-Identifier: GPL-3.0-or-later
#include "routingvalidator.h"

#include "validationpaths.h"
#include "validator.h"

#include <QRegularExpression>

namespace HelmDeck {

using namespace ValidationPaths;

namespace {

bool isManaged(DomainTls::Mode mode)
{
    return mode == DomainTls::Mode::CertManager || mode == DomainTls::Mode::LetsEncrypt;
}

/** "Issuer/name" of a managed domain, the key under which domains must agree. */
QString issuerKey(const Domain &d)
{
    if (d.tls.mode == DomainTls::Mode::LetsEncrypt)
        return RoutingValidator::tr("letsencrypt (the app's ACME Issuer)");
    return d.tls.issuerKind.trimmed() + QLatin1Char('/') + d.tls.issuer.trimmed();
}

bool isEmailShaped(const QString &email)
{
    static const QRegularExpression re(QStringLiteral("^[^@\\s]+@[^@\\s]+\\.[^@\\s.]+$"));
    return re.match(email).hasMatch();
}

void checkDomainTls(const Domain &d, const QString &path, Findings *out)
{
    switch (d.tls.mode) {
    case DomainTls::Mode::None:
        return;
    case DomainTls::Mode::CertManager: {
        const QString issuer = d.tls.issuer.trimmed();
        if (issuer.isEmpty())
            error(out,
                RoutingValidator::tr("domain \"%1\" uses cert-manager but names no issuer: set issuer to a "
                                     "ClusterIssuer or Issuer the cluster has")
                    .arg(d.host),
                sub(path, "issuer"));
        else if (!Validator::isDns1123Subdomain(issuer))
            error(out,
                RoutingValidator::tr("issuer \"%1\" is not a cert-manager issuer name (a DNS-1123 subdomain)")
                    .arg(issuer),
                sub(path, "issuer"));
        const QString kind = d.tls.issuerKind.trimmed();
        if (kind != QLatin1String("ClusterIssuer") && kind != QLatin1String("Issuer"))
            error(out,
                RoutingValidator::tr("issuerKind \"%1\" is not known; use ClusterIssuer or Issuer").arg(kind),
                sub(path, "issuerKind"));
        return;
    }
    case DomainTls::Mode::LetsEncrypt:
        if (d.host.trimmed().startsWith(QLatin1String("*.")))
            error(out,
                RoutingValidator::tr(
                    "domain \"%1\" is a wildcard: Let's Encrypt's HTTP-01 challenge cannot issue "
                    "wildcard certificates; use cert-manager with a DNS-01 issuer, or an "
                    "imported certificate")
                    .arg(d.host),
                sub(path, "tls"));
        return;
    case DomainTls::Mode::Imported: // the certificate itself is TlsValidator's (a missing one too)
        return;
    }
}

} // namespace

bool RoutingValidator::serves(const QStringList &apiVersions, const QString &groupVersion)
{
    const QString prefix = groupVersion + QLatin1Char('/');
    for (const QString &api : apiVersions) {
        if (api == groupVersion || api.startsWith(prefix))
            return true;
    }
    return false;
}

void RoutingValidator::validate(const App &app, Findings *out)
{
    const RoutingSettings &r = app.routing;
    const QString routing = sub(app.fieldPrefix(), "routing");
    const ProcessType *web = app.process(QStringLiteral("web"));
    QString firstIssuer; // the issuer of the first cert-manager domain that names one, and its host
    QString firstHost;
    bool letsEncryptUsed = false;
    bool tlsUsed = false;
    for (int i = 0; i < app.domains.size(); ++i) {
        const Domain &d = app.domains.at(i);
        const QString path = at(app.fieldPrefix(), "domains", i);
        static const QRegularExpression space(QStringLiteral("\\s"));
        if (!d.path.startsWith(QLatin1Char('/')) || d.path.contains(space))
            error(out,
                RoutingValidator::tr("path \"%1\" of domain \"%2\" must start with \"/\" and hold no spaces")
                    .arg(d.path, d.host),
                sub(path, "path"));
        const QString port = d.port.trimmed();
        if (!port.isEmpty() && web) {
            QStringList names;
            for (const PortMap &m : web->portMaps)
                names.append(m.name());
            if (!names.contains(port))
                error(out,
                    names.isEmpty()
                        ? tr(
                            "port \"%1\" of domain \"%2\" is not a port map of the web process (it has none)")
                              .arg(port, d.host)
                        : tr("port \"%1\" of domain \"%2\" is not a port map of the web process (%3)")
                              .arg(port, d.host, names.join(QStringLiteral(", "))),
                    sub(path, "port"));
        }
        checkDomainTls(d, path, out);
        tlsUsed = tlsUsed || d.tls.mode != DomainTls::Mode::None;
        letsEncryptUsed = letsEncryptUsed || d.tls.mode == DomainTls::Mode::LetsEncrypt;
        // a cert-manager domain without an issuer has its own error above: it conflicts with nothing
        const bool named = d.tls.mode == DomainTls::Mode::LetsEncrypt || !d.tls.issuer.trimmed().isEmpty();
        if (isManaged(d.tls.mode) && named) {
            const QString key = issuerKey(d);
            const QString host
                = d.host.trimmed().isEmpty() ? QStringLiteral("#%1").arg(i + 1) : d.host.trimmed();
            if (firstIssuer.isEmpty()) {
                firstIssuer = key;
                firstHost = host;
            } else if (key != firstIssuer) {
                error(out,
                    RoutingValidator::tr(
                        "domain \"%1\" names issuer %2 but domain \"%3\" names issuer %4: the "
                        "app's cert-manager domains share one Certificate (Secret tls-%5-web), so "
                        "they name one issuer; give \"%1\" issuer %4 too, or move it to another app")
                        .arg(host, key, firstHost, firstIssuer, app.name),
                    sub(path, d.tls.mode == DomainTls::Mode::LetsEncrypt ? "tls" : "issuer"));
            }
        }
    }
    if (letsEncryptUsed) {
        const QString email = r.letsEncryptEmail.trimmed();
        const QString emailPath = sub(sub(routing, "letsEncrypt"), "email");
        if (email.isEmpty())
            error(out,
                RoutingValidator::tr(
                    "a domain uses letsencrypt, but routing.letsEncrypt.email is not set: Let's "
                    "Encrypt needs a contact address"),
                emailPath);
        else if (!isEmailShaped(email))
            error(out, RoutingValidator::tr("\"%1\" is not an email address").arg(email), emailPath);
    }
    if (r.kind == RoutingSettings::Kind::HTTPRoute) {
        const QString gateway = sub(routing, "gateway");
        if (r.gatewayName.trimmed().isEmpty())
            error(out,
                RoutingValidator::tr(
                    "routing kind httproute needs the parent Gateway: set routing.gateway.name"),
                sub(gateway, "name"));
        else if (!Validator::isDns1123Subdomain(r.gatewayName.trimmed()))
            error(out,
                RoutingValidator::tr("gateway \"%1\" is not a Gateway name (a DNS-1123 subdomain)")
                    .arg(r.gatewayName),
                sub(gateway, "name"));
        if (!r.gatewayNamespace.trimmed().isEmpty()
            && !Validator::isDns1123Label(r.gatewayNamespace.trimmed()))
            error(out,
                RoutingValidator::tr("gateway namespace \"%1\" is not a namespace name (a DNS-1123 label)")
                    .arg(r.gatewayNamespace),
                sub(gateway, "namespace"));
        if (r.httpsRedirect && tlsUsed)
            warning(out,
                RoutingValidator::tr(
                    "with httproute the HTTP → HTTPS redirect is the Gateway's job (a redirect "
                    "route on its HTTP listener); HelmDeck renders none"),
                sub(routing, "httpsRedirect"));
    } else if (r.kind == RoutingSettings::Kind::Ingress && r.httpsRedirect && tlsUsed) {
        const QString cls = app.ingressClass.isEmpty() ? QStringLiteral("traefik") : app.ingressClass;
        if (cls != QLatin1String("traefik") && cls != QLatin1String("nginx"))
            warning(out,
                RoutingValidator::tr(
                    "HelmDeck knows the HTTPS redirect of the traefik and nginx classes only; "
                    "ingress class \"%1\" gets no redirect")
                    .arg(cls),
                sub(routing, "httpsRedirect"));
    }
}

Findings RoutingValidator::capabilities(const App &app, const QStringList &apiVersions)
{
    Findings out;
    if (apiVersions.isEmpty() || app.domains.isEmpty())
        return out;
    const RoutingSettings &r = app.routing;
    const QString routing = sub(app.fieldPrefix(), "routing");
    auto missing = [&](const QString &message, const QString &path) { error(&out, message, path); };
    const QString traefik = QStringLiteral("traefik.io/v1alpha1");
    bool tlsUsed = false;
    for (const Domain &d : app.domains)
        tlsUsed = tlsUsed || d.tls.mode != DomainTls::Mode::None;
    if (r.kind == RoutingSettings::Kind::HTTPRoute
        && !serves(apiVersions, QStringLiteral("gateway.networking.k8s.io/v1"))
        && !serves(apiVersions, QStringLiteral("gateway.networking.k8s.io/v1beta1")))
        missing(tr("routing kind httproute renders Gateway API HTTPRoutes, but the cluster does not serve "
                   "gateway.networking.k8s.io/v1 or v1beta1 (the CRD httproutes.gateway.networking.k8s.io is "
                   "not installed): install it or change the setting"),
            sub(routing, "kind"));
    if (r.kind == RoutingSettings::Kind::IngressRoute && !serves(apiVersions, traefik))
        missing(tr("routing kind ingressroute renders Traefik IngressRoutes and Middlewares, but the cluster "
                   "does not serve %1 (the CRD ingressroutes.traefik.io (and middlewares.traefik.io) is not "
                   "installed): install it or change the setting")
                    .arg(traefik),
            sub(routing, "kind"));
    const QString cls = app.ingressClass.isEmpty() ? QStringLiteral("traefik") : app.ingressClass;
    if (r.kind == RoutingSettings::Kind::Ingress && r.httpsRedirect && tlsUsed
        && cls == QLatin1String("traefik") && !serves(apiVersions, traefik))
        missing(tr("the HTTPS redirect of class traefik is a Traefik Middleware, but the cluster does not "
                   "serve %1 (the CRD middlewares.traefik.io is not installed): install it or change the "
                   "setting")
                    .arg(traefik),
            sub(routing, "httpsRedirect"));
    const QString certManager = QStringLiteral("cert-manager.io/v1");
    if (!serves(apiVersions, certManager)) {
        for (int i = 0; i < app.domains.size(); ++i) {
            const Domain &d = app.domains.at(i);
            if (!isManaged(d.tls.mode))
                continue;
            const bool le = d.tls.mode == DomainTls::Mode::LetsEncrypt;
            missing(
                (le ? tr("domain \"%1\" gets its certificate from cert-manager, but the cluster does not "
                         "serve %2 (the CRD issuers.cert-manager.io (and certificates.cert-manager.io) is "
                         "not installed): install it or change the setting")
                    : tr("domain \"%1\" gets its certificate from cert-manager, but the cluster does not "
                         "serve %2 (the CRD certificates.cert-manager.io is not installed): install it or "
                         "change the setting"))
                    .arg(d.host, certManager),
                sub(at(app.fieldPrefix(), "domains", i), "tls"));
            break; // one finding says it: cert-manager is missing
        }
    }
    return out;
}

} // namespace HelmDeck
