// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/secretnamelistmodel.h"
#include "forms/keyvaluetablemodel.h"
#include "storage/mounttablemodel.h"
#include "storage/storagetablemodel.h"
#include "storage/targetsdelegate.h"

#include <QAbstractItemModelTester>
#include <QListWidget>
#include <QSignalSpy>
#include <QStyleOptionViewItem>
#include <QTest>

using namespace HelmDeck;

/** The table models of the Storage, Mounts and Pull secret pages. */
class TestStorageModels : public QObject
{
    Q_OBJECT

private:
    static StorageEntry entry(const QString &name, const QString &size)
    {
        StorageEntry e;
        e.name = name;
        e.size = size;
        return e;
    }

    static StorageMount mount(const QString &entry, const QString &path)
    {
        StorageMount m;
        m.entry = entry;
        m.containerPath = path;
        return m;
    }

private Q_SLOTS:
    void storageTableTester()
    {
        StorageTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setEntries({ entry(QStringLiteral("uploads"), QStringLiteral("5Gi")) });
        model.setDefaultNamespace(QStringLiteral("shop"));
        QSignalSpy edited(&model, &EditableTableModel::edited);
        QVERIFY(model.insertRows(1, 2));
        QCOMPARE(edited.count(), 1);
        QCOMPARE(model.entries().at(1).name, QStringLiteral("data"));
        QCOMPARE(model.entries().at(2).name, QStringLiteral("data-2"));
        QCOMPARE(model.entries().at(2).size, QStringLiteral("1Gi"));
        QCOMPARE(model.entries().at(2).kubeNamespace, QStringLiteral("shop"));
        QCOMPARE(model.rowOf(QStringLiteral("data-2")), 2);
        QVERIFY(model.removeRows(0, 2));
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.entries().constFirst().name, QStringLiteral("data-2"));
        QVERIFY(!model.removeRows(1, 1));
        QVERIFY(!model.insertRows(5, 1));
    }

    void storageTableShowsBacking()
    {
        StorageTableModel model;
        StorageEntry byClass = entry(QStringLiteral("db"), QStringLiteral("10Gi"));
        byClass.storageClass = QStringLiteral("fast-ssd");
        StorageEntry byPath = entry(QStringLiteral("media"), QStringLiteral("1Ti"));
        byPath.hostPath = QStringLiteral("/srv/media");
        model.setEntries({ entry(QStringLiteral("cache"), QStringLiteral("1Gi")), byClass, byPath });
        const int col = StorageTableModel::BackingColumn;
        QCOMPARE(model.index(0, col).data().toString(), QStringLiteral("default class"));
        QCOMPARE(model.index(1, col).data().toString(), QStringLiteral("class fast-ssd"));
        QCOMPARE(model.index(2, col).data().toString(), QStringLiteral("/srv/media"));
        const QModelIndex access = model.index(1, StorageTableModel::AccessModeColumn);
        QCOMPARE(access.data().toString(), QStringLiteral("RWO"));
        QCOMPARE(access.data(Qt::EditRole).toString(), QStringLiteral("ReadWriteOnce"));
        QCOMPARE(access.data(Qt::ToolTipRole).toString(), QStringLiteral("ReadWriteOnce"));
        QCOMPARE(StorageTableModel::accessModeText(QStringLiteral("rwx")), QStringLiteral("rwx"));
        QVERIFY(model.index(2, StorageTableModel::NameColumn)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(QLatin1String("storage-media")));
        // Edited in the detail form, not in the cells.
        QVERIFY(!(model.flags(model.index(0, 0)) & Qt::ItemIsEditable));
    }

    void storageTableSetEntry()
    {
        StorageTableModel model;
        model.setEntries({ entry(QStringLiteral("a"), QStringLiteral("1Gi")) });
        QSignalSpy edited(&model, &EditableTableModel::edited);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        StorageEntry e = model.entries().constFirst();
        QVERIFY(model.setEntry(0, e)); // the same: nothing happens
        QCOMPARE(edited.count(), 0);
        e.size = QStringLiteral("5GB"); // kept as typed: the Validator explains it
        QVERIFY(model.setEntry(0, e));
        QCOMPARE(edited.count(), 1);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(model.index(0, StorageTableModel::SizeColumn).data().toString(), QStringLiteral("5GB"));
        QVERIFY(!model.setEntry(1, e));
    }

    void keyValueTester()
    {
        KeyValueTableModel model(QStringLiteral("key"));
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setValues({ qMakePair(QStringLiteral("tier"), QStringLiteral("db")) });
        QVERIFY(model.insertRows(1, 2));
        QCOMPARE(model.values().at(1).first, QStringLiteral("key"));
        QCOMPARE(model.values().at(2).first, QStringLiteral("key-2"));
        QSignalSpy rejected(&model, &EditableTableModel::editRejected);
        QVERIFY(!model.setData(model.index(1, KeyValueTableModel::KeyColumn), QStringLiteral("tier")));
        QVERIFY(!model.setData(model.index(1, KeyValueTableModel::KeyColumn), QStringLiteral("  ")));
        QCOMPARE(rejected.count(), 2);
        QVERIFY(model.setData(
            model.index(1, KeyValueTableModel::KeyColumn), QStringLiteral(" example.com/backup ")));
        QVERIFY(model.setData(model.index(1, KeyValueTableModel::ValueColumn), QStringLiteral(" nightly")));
        QCOMPARE(model.values().at(1),
            qMakePair(QStringLiteral("example.com/backup"), QStringLiteral(" nightly")));
        QVERIFY(model.removeRows(2, 1));
        QCOMPARE(model.rowOf(QStringLiteral("example.com/backup")), 1);
    }

    void mountTester()
    {
        MountTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setEntryNames({ QStringLiteral("uploads"), QStringLiteral("cache") });
        model.setMounts({ mount(QStringLiteral("cache"), QStringLiteral("/data")) });
        QVERIFY(model.insertRows(1, 2));
        QCOMPARE(model.mounts().at(1).entry, QStringLiteral("uploads"));
        QCOMPARE(model.mounts().at(1).containerPath, QStringLiteral("/data-2"));
        QCOMPARE(model.mounts().at(2).containerPath, QStringLiteral("/data-3"));
        QCOMPARE(model.firstEditableColumn(), int(MountTableModel::ContainerPathColumn));
        QVERIFY(model.removeRows(0, 2));
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.mounts().constFirst().containerPath, QStringLiteral("/data-3"));
    }

    void mountEdits()
    {
        MountTableModel model;
        model.setMounts({ mount(QStringLiteral("uploads"), QStringLiteral("/app/uploads")) });
        QSignalSpy edited(&model, &EditableTableModel::edited);
        QSignalSpy rejected(&model, &EditableTableModel::editRejected);

        QVERIFY(model.setData(model.index(0, MountTableModel::EntryColumn), QStringLiteral("media")));
        QVERIFY(
            model.setData(model.index(0, MountTableModel::ContainerPathColumn), QStringLiteral(" /srv/m ")));
        QVERIFY(model.setData(model.index(0, MountTableModel::SubPathColumn), QStringLiteral("public")));
        QVERIFY(model.setData(
            model.index(0, MountTableModel::ReadOnlyColumn), int(Qt::Checked), Qt::CheckStateRole));
        QVERIFY(
            model.setData(model.index(0, MountTableModel::TargetsColumn), QStringLiteral("web, run web")));
        QCOMPARE(edited.count(), 5);
        const StorageMount m = model.mounts().constFirst();
        QCOMPARE(m.entry, QStringLiteral("media"));
        QCOMPARE(m.containerPath, QStringLiteral("/srv/m"));
        QCOMPARE(m.subPath, QStringLiteral("public"));
        QVERIFY(m.readOnly);
        QCOMPARE(m.processTypes, (QStringList { QStringLiteral("web"), QStringLiteral("run") }));
        QCOMPARE(
            model.index(0, MountTableModel::TargetsColumn).data().toString(), QStringLiteral("web, run"));
        QCOMPARE(model.index(0, MountTableModel::ReadOnlyColumn).data(Qt::CheckStateRole).toInt(),
            int(Qt::Checked));

        // A list works too, and "all" (or nothing) means every workload.
        QVERIFY(model.setData(
            model.index(0, MountTableModel::TargetsColumn), QStringList { QStringLiteral("cron") }));
        QCOMPARE(model.mounts().constFirst().processTypes, QStringList { QStringLiteral("cron") });
        QVERIFY(model.setData(model.index(0, MountTableModel::TargetsColumn), QStringLiteral("all")));
        QVERIFY(model.mounts().constFirst().processTypes.isEmpty());
        QCOMPARE(model.index(0, MountTableModel::TargetsColumn).data().toString(), QStringLiteral("all"));

        // A relative path is kept (a finding explains it); empty ones are refused.
        QVERIFY(model.setData(model.index(0, MountTableModel::ContainerPathColumn), QStringLiteral("data")));
        QCOMPARE(rejected.count(), 0);
        QVERIFY(!model.setData(model.index(0, MountTableModel::ContainerPathColumn), QString()));
        QVERIFY(!model.setData(model.index(0, MountTableModel::EntryColumn), QStringLiteral(" ")));
        QVERIFY(!model.setData(model.index(0, MountTableModel::ReadOnlyColumn), QStringLiteral("maybe")));
        QCOMPARE(rejected.count(), 3);
        QCOMPARE(model.mounts().constFirst().containerPath, QStringLiteral("data"));
        QCOMPARE(model.mounts().constFirst().entry, QStringLiteral("media"));
    }

    void mountRenameEntry()
    {
        MountTableModel model;
        model.setMounts({ mount(QStringLiteral("a"), QStringLiteral("/x")),
            mount(QStringLiteral("b"), QStringLiteral("/y")),
            mount(QStringLiteral("a"), QStringLiteral("/z")) });
        QSignalSpy edited(&model, &EditableTableModel::edited);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        model.renameEntry(QStringLiteral("a"), QStringLiteral("c"));
        QCOMPARE(model.mounts().at(0).entry, QStringLiteral("c"));
        QCOMPARE(model.mounts().at(1).entry, QStringLiteral("b"));
        QCOMPARE(model.mounts().at(2).entry, QStringLiteral("c"));
        QCOMPARE(changed.count(), 2);
        QCOMPARE(edited.count(), 0);
    }

    void targetsDelegate()
    {
        MountTableModel model;
        StorageMount m = mount(QStringLiteral("a"), QStringLiteral("/x"));
        m.processTypes = QStringList { QStringLiteral("worker"), QStringLiteral("gone") };
        model.setMounts({ m });
        TargetsDelegate delegate;
        delegate.setProcessTypes({ QStringLiteral("web"), QStringLiteral("worker") });
        QCOMPARE(delegate.choices(m.processTypes),
            (QStringList { QStringLiteral("web"), QStringLiteral("worker"), QStringLiteral("cron"),
                QStringLiteral("run"), QStringLiteral("gone") }));

        QWidget parent;
        const QModelIndex cell = model.index(0, MountTableModel::TargetsColumn);
        QStyleOptionViewItem option;
        auto *editor = qobject_cast<QListWidget *>(delegate.createEditor(&parent, option, cell));
        QVERIFY(editor);
        delegate.setEditorData(editor, cell);
        QCOMPARE(editor->count(), 6); // "all" + 5
        QCOMPARE(editor->item(0)->checkState(), Qt::Unchecked);
        QCOMPARE(TargetsDelegate::checkedTargets(editor), m.processTypes);

        // Checking "run" adds it; checking "all" clears the rest; unchecking "all" leaves all.
        editor->item(4)->setCheckState(Qt::Checked);
        delegate.setModelData(editor, &model, cell);
        QCOMPARE(model.mounts().constFirst().processTypes,
            (QStringList { QStringLiteral("worker"), QStringLiteral("run"), QStringLiteral("gone") }));
        editor->item(0)->setCheckState(Qt::Checked);
        QCOMPARE(TargetsDelegate::checkedTargets(editor), QStringList());
        for (int i = 1; i < editor->count(); ++i)
            QCOMPARE(editor->item(i)->checkState(), Qt::Unchecked);
        editor->item(1)->setCheckState(Qt::Checked);
        QCOMPARE(editor->item(0)->checkState(), Qt::Unchecked);
        editor->item(1)->setCheckState(Qt::Unchecked);
        QCOMPARE(editor->item(0)->checkState(), Qt::Checked);
        delegate.setModelData(editor, &model, cell);
        QVERIFY(model.mounts().constFirst().processTypes.isEmpty());
        QCOMPARE(cell.data().toString(), QStringLiteral("all"));
    }

    void secretNamesTester()
    {
        SecretNameListModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setNames({ QStringLiteral("ghcr-pull") });
        QVERIFY(model.insertRows(1, 2));
        QCOMPARE(model.names(),
            (QStringList {
                QStringLiteral("ghcr-pull"), QStringLiteral("regcred"), QStringLiteral("regcred-2") }));
        QSignalSpy rejected(&model, &EditableTableModel::editRejected);
        QVERIFY(!model.setData(model.index(1, 0), QStringLiteral("ghcr-pull")));
        QVERIFY(!model.setData(model.index(1, 0), QString()));
        QCOMPARE(rejected.count(), 2);
        QVERIFY(model.setData(model.index(1, 0), QStringLiteral(" Not_Valid ")));
        QCOMPARE(model.names().at(1), QStringLiteral("Not_Valid")); // the Validator's call
        QVERIFY(model.removeRows(0, 1));
        QCOMPARE(model.names(), (QStringList { QStringLiteral("Not_Valid"), QStringLiteral("regcred-2") }));
    }
};

QTEST_MAIN(TestStorageModels)
#include "tst_storagemodels.moc"
