// SPDX-License-Identifier: GPL-3.0-or-later
#include "releasevaluesbuilder.h"
#include "chartyaml.h"

#include "chartnames.h"
#include "servicevalues.h"
#include "tls/certificatechain.h"

#include <QCryptographicHash>

#include <QMap>

#include <yaml-cpp/yaml.h>

namespace HelmDeck {

using ChartYaml::str;

namespace {

QByteArray finish(const YAML::Emitter &out)
{
    return out.good() ? QByteArray(out.c_str()) + '\n' : QByteArray();
}

void emitNames(YAML::Emitter &out, const QString &secretName, const QString &appName)
{
    out << YAML::Key << "secretName" << YAML::Value << YAML::DoubleQuoted << str(secretName);
    out << YAML::Key << "appName" << YAML::Value << YAML::DoubleQuoted << str(appName);
}

/** A key/value list as a map; reserved keys dropped, the last of a repeated key wins (keys sort in the chart
 * anyway). */
void emitMap(YAML::Emitter &out, const char *key, const KeyValueList &pairs, const QStringList &reserved)
{
    QMap<QString, QString> map;
    for (const auto &kv : pairs) {
        const QString k = kv.first.trimmed();
        if (!k.isEmpty() && !reserved.contains(k))
            map.insert(k, kv.second);
    }
    out << YAML::Key << key << YAML::Value << YAML::BeginMap;
    for (auto it = map.cbegin(); it != map.cend(); ++it)
        out << YAML::Key << YAML::DoubleQuoted << str(it.key()) << YAML::Value << YAML::DoubleQuoted
            << str(it.value());
    out << YAML::EndMap;
}

} // namespace

QByteArray ReleaseValuesBuilder::configValues(const App &app)
{
    YAML::Emitter out;
    out.SetIndent(2);
    out << YAML::BeginMap;
    emitNames(out, ChartNames::configSecretName(app.name), app.name);
    out << YAML::Key << "env" << YAML::Value << YAML::BeginSeq << YAML::EndSeq;
    out << YAML::Key << "services" << YAML::Value << YAML::BeginSeq << YAML::EndSeq;
    // the user's "secret" metadata (ResourceMetadata); the validator refuses HelmDeck's own keys
    const KindMetadata meta = app.metadata.of(QStringLiteral("secret"));
    emitMap(out, "labels", meta.labels, {});
    emitMap(out, "annotations", meta.annotations, {});
    out << YAML::EndMap;
    return finish(out);
}

QByteArray ReleaseValuesBuilder::configEnvValues(const App &app)
{
    YAML::Emitter out;
    out.SetIndent(2);
    out << YAML::BeginMap;
    out << YAML::Key << "env" << YAML::Value << YAML::BeginSeq;
    for (const EnvVar &var : app.env) {
        out << YAML::BeginMap;
        out << YAML::Key << "name" << YAML::Value << YAML::DoubleQuoted << str(var.name);
        out << YAML::Key << "value" << YAML::Value << YAML::DoubleQuoted << str(var.value);
        out << YAML::EndMap;
    }
    out << YAML::EndSeq;
    ServiceValues::emitConfig(out, app);
    out << YAML::EndMap;
    return finish(out);
}

QByteArray ReleaseValuesBuilder::pullSecretValues(const App &app)
{
    YAML::Emitter out;
    out.SetIndent(2);
    out << YAML::BeginMap;
    emitNames(out, ChartNames::pullSecretName(app.name), app.name);
    out << YAML::Key << "dockerConfigJson" << YAML::Value << YAML::DoubleQuoted << "";
    out << YAML::EndMap;
    return finish(out);
}

QByteArray ReleaseValuesBuilder::pullSecretPayloadValues(const QByteArray &dockerConfigJson)
{
    YAML::Emitter out;
    out.SetIndent(2);
    out << YAML::BeginMap;
    out << YAML::Key << "dockerConfigJson" << YAML::Value << YAML::DoubleQuoted
        << dockerConfigJson.toStdString();
    out << YAML::EndMap;
    return finish(out);
}

QByteArray ReleaseValuesBuilder::tlsValues(const App &app)
{
    YAML::Emitter out;
    out.SetIndent(2);
    out << YAML::BeginMap;
    emitNames(out, ChartNames::tlsSecretName(app.name), app.name);
    for (const char *key : { "certificate", "key", "checksum" })
        out << YAML::Key << key << YAML::Value << YAML::DoubleQuoted << "";
    out << YAML::EndMap;
    return finish(out);
}

QByteArray ReleaseValuesBuilder::tlsCertificateValues(const App &app)
{
    QByteArray certificate;
    const QList<QSslCertificate> chain = CertificateChain::parse(app.certificate.chainPem).certificates();
    for (const QSslCertificate &c : chain)
        certificate += c.toPem();
    const QByteArray key = app.certificate.key.toUtf8();
    YAML::Emitter out;
    out.SetIndent(2);
    out << YAML::BeginMap;
    out << YAML::Key << "certificate" << YAML::Value << YAML::DoubleQuoted << certificate.toStdString();
    out << YAML::Key << "key" << YAML::Value << YAML::DoubleQuoted << key.toStdString();
    out << YAML::Key << "checksum" << YAML::Value << YAML::DoubleQuoted << str(tlsChecksum(certificate, key));
    out << YAML::EndMap;
    return finish(out);
}

QString ReleaseValuesBuilder::tlsChecksum(const QByteArray &certificate, const QByteArray &key)
{
    QCryptographicHash hash(QCryptographicHash::Sha224);
    hash.addData(certificate);
    hash.addData(key);
    return QString::fromLatin1(hash.result().toHex());
}

QStringList ReleaseValuesBuilder::reservedLabelKeys()
{
    return { QStringLiteral("app.kubernetes.io/instance"), QStringLiteral("app.kubernetes.io/name"),
        QStringLiteral("app.kubernetes.io/managed-by"), QStringLiteral("helm.sh/chart"),
        QStringLiteral("helmdeck.dev/managed") };
}

QStringList ReleaseValuesBuilder::reservedAnnotationKeys()
{
    // Helm's own ownership annotations would make the objects look as if another release owned them
    return { QStringLiteral("helmdeck.dev/storage-entry"), QStringLiteral("meta.helm.sh/release-name"),
        QStringLiteral("meta.helm.sh/release-namespace") };
}

QByteArray ReleaseValuesBuilder::storageValues(const StorageEntry &entry)
{
    YAML::Emitter out;
    out.SetIndent(2);
    out << YAML::BeginMap;
    out << YAML::Key << "entry" << YAML::Value << YAML::BeginMap;
    const std::pair<const char *, QString> fields[] = {
        { "name", entry.name },
        { "size", entry.size },
        { "accessMode", entry.accessMode },
        { "storageClass", entry.storageClass },
        { "hostPath", entry.hostPath },
        { "reclaimPolicy", entry.reclaimPolicy },
    };
    for (const auto &f : fields)
        out << YAML::Key << f.first << YAML::Value << YAML::DoubleQuoted << str(f.second.trimmed());
    out << YAML::EndMap;
    emitMap(out, "labels", entry.labels, reservedLabelKeys());
    emitMap(out, "annotations", entry.annotations, reservedAnnotationKeys());
    out << YAML::EndMap;
    return finish(out);
}

} // namespace HelmDeck
