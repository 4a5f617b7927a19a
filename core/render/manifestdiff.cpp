// SPDX-License-Identifier: GPL-3.0-or-later
#include "manifestdiff.h"

#include "io/yamlguard.h"
#include "redactor.h"
#include "secretdecoder.h"

#include <QHash>
#include <QMap>
#include <QSet>
#include <QStringList>

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include <QCoreApplication>
#include <dtl/dtl.hpp>
#include <yaml-cpp/yaml.h>

namespace HelmDeck {

namespace {

const char *const SecretSections[] = { "data", "stringData" };

/** Changed lines (old + new) beyond which an object is shown as replaced instead of aligned. */
constexpr size_t MaxCompareLines = 20000;

/** A side's copy of one object: how it is matched and what the diff shows of it. */
struct Side
{
    Manifest manifest;
    QString key; ///< apiVersion group | kind | namespace | name
    QString display; ///< the text the diff shows: Secret values masked
    QMap<QString, std::string> secretValues; ///< "section\nkey" -> value, Secrets only; never shown
};

struct Pair
{
    const Side *live = nullptr;
    Side *rendered = nullptr; ///< not const: its Secret lines get their change marks
    const Manifest &manifest() const { return rendered ? rendered->manifest : live->manifest; }
};

/** What remains of MaxDiffBytes, in UTF-8 bytes. */
struct Budget
{
    qint64 left = ManifestDiff::MaxDiffBytes;
    bool exhausted = false;

    bool take(const QString &text)
    {
        const qint64 n = text.toUtf8().size();
        if (exhausted || n > left) {
            exhausted = true;
            return false;
        }
        left -= n;
        return true;
    }
};

QString yamlText(const std::string &s)
{
    return QString::fromStdString(s);
}

/** How a Secret key is told apart: its text, or the YAML of a complex key. */
QString keyId(const YAML::Node &key)
{
    return yamlText(key.IsScalar() ? key.Scalar() : YAML::Dump(key));
}

Side makeSide(const Manifest &m, const QHash<QString, QStringList> &clearSecretKeys)
{
    const QStringList clear = Redactor::isSecretKind(m.kind) ? clearSecretKeys.value(m.name) : QStringList();
    Side side;
    side.manifest = m;
    QString kubeNamespace;
    if (m.kind != QLatin1String("Invalid")) {
        try {
            YAML::Node doc;
            YamlGuard::loadOutput(m.yaml, &doc); // a null Node when it is not YAML: no namespace
            const YAML::Node meta = doc.IsMap() ? doc["metadata"] : YAML::Node();
            if (meta.IsMap() && meta["namespace"] && meta["namespace"].IsScalar())
                kubeNamespace = yamlText(meta["namespace"].Scalar());
            if (Redactor::isSecretKind(m.kind) && doc.IsMap()) {
                for (const char *section : SecretSections) {
                    const YAML::Node values = doc[section];
                    if (!values || values.IsNull())
                        continue;
                    const QString prefix = QString::fromLatin1(section) + QLatin1Char('\n');
                    if (!values.IsMap()) {
                        side.secretValues.insert(prefix, YAML::Dump(values));
                        continue;
                    }
                    for (auto it = values.begin(); it != values.end(); ++it) {
                        if (clear.contains(keyId(it->first)))
                            continue; // shown in clear: the display itself tells the change
                        const std::string value
                            = it->second.IsScalar() ? it->second.Scalar() : YAML::Dump(it->second);
                        side.secretValues.insert(prefix + keyId(it->first), value);
                    }
                }
            }
        } catch (const YAML::Exception &) {
            // ManifestSet read it, so this does not happen; the object then matches without a namespace
        }
    }
    const QString group = m.apiVersion.section(QLatin1Char('/'), 0, -2); // "" for core/v1
    side.key
        = group + QLatin1Char('|') + m.kind + QLatin1Char('|') + kubeNamespace + QLatin1Char('|') + m.name;
    // the same masking as the preview: values hidden, everything else byte for byte
    side.display = Redactor::redact(m.kind, m.yaml, Redactor::defaultMask()); // for reading: "••••"
    if (!clear.isEmpty()) { // the keys that are no secret (plain env values) decoded, the rest masked
        SecretDecoder::Options options;
        options.hasClearKeys = true;
        options.clearKeys = QSet<QString>(clear.cbegin(), clear.cend());
        options.mask = Redactor::defaultMask();
        side.display = SecretDecoder::decode(m.kind, m.yaml, options);
    }
    return side;
}

/**
 * Marks the lines of the masked @p display whose Secret key is in @p marks ("section\nkey" ->
 * " (changed)"): only the mask is shown, so the mark is what tells the user a value moved. The
 * marks placed are taken out of @p marks.
 */
void markSecretKeys(QString *display, QMap<QString, QString> *marks)
{
    QStringList lines = display->split(QLatin1Char('\n'));
    QString section;
    int childIndent = -1;
    for (QString &line : lines) {
        const QString t = line.trimmed();
        if (t.isEmpty() || t.startsWith(QLatin1Char('#')))
            continue;
        int spaces = 0;
        while (spaces < line.size() && line.at(spaces) == QLatin1Char(' '))
            ++spaces;
        try {
            if (spaces == 0) {
                YAML::Node entry;
                YamlGuard::loadOutput(t, &entry); // a null Node when the line is not YAML on its own
                section.clear();
                childIndent = -1;
                if (entry.IsMap() && entry.size() == 1 && entry.begin()->first.IsScalar()) {
                    const std::string key = entry.begin()->first.Scalar();
                    if (key == "data" || key == "stringData")
                        section = yamlText(key);
                }
                continue;
            }
            if (section.isEmpty())
                continue;
            if (childIndent < 0)
                childIndent = spaces;
            if (spaces != childIndent)
                continue;
            YAML::Node entry;
            if (!YamlGuard::loadOutput(t, &entry) || !entry.IsMap() || entry.size() != 1)
                continue;
            const QString id = section + QLatin1Char('\n') + keyId(entry.begin()->first);
            const auto mark = marks->find(id);
            if (mark != marks->end()) {
                line += mark.value();
                marks->erase(mark);
            }
        } catch (const YAML::Exception &) {
            // a line that is not "key: value" on its own (a multi-line remnant): nothing to mark
        }
    }
    *display = lines.join(QLatin1Char('\n'));
}

/** Gives the new side's Secret lines their "(changed)" / "(added)" marks against the live side. */
void markSecretChanges(const Side &live, Side *rendered)
{
    if (live.secretValues == rendered->secretValues)
        return;
    QMap<QString, QString> marks;
    for (auto it = rendered->secretValues.constBegin(); it != rendered->secretValues.constEnd(); ++it) {
        const auto old = live.secretValues.constFind(it.key());
        if (old == live.secretValues.constEnd())
            marks.insert(it.key(), QStringLiteral(" (added)"));
        else if (old.value() != it.value())
            marks.insert(it.key(), QStringLiteral(" (changed)"));
    }
    markSecretKeys(&rendered->display, &marks);
    // Flow maps, a section that is not a map, or a Secret the redactor had to hide whole have no key
    // lines to mark: a comment keeps the change visible, with the keys but without the values.
    QStringList unplaced;
    for (auto it = marks.constBegin(); it != marks.constEnd(); ++it) {
        QString where = it.key();
        where.replace(QLatin1Char('\n'), QLatin1Char('.'));
        if (where.endsWith(QLatin1Char('.')))
            where.chop(1);
        unplaced << where + it.value();
    }
    if (!unplaced.isEmpty())
        rendered->display
            += QStringLiteral("# secret values: ") + unplaced.join(QStringLiteral(", ")) + QLatin1Char('\n');
    else if (rendered->display == live.display)
        rendered->display += QStringLiteral("# secret values changed\n");
}

std::vector<std::string> linesOf(const QString &text)
{
    QStringList lines = text.split(QLatin1Char('\n'));
    if (!lines.isEmpty() && lines.last().isEmpty())
        lines.removeLast();
    std::vector<std::string> out;
    out.reserve(static_cast<size_t>(lines.size()));
    for (const QString &line : std::as_const(lines))
        out.push_back(line.toStdString());
    return out;
}

/** "N" or "N,count" as in GNU diff's hunk headers; an empty range names the line before it. */
QString range(long long consumed, long long count)
{
    const long long start = count == 0 ? consumed : consumed + 1;
    return count == 1 ? QString::number(start)
                      : QString::number(start) + QLatin1Char(',') + QString::number(count);
}

struct DiffLine
{
    char mark; ///< ' ', '-' or '+'
    std::string text;
};

/**
 * The lines of a diff as ' ', '-', '+': dtl's shortest edit script (deletions first in a change) of
 * the lines between the common head and tail, which are taken off first so that a small change in
 * a large object costs little.
 */
std::vector<DiffLine> editScript(const std::vector<std::string> &a, const std::vector<std::string> &b)
{
    size_t head = 0;
    while (head < a.size() && head < b.size() && a[head] == b[head])
        ++head;
    size_t tail = 0;
    while (
        tail < a.size() - head && tail < b.size() - head && a[a.size() - 1 - tail] == b[b.size() - 1 - tail])
        ++tail;
    const std::vector<std::string> midA(
        a.begin() + static_cast<std::ptrdiff_t>(head), a.end() - static_cast<std::ptrdiff_t>(tail));
    const std::vector<std::string> midB(
        b.begin() + static_cast<std::ptrdiff_t>(head), b.end() - static_cast<std::ptrdiff_t>(tail));

    std::vector<DiffLine> out;
    out.reserve(a.size() + b.size());
    for (size_t i = 0; i < head; ++i)
        out.push_back({ ' ', a[i] });
    if (midA.empty() || midB.empty() || midA.size() + midB.size() > MaxCompareLines) {
        // Nothing to align (dtl wants two non-empty sequences), or a rewrite so large that its
        // O(N·D) alignment could take minutes for a text the size bound cuts anyway: old, then new.
        for (const std::string &line : midA)
            out.push_back({ '-', line });
        for (const std::string &line : midB)
            out.push_back({ '+', line });
    } else {
        dtl::Diff<std::string> diff(midA, midB, true);
        diff.compose();
        const auto ses = diff.getSes().getSequence();
        for (const auto &e : ses) {
            const char mark = e.second.type == dtl::SES_DELETE ? '-'
                : e.second.type == dtl::SES_ADD                ? '+'
                                                               : ' ';
            out.push_back({ mark, e.first });
        }
    }
    for (size_t i = a.size() - tail; i < a.size(); ++i)
        out.push_back({ ' ', a[i] });
    return out;
}

/** Unified-diff hunks of @p script with @p context lines around each change (< 0: one hunk of everything). */
QStringList hunks(const std::vector<DiffLine> &script, int context)
{
    const long long n = static_cast<long long>(script.size());
    std::vector<std::pair<long long, long long>> spans; // [begin, end) into script
    if (context < 0) {
        spans.emplace_back(0, n);
    } else {
        for (long long i = 0; i < n; ++i) {
            if (script[static_cast<size_t>(i)].mark == ' ')
                continue;
            const long long begin = std::max(0LL, i - context);
            const long long end = std::min(n, i + 1 + context);
            if (!spans.empty() && begin <= spans.back().second)
                spans.back().second = end; // at most 2*context unchanged lines apart: one hunk
            else
                spans.emplace_back(begin, end);
        }
    }
    QStringList out;
    long long oldBefore = 0; // old and new lines before the current position in the script
    long long newBefore = 0;
    long long pos = 0;
    for (const auto &span : spans) {
        for (; pos < span.first; ++pos) {
            const char mark = script[static_cast<size_t>(pos)].mark;
            oldBefore += mark != '+';
            newBefore += mark != '-';
        }
        long long oldCount = 0;
        long long newCount = 0;
        QStringList body;
        for (; pos < span.second; ++pos) {
            const DiffLine &line = script[static_cast<size_t>(pos)];
            oldCount += line.mark != '+';
            newCount += line.mark != '-';
            body.append(QLatin1Char(line.mark) + yamlText(line.text) + QLatin1Char('\n'));
        }
        out.append(QStringLiteral("@@ -") + range(oldBefore, oldCount) + QStringLiteral(" +")
            + range(newBefore, newCount) + QStringLiteral(" @@\n"));
        out += body;
        oldBefore += oldCount;
        newBefore += newCount;
    }
    return out;
}

/** The whole object as one hunk of @p mark lines: an added or removed object. */
QStringList wholeObject(const QString &display, char mark)
{
    const std::vector<std::string> lines = linesOf(display);
    std::vector<DiffLine> script;
    script.reserve(lines.size());
    for (const std::string &line : lines)
        script.push_back({ mark, line });
    return hunks(script, -1);
}

/** The diff of one object, cut where @p budget runs out. */
QString objectDiff(const Pair &pair, ObjectDiff::Change change, int context, Budget *budget)
{
    const Manifest &m = pair.manifest();
    QStringList lines { QStringLiteral("--- live/") + m.kind + QLatin1Char('/') + m.name + QLatin1Char('\n'),
        QStringLiteral("+++ new/") + m.kind + QLatin1Char('/') + m.name + QLatin1Char('\n') };
    if (change == ObjectDiff::Change::Added)
        lines += wholeObject(pair.rendered->display, '+');
    else if (change == ObjectDiff::Change::Removed)
        lines += wholeObject(pair.live->display, '-');
    else
        lines += hunks(editScript(linesOf(pair.live->display), linesOf(pair.rendered->display)), context);
    QString out;
    for (const QString &line : std::as_const(lines)) {
        if (!budget->take(line))
            break;
        out += line;
    }
    return out;
}

/** Pairs the objects of one release: new ones in render order, then the live-only ones, in apply order. */
std::vector<Pair> pairUp(const std::vector<Side> &live, std::vector<Side> *rendered)
{
    std::vector<Pair> pairs;
    std::vector<bool> used(live.size(), false);
    for (Side &n : *rendered) {
        Pair p;
        p.rendered = &n;
        // duplicates match in document order, so the second of two equal keys pairs with the second
        for (size_t i = 0; i < live.size(); ++i) {
            if (!used[i] && live[i].key == n.key) {
                used[i] = true;
                p.live = &live[i];
                break;
            }
        }
        pairs.push_back(p);
    }
    for (size_t i = 0; i < live.size(); ++i) {
        if (!used[i]) {
            Pair p;
            p.live = &live[i];
            pairs.push_back(p);
        }
    }
    std::stable_sort(pairs.begin(), pairs.end(),
        [](const Pair &a, const Pair &b) { return ManifestSet::inApplyOrder(a.manifest(), b.manifest()); });
    return pairs;
}

std::vector<Side> sidesOf(
    const QList<Manifest> &documents, const QHash<QString, QStringList> &clearSecretKeys)
{
    std::vector<Side> sides;
    sides.reserve(static_cast<size_t>(documents.size()));
    for (const Manifest &m : documents)
        sides.push_back(makeSide(m, clearSecretKeys));
    return sides;
}

} // namespace

QString ManifestDiffResult::text() const
{
    QString out;
    QString release;
    bool first = true;
    for (const ObjectDiff &o : objects) {
        if (o.unifiedDiff.isEmpty())
            continue;
        if (first || o.release != release) {
            out += QStringLiteral("# Release: ") + o.release + QLatin1Char('\n');
            release = o.release;
            first = false;
        }
        out += o.unifiedDiff;
    }
    if (truncated)
        out += QStringLiteral("# \u2026 diff truncated\n");
    return out;
}

QString ManifestDiffResult::summary() const
{
    return QCoreApplication::translate("HelmDeck::ManifestDiffResult", "%1 added, %2 changed, %3 removed")
        .arg(added)
        .arg(changed)
        .arg(removed);
}

ManifestDiffResult ManifestDiff::compare(const ManifestSet &live, const ManifestSet &rendered,
    const QStringList &releases, int context, const QHash<QString, QStringList> &clearSecretKeys)
{
    QStringList order = rendered.releases();
    const QStringList liveReleases = live.releases();
    for (const QString &r : liveReleases) {
        if (!order.contains(r))
            order.append(r);
    }

    ManifestDiffResult result;
    Budget budget;
    for (const QString &release : std::as_const(order)) {
        if (!releases.isEmpty() && !releases.contains(release))
            continue;
        const std::vector<Side> liveSides = sidesOf(live.forRelease(release), clearSecretKeys);
        std::vector<Side> newSides = sidesOf(rendered.forRelease(release), clearSecretKeys);
        const std::vector<Pair> pairs = pairUp(liveSides, &newSides);
        bool headerCounted = false;
        for (const Pair &pair : pairs) {
            ObjectDiff o;
            o.release = release;
            o.kind = pair.manifest().kind;
            o.name = pair.manifest().name;
            if (!pair.live) {
                o.change = ObjectDiff::Change::Added;
                ++result.added;
            } else if (!pair.rendered) {
                o.change = ObjectDiff::Change::Removed;
                ++result.removed;
            } else {
                markSecretChanges(*pair.live, pair.rendered);
                o.change = pair.live->display == pair.rendered->display ? ObjectDiff::Change::Unchanged
                                                                        : ObjectDiff::Change::Changed;
                if (o.change == ObjectDiff::Change::Changed)
                    ++result.changed;
            }
            if (o.change != ObjectDiff::Change::Unchanged && !budget.exhausted) {
                if (!headerCounted)
                    headerCounted = budget.take(QStringLiteral("# Release: ") + release + QLatin1Char('\n'));
                if (headerCounted)
                    o.unifiedDiff = objectDiff(pair, o.change, context, &budget);
            }
            result.objects.append(o);
        }
    }
    result.truncated = budget.exhausted;
    return result;
}

} // namespace HelmDeck
