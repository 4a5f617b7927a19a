// SPDX-License-Identifier: GPL-3.0-or-later
// The findings list stays about the project as it is: an import's finding goes once its field is
// fixed, a file that failed to open is listed apart and never jumped into, and items added in the
// form of an imported project are located "form", not in the Procfile.
#include "mainwindowtest.h"

#include "editor/envtablemodel.h"

class TestWindowFindings : public MainWindowTestBase
{
    Q_OBJECT

    QTemporaryDir m_app;

    /** Imports a Procfile-only folder (no image: the importer warns) into a new window. */
    std::unique_ptr<MainWindow> importApp()
    {
        auto w = makeWindow();
        if (!w->importFolder(m_app.path())) {
            qWarning("import failed: %s", qPrintable(m_errors.join(QLatin1Char('\n'))));
            return nullptr;
        }
        return w;
    }

    static QString locationText(const FindingsModel *m, int row)
    {
        return m->index(row, FindingsModel::LocationColumn).data().toString();
    }

    static bool listed(const FindingsModel *m, const QString &text)
    {
        for (const Finding &f : m->findings()) {
            if (f.message.contains(text))
                return true;
        }
        return false;
    }

private Q_SLOTS:
    void initTestCase()
    {
        initCase(QStringLiteral("tst_windowfindings"));
        QVERIFY(m_app.isValid());
        QVERIFY(writeFile(m_app.filePath(QStringLiteral("Procfile")),
            "web: python3 -u web.py\nworker: python3 -u worker.py\n"));
    }
    void init() { resetCase(); }

    void aFixedImageDropsTheImportFinding()
    {
        auto w = importApp();
        QVERIFY(w);
        const QString app = w->project().apps.constFirst().name;
        const QString image = QStringLiteral("apps[%1].image").arg(app);
        int row = findingRow(w->findingsModel(), image);
        QVERIFY2(row >= 0, qPrintable(findingsText(w->findingsModel())));
        QVERIFY(w->findingsModel()->findings().at(row).message.contains(QLatin1String("no image given")));

        QLineEdit *edit = w->editor()->appForm()->imageEdit();
        edit->selectAll();
        QTest::keyClicks(edit, QStringLiteral("registry.example.com/team/web:1.0"));
        QCOMPARE(findingRow(w->findingsModel(), image), -1);
        QVERIFY(!listed(w->findingsModel(), QStringLiteral("no image given")));
        // the import's other findings are still true and stay
        QVERIFY2(listed(w->findingsModel(), QStringLiteral("start with 0 replicas")),
            qPrintable(findingsText(w->findingsModel())));
        // and it does not come back with a save
        QVERIFY(w->saveProjectAs(m_dir->filePath(QStringLiteral("fixed.yaml"))));
        QTRY_VERIFY(!w->isBusy());
        QCOMPARE(findingRow(w->findingsModel(), image), -1);
    }

    void aFailedOpenIsListedApartUntilTheNextEdit()
    {
        const QString good = writeProject(QStringLiteral("good.yaml"));
        const QString bad = m_dir->filePath(QStringLiteral("bad.yaml"));
        QVERIFY(writeFile(bad, "schemaVersion: 1\napps:\n  - name: \"x\"\n    processes: 7\n"));
        auto w = openAndRender(good);
        QVERIFY(w);
        QCOMPARE(w->findingsModel()->count(Finding::Severity::Error), 0);
        QVERIFY(!w->openProject(bad));
        const FindingsModel *m = w->findingsModel();
        QVERIFY2(m->count(Finding::Severity::Error) > 0, qPrintable(findingsText(m)));
        for (int i = 0; i < m->rowCount(); ++i) {
            if (m->findings().at(i).severity != Finding::Severity::Error)
                continue;
            // where in bad.yaml, but no field of the open project to jump to
            QVERIFY2(
                locationText(m, i).startsWith(QLatin1String("bad.yaml")), qPrintable(locationText(m, i)));
            QVERIFY(m->index(i, 0).data(FindingsModel::FieldPathRole).toString().isEmpty());
            w->editor()->pages()->setCurrentIndex(ProjectEditor::ProcessesPage);
            doubleClickRow(w->findingsView(), i);
            QCOMPARE(w->editor()->pages()->currentIndex(), int(ProjectEditor::ProcessesPage));
        }
        QVERIFY(w->editor()->processModel()->setData(
            w->editor()->processModel()->index(1, ProcessTableModel::ReplicasColumn), 3));
        QCOMPARE(m->count(Finding::Severity::Error), 0);
    }

    // What a first-time user's trial found unchecked, listed at its file and line with its field.
    void aDoubtfulValueIsListedAtItsLineAndField_data()
    {
        QTest::addColumn<QByteArray>("yaml");
        QTest::addColumn<int>("severity");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("location");
        QTest::addColumn<QString>("text");
        const QByteArray head
            = "schemaVersion: 1\napps:\n  - name: shop\n    image: registry.example.com/shop:1\n"
              "    processes:\n      - name: web\n        command: x\n";
        QTest::newRow("a replica count past any sane cap is a warning")
            << head + "        replicas: 2147483647\n"
            << int(Finding::Severity::Warning) << QStringLiteral("apps[shop].processes[web].replicas")
            << QStringLiteral("doubtful.yaml:8") << QStringLiteral("above 1000: probably a typo");
        QTest::newRow("a schedule on February 31st is a warning")
            << head + "    cron:\n      - command: y\n        schedule: \"0 0 31 2 *\"\n"
            << int(Finding::Severity::Warning) << QStringLiteral("apps[shop].cron[0].schedule")
            << QStringLiteral("doubtful.yaml:10") << QStringLiteral("the CronJob would never run");
    }

    void aDoubtfulValueIsListedAtItsLineAndField()
    {
        QFETCH(QByteArray, yaml);
        QFETCH(int, severity);
        QFETCH(QString, field);
        QFETCH(QString, location);
        QFETCH(QString, text);
        const QString path = m_dir->filePath(QStringLiteral("doubtful.yaml"));
        QVERIFY(writeFile(path, yaml));
        auto w = makeWindow();
        QVERIFY(w->openProject(path));
        QTRY_VERIFY(w->hasProject());
        const FindingsModel *m = w->findingsModel();
        int found = 0;
        for (int i = 0; i < m->rowCount(); ++i) {
            const Finding &f = m->findings().at(i);
            if (f.fieldPath != field || !f.message.contains(text))
                continue;
            ++found;
            QCOMPARE(int(f.severity), severity);
            QCOMPARE(locationText(m, i), location);
            QCOMPARE(m->index(i, FindingsModel::FieldColumn).data().toString(), field);
        }
        QVERIFY2(found == 1, qPrintable(findingsText(m)));
    }

    void itemsAddedInTheFormAreNotFromTheProcfile_data()
    {
        QTest::addColumn<bool>("imported");
        QTest::addColumn<QString>("item"); // cron, env, port
        for (const bool imported : { true, false }) {
            const char *where = imported ? "an imported project: form" : "an opened project: its file";
            QTest::addRow("a cron task in %s", where) << imported << QStringLiteral("cron");
            QTest::addRow("an env var in %s", where) << imported << QStringLiteral("env");
            QTest::addRow("a port in %s", where) << imported << QStringLiteral("port");
        }
    }

    void itemsAddedInTheFormAreNotFromTheProcfile()
    {
        QFETCH(bool, imported);
        QFETCH(QString, item);
        const QString file = imported ? QString() : writeProject(QStringLiteral("added-%1.yaml").arg(item));
        auto w = imported ? importApp() : openAndRender(file);
        QVERIFY(w);
        const QString app = w->project().apps.constFirst().name;
        QString path;
        if (item == QLatin1String("cron")) {
            CronTableModel *cron = w->editor()->cronModel();
            const int row = cron->rowCount();
            QVERIFY(cron->insertRows(row, 1)); // "@daily" without a command: an error
            QVERIFY(cron->setData(
                cron->index(row, CronTableModel::ScheduleColumn), QStringLiteral("61 * * * *")));
            path = QStringLiteral("apps[%1].cron[%2]").arg(app).arg(row);
        } else if (item == QLatin1String("env")) {
            EnvTableModel *env = w->editor()->envModel();
            const int row = env->rowCount();
            QVERIFY(env->insertRows(row, 1));
            QVERIFY(env->setData(env->index(row, EnvTableModel::NameColumn), QStringLiteral("MY VAR")));
            path = QStringLiteral("apps[%1].env").arg(app);
        } else {
            ProcessTableModel *processes = w->editor()->processModel();
            QVERIFY(processes->setData(
                processes->index(0, ProcessTableModel::PortsColumn), QStringLiteral("http:80:70000")));
            path = QStringLiteral("apps[%1].processes").arg(app);
        }
        const FindingsModel *m = w->findingsModel();
        int row = -1;
        for (int i = 0; i < m->rowCount() && row < 0; ++i) {
            const Finding &f = m->findings().at(i);
            if (f.severity == Finding::Severity::Error && f.fieldPath.startsWith(path))
                row = i;
        }
        QVERIFY2(row >= 0, qPrintable(findingsText(m)));
        const QString location = locationText(m, row);
        if (imported)
            QCOMPARE(location, QStringLiteral("form"));
        else
            QVERIFY2(location.startsWith(QFileInfo(file).fileName()), qPrintable(location));
        QVERIFY2(!location.contains(QLatin1String("Procfile")), qPrintable(location));
    }
};

QTEST_MAIN(TestWindowFindings)
#include "tst_windowfindings.moc"
