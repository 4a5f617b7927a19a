// SPDX-License-Identifier: GPL-3.0-or-later
// Precompiled for the core and command-line suites (cmake/HelmDeckPch.cmake): Qt Test and the
// headers most suites include.
#include "core.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
