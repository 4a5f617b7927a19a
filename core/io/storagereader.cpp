// SPDX-License-Identifier: GPL-3.0-or-later
#include "storagereader.h"

#include "model/storageowner.h"

namespace HelmDeck {

StorageReader::StorageReader(YamlFieldReader &in)
    : m_in(in)
{ }

void StorageReader::readEntry(const YamlNode &node, int index)
{
    static const QStringList known = {
        QStringLiteral("name"),
        QStringLiteral("size"),
        QStringLiteral("accessMode"),
        QStringLiteral("storageClass"),
        QStringLiteral("hostPath"),
        QStringLiteral("namespace"),
        QStringLiteral("reclaimPolicy"),
        QStringLiteral("labels"),
        QStringLiteral("annotations"),
        QStringLiteral("owner"),
    };
    const QString indexPath = YamlFieldReader::indexed(QStringLiteral("storage"), index);
    YamlFieldReader::Entries e;
    if (!m_in.entries(node, indexPath, &e))
        return;
    StorageEntry entry;
    entry.name
        = m_in.itemName(e, node, QT_TRANSLATE_NOOP("HelmDeck::YamlFieldReader", "storage entry"), indexPath);
    if (entry.name.isEmpty())
        return;
    const QString path = entry.fieldPrefix();
    Project &project = m_in.project();
    if (project.sources.contains(path)) { // recorded below when first read; linear overall
        m_in.error(tr("storage entry \"%1\" is defined twice (first at line %2); entry names must be "
                      "unique")
                       .arg(entry.name)
                       .arg(project.locate(path).line),
            path, m_in.locationOf(node, node));
        return;
    }
    m_in.record(path, node, node);
    m_in.record(YamlFieldReader::child(path, "name"), e.find("name")->value, e.find("name")->keyNode);
    m_in.checkKeys(e, path, known);
    m_in.readString(e, "size", YamlFieldReader::child(path, "size"), &entry.size);
    m_in.readString(e, "accessMode", YamlFieldReader::child(path, "accessMode"), &entry.accessMode);
    m_in.readString(e, "storageClass", YamlFieldReader::child(path, "storageClass"), &entry.storageClass);
    m_in.readString(e, "hostPath", YamlFieldReader::child(path, "hostPath"), &entry.hostPath);
    m_in.readString(e, "namespace", YamlFieldReader::child(path, "namespace"), &entry.kubeNamespace);
    m_in.readString(e, "reclaimPolicy", YamlFieldReader::child(path, "reclaimPolicy"), &entry.reclaimPolicy);
    m_in.readKeyValueMap(e, "labels", YamlFieldReader::child(path, "labels"), &entry.labels);
    m_in.readKeyValueMap(e, "annotations", YamlFieldReader::child(path, "annotations"), &entry.annotations);
    readOwner(e, path, &entry.owner);
    project.storage.append(entry);
}

void StorageReader::readOwner(const YamlFieldReader::Entries &e, const QString &path, QString *owner)
{
    const QString ownerPath = YamlFieldReader::child(path, "owner");
    if (!m_in.readString(e, "owner", ownerPath, owner))
        return;
    int uid = -1;
    int gid = -1;
    QString why;
    if (!StorageOwner::parse(*owner, &uid, &gid, &why)) {
        const auto *entry = e.find("owner");
        m_in.error(why, ownerPath, m_in.locationOf(entry->value, entry->keyNode));
    }
}

void StorageReader::readMount(const YamlNode &node, const QString &path, StorageMount *mount)
{
    static const QStringList known = { QStringLiteral("entry"), QStringLiteral("containerPath"),
        QStringLiteral("subPath"), QStringLiteral("readOnly"), QStringLiteral("processTypes") };
    YamlFieldReader::Entries e;
    if (!m_in.entries(node, path, &e))
        return;
    m_in.record(path, node, node);
    m_in.checkKeys(e, path, known);
    m_in.readString(e, "entry", YamlFieldReader::child(path, "entry"), &mount->entry);
    m_in.readString(e, "containerPath", YamlFieldReader::child(path, "containerPath"), &mount->containerPath);
    m_in.readString(e, "subPath", YamlFieldReader::child(path, "subPath"), &mount->subPath);
    m_in.readBool(e, "readOnly", YamlFieldReader::child(path, "readOnly"), &mount->readOnly);
    m_in.readStringList(
        e, "processTypes", YamlFieldReader::child(path, "processTypes"), &mount->processTypes);
}

} // namespace HelmDeck
