// SPDX-License-Identifier: GPL-3.0-or-later
// The window's Services menu against the cluster fake: which actions the current app has, psql in a
// terminal tab, an export in the progress dock, and an import that runs only after a yes naming
// the app, database, namespace and context.
#include "../../run/servicefixtures.h"
#include "clusterfixture.h"
#include "io/projectfile.h"
#include "jobs/deploycontroller.h"
#include "secrets/secretstore.h"
#include "terminal/serviceactions.h"
#include "terminal/terminalcontroller.h"
#include "terminal/terminaldock.h"
#include "terminal/terminaltab.h"
#include "terminal/terminalview.h"
#include "window/mainwindow.h"
#include "window/usersettings.h"
#include "windowfixture.h"

#include <QDir>
#include <QDockWidget>
#include <QMenuBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace HelmDeck;

namespace {

constexpr int WaitMs = 60000;

const QByteArray Kubeconfig = "apiVersion: v1\nkind: Config\ncurrent-context: test\n"
                              "clusters:\n- name: fake\n  cluster:\n    server: https://127.0.0.1:6443\n"
                              "contexts:\n- name: test\n  context:\n    cluster: fake\n    user: me\n"
                              "users:\n- name: me\n  user:\n    token: unused\n";

void saveShot(QWidget *widget, const QString &name)
{
    const QString dir = qEnvironmentVariable("HELMDECK_TEST_SCREENSHOTS");
    if (dir.isEmpty())
        return;
    QTest::qWait(300);
    widget->grab().save(QDir(dir).filePath(name), "PNG");
}

QMenu *servicesMenu(MainWindow *w)
{
    for (QAction *top : w->menuBar()->actions()) {
        if (top->text().remove(QLatin1Char('&')) == QLatin1String("Services"))
            return top->menu();
    }
    return nullptr;
}

} // namespace

class TestServiceActions : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<TestUtil::ClusterFixture> m_cluster;
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<SecretStore> m_secrets;
    QStringList m_errors;

    std::unique_ptr<MainWindow> openWindow(int appIndex = 0)
    {
        const QString path = m_dir->filePath(QStringLiteral("shop.yaml"));
        Project project = ServiceFixtures::project();
        if (appIndex == 1)
            std::swap(project.apps[0], project.apps[1]);
        QString error;
        if (!ProjectFile::save(project, path, &error))
            return nullptr;
        auto w = std::make_unique<MainWindow>(
            HelmTool::detect(QDir(m_cluster->binDir()).filePath(QStringLiteral("helm"))), m_secrets.get());
        w->setErrorReporter([this](const QString &title, const QString &text) {
            m_errors.append(title + QStringLiteral(": ") + text);
        });
        w->setUnsavedChangesPrompt([](const QString &) { return MainWindow::UnsavedChoice::Discard; });
        w->terminalController()->setKubectl(
            KubectlTool::detect(QDir(m_cluster->binDir()).filePath(QStringLiteral("kubectl"))));
        w->resize(1024, 700);
        w->show();
        // The keychain fill hands the project back asynchronously; a loaded machine may take a while.
        QSignalSpy opened(w.get(), &MainWindow::projectOpened);
        if (!w->openProject(path) || (opened.isEmpty() && !opened.wait(WaitMs)))
            return nullptr;
        return w;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("HelmDeckTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_serviceactions"));
        UserSettings::open()->clear();
        m_cluster = std::make_unique<TestUtil::ClusterFixture>(4);
        QVERIFY2(m_cluster->isValid(), qPrintable(m_cluster->error()));
        ServiceFixtures::deployServices(*m_cluster);
        m_dir = std::make_unique<QTemporaryDir>();
        QFile kubeconfig(m_dir->filePath(QStringLiteral("kubeconfig")));
        QVERIFY(kubeconfig.open(QIODevice::WriteOnly));
        kubeconfig.write(Kubeconfig);
        kubeconfig.close();
        ::WindowFixture::exportEnvironment(m_cluster->environment());
        qputenv("KUBECONFIG", QFile::encodeName(kubeconfig.fileName()));
        qputenv("HELMDECK_KUBECTL", QFile::encodeName(m_cluster->binDir() + QStringLiteral("/kubectl")));
        m_secrets = std::make_unique<SecretStore>(SecretStore::Backend::SessionOnly);
    }

    void init()
    {
        m_errors.clear();
        m_cluster->clearCalls();
    }

    void theMenuOffersWhatTheCurrentAppBundles_data()
    {
        QTest::addColumn<int>("appIndex");
        QTest::addColumn<QStringList>("enabled");
        QTest::newRow("shop bundles PostgreSQL and Valkey")
            << 0
            << QStringList { QStringLiteral("Connect to PostgreSQL"), QStringLiteral("Export PostgreSQL…"),
                   QStringLiteral("Import into PostgreSQL…"), QStringLiteral("Connect to Valkey"),
                   QStringLiteral("Export Valkey…"), QStringLiteral("Service Status") };
        QTest::newRow("api's only service is external") << 1 << QStringList();
    }
    void theMenuOffersWhatTheCurrentAppBundles()
    {
        QFETCH(int, appIndex);
        QFETCH(QStringList, enabled);
        auto w = openWindow(appIndex);
        QVERIFY(w);
        QMenu *menu = servicesMenu(w.get());
        QVERIFY(menu);
        Q_EMIT menu->aboutToShow();
        QStringList on;
        for (QAction *a : menu->actions()) {
            if (!a->isSeparator() && a->isEnabled())
                on << a->text().remove(QLatin1Char('&'));
        }
        QCOMPARE(on, enabled);
    }

    void connectOpensPsqlInATerminalTab()
    {
        auto w = openWindow();
        QVERIFY(w);
        auto *actions = w->findChild<ServiceActions *>();
        QVERIFY(actions);
        TerminalDock *dock = w->terminalController()->dock();
        actions->connectTo(BackingService::Kind::PostgreSQL);
        QTRY_VERIFY_WITH_TIMEOUT(dock->count() == 1, WaitMs);
        QVERIFY2(m_errors.isEmpty(), qPrintable(m_errors.join(QLatin1Char('\n'))));
        QCOMPARE(dock->tabWidget()->tabText(0), QStringLiteral("psql shop"));
        TerminalTab *tab = dock->tab(0);
        QTRY_VERIFY2_WITH_TIMEOUT(
            tab->view()->screenText().contains(QLatin1String("fake psql: shop as shop")),
            qPrintable(tab->view()->screenText()), WaitMs);
        saveShot(w.get(), QStringLiteral("services-psql.png"));
        QSignalSpy finished(tab, &TerminalTab::programFinished);
        Q_EMIT tab->view()->input("\\q\r");
        QVERIFY(finished.wait(WaitMs));
    }

    void anExportRunsInTheProgressDock()
    {
        auto w = openWindow();
        QVERIFY(w);
        auto *actions = w->findChild<ServiceActions *>();
        const QByteArray dump = ServiceFixtures::dumpBytes(2500000);
        m_cluster->setServiceDump(QStringLiteral("shop"), QStringLiteral("shop-postgres-0"), dump);
        const QString out = m_dir->filePath(QStringLiteral("shop.dump"));
        QSignalSpy finished(actions, &ServiceActions::actionFinished);
        actions->exportTo(BackingService::Kind::PostgreSQL, out);
        QVERIFY(finished.wait(WaitMs));
        QVERIFY2(
            finished.first().first().value<RunResult>().ok, qPrintable(m_errors.join(QLatin1Char('\n'))));
        QFile file(out);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.readAll() == dump);
        QVERIFY(w->deployController()->progressDock()->isVisible());
        saveShot(w.get(), QStringLiteral("services-export.png"));
    }

    void anImportRunsOnlyAfterAYesNamingTheDatabase_data()
    {
        QTest::addColumn<bool>("answer");
        QTest::newRow("no: nothing is restored") << false;
        QTest::newRow("yes: the dump is restored") << true;
    }
    void anImportRunsOnlyAfterAYesNamingTheDatabase()
    {
        QFETCH(bool, answer);
        auto w = openWindow();
        QVERIFY(w);
        auto *actions = w->findChild<ServiceActions *>();
        const QString in = m_dir->filePath(QStringLiteral("backup.dump"));
        const QByteArray dump = ServiceFixtures::dumpBytes(70000);
        QFile file(in);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(dump);
        file.close();
        QString asked;
        actions->setConfirmPrompt([&](const QString &, const QString &text) {
            asked = text;
            return answer;
        });
        QSignalSpy finished(actions, &ServiceActions::actionFinished);
        actions->importFrom(BackingService::Kind::PostgreSQL, in);
        QTRY_VERIFY_WITH_TIMEOUT(!asked.isEmpty(), WaitMs);
        QVERIFY2(asked.startsWith(QLatin1String(
                     "Restore backup.dump into database shop of app shop, in namespace shop on test?")),
            qPrintable(asked));
        if (answer) {
            QVERIFY(finished.wait(WaitMs));
            QVERIFY(finished.first().first().value<RunResult>().ok);
            const auto restores = m_cluster->callsOf(QStringLiteral("pg_restore"));
            QCOMPARE(restores.size(), 1);
            QVERIFY(restores.first().stdinData == dump);
        } else {
            QTest::qWait(500);
            QCOMPARE(finished.size(), 0);
            QVERIFY(m_cluster->callsOf(QStringLiteral("pg_restore")).isEmpty());
            for (const auto &call : m_cluster->callsOf(QStringLiteral("kubectl")))
                QVERIFY2(!call.argv.contains(QStringLiteral("exec")),
                    qPrintable(call.argv.join(QLatin1Char(' '))));
        }
        QVERIFY2(m_errors.isEmpty(), qPrintable(m_errors.join(QLatin1Char('\n'))));
    }
};

QTEST_MAIN(TestServiceActions)
#include "tst_serviceactions.moc"
