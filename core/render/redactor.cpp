// SPDX-License-Identifier: GPL-3.0-or-later
#include "redactor.h"

#include "io/yamlguard.h"

#include <QStringList>

#include <string>

#include <yaml-cpp/yaml.h>

namespace HelmDeck {

namespace {

const char *const SecretMaps[] = { "data", "stringData" };

int indentOf(const QString &line)
{
    int n = 0;
    while (n < line.size() && line.at(n) == QLatin1Char(' '))
        ++n;
    return n;
}

/**
 * Splits "key: value" (@p t trimmed) into the key as written (quotes kept) and the text after the
 * colon. Empty key when @p t is not a simple block-mapping entry (complex keys, sequences, flow).
 */
QString splitKey(const QString &t, QString *rest)
{
    if (t.isEmpty())
        return QString();
    int i = 0;
    const QChar first = t.at(0);
    if (first == QLatin1Char('"')) {
        for (i = 1; i < t.size() && t.at(i) != QLatin1Char('"'); ++i) {
            if (t.at(i) == QLatin1Char('\\'))
                ++i;
        }
        if (i >= t.size())
            return QString();
        ++i;
    } else if (first == QLatin1Char('\'')) {
        for (i = 1; i < t.size(); ++i) {
            if (t.at(i) != QLatin1Char('\''))
                continue;
            if (i + 1 < t.size() && t.at(i + 1) == QLatin1Char('\''))
                ++i; // '' is an escaped quote
            else
                break;
        }
        if (i >= t.size())
            return QString();
        ++i;
    } else {
        if (QStringLiteral("?-{[&*!|>%@`#,]}").contains(first))
            return QString();
        while (i < t.size()
            && !(t.at(i) == QLatin1Char(':') && (i + 1 == t.size() || t.at(i + 1) == QLatin1Char(' '))))
            ++i;
        if (i >= t.size())
            return QString();
    }
    int colon = i;
    while (colon < t.size() && t.at(colon) == QLatin1Char(' '))
        ++colon;
    if (colon >= t.size() || t.at(colon) != QLatin1Char(':'))
        return QString();
    if (colon + 1 < t.size() && t.at(colon + 1) != QLatin1Char(' '))
        return QString();
    *rest = t.mid(colon + 1).trimmed();
    return t.left(i);
}

QString unquoted(const QString &key)
{
    if (key.size() >= 2 && (key.startsWith(QLatin1Char('"')) || key.startsWith(QLatin1Char('\''))))
        return key.mid(1, key.size() - 2);
    return key;
}

bool isSecretMapKey(const QString &key)
{
    const QString k = unquoted(key);
    return k == QLatin1String("data") || k == QLatin1String("stringData");
}

/** The mask as a YAML scalar: plain when it reads back as itself, else double-quoted. */
QString maskScalar(const QString &mask)
{
    try {
        YAML::Emitter plain;
        plain << mask.toStdString();
        const QString text = QString::fromUtf8(plain.c_str());
        YAML::Node back;
        if (plain.good() && !text.contains(QLatin1Char('\n')) && YamlGuard::loadOutput(text, &back)
            && back.IsScalar() && back.Scalar() == mask.toStdString())
            return text;
    } catch (const YAML::Exception &) { }
    YAML::Emitter quoted;
    quoted << YAML::DoubleQuoted << mask.toStdString();
    return QString::fromUtf8(quoted.c_str());
}

bool sameKeys(const YAML::Node &a, const YAML::Node &b)
{
    if (a.size() != b.size())
        return false;
    auto ib = b.begin();
    for (auto ia = a.begin(); ia != a.end(); ++ia, ++ib) {
        if (!ia->first.IsScalar() || !ib->first.IsScalar() || ia->first.Scalar() != ib->first.Scalar())
            return false;
    }
    return true;
}

} // namespace

QString Redactor::defaultMask()
{
    return QStringLiteral("\u2022\u2022\u2022\u2022");
}

bool Redactor::isSecretKind(const QString &kind)
{
    return kind == QLatin1String("Secret");
}

QString Redactor::placeholderText()
{
    return QStringLiteral("{\"helmdeck\":\"masked\"}");
}

QString Redactor::placeholderData()
{
    return QString::fromLatin1(placeholderText().toUtf8().toBase64());
}

QString Redactor::maskedComment()
{
    return QStringLiteral("# masked: helmdeck render --show-secrets gives the value");
}

QString Redactor::redact(const QString &kind, const QString &yaml, const QString &mask)
{
    if (kind == QLatin1String("Invalid"))
        return QStringLiteral(
            "# hidden: this document is not valid YAML, so its secrets cannot be told apart\n");
    if (!isSecretKind(kind))
        return yaml;
    const bool appliable = mask.isEmpty();
    const QString dataValue = appliable ? placeholderData() : mask;
    const QString stringValue = appliable ? placeholderText() : mask;
    const QString comment = appliable ? QLatin1Char(' ') + maskedComment() : QString();
    bool ok = false;
    QString out = rewriteLines(yaml, maskScalar(dataValue) + comment, maskScalar(stringValue) + comment, &ok);
    if (ok && verify(yaml, out, dataValue, stringValue))
        return out;
    out = reemit(yaml, dataValue, stringValue, &ok);
    if (ok && appliable)
        out.prepend(maskedComment() + QLatin1Char('\n'));
    if (ok && verify(yaml, out, dataValue, stringValue))
        return out;
    return QStringLiteral("# hidden: a Secret whose values could not be masked\n");
}

QString Redactor::rewriteLines(const QString &yaml, const QString &data, const QString &stringData, bool *ok)
{
    *ok = false;
    const QStringList lines = yaml.split(QLatin1Char('\n'));
    QStringList out;
    int i = 0;
    while (i < lines.size()) {
        const QString &line = lines.at(i);
        QString rest;
        const QString key = indentOf(line) == 0 ? splitKey(line.trimmed(), &rest) : QString();
        if (key.isEmpty() || !isSecretMapKey(key)) {
            out.append(line);
            ++i;
            continue;
        }
        const QString &maskText = unquoted(key) == QLatin1String("data") ? data : stringData;
        // `data: {}` and `data: null` hold nothing; anything else inline is a flow map: not handled here
        if (!rest.isEmpty() && !rest.startsWith(QLatin1Char('#')) && rest != QLatin1String("{}")
            && rest != QLatin1String("null") && rest != QLatin1String("~"))
            return QString();
        out.append(line);
        ++i;
        int childIndent = -1;
        for (; i < lines.size(); ++i) {
            const QString &child = lines.at(i);
            const QString t = child.trimmed();
            if (t.isEmpty() || t.startsWith(QLatin1Char('#')))
                continue; // blank lines and comments inside the map are dropped with the values
            const int indent = indentOf(child);
            if (indent == 0)
                break; // the next top-level key
            if (childIndent < 0)
                childIndent = indent;
            if (indent < childIndent)
                return QString();
            if (indent > childIndent)
                continue; // the rest of a multi-line value: dropped
            QString value;
            const QString childKey = splitKey(t, &value);
            if (childKey.isEmpty())
                return QString();
            out.append(QString(childIndent, QLatin1Char(' ')) + childKey + QStringLiteral(": ") + maskText);
        }
    }
    QString text = out.join(QLatin1Char('\n'));
    if (!text.endsWith(QLatin1Char('\n')))
        text += QLatin1Char('\n');
    *ok = true;
    return text;
}

QString Redactor::reemit(const QString &yaml, const QString &data, const QString &stringData, bool *ok)
{
    *ok = false;
    try {
        YAML::Node doc;
        if (!YamlGuard::loadOutput(yaml, &doc) || !doc.IsMap())
            return QString();
        for (const char *key : SecretMaps) {
            const QString &mask = qstrcmp(key, "data") == 0 ? data : stringData;
            YAML::Node values = doc[key];
            if (!values || values.IsNull())
                continue;
            if (values.IsMap()) {
                for (auto it = values.begin(); it != values.end(); ++it)
                    it->second = mask.toStdString();
            } else {
                doc[key] = mask.toStdString();
            }
        }
        YAML::Emitter out;
        out.SetIndent(2);
        out << doc;
        if (!out.good())
            return QString();
        *ok = true;
        return QString::fromUtf8(out.c_str()) + QLatin1Char('\n');
    } catch (const YAML::Exception &) {
        return QString();
    }
}

bool Redactor::verify(
    const QString &original, const QString &redacted, const QString &data, const QString &stringData)
{
    try {
        YAML::Node a;
        YAML::Node b;
        if (!YamlGuard::loadOutput(original, &a) || !YamlGuard::loadOutput(redacted, &b))
            return false;
        if (!a.IsMap() || !b.IsMap() || !sameKeys(a, b))
            return false;
        for (const char *key : SecretMaps) {
            const std::string m = (qstrcmp(key, "data") == 0 ? data : stringData).toStdString();
            const YAML::Node va = a[key];
            const YAML::Node vb = b[key];
            if (!va || va.IsNull()) {
                if (vb && !vb.IsNull() && !(vb.IsMap() && vb.size() == 0))
                    return false;
                continue;
            }
            if (!va.IsMap()) {
                if (!vb || !vb.IsScalar() || vb.Scalar() != m)
                    return false;
                continue;
            }
            if (!vb || !vb.IsMap() || !sameKeys(va, vb))
                return false;
            for (auto it = vb.begin(); it != vb.end(); ++it) {
                if (!it->second.IsScalar() || it->second.Scalar() != m)
                    return false;
            }
        }
        return true;
    } catch (const YAML::Exception &) {
        return false;
    }
}

} // namespace HelmDeck
