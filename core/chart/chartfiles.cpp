// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartfiles.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileDevice>
#include <QFileInfo>

#include <algorithm>

#include <QCoreApplication>

namespace HelmDeck {

namespace {

constexpr QFileDevice::Permissions PrivateFile = QFileDevice::ReadOwner | QFileDevice::WriteOwner;
constexpr QFileDevice::Permissions PrivateDir = PrivateFile | QFileDevice::ExeOwner;

} // namespace

void ChartFiles::add(const QString &relativePath, const QByteArray &data)
{
    for (auto &entry : m_files) {
        if (entry.first == relativePath) {
            entry.second = data;
            return;
        }
    }
    m_files.append({ relativePath, data });
}

QByteArray ChartFiles::file(const QString &relativePath) const
{
    for (const auto &entry : m_files) {
        if (entry.first == relativePath)
            return entry.second;
    }
    return QByteArray();
}

bool ChartFiles::write(const QString &dir, QString *error) const
{
    if (!makePrivateDir(dir, error))
        return false;
    const QDir root(dir);
    QString madeDir = dir;
    for (const auto &entry : m_files) {
        const QString target = root.filePath(entry.first);
        const QString parent = QFileInfo(target).absolutePath();
        if (parent != madeDir && !makePrivateDir(parent, error))
            return false;
        madeDir = parent;
        if (!writePrivateFile(target, entry.second, error))
            return false;
    }
    return true;
}

void ChartFiles::addTo(QCryptographicHash &hash) const
{
    QList<const QPair<QString, QByteArray> *> sorted;
    for (const auto &entry : m_files)
        sorted.append(&entry);
    std::sort(sorted.begin(), sorted.end(), [](auto *a, auto *b) { return a->first < b->first; });
    for (const auto *entry : std::as_const(sorted)) {
        addField(hash, entry->first.toUtf8());
        addField(hash, entry->second);
    }
}

bool ChartFiles::writePrivateFile(const QString &path, const QByteArray &data, QString *error)
{
    // Charts go only into a job's private work dir, removed after the job: no QSaveFile, whose
    // fdatasync per file costs milliseconds each on every preview render. 0600 before any byte.
    QFile f(path);
    const bool ok = f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.setPermissions(PrivateFile)
        && f.write(data) == data.size() && f.flush();
    if (!ok) {
        if (error)
            *error = QCoreApplication::translate("HelmDeck::ChartFiles", "cannot write %1: %2")
                         .arg(path, f.errorString());
        return false;
    }
    return true;
}

bool ChartFiles::makePrivateDir(const QString &path, QString *error)
{
    if (!QDir().mkpath(path)) {
        if (error)
            *error = QCoreApplication::translate("HelmDeck::ChartFiles", "cannot create the directory %1")
                         .arg(path);
        return false;
    }
    QFile::setPermissions(path, PrivateDir);
    return true;
}

void ChartFiles::addField(QCryptographicHash &hash, const QByteArray &data)
{
    const QByteArray length = QByteArray::number(data.size()) + ':';
    hash.addData(length);
    hash.addData(data);
}

} // namespace HelmDeck
