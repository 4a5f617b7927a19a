// SPDX-License-Identifier: GPL-3.0-or-later
// The Env form's one-click "Mark as secret" for variables whose names look secret.

#include "editor/envtablemodel.h"
#include "editor/secretsuggestionbar.h"
#include "help/translationloader.h"

#include <QApplication>

#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

using namespace HelmDeck;

Q_DECLARE_METATYPE(HelmDeck::EnvVar)

class TestSecretSuggestionBar : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void barNamesUnmarkedSecretsAndMarksThemInOneClick_data();
    void barNamesUnmarkedSecretsAndMarksThemInOneClick();
    void barFollowsEditsOfTheTable();
    void barSentenceFollowsTheCount_data();
    void barSentenceFollowsTheCount();
    void cleanup();
};

void TestSecretSuggestionBar::barNamesUnmarkedSecretsAndMarksThemInOneClick_data()
{
    QTest::addColumn<QList<EnvVar>>("env");
    QTest::addColumn<QStringList>("named");

    const EnvVar token { QStringLiteral("SECRET_TOKEN"), QStringLiteral("abc"), false };
    const EnvVar level { QStringLiteral("LOG_LEVEL"), QStringLiteral("info"), false };
    const EnvVar url { QStringLiteral("DATABASE_URL"), QStringLiteral("postgres://u:p@h/d"), false };
    const EnvVar marked { QStringLiteral("API_KEY"), QString(), true };
    QTest::newRow("an unmarked token is named, an ordinary var is not")
        << QList<EnvVar> { token, level } << QStringList { QStringLiteral("SECRET_TOKEN") };
    QTest::newRow("a var already marked secret is not named")
        << QList<EnvVar> { marked, url } << QStringList { QStringLiteral("DATABASE_URL") };
    QTest::newRow("nothing secret-looking: the bar is hidden") << QList<EnvVar> { level } << QStringList();
}

void TestSecretSuggestionBar::barNamesUnmarkedSecretsAndMarksThemInOneClick()
{
    QFETCH(QList<EnvVar>, env);
    QFETCH(QStringList, named);
    EnvTableModel model;
    model.setEnv(env);
    QWidget window;
    SecretSuggestionBar bar(&model, &window);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(bar.names(), named);
    QCOMPARE(bar.isVisible(), !named.isEmpty());
    if (named.isEmpty())
        return;
    for (const QString &name : named)
        QVERIFY2(bar.label()->text().contains(name), qPrintable(bar.label()->text()));
    QVERIFY(bar.label()->text().contains(QLatin1String("plain text")));

    QSignalSpy edited(&model, &EnvTableModel::edited);
    QTest::mouseClick(bar.markButton(), Qt::LeftButton);
    QCOMPARE(edited.size(), named.size());
    for (const EnvVar &before : env) {
        const EnvVar &after = model.env().at(model.rowOf(before.name));
        QCOMPARE(after.secret, before.secret || named.contains(before.name));
        QCOMPARE(after.value, before.value); // the value goes to the keychain on save, it is not lost
    }
    QVERIFY(bar.names().isEmpty());
    QVERIFY(!bar.isVisible());
}

void TestSecretSuggestionBar::barFollowsEditsOfTheTable()
{
    EnvTableModel model;
    model.setEnv({ EnvVar { QStringLiteral("LOG_LEVEL"), QStringLiteral("info"), false } });
    QWidget window;
    SecretSuggestionBar bar(&model, &window);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(!bar.isVisible());
    // renaming a var to a secret-looking name brings the bar; unmarking one too
    QVERIFY(model.setData(model.index(0, EnvTableModel::NameColumn), QStringLiteral("STRIPE_SECRET")));
    QCOMPARE(bar.names(), QStringList { QStringLiteral("STRIPE_SECRET") });
    QVERIFY(bar.isVisible());
    QVERIFY(model.setData(model.index(0, EnvTableModel::SecretColumn), Qt::Checked, Qt::CheckStateRole));
    QVERIFY(!bar.isVisible());
    QVERIFY(model.setData(model.index(0, EnvTableModel::SecretColumn), Qt::Unchecked, Qt::CheckStateRole));
    QVERIFY(bar.isVisible());
}

void TestSecretSuggestionBar::barSentenceFollowsTheCount_data()
{
    QTest::addColumn<QString>("locale");
    QTest::addColumn<QStringList>("names");
    QTest::addColumn<QString>("text");

    const QStringList one { QStringLiteral("API_KEY") };
    const QStringList two { QStringLiteral("API_KEY"), QStringLiteral("DATABASE_URL") };
    QTest::newRow("one variable in English")
        << "en_US" << one
        << "Named like a secret but not marked secret (1): API_KEY. Saving "
           "writes each value in plain text into the project file.";
    QTest::newRow("two variables in English") << "en_US" << two
                                              << "Named like a secret but not marked secret (2): API_KEY, "
                                                 "DATABASE_URL. Saving writes each value in "
                                                 "plain text into the project file.";
    QTest::newRow("one variable in German, in the singular")
        << "de_DE" << one
        << QStringLiteral("1 Variable sieht geheim aus, ist aber nicht als geheim markiert: API_KEY. Beim "
                          "Speichern wird ihr Wert im Klartext in die Projektdatei geschrieben.");
    QTest::newRow("two variables in German, in the plural")
        << "de_DE" << two
        << QStringLiteral("2 Variablen sehen geheim aus, sind aber nicht als geheim markiert: API_KEY, "
                          "DATABASE_URL. Beim Speichern werden ihre Werte im Klartext in die Projektdatei "
                          "geschrieben.");
}

void TestSecretSuggestionBar::barSentenceFollowsTheCount()
{
    QFETCH(QString, locale);
    QFETCH(QStringList, names);
    QFETCH(QString, text);
    const QStringList loaded = TranslationLoader::install(qApp, QLocale(locale));
    if (locale.startsWith(QLatin1String("de")))
        QVERIFY2(!loaded.isEmpty(), qPrintable(TranslationLoader::translationsDir()));
    QList<EnvVar> env;
    for (const QString &name : names)
        env.append(EnvVar { name, QStringLiteral("v"), false });
    EnvTableModel model;
    model.setEnv(env);
    SecretSuggestionBar bar(&model);
    QCOMPARE(bar.label()->text(), text);
}

void TestSecretSuggestionBar::cleanup()
{
    TranslationLoader::install(qApp, QLocale(QLocale::English));
}

QTEST_MAIN(TestSecretSuggestionBar)
#include "tst_secretsuggestionbar.moc"
