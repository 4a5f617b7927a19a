// SPDX-License-Identifier: GPL-3.0-or-later
#include "servicevalues.h"
#include "yamlemit.h"

namespace HelmDeck {

using YamlEmit::quoted;

namespace {

/** The keys both charts share: kind, secretName, port, user, database. */
void emitCommon(YAML::Emitter &out, const App &app, const BackingService &s)
{
    quoted(out, "kind", BackingService::kindName(s.kind));
    quoted(out, "secretName", s.resourceName(app.name));
    out << YAML::Key << "port" << YAML::Value << ServiceValues::port(s.kind);
    quoted(out, "user", s.effectiveUser(app.name).trimmed());
    quoted(out, "database", s.effectiveDatabase(app.name).trimmed());
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
        quoted(out, "name", s.resourceName(app.name));
        quoted(out, "containerName", BackingService::kindName(s.kind));
        quoted(out, "image", s.image());
        quoted(out, "size", s.size.trimmed());
        quoted(out, "storageClass", s.storageClass.trimmed());
        // a storage entry's claim is named after the entry (the storage-<entry> release); an existing
        // claim (pinned by a rename) is used as it is
        const QString entry = s.storageEntry.trimmed();
        quoted(out, "claimName", entry.isEmpty() ? s.claim.trimmed() : entry);
        out << YAML::Key << "resources" << YAML::Value << YAML::BeginMap;
        out << YAML::Key << "requests" << YAML::Value << YAML::BeginMap;
        if (!s.cpu.trimmed().isEmpty())
            quoted(out, "cpu", s.cpu.trimmed());
        if (!s.memory.trimmed().isEmpty())
            quoted(out, "memory", s.memory.trimmed());
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
        quoted(out, "envName", s.effectiveEnvName());
        quoted(out, "host", s.resourceName(app.name));
        quoted(out, "password", s.external ? QString() : s.credential);
        quoted(out, "url", s.external ? s.credential.trimmed() : QString());
        out << YAML::EndMap;
    }
    out << YAML::EndSeq;
}

} // namespace HelmDeck
