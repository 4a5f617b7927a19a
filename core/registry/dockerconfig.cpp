// SPDX-License-Identifier: GPL-3.0-or-later
#include "dockerconfig.h"

#include "registryhost.h"

#include "io/inputfile.h"
#include "io/jsonkeycheck.h"
#include "io/textcheck.h"

#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

namespace HelmDeck {

namespace {

QString lineColumn(const QByteArray &bytes, int offset)
{
    offset = qBound(0, offset, int(bytes.size()));
    int line = 1;
    int lineStart = 0;
    for (int i = 0; i < offset; ++i) {
        if (bytes.at(i) == '\n') {
            ++line;
            lineStart = i + 1;
        }
    }
    return QString::number(line) + QLatin1Char(':') + QString::number(offset - lineStart + 1);
}

// "file:line:column: message" of the first error (these messages name keys, never values)
QString firstError(const Findings &findings)
{
    for (const Finding &f : findings) {
        if (f.severity == Finding::Severity::Error)
            return f.location.toString() + QStringLiteral(": ") + f.message;
    }
    return QString();
}

QString quotedKey(const QString &section, const QString &key)
{
    return section + QStringLiteral("[\"") + key + QStringLiteral("\"]");
}

// Reads an optional string field; false (with a message naming the field) when it has another type.
bool stringField(
    const QJsonObject &object, const QString &name, const QString &where, QString *out, QString *error)
{
    const QJsonValue value = object.value(name);
    if (value.isUndefined() || value.isNull())
        return true;
    if (!value.isString()) {
        *error = DockerConfig::tr("%1.%2 is not a string").arg(where, name);
        return false;
    }
    *out = value.toString();
    return true;
}

bool parseAuthEntry(
    const QString &key, const QJsonValue &value, DockerConfig::AuthEntry *entry, QString *error)
{
    const QString where = quotedKey(QStringLiteral("auths"), key);
    if (!value.isObject()) {
        *error = DockerConfig::tr("%1 is not an object").arg(where);
        return false;
    }
    const QJsonObject o = value.toObject();
    entry->key = key;
    QString auth;
    if (!stringField(o, QStringLiteral("auth"), where, &auth, error)
        || !stringField(o, QStringLiteral("username"), where, &entry->username, error)
        || !stringField(o, QStringLiteral("password"), where, &entry->password, error)
        || !stringField(o, QStringLiteral("identitytoken"), where, &entry->identityToken, error)
        || !stringField(o, QStringLiteral("registrytoken"), where, &entry->registryToken, error))
        return false;
    if (auth.isEmpty())
        return true;
    const auto decoded
        = QByteArray::fromBase64Encoding(auth.toLatin1(), QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded) {
        *error = DockerConfig::tr("%1.auth is not base64").arg(where);
        return false;
    }
    const QString pair = QString::fromUtf8(*decoded);
    const int colon = pair.indexOf(QLatin1Char(':'));
    // Docker CLI refuses an auth without "user:" as an invalid config; so do we, without echoing it.
    if (colon <= 0) {
        *error = DockerConfig::tr("%1.auth does not decode to \"username:password\"").arg(where);
        return false;
    }
    entry->username = pair.left(colon);
    entry->password = pair.mid(colon + 1);
    return true;
}

} // namespace

bool DockerConfig::load(const QString &path, DockerConfig *out, QString *error)
{
    // bounded, regular files only (docs/inputs.md); Helm's registry config has the same format
    const bool helm = QDir::fromNativeSeparators(path).endsWith(QLatin1String("helm/registry/config.json"));
    const InputRead in
        = InputFile::readBytes(path, helm ? InputKind::HelmRegistryConfig : InputKind::DockerConfig);
    if (!in.ok) {
        *error = firstError(in.findings);
        return false;
    }
    return parse(in.data, path, out, error);
}

bool DockerConfig::parse(const QByteArray &bytes, const QString &fileName, DockerConfig *out, QString *error)
{
    DockerConfig config;
    config.m_fileName = fileName;
    // UTF-8, no NUL, no duplicate key, bounded depth, before Qt's parser sees the text
    QByteArray text = bytes;
    Findings findings;
    if (!TextCheck::check(&text, fileName, QStringLiteral("docker config"), QString(), &findings)
        || !JsonKeyCheck::check(text, fileName, QStringLiteral("docker config"), QString(), &findings)) {
        *error = firstError(findings);
        return false;
    }
    if (text.trimmed().isEmpty()) {
        *out = config;
        return true;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(text, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        *error = tr("%1:%2: not JSON: %3")
                     .arg(fileName, lineColumn(bytes, int(parseError.offset)), parseError.errorString());
        return false;
    }
    if (!doc.isObject()) {
        *error = tr("%1: the top level is not a JSON object").arg(fileName);
        return false;
    }
    const QJsonObject root = doc.object();
    QString why;
    auto fail = [&](const QString &message) {
        *error = fileName + QStringLiteral(": ") + message;
        return false;
    };

    const QJsonValue auths = root.value(QStringLiteral("auths"));
    if (!auths.isUndefined() && !auths.isNull()) {
        if (!auths.isObject())
            return fail(tr("\"auths\" is not an object"));
        const QJsonObject o = auths.toObject();
        for (auto it = o.constBegin(); it != o.constEnd(); ++it) { // QJsonObject iterates sorted by key
            AuthEntry entry;
            if (!parseAuthEntry(it.key(), it.value(), &entry, &why))
                return fail(why);
            config.m_auths.append(entry);
        }
    }

    const QJsonValue helpers = root.value(QStringLiteral("credHelpers"));
    if (!helpers.isUndefined() && !helpers.isNull()) {
        if (!helpers.isObject())
            return fail(tr("\"credHelpers\" is not an object"));
        const QJsonObject o = helpers.toObject();
        for (auto it = o.constBegin(); it != o.constEnd(); ++it) {
            if (!it.value().isString())
                return fail(tr("%1 is not a string").arg(quotedKey(QStringLiteral("credHelpers"), it.key())));
            config.m_credHelpers.append(qMakePair(it.key(), it.value().toString()));
        }
    }

    const QJsonValue store = root.value(QStringLiteral("credsStore"));
    if (!store.isUndefined() && !store.isNull()) {
        if (!store.isString())
            return fail(tr("\"credsStore\" is not a string"));
        config.m_credsStore = store.toString();
    }
    *out = config;
    return true;
}

QString DockerConfig::credHelper(const QString &host) const
{
    const QString wanted = RegistryHost::normalize(host);
    for (const auto &helper : m_credHelpers) {
        if (helper.first == host || RegistryHost::normalize(helper.first) == wanted)
            return helper.second;
    }
    return QString();
}

const DockerConfig::AuthEntry *DockerConfig::auth(const QString &host) const
{
    const QString key = RegistryHost::configKey(host);
    for (const AuthEntry &entry : m_auths) {
        if (entry.key == key)
            return &entry;
    }
    const QString wanted = RegistryHost::normalize(host);
    const AuthEntry *any = nullptr;
    for (const AuthEntry &entry : m_auths) {
        if (RegistryHost::normalize(entry.key) != wanted)
            continue;
        if (!entry.isEmpty())
            return &entry;
        if (!any)
            any = &entry;
    }
    return any;
}

QStringList DockerConfig::authKeys() const
{
    QStringList keys;
    for (const AuthEntry &entry : m_auths)
        keys.append(entry.key);
    return keys;
}

} // namespace HelmDeck
