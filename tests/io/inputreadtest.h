// SPDX-License-Identifier: GPL-3.0-or-later
// Shared by the input-guard suites: read one file of a kind through the product's own entry point
// (ProjectFile::load, AppImporter::importFolder, KubeConfig::load, DockerConfig::load) and return its
// findings, so a test sees what the user sees.
#pragma once

#include "cluster/kubeconfig.h"
#include "io/appimporter.h"
#include "io/projectfile.h"
#include "registry/dockerconfig.h"

#include <QDir>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QString>

namespace InputReadTest {

using namespace HelmDeck;

enum Kind
{
    ProjectFileKind,
    ProcfileKind,
    AppJsonKind,
    KubeconfigKind,
    DockerConfigKind
};

/** The file name a kind has in its folder (the importer looks for these exact names). */
inline QString fileName(int kind)
{
    switch (kind) {
    case ProjectFileKind:
        return QStringLiteral("helmdeck.yaml");
    case ProcfileKind:
        return QStringLiteral("Procfile");
    case AppJsonKind:
        return QStringLiteral("app.json");
    case KubeconfigKind:
        return QStringLiteral("kubeconfig");
    default:
        return QStringLiteral("config.json");
    }
}

/** The field path a kind's file-level findings carry. */
inline QString fieldOf(int kind)
{
    return kind == ProcfileKind || kind == AppJsonKind ? QStringLiteral("apps[demo]") : QString();
}

/**
 * Reads @p dir/fileName(kind) as HelmDeck does. The docker config reports a string
 * ("file:line:column: message"); it comes back as one error finding with that location.
 * @p processes gets the imported app's process names (Procfile and app.json kinds).
 */
inline Findings readKind(int kind, const QString &dir, QStringList *processes = nullptr)
{
    const QString path = QDir(dir).filePath(fileName(kind));
    switch (kind) {
    case ProjectFileKind:
        return ProjectFile::load(path).findings;
    case ProcfileKind:
    case AppJsonKind: {
        const ImportResult r
            = AppImporter::importFolder(dir, QStringLiteral("demo"), QStringLiteral("r.example/demo:1"));
        if (processes && !r.project.apps.isEmpty()) {
            for (const ProcessType &p : r.project.apps.first().processes)
                processes->append(p.name + QLatin1Char('=') + p.command);
        }
        return r.findings;
    }
    case KubeconfigKind: {
        QProcessEnvironment env;
        env.insert(QStringLiteral("KUBECONFIG"), path);
        env.insert(QStringLiteral("HOME"), dir);
        return KubeConfig::load(env).findings();
    }
    default: {
        DockerConfig config;
        QString error;
        Findings out;
        if (!DockerConfig::load(path, &config, &error)) {
            static const QRegularExpression located(QStringLiteral("^(.*?):(\\d+):(\\d+): (.*)$"));
            const QRegularExpressionMatch m = located.match(error);
            SourceLocation where { path, 0, 0 };
            if (m.hasMatch() && m.captured(1) == path)
                where = SourceLocation { path, m.captured(2).toInt(), m.captured(3).toInt() };
            out.append(Finding::error(error, QString(), where));
        }
        return out;
    }
    }
}

/** The first finding of @p severity, or a default Finding (empty message) when there is none. */
inline Finding firstOf(const Findings &findings, Finding::Severity severity)
{
    for (const Finding &f : findings) {
        if (f.severity == severity)
            return f;
    }
    return Finding();
}

inline QString dump(const Findings &findings)
{
    QStringList lines;
    for (const Finding &f : findings)
        lines << f.toString() + QStringLiteral(" [") + f.fieldPath + QLatin1Char(']');
    return lines.join(QLatin1Char('\n'));
}

} // namespace InputReadTest
