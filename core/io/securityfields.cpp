// SPDX-License-Identifier: GPL-3.0-or-later
#include "securityfields.h"

#include "yamlemit.h"

#include <yaml-cpp/yaml.h>

namespace HelmDeck {

namespace {

using Entries = YamlFieldReader::Entries;

QString child(const QString &path, const char *key)
{
    return YamlFieldReader::child(path, key);
}

bool present(const Entries &e, const char *key)
{
    const auto *entry = e.find(key);
    return entry && !entry->value.IsNull();
}

} // namespace

SecurityFields::SecurityFields(YamlFieldReader &in)
    : m_in(in)
{ }

QStringList SecurityFields::appKeys()
{
    return { QStringLiteral("security"), QStringLiteral("metadata"), QStringLiteral("manifests"),
        QStringLiteral("kustomize") };
}

QStringList SecurityFields::processKeys()
{
    return { QStringLiteral("security"), QStringLiteral("containers") };
}

void SecurityFields::readApp(const Entries &e, const QString &path, App *app)
{
    readSecurity(e, child(path, "security"), &app->security);
    readMetadata(e, child(path, "metadata"), &app->metadata);
    m_in.readString(e, "manifests", child(path, "manifests"), &app->manifestsPath);
    m_in.readString(e, "kustomize", child(path, "kustomize"), &app->kustomizePath);
}

void SecurityFields::readProcess(const Entries &e, const QString &path, ProcessType *process)
{
    readSecurity(e, child(path, "security"), &process->security);
    m_in.forEachItem(e, "containers", child(path, "containers"), [&](const YamlNode &item, int i) {
        ExtraContainer c;
        readContainer(item, YamlFieldReader::indexed(child(path, "containers"), i), &c);
        process->containers.append(c);
    });
}

void SecurityFields::readSecurity(const Entries &parent, const QString &path, SecuritySettings *out)
{
    static const QStringList known = { QStringLiteral("runAsNonRoot"), QStringLiteral("privileged"),
        QStringLiteral("readOnlyRootFilesystem"), QStringLiteral("capabilities"), QStringLiteral("sysctls"),
        QStringLiteral("shmSize") };
    const auto *entry = parent.find("security");
    if (!entry)
        return;
    m_in.record(path, entry->value, entry->keyNode);
    Entries e;
    if (!m_in.entries(entry->value, path, &e))
        return;
    m_in.checkKeys(e, path, known);
    const struct
    {
        const char *key;
        std::optional<bool> *field;
    } flags[] = { { "runAsNonRoot", &out->runAsNonRoot }, { "privileged", &out->privileged },
        { "readOnlyRootFilesystem", &out->readOnlyRootFilesystem } };
    for (const auto &flag : flags) {
        bool value = false;
        if (present(e, flag.key) && m_in.readBool(e, flag.key, child(path, flag.key), &value))
            *flag.field = value;
    }
    QStringList caps;
    if (present(e, "capabilities")
        && m_in.readStringList(e, "capabilities", child(path, "capabilities"), &caps))
        out->addCapabilities = caps;
    KeyValueList sysctls;
    if (present(e, "sysctls") && m_in.readKeyValueMap(e, "sysctls", child(path, "sysctls"), &sysctls))
        out->sysctls = sysctls;
    QString shm;
    if (present(e, "shmSize") && m_in.readString(e, "shmSize", child(path, "shmSize"), &shm))
        out->shmSize = shm;
}

void SecurityFields::readMetadata(const Entries &parent, const QString &path, ResourceMetadata *out)
{
    const auto *entry = parent.find("metadata");
    if (!entry)
        return;
    m_in.record(path, entry->value, entry->keyNode);
    Entries e;
    if (!m_in.entries(entry->value, path, &e))
        return;
    m_in.checkKeys(e, path, ResourceMetadata::kindNames());
    static const QStringList parts = { QStringLiteral("labels"), QStringLiteral("annotations") };
    for (const QString &kind : ResourceMetadata::kindNames()) {
        const QByteArray kindKey = kind.toLatin1();
        const auto *k = e.find(kindKey.constData());
        if (!k)
            continue;
        const QString kindPath = child(path, kindKey.constData());
        m_in.record(kindPath, k->value, k->keyNode);
        Entries m;
        if (!m_in.entries(k->value, kindPath, &m))
            continue;
        m_in.checkKeys(m, kindPath, parts);
        KindMetadata meta;
        m_in.readKeyValueMap(m, "labels", child(kindPath, "labels"), &meta.labels);
        m_in.readKeyValueMap(m, "annotations", child(kindPath, "annotations"), &meta.annotations);
        if (!meta.isEmpty())
            out->kinds.insert(kind, meta);
    }
}

void SecurityFields::readContainer(const YamlNode &node, const QString &path, ExtraContainer *out)
{
    static const QStringList known = { QStringLiteral("name"), QStringLiteral("role"),
        QStringLiteral("image"), QStringLiteral("command"), QStringLiteral("args"), QStringLiteral("env"),
        QStringLiteral("mounts") };
    static const QStringList mountKeys
        = { QStringLiteral("entry"), QStringLiteral("containerPath"), QStringLiteral("readOnly") };
    Entries e;
    if (!m_in.entries(node, path, &e))
        return;
    m_in.record(path, node, node);
    m_in.checkKeys(e, path, known);
    m_in.readString(e, "name", child(path, "name"), &out->name);
    QString role;
    if (m_in.readString(e, "role", child(path, "role"), &role) && present(e, "role")
        && !ExtraContainer::parseRole(role, &out->role))
        m_in.error(tr("unknown container role \"%1\"; use init or sidecar").arg(role), child(path, "role"),
            m_in.project().locate(child(path, "role")));
    m_in.readString(e, "image", child(path, "image"), &out->image);
    m_in.readStringList(e, "command", child(path, "command"), &out->command);
    m_in.readStringList(e, "args", child(path, "args"), &out->args);
    m_in.readKeyValueMap(e, "env", child(path, "env"), &out->env);
    m_in.forEachItem(e, "mounts", child(path, "mounts"), [&](const YamlNode &item, int i) {
        const QString mountPath = YamlFieldReader::indexed(child(path, "mounts"), i);
        Entries m;
        if (!m_in.entries(item, mountPath, &m))
            return;
        m_in.record(mountPath, item, item);
        m_in.checkKeys(m, mountPath, mountKeys);
        ExtraContainerMount mount;
        m_in.readString(m, "entry", child(mountPath, "entry"), &mount.entry);
        m_in.readString(m, "containerPath", child(mountPath, "containerPath"), &mount.containerPath);
        m_in.readBool(m, "readOnly", child(mountPath, "readOnly"), &mount.readOnly);
        out->mounts.append(mount);
    });
}

void SecurityFields::writeSecurity(YAML::Emitter &out, const SecuritySettings &s)
{
    if (s.isEmpty())
        return;
    YamlEmit::key(out, "security");
    out << YAML::BeginMap;
    if (s.runAsNonRoot) {
        YamlEmit::key(out, "runAsNonRoot");
        out << *s.runAsNonRoot;
    }
    if (s.privileged) {
        YamlEmit::key(out, "privileged");
        out << *s.privileged;
    }
    if (s.readOnlyRootFilesystem) {
        YamlEmit::key(out, "readOnlyRootFilesystem");
        out << *s.readOnlyRootFilesystem;
    }
    if (s.addCapabilities)
        YamlEmit::stringList(out, "capabilities", *s.addCapabilities);
    if (s.sysctls)
        YamlEmit::keyValueMap(out, "sysctls", *s.sysctls);
    if (s.shmSize)
        YamlEmit::stringField(out, "shmSize", *s.shmSize);
    out << YAML::EndMap;
}

void SecurityFields::writeApp(YAML::Emitter &out, const App &app)
{
    writeSecurity(out, app.security);
    if (!app.metadata.isEmpty()) {
        YamlEmit::key(out, "metadata");
        out << YAML::BeginMap;
        for (const QString &kind : ResourceMetadata::kindNames()) {
            const KindMetadata meta = app.metadata.of(kind);
            if (meta.isEmpty())
                continue;
            YamlEmit::key(out, kind.toLatin1().constData());
            out << YAML::BeginMap;
            if (!meta.labels.isEmpty())
                YamlEmit::keyValueMap(out, "labels", meta.labels);
            if (!meta.annotations.isEmpty())
                YamlEmit::keyValueMap(out, "annotations", meta.annotations);
            out << YAML::EndMap;
        }
        out << YAML::EndMap;
    }
    if (!app.manifestsPath.isEmpty())
        YamlEmit::stringField(out, "manifests", app.manifestsPath);
    if (!app.kustomizePath.isEmpty())
        YamlEmit::stringField(out, "kustomize", app.kustomizePath);
}

void SecurityFields::writeProcess(YAML::Emitter &out, const ProcessType &process)
{
    writeSecurity(out, process.security);
    if (process.containers.isEmpty())
        return;
    YamlEmit::key(out, "containers");
    out << YAML::BeginSeq;
    for (const ExtraContainer &c : process.containers) {
        out << YAML::BeginMap;
        YamlEmit::stringField(out, "name", c.name);
        YamlEmit::stringField(out, "role", ExtraContainer::roleName(c.role));
        if (!c.image.isEmpty())
            YamlEmit::stringField(out, "image", c.image);
        if (!c.command.isEmpty())
            YamlEmit::stringList(out, "command", c.command);
        if (!c.args.isEmpty())
            YamlEmit::stringList(out, "args", c.args);
        if (!c.env.isEmpty())
            YamlEmit::keyValueMap(out, "env", c.env);
        if (!c.mounts.isEmpty()) {
            YamlEmit::key(out, "mounts");
            out << YAML::BeginSeq;
            for (const ExtraContainerMount &m : c.mounts) {
                out << YAML::BeginMap;
                YamlEmit::stringField(out, "entry", m.entry);
                YamlEmit::stringField(out, "containerPath", m.containerPath);
                if (m.readOnly) {
                    YamlEmit::key(out, "readOnly");
                    out << true;
                }
                out << YAML::EndMap;
            }
            out << YAML::EndSeq;
        }
        out << YAML::EndMap;
    }
    out << YAML::EndSeq;
}

} // namespace HelmDeck
