// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/finding.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

/** Helpers for suites that check findings against a project file written in the test. */
namespace FindingFixtures {

/** The 1-based number of the first line of @p yaml that ends with "# <" (the row's marked line); 0 = none. */
int markedLine(const QByteArray &yaml);
/** Every finding as Finding::toString(), one a line (for QVERIFY2 messages). */
QString describe(const HelmDeck::Findings &findings);
/** The messages of the findings of @p severity, in order. */
QStringList messages(const HelmDeck::Findings &findings, HelmDeck::Finding::Severity severity);

} // namespace FindingFixtures
