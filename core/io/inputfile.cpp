// SPDX-License-Identifier: GPL-3.0-or-later
#include "inputfile.h"

#include "textcheck.h"

#include <QFile>
#include <QFileInfo>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <climits>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace HelmDeck {

namespace {

constexpr qint64 KiB = 1024;
constexpr qint64 InputMiB = 1024 * KiB;

#ifdef Q_OS_UNIX
QString typeOf(mode_t mode)
{
    if (S_ISDIR(mode))
        return QCoreApplication::translate("HelmDeck::InputFile", "a directory");
    if (S_ISFIFO(mode))
        return QCoreApplication::translate("HelmDeck::InputFile", "a FIFO (named pipe)");
    if (S_ISCHR(mode))
        return QCoreApplication::translate("HelmDeck::InputFile", "a character device");
    if (S_ISBLK(mode))
        return QCoreApplication::translate("HelmDeck::InputFile", "a block device");
    if (S_ISSOCK(mode))
        return QCoreApplication::translate("HelmDeck::InputFile", "a socket");
    return QCoreApplication::translate("HelmDeck::InputFile", "not a regular file");
}

QString errnoText(int e)
{
    return QString::fromLocal8Bit(std::strerror(e));
}

// "/p/x" or "/p/x (a link to /dev/zero)", so a refusal names what was really looked at.
QString shown(const QByteArray &native)
{
    const QString path = QFile::decodeName(native);
    struct stat ls;
    if (::lstat(native.constData(), &ls) != 0 || !S_ISLNK(ls.st_mode))
        return path;
    char resolved[PATH_MAX];
    if (::realpath(native.constData(), resolved))
        return QCoreApplication::translate("HelmDeck::InputFile", "%1 (a link to %2)")
            .arg(path, QFile::decodeName(QByteArray(resolved)));
    char target[PATH_MAX];
    const ssize_t n = ::readlink(native.constData(), target, sizeof target - 1);
    if (n > 0)
        return QCoreApplication::translate("HelmDeck::InputFile", "%1 (a link to %2)")
            .arg(path, QFile::decodeName(QByteArray(target, int(n))));
    return path;
}
#endif

} // namespace

bool InputFile::present(const QString &path)
{
    const QFileInfo info(path);
    return info.exists() || info.isSymLink();
}

qint64 InputFile::cap(InputKind kind)
{
    switch (kind) {
    case InputKind::ProjectFile:
        return 16 * InputMiB;
    case InputKind::Procfile:
        return 4 * InputMiB;
    case InputKind::AppJson:
        return 32 * InputMiB;
    case InputKind::Kubeconfig:
        return 64 * InputMiB;
    case InputKind::DockerConfig:
    case InputKind::HelmRegistryConfig:
        return 16 * InputMiB;
    case InputKind::Certificate:
        return 256 * KiB;
    case InputKind::PrivateKey:
        return 64 * KiB; // an RSA 16384-bit key in PEM is about 12 KiB
    case InputKind::Manifest:
        return 1 * InputMiB;
    case InputKind::ChartFile:
        return 5 * InputMiB; // Helm's limit for one file of a chart
    }
    return 1 * InputMiB;
}

QString InputFile::kindName(InputKind kind)
{
    switch (kind) {
    case InputKind::ProjectFile:
        return tr("project file");
    case InputKind::Procfile:
        return QStringLiteral("Procfile");
    case InputKind::AppJson:
        return QStringLiteral("app.json");
    case InputKind::Kubeconfig:
        return tr("kubeconfig");
    case InputKind::DockerConfig:
        return tr("docker config");
    case InputKind::HelmRegistryConfig:
        return tr("Helm registry config");
    case InputKind::Certificate:
        return tr("certificate file");
    case InputKind::PrivateKey:
        return tr("private key file");
    case InputKind::Manifest:
        return tr("manifest");
    case InputKind::ChartFile:
        return tr("chart file");
    }
    return tr("file");
}

QString InputFile::sizeText(qint64 bytes)
{
    if (bytes >= InputMiB && bytes % InputMiB == 0)
        return QStringLiteral("%1 MiB").arg(bytes / InputMiB);
    if (bytes >= KiB && bytes % KiB == 0)
        return QStringLiteral("%1 KiB").arg(bytes / KiB);
    return tr("%1 bytes").arg(bytes);
}

InputRead InputFile::readBytes(const QString &path, InputKind kind, const QString &fieldPath)
{
    InputRead r;
    const qint64 limit = cap(kind);
    const SourceLocation where { path, 0, 0 };
    auto refuse = [&](const QString &why) {
        r.findings.append(
            Finding::error(tr("cannot read the %1 %2").arg(kindName(kind), why), fieldPath, where));
        r.data.clear();
        return r;
    };
    auto overCap = [&](qint64 size) {
        // "an app.json", "a kubeconfig": of the English names only "app.json" starts with a vowel
        const QString name = kindName(kind);
        const bool vowel = kind == InputKind::AppJson;
        return (vowel ? tr("%1: it is %2 bytes, over %3, the cap for an %4")
                      : tr("%1: it is %2 bytes, over %3, the cap for a %4"))
            .arg(path)
            .arg(size)
            .arg(sizeText(limit), name);
    };
#ifdef Q_OS_UNIX
    const QByteArray native = QFile::encodeName(path);
    struct stat before;
    if (::stat(native.constData(), &before) != 0) {
        const int e = errno;
        if (e == ELOOP)
            return refuse(tr("%1: it is a loop of symbolic links (a link that leads back to "
                             "itself)")
                              .arg(path));
        struct stat ls;
        if (e == ENOENT && ::lstat(native.constData(), &ls) == 0 && S_ISLNK(ls.st_mode))
            return refuse(tr("%1: it is a symbolic link to a file that does not exist").arg(shown(native)));
        return refuse(QStringLiteral("%1: %2").arg(path, errnoText(e)));
    }
    if (!S_ISREG(before.st_mode))
        return refuse(tr("%1: it is %2, not a regular file").arg(shown(native), typeOf(before.st_mode)));
    if (before.st_size > limit)
        return refuse(overCap(before.st_size));
    // O_NONBLOCK: if a FIFO replaced the file since stat(), open() returns instead of waiting for a writer
    const int fd = ::open(native.constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (fd < 0)
        return refuse(QStringLiteral("%1: %2").arg(path, errnoText(errno)));
    struct stat after;
    if (::fstat(fd, &after) != 0 || !S_ISREG(after.st_mode) || after.st_dev != before.st_dev
        || after.st_ino != before.st_ino) {
        ::close(fd);
        return refuse(tr("%1: it changed while it was opened (it is %2 now)")
                          .arg(path, S_ISREG(after.st_mode) ? tr("another file") : typeOf(after.st_mode)));
    }
    r.data.resize(int(qMin<qint64>(after.st_size, limit) + 1));
    qint64 got = 0;
    for (;;) {
        if (got == r.data.size()) {
            if (got > limit)
                break;
            r.data.resize(int(qMin<qint64>(limit + 1, qMax<qint64>(got * 2, 4096))));
        }
        const ssize_t n = ::read(fd, r.data.data() + got, size_t(r.data.size() - got));
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0) {
            const int e = errno;
            ::close(fd);
            return refuse(QStringLiteral("%1: %2").arg(path, errnoText(e)));
        }
        if (n == 0)
            break;
        got += n;
    }
    ::close(fd);
    if (got > limit)
        return refuse(tr("%1 (it grew while it was read)").arg(overCap(got)));
    r.data.resize(int(got));
#else
    const QFileInfo info(path);
    if (!info.exists())
        return refuse(tr("%1: it does not exist").arg(path));
    if (!info.isFile())
        return refuse(tr("%1: it is %2, not a regular file")
                          .arg(path, info.isDir() ? tr("a directory") : tr("a special file")));
    if (info.size() > limit)
        return refuse(overCap(info.size()));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return refuse(QStringLiteral("%1: %2").arg(path, file.errorString()));
    r.data = file.read(limit + 1);
    if (r.data.size() > limit)
        return refuse(overCap(r.data.size()));
#endif
    r.ok = true;
    return r;
}

InputRead InputFile::readText(const QString &path, InputKind kind, const QString &fieldPath)
{
    InputRead r = readBytes(path, kind, fieldPath);
    if (!r.ok)
        return r;
    r.ok = TextCheck::check(&r.data, path, kindName(kind), fieldPath, &r.findings);
    if (!r.ok)
        r.data.clear();
    return r;
}

} // namespace HelmDeck
