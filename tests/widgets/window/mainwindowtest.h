// SPDX-License-Identifier: GPL-3.0-or-later
// What the tst_mainwindow* suites share: a window on a sample project, the real Helm 4, and
// helpers that open, render and click through findings.
#pragma once

#include "editor/appform.h"
#include "editor/crontablemodel.h"
#include "editor/processtablemodel.h"
#include "editor/projecteditor.h"
#include "findings/findingsmodel.h"
#include "findings/findingsview.h"
#include "forms/formpages.h"
#include "forms/tableform.h"
#include "io/projectfile.h"
#include "preview/previewcontroller.h"
#include "preview/previewpane.h"
#include "testutil.h"
#include "window/mainwindow.h"
#include "window/usersettings.h"
#include "windowfixture.h"

#include <QApplication>
#include <QDockWidget>
#include <QFile>
#include <QLineEdit>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace HelmDeck;

/** The fixture of the tst_mainwindow* suites: a real Helm 4, a temporary folder, and the window's
 *  error reporter and unsaved-changes prompt recorded instead of shown. */
class MainWindowTestBase : public QObject
{
protected:
    static constexpr int RenderTimeoutMs = 60000;

    HelmTool m_helm;
    std::unique_ptr<QTemporaryDir> m_dir;
    QStringList m_errors;
    int m_prompts = 0;
    MainWindow::UnsavedChoice m_answer = MainWindow::UnsavedChoice::Cancel;

    static Project sampleProject(
        const QString &image = QStringLiteral("registry.example.com/team/python:1.0"))
    {
        Project p = WindowFixture::sampleProject();
        p.apps[0].image = image;
        return p;
    }

    QString writeProject(const QString &fileName, const Project &p = sampleProject())
    {
        const QString path = m_dir->filePath(fileName);
        QString error;
        if (!ProjectFile::save(p, path, &error))
            qWarning("cannot write %s: %s", qPrintable(path), qPrintable(error));
        return path;
    }

    std::unique_ptr<MainWindow> makeWindow(const HelmTool &helm)
    {
        auto w = std::make_unique<MainWindow>(helm);
        w->setErrorReporter([this](const QString &title, const QString &text) {
            m_errors.append(title + QLatin1Char(':') + text);
        });
        w->setUnsavedChangesPrompt([this](const QString &) {
            ++m_prompts;
            return m_answer;
        });
        w->show();
        return w;
    }

    std::unique_ptr<MainWindow> makeWindow() { return makeWindow(m_helm); }

    /** Writes @p text to @p path (a Procfile, an app.json, a broken project file); false on failure. */
    static bool writeFile(const QString &path, const QByteArray &text)
    {
        QFile f(path);
        return f.open(QIODevice::WriteOnly) && f.write(text) == text.size();
    }

    /** Opens @p path and waits for its first render; returns the window. */
    std::unique_ptr<MainWindow> openAndRender(const QString &path)
    {
        auto w = makeWindow();
        QSignalSpy rendered(w.get(), &MainWindow::renderFinished);
        if (!w->openProject(path)) {
            qWarning("openProject failed: %s", qPrintable(m_errors.join(QLatin1Char('\n'))));
            return nullptr;
        }
        if (!rendered.wait(RenderTimeoutMs) || !rendered.constLast().constFirst().toBool()) {
            qWarning("first render failed: %s",
                qPrintable(w->preview()->bannerText() + w->preview()->placeholderText()));
            return nullptr;
        }
        return w;
    }

    /** Index of the first finding whose field path starts with @p prefix, or -1. */
    static int findingRow(const FindingsModel *m, const QString &prefix)
    {
        for (int i = 0; i < m->rowCount(); ++i) {
            if (m->findings().at(i).fieldPath.startsWith(prefix))
                return i;
        }
        return -1;
    }

    static QString findingsText(const FindingsModel *m)
    {
        QStringList lines;
        for (const Finding &f : m->findings())
            lines.append(f.toString() + QStringLiteral(" [") + f.fieldPath + QLatin1Char(']'));
        return lines.join(QLatin1Char('\n'));
    }

    static void doubleClickRow(FindingsView *view, int row)
    {
        const QModelIndex index = view->model()->index(row, 0);
        view->scrollTo(index);
        const QPoint pos = view->visualRect(index).center();
        // A real double-click: press/release, then the double-click event.
        QTest::mouseClick(view->viewport(), Qt::LeftButton, Qt::NoModifier, pos);
        QTest::mouseDClick(view->viewport(), Qt::LeftButton, Qt::NoModifier, pos);
    }

    /** For initTestCase: test-mode settings under @p appName (one per suite, so suites never share
     *  a settings file), the Helm 4 binary, the temporary folder. */
    void initCase(const QString &appName)
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("HelmDeckTests"));
        QCoreApplication::setApplicationName(appName);
        UserSettings::open()->clear();
        const QString path = TestUtil::helm(4);
        if (path.isEmpty())
            QFAIL("No Helm 4 binary: run scripts/setup.sh or configure -DHELMDECK_HELM4=/path/to/helm");
        m_helm = HelmTool::detect(path);
        QVERIFY2(m_helm.isValid(), qPrintable(m_helm.error));
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
    }

    /** For init: no errors, no prompts, and the prompt answers Cancel. */
    void resetCase()
    {
        m_errors.clear();
        m_prompts = 0;
        m_answer = MainWindow::UnsavedChoice::Cancel;
    }
};
