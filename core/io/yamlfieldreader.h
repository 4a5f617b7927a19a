// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/finding.h"
#include "model/project.h"
#include "yamlnode.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <yaml-cpp/yaml.h>

#include <functional>
#include <string>
#include <vector>

namespace HelmDeck {

/**
 * The field-level reading shared by the project file readers (ProjectReader, StorageReader): typed
 * scalars, lists, maps, key checks, and the bookkeeping of a read — the Project being filled, its
 * source locations and the findings.
 *
 * Conventions (docs/project-file.md, "Reading"): every value read is recorded in Project::sources
 * under its field path with a 1-based line and column (yaml-cpp marks are 0-based); a wrong type is an
 * error naming what was expected and what was found; a key with no value keeps the default; unknown
 * keys are warnings with a "did you mean" (KeySuggester). Any error marks the read failed.
 */
class YamlFieldReader
{
    Q_DECLARE_TR_FUNCTIONS(HelmDeck::YamlFieldReader)

public:
    // Nodes are handles into the YamlTree of the document being read, which outlives the read.
    struct Entry
    {
        QString key;
        YamlNode keyNode;
        YamlNode value;
    };
    /** A map's entries in file order. */
    struct Entries
    {
        std::vector<Entry> list;
        const Entry *find(const char *key) const;
    };

    explicit YamlFieldReader(const QString &fileName);

    Project &project() { return m_project; }

    static QString text(const std::string &s);
    /** "path.key", or "key" at the top level. */
    static QString child(const QString &path, const char *key);
    /** "path[index]". */
    static QString indexed(const QString &path, int index);
    /** How a node reads in a message: "a map", "a list", "nothing", "\"text\"" (cut at 40 characters). */
    static QString describe(const YamlNode &node);

    /** Collects a map's entries in file order (null = empty map). False, after an error, when not a map. */
    bool entries(const YamlNode &node, const QString &path, Entries *out);
    /** Reports duplicate keys (error) and unknown keys (warning with a suggestion). */
    void checkKeys(const Entries &e, const QString &path, const QStringList &known);
    /**
     * The name of a keyed list item ("apps[<name>]"), or an empty string after reporting why there is none.
     * @p what names the item in that report: a QT_TRANSLATE_NOOP("HelmDeck::YamlFieldReader", ...) text.
     */
    QString itemName(const Entries &e, const YamlNode &item, const char *what, const QString &indexPath);
    bool isSequence(const YamlNode &node, const QString &path);
    /** Records the list at @p key and calls @p read for each item with its index; reports a non-list. */
    void forEachItem(const Entries &e, const char *key, const QString &path,
        const std::function<void(const YamlNode &, int)> &read);

    /**
     * Reads the scalar at @p key through @p convert; absent or null keeps @p out. False after an error:
     * @p range's reason when it gives one (a number out of range, ScalarText::intRange), else
     * "expected <expected>, found …". @p expected is a QT_TRANSLATE_NOOP("HelmDeck::YamlFieldReader", ...)
     * text, translated only when it is reported (a read of thousands of values translates nothing).
     */
    template <typename T>
    bool readValue(const Entries &e, const char *key, const QString &path, const char *expected,
        bool (*convert)(const QString &, T *), T *out, QString (*range)(const QString &) = nullptr);
    bool readString(const Entries &e, const char *key, const QString &path, QString *out);
    bool readInt(const Entries &e, const char *key, const QString &path, int *out);
    bool readBool(const Entries &e, const char *key, const QString &path, bool *out);
    bool readDuration(const Entries &e, const char *key, const QString &path, int *seconds);
    bool readStringList(const Entries &e, const char *key, const QString &path, QStringList *out);
    /**
     * Reads a map of strings (labels, annotations) in file order; each value is recorded under
     * "path[key]" (keys may hold dots and slashes). A key twice is an error. Absent keeps @p out.
     */
    bool readKeyValueMap(const Entries &e, const char *key, const QString &path, KeyValueList *out);
    bool scalarText(const YamlNode &node, const YamlNode &keyNode, const QString &path, const char *expected,
        QString *out);

    void record(const QString &path, const YamlNode &node, const YamlNode &fallback);
    SourceLocation locationOf(const YamlNode &node, const YamlNode &fallback) const;
    void error(const QString &message, const QString &path, const SourceLocation &where);
    void warning(const QString &message, const QString &path, const SourceLocation &where);

protected:
    QString m_fileName;
    Project m_project;
    Findings m_findings;
    bool m_failed = false;
};

} // namespace HelmDeck
