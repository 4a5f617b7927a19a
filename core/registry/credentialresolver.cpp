// SPDX-License-Identifier: GPL-3.0-or-later
#include "credentialresolver.h"

#include "dockerconfig.h"
#include "registryhost.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>

namespace HelmDeck {

namespace {

QString homeDir(const QProcessEnvironment &env)
{
    const QString home = env.value(QStringLiteral("HOME"));
    return home.isEmpty() ? QDir::homePath() : home;
}

// The helper's own words on failure, bounded: one line, at most 200 characters.
QString firstHelperLine(const QByteArray &output)
{
    QString text = QString::fromUtf8(output).trimmed();
    const int newline = text.indexOf(QLatin1Char('\n'));
    if (newline >= 0)
        text.truncate(newline);
    if (text.size() > 200)
        text = text.left(200) + QStringLiteral("…");
    return text.trimmed();
}

} // namespace

CredentialResolver::CredentialResolver(const QProcessEnvironment &environment, Purpose purpose)
    : m_environment(environment)
{
    const QString docker = dockerConfigPath(environment);
    const QString helm = helmRegistryConfigPath(environment);
    m_files = purpose == Purpose::ImagePull ? QStringList { docker, helm } : QStringList { helm, docker };
}

QStringList CredentialResolver::configFiles() const
{
    return m_files;
}

void CredentialResolver::setConfigFiles(const QStringList &paths)
{
    m_files = paths;
}

QString CredentialResolver::dockerConfigPath(const QProcessEnvironment &environment)
{
    const QString dir = environment.value(QStringLiteral("DOCKER_CONFIG"));
    if (!dir.isEmpty())
        return QDir(dir).filePath(QStringLiteral("config.json"));
    return QDir(homeDir(environment)).filePath(QStringLiteral(".docker/config.json"));
}

QString CredentialResolver::helmRegistryConfigPath(const QProcessEnvironment &environment)
{
    const QString explicitFile = environment.value(QStringLiteral("HELM_REGISTRY_CONFIG"));
    if (!explicitFile.isEmpty())
        return explicitFile;
    // HELM_CONFIG_HOME is used as is (no "helm" appended); XDG_CONFIG_HOME gets "helm" appended.
    QString configHome = environment.value(QStringLiteral("HELM_CONFIG_HOME"));
    if (configHome.isEmpty()) {
        QString base = environment.value(QStringLiteral("XDG_CONFIG_HOME"));
        if (base.isEmpty()) {
#if defined(Q_OS_MACOS)
            base = QDir(homeDir(environment)).filePath(QStringLiteral("Library/Preferences"));
#elif defined(Q_OS_WIN)
            base = environment.value(QStringLiteral("APPDATA"));
#else
            base = QDir(homeDir(environment)).filePath(QStringLiteral(".config"));
#endif
        }
        configHome = QDir(base).filePath(QStringLiteral("helm"));
    }
    return QDir(configHome).filePath(QStringLiteral("registry/config.json"));
}

bool CredentialResolver::resolve(const QString &host, Credential *out, QString *error) const
{
    *out = Credential();
    const QString normalized = RegistryHost::normalize(host);
    if (normalized.isEmpty()) {
        *error = tr("no registry host given");
        return false;
    }
    QString emptyAnswer; // the first helper that answered an empty username and secret
    for (const QString &path : m_files) {
        // a broken or looping link is read, so DockerConfig::load reports it instead of it being skipped
        if (path.isEmpty() || (!QFileInfo::exists(path) && !QFileInfo(path).isSymLink()))
            continue;
        switch (resolveInFile(path, normalized, out, error)) {
        case Found::Yes:
            if (!out->isEmpty())
                return true;
            if (emptyAnswer.isEmpty())
                emptyAnswer = out->source;
            break;
        case Found::Error:
            *out = Credential();
            return false;
        case Found::No:
            break;
        }
    }
    *out = Credential();
    out->source = emptyAnswer; // still no credential, but callers that need one can say which helper failed
    return true;
}

CredentialResolver::Found CredentialResolver::resolveInFile(
    const QString &path, const QString &host, Credential *out, QString *error) const
{
    DockerConfig config;
    if (!DockerConfig::load(path, &config, error))
        return Found::Error;

    const QString helper = config.credHelper(host);
    if (!helper.isEmpty())
        return runHelper(
            helper, host, QStringLiteral("credHelpers[\"%1\"] in %2").arg(host, path), out, error);
    if (!config.credsStore().isEmpty())
        return runHelper(config.credsStore(), host, QStringLiteral("credsStore in %1").arg(path), out, error);

    const DockerConfig::AuthEntry *entry = config.auth(host);
    if (!entry || entry->isEmpty())
        return Found::No;
    Credential c;
    c.serverAddress = entry->key;
    c.username = entry->username;
    c.source = QStringLiteral("auths[\"%1\"] in %2").arg(entry->key, path);
    // Docker CLI's order of use: a registry token is sent as is, an identity token is exchanged
    // for one, a password is the fallback.
    if (!entry->registryToken.isEmpty()) {
        c.secret = entry->registryToken;
        c.isRegistryToken = true;
    } else if (!entry->identityToken.isEmpty()) {
        c.secret = entry->identityToken;
        c.isIdentityToken = true;
    } else {
        c.secret = entry->password;
    }
    *out = c;
    return Found::Yes;
}

CredentialResolver::Found CredentialResolver::runHelper(const QString &suffix, const QString &host,
    const QString &chosenBy, Credential *out, QString *error) const
{
    const QString program = QStringLiteral("docker-credential-") + suffix;
    // The suffix comes from a file; a path in it would run an arbitrary program.
    if (suffix.contains(QLatin1Char('/')) || suffix.contains(QLatin1Char('\\'))) {
        *error = tr("credential helper \"%1\" (%2) is not a plain helper name").arg(program, chosenBy);
        return Found::Error;
    }
    const QStringList path
        = m_environment.value(QStringLiteral("PATH")).split(QDir::listSeparator(), Qt::SkipEmptyParts);
    const QString executable = QStandardPaths::findExecutable(program, path);
    if (executable.isEmpty()) {
        *error = tr("credential helper %1 not found on PATH (named by %2)").arg(program, chosenBy);
        return Found::Error;
    }

    QProcess process;
    process.setProcessEnvironment(m_environment);
    process.setProgram(executable);
    process.setArguments({ QStringLiteral("get") });
    process.start(QIODevice::ReadWrite);
    if (!process.waitForStarted(m_helperTimeoutMs)) {
        *error = tr("credential helper %1 could not be started: %2").arg(program, process.errorString());
        return Found::Error;
    }
    // The helper protocol: the server address alone on stdin, no newline (what the Docker CLI sends).
    process.write(RegistryHost::configKey(host).toUtf8());
    process.closeWriteChannel();
    if (!process.waitForFinished(m_helperTimeoutMs)) {
        process.kill();
        process.waitForFinished(1000);
        *error = tr("credential helper %1 did not answer within %2 s (named by %3)")
                     .arg(program, QString::number(m_helperTimeoutMs / 1000.0), chosenBy);
        return Found::Error;
    }
    const QByteArray stdoutBytes = process.readAllStandardOutput();
    const QByteArray stderrBytes = process.readAllStandardError();
    if (process.exitStatus() != QProcess::NormalExit) {
        *error = tr("credential helper %1 crashed (named by %2)").arg(program, chosenBy);
        return Found::Error;
    }
    if (process.exitCode() != 0) {
        // The protocol's not-found reply ("credentials not found in native keychain") is not an error.
        if (stdoutBytes.contains("credentials not found") || stderrBytes.contains("credentials not found"))
            return Found::No;
        QString said = firstHelperLine(stderrBytes);
        if (said.isEmpty())
            said = firstHelperLine(stdoutBytes);
        *error = said.isEmpty() ? tr("credential helper %1 failed with exit code %2 (named by %3)")
                                      .arg(program, QString::number(process.exitCode()), chosenBy)
                                : tr("credential helper %1 failed with exit code %2 (named by %3): %4")
                                      .arg(program, QString::number(process.exitCode()), chosenBy, said);
        return Found::Error;
    }

    // Never echo the output: it may hold a secret even when malformed.
    const QJsonDocument doc = QJsonDocument::fromJson(stdoutBytes);
    const QJsonObject answer = doc.object();
    const QJsonValue username = answer.value(QStringLiteral("Username"));
    const QJsonValue secret = answer.value(QStringLiteral("Secret"));
    if (!doc.isObject() || !secret.isString() || !(username.isString() || username.isUndefined())) {
        *error = tr("credential helper %1 printed something that is not a credential "
                    "(expected JSON {\"ServerURL\", \"Username\", \"Secret\"}; named by %2)")
                     .arg(program, chosenBy);
        return Found::Error;
    }
    Credential c;
    if (secret.toString().isEmpty() && username.toString().isEmpty()) {
        // an empty answer is no credential, like the not-found reply; resolve() keeps where it came from
        c.source = program + QStringLiteral(" (") + chosenBy + QLatin1Char(')');
        *out = c;
        return Found::Yes;
    }
    c.serverAddress = RegistryHost::configKey(host);
    c.source = program + QStringLiteral(" (") + chosenBy + QLatin1Char(')');
    c.secret = secret.toString();
    if (username.toString() == QLatin1String("<token>")) {
        c.isIdentityToken = true;
    } else {
        c.username = username.toString();
    }
    *out = c;
    return Found::Yes;
}

} // namespace HelmDeck
