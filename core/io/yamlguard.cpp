// SPDX-License-Identifier: GPL-3.0-or-later
#include "yamlguard.h"
#include "yamleventcheck.h"

#include <exception>
#include <sstream>
#include <string>
#include <vector>

namespace HelmDeck {

namespace {

using Stop = YamlEventCheck::Stop;

/**
 * @p body (which returns false after its own fail()) with every way yaml-cpp can throw turned into one
 * fail() finding at the place it names: a limit (Stop), a syntax error, memory, anything else.
 */
template <typename Body, typename Fail>
bool guarded(const Body &body, const Fail &fail, const QString &fileName, const QString &what)
{
    try {
        return body();
    } catch (const Stop &stop) {
        return fail(stop.message, YamlGuard::at(fileName, stop.mark));
    } catch (const YAML::Exception &e) {
        return fail(QCoreApplication::translate(
                        "HelmDeck::YamlGuard", "YAML syntax error: %1; the %2 is not valid YAML")
                        .arg(YamlGuard::text(e.msg), what),
            YamlGuard::at(fileName, e.mark));
    } catch (const std::bad_alloc &) {
        return fail(QCoreApplication::translate(
                        "HelmDeck::YamlGuard", "the %1 is too big to read as YAML (out of memory)")
                        .arg(what),
            SourceLocation { fileName, 0, 0 });
    } catch (const std::exception &e) {
        return fail(QCoreApplication::translate("HelmDeck::YamlGuard", "the %1 cannot be read as YAML: %2")
                        .arg(what, QString::fromLocal8Bit(e.what())),
            SourceLocation { fileName, 0, 0 });
    }
}

} // namespace

SourceLocation YamlGuard::at(const QString &file, const YAML::Mark &m)
{
    return SourceLocation { file, m.line < 0 ? 0 : m.line + 1, m.column < 0 ? 0 : m.column + 1 };
}

QString YamlGuard::text(const std::string &s)
{
    return QString::fromUtf8(s.data(), int(s.size()));
}

qint64 YamlGuard::maxNodes(const YamlLimits &limits, const QByteArray &text)
{
    return limits.maxExpandedNodes > 0 ? limits.maxExpandedNodes : 1000000 + 4 * qint64(text.size());
}

bool YamlGuard::scanOne(const QByteArray &data, const QString &fileName, const QString &what,
    const QString &fieldPath, const YamlLimits &limits, YAML::EventHandler *handler, Findings *findings,
    SourceLocation *secondDocument)
{
    if (secondDocument)
        *secondDocument = SourceLocation();
    const qint64 nodes = maxNodes(limits, data);
    auto fail = [&](const QString &message, const SourceLocation &where) {
        findings->append(Finding::error(message, fieldPath, where));
        return false;
    };
    return guarded(
        [&]() {
            // the first document's events, checked and handed on; then at most two more document
            // steps, checked only, to see whether a second document follows (see yamlguard.h)
            std::istringstream stream(std::string(data.constData(), size_t(data.size())));
            YAML::Parser parser(stream);
            YamlEventCheck first(limits, nodes, what, fileName, fieldPath, handler);
            first.setText(&data);
            if (parser.HandleNextDocument(first)) {
                YamlEventCheck second(limits, nodes, what, fileName, fieldPath);
                if (parser.HandleNextDocument(second) && second.started) {
                    YamlEventCheck third(limits, nodes, what, fileName, fieldPath);
                    const bool more = parser.HandleNextDocument(third) && third.started;
                    const bool stuck = second.start.pos == first.start.pos
                        || (more && third.start.pos == second.start.pos);
                    if (stuck) {
                        const YAML::Mark m = second.start.pos == first.start.pos ? second.start : third.start;
                        const int pos = qBound(0, m.pos, int(data.size()) - 1);
                        return fail(tr("YAML syntax error: unexpected \"%1\" where a value or a key "
                                       "should start")
                                        .arg(QString::fromUtf8(data.mid(pos, 1))),
                            at(fileName, m));
                    }
                    if (!secondDocument)
                        return fail(tr("the %1 holds more than one YAML document; it holds one").arg(what),
                            at(fileName, second.hasNode ? second.firstNode : second.start));
                    *secondDocument = at(fileName, second.hasNode ? second.firstNode : second.start);
                }
            }
            if (!first.duplicates().isEmpty()) {
                findings->append(first.duplicates());
                return false;
            }
            return true;
        },
        fail, fileName, what);
}

bool YamlGuard::loadOne(const QByteArray &data, const QString &fileName, const QString &what,
    const QString &fieldPath, const YamlLimits &limits, YAML::Node *out, Findings *findings,
    SourceLocation *secondDocument)
{
    *out = YAML::Node();
    // pass 1: the events within the limits, duplicate keys among them; no tree yet
    if (!scanOne(data, fileName, what, fieldPath, limits, nullptr, findings, secondDocument))
        return false;
    auto fail = [&](const QString &message, const SourceLocation &where) {
        findings->append(Finding::error(message, fieldPath, where));
        *out = YAML::Node();
        return false;
    };
    // pass 2: the tree of the first document (YAML::Load reads one document)
    return guarded(
        [&]() {
            *out = YAML::Load(std::string(data.constData(), size_t(data.size())));
            return true;
        },
        fail, fileName, what);
}

bool YamlGuard::loadAll(const QByteArray &data, const QString &fileName, const QString &what,
    const QString &fieldPath, const YamlLimits &limits, std::vector<YAML::Node> *out, Findings *findings,
    int maxDocuments)
{
    out->clear();
    const qint64 nodes = maxNodes(limits, data);
    Findings duplicates;
    auto fail = [&](const QString &message, const SourceLocation &where) {
        findings->append(Finding::error(message, fieldPath, where));
        out->clear();
        return false;
    };
    const std::string input(data.constData(), size_t(data.size()));
    const bool parsed = guarded(
        [&]() {
            // Pass 1: every document's events within the limits, each step moving through the text.
            std::istringstream stream(input);
            YAML::Parser parser(stream);
            int previous = -1;
            for (int count = 0;; ++count) {
                YamlEventCheck doc(limits, nodes, what, fileName, fieldPath);
                doc.setText(&data);
                if (!parser.HandleNextDocument(doc) || !doc.started)
                    break;
                duplicates += doc.duplicates();
                if (doc.start.pos <= previous) {
                    const int pos = qBound(0, doc.start.pos, int(data.size()) - 1);
                    return fail(tr("YAML syntax error: unexpected \"%1\" where a value or a key should "
                                   "start; the %2 is not valid YAML")
                                    .arg(QString::fromUtf8(data.mid(pos, 1)), what),
                        at(fileName, doc.start));
                }
                if (count >= maxDocuments)
                    return fail(tr("the %1 holds more than %2 YAML documents").arg(what).arg(maxDocuments),
                        at(fileName, doc.start));
                previous = doc.start.pos;
            }
            if (!duplicates.isEmpty()) {
                findings->append(duplicates);
                return false;
            }
            // Pass 2: pass 1 reached the end, so LoadAll() does too.
            *out = YAML::LoadAll(input);
            return true;
        },
        fail, fileName, what);
    return parsed;
}

YamlLimits YamlGuard::outputLimits()
{
    YamlLimits limits;
    limits.maxDepth = 256;
    limits.checkDuplicateKeys = false;
    return limits;
}

bool YamlGuard::loadOutput(const QString &text, YAML::Node *out)
{
    Findings ignored;
    SourceLocation secondDocument;
    return loadOne(text.toUtf8(), QString(), QStringLiteral("YAML text"), QString(), outputLimits(), out,
        &ignored, &secondDocument);
}

} // namespace HelmDeck
