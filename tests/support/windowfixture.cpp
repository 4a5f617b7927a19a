// SPDX-License-Identifier: GPL-3.0-or-later
#include "windowfixture.h"
#include "window/usersettings.h"

#include "clusterfixture.h"
#include "io/projectfile.h"
#include "model/globalsettings.h"
#include "preview/previewpane.h"
#include "terminal/terminalcontroller.h"
#include "testutil.h"

#include <QCoreApplication>
#include <QDir>
#include <QDockWidget>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

using namespace HelmDeck;

bool WindowFixture::init(const QString &appName, QString *error)
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("HelmDeckTests"));
    QCoreApplication::setApplicationName(appName);
    UserSettings::open()->clear();
    // The defaults of File → Settings (test mode: under ~/.qttest): none unless a test sets them.
    QFile::remove(GlobalSettings::defaultFileName());
    m_dir = std::make_unique<QTemporaryDir>();
    if (!m_dir->isValid()) {
        *error = QStringLiteral("no temporary folder");
        return false;
    }
    // The user's own docker/Helm credentials must not decide what the preview renders.
    QDir(m_dir->path()).mkpath(QStringLiteral("docker"));
    qputenv("DOCKER_CONFIG", QFile::encodeName(m_dir->filePath(QStringLiteral("docker"))));
    qputenv("HELM_REGISTRY_CONFIG", QFile::encodeName(m_dir->filePath(QStringLiteral("helm-registry.json"))));
    const QString path = TestUtil::helm(4);
    if (path.isEmpty()) {
        *error = QStringLiteral(
            "No Helm 4 binary: run scripts/setup.sh or configure -DHELMDECK_HELM4=/path/to/helm");
        return false;
    }
    m_helm = HelmTool::detect(path);
    if (!m_helm.isValid()) {
        *error = m_helm.error;
        return false;
    }
    return true;
}

Project WindowFixture::sampleProject()
{
    ProcessType web;
    web.name = QStringLiteral("web");
    web.command = QStringLiteral("python3 -u web.py");
    web.portMaps = { PortMap { QStringLiteral("http"), 80, 5000 } };
    ProcessType worker;
    worker.name = QStringLiteral("worker");
    worker.command = QStringLiteral("python3 -u worker.py");
    CronTask task;
    task.schedule = QStringLiteral("*/5 * * * *");
    task.command = QStringLiteral("python3 task.py");
    App app;
    app.name = QStringLiteral("python");
    app.image = QStringLiteral("registry.example.com/team/python:1.0");
    app.processes = { web, worker };
    app.domains = { Domain(QStringLiteral("python.example.com")) };
    app.cron = { task };
    Project p;
    p.apps = { app };
    return p;
}

QString WindowFixture::writeProject(const QString &fileName, const Project &project)
{
    const QString file = m_dir->filePath(fileName);
    QString error;
    if (!ProjectFile::save(project, file, &error))
        qWarning("cannot write %s: %s", qPrintable(file), qPrintable(error));
    return file;
}

std::unique_ptr<MainWindow> WindowFixture::makeWindow()
{
    auto w = std::make_unique<MainWindow>(m_helm);
    w->setErrorReporter([this](const QString &title, const QString &text) {
        errors.append(title + QLatin1Char(':') + text);
    });
    w->setUnsavedChangesPrompt([](const QString &) { return MainWindow::UnsavedChoice::Discard; });
    // The default layout, as on a screen large enough for it: on the 800×600 offscreen screen the
    // window fits itself smaller (tst_mainwindowediting checks that), which the layout suites do not test.
    w->useDefaultLayout();
    w->show();
    return w;
}

std::unique_ptr<MainWindow> WindowFixture::clusterWindow(
    const TestUtil::ClusterFixture &cluster, SecretStore *store, QStringList *errors)
{
    auto w = std::make_unique<MainWindow>(
        HelmTool::detect(QDir(cluster.binDir()).filePath(QStringLiteral("helm"))), store);
    w->setErrorReporter([errors](const QString &title, const QString &text) {
        errors->append(title + QStringLiteral(": ") + text);
    });
    w->setUnsavedChangesPrompt([](const QString &) { return MainWindow::UnsavedChoice::Discard; });
    w->terminalController()->setKubectl(
        KubectlTool::detect(QDir(cluster.binDir()).filePath(QStringLiteral("kubectl"))));
    w->resize(1024, 700);
    w->show();
    return w;
}

void WindowFixture::exportEnvironment(const QProcessEnvironment &env)
{
    for (const QString &key : env.keys())
        qputenv(key.toLocal8Bit().constData(), env.value(key).toLocal8Bit());
}

QAction *WindowFixture::menuAction(MainWindow *w, const QString &menu, const QString &text)
{
    for (QAction *top : w->menuBar()->actions()) {
        if (top->text().remove(QLatin1Char('&')) != menu || !top->menu())
            continue;
        for (QAction *a : top->menu()->actions()) {
            if (a->text().remove(QLatin1Char('&')) == text)
                return a;
        }
    }
    return nullptr;
}

void WindowFixture::saveShot(QWidget *widget, const QString &name)
{
    const QString dir = qEnvironmentVariable("HELMDECK_TEST_SCREENSHOTS");
    if (dir.isEmpty())
        return;
    QTest::qWait(300); // the terminal repaints its screen on a short timer
    widget->grab().save(QDir(dir).filePath(name), "PNG");
}

bool WindowFixture::openAndWait(MainWindow *w, const QString &path)
{
    QSignalSpy opened(w, &MainWindow::projectOpened);
    if (!w->openProject(path))
        return false;
    return !opened.isEmpty() || opened.wait(RenderTimeoutMs);
}

bool WindowFixture::saveAndWait(MainWindow *w)
{
    QSignalSpy saved(w, &MainWindow::projectSaved);
    if (!w->saveProject())
        return false;
    if (saved.isEmpty() && !saved.wait(RenderTimeoutMs))
        return false;
    return saved.constLast().constFirst().toBool();
}

bool WindowFixture::waitForRender(MainWindow *w, int timeoutMs)
{
    if (!QTest::qWaitFor([w]() { return !w->isRendering(); }, timeoutMs))
        return false;
    return w->finishedRenders() > 0;
}

bool WindowFixture::waitForNextRender(MainWindow *w, bool *ok)
{
    QSignalSpy rendered(w, &MainWindow::renderFinished);
    if (!rendered.wait(RenderTimeoutMs))
        return false;
    if (ok)
        *ok = rendered.constLast().constFirst().toBool();
    return true;
}

std::unique_ptr<MainWindow> WindowFixture::openAndRender(const QString &file)
{
    auto w = makeWindow();
    QSignalSpy rendered(w.get(), &MainWindow::renderFinished);
    if (!w->openProject(file)) {
        qWarning("openProject failed: %s", qPrintable(errors.join(QLatin1Char('\n'))));
        return nullptr;
    }
    if (!rendered.wait(RenderTimeoutMs) || !rendered.constLast().constFirst().toBool()) {
        qWarning("first render failed: %s",
            qPrintable(w->preview()->bannerText() + w->preview()->placeholderText() + QLatin1Char('\n')
                + findingsText(w->findingsModel())));
        return nullptr;
    }
    return w;
}

int WindowFixture::findingRow(const FindingsModel *m, const QString &prefix)
{
    for (int i = 0; i < m->rowCount(); ++i) {
        if (m->findings().at(i).fieldPath.startsWith(prefix))
            return i;
    }
    return -1;
}

QString WindowFixture::findingsText(const FindingsModel *m)
{
    QStringList lines;
    for (const Finding &f : m->findings())
        lines.append(f.toString() + QStringLiteral(" [") + f.fieldPath + QLatin1Char(']'));
    return lines.join(QLatin1Char('\n'));
}
