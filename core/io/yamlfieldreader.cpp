// SPDX-License-Identifier: GPL-3.0-or-later
#include "yamlfieldreader.h"

#include "keysuggester.h"
#include "scalartext.h"

#include <QHash>

namespace HelmDeck {

const YamlFieldReader::Entry *YamlFieldReader::Entries::find(const char *key) const
{
    for (const Entry &e : list) {
        if (e.key == QLatin1String(key))
            return &e;
    }
    return nullptr;
}

YamlFieldReader::YamlFieldReader(const QString &fileName)
    : m_fileName(fileName)
{ }

QString YamlFieldReader::text(const std::string &s)
{
    return QString::fromUtf8(s.data(), int(s.size()));
}

QString YamlFieldReader::child(const QString &path, const char *key)
{
    return path.isEmpty() ? QString::fromLatin1(key) : path + QLatin1Char('.') + QLatin1String(key);
}

QString YamlFieldReader::indexed(const QString &path, int index)
{
    return path + QLatin1Char('[') + QString::number(index) + QLatin1Char(']');
}

QString YamlFieldReader::describe(const YamlNode &node)
{
    switch (node.Type()) {
    case YAML::NodeType::Map:
        return tr("a map");
    case YAML::NodeType::Sequence:
        return tr("a list");
    case YAML::NodeType::Null:
        return tr("nothing");
    case YAML::NodeType::Scalar: {
        const QString s = text(node.Scalar());
        return QLatin1Char('"') + (s.size() > 40 ? s.left(40) + QStringLiteral("…") : s) + QLatin1Char('"');
    }
    case YAML::NodeType::Undefined:
        break;
    }
    return tr("an undefined value");
}

bool YamlFieldReader::entries(const YamlNode &node, const QString &path, Entries *out)
{
    if (node.IsNull())
        return true; // "key:" with nothing under it is an empty map
    if (!node.IsMap()) {
        error(tr("expected a map (key: value lines), found %1").arg(describe(node)), path,
            locationOf(node, node));
        return false;
    }
    const int pairs = node.pairCount();
    out->list.reserve(size_t(pairs));
    for (int i = 0; i < pairs; ++i) {
        const YamlNode key = node.key(i);
        if (!key.IsScalar()) {
            error(tr("keys must be plain words, found %1").arg(describe(key)), path, locationOf(key, node));
            continue;
        }
        out->list.push_back(Entry { text(key.Scalar()), key, node.value(i) });
    }
    return true;
}

void YamlFieldReader::checkKeys(const Entries &e, const QString &path, const QStringList &known)
{
    QHash<QString, const Entry *> seen;
    for (const Entry &entry : e.list) {
        const QString keyPath = path.isEmpty() ? entry.key : path + QLatin1Char('.') + entry.key;
        const SourceLocation where = locationOf(entry.keyNode, entry.keyNode);
        if (const Entry *first = seen.value(entry.key)) {
            error(tr("key \"%1\" appears twice (first at line %2); keys must be unique")
                      .arg(entry.key)
                      .arg(locationOf(first->keyNode, first->keyNode).line),
                keyPath, where);
            continue;
        }
        seen.insert(entry.key, &entry);
        if (known.contains(entry.key))
            continue;
        const QString suggestion = KeySuggester::suggest(entry.key, known);
        const QString message = suggestion.isEmpty()
            ? tr("unknown key \"%1\" (known keys here: %2); it is ignored and not saved")
                  .arg(entry.key, known.join(QStringLiteral(", ")))
            : tr("unknown key \"%1\" (did you mean \"%2\"?); it is ignored and not saved")
                  .arg(entry.key, suggestion);
        warning(message, keyPath, where);
    }
}

QString YamlFieldReader::itemName(
    const Entries &e, const YamlNode &item, const char *what, const QString &indexPath)
{
    const auto *name = e.find("name");
    QString value;
    if (name
        && !scalarText(name->value, name->keyNode, child(indexPath, "name"),
            QT_TRANSLATE_NOOP("HelmDeck::YamlFieldReader", "a name"), &value))
        return QString();
    if (value.isEmpty())
        error(tr("this %1 has no name; add \"name: ...\"").arg(tr(what)), indexPath, locationOf(item, item));
    return value;
}

void YamlFieldReader::forEachItem(const Entries &e, const char *key, const QString &path,
    const std::function<void(const YamlNode &, int)> &read)
{
    const auto *entry = e.find(key);
    if (!entry)
        return;
    record(path, entry->value, entry->keyNode);
    if (!isSequence(entry->value, path))
        return;
    int i = 0;
    for (const YamlNode item : entry->value)
        read(item, i++);
}

bool YamlFieldReader::isSequence(const YamlNode &node, const QString &path)
{
    if (node.IsNull() || node.IsSequence())
        return true;
    error(tr("expected a list (lines starting with \"- \"), found %1").arg(describe(node)), path,
        locationOf(node, node));
    return false;
}

bool YamlFieldReader::scalarText(
    const YamlNode &node, const YamlNode &keyNode, const QString &path, const char *expected, QString *out)
{
    if (node.IsNull()) {
        out->clear();
        return true;
    }
    if (!node.IsScalar()) {
        error(tr("expected %1, found %2").arg(tr(expected), describe(node)), path, locationOf(node, keyNode));
        return false;
    }
    *out = text(node.Scalar());
    return true;
}

template <typename T>
bool YamlFieldReader::readValue(const Entries &e, const char *key, const QString &path, const char *expected,
    bool (*convert)(const QString &, T *), T *out, QString (*range)(const QString &))
{
    const auto *entry = e.find(key);
    if (!entry)
        return true;
    record(path, entry->value, entry->keyNode);
    if (entry->value.IsNull())
        return true; // "key:" with no value keeps the default, like leaving the key out
    QString text;
    if (!scalarText(entry->value, entry->keyNode, path, expected, &text))
        return false;
    if (convert(text, out))
        return true;
    const QString outOfRange = range ? range(text) : QString();
    error(outOfRange.isEmpty() ? tr("expected %1, found %2").arg(tr(expected), describe(entry->value))
                               : outOfRange,
        path, locationOf(entry->value, entry->keyNode));
    return false;
}

bool YamlFieldReader::readString(const Entries &e, const char *key, const QString &path, QString *out)
{
    return readValue(
        e, key, path, QT_TRANSLATE_NOOP("HelmDeck::YamlFieldReader", "a string"), &ScalarText::toString, out);
}

bool YamlFieldReader::readInt(const Entries &e, const char *key, const QString &path, int *out)
{
    return readValue(e, key, path, QT_TRANSLATE_NOOP("HelmDeck::YamlFieldReader", "a whole number"),
        &ScalarText::toInt, out, &ScalarText::intRange);
}

bool YamlFieldReader::readBool(const Entries &e, const char *key, const QString &path, bool *out)
{
    return readValue(e, key, path, QT_TRANSLATE_NOOP("HelmDeck::YamlFieldReader", "true or false"),
        &ScalarText::toBool, out);
}

bool YamlFieldReader::readDuration(const Entries &e, const char *key, const QString &path, int *seconds)
{
    return readValue(e, key, path,
        QT_TRANSLATE_NOOP(
            "HelmDeck::YamlFieldReader", "seconds (300) or a duration such as \"90s\", \"5m\" or \"1h30m\""),
        &ScalarText::toSeconds, seconds, &ScalarText::secondsRange);
}

bool YamlFieldReader::readStringList(const Entries &e, const char *key, const QString &path, QStringList *out)
{
    const auto *entry = e.find(key);
    if (!entry)
        return true;
    record(path, entry->value, entry->keyNode);
    if (!isSequence(entry->value, path))
        return false;
    bool ok = true;
    QStringList items;
    int i = 0;
    for (const YamlNode item : entry->value) {
        const QString itemPath = indexed(path, i++);
        QString value;
        record(itemPath, item, entry->keyNode);
        if (scalarText(item, entry->keyNode, itemPath,
                QT_TRANSLATE_NOOP("HelmDeck::YamlFieldReader", "a string"), &value))
            items.append(value);
        else
            ok = false;
    }
    if (ok)
        *out = items;
    return ok;
}

bool YamlFieldReader::readKeyValueMap(
    const Entries &e, const char *key, const QString &path, KeyValueList *out)
{
    const auto *entry = e.find(key);
    if (!entry)
        return true;
    record(path, entry->value, entry->keyNode);
    Entries items;
    if (!entries(entry->value, path, &items))
        return false;
    bool ok = true;
    KeyValueList list;
    QHash<QString, const Entry *> seen;
    for (const Entry &item : items.list) {
        const QString itemPath = path + QLatin1Char('[') + item.key + QLatin1Char(']');
        if (const Entry *first = seen.value(item.key)) {
            error(tr("key \"%1\" appears twice (first at line %2); keys must be unique")
                      .arg(item.key)
                      .arg(locationOf(first->keyNode, first->keyNode).line),
                itemPath, locationOf(item.keyNode, item.keyNode));
            ok = false;
            continue;
        }
        seen.insert(item.key, &item);
        record(itemPath, item.value, item.keyNode);
        QString value;
        if (scalarText(item.value, item.keyNode, itemPath,
                QT_TRANSLATE_NOOP("HelmDeck::YamlFieldReader", "a string"), &value))
            list.append(qMakePair(item.key, value));
        else
            ok = false;
    }
    if (ok)
        *out = list;
    return ok;
}

void YamlFieldReader::record(const QString &path, const YamlNode &node, const YamlNode &fallback)
{
    m_project.sources.insert(path, locationOf(node, fallback));
}

SourceLocation YamlFieldReader::locationOf(const YamlNode &node, const YamlNode &fallback) const
{
    // A null value's mark points past the key (often at the next line); its key is the better place.
    YAML::Mark mark = node.Mark();
    if (node.IsNull() || mark.line < 0)
        mark = fallback.Mark();
    if (mark.line < 0)
        return SourceLocation { m_fileName, 0, 0 };
    return SourceLocation { m_fileName, mark.line + 1, mark.column + 1 };
}

void YamlFieldReader::error(const QString &message, const QString &path, const SourceLocation &where)
{
    m_failed = true;
    m_findings.append(Finding::error(message, path, where));
}

void YamlFieldReader::warning(const QString &message, const QString &path, const SourceLocation &where)
{
    m_findings.append(Finding::warning(message, path, where));
}

} // namespace HelmDeck
