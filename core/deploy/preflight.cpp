// SPDX-License-Identifier: GPL-3.0-or-later
#include "preflight.h"

#include "chart/chartlimits.h"
#include "model/imagereference.h"
#include "model/monitoringvalidator.h"
#include "model/routingvalidator.h"
#include "model/scalingvalidator.h"
#include "model/securityvalidator.h"
#include "model/validator.h"

namespace HelmDeck {

namespace {

/** The namespace given for the job is not the project's: the error names where it came from. */
QString chosenNamespaceProblem(const QString &chosen)
{
    return Validator::labelProblem(QCoreApplication::translate("HelmDeck::Preflight",
                                       "the namespace chosen for this job (--namespace, or the toolbar's)"),
        chosen);
}

} // namespace

Findings Preflight::tools(const DeployOptions &options, const QString &fieldPath)
{
    Findings out;
    if (!options.helm.isValid())
        out.append(Finding::error(
            options.helm.error.isEmpty() ? tr("helm was not found") : options.helm.error, fieldPath));
    if (!options.kubectl.isValid())
        out.append(Finding::error(
            options.kubectl.error.isEmpty() ? tr("kubectl was not found") : options.kubectl.error,
            fieldPath));
    out.append(context(options.target, fieldPath));
    const QString chosen = options.target.kubeNamespace;
    if (!chosen.isEmpty() && !Validator::isDns1123Label(chosen))
        out.append(Finding::error(chosenNamespaceProblem(chosen), fieldPath));
    return out;
}

Findings Preflight::context(const ClusterTarget &target, const QString &fieldPath)
{
    if (!target.context.isEmpty())
        return {};
    if (!target.kubeconfigSearched.isEmpty()) {
        return { Finding::error(
            tr("no kubeconfig found (looked at %1), so there is no cluster to act on: set "
               "KUBECONFIG to your cluster's kubeconfig or create ~/.kube/config (on a k3s "
               "server: /etc/rancher/k3s/k3s.yaml), then pick a context in the toolbar or pass "
               "--context")
                .arg(target.kubeconfigSearched.join(QStringLiteral(", "))),
            fieldPath) };
    }
    return { Finding::error(
        tr("no kube context is chosen and the kubeconfig (%1) names no current one: pick one in "
           "the toolbar or pass --context (contexts: kubectl config get-contexts)")
            .arg(target.kubeconfigEnv.isEmpty() ? QStringLiteral("~/.kube/config") : target.kubeconfigEnv),
        fieldPath) };
}

Findings Preflight::kubeNamespace(const App &app, const DeployOptions &options)
{
    const QString chosen = options.target.kubeNamespace;
    if (!chosen.isEmpty()) // tools() says it
        return {};
    const QString problem = Validator::labelProblem(
        QCoreApplication::translate("HelmDeck::Validator", "namespace"), app.kubeNamespace);
    if (problem.isEmpty())
        return {};
    return { Finding::error(problem, app.fieldPrefix() + QStringLiteral(".namespace")) };
}

Findings Preflight::image(const App &app)
{
    Findings out;
    const QString field = app.fieldPrefix() + QStringLiteral(".image");
    const QString text = app.image.trimmed();
    ImageReference ref;
    QString error;
    if (text.isEmpty()) {
        out.append(Finding::error(tr("app %1 has no image: set the image the cluster pulls, e.g. "
                                     "registry.example.com/%1:1")
                                      .arg(app.name),
            field));
    } else if (!ImageReference::parse(text, &ref, &error)) {
        out.append(Finding::error(tr("image \"%1\" is not an image reference: %2").arg(text, error), field));
    } else if (ref.registry.isEmpty()) {
        // the same text with an explicit docker.io: what a public Docker Hub image is written as
        const QString hub = QStringLiteral("docker.io/")
            + (ref.path.contains(QLatin1Char('/')) ? QString() : QStringLiteral("library/")) + text;
        out.append(Finding::error(tr("image \"%1\" names no registry: it may be a local-only tag "
                                     "(docker build -t) that the cluster "
                                     "cannot pull. If it is on Docker Hub, write %2; otherwise "
                                     "push it to a registry and write the "
                                     "full reference, e.g. registry.example.com/%1")
                                      .arg(text, hub),
            field));
    } else {
        const QString host = ref.registry.section(QLatin1Char(':'), 0, 0).toLower();
        if (host == QStringLiteral("localhost") || host.startsWith(QStringLiteral("127."))
            || host == QStringLiteral("[::1]")) {
            out.append(Finding::warning(
                tr("image \"%1\" is in a loopback registry: only a single-node cluster on this "
                   "machine can pull it")
                    .arg(text),
                field));
        }
    }
    return out;
}

Findings Preflight::secretValues(const App &app, const DeployOptions &options)
{
    Findings out;
    for (const DeployOptions::MissingSecret &missing : options.missingSecrets) {
        if (missing.app != app.name)
            continue;
        if (missing.name == DeployOptions::MissingSecret::tlsKeyName()) {
            out.append(
                Finding::error(tr("the key of app %1's imported certificate is not in the keychain: tls-%1 "
                                  "cannot be deployed without it. Unlock the keychain, or import it again "
                                  "(helmdeck certs import %1 --cert FILE --key KEY)")
                                   .arg(missing.app),
                    missing.fieldPath));
            continue;
        }
        out.append(Finding::error(
            tr("secret %1 of app %2 has no value in the keychain: a deploy would blank it in the cluster. "
               "Unlock the keychain, or open the project in the window, enter the value and save")
                .arg(missing.name, missing.app),
            missing.fieldPath));
    }
    return out;
}

Findings Preflight::deploy(const Project &project, const App &app, const DeployOptions &options)
{
    Findings out = tools(options, app.fieldPrefix());
    out.append(secretValues(app, options));
    const Findings validation = Validator::validate(project);
    // the project here is targeted (targetedProject): a namespace chosen for the job is in its apps'
    // and entries' namespaces, and tools() already said it is not a label, naming where it came from
    const bool chosenInvalid
        = !options.target.kubeNamespace.isEmpty() && !Validator::isDns1123Label(options.target.kubeNamespace);
    for (const Finding &f : validation) {
        if (chosenInvalid && f.fieldPath.endsWith(QLatin1String(".namespace")))
            continue;
        // strict mode: the warnings count too (DeployPlanner makes them errors)
        if (f.severity == Finding::Severity::Error
            || (options.strict && f.severity == Finding::Severity::Warning))
            out.append(f);
    }
    out.append(image(app));
    out.append(ChartLimits::appFindings(app)); // helm would refuse the app release half-way
    if (!app.kustomizePath.trimmed().isEmpty() && app.kustomizeDir.isEmpty()) // KustomizeFolder refused it
        out.append(Finding::error(tr("the kustomize folder \"%1\" is not usable (see its finding "
                                     "on load); reopen the project after fixing it")
                                      .arg(app.kustomizePath),
            app.fieldPrefix() + QStringLiteral(".kustomize")));
    if (options.renderTarget.context == options.target.context) {
        // the cluster was read (empty lists: unknown, nothing said): does it serve what the chart renders?
        const RenderTarget &cluster = options.renderTarget;
        out.append(ScalingValidator::capabilities(app, cluster.apiVersions));
        for (const Finding &f : MonitoringValidator::clusterFindings(project, cluster.apiVersions)) {
            if (f.fieldPath.startsWith(app.fieldPrefix() + QLatin1Char('.')))
                out.append(f);
        }
        out.append(SecurityValidator::clusterFindings(app, cluster.kubeVersion));
        out.append(RoutingValidator::capabilities(app, cluster.apiVersions));
    }
    // predeploy and the release command run in the app chart's release gate (ReleaseValues)
    return out;
}

} // namespace HelmDeck
