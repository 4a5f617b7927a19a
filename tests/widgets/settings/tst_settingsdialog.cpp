// SPDX-License-Identifier: GPL-3.0-or-later
// File → Settings…: editing the default image-pull-secrets, Apply persisting them (to a temp file,
// never the user's), invalid Secret names refused with a message, and the window applying the
// defaults to its preview and pull secret form but never to the saved project file.
#include "editor/projecteditor.h"
#include "editor/pullsecretform.h"
#include "editor/secretnamelistmodel.h"
#include "forms/findinglabel.h"
#include "forms/tableform.h"
#include "io/projectfile.h"
#include "preview/previewpane.h"
#include "settings/settingsdialog.h"
#include "testutil.h"
#include "windowfixture.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace HelmDeck;

class TestSettingsDialog : public QObject
{
    Q_OBJECT

private:
    static bool setName(SettingsDialog *d, int row, const QString &name)
    {
        return d->namesModel()->setData(d->namesModel()->index(row, 0), name);
    }

    QTemporaryDir m_dir;
    WindowFixture m_fixture;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QString error;
        QVERIFY2(m_fixture.init(QStringLiteral("tst_settingsdialog"), &error), qPrintable(error));
    }

    void editAndApplyPersists()
    {
        const QString file = m_dir.filePath(QStringLiteral("apply/HelmDeck.ini"));
        SettingsDialog d(file);
        QAbstractItemModelTester tester(
            d.namesModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        d.show();
        QVERIFY(QTest::qWaitForWindowExposed(&d));
        QCOMPARE(d.namesModel()->rowCount(), 0);
        QVERIFY(!d.applyButton()->isEnabled()); // nothing to apply yet
        QSignalSpy applied(&d, &SettingsDialog::applied);

        d.namesForm()->addRow();
        d.namesForm()->addRow();
        QVERIFY(setName(&d, 1, QStringLiteral("other.cred")));
        QCOMPARE(d.namesModel()->names(),
            (QStringList { QStringLiteral("regcred"), QStringLiteral("other.cred") }));
        QVERIFY(d.applyButton()->isEnabled());
        QVERIFY(!QFile::exists(file)); // nothing written before Apply

        QTest::mouseClick(d.applyButton(), Qt::LeftButton);
        QCOMPARE(applied.count(), 1);
        const GlobalSettings sent = applied.constFirst().constFirst().value<GlobalSettings>();
        QCOMPARE(sent.imagePullSecrets, d.namesModel()->names());
        QCOMPARE(GlobalSettings::load(file).imagePullSecrets, sent.imagePullSecrets);
        QVERIFY(d.statusText().contains(QLatin1String("regcred, other.cred")));
        QVERIFY(!d.applyButton()->isEnabled()); // applied: nothing pending

        // A second dialog shows what was saved; Cancel leaves the file alone.
        SettingsDialog again(file);
        QCOMPARE(again.namesModel()->names(), sent.imagePullSecrets);
        again.namesForm()->view()->selectRow(0);
        again.namesForm()->removeSelectedRows();
        again.reject();
        QCOMPARE(GlobalSettings::load(file).imagePullSecrets, sent.imagePullSecrets);

        // OK applies and closes.
        SettingsDialog third(file);
        third.show();
        QVERIFY(setName(&third, 0, QStringLiteral("first")));
        QSignalSpy thirdApplied(&third, &SettingsDialog::applied);
        QTest::mouseClick(third.okButton(), Qt::LeftButton);
        QCOMPARE(thirdApplied.count(), 1);
        QCOMPARE(third.result(), int(QDialog::Accepted));
        QVERIFY(!third.isVisible());
        QCOMPARE(GlobalSettings::load(file).imagePullSecrets,
            (QStringList { QStringLiteral("first"), QStringLiteral("other.cred") }));
    }

    void invalidNamesAreRejected_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("upper case") << QStringLiteral("RegCred");
        QTest::newRow("underscore") << QStringLiteral("reg_cred");
        QTest::newRow("leading dash") << QStringLiteral("-regcred");
        QTest::newRow("space") << QStringLiteral("reg cred");
        QTest::newRow("254 characters") << QString(254, QLatin1Char('a'));
    }

    void invalidNamesAreRejected()
    {
        QFETCH(QString, name);
        const QString file = m_dir.filePath(
            QStringLiteral("invalid-%1.ini").arg(QString::fromLatin1(QTest::currentDataTag())));
        GlobalSettings before;
        before.imagePullSecrets = QStringList { QStringLiteral("kept") };
        QVERIFY(before.save(file));
        const QByteArray bytes = TestUtil::readFile(file);

        SettingsDialog d(file);
        d.show();
        QSignalSpy applied(&d, &SettingsDialog::applied);
        QVERIFY(setName(&d, 0, name)); // accepted into the table, so the user sees what they typed
        FindingLabel *finding = d.namesForm()->findingLabel();
        QVERIFY(finding->isVisible());
        QCOMPARE(finding->severity(), Finding::Severity::Error);
        QVERIFY2(
            finding->text().contains(QLatin1String("is not a Secret name")), qPrintable(finding->text()));
        QVERIFY(!d.applyButton()->isEnabled());
        QVERIFY(!d.okButton()->isEnabled());
        QVERIFY(!d.apply());
        QVERIFY2(d.statusText().contains(QLatin1String("Not saved")), qPrintable(d.statusText()));
        d.accept(); // Return in the dialog: refused the same way
        QVERIFY(d.isVisible());
        QCOMPARE(applied.count(), 0);
        QCOMPARE(TestUtil::readFile(file), bytes);

        QVERIFY(setName(&d, 0, QStringLiteral("fixed")));
        QVERIFY(finding->isHidden());
        QVERIFY(d.applyButton()->isEnabled());
        QVERIFY(d.apply());
        QCOMPARE(GlobalSettings::load(file).imagePullSecrets, QStringList { QStringLiteral("fixed") });
    }

    void unwritableFileIsReported()
    {
        QFile blocker(m_dir.filePath(QStringLiteral("not-a-folder")));
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        SettingsDialog d(m_dir.filePath(QStringLiteral("not-a-folder/HelmDeck.ini")));
        QSignalSpy applied(&d, &SettingsDialog::applied);
        d.namesForm()->addRow();
        QVERIFY(!d.apply());
        QVERIFY2(d.statusText().contains(QLatin1String("Not saved")), qPrintable(d.statusText()));
        QCOMPARE(applied.count(), 0);
    }

    void windowAppliesTheDefaultToThePreviewOnly()
    {
        const QString settingsFile = m_dir.filePath(QStringLiteral("window/HelmDeck.ini"));
        const QString projectFile = m_fixture.writeProject(QStringLiteral("settings.yaml"));
        auto w = m_fixture.makeWindow();
        w->setGlobalSettingsFile(settingsFile);
        QSignalSpy rendered(w.get(), &MainWindow::renderFinished);
        QVERIFY(w->openProject(projectFile));
        QVERIFY(rendered.wait(WindowFixture::RenderTimeoutMs));
        PullSecretForm *form = w->editor()->pullSecretForm();
        QVERIFY(form->globalDefaultNote()->isHidden());
        QVERIFY(
            !w->preview()->releaseText(QStringLiteral("python")).contains(QLatin1String("imagePullSecrets")));

        // File → Settings…, add a name, Apply: the preview re-renders with it.
        QAction *action = w->findChild<QAction *>(QStringLiteral("settingsAction"));
        QVERIFY(action);
        action->trigger();
        auto *dialog = w->findChild<SettingsDialog *>();
        QVERIFY(dialog);
        QCOMPARE(dialog->fileName(), settingsFile);
        dialog->namesForm()->addRow();
        QVERIFY(setName(dialog, 0, QStringLiteral("team-pull")));
        QTest::mouseClick(dialog->applyButton(), Qt::LeftButton);
        bool ok = false;
        QVERIFY(WindowFixture::waitForNextRender(w.get(), &ok));
        QVERIFY(ok);
        const QString yaml = w->preview()->releaseText(QStringLiteral("python"));
        QVERIFY2(yaml.contains(QLatin1String("- name: \"team-pull\"")), qPrintable(yaml));
        QCOMPARE(w->globalSettings().imagePullSecrets, QStringList { QStringLiteral("team-pull") });
        QVERIFY(!form->globalDefaultNote()->isHidden());
        QVERIFY2(form->globalDefaultNote()->text().startsWith(
                     QLatin1String("Using the global default: team-pull.")),
            qPrintable(form->globalDefaultNote()->text()));
        dialog->close();

        // The default is the user's, not the project's: saving never writes it.
        QVERIFY(w->saveProjectAs(projectFile));
        QVERIFY(!TestUtil::readFile(projectFile).contains("team-pull"));
        QVERIFY(w->project().apps.constFirst().imagePullSecrets.isEmpty());

        // An app-level credential opts out: the note goes, the next render has no default names.
        QTest::keyClicks(form->registryEdit(), QStringLiteral("registry.example.com"));
        QTest::keyClicks(form->usernameEdit(), QStringLiteral("ci"));
        QVERIFY(form->globalDefaultNote()->isHidden());
        QVERIFY(WindowFixture::waitForNextRender(w.get(), &ok));
        QVERIFY(!w->preview()->releaseText(QStringLiteral("python")).contains(QLatin1String("team-pull")));
    }
};

QTEST_MAIN(TestSettingsDialog)
#include "tst_settingsdialog.moc"
