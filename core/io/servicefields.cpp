// SPDX-License-Identifier: GPL-3.0-or-later
#include "servicefields.h"

#include "yamlemit.h"

#include <yaml-cpp/yaml.h>

#include <utility>

namespace HelmDeck {

namespace {

using Fr = YamlFieldReader;

} // namespace

ServiceFields::ServiceFields(YamlFieldReader &in)
    : m_in(in)
{ }

QStringList ServiceFields::appKeys()
{
    return { QStringLiteral("services") };
}

void ServiceFields::readApp(const YamlFieldReader::Entries &e, const QString &path, App *app)
{
    const QString servicesPath = Fr::child(path, "services");
    m_in.forEachItem(e, "services", servicesPath,
        [&](const YamlNode &item, int i) { readService(item, Fr::indexed(servicesPath, i), path, app); });
}

void ServiceFields::readService(
    const YamlNode &node, const QString &indexPath, const QString &appPath, App *app)
{
    static const QStringList known = { QStringLiteral("kind"), QStringLiteral("external"),
        QStringLiteral("version"), QStringLiteral("size"), QStringLiteral("storageClass"),
        QStringLiteral("storage"), QStringLiteral("resources"), QStringLiteral("env"), QStringLiteral("user"),
        QStringLiteral("database"), QStringLiteral("claim") };
    Fr::Entries e;
    if (!m_in.entries(node, indexPath, &e))
        return;
    BackingService s;
    QString kind;
    const auto *kindEntry = e.find("kind");
    if (!kindEntry) {
        m_in.error(
            tr("a service needs a \"kind\": postgres or valkey"), indexPath, m_in.locationOf(node, node));
        return;
    }
    if (!m_in.readString(e, "kind", Fr::child(indexPath, "kind"), &kind))
        return;
    if (!BackingService::parseKind(kind, &s.kind)) {
        m_in.error(tr("service kind \"%1\" is not known; use postgres or valkey").arg(kind),
            Fr::child(indexPath, "kind"), m_in.locationOf(kindEntry->value, kindEntry->keyNode));
        return;
    }
    // findings name a service by its kind, as processes are named by their name
    const QString path = Fr::child(appPath, "services") + QLatin1Char('[') + kind + QLatin1Char(']');
    for (const BackingService &other : std::as_const(app->services)) {
        if (other.kind == s.kind) {
            m_in.error(tr("the app has two %1 services (first at line %2); an app has at most one "
                          "of each kind")
                           .arg(kind)
                           .arg(m_in.project().locate(path).line),
                path, m_in.locationOf(node, node));
            return;
        }
    }
    m_in.record(path, node, node);
    m_in.checkKeys(e, path, known);
    m_in.readBool(e, "external", Fr::child(path, "external"), &s.external);
    m_in.readString(e, "version", Fr::child(path, "version"), &s.version);
    m_in.readString(e, "size", Fr::child(path, "size"), &s.size);
    m_in.readString(e, "storageClass", Fr::child(path, "storageClass"), &s.storageClass);
    m_in.readString(e, "storage", Fr::child(path, "storage"), &s.storageEntry);
    m_in.readString(e, "env", Fr::child(path, "env"), &s.envName);
    m_in.readString(e, "user", Fr::child(path, "user"), &s.user);
    m_in.readString(e, "database", Fr::child(path, "database"), &s.database);
    m_in.readString(e, "claim", Fr::child(path, "claim"), &s.claim);
    if (const auto *resources = e.find("resources")) {
        const QString resourcesPath = Fr::child(path, "resources");
        m_in.record(resourcesPath, resources->value, resources->keyNode);
        Fr::Entries r;
        if (m_in.entries(resources->value, resourcesPath, &r)) {
            m_in.checkKeys(r, resourcesPath, { QStringLiteral("cpu"), QStringLiteral("memory") });
            m_in.readString(r, "cpu", Fr::child(resourcesPath, "cpu"), &s.cpu);
            m_in.readString(r, "memory", Fr::child(resourcesPath, "memory"), &s.memory);
        }
    }
    app->services.append(s);
}

void ServiceFields::writeApp(YAML::Emitter &out, const App &app)
{
    if (app.services.isEmpty())
        return;
    const BackingService defaults;
    out << YAML::Key << "services" << YAML::Value << YAML::BeginSeq;
    for (const BackingService &s : app.services) {
        out << YAML::BeginMap;
        YamlEmit::stringField(out, "kind", BackingService::kindName(s.kind));
        if (s.external)
            out << YAML::Key << "external" << YAML::Value << true;
        if (!s.version.isEmpty())
            YamlEmit::stringField(out, "version", s.version);
        if (s.size != defaults.size)
            YamlEmit::stringField(out, "size", s.size);
        if (!s.storageClass.isEmpty())
            YamlEmit::stringField(out, "storageClass", s.storageClass);
        if (!s.storageEntry.isEmpty())
            YamlEmit::stringField(out, "storage", s.storageEntry);
        if (!s.cpu.isEmpty() || !s.memory.isEmpty()) {
            out << YAML::Key << "resources" << YAML::Value << YAML::BeginMap;
            if (!s.cpu.isEmpty())
                YamlEmit::stringField(out, "cpu", s.cpu);
            if (!s.memory.isEmpty())
                YamlEmit::stringField(out, "memory", s.memory);
            out << YAML::EndMap;
        }
        if (!s.envName.isEmpty())
            YamlEmit::stringField(out, "env", s.envName);
        if (!s.user.isEmpty())
            YamlEmit::stringField(out, "user", s.user);
        if (!s.database.isEmpty())
            YamlEmit::stringField(out, "database", s.database);
        if (!s.claim.isEmpty())
            YamlEmit::stringField(out, "claim", s.claim);
        out << YAML::EndMap;
    }
    out << YAML::EndSeq;
}

} // namespace HelmDeck
