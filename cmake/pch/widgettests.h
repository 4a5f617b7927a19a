// SPDX-License-Identifier: GPL-3.0-or-later
// Precompiled for the widget suites (cmake/HelmDeckPch.cmake): Qt Test with its Widgets support
// (QT_WIDGETS_LIB is defined there, so QTest differs from the core suites' one).
#include "tests.h"
#include "widgets.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QCheckBox>
