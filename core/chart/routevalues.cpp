// SPDX-License-Identifier: GPL-3.0-or-later
#include "routevalues.h"
#include "chartyaml.h"

#include "chartnames.h"

#include <QSet>

#include <yaml-cpp/yaml.h>

namespace HelmDeck {

using ChartYaml::quotedField;

namespace {

bool isManagedTls(DomainTls::Mode mode)
{
    return mode == DomainTls::Mode::CertManager || mode == DomainTls::Mode::LetsEncrypt;
}

/** The domains that route: one per distinct host (the first wins), none without web port maps. */
QList<Domain> routedDomains(const App &app)
{
    QList<Domain> out;
    const ProcessType *web = app.process(QStringLiteral("web"));
    if (!web || web->portMaps.isEmpty())
        return out;
    QSet<QString> seen;
    for (const Domain &domain : app.domains) {
        const QString host = domain.hostKey();
        if (host.isEmpty() || seen.contains(host))
            continue;
        seen.insert(host);
        out.append(domain);
    }
    return out;
}

/** The web port map @p domain targets: its `port` by name, else the primary one. */
const PortMap &backendPort(const ProcessType &web, const Domain &domain)
{
    for (const PortMap &map : web.portMaps) {
        if (map.name() == domain.port.trimmed())
            return map;
    }
    return web.portMaps.at(primaryPortMapIndex(web.portMaps));
}

QString kindValue(RoutingSettings::Kind kind)
{
    return RoutingSettings::kindName(kind);
}

} // namespace

QString RouteValues::acmeServer(bool staging)
{
    return staging ? QStringLiteral("https://acme-staging-v02.api.letsencrypt.org/directory")
                   : QStringLiteral("https://acme-v02.api.letsencrypt.org/directory");
}

QPair<QString, QString> RouteValues::managedIssuer(const App &app)
{
    for (const Domain &d : routedDomains(app)) {
        if (d.tls.mode == DomainTls::Mode::LetsEncrypt)
            return { QStringLiteral("Issuer"),
                ChartNames::letsEncryptIssuerName(app.name, app.routing.letsEncryptStaging) };
        if (d.tls.mode == DomainTls::Mode::CertManager)
            return { d.tls.issuerKind.trimmed(), d.tls.issuer.trimmed() };
    }
    return {};
}

void RouteValues::emitIngress(YAML::Emitter &out, const App &app)
{
    const RoutingSettings &routing = app.routing;
    const ProcessType *web = app.process(QStringLiteral("web"));
    const QList<Domain> domains = routedDomains(app);
    const QPair<QString, QString> issuer = managedIssuer(app);
    QStringList managedHosts;
    for (const Domain &d : domains) {
        if (isManagedTls(d.tls.mode))
            managedHosts.append(d.hostKey());
    }

    out << YAML::Key << "ingress" << YAML::Value << YAML::BeginMap;
    quotedField(out, "kind", kindValue(routing.kind));
    quotedField(out, "className", app.ingressClass.isEmpty() ? QStringLiteral("traefik") : app.ingressClass);
    if (web && !web->portMaps.isEmpty()) {
        quotedField(out, "serviceName", ChartNames::workloadName(app.name, web->name));
        quotedField(out, "servicePortName", web->portMaps.at(primaryPortMapIndex(web->portMaps)).name());
    }
    out << YAML::Key << "gateway" << YAML::Value << YAML::BeginMap;
    quotedField(out, "name", routing.gatewayName.trimmed());
    quotedField(out, "namespace", routing.gatewayNamespace.trimmed());
    quotedField(out, "sectionName", routing.gatewaySection.trimmed());
    out << YAML::EndMap;
    out << YAML::Key << "middlewares" << YAML::Value << YAML::BeginMap;
    quotedField(out, "compress", ChartNames::compressMiddlewareName(app.name));
    quotedField(out, "redirect", ChartNames::redirectMiddlewareName(app.name));
    out << YAML::EndMap;

    out << YAML::Key << "hosts" << YAML::Value << YAML::BeginSeq;
    for (const Domain &domain : domains) {
        const QString host = domain.hostKey();
        const PortMap &port = backendPort(*web, domain);
        const bool tls = domain.tls.mode != DomainTls::Mode::None;
        out << YAML::BeginMap;
        quotedField(out, "host", host);
        quotedField(out, "name", ChartNames::ingressName(app.name, host));
        quotedField(
            out, "path", domain.path.trimmed().isEmpty() ? QStringLiteral("/") : domain.path.trimmed());
        quotedField(out, "servicePort", port.name());
        out << YAML::Key << "servicePortNumber" << YAML::Value << port.hostPort;
        out << YAML::Key << "redirect" << YAML::Value << (tls && routing.httpsRedirect);
        out << YAML::Key << "annotations" << YAML::Value << YAML::BeginMap;
        if (routing.kind == RoutingSettings::Kind::Ingress && isManagedTls(domain.tls.mode)
            && !issuer.second.isEmpty()) {
            out << YAML::Key << YAML::DoubleQuoted
                << (issuer.first == QLatin1String("Issuer") ? "cert-manager.io/issuer"
                                                            : "cert-manager.io/cluster-issuer")
                << YAML::Value << YAML::DoubleQuoted << issuer.second.toStdString();
        }
        out << YAML::EndMap;
        if (tls) {
            out << YAML::Key << "tls" << YAML::Value << YAML::BeginMap;
            const bool imported = domain.tls.mode == DomainTls::Mode::Imported;
            quotedField(out, "secretName",
                imported ? ChartNames::importedCertificateSecretName(app.name)
                         : ChartNames::certificateSecretName(app.name));
            out << YAML::Key << "hosts" << YAML::Value << YAML::BeginSeq;
            // an Ingress lists every host of the shared Certificate (see the class comment)
            for (const QString &h : imported ? QStringList { host } : managedHosts)
                out << YAML::DoubleQuoted << h.toStdString();
            out << YAML::EndSeq;
            out << YAML::EndMap;
        }
        out << YAML::EndMap;
    }
    out << YAML::EndSeq;
    out << YAML::EndMap;
}

void RouteValues::emitTls(YAML::Emitter &out, const App &app)
{
    const RoutingSettings &routing = app.routing;
    const QList<Domain> domains = routedDomains(app);
    QStringList managedHosts;
    bool letsEncrypt = false;
    for (const Domain &d : domains) {
        if (isManagedTls(d.tls.mode))
            managedHosts.append(d.hostKey());
        letsEncrypt = letsEncrypt || d.tls.mode == DomainTls::Mode::LetsEncrypt;
    }
    const QPair<QString, QString> issuer = managedIssuer(app);

    out << YAML::Key << "certificate" << YAML::Value << YAML::BeginMap;
    if (routing.kind != RoutingSettings::Kind::Ingress && !managedHosts.isEmpty()
        && !issuer.second.isEmpty()) {
        quotedField(out, "name", ChartNames::certificateName(app.name));
        quotedField(out, "secretName", ChartNames::certificateSecretName(app.name));
        out << YAML::Key << "dnsNames" << YAML::Value << YAML::BeginSeq;
        for (const QString &h : std::as_const(managedHosts))
            out << YAML::DoubleQuoted << h.toStdString();
        out << YAML::EndSeq;
        quotedField(out, "issuerName", issuer.second);
        quotedField(out, "issuerKind", issuer.first);
    }
    out << YAML::EndMap;

    out << YAML::Key << "letsEncrypt" << YAML::Value << YAML::BeginMap;
    if (letsEncrypt) {
        quotedField(out, "name", ChartNames::letsEncryptIssuerName(app.name, routing.letsEncryptStaging));
        quotedField(out, "email", routing.letsEncryptEmail.trimmed());
        quotedField(out, "server", acmeServer(routing.letsEncryptStaging));
        if (routing.kind == RoutingSettings::Kind::HTTPRoute) {
            // HTTP-01 through the parent Gateway: its HTTP listener serves the challenge route
            out << YAML::Key << "gatewayParentRefs" << YAML::Value << YAML::BeginSeq << YAML::BeginMap;
            quotedField(out, "name", routing.gatewayName.trimmed());
            if (!routing.gatewayNamespace.trimmed().isEmpty())
                quotedField(out, "namespace", routing.gatewayNamespace.trimmed());
            out << YAML::EndMap << YAML::EndSeq;
        } else {
            quotedField(out, "ingressClassName",
                app.ingressClass.isEmpty() ? QStringLiteral("traefik") : app.ingressClass);
        }
    }
    out << YAML::EndMap;
}

} // namespace HelmDeck
