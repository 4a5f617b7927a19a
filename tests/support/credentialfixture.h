// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

/**
 * A private world for credential tests: a temp dir with a Docker config dir, a Helm config home,
 * a HOME and a bin/ holding `docker-credential-test`, plus the environment that points there.
 * Nothing touches the test process's own environment or the user's files.
 *
 * The helper script records each argv element (one per line) in log/argv and the bytes it read on
 * stdin (then a newline) in log/stdin, and answers by the server address it was given:
 *   ghcr.io                      helper-user / helper-secret-7f3a
 *   https://index.docker.io/v1/  hub-user / hub-secret-91c2
 *   store.example.com            store-user / store-secret-55d0
 *   token.example.com            Username "<token>", Secret identity-token-abc1
 *   emptyuser.example.com        Username "", Secret pw-only-0e
 *   fail.example.com             "boom: keychain locked" on stderr, exit 1
 *   garbage.example.com          "Secret=garbage-secret-77 is not json" (not JSON)
 *   slow.example.com             sleeps 5 s
 *   anything else                "credentials not found in native keychain", exit 1 (protocol's not-found)
 */
class CredentialFixture
{
public:
    CredentialFixture();

    bool isValid() const { return m_valid; }
    QString dir() const { return m_dir.path(); }
    /** $DOCKER_CONFIG/config.json */
    QString dockerConfigPath() const;
    /** $HELM_CONFIG_HOME/registry/config.json */
    QString helmConfigPath() const;
    /** Writes (or, for a null @p bytes, removes) the Docker config. */
    void writeDockerConfig(const QByteArray &bytes);
    void writeHelmConfig(const QByteArray &bytes);
    /** DOCKER_CONFIG, HELM_CONFIG_HOME, HOME set to the fixture; PATH starts with its bin/. */
    QProcessEnvironment environment() const { return m_env; }
    /** Lines the helper recorded. */
    QStringList helperArgv() const;
    QStringList helperStdin() const;
    void clearLogs();

    /** Every secret the helper can hand out (for "never on argv" checks). */
    static QStringList helperSecrets();
    /** base64("user:password") */
    static QByteArray basic(const char *userColonPassword);

private:
    QTemporaryDir m_dir;
    QProcessEnvironment m_env;
    bool m_valid = false;
};
