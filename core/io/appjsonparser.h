// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "appjson.h"
#include "jsonwithcomments.h"
#include "keysuggester.h"
#include "lineindex.h"
#include "scalartext.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QHash>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>

#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>
#include <vector>

namespace HelmDeck {

/**
 * The app.json reader behind AppJson::parse (internal to core/io): walks the parsed document section
 * by section, turning JSON Pointers into file locations (line, column) and field paths.
 */
class AppJsonParser
{
    Q_DECLARE_TR_FUNCTIONS(HelmDeck::AppJsonParser)

public:
    AppJsonParser(const QByteArray &data, const QString &fileName, const QString &prefix, AppJsonResult *r)
        : m_data(data)
        , m_fileName(fileName)
        , m_prefix(prefix)
        , m_r(r)
        , m_lines(data)
    { }

    void run();

private:
    static QString quoted(const QString &s) { return QLatin1Char('"') + s + QLatin1Char('"'); }

    SourceLocation loc(const QString &pointer) const
    {
        QString p = pointer;
        for (;;) {
            SourceLocation l;
            if (m_where.find(p, &l))
                return l;
            if (p.isEmpty())
                return SourceLocation { m_fileName, 0, 0 };
            p.truncate(qMax(0, p.lastIndexOf(QLatin1Char('/'))));
        }
    }
    QString path(const QString &rel) const
    {
        if (rel.isEmpty())
            return m_prefix;
        return m_prefix.isEmpty() ? rel : m_prefix + QLatin1Char('.') + rel;
    }
    void record(const QString &rel, const QString &pointer) { m_r->sources.insert(path(rel), loc(pointer)); }
    void error(const QString &msg, const QString &rel, const QString &ptr)
    {
        m_r->findings.append(Finding::error(msg, path(rel), loc(ptr)));
    }
    void warning(const QString &msg, const QString &rel, const QString &ptr)
    {
        m_r->findings.append(Finding::warning(msg, path(rel), loc(ptr)));
    }
    void info(const QString &msg, const QString &rel, const QString &ptr)
    {
        m_r->findings.append(Finding::info(msg, path(rel), loc(ptr)));
    }

    // QJsonObject sorts keys; walk them in file order so findings and lists follow the file.
    QStringList orderedKeys(const QJsonObject &o, const QString &ptr) const
    {
        // each key's offset is looked up once, not once per comparison
        const QStringList keys = o.keys();
        std::vector<std::pair<qint64, int>> order; // (line and column, index in keys)
        order.reserve(size_t(keys.size()));
        for (int i = 0; i < keys.size(); ++i) {
            const SourceLocation at
                = m_where.value(ptr + QLatin1Char('/') + JsonWithComments::pointerToken(keys.at(i)));
            order.emplace_back((qint64(at.line) << 32) | quint32(at.column), i);
        }
        std::stable_sort(
            order.begin(), order.end(), [](const std::pair<qint64, int> &a, const std::pair<qint64, int> &b) {
                return a.first < b.first;
            });
        QStringList out;
        out.reserve(keys.size());
        for (const auto &entry : order)
            out.append(keys.at(entry.second));
        return out;
    }
    static QString child(const QString &ptr, const QString &key)
    {
        return ptr + QLatin1Char('/') + JsonWithComments::pointerToken(key);
    }

    void unknownKey(const QString &key, const QString &where, const QStringList &known, const QString &rel,
        const QString &ptr)
    {
        const QString s = KeySuggester::suggest(key, known);
        const QString msg = s.isEmpty()
            ? tr("unknown key %1 in %2 (ignored)").arg(quoted(key), where)
            : tr("unknown key %1 in %2 (did you mean %3?)").arg(quoted(key), where, quoted(s));
        warning(msg, rel, ptr);
    }

    bool str(const QJsonValue &v, const QString &what, const QString &rel, const QString &ptr, QString *out)
    {
        if (!v.isString()) {
            error(tr("%1 must be a string").arg(what), rel, ptr);
            return false;
        }
        *out = v.toString();
        return true;
    }
    bool boolean(const QJsonValue &v, const QString &what, const QString &rel, const QString &ptr, bool *out)
    {
        if (!v.isBool()) {
            error(tr("%1 must be true or false").arg(what), rel, ptr);
            return false;
        }
        *out = v.toBool();
        return true;
    }
    bool count(const QJsonValue &v, const QString &what, const QString &rel, const QString &ptr, int *out)
    {
        const double d = v.toDouble(-1);
        if (!v.isDouble() || d < 0 || d != std::floor(d) || d > std::numeric_limits<int>::max()) {
            const QString range = v.isDouble() ? ScalarText::countRange(what, d) : QString();
            error(range.isEmpty() ? tr("%1 must be a whole number ≥ 0").arg(what) : range, rel, ptr);
            return false;
        }
        *out = int(d);
        return true;
    }

    void parseCron(const QJsonValue &v);
    void parseHealthChecks(const QJsonValue &v);
    void parseCheck(const QString &proc, const QJsonObject &o, const QString &ptr, int fileIndex);
    void parseFormation(const QJsonValue &v);
    void parseScripts(const QJsonValue &v);
    void parseEnv(const QJsonValue &v);
    /** "addons" (appjsonaddons.cpp). */
    void parseAddons(const QJsonValue &v);

    const QByteArray &m_data;
    const QString m_fileName;
    const QString m_prefix;
    AppJsonResult *m_r;
    LineIndex m_lines; // m_data's line starts: a location is O(log lines), not a scan from the top
    SourceMap m_where; // JSON Pointer → file:line:column of every value (JsonWithComments::locate)
    QHash<QString, int> m_checksKept; // process → health checks kept so far
};

} // namespace HelmDeck
