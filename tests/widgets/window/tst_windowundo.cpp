// SPDX-License-Identifier: GPL-3.0-or-later
// Undo and redo in the window: every form page, the modified flag following the undo stack's clean
// state, typing merged into one step, the Edit menu's keys, Delete, Copy and Paste in the tables.
#include "edit/editactions.h"
#include "edit/edithistory.h"
#include "edit/findbar.h"
#include "edit/snapshotcommand.h"
#include "editor/domaintablemodel.h"
#include "editor/envtablemodel.h"
#include "editor/healthchecksform.h"
#include "editor/monitoringform.h"
#include "editor/pullsecretform.h"
#include "editor/releaseform.h"
#include "editor/scalingform.h"
#include "mainwindowtest.h"
#include "preview/manifestview.h"
#include "storage/mounttablemodel.h"
#include "storage/storageeditor.h"

#include <QAction>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QMenu>
#include <QMenuBar>
#include <QPainter>
#include <QRadioButton>
#include <QSpinBox>
#include <QUndoStack>

class TestWindowUndo : public MainWindowTestBase
{
    Q_OBJECT

    /** A window without helm (the forms are what is tested) showing the sample project, opened from a file.
     */
    std::unique_ptr<MainWindow> openSample(const QString &fileName)
    {
        auto w = makeWindow(HelmTool());
        QSignalSpy opened(w.get(), &MainWindow::projectOpened);
        if (!w->openProject(writeProject(fileName)) || (opened.isEmpty() && !opened.wait(10000)))
            return nullptr;
        QApplication::setActiveWindow(w.get()); // window shortcuts need an active window
        if (!QTest::qWaitForWindowActive(w.get()))
            return nullptr;
        return w;
    }

    static QByteArray fileText(const Project &p) { return ProjectFile::serialize(p); }

    /** One user edit on editor page @p page, through the page's own widgets or model. */
    static void editPage(MainWindow *w, int page)
    {
        ProjectEditor *e = w->editor();
        e->pages()->setCurrentIndex(page);
        switch (page) {
        case ProjectEditor::AppPage:
            e->appForm()->imageEdit()->setFocus(); // typed as a user types: into the focused field
            QTest::keyClicks(e->appForm()->imageEdit(), QStringLiteral("-rc1"));
            break;
        case ProjectEditor::ProcessesPage:
            e->processModel()->setData(e->processModel()->index(0, ProcessTableModel::ReplicasColumn), 3);
            break;
        case ProjectEditor::DomainsPage:
            e->domainModel()->insertRows(e->domainModel()->rowCount(), 1);
            break;
        case ProjectEditor::EnvPage:
            e->envModel()->insertRows(0, 1);
            break;
        case ProjectEditor::CronPage:
            e->cronModel()->setData(
                e->cronModel()->index(0, CronTableModel::ScheduleColumn), QStringLiteral("@daily"));
            break;
        case ProjectEditor::MountsPage:
            e->mountModel()->insertRows(0, 1);
            break;
        case ProjectEditor::PullSecretPage:
            e->pullSecretForm()->modeButton(PullSecretSettings::Mode::None)->click();
            break;
        case ProjectEditor::ReleasePage:
            e->releaseForm()->commandEdit()->setFocus();
            QTest::keyClicks(e->releaseForm()->commandEdit(), QStringLiteral("python3 migrate.py"));
            break;
        case ProjectEditor::HealthChecksPage:
            e->healthChecksForm()->modeEdit(QStringLiteral("startup"))->setCurrentIndex(2);
            break;
        case ProjectEditor::MonitoringPage:
            e->monitoringForm()->enabledCheck()->click();
            break;
        case ProjectEditor::ScalingPage:
            e->scalingForm()->graceEdit()->setValue(e->scalingForm()->graceEdit()->value() + 15);
            break;
        case ProjectEditor::SecurityPage:
            e->pages()->widget(page)->findChild<QCheckBox *>()->click();
            break;
        case ProjectEditor::StoragePage:
            e->storageEditor()->tableForm()->addRow();
            break;
        default:
            QFAIL("no edit for this page");
        }
    }

    /** With HELMDECK_TEST_SCREENSHOTS set: the window with its Edit menu open, the menu painted in. */
    static void saveMenuShot(MainWindow *w, const QString &name)
    {
        const QString dir = qEnvironmentVariable("HELMDECK_TEST_SCREENSHOTS");
        if (dir.isEmpty())
            return;
        QMenu *edit = w->menuBar()->actions().at(1)->menu();
        w->menuBar()->setActiveAction(edit->menuAction());
        QTest::qWait(300);
        QPixmap shot = w->grab();
        QPainter painter(&shot);
        // Where the menu drops down on a screen that has room (the offscreen one is 800×600 and moves it).
        const QRect entry = w->menuBar()->actionGeometry(edit->menuAction());
        painter.drawPixmap(w->menuBar()->mapTo(w, entry.bottomLeft()), edit->grab());
        painter.end();
        shot.save(QDir(dir).filePath(name), "PNG");
        edit->hide();
    }

private Q_SLOTS:
    void initTestCase() { initCase(QStringLiteral("tst_windowundo")); }
    void init()
    {
        resetCase();
        m_answer = MainWindow::UnsavedChoice::Discard;
    }

    void undoRestoresEachPage_data()
    {
        QTest::addColumn<int>("page");
        QTest::addRow("the image typed on the App page is undone and redone") << int(ProjectEditor::AppPage);
        QTest::addRow("a Processes replicas cell is undone and redone") << int(ProjectEditor::ProcessesPage);
        QTest::addRow("a row added on the Domains page is undone and redone")
            << int(ProjectEditor::DomainsPage);
        QTest::addRow("a variable added on the Env page is undone and redone") << int(ProjectEditor::EnvPage);
        QTest::addRow("a Cron schedule is undone and redone") << int(ProjectEditor::CronPage);
        QTest::addRow("a mount added on the Mounts page is undone and redone")
            << int(ProjectEditor::MountsPage);
        QTest::addRow("the Pull secret mode is undone and redone") << int(ProjectEditor::PullSecretPage);
        QTest::addRow("the Release command is undone and redone") << int(ProjectEditor::ReleasePage);
        QTest::addRow("a Health checks probe mode is undone and redone")
            << int(ProjectEditor::HealthChecksPage);
        QTest::addRow("Monitoring switched on is undone and redone") << int(ProjectEditor::MonitoringPage);
        QTest::addRow("a Scaling grace period is undone and redone") << int(ProjectEditor::ScalingPage);
        QTest::addRow("a Security flag is undone and redone") << int(ProjectEditor::SecurityPage);
        QTest::addRow("a Storage entry added is undone and redone") << int(ProjectEditor::StoragePage);
    }

    void undoRestoresEachPage()
    {
        QFETCH(int, page);
        auto w = openSample(QStringLiteral("page%1.yaml").arg(page));
        QVERIFY(w);
        QUndoStack *stack = w->editHistory()->stack();
        const Project before = w->project();
        QVERIFY(!w->isDirty());
        QVERIFY(!w->editActions()->undoAction()->isEnabled());

        editPage(w.get(), page);
        const Project after = w->project();
        QVERIFY2(!SnapshotCommand::sameProject(before, after), "the edit changed nothing");
        QCOMPARE(stack->count(), 1);
        QVERIFY(w->isDirty());
        QVERIFY(w->editActions()->undoAction()->isEnabled());

        // Undo from another page: the project as before, exactly, on the page of the edit, not modified.
        w->editor()->pages()->setCurrentIndex(
            page == ProjectEditor::AppPage ? ProjectEditor::CronPage : ProjectEditor::AppPage);
        w->editActions()->undoAction()->trigger();
        QCOMPARE(fileText(w->project()), fileText(before));
        QVERIFY(SnapshotCommand::sameProject(w->project(), before));
        QCOMPARE(w->editor()->currentPage(), page);
        QVERIFY(!w->isDirty());
        QCOMPARE(stack->count(), 1); // undoing is no new step
        QCOMPARE(w->editor()->appForm()->imageEdit()->text(), before.apps.at(0).image);
        QCOMPARE(w->editor()->processModel()->rowCount(), int(before.apps.at(0).processes.size()));

        w->editActions()->redoAction()->trigger();
        QCOMPARE(fileText(w->project()), fileText(after));
        QVERIFY(w->isDirty());
        w->editActions()->undoAction()->trigger();
        QVERIFY(!w->isDirty());
        QCOMPARE(fileText(w->project()), fileText(before));
    }

    void modifiedFollowsTheSavedState()
    {
        auto w = openSample(QStringLiteral("saved.yaml"));
        QVERIFY(w);
        QUndoStack *stack = w->editHistory()->stack();
        w->editor()->processModel()->setData(
            w->editor()->processModel()->index(0, ProcessTableModel::ReplicasColumn), 2);
        QVERIFY(w->isDirty());
        QVERIFY(WindowFixture::saveAndWait(w.get()));
        QVERIFY(!w->isDirty());
        QVERIFY(stack->isClean());
        // Undo past the save: modified (the file holds the edit); redo back to it: not modified.
        w->editActions()->undoAction()->trigger();
        QVERIFY(w->isDirty());
        w->editActions()->redoAction()->trigger();
        QVERIFY(!w->isDirty());
        // Opening a project empties the history: nothing to undo into another project.
        w->editor()->processModel()->setData(
            w->editor()->processModel()->index(0, ProcessTableModel::ReplicasColumn), 4);
        QVERIFY(w->isDirty());
        QSignalSpy opened(w.get(), &MainWindow::projectOpened);
        QVERIFY(w->openProject(writeProject(QStringLiteral("other.yaml"))));
        QVERIFY(!opened.isEmpty() || opened.wait(10000));
        QCOMPARE(stack->count(), 0);
        QVERIFY(!w->isDirty());
        QVERIFY(!w->editActions()->undoAction()->isEnabled());
    }

    void undoRevalidatesAsAnEditDoes()
    {
        auto w = openSample(QStringLiteral("revalidate.yaml"));
        QVERIFY(w);
        QLineEdit *image = w->editor()->appForm()->imageEdit();
        image->setFocus();
        image->selectAll();
        QTest::keyClick(image, Qt::Key_Backspace); // no image: an error about the field
        QVERIFY2(findingRow(w->findingsModel(), QStringLiteral("apps[python].image")) >= 0,
            qPrintable(findingsText(w->findingsModel())));
        w->editActions()->undoAction()->trigger();
        QCOMPARE(findingRow(w->findingsModel(), QStringLiteral("apps[python].image")), -1);
        w->editActions()->redoAction()->trigger();
        QVERIFY(findingRow(w->findingsModel(), QStringLiteral("apps[python].image")) >= 0);
    }

    void typingMergesIntoOneStep_data()
    {
        QTest::addColumn<qint64>("pauseMs"); // between the two words
        QTest::addColumn<bool>("otherField"); // the second word typed into another field
        QTest::addColumn<int>("steps");
        QTest::addRow("two words typed into one field without a pause are one step")
            << qint64(200) << false << 1;
        QTest::addRow("a pause longer than the merge window starts a new step") << qint64(5000) << false << 2;
        QTest::addRow("typing into another field starts a new step") << qint64(200) << true << 2;
    }

    void typingMergesIntoOneStep()
    {
        QFETCH(qint64, pauseMs);
        QFETCH(bool, otherField);
        QFETCH(int, steps);
        auto w = openSample(QStringLiteral("typing.yaml"));
        QVERIFY(w);
        qint64 now = 1000;
        w->editHistory()->setClock([&now] { return now; });
        const Project before = w->project();
        QLineEdit *image = w->editor()->appForm()->imageEdit();
        image->setFocus();
        QTest::keyClicks(image, QStringLiteral("-rc"));
        now += pauseMs;
        QLineEdit *second = otherField ? w->editor()->appForm()->namespaceEdit() : image;
        QVERIFY(second);
        second->setFocus();
        QTest::keyClicks(second, QStringLiteral("x"));
        QCOMPARE(w->editHistory()->stack()->count(), steps);
        for (int i = 0; i < steps; ++i)
            w->editActions()->undoAction()->trigger();
        QCOMPARE(fileText(w->project()), fileText(before));
        QVERIFY(!w->isDirty());
    }

    void aDroppedAddRowLeavesNoStep()
    {
        auto w = openSample(QStringLiteral("placeholder.yaml"));
        QVERIFY(w);
        w->editor()->pages()->setCurrentIndex(ProjectEditor::DomainsPage);
        TableForm *form = w->editor()->domainsForm();
        w->editHistory()->setClock([] { return qint64(1000); }); // Escape right away
        form->addRow(); // a placeholder row, its host being edited
        QCOMPARE(form->model()->rowCount(), 2);
        QCOMPARE(w->editHistory()->stack()->count(), 1);
        QWidget *editor = form->view()->findChild<QLineEdit *>();
        QVERIFY(editor);
        QTest::keyClick(editor, Qt::Key_Escape); // the row goes again
        QTRY_COMPARE(form->model()->rowCount(), 1);
        QCOMPARE(w->editHistory()->stack()->count(), 0); // adding and dropping it: nothing to undo
        QVERIFY(!w->isDirty());
    }

    void ctrlZInAFormFieldUndoesTheProjectStep()
    {
        auto w = openSample(QStringLiteral("ctrlz.yaml"));
        QVERIFY(w);
        QLineEdit *image = w->editor()->appForm()->imageEdit();
        const QString original = image->text();
        image->setFocus();
        QTest::keyClicks(image, QStringLiteral(":2"));
        QCOMPARE(w->project().apps.at(0).image, original + QStringLiteral(":2"));
        QTest::keyClick(image, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(w->project().apps.at(0).image, original);
        QCOMPARE(image->text(), original);
        QVERIFY(!w->isDirty());
        QTest::keyClick(image, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(w->project().apps.at(0).image, original + QStringLiteral(":2"));
        QTest::keyClick(image, Qt::Key_Y, Qt::ControlModifier);
        QCOMPARE(w->editHistory()->stack()->index(), 1); // nothing left to redo
    }

    void editMenuHasTheStandardKeys_data()
    {
        QTest::addColumn<QString>("action");
        QTest::addColumn<QKeySequence>("key");
        QTest::addRow("Undo is Ctrl+Z") << QStringLiteral("Undo") << QKeySequence(Qt::CTRL | Qt::Key_Z);
        QTest::addRow("Redo is Ctrl+Shift+Z")
            << QStringLiteral("Redo") << QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z);
        QTest::addRow("Redo is also Ctrl+Y") << QStringLiteral("Redo") << QKeySequence(Qt::CTRL | Qt::Key_Y);
        QTest::addRow("Cut is Ctrl+X") << QStringLiteral("Cut") << QKeySequence(Qt::CTRL | Qt::Key_X);
        QTest::addRow("Copy is Ctrl+C") << QStringLiteral("Copy") << QKeySequence(Qt::CTRL | Qt::Key_C);
        QTest::addRow("Paste is Ctrl+V") << QStringLiteral("Paste") << QKeySequence(Qt::CTRL | Qt::Key_V);
        QTest::addRow("Delete is the Delete key") << QStringLiteral("Delete") << QKeySequence(Qt::Key_Delete);
        QTest::addRow("Select All is Ctrl+A")
            << QStringLiteral("Select All") << QKeySequence(Qt::CTRL | Qt::Key_A);
        QTest::addRow("Find is Ctrl+F") << QStringLiteral("Find…") << QKeySequence(Qt::CTRL | Qt::Key_F);
        QTest::addRow("Find Next is F3") << QStringLiteral("Find Next") << QKeySequence(Qt::Key_F3);
        QTest::addRow("Find Previous is Shift+F3")
            << QStringLiteral("Find Previous") << QKeySequence(Qt::SHIFT | Qt::Key_F3);
    }

    void editMenuHasTheStandardKeys()
    {
        QFETCH(QString, action);
        QFETCH(QKeySequence, key);
        auto w = makeWindow(HelmTool());
        QMenu *edit = nullptr;
        const QList<QAction *> menus = w->menuBar()->actions();
        for (QAction *m : menus) {
            if (m->text().remove(QLatin1Char('&')) == QLatin1String("Edit"))
                edit = m->menu();
        }
        QVERIFY(edit);
        QCOMPARE(menus.at(1)->menu(), edit); // right after File
        QAction *found = nullptr;
        const QList<QAction *> actions = edit->actions();
        for (QAction *a : actions) {
            if (a->text().remove(QLatin1Char('&')).startsWith(action))
                found = a;
        }
        QVERIFY2(found, qPrintable(action));
        QVERIFY2(found->shortcuts().contains(key), qPrintable(key.toString()));
    }

    void deleteRemovesTheSelectedRows_data()
    {
        QTest::addColumn<int>("page");
        QTest::addColumn<QList<int>>("rows");
        QTest::addRow("Delete removes both selected processes")
            << int(ProjectEditor::ProcessesPage) << QList<int> { 0, 1 };
        QTest::addRow("Delete removes the second process only")
            << int(ProjectEditor::ProcessesPage) << QList<int> { 1 };
        QTest::addRow("Delete removes the selected domain")
            << int(ProjectEditor::DomainsPage) << QList<int> { 0 };
        QTest::addRow("Delete removes the selected cron task")
            << int(ProjectEditor::CronPage) << QList<int> { 0 };
    }

    void deleteRemovesTheSelectedRows()
    {
        QFETCH(int, page);
        QFETCH(QList<int>, rows);
        auto w = openSample(QStringLiteral("delete.yaml"));
        QVERIFY(w);
        w->editor()->pages()->setCurrentIndex(page);
        auto *form = qobject_cast<TableForm *>(w->editor()->pages()->widget(page));
        QVERIFY(form);
        const int count = form->model()->rowCount();
        const Project before = w->project();
        QTableView *view = form->view();
        view->setFocus();
        view->clearSelection();
        for (int row : std::as_const(rows))
            view->selectionModel()->select(
                form->model()->index(row, 0), QItemSelectionModel::Select | QItemSelectionModel::Rows);
        QTest::keyClick(view, Qt::Key_Delete);
        QCOMPARE(form->model()->rowCount(), count - int(rows.size()));
        QCOMPARE(w->editHistory()->stack()->count(), 1); // one step, however many rows
        QTest::keyClick(view, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(form->model()->rowCount(), count);
        QCOMPARE(fileText(w->project()), fileText(before));
    }

    void copyAndPasteRoundTrip()
    {
        auto w = openSample(QStringLiteral("paste.yaml"));
        QVERIFY(w);
        w->editor()->pages()->setCurrentIndex(ProjectEditor::ProcessesPage);
        TableForm *form = w->editor()->processesForm();
        const Project before = w->project();
        form->view()->setFocus();
        w->editActions()->selectAllAction()->trigger();
        w->editActions()->copyAction()->trigger();
        QCOMPARE(QApplication::clipboard()->text(),
            QStringLiteral("web\tpython3 -u web.py\t1\thttp:80:5000\nworker\tpython3 -u worker.py\t1\t\n"));
        qint64 now = 1000;
        w->editHistory()->setClock([&now] { return now; });
        w->editActions()->cutAction()->trigger(); // copied again, and the rows removed
        QCOMPARE(form->model()->rowCount(), 0);
        now += 5000; // a while later: the paste is a step of its own, though it takes the cut back
        w->editActions()->pasteAction()->trigger();
        QCOMPARE(form->model()->rowCount(), 2);
        QCOMPARE(fileText(w->project()), fileText(before));
        QCOMPARE(w->editHistory()->stack()->count(), 2); // the cut, the paste
        w->editActions()->undoAction()->trigger();
        QCOMPARE(form->model()->rowCount(), 0);
    }

    void findsInTheRenderedPreview()
    {
        auto w = openAndRender(writeProject(QStringLiteral("find.yaml")));
        QVERIFY(w);
        w->resize(1024, 700);
        QApplication::setActiveWindow(w.get());
        QVERIFY(QTest::qWaitForWindowActive(w.get()));
        // Two steps, one undone: the menu names what Undo and Redo would do.
        w->editor()->appForm()->imageEdit()->setFocus();
        QTest::keyClicks(w->editor()->appForm()->imageEdit(), QStringLiteral("-rc1"));
        w->editor()->pages()->setCurrentIndex(ProjectEditor::ReleasePage);
        w->editor()->releaseForm()->commandEdit()->setFocus();
        QTest::keyClicks(w->editor()->releaseForm()->commandEdit(), QStringLiteral("migrate"));
        w->editActions()->undoAction()->trigger();
        QCOMPARE(
            w->editActions()->undoAction()->text().remove(QLatin1Char('&')), QStringLiteral("Undo Edit App"));
        QCOMPARE(w->editActions()->redoAction()->text().remove(QLatin1Char('&')),
            QStringLiteral("Redo Edit Release"));
        QVERIFY(WindowFixture::waitForRender(w.get()));
        saveMenuShot(w.get(), QStringLiteral("edit-menu.png"));
        // The focus in a form: Find searches the preview all the same.
        w->editor()->appForm()->imageEdit()->setFocus();
        QTest::keyClick(w.get(), Qt::Key_F, Qt::ControlModifier);
        FindBar *bar = w->preview()->findBar();
        QVERIFY(bar->isVisible());
        QCOMPARE(bar->target(),
            static_cast<QPlainTextEdit *>(w->preview()->view(w->preview()->releases().constFirst())));
        QTest::keyClicks(bar->field(), QStringLiteral("python"));
        const int count = bar->matchCount();
        QVERIFY2(count >= 3, qPrintable(bar->statusText()));
        QCOMPARE(bar->statusText(), QStringLiteral("1 of %1").arg(count));
        QTest::keyClick(bar->field(), Qt::Key_F3);
        QCOMPARE(bar->statusText(), QStringLiteral("2 of %1").arg(count));
        QTest::keyClick(bar->field(), Qt::Key_F3, Qt::ShiftModifier);
        QTest::keyClick(bar->field(), Qt::Key_F3, Qt::ShiftModifier);
        QCOMPARE(bar->statusText(), QStringLiteral("%1 of %1").arg(count)); // around the start
        WindowFixture::saveShot(w.get(), QStringLiteral("find-preview.png"));
        QTest::keyClick(bar->field(), Qt::Key_Escape);
        QVERIFY(!bar->isVisible());
    }
};

QTEST_MAIN(TestWindowUndo)
#include "tst_windowundo.moc"
