// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The window's deploy path against the cluster fake (docs/architecture.md §6), the set-up that
// tst_deploywindow and tst_deploywindowrefusals share. Set HELMDECK_TEST_SCREENSHOTS=<dir> to keep
// PNGs of the dialog and the window.
#include "clusterfixture.h"
#include "deployfixtures.h"
#include "editor/projecteditor.h"
#include "findings/findingsmodel.h"
#include "io/projectfile.h"
#include "jobs/clusterpicker.h"
#include "jobs/deployconfirmdialog.h"
#include "jobs/deploycontroller.h"
#include "jobs/progressmodel.h"
#include "jobs/progresspanel.h"
#include "preview/diffpage.h"
#include "preview/diffview.h"
#include "preview/previewpane.h"
#include "secrets/projectsecrets.h"
#include "secrets/secretstore.h"
#include "storage/storageeditor.h"
#include "window/fileactions.h"
#include "window/mainwindow.h"
#include "window/usersettings.h"
#include "windowfixture.h"

#include <QAction>
#include <QCoreApplication>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

namespace DeployWindowFixture {

using namespace HelmDeck;

inline constexpr int JobTimeoutMs = 180000;

inline const QByteArray Kubeconfig
    = "apiVersion: v1\nkind: Config\ncurrent-context: test\n"
      "clusters:\n- name: fake\n  cluster:\n    server: https://127.0.0.1:6443\n"
      "contexts:\n- name: test\n  context:\n    cluster: fake\n    user: me\n"
      "users:\n- name: me\n  user:\n    token: unused\n";

inline void saveShot(QWidget *widget, const QString &name)
{
    const QString dir = qEnvironmentVariable("HELMDECK_TEST_SCREENSHOTS");
    if (!dir.isEmpty())
        widget->grab().save(QDir(dir).filePath(name), "PNG");
}

/**
 * The calls a refused job must not make: everything but the preview's read-only discovery of the
 * toolbar context's versions (kubectl version / api-versions / api-resources), which runs whenever
 * the target is chosen, whatever the deploy does.
 */
inline QStringList jobCalls(const TestUtil::ClusterFixture &cluster)
{
    QStringList out;
    for (const auto &call : cluster.calls()) {
        const bool discovery = call.tool == QLatin1String("kubectl")
            && (call.argv.contains(QStringLiteral("version"))
                || call.argv.contains(QStringLiteral("api-versions"))
                || call.argv.contains(QStringLiteral("api-resources")));
        if (!discovery)
            out.append(call.tool + QLatin1Char(' ') + call.argv.join(QLatin1Char(' ')));
    }
    return out;
}

/** The window, the fake and the answers a test gives; a test class derives from it. */
class Fixture
{
protected:
    std::unique_ptr<TestUtil::ClusterFixture> m_cluster;
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<SecretStore> m_secrets;
    QStringList m_errors;
    QStringList m_questions;
    bool m_answer = true;

    /** Saves @p project as @p fileName, its secret values in the keychain unless @p storeSecrets is false. */
    std::unique_ptr<MainWindow> openWindow(
        const Project &project, const QString &fileName, bool storeSecrets = true)
    {
        const QString path = m_dir->filePath(fileName);
        QString error;
        if (!ProjectFile::save(project, path, &error)) {
            qWarning("cannot save %s: %s", qPrintable(path), qPrintable(error));
            return nullptr;
        }
        if (storeSecrets) {
            bool stored = false;
            ProjectSecrets::store(m_secrets.get(), Project(), project, SecretKey::projectKeyFor(path),
                [&stored](const ProjectSecrets::Report &report) { stored = report.ok(); });
            if (!QTest::qWaitFor([&stored]() { return stored; }, JobTimeoutMs)) {
                qWarning("the secrets of %s were not stored", qPrintable(path));
                return nullptr;
            }
        }
        auto w = std::make_unique<MainWindow>(
            HelmTool::detect(QDir(m_cluster->binDir()).filePath(QStringLiteral("helm"))), m_secrets.get());
        w->setErrorReporter([this](const QString &title, const QString &text) {
            m_errors.append(title + QStringLiteral(": ") + text);
        });
        w->setUnsavedChangesPrompt([](const QString &) { return MainWindow::UnsavedChoice::Discard; });
        w->fileActions()->setDeploySavePrompt(
            [](const QString &) { return int(MainWindow::UnsavedChoice::Discard); }); // deploy the edits
        w->deployController()->setConfirmPrompt([this](const QString &title, const QString &text) {
            m_questions.append(title + QStringLiteral("\n") + text);
            return m_answer;
        });
        w->deployController()->setKubectl(
            KubectlTool::detect(QDir(m_cluster->binDir()).filePath(QStringLiteral("kubectl"))));
        w->show();
        QSignalSpy rendered(w.get(), &MainWindow::renderFinished);
        if (!w->openProject(path) || !rendered.wait(JobTimeoutMs)) {
            qWarning("no render: %s", qPrintable(m_errors.join(QLatin1Char('\n'))));
            return nullptr;
        }
        return w;
    }

    /** initTestCase(): the cluster fake (helm 4), its StorageClass and claim, a kubeconfig, the environment.
     */
    void setUp(const QString &applicationName)
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("HelmDeckTests"));
        QCoreApplication::setApplicationName(applicationName);
        UserSettings::open()->clear();
        m_cluster = std::make_unique<TestUtil::ClusterFixture>(4);
        QVERIFY2(m_cluster->isValid(), qPrintable(m_cluster->error()));
        m_cluster->addStorageClass(QStringLiteral("longhorn"));
        // the claim of the entry the sample project mounts: a deploy refuses a mounted entry without
        // one (docs/deploy.md "Refused before it starts")
        m_cluster->addObject(QJsonObject { { QStringLiteral("apiVersion"), QStringLiteral("v1") },
            { QStringLiteral("kind"), QStringLiteral("PersistentVolumeClaim") },
            { QStringLiteral("metadata"),
                QJsonObject { { QStringLiteral("name"), QStringLiteral("media") },
                    { QStringLiteral("namespace"), QStringLiteral("shop") } } },
            { QStringLiteral("spec"),
                QJsonObject {
                    { QStringLiteral("accessModes"), QJsonArray { QStringLiteral("ReadWriteOnce") } },
                    { QStringLiteral("storageClassName"), QStringLiteral("longhorn") } } } });
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
        QFile kubeconfig(m_dir->filePath(QStringLiteral("kubeconfig")));
        QVERIFY(kubeconfig.open(QIODevice::WriteOnly));
        kubeconfig.write(Kubeconfig);
        kubeconfig.close();
        // Every child (runner steps, the diff's runner, the preview's helm) sees the fake first on
        // PATH and its state file, and this kubeconfig: the window's jobs take the process environment.
        ::WindowFixture::exportEnvironment(m_cluster->environment());
        qputenv("KUBECONFIG", QFile::encodeName(kubeconfig.fileName()));
        qputenv("DOCKER_CONFIG", QFile::encodeName(m_dir->filePath(QStringLiteral("docker"))));
        m_secrets = std::make_unique<SecretStore>(SecretStore::Backend::SessionOnly);
    }

    /** init(): nothing asked or reported yet, every question answered yes. */
    void reset()
    {
        m_errors.clear();
        m_questions.clear();
        m_answer = true;
    }
};

} // namespace DeployWindowFixture
