// SPDX-License-Identifier: GPL-3.0-or-later
#include "globalsettings.h"

#include "validator.h"

#include <QDir>
#include <QFileInfo>
#include <QSet>
#include <QSettings>
#include <QStandardPaths>

namespace HelmDeck {

namespace {

const QString group()
{
    return QStringLiteral("defaults");
}

const QString pullSecretsKey()
{
    return QStringLiteral("imagePullSecrets");
}

QString fieldPath(int i)
{
    return QStringLiteral("settings.imagePullSecrets[%1]").arg(i);
}

QString resolved(const QString &fileName)
{
    return fileName.isEmpty() ? GlobalSettings::defaultFileName() : fileName;
}

} // namespace

QString GlobalSettings::organizationName()
{
    return QStringLiteral("HelmDeck");
}

QString GlobalSettings::applicationName()
{
    return QStringLiteral("HelmDeck");
}

QString GlobalSettings::defaultFileName()
{
    // QSettings(IniFormat, UserScope, org, app) would put the file here too, but caches the base
    // folder on first use; asking QStandardPaths each time keeps tests' redirections working.
    const QString base = QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation);
    return QDir(base).filePath(
        organizationName() + QLatin1Char('/') + applicationName() + QStringLiteral(".ini"));
}

Findings GlobalSettings::validateImagePullSecrets(const QStringList &names)
{
    Findings out;
    QSet<QString> seen;
    for (int i = 0; i < names.size(); ++i) {
        const QString name = names.at(i).trimmed();
        if (name.isEmpty()) {
            out.append(Finding::error(tr("a Secret name cannot be empty"), fieldPath(i)));
            continue;
        }
        if (!Validator::isDns1123Subdomain(name))
            out.append(Finding::error(
                tr("\"%1\" is not a Secret name: lower-case letters, digits, '-' and '.', starting and "
                   "ending with a letter or digit, at most 253 characters")
                    .arg(name),
                fieldPath(i)));
        else if (seen.contains(name))
            out.append(Finding::warning(tr("Secret \"%1\" is listed twice").arg(name), fieldPath(i)));
        seen.insert(name);
    }
    return out;
}

Findings GlobalSettings::validate() const
{
    return validateImagePullSecrets(imagePullSecrets);
}

GlobalSettings GlobalSettings::load(const QString &fileName, Findings *findings)
{
    const QString file = resolved(fileName);
    const SourceLocation where { file, 0, 0 };
    GlobalSettings out;
    if (!QFileInfo::exists(file))
        return out;
    QSettings settings(file, QSettings::IniFormat);
    if (settings.status() != QSettings::NoError) {
        if (findings)
            findings->append(Finding::error(settings.status() == QSettings::FormatError
                    ? tr("the HelmDeck settings file is not a valid settings (INI) file; its defaults are "
                         "not used")
                    : tr("the HelmDeck settings file cannot be read or written; its defaults are not used"),
                QString(), where));
        return out;
    }
    settings.beginGroup(group());
    // A hand-written single name reads as a string; toStringList() makes it a list of one.
    const QStringList names = settings.value(pullSecretsKey()).toStringList();
    settings.endGroup();
    // All or nothing: with a bad name in the list, applying the rest would be a half-applied default.
    const Findings problems = validateImagePullSecrets(names);
    if (hasErrors(problems)) {
        if (findings) {
            for (Finding f : problems) {
                if (f.severity != Finding::Severity::Error)
                    continue;
                f.message
                    = tr("%1; the default image-pull-secrets are not used until it is fixed").arg(f.message);
                f.location = where;
                findings->append(f);
            }
        }
        return out;
    }
    for (const QString &name : names) {
        if (!out.imagePullSecrets.contains(name.trimmed()))
            out.imagePullSecrets.append(name.trimmed()); // a repeat changes nothing: dropped quietly
    }
    return out;
}

bool GlobalSettings::save(const QString &fileName, QString *error) const
{
    const QString file = resolved(fileName);
    for (const Finding &f : validate()) {
        if (f.severity == Finding::Severity::Error) {
            if (error)
                *error = f.message;
            return false;
        }
    }
    if (!QDir().mkpath(QFileInfo(file).absolutePath())) {
        if (error)
            *error = tr("cannot create the folder of %1").arg(file);
        return false;
    }
    QStringList names;
    for (const QString &name : imagePullSecrets) {
        if (!names.contains(name.trimmed()))
            names.append(name.trimmed());
    }
    QSettings settings(file, QSettings::IniFormat);
    settings.beginGroup(group());
    if (names.isEmpty())
        settings.remove(pullSecretsKey());
    else
        settings.setValue(pullSecretsKey(), names);
    settings.endGroup();
    settings.sync(); // QSettings writes through a QSaveFile: the old file stays whole on failure
    if (settings.status() != QSettings::NoError) {
        if (error)
            *error = settings.status() == QSettings::FormatError
                ? tr("%1 is not a valid settings (INI) file").arg(file)
                : tr("%1 cannot be read or written").arg(file);
        return false;
    }
    return true;
}

bool GlobalSettings::inheritsImagePullSecrets(const App &app)
{
    return app.pullSecret.mode == PullSecretSettings::Mode::FromCredentials && app.imagePullSecrets.isEmpty()
        && app.pullSecret.registry.trimmed().isEmpty() && app.pullSecret.username.trimmed().isEmpty();
}

bool GlobalSettings::appliesTo(const App &app) const
{
    return !imagePullSecrets.isEmpty() && inheritsImagePullSecrets(app);
}

Project GlobalSettings::applied(const Project &project) const
{
    Project out = project;
    for (App &app : out.apps) {
        if (appliesTo(app))
            app.imagePullSecrets = imagePullSecrets;
    }
    return out;
}

} // namespace HelmDeck
