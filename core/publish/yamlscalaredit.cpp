// SPDX-License-Identifier: GPL-3.0-or-later
#include "yamlscalaredit.h"

#include "io/yamlguard.h"

#include <yaml-cpp/yaml.h>

#include <string>

namespace HelmDeck {

namespace {

QByteArray yamlQuoted(const QString &value)
{
    QByteArray out = "\"";
    for (const char c : value.toUtf8()) {
        if (c == '"' || c == '\\')
            out += '\\';
        out += c;
    }
    return out + '"';
}

/** The end (exclusive) of the scalar token starting at @p pos; -1 when it is not a one-line token. */
int scalarEnd(const QByteArray &text, int pos)
{
    const int lineEnd = [&] {
        const int n = text.indexOf('\n', pos);
        return n < 0 ? int(text.size()) : n;
    }();
    const char first = pos < text.size() ? text.at(pos) : '\n';
    if (first == '|' || first == '>' || first == '\n' || first == '&' || first == '*' || first == '!'
        || first == '[' || first == '{')
        return -1;
    if (first == '"') {
        for (int i = pos + 1; i < lineEnd; ++i) {
            if (text.at(i) == '\\')
                ++i;
            else if (text.at(i) == '"')
                return i + 1;
        }
        return -1;
    }
    if (first == '\'') {
        for (int i = pos + 1; i < lineEnd; ++i) {
            if (text.at(i) == '\'') {
                if (i + 1 < lineEnd && text.at(i + 1) == '\'')
                    ++i;
                else
                    return i + 1;
            }
        }
        return -1;
    }
    int end = lineEnd;
    const int comment = text.indexOf(" #", pos);
    if (comment >= 0 && comment < end)
        end = comment;
    while (end > pos && (text.at(end - 1) == ' ' || text.at(end - 1) == '\t' || text.at(end - 1) == '\r'))
        --end;
    return end;
}

bool load(const QByteArray &text, YAML::Node *root, QString *error)
{
    // one document, bounded depth and alias expansion (docs/inputs.md)
    Findings findings;
    SourceLocation second;
    if (YamlGuard::loadOne(
            text, QString(), QStringLiteral("chart file"), QString(), YamlLimits(), root, &findings, &second))
        return true;
    const Finding first = findings.value(0);
    *error = first.location.line > 0 ? YamlScalarEdit::tr("line %1, column %2: %3")
                                           .arg(first.location.line)
                                           .arg(first.location.column)
                                           .arg(first.message)
                                     : first.message;
    return false;
}

} // namespace

bool YamlScalarEdit::set(QByteArray *yaml, const QStringList &path, const QString &value, QString *error)
{
    const QString dotted = path.join(QLatin1Char('.'));
    YAML::Node root;
    if (!load(*yaml, &root, error))
        return false;
    if (!root.IsMap() && !root.IsNull()) {
        *error = tr("the document is not a mapping");
        return false;
    }
    // Walk to the parent; each step must be a block mapping.
    // Read through const nodes only: yaml-cpp's non-const operator[] adds missing keys.
    const YAML::Node constRoot = root;
    YAML::Node parent = constRoot;
    for (int i = 0; i + 1 < path.size(); ++i) {
        const YAML::Node &constParent = parent;
        const YAML::Node child = constParent[path.at(i).toStdString()];
        const QString here = path.mid(0, i + 1).join(QLatin1Char('.'));
        if (!child.IsDefined() || child.IsNull()) {
            *error = tr("%1: missing (the parent of %2)").arg(here, dotted);
            return false;
        }
        if (!child.IsMap() || child.Style() == YAML::EmitterStyle::Flow) {
            *error = tr("%1: not a block mapping").arg(here);
            return false;
        }
        parent.reset(child); // reset, not '=': assigning a Node writes through to the tree
    }
    QByteArray edited = *yaml;
    const std::string leaf = path.constLast().toStdString();
    const YAML::Node &constParent = parent;
    const YAML::Node node = root.IsNull() ? YAML::Node(YAML::NodeType::Undefined) : constParent[leaf];
    if (node.IsDefined() && !node.IsNull()) {
        if (!node.IsScalar()) {
            *error = tr("%1: not a scalar").arg(dotted);
            return false;
        }
        const int pos = node.Mark().pos;
        const int end = pos >= 0 ? scalarEnd(edited, pos) : -1;
        if (end < 0) {
            *error = tr("%1: only a one-line plain or quoted scalar can be rewritten").arg(dotted);
            return false;
        }
        edited.replace(pos, end - pos, yamlQuoted(value));
    } else if (node.IsDefined()) {
        *error = tr("%1: empty (a null value cannot be rewritten in place; give it a value)").arg(dotted);
        return false;
    } else if (path.size() == 1) {
        if (!edited.isEmpty() && !edited.endsWith('\n'))
            edited += '\n';
        edited += path.constLast().toUtf8() + ": " + yamlQuoted(value) + '\n';
    } else {
        // First child of the parent block mapping, indented like its first key.
        const YAML::const_iterator first = parent.begin();
        const int childPos = first->first.Mark().pos;
        const int column = first->first.Mark().column;
        const int lineStart = edited.lastIndexOf('\n', childPos - 1) + 1;
        edited.insert(
            lineStart, QByteArray(column, ' ') + path.constLast().toUtf8() + ": " + yamlQuoted(value) + '\n');
    }
    // The edit must mean what it says: the key holds the value, and the rest is unchanged.
    YAML::Node check;
    QString parseError;
    if (!load(edited, &check, &parseError)) {
        *error = tr("%1: the edit does not parse (%2)").arg(dotted, parseError);
        return false;
    }
    YAML::Node at = check;
    for (const QString &key : path) {
        const YAML::Node &constAt = at;
        at.reset(constAt[key.toStdString()]);
    }
    if (!at.IsScalar() || QString::fromStdString(at.Scalar()) != value) {
        *error = tr("%1: could not be set safely").arg(dotted);
        return false;
    }
    if (!root.IsNull()) {
        YAML::Node beforeParent = constRoot;
        YAML::Node afterParent = check;
        for (int i = 0; i + 1 < path.size(); ++i) {
            const YAML::Node &b = beforeParent;
            const YAML::Node &a = afterParent;
            beforeParent.reset(b[path.at(i).toStdString()]);
            afterParent.reset(a[path.at(i).toStdString()]);
        }
        const std::size_t expected = beforeParent.size() + (node.IsDefined() ? 0 : 1);
        if (afterParent.size() != expected) {
            *error = tr("%1: the edit changed its neighbours").arg(dotted);
            return false;
        }
    }
    *yaml = edited;
    return true;
}

} // namespace HelmDeck
