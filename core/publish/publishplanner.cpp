// SPDX-License-Identifier: GPL-3.0-or-later
#include "publishplanner.h"

#include "chartpackager.h"
#include "packageplanner.h"
#include "publishstate.h"

#include "io/inputfile.h"
#include "io/yamlguard.h"
#include "job/worker.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <yaml-cpp/yaml.h>

#include <memory>

namespace HelmDeck {

namespace {

const QString ChartField = QStringLiteral("publish.chart");
const QString ImageField = QStringLiteral("publish.imageRepository");

/** The scalar at @p path of the YAML file @p file; empty when absent or unreadable. */
QString yamlScalar(const QString &file, const QStringList &path)
{
    // bounded, regular files only, and yaml-cpp only through the guard (docs/inputs.md)
    const InputRead in = InputFile::readText(file, InputKind::ChartFile);
    Findings ignored; // unreadable means "absent" here; packaging reports the file itself
    YAML::Node node;
    if (!in.ok
        || !YamlGuard::loadOne(
            in.data, file, QStringLiteral("chart file"), QString(), YamlLimits(), &node, &ignored))
        return QString();
    try {
        for (const QString &key : path) {
            if (!node.IsMap())
                return QString();
            const YAML::Node &constNode = node;
            node.reset(constNode[key.toStdString()]);
        }
        return node.IsScalar() ? QString::fromStdString(node.Scalar()) : QString();
    } catch (const YAML::Exception &) {
        return QString();
    }
}

/** The images a rendered stream references ("image: x" lines), for the error when ours is missing. */
QStringList imagesIn(const QByteArray &rendered)
{
    static const QRegularExpression image(
        QStringLiteral("^\\s*(?:- )?image:\\s*[\"']?([^\"'\\s]+)"), QRegularExpression::MultilineOption);
    QStringList out;
    auto it = image.globalMatch(QString::fromUtf8(rendered));
    while (it.hasNext()) {
        const QString ref = it.next().captured(1);
        if (!out.contains(ref))
            out << ref;
    }
    return out;
}

Step packageStep(const std::shared_ptr<PublishState> &state, const ChartVariant &variant, const QString &dir)
{
    Step s;
    const QString tag = variant.tags.constFirst();
    s.id = QStringLiteral("package-") + tag;
    s.title = PublishPlanner::tr("Package %1").arg(tag);
    s.concurrent = true;
    s.concurrentGroup = QStringLiteral("package");
    s.timeoutMs = 120000;
    Worker *worker = state->newWorker();
    s.start = [state, variant, dir, worker, tag](PlanContext &context, Step &, StepDone done) {
        ChartPackageRequest r;
        r.chartDir = state->request.chartDir;
        r.version = variant.chartVersion;
        r.appVersion = variant.appVersion;
        if (!state->request.appChart) {
            r.values.append({ state->request.repositoryKey, state->imageRepository });
            r.values.append({ state->request.tagKey, variant.appVersion });
        }
        QString source;
        r.mtime = PackagePlanner::entryTime(context, state->request.environment, &source);
        worker->start(
            [r, dir](const std::function<bool()> &) {
                ChartPackage p = ChartPackager::package(r);
                QString path;
                if (p.ok()) {
                    QDir().mkpath(dir);
                    path = QDir(dir).filePath(p.fileName());
                    QFile f(path);
                    if (!f.open(QIODevice::WriteOnly) || f.write(p.archive) != p.archive.size())
                        p.error = PublishPlanner::tr("%1: cannot write: %2").arg(path, f.errorString());
                }
                return std::make_pair(p, path);
            },
            [state, done, tag, mtime = r.mtime](const std::pair<ChartPackage, QString> &result) {
                if (!result.first.ok()) {
                    done(false, result.first.error);
                    return;
                }
                state->files.insert(tag, result.second);
                // "created" is the archive's own time: the same build gives the same manifest digest.
                state->artifacts.insert(
                    tag, ChartManifest::build(result.first, QDateTime::fromSecsSinceEpoch(mtime)));
                done(true, QString(),
                    { PublishPlanner::tr("%1 %2, appVersion %3")
                            .arg(result.first.name, result.first.version, result.first.appVersion) });
            });
    };
    s.cancel = [worker] { worker->cancel(); };
    return s;
}

Step helmStep(const std::shared_ptr<PublishState> &state, const ChartVariant &variant, bool lint)
{
    Step s;
    const QString tag = variant.tags.constFirst();
    s.id = (lint ? QStringLiteral("lint-") : QStringLiteral("render-")) + tag;
    s.title = (lint ? PublishPlanner::tr("Lint %1") : PublishPlanner::tr("Render %1")).arg(tag);
    s.concurrent = true;
    s.concurrentGroup = QStringLiteral("check"); // lint and render read the same package: all at once
    s.timeoutMs = 120000;
    s.echoStdout = lint;
    s.plannedCommand = lint
        ? QStringLiteral("%1 lint --strict <package of %2>").arg(state->request.helm.program, tag)
        : QStringLiteral("%1 template <package of %2>").arg(state->request.helm.program, tag);
    s.prepare = [state, tag, lint](PlanContext &, Step &self, bool *, QString *error) {
        const QString file = state->files.value(tag);
        if (file.isEmpty()) {
            *error = PublishPlanner::tr("the package of %1 is missing").arg(tag);
            return false;
        }
        self.argv = lint ? QStringList { state->request.helm.program, QStringLiteral("lint"),
            QStringLiteral("--strict"), file }
                         : QStringList { state->request.helm.program, QStringLiteral("template"),
                               QStringLiteral("publish-check"), file };
        return true;
    };
    if (!lint) {
        const QString expected = state->imageRepository + QLatin1Char(':') + variant.appVersion;
        s.check = [expected, tag](
                      PlanContext &, const QByteArray &rendered, QStringList *report, QString *error) {
            const QStringList images = imagesIn(rendered);
            if (!images.contains(expected)) {
                *error = images.isEmpty()
                    ? PublishPlanner::tr(
                        "%1 would not install the image %2: its manifests reference no image")
                          .arg(tag, expected)
                    : PublishPlanner::tr("%1 would not install the image %2: its manifests reference %3")
                          .arg(tag, expected, images.join(QStringLiteral(", ")));
                return false;
            }
            report->append(PublishPlanner::tr("installs %1").arg(expected));
            return true;
        };
    }
    return s;
}

} // namespace

PublishPlan PublishPlanner::plan(const PublishRequest &request)
{
    PublishPlan out;
    out.variants = VariantPlanner::plan(request.context, request.scheme);
    out.findings = out.variants.findings;
    const QString chartYaml = QDir(request.chartDir).filePath(QStringLiteral("Chart.yaml"));
    if (!QFileInfo(chartYaml).isFile()) {
        out.findings.append(Finding::error(
            tr("%1: no Chart.yaml (a chart folder has one)").arg(request.chartDir), ChartField));
    } else {
        out.chartName = yamlScalar(chartYaml, { QStringLiteral("name") });
        if (out.chartName.isEmpty())
            out.findings.append(Finding::error(tr("%1: no chart name").arg(chartYaml), ChartField));
    }
    out.imageRepository = request.imageRepository;
    if (out.imageRepository.isEmpty())
        out.imageRepository = yamlScalar(
            QDir(request.chartDir).filePath(QStringLiteral("values.yaml")), request.repositoryKey);
    if (out.imageRepository.isEmpty()) {
        out.findings.append(Finding::error(
            tr("no image repository: values.yaml has no %1; give the image repository (--image-repo)")
                .arg(request.repositoryKey.join(QLatin1Char('.'))),
            ImageField));
    }
    if (!request.helm.isValid())
        out.findings.append(
            Finding::error(request.helm.error.isEmpty() ? tr("helm was not found") : request.helm.error));
    if (hasErrors(out.findings))
        return out;

    Plan &plan = out.plan;
    plan.title = tr("Publish %1 %2 to %3")
                     .arg(out.chartName, out.variants.variants.constFirst().chartVersion,
                         request.registry.toString());
    if (!plan.makeWorkDir()) {
        out.findings.append(Finding::error(tr("cannot create a private temporary folder")));
        plan = Plan();
        return out;
    }
    auto state = std::make_shared<PublishState>();
    state->request = request;
    state->variants = out.variants.variants;
    state->imageRepository = out.imageRepository;
    state->chartName = out.chartName;
    state->outcome = out.outcome;
    plan.steps.append(PackagePlanner::commitTimeStep(
        request.sourceDir.isEmpty() ? request.chartDir : request.sourceDir, request.environment));
    for (const ChartVariant &v : std::as_const(state->variants))
        plan.steps.append(packageStep(state, v, QDir(plan.workDir->path()).filePath(v.tags.constFirst())));
    for (const bool lint : { true, false }) {
        for (const ChartVariant &v : std::as_const(state->variants))
            plan.steps.append(helmStep(state, v, lint));
    }
    appendUploadSteps(state, &plan);
    return out;
}

} // namespace HelmDeck
