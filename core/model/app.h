// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "crontask.h"
#include "processtype.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace HelmDeck {

/** One env var delivered through the config Secret "config-<app>". Values are strings, always quoted when rendered. */
struct EnvVar
{
    QString name;
    QString value;
    bool secret = false;   ///< value lives in the keychain, never in the project file (issue #3)

    bool operator==(const EnvVar &o) const { return name == o.name && value == o.value && secret == o.secret; }
};

/**
 * An app: the unit Dokku deploys. Becomes the Helm releases "<app>" (the app chart) and
 * "config-<app>" (its env), plus "pull-secret-<app>" when registry credentials are used.
 *
 * Name rules (checked by Validator): DNS-1123 label; "<app>" ≤ 53 (Helm release names);
 * "<app>-cron-<10 hex>" ≤ 52 (Kubernetes appends an 11-char suffix to a CronJob's Jobs),
 * so apps with cron tasks have names ≤ 36.
 */
struct App
{
    QString name;
    QString image;                  ///< "registry/repo:tag" or "registry/repo@sha256:..."
    QString kubeNamespace = QStringLiteral("default");
    QList<ProcessType> processes;
    QStringList domains;            ///< routed to the web process, one Ingress each
    QList<EnvVar> env;
    QList<CronTask> cron;
    QString ingressClass = QStringLiteral("traefik");   ///< k3s ships traefik
    int deployTimeoutSeconds = 300;
    bool rollbackOnFailure = false;
    QString predeploy;              ///< app.json scripts.dokku.predeploy (kept, run by deploy)
    QString postdeploy;             ///< app.json scripts.dokku.postdeploy

    /** Index of the process named @p name, or -1. */
    int processIndex(const QString &name) const;
    const ProcessType *process(const QString &name) const;
    /** "apps[<name>]" — the field-path prefix findings use for this app. */
    QString fieldPrefix() const;
};

} // namespace HelmDeck
