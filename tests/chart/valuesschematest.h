// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the tst_valuesschema* suites share (split from one suite; see the suites for what each checks).
// The app chart's values.schema.json, ServiceMonitors, the helm test Pod and NOTES.txt, with the real
// Helm 3 and Helm 4: charts HelmDeck writes lint and render; values the schema forbids are refused
// with a message naming the key; every key ValuesBuilder writes (and values.yaml holds) is declared.

#include "chart/chartwriter.h"
#include "chart/monitoringvalues.h"
#include "chartfixtures.h"
#include "io/projectfile.h"
#include "model/monitoringvalidator.h"
#include "model/validator.h"
#include "publish/chartpackager.h"
#include "testutil.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <yaml-cpp/yaml.h>

using namespace HelmDeck;

namespace ValuesSchemaTest {

inline App guestbookApp()
{
    const ProjectLoadResult loaded
        = ProjectFile::load(TestUtil::sourceDir() + QStringLiteral("/examples/guestbook/helmdeck.yaml"));
    return loaded.project.apps.value(0);
}

/** The shop app with a monitored web (port 7000 of http:8080:7000) and a monitored worker (no ports). */
inline App monitoredShop()
{
    App app = ChartFixtures::shopApp();
    for (ProcessType &p : app.processes) {
        p.monitoring.enabled = true;
        p.monitoring.labels = { { QStringLiteral("release"), QStringLiteral("kube-prometheus-stack") } };
        if (p.name == QLatin1String("web")) {
            p.monitoring.port = 7000;
            p.monitoring.scrapeTimeout = QStringLiteral("10s");
        }
    }
    return app;
}

inline App minimalApp()
{
    App app;
    app.name = QStringLiteral("tiny");
    app.image = QStringLiteral("busybox");
    ProcessType worker;
    worker.name = QStringLiteral("worker");
    app.processes = { worker };
    return app;
}

inline App fixture(const QString &name)
{
    if (name == QLatin1String("shop"))
        return ChartFixtures::shopApp();
    if (name == QLatin1String("monitored shop"))
        return monitoredShop();
    if (name == QLatin1String("minimal"))
        return minimalApp();
    if (name == QLatin1String("storage")) {
        const Project p = ChartFixtures::storageProject();
        return p.apps.value(0);
    }
    return guestbookApp();
}

struct HelmRun
{
    int exitCode = -1;
    QString output;
};

/** helm @p args with private HELM_* homes under @p tmp; stdout and stderr merged. */
inline HelmRun runHelm(int major, const QStringList &args, const QTemporaryDir &tmp)
{
    HelmRun r;
    const QString helm = ChartFixtures::helmPath(major);
    if (helm.isEmpty()) {
        r.output = ChartFixtures::helmMissing(major);
        return r;
    }
    QProcess proc;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char *v : { "HELM_CONFIG_HOME", "HELM_CACHE_HOME", "HELM_DATA_HOME" })
        env.insert(QLatin1String(v), tmp.filePath(QLatin1String(v)));
    proc.setProcessEnvironment(env);
    proc.setProcessChannelMode(QProcess::MergedChannels);
    proc.start(helm, args);
    if (!proc.waitForFinished(60000)) {
        r.output = QStringLiteral("helm did not finish");
        return r;
    }
    r.exitCode = proc.exitStatus() == QProcess::NormalExit ? proc.exitCode() : -1;
    r.output = QString::fromUtf8(proc.readAll());
    return r;
}

inline QJsonObject schema()
{
    QFile f(TestUtil::sourceDir() + QStringLiteral("/charts/app/values.schema.json"));
    if (!f.open(QIODevice::ReadOnly))
        return QJsonObject();
    return QJsonDocument::fromJson(f.readAll()).object();
}

/** @p node with its "$ref" ("#/definitions/x") resolved against @p root. */
inline QJsonObject resolved(const QJsonObject &root, QJsonObject node)
{
    while (node.contains(QStringLiteral("$ref"))) {
        const QString ref = node.value(QStringLiteral("$ref")).toString();
        node = root.value(QStringLiteral("definitions"))
                   .toObject()
                   .value(ref.section(QLatin1Char('/'), -1))
                   .toObject();
    }
    return node;
}

/**
 * Every key path of @p value the schema @p node does not declare ("processes.web.extra"). A key is
 * declared by "properties", or by an "additionalProperties" schema (maps keyed by name).
 */
inline void undeclared(const QJsonObject &root, const QJsonObject &nodeIn, const YAML::Node &value,
    const QString &path, QStringList *out)
{
    const QJsonObject node = resolved(root, nodeIn);
    if (value.IsMap()) {
        const QJsonObject props = node.value(QStringLiteral("properties")).toObject();
        const QJsonValue extra = node.value(QStringLiteral("additionalProperties"));
        for (const auto &kv : value) {
            const QString key = QString::fromStdString(kv.first.as<std::string>());
            const QString child = path.isEmpty() ? key : path + QLatin1Char('.') + key;
            if (props.contains(key))
                undeclared(root, props.value(key).toObject(), kv.second, child, out);
            else if (extra.isObject())
                undeclared(root, extra.toObject(), kv.second, child, out);
            else if (!(extra.isBool() && extra.toBool()) && !node.value(QStringLiteral("type")).isUndefined())
                out->append(child);
        }
    } else if (value.IsSequence()) {
        const QJsonObject items = node.value(QStringLiteral("items")).toObject();
        for (std::size_t i = 0; i < value.size(); ++i)
            undeclared(root, items, value[i], path + QStringLiteral("[]"), out);
    }
}

/** NOTES.txt rendered by `helm template` (which never prints NOTES) through a define wrapping it. */
inline QString renderNotes(int major, const QString &chartDir, const QTemporaryDir &tmp, QString *why)
{
    const QDir templates(QDir(chartDir).filePath(QStringLiteral("templates")));
    const QByteArray notes = TestUtil::readFile(templates.filePath(QStringLiteral("NOTES.txt")));
    if (notes.isEmpty()) {
        *why = QStringLiteral("the written chart has no templates/NOTES.txt");
        return QString();
    }
    QFile wrap(templates.filePath(QStringLiteral("_notes-test.tpl")));
    QFile show(templates.filePath(QStringLiteral("notes-test.yaml")));
    if (!wrap.open(QIODevice::WriteOnly) || !show.open(QIODevice::WriteOnly)) {
        *why = QStringLiteral("cannot write the test templates");
        return QString();
    }
    wrap.write("{{- define \"notes-test\" -}}\n" + notes + "{{- end -}}\n");
    show.write("apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: notes\ndata:\n  notes: {{ include "
               "\"notes-test\" . | quote }}\n");
    wrap.close();
    show.close();
    const HelmRun r = runHelm(major,
        { QStringLiteral("template"), QStringLiteral("shop"), chartDir, QStringLiteral("--namespace"),
            QStringLiteral("shop-prod"), QStringLiteral("--show-only"),
            QStringLiteral("templates/notes-test.yaml") },
        tmp);
    QFile::remove(wrap.fileName());
    QFile::remove(show.fileName());
    if (r.exitCode != 0) {
        *why = r.output;
        return QString();
    }
    const YAML::Node doc = YAML::Load(r.output.toStdString());
    return QString::fromStdString(doc["data"]["notes"].as<std::string>());
}

/** The documents of kind @p kind in a `helm template` stream. */
inline QList<YAML::Node> documents(const QString &stream, const char *kind)
{
    QList<YAML::Node> out;
    for (const YAML::Node &doc : YAML::LoadAll(stream.toStdString())) {
        if (doc.IsMap() && doc["kind"] && doc["kind"].as<std::string>() == kind)
            out.append(doc);
    }
    return out;
}

} // namespace ValuesSchemaTest
