// SPDX-License-Identifier: GPL-3.0-or-later
#include "servicevalues.h"
#include "chartyaml.h"

namespace HelmDeck {

using ChartYaml::quotedField;

namespace {

/** The keys both charts share: kind, secretName, port, user, database. */
void emitCommon(YAML::Emitter &out, const App &app, const BackingService &s)
{
    quotedField(out, "kind", BackingService::kindName(s.kind));
    quotedField(out, "secretName", s.resourceName(app.name));
    out << YAML::Key << "port" << YAML::Value << ServiceValues::port(s.kind);
    quotedField(out, "user", s.effectiveUser(app.name).trimmed());
    quotedField(out, "database", s.effectiveDatabase(app.name).trimmed());
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
        quotedField(out, "name", s.resourceName(app.name));
        quotedField(out, "containerName", BackingService::kindName(s.kind));
        quotedField(out, "image", s.image());
        quotedField(out, "size", s.size.trimmed());
        quotedField(out, "storageClass", s.storageClass.trimmed());
        // a storage entry's claim is named after the entry (the storage-<entry> release); an existing
        // claim (pinned by a rename) is used as it is
        const QString entry = s.storageEntry.trimmed();
        quotedField(out, "claimName", entry.isEmpty() ? s.claim.trimmed() : entry);
        out << YAML::Key << "resources" << YAML::Value << YAML::BeginMap;
        out << YAML::Key << "requests" << YAML::Value << YAML::BeginMap;
        if (!s.cpu.trimmed().isEmpty())
            quotedField(out, "cpu", s.cpu.trimmed());
        if (!s.memory.trimmed().isEmpty())
            quotedField(out, "memory", s.memory.trimmed());
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
        quotedField(out, "envName", s.effectiveEnvName());
        quotedField(out, "host", s.resourceName(app.name));
        quotedField(out, "password", s.external ? QString() : s.credential);
        quotedField(out, "url", s.external ? s.credential.trimmed() : QString());
        out << YAML::EndMap;
    }
    out << YAML::EndSeq;
}

} // namespace HelmDeck
