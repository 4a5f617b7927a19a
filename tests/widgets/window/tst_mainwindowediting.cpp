// SPDX-License-Identifier: GPL-3.0-or-later
// The window while editing: the first render, edits that update the preview, findings that jump to their
// field, several apps.
#include "mainwindowtest.h"
#include "window/usersettings.h"

#include <QScreen>

class TestMainWindowEditing : public MainWindowTestBase
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { initCase(QStringLiteral("tst_mainwindowediting")); }
    void init() { resetCase(); }

    void startsEmptyFittingTheScreen_data()
    {
        QTest::addColumn<QSize>("saved"); // a geometry saved by an earlier run; empty: a first start
        QTest::addRow("a first start fits the default size into the screen") << QSize();
        QTest::addRow("a restored geometry larger than the screen fits it") << QSize(3000, 2000);
        QTest::addRow("a restored geometry that fits is kept") << QSize(700, 500);
    }

    void startsEmptyFittingTheScreen()
    {
        QFETCH(QSize, saved);
        UserSettings::open()->clear();
        if (saved.isValid()) {
            auto earlier = makeWindow();
            earlier->resize(saved);
            QVERIFY(earlier->close()); // saves the geometry
        }
        auto w = makeWindow();
        // The offscreen screen is 800×600 (400×300 at QT_SCALE_FACTOR=2): smaller than 1280×800.
        const QRect available = w->screen()->availableGeometry();
        const QSize wanted = saved.isValid() ? saved : QSize(1280, 800);
        const QSize minimum = w->minimumSizeHint();
        QVERIFY2(w->width() <= qMax(available.width(), minimum.width())
                && w->height() <= qMax(available.height(), minimum.height()),
            qPrintable(QStringLiteral("%1x%2 on %3x%4")
                           .arg(w->width())
                           .arg(w->height())
                           .arg(available.width())
                           .arg(available.height())));
        if (wanted.width() + 40 < available.width() && wanted.height() + 60 < available.height())
            QCOMPARE(w->size(), wanted); // room enough: nothing changes
        else
            QVERIFY(w->width() < wanted.width() || w->height() < wanted.height());
        if (minimum.width() <= available.width() && minimum.height() <= available.height())
            QVERIFY2(available.contains(w->geometry()), "the window sticks out of its screen");
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
        QVERIFY(UserSettings::open()
                    ->value(QStringLiteral("recentFiles"))
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
                                                                   : form->nameEdit();
            // a picker's line edit hands its focus to the picker (QComboBox is its focus proxy)
            QTRY_COMPARE(
                QApplication::focusWidget(), expected->focusProxy() ? expected->focusProxy() : expected);
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
};

QTEST_MAIN(TestMainWindowEditing)
#include "tst_mainwindowediting.moc"
