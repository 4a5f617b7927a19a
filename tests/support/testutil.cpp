// SPDX-License-Identifier: GPL-3.0-or-later
#include "testutil.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace TestUtil {

QString sourceDir()
{
    return QString::fromLocal8Bit(qgetenv("HELMDECK_SOURCE_DIR"));
}

QString binaryDir()
{
    return QString::fromLocal8Bit(qgetenv("HELMDECK_BINARY_DIR"));
}

QString realworldDir()
{
    const QString dir = QString::fromLocal8Bit(qgetenv("HELMDECK_REALWORLD_DIR"));
    if (dir.isEmpty() || !QFileInfo(dir).isDir())
        return QString();
    return QDir(dir).canonicalPath();
}

QString helm(int major)
{
    const QByteArray var = major == 3 ? QByteArrayLiteral("HELMDECK_TEST_HELM3") : QByteArrayLiteral("HELMDECK_TEST_HELM4");
    const QString path = QString::fromLocal8Bit(qgetenv(var.constData()));
    if (path.isEmpty() || !QFileInfo(path).isExecutable())
        return QString();
    return path;
}

QByteArray readFile(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return QByteArray();
    return f.readAll();
}

} // namespace TestUtil
