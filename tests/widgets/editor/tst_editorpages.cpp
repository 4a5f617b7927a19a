// SPDX-License-Identifier: GPL-3.0-or-later
// The project editor's page table (ProjectEditor::registerPages()): every page is listed in order
// with its count, and a finding's field path goes to the page that owns that field.
#include "editor/projecteditor.h"
#include "forms/formpages.h"
#include "windowfixture.h"

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
};

QTEST_MAIN(TestEditorPages)
#include "tst_editorpages.moc"
