// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "deployplanner.h"
#include "job/worker.h"
#include "model/globalsettings.h"

#include <QObject>
#include <QProcessEnvironment>
#include <QString>

#include <functional>
#include <optional>

namespace HelmDeck {

class SecretStore;

/**
 * How every front end prepares a cluster job (deploy, destroy, rename, diff, storage actions), so
 * the window and the command line act on the same inputs (docs/architecture.md §2):
 *
 *  1. the keychain's secret values into the project, when asked (Request::fillSecrets; through
 *     SecretStore's asynchronous API): nothing stored is a warning, a keychain error too;
 *  2. off the caller's thread (Worker): the user's defaults applied (GlobalSettings::applied(), from
 *     Request::settings or the default settings file); the kubeconfig; the target — context from
 *     Request::context, else the project's kubeContext, else the kubeconfig's current context (a
 *     context the kubeconfig does not have is an error when it has any), namespace from
 *     Request::kubeNamespace, else each app's own; helm and kubectl (given, or detected: a version
 *     check that may take seconds); the pull-secret payload of the app, when asked
 *     (PullSecretResolution: credential helpers are child processes);
 *  3. with Request::readLiveRoutes, what the cluster routes (DeployOptions::liveRoutes), and then,
 *     when nothing refused the job already, the live objects its releases would create and the
 *     claims it mounts (DeployOptions::liveOwnership);
 *  4. the app's secrets that have no value (DeployOptions::missingSecrets), which
 *     Preflight::secretValues() turns into errors for the jobs that write secrets
 *     (Request::requireSecretValues);
 *  5. strict mode (Request::strict or the project's `strict: true`): every warning of the result
 *     an error, and DeployOptions::strict set so the deploy and rename preflight do the same.
 *
 * Steps 2–4 cover the apps that give a host up to the app too (they deploy first in its plan).
 * The result comes back on this object's thread, later, never from inside start(); one set-up at a
 * time (a new start() supersedes one still running, whose result is dropped). Secret values are
 * in Result::project only, never in a finding.
 */
class JobSetup : public QObject
{
    Q_OBJECT
public:
    static constexpr int HelperTimeoutMs = 10000;

    struct Request
    {
        /** The project as loaded (ProjectFile, no secret values) or as being edited (values in). */
        Project project;
        /** Its file: the keychain key and where findings point; empty for an unsaved import. */
        QString projectFile;
        /** Read the secret values from the keychain into the project first (the command line). */
        bool fillSecrets = false;
        /** The app the job acts on; empty when the job is not about one app (storage actions). */
        QString appName;
        QString context; ///< --context or the toolbar's; empty = the project's, then the current one
        QString kubeNamespace; ///< --namespace or the toolbar's; empty = each app's own
        /** Known tools (the window remembers them); unset = detected from the paths below. */
        std::optional<HelmTool> helm;
        std::optional<KubectlTool> kubectl;
        QString helmProgram; ///< --helm; empty = $HELMDECK_HELM, then PATH
        QString kubectlProgram; ///< --kubectl; empty = $HELMDECK_KUBECTL, then PATH
        /** The user's defaults; unset = read from GlobalSettings::defaultFileName(). */
        std::optional<GlobalSettings> settings;
        /** Resolve the app's pull-secret credentials (the jobs that render: deploy, rename, diff). */
        bool resolveCredentials = false;
        /**
         * The job writes the app's secrets to the cluster (deploy, rename): their missing values
         * go to DeployOptions::missingSecrets for Preflight, instead of a warning here.
         */
        bool requireSecretValues = false;
        /**
         * The job deploys the app (deploy, rename): read what the cluster routes and the app's parent
         * Gateway into DeployOptions::liveRoutes (LiveRoutes::load; only for an app with domains or
         * routing kind httproute; not for a job whose Preflight::deploy fails already; with planOnly too:
         * it only reads, and the dry run shows what the deploy would refuse), and resolve the credentials and
         * missing secrets of every app of the project that gives up a host to it too (HostCheck::givers: the
         * plan deploys them first).
         */
        bool readLiveRoutes = false;
        /**
         * With readLiveRoutes: the objects the app's releases would create and the claims of the
         * entries it mounts are read too (DeployOptions::liveOwnership, LiveOwnership::load) — under
         * this name when the job is a rename (its releases are the new name's), else the app's.
         */
        QString renameTo;
        /**
         * Nothing will run (--dry-run prints the plan): the credentials' errors are warnings, so
         * the plan can still be shown.
         */
        bool planOnly = false;
        /**
         * `--strict`: every warning is an error (StrictMode), in Result::findings and, through
         * DeployOptions::strict, in the planners' preflight. The project's `strict: true` turns it on
         * as well for a job that deploys (Request::deploys), so the window's Deploy honours it.
         */
        bool strict = false;
        /**
         * The job deploys the app (deploy, rename): the project's `strict: true` applies to it. Other
         * jobs (destroy, diff, storage actions) are strict only with Request::strict.
         */
        bool deploys = false;
        /** KUBECONFIG, HOME, DOCKER_CONFIG, PATH for the kubeconfig and the credential helpers. */
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    };

    struct Result
    {
        /** Secret values filled in (when asked) and the user's defaults applied. */
        Project project;
        QString appName;
        /** target (context never empty when one could be found), helm, kubectl, pullSecretPayloads,
         * missingSecrets. */
        DeployOptions options;
        /** The keychain's, the settings', the kubeconfig's and the credentials' findings. */
        Findings findings;
        bool ok() const { return !hasErrors(findings); }
    };
    using Callback = std::function<void(const Result &result)>;

    explicit JobSetup(QObject *parent = nullptr);
    ~JobSetup() override;

    /** The keychain to read from (not owned; must outlive this). Unset: a SystemKeychain store of its own. */
    void setSecretStore(SecretStore *store);

    void start(const Request &request, const Callback &done);
    bool isRunning() const { return m_running; }
    /** Drops the running set-up's result; @p done is not called for it. */
    void cancel();

    /**
     * The part that blocks (steps 2 and 3 above), for @p request with its secret values already in
     * the project: run off the GUI thread. Public for tests.
     */
    static Result resolve(const Request &request);
    /**
     * The env vars marked secret of app @p appName in @p project that have no value, and the imported
     * certificate's key (MissingSecret::tlsKeyName()) when a domain uses it and the keychain gave
     * none. (A registry password is not listed: without it PullSecretResolution uses the docker
     * config and warns.)
     */
    static QList<DeployOptions::MissingSecret> missingSecrets(const Project &project, const QString &appName);

private:
    void runWorker(const Request &request, const Findings &secretFindings, const Callback &done);

    SecretStore *m_store = nullptr;
    Worker m_worker;
    quint64 m_generation = 0;
    bool m_running = false;
};

} // namespace HelmDeck
