// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "clusterfixture.h"
#include "deploy/deployplanner.h"
#include "deploy/jobsetup.h"
#include "job/runner.h"
#include "model/project.h"

#include <QList>
#include <QString>

/** A project, options and a synchronous run for the deploy suites, against the cluster fake. */
namespace DeployFixtures {

/** The env value marked secret in sampleProject(): it must never show up in argv, logs or output. */
QString canary();

/**
 * "shop" in namespace "shop": web (http:80:5000, 2 replicas), worker; domain shop.example.com;
 * env MODE=0755 and TOKEN=canary() (secret); cron "*\/5 * * * *" `bin/sweep`; image
 * registry.example.com/shop:1; pods pull with the named Secret "regcred"; storage entry "media"
 * (1Gi, class "longhorn") mounted at /media for web, and entry "scratch" (1Gi, default class)
 * mounted by nothing.
 */
HelmDeck::Project sampleProject();

/** helm and kubectl from @p cluster's bin dir, context "test", pods polled every 200 ms with no grace. */
HelmDeck::DeployOptions options(const TestUtil::ClusterFixture &cluster);
/**
 * A JobSetup request for app "shop" of @p project in @p environment, with the user's defaults empty
 * and helm 3 and kubectl named (/usr/bin/helm, /usr/bin/kubectl) so nothing is probed: for
 * JobSetup::resolve() (which then reads only the kubeconfig of @p environment).
 */
HelmDeck::JobSetup::Request jobSetupRequest(
    const HelmDeck::Project &project, const QProcessEnvironment &environment);

/** What one run emitted. */
struct Run
{
    HelmDeck::RunResult result;
    QList<HelmDeck::StepState> states; ///< per step, at the end
    QStringList output; ///< every output line, "<step id>: <line>"
    QStringList messages; ///< every stepFinished message
    int finishedCount = 0;
};

/** Runs @p plan with @p cluster's environment; waits up to @p timeoutMs for finished(). */
Run run(const HelmDeck::Plan &plan, const TestUtil::ClusterFixture &cluster, int timeoutMs = 120000);

/** The argv of every call of @p tool, joined with spaces, in order. */
QStringList commandLines(const TestUtil::ClusterFixture &cluster, const QString &tool);
/** The argv of every call (both tools), "helm upgrade …" / "kubectl get …", in order. */
QStringList allCommandLines(const TestUtil::ClusterFixture &cluster);

/** The first manifest document of @p kind named @p name in @p manifest (YAML text), or empty. */
QString document(const QString &manifest, const QString &kind, const QString &name);

} // namespace DeployFixtures
