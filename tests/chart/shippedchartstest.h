// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the tst_shippedcharts* suites share (split from one suite; see the suites for what each checks).
// The charts HelmDeck ships (charts/<chart>): a documented Chart.yaml and values.yaml each, lint-clean
// as shipped and as written for the example project, and the overlay that puts the computed values
// into the shipped files without losing their comments or defaults. Real helm 3 and helm 4.

#include "chart/chartwriter.h"
#include "chart/releaseplan.h"
#include "chart/releasevaluesbuilder.h"
#include "chart/shippedchart.h"
#include "chart/valuesbuilder.h"
#include "chartfixtures.h"
#include "io/projectfile.h"
#include "testutil.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <functional>

#include <yaml-cpp/yaml.h>

using namespace HelmDeck;

namespace ShippedChartsTest {

struct HelmRun
{
    int exitCode = -1;
    QString output; // stdout and stderr
    QByteArray standardOutput;
};

inline HelmRun runHelm(const QString &helm, const QStringList &args, const QTemporaryDir &home)
{
    QProcess proc;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char *v : { "HELM_CONFIG_HOME", "HELM_CACHE_HOME", "HELM_DATA_HOME" })
        env.insert(QLatin1String(v), home.filePath(QLatin1String(v)));
    proc.setProcessEnvironment(env);
    proc.start(helm, args);
    HelmRun run;
    if (!proc.waitForFinished(60000))
        return run;
    run.exitCode = proc.exitStatus() == QProcess::NormalExit ? proc.exitCode() : -1;
    run.standardOutput = proc.readAllStandardOutput();
    run.output = QString::fromUtf8(run.standardOutput + proc.readAllStandardError());
    return run;
}

/** The chart as compiled into the binary, written out to @p dir (what a user of the binary gets). */
inline bool writeShipped(const QString &chart, const QString &dir)
{
    for (const QString &rel : ShippedChart::templateFiles(chart)
            + QStringList { QStringLiteral("Chart.yaml"), QStringLiteral("values.yaml") }) {
        const QString target = QDir(dir).filePath(rel);
        QDir().mkpath(QFileInfo(target).absolutePath());
        if (!ChartWriter::writePrivateFile(target, ShippedChart::file(chart, rel)))
            return false;
    }
    return true;
}

/** Every key path of the maps in @p node ("ingress.className"); sequences and their items are leaves. */
inline void keyPaths(const YAML::Node &node, const QString &prefix, QStringList *out)
{
    if (!node.IsMap())
        return;
    for (const auto &kv : node) {
        const QString path = prefix + QString::fromStdString(kv.first.Scalar());
        out->append(path);
        keyPaths(kv.second, path + QLatin1Char('.'), out);
    }
}

inline YAML::Node at(const YAML::Node &root, const QString &path)
{
    YAML::Node node = YAML::Clone(root);
    for (const QString &key : path.split(QLatin1Char('.'))) {
        if (!node.IsMap() || !node[key.toStdString()])
            return YAML::Node(YAML::NodeType::Undefined);
        node = node[key.toStdString()];
    }
    return node;
}

/** Helm's merge of values: maps merge key by key, anything else from @p over replaces @p base. */
inline YAML::Node merged(const YAML::Node &base, const YAML::Node &over)
{
    if (!base.IsMap() || !over.IsMap())
        return YAML::Clone(over);
    YAML::Node out = YAML::Clone(base);
    for (const auto &kv : over) {
        const std::string key = kv.first.Scalar();
        out[key] = base[key] ? merged(base[key], kv.second) : YAML::Clone(kv.second);
    }
    return out;
}

inline bool same(const YAML::Node &a, const YAML::Node &b, const QString &path, QString *why)
{
    if (a.Type() != b.Type()) {
        *why = path + QStringLiteral(": different kinds");
        return false;
    }
    if (a.IsScalar()) {
        if (a.Scalar() != b.Scalar() || a.Tag() != b.Tag()) {
            *why = path + QStringLiteral(": ") + QString::fromStdString(a.Scalar()) + QStringLiteral(" vs ")
                + QString::fromStdString(b.Scalar());
            return false;
        }
        return true;
    }
    if (a.size() != b.size()) {
        *why = path + QStringLiteral(": different sizes");
        return false;
    }
    if (a.IsSequence()) {
        for (std::size_t i = 0; i < a.size(); ++i) {
            if (!same(a[i], b[i], path + QStringLiteral("[%1]").arg(i), why))
                return false;
        }
        return true;
    }
    for (const auto &kv : a) {
        const std::string key = kv.first.Scalar();
        if (!b[key]) {
            *why = path + QLatin1Char('.') + QString::fromStdString(key) + QStringLiteral(": missing");
            return false;
        }
        if (!same(kv.second, b[key], path + QLatin1Char('.') + QString::fromStdString(key), why))
            return false;
    }
    return true;
}

/** The values.yaml that @p write puts into a fresh chart directory; empty when it fails. */
inline QByteArray writtenValues(const std::function<bool(const QString &dir, QString *error)> &write)
{
    QTemporaryDir tmp;
    QString error;
    const QString dir = tmp.filePath(QStringLiteral("chart"));
    return write(dir, &error) ? TestUtil::readFile(QDir(dir).filePath(QStringLiteral("values.yaml")))
                              : QByteArray();
}

inline Project guestbook()
{
    const ProjectLoadResult loaded
        = ProjectFile::load(TestUtil::sourceDir() + QStringLiteral("/examples/guestbook/helmdeck.yaml"));
    return loaded.project;
}

/** An app of the example that gets every release: a pull secret (a payload) and one storage entry
 * (its imported certificate adds tls-guestbook). */
inline QMap<QString, QByteArray> payloads()
{
    return { { QStringLiteral("guestbook"),
        QByteArrayLiteral("{\"auths\":{\"registry.example.com\":{\"auth\":\"dTpw\"}}}") } };
}

inline Project exampleWithStorage()
{
    Project p = guestbook();
    p.storage = ChartFixtures::storageProject().storage;
    return p;
}

/** The key lines of @p text whose line above is not a comment at the same indentation ("line 7: name: …"). */
inline QStringList undocumentedKeys(const QByteArray &text)
{
    QStringList missing;
    const QList<QByteArray> lines = text.split('\n');
    static const QRegularExpression key(QStringLiteral("^(\\s*)(\"[^\"]+\"|[A-Za-z0-9_.-]+):( |$)"));
    for (int i = 0; i < lines.size(); ++i) {
        const QString line = QString::fromUtf8(lines.at(i));
        const QRegularExpressionMatch m = key.match(line);
        if (!m.hasMatch())
            continue;
        const QString above = i > 0 ? QString::fromUtf8(lines.at(i - 1)) : QString();
        const QString indent = m.captured(1);
        if (!above.startsWith(indent + QStringLiteral("# ")))
            missing.append(QStringLiteral("line %1: %2").arg(i + 1).arg(line.trimmed()));
    }
    return missing;
}

} // namespace ShippedChartsTest
