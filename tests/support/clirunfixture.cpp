// SPDX-License-Identifier: GPL-3.0-or-later
#include "clirunfixture.h"

#include "testutil.h"

#include <QDir>
#include <QFile>

namespace TestUtil {

CliRunFixture::CliRunFixture()
    : m_cluster(std::make_unique<ClusterFixture>(4))
{
    if (!m_cluster->isValid()) {
        m_error = m_cluster->error();
        return;
    }
    m_cluster->addObject(guestbookWeb());
    m_env = m_cluster->environment();
    m_env.insert(QStringLiteral("HOME"), m_home.path());
    m_env.insert(QStringLiteral("KUBECONFIG"), m_home.path() + QStringLiteral("/no-kubeconfig"));
    m_env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_home.path() + QStringLiteral("/config"));
    m_env.insert(QStringLiteral("HELMDECK_HELM"), m_cluster->binDir() + QStringLiteral("/helm"));
    m_env.insert(QStringLiteral("HELMDECK_KUBECTL"), m_cluster->binDir() + QStringLiteral("/kubectl"));
    m_project = QDir(m_home.path()).filePath(QStringLiteral("helmdeck.yaml"));
    if (!QFile::copy(TestUtil::sourceDir() + QStringLiteral("/examples/guestbook/helmdeck.yaml"), m_project))
        m_error = QStringLiteral("cannot copy examples/guestbook/helmdeck.yaml to ") + m_project;
    // the imported certificate's chain, which routing.certificate names relative to the project
    const QString chain = QStringLiteral("tls/wildcard.guestbook.example.com.pem");
    QDir(m_home.path()).mkpath(QStringLiteral("tls"));
    if (!QFile::copy(TestUtil::sourceDir() + QStringLiteral("/examples/guestbook/") + chain,
            QDir(m_home.path()).filePath(chain)))
        m_error = QStringLiteral("cannot copy examples/guestbook/") + chain + QStringLiteral(" to ")
            + m_home.path();
}

void CliRunFixture::start(QProcess &process, const QStringList &args) const
{
    process.setProcessEnvironment(m_env);
    process.start(TestUtil::cliBinary(), args);
}

CliRunFixture::Run CliRunFixture::run(const QStringList &args) const
{
    QProcess p;
    start(p, args);
    return finish(p);
}

CliRunFixture::Run CliRunFixture::run(const QStringList &args, const QByteArray &input) const
{
    QProcess p;
    start(p, args);
    p.write(input);
    p.closeWriteChannel();
    return finish(p);
}

CliRunFixture::Run CliRunFixture::finish(QProcess &p, int timeoutMs)
{
    Run r;
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished();
        r.err = QStringLiteral("timed out");
        return r;
    }
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

QJsonArray CliRunFixture::jobs() const
{
    const QJsonObject objects = m_cluster->state().value(QStringLiteral("objects")).toObject();
    QJsonArray out;
    for (auto it = objects.begin(); it != objects.end(); ++it) {
        if (it.key().startsWith(QStringLiteral("default/Job/")))
            out.append(it.key());
    }
    return out;
}

QJsonObject CliRunFixture::guestbookWeb()
{
    const QJsonObject labels { { QStringLiteral("app.kubernetes.io/part-of"), QStringLiteral("guestbook") },
        { QStringLiteral("app.kubernetes.io/name"), QStringLiteral("web") } };
    const QJsonObject container { { QStringLiteral("name"), QStringLiteral("guestbook-web") },
        { QStringLiteral("image"), QStringLiteral("registry.example.com/guestbook:1.4.1") } };
    return {
        { QStringLiteral("apiVersion"), QStringLiteral("apps/v1") },
        { QStringLiteral("kind"), QStringLiteral("Deployment") },
        { QStringLiteral("metadata"),
            QJsonObject { { QStringLiteral("name"), QStringLiteral("guestbook-web") },
                { QStringLiteral("namespace"), QStringLiteral("default") },
                { QStringLiteral("labels"), labels } } },
        { QStringLiteral("spec"),
            QJsonObject { { QStringLiteral("template"),
                QJsonObject {
                    { QStringLiteral("metadata"), QJsonObject { { QStringLiteral("labels"), labels } } },
                    { QStringLiteral("spec"),
                        QJsonObject { { QStringLiteral("containers"), QJsonArray { container } } } } } } } }
    };
}

} // namespace TestUtil
