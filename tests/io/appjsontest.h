// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the tst_appjson* suites share (split from one suite; see the suites for what each checks).
#include "io/appjson.h"
#include "io/jsonwithcomments.h"

#include <QTest>

using namespace HelmDeck;

const QString kFile = QStringLiteral("/apps/demo/app.json");

inline AppJsonResult parse(const char *json, const QString &prefix = QStringLiteral("apps[demo]"))
{
    return AppJson::parse(QByteArray(json), kFile, prefix);
}

inline QStringList messages(const Findings &findings, Finding::Severity severity)
{
    QStringList out;
    for (const Finding &f : findings) {
        if (f.severity == severity)
            out << f.message;
    }
    return out;
}

inline const Finding *findingContaining(const Findings &findings, const QString &text)
{
    for (const Finding &f : findings) {
        if (f.message.contains(text))
            return &f;
    }
    return nullptr;
}
