// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace HelmDeck {

/**
 * The release gate as the deploy's pod monitor sees it (`kubectl get pods -l part-of=<app> -o json`
 * during `helm upgrade --wait`; docs/chart-values.md, "The release gate"). A failed gate would keep
 * helm waiting for its whole timeout; this names it at once, with the Job's output:
 *
 *  - a pod labelled helmdeck.dev/release-gate=true in phase Failed, once no pod of the gate is still
 *    pending or running (the Job may retry: backoffLimit), gives "the release command failed (Job
 *    <job>, exit <code>):" and the terminated containers' messages — the last lines of their output,
 *    which the chart keeps with terminationMessagePolicy FallbackToLogsOnError;
 *  - an app pod whose "release-wait" init container ended with a message containing " failed: "
 *    (the wait saw the Job's Failed condition) gives "the release Job failed: <message>".
 *
 * Empty while the gate runs, has completed, or the app has none.
 */
class GateWatch
{
    Q_DECLARE_TR_FUNCTIONS(HelmDeck::GateWatch)

public:
    static QString reason(const QByteArray &podsJson);
};

} // namespace HelmDeck
