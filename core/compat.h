// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The one place where Qt 5 and Qt 6 differ for HelmDeck. Everything else is written against the
// common subset, so the sources build with either major (QT_MAJOR_VERSION in CMake).

#include <QtGlobal>
#include <QString>
#include <QStringList>

namespace HelmDeck {
namespace Compat {

/** Splits @p text on @p sep, dropping empty parts (Qt::SkipEmptyParts exists in both 5.15 and 6). */
inline QStringList splitSkipEmpty(const QString &text, QChar sep)
{
    return text.split(sep, Qt::SkipEmptyParts);
}

#if QT_VERSION >= QT_VERSION_CHECK(6, 0, 0)
using SizeType = qsizetype;
#else
using SizeType = int;
#endif

} // namespace Compat
} // namespace HelmDeck
