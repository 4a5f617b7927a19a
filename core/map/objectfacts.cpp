// SPDX-License-Identifier: GPL-3.0-or-later
#include "objectfacts.h"

#include "io/yamlguard.h"
#include "render/manifestset.h"

#include <yaml-cpp/yaml.h>

namespace HelmDeck {

namespace {

using FactRefType = MapReference::Type;

QString factScalar(const YAML::Node &n)
{
    return n && n.IsScalar() ? QString::fromStdString(n.Scalar()) : QString();
}

bool factIsTrue(const YAML::Node &n)
{
    return factScalar(n) == QLatin1String("true");
}

/** The items of a list node (none for anything else), as a list so range-for works on a null node. */
std::vector<YAML::Node> factItems(const YAML::Node &n)
{
    std::vector<YAML::Node> out;
    if (n && n.IsSequence()) {
        for (const YAML::Node &item : n)
            out.push_back(item);
    }
    return out;
}

QList<QPair<QString, QString>> factStringMap(const YAML::Node &n)
{
    QList<QPair<QString, QString>> out;
    if (n && n.IsMap()) {
        for (const auto &kv : n)
            out.append({ factScalar(kv.first), factScalar(kv.second) });
    }
    return out;
}

class FactsReader
{
public:
    explicit FactsReader(ObjectFacts *facts)
        : m_facts(facts)
    { }

    void add(FactRefType type, const QString &kind, const QString &name, const QString &detail = QString(),
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
        for (const YAML::Node &from : factItems(c["envFrom"])) {
            for (const char *ref : { "secretRef", "configMapRef" }) {
                const YAML::Node r = from[ref];
                if (r && r.IsMap()) {
                    add(FactRefType::EnvFrom,
                        QLatin1String(ref) == QLatin1String("secretRef") ? QStringLiteral("Secret")
                                                                         : QStringLiteral("ConfigMap"),
                        factScalar(r["name"]), QString(), factIsTrue(r["optional"]));
                }
            }
        }
        for (const YAML::Node &env : factItems(c["env"])) {
            const YAML::Node valueFrom = env["valueFrom"];
            if (!valueFrom || !valueFrom.IsMap())
                continue;
            for (const char *ref : { "secretKeyRef", "configMapKeyRef" }) {
                const YAML::Node r = valueFrom[ref];
                if (r && r.IsMap()) {
                    add(FactRefType::EnvValue,
                        QLatin1String(ref) == QLatin1String("secretKeyRef") ? QStringLiteral("Secret")
                                                                            : QStringLiteral("ConfigMap"),
                        factScalar(r["name"]), QStringLiteral("key ") + factScalar(r["key"]),
                        factIsTrue(r["optional"]));
                }
            }
        }
        if (!exposesPorts)
            return;
        for (const YAML::Node &p : factItems(c["ports"])) {
            const QString number = factScalar(p["containerPort"]);
            const QString name = factScalar(p["name"]);
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
            add(FactRefType::Volume, QStringLiteral("Secret"), factScalar(secret[secretKey]), detail,
                factIsTrue(secret["optional"]));
        const YAML::Node configMap = v["configMap"];
        if (configMap && configMap.IsMap())
            add(FactRefType::Volume, QStringLiteral("ConfigMap"), factScalar(configMap["name"]), detail,
                factIsTrue(configMap["optional"]));
    }

    void readPodSpec(const YAML::Node &spec)
    {
        if (!spec || !spec.IsMap())
            return;
        for (const YAML::Node &c : factItems(spec["containers"]))
            readContainer(c, true);
        for (const YAML::Node &c : factItems(spec["initContainers"]))
            readContainer(c, false);
        for (const YAML::Node &v : factItems(spec["volumes"])) {
            const QString volume = factScalar(v["name"]);
            const YAML::Node claim = v["persistentVolumeClaim"];
            if (claim && claim.IsMap())
                add(FactRefType::Mounts, QStringLiteral("PersistentVolumeClaim"),
                    factScalar(claim["claimName"]), QStringLiteral("volume ") + volume);
            readVolumeSource(v, volume, "secretName");
            const YAML::Node projected = v["projected"];
            if (projected && projected.IsMap()) {
                for (const YAML::Node &s : factItems(projected["sources"]))
                    readVolumeSource(s, volume, "name"); // a projected Secret is named by "name"
            }
        }
        for (const YAML::Node &s : factItems(spec["imagePullSecrets"]))
            add(FactRefType::PullSecret, QStringLiteral("Secret"), factScalar(s["name"]));
        QString account = factScalar(spec["serviceAccountName"]);
        if (account.isEmpty())
            account = factScalar(spec["serviceAccount"]); // the deprecated spelling
        add(FactRefType::ServiceAccount, QStringLiteral("ServiceAccount"), account);
    }

    void readPodTemplate(const YAML::Node &tmpl)
    {
        if (!tmpl || !tmpl.IsMap())
            return;
        m_facts->hasPodTemplate = true;
        const YAML::Node meta = tmpl["metadata"];
        if (meta && meta.IsMap())
            m_facts->podLabels = factStringMap(meta["labels"]);
        readPodSpec(tmpl["spec"]);
    }

    void readService(const YAML::Node &spec)
    {
        if (!spec || !spec.IsMap())
            return;
        m_facts->selector = factStringMap(spec["selector"]);
        m_facts->hasSelector = !m_facts->selector.isEmpty();
        for (const YAML::Node &p : factItems(spec["ports"])) {
            ServicePortFacts port { factScalar(p["port"]), factScalar(p["name"]),
                factScalar(p["targetPort"]) };
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
            p = factScalar(port["number"]).isEmpty() ? factScalar(port["name"]) : factScalar(port["number"]);
        add(FactRefType::Routes, QStringLiteral("Service"), factScalar(service["name"]), QString(), false, p);
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
        for (const YAML::Node &rule : factItems(spec["rules"])) {
            const QString host = factScalar(rule["host"]);
            if (!host.isEmpty() && !m_facts->hosts.contains(host))
                m_facts->hosts.append(host);
            const YAML::Node http = rule["http"];
            if (!http || !http.IsMap())
                continue;
            for (const YAML::Node &path : factItems(http["paths"]))
                readIngressBackend(path["backend"]);
        }
        for (const YAML::Node &tls : factItems(spec["tls"]))
            add(FactRefType::Tls, QStringLiteral("Secret"), factScalar(tls["secretName"]));
    }

    void readHttpRoute(const YAML::Node &spec)
    {
        if (!spec || !spec.IsMap())
            return;
        for (const YAML::Node &h : factItems(spec["hostnames"])) {
            const QString host = factScalar(h);
            if (!host.isEmpty() && !m_facts->hosts.contains(host))
                m_facts->hosts.append(host);
        }
        for (const YAML::Node &rule : factItems(spec["rules"])) {
            for (const YAML::Node &ref : factItems(rule["backendRefs"])) {
                const QString kind = factScalar(ref["kind"]);
                if (!kind.isEmpty() && kind != QLatin1String("Service"))
                    continue; // another backend kind (an extension's): not drawn
                add(FactRefType::Routes, QStringLiteral("Service"), factScalar(ref["name"]), QString(), false,
                    factScalar(ref["port"]));
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
            facts.namespaceName = factScalar(meta["namespace"]);
        FactsReader reader(&facts);
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
                facts.podLabels = factStringMap(meta["labels"]);
            reader.readPodSpec(spec);
        } else if (kind == QLatin1String("Service")) {
            reader.readService(spec);
        } else if (kind == QLatin1String("Ingress")) {
            reader.readIngress(doc);
        } else if (kind == QLatin1String("HTTPRoute")) {
            reader.readHttpRoute(spec);
        } else if (kind == QLatin1String("PersistentVolumeClaim")) {
            if (spec && spec.IsMap())
                reader.add(
                    FactRefType::Binds, QStringLiteral("PersistentVolume"), factScalar(spec["volumeName"]));
        } else if (kind == QLatin1String("HorizontalPodAutoscaler")) {
            const YAML::Node target = spec && spec.IsMap() ? spec["scaleTargetRef"] : YAML::Node();
            if (target && target.IsMap())
                reader.add(FactRefType::Scales, factScalar(target["kind"]), factScalar(target["name"]));
        }
    } catch (const YAML::Exception &) {
        // a document yaml-cpp cannot walk as expected: an object without facts
    }
    return facts;
}

} // namespace HelmDeck
