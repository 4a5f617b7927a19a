// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the tst_securitychart* suites share (split from one suite; see the suites for what each checks).
// Security contexts, per-kind labels and annotations, extra containers and extra raw manifests of the
// app chart, rendered through RenderJob with the real Helm 3 and Helm 4 and checked against
// Kubernetes' schemas; their project-file keys and validation.

#include "chartfixtures.h"
#include "io/projectfile.h"
#include "io/rawmanifestloader.h"
#include "model/validator.h"
#include "yamlpath.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <yaml-cpp/yaml.h>

using namespace HelmDeck;
using namespace YamlPath;

Q_DECLARE_METATYPE(HelmDeck::App)

namespace SecurityChartTest {

inline App withMounts()
{
    return ChartFixtures::storageProject().apps.first();
}

/** The storage project (its entries exist) with @p app as its app. */
inline Project withStorage(const App &app)
{
    Project p = ChartFixtures::storageProject();
    p.apps[0] = app;
    return p;
}

/** The pod spec of every Deployment and CronJob of @p r, by object name. */
inline QMap<QString, YAML::Node> podSpecs(const RenderResult &r)
{
    QMap<QString, YAML::Node> out;
    for (const Manifest &m : r.manifests.ofKind(QStringLiteral("Deployment")))
        out.insert(m.name, at(load(m), QStringLiteral("spec.template.spec")));
    for (const Manifest &m : r.manifests.ofKind(QStringLiteral("CronJob")))
        out.insert(m.name, at(load(m), QStringLiteral("spec.jobTemplate.spec.template.spec")));
    return out;
}

inline YAML::Node container(const YAML::Node &podSpec, const QString &name, const char *list = "containers")
{
    for (const auto &c : podSpec[list]) {
        if (s(c["name"]) == name)
            return c;
    }
    return YAML::Node();
}

inline QStringList strings(const YAML::Node &seq)
{
    QStringList out;
    for (const auto &n : seq)
        out << s(n);
    return out;
}

inline Finding findingAt(const Findings &findings, const QString &path)
{
    for (const Finding &f : findings) {
        if (f.fieldPath == path)
            return f;
    }
    return Finding();
}

/** The fixture the TestSecurityChart* suites derive from: shared members and helpers. */
class SecurityChartTestBase : public QObject
{
protected:
    static void majors_data();
    static App everything();
};

inline void SecurityChartTestBase::majors_data()
{
    QTest::addColumn<int>("major");
    QTest::newRow("helm3") << 3;
    QTest::newRow("helm4") << 4;
}

inline App SecurityChartTestBase::everything()
{
    App app = withMounts();
    app.security.runAsNonRoot = false;
    app.security.shmSize = QStringLiteral("256Mi");
    app.security.sysctls
        = KeyValueList { { QStringLiteral("net.ipv4.ip_unprivileged_port_start"), QStringLiteral("0") } };
    ProcessType &web = app.processes[app.processIndex(QStringLiteral("web"))];
    web.security.addCapabilities = QStringList { QStringLiteral("NET_BIND_SERVICE") };
    web.security.readOnlyRootFilesystem = true;
    ExtraContainer init;
    init.name = QStringLiteral("assets");
    init.command = QStringList { QStringLiteral("sh"), QStringLiteral("-c"),
        QStringLiteral("cp -r /app/static /data") };
    init.mounts = { ExtraContainerMount { QStringLiteral("data"), QStringLiteral("/data"), false } };
    ExtraContainer side;
    side.name = QStringLiteral("log-shipper");
    side.role = ExtraContainer::Role::Sidecar;
    side.image = QStringLiteral("docker.io/fluent/fluent-bit:3.1");
    side.args = QStringList { QStringLiteral("--config"), QStringLiteral("/data/fluent.conf") };
    side.env = KeyValueList { { QStringLiteral("LEVEL"), QStringLiteral("0755") } };
    side.mounts = { ExtraContainerMount { QStringLiteral("data"), QStringLiteral("/data"), true } };
    web.containers = { init, side };
    for (const QString &kind : ResourceMetadata::kindNames())
        app.metadata.kinds.insert(kind,
            KindMetadata { { { QStringLiteral("example.com/kind"), kind } },
                { { QStringLiteral("example.com/note"), QStringLiteral("{{ not a template }}") } } });
    app.extraManifests
        = { RawManifest { QStringLiteral("configmap.yaml"), QStringLiteral("/x/configmap.yaml"),
            QByteArrayLiteral("apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: shop-extra\ndata:\n"
                              "  tpl: \"{{ .Values.secret }}\"\n") } };
    return app;
}

} // namespace SecurityChartTest
