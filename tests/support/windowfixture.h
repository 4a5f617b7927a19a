// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "findings/findingsmodel.h"
#include "window/mainwindow.h"

#include <QProcessEnvironment>
#include <QSignalSpy>
#include <QStringList>
#include <QTemporaryDir>

#include <memory>

class QAction;

namespace HelmDeck {
class SecretStore;
}
namespace TestUtil {
class ClusterFixture;
}

/**
 * Shared set-up of the window-level widget suites: a real Helm 4, a private settings and docker
 * config sandbox, a sample project, and a window whose error box and unsaved-changes question are
 * answered by the test.
 */
class WindowFixture
{
public:
    static constexpr int RenderTimeoutMs = 60000;

    /** Helm 4 from the test environment and the sandbox; false with @p error when unusable. */
    bool init(const QString &appName, QString *error);

    /** The app "python": web (http:80:5000) and worker, a domain, a cron task. */
    static HelmDeck::Project sampleProject();
    /** Saves @p project as @p fileName in the sandbox; returns the path. */
    QString writeProject(const QString &fileName, const HelmDeck::Project &project = sampleProject());

    /** A shown window with the test's hooks (errors are collected, unsaved changes discarded). */
    std::unique_ptr<HelmDeck::MainWindow> makeWindow();
    /** Opens @p path in a new window and waits for the first render; nullptr (with a warning) on failure. */
    std::unique_ptr<HelmDeck::MainWindow> openAndRender(const QString &path);
    /**
     * Waits until no render of @p w is pending or running (the test's event loop, not the
     * window's); true when a render has finished by then, false on timeout or when none ever ran.
     */
    static bool waitForRender(HelmDeck::MainWindow *w, int timeoutMs = RenderTimeoutMs);
    /** openProject(@p path), then waits until its secrets are read and it is shown (projectOpened). */
    static bool openAndWait(HelmDeck::MainWindow *w, const QString &path);
    /** saveProject(), then waits until the keychain is written too; true when both succeeded. */
    static bool saveAndWait(HelmDeck::MainWindow *w);
    /** Waits for the next render of @p w to finish; false on timeout. */
    static bool waitForNextRender(HelmDeck::MainWindow *w, bool *ok = nullptr);

    /** Row of the first finding whose field path starts with @p prefix, or -1. */
    static int findingRow(const HelmDeck::FindingsModel *m, const QString &prefix);
    /** Every finding, one per line, for failure messages. */
    static QString findingsText(const HelmDeck::FindingsModel *m);

    /**
     * A window for the cluster suites: on @p cluster's fake helm (and kubectl) with @p store,
     * errors appended to @p errors, unsaved changes discarded, 1024×700 and shown (no project yet).
     */
    static std::unique_ptr<HelmDeck::MainWindow> clusterWindow(
        const TestUtil::ClusterFixture &cluster, HelmDeck::SecretStore *store, QStringList *errors);
    /** Puts every variable of @p env into this process's environment (the window's jobs inherit it). */
    static void exportEnvironment(const QProcessEnvironment &env);
    /** The action @p text of the menu @p menu of @p w's menu bar (mnemonics ignored), or nullptr. */
    static QAction *menuAction(HelmDeck::MainWindow *w, const QString &menu, const QString &text);
    /** Saves @p widget as the PNG @p name in $HELMDECK_TEST_SCREENSHOTS when that is set (after repaints). */
    static void saveShot(QWidget *widget, const QString &name);

    const HelmDeck::HelmTool &helm() const { return m_helm; }
    QString path(const QString &fileName) const { return m_dir->filePath(fileName); }
    QStringList errors;

private:
    HelmDeck::HelmTool m_helm;
    std::unique_ptr<QTemporaryDir> m_dir;
};
