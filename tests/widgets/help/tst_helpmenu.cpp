// SPDX-License-Identifier: GPL-3.0-or-later
// The window's Help menu (docs/translations.md "Help"): the manual on F1 with its pages and links, the
// list of every shortcut, About naming the versions, and the window in German under a German locale.
#include "cluster/helmtool.h"
#include "helmdeck-config.h"
#include "help/aboutdialog.h"
#include "help/helpactions.h"
#include "help/manualdialog.h"
#include "help/shortcutsdialog.h"
#include "help/translationloader.h"
#include "secrets/secretstore.h"
#include "testutil.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QHash>
#include <QHeaderView>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QScreen>
#include <QStandardPaths>
#include <QTest>
#include <QTextBrowser>
#include <QTreeWidget>

#include <memory>

using namespace HelmDeck;

class TestHelpMenu : public QObject
{
    Q_OBJECT

    std::unique_ptr<MainWindow> makeWindow()
    {
        auto w = std::make_unique<MainWindow>(
            HelmTool::detect(TestUtil::helm(4)), new SecretStore(SecretStore::Backend::SessionOnly));
        w->show();
        return w;
    }

    static QMenu *menuTitled(MainWindow *w, const QString &title)
    {
        for (QAction *a : w->menuBar()->actions()) {
            if (a->menu() && a->text() == title)
                return a->menu();
        }
        return nullptr;
    }

    static QStringList menuTitles(MainWindow *w)
    {
        QStringList titles;
        for (QAction *a : w->menuBar()->actions())
            titles.append(a->text());
        return titles;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("HelmDeckTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_helpmenu"));
    }

    void cleanup() { TranslationLoader::install(qApp, QLocale(QLocale::English)); }

    void helpIsTheLastMenuWithItsActions_data()
    {
        QTest::addColumn<QString>("objectName");
        QTest::addColumn<QString>("text");
        QTest::addRow("the manual") << "helpManualAction"
                                    << "HelmDeck &Manual";
        QTest::addRow("the keyboard shortcuts") << "helpShortcutsAction"
                                                << "&Keyboard Shortcuts";
        QTest::addRow("about HelmDeck") << "helpAboutAction"
                                        << "&About HelmDeck";
        QTest::addRow("about Qt") << "helpAboutQtAction"
                                  << "About &Qt";
    }

    void helpIsTheLastMenuWithItsActions()
    {
        QFETCH(QString, objectName);
        QFETCH(QString, text);
        auto w = makeWindow();
        QCOMPARE(menuTitles(w.get()).constLast(), QStringLiteral("&Help"));
        QMenu *help = menuTitled(w.get(), QStringLiteral("&Help"));
        QVERIFY(help);
        QAction *action = help->findChild<QAction *>(objectName);
        if (!action) { // actions added with QMenu::addAction are children of the menu or the window
            for (QAction *a : help->actions()) {
                if (a->objectName() == objectName)
                    action = a;
            }
        }
        QVERIFY2(action, qPrintable(objectName));
        QCOMPARE(action->text(), text);
    }

    void f1OpensTheManualOnTheReadme()
    {
        auto w = makeWindow();
        QApplication::setActiveWindow(w.get()); // a shortcut needs an active window
        QVERIFY(QTest::qWaitForWindowActive(w.get()));
        auto *help = w->findChild<HelpActions *>();
        QVERIFY(help);
        QVERIFY(help->manualAction()->shortcuts().contains(QKeySequence(Qt::Key_F1)));
        QTest::keyClick(w.get(), Qt::Key_F1);
        auto *manual = w->findChild<ManualDialog *>();
        QVERIFY2(manual, "F1 opened no manual");
        QVERIFY(manual->isVisible());
        QCOMPARE(manual->currentPage(), QStringLiteral("README.md"));
        QVERIFY(
            manual->browser()->toPlainText().contains(QLatin1String("HelmDeck is a small, fast Qt desktop")));
        // F1 again raises the same dialog
        QTest::keyClick(w.get(), Qt::Key_F1);
        QCOMPARE(w->findChildren<ManualDialog *>().size(), 1);
    }

    void theManualListsEveryDocsPage_data()
    {
        QTest::addColumn<QString>("page");
        QTest::addColumn<QString>("title");
        QTest::addColumn<QString>("text"); // a sentence of its rendered Markdown
        QTest::addRow("the project file schema") << "docs/project-file.md"
                                                 << "The project file: helmdeck.yaml"
                                                 << "helmdeck.yaml";
        QTest::addRow("deploying") << "docs/deploy.md" << QString() << "config-";
        QTest::addRow("translating") << "docs/translations.md"
                                     << "Help and translations"
                                     << "lupdate";
        QTest::addRow("installing") << "docs/packaging.md"
                                    << "Installing and packaging"
                                    << "cpack";
    }

    void theManualListsEveryDocsPage()
    {
        QFETCH(QString, page);
        QFETCH(QString, title);
        QFETCH(QString, text);
        QVERIFY2(
            ManualDialog::pages().contains(page), qPrintable(ManualDialog::pages().join(QLatin1Char(' '))));
        if (!title.isEmpty())
            QCOMPARE(ManualDialog::pageTitle(page), title);
        ManualDialog manual;
        QVERIFY(manual.openPage(page));
        QCOMPARE(manual.currentPage(), page);
        QVERIFY(manual.browser()->toPlainText().contains(text));
        // rendered from Markdown: no heading marks left
        QVERIFY(!manual.browser()->toPlainText().startsWith(QLatin1String("# ")));
    }

    void aLinkBetweenPagesOpensInPlaceAndBackReturns()
    {
        ManualDialog manual;
        QCOMPARE(manual.currentPage(), QStringLiteral("README.md"));
        Q_EMIT manual.browser()->anchorClicked(QUrl(QStringLiteral("docs/deploy.md")));
        QCOMPARE(manual.currentPage(), QStringLiteral("docs/deploy.md"));
        manual.browser()->backward();
        QCOMPARE(manual.currentPage(), QStringLiteral("README.md"));
        QVERIFY(!manual.openPage(QStringLiteral("docs/no-such-page.md")));
        // a link into the source tree stays on the page and says why
        Q_EMIT manual.browser()->anchorClicked(QUrl(QStringLiteral("tests/fuzz/README.md")));
        QCOMPARE(manual.currentPage(), QStringLiteral("README.md"));
    }

    void theManualsListFollowsThePageShown_data()
    {
        QTest::addColumn<QString>("how");
        QTest::addRow("a link to another page") << "link";
        QTest::addRow("Back after a link") << "back";
        QTest::addRow("Forward after Back") << "forward";
        QTest::addRow("a link with an anchor") << "anchor";
    }

    /** The page list highlights the page shown, however the user got there. */
    void theManualsListFollowsThePageShown()
    {
        QFETCH(QString, how);
        ManualDialog manual;
        manual.show();
        QVERIFY(QTest::qWaitForWindowExposed(&manual));
        auto *list = manual.findChild<QListWidget *>(QStringLiteral("manualPages"));
        QVERIFY(list);
        const auto selectedPage = [list]() {
            const QList<QListWidgetItem *> selected = list->selectedItems();
            return selected.size() == 1 ? selected.constFirst()->data(Qt::UserRole).toString() : QString();
        };
        QCOMPARE(selectedPage(), QStringLiteral("README.md"));
        Q_EMIT manual.browser()->anchorClicked(
            QUrl(how == QLatin1String("anchor") ? QStringLiteral("docs/deploy.md#top")
                                                : QStringLiteral("docs/deploy.md")));
        QString expected = QStringLiteral("docs/deploy.md");
        if (how == QLatin1String("back") || how == QLatin1String("forward")) {
            manual.browser()->backward();
            expected = QStringLiteral("README.md");
        }
        if (how == QLatin1String("forward")) {
            manual.browser()->forward();
            expected = QStringLiteral("docs/deploy.md");
        }
        QCOMPARE(manual.currentPage(), expected);
        QCOMPARE(selectedPage(), expected);
        QCOMPARE(list->currentItem()->data(Qt::UserRole).toString(), expected);
    }

    void theShortcutsDialogListsTheWindowsKeys_data()
    {
        QTest::addColumn<QString>("action");
        QTest::addColumn<QKeySequence>("key");
        QTest::addRow("Save in the File menu") << "Save" << QKeySequence(QKeySequence::Save);
        QTest::addRow("Quit") << "Quit" << QKeySequence(Qt::CTRL | Qt::Key_Q);
        QTest::addRow("the manual on F1") << "HelmDeck Manual" << QKeySequence(Qt::Key_F1);
        QTest::addRow("the map's Fit") << "Fit Map in View" << QKeySequence(Qt::CTRL | Qt::Key_0);
        QTest::addRow("the map's zoom in") << "Zoom Map In" << QKeySequence(Qt::CTRL | Qt::Key_Plus);
        QTest::addRow("the map's zoom out") << "Zoom Map Out" << QKeySequence(Qt::CTRL | Qt::Key_Minus);
        QTest::newRow("the map at its actual size")
            << "Map at Actual Size" << QKeySequence(Qt::CTRL | Qt::Key_1);
    }

    void theShortcutsDialogShowsWholeNames_data()
    {
        QTest::addColumn<QString>("locale");
        QTest::addRow("in English") << "en_US";
        QTest::addRow("in German, with longer names") << "de_DE";
    }

    /** No action's name is cut: the name column is as wide as its longest name, the keys beside it. */
    void theShortcutsDialogShowsWholeNames()
    {
        QFETCH(QString, locale);
        TranslationLoader::install(qApp, QLocale(locale));
        auto w = makeWindow();
        ShortcutsDialog *dialog = w->findChild<HelpActions *>()->showShortcuts();
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        QTreeWidget *tree = dialog->tree();
        int rows = 0;
        for (int i = 0; i < tree->topLevelItemCount(); ++i) {
            for (int j = 0; j < tree->topLevelItem(i)->childCount(); ++j) {
                const QTreeWidgetItem *item = tree->topLevelItem(i)->child(j);
                const QRect cell = tree->visualItemRect(item);
                const int needed = tree->fontMetrics().horizontalAdvance(item->text(0));
                QVERIFY2(tree->columnWidth(0) - tree->indentation() >= needed,
                    qPrintable(
                        item->text(0) + QStringLiteral(": %1 < %2").arg(tree->columnWidth(0)).arg(needed)));
                QVERIFY(cell.isValid());
                ++rows;
            }
        }
        QVERIFY(rows > 10);
        // both columns in view when the screen has the room
        const int both = tree->columnWidth(0) + tree->header()->sectionSizeHint(1);
        if (dialog->screen()->availableGeometry().width() * 9 / 10 > both + 80)
            QVERIFY2(tree->viewport()->width() >= both,
                qPrintable(QStringLiteral("%1 < %2").arg(tree->viewport()->width()).arg(both)));
        const QString dir = qEnvironmentVariable("HELMDECK_SHOTS_DIR");
        if (!dir.isEmpty())
            QVERIFY(dialog->grab().save(
                QDir(dir).filePath(QStringLiteral("shortcuts-whole-%1.png").arg(locale))));
    }

    void theShortcutsDialogListsTheWindowsKeys()
    {
        QFETCH(QString, action);
        QFETCH(QKeySequence, key);
        auto w = makeWindow();
        ShortcutsDialog *dialog = w->findChild<HelpActions *>()->showShortcuts();
        QTreeWidget *tree = dialog->tree();
        QStringList keys;
        for (int i = 0; i < tree->topLevelItemCount(); ++i) {
            for (int j = 0; j < tree->topLevelItem(i)->childCount(); ++j) {
                const QTreeWidgetItem *item = tree->topLevelItem(i)->child(j);
                if (item->text(0) == action)
                    keys = item->text(1).split(QStringLiteral(", "));
            }
        }
        QVERIFY2(keys.contains(key.toString(QKeySequence::NativeText)),
            qPrintable(action + QStringLiteral(": ") + keys.join(QLatin1Char('|'))));
    }

    void aboutNamesTheVersionsAndTheLicence_data()
    {
        QTest::addColumn<QString>("expected");
        QTest::addRow("HelmDeck's version") << QStringLiteral("HelmDeck " HELMDECK_VERSION);
        QTest::addRow("the Qt it runs on") << QStringLiteral("Qt %1").arg(QString::fromLatin1(qVersion()));
        QTest::addRow("the Qt it was built against") << QStringLiteral("built against " QT_VERSION_STR);
        QTest::addRow("yaml-cpp") << "yaml-cpp 0.";
        QTest::addRow("KSyntaxHighlighting") << "KSyntaxHighlighting 5.";
#if HELMDECK_HAVE_QTERMWIDGET
        QTest::addRow("qtermwidget") << "qtermwidget 1.";
#else
        QTest::addRow("qtermwidget, left out") << "qtermwidget not built in";
#endif
#if HELMDECK_HAVE_KEYCHAIN
        QTest::addRow("QtKeychain") << "QtKeychain 0.";
#else
        QTest::addRow("QtKeychain, left out") << "QtKeychain not built in";
#endif
        QTest::addRow("libarchive") << "libarchive 3.";
        QTest::addRow("the licence") << "GPL-3.0-or-later";
    }

    void aboutNamesTheVersionsAndTheLicence()
    {
        QFETCH(QString, expected);
        auto w = makeWindow();
        AboutDialog *about = w->findChild<HelpActions *>()->showAbout();
        QVERIFY2(about->text().contains(expected), qPrintable(about->text()));
    }

    void theDialogsFitTheScreen_data()
    {
        QTest::addColumn<QString>("dialog");
        QTest::addRow("About HelmDeck") << "about";
        QTest::addRow("the manual on the README") << "manual";
        QTest::addRow("the manual on a page with a table") << "manual-deploy";
        QTest::addRow("the keyboard shortcuts") << "shortcuts";
    }

    /** Each dialog within the screen's available area, at any scale (QT_SCALE_FACTOR=2: tst_helpmenu2x);
     *  with HELMDECK_SHOTS_DIR set, its picture saved there (docs/translations.md). */
    void theDialogsFitTheScreen()
    {
        QFETCH(QString, dialog);
        auto w = makeWindow();
        HelpActions *help = w->findChild<HelpActions *>();
        QWidget *shown = nullptr;
        if (dialog == QLatin1String("about"))
            shown = help->showAbout();
        else if (dialog == QLatin1String("shortcuts"))
            shown = help->showShortcuts();
        else
            shown = help->showManual(dialog == QLatin1String("manual") ? QStringLiteral("README.md")
                                                                       : QStringLiteral("docs/deploy.md"));
        QVERIFY(QTest::qWaitForWindowExposed(shown));
        // within the screen, unless that is smaller than the dialog's least size (the offscreen
        // screen at 2x is 400x300); then as small as the layout allows
        const QRect available = shown->screen()->availableGeometry();
        const QSize least = shown->minimumSizeHint();
        QVERIFY2(shown->width() <= qMax(available.width(), least.width())
                && shown->height() <= qMax(available.height(), least.height()),
            qPrintable(QStringLiteral("%1x%2 on %3x%4")
                           .arg(shown->width())
                           .arg(shown->height())
                           .arg(available.width())
                           .arg(available.height())));
        // nothing cut off: the layout got at least the room it asked for
        QVERIFY(shown->width() >= shown->minimumSizeHint().width());
        QVERIFY(shown->height() >= shown->minimumSizeHint().height());
        const QString dir = qEnvironmentVariable("HELMDECK_SHOTS_DIR");
        if (!dir.isEmpty())
            QVERIFY(shown->grab().save(QDir(dir).filePath(dialog + QStringLiteral(".png"))));
    }

    void theMenuBarsAccessKeysAreDistinct_data()
    {
        QTest::addColumn<QString>("locale");
        QTest::addRow("in English") << "en_US";
        QTest::addRow("in German") << "de_DE";
    }

    /** Alt+letter opens one menu: no two titles of the menu bar share their mnemonic. */
    void theMenuBarsAccessKeysAreDistinct()
    {
        QFETCH(QString, locale);
        TranslationLoader::install(qApp, QLocale(locale));
        auto w = makeWindow();
        QHash<QChar, QString> taken;
        for (const QString &title : menuTitles(w.get())) {
            const int amp = title.indexOf(QLatin1Char('&'));
            QVERIFY2(
                amp >= 0 && amp + 1 < title.size(), qPrintable(title + QStringLiteral(": no access key")));
            const QChar key = title.at(amp + 1).toLower();
            QVERIFY2(!taken.contains(key), qPrintable(title + QStringLiteral(" and ") + taken.value(key)));
            taken.insert(key, title);
        }
    }

    void aGermanLocaleShowsTheWindowInGerman_data()
    {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<QString>("fileMenu");
        QTest::addColumn<QString>("helpMenu");
        QTest::addColumn<QString>("aboutTitle");
        QTest::addRow("German (Germany)") << "de_DE"
                                          << "&Datei"
                                          << "&Hilfe"
                                          << "Über HelmDeck";
        QTest::addRow("German (Austria) falls back to German") << "de_AT"
                                                               << "&Datei"
                                                               << "&Hilfe"
                                                               << "Über HelmDeck";
        QTest::addRow("English stays in English") << "en_US"
                                                  << "&File"
                                                  << "&Help"
                                                  << "About HelmDeck";
        QTest::addRow("a language without a translation stays in English") << "fr_FR"
                                                                           << "&File"
                                                                           << "&Help"
                                                                           << "About HelmDeck";
    }

    void aGermanLocaleShowsTheWindowInGerman()
    {
        QFETCH(QString, locale);
        QFETCH(QString, fileMenu);
        QFETCH(QString, helpMenu);
        QFETCH(QString, aboutTitle);
        const QStringList loaded = TranslationLoader::install(qApp, QLocale(locale));
        const bool german = locale.startsWith(QLatin1String("de"));
        QCOMPARE(loaded.size(), german ? 2 : 0); // HelmDeck's and Qt's, or neither
        auto w = makeWindow();
        const QStringList titles = menuTitles(w.get());
        QCOMPARE(titles.constFirst(), fileMenu);
        QCOMPARE(titles.constLast(), helpMenu);
        AboutDialog *about = w->findChild<HelpActions *>()->showAbout();
        QCOMPARE(about->windowTitle(), aboutTitle);
        // Qt's own strings follow (qtbase_de): the standard Close button
        QStringList buttons;
        for (const QPushButton *b : about->findChildren<QPushButton *>())
            buttons.append(b->text().remove(QLatin1Char('&')));
        QVERIFY2(buttons.contains(german ? QStringLiteral("Schließen") : QStringLiteral("Close")),
            qPrintable(buttons.join(QLatin1Char('|'))));
        const QString dir = qEnvironmentVariable("HELMDECK_SHOTS_DIR");
        if (!dir.isEmpty()) {
            QVERIFY(QTest::qWaitForWindowExposed(about));
            QVERIFY(about->grab().save(QDir(dir).filePath(QStringLiteral("about-%1.png").arg(locale))));
            QWidget *keys = w->findChild<HelpActions *>()->showShortcuts();
            QVERIFY(QTest::qWaitForWindowExposed(keys));
            QVERIFY(keys->grab().save(QDir(dir).filePath(QStringLiteral("shortcuts-%1.png").arg(locale))));
        }
    }
};

QTEST_MAIN(TestHelpMenu)
#include "tst_helpmenu.moc"
