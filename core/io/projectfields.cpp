// SPDX-License-Identifier: GPL-3.0-or-later
#include "projectfields.h"

#include "io/projectfile.h"
#include "io/yamlguard.h"

#include <yaml-cpp/yaml.h>

namespace HelmDeck {

namespace {

/** The scalars a list item is keyed by in field paths (Validator and readers: docs/project-file.md). */
const char *const ItemKeys[] = { "name", "host", "type", "kind", "id" };

/** Splits "processes[web]" / "image" at the first segment of @p path from @p pos; false at the end. */
bool nextSegment(const QString &path, int *pos, QString *name, QString *key, bool *hasKey)
{
    if (*pos >= path.size())
        return false;
    int i = *pos;
    while (i < path.size() && path.at(i) != QLatin1Char('.') && path.at(i) != QLatin1Char('['))
        ++i;
    *name = path.mid(*pos, i - *pos);
    *hasKey = false;
    key->clear();
    if (i < path.size() && path.at(i) == QLatin1Char('[')) {
        const int close = path.indexOf(QLatin1Char(']'), i); // keys may hold dots, never ']'
        if (close < 0)
            return false;
        *key = path.mid(i + 1, close - i - 1);
        *hasKey = true;
        i = close + 1;
    }
    if (i < path.size() && path.at(i) == QLatin1Char('.'))
        ++i;
    *pos = i;
    return true;
}

YAML::Node item(const YAML::Node &node, const QString &key)
{
    const std::string k = key.toStdString();
    if (node.IsMap())
        return node[k]; // node is const: a missing key is undefined, not inserted
    if (!node.IsSequence())
        return YAML::Node(YAML::NodeType::Undefined);
    for (const YAML::Node &entry : node) {
        if (!entry.IsMap())
            continue;
        const YAML::Node &constEntry = entry;
        for (const char *field : ItemKeys) {
            const YAML::Node id = constEntry[field];
            if (id && id.IsScalar() && id.Scalar() == k)
                return entry;
        }
    }
    bool isIndex = false;
    const int index = key.toInt(&isIndex);
    if (isIndex && index >= 0 && std::size_t(index) < node.size())
        return node[index];
    return YAML::Node(YAML::NodeType::Undefined);
}

} // namespace

struct ProjectFields::Data
{
    YAML::Node root;
};

ProjectFields::ProjectFields(const Project &project)
    : m_data(std::make_unique<Data>())
{
    // What we wrote ourselves, read the one guarded way (docs/inputs.md); should it fail, nothing is
    // found, so every field compares equal and no finding is dropped.
    Findings ignored;
    YamlGuard::loadOne(ProjectFile::serialize(project), QString(), QStringLiteral("project"), QString(),
        YamlLimits(), &m_data->root, &ignored);
}

ProjectFields::~ProjectFields() = default;

QString ProjectFields::text(const QString &fieldPath) const
{
    try {
        // Walked with const look-ups and reset(): assigning a yaml-cpp node writes through to the
        // tree it refers to, and a non-const operator[] inserts what it does not find.
        YAML::Node node;
        node.reset(m_data->root);
        int pos = 0;
        QString name;
        QString key;
        bool hasKey = false;
        while (nextSegment(fieldPath, &pos, &name, &key, &hasKey)) {
            const YAML::Node parent = node;
            if (!parent.IsMap())
                return QString();
            const YAML::Node child = parent[name.toStdString()];
            if (!child)
                return QString();
            node.reset(hasKey ? item(child, key) : child);
            if (!node)
                return QString();
        }
        if (!node || node.IsNull())
            return QString();
        YAML::Emitter out;
        out << node;
        return QString::fromUtf8(out.c_str());
    } catch (const YAML::Exception &) {
        return QString();
    }
}

} // namespace HelmDeck
