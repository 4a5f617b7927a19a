// SPDX-License-Identifier: GPL-3.0-or-later
// Every translation is complete and current (docs/translations.md): lupdate, run over the marked
// folders into a temporary copy of each .ts, finds no string the .ts lacks, and the .ts has no
// unfinished, vanished or obsolete entry, no empty translation and no placeholder lost.
#include "translationscheck.h"

#include <QDir>
#include <QFile>
#include <QLocale>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

namespace {

/** One <message> of a Qt Linguist .ts file. */
struct Message
{
    QString context;
    QString source;
    QString comment;
    QString type; // the translation's type attribute: "", "unfinished", "vanished", "obsolete"
    QStringList translations; // one, or a numerus message's forms
    bool numerus = false;

    QString key() const
    {
        return context + QStringLiteral(" | ") + source
            + (comment.isEmpty() ? QString() : QStringLiteral(" | ") + comment);
    }
};

QList<Message> parseTs(const QByteArray &xml, QString *error)
{
    QList<Message> messages;
    QXmlStreamReader r(xml);
    QString context;
    Message m;
    while (!r.atEnd()) {
        r.readNext();
        if (!r.isStartElement())
            continue;
        const auto name = r.name();
        if (name == QLatin1String("name")) {
            context = r.readElementText();
        } else if (name == QLatin1String("message")) {
            m = Message();
            m.context = context;
            m.numerus = r.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
        } else if (name == QLatin1String("source")) {
            m.source = r.readElementText();
        } else if (name == QLatin1String("comment")) {
            m.comment = r.readElementText();
        } else if (name == QLatin1String("translation")) {
            m.type = r.attributes().value(QLatin1String("type")).toString();
            if (!m.numerus) {
                m.translations.append(r.readElementText());
                messages.append(m);
            } else {
                while (r.readNextStartElement()) // the <numerusform>s
                    m.translations.append(r.readElementText());
                messages.append(m);
            }
        }
    }
    if (r.hasError())
        *error = QStringLiteral("line %1: %2").arg(r.lineNumber()).arg(r.errorString());
    return messages;
}

/** The %1…%99 and %n placeholders of @p text, sorted. */
QStringList placeholders(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("%(\\d+|n)"));
    QStringList found;
    for (auto it = re.globalMatch(text); it.hasNext();)
        found.append(it.next().captured(0));
    found.sort();
    found.removeDuplicates();
    return found;
}

/**
 * What keeps @p committed (the .ts in the tree) from being complete and current, given @p updated
 * (the same file after lupdate ran over the sources): one sentence a problem.
 */
QStringList problems(const QList<Message> &committed, const QList<Message> &updated)
{
    QStringList found;
    QSet<QString> current;
    for (const Message &m : updated) {
        current.insert(m.key());
        // every translated class is in namespace HelmDeck; a context without it is one lupdate could
        // not place (a tr() of a class from another folder), which the code asks for under another
        // name at run time, so it would never be translated (docs/translations.md "The core")
        if (!m.context.startsWith(QLatin1String("HelmDeck::")))
            found.append(QStringLiteral("context outside HelmDeck: %1").arg(m.key()));
        if (m.type == QLatin1String("unfinished"))
            found.append(QStringLiteral("not translated: %1").arg(m.key()));
        else if (!m.type.isEmpty())
            found.append(QStringLiteral("%1 in the sources' update: %2").arg(m.type, m.key()));
    }
    for (const Message &m : committed) {
        if (!current.contains(m.key())) {
            found.append(QStringLiteral("no longer in the sources: %1").arg(m.key()));
            continue;
        }
        if (!m.type.isEmpty()) {
            found.append(QStringLiteral("%1: %2").arg(m.type, m.key()));
            continue;
        }
        for (const QString &t : m.translations) {
            if (t.trimmed().isEmpty())
                found.append(QStringLiteral("empty translation: %1").arg(m.key()));
            else if (placeholders(t) != placeholders(m.source) && !(m.numerus && m.translations.size() > 1))
                found.append(QStringLiteral("placeholders %1 translated as %2: %3")
                                 .arg(placeholders(m.source).join(QLatin1Char(',')),
                                     placeholders(t).join(QLatin1Char(',')), m.key()));
        }
    }
    return found;
}

QByteArray ts(const QByteArray &messages)
{
    return "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<!DOCTYPE TS>\n<TS version=\"2.1\" "
           "language=\"de_DE\">\n"
           "<context>\n<name>HelmDeck::X</name>\n"
        + messages + "</context>\n</TS>\n";
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theCheckFindsWhatIsMissing_data()
    {
        QTest::addColumn<QByteArray>("committed");
        QTest::addColumn<QByteArray>("updated");
        QTest::addColumn<QString>("problem"); // empty: none

        const QByteArray done
            = "<message><source>&amp;File</source><translation>&amp;Datei</translation></message>\n";
        QTest::addRow("a complete file passes") << ts(done) << ts(done) << QString();
        QTest::addRow("a string lupdate found that the .ts lacks")
            << ts(done)
            << ts(done
                   + "<message><source>Quit</source><translation "
                     "type=\"unfinished\"></translation></message>\n")
            << "not translated: HelmDeck::X | Quit";
        QTest::addRow("an unfinished string")
            << ts("<message><source>&amp;File</source><translation "
                  "type=\"unfinished\">&amp;Datei</translation></message>\n")
            << ts("<message><source>&amp;File</source><translation "
                  "type=\"unfinished\">&amp;Datei</translation></message>\n")
            << "not translated: HelmDeck::X | &File";
        QTest::addRow("a string gone from the sources")
            << ts(done + "<message><source>Old</source><translation>Alt</translation></message>\n")
            << ts(done) << "no longer in the sources: HelmDeck::X | Old";
        QTest::addRow("an obsolete string that is used again")
            << ts("<message><source>&amp;File</source><translation "
                  "type=\"vanished\">&amp;Datei</translation></message>\n")
            << ts(done) << "vanished: HelmDeck::X | &File";
        QTest::addRow("a placeholder lost in translation")
            << ts("<message><source>Errors: %1  Warnings: %2</source><translation>Fehler: "
                  "%1</translation></message>\n")
            << ts("<message><source>Errors: %1  Warnings: %2</source><translation>Fehler: "
                  "%1</translation></message>\n")
            << "placeholders %1,%2 translated as %1: HelmDeck::X | Errors: %1  Warnings: %2";
        QTest::addRow("a context lupdate could not place in namespace HelmDeck")
            << ts(done)
            << ts(done).replace("</TS>",
                   "<context>\n<name>Validator</name>\n<message><source>namespace</source>"
                   "<translation>Namespace</translation></message>\n</context>\n</TS>")
            << "context outside HelmDeck: Validator | namespace";
        QTest::addRow("an empty translation")
            << ts("<message><source>Quit</source><translation></translation></message>\n")
            << ts("<message><source>Quit</source><translation></translation></message>\n")
            << "empty translation: HelmDeck::X | Quit";
    }

    void theCheckFindsWhatIsMissing()
    {
        QFETCH(QByteArray, committed);
        QFETCH(QByteArray, updated);
        QFETCH(QString, problem);
        QString error;
        const QList<Message> before = parseTs(committed, &error);
        const QList<Message> after = parseTs(updated, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QStringList found = problems(before, after);
        if (problem.isEmpty())
            QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
        else
            QVERIFY2(found.contains(problem), qPrintable(found.join(QLatin1Char('\n'))));
    }

    void everyMarkedStringIsTranslated_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("area");
        QTest::addColumn<QStringList>("paths");
        const QStringList languages = QStringLiteral(HELMDECK_LANGUAGES).split(QLatin1Char('|'));
        const QStringList sets = QStringLiteral(HELMDECK_TR_SETS).split(QLatin1Char('|'));
        for (const QString &lang : languages) {
            for (const QString &set : sets) {
                const QString area = set.section(QLatin1Char('='), 0, 0);
                QTest::addRow("the %s translation of the %s area is complete and current",
                    qPrintable(QLocale::languageToString(QLocale(lang).language())), qPrintable(area))
                    << lang << area << set.section(QLatin1Char('='), 1).split(QLatin1Char(','));
            }
        }
    }

    void everyMarkedStringIsTranslated()
    {
        QFETCH(QString, language);
        QFETCH(QString, area);
        QFETCH(QStringList, paths);
        const QString committedPath = QStringLiteral(HELMDECK_TS_DIR "/%1_%2.ts").arg(area, language);
        const QByteArray committed = readAll(committedPath);
        QVERIFY2(!committed.isEmpty(), qPrintable(committedPath));
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString copy = dir.filePath(QFileInfo(committedPath).fileName());
        QVERIFY(QFile::copy(committedPath, copy));
        QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);

        // the lupdate target's command (translations/CMakeLists.txt), into the copy
        QStringList args = QStringLiteral(HELMDECK_LUPDATE_ARGS).split(QLatin1Char('|'));
        args << paths << QStringLiteral("-ts") << copy;
        QProcess lupdate;
        lupdate.setWorkingDirectory(QStringLiteral(HELMDECK_TR_SOURCE_DIR));
        lupdate.start(QStringLiteral(HELMDECK_LUPDATE), args);
        QVERIFY2(lupdate.waitForFinished(120000), qPrintable(lupdate.errorString()));
        QVERIFY2(lupdate.exitStatus() == QProcess::NormalExit && lupdate.exitCode() == 0,
            lupdate.readAllStandardError().constData());

        QString error;
        const QList<Message> before = parseTs(committed, &error);
        QVERIFY2(error.isEmpty(), qPrintable(committedPath + QStringLiteral(": ") + error));
        const QList<Message> after = parseTs(readAll(copy), &error);
        QVERIFY2(error.isEmpty(), qPrintable(copy + QStringLiteral(": ") + error));
        QVERIFY2(!before.isEmpty(), "the .ts has no messages");
        const QStringList found = problems(before, after);
        QVERIFY2(found.isEmpty(),
            qPrintable(
                QStringLiteral("%1 (run \"ninja -C build lupdate\", then translate in Qt Linguist):\n%2")
                    .arg(committedPath, found.join(QLatin1Char('\n')))));
    }
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
