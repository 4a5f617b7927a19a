// SPDX-License-Identifier: GPL-3.0-or-later
#include "manifestset.h"

#include "io/yamlguard.h"
#include "secretdecoder.h"

#include <QRegularExpression>
#include <QStringList>

#include <algorithm>
#include <utility>

#include <yaml-cpp/yaml.h>

namespace HelmDeck {

namespace {

/** Apply order: what others refer to comes first (accounts, secrets, claims, services), routes last. */
int kindRank(const QString &kind)
{
    static const QStringList order = {
        QStringLiteral("Namespace"),
        QStringLiteral("ServiceAccount"),
        QStringLiteral("Secret"),
        QStringLiteral("ConfigMap"),
        QStringLiteral("PersistentVolume"),
        QStringLiteral("PersistentVolumeClaim"),
        QStringLiteral("Service"),
        QStringLiteral("Deployment"),
        QStringLiteral("StatefulSet"),
        QStringLiteral("DaemonSet"),
        QStringLiteral("Job"),
        QStringLiteral("CronJob"),
        QStringLiteral("Ingress"),
        QStringLiteral("HTTPRoute"),
    };
    if (kind == QLatin1String("Invalid"))
        return order.size() + 1; // unparseable documents last, where they are easy to spot
    const int i = order.indexOf(kind);
    return i < 0 ? order.size() : i;
}

bool isSeparator(const QString &line)
{
    // "---", "--- " and "--- # comment"; a line like "----" or "---x" is content.
    return line == QLatin1String("---") || line.startsWith(QLatin1String("--- "))
        || line.startsWith(QLatin1String("---\t"));
}

/** Whether @p text holds anything but blank lines and comments. */
bool hasContent(const QString &text)
{
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (const QString &line : lines) {
        const QString t = line.trimmed();
        if (!t.isEmpty() && !t.startsWith(QLatin1Char('#')))
            return true;
    }
    return false;
}

void readHeader(Manifest *m)
{
    try {
        // helm's (or the cluster's) output: bounded like every input (docs/inputs.md, "YAML")
        YAML::Node doc;
        if (!YamlGuard::loadOutput(m->yaml, &doc) || !doc.IsMap()) {
            m->kind = QStringLiteral("Invalid");
            return;
        }
        auto scalar = [](const YAML::Node &n) {
            return n && n.IsScalar() ? QString::fromStdString(n.Scalar()) : QString();
        };
        m->apiVersion = scalar(doc["apiVersion"]);
        m->kind = scalar(doc["kind"]);
        const YAML::Node meta = doc["metadata"];
        if (meta && meta.IsMap())
            m->name = scalar(meta["name"]);
    } catch (const YAML::Exception &) {
        m->kind = QStringLiteral("Invalid");
    }
}

void finishDocument(
    const QString &release, ReleaseKind kind, QString *source, QStringList *lines, QList<Manifest> *out)
{
    QString text = lines->join(QLatin1Char('\n'));
    lines->clear();
    const QString src = *source;
    source->clear();
    if (!hasContent(text))
        return;
    while (text.endsWith(QLatin1Char('\n')))
        text.chop(1);
    Manifest m;
    m.release = release;
    m.releaseKind = kind;
    m.source = src;
    m.yaml = text + QLatin1Char('\n');
    readHeader(&m);
    out->append(m);
}

} // namespace

ManifestSet ManifestSet::parse(const QString &release, const QByteArray &helmOutput, ReleaseKind kind)
{
    static const QRegularExpression sourceLine(QStringLiteral("^#\\s*Source:\\s*(.+?)\\s*$"));
    ManifestSet set;
    QString source;
    QStringList lines;
    bool contentSeen = false; // the Source comment counts only before the document's first content line
    QString text = QString::fromUtf8(helmOutput);
    text.replace(QStringLiteral("\r\n"), QStringLiteral("\n"));
    const QStringList all = text.split(QLatin1Char('\n'));
    for (const QString &line : all) {
        if (isSeparator(line)) {
            finishDocument(release, kind, &source, &lines, &set.m_documents);
            contentSeen = false;
            continue;
        }
        // Helm puts "# Source: <chart>/templates/<file>" at the top of each document; keep only that one.
        if (source.isEmpty() && !contentSeen) {
            const QRegularExpressionMatch match = sourceLine.match(line);
            if (match.hasMatch()) {
                source = match.captured(1);
                continue;
            }
        }
        if (!contentSeen && hasContent(line))
            contentSeen = true;
        lines.append(line);
    }
    finishDocument(release, kind, &source, &lines, &set.m_documents);
    set.sortDocuments();
    return set;
}

void ManifestSet::sortDocuments()
{
    QStringList releaseOrder;
    for (const Manifest &m : std::as_const(m_documents)) {
        if (!releaseOrder.contains(m.release))
            releaseOrder.append(m.release);
    }
    std::stable_sort(
        m_documents.begin(), m_documents.end(), [&releaseOrder](const Manifest &a, const Manifest &b) {
            const int ra = releaseOrder.indexOf(a.release);
            const int rb = releaseOrder.indexOf(b.release);
            if (ra != rb)
                return ra < rb;
            return inApplyOrder(a, b);
        });
}

bool ManifestSet::inApplyOrder(const Manifest &a, const Manifest &b)
{
    const int ka = kindRank(a.kind);
    const int kb = kindRank(b.kind);
    if (ka != kb)
        return ka < kb;
    if (a.kind != b.kind)
        return a.kind < b.kind;
    return a.name < b.name;
}

void ManifestSet::append(const ManifestSet &other)
{
    m_documents += other.m_documents;
    sortDocuments();
}

QStringList ManifestSet::releases() const
{
    QStringList names;
    for (const Manifest &m : m_documents) {
        if (!names.contains(m.release))
            names.append(m.release);
    }
    return names;
}

ReleaseKind ManifestSet::releaseKind(const QString &release) const
{
    for (const Manifest &m : m_documents) {
        if (m.release == release)
            return m.releaseKind;
    }
    return ReleaseKind::App;
}

QList<Manifest> ManifestSet::forRelease(const QString &release) const
{
    QList<Manifest> docs;
    for (const Manifest &m : m_documents) {
        if (m.release == release)
            docs.append(m);
    }
    return docs;
}

const Manifest *ManifestSet::find(const QString &kind, const QString &name) const
{
    for (const Manifest &m : m_documents) {
        if (m.kind == kind && m.name == name)
            return &m;
    }
    return nullptr;
}

QList<Manifest> ManifestSet::ofKind(const QString &kind) const
{
    QList<Manifest> docs;
    for (const Manifest &m : m_documents) {
        if (m.kind == kind)
            docs.append(m);
    }
    return docs;
}

static QString documentYaml(const Manifest &m, bool showSecrets, const QString &mask)
{
    QString out = QStringLiteral("---\n");
    if (!m.source.isEmpty())
        out += QStringLiteral("# Source: ") + m.source + QLatin1Char('\n');
    out += showSecrets ? m.yaml : Redactor::redact(m.kind, m.yaml, mask);
    return out;
}

ManifestSet ManifestSet::redacted(const QString &mask) const
{
    ManifestSet copy = *this;
    for (Manifest &m : copy.m_documents)
        m.yaml = Redactor::redact(m.kind, m.yaml, mask);
    return copy;
}

ManifestSet ManifestSet::decoded() const
{
    ManifestSet copy = *this;
    SecretDecoder::Options options;
    options.toStringData = true;
    for (Manifest &m : copy.m_documents)
        m.yaml = SecretDecoder::decode(m.kind, m.yaml, options);
    return copy;
}

ManifestSet ManifestSet::withoutTests() const
{
    ManifestSet copy;
    for (const Manifest &m : m_documents) {
        if (!m.source.contains(QLatin1String("/templates/tests/")))
            copy.m_documents.append(m);
    }
    return copy;
}

QString ManifestSet::toYaml(bool showSecrets, const QString &mask) const
{
    QString out;
    for (const Manifest &m : m_documents)
        out += QStringLiteral("# Release: ") + m.release + QLatin1Char('\n')
            + documentYaml(m, showSecrets, mask);
    return out;
}

QString ManifestSet::releaseYaml(const QString &release, bool showSecrets, const QString &mask) const
{
    QString out;
    for (const Manifest &m : m_documents) {
        if (m.release == release)
            out += documentYaml(m, showSecrets, mask);
    }
    return out;
}

QStringList ManifestSet::duplicateObjects() const
{
    QStringList seen;
    QStringList duplicates;
    for (const Manifest &m : m_documents) {
        if (m.kind.isEmpty() || m.name.isEmpty())
            continue;
        const QString group = m.apiVersion.section(QLatin1Char('/'), 0, -2); // "" for core/v1
        const QString key = group + QLatin1Char('|') + m.kind + QLatin1Char('|') + m.name;
        const QString label = m.kind + QLatin1Char(' ') + m.name;
        if (seen.contains(key)) {
            if (!duplicates.contains(label))
                duplicates.append(label);
        } else {
            seen.append(key);
        }
    }
    return duplicates;
}

} // namespace HelmDeck
