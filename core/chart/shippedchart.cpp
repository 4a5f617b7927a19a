// SPDX-License-Identifier: GPL-3.0-or-later
#include "shippedchart.h"

#include "chartwriter.h"

#include <QDirIterator>
#include <QFile>
#include <QList>
#include <QSet>

namespace HelmDeck {

namespace {

const QString ShippedChartsResource = QStringLiteral(":/charts/");

/** One line of a block-YAML text: its indentation and, for a `key: …` line, the key (unquoted). */
struct Line
{
    QByteArray text;
    int indent = 0;
    bool content = false; // neither blank nor a comment
    QByteArray key; // empty for sequence items ("- …") and non-key lines
    bool opensBlock = false; // "key:" with nothing after it: the value is on the following lines
};

QByteArray parseKey(const QByteArray &trimmed, bool *opensBlock)
{
    *opensBlock = false;
    if (trimmed.startsWith("- ") || trimmed == "-")
        return QByteArray();
    int colon = -1;
    QByteArray key;
    if (trimmed.startsWith('"')) {
        int i = 1;
        for (; i < trimmed.size() && trimmed.at(i) != '"'; ++i) {
            if (trimmed.at(i) == '\\')
                ++i;
        }
        if (i + 1 >= trimmed.size() || trimmed.at(i + 1) != ':')
            return QByteArray();
        key = trimmed.mid(1, i - 1);
        colon = i + 1;
    } else {
        for (int i = 0; i < trimmed.size(); ++i) {
            if (trimmed.at(i) == ':' && (i + 1 == trimmed.size() || trimmed.at(i + 1) == ' ')) {
                colon = i;
                break;
            }
        }
        if (colon <= 0)
            return QByteArray();
        key = trimmed.left(colon);
    }
    if (colon + 1 < trimmed.size() && trimmed.at(colon + 1) != ' ')
        return QByteArray();
    *opensBlock = trimmed.mid(colon + 1).trimmed().isEmpty();
    return key;
}

QList<Line> splitLines(const QByteArray &text)
{
    QList<Line> lines;
    QList<QByteArray> raw = text.split('\n');
    if (!raw.isEmpty() && raw.constLast().isEmpty())
        raw.removeLast();
    for (const QByteArray &t : std::as_const(raw)) {
        Line l;
        l.text = t;
        while (l.indent < t.size() && t.at(l.indent) == ' ')
            ++l.indent;
        const QByteArray trimmed = t.trimmed();
        l.content = !trimmed.isEmpty() && !trimmed.startsWith('#') && trimmed != "---";
        if (l.content)
            l.key = parseKey(trimmed, &l.opensBlock);
        lines.append(l);
    }
    return lines;
}

/** A `key:` entry of a map: its leading comment lines [lead, keyLine), the key line, its value lines up to
 * end. */
struct Entry
{
    int lead = 0;
    int keyLine = 0;
    int end = 0;
};

/** The entries at @p indent in [begin, end); the lines after the last entry start at *tail. */
QList<Entry> entriesOf(const QList<Line> &lines, int begin, int end, int indent, int *tail)
{
    QList<Entry> entries;
    int lead = begin;
    int i = begin;
    while (i < end) {
        const Line &l = lines.at(i);
        if (!l.content || l.indent != indent || l.key.isEmpty()) {
            ++i;
            continue;
        }
        Entry e;
        e.lead = lead;
        e.keyLine = i;
        int last = i;
        int j = i + 1;
        for (; j < end && !(lines.at(j).content && lines.at(j).indent <= indent); ++j) {
            if (lines.at(j).content)
                last = j;
        }
        e.end = last + 1; // comments after the last value line belong to the next entry
        entries.append(e);
        lead = e.end;
        i = e.end;
    }
    *tail = lead;
    return entries;
}

/** The indentation of the first value line of @p e when the value is a block map, else -1. */
int mapChildIndent(const QList<Line> &lines, const Entry &e)
{
    if (!lines.at(e.keyLine).opensBlock)
        return -1;
    for (int i = e.keyLine + 1; i < e.end; ++i) {
        const Line &l = lines.at(i);
        if (l.content)
            return l.key.isEmpty() ? -1 : l.indent;
    }
    return -1;
}

void append(QByteArray *out, const QList<Line> &lines, int begin, int end, int shift = 0)
{
    for (int i = begin; i < end; ++i) {
        const QByteArray &t = lines.at(i).text;
        if (shift > 0 && !t.isEmpty())
            out->append(QByteArray(shift, ' '));
        out->append(shift < 0 ? t.mid(qMin(-shift, lines.at(i).indent)) : t);
        out->append('\n');
    }
}

/** A computed entry; yaml-cpp puts an empty block value on a line of its own ("key:\n  []"): joined here. */
void appendValue(QByteArray *out, const QList<Line> &lines, const Entry &e, int shift)
{
    if (e.end == e.keyLine + 2 && lines.at(e.keyLine).opensBlock) {
        const QByteArray value = lines.at(e.keyLine + 1).text.trimmed();
        if (value == "[]" || value == "{}") {
            if (shift > 0)
                out->append(QByteArray(shift, ' '));
            out->append(
                lines.at(e.keyLine).text.mid(shift < 0 ? qMin(-shift, lines.at(e.keyLine).indent) : 0));
            out->append(' ').append(value).append('\n');
            return;
        }
    }
    append(out, lines, e.keyLine, e.end, shift);
}

void merge(QByteArray *out, const QList<Line> &doc, int docBegin, int docEnd, int docIndent,
    const QList<Line> &values, int valuesBegin, int valuesEnd, int valuesIndent)
{
    int docTail = docEnd;
    int valuesTail = valuesEnd;
    const QList<Entry> docEntries = entriesOf(doc, docBegin, docEnd, docIndent, &docTail);
    const QList<Entry> valueEntries = entriesOf(values, valuesBegin, valuesEnd, valuesIndent, &valuesTail);
    const int shift = docIndent - valuesIndent;
    QSet<QByteArray> placed;
    auto find = [&](const QByteArray &key) -> const Entry * {
        for (const Entry &v : valueEntries) {
            if (values.at(v.keyLine).key == key)
                return &v;
        }
        return nullptr;
    };
    for (const Entry &d : docEntries) {
        const QByteArray &key = doc.at(d.keyLine).key;
        append(out, doc, d.lead, d.keyLine); // the document's comment for this key
        const Entry *v = placed.contains(key) ? nullptr : find(key);
        if (!v) {
            append(out, doc, d.keyLine, d.end); // a default the computed values leave alone
            continue;
        }
        placed.insert(key);
        const int docChild = mapChildIndent(doc, d);
        const int valuesChild = mapChildIndent(values, *v);
        if (docChild >= 0 && valuesChild >= 0) {
            append(out, doc, d.keyLine, d.keyLine + 1);
            merge(out, doc, d.keyLine + 1, d.end, docChild, values, v->keyLine + 1, v->end, valuesChild);
        } else {
            appendValue(out, values, *v, shift);
        }
    }
    for (const Entry &v : valueEntries) {
        if (!placed.contains(values.at(v.keyLine).key))
            appendValue(out, values, v, shift);
    }
    append(out, doc, docTail, docEnd);
}

} // namespace

QStringList ShippedChart::names()
{
    return { QStringLiteral("app"), QStringLiteral("config"), QStringLiteral("pull-secret"),
        QStringLiteral("storage"), QStringLiteral("tls") };
}

QByteArray ShippedChart::file(const QString &chart, const QString &relativePath)
{
    if (!names().contains(chart) || relativePath.isEmpty() || relativePath.startsWith(QLatin1Char('/'))
        || relativePath.split(QLatin1Char('/')).contains(QStringLiteral("..")))
        return QByteArray();
    initChartResources();
    QFile f(ShippedChartsResource + chart + QLatin1Char('/') + relativePath);
    if (!f.open(QIODevice::ReadOnly))
        return QByteArray();
    return f.readAll();
}

QStringList ShippedChart::templateFiles(const QString &chart)
{
    QStringList files;
    if (!names().contains(chart))
        return files;
    initChartResources();
    const QString root = ShippedChartsResource + chart;
    QDirIterator it(root + QStringLiteral("/templates"), QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        files.append(it.next().mid(root.size() + 1));
    files.sort();
    return files;
}

QByteArray ShippedChart::overlay(const QByteArray &documented, const QByteArray &computed)
{
    if (computed.isEmpty())
        return QByteArray();
    const QList<Line> doc = splitLines(documented);
    const QList<Line> values = splitLines(computed);
    QByteArray out;
    out.reserve(documented.size() + computed.size());
    merge(&out, doc, 0, int(doc.size()), 0, values, 0, int(values.size()), 0);
    return out;
}

} // namespace HelmDeck
