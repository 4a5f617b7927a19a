// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

/**
 * Helpers shared by the test suites. Every path is compiled in (tests/support/CMakeLists.txt), so
 * a suite finds its fixtures when its binary is run by hand from any folder; the environment
 * variable named with each (set by CTest from tests/CMakeLists.txt) overrides it.
 */
namespace TestUtil {

/** The source tree root ($HELMDECK_SOURCE_DIR, else the tree this build was configured from). */
QString sourceDir();
/** The build tree root ($HELMDECK_BINARY_DIR, else this build's). */
QString binaryDir();
/** ../shared/realworld ($HELMDECK_REALWORLD_DIR), or empty when that folder is absent (a user's clone has no
 * ../shared). */
QString realworldDir();
/** Path of the helm binary of @p major (3 or 4) ($HELMDECK_TEST_HELM3/4); empty when none is configured or
 * executable. */
QString helm(int major);
/** The real kubectl ($HELMDECK_TEST_KUBECTL, else .tools/helm4/kubectl or /usr/bin/kubectl); empty when none.
 */
QString kubectl();
/** tests/schema/validate.mjs, the Kubernetes schema validator ($HELMDECK_SCHEMA_VALIDATOR). */
QString schemaValidator();
/** The command-line binary the cli suites run ($HELMDECK_TEST_CLI, else this build's helmdeck-cli). */
QString cliBinary();
/** The window binary, helmdeck ($HELMDECK_TEST_WINDOW); empty in a build without the widgets. */
QString windowBinary();
/** Reads a whole file; empty on failure. */
QByteArray readFile(const QString &path);
/**
 * Process @p pid is gone, or a zombie waiting for its reaper (/proc/PID/stat state Z): it runs nothing
 * any more. For tests that a child a program started was killed with it.
 */
bool processEnded(qint64 pid);
/** Writes @p yaml as @p dir/kubeconfig; its path, empty on failure. */
QString writeKubeconfig(const QString &dir, const QByteArray &yaml);

} // namespace TestUtil
