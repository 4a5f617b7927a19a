// SPDX-License-Identifier: GPL-3.0-or-later
// The project editor's page table (ProjectEditor::registerPages()): every page is listed in order
// with its count, and a finding's field path goes to the page that owns that field; the Cron form
// shows each task's derived CronJob name.
#include "chart/chartnames.h"
#include "editor/crontablemodel.h"
#include "editor/projecteditor.h"
#include "forms/formpages.h"
#include "forms/tableform.h"
#include "windowfixture.h"

#include <QHeaderView>
#include <QTableView>
#include <QTest>

using namespace HelmDeck;

namespace {

/** WindowFixture's "python" (web, worker, a domain, a cron task) with the storage entry "data". */
Project project()
{
    Project p = WindowFixture::sampleProject();
    StorageEntry data;
    data.name = QStringLiteral("data");
    data.size = QStringLiteral("1Gi");
    p.storage = { data };
    return p;
}

} // namespace

class TestEditorPages : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<ProjectEditor> m_editor;

private Q_SLOTS:
    void init()
    {
        m_editor = std::make_unique<ProjectEditor>();
        m_editor->setProject(project());
        m_editor->resize(1024, 700);
        m_editor->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_editor.get()));
    }
    void cleanup() { m_editor.reset(); }

    void everyPageIsListedInOrderWithItsCount()
    {
        const QStringList titles
            = { QStringLiteral("App"), QStringLiteral("Processes (2)"), QStringLiteral("Domains (1)"),
                  QStringLiteral("Routing"), QStringLiteral("Services"), QStringLiteral("Env (0)"),
                  QStringLiteral("Cron (1)"), QStringLiteral("Mounts (0)"), QStringLiteral("Pull secret"),
                  QStringLiteral("Release"), QStringLiteral("Health checks"), QStringLiteral("Monitoring"),
                  QStringLiteral("Scaling"), QStringLiteral("Security"), QStringLiteral("Storage (1)") };
        FormPages *pages = m_editor->pages();
        QCOMPARE(pages->count(), int(ProjectEditor::StoragePage) + 1);
        QStringList shown;
        for (int i = 0; i < pages->count(); ++i)
            shown.append(pages->pageText(i));
        QCOMPARE(shown, titles);
        QCOMPARE(pages->sectionText(0), QStringLiteral("App"));
        QCOMPARE(pages->sectionText(1), QStringLiteral("Project"));
    }

    void aFindingGoesToThePageThatOwnsItsField_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<int>("page");
        QTest::addRow("the image is on the App page") << "apps[python].image" << int(ProjectEditor::AppPage);
        QTest::addRow("a process's command is in the Processes table")
            << "apps[python].processes[worker].command" << int(ProjectEditor::ProcessesPage);
        QTest::addRow("a domain is in the Domains table")
            << "apps[python].domains[0]" << int(ProjectEditor::DomainsPage);
        QTest::addRow("a cron schedule is in the Cron table")
            << "apps[python].cron[0].schedule" << int(ProjectEditor::CronPage);
        QTest::addRow("the release command is on the Release page")
            << "apps[python].release.command" << int(ProjectEditor::ReleasePage);
        QTest::addRow("a probe of a process is on the Health checks page")
            << "apps[python].processes[web].probes.readiness.path" << int(ProjectEditor::HealthChecksPage);
        QTest::addRow("a process's monitoring is on the Monitoring page")
            << "apps[python].processes[web].monitoring.interval" << int(ProjectEditor::MonitoringPage);
        QTest::addRow("a process's autoscaling is on the Scaling page, not in the Processes table")
            << "apps[python].processes[web].autoscaling.maxReplicas" << int(ProjectEditor::ScalingPage);
        QTest::addRow("a cron task's resources are on the Scaling page, not in the Cron table")
            << "apps[python].cron[0].resources.limits.cpu" << int(ProjectEditor::ScalingPage);
        QTest::addRow("extra manifests are on the Security page")
            << "apps[python].manifests" << int(ProjectEditor::SecurityPage);
        QTest::addRow("the kustomize folder is on the Security page")
            << "apps[python].kustomize" << int(ProjectEditor::SecurityPage);
        QTest::addRow("workload metadata is on the Security page")
            << "apps[python].metadata.deployment.labels" << int(ProjectEditor::SecurityPage);
        QTest::addRow("a storage entry's size is on the Storage page")
            << "storage[data].size" << int(ProjectEditor::StoragePage);
    }

    void aFindingGoesToThePageThatOwnsItsField()
    {
        QFETCH(QString, path);
        QFETCH(int, page);
        FormPages *pages = m_editor->pages();
        pages->setCurrentIndex(
            page == ProjectEditor::MountsPage ? ProjectEditor::AppPage : ProjectEditor::MountsPage);
        QVERIFY(m_editor->focusField(path));
        QCOMPARE(pages->pageText(pages->currentIndex()), pages->pageText(page));
    }

    void aFieldItsPageDoesNotShowLeavesThePageAsItWas_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addRow("an unknown release field") << "apps[python].release.nosuch";
        QTest::addRow("a probe of a process the app does not have")
            << "apps[python].processes[nope].probes.readiness.path";
        QTest::addRow("a storage path without an entry name") << "storage.size";
        QTest::addRow("a project-level key no page shows") << "kubeContext";
    }

    void aFieldItsPageDoesNotShowLeavesThePageAsItWas()
    {
        QFETCH(QString, path);
        FormPages *pages = m_editor->pages();
        pages->setCurrentIndex(ProjectEditor::MountsPage);
        QVERIFY(!m_editor->focusField(path));
        QCOMPARE(pages->currentIndex(), int(ProjectEditor::MountsPage));
    }

    // The Cron form shows the name each task's CronJob is derived to (cut to fit 52 characters).
    void theCronFormShowsEachTasksCronJobName_data()
    {
        QTest::addColumn<QString>("app");
        QTest::addRow("a short app name is kept whole") << "python";
        QTest::addRow("a 41-character app name is cut to 36") << QString(41, QLatin1Char('k'));
    }
    void theCronFormShowsEachTasksCronJobName()
    {
        QFETCH(QString, app);
        Project p = project();
        p.apps[0].name = app;
        m_editor->setProject(p);
        m_editor->pages()->setCurrentIndex(ProjectEditor::CronPage);
        QTableView *view = m_editor->cronForm()->view();
        QTRY_VERIFY(view->isVisible());
        const CronTask task = p.apps.at(0).cron.at(0);
        const QModelIndex cell = view->model()->index(0, CronTableModel::CronJobColumn);
        QCOMPARE(view->model()->headerData(CronTableModel::CronJobColumn, Qt::Horizontal).toString(),
            QStringLiteral("CronJob"));
        QCOMPARE(cell.data().toString(), ChartNames::cronJobName(app, task));
        QVERIFY(cell.data().toString().size() <= 52);
        QVERIFY(!(cell.flags() & Qt::ItemIsEditable)); // read-only: derived, never typed
        QVERIFY(!view->isColumnHidden(CronTableModel::CronJobColumn));
        QVERIFY(view->horizontalHeader()->sectionSize(CronTableModel::CronJobColumn) > 0);
        const QRect rect = view->visualRect(cell);
        QVERIFY2(
            rect.isValid() && rect.left() < view->viewport()->width(), "the CronJob column is off screen");

        // a changed schedule is a new task: the shown name follows at once
        QVERIFY(view->model()->setData(
            view->model()->index(0, CronTableModel::ScheduleColumn), QStringLiteral("@hourly")));
        CronTask changed = task;
        changed.schedule = QStringLiteral("@hourly");
        QCOMPARE(cell.data().toString(), ChartNames::cronJobName(app, changed));
        QVERIFY(cell.data().toString() != ChartNames::cronJobName(app, task));
    }
};

QTEST_MAIN(TestEditorPages)
#include "tst_editorpages.moc"
