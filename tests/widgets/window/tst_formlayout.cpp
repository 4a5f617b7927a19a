// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/projecteditor.h"
#include "editor/pullsecretform.h"
#include "forms/findinglabel.h"
#include "forms/formpages.h"
#include "forms/tableform.h"
#include "preview/previewpane.h"
#include "storage/mounttablemodel.h"
#include "storage/storageeditor.h"
#include "storage/storageentryform.h"
#include "window/mainwindow.h"
#include "windowfixture.h"

#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QScrollArea>
#include <QScrollBar>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QToolButton>

using namespace HelmDeck;

/**
 * The forms at the window's default size: every page fits the project dock without a horizontal
 * scroll bar and nothing is cut off. With HELMDECK_SCREENSHOT_DIR set, each page is also saved
 * there as a PNG for a human look (run under xvfb-run with QT_QPA_PLATFORM=xcb to see real fonts).
 */
class TestFormLayout : public QObject
{
    Q_OBJECT

private:
    WindowFixture m_fx;
    std::unique_ptr<MainWindow> m_window;

    void shoot(const QString &name)
    {
        const QString dir = QString::fromLocal8Bit(qgetenv("HELMDECK_SCREENSHOT_DIR"));
        if (dir.isEmpty())
            return;
        QTest::qWait(100); // let layouts settle
        QVERIFY(m_window->grab().save(QDir(dir).filePath(name + QStringLiteral(".png"))));
    }

    static Project richProject()
    {
        Project p = WindowFixture::sampleProject();
        App &app = p.apps[0];
        app.env = { EnvVar { QStringLiteral("LOG_LEVEL"), QStringLiteral("info"), false },
            EnvVar { QStringLiteral("SECRET_KEY"), QStringLiteral("s3cr3t-value"), true } };
        app.mounts = { StorageMount {
                           QStringLiteral("uploads"), QStringLiteral("/app/uploads"), QString(), false, {} },
            StorageMount { QStringLiteral("media"), QStringLiteral("/srv/media"), QStringLiteral("public"),
                true, QStringList { QStringLiteral("web"), QStringLiteral("run") } } };
        app.pullSecret.registry = QStringLiteral("registry.example.com");
        app.pullSecret.username = QStringLiteral("deploy-bot");
        app.pullSecret.password = QStringLiteral("pw");
        StorageEntry uploads;
        uploads.name = QStringLiteral("uploads");
        uploads.size = QStringLiteral("5Gi");
        uploads.storageClass = QStringLiteral("local-path");
        uploads.labels = { qMakePair(QStringLiteral("tier"), QStringLiteral("data")) };
        StorageEntry media;
        media.name = QStringLiteral("media");
        media.size = QStringLiteral("50Gi");
        media.hostPath = QStringLiteral("/srv/media");
        media.accessMode = QStringLiteral("ReadWriteMany");
        p.storage = { uploads, media };
        return p;
    }

    /** No horizontal scroll bar and no child wider than the page's viewport. */
    static void checkFits(QWidget *page)
    {
        const auto scrolls = page->findChildren<QScrollArea *>();
        for (QScrollArea *scroll : scrolls) {
            if (!scroll->isVisible() || !scroll->widget())
                continue;
            QVERIFY2(!scroll->horizontalScrollBar()->isVisible(),
                qPrintable(QString::fromLatin1(scroll->widget()->metaObject()->className())
                    + QStringLiteral(" scrolls sideways: needs ")
                    + QString::number(scroll->widget()->minimumSizeHint().width()) + QStringLiteral(" px of ")
                    + QString::number(scroll->viewport()->width())));
        }
        const auto edits = page->findChildren<QLineEdit *>();
        for (QLineEdit *edit : edits) {
            if (!edit->isVisible())
                continue;
            const QRect inPage(edit->mapTo(page, QPoint(0, 0)), edit->size());
            // Sideways only: a page may scroll down to a field.
            QVERIFY2(inPage.left() >= 0 && inPage.right() <= page->rect().right(),
                qPrintable(edit->objectName() + QStringLiteral(" sticks out of its page")));
            QVERIFY2(edit->width() >= 120, qPrintable(edit->objectName() + QStringLiteral(" is squashed")));
        }
    }

private Q_SLOTS:
    void initTestCase()
    {
        QString error;
        if (!m_fx.init(QStringLiteral("tst_formlayout"), &error))
            QFAIL(qPrintable(error));
        m_window = m_fx.openAndRender(m_fx.writeProject(QStringLiteral("layout.yaml"), richProject()));
        QVERIFY(m_window);
        QCOMPARE(m_window->size(), QSize(1280, 800));
    }

    void everyPageFits_data()
    {
        QTest::addColumn<int>("page");
        QTest::addColumn<QString>("name");
        QTest::addRow("app") << int(ProjectEditor::AppPage) << "page-app";
        QTest::addRow("processes") << int(ProjectEditor::ProcessesPage) << "page-processes";
        QTest::addRow("domains") << int(ProjectEditor::DomainsPage) << "page-domains";
        QTest::addRow("routing") << int(ProjectEditor::RoutingPage) << "page-routing";
        QTest::addRow("services") << int(ProjectEditor::ServicesPage) << "page-services";
        QTest::addRow("env") << int(ProjectEditor::EnvPage) << "page-env";
        QTest::addRow("mounts") << int(ProjectEditor::MountsPage) << "page-mounts";
        QTest::addRow("pull secret") << int(ProjectEditor::PullSecretPage) << "page-pullsecret";
        QTest::addRow("release") << int(ProjectEditor::ReleasePage) << "page-release";
        QTest::addRow("health checks") << int(ProjectEditor::HealthChecksPage) << "page-healthchecks";
        QTest::addRow("monitoring") << int(ProjectEditor::MonitoringPage) << "page-monitoring";
        QTest::addRow("scaling") << int(ProjectEditor::ScalingPage) << "page-scaling";
        QTest::addRow("storage") << int(ProjectEditor::StoragePage) << "page-storage";
    }

    void everyPageFits()
    {
        QFETCH(int, page);
        QFETCH(QString, name);
        FormPages *pages = m_window->editor()->pages();
        pages->setCurrentIndex(page);
        QTest::qWait(50);
        checkFits(pages->currentWidget());
        shoot(name);
    }

    void mountTargetsEditorDropsDownInView()
    {
        m_window->editor()->pages()->setCurrentIndex(ProjectEditor::MountsPage);
        TableForm *form = m_window->editor()->mountsForm();
        const QModelIndex cell = m_window->editor()->mountModel()->index(1, MountTableModel::TargetsColumn);
        form->view()->setCurrentIndex(cell);
        form->view()->edit(cell);
        auto *editor
            = form->view()->viewport()->findChild<QListWidget *>(QStringLiteral("mountTargetsEditor"));
        QVERIFY(editor);
        QVERIFY(editor->isVisible());
        // Every choice is visible without scrolling, and the list stays inside the table.
        QCOMPARE(editor->count(), 5); // all, web, worker, cron, run
        QVERIFY2(editor->height() >= editor->count() * editor->sizeHintForRow(0),
            qPrintable(QString::number(editor->height())));
        QVERIFY2(form->view()->viewport()->rect().contains(editor->geometry()),
            qPrintable(QStringLiteral("%1,%2 %3x%4")
                           .arg(editor->x())
                           .arg(editor->y())
                           .arg(editor->width())
                           .arg(editor->height())));
        shoot(QStringLiteral("page-mounts-targets"));
        QTest::keyClick(editor, Qt::Key_Escape); // closes it unchanged
        QTRY_VERIFY(
            !form->view()->viewport()->findChild<QListWidget *>(QStringLiteral("mountTargetsEditor")));
        QCOMPARE(m_window->editor()->mountModel()->mounts().at(1).processTypes,
            (QStringList { QStringLiteral("web"), QStringLiteral("run") }));
    }

    void storageEntryWithFinding()
    {
        m_window->editor()->pages()->setCurrentIndex(ProjectEditor::StoragePage);
        StorageEntryForm *form = m_window->editor()->storageEditor()->form();
        m_window->editor()->storageEditor()->selectRow(0);
        form->sizeEdit()->setFocus();
        form->sizeEdit()->selectAll();
        QTest::keyClicks(form->sizeEdit(), QStringLiteral("5GB"));
        QVERIFY(form->findingLabel(QStringLiteral("size"))->isVisible());
        // The label is as tall as its wrapped text, no taller (no blank line before the hint).
        QTest::qWait(100);
        FindingLabel *label = form->findingLabel(QStringLiteral("size"));
        QCOMPARE(label->height(), label->heightForWidth(label->width()));
        checkFits(m_window->editor()->storageEditor());
        QVERIFY(WindowFixture::waitForRender(m_window.get()));
        shoot(QStringLiteral("page-storage-finding"));
        form->sizeEdit()->selectAll();
        QTest::keyClicks(form->sizeEdit(), QStringLiteral("5Gi"));
        QVERIFY(!form->findingLabel(QStringLiteral("size"))->isVisible());
        QVERIFY(WindowFixture::waitForRender(m_window.get()));
        QVERIFY(m_window->preview()->bannerText().isEmpty());
    }

    void storageHostPathEntry()
    {
        m_window->editor()->pages()->setCurrentIndex(ProjectEditor::StoragePage);
        m_window->editor()->storageEditor()->selectRow(1);
        QCOMPARE(m_window->editor()->storageEditor()->form()->backing(), StorageEntryForm::HostPath);
        checkFits(m_window->editor()->storageEditor());
        shoot(QStringLiteral("page-storage-hostpath"));
    }

    void pullSecretNamedMode()
    {
        m_window->editor()->pages()->setCurrentIndex(ProjectEditor::PullSecretPage);
        PullSecretForm *form = m_window->editor()->pullSecretForm();
        form->setMode(PullSecretSettings::Mode::NamedSecrets);
        checkFits(m_window->editor()->pages()->currentWidget());
        shoot(QStringLiteral("page-pullsecret-named"));
        form->setMode(PullSecretSettings::Mode::FromCredentials);
    }

    void previewSecrets()
    {
        QVERIFY(WindowFixture::waitForRender(m_window.get()));
        PreviewPane *preview = m_window->preview();
        auto *tabs = preview->findChild<QTabWidget *>();
        QVERIFY(tabs);
        tabs->setCurrentIndex(0);
        QCOMPARE(tabs->tabText(0), QStringLiteral("config-python"));
        // The corner button is on screen, not pushed out by the tabs.
        QVERIFY(preview->revealButton()->isVisible());
        QVERIFY(preview->rect().contains(
            QRect(preview->revealButton()->mapTo(preview, QPoint(0, 0)), preview->revealButton()->size())));
        shoot(QStringLiteral("preview-hidden"));
        preview->setSecretsRevealed(true);
        shoot(QStringLiteral("preview-revealed"));
        preview->setSecretsRevealed(false);
    }
};

QTEST_MAIN(TestFormLayout)
#include "tst_formlayout.moc"
