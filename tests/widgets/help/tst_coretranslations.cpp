// SPDX-License-Identifier: GPL-3.0-or-later
// What the core writes reaches a German window in German (docs/translations.md "The core"): one
// message of each core area, made by the core's own code, read once without and once with the
// German translation installed. A context that lupdate records differently from the one the code
// asks for at run time (a class named without its namespace, a tr() of the wrong class) leaves
// the message English, and its row fails.
#include "cluster/clusterlists.h"
#include "deploy/appsteps.h"
#include "deploy/deployplanner.h"
#include "deploy/preflight.h"
#include "help/translationloader.h"
#include "io/procfile.h"
#include "model/app.h"
#include "model/validator.h"
#include "publish/semanticversion.h"
#include "render/manifestdiff.h"

#include <QApplication>
#include <QtTest>
#include <functional>

using namespace HelmDeck;

using Message = std::function<QString()>;
Q_DECLARE_METATYPE(Message)

class TstCoreTranslations : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cleanup() { TranslationLoader::install(qApp, QLocale(QLocale::English)); }

    void theCoresMessagesAreGermanInAGermanWindow_data()
    {
        QTest::addColumn<Message>("message");
        QTest::addColumn<QString>("english");
        QTest::addRow("coremodel: a cron schedule the validator refuses")
            << Message([] { return Validator::checkCronSchedule(QStringLiteral("61 * * * *")); })
            << QString();
        QTest::addRow("coremodel: a namespace that is no DNS label, named from core/deploy") << Message([] {
            App app;
            app.name = QStringLiteral("shop");
            app.kubeNamespace = QStringLiteral("Not_A_Label");
            const Findings f = Preflight::kubeNamespace(app, DeployOptions {});
            return f.isEmpty() ? QString() : f.constFirst().message;
        }) << QString();
        QTest::addRow("coredeploy: the diff's summary") << Message([] {
            ManifestDiffResult r;
            r.added = 1;
            r.changed = 2;
            return r.summary();
        }) << QStringLiteral("1 added, 2 changed, 0 removed");
        QTest::addRow("coredeploy: the marker of a release an interrupted helm left locked") << Message(
            [] { return AppSteps::lockedMarker(); }) << QStringLiteral("an interrupted helm left it locked");
        QTest::addRow("coreio: a Procfile line the reader refuses") << Message([] {
            const ProcfileParseResult r = Procfile::parse("Web: gunicorn app\n", QStringLiteral("Procfile"));
            return r.findings.isEmpty() ? QString() : r.findings.constFirst().message;
        }) << QString();
        QTest::addRow("coreio: what a cluster list holds")
            << Message([] { return ClusterList::kindText(ClusterList::Kind::StorageClasses); })
            << QStringLiteral("storage classes");
        QTest::addRow("corerun: a version that is not SemVer") << Message([] {
            SemanticVersion v;
            QString error;
            SemanticVersion::parse(QStringLiteral("one.two"), &v, &error);
            return error;
        }) << QString();
    }

    void theCoresMessagesAreGermanInAGermanWindow()
    {
        QFETCH(Message, message);
        QFETCH(QString, english);
        TranslationLoader::install(qApp, QLocale(QLocale::English));
        const QString before = message();
        QVERIFY2(!before.isEmpty(), "the core wrote no message");
        if (!english.isEmpty())
            QCOMPARE(before, english);
        QCOMPARE(TranslationLoader::install(qApp, QLocale(QStringLiteral("de_DE"))).size(), 2);
        const QString german = message();
        QVERIFY2(!german.isEmpty(), "the core wrote no message in German");
        QVERIFY2(german != before, qPrintable(QStringLiteral("still English: ") + german));
        TranslationLoader::install(qApp, QLocale(QLocale::English));
        QCOMPARE(message(), before);
    }
};

QTEST_MAIN(TstCoreTranslations)
#include "tst_coretranslations.moc"
