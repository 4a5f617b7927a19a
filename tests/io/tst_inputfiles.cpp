// SPDX-License-Identifier: GPL-3.0-or-later
// Every file kind HelmDeck reads × every thing that is not a plain, small regular file: refused by
// name, without blocking (a FIFO with no writer would hang an open() without O_NONBLOCK forever; the
// suite's CTest timeout is the bound), and nothing read past the cap.
#include "inputreadtest.h"

#include "io/inputfile.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>
#include <unistd.h>

using namespace HelmDeck;
using namespace InputReadTest;

class TestInputFiles : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void refused_data();
    void refused();
    void capsAreInTheMessage();
};

namespace {

enum Special
{
    Fifo,
    DevZeroLink,
    Directory,
    LinkLoop,
    DanglingLink,
    OverCap
};

InputKind inputKind(int kind)
{
    switch (kind) {
    case ProjectFileKind:
        return InputKind::ProjectFile;
    case ProcfileKind:
        return InputKind::Procfile;
    case AppJsonKind:
        return InputKind::AppJson;
    case KubeconfigKind:
        return InputKind::Kubeconfig;
    default:
        return InputKind::DockerConfig;
    }
}

bool makeSpecial(int special, int kind, const QString &path)
{
    const QByteArray native = QFile::encodeName(path);
    switch (special) {
    case Fifo:
        return ::mkfifo(native.constData(), 0600) == 0;
    case DevZeroLink:
        return QFile::link(QStringLiteral("/dev/zero"), path);
    case Directory:
        return QDir().mkpath(path);
    case LinkLoop: // a → b → a
        return QFile::link(path + QStringLiteral(".other"), path)
            && QFile::link(path, path + QStringLiteral(".other"));
    case DanglingLink:
        return QFile::link(path + QStringLiteral(".gone"), path);
    case OverCap: { // sparse: one byte over the cap costs no disk
        QFile f(path);
        return f.open(QIODevice::WriteOnly) && f.resize(InputFile::cap(inputKind(kind)) + 1);
    }
    }
    return false;
}

} // namespace

void TestInputFiles::refused_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("special");
    QTest::addColumn<QString>("fragment"); // the reason, by name
    QTest::addColumn<QString>("named"); // the kind with its article, as the over-cap message says it

    const struct
    {
        int kind;
        const char *name;
    } kinds[] = { { ProjectFileKind, "a project file" }, { ProcfileKind, "a Procfile" },
        { AppJsonKind, "an app.json" }, { KubeconfigKind, "a kubeconfig" },
        { DockerConfigKind, "a docker config" } };
    const struct
    {
        int special;
        const char *sentence;
        const char *fragment;
    } specials[] = {
        { Fifo, "that is a FIFO is refused by name without blocking",
            "is a FIFO (named pipe), not a regular file" },
        { DevZeroLink, "linked to /dev/zero is refused as a device, not read",
            "(a link to /dev/zero): it is a character device" },
        { Directory, "that is a directory is refused by name", "it is a directory, not a regular file" },
        { LinkLoop, "that is a symlink loop is reported as a loop", "it is a loop of symbolic links" },
        { DanglingLink, "that is a dangling symlink says so", "symbolic link to a file that does not exist" },
        { OverCap, "one byte over its cap is refused with the cap in the message", "bytes, over " },
    };
    for (const auto &k : kinds) {
        for (const auto &s : specials)
            QTest::newRow(
                qPrintable(QStringLiteral("%1 %2").arg(QLatin1String(k.name), QLatin1String(s.sentence))))
                << k.kind << s.special << QString::fromUtf8(s.fragment) << QString::fromUtf8(k.name);
    }
}

void TestInputFiles::refused()
{
    QFETCH(int, kind);
    QFETCH(int, special);
    QFETCH(QString, fragment);
    QFETCH(QString, named);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(fileName(kind));
    QVERIFY(makeSpecial(special, kind, path));

    const Findings findings = readKind(kind, dir.path());
    const Finding error = firstOf(findings, Finding::Severity::Error);
    QVERIFY2(!error.message.isEmpty(), qPrintable(QStringLiteral("no error:\n") + dump(findings)));
    QVERIFY2(error.message.contains(fragment), qPrintable(dump(findings)));
    QVERIFY2(error.message.contains(path), qPrintable(dump(findings))); // the file, by name
    QCOMPARE(error.location.file, path);
    QCOMPARE(error.fieldPath, fieldOf(kind));
    if (special == OverCap) {
        QVERIFY2(error.message.contains(InputFile::sizeText(InputFile::cap(inputKind(kind)))),
            qPrintable(error.message));
        // "the cap for an app.json", never "a app.json"
        QVERIFY2(error.message.contains(QStringLiteral("the cap for ") + named), qPrintable(error.message));
    }
}

// The cap of each kind, as the messages and docs/inputs.md give it.
void TestInputFiles::capsAreInTheMessage()
{
    QCOMPARE(InputFile::sizeText(InputFile::cap(InputKind::ProjectFile)), QStringLiteral("16 MiB"));
    QCOMPARE(InputFile::sizeText(InputFile::cap(InputKind::Procfile)), QStringLiteral("4 MiB"));
    QCOMPARE(InputFile::sizeText(InputFile::cap(InputKind::AppJson)), QStringLiteral("32 MiB"));
    QCOMPARE(InputFile::sizeText(InputFile::cap(InputKind::Kubeconfig)), QStringLiteral("64 MiB"));
    QCOMPARE(InputFile::sizeText(InputFile::cap(InputKind::Certificate)), QStringLiteral("256 KiB"));
    QCOMPARE(InputFile::sizeText(InputFile::cap(InputKind::Manifest)), QStringLiteral("1 MiB"));
}

QTEST_GUILESS_MAIN(TestInputFiles)
#include "tst_inputfiles.moc"
