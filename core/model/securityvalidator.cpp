// SPDX-License-Identifier: GPL-3.0-or-later
#include "securityvalidator.h"

#include "io/yamlguard.h"

#include "resourcequantity.h"
#include "storagevalidator.h"
#include "validationpaths.h"
#include "validator.h"

#include "chart/chartnames.h"

#include <QRegularExpression>
#include <QSet>

#include <yaml-cpp/yaml.h>

namespace HelmDeck {

namespace {

using namespace ValidationPaths;

// The kubelet's safe sysctls (Kubernetes docs, "Using sysctls in a Kubernetes Cluster").
const QStringList &safeSysctls()
{
    static const QStringList names = { QStringLiteral("kernel.shm_rmid_forced"),
        QStringLiteral("net.ipv4.ip_local_port_range"), QStringLiteral("net.ipv4.tcp_syncookies"),
        QStringLiteral("net.ipv4.ping_group_range"), QStringLiteral("net.ipv4.ip_unprivileged_port_start"),
        QStringLiteral("net.ipv4.ip_local_reserved_ports"), QStringLiteral("net.ipv4.tcp_keepalive_time"),
        QStringLiteral("net.ipv4.tcp_fin_timeout"), QStringLiteral("net.ipv4.tcp_keepalive_intvl"),
        QStringLiteral("net.ipv4.tcp_keepalive_probes") };
    return names;
}

void checkSecurity(const SecuritySettings &s, const QString &path, const QString &who, Findings *out)
{
    if (s.addCapabilities) {
        static const QRegularExpression cap(QStringLiteral("^[A-Z][A-Z0-9_]*$"));
        const QStringList &caps = *s.addCapabilities;
        for (int i = 0; i < caps.size(); ++i) {
            const QString c = caps.at(i).trimmed();
            const QString p = at(path, "capabilities", i);
            if (c.startsWith(QLatin1String("CAP_"), Qt::CaseInsensitive))
                error(out,
                    SecurityValidator::tr("write capability \"%1\" without the CAP_ prefix: \"%2\"")
                        .arg(c, c.mid(4).toUpper()),
                    p);
            else if (!cap.match(c).hasMatch())
                error(out,
                    SecurityValidator::tr(
                        "\"%1\" is not a capability name: upper-case letters, digits and '_' "
                        "(e.g. NET_BIND_SERVICE)")
                        .arg(c),
                    p);
            else if (c == QLatin1String("ALL"))
                warning(out,
                    SecurityValidator::tr(
                        "adding ALL capabilities undoes the secure default of dropping them; add "
                        "only the ones the image needs"),
                    p);
        }
    }
    if (s.sysctls) {
        static const QRegularExpression name(
            QStringLiteral("^([a-z0-9]([-_a-z0-9]*[a-z0-9])?[./])*[a-z0-9]([-_a-z0-9]*[a-z0-9])?$"));
        QSet<QString> seen;
        for (const auto &kv : *s.sysctls) {
            const QString p = keyed(path, "sysctls", kv.first);
            if (!name.match(kv.first).hasMatch() || kv.first.size() > 253)
                error(out,
                    SecurityValidator::tr(
                        "\"%1\" is not a sysctl name (dot- or slash-separated lower-case words, "
                        "e.g. net.core.somaxconn)")
                        .arg(kv.first),
                    p);
            else if (seen.contains(kv.first))
                error(out, SecurityValidator::tr("sysctl \"%1\" is set twice").arg(kv.first), p);
            else if (!safeSysctls().contains(kv.first))
                warning(out,
                    SecurityValidator::tr(
                        "sysctl \"%1\" is not one of the kubelet's safe sysctls: the pod is "
                        "refused (SysctlForbidden) unless the node's kubelet runs with "
                        "--allowed-unsafe-sysctls=%1")
                        .arg(kv.first),
                    p);
            seen.insert(kv.first);
        }
    }
    if (s.shmSize && !s.shmSize->trimmed().isEmpty()) {
        ResourceQuantity q;
        if (!ResourceQuantity::parse(s.shmSize->trimmed(), &q) || q.value <= 0)
            error(out,
                SecurityValidator::tr(
                    "/dev/shm size \"%1\" is not a positive quantity such as \"256Mi\" or \"1Gi\"")
                    .arg(*s.shmSize),
                sub(path, "shmSize"));
    }
    if (s.privileged && *s.privileged)
        out->append(Finding::info(
            SecurityValidator::tr(
                "%1 runs privileged: its containers have every capability and the host's devices")
                .arg(who),
            sub(path, "privileged")));
}

void checkMetadata(const ResourceMetadata &metadata, const QString &path, Findings *out)
{
    for (auto it = metadata.kinds.cbegin(); it != metadata.kinds.cend(); ++it) {
        const QString kindPath = path + QLatin1Char('.') + it.key();
        for (int part = 0; part < 2; ++part) {
            const bool labels = part == 0;
            const KeyValueList &list = labels ? it.value().labels : it.value().annotations;
            const char *key = labels ? "labels" : "annotations";
            for (const auto &kv : list) {
                const QString p = keyed(kindPath, key, kv.first);
                if (!StorageValidator::isQualifiedName(kv.first))
                    error(out,
                        (labels ? SecurityValidator::tr("\"%1\" is not a valid label key: [prefix/]name, the "
                                                        "name at most 63 letters, digits, '-', "
                                                        "'_' or '.', starting and ending with a letter or "
                                                        "digit; the prefix a DNS subdomain")
                                : SecurityValidator::tr(
                                    "\"%1\" is not a valid annotation key: [prefix/]name, the name at most "
                                    "63 letters, digits, '-', "
                                    "'_' or '.', starting and ending with a letter or digit; the prefix a "
                                    "DNS subdomain"))
                            .arg(kv.first),
                        p);
                else if (labels ? ResourceMetadata::reservedLabelKey(kv.first)
                                : ResourceMetadata::reservedAnnotationKey(kv.first))
                    error(out,
                        (labels ? SecurityValidator::tr("label \"%1\" is set by HelmDeck and cannot be "
                                                        "overridden; use a key of your own")
                                : SecurityValidator::tr("annotation \"%1\" is set by HelmDeck and cannot be "
                                                        "overridden; use a key of your own"))
                            .arg(kv.first),
                        p);
                if (labels && !StorageValidator::isLabelValue(kv.second))
                    error(out,
                        SecurityValidator::tr(
                            "label value \"%1\" is not valid: at most 63 letters, digits, '-', '_' "
                            "or '.', starting and ending with a letter or digit (or empty)")
                            .arg(kv.second),
                        p);
            }
        }
    }
}

void checkContainers(const App &app, const ProcessType &process, const QString &path, Findings *out)
{
    static const QRegularExpression envName(QStringLiteral("^[-._a-zA-Z][-._a-zA-Z0-9]*$"));
    const QStringList entries = app.volumeEntriesFor(process.name);
    QSet<QString> names { ChartNames::workloadName(app.name, process.name) };
    for (int i = 0; i < process.containers.size(); ++i) {
        const ExtraContainer &c = process.containers.at(i);
        const QString p = at(path, "containers", i);
        if (!Validator::isDns1123Label(c.name))
            error(out,
                SecurityValidator::tr(
                    "container name \"%1\" must be a DNS-1123 label: lower-case letters, digits and "
                    "'-', starting and ending with a letter or digit, at most 63 characters")
                    .arg(c.name),
                sub(p, "name"));
        else if (names.contains(c.name))
            error(out,
                SecurityValidator::tr("container name \"%1\" is used twice in the pods of process \"%2\"")
                    .arg(c.name, process.name),
                sub(p, "name"));
        names.insert(c.name);
        for (const auto &kv : c.env) {
            if (!envName.match(kv.first).hasMatch())
                error(out, SecurityValidator::tr("\"%1\" is not a valid env var name").arg(kv.first),
                    keyed(p, "env", kv.first));
        }
        for (int m = 0; m < c.mounts.size(); ++m) {
            const ExtraContainerMount &mount = c.mounts.at(m);
            const QString mp = at(p, "mounts", m);
            if (!entries.contains(mount.entry.trimmed()))
                error(out,
                    SecurityValidator::tr(
                        "container \"%1\" mounts \"%2\", which process \"%3\" does not mount; "
                        "mount one of: %4")
                        .arg(c.name, mount.entry, process.name,
                            entries.isEmpty() ? SecurityValidator::tr("(none)")
                                              : entries.join(QStringLiteral(", "))),
                    sub(mp, "entry"));
            if (!mount.containerPath.startsWith(QLatin1Char('/')))
                error(out,
                    SecurityValidator::tr("container path \"%1\" must be absolute").arg(mount.containerPath),
                    sub(mp, "containerPath"));
        }
    }
}

QString scalarAt(const YAML::Node &node, const char *key)
{
    const YAML::Node v = node[key];
    return v && v.IsScalar() ? QString::fromStdString(v.Scalar()) : QString();
}

/**
 * The line of the first map key that is not a scalar, or 0. Kubernetes objects are JSON, whose keys are
 * strings; YAML allows a map as a key, and an unquoted "{{ .Values.x }}" reads as one (helm then fails
 * on its own chart template, far from the user's file). Depth-bounded for hostile input.
 */
int nonScalarKeyLine(const YAML::Node &node, int depth = 0)
{
    if (depth > 64)
        return 0;
    if (node.IsMap()) {
        for (const auto &kv : node) {
            if (!kv.first.IsScalar())
                return kv.first.Mark().line + 1;
            if (const int line = nonScalarKeyLine(kv.second, depth + 1))
                return line;
        }
    } else if (node.IsSequence()) {
        for (const YAML::Node &item : node)
            if (const int line = nonScalarKeyLine(item, depth + 1))
                return line;
    }
    return 0;
}

} // namespace

Findings SecurityValidator::checkManifest(const RawManifest &manifest, const QString &fieldPath)
{
    Findings out;
    auto fail = [&](const QString &message, int line) {
        Finding f = Finding::error(QStringLiteral("%1: %2").arg(manifest.fileName, message), fieldPath,
            SourceLocation { manifest.filePath, line, line > 0 ? 1 : 0 });
        out.append(f);
    };
    // every document, bounded, through the guard: LoadAll() itself loops forever on "," (docs/inputs.md)
    std::vector<YAML::Node> docs;
    Findings read;
    if (!YamlGuard::loadAll(manifest.content, manifest.filePath, SecurityValidator::tr("manifest"), fieldPath,
            YamlLimits(), &docs, &read)) {
        for (const Finding &f : std::as_const(read))
            fail(f.message, f.location.line);
        return out;
    }
    for (const YAML::Node &doc : docs) {
        if (doc.IsNull())
            continue; // an empty document between "---" lines
        const int line = doc.Mark().line + 1;
        if (!doc.IsMap()) {
            fail(SecurityValidator::tr(
                     "a document is not a Kubernetes object (a map with apiVersion, kind and "
                     "metadata.name)"),
                line);
            continue;
        }
        if (const int keyLine = nonScalarKeyLine(doc)) {
            fail(SecurityValidator::tr(
                     "a key is not a string (an unquoted \"{{ ... }}\" reads as a map: quote it, "
                     "the file is included as text)"),
                keyLine);
            continue;
        }
        QStringList missing;
        if (scalarAt(doc, "apiVersion").isEmpty())
            missing << QStringLiteral("apiVersion");
        if (scalarAt(doc, "kind").isEmpty())
            missing << QStringLiteral("kind");
        const YAML::Node meta = doc["metadata"];
        if (!meta || !meta.IsMap() || scalarAt(meta, "name").isEmpty())
            missing << QStringLiteral("metadata.name");
        if (!missing.isEmpty())
            fail(SecurityValidator::tr("the object has no %1; every document must be a Kubernetes object")
                     .arg(missing.join(QStringLiteral(", "))),
                line);
    }
    return out;
}

bool SecurityValidator::atLeast(const QString &kubeVersion, int major, int minor)
{
    static const QRegularExpression version(QStringLiteral("^v?(\\d+)\\.(\\d+)"));
    const QRegularExpressionMatch m = version.match(kubeVersion.trimmed());
    if (!m.hasMatch())
        return false;
    const int ma = m.captured(1).toInt();
    return ma > major || (ma == major && m.captured(2).toInt() >= minor);
}

Findings SecurityValidator::clusterFindings(const App &app, const QString &kubeVersion)
{
    Findings out;
    if (kubeVersion.isEmpty() || atLeast(kubeVersion, 1, 29))
        return out;
    for (const ProcessType &p : app.processes) {
        const QString path = app.fieldPrefix() + QStringLiteral(".processes[") + p.name + QLatin1Char(']');
        for (int i = 0; i < p.containers.size(); ++i) {
            const ExtraContainer &c = p.containers.at(i);
            if (c.role != ExtraContainer::Role::Sidecar)
                continue;
            out.append(Finding::warning(
                SecurityValidator::tr(
                    "sidecar \"%1\" of process \"%2\" runs as a regular container: the cluster is "
                    "Kubernetes %3, and native sidecars need 1.29 (it starts with the app "
                    "container, not before it, and keeps a finished pod alive)")
                    .arg(c.name, p.name, kubeVersion),
                at(path, "containers", i)));
        }
    }
    return out;
}

void SecurityValidator::validate(const App &app, Findings *out)
{
    const QString prefix = app.fieldPrefix();
    checkSecurity(
        app.security, sub(prefix, "security"), SecurityValidator::tr("app \"%1\"").arg(app.name), out);
    for (const ProcessType &p : app.processes) {
        const QString path = prefix + QStringLiteral(".processes[") + p.name + QLatin1Char(']');
        checkSecurity(
            p.security, sub(path, "security"), SecurityValidator::tr("process \"%1\"").arg(p.name), out);
        checkContainers(app, p, path, out);
    }
    checkMetadata(app.metadata, sub(prefix, "metadata"), out);
    for (const RawManifest &m : app.extraManifests)
        out->append(checkManifest(m, sub(prefix, "manifests")));
}

} // namespace HelmDeck
