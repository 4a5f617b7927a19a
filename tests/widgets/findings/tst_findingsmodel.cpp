// SPDX-License-Identifier: GPL-3.0-or-later
#include "findings/fieldpath.h"
#include "findings/findingsmodel.h"
#include "window/icons.h"

#include <QAbstractItemModelTester>
#include <QIcon>
#include <QTest>

using namespace HelmDeck;

Q_DECLARE_METATYPE(HelmDeck::Finding)

class TestFindingsModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        // The window installs the embedded icon theme; the severity icons must come from it here.
        Icons::installFallbackTheme();
        for (const char *name : { "dialog-error", "dialog-warning", "dialog-information", "document-open",
                 "document-save", "document-save-as", "document-import", "document-open-recent", "list-add",
                 "list-remove", "application-exit" })
            QVERIFY2(QIcon::hasThemeIcon(QLatin1String(name)), name);
        QVERIFY(!Icons::appIcon().pixmap(48, 48).isNull());
    }

    void mergesOriginsAndSortsBySeverity()
    {
        FindingsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const SourceLocation procfile { QStringLiteral("/src/app/Procfile"), 7, 1 };
        model.setFindings(FindingsModel::LoadOrigin,
            { Finding::warning(QStringLiteral("no image given"), QStringLiteral("apps[a].image")) });
        model.setFindings(FindingsModel::ValidationOrigin,
            { Finding::error(
                  QStringLiteral("bad name"), QStringLiteral("apps[a].processes[Web].name"), procfile),
                Finding::warning(QStringLiteral("no image given"), QStringLiteral("apps[a].image")) });
        QCOMPARE(model.rowCount(), 2); // the duplicate warning shows once
        QCOMPARE(model.index(0, FindingsModel::MessageColumn).data().toString(), QStringLiteral("bad name"));
        QCOMPARE(
            model.index(0, FindingsModel::LocationColumn).data().toString(), QStringLiteral("Procfile:7"));
        QCOMPARE(model.index(0, FindingsModel::FieldColumn).data().toString(),
            QStringLiteral("apps[a].processes[Web].name"));
        QCOMPARE(model.index(0, 0).data(FindingsModel::FieldPathRole).toString(),
            QStringLiteral("apps[a].processes[Web].name"));
        QVERIFY(!model.index(0, 0).data(Qt::DecorationRole).value<QIcon>().isNull());
        QVERIFY(
            model.index(0, 0).data(Qt::ToolTipRole).toString().contains(QLatin1String("/src/app/Procfile")));
        QCOMPARE(model.count(Finding::Severity::Error), 1);
        QCOMPARE(model.count(Finding::Severity::Warning), 1);

        // Re-validating replaces only the validation findings; the load warning stays.
        model.setFindings(FindingsModel::ValidationOrigin, {});
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.index(0, 0).data().toString(), QStringLiteral("no image given"));
        model.clear();
        QCOMPARE(model.rowCount(), 0);
    }

    // One finding reported by two origins shows once; identity is severity, file, line, field, text.
    void aFindingShowsOnceByItsIdentity_data()
    {
        QTest::addColumn<Finding>("first");
        QTest::addColumn<Finding>("second");
        QTest::addColumn<int>("rows");

        const QString field = QStringLiteral("apps[shop].pullSecret.password");
        const QString text = QStringLiteral("no password for deployer");
        const SourceLocation at { QStringLiteral("/p/helmdeck.yaml"), 31, 7 };
        const Finding warning = Finding::warning(text, field, at);
        QTest::newRow("the same finding from two origins shows once") << warning << warning << 1;
        QTest::newRow("another column on the same line is the same finding")
            << warning << Finding::warning(text, field, SourceLocation { at.file, 31, 3 }) << 1;
        QTest::newRow("another line is another finding")
            << warning << Finding::warning(text, field, SourceLocation { at.file, 32, 7 }) << 2;
        QTest::newRow("another file is another finding")
            << warning
            << Finding::warning(text, field, SourceLocation { QStringLiteral("/q/helmdeck.yaml"), 31, 7 })
            << 2;
        QTest::newRow("another severity is another finding")
            << warning << Finding::error(text, field, at) << 2;
        QTest::newRow("another field is another finding")
            << warning << Finding::warning(text, QStringLiteral("apps[shop].image"), at) << 2;
        QTest::newRow("another text is another finding")
            << warning << Finding::warning(QStringLiteral("other"), field, at) << 2;
    }

    void aFindingShowsOnceByItsIdentity()
    {
        QFETCH(Finding, first);
        QFETCH(Finding, second);
        QFETCH(int, rows);
        FindingsModel model;
        model.setFindings(FindingsModel::RenderOrigin, { first });
        model.setFindings(FindingsModel::DeployOrigin, { second });
        QCOMPARE(model.rowCount(), rows);
        model.clear();
        model.setFindings(FindingsModel::ValidationOrigin, { first, second }); // twice in one origin, too
        QCOMPARE(model.rowCount(), rows);
    }

    void bounded()
    {
        FindingsModel model;
        Findings many;
        for (int i = 0; i < FindingsModel::MaxRows + 20; ++i)
            many.append(Finding::error(QStringLiteral("error %1").arg(i)));
        model.setFindings(FindingsModel::RenderOrigin, many);
        QCOMPARE(model.rowCount(), FindingsModel::MaxRows + 1);
        QVERIFY(model.index(FindingsModel::MaxRows, 0).data().toString().contains(QLatin1String("20")));
    }

    void fieldPath_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<QString>("parts"); // name[key] per segment, joined with |

        QTest::addRow("process field")
            << "apps[python].processes[web].replicas" << true << "apps[python]|processes[web]|replicas";
        QTest::addRow("dotted key") << "apps[a].domains[www.example.com]" << true
                                    << "apps[a]|domains[www.example.com]";
        QTest::addRow("index") << "apps[a].cron[0].schedule" << true << "apps[a]|cron[0]|schedule";
        QTest::addRow("plain") << "apps" << true << "apps";
        QTest::addRow("empty") << "" << false << "";
        QTest::addRow("unclosed") << "apps[a.image" << false << "";
        QTest::addRow("stray close") << "apps]a" << false << "";
        QTest::addRow("double dot") << "apps..image" << false << "";
    }

    void fieldPath()
    {
        QFETCH(QString, path);
        QFETCH(bool, valid);
        QFETCH(QString, parts);
        const FieldPath p(path);
        QCOMPARE(p.isValid(), valid);
        if (!valid)
            return;
        QStringList got;
        for (const FieldPath::Segment &s : p.segments())
            got.append(s.hasKey ? s.name + QLatin1Char('[') + s.key + QLatin1Char(']') : s.name);
        QCOMPARE(got.join(QLatin1Char('|')), parts);
        QCOMPARE(FieldPath(QStringLiteral("cron[3]")).at(0).index(), 3);
        QCOMPARE(FieldPath(QStringLiteral("cron[web]")).at(0).index(), -1);
    }
};

QTEST_MAIN(TestFindingsModel)
#include "tst_findingsmodel.moc"
