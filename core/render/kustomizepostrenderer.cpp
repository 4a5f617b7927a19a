// SPDX-License-Identifier: GPL-3.0-or-later
#include "kustomizepostrenderer.h"

#include "cluster/toollookup.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>

namespace HelmDeck {

namespace {

const char PluginName[] = "helmdeck-kustomize";

QString pluginsDir(const QString &root)
{
    return QDir(root).filePath(QStringLiteral("post-render/plugins"));
}

QString pluginDir(const QString &root)
{
    return QDir(pluginsDir(root)).filePath(QLatin1String(PluginName));
}

// $1: the app's kustomize folder, $2: kubectl. mktemp -d makes a 0700 dir.
const char Script[] = "#!/bin/sh\n"
                      "# HelmDeck's kustomize post-render (docs/deploy.md).\n"
                      "set -e\n"
                      "work=$(mktemp -d)\n"
                      "trap 'rm -rf \"$work\"' EXIT\n"
                      "cp -R \"$1\"/. \"$work/\"\n"
                      "cat > \"$work/helmdeck-rendered.yaml\"\n"
                      "\"$2\" kustomize \"$work\"\n";

const char Plugin[] = "apiVersion: v1\n"
                      "name: helmdeck-kustomize\n"
                      "type: postrenderer/v1\n"
                      "runtime: subprocess\n"
                      "version: 1.0.0\n"
                      "runtimeConfig:\n"
                      "  platformCommand:\n"
                      "    - command: ${HELM_PLUGIN_DIR}/kustomize.sh\n";

bool writeFile(const QString &path, const char *content, QFile::Permissions permissions, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(content) < 0
        || !file.setPermissions(permissions)) {
        *error = QCoreApplication::translate("HelmDeck::KustomizePostRenderer", "cannot write %1: %2")
                     .arg(path, file.errorString());
        return false;
    }
    return true;
}

} // namespace

bool KustomizePostRenderer::write(const QString &root, QString *error)
{
    const QString dir = pluginDir(root);
    // written once per work dir: another app's helm may be running the script right now
    if (QFile::exists(QDir(dir).filePath(QStringLiteral("kustomize.sh"))))
        return true;
    if (!QDir().mkpath(dir)) {
        *error = QCoreApplication::translate("HelmDeck::KustomizePostRenderer", "cannot create %1").arg(dir);
        return false;
    }
    const QFile::Permissions owner = QFile::ReadOwner | QFile::WriteOwner;
    return writeFile(QDir(dir).filePath(QStringLiteral("plugin.yaml")), Plugin, owner, error)
        && writeFile(
            QDir(dir).filePath(QStringLiteral("kustomize.sh")), Script, owner | QFile::ExeOwner, error);
}

QStringList KustomizePostRenderer::arguments(
    int helmMajor, const QString &root, const QString &folder, const QString &kubectl)
{
    const QString renderer = helmMajor >= 4 ? QLatin1String(PluginName)
                                            : QDir(pluginDir(root)).filePath(QStringLiteral("kustomize.sh"));
    return { QStringLiteral("--post-renderer"), renderer, QStringLiteral("--post-renderer-args"), folder,
        QStringLiteral("--post-renderer-args"), kubectl };
}

QMap<QString, QString> KustomizePostRenderer::environment(int helmMajor, const QString &root)
{
    if (helmMajor < 4)
        return {};
    return { { QStringLiteral("HELM_PLUGINS"), pluginsDir(root) } };
}

QString KustomizePostRenderer::kubectlProgram()
{
    const ToolLookup found = ToolLookup::find(QString(), "HELMDECK_KUBECTL", QStringLiteral("kubectl"));
    return found.program.isEmpty() ? QStringLiteral("kubectl") : found.program;
}

} // namespace HelmDeck
