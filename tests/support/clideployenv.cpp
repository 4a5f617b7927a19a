// SPDX-License-Identifier: GPL-3.0-or-later
#include "clideployenv.h"
#include "testutil.h"

#include "secrets/secretkey.h"
#include "secrets/secretstore.h"

#include <QDir>
#include <QFile>
#include <QProcess>

namespace TestUtil {

namespace {

QString writeKubeconfig(const QString &dir)
{
    return TestUtil::writeKubeconfig(dir,
        "apiVersion: v1\nkind: Config\ncurrent-context: k3s\n"
        "clusters:\n- name: k3s\n  cluster: {server: https://127.0.0.1:6443}\n"
        "- name: staging\n  cluster: {server: https://10.0.0.5:6443}\n"
        "contexts:\n- name: k3s\n  context: {cluster: k3s, user: dev}\n"
        "- name: staging\n  context: {cluster: staging, user: dev, namespace: staging}\n"
        "users:\n- name: dev\n  user: {}\n");
}

} // namespace

CliDeployEnv::CliDeployEnv(int helmMajor)
    : cluster(helmMajor)
{
    env = cluster.environment();
    env.insert(QStringLiteral("KUBECONFIG"), writeKubeconfig(home.path()));
    env.insert(QStringLiteral("HOME"), home.path());
    env.insert(QStringLiteral("DOCKER_CONFIG"), home.path() + QStringLiteral("/docker"));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.path() + QStringLiteral("/config"));
    env.insert(QStringLiteral("HELMDECK_HELM"), cluster.binDir() + QStringLiteral("/helm"));
    env.insert(QStringLiteral("HELMDECK_KUBECTL"), cluster.binDir() + QStringLiteral("/kubectl"));
    // the fake runs the example's release gate (predeploy "flask db upgrade") on this machine
    const QString stubs = QDir(home.path()).filePath(QStringLiteral("bin"));
    QDir().mkpath(stubs);
    QFile flask(QDir(stubs).filePath(QStringLiteral("flask")));
    if (flask.open(QIODevice::WriteOnly))
        flask.write("#!/bin/sh\necho \"flask $*: done\"\n");
    flask.close();
    flask.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    env.insert(QStringLiteral("PATH"), stubs + QLatin1Char(':') + env.value(QStringLiteral("PATH")));
    project = QDir(home.path()).filePath(QStringLiteral("helmdeck.yaml"));
    const QString example = sourceDir() + QStringLiteral("/examples/guestbook/");
    QFile::copy(example + QStringLiteral("helmdeck.yaml"), project);
    QFile::setPermissions(project, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    const QString chain = QStringLiteral("tls/wildcard.guestbook.example.com.pem");
    QDir(home.path()).mkpath(QStringLiteral("tls"));
    QFile::copy(example + chain, QDir(home.path()).filePath(chain));
    const QByteArray key
        = readFile(example + QStringLiteral("tls/wildcard.guestbook.example.com.example-only.key"));
    HelmDeck::SecretStore store;
    keyStored = store
                    .writeSync(HelmDeck::SecretKey::tls(
                                   HelmDeck::SecretKey::projectKeyFor(project), QStringLiteral("guestbook")),
                        QString::fromUtf8(key))
                    .ok()
        && store.isPersistent();
}

bool CliDeployEnv::isValid() const
{
    return cluster.isValid() && keyStored;
}

QString CliDeployEnv::error() const
{
    return keyStored ? cluster.error()
                     : QStringLiteral("the example's key could not be put into the keychain");
}

CliRunFixture::Run CliDeployEnv::helmdeck(const QStringList &args) const
{
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(cliBinary(), args);
    return CliRunFixture::finish(p, 180000);
}

QStringList CliDeployEnv::clusterCalls() const
{
    QStringList out;
    const auto calls = cluster.calls();
    for (const auto &c : calls) {
        if (!c.argv.contains(QStringLiteral("version")) && !c.argv.contains(QStringLiteral("api-versions"))
            && !c.argv.contains(QStringLiteral("api-resources")))
            out.append(c.tool + QLatin1Char(' ') + c.argv.join(QLatin1Char(' ')));
    }
    return out;
}

} // namespace TestUtil
