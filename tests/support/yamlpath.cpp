// SPDX-License-Identifier: GPL-3.0-or-later
#include "yamlpath.h"

#include <QStringList>

namespace YamlPath {

YAML::Node load(const HelmDeck::Manifest &m)
{
    return YAML::Load(m.yaml.toStdString());
}

QString s(const YAML::Node &n)
{
    return n && n.IsScalar() ? QString::fromStdString(n.Scalar()) : QStringLiteral("<missing>");
}

YAML::Node at(const YAML::Node &root, const QString &path)
{
    // reset(), not operator=: assigning a yaml-cpp Node writes through into the document
    YAML::Node node;
    node.reset(root);
    const QStringList parts = path.split(QLatin1Char('.'));
    for (const QString &p : parts) {
        bool isIndex = false;
        const int i = p.toInt(&isIndex);
        const YAML::Node &current = node;
        const YAML::Node next = isIndex && current.IsSequence() ? current[i] : current[p.toStdString()];
        if (!next.IsDefined())
            return next;
        node.reset(next);
    }
    return node;
}

QMap<QString, QString> stringMap(const YAML::Node &n)
{
    QMap<QString, QString> out;
    if (n && n.IsMap()) {
        for (const auto &kv : n)
            out.insert(QString::fromStdString(kv.first.Scalar()), QString::fromStdString(kv.second.Scalar()));
    }
    return out;
}

QStringList sequenceTexts(const YAML::Node &n)
{
    QStringList out;
    if (n && n.IsSequence()) {
        for (const auto &item : n)
            out << s(item);
    }
    return out;
}

} // namespace YamlPath
