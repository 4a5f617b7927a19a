// SPDX-License-Identifier: GPL-3.0-or-later
// The window and its files: table forms, the unsaved-changes guard, save errors, broken projects, import, a
// missing Helm, the dock layout.
#include "mainwindowtest.h"

#include <QAction>
#include <QStatusBar>

#include "editor/envtablemodel.h"
#include "secrets/secretstore.h"

class TestMainWindowFiles : public MainWindowTestBase
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { initCase(QStringLiteral("tst_mainwindowfiles")); }
    void init() { resetCase(); }

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

    void anOpenCellEditIsSavedAndCountsAsUnsaved_data()
    {
        QTest::addColumn<bool>("quit");
        QTest::newRow("Save writes the value still in the cell's editor") << false;
        QTest::newRow("Quit asks about the value still in the cell's editor") << true;
    }
    void anOpenCellEditIsSavedAndCountsAsUnsaved()
    {
        QFETCH(bool, quit);
        const QString path
            = writeProject(quit ? QStringLiteral("cellquit.yaml") : QStringLiteral("cellsave.yaml"));
        auto w = openAndRender(path);
        QVERIFY(w);
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w.get()));
        TableForm *form = w->editor()->processesForm();
        w->editor()->pages()->setCurrentWidget(form);
        const QModelIndex cell = w->editor()->processModel()->index(1, ProcessTableModel::ReplicasColumn);
        form->view()->setCurrentIndex(cell);
        form->view()->edit(cell);
        auto *editor = form->view()->viewport()->findChild<QWidget *>(QString(), Qt::FindDirectChildrenOnly);
        QVERIFY(editor);
        editor->setFocus();
        QTRY_VERIFY(editor->hasFocus() || editor->isAncestorOf(QApplication::focusWidget()));
        QWidget *field = QApplication::focusWidget();
        QTest::keyClick(field, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(field, QStringLiteral("7"));
        QVERIFY(!w->isDirty()); // still in the editor
        if (quit) {
            m_answer = MainWindow::UnsavedChoice::Cancel;
            QVERIFY(!w->close());
            QCOMPARE(m_prompts, 1);
            QVERIFY(w->isDirty());
            QCOMPARE(w->project().apps.constFirst().processes.at(1).replicas, 7);
            return;
        }
        QVERIFY(w->saveProject());
        QVERIFY(!w->isDirty());
        QCOMPARE(ProjectFile::load(path).project.apps.constFirst().processes.at(1).replicas, 7);
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
        QVERIFY(writeFile(app.filePath(QStringLiteral("Procfile")),
            "web: python3 -u web.py\nworker: python3 -u worker.py\n"));
        QVERIFY(writeFile(app.filePath(QStringLiteral("app.json")),
            "{ \"cron\": [ { \"command\": \"python3 task.py\", \"schedule\": \"@daily\" } ], \"crons\": [] "
            "}\n"));

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
        // what was read from each file: in the findings list and in the status bar
        const QString summary = QStringLiteral("Procfile: 2 process types; app.json: 1 cron task, 0 "
                                               "formation entries, 0 health checks, 0 env vars");
        QVERIFY2(findingsText(w->findingsModel()).contains(QStringLiteral("read ") + summary),
            qPrintable(findingsText(w->findingsModel())));
        QCOMPARE(w->statusBar()->currentMessage(), QStringLiteral("Imported ") + summary);
        QVERIFY(rendered.wait(RenderTimeoutMs));
        QVERIFY(WindowFixture::waitForRender(w.get()));
    }

    void helmMissingSaysWhatToDo()
    {
        HelmTool none;
        none.error = QStringLiteral("helm was not found on PATH");
        auto w = makeWindow(none);
        QVERIFY(w->preview()->placeholderText().contains(QLatin1String("No usable Helm")));
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

    void aHealthCheckPortIsKeptEndToEnd()
    {
        // app.json's "port" (Dokku probes that port, not the primary one): import → form → preview →
        // project file → reopen → preview
        QTemporaryDir app;
        QVERIFY(app.isValid());
        QVERIFY(writeFile(app.filePath(QStringLiteral("Procfile")), "web: python3 -u web.py\n"));
        QVERIFY(writeFile(app.filePath(QStringLiteral("app.json")),
            "{ \"healthchecks\": { \"web\": [ { \"type\": \"readiness\", \"name\": \"admin\", "
            "\"path\": \"/ready\", \"port\": 8081 } ] } }\n"));
        const auto probePort = [](const QString &yaml) {
            const int probe = yaml.indexOf(QLatin1String("readinessProbe:"));
            const int port = yaml.indexOf(QLatin1String("port: "), probe);
            return probe < 0 || port < 0 ? QString() : yaml.mid(port + 6, 4);
        };

        auto w = makeWindow();
        QSignalSpy rendered(w.get(), &MainWindow::renderFinished);
        QVERIFY2(w->importFolder(app.path()), qPrintable(m_errors.join(QLatin1Char('\n'))));
        const QString name = w->project().apps.constFirst().name;
        QCOMPARE(w->project().apps.constFirst().processes.constFirst().healthChecks.constFirst().port, 8081);
        QVERIFY(rendered.wait(RenderTimeoutMs));
        QCOMPARE(probePort(w->preview()->releaseText(name)), QStringLiteral("8081"));
        const QString path = m_dir->filePath(QStringLiteral("probe.yaml"));
        QVERIFY(w->saveProjectAs(path));
        QTRY_VERIFY(!w->isBusy());
        QVERIFY2(TestUtil::readFile(path).contains("port: 8081"), TestUtil::readFile(path).constData());

        auto reopened = openAndRender(path);
        QVERIFY(reopened);
        QCOMPARE(reopened->project().apps.constFirst().processes.constFirst().healthChecks.constFirst().port,
            8081);
        QCOMPARE(probePort(reopened->preview()->releaseText(name)), QStringLiteral("8081"));
    }

    void shortcutsDoNotDependOnThePlatformTheme_data()
    {
        QTest::addColumn<QString>("action");
        QTest::addColumn<QKeySequence>("key");
        QTest::addRow("Quit is Ctrl+Q") << QStringLiteral("Quit") << QKeySequence(Qt::CTRL | Qt::Key_Q);
        QTest::addRow("Save As is Ctrl+Shift+S")
            << QStringLiteral("Save As...") << QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S);
        QTest::addRow("Save is Ctrl+S") << QStringLiteral("Save") << QKeySequence(Qt::CTRL | Qt::Key_S);
        QTest::addRow("Open is Ctrl+O") << QStringLiteral("Open...") << QKeySequence(Qt::CTRL | Qt::Key_O);
        QTest::addRow("Settings is Ctrl+,")
            << QStringLiteral("Settings...") << QKeySequence(Qt::CTRL | Qt::Key_Comma);
    }

    void shortcutsDoNotDependOnThePlatformTheme()
    {
        QFETCH(QString, action);
        QFETCH(QKeySequence, key);
        auto w = openAndRender(writeProject(QStringLiteral("keys.yaml")));
        QVERIFY(w);
        QAction *a = WindowFixture::menuAction(w.get(), QStringLiteral("File"), action);
        QVERIFY(a);
        // the fixed key first (the menu shows it), the platform's own bindings after it, none twice
        const QList<QKeySequence> keys = a->shortcuts();
        QCOMPARE(keys.value(0), key);
        for (int i = 0; i < keys.size(); ++i)
            QCOMPARE(keys.count(keys.at(i)), 1);
        // the key reaches the action (its dialogs are kept out of the way)
        QObject::disconnect(a, &QAction::triggered, nullptr, nullptr);
        QSignalSpy triggered(a, &QAction::triggered);
        w->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(w.get()));
        QTest::keySequence(w.get(), key);
        QCOMPARE(triggered.count(), 1);
    }

    void ctrlQCloses()
    {
        auto w = makeWindow();
        w->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(w.get()));
        QTest::keyClick(w.get(), Qt::Key_Q, Qt::ControlModifier);
        QTRY_VERIFY(!w->isVisible());
    }

    void aSecretWithoutKeychainIsKeptForTheSessionAndQuitWarns_data()
    {
        QTest::addColumn<bool>("quit"); // the answer to "Quit anyway?"
        QTest::addRow("Cancel keeps the window and the secret") << false;
        QTest::addRow("Quit anyway closes") << true;
    }

    void aSecretWithoutKeychainIsKeptForTheSessionAndQuitWarns()
    {
        QFETCH(bool, quit);
        Project p = sampleProject();
        EnvVar token;
        token.name = QStringLiteral("TOKEN");
        token.secret = true;
        p.apps[0].env.append(token);
        const QString path = writeProject(QStringLiteral("session.yaml"), p);
        SecretStore store(SecretStore::Backend::SessionOnly); // what a desktop without a keychain gets
        MainWindow w(m_helm, &store);
        w.setErrorReporter(
            [this](const QString &title, const QString &text) { m_errors.append(title + text); });
        QStringList questions;
        w.setConfirmPrompt([&questions, quit](const QString &title, const QString &text) {
            questions.append(title + QLatin1Char('\n') + text);
            return quit;
        });
        w.show();
        QVERIFY(WindowFixture::openAndWait(&w, path));
        // the advice fits: there is no keychain to save it to
        const QString field = QStringLiteral("apps[python].env[TOKEN]");
        const int row = findingRow(w.findingsModel(), field);
        QVERIFY2(row >= 0, qPrintable(findingsText(w.findingsModel())));
        const QString advice = w.findingsModel()->findings().at(row).message;
        QVERIFY2(
            advice.contains(QLatin1String("this session only")) && !advice.contains(QLatin1String("save")),
            qPrintable(advice));

        EnvTableModel *env = w.editor()->envModel();
        const int tokenRow = env->rowCount() - 1;
        QVERIFY(env->setData(env->index(tokenRow, EnvTableModel::ValueColumn), QStringLiteral("s3cret")));
        QVERIFY(WindowFixture::saveAndWait(&w));
        const QString status = w.statusBar()->currentMessage();
        QVERIFY2(status.contains(QLatin1String("this session only")) && status.contains(field),
            qPrintable(status));
        QVERIFY(!TestUtil::readFile(path).contains("s3cret")); // never in the file
        QCOMPARE(findingRow(w.findingsModel(), field), -1); // set: no warning any more
        QVERIFY(questions.isEmpty());

        QCOMPARE(w.close(), quit);
        QCOMPARE(questions.size(), 1);
        QVERIFY2(
            questions.constFirst().contains(QLatin1String("lost")) && questions.constFirst().contains(field),
            qPrintable(questions.constFirst()));
        QCOMPARE(w.isVisible(), !quit);
        if (!quit) // kept until quit: still there, and a reopen in this session reads it back
            QCOMPARE(w.project().apps.constFirst().env.constLast().value, QStringLiteral("s3cret"));
    }
};

QTEST_MAIN(TestMainWindowFiles)
#include "tst_mainwindowfiles.moc"
