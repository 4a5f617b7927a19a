// SPDX-License-Identifier: GPL-3.0-or-later
#include "routingfields.h"

#include "yamlemit.h"

#include <yaml-cpp/yaml.h>

namespace HelmDeck {

namespace {

using Fr = YamlFieldReader;

} // namespace

RoutingFields::RoutingFields(YamlFieldReader &in)
    : m_in(in)
{ }

QStringList RoutingFields::appKeys()
{
    return { QStringLiteral("domains"), QStringLiteral("routing") };
}

void RoutingFields::readApp(const YamlFieldReader::Entries &e, const QString &path, App *app)
{
    const QString domainsPath = Fr::child(path, "domains");
    QList<Domain> domains;
    m_in.forEachItem(e, "domains", domainsPath, [&](const YamlNode &item, int i) {
        Domain d;
        readDomain(item, Fr::indexed(domainsPath, i), &d);
        domains.append(d);
    });
    if (e.find("domains"))
        app->domains = domains;
    if (const auto *routing = e.find("routing")) {
        const QString routingPath = Fr::child(path, "routing");
        m_in.record(routingPath, routing->value, routing->keyNode);
        readRouting(routing->value, routingPath, &app->routing);
    }
}

void RoutingFields::readDomain(const YamlNode &node, const QString &path, Domain *out)
{
    m_in.record(path, node, node);
    if (!node.IsMap()) {
        m_in.scalarText(node, node, path,
            QT_TRANSLATE_NOOP("HelmDeck::YamlFieldReader", "a host name or a map with \"host\""), &out->host);
        return;
    }
    static const QStringList known = { QStringLiteral("host"), QStringLiteral("path"), QStringLiteral("port"),
        QStringLiteral("tls"), QStringLiteral("issuer"), QStringLiteral("issuerKind") };
    Fr::Entries e;
    if (!m_in.entries(node, path, &e))
        return;
    m_in.checkKeys(e, path, known);
    if (!e.find("host"))
        m_in.error(tr("a domain needs a \"host\""), path, m_in.project().locate(path));
    m_in.readString(e, "host", Fr::child(path, "host"), &out->host);
    m_in.readString(e, "path", Fr::child(path, "path"), &out->path);
    m_in.readString(e, "port", Fr::child(path, "port"), &out->port);
    QString mode;
    const QString tlsPath = Fr::child(path, "tls");
    if (m_in.readString(e, "tls", tlsPath, &mode) && e.find("tls")
        && !DomainTls::parseMode(mode, &out->tls.mode))
        m_in.error(
            tr("tls \"%1\" is not a TLS mode; use none, cert-manager, letsencrypt or imported").arg(mode),
            tlsPath, m_in.project().locate(tlsPath));
    m_in.readString(e, "issuer", Fr::child(path, "issuer"), &out->tls.issuer);
    m_in.readString(e, "issuerKind", Fr::child(path, "issuerKind"), &out->tls.issuerKind);
}

void RoutingFields::readRouting(const YamlNode &node, const QString &path, RoutingSettings *out)
{
    static const QStringList known = { QStringLiteral("kind"), QStringLiteral("gateway"),
        QStringLiteral("httpsRedirect"), QStringLiteral("letsEncrypt"), QStringLiteral("certificate") };
    Fr::Entries e;
    if (!m_in.entries(node, path, &e))
        return;
    m_in.checkKeys(e, path, known);
    QString kind;
    const QString kindPath = Fr::child(path, "kind");
    if (m_in.readString(e, "kind", kindPath, &kind) && e.find("kind")
        && !RoutingSettings::parseKind(kind, &out->kind))
        m_in.error(tr("routing kind \"%1\" is not known; use ingress, ingressroute or httproute").arg(kind),
            kindPath, m_in.project().locate(kindPath));
    if (const auto *gateway = e.find("gateway")) {
        const QString gatewayPath = Fr::child(path, "gateway");
        m_in.record(gatewayPath, gateway->value, gateway->keyNode);
        Fr::Entries g;
        if (m_in.entries(gateway->value, gatewayPath, &g)) {
            m_in.checkKeys(g, gatewayPath,
                { QStringLiteral("name"), QStringLiteral("namespace"), QStringLiteral("section") });
            m_in.readString(g, "name", Fr::child(gatewayPath, "name"), &out->gatewayName);
            m_in.readString(g, "namespace", Fr::child(gatewayPath, "namespace"), &out->gatewayNamespace);
            m_in.readString(g, "section", Fr::child(gatewayPath, "section"), &out->gatewaySection);
        }
    }
    m_in.readBool(e, "httpsRedirect", Fr::child(path, "httpsRedirect"), &out->httpsRedirect);
    if (const auto *le = e.find("letsEncrypt")) {
        const QString lePath = Fr::child(path, "letsEncrypt");
        m_in.record(lePath, le->value, le->keyNode);
        Fr::Entries l;
        if (m_in.entries(le->value, lePath, &l)) {
            m_in.checkKeys(l, lePath, { QStringLiteral("email"), QStringLiteral("server") });
            m_in.readString(l, "email", Fr::child(lePath, "email"), &out->letsEncryptEmail);
            QString server;
            const QString serverPath = Fr::child(lePath, "server");
            if (m_in.readString(l, "server", serverPath, &server) && l.find("server")) {
                if (server == QLatin1String("staging"))
                    out->letsEncryptStaging = true;
                else if (server == QLatin1String("production"))
                    out->letsEncryptStaging = false;
                else
                    m_in.error(
                        tr("letsEncrypt server \"%1\" is not known; use production or staging").arg(server),
                        serverPath, m_in.project().locate(serverPath));
            }
        }
    }
    m_in.readString(e, "certificate", Fr::child(path, "certificate"), &out->certificateFile);
}

void RoutingFields::writeApp(YAML::Emitter &out, const App &app)
{
    if (!app.domains.isEmpty()) {
        out << YAML::Key << "domains" << YAML::Value << YAML::BeginSeq;
        const Domain defaults;
        for (const Domain &d : app.domains) {
            if (d.isPlain()) {
                out << YAML::DoubleQuoted << d.host.toUtf8().toStdString();
                continue;
            }
            out << YAML::BeginMap;
            YamlEmit::stringField(out, "host", d.host);
            if (d.path != defaults.path)
                YamlEmit::stringField(out, "path", d.path);
            if (!d.port.isEmpty())
                YamlEmit::stringField(out, "port", d.port);
            if (d.tls.mode != defaults.tls.mode)
                YamlEmit::stringField(out, "tls", DomainTls::modeName(d.tls.mode));
            if (!d.tls.issuer.isEmpty())
                YamlEmit::stringField(out, "issuer", d.tls.issuer);
            if (d.tls.issuerKind != defaults.tls.issuerKind)
                YamlEmit::stringField(out, "issuerKind", d.tls.issuerKind);
            out << YAML::EndMap;
        }
        out << YAML::EndSeq;
    }
    const RoutingSettings &r = app.routing;
    const RoutingSettings defaults;
    if (r == defaults)
        return;
    out << YAML::Key << "routing" << YAML::Value << YAML::BeginMap;
    if (r.kind != defaults.kind)
        YamlEmit::stringField(out, "kind", RoutingSettings::kindName(r.kind));
    if (!r.gatewayName.isEmpty() || !r.gatewayNamespace.isEmpty() || !r.gatewaySection.isEmpty()) {
        out << YAML::Key << "gateway" << YAML::Value << YAML::BeginMap;
        if (!r.gatewayName.isEmpty())
            YamlEmit::stringField(out, "name", r.gatewayName);
        if (!r.gatewayNamespace.isEmpty())
            YamlEmit::stringField(out, "namespace", r.gatewayNamespace);
        if (!r.gatewaySection.isEmpty())
            YamlEmit::stringField(out, "section", r.gatewaySection);
        out << YAML::EndMap;
    }
    if (r.httpsRedirect != defaults.httpsRedirect)
        out << YAML::Key << "httpsRedirect" << YAML::Value << r.httpsRedirect;
    if (!r.letsEncryptEmail.isEmpty() || r.letsEncryptStaging) {
        out << YAML::Key << "letsEncrypt" << YAML::Value << YAML::BeginMap;
        if (!r.letsEncryptEmail.isEmpty())
            YamlEmit::stringField(out, "email", r.letsEncryptEmail);
        YamlEmit::stringField(
            out, "server", r.letsEncryptStaging ? QStringLiteral("staging") : QStringLiteral("production"));
        out << YAML::EndMap;
    }
    if (!r.certificateFile.isEmpty())
        YamlEmit::stringField(out, "certificate", r.certificateFile);
    out << YAML::EndMap;
}

} // namespace HelmDeck
