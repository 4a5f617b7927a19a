// SPDX-License-Identifier: GPL-3.0-or-later
#include "secretdecoder.h"

#include "io/yamlguard.h"
#include "redactor.h"

#include <QByteArray>
#include <QRegularExpression>
#include <QStringList>

#include <yaml-cpp/yaml.h>

namespace HelmDeck {

namespace {

struct SecretEntry
{
    QString key;
    QString value; ///< the text to write, already a YAML scalar
    bool binary = false; ///< stays base64 under data:
};

/** The decoded text of a base64 @p value; false when it is not base64 of UTF-8 text without NUL. */
bool decodeText(const std::string &value, QString *text)
{
    const QByteArray raw = QByteArray::fromStdString(value).trimmed();
    const auto result = QByteArray::fromBase64Encoding(raw, QByteArray::AbortOnBase64DecodingErrors);
    if (!result || result.decoded.contains('\0'))
        return false;
    const QString decoded = QString::fromUtf8(result.decoded);
    if (decoded.toUtf8() != result.decoded) // not UTF-8: shown as base64
        return false;
    *text = decoded;
    return true;
}

QRegularExpression topKey(const QString &name)
{
    return QRegularExpression(QStringLiteral("^[\"']?%1[\"']?\\s*:\\s*(#.*)?$").arg(name));
}

QString fallback(const QString &kind, const QString &yaml, const SecretDecoder::Options &options)
{
    return options.hasClearKeys ? Redactor::redact(kind, yaml, options.mask) : yaml;
}

} // namespace

QString SecretDecoder::quoted(const QString &text)
{
    QString out = QStringLiteral("\"");
    for (const QChar c : text) {
        const ushort u = c.unicode();
        if (c == QLatin1Char('"') || c == QLatin1Char('\\'))
            out += QLatin1Char('\\') + QString(c);
        else if (c == QLatin1Char('\n'))
            out += QStringLiteral("\\n");
        else if (c == QLatin1Char('\t'))
            out += QStringLiteral("\\t");
        else if (c == QLatin1Char('\r'))
            out += QStringLiteral("\\r");
        else if (u < 0x20 || u == 0x7f)
            out += QStringLiteral("\\x%1").arg(u, 2, 16, QLatin1Char('0'));
        else
            out += c;
    }
    return out + QLatin1Char('"');
}

QString SecretDecoder::decode(const QString &kind, const QString &yaml, const Options &options)
{
    if (!Redactor::isSecretKind(kind))
        return yaml;
    YAML::Node loaded;
    try {
        if (!YamlGuard::loadOutput(yaml, &loaded) || !loaded.IsMap())
            return fallback(kind, yaml, options);
    } catch (const YAML::Exception &) {
        return fallback(kind, yaml, options);
    }
    const YAML::Node &doc = loaded; // const: looking a key up never adds it
    const auto shown
        = [&options](const QString &key) { return !options.hasClearKeys || options.clearKeys.contains(key); };
    const QString mask = quoted(options.mask);
    QList<SecretEntry> entries;
    QList<SecretEntry> stringEntries;
    try {
        const YAML::Node data = doc["data"];
        if (data && !data.IsNull()) {
            if (!data.IsMap())
                return fallback(kind, yaml, options);
            for (auto it = data.begin(); it != data.end(); ++it) {
                if (!it->first.IsScalar() || !it->second.IsScalar())
                    return fallback(kind, yaml, options);
                SecretEntry e;
                e.key = QString::fromStdString(it->first.Scalar());
                QString text;
                if (!shown(e.key))
                    e.value = mask;
                else if (decodeText(it->second.Scalar(), &text))
                    e.value = quoted(text);
                else {
                    e.value = quoted(QString::fromStdString(it->second.Scalar()));
                    e.binary = true;
                }
                entries.append(e);
            }
        }
        const YAML::Node stringData = doc["stringData"];
        if (stringData && stringData.IsMap()) {
            for (auto it = stringData.begin(); it != stringData.end(); ++it) {
                if (!it->first.IsScalar() || !it->second.IsScalar())
                    return fallback(kind, yaml, options);
                const QString key = QString::fromStdString(it->first.Scalar());
                stringEntries.append(
                    { key, shown(key) ? quoted(QString::fromStdString(it->second.Scalar())) : mask, false });
            }
        } else if (stringData && !stringData.IsNull()) {
            return fallback(kind, yaml, options);
        }
    } catch (const YAML::Exception &) {
        return fallback(kind, yaml, options);
    }
    bool rename = options.toStringData;
    try {
        rename = rename && !doc["stringData"];
    } catch (const YAML::Exception &) {
        return fallback(kind, yaml, options);
    }

    const QRegularExpression dataKey = topKey(QStringLiteral("data"));
    const QRegularExpression stringKey = topKey(QStringLiteral("stringData"));
    const QStringList lines = yaml.split(QLatin1Char('\n'));
    QStringList out;
    bool dataSeen = false;
    bool stringSeen = false;
    for (int i = 0; i < lines.size(); ++i) {
        const QString &line = lines.at(i);
        const bool isData = dataKey.match(line).hasMatch();
        const bool isString = stringKey.match(line).hasMatch();
        if (!isData && !isString) {
            out.append(line);
            continue;
        }
        (isData ? dataSeen : stringSeen) = true;
        // skip the block: every following line that is indented, blank or a comment
        while (i + 1 < lines.size()
            && (lines.at(i + 1).startsWith(QLatin1Char(' ')) || lines.at(i + 1).trimmed().isEmpty()
                || lines.at(i + 1).startsWith(QLatin1Char('#'))))
            ++i;
        const QList<SecretEntry> &block = isData ? entries : stringEntries;
        QStringList text;
        QStringList binary;
        for (const SecretEntry &e : block) {
            const QString written = QStringLiteral("  ") + quoted(e.key) + QStringLiteral(": ") + e.value;
            (rename && e.binary ? binary : text).append(written);
        }
        if (isData && rename) {
            if (!text.isEmpty())
                out << QStringLiteral("stringData:") << text;
            if (!binary.isEmpty())
                out << QStringLiteral("data:") << binary;
        } else {
            out << (isData ? QStringLiteral("data:") : QStringLiteral("stringData:")) << text;
        }
    }
    if ((!entries.isEmpty() && !dataSeen) || (!stringEntries.isEmpty() && !stringSeen))
        return fallback(kind, yaml, options); // a flow map: its values were not rewritten
    QString result = out.join(QLatin1Char('\n'));
    try {
        YAML::Node back;
        if (!YamlGuard::loadOutput(result, &back) || !back.IsMap())
            return fallback(kind, yaml, options);
    } catch (const YAML::Exception &) {
        return fallback(kind, yaml, options);
    }
    if (!result.endsWith(QLatin1Char('\n')))
        result += QLatin1Char('\n');
    return result;
}

} // namespace HelmDeck
