// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/envtablemodel.h"
#include "editor/projecteditor.h"
#include "editor/pullsecretform.h"
#include "editor/secretnamelistmodel.h"
#include "findings/findingsview.h"
#include "forms/combodelegate.h"
#include "forms/findinglabel.h"
#include "forms/formpages.h"
#include "forms/keyvaluetablemodel.h"
#include "forms/tableform.h"
#include "io/projectfile.h"
#include "preview/previewpane.h"
#include "storage/mounttablemodel.h"
#include "storage/storageeditor.h"
#include "storage/storageentryform.h"
#include "storage/storagetablemodel.h"
#include "window/mainwindow.h"
#include "windowfixture.h"

#include <QApplication>
#include <QComboBox>
#include <QLineEdit>
#include <QListWidget>
#include <QRadioButton>
#include <QTableView>
#include <QTest>

using namespace HelmDeck;

/** The Storage page, the Mounts page and the jumps from findings to the new fields, in a real window. */
class TestStorageEditor : public QObject
{
    Q_OBJECT

private:
    WindowFixture m_fx;

    static void retype(QLineEdit *edit, const QString &text)
    {
        edit->setFocus();
        edit->selectAll();
        if (text.isEmpty())
            QTest::keyClick(edit, Qt::Key_Delete);
        else
            QTest::keyClicks(edit, text);
    }

    static Project projectWithStorage()
    {
        Project p = WindowFixture::sampleProject();
        StorageEntry uploads;
        uploads.name = QStringLiteral("uploads");
        uploads.size = QStringLiteral("5Gi");
        StorageEntry cache;
        cache.name = QStringLiteral("cache");
        cache.size = QStringLiteral("1Gi");
        cache.storageClass = QStringLiteral("local-path");
        p.storage = { uploads, cache };
        return p;
    }

    /** The document of @p kind named @p name in @p yaml (a "---" separated stream), or empty. */
    static QString document(const QString &yaml, const QString &kind, const QString &name)
    {
        const QStringList docs = yaml.split(QStringLiteral("\n---"));
        for (const QString &d : docs) {
            if (d.contains(QStringLiteral("kind: ") + kind + QLatin1Char('\n'))
                && d.contains(QStringLiteral("name: \"") + name + QLatin1Char('"')))
                return d;
        }
        return QString();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QString error;
        if (!m_fx.init(QStringLiteral("tst_storageeditor"), &error))
            QFAIL(qPrintable(error));
    }

    void pagesFitTheDock()
    {
        auto w = m_fx.openAndRender(m_fx.writeProject(QStringLiteral("pages.yaml"), projectWithStorage()));
        QVERIFY(w);
        FormPages *pages = w->editor()->pages();
        QCOMPARE(pages->count(), int(ProjectEditor::StoragePage) + 1); // Storage is the last page
        QCOMPARE(pages->pageText(ProjectEditor::StoragePage), QStringLiteral("Storage (2)"));
        QCOMPARE(pages->pageText(ProjectEditor::MountsPage), QStringLiteral("Mounts (0)"));
        QCOMPARE(pages->pageText(ProjectEditor::PullSecretPage), QStringLiteral("Pull secret"));
        QCOMPARE(pages->pageText(ProjectEditor::SecurityPage), QStringLiteral("Security"));
        // Every title fits the navigation list, and the list leaves most of the dock to the page.
        QListWidget *nav = pages->navigation();
        for (int i = 0; i < nav->count(); ++i) {
            const int needed = nav->fontMetrics().horizontalAdvance(nav->item(i)->text());
            QVERIFY2(needed < nav->viewport()->width(), qPrintable(nav->item(i)->text()));
        }
        QVERIFY2(nav->width() * 3 < w->editor()->width(), qPrintable(QString::number(nav->width())));
        // Headings are not pages.
        QCOMPARE(nav->count(), pages->count() + 2); // the pages and two headings
        QVERIFY(!(nav->item(0)->flags() & Qt::ItemIsSelectable));
        pages->setCurrentIndex(ProjectEditor::StoragePage);
        QCOMPARE(pages->currentWidget(), static_cast<QWidget *>(w->editor()->storageEditor()));
        QCOMPARE(nav->currentItem()->text(), QStringLiteral("Storage (2)"));
    }

    void addEntryValidateAndRender()
    {
        auto w = m_fx.openAndRender(m_fx.writeProject(QStringLiteral("add.yaml")));
        QVERIFY(w);
        w->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(w.get()));
        ProjectEditor *editor = w->editor();
        StorageEditor *storage = editor->storageEditor();
        StorageEntryForm *form = storage->form();
        editor->pages()->setCurrentIndex(ProjectEditor::StoragePage);
        QVERIFY(!form->isEnabled()); // nothing to edit yet

        storage->tableForm()->addRow();
        QCOMPARE(w->project().storage.size(), 1);
        QCOMPARE(w->project().storage.constFirst().name, QStringLiteral("data"));
        QVERIFY(w->isDirty());
        QVERIFY(form->isEnabled());
        QCOMPARE(form->nameEdit()->text(), QStringLiteral("data"));
        QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget *>(form->nameEdit()));
        QCOMPARE(editor->pages()->pageText(ProjectEditor::StoragePage), QStringLiteral("Storage (1)"));

        // A bad size: a finding in the list and under the field, at once.
        FindingLabel *sizeFinding = form->findingLabel(QStringLiteral("size"));
        QVERIFY(sizeFinding->isHidden());
        retype(form->sizeEdit(), QStringLiteral("5GB"));
        QCOMPARE(w->project().storage.constFirst().size, QStringLiteral("5GB"));
        int row = WindowFixture::findingRow(w->findingsModel(), QStringLiteral("storage[data].size"));
        QVERIFY2(row >= 0, qPrintable(WindowFixture::findingsText(w->findingsModel())));
        QCOMPARE(w->findingsModel()->findings().at(row).severity, Finding::Severity::Error);
        QVERIFY(sizeFinding->isVisible());
        QVERIFY2(sizeFinding->text().contains(QLatin1String("5Gi")), qPrintable(sizeFinding->text()));
        QCOMPARE(sizeFinding->severity(), Finding::Severity::Error);

        retype(form->sizeEdit(), QStringLiteral("-1Gi"));
        QVERIFY(WindowFixture::findingRow(w->findingsModel(), QStringLiteral("storage[data].size")) >= 0);
        QVERIFY2(sizeFinding->text().contains(QLatin1String("more than 0")), qPrintable(sizeFinding->text()));

        // The finding jumps back to the field from anywhere.
        editor->pages()->setCurrentIndex(ProjectEditor::AppPage);
        w->findingsView()->activateRow(
            WindowFixture::findingRow(w->findingsModel(), QStringLiteral("storage[data].size")));
        QCOMPARE(editor->pages()->currentIndex(), int(ProjectEditor::StoragePage));
        QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget *>(form->sizeEdit()));

        retype(form->sizeEdit(), QStringLiteral("2Gi"));
        QCOMPARE(WindowFixture::findingRow(w->findingsModel(), QStringLiteral("storage[data]")), -1);
        QVERIFY(sizeFinding->isHidden());

        bool ok = false;
        QVERIFY(WindowFixture::waitForNextRender(w.get(), &ok));
        QVERIFY2(ok, qPrintable(w->preview()->bannerText()));
        QCOMPARE(w->preview()->releases(),
            (QStringList {
                QStringLiteral("config-python"), QStringLiteral("storage-data"), QStringLiteral("python") }));
        QString yaml = w->preview()->releaseText(QStringLiteral("storage-data"));
        QVERIFY2(yaml.contains(QLatin1String("kind: PersistentVolumeClaim")), qPrintable(yaml));
        QVERIFY(!yaml.contains(QLatin1String("kind: PersistentVolume\n")));
        // The cluster default class: no storageClassName key at all.
        QVERIFY2(!yaml.contains(QLatin1String("storageClassName")), qPrintable(yaml));
        QVERIFY(yaml.contains(QLatin1String("\"2Gi\"")));

        // A named class, then a host path: the class field is emptied and disabled.
        QCOMPARE(form->backing(), StorageEntryForm::DefaultClass);
        QVERIFY(!form->storageClassEdit()->isEnabled());
        QVERIFY(!form->hostPathEdit()->isEnabled());
        form->backingButton(StorageEntryForm::NamedClass)->click();
        QVERIFY(form->storageClassEdit()->isEnabled());
        QTest::keyClicks(form->storageClassEdit(), QStringLiteral("local-path"));
        QCOMPARE(w->project().storage.constFirst().storageClass, QStringLiteral("local-path"));
        QCOMPARE(storage->model()->index(0, StorageTableModel::BackingColumn).data().toString(),
            QStringLiteral("class local-path"));

        QTest::mouseClick(form->backingButton(StorageEntryForm::HostPath), Qt::LeftButton);
        QCOMPARE(form->backing(), StorageEntryForm::HostPath);
        QVERIFY(!form->storageClassEdit()->isEnabled());
        QVERIFY(form->storageClassEdit()->text().isEmpty());
        QVERIFY(form->hostPathEdit()->isEnabled());
        QVERIFY(w->project().storage.constFirst().storageClass.isEmpty());

        // A relative host path is a finding under the choice.
        QTest::keyClicks(form->hostPathEdit(), QStringLiteral("srv/data"));
        QCOMPARE(w->project().storage.constFirst().hostPath, QStringLiteral("srv/data"));
        QVERIFY(WindowFixture::findingRow(w->findingsModel(), QStringLiteral("storage[data].hostPath")) >= 0);
        QVERIFY(form->findingLabel(QStringLiteral("hostPath"))->text().contains(QLatin1String("absolute")));
        retype(form->hostPathEdit(), QStringLiteral("/srv/data"));
        QCOMPARE(WindowFixture::findingRow(w->findingsModel(), QStringLiteral("storage[data]")), -1);
        QVERIFY(form->findingLabel(QStringLiteral("hostPath"))->isHidden());

        QVERIFY(WindowFixture::waitForNextRender(w.get(), &ok));
        QVERIFY2(ok, qPrintable(w->preview()->bannerText()));
        yaml = w->preview()->releaseText(QStringLiteral("storage-data"));
        const QString pv = document(yaml, QStringLiteral("PersistentVolume"), QStringLiteral("data"));
        QVERIFY2(!pv.isEmpty(), qPrintable(yaml));
        QVERIFY(pv.contains(QLatin1String("path: \"/srv/data\"")));
        QVERIFY(pv.contains(QLatin1String("claimRef:")));
        QVERIFY(pv.contains(QLatin1String("storageClassName: \"\"")));
        const QString pvc = document(yaml, QStringLiteral("PersistentVolumeClaim"), QStringLiteral("data"));
        QVERIFY2(pvc.contains(QLatin1String("volumeName: \"data\"")), qPrintable(pvc));
        QVERIFY(!yaml.contains(QLatin1String("local-path")));

        // Back to the class: its text returns, the host path goes.
        form->backingButton(StorageEntryForm::NamedClass)->click();
        QCOMPARE(form->storageClassEdit()->text(), QStringLiteral("local-path"));
        QVERIFY(!form->hostPathEdit()->isEnabled());
        QCOMPARE(w->project().storage.constFirst().storageClass, QStringLiteral("local-path"));
        QVERIFY(w->project().storage.constFirst().hostPath.isEmpty());

        // Access mode, reclaim policy, labels: straight into the entry.
        form->accessModeCombo()->setCurrentText(QStringLiteral("ReadWriteMany"));
        Q_EMIT form->accessModeCombo()->activated(form->accessModeCombo()->currentIndex());
        QCOMPARE(w->project().storage.constFirst().accessMode, QStringLiteral("ReadWriteMany"));
        QVERIFY(form->labelsModel()->insertRows(0, 1));
        QVERIFY(form->labelsModel()->setData(form->labelsModel()->index(0, 1), QStringLiteral("db")));
        QCOMPARE(w->project().storage.constFirst().labels.size(), 1);
        QCOMPARE(w->project().storage.constFirst().labels.constFirst().second, QStringLiteral("db"));

        // The owner: a Dokku --chown name or uid:gid; anything else is a finding under the field.
        form->ownerCombo()->setCurrentText(QStringLiteral("bob"));
        QCOMPARE(w->project().storage.constFirst().owner, QStringLiteral("bob"));
        QVERIFY2(WindowFixture::findingRow(w->findingsModel(), QStringLiteral("storage[data].owner")) >= 0,
            qPrintable(WindowFixture::findingsText(w->findingsModel())));
        QVERIFY(form->findingLabel(QStringLiteral("owner"))->isVisible());
        form->ownerCombo()->setCurrentText(QStringLiteral("heroku"));
        QCOMPARE(w->project().storage.constFirst().owner, QStringLiteral("heroku"));
        QCOMPARE(WindowFixture::findingRow(w->findingsModel(), QStringLiteral("storage[data].owner")), -1);
        QVERIFY(form->findingLabel(QStringLiteral("owner"))->isHidden());

        // Saved as edited.
        QVERIFY(w->saveProjectAs(m_fx.path(QStringLiteral("add-saved.yaml"))));
        const Project saved = ProjectFile::load(m_fx.path(QStringLiteral("add-saved.yaml"))).project;
        QCOMPARE(saved.storage.size(), 1);
        QCOMPARE(saved.storage.constFirst().storageClass, QStringLiteral("local-path"));
        QCOMPARE(saved.storage.constFirst().accessMode, QStringLiteral("ReadWriteMany"));
        QCOMPARE(saved.storage.constFirst().owner, QStringLiteral("heroku"));

        // Remove: the entry and its release go.
        storage->tableForm()->view()->selectRow(0);
        storage->tableForm()->removeSelectedRows();
        QVERIFY(w->project().storage.isEmpty());
        QVERIFY(!form->isEnabled());
        QVERIFY(WindowFixture::waitForNextRender(w.get(), &ok));
        QVERIFY(!w->preview()->releases().contains(QStringLiteral("storage-data")));
    }

    void entryWithBothIsShownAndFixedByAnEdit()
    {
        Project p = projectWithStorage();
        p.storage[0].storageClass = QStringLiteral("fast");
        p.storage[0].hostPath = QStringLiteral("/srv/up");
        auto w = m_fx.makeWindow();
        QVERIFY(w->openProject(m_fx.writeProject(QStringLiteral("both.yaml"), p)));
        StorageEntryForm *form = w->editor()->storageEditor()->form();
        QCOMPARE(form->nameEdit()->text(), QStringLiteral("uploads"));
        QCOMPARE(form->backing(), StorageEntryForm::HostPath);
        QCOMPARE(
            form->storageClassEdit()->text(), QStringLiteral("fast")); // shown, so the finding makes sense
        QVERIFY(!form->storageClassEdit()->isEnabled());
        QVERIFY(form->findingLabel(QStringLiteral("hostPath"))->text().contains(QLatin1String("not both")));
        QTest::keyClicks(form->hostPathEdit(), QStringLiteral("load"));
        QCOMPARE(w->project().storage.constFirst().hostPath, QStringLiteral("/srv/upload"));
        QVERIFY(w->project().storage.constFirst().storageClass.isEmpty());
        QVERIFY(form->findingLabel(QStringLiteral("hostPath"))->isHidden());
    }

    void mountsTableEdits()
    {
        auto w = m_fx.openAndRender(m_fx.writeProject(QStringLiteral("mounts.yaml"), projectWithStorage()));
        QVERIFY(w);
        ProjectEditor *editor = w->editor();
        TableForm *form = editor->mountsForm();
        MountTableModel *model = editor->mountModel();
        editor->pages()->setCurrentWidget(form);
        form->addRow();
        QCOMPARE(w->project().apps.constFirst().mounts.size(), 1);
        QCOMPARE(model->mounts().constFirst().entry, QStringLiteral("uploads"));
        QCOMPARE(editor->pages()->pageText(ProjectEditor::MountsPage), QStringLiteral("Mounts (1)"));
        // Add starts editing the container path.
        QCOMPARE(form->view()->currentIndex(), model->index(0, MountTableModel::ContainerPathColumn));
        auto *pathEditor = form->view()->viewport()->findChild<QLineEdit *>();
        QVERIFY(pathEditor);
        pathEditor->selectAll();
        QTest::keyClicks(pathEditor, QStringLiteral("/app/uploads"));
        QTest::keyClick(pathEditor, Qt::Key_Return); // commits through a queued call
        QTRY_COMPARE(
            w->project().apps.constFirst().mounts.constFirst().containerPath, QStringLiteral("/app/uploads"));

        // The entry column offers the project's entries.
        QCOMPARE(editor->entryDelegate()->choices(),
            (QStringList { QStringLiteral("uploads"), QStringLiteral("cache") }));
        const QModelIndex entryCell = model->index(0, MountTableModel::EntryColumn);
        form->view()->setCurrentIndex(entryCell);
        form->view()->edit(entryCell);
        auto *combo = form->view()->viewport()->findChild<QComboBox *>();
        QVERIFY(combo);
        QCOMPARE(combo->count(), 2);
        QCOMPARE(combo->currentText(), QStringLiteral("uploads"));
        form->view()->closePersistentEditor(entryCell);

        QVERIFY(model->setData(
            model->index(0, MountTableModel::ReadOnlyColumn), int(Qt::Checked), Qt::CheckStateRole));
        QVERIFY(model->setData(model->index(0, MountTableModel::TargetsColumn), QStringLiteral("web")));
        QVERIFY(model->setData(model->index(0, MountTableModel::SubPathColumn), QStringLiteral("public")));
        const StorageMount m = w->project().apps.constFirst().mounts.constFirst();
        QVERIFY(m.readOnly);
        QCOMPARE(m.processTypes, QStringList { QStringLiteral("web") });

        bool ok = false;
        QVERIFY(WindowFixture::waitForNextRender(w.get(), &ok));
        QVERIFY2(
            ok, qPrintable(w->preview()->bannerText() + WindowFixture::findingsText(w->findingsModel())));
        const QString yaml = w->preview()->releaseText(QStringLiteral("python"));
        const QString web = document(yaml, QStringLiteral("Deployment"), QStringLiteral("python-web"));
        QVERIFY2(web.contains(QLatin1String("/app/uploads")), qPrintable(web));
        QVERIFY(web.contains(QLatin1String("claimName: \"uploads\"")));
        QVERIFY(web.contains(QLatin1String("readOnly: true")));
        const QString worker = document(yaml, QStringLiteral("Deployment"), QStringLiteral("python-worker"));
        QVERIFY(!worker.isEmpty());
        QVERIFY(!worker.contains(QLatin1String("/app/uploads")));

        // Renaming the entry on the Storage page keeps the mount attached.
        StorageEntryForm *entryForm = editor->storageEditor()->form();
        editor->pages()->setCurrentIndex(ProjectEditor::StoragePage);
        editor->storageEditor()->selectRow(0);
        entryForm->nameEdit()->setFocus();
        entryForm->nameEdit()->end(false);
        QTest::keyClicks(entryForm->nameEdit(), QStringLiteral("-v2"));
        QCOMPARE(w->project().storage.constFirst().name, QStringLiteral("uploads-v2"));
        QCOMPARE(w->project().apps.constFirst().mounts.constFirst().entry, QStringLiteral("uploads-v2"));
        QCOMPARE(
            model->index(0, MountTableModel::EntryColumn).data().toString(), QStringLiteral("uploads-v2"));
        QCOMPARE(WindowFixture::findingRow(w->findingsModel(), QStringLiteral("apps[python].mounts")), -1);

        // A bad mount: a finding under the table that jumps to its cell.
        QVERIFY(model->setData(
            model->index(0, MountTableModel::ContainerPathColumn), QStringLiteral("relative")));
        const int row = WindowFixture::findingRow(
            w->findingsModel(), QStringLiteral("apps[python].mounts[0].containerPath"));
        QVERIFY2(row >= 0, qPrintable(WindowFixture::findingsText(w->findingsModel())));
        QVERIFY(form->findingLabel()->isVisibleTo(form));
        editor->pages()->setCurrentIndex(ProjectEditor::AppPage);
        w->findingsView()->activateRow(row);
        QCOMPARE(editor->pages()->currentIndex(), int(ProjectEditor::MountsPage));
        QCOMPARE(form->view()->currentIndex(), model->index(0, MountTableModel::ContainerPathColumn));
    }

    void jumpToField_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<int>("page");
        QTest::addColumn<QString>("widget"); // object name of the focused widget, or "" for a table cell
        QTest::addColumn<int>("row");
        QTest::addColumn<int>("column");

        const int s = ProjectEditor::StoragePage;
        QTest::addRow("storage size") << "storage[cache].size" << s << "storageSizeEdit" << -1 << -1;
        QTest::addRow("storage class")
            << "storage[cache].storageClass" << s << "storageClassEdit" << -1 << -1;
        QTest::addRow("storage host path, not chosen")
            << "storage[cache].hostPath" << s << "" << -1 << -1; // the radio button
        QTest::addRow("storage entry") << "storage[uploads]" << s << "storageNameEdit" << -1 << -1;
        QTest::addRow("storage owner") << "storage[cache].owner" << s << "storageOwnerCombo" << -1 << -1;
        QTest::addRow("mount path") << "apps[python].mounts[1].containerPath"
                                    << int(ProjectEditor::MountsPage) << "" << 1
                                    << int(MountTableModel::ContainerPathColumn);
        QTest::addRow("mount targets")
            << "apps[python].mounts[0].processTypes" << int(ProjectEditor::MountsPage) << "" << 0
            << int(MountTableModel::TargetsColumn);
        const int p = ProjectEditor::PullSecretPage;
        QTest::addRow("pull secret username")
            << "apps[python].pullSecret.username" << p << "pullSecretUsernameEdit" << -1 << -1;
        QTest::addRow("pull secret registry")
            << "apps[python].pullSecret.registry" << p << "pullSecretRegistryEdit" << -1 << -1;
        QTest::addRow("env secret") << "apps[python].env[TOKEN]" << int(ProjectEditor::EnvPage) << "" << 1
                                    << int(EnvTableModel::NameColumn);
    }

    void jumpToField()
    {
        QFETCH(QString, path);
        QFETCH(int, page);
        QFETCH(QString, widget);
        QFETCH(int, row);
        QFETCH(int, column);

        Project p = projectWithStorage();
        App &app = p.apps[0];
        app.mounts = { StorageMount { QStringLiteral("uploads"), QStringLiteral("/a"), QString(), false, {} },
            StorageMount { QStringLiteral("cache"), QStringLiteral("/b"), QString(), false, {} } };
        app.env = { EnvVar { QStringLiteral("LOG_LEVEL"), QStringLiteral("info"), false },
            EnvVar { QStringLiteral("TOKEN"), QString(), true } };
        app.pullSecret.registry = QStringLiteral("registry.example.com");
        app.pullSecret.username = QStringLiteral("ci");
        auto w = m_fx.makeWindow();
        // it has secrets: the window shows it once the keychain has been read
        QVERIFY(WindowFixture::openAndWait(w.get(), m_fx.writeProject(QStringLiteral("jump.yaml"), p)));
        w->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(w.get()));
        w->editor()->pages()->setCurrentIndex(ProjectEditor::CronPage);

        QVERIFY(w->editor()->focusField(path));
        QCOMPARE(w->editor()->pages()->currentIndex(), page);
        if (row >= 0) {
            auto *table = qobject_cast<TableForm *>(w->editor()->pages()->currentWidget());
            QVERIFY(table);
            QCOMPARE(table->view()->currentIndex().row(), row);
            QCOMPARE(table->view()->currentIndex().column(), column);
            QTRY_VERIFY(table->view()->hasFocus());
        } else if (widget.isEmpty()) {
            QTRY_COMPARE(QApplication::focusWidget(),
                static_cast<QWidget *>(
                    w->editor()->storageEditor()->form()->backingButton(StorageEntryForm::HostPath)));
        } else {
            QTRY_VERIFY(QApplication::focusWidget());
            QCOMPARE(QApplication::focusWidget()->objectName(), widget);
        }
        QVERIFY(!w->isDirty()); // jumping changes nothing
    }

    void jumpToUnknownStorageFails()
    {
        auto w = m_fx.makeWindow();
        QVERIFY(!w->editor()->focusField(QStringLiteral("storage[uploads].size"))); // no project yet
        QVERIFY(w->openProject(m_fx.writeProject(QStringLiteral("unknown.yaml"), projectWithStorage())));
        QVERIFY(!w->editor()->focusField(QStringLiteral("storage[nope].size")));
        QVERIFY(!w->editor()->focusField(QStringLiteral("storage[uploads].bogus")));
        QVERIFY(!w->editor()->focusField(QStringLiteral("apps[python].pullSecret.bogus")));
        QVERIFY(w->editor()->focusField(QStringLiteral("storage[1].size"))); // an index works too
        QCOMPARE(w->editor()->storageEditor()->currentRow(), 1);
    }

    void jumpToNamedSecret()
    {
        Project p = WindowFixture::sampleProject();
        p.apps[0].pullSecret.mode = PullSecretSettings::Mode::NamedSecrets;
        p.apps[0].imagePullSecrets = QStringList { QStringLiteral("one"), QStringLiteral("Two_Bad") };
        auto w = m_fx.makeWindow();
        QVERIFY(w->openProject(m_fx.writeProject(QStringLiteral("named.yaml"), p)));
        w->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(w.get()));
        const int row = WindowFixture::findingRow(
            w->findingsModel(), QStringLiteral("apps[python].imagePullSecrets[1]"));
        QVERIFY2(row >= 0, qPrintable(WindowFixture::findingsText(w->findingsModel())));
        w->findingsView()->activateRow(row);
        QCOMPARE(w->editor()->pages()->currentIndex(), int(ProjectEditor::PullSecretPage));
        TableForm *names = w->editor()->pullSecretForm()->namesForm();
        QCOMPARE(names->view()->currentIndex().row(), 1);
        QTRY_VERIFY(names->view()->hasFocus());
        // A field the mode hides is found by its mode button, without changing the mode.
        QVERIFY(w->editor()->focusField(QStringLiteral("apps[python].pullSecret.username")));
        QTRY_COMPARE(QApplication::focusWidget(),
            static_cast<QWidget *>(
                w->editor()->pullSecretForm()->modeButton(PullSecretSettings::Mode::NamedSecrets)));
        QVERIFY(!w->isDirty());
    }
};

QTEST_MAIN(TestStorageEditor)
#include "tst_storageeditor.moc"
