// SPDX-License-Identifier: GPL-3.0-or-later
#include "jobsetup.h"

#include "model/strictmode.h"

#include "cluster/kubeconfig.h"
#include "hostcheck.h"
#include "model/servicerename.h"
#include "preflight.h"
#include "registry/pullsecretresolution.h"
#include "secrets/projectsecrets.h"
#include "secrets/secretstore.h"

#include <QPointer>

namespace HelmDeck {

namespace {

bool emptyServiceCredentials(const Project &project)
{
    for (const App &app : project.apps) {
        for (const BackingService &service : app.services) {
            if (service.credential.isEmpty())
                return true;
        }
    }
    return false;
}

/** What a missing service credential is called in Preflight's error: "the postgres password". */
QString serviceSecretName(const App &app, const QString &keyName)
{
    for (const BackingService &service : app.services) {
        if (service.secretKey(app.name) == keyName)
            return (service.external ? JobSetup::tr("%1 (the %2 URL)") : JobSetup::tr("%1 (the %2 password)"))
                .arg(service.effectiveEnvName(), BackingService::kindName(service.kind));
    }
    return keyName;
}

} // namespace

JobSetup::JobSetup(QObject *parent)
    : QObject(parent)
    , m_worker(this)
{ }

JobSetup::~JobSetup() = default;

void JobSetup::setSecretStore(SecretStore *store)
{
    m_store = store;
}

void JobSetup::cancel()
{
    ++m_generation;
    m_worker.cancel();
    m_running = false;
}

void JobSetup::start(const Request &request, const Callback &done)
{
    cancel();
    m_running = true;
    const QString key = SecretKey::projectKeyFor(request.projectFile);
    // the window passes the project as edited: only a service added since it was filled is read
    const bool servicesOnly = !request.fillSecrets && emptyServiceCredentials(request.project);
    if ((!request.fillSecrets && !servicesOnly) || request.projectFile.isEmpty()
        || ProjectSecrets::items(request.project, key).isEmpty()) {
        runWorker(request, Findings(), done);
        return;
    }
    if (!m_store) {
        m_store = new SecretStore(SecretStore::Backend::SystemKeychain, this);
        m_store->setAnswerTimeoutMs(SecretStore::DefaultAnswerTimeoutMs); // never wait on a silent keychain
    }
    const quint64 generation = m_generation;
    SecretStore *store = m_store;
    const QPointer<JobSetup> self(this); // the store may outlive this set-up
    const auto fill = servicesOnly ? &ProjectSecrets::fillServices : &ProjectSecrets::fill;
    fill(store, request.project, key,
        [self, request, done, generation, store](
            const Project &filled, const ProjectSecrets::Report &report) {
            if (!self || generation != self->m_generation)
                return; // superseded or cancelled
            const SourceLocation where { request.projectFile, 0, 0 };
            Findings findings;
            if (!request.requireSecretValues) {
                // a render or a plan only shows an empty value; a deploy is refused in Preflight instead
                const QString why = store->isPersistent()
                    ? tr("no value stored in the keychain; it renders empty")
                    : tr("no system keychain to read it from; it renders empty");
                for (const QString &field : report.missing) {
                    // the registry password does not render empty: PullSecretResolution falls back
                    // to the docker config and says so
                    if (!field.endsWith(QLatin1String(".pullSecret.password")))
                        findings.append(Finding::warning(why, field, where));
                }
            }
            for (const QString &field : report.generated)
                findings.append(Finding::info(
                    tr("a new password was generated and stored in the keychain"), field, where));
            for (const QString &error : report.errors)
                findings.append(Finding::warning(tr("keychain: %1").arg(error), QString(), where));
            if (!store->isPersistent())
                findings.append(Finding::warning(store->statusMessage(), QString(), where));
            Request next = request;
            next.project = filled;
            self->runWorker(next, findings, done);
        });
}

void JobSetup::runWorker(const Request &request, const Findings &secretFindings, const Callback &done)
{
    // The tool probes and the credential helpers are child processes: never on the caller's thread.
    m_worker.start([request](const std::function<bool()> &) { return resolve(request); },
        [this, done, secretFindings](Result result) {
            m_running = false;
            result.findings = StrictMode::apply(secretFindings + result.findings, result.options.strict);
            done(result);
        });
}

JobSetup::Result JobSetup::resolve(const Request &request)
{
    Result r;
    r.appName = request.appName;
    r.options.strict = request.strict || (request.deploys && StrictMode::isOn(request.project, false));
    // The user's defaults apply to jobs as to the preview; the request's project stays as it is.
    GlobalSettings settings;
    if (request.settings)
        settings = *request.settings;
    else
        settings = GlobalSettings::load(QString(), &r.findings);
    r.project = settings.applied(request.project);

    // The target: flag (or the toolbar), then the project's context, then the kubeconfig's current one.
    const KubeConfig kubeconfig = KubeConfig::load(request.environment);
    r.findings.append(kubeconfig.findings());
    QString context = request.context;
    if (context.isEmpty())
        context = r.project.kubeContext;
    if (context.isEmpty())
        context = kubeconfig.currentContext();
    if (!context.isEmpty() && !kubeconfig.contextNames().isEmpty() && !kubeconfig.context(context)) {
        r.findings.append(Finding::error(tr("no context \"%1\" in the kubeconfig (%2); contexts: %3")
                                             .arg(context, kubeconfig.files().join(QLatin1Char(':')),
                                                 kubeconfig.contextNames().join(QStringLiteral(", ")))));
    }
    r.options.target.context = context;
    r.options.target.kubeNamespace = request.kubeNamespace;
    r.options.target.kubeconfigEnv = kubeconfig.kubeconfigEnv();
    // No kubeconfig file at all: Preflight::context says where it looked when the job has no context.
    // Not an error here: a job may get its context later (the window's toolbar, a service's deploy).
    if (kubeconfig.files().isEmpty() && kubeconfig.findings().isEmpty())
        r.options.target.kubeconfigSearched = KubeConfig::candidateFiles(request.environment);
    r.options.helm = request.helm ? *request.helm : HelmTool::detect(request.helmProgram);
    r.options.kubectl = request.kubectl ? *request.kubectl : KubectlTool::detect(request.kubectlProgram);

    const int index = r.project.appIndex(request.appName);
    if (index < 0) {
        r.findings = StrictMode::apply(r.findings, r.options.strict);
        return r;
    }
    const App &app = r.project.apps.at(index);
    QList<App> apps { app }; // the app, then the apps that give a host up to it
    const bool routed = !app.domains.isEmpty() || app.routing.kind == RoutingSettings::Kind::HTTPRoute;
    if (request.requireSecretValues)
        r.options.missingSecrets = missingSecrets(r.project, app.name);
    // Nothing is read for a job refused already (a bad context, the preflight's own errors: a
    // secret without a value, an image without a registry…). A dry run reads too (it only reads):
    // it tells what the deploy would refuse (docs/deploy.md "Hosts").
    const bool refused = hasErrors(r.findings) || hasErrors(Preflight::deploy(r.project, app, r.options));
    if (request.readLiveRoutes && routed && !refused && r.options.kubectl.isValid() && !context.isEmpty()) {
        const ClusterCommands commands(r.options.helm, r.options.kubectl, r.options.target);
        const QString ns = r.options.target.namespaceFor(app.kubeNamespace);
        const bool gateway = app.routing.kind == RoutingSettings::Kind::HTTPRoute;
        r.options.liveRoutes = LiveRoutes::load(commands, ns, gateway ? app.routing.gatewayName : QString(),
            app.routing.gatewayNamespace.isEmpty() ? ns : app.routing.gatewayNamespace, request.environment);
        const QList<int> givers = HostCheck::givers(r.project, index, r.options.target, r.options.liveRoutes);
        for (const int g : givers)
            apps.append(r.project.apps.at(g));
    }
    bool needsCredentials = false;
    for (const App &a : std::as_const(apps))
        needsCredentials = needsCredentials || PullSecretResolution::needsResolution(a);
    if (request.resolveCredentials && needsCredentials) {
        const PullSecretResolution::Outcome outcome
            = PullSecretResolution::resolve(apps, request.environment, HelperTimeoutMs);
        r.options.pullSecretPayloads = outcome.payloads;
        for (Finding f : outcome.findings) {
            if (request.planOnly && f.severity == Finding::Severity::Error)
                f.severity = Finding::Severity::Warning;
            r.findings.append(f);
        }
    }
    if (request.requireSecretValues) {
        for (const App &a : apps.mid(1)) // the givers': the app's own are in already
            r.options.missingSecrets += missingSecrets(r.project, a.name);
    }
    r.findings = StrictMode::apply(r.findings, r.options.strict);
    // what helm would stop on half-way, read only for a job nothing refused (docs/deploy.md "Preflight")
    if (request.readLiveRoutes && !refused && !hasErrors(r.findings) && r.options.kubectl.isValid()
        && r.options.helm.isValid() && !context.isEmpty() && r.options.liveRoutes.reachable) {
        Project project = r.project;
        QMap<QString, QByteArray> payloads = r.options.pullSecretPayloads;
        if (!request.renameTo.isEmpty()) { // the new name's releases, as DeployPlanner::rename renders them
            project.apps[index].name = request.renameTo;
            ServiceRename::pin(&project.apps[index], app.name);
            if (payloads.contains(app.name))
                payloads.insert(request.renameTo, payloads.take(app.name));
        }
        const ClusterCommands commands(r.options.helm, r.options.kubectl, r.options.target);
        r.options.liveOwnership
            = LiveOwnership::load(project, index, commands, payloads, request.environment);
        r.options.liveOwnership.projectFile = request.projectFile;
    }
    return r;
}

QList<DeployOptions::MissingSecret> JobSetup::missingSecrets(const Project &project, const QString &appName)
{
    QList<DeployOptions::MissingSecret> out;
    const int index = project.appIndex(appName);
    if (index < 0)
        return out;
    const App &app = project.apps.at(index);
    Project one;
    one.apps.append(app);
    const QList<ProjectSecrets::Item> items = ProjectSecrets::items(one, QString());
    for (const ProjectSecrets::Item &item : items) {
        if (!ProjectSecrets::value(one, item).isEmpty())
            continue;
        // Only env values and service credentials: without the registry password
        // PullSecretResolution falls back to the docker config files and warns; an env Secret or a
        // service's URL would be written empty.
        if (item.key.kind == SecretKey::envKind())
            out.append({ app.name, item.key.name, item.fieldPath });
        else if (item.key.kind == SecretKey::serviceKind())
            out.append({ app.name, serviceSecretName(app, item.key.name), item.fieldPath });
        // the imported certificate's key, when a domain uses it: tls-<app> would have no tls.key
        if (item.key.kind == SecretKey::tlsKind() && app.usesImportedCertificate())
            out.append({ app.name, DeployOptions::MissingSecret::tlsKeyName(), item.fieldPath });
    }
    return out;
}

} // namespace HelmDeck
