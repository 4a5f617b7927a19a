// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Data rows of the publish suites are mostly strings; QT_NO_CAST_FROM_ASCII wants them spelled out.

#include <QString>
#include <QStringList>

#include <initializer_list>

namespace PublishTest {

inline QString str(const char *text)
{
    return QString::fromUtf8(text);
}

inline QStringList strings(std::initializer_list<const char *> texts)
{
    QStringList out;
    for (const char *t : texts)
        out << str(t);
    return out;
}

} // namespace PublishTest
