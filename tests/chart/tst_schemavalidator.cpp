// SPDX-License-Identifier: GPL-3.0-or-later
// The Kubernetes schema validator the chart suites rely on (tests/schema/validate.mjs) must reject
// broken manifests, or a passing schema check would prove nothing.

#include "chartfixtures.h"

#include <QTest>

class TestSchemaValidator : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void validate_data();
    void validate();
};

static QByteArray deployment(const QByteArray &replicas, const QByteArray &arg, const QByteArray &portName,
    const QByteArray &selectorName = "web")
{
    return "apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: shop-web\n  labels:\n    "
           "app.kubernetes.io/name: \"web\"\n"
           "spec:\n  replicas: "
        + replicas + "\n  selector:\n    matchLabels:\n      app.kubernetes.io/name: \"" + selectorName
        + "\"\n"
          "  template:\n    metadata:\n      labels:\n        app.kubernetes.io/name: \"web\"\n    spec:\n   "
          "   containers:\n"
          "        - name: shop-web\n          image: \"nginx:1.27\"\n          args:\n            - "
        + arg
        + "\n"
          "          ports:\n            - name: "
        + portName + "\n              containerPort: 5000\n";
}

/** A Deployment whose pod has @p volumes (YAML list items) and whose container has @p mounts. */
static QByteArray withVolumes(const QByteArray &volumes, const QByteArray &mounts)
{
    return "apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: w\nspec:\n  selector:\n    "
           "matchLabels: {a: b}\n"
           "  template:\n    metadata:\n      labels: {a: b}\n    spec:\n      volumes:\n"
        + volumes + "      containers:\n        - name: c\n          image: i\n          volumeMounts:\n"
        + mounts;
}

static QByteArray secret(const QByteArray &type, const QByteArray &data)
{
    return "apiVersion: v1\nkind: Secret\nmetadata:\n  name: s\ntype: " + type + "\ndata:\n" + data;
}

void TestSchemaValidator::validate_data()
{
    QTest::addColumn<QByteArray>("yaml");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("says");

    const QByteArray good = deployment("2", "\"NO\"", "\"http-80-5000\"");
    QTest::newRow("valid") << good << 0 << QStringLiteral("ok: 1 documents valid");
    QTest::newRow("valid, several documents") << QByteArray(
        "---\n# Source: x\n" + good + "---\napiVersion: v1\nkind: ServiceAccount\nmetadata:\n  name: shop\n")
                                              << 0 << QStringLiteral("ok: 2 documents valid");
    QTest::newRow("unquoted NO is a boolean")
        << deployment("2", "NO", "\"http-80-5000\"") << 1
        << QStringLiteral(
               "doc 1 Deployment/shop-web: spec.template.spec.containers.0.args.0: must be string");
    QTest::newRow("unquoted 0755 is a number")
        << deployment("2", "0755", "\"http-80-5000\"") << 1 << QStringLiteral("must be string");
    QTest::newRow("replicas as string") << deployment("\"2\"", "\"x\"", "\"http-80-5000\"") << 1
                                        << QStringLiteral("spec.replicas: must be integer");
    QTest::newRow("port name over 15")
        << deployment("2", "\"x\"", "\"https-10443-6000\"") << 1 << QStringLiteral("IANA service name");
    QTest::newRow("selector not in template") << deployment("2", "\"x\"", "\"http\"", "worker") << 1
                                              << QStringLiteral("does not match the pod template labels");
    QTest::newRow("second document broken") << QByteArray(good
        + "---\napiVersion: batch/v1\nkind: CronJob\nmetadata:\n  name: " + QByteArray(53, 'a')
        + "\nspec:\n  schedule: \"@daily\"\n  jobTemplate:\n    spec:\n      template:\n        spec:\n"
          "          restartPolicy: Always\n          containers:\n            - name: c\n              "
          "image: i\n") << 1 << QStringLiteral("doc 2 CronJob/aaaa");
    QTest::newRow("missing required field")
        << QByteArray("apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: d\nspec:\n  replicas: 1\n")
        << 1 << QStringLiteral("must have required property");
    QTest::newRow("unknown kind") << QByteArray("apiVersion: v1\nkind: Gadget\nmetadata:\n  name: g\n") << 1
                                  << QStringLiteral("no schema for apiVersion \"v1\" kind \"Gadget\"");
    QTest::newRow("bad label value") << QByteArray(
        "apiVersion: v1\nkind: ServiceAccount\nmetadata:\n  name: s\n  labels:\n    a: \"-x-\"\n")
                                     << 1 << QStringLiteral("label \"a\"");
    QTest::newRow("wildcard host unquoted is an alias")
        << QByteArray("apiVersion: networking.k8s.io/v1\nkind: Ingress\nmetadata:\n  name: i\n"
                      "spec:\n  rules:\n    - host: *.example.com\n")
        << 1 << QStringLiteral("doc 1 (unparsed): YAML");
    const QByteArray dataVolume
        = "        - name: data\n          persistentVolumeClaim: {claimName: data}\n";
    const QByteArray dataMount = "            - {name: data, mountPath: /data}\n";
    QTest::newRow("volumes valid") << withVolumes(
        dataVolume, dataMount + "            - {name: data, mountPath: /b, subPath: b}\n")
                                   << 0 << QStringLiteral("ok: 1 documents valid");
    QTest::newRow("volume name twice") << withVolumes(dataVolume + dataVolume, dataMount) << 1
                                       << QStringLiteral("volumes[1].name \"data\" is used twice");
    QTest::newRow("mount of no volume")
        << withVolumes(dataVolume, "            - {name: cache, mountPath: /c}\n") << 1
        << QStringLiteral("\"cache\" is not a volume of the pod");
    QTest::newRow("mount path twice") << withVolumes(dataVolume, dataMount + dataMount) << 1
                                      << QStringLiteral("mountPath \"/data\" is used twice");
    QTest::newRow("subPath escapes") << withVolumes(
        dataVolume, "            - {name: data, mountPath: /d, subPath: ../x}\n")
                                     << 1 << QStringLiteral("relative path");
    QTest::newRow("dockerconfigjson valid")
        << secret("kubernetes.io/dockerconfigjson", "  .dockerconfigjson: eyJhdXRocyI6e319\n") << 0
        << QStringLiteral("ok: 1 documents valid");
    QTest::newRow("dockerconfigjson not JSON") << secret("kubernetes.io/dockerconfigjson",
        "  .dockerconfigjson: bm9wZQ==\n") << 1 << QStringLiteral("base64 of a JSON document");
    QTest::newRow("dockerconfigjson missing")
        << secret("kubernetes.io/dockerconfigjson", "  other: eA==\n") << 1 << QStringLiteral("is required");
    QTest::newRow("secret value not base64")
        << secret("Opaque", "  A: \"0755!\"\n") << 1 << QStringLiteral("format \"byte\"");
    QTest::newRow("secret key with a space")
        << secret("Opaque", "  \"A B\": eA==\n") << 1 << QStringLiteral("config key");
    QTest::newRow("namespaced PV") << QByteArray(
        "apiVersion: v1\nkind: PersistentVolume\nmetadata:\n  name: p\n  namespace: x\n"
        "spec:\n  capacity: {storage: 1Gi}\n  accessModes: [ReadWriteOnce]\n  hostPath: {path: /x}\n")
                                   << 1 << QStringLiteral("cluster-scoped");
    const QByteArray monitor
        = "apiVersion: monitoring.coreos.com/v1\nkind: ServiceMonitor\nmetadata:\n  name: "
          "shop-web\nspec:\n  selector:\n    matchLabels: {a: b}\n  endpoints:\n";
    QTest::newRow("ServiceMonitor valid")
        << QByteArray(monitor + "    - {port: http, path: /metrics, interval: 30s, scrapeTimeout: 10s}\n")
        << 0 << QStringLiteral("ok: 1 documents valid");
    QTest::newRow("ServiceMonitor port as a number")
        << QByteArray(monitor + "    - {port: 5000, interval: 30s}\n") << 1
        << QStringLiteral("doc 1 ServiceMonitor/shop-web: spec.endpoints.0.port: must be string");
    QTest::newRow("ServiceMonitor interval without unit")
        << QByteArray(monitor + "    - {port: http, interval: \"30\"}\n") << 1
        << QStringLiteral("spec.endpoints.0.interval: must match pattern");
    QTest::newRow("duplicate key") << QByteArray(
        "apiVersion: v1\nkind: ServiceAccount\nmetadata:\n  name: a\n  name: b\n")
                                   << 1 << QStringLiteral("YAML");
}

void TestSchemaValidator::validate()
{
    QFETCH(QByteArray, yaml);
    QFETCH(int, exitCode);
    QFETCH(QString, says);
    QString output;
    const int rc = ChartFixtures::validateSchema(yaml, &output);
    if (rc < 0)
        QFAIL(qPrintable(output));
    QVERIFY2(rc == exitCode, qPrintable(output));
    QVERIFY2(output.contains(says), qPrintable(output));
}

QTEST_GUILESS_MAIN(TestSchemaValidator)
#include "tst_schemavalidator.moc"
