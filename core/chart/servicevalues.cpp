// SPDX-License-Identifier: GPL-3.0-or-later
#include "servicevalues.h"

namespace HelmDeck {

namespace {

std::string str(const QString &s)
{
    return s.toStdString();
}

void emitString(YAML::Emitter &out, const char *key, const QString &value)
{
    out << YAML::Key << key << YAML::Value << YAML::DoubleQuoted << str(value);
}

/** The keys both charts share: kind, secretName, port, user, database. */
void emitCommon(YAML::Emitter &out, const App &app, const BackingService &s)
{
    emitString(out, "kind", BackingService::kindName(s.kind));
    emitString(out, "secretName", s.resourceName(app.name));
    out << YAML::Key << "port" << YAML::Value << ServiceValues::port(s.kind);
    emitString(out, "user", s.effectiveUser(app.name).trimmed());
    emitString(out, "database", s.effectiveDatabase(app.name).trimmed());
}

} // namespace

int ServiceValues::port(BackingService::Kind kind)
{
    return kind == BackingService::Kind::Valkey ? 6379 : 5432;
}

void ServiceValues::emitApp(YAML::Emitter &out, const App &app)
{
    out << YAML::Key << "services" << YAML::Value << YAML::BeginSeq;
    for (const BackingService &s : app.services) {
        if (s.external)
            continue; // nothing of it runs in the cluster
        out << YAML::BeginMap;
        emitCommon(out, app, s);
        emitString(out, "name", s.resourceName(app.name));
        emitString(out, "containerName", BackingService::kindName(s.kind));
        emitString(out, "image", s.image());
        emitString(out, "size", s.size.trimmed());
        emitString(out, "storageClass", s.storageClass.trimmed());
        // a storage entry's claim is named after the entry (the storage-<entry> release); an existing
        // claim (pinned by a rename) is used as it is
        const QString entry = s.storageEntry.trimmed();
        emitString(out, "claimName", entry.isEmpty() ? s.claim.trimmed() : entry);
        out << YAML::Key << "resources" << YAML::Value << YAML::BeginMap;
        out << YAML::Key << "requests" << YAML::Value << YAML::BeginMap;
        if (!s.cpu.trimmed().isEmpty())
            emitString(out, "cpu", s.cpu.trimmed());
        if (!s.memory.trimmed().isEmpty())
            emitString(out, "memory", s.memory.trimmed());
        out << YAML::EndMap << YAML::EndMap;
        out << YAML::EndMap;
    }
    out << YAML::EndSeq;
}

void ServiceValues::emitConfig(YAML::Emitter &out, const App &app)
{
    out << YAML::Key << "services" << YAML::Value << YAML::BeginSeq;
    for (const BackingService &s : app.services) {
        out << YAML::BeginMap;
        emitCommon(out, app, s);
        out << YAML::Key << "external" << YAML::Value << s.external;
        emitString(out, "envName", s.effectiveEnvName());
        emitString(out, "host", s.resourceName(app.name));
        emitString(out, "password", s.external ? QString() : s.credential);
        emitString(out, "url", s.external ? s.credential.trimmed() : QString());
        out << YAML::EndMap;
    }
    out << YAML::EndSeq;
}

} // namespace HelmDeck
