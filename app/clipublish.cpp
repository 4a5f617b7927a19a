// SPDX-License-Identifier: GPL-3.0-or-later
#include "clipublish.h"

#include "cli.h"
#include "clicommon.h"

#include "chart/chartnames.h"
#include "chart/chartwriter.h"
#include "model/globalsettings.h"
#include "model/imagereference.h"
#include "model/validator.h"
#include "publish/packageplanner.h"
#include "publish/semanticversion.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>

#include <cstdio>

namespace HelmDeck {

namespace {

using namespace CliCommon;

/** An app chart's default version: its image tag when that is (v-prefixed) SemVer, else 0.1.0. */
QString defaultAppChartVersion(const QString &appVersion)
{
    const QString bare = appVersion.startsWith(QLatin1Char('v')) ? appVersion.mid(1) : appVersion;
    SemanticVersion v;
    QString error;
    return SemanticVersion::parse(bare, &v, &error) ? v.toString() : QStringLiteral("0.1.0");
}

int runPackage(const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral(
        "Package a chart folder, or the app chart of a project, as a reproducible .tgz (docs/publish.md)."));
    addCommonOptions(p);
    p.addOption({ { QStringLiteral("o"), QStringLiteral("output") },
        QStringLiteral("Folder to write the .tgz into (default: the current folder)."),
        QStringLiteral("DIR") });
    p.addOption({ QStringLiteral("version"),
        QStringLiteral(
            "Chart.yaml's version (SemVer; default: the chart's own, or for an app its image tag)."),
        QStringLiteral("V") });
    p.addOption({ QStringLiteral("app-version"),
        QStringLiteral("Chart.yaml's appVersion (default: the chart's own, or for an app its image tag)."),
        QStringLiteral("T") });
    p.addOption(
        { QStringLiteral("app"), QStringLiteral("The app of a project with several."), QStringLiteral("A") });
    p.addOption({ QStringLiteral("dry-run"), QStringLiteral("Print the plan; write nothing.") });
    p.addPositionalArgument(QStringLiteral("CHART_DIR|PROJECT"),
        QStringLiteral("A chart folder, a helmdeck.yaml, or an app folder."));
    if (const int rc
        = parseOneArgument(p, args, QStringLiteral("package takes exactly one CHART_DIR or PROJECT"));
        rc >= 0)
        return rc;
    const QString input = p.positionalArguments().constFirst();
    PackageRequest request;
    request.outputDir
        = p.isSet(QStringLiteral("output")) ? p.value(QStringLiteral("output")) : QDir::currentPath();
    request.version = p.value(QStringLiteral("version"));
    request.appVersion = p.value(QStringLiteral("app-version"));
    if (p.isSet(QStringLiteral("version")) && request.version.isEmpty())
        return usage(p, QStringLiteral("--version must not be empty"));

    std::unique_ptr<QTemporaryDir> written;
    Findings findings;
    if (QFileInfo(QDir(input).filePath(QStringLiteral("Chart.yaml"))).isFile()) {
        if (p.isSet(QStringLiteral("app")))
            return usage(p, QStringLiteral("--app is for a PROJECT; %1 is a chart folder").arg(input));
        request.chartDir = input;
    } else {
        Loaded l = load(input, p.value(QStringLiteral("name")), p.value(QStringLiteral("image")), false);
        findings = l.findings;
        const GlobalSettings global = GlobalSettings::load(QString(), &findings);
        if (l.ok) {
            l.project = global.applied(l.project);
            findings += Validator::validate(l.project);
        }
        if (!l.ok || hasErrors(findings)) {
            printFindings(findings);
            return Cli::Failed;
        }
        const QString appName = p.value(QStringLiteral("app"));
        int index = appName.isEmpty() ? (l.project.apps.size() == 1 ? 0 : -1) : l.project.appIndex(appName);
        if (index < 0) {
            QStringList names;
            for (const App &a : std::as_const(l.project.apps))
                names << a.name;
            return usage(p,
                appName.isEmpty() ? QStringLiteral("the project has %1 apps; pick one with --app (%2)")
                                        .arg(names.size())
                                        .arg(names.join(QStringLiteral(", ")))
                                  : QStringLiteral("no app \"%1\" in the project (apps: %2)")
                                        .arg(appName, names.join(QStringLiteral(", "))));
        }
        const App &app = l.project.apps.at(index);
        written
            = std::make_unique<QTemporaryDir>(QDir::tempPath() + QStringLiteral("/helmdeck-package-XXXXXX"));
        request.chartDir = QDir(written->path()).filePath(app.name);
        QString error;
        QString field;
        if (!written->isValid()
            || !ChartWriter::writeAppChart(app, request.chartDir, &error, QString(), &field)) {
            printFindings({ Finding::error(
                error.isEmpty() ? QStringLiteral("cannot write the app chart") : error, field) });
            return Cli::Failed;
        }
        request.sourceDir = l.file.isEmpty() ? input : QFileInfo(l.file).absolutePath();
        if (request.appVersion.isEmpty())
            request.appVersion = ChartNames::appVersion(app.image);
        if (request.version.isEmpty())
            request.version = defaultAppChartVersion(request.appVersion);
    }
    return executePlan(PackagePlanner::plan(request), findings, p.isSet(QStringLiteral("dry-run")));
}

} // namespace

QStringList CliPublish::subcommands()
{
    return { QStringLiteral("package") };
}

int CliPublish::run(const QString &command, const QStringList &args)
{
    if (command == QLatin1String("package"))
        return runPackage(args);
    return Cli::Usage;
}

} // namespace HelmDeck
