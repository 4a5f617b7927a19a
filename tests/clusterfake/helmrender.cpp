// SPDX-License-Identifier: GPL-3.0-or-later
// helm upgrade's rendering: the real helm template with the same values files, the chart's metadata
// and defaults, and the manifest split into release objects and hooks.

#include "helm.h"
#include "kubectl.h"
#include "statestore.h"

#include "yamljson.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>

namespace HelmDeck::ClusterFake {

namespace {

bool runReal(const Invocation &inv, const QStringList &args, QByteArray *out, QString *error)
{
    QProcess helm;
    helm.start(inv.realHelm, args);
    if (!helm.waitForFinished(120000) || helm.exitStatus() != QProcess::NormalExit || helm.exitCode() != 0) {
        *error = QString::fromUtf8(helm.readAllStandardError()).trimmed();
        if (error->isEmpty())
            *error = QStringLiteral("fake: ") + inv.realHelm + QStringLiteral(" ")
                + args.join(QLatin1Char(' ')) + QStringLiteral(" failed");
        return false;
    }
    *out = helm.readAllStandardOutput();
    return true;
}

QJsonObject yamlObject(const QByteArray &text)
{
    QString ignored;
    const QList<QJsonValue> docs = parseYamlDocuments(text, &ignored);
    return docs.isEmpty() ? QJsonObject() : docs.first().toObject();
}

/** -f files merge like helm's mergeMaps: later files win, nested maps merge, nulls are kept. */
QJsonObject mergeKeepingNulls(const QJsonObject &base, const QJsonObject &over)
{
    QJsonObject result = base;
    for (auto it = over.begin(); it != over.end(); ++it) {
        if (it.value().isObject() && result.value(it.key()).isObject())
            result.insert(
                it.key(), mergeKeepingNulls(result.value(it.key()).toObject(), it.value().toObject()));
        else
            result.insert(it.key(), it.value());
    }
    return result;
}

} // namespace

bool renderRelease(const Invocation &inv, const Args &args, bool isUpgrade, Rendered *r, QString *error)
{
    if (inv.realHelm.isEmpty()) {
        *error = QStringLiteral("fake: HELMDECK_FAKE_REAL_HELM is not set (helm upgrade renders with it)");
        return false;
    }
    const QString release = args.positional.at(1);
    const QString chart = args.positional.at(2);
    QStringList templateArgs { QStringLiteral("template"), release, chart, QStringLiteral("--namespace"),
        helmNamespace(args) };
    QStringList showArgs;
    if (args.has(QStringLiteral("version")))
        showArgs << QStringLiteral("--version") << args.value(QStringLiteral("version"));
    templateArgs += showArgs;
    if (isUpgrade)
        templateArgs << QStringLiteral("--is-upgrade");
    {
        // helm upgrade reads the cluster's version (.Capabilities.KubeVersion): the fake's
        StateStore store(inv.statePath);
        QString stateError;
        if (!store.open(&stateError)) {
            *error = stateError;
            return false;
        }
        templateArgs << QStringLiteral("--kube-version") << serverGitVersion(store.root());
    }
    // the release record holds what the post-renderer printed, as with the real helm upgrade
    if (args.has(QStringLiteral("post-renderer"))) {
        templateArgs << QStringLiteral("--post-renderer") << args.value(QStringLiteral("post-renderer"));
        for (const QString &a : args.values(QStringLiteral("post-renderer-args")))
            templateArgs << QStringLiteral("--post-renderer-args") << a;
    }
    for (const QString &file : args.values(QStringLiteral("values"))) {
        templateArgs << QStringLiteral("--values") << file;
        QFile f(file);
        if (!f.open(QIODevice::ReadOnly)) {
            *error = QStringLiteral("Error: open ") + file + QStringLiteral(": no such file or directory");
            return false;
        }
        r->userValues = mergeKeepingNulls(r->userValues, yamlObject(f.readAll()));
    }
    QByteArray rendered;
    if (!runReal(inv, templateArgs, &rendered, error))
        return false;
    QByteArray chartYaml, valuesYaml;
    if (QFileInfo(chart).isDir()) {
        QFile c(QDir(chart).filePath(QStringLiteral("Chart.yaml"))),
            v(QDir(chart).filePath(QStringLiteral("values.yaml")));
        if (c.open(QIODevice::ReadOnly))
            chartYaml = c.readAll();
        if (v.open(QIODevice::ReadOnly))
            valuesYaml = v.readAll();
    } else if (!runReal(inv,
                   QStringList { QStringLiteral("show"), QStringLiteral("chart"), chart } + showArgs,
                   &chartYaml, error)
        || !runReal(inv, QStringList { QStringLiteral("show"), QStringLiteral("values"), chart } + showArgs,
            &valuesYaml, error)) {
        return false;
    }
    const QJsonObject meta = yamlObject(chartYaml);
    r->chartName = meta.value(QLatin1String("name")).toString();
    r->chartVersion = meta.value(QLatin1String("version")).toVariant().toString();
    r->appVersion = meta.value(QLatin1String("appVersion")).toVariant().toString();
    r->chartValues = yamlObject(valuesYaml);

    static const QRegularExpression separator(
        QStringLiteral("^---[ \\t]*$\\n?"), QRegularExpression::MultilineOption);
    for (const QString &segment : QString::fromUtf8(rendered).split(separator, Qt::SkipEmptyParts)) {
        QString parseError;
        const QList<QJsonValue> docs = parseYamlDocuments(segment.toUtf8(), &parseError);
        if (!parseError.isEmpty()) {
            *error = QStringLiteral("Error: YAML parse error on ") + segment.section(QLatin1Char('\n'), 0, 0)
                + QStringLiteral(": ") + parseError;
            return false;
        }
        if (docs.isEmpty() || !docs.first().isObject())
            continue;
        const QJsonObject object = docs.first().toObject();
        const QString text = QStringLiteral("---\n") + segment
            + (segment.endsWith(QLatin1Char('\n')) ? QString() : QStringLiteral("\n"));
        // hooks (and helm test pods) are not part of the release manifest
        if (object.value(QLatin1String("metadata"))
                .toObject()
                .value(QLatin1String("annotations"))
                .toObject()
                .contains(QLatin1String("helm.sh/hook"))) {
            r->hooks += text;
            continue;
        }
        r->manifest += text;
        r->objects.append(object);
    }
    return true;
}

} // namespace HelmDeck::ClusterFake
