// SPDX-License-Identifier: GPL-3.0-or-later
#include "testutil.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace TestUtil {

namespace {

/** $@p name when set and not empty, else @p fallback (a path compiled in by CMake). */
QString fromEnvironment(const char *name, const char *fallback)
{
    const QString value = QString::fromLocal8Bit(qgetenv(name));
    return value.isEmpty() ? QString::fromLocal8Bit(fallback) : value;
}

} // namespace

QString sourceDir()
{
    return fromEnvironment("HELMDECK_SOURCE_DIR", HELMDECK_TEST_SOURCE_DIR);
}

QString binaryDir()
{
    return fromEnvironment("HELMDECK_BINARY_DIR", HELMDECK_TEST_BINARY_DIR);
}

QString realworldDir()
{
    const QString dir = fromEnvironment("HELMDECK_REALWORLD_DIR", HELMDECK_TEST_REALWORLD_DIR);
    if (dir.isEmpty() || !QFileInfo(dir).isDir())
        return QString();
    return QDir(dir).canonicalPath();
}

QString helm(int major)
{
    const QString path = major == 3 ? fromEnvironment("HELMDECK_TEST_HELM3", HELMDECK_TEST_HELM3)
                                    : fromEnvironment("HELMDECK_TEST_HELM4", HELMDECK_TEST_HELM4);
    if (path.isEmpty() || !QFileInfo(path).isExecutable())
        return QString();
    return path;
}

QString kubectl()
{
    return fromEnvironment("HELMDECK_TEST_KUBECTL", HELMDECK_TEST_KUBECTL);
}

QString schemaValidator()
{
    return fromEnvironment("HELMDECK_SCHEMA_VALIDATOR", HELMDECK_TEST_SCHEMA_VALIDATOR);
}

QString cliBinary()
{
    return fromEnvironment("HELMDECK_TEST_CLI", HELMDECK_TEST_CLI);
}

QString windowBinary()
{
    return fromEnvironment("HELMDECK_TEST_WINDOW", HELMDECK_TEST_WINDOW);
}

QByteArray readFile(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return QByteArray();
    return f.readAll();
}

bool processEnded(qint64 pid)
{
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return true;
    const QByteArray text = stat.readAll();
    const int close = text.lastIndexOf(')'); // "pid (comm) S …": the state follows the name
    return close > 0 && text.mid(close + 2, 1) == "Z";
}

QString writeKubeconfig(const QString &dir, const QByteArray &yaml)
{
    const QString path = QDir(dir).filePath(QStringLiteral("kubeconfig"));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(yaml) != yaml.size())
        return QString();
    return path;
}

} // namespace TestUtil
