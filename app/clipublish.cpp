// SPDX-License-Identifier: GPL-3.0-or-later
#include "clipublish.h"

#include "cli.h"
#include "clicommon.h"

#include "chart/chartnames.h"
#include "chart/chartwriter.h"
#include "job/runner.h"
#include "model/globalsettings.h"
#include "model/imagereference.h"
#include "model/validator.h"
#include "publish/packageplanner.h"
#include "publish/publishplanner.h"
#include "publish/semanticversion.h"
#include "publish/tagresolver.h"
#include "publish/versiondetection.h"

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

/** A chart folder, or a project's app chart written into @p written; false after printing why. */
struct ChartSource
{
    QString chartDir;
    QString sourceDir;
    bool appChart = false;
    QString appVersion; ///< the app's image tag (app charts)
    QString imageRepository; ///< the app's image repository (app charts)
    Findings findings;
};

int chartSource(
    QCommandLineParser &p, const QString &input, std::unique_ptr<QTemporaryDir> *written, ChartSource *out)
{
    if (QFileInfo(QDir(input).filePath(QStringLiteral("Chart.yaml"))).isFile()) {
        if (p.isSet(QStringLiteral("app")))
            return usage(p, QStringLiteral("--app is for a PROJECT; %1 is a chart folder").arg(input));
        out->chartDir = input;
        return -1;
    }
    Loaded l = load(input, p.value(QStringLiteral("name")), p.value(QStringLiteral("image")), false);
    out->findings = l.findings;
    const GlobalSettings global = GlobalSettings::load(QString(), &out->findings);
    if (l.ok) {
        l.project = global.applied(l.project);
        out->findings += Validator::validate(l.project);
    }
    if (!l.ok || hasErrors(out->findings)) {
        printFindings(out->findings);
        return Cli::Failed;
    }
    const QString appName = p.value(QStringLiteral("app"));
    const int index = appName.isEmpty() ? (l.project.apps.size() == 1 ? 0 : -1) : l.project.appIndex(appName);
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
    *written = std::make_unique<QTemporaryDir>(QDir::tempPath() + QStringLiteral("/helmdeck-package-XXXXXX"));
    out->chartDir = QDir((*written)->path()).filePath(app.name);
    QString error;
    QString field;
    if (!(*written)->isValid()
        || !ChartWriter::writeAppChart(app, out->chartDir, &error, QString(), &field)) {
        printFindings({ Finding::error(
            error.isEmpty() ? QStringLiteral("cannot write the app chart") : error, field) });
        return Cli::Failed;
    }
    out->sourceDir = l.file.isEmpty() ? input : QFileInfo(l.file).absolutePath();
    out->appChart = true;
    out->appVersion = ChartNames::appVersion(app.image);
    ImageReference image;
    if (ImageReference::parse(app.image, &image))
        out->imageRepository
            = image.registry.isEmpty() ? image.path : image.registry + QLatin1Char('/') + image.path;
    return -1;
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
    ChartSource source;
    if (const int rc = chartSource(p, input, &written, &source); rc >= 0)
        return rc;
    request.chartDir = source.chartDir;
    request.sourceDir = source.sourceDir;
    if (source.appChart) {
        if (request.appVersion.isEmpty())
            request.appVersion = source.appVersion;
        if (request.version.isEmpty())
            request.version = defaultAppChartVersion(request.appVersion);
    }
    const Findings findings = source.findings;
    return executePlan(PackagePlanner::plan(request), findings, p.isSet(QStringLiteral("dry-run")));
}

/** Runs @p plan without progress output (read-only queries); the finished run's result. */
RunResult runQuietly(const Plan &plan, PlanContext *context)
{
    Runner runner;
    RunResult result;
    runToEnd(runner, plan, &result);
    *context = runner.context();
    return result;
}

int runPublish(const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral(
        "Publish a chart's variants, one per image tag, to an OCI registry (docs/publish.md). The version "
        "comes from --release-tag, --sha/--branch, the CI (--from-ci) or the git work tree."));
    addCommonOptions(p);
    p.addOption({ QStringLiteral("registry"), QStringLiteral("Where to publish: oci://HOST/PATH."),
        QStringLiteral("URL") });
    p.addOption({ QStringLiteral("release-tag"), QStringLiteral("Publish the release vX.Y.Z."),
        QStringLiteral("TAG") });
    p.addOption({ QStringLiteral("sha"),
        QStringLiteral("The commit (40 hex; default: the work tree's HEAD)."), QStringLiteral("SHA") });
    p.addOption({ QStringLiteral("branch"), QStringLiteral("A branch build of this branch."),
        QStringLiteral("NAME") });
    p.addOption({ QStringLiteral("from-ci"),
        QStringLiteral("Take the version from GitHub Actions' or GitLab CI's variables.") });
    p.addOption({ QStringLiteral("image-repo"),
        QStringLiteral(
            "The image every variant installs (default: values.yaml's image.repository, or the app's)."),
        QStringLiteral("REPO") });
    p.addOption({ QStringLiteral("image-tags"),
        QStringLiteral("The image tags a build pushes, comma-separated (default: "
                       "v{version},v{major},sha-{short},latest)."),
        QStringLiteral("PATTERNS") });
    p.addOption({ QStringLiteral("image-keys"),
        QStringLiteral("The values.yaml keys that hold the image repository and tag, written per variant "
                       "(default: image.repository,image.tag; not for an app chart)."),
        QStringLiteral("REPO_KEY,TAG_KEY") });
    p.addOption({ QStringLiteral("plain-http"),
        QStringLiteral("Talk HTTP, not HTTPS, to the registry (a local one).") });
    p.addOption({ QStringLiteral("ca-file"), QStringLiteral("Trust this CA for the registry."),
        QStringLiteral("FILE") });
    p.addOption({ QStringLiteral("helm"),
        QStringLiteral("The helm binary (default: $HELMDECK_HELM, then helm on PATH)."),
        QStringLiteral("PATH") });
    p.addOption(
        { QStringLiteral("app"), QStringLiteral("The app of a project with several."), QStringLiteral("A") });
    p.addOption(
        { QStringLiteral("dry-run"), QStringLiteral("Print the variants and the plan; upload nothing.") });
    p.addPositionalArgument(QStringLiteral("CHART_DIR|PROJECT"),
        QStringLiteral("A chart folder, a helmdeck.yaml, or an app folder."));
    if (const int rc
        = parseOneArgument(p, args, QStringLiteral("publish takes exactly one CHART_DIR or PROJECT"));
        rc >= 0)
        return rc;
    PublishRequest request;
    QString error;
    if (!p.isSet(QStringLiteral("registry")))
        return usage(p, QStringLiteral("--registry oci://HOST/PATH is required"));
    if (!OciRepository::parse(p.value(QStringLiteral("registry")), &request.registry, &error))
        return usage(p, error);
    const bool fromCi = p.isSet(QStringLiteral("from-ci"));
    const QString tag = p.value(QStringLiteral("release-tag"));
    const QString branch = p.value(QStringLiteral("branch"));
    QString sha = p.value(QStringLiteral("sha"));
    if (fromCi && (!tag.isEmpty() || !sha.isEmpty() || !branch.isEmpty()))
        return usage(p,
            QStringLiteral(
                "--from-ci takes the version from the CI: leave out --release-tag, --sha and --branch"));
    if (!tag.isEmpty() && !branch.isEmpty())
        return usage(p, QStringLiteral("give --release-tag or --branch, not both"));
    if (p.isSet(QStringLiteral("image-tags"))) {
        request.scheme.patterns.clear();
        const QStringList patterns = p.value(QStringLiteral("image-tags")).split(QLatin1Char(','));
        for (const QString &pattern : patterns)
            request.scheme.patterns << pattern.trimmed();
    }
    if (p.isSet(QStringLiteral("image-keys"))) {
        const QStringList keys = p.value(QStringLiteral("image-keys")).split(QLatin1Char(','));
        const auto path = [](const QString &key) { return key.trimmed().split(QLatin1Char('.')); };
        if (keys.size() != 2 || path(keys.at(0)).contains(QString()) || path(keys.at(1)).contains(QString()))
            return usage(p,
                QStringLiteral("--image-keys takes two values keys, the repository's and the tag's: "
                               "image.repository,image.tag"));
        request.repositoryKey = path(keys.at(0));
        request.tagKey = path(keys.at(1));
    }
    request.plainHttp = p.isSet(QStringLiteral("plain-http"));
    request.caFile = p.value(QStringLiteral("ca-file"));
    if (!request.caFile.isEmpty() && !QFileInfo(request.caFile).isFile())
        return usage(p, QStringLiteral("%1: no such file (--ca-file)").arg(request.caFile));

    std::unique_ptr<QTemporaryDir> written;
    ChartSource source;
    if (const int rc = chartSource(p, p.positionalArguments().constFirst(), &written, &source); rc >= 0)
        return rc;
    request.chartDir = source.chartDir;
    request.sourceDir = source.sourceDir;
    request.appChart = source.appChart;
    request.imageRepository = p.isSet(QStringLiteral("image-repo")) ? p.value(QStringLiteral("image-repo"))
                                                                    : source.imageRepository;
    request.helm = HelmTool::detect(p.value(QStringLiteral("helm")));

    const QString workTree = source.sourceDir.isEmpty() ? source.chartDir : source.sourceDir;
    if (fromCi) {
        request.context = VersionContext::fromCiEnvironment(request.environment);
    } else {
        // The work tree gives what is missing (the commit, the branch, or the whole version), and a
        // --sha is checked against it: the packages are made from the files there, so publishing them
        // as another commit's tags (sha-<short>, the release) would lie about what they hold.
        PlanContext gitOutput;
        const RunResult r = runQuietly(VersionDetection::plan(workTree), &gitOutput);
        const VersionContext detected = VersionDetection::fromRun(gitOutput, r.ok, r.message);
        const bool inGit = r.ok && !detected.sha.isEmpty();
        if (!tag.isEmpty() && !sha.isEmpty())
            request.context = VersionContext::release(tag, sha, QStringLiteral("the command line"));
        else if (!sha.isEmpty() && !branch.isEmpty())
            request.context = VersionContext::branchBuild(sha, branch, QStringLiteral("the command line"));
        else if (!tag.isEmpty())
            request.context = VersionContext::release(
                tag, detected.sha, QStringLiteral("--release-tag and the git work tree"));
        else if (!branch.isEmpty() || !sha.isEmpty())
            request.context = VersionContext::branchBuild(sha.isEmpty() ? detected.sha : sha,
                branch.isEmpty() ? detected.branch : branch,
                QStringLiteral("the command line and the git work tree"));
        else
            request.context = detected;
        const bool given = !tag.isEmpty() || !branch.isEmpty() || !sha.isEmpty();
        const bool complete = !sha.isEmpty() && (!tag.isEmpty() || !branch.isEmpty());
        if (given
            && ((!complete && detected.kind == VersionContext::Kind::None) || (inGit && detected.dirty)))
            request.context.findings += detected.findings; // the work tree's refusals still hold
        if (inGit && !sha.isEmpty() && sha.compare(detected.sha.trimmed(), Qt::CaseInsensitive) != 0)
            request.context.findings.append(Finding::error(
                QStringLiteral("--sha %1 is not the commit the work tree of %2 is at (HEAD is %3): the "
                               "packages are made from the work tree, so they would be published under "
                               "another commit's tags; check out %1, or leave --sha out")
                    .arg(sha, workTree, detected.sha.trimmed()),
                QStringLiteral("version.sha")));
    }
    const PublishPlan plan = PublishPlanner::plan(request);
    Findings findings = source.findings + plan.findings;
    if (hasErrors(findings)) {
        printFindings(findings);
        return Cli::Failed;
    }
    QStringList lines { QStringLiteral("Variants of %1 (%2):").arg(plan.chartName, request.context.source) };
    for (const ChartVariant &v : plan.variants.variants) {
        lines << QStringLiteral("  %1  Chart.version %2, appVersion %3, image %4:%3%5")
                     .arg(v.tags.join(QStringLiteral(", ")), v.chartVersion, v.appVersion,
                         plan.imageRepository, v.moving ? QStringLiteral(" (moves)") : QString());
    }
    if (p.isSet(QStringLiteral("dry-run"))) {
        const QByteArray text = lines.join(QLatin1Char('\n')).toUtf8() + '\n';
        std::fwrite(text.constData(), 1, size_t(text.size()), stdout);
    } else {
        printErr(lines.join(QLatin1Char('\n')));
    }
    const std::shared_ptr<PublishOutcome> outcome = plan.outcome;
    const OciRepository registry = request.registry;
    const QString chart = plan.chartName;
    const bool plainHttp = request.plainHttp;
    return executePlan(
        plan.plan, findings, p.isSet(QStringLiteral("dry-run")), [outcome, registry, chart, plainHttp] {
            QStringList out;
            for (const PublishedTag &t : outcome->tags) {
                out << QStringLiteral("%1\t%2\tappVersion %3\t%4")
                           .arg(t.tag, t.digest, t.appVersion,
                               InstallCommands::install(registry, chart, t, QString(), plainHttp));
            }
            if (!out.isEmpty()) {
                const QByteArray text = out.join(QLatin1Char('\n')).toUtf8() + '\n';
                std::fwrite(text.constData(), 1, size_t(text.size()), stdout);
            }
        });
}

int runResolve(const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral(
        "Print the digest a chart tag points at now (install moving tags such as latest by digest)."));
    p.addHelpOption();
    p.addOption({ QStringLiteral("plain-http"), QStringLiteral("Talk HTTP, not HTTPS, to the registry.") });
    p.addOption({ QStringLiteral("ca-file"), QStringLiteral("Trust this CA for the registry."),
        QStringLiteral("FILE") });
    p.addPositionalArgument(QStringLiteral("oci://HOST/PATH/CHART"), QStringLiteral("The chart."));
    p.addPositionalArgument(QStringLiteral("TAG"), QStringLiteral("The tag."));
    if (!p.parse(args))
        return usage(p, p.errorText());
    if (p.isSet(QStringLiteral("help"))) {
        std::fputs(qPrintable(helpText(p)), stdout);
        return Cli::Success;
    }
    if (p.positionalArguments().size() != 2)
        return usage(p, QStringLiteral("resolve takes oci://HOST/PATH/CHART and TAG"));
    TagResolver::Request request;
    request.reference = p.positionalArguments().at(0);
    request.tag = p.positionalArguments().at(1);
    request.plainHttp = p.isSet(QStringLiteral("plain-http"));
    request.caFile = p.value(QStringLiteral("ca-file"));
    if (!request.caFile.isEmpty() && !QFileInfo(request.caFile).isFile())
        return usage(p, QStringLiteral("%1: no such file (--ca-file)").arg(request.caFile));
    Plan plan;
    auto digest = std::make_shared<QString>();
    QString error;
    if (!TagResolver::plan(request, &plan, digest, &error))
        return usage(p, error);
    PlanContext unused;
    const RunResult r = runQuietly(plan, &unused);
    if (!r.ok) {
        printErr(commandName() + QStringLiteral(": error: ") + r.message);
        return Cli::Failed;
    }
    const QByteArray line = digest->toUtf8() + '\n';
    std::fwrite(line.constData(), 1, size_t(line.size()), stdout);
    return Cli::Success;
}

} // namespace

QStringList CliPublish::subcommands()
{
    return { QStringLiteral("package"), QStringLiteral("publish"), QStringLiteral("resolve") };
}

int CliPublish::run(const QString &command, const QStringList &args)
{
    if (command == QLatin1String("package"))
        return runPackage(args);
    if (command == QLatin1String("publish"))
        return runPublish(args);
    if (command == QLatin1String("resolve"))
        return runResolve(args);
    return Cli::Usage;
}

} // namespace HelmDeck
