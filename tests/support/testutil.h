// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

/** Helpers shared by the test suites. Paths come from the CTest environment (tests/CMakeLists.txt). */
namespace TestUtil {

/** The source tree root ($HELMDECK_SOURCE_DIR). */
QString sourceDir();
/** The build tree root ($HELMDECK_BINARY_DIR). */
QString binaryDir();
/** ../shared/realworld, or empty when that folder is absent (a user's clone has no ../shared). */
QString realworldDir();
/** Path of the helm binary of @p major (3 or 4) from the environment; empty when not configured. */
QString helm(int major);
/** Reads a whole file; empty on failure. */
QByteArray readFile(const QString &path);

} // namespace TestUtil
