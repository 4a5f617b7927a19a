// SPDX-License-Identifier: GPL-3.0-or-later
#include "jobpreparation.h"

#include <QThread>

#include <memory>

namespace HelmDeck {

JobPreparation::JobPreparation(QObject *parent)
    : QObject(parent)
    , m_environment(QProcessEnvironment::systemEnvironment())
{ }

void JobPreparation::setKubectl(const KubectlTool &kubectl)
{
    m_kubectl = kubectl;
    m_kubectlKnown = true;
}

void JobPreparation::setCredentialEnvironment(const QProcessEnvironment &environment)
{
    m_environment = environment;
}

void JobPreparation::start(const QList<App> &apps, const Callback &done)
{
    m_running = true;
    auto result = std::make_shared<Result>();
    result->kubectl = m_kubectl;
    const bool detect = !m_kubectlKnown;
    const QProcessEnvironment env = m_environment;
    // The worker gets copies only and hands its result back through the queued finished signal;
    // if this object is gone by then, the connection is gone with it.
    QThread *worker = QThread::create([result, apps, env, detect]() {
        if (detect)
            result->kubectl = KubectlTool::detect();
        if (!apps.isEmpty())
            result->credentials = PullSecretResolution::resolve(apps, env, HelperTimeoutMs);
    });
    worker->setObjectName(QStringLiteral("helmdeck-prepare"));
    connect(worker, &QThread::finished, worker, &QObject::deleteLater);
    connect(worker, &QThread::finished, this, [this, result, done]() {
        m_running = false;
        if (!m_kubectlKnown && result->kubectl.isValid()) {
            // Remembered once found; a missing kubectl is looked for again next time.
            m_kubectl = result->kubectl;
            m_kubectlKnown = true;
        }
        done(*result);
    });
    worker->start();
}

} // namespace HelmDeck
