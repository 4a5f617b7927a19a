// SPDX-License-Identifier: GPL-3.0-or-later
// Renaming an app on the General page (docs/project-file.md, "Renaming an app"): in a saved project
// its bundled services keep the old name's user, database and claim, the Services page shows them,
// and renaming back drops them; a project never saved (an import being named) pins nothing.

#include "editor/appform.h"
#include "editor/projecteditor.h"
#include "editor/servicesform.h"

#include <QDir>
#include <QLineEdit>
#include <QTest>

using namespace HelmDeck;

namespace {

Project serviceProject()
{
    Project p;
    App app;
    app.name = QStringLiteral("shop");
    app.image = QStringLiteral("registry.example.com/shop:1");
    BackingService pg;
    pg.kind = BackingService::Kind::PostgreSQL;
    app.services = { pg };
    p.apps = { app };
    return p;
}

/** Types @p name into the General page's name field as a user does. */
void typeName(ProjectEditor *editor, const QString &name)
{
    auto *edit = editor->appForm()->findChildren<QLineEdit *>().first(); // the first field: the name
    edit->selectAll();
    QTest::keyClicks(edit, name);
}

} // namespace

class TestRenamePins : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void renamingASavedAppPinsItsServicesData_data()
    {
        QTest::addColumn<bool>("saved");
        QTest::newRow("a saved project pins the old name's data") << true;
        QTest::newRow("a project never saved pins nothing") << false;
    }
    void renamingASavedAppPinsItsServicesData()
    {
        QFETCH(bool, saved);
        ProjectEditor editor;
        editor.setProjectDir(saved ? QDir::tempPath() : QString());
        editor.setProject(serviceProject());
        editor.show();
        typeName(&editor, QStringLiteral("store"));
        const BackingService &s = editor.project().apps.first().services.first();
        QCOMPARE(editor.project().apps.first().name, QStringLiteral("store"));
        QCOMPARE(s.user, saved ? QStringLiteral("shop") : QString());
        QCOMPARE(s.database, saved ? QStringLiteral("shop") : QString());
        QCOMPARE(s.claim, saved ? QStringLiteral("data-shop-postgres-0") : QString());
        auto *claim = qobject_cast<QLineEdit *>(
            editor.servicesForm()->field(BackingService::Kind::PostgreSQL, QStringLiteral("claim")));
        QVERIFY(claim);
        QCOMPARE(claim->text(), s.claim);
        if (!saved)
            return;
        // an edit on the Services page keeps the pins
        auto *size = qobject_cast<QLineEdit *>(
            editor.servicesForm()->field(BackingService::Kind::PostgreSQL, QStringLiteral("size")));
        size->selectAll();
        QTest::keyClicks(size, QStringLiteral("2Gi"));
        QCOMPARE(
            editor.project().apps.first().services.first().claim, QStringLiteral("data-shop-postgres-0"));
        QCOMPARE(editor.project().apps.first().services.first().user, QStringLiteral("shop"));
        // renamed back: the defaults give the same data again
        typeName(&editor, QStringLiteral("shop"));
        const BackingService &back = editor.project().apps.first().services.first();
        QVERIFY(back.user.isEmpty());
        QVERIFY(back.database.isEmpty());
        QVERIFY(back.claim.isEmpty());
    }
};

QTEST_MAIN(TestRenamePins)
#include "tst_renamepins.moc"
