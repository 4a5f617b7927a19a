// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartmanifest.h"

#include "chartpackager.h"

#include "io/yamlguard.h"

#include <QCryptographicHash>
#include <QStringList>

#include <yaml-cpp/yaml.h>

#include <map>

namespace HelmDeck {

const QString ChartManifest::ManifestMediaType = QStringLiteral("application/vnd.oci.image.manifest.v1+json");
const QString ChartManifest::ConfigMediaType = QStringLiteral("application/vnd.cncf.helm.config.v1+json");
const QString ChartManifest::LayerMediaType
    = QStringLiteral("application/vnd.cncf.helm.chart.content.v1.tar+gzip");

namespace {

/**
 * @p text as a JSON string literal, quotes included, escaped as Go's encoding/json does (Helm's
 * marshaller): '<', '>', '&', U+2028, U+2029, '\\b' and '\\f' as \\u escapes, so the bytes and digest
 * are the ones `helm push` gives.
 */
QByteArray jsonString(const QString &text)
{
    QString out = QStringLiteral("\"");
    for (const QChar c : text) {
        const ushort u = c.unicode();
        if (u == '"' || u == '\\')
            out += QLatin1Char('\\') + c;
        else if (u == '\n')
            out += QLatin1String("\\n");
        else if (u == '\r')
            out += QLatin1String("\\r");
        else if (u == '\t')
            out += QLatin1String("\\t");
        else if (u < 0x20 || u == '<' || u == '>' || u == '&' || u == 0x2028 || u == 0x2029)
            out += QStringLiteral("\\u%1").arg(u, 4, 16, QLatin1Char('0'));
        else
            out += c;
    }
    out += QLatin1Char('"');
    return out.toUtf8();
}

QString scalar(const YAML::Node &map, const char *key)
{
    const YAML::Node node = map[key];
    return node.IsDefined() && node.IsScalar() ? QString::fromStdString(node.Scalar()) : QString();
}

/** "key":value pairs in order, empty values left out (Go's omitempty, as Helm marshals its metadata). */
class JsonObject
{
public:
    void add(const QString &key, const QByteArray &json)
    {
        if (!json.isEmpty())
            m_parts << jsonString(key) + ':' + json;
    }
    void add(const char *key, const QByteArray &json) { add(QString::fromLatin1(key), json); }
    void addString(const QString &key, const QString &value)
    {
        if (!value.isEmpty())
            add(key, jsonString(value));
    }
    void addString(const char *key, const QString &value)
    {
        if (!value.isEmpty())
            add(key, jsonString(value));
    }
    QByteArray toJson() const { return '{' + m_parts.join(',') + '}'; }
    bool isEmpty() const { return m_parts.isEmpty(); }

private:
    QList<QByteArray> m_parts;
};

QByteArray stringList(const YAML::Node &node)
{
    if (!node.IsDefined() || !node.IsSequence() || node.size() == 0)
        return QByteArray();
    QList<QByteArray> items;
    for (const YAML::Node &item : node) {
        if (item.IsScalar())
            items << jsonString(QString::fromStdString(item.Scalar()));
    }
    return '[' + items.join(',') + ']';
}

QByteArray maintainers(const YAML::Node &node)
{
    if (!node.IsDefined() || !node.IsSequence() || node.size() == 0)
        return QByteArray();
    QList<QByteArray> items;
    for (const YAML::Node &m : node) {
        if (!m.IsMap())
            continue;
        JsonObject o;
        o.addString("name", scalar(m, "name"));
        o.addString("email", scalar(m, "email"));
        o.addString("url", scalar(m, "url"));
        items << o.toJson();
    }
    return '[' + items.join(',') + ']';
}

/** Helm's "authors" annotation: "name (email)" per maintainer, joined by ", ". */
QString authors(const YAML::Node &node)
{
    QStringList out;
    if (node.IsDefined() && node.IsSequence()) {
        for (const YAML::Node &m : node) {
            if (!m.IsMap())
                continue;
            const QString name = scalar(m, "name");
            const QString email = scalar(m, "email");
            out << (email.isEmpty() ? name : QStringLiteral("%1 (%2)").arg(name, email));
        }
    }
    return out.join(QStringLiteral(", "));
}

QByteArray descriptor(const OciBlob &blob)
{
    return QStringLiteral("{\"mediaType\":%1,\"digest\":%2,\"size\":%3}")
        .arg(QString::fromUtf8(jsonString(blob.mediaType)), QString::fromUtf8(jsonString(blob.digest)))
        .arg(blob.data.size())
        .toUtf8();
}

} // namespace

QString ChartManifest::digestOf(const QByteArray &data)
{
    return QStringLiteral("sha256:")
        + QString::fromLatin1(QCryptographicHash::hash(data, QCryptographicHash::Sha256).toHex());
}

ChartManifest ChartManifest::build(const ChartPackage &package, const QDateTime &created)
{
    ChartManifest out;
    YAML::Node meta;
    Findings findings; // one document, bounded, through the guard (docs/inputs.md)
    SourceLocation second;
    const QString file = package.name + QStringLiteral("/Chart.yaml");
    if (!YamlGuard::loadOne(package.chartYaml, file, QStringLiteral("chart file"), QString(), YamlLimits(),
            &meta, &findings, &second)) {
        const Finding first = findings.value(0);
        out.error = QStringLiteral("%1: %2").arg(first.location.toString(), first.message);
        return out;
    }
    // The config: Chart.yaml's metadata in the field order of Helm's Metadata struct.
    JsonObject config;
    config.addString("name", scalar(meta, "name"));
    config.addString("home", scalar(meta, "home"));
    config.add("sources", stringList(meta["sources"]));
    config.addString("version", scalar(meta, "version"));
    config.addString("description", scalar(meta, "description"));
    config.add("keywords", stringList(meta["keywords"]));
    config.add("maintainers", maintainers(meta["maintainers"]));
    config.addString("icon", scalar(meta, "icon"));
    config.addString("apiVersion", scalar(meta, "apiVersion"));
    config.addString("condition", scalar(meta, "condition"));
    config.addString("tags", scalar(meta, "tags"));
    config.addString("appVersion", scalar(meta, "appVersion"));
    if (scalar(meta, "deprecated") == QLatin1String("true"))
        config.add("deprecated", "true");
    std::map<QString, QString> chartAnnotations; // sorted, as Go marshals a map
    const YAML::Node annotations = meta["annotations"];
    if (annotations.IsDefined() && annotations.IsMap()) {
        for (const auto &kv : annotations) {
            if (kv.second.IsScalar())
                chartAnnotations[QString::fromStdString(kv.first.Scalar())]
                    = QString::fromStdString(kv.second.Scalar());
        }
        JsonObject a;
        for (const auto &kv : chartAnnotations)
            a.addString(kv.first, kv.second);
        if (!a.isEmpty())
            config.add("annotations", a.toJson());
    }
    config.addString("kubeVersion", scalar(meta, "kubeVersion"));
    config.addString("type", scalar(meta, "type"));
    out.config = { ConfigMediaType, config.toJson(), QString() };
    out.config.digest = digestOf(out.config.data);
    out.layer = { LayerMediaType, package.archive, digestOf(package.archive) };

    // Manifest annotations: Helm's org.opencontainers.image.* ones win over the chart's own.
    std::map<QString, QString> manifestAnnotations = chartAnnotations;
    const auto set = [&](const char *key, const QString &value) {
        if (!value.isEmpty())
            manifestAnnotations[QLatin1String("org.opencontainers.image.") + QLatin1String(key)] = value;
    };
    set("created", created.toUTC().toString(Qt::ISODate));
    set("description", scalar(meta, "description"));
    set("title", scalar(meta, "name"));
    set("version", scalar(meta, "version"));
    set("url", scalar(meta, "home"));
    const YAML::Node sources = meta["sources"];
    if (sources.IsDefined() && sources.IsSequence() && sources.size() > 0 && sources[0].IsScalar())
        set("source", QString::fromStdString(sources[0].Scalar()));
    set("authors", authors(meta["maintainers"]));
    JsonObject a;
    for (const auto &kv : manifestAnnotations)
        a.addString(kv.first, kv.second);

    // No "mediaType" field: Helm's pushes have none (the Content-Type of the PUT names it), and the
    // same bytes give the same digest as `helm push` of the same package at the same time.
    out.manifest = QByteArray("{\"schemaVersion\":2,\"config\":") + descriptor(out.config) + ",\"layers\":["
        + descriptor(out.layer) + "]" + (a.isEmpty() ? QByteArray() : ",\"annotations\":" + a.toJson()) + '}';
    out.manifestDigest = digestOf(out.manifest);
    return out;
}

} // namespace HelmDeck
