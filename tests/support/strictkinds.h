// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>

/**
 * The strict-mode table (docs/project-file.md "Strict mode") that tst_strictmode (the core) and
 * tst_clistrict (the binary) both run: each kind of warning × {strict off, --strict, the project's
 * strict: true}. Every row adder makes the columns its comment names.
 */
namespace StrictKinds {

/**
 * An app.json (with the Procfile "web: serve") whose import warns, × {off, --strict} (a folder
 * imported on the fly has no project file). Columns: QByteArray "appJson", bool "strict", QString
 * "message" (a part of the warning's text). @p prefix starts each row name ("check APP_DIR, ").
 */
void addAppJsonRows(const char *prefix);

/**
 * Project files (app "shop", web with http:80:5000) that check warns about, × {off, --strict,
 * strict: true}. Columns: QByteArray "file", bool "flag" (pass --strict), QString "message", bool
 * "strict" (the warning is an error and the job refused).
 */
void addProjectRows();
/** The same columns, for warnings a deploy's preflight gives (a loopback registry; web at 0 with domains). */
void addDeployRows();
/** Just the kind of addProjectRows() a render is run for: web at 0 while the app has domains. */
void addRenderRows();

/** The project file of a row with the project setting: strict: true and a loopback registry. */
QByteArray strictLoopbackProject();

} // namespace StrictKinds
