// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "finding.h"
#include "project.h"

#include <QCoreApplication>
#include <QMetaType>
#include <QString>
#include <QStringList>

namespace HelmDeck {

/**
 * The user's HelmDeck-wide defaults: values an app takes when it sets none, like Dokku's global
 * properties (`scheduler-k3s:set --global`, computed value = app → global → default;
 * https://dokku.com/docs/advanced-usage/registry-management/). They belong to the user, not to a project:
 * they live in a QSettings INI file (defaultFileName()), never in helmdeck.yaml.
 *
 * image-pull-secrets: names of existing Secrets (DNS-1123 subdomains) for the apps that name none.
 * An app inherits them when its pull secret is left at the default — mode fromCredentials, no
 * imagePullSecrets of its own and no registry or username in its pull secret form (those are app
 * values, and an app value beats the global one). Such an app then gets exactly the global names and
 * no "pull-secret-<app>" release; without global names it falls back to the docker/Helm credentials.
 * Modes namedSecrets and none never inherit. So, per app: own list → global list → credentials.
 *
 * Use applied() on a copy of the project right before every render and deploy, never on the project
 * being edited: the file must not get the global names written into it on save.
 */
struct GlobalSettings
{
    /** The default image-pull-secrets, trimmed, valid, without repeats, in order. */
    QStringList imagePullSecrets;

    bool operator==(const GlobalSettings &o) const { return imagePullSecrets == o.imagePullSecrets; }
    bool operator!=(const GlobalSettings &o) const { return !(*this == o); }

    /** "HelmDeck": organisation and application name of the settings file, whatever the process is called. */
    static QString organizationName();
    static QString applicationName();
    /**
     * "<generic config dir>/HelmDeck/HelmDeck.ini" (Linux: $XDG_CONFIG_HOME or ~/.config). Computed on
     * every call through QStandardPaths, so a test with QStandardPaths::setTestModeEnabled(true) or its
     * own XDG_CONFIG_HOME never reads or writes the user's file.
     */
    static QString defaultFileName();

    /**
     * Reads @p fileName (empty = defaultFileName()); a missing file gives the empty defaults. A file
     * QSettings cannot read, and names that are not Secret names, become error findings naming the
     * file and the field "settings.imagePullSecrets[<i>]"; then the result has no names at all (all or
     * nothing: never a half-applied default), and callers refuse to render or deploy.
     */
    static GlobalSettings load(const QString &fileName = QString(), Findings *findings = nullptr);
    /**
     * Writes the settings to @p fileName (empty = defaultFileName()), creating its folder; other keys
     * in the file are kept. Refuses (false, @p error) settings that validate() rejects, and reports a
     * file that cannot be written.
     */
    bool save(const QString &fileName = QString(), QString *error = nullptr) const;

    /**
     * Errors for @p names that are not DNS-1123 subdomains and for empty names, warnings for repeats,
     * on field paths "settings.imagePullSecrets[<i>]" (the same rule Validator applies to an app's own list).
     */
    static Findings validateImagePullSecrets(const QStringList &names);
    /** validateImagePullSecrets(imagePullSecrets). */
    Findings validate() const;

    /** True when @p app takes the global image-pull-secrets (see the class comment). */
    static bool inheritsImagePullSecrets(const App &app);
    /** True when @p app inherits and there are global names: its pods get exactly imagePullSecrets. */
    bool appliesTo(const App &app) const;
    /**
     * A copy of @p project in which every app that appliesTo() has App::imagePullSecrets set to the
     * global names, so App::effectivePullSecretMode() is NamedSecrets for it and the charts, the
     * pull-secret resolution and deploy treat it like an app that named them itself.
     */
    Project applied(const Project &project) const;

    Q_DECLARE_TR_FUNCTIONS(HelmDeck::GlobalSettings)
};

} // namespace HelmDeck

Q_DECLARE_METATYPE(HelmDeck::GlobalSettings)
