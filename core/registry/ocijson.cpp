// SPDX-License-Identifier: GPL-3.0-or-later
#include "ocijson.h"

#include "io/jsonkeycheck.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

namespace HelmDeck {

bool OciJson::object(const QByteArray &body, QJsonObject *out, QString *why)
{
    *out = QJsonObject();
    Findings findings;
    if (!JsonKeyCheck::check(body, QString(), QStringLiteral("registry's answer"), QString(), &findings)) {
        *why = findings.isEmpty() ? tr("not valid JSON") : findings.first().message;
        return false;
    }
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(body, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        *why = tr("not valid JSON: %1").arg(parseError.errorString());
        return false;
    }
    if (!document.isObject()) {
        *why = tr("not a JSON object");
        return false;
    }
    *out = document.object();
    return true;
}

bool OciJson::tagList(const QByteArray &body, QStringList *tags, QString *why)
{
    QJsonObject document;
    QString notObject;
    if (!object(body, &document, &notObject)) {
        *why = tr("the tag list is not a JSON object (%1)").arg(notObject);
        return false;
    }
    const QJsonValue list = document.value(QStringLiteral("tags"));
    if (!list.isNull() && !list.isUndefined() && !list.isArray()) {
        *why = tr("\"tags\" is not a list");
        return false;
    }
    const QJsonArray array = list.toArray(); // null ("tags": null) is an empty list
    for (const QJsonValue &tag : array)
        tags->append(tag.toString());
    return true;
}

QString OciJson::registryErrors(const QByteArray &body)
{
    QJsonObject document;
    QString notObject;
    object(body, &document, &notObject); // not the spec's shape: the body's text below
    const QJsonArray errors = document.value(QStringLiteral("errors")).toArray();
    QStringList parts;
    for (const QJsonValue &value : errors) {
        const QJsonObject error = value.toObject();
        QStringList fields;
        for (const QString &key : { QStringLiteral("code"), QStringLiteral("message") }) {
            const QString text = error.value(key).toString();
            if (!text.isEmpty())
                fields.append(text);
        }
        const QJsonValue detail = error.value(QStringLiteral("detail"));
        if (detail.isString() && !detail.toString().isEmpty())
            fields.append(detail.toString());
        else if (detail.isObject())
            fields.append(QString::fromUtf8(QJsonDocument(detail.toObject()).toJson(QJsonDocument::Compact)));
        else if (detail.isArray())
            fields.append(QString::fromUtf8(QJsonDocument(detail.toArray()).toJson(QJsonDocument::Compact)));
        else if (detail.isDouble() || detail.isBool())
            fields.append(detail.toVariant().toString());
        if (!fields.isEmpty())
            parts.append(fields.join(QStringLiteral(": ")));
    }
    if (!parts.isEmpty())
        return parts.join(QStringLiteral("; "));
    const QString text = QString::fromUtf8(body).simplified();
    return text.size() > 300 ? text.left(300) + QStringLiteral("…") : text;
}

bool OciJson::tokenAnswer(const QByteArray &body, QString *token, int *expiresIn)
{
    QJsonObject answer;
    QString notObject;
    object(body, &answer, &notObject); // anything else has no token: the caller says so
    *token = answer.value(QStringLiteral("token")).toString();
    if (token->isEmpty())
        *token = answer.value(QStringLiteral("access_token")).toString();
    *expiresIn = qMax(0, answer.value(QStringLiteral("expires_in")).toInt(0));
    return !token->isEmpty();
}

} // namespace HelmDeck
