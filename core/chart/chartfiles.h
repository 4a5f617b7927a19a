// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QList>
#include <QPair>
#include <QString>

class QCryptographicHash;

namespace HelmDeck {

/**
 * The files of one chart as ChartWriter writes them, held in memory: paths relative to the chart
 * root ("Chart.yaml", "templates/deployment.yaml") with their bytes, in the order they are written.
 * So a render can hash a release's inputs before anything touches the disk, and a release reused
 * from the render cache writes nothing (RenderPlan).
 */
class ChartFiles
{
public:
    /** Adds (or replaces) the file @p relativePath. */
    void add(const QString &relativePath, const QByteArray &data);
    /** (relative path, bytes) in the order added. */
    const QList<QPair<QString, QByteArray>> &files() const { return m_files; }
    /** The bytes of @p relativePath; empty when there is no such file. */
    QByteArray file(const QString &relativePath) const;
    bool isEmpty() const { return m_files.isEmpty(); }

    /**
     * Writes every file under @p dir, which is created if needed; directories are made 0700 and
     * files 0600 (before any byte). Files of other names in @p dir are left. False with @p error
     * naming the path on the first failure.
     */
    bool write(const QString &dir, QString *error) const;
    /**
     * Adds every file to @p hash, sorted by path, each as its length-prefixed path and content: two
     * charts with the same files give the same bytes, whatever the order they were added in.
     */
    void addTo(QCryptographicHash &hash) const;

    /** Writes @p data to @p path as a 0600 file, 0600 before any byte; false with @p error naming the path.
     */
    static bool writePrivateFile(const QString &path, const QByteArray &data, QString *error);
    /** Creates @p path (and its parents) and makes it 0700; false with @p error naming it. */
    static bool makePrivateDir(const QString &path, QString *error);
    /** Adds @p data to @p hash prefixed with its length ("12:"), so fields cannot run into each other. */
    static void addField(QCryptographicHash &hash, const QByteArray &data);

private:
    QList<QPair<QString, QByteArray>> m_files;
};

} // namespace HelmDeck
