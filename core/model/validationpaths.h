// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "finding.h"

#include <QString>

namespace HelmDeck {

/**
 * Small helpers the validators share to build findings and field paths in the project file's
 * vocabulary (docs/project-file.md, "Field paths"). Locations are added by Validator::validate once
 * all findings are in, so these record only the message and the path.
 */
namespace ValidationPaths {

inline void error(Findings *out, const QString &message, const QString &path)
{
    out->append(Finding::error(message, path));
}

inline void warning(Findings *out, const QString &message, const QString &path)
{
    out->append(Finding::warning(message, path));
}

inline void info(Findings *out, const QString &message, const QString &path)
{
    out->append(Finding::info(message, path));
}

/** "path.key" */
inline QString sub(const QString &path, const char *key)
{
    return path + QLatin1Char('.') + QLatin1String(key);
}

/** "path.key[name]" — collections keyed by name. */
inline QString keyed(const QString &path, const char *key, const QString &name)
{
    return sub(path, key) + QLatin1Char('[') + name + QLatin1Char(']');
}

/** "path.key[index]" — collections without names. */
inline QString at(const QString &path, const char *key, int index)
{
    return keyed(path, key, QString::number(index));
}

} // namespace ValidationPaths
} // namespace HelmDeck
