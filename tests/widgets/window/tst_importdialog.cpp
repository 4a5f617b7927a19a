// SPDX-License-Identifier: GPL-3.0-or-later
// File → Import of an app folder with errors: the message box says how many there are and shows
// every one (the first few in its text, all under Show Details), offscreen. Set
// HELMDECK_TEST_SCREENSHOTS=<dir> to keep PNGs of the box.
#include "mainwindowtest.h"

#include "window/errorlistbox.h"

#include <QTimer>

#include <memory>

class TestImportDialog : public MainWindowTestBase
{
    Q_OBJECT

    /** A Procfile with @p count invalid process types, "Bad_1: run" … (one error each). */
    static QByteArray badProcfile(int count)
    {
        QByteArray text;
        for (int i = 1; i <= count; ++i)
            text += "Bad_" + QByteArray::number(i) + ": run\n";
        return text;
    }

private Q_SLOTS:
    void initTestCase() { initCase(QStringLiteral("tst_importdialog")); }
    void init() { resetCase(); }

    void theBoxCountsTheErrorsAndShowsEveryOne_data()
    {
        QTest::addColumn<int>("count");
        QTest::addColumn<bool>("details");
        QTest::newRow("one error, in the text") << 1 << false;
        QTest::newRow("five errors, all in the text") << 5 << false;
        QTest::newRow("seven errors: five in the text, the rest said and all under Show Details")
            << 7 << true;
    }

    void theBoxCountsTheErrorsAndShowsEveryOne()
    {
        QFETCH(int, count);
        QFETCH(bool, details);
        QTemporaryDir app;
        QVERIFY(app.isValid());
        QVERIFY(writeFile(app.filePath(QStringLiteral("Procfile")), badProcfile(count)));
        auto w = makeWindow();
        w->setErrorReporter(nullptr); // the real box, not the recorder
        struct Seen
        {
            bool shown = false;
            QString title, text, informative, detailed;
        };
        const auto seen = std::make_shared<Seen>();
        // runs inside the box's exec(); closes whatever is modal, so a wrong dialog cannot hang the test
        QTimer::singleShot(0, this, [seen]() {
            QWidget *modal = QApplication::activeModalWidget();
            if (auto *box = qobject_cast<ErrorListBox *>(modal)) {
                seen->shown = true;
                seen->title = box->windowTitle();
                seen->text = box->text();
                seen->informative = box->informativeText();
                seen->detailed = box->detailedText();
                const QString shots = qEnvironmentVariable("HELMDECK_TEST_SCREENSHOTS");
                if (!shots.isEmpty())
                    box->grab().save(
                        QDir(shots).filePath(QStringLiteral("import-errors-%1.png")
                                                 .arg(box->informativeText().count(QLatin1Char('\n')) + 1)),
                        "PNG");
            }
            if (modal)
                modal->close();
        });
        QVERIFY(!w->importFolder(app.path()));
        QVERIFY(seen->shown);
        const QString text = seen->text, informative = seen->informative, detailed = seen->detailed;
        QCOMPARE(seen->title, QStringLiteral("Cannot Import Folder"));
        QVERIFY2(
            text.startsWith(QDir::toNativeSeparators(app.path()) + QStringLiteral(" could not be imported.")),
            qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Errors: %1").arg(count)), qPrintable(text));
        for (int i = 1; i <= count; ++i) {
            const QString name = QStringLiteral("\"Bad_%1\"").arg(i);
            if (i <= ErrorListBox::FirstShown)
                QVERIFY2(informative.contains(name), qPrintable(informative));
            else
                QVERIFY2(!informative.contains(name), qPrintable(informative));
            if (details)
                QVERIFY2(detailed.contains(name), qPrintable(detailed));
        }
        QCOMPARE(informative.contains(QStringLiteral("and %1 more").arg(count - ErrorListBox::FirstShown)),
            details);
        QCOMPARE(detailed.isEmpty(), !details);
        // each one is listed in Findings too, with its file and line
        QCOMPARE(w->findingsModel()->count(Finding::Severity::Error), count);
        QVERIFY(!w->hasProject()); // nothing half-applied
    }

    void theErrorReporterGetsTheCountAndEveryError()
    {
        QTemporaryDir app;
        QVERIFY(app.isValid());
        QVERIFY(writeFile(app.filePath(QStringLiteral("Procfile")), badProcfile(9)));
        auto w = makeWindow();
        QVERIFY(!w->importFolder(app.path()));
        QCOMPARE(m_errors.size(), 1);
        const QString report = m_errors.constFirst();
        QVERIFY2(report.contains(QLatin1String("Errors: 9")), qPrintable(report));
        for (int i = 1; i <= 9; ++i)
            QVERIFY2(report.contains(QStringLiteral("\"Bad_%1\"").arg(i)), qPrintable(report));
        QVERIFY2(report.contains(QLatin1String("Procfile:9:")), qPrintable(report)); // file and line
    }
};

QTEST_MAIN(TestImportDialog)
#include "tst_importdialog.moc"
