// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the tst_projectfile* suites share (split from one suite; see the suites for what each checks).
#include "io/projectfile.h"
#include "model/validator.h"

#include "testutil.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#ifdef Q_OS_UNIX
#include <csignal>
#include <sys/resource.h>
#include <unistd.h>
#endif

using namespace HelmDeck;

Q_DECLARE_METATYPE(Finding::Severity)
Q_DECLARE_METATYPE(Project)

namespace ProjectFileTest {

inline QString fixture(const QString &name)
{
    return TestUtil::sourceDir() + QStringLiteral("/tests/fixtures/projectfile/") + name;
}

// Scalars that YAML 1.1/1.2 readers would turn into something else when unquoted, plus escapes.
inline QStringList trickyStrings()
{
    return {
        QStringLiteral("0755"),
        QStringLiteral("NO"),
        QStringLiteral("1e3"),
        QStringLiteral("true"),
        QStringLiteral("*/5 * * * *"),
        QStringLiteral("@daily"),
        QStringLiteral("null"),
        QStringLiteral("~"),
        QStringLiteral("0x1F"),
        QStringLiteral(".inf"),
        QStringLiteral("-.5"),
        QStringLiteral("yes"),
        QStringLiteral(" leading and trailing "),
        QStringLiteral("line 1\nline 2\n"),
        QStringLiteral("tab\there"),
        QStringLiteral("quote \" backslash \\ end"),
        QStringLiteral("# not a comment"),
        QStringLiteral("key: value"),
        QStringLiteral("- dash"),
        QStringLiteral("{flow: map}"),
        QStringLiteral("[flow, list]"),
        QStringLiteral("&anchor"),
        QStringLiteral("*alias"),
        QStringLiteral("!tag"),
        QStringLiteral("%directive"),
        QStringLiteral("---"),
        QStringLiteral("..."),
        QStringLiteral("'single'"),
        QString::fromUtf8("Gr\xc3\xbc\xc3\x9f"
                          "e \xf0\x9f\x98\x80"),
        QString(QChar(0x2028)) + QStringLiteral("ls"),
        QString(QChar(0x85)) + QStringLiteral("nel") + QChar(0xfeff),
        QStringLiteral("ctl\x01\x1f\x7f"),
    };
}

// A project with every field away from its default and user strings that need quoting.
inline Project trickyProject()
{
    const QStringList tricky = trickyStrings();
    Project p;
    p.kubeContext = QStringLiteral("NO");
    App a;
    a.name = QStringLiteral("0755");
    a.image = QStringLiteral("1e3");
    a.kubeNamespace = QStringLiteral("true");
    a.ingressClass = QStringLiteral("");
    a.deployTimeoutSeconds = 5400;
    a.rollbackOnFailure = true;
    a.predeploy = tricky.at(13);
    a.postdeploy = tricky.at(15);
    ProcessType web;
    web.name = QStringLiteral("web");
    web.command = tricky.at(17);
    web.replicas = 0;
    web.portMaps
        = { PortMap { QStringLiteral("http"), 80, 5000 }, PortMap { QStringLiteral("udp"), 53, 5353 } };
    web.cpuRequest = QStringLiteral(""); // explicitly unset, distinct from the 100m default
    web.memoryRequest = QStringLiteral("1e3");
    web.cpuLimit = QStringLiteral("2");
    web.memoryLimit = QStringLiteral("0755");
    HealthCheck h;
    h.type = QStringLiteral("liveness");
    h.name = tricky.at(8);
    h.path = QStringLiteral("/health?x=*alias");
    h.scheme = QStringLiteral("https");
    h.httpHeaders = { { QStringLiteral("Host"), QStringLiteral("yes") },
        { QStringLiteral("X-N"), QStringLiteral("0x1F") } };
    h.initialDelaySeconds = 1;
    h.periodSeconds = 2;
    h.timeoutSeconds = 3;
    h.failureThreshold = 4;
    HealthCheck exec;
    exec.command = QStringList { QStringLiteral("true"), QStringLiteral("-.5"), QStringLiteral("") };
    HealthCheck tcp;
    tcp.type = QStringLiteral("readiness");
    tcp.listening = true;
    web.healthChecks = { h, exec, tcp };
    ProcessType worker;
    worker.name = QStringLiteral("NO"); // invalid for the validator, fine for the file
    worker.replicas = -3;
    a.processes = { web, worker };
    a.domains = { Domain(QStringLiteral("*.example.com")), Domain(tricky.at(22)) };
    for (int i = 0; i < tricky.size(); ++i)
        a.env.append(EnvVar { QStringLiteral("V%1").arg(i), tricky.at(i), false });
    a.env.append(EnvVar { QStringLiteral("EMPTY"), QString(), false });
    a.env.append(EnvVar { QStringLiteral("TOKEN"), QStringLiteral("s3cr3t-never-written"), true });
    CronTask c1;
    c1.command = tricky.at(27);
    c1.schedule = QStringLiteral("*/5 * * * *");
    CronTask c2;
    c2.id = QStringLiteral("@daily");
    c2.command = QStringLiteral("true");
    c2.schedule = QStringLiteral("@daily");
    c2.concurrencyPolicy = QStringLiteral("Forbid");
    c2.suspend = true;
    a.cron = { c1, c2 };
    App b;
    b.name = QStringLiteral("minimal");
    p.apps = { a, b };
    return p;
}

inline Project minimalProject()
{
    Project p;
    App a;
    a.name = QStringLiteral("shop");
    a.image = QStringLiteral("registry.example.com/shop:1");
    ProcessType web;
    web.name = QStringLiteral("web");
    web.portMaps = { PortMap() };
    a.processes = { web };
    p.apps = { a };
    return p;
}

// Field by field, so a failure names the field. Secret values are expected empty after a load.
inline void compareProjects(const Project &actual, const Project &expected)
{
    QCOMPARE(actual.schemaVersion, expected.schemaVersion);
    QCOMPARE(actual.kubeContext, expected.kubeContext);
    QCOMPARE(actual.apps.size(), expected.apps.size());
    for (int i = 0; i < expected.apps.size(); ++i) {
        const App &x = actual.apps.at(i);
        const App &y = expected.apps.at(i);
        QCOMPARE(x.name, y.name);
        QCOMPARE(x.image, y.image);
        QCOMPARE(x.kubeNamespace, y.kubeNamespace);
        QCOMPARE(x.ingressClass, y.ingressClass);
        QCOMPARE(x.deployTimeoutSeconds, y.deployTimeoutSeconds);
        QCOMPARE(x.rollbackOnFailure, y.rollbackOnFailure);
        QCOMPARE(x.predeploy, y.predeploy);
        QCOMPARE(x.postdeploy, y.postdeploy);
        QCOMPARE(x.domains, y.domains);
        QCOMPARE(x.env.size(), y.env.size());
        for (int e = 0; e < y.env.size(); ++e) {
            QCOMPARE(x.env.at(e).name, y.env.at(e).name);
            QCOMPARE(x.env.at(e).secret, y.env.at(e).secret);
            QCOMPARE(x.env.at(e).value, y.env.at(e).secret ? QString() : y.env.at(e).value);
        }
        QCOMPARE(x.cron.size(), y.cron.size());
        for (int c = 0; c < y.cron.size(); ++c) {
            QCOMPARE(x.cron.at(c).id, y.cron.at(c).id);
            QCOMPARE(x.cron.at(c).command, y.cron.at(c).command);
            QCOMPARE(x.cron.at(c).schedule, y.cron.at(c).schedule);
            QCOMPARE(x.cron.at(c).concurrencyPolicy, y.cron.at(c).concurrencyPolicy);
            QCOMPARE(x.cron.at(c).suspend, y.cron.at(c).suspend);
        }
        QCOMPARE(x.processes.size(), y.processes.size());
        for (int p = 0; p < y.processes.size(); ++p) {
            const ProcessType &s = x.processes.at(p);
            const ProcessType &t = y.processes.at(p);
            QCOMPARE(s.name, t.name);
            QCOMPARE(s.command, t.command);
            QCOMPARE(s.replicas, t.replicas);
            QCOMPARE(s.portMaps, t.portMaps);
            QCOMPARE(s.cpuRequest, t.cpuRequest);
            QCOMPARE(s.memoryRequest, t.memoryRequest);
            QCOMPARE(s.cpuLimit, t.cpuLimit);
            QCOMPARE(s.memoryLimit, t.memoryLimit);
            QCOMPARE(s.healthChecks.size(), t.healthChecks.size());
            for (int h = 0; h < t.healthChecks.size(); ++h) {
                const HealthCheck &u = s.healthChecks.at(h);
                const HealthCheck &v = t.healthChecks.at(h);
                QCOMPARE(u.type, v.type);
                QCOMPARE(u.name, v.name);
                QCOMPARE(u.path, v.path);
                QCOMPARE(u.command, v.command);
                QCOMPARE(u.listening, v.listening);
                QCOMPARE(u.scheme, v.scheme);
                QCOMPARE(u.httpHeaders, v.httpHeaders);
                QCOMPARE(u.initialDelaySeconds, v.initialDelaySeconds);
                QCOMPARE(u.periodSeconds, v.periodSeconds);
                QCOMPARE(u.timeoutSeconds, v.timeoutSeconds);
                QCOMPARE(u.failureThreshold, v.failureThreshold);
            }
        }
    }
}

inline QString describe(const Findings &findings)
{
    QStringList lines;
    for (const Finding &f : findings)
        lines.append(f.toString());
    return lines.join(QLatin1Char('\n'));
}

} // namespace ProjectFileTest
