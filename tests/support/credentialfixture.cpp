// SPDX-License-Identifier: GPL-3.0-or-later
#include "credentialfixture.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace {

const char kHelper[] = R"(#!/bin/sh
log="$(dirname "$0")/../log"
for a in "$@"; do printf '%s\n' "$a" >> "$log/argv"; done
host=$(cat)
printf '%s\n' "$host" >> "$log/stdin"
case "$host" in
  ghcr.io) printf '{"ServerURL":"ghcr.io","Username":"helper-user","Secret":"helper-secret-7f3a"}\n' ;;
  https://index.docker.io/v1/) printf '{"ServerURL":"https://index.docker.io/v1/","Username":"hub-user","Secret":"hub-secret-91c2"}\n' ;;
  store.example.com) printf '{"ServerURL":"store.example.com","Username":"store-user","Secret":"store-secret-55d0"}\n' ;;
  token.example.com) printf '{"ServerURL":"token.example.com","Username":"<token>","Secret":"identity-token-abc1"}\n' ;;
  emptyuser.example.com) printf '{"ServerURL":"emptyuser.example.com","Username":"","Secret":"pw-only-0e"}\n' ;;
  empty.example.com) printf '{"ServerURL":"empty.example.com","Username":"","Secret":""}\n' ;;
  fail.example.com) echo "boom: keychain locked" >&2; exit 1 ;;
  garbage.example.com) echo "Secret=garbage-secret-77 is not json" ;;
  slow.example.com) sleep 5 ;;
  *) echo "credentials not found in native keychain"; exit 1 ;;
esac
)";

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

QStringList lines(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

} // namespace

CredentialFixture::CredentialFixture()
{
    if (!m_dir.isValid())
        return;
    const QDir root(m_dir.path());
    for (const char *sub : { "bin", "log", "docker", "helm/registry", "home" })
        root.mkpath(QString::fromLatin1(sub));
    const QString helper = root.filePath(QStringLiteral("bin/docker-credential-test"));
    if (!writeFile(helper, QByteArray(kHelper)))
        return;
    QFile::setPermissions(helper, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);

    m_env = QProcessEnvironment::systemEnvironment();
    m_env.insert(QStringLiteral("PATH"),
        root.filePath(QStringLiteral("bin")) + QLatin1Char(':')
            + m_env.value(QStringLiteral("PATH"), QStringLiteral("/usr/bin:/bin")));
    m_env.insert(QStringLiteral("DOCKER_CONFIG"), root.filePath(QStringLiteral("docker")));
    m_env.insert(QStringLiteral("HELM_CONFIG_HOME"), root.filePath(QStringLiteral("helm")));
    m_env.insert(QStringLiteral("HOME"), root.filePath(QStringLiteral("home")));
    m_env.remove(QStringLiteral("HELM_REGISTRY_CONFIG"));
    m_env.remove(QStringLiteral("XDG_CONFIG_HOME"));
    m_valid = true;
}

QString CredentialFixture::dockerConfigPath() const
{
    return QDir(m_dir.path()).filePath(QStringLiteral("docker/config.json"));
}

QString CredentialFixture::helmConfigPath() const
{
    return QDir(m_dir.path()).filePath(QStringLiteral("helm/registry/config.json"));
}

void CredentialFixture::writeDockerConfig(const QByteArray &bytes)
{
    if (bytes.isNull())
        QFile::remove(dockerConfigPath());
    else
        writeFile(dockerConfigPath(), bytes);
}

void CredentialFixture::writeHelmConfig(const QByteArray &bytes)
{
    if (bytes.isNull())
        QFile::remove(helmConfigPath());
    else
        writeFile(helmConfigPath(), bytes);
}

QStringList CredentialFixture::helperArgv() const
{
    return lines(QDir(m_dir.path()).filePath(QStringLiteral("log/argv")));
}

QStringList CredentialFixture::helperStdin() const
{
    return lines(QDir(m_dir.path()).filePath(QStringLiteral("log/stdin")));
}

void CredentialFixture::clearLogs()
{
    QFile::remove(QDir(m_dir.path()).filePath(QStringLiteral("log/argv")));
    QFile::remove(QDir(m_dir.path()).filePath(QStringLiteral("log/stdin")));
}

QStringList CredentialFixture::helperSecrets()
{
    return { QStringLiteral("helper-secret-7f3a"), QStringLiteral("hub-secret-91c2"),
        QStringLiteral("store-secret-55d0"), QStringLiteral("identity-token-abc1"),
        QStringLiteral("pw-only-0e"), QStringLiteral("garbage-secret-77") };
}

QByteArray CredentialFixture::basic(const char *userColonPassword)
{
    return QByteArray(userColonPassword).toBase64();
}
