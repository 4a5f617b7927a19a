// SPDX-License-Identifier: GPL-3.0-or-later
#include "registryfixture.h"

#include "testutil.h"

#include "registry/ociclient.h"
#include "registry/ocireply.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QHostAddress>
#include <QProcess>
#include <QProcessEnvironment>
#include <QSignalSpy>
#include <QTcpServer>
#include <QThread>

#include <csignal>
#include <sys/types.h>

namespace TestUtil {

RegistryFixture::~RegistryFixture()
{
    stop();
}

quint16 RegistryFixture::freePort()
{
    QTcpServer server;
    if (!server.listen(QHostAddress::LocalHost, 0))
        return 0;
    const quint16 port = server.serverPort();
    server.close();
    return port;
}

QString RegistryFixture::scriptPath()
{
    return QDir(sourceDir()).filePath(QStringLiteral("tests/tools/start-registry.sh"));
}

QString RegistryFixture::host() const
{
    return QStringLiteral("127.0.0.1:") + QString::number(m_port);
}

QString RegistryFixture::log() const
{
    return QString::fromUtf8(readFile(QDir(m_workDir).filePath(QStringLiteral("registry.log"))));
}

bool RegistryFixture::start(const QString &user, const QString &password)
{
    stop();
    if (!m_dir.isValid()) {
        m_error = QStringLiteral("cannot create a temporary directory for the registry");
        return false;
    }
    if (!QFileInfo::exists(scriptPath())) {
        m_error = scriptPath()
            + QStringLiteral(" not found (is HELMDECK_SOURCE_DIR set? run the test through ctest)");
        return false;
    }
    for (int attempt = 1; attempt <= 3; ++attempt) {
        m_port = freePort();
        m_workDir = QDir(m_dir.path()).filePath(QStringLiteral("registry-") + QString::number(attempt));
        QProcess script;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("REGISTRY_WATCH_PID"), QString::number(QCoreApplication::applicationPid()));
        if (!user.isEmpty())
            env.insert(QStringLiteral("REGISTRY_PASSWORD"), password);
        script.setProcessEnvironment(env);
        QStringList args { scriptPath(), m_workDir, QString::number(m_port) };
        if (!user.isEmpty())
            args.append(user);
        script.start(QStringLiteral("/bin/sh"), args);
        if (!script.waitForFinished(30000)) {
            script.kill();
            script.waitForFinished(1000);
            m_error = QStringLiteral("start-registry.sh did not finish within 30 s");
            return false;
        }
        const QString out = QString::fromUtf8(script.readAllStandardOutput()).trimmed();
        const QString err = QString::fromUtf8(script.readAllStandardError()).trimmed();
        if (script.exitStatus() == QProcess::NormalExit && script.exitCode() == 0 && out.toLongLong() > 0) {
            m_pid = out.toLongLong();
            m_error.clear();
            return true;
        }
        m_error = QStringLiteral("start-registry.sh failed (exit %1) on port %2: %3")
                      .arg(QString::number(script.exitCode()), QString::number(m_port), err);
        // Only a port taken between freePort() and the bind is worth another try.
        if (!err.contains(QLatin1String("address already in use")))
            break;
    }
    m_port = 0;
    return false;
}

void RegistryFixture::stop()
{
    if (m_pid <= 0)
        return;
    const pid_t pid = pid_t(m_pid);
    m_pid = 0;
    ::kill(pid, SIGTERM);
    // Not our child, so no waitpid: poll until it is gone (or a zombie the init process reaps).
    for (int i = 0; i < 40 && ::kill(pid, 0) == 0; ++i)
        QThread::msleep(25);
}

namespace {

bool waitOk(HelmDeck::OciReply *reply)
{
    if (!reply->isFinished()) {
        QSignalSpy spy(reply, &HelmDeck::OciReply::finished);
        if (!spy.wait(30000))
            return false;
    }
    return reply->ok();
}

} // namespace

bool RegistryFixture::pushImage(const QString &repository, const QString &tag)
{
    HelmDeck::OciClient client(host());
    client.setPlainHttp(true);
    const QByteArray config = "{\"architecture\":\"amd64\",\"os\":\"linux\"}";
    if (!waitOk(client.uploadBlob(repository, config)))
        return false;
    const QByteArray manifest
        = QStringLiteral("{\"schemaVersion\":2,\"mediaType\":\"application/vnd.oci.image.manifest.v1+json\","
                         "\"config\":{\"mediaType\":\"application/vnd.oci.image.config.v1+json\","
                         "\"digest\":\"%1\",\"size\":%2},\"layers\":[]}")
              .arg(HelmDeck::OciClient::digestOf(config))
              .arg(config.size())
              .toUtf8();
    return waitOk(client.putManifest(repository, tag, manifest));
}

} // namespace TestUtil
