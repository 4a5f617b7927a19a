// SPDX-License-Identifier: GPL-3.0-or-later
// What the tst_validator* suites share: the project-file header, the rules table columns and its check.
#pragma once

#include "io/projectfile.h"
#include "model/validator.h"

#include "testutil.h"

#include <QtTest>

Q_DECLARE_METATYPE(HelmDeck::Finding::Severity)

namespace ValidatorTest {

using namespace HelmDeck;

const QString FileName = QStringLiteral("/projects/shop/helmdeck.yaml");

// Every row's apps follow these two lines, so the row's first line is line 3 of the file.
inline QByteArray withHeader(const char *apps)
{
    return QByteArray("schemaVersion: 1\napps:") + apps;
}

inline QString describe(const Findings &findings)
{
    QStringList lines;
    for (const Finding &f : findings)
        lines.append(f.toString());
    return lines.join(QLatin1Char('\n'));
}

inline QString repeat(char c, int n)
{
    return QString(n, QLatin1Char(c));
}

/** The columns of the rules() table: the project file, the expected finding count (0 = a valid row),
 *  and the one finding that must be among them (severity, field path, line, message fragment). */
inline void addRuleColumns()
{
    QTest::addColumn<QByteArray>("yaml");
    QTest::addColumn<int>("count"); // total findings expected; 0 = a valid row
    QTest::addColumn<Finding::Severity>("severity");
    QTest::addColumn<QString>("fieldPath");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("message");
}

/** A rules() row with no finding. */
inline void none(const char *name, const QByteArray &yaml)
{
    QTest::newRow(name) << yaml << 0 << Finding::Severity::Info << QString() << 0 << QString();
}

/** Loads the current rules() row and checks its findings. */
inline void checkRule()
{
    QFETCH(QByteArray, yaml);
    QFETCH(int, count);
    QFETCH(Finding::Severity, severity);
    QFETCH(QString, fieldPath);
    QFETCH(int, line);
    QFETCH(QString, message);

    const ProjectLoadResult loaded = ProjectFile::parse(yaml, FileName);
    QVERIFY2(loaded.ok && loaded.findings.isEmpty(), qPrintable(describe(loaded.findings)));
    const Findings findings = Validator::validate(loaded.project);
    QVERIFY2(findings.size() == count, qPrintable(describe(findings)));
    if (count == 0)
        return;
    const Finding *match = nullptr;
    for (const Finding &f : findings) {
        if (f.fieldPath == fieldPath && f.message.contains(message))
            match = &f;
    }
    QVERIFY2(match, qPrintable(describe(findings)));
    QCOMPARE(match->severity, severity);
    QCOMPARE(match->location.file, FileName);
    QCOMPARE(match->location.line, line);
    QCOMPARE(match->location, loaded.project.locate(fieldPath));
}

} // namespace ValidatorTest
