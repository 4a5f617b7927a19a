// SPDX-License-Identifier: GPL-3.0-or-later
#include "objectfacts.h"

#include "io/yamlguard.h"
#include "render/manifestset.h"

#include <yaml-cpp/yaml.h>

namespace HelmDeck {

namespace {

using Type = MapReference::Type;

QString scalar(const YAML::Node &n)
{
    return n && n.IsScalar() ? QString::fromStdString(n.Scalar()) : QString();
}

bool isTrue(const YAML::Node &n)
{
    return scalar(n) == QLatin1String("true");
}

/** The items of a list node (none for anything else), as a list so range-for works on a null node. */
std::vector<YAML::Node> items(const YAML::Node &n)
{
    std::vector<YAML::Node> out;
    if (n && n.IsSequence()) {
        for (const YAML::Node &item : n)
            out.push_back(item);
    }
    return out;
}

QList<QPair<QString, QString>> stringMap(const YAML::Node &n)
{
    QList<QPair<QString, QString>> out;
    if (n && n.IsMap()) {
        for (const auto &kv : n)
            out.append({ scalar(kv.first), scalar(kv.second) });
    }
    return out;
}

class Reader
{
public:
    explicit Reader(ObjectFacts *facts)
        : m_facts(facts)
    { }

    void add(Type type, const QString &kind, const QString &name, const QString &detail = QString(),
        bool optional = false, const QString &port = QString())
    {
        if (name.isEmpty())
            return;
        const QString key = QString::number(int(type)) + QLatin1Char('\n') + kind + QLatin1Char('\n') + name
            + QLatin1Char('\n') + detail + QLatin1Char('\n') + port;
        if (m_seen.contains(key))
            return;
        m_seen.insert(key);
        m_facts->references.append({ type, kind, name, detail, port, optional });
    }

    void readContainer(const YAML::Node &c, bool exposesPorts)
    {
        for (const YAML::Node &from : items(c["envFrom"])) {
            for (const char *ref : { "secretRef", "configMapRef" }) {
                const YAML::Node r = from[ref];
                if (r && r.IsMap()) {
                    add(Type::EnvFrom,
                        QLatin1String(ref) == QLatin1String("secretRef") ? QStringLiteral("Secret")
                                                                         : QStringLiteral("ConfigMap"),
                        scalar(r["name"]), QString(), isTrue(r["optional"]));
                }
            }
        }
        for (const YAML::Node &env : items(c["env"])) {
            const YAML::Node valueFrom = env["valueFrom"];
            if (!valueFrom || !valueFrom.IsMap())
                continue;
            for (const char *ref : { "secretKeyRef", "configMapKeyRef" }) {
                const YAML::Node r = valueFrom[ref];
                if (r && r.IsMap()) {
                    add(Type::EnvValue,
                        QLatin1String(ref) == QLatin1String("secretKeyRef") ? QStringLiteral("Secret")
                                                                            : QStringLiteral("ConfigMap"),
                        scalar(r["name"]), QStringLiteral("key ") + scalar(r["key"]), isTrue(r["optional"]));
                }
            }
        }
        if (!exposesPorts)
            return;
        for (const YAML::Node &p : items(c["ports"])) {
            const QString number = scalar(p["containerPort"]);
            const QString name = scalar(p["name"]);
            if (!number.isEmpty())
                m_facts->containerPorts.insert(number);
            if (!name.isEmpty())
                m_facts->containerPorts.insert(name);
        }
    }

    /** A volume's (or a projected source's) secret and configMap; @p secretKey names the Secret. */
    void readVolumeSource(const YAML::Node &v, const QString &volume, const char *secretKey)
    {
        const QString detail = QStringLiteral("volume ") + volume;
        const YAML::Node secret = v["secret"];
        if (secret && secret.IsMap())
            add(Type::Volume, QStringLiteral("Secret"), scalar(secret[secretKey]), detail,
                isTrue(secret["optional"]));
        const YAML::Node configMap = v["configMap"];
        if (configMap && configMap.IsMap())
            add(Type::Volume, QStringLiteral("ConfigMap"), scalar(configMap["name"]), detail,
                isTrue(configMap["optional"]));
    }

    void readPodSpec(const YAML::Node &spec)
    {
        if (!spec || !spec.IsMap())
            return;
        for (const YAML::Node &c : items(spec["containers"]))
            readContainer(c, true);
        for (const YAML::Node &c : items(spec["initContainers"]))
            readContainer(c, false);
        for (const YAML::Node &v : items(spec["volumes"])) {
            const QString volume = scalar(v["name"]);
            const YAML::Node claim = v["persistentVolumeClaim"];
            if (claim && claim.IsMap())
                add(Type::Mounts, QStringLiteral("PersistentVolumeClaim"), scalar(claim["claimName"]),
                    QStringLiteral("volume ") + volume);
            readVolumeSource(v, volume, "secretName");
            const YAML::Node projected = v["projected"];
            if (projected && projected.IsMap()) {
                for (const YAML::Node &s : items(projected["sources"]))
                    readVolumeSource(s, volume, "name"); // a projected Secret is named by "name"
            }
        }
        for (const YAML::Node &s : items(spec["imagePullSecrets"]))
            add(Type::PullSecret, QStringLiteral("Secret"), scalar(s["name"]));
        QString account = scalar(spec["serviceAccountName"]);
        if (account.isEmpty())
            account = scalar(spec["serviceAccount"]); // the deprecated spelling
        add(Type::ServiceAccount, QStringLiteral("ServiceAccount"), account);
    }

    void readPodTemplate(const YAML::Node &tmpl)
    {
        if (!tmpl || !tmpl.IsMap())
            return;
        m_facts->hasPodTemplate = true;
        const YAML::Node meta = tmpl["metadata"];
        if (meta && meta.IsMap())
            m_facts->podLabels = stringMap(meta["labels"]);
        readPodSpec(tmpl["spec"]);
    }

    void readService(const YAML::Node &spec)
    {
        if (!spec || !spec.IsMap())
            return;
        m_facts->selector = stringMap(spec["selector"]);
        m_facts->hasSelector = !m_facts->selector.isEmpty();
        for (const YAML::Node &p : items(spec["ports"])) {
            ServicePortFacts port { scalar(p["port"]), scalar(p["name"]), scalar(p["targetPort"]) };
            if (port.targetPort.isEmpty())
                port.targetPort = port.port;
            m_facts->servicePorts.append(port);
        }
    }

    void readIngressBackend(const YAML::Node &backend)
    {
        const YAML::Node service = backend ? backend["service"] : YAML::Node();
        if (!service || !service.IsMap())
            return;
        const YAML::Node port = service["port"];
        QString p;
        if (port && port.IsMap())
            p = scalar(port["number"]).isEmpty() ? scalar(port["name"]) : scalar(port["number"]);
        add(Type::Routes, QStringLiteral("Service"), scalar(service["name"]), QString(), false, p);
    }

    void readIngress(const YAML::Node &doc)
    {
        const YAML::Node meta = doc["metadata"];
        const YAML::Node annotations = meta && meta.IsMap() ? meta["annotations"] : YAML::Node();
        if (annotations && annotations.IsMap())
            m_facts->certManaged
                = annotations["cert-manager.io/issuer"] || annotations["cert-manager.io/cluster-issuer"];
        const YAML::Node spec = doc["spec"];
        if (!spec || !spec.IsMap())
            return;
        readIngressBackend(spec["defaultBackend"]);
        for (const YAML::Node &rule : items(spec["rules"])) {
            const QString host = scalar(rule["host"]);
            if (!host.isEmpty() && !m_facts->hosts.contains(host))
                m_facts->hosts.append(host);
            const YAML::Node http = rule["http"];
            if (!http || !http.IsMap())
                continue;
            for (const YAML::Node &path : items(http["paths"]))
                readIngressBackend(path["backend"]);
        }
        for (const YAML::Node &tls : items(spec["tls"]))
            add(Type::Tls, QStringLiteral("Secret"), scalar(tls["secretName"]));
    }

    void readHttpRoute(const YAML::Node &spec)
    {
        if (!spec || !spec.IsMap())
            return;
        for (const YAML::Node &h : items(spec["hostnames"])) {
            const QString host = scalar(h);
            if (!host.isEmpty() && !m_facts->hosts.contains(host))
                m_facts->hosts.append(host);
        }
        for (const YAML::Node &rule : items(spec["rules"])) {
            for (const YAML::Node &ref : items(rule["backendRefs"])) {
                const QString kind = scalar(ref["kind"]);
                if (!kind.isEmpty() && kind != QLatin1String("Service"))
                    continue; // another backend kind (an extension's): not drawn
                add(Type::Routes, QStringLiteral("Service"), scalar(ref["name"]), QString(), false,
                    scalar(ref["port"]));
            }
        }
    }

private:
    ObjectFacts *m_facts;
    QSet<QString> m_seen;
};

} // namespace

ObjectFacts ObjectFacts::read(const Manifest &manifest)
{
    ObjectFacts facts;
    try {
        // helm's output: bounded like every input (docs/inputs.md, "YAML")
        YAML::Node loaded;
        if (!YamlGuard::loadOutput(manifest.yaml, &loaded) || !loaded.IsMap())
            return facts;
        const YAML::Node doc = loaded; // const: a lookup never adds a key
        const YAML::Node meta = doc["metadata"];
        if (meta && meta.IsMap())
            facts.namespaceName = scalar(meta["namespace"]);
        Reader reader(&facts);
        const QString &kind = manifest.kind;
        const YAML::Node spec = doc["spec"];
        if (kind == QLatin1String("Deployment") || kind == QLatin1String("StatefulSet")
            || kind == QLatin1String("DaemonSet") || kind == QLatin1String("ReplicaSet")
            || kind == QLatin1String("Job")) {
            if (spec && spec.IsMap())
                reader.readPodTemplate(spec["template"]);
        } else if (kind == QLatin1String("CronJob")) {
            const YAML::Node job = spec && spec.IsMap() ? spec["jobTemplate"] : YAML::Node();
            if (job && job.IsMap() && job["spec"] && job["spec"].IsMap())
                reader.readPodTemplate(job["spec"]["template"]);
        } else if (kind == QLatin1String("Pod")) {
            facts.hasPodTemplate = true;
            if (meta && meta.IsMap())
                facts.podLabels = stringMap(meta["labels"]);
            reader.readPodSpec(spec);
        } else if (kind == QLatin1String("Service")) {
            reader.readService(spec);
        } else if (kind == QLatin1String("Ingress")) {
            reader.readIngress(doc);
        } else if (kind == QLatin1String("HTTPRoute")) {
            reader.readHttpRoute(spec);
        } else if (kind == QLatin1String("PersistentVolumeClaim")) {
            if (spec && spec.IsMap())
                reader.add(Type::Binds, QStringLiteral("PersistentVolume"), scalar(spec["volumeName"]));
        } else if (kind == QLatin1String("HorizontalPodAutoscaler")) {
            const YAML::Node target = spec && spec.IsMap() ? spec["scaleTargetRef"] : YAML::Node();
            if (target && target.IsMap())
                reader.add(Type::Scales, scalar(target["kind"]), scalar(target["name"]));
        }
    } catch (const YAML::Exception &) {
        // a document yaml-cpp cannot walk as expected: an object without facts
    }
    return facts;
}

} // namespace HelmDeck
