// SPDX-License-Identifier: GPL-3.0-or-later
#include "yamljson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSet>

#include <yaml-cpp/yaml.h>

namespace HelmDeck::ClusterFake {

static QJsonValue resolvePlain(const QString &s)
{
    static const QSet<QString> nulls { QString(), QStringLiteral("~"), QStringLiteral("null"),
        QStringLiteral("Null"), QStringLiteral("NULL") };
    static const QSet<QString> trues { QStringLiteral("y"), QStringLiteral("Y"), QStringLiteral("yes"),
        QStringLiteral("Yes"), QStringLiteral("YES"), QStringLiteral("true"), QStringLiteral("True"),
        QStringLiteral("TRUE"), QStringLiteral("on"), QStringLiteral("On"), QStringLiteral("ON") };
    static const QSet<QString> falses { QStringLiteral("n"), QStringLiteral("N"), QStringLiteral("no"),
        QStringLiteral("No"), QStringLiteral("NO"), QStringLiteral("false"), QStringLiteral("False"),
        QStringLiteral("FALSE"), QStringLiteral("off"), QStringLiteral("Off"), QStringLiteral("OFF") };
    static const QRegularExpression intLike(
        QStringLiteral("^[-+]?(0[xX][0-9a-fA-F]+|0[bB][01]+|0[oO][0-7]+|[0-9]+)$"));
    static const QRegularExpression floatLike(
        QStringLiteral("^[-+]?(\\.[0-9]+|[0-9]+(\\.[0-9]*)?)([eE][-+]?[0-9]+)?$"));
    if (nulls.contains(s))
        return QJsonValue(QJsonValue::Null);
    if (trues.contains(s))
        return true;
    if (falses.contains(s))
        return false;
    QString digits = s;
    digits.remove(QLatin1Char('_'));
    if (intLike.match(digits).hasMatch()) {
        const bool negative = digits.startsWith(QLatin1Char('-'));
        if (digits.startsWith(QLatin1Char('-')) || digits.startsWith(QLatin1Char('+')))
            digits.remove(0, 1);
        int base = 10;
        if (digits.size() > 1 && digits.at(0) == QLatin1Char('0')) {
            const QChar p = digits.at(1).toLower();
            base = p == QLatin1Char('x') ? 16 : p == QLatin1Char('b') ? 2 : 8;
            digits.remove(0, p == QLatin1Char('o') || base != 8 ? 2 : 1);
        }
        bool ok = false;
        const qlonglong n = digits.toLongLong(&ok, base);
        if (ok)
            return double(negative ? -n : n);
        // "08" is no octal number: go-yaml then reads it as a float
    }
    QString plain = s;
    plain.remove(QLatin1Char('_'));
    if (floatLike.match(plain).hasMatch())
        return plain.toDouble();
    return s;
}

static QJsonValue toJson(const YAML::Node &node)
{
    switch (node.Type()) {
    case YAML::NodeType::Null:
    case YAML::NodeType::Undefined:
        return QJsonValue(QJsonValue::Null);
    case YAML::NodeType::Scalar: {
        const QString text = QString::fromStdString(node.Scalar());
        const std::string &tag = node.Tag();
        // "!" marks a quoted (non-plain) scalar: always a string
        if (tag == "!" || tag == "tag:yaml.org,2002:str")
            return text;
        return resolvePlain(text);
    }
    case YAML::NodeType::Sequence: {
        QJsonArray array;
        for (const YAML::Node &item : node)
            array.append(toJson(item));
        return array;
    }
    case YAML::NodeType::Map: {
        QJsonObject object;
        for (const auto &kv : node)
            object.insert(QString::fromStdString(kv.first.Scalar()), toJson(kv.second));
        return object;
    }
    }
    return QJsonValue(QJsonValue::Null);
}

QList<QJsonValue> parseYamlDocuments(const QByteArray &text, QString *error)
{
    QList<QJsonValue> out;
    try {
        const std::vector<YAML::Node> docs = YAML::LoadAll(text.toStdString());
        for (const YAML::Node &doc : docs) {
            const QJsonValue v = toJson(doc);
            if (!v.isNull())
                out.append(v);
        }
    } catch (const YAML::Exception &e) {
        if (error)
            *error = QStringLiteral("error converting YAML to JSON: yaml: line %1: %2")
                         .arg(QString::number(e.mark.line + 1), QString::fromStdString(e.msg));
        return {};
    }
    return out;
}

QJsonValue parseDocument(const QByteArray &text, QString *error)
{
    QJsonParseError jsonError;
    const QJsonDocument doc = QJsonDocument::fromJson(text, &jsonError);
    if (jsonError.error == QJsonParseError::NoError)
        return doc.isArray() ? QJsonValue(doc.array()) : QJsonValue(doc.object());
    const QList<QJsonValue> docs = parseYamlDocuments(text, error);
    return docs.isEmpty() ? QJsonValue(QJsonValue::Undefined) : docs.first();
}

QJsonValue mergePatch(const QJsonValue &target, const QJsonValue &patch)
{
    if (!patch.isObject())
        return patch;
    QJsonObject result = target.isObject() ? target.toObject() : QJsonObject();
    const QJsonObject p = patch.toObject();
    for (auto it = p.begin(); it != p.end(); ++it) {
        if (it.value().isNull())
            result.remove(it.key());
        else
            result.insert(it.key(), mergePatch(result.value(it.key()), it.value()));
    }
    return result;
}

QJsonObject coalesceValues(const QJsonObject &base, const QJsonObject &over)
{
    QJsonObject result = base;
    for (auto it = over.begin(); it != over.end(); ++it) {
        if (it.value().isNull())
            result.remove(it.key());
        else if (it.value().isObject() && result.value(it.key()).isObject())
            result.insert(it.key(), coalesceValues(result.value(it.key()).toObject(), it.value().toObject()));
        else
            result.insert(it.key(), it.value());
    }
    return result;
}

/** The patchMergeKey of a list field of the built-in kinds, or empty for an atomic list. */
static QString mergeKey(const QString &field, const QJsonArray &sample)
{
    if (field == QLatin1String("containers") || field == QLatin1String("initContainers")
        || field == QLatin1String("env") || field == QLatin1String("volumes")
        || field == QLatin1String("imagePullSecrets"))
        return QStringLiteral("name");
    if (field == QLatin1String("volumeMounts"))
        return QStringLiteral("mountPath");
    if (field == QLatin1String("ports")) {
        // container ports merge by containerPort, Service ports by port
        const QJsonObject first = sample.isEmpty() ? QJsonObject() : sample.first().toObject();
        return first.contains(QLatin1String("containerPort")) ? QStringLiteral("containerPort")
                                                              : QStringLiteral("port");
    }
    return QString();
}

static QJsonValue findByKey(const QJsonArray &list, const QString &key, const QJsonValue &id)
{
    for (const QJsonValue &item : list) {
        if (item.toObject().value(key) == id)
            return item;
    }
    return QJsonValue(QJsonValue::Undefined);
}

QJsonValue threeWayMerge(
    const QJsonValue &original, const QJsonValue &modified, const QJsonValue &live, const QString &field)
{
    if (modified.isObject() && live.isObject()) {
        const QJsonObject o = original.toObject();
        const QJsonObject m = modified.toObject();
        QJsonObject result = live.toObject();
        for (auto it = o.begin(); it != o.end(); ++it) {
            if (!m.contains(it.key()))
                result.remove(it.key());
        }
        for (auto it = m.begin(); it != m.end(); ++it)
            result.insert(
                it.key(), threeWayMerge(o.value(it.key()), it.value(), result.value(it.key()), it.key()));
        return result;
    }
    if (modified.isArray() && live.isArray()) {
        const QJsonArray m = modified.toArray();
        const QJsonArray l = live.toArray();
        const QJsonArray o = original.toArray();
        const QString key = mergeKey(field, m.isEmpty() ? l : m);
        if (key.isEmpty())
            return m;
        QJsonArray result;
        for (const QJsonValue &item : m) {
            const QJsonValue id = item.toObject().value(key);
            result.append(threeWayMerge(findByKey(o, key, id), item, findByKey(l, key, id), QString()));
        }
        // entries someone else added (never in the chart) survive, as with a strategic merge
        for (const QJsonValue &item : l) {
            const QJsonValue id = item.toObject().value(key);
            if (findByKey(o, key, id).isUndefined() && findByKey(m, key, id).isUndefined())
                result.append(item);
        }
        return result;
    }
    return modified;
}

} // namespace HelmDeck::ClusterFake
