// SPDX-License-Identifier: GPL-3.0-or-later
#include "securityvalues.h"
#include "chartyaml.h"

#include "chartnames.h"

#include <QJsonArray>

#include <yaml-cpp/yaml.h>

namespace HelmDeck {

using ChartYaml::str;

namespace {

QJsonObject container(
    const App &app, const ExtraContainer &c, const QJsonObject &securityContext, bool sidecar)
{
    const QString image = c.image.trimmed().isEmpty() ? app.image.trimmed() : c.image.trimmed();
    QJsonObject out { { QStringLiteral("name"), c.name.trimmed() }, { QStringLiteral("image"), image },
        { QStringLiteral("imagePullPolicy"), ChartNames::imagePullPolicy(image) },
        // the app's env, as for the app container
        { QStringLiteral("envFrom"),
            QJsonArray { QJsonObject { { QStringLiteral("secretRef"),
                QJsonObject { { QStringLiteral("name"), ChartNames::configSecretName(app.name) },
                    { QStringLiteral("optional"), true } } } } } },
        { QStringLiteral("securityContext"), securityContext } };
    if (!c.command.isEmpty())
        out.insert(QStringLiteral("command"), QJsonArray::fromStringList(c.command));
    if (!c.args.isEmpty())
        out.insert(QStringLiteral("args"), QJsonArray::fromStringList(c.args));
    if (!c.env.isEmpty()) {
        QJsonArray env;
        for (const auto &kv : c.env)
            env.append(
                QJsonObject { { QStringLiteral("name"), kv.first }, { QStringLiteral("value"), kv.second } });
        out.insert(QStringLiteral("env"), env);
    }
    if (!c.mounts.isEmpty()) {
        QJsonArray mounts;
        for (const ExtraContainerMount &m : c.mounts) {
            QJsonObject vm { { QStringLiteral("name"), m.entry.trimmed() },
                { QStringLiteral("mountPath"), m.containerPath.trimmed() } };
            if (m.readOnly)
                vm.insert(QStringLiteral("readOnly"), true);
            mounts.append(vm);
        }
        out.insert(QStringLiteral("volumeMounts"), mounts);
    }
    if (sidecar) // the template drops it when nativeSidecars is false
        out.insert(QStringLiteral("restartPolicy"), QStringLiteral("Always"));
    return out;
}

void emitSecurity(YAML::Emitter &out, const SecuritySettings &s)
{
    out << YAML::Key << "podSecurityContext" << YAML::Value;
    SecurityValues::emitJson(out, s.podSecurityContext());
    out << YAML::Key << "securityContext" << YAML::Value;
    SecurityValues::emitJson(out, s.containerSecurityContext());
    out << YAML::Key << "shmSize" << YAML::Value << YAML::DoubleQuoted
        << str(s.effective().shmSize.value_or(QString()));
}

void emitKeyValues(YAML::Emitter &out, const char *key, const KeyValueList &list)
{
    out << YAML::Key << key << YAML::Value << YAML::BeginMap;
    for (const auto &kv : list)
        out << YAML::Key << YAML::DoubleQuoted << str(kv.first.trimmed()) << YAML::Value << YAML::DoubleQuoted
            << str(kv.second);
    out << YAML::EndMap;
}

} // namespace

QString SecurityValues::shmVolumeName()
{
    return QStringLiteral("helmdeck-shm");
}

SecuritySettings SecurityValues::settingsFor(const App &app, const QString &target)
{
    const ProcessType *p = app.process(target);
    return p ? app.security.merged(p->security) : app.security;
}

void SecurityValues::emitJson(YAML::Emitter &out, const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Object: {
        const QJsonObject o = value.toObject();
        out << YAML::BeginMap;
        for (auto it = o.begin(); it != o.end(); ++it) {
            out << YAML::Key << YAML::DoubleQuoted << str(it.key()) << YAML::Value;
            emitJson(out, it.value());
        }
        out << YAML::EndMap;
        break;
    }
    case QJsonValue::Array:
        out << YAML::BeginSeq;
        for (const QJsonValue &v : value.toArray())
            emitJson(out, v);
        out << YAML::EndSeq;
        break;
    case QJsonValue::Bool:
        out << value.toBool();
        break;
    case QJsonValue::Double:
        out << value.toInt();
        break;
    case QJsonValue::String:
        out << YAML::DoubleQuoted << str(value.toString());
        break;
    default:
        out << YAML::Null;
        break;
    }
}

void SecurityValues::emitProcess(YAML::Emitter &out, const App &app, const ProcessType &process)
{
    // the process at hand, not looked up by name: a look-up per process made an app's values quadratic
    // in its processes (50 000 processes took minutes; docs/inputs.md "Time and memory")
    const SecuritySettings s = app.security.merged(process.security);
    emitSecurity(out, s);
    const QJsonObject sc = s.containerSecurityContext();
    for (const bool sidecars : { false, true }) {
        out << YAML::Key << (sidecars ? "sidecars" : "initContainers") << YAML::Value << YAML::BeginSeq;
        for (const ExtraContainer &c : process.containers) {
            if ((c.role == ExtraContainer::Role::Sidecar) == sidecars)
                emitJson(out, container(app, c, sc, sidecars));
        }
        out << YAML::EndSeq;
    }
}

void SecurityValues::emitApp(YAML::Emitter &out, const App &app)
{
    out << YAML::Key << "security" << YAML::Value << YAML::BeginMap;
    emitSecurity(out, app.security);
    out << YAML::EndMap;
    out << YAML::Key << "nativeSidecars" << YAML::Value << true;
    out << YAML::Key << "metadata" << YAML::Value << YAML::BeginMap;
    for (const QString &kind : ResourceMetadata::kindNames()) {
        const KindMetadata meta = app.metadata.of(kind);
        out << YAML::Key << YAML::DoubleQuoted << str(kind) << YAML::Value << YAML::BeginMap;
        emitKeyValues(out, "labels", meta.labels);
        emitKeyValues(out, "annotations", meta.annotations);
        out << YAML::EndMap;
    }
    out << YAML::EndMap;
}

void SecurityValues::addManifests(const App &app, ChartFiles *out)
{
    for (const RawManifest &m : app.extraManifests)
        out->add(QStringLiteral("manifests/") + m.fileName, m.content);
}

} // namespace HelmDeck
