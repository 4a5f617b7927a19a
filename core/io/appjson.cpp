// SPDX-License-Identifier: GPL-3.0-or-later
#include "appjson.h"

#include "appjsonparser.h"
#include "textcheck.h"

namespace HelmDeck {

AppJsonResult AppJson::parse(const QByteArray &data, const QString &fileName, const QString &fieldPrefix)
{
    AppJsonResult r;
    // UTF-8 and no NUL before Qt's parser sees the bytes (it would replace them); CR-only lines normalised
    QByteArray text = data;
    if (!TextCheck::check(&text, fileName, QStringLiteral("app.json"), fieldPrefix, &r.findings))
        return r;
    AppJsonParser(text, fileName, fieldPrefix, &r).run();
    r.ok = !hasErrors(r.findings);
    return r;
}

QStringList AppJson::importedKeys()
{
    return { QStringLiteral("cron"), QStringLiteral("healthchecks"), QStringLiteral("formation"),
        QStringLiteral("scripts"), QStringLiteral("env"), QStringLiteral("addons") };
}

QStringList AppJson::ignoredKeys()
{
    return { QStringLiteral("name"), QStringLiteral("description"), QStringLiteral("keywords"),
        QStringLiteral("website"), QStringLiteral("repository"), QStringLiteral("logo"),
        QStringLiteral("success_url"), QStringLiteral("buildpacks"), QStringLiteral("environments"),
        QStringLiteral("stack"), QStringLiteral("image"), QStringLiteral("$schema") };
}

} // namespace HelmDeck
