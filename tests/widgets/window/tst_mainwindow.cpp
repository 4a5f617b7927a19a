// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/appform.h"
#include "editor/crontablemodel.h"
#include "editor/processtablemodel.h"
#include "editor/projecteditor.h"
#include "findings/findingsmodel.h"
#include "findings/findingsview.h"
#include "forms/formpages.h"
#include "forms/tableform.h"
#include "io/projectfile.h"
#include "preview/previewcontroller.h"
#include "preview/previewpane.h"
#include "testutil.h"
#include "window/mainwindow.h"
#include "windowfixture.h"

#include <QApplication>
#include <QDockWidget>
#include <QFile>
#include <QLineEdit>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace HelmDeck;

class TestMainWindow : public QObject
{
    Q_OBJECT

private:
    static constexpr int RenderTimeoutMs = 60000;

    HelmTool m_helm;
    std::unique_ptr<QTemporaryDir> m_dir;
    QStringList m_errors;
    int m_prompts = 0;
    MainWindow::UnsavedChoice m_answer = MainWindow::UnsavedChoice::Cancel;

    static Project sampleProject(
        const QString &image = QStringLiteral("registry.example.com/team/python:1.0"))
    {
        Project p = WindowFixture::sampleProject();
        p.apps[0].image = image;
        return p;
    }

    QString writeProject(const QString &fileName, const Project &p = sampleProject())
    {
        const QString path = m_dir->filePath(fileName);
        QString error;
        if (!ProjectFile::save(p, path, &error))
            qWarning("cannot write %s: %s", qPrintable(path), qPrintable(error));
        return path;
    }

    std::unique_ptr<MainWindow> makeWindow(const HelmTool &helm)
    {
        auto w = std::make_unique<MainWindow>(helm);
        w->setErrorReporter([this](const QString &title, const QString &text) {
            m_errors.append(title + QLatin1Char(':') + text);
        });
        w->setUnsavedChangesPrompt([this](const QString &) {
            ++m_prompts;
            return m_answer;
        });
        w->show();
        return w;
    }

    std::unique_ptr<MainWindow> makeWindow() { return makeWindow(m_helm); }

    /** Opens @p path and waits for its first render; returns the window. */
    std::unique_ptr<MainWindow> openAndRender(const QString &path)
    {
        auto w = makeWindow();
        QSignalSpy rendered(w.get(), &MainWindow::renderFinished);
        if (!w->openProject(path)) {
            qWarning("openProject failed: %s", qPrintable(m_errors.join(QLatin1Char('\n'))));
            return nullptr;
        }
        if (!rendered.wait(RenderTimeoutMs) || !rendered.constLast().constFirst().toBool()) {
            qWarning("first render failed: %s",
                qPrintable(w->preview()->bannerText() + w->preview()->placeholderText()));
            return nullptr;
        }
        return w;
    }

    /** Index of the first finding whose field path starts with @p prefix, or -1. */
    static int findingRow(const FindingsModel *m, const QString &prefix)
    {
        for (int i = 0; i < m->rowCount(); ++i) {
            if (m->findings().at(i).fieldPath.startsWith(prefix))
                return i;
        }
        return -1;
    }

    static QString findingsText(const FindingsModel *m)
    {
        QStringList lines;
        for (const Finding &f : m->findings())
            lines.append(f.toString() + QStringLiteral(" [") + f.fieldPath + QLatin1Char(']'));
        return lines.join(QLatin1Char('\n'));
    }

    static void doubleClickRow(FindingsView *view, int row)
    {
        const QModelIndex index = view->model()->index(row, 0);
        view->scrollTo(index);
        const QPoint pos = view->visualRect(index).center();
        // A real double-click: press/release, then the double-click event.
        QTest::mouseClick(view->viewport(), Qt::LeftButton, Qt::NoModifier, pos);
        QTest::mouseDClick(view->viewport(), Qt::LeftButton, Qt::NoModifier, pos);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("HelmDeckTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_mainwindow"));
        QSettings().clear();
        const QString path = TestUtil::helm(4);
        if (path.isEmpty())
            QFAIL("No Helm 4 binary: run scripts/setup.sh or configure -DHELMDECK_HELM4=/path/to/helm");
        m_helm = HelmTool::detect(path);
        QVERIFY2(m_helm.isValid(), qPrintable(m_helm.error));
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
    }

    void init()
    {
        m_errors.clear();
        m_prompts = 0;
        m_answer = MainWindow::UnsavedChoice::Cancel;
    }

    void startsEmptyWithDefaultSize()
    {
        QSettings().clear();
        auto w = makeWindow();
        QCOMPARE(w->size(), QSize(1280, 800));
        QVERIFY(!w->hasProject());
        QVERIFY(w->preview()->isShowingPlaceholder());
        QVERIFY(w->preview()->placeholderText().contains(QLatin1String("import")));
        QVERIFY(!w->editor()->hasApp());
        QVERIFY(!WindowFixture::waitForRender(w.get(), 10));
    }

    void openRendersPreview()
    {
        const QString path = writeProject(QStringLiteral("open.yaml"));
        auto w = openAndRender(path);
        QVERIFY(w);
        QCOMPARE(w->filePath(), QFileInfo(path).absoluteFilePath());
        QVERIFY(!w->isDirty());
        QVERIFY(w->windowTitle().contains(QLatin1String("open.yaml")));
        QVERIFY(w->preview()->releases().contains(QStringLiteral("python")));
        const QString yaml = w->preview()->releaseText(QStringLiteral("python"));
        QVERIFY(yaml.contains(QLatin1String("kind: Deployment")));
        QVERIFY(yaml.contains(QLatin1String("registry.example.com/team/python:1.0")));
        QVERIFY2(
            w->renderStatusText().startsWith(QLatin1String("Rendered")), qPrintable(w->renderStatusText()));
        QVERIFY(WindowFixture::waitForRender(w.get(), 10));
        QCOMPARE(w->editor()->appForm()->imageEdit()->text(),
            QStringLiteral("registry.example.com/team/python:1.0"));
        QCOMPARE(w->editor()->processModel()->rowCount(), 2);
        QVERIFY(QSettings()
                    .value(QStringLiteral("recentFiles"))
                    .toStringList()
                    .contains(QFileInfo(path).absoluteFilePath()));
    }

    void typingAnImageUpdatesPreview()
    {
        auto w = openAndRender(writeProject(QStringLiteral("image.yaml")));
        QVERIFY(w);
        QSignalSpy rendered(w.get(), &MainWindow::renderFinished);
        QLineEdit *image = w->editor()->appForm()->imageEdit();
        image->selectAll();
        QTest::keyClicks(image, QStringLiteral("registry.example.com/team/python:2.0"));
        QVERIFY(w->isDirty());
        QVERIFY(w->isWindowModified());
        QVERIFY(rendered.wait(RenderTimeoutMs));
        QVERIFY(rendered.constLast().constFirst().toBool());
        // Typing fast gives one render after the debounce, not one per key.
        QCOMPARE(rendered.count(), 1);
        const QString yaml = w->preview()->releaseText(QStringLiteral("python"));
        QVERIFY2(yaml.contains(QLatin1String("\"registry.example.com/team/python:2.0\"")),
            qPrintable(yaml.left(3000)));
        QVERIFY(!yaml.contains(QLatin1String("python:1.0")));
        QCOMPARE(
            w->project().apps.constFirst().image, QStringLiteral("registry.example.com/team/python:2.0"));
    }

    void replicasViaModelUpdatesPreview()
    {
        auto w = openAndRender(writeProject(QStringLiteral("replicas.yaml")));
        QVERIFY(w);
        QSignalSpy rendered(w.get(), &MainWindow::renderFinished);
        ProcessTableModel *model = w->editor()->processModel();
        const int row = model->rowOf(QStringLiteral("web"));
        QVERIFY(row >= 0);
        QVERIFY(model->setData(model->index(row, ProcessTableModel::ReplicasColumn), 3));
        QVERIFY(w->isDirty());
        QVERIFY(rendered.wait(RenderTimeoutMs));
        const QString yaml = w->preview()->releaseText(QStringLiteral("python"));
        QVERIFY2(yaml.contains(QLatin1String("replicas: 3")), qPrintable(yaml.left(3000)));
    }

    void badAppNameShowsFindingAndJumps()
    {
        auto w = openAndRender(writeProject(QStringLiteral("badname.yaml")));
        QVERIFY(w);
        w->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(w.get()));
        QSignalSpy rendered(w.get(), &MainWindow::renderFinished);
        QLineEdit *name = w->editor()->appForm()->nameEdit();
        name->selectAll();
        QTest::keyClicks(name, QStringLiteral("Bad_Name!"));

        // Validation is live: the finding is there before any render.
        const int row = findingRow(w->findingsModel(), QStringLiteral("apps[Bad_Name!]"));
        QVERIFY2(row >= 0, qPrintable(findingsText(w->findingsModel())));
        QCOMPARE(w->findingsModel()->findings().at(row).severity, Finding::Severity::Error);

        QVERIFY(rendered.wait(RenderTimeoutMs));
        QVERIFY(!rendered.constLast().constFirst().toBool());
        // The last good manifests stay visible under a banner.
        QVERIFY(!w->preview()->bannerText().isEmpty());
        QVERIFY(
            w->preview()->releaseText(QStringLiteral("python")).contains(QLatin1String("kind: Deployment")));

        w->editor()->pages()->setCurrentIndex(ProjectEditor::CronPage);
        w->findingsView()->setFocus();
        doubleClickRow(w->findingsView(), findingRow(w->findingsModel(), QStringLiteral("apps[Bad_Name!]")));
        QCOMPARE(w->editor()->pages()->currentIndex(), int(ProjectEditor::AppPage));
        QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget *>(name));
    }

    void badCronScheduleJumpsToCell()
    {
        auto w = openAndRender(writeProject(QStringLiteral("cron.yaml")));
        QVERIFY(w);
        w->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(w.get()));
        CronTableModel *cron = w->editor()->cronModel();
        QVERIFY(cron->setData(cron->index(0, CronTableModel::ScheduleColumn), QStringLiteral("every day")));
        const int row = findingRow(w->findingsModel(), QStringLiteral("apps[python].cron"));
        QVERIFY2(row >= 0, qPrintable(findingsText(w->findingsModel())));

        w->editor()->pages()->setCurrentIndex(ProjectEditor::AppPage);
        doubleClickRow(w->findingsView(), row);
        QCOMPARE(w->editor()->pages()->currentIndex(), int(ProjectEditor::CronPage));
        QTableView *view = w->editor()->cronForm()->view();
        QCOMPARE(view->currentIndex().row(), 0);
        QCOMPARE(view->currentIndex().column(), int(CronTableModel::ScheduleColumn));
        QTRY_VERIFY(view->hasFocus());
    }

    void jumpToField_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<int>("page");
        QTest::addColumn<int>("row"); // -1: a line edit of the App page
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("editName");

        const int p = ProjectEditor::ProcessesPage;
        QTest::addRow("replicas") << "apps[python].processes[worker].replicas" << p << 1
                                  << int(ProcessTableModel::ReplicasColumn) << "";
        QTest::addRow("port map") << "apps[python].processes[web].ports[0]" << p << 0
                                  << int(ProcessTableModel::PortsColumn) << "";
        QTest::addRow("health check") << "apps[python].processes[web].healthchecks[0].path" << p << 0
                                      << int(ProcessTableModel::NameColumn) << "";
        QTest::addRow("process") << "apps[python].processes[web]" << p << 0
                                 << int(ProcessTableModel::NameColumn) << "";
        QTest::addRow("domain") << "apps[python].domains[0]" << int(ProjectEditor::DomainsPage) << 0 << 0
                                << "";
        QTest::addRow("env name") << "apps[python].env[LOG_LEVEL]" << int(ProjectEditor::EnvPage) << 0 << 0
                                  << "";
        QTest::addRow("env value") << "apps[python].env[LOG_LEVEL].value" << int(ProjectEditor::EnvPage) << 0
                                   << 1 << "";
        QTest::addRow("cron policy") << "apps[python].cron[0].concurrencyPolicy"
                                     << int(ProjectEditor::CronPage) << 0
                                     << int(CronTableModel::ConcurrencyColumn) << "";
        const int a = ProjectEditor::AppPage;
        QTest::addRow("image") << "apps[python].image" << a << -1 << 0 << "image";
        QTest::addRow("name") << "apps[python].name" << a << -1 << 0 << "name";
        QTest::addRow("app") << "apps[python]" << a << -1 << 0 << "name";
        QTest::addRow("namespace") << "apps[python].namespace" << a << -1 << 0 << "namespace";
        QTest::addRow("ingress class") << "apps[python].ingressClass" << a << -1 << 0 << "ingressClass";
    }

    void jumpToField()
    {
        QFETCH(QString, path);
        QFETCH(int, page);
        QFETCH(int, row);
        QFETCH(int, column);
        QFETCH(QString, editName);

        Project project = sampleProject();
        project.apps[0].env = { EnvVar { QStringLiteral("LOG_LEVEL"), QStringLiteral("info"), false } };
        auto w = makeWindow();
        QVERIFY(w->openProject(writeProject(QStringLiteral("jump.yaml"), project)));
        w->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(w.get()));
        // Start elsewhere, so the jump has to switch pages.
        w->editor()->pages()->setCurrentIndex(
            page == ProjectEditor::CronPage ? ProjectEditor::AppPage : ProjectEditor::CronPage);

        QVERIFY(w->editor()->focusField(path));
        QCOMPARE(w->editor()->pages()->currentIndex(), page);
        if (row < 0) {
            AppForm *form = w->editor()->appForm();
            QWidget *expected = editName == QLatin1String("image") ? form->imageEdit()
                : editName == QLatin1String("namespace")           ? form->namespaceEdit()
                : editName == QLatin1String("ingressClass")        ? form->ingressClassEdit()
                                                                   : form->nameEdit();
            QTRY_COMPARE(QApplication::focusWidget(), expected);
            return;
        }
        auto *tables = qobject_cast<TableForm *>(w->editor()->pages()->currentWidget());
        QVERIFY(tables);
        QCOMPARE(tables->view()->currentIndex().row(), row);
        QCOMPARE(tables->view()->currentIndex().column(), column);
        QTRY_VERIFY(tables->view()->hasFocus());
    }

    void jumpToUnknownFieldsFails()
    {
        auto w = makeWindow();
        QVERIFY(!w->editor()->focusField(QStringLiteral("apps[python].image"))); // no project yet
        QVERIFY(w->openProject(writeProject(QStringLiteral("unknown.yaml"))));
        QVERIFY(!w->editor()->focusField(QStringLiteral("apps[python].processes[nope].replicas")));
        QVERIFY(!w->editor()->focusField(QStringLiteral("apps[python].storage[0]")));
        QVERIFY(!w->editor()->focusField(QStringLiteral("garbage[")));
        QVERIFY(!w->editor()->focusField(QStringLiteral("kubeContext")));
    }

    void severalAppsGetAPickerAndATabEach()
    {
        Project project = sampleProject();
        App second = project.apps.constFirst();
        second.name = QStringLiteral("second");
        second.domains.clear();
        second.image = QStringLiteral("registry.example.com/team/second:3.1");
        project.apps.append(second);
        auto w = openAndRender(writeProject(QStringLiteral("two.yaml"), project));
        QVERIFY(w);
        // Install order: every config release before the apps.
        QCOMPARE(w->preview()->releases(),
            (QStringList { QStringLiteral("config-python"), QStringLiteral("config-second"),
                QStringLiteral("python"), QStringLiteral("second") }));
        QVERIFY(w->preview()->releaseText(QStringLiteral("second")).contains(QLatin1String("second:3.1")));
        QCOMPARE(w->editor()->currentAppIndex(), 0);

        // A finding of the second app switches the forms to it.
        QVERIFY(w->editor()->focusField(QStringLiteral("apps[second].image")));
        QCOMPARE(w->editor()->currentAppIndex(), 1);
        QCOMPARE(w->editor()->appForm()->imageEdit()->text(),
            QStringLiteral("registry.example.com/team/second:3.1"));

        // Edits go to the app shown.
        QSignalSpy rendered(w.get(), &MainWindow::renderFinished);
        QLineEdit *image = w->editor()->appForm()->imageEdit();
        image->selectAll();
        QTest::keyClicks(image, QStringLiteral("registry.example.com/team/second:3.2"));
        QCOMPARE(w->project().apps.at(1).image, QStringLiteral("registry.example.com/team/second:3.2"));
        QCOMPARE(w->project().apps.at(0).image, QStringLiteral("registry.example.com/team/python:1.0"));
        QVERIFY(rendered.wait(RenderTimeoutMs));
        QVERIFY(w->preview()->releaseText(QStringLiteral("second")).contains(QLatin1String("second:3.2")));
    }

    void tableFormsAddRemoveAndExplainRejections()
    {
        auto w = openAndRender(writeProject(QStringLiteral("tables.yaml")));
        QVERIFY(w);
        TableForm *form = w->editor()->processesForm();
        w->editor()->pages()->setCurrentWidget(form);
        QVERIFY(w->editor()->pages()->pageText(ProjectEditor::ProcessesPage).contains(QLatin1String("(2)")));

        form->addRow();
        QCOMPARE(w->project().apps.constFirst().processes.size(), 3);
        QCOMPARE(w->project().apps.constFirst().processes.at(2).name, QStringLiteral("process"));
        QVERIFY(w->isDirty());
        QVERIFY(w->editor()->pages()->pageText(ProjectEditor::ProcessesPage).contains(QLatin1String("(3)")));
        // The new row is being edited in its first column.
        QCOMPARE(form->view()->currentIndex(), w->editor()->processModel()->index(2, 0));
        QVERIFY(form->view()->viewport()->findChild<QLineEdit *>());

        // A refused value is explained under the table, and nothing changes.
        QVERIFY(form->rejectionText().isEmpty());
        QVERIFY(!w->editor()->processModel()->setData(
            w->editor()->processModel()->index(0, ProcessTableModel::PortsColumn),
            QStringLiteral("http:eighty:5000")));
        QVERIFY2(form->rejectionText().contains(QLatin1String("http:eighty:5000")),
            qPrintable(form->rejectionText()));
        QCOMPARE(w->project().apps.constFirst().processes.at(0).portMaps.size(), 1);

        form->view()->closePersistentEditor(form->view()->currentIndex());
        form->view()->selectRow(1);
        form->removeSelectedRows();
        QCOMPARE(w->project().apps.constFirst().processes.size(), 2);
        QCOMPARE(w->project().apps.constFirst().processes.at(1).name, QStringLiteral("process"));
        QVERIFY(form->rejectionText().isEmpty());

        QSignalSpy rendered(w.get(), &MainWindow::renderFinished);
        QVERIFY(rendered.wait(RenderTimeoutMs));
        const QString yaml = w->preview()->releaseText(QStringLiteral("python"));
        QVERIFY2(!yaml.contains(QLatin1String("python-worker")), qPrintable(w->preview()->bannerText()));
        QVERIFY(yaml.contains(QLatin1String("python-process")));
    }

    void unsavedChangesGuard()
    {
        const QString a = writeProject(QStringLiteral("guard-a.yaml"));
        const QString b = writeProject(
            QStringLiteral("guard-b.yaml"), sampleProject(QStringLiteral("registry.example.com/b:1")));
        auto w = openAndRender(a);
        QVERIFY(w);
        QLineEdit *image = w->editor()->appForm()->imageEdit();
        image->selectAll();
        QTest::keyClicks(image, QStringLiteral("registry.example.com/team/python:edited"));
        QVERIFY(w->isDirty());

        // Cancel: nothing changes.
        m_answer = MainWindow::UnsavedChoice::Cancel;
        QVERIFY(!w->openProject(b));
        QCOMPARE(m_prompts, 1);
        QCOMPARE(w->filePath(), QFileInfo(a).absoluteFilePath());
        QVERIFY(w->isDirty());
        QVERIFY(!w->importFolder(m_dir->path()));
        QCOMPARE(m_prompts, 2);
        QVERIFY(!w->close());
        QCOMPARE(m_prompts, 3);
        QVERIFY(w->isVisible());

        // Save: the edit lands in a, then b opens.
        m_answer = MainWindow::UnsavedChoice::Save;
        QVERIFY(w->openProject(b));
        QCOMPARE(m_prompts, 4);
        QCOMPARE(ProjectFile::load(a).project.apps.constFirst().image,
            QStringLiteral("registry.example.com/team/python:edited"));
        QCOMPARE(w->filePath(), QFileInfo(b).absoluteFilePath());
        QVERIFY(!w->isDirty());

        // Clean: no question asked.
        QVERIFY(w->openProject(a));
        QCOMPARE(m_prompts, 4);

        // Discard: the edit is dropped.
        image->selectAll();
        QTest::keyClicks(image, QStringLiteral("registry.example.com/team/python:dropped"));
        m_answer = MainWindow::UnsavedChoice::Discard;
        QVERIFY(w->openProject(b));
        QCOMPARE(m_prompts, 5);
        QCOMPARE(ProjectFile::load(a).project.apps.constFirst().image,
            QStringLiteral("registry.example.com/team/python:edited"));
        QVERIFY(m_errors.isEmpty());
    }

    void saveAndSaveErrors()
    {
        const QString path = writeProject(QStringLiteral("save.yaml"));
        auto w = openAndRender(path);
        QVERIFY(w);
        QVERIFY(w->editor()->processModel()->setData(
            w->editor()->processModel()->index(1, ProcessTableModel::ReplicasColumn), 4));
        QVERIFY(w->isDirty());
        QVERIFY(w->saveProject());
        QVERIFY(!w->isDirty());
        QCOMPARE(ProjectFile::load(path).project.apps.constFirst().processes.at(1).replicas, 4);

        QVERIFY(w->editor()->processModel()->setData(
            w->editor()->processModel()->index(1, ProcessTableModel::ReplicasColumn), 5));
        QVERIFY(!w->saveProjectAs(m_dir->filePath(QStringLiteral("no/such/folder/x.yaml"))));
        QCOMPARE(m_errors.size(), 1);
        QVERIFY(w->isDirty());
        QCOMPARE(w->filePath(), QFileInfo(path).absoluteFilePath());
    }

    void brokenProjectIsNotHalfOpened()
    {
        const QString good = writeProject(QStringLiteral("good.yaml"));
        const QString bad = m_dir->filePath(QStringLiteral("bad.yaml"));
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("schemaVersion: 1\napps: [ { name: \"x\", processes: 7 \n");
        f.close();
        auto w = openAndRender(good);
        QVERIFY(w);
        QVERIFY(!w->openProject(bad));
        QCOMPARE(m_errors.size(), 1);
        QCOMPARE(w->filePath(), QFileInfo(good).absoluteFilePath());
        QCOMPARE(w->project().apps.constFirst().name, QStringLiteral("python"));
        QVERIFY(w->findingsModel()->count(Finding::Severity::Error) > 0);
    }

    void importFolderShowsFindings()
    {
        QTemporaryDir app;
        QVERIFY(app.isValid());
        QFile procfile(app.filePath(QStringLiteral("Procfile")));
        QVERIFY(procfile.open(QIODevice::WriteOnly));
        procfile.write("web: python3 -u web.py\nworker: python3 -u worker.py\n");
        procfile.close();
        QFile appJson(app.filePath(QStringLiteral("app.json")));
        QVERIFY(appJson.open(QIODevice::WriteOnly));
        appJson.write("{ \"cron\": [ { \"command\": \"python3 task.py\", \"schedule\": \"@daily\" } ], "
                      "\"crons\": [] }\n");
        appJson.close();

        auto w = makeWindow();
        QSignalSpy rendered(w.get(), &MainWindow::renderFinished);
        QVERIFY2(w->importFolder(app.path()), qPrintable(m_errors.join(QLatin1Char('\n'))));
        QVERIFY(w->isDirty());
        QVERIFY(w->filePath().isEmpty());
        QVERIFY(w->windowTitle().contains(QLatin1String("imported")));
        QCOMPARE(w->editor()->processModel()->rowCount(), 2);
        QCOMPARE(w->editor()->cronModel()->rowCount(), 1);
        // The importer's warnings (no image given; "crons" is probably "cron") are listed.
        QVERIFY2(w->findingsModel()->count(Finding::Severity::Warning) >= 1,
            qPrintable(findingsText(w->findingsModel())));
        QVERIFY(rendered.wait(RenderTimeoutMs));
        QVERIFY(WindowFixture::waitForRender(w.get()));
    }

    void helmMissingSaysWhatToDo()
    {
        HelmTool none;
        none.error = QStringLiteral("helm was not found on PATH");
        auto w = makeWindow(none);
        QVERIFY(w->preview()->placeholderText().contains(QLatin1String("Helm was not found")));
        QSignalSpy rendered(w.get(), &MainWindow::renderFinished);
        QVERIFY(w->openProject(writeProject(QStringLiteral("nohelm.yaml"))));
        QVERIFY(rendered.count() == 1 || rendered.wait(5000));
        QVERIFY(!rendered.constLast().constFirst().toBool());
        QVERIFY(w->preview()->isShowingPlaceholder());
        const QString text = w->preview()->placeholderText();
        QVERIFY(text.contains(QLatin1String("HELMDECK_HELM")));
        QVERIFY(text.contains(none.error));
        QVERIFY(w->renderStatusText().contains(QLatin1String("helm")));
        // The forms still work without helm.
        QVERIFY(w->editor()->hasApp());
        QVERIFY(w->editor()->appForm()->isVisibleTo(w.get()));
    }

    void dockLayoutIsRestored()
    {
        {
            auto w = makeWindow();
            auto *dock = w->findChild<QDockWidget *>(QStringLiteral("findingsDock"));
            QVERIFY(dock);
            dock->hide();
            QVERIFY(w->close());
        }
        auto w = makeWindow();
        auto *dock = w->findChild<QDockWidget *>(QStringLiteral("findingsDock"));
        QVERIFY(dock);
        QVERIFY(dock->isHidden());
        dock->show();
        QVERIFY(w->close());
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
