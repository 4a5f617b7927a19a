// SPDX-License-Identifier: GPL-3.0-or-later
#include "common.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QRegularExpression>

#include <cstdio>

namespace HelmDeck::ClusterFake {

static bool isFalse(const QString &v)
{
    return v == QLatin1String("false");
}

bool Args::has(const QString &name) const
{
    for (int i = m_options.size() - 1; i >= 0; --i) {
        if (m_options.at(i).first == name)
            return !isFalse(m_options.at(i).second);
    }
    return false;
}

QString Args::value(const QString &name, const QString &fallback) const
{
    for (int i = m_options.size() - 1; i >= 0; --i) {
        if (m_options.at(i).first == name)
            return m_options.at(i).second;
    }
    return fallback;
}

QStringList Args::values(const QString &name) const
{
    QStringList out;
    for (const auto &o : m_options) {
        if (o.first == name)
            out.append(o.second);
    }
    return out;
}

static const OptionSpec *findSpec(const QList<OptionSpec> &specs, const QString &name, bool isShort)
{
    for (const OptionSpec &s : specs) {
        if ((isShort ? s.shortName : s.name) == name)
            return &s;
    }
    return nullptr;
}

Args parseArgs(const QStringList &argv, const QList<OptionSpec> &specs)
{
    Args args;
    for (int i = 0; i < argv.size(); ++i) {
        const QString &token = argv.at(i);
        if (token == QLatin1String("--")) {
            args.positional += argv.mid(i + 1);
            break;
        }
        if (!token.startsWith(QLatin1Char('-')) || token == QLatin1String("-")) {
            args.positional.append(token);
            continue;
        }
        const bool isShort = !token.startsWith(QLatin1String("--"));
        QString name = token.mid(isShort ? 1 : 2);
        QString value;
        bool hasValue = false;
        if (isShort && name.size() > 1) {
            // pflag shorthands: -ojson and -o=json
            value = name.mid(name.at(1) == QLatin1Char('=') ? 2 : 1);
            name = name.left(1);
            hasValue = true;
        } else if (!isShort && name.contains(QLatin1Char('='))) {
            value = name.section(QLatin1Char('='), 1);
            name = name.section(QLatin1Char('='), 0, 0);
            hasValue = true;
        }
        const OptionSpec *spec = findSpec(specs, name, isShort);
        if (!spec) {
            args.error = QStringLiteral("option ") + token;
            return args;
        }
        if (spec->takesValue && !hasValue) {
            if (i + 1 >= argv.size()) {
                args.error = QStringLiteral("option ") + token + QStringLiteral(" needs a value");
                return args;
            }
            value = argv.at(++i);
        } else if (!spec->takesValue && !spec->optionalValue && hasValue && value != QLatin1String("true")
            && value != QLatin1String("false")) {
            args.error = QStringLiteral("option ") + token + QStringLiteral(" takes no value");
            return args;
        } else if (!spec->takesValue && !hasValue) {
            value = QStringLiteral("true");
        }
        args.add(spec->name, value);
    }
    return args;
}

QString firstPositional(const QStringList &argv, const QStringList &valueOptions)
{
    for (int i = 0; i < argv.size(); ++i) {
        const QString &token = argv.at(i);
        if (!token.startsWith(QLatin1Char('-')))
            return token;
        if (valueOptions.contains(token))
            ++i;
    }
    return QString();
}

std::optional<qint64> parseDuration(const QString &text)
{
    static const QRegularExpression part(QStringLiteral("(\\d+(?:\\.\\d+)?)(ms|h|m|s)"));
    if (text.isEmpty())
        return std::nullopt;
    if (text == QLatin1String("0"))
        return 0;
    qint64 total = 0;
    int pos = 0;
    auto it = part.globalMatch(text);
    while (it.hasNext()) {
        const auto m = it.next();
        if (m.capturedStart() != pos)
            return std::nullopt;
        pos = m.capturedEnd();
        const double n = m.captured(1).toDouble();
        const QString unit = m.captured(2);
        const double factor = unit == QLatin1String("h") ? 3600000.0
            : unit == QLatin1String("m")                 ? 60000.0
            : unit == QLatin1String("s")                 ? 1000.0
                                                         : 1.0;
        total += qint64(n * factor);
    }
    if (pos != text.size())
        return std::nullopt;
    return total;
}

static QString stateText(const QJsonValue &v, const QString &fallback)
{
    return v.isString() ? v.toString() : fallback;
}

int clusterUnavailable(const Invocation &inv)
{
    const bool helm = inv.tool == QLatin1String("helm");
    if (inv.unreachable.toBool() || inv.unreachable.isString()) {
        return fail(stateText(inv.unreachable,
            helm ? QStringLiteral(
                "Error: Kubernetes cluster unreachable: Get \"https://127.0.0.1:6443/version\": "
                "dial tcp 127.0.0.1:6443: connect: connection refused")
                 : QStringLiteral("Unable to connect to the server: dial tcp 127.0.0.1:6443: connect: "
                                  "connection refused")));
    }
    if (inv.unauthorized.toBool() || inv.unauthorized.isString()) {
        // helm checks reachability first, so rejected credentials read as "unreachable" there
        return fail(stateText(inv.unauthorized,
            helm
                ? QStringLiteral("Error: Kubernetes cluster unreachable: the server has asked for the client "
                                 "to provide credentials")
                : QStringLiteral("error: You must be logged in to the server (Unauthorized)")));
    }
    return 0;
}

void writeOut(const QByteArray &data)
{
    std::fwrite(data.constData(), 1, size_t(data.size()), stdout);
    std::fflush(stdout);
}

void writeOut(const QString &text)
{
    writeOut(text.toUtf8());
}

void writeErr(const QString &text)
{
    const QByteArray data = text.toUtf8();
    std::fwrite(data.constData(), 1, size_t(data.size()), stderr);
    std::fflush(stderr);
}

int unsupported(const QString &what)
{
    writeErr(QStringLiteral("fake: unsupported: ") + what + QLatin1Char('\n'));
    return 2;
}

int fail(const QString &message, int code)
{
    writeErr(message + QLatin1Char('\n'));
    return code;
}

QByteArray compactJson(const QJsonValue &value)
{
    // Wrapping in an array is the one way QJsonDocument prints a bare scalar.
    const QByteArray wrapped = QJsonDocument(QJsonArray { value }).toJson(QJsonDocument::Compact);
    return wrapped.mid(1, wrapped.size() - 2);
}

QByteArray indentedJson(const QJsonValue &value)
{
    if (value.isObject())
        return QJsonDocument(value.toObject()).toJson(QJsonDocument::Indented);
    if (value.isArray())
        return QJsonDocument(value.toArray()).toJson(QJsonDocument::Indented);
    return compactJson(value) + '\n';
}

QString nowRfc3339()
{
    const QDateTime now = QDateTime::currentDateTimeUtc();
    return now.toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss.zzz")) + QStringLiteral("000000Z");
}

} // namespace HelmDeck::ClusterFake
