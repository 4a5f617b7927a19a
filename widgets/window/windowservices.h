// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cluster/helmtool.h"
#include "model/finding.h"
#include "model/globalsettings.h"
#include "model/project.h"
#include "render/rendertarget.h"

#include <QString>

class QDockWidget;
class QWidget;

namespace HelmDeck {

class SecretStore;

/**
 * What a controller (deploy; later run and publish) may ask of the window, and nothing more
 * (docs/architecture.md §5): the project being edited and its current app, the user's defaults and
 * tools, a place for docks, the status bar, the findings list, and the modal questions. MainWindow
 * implements it; a controller never reaches into the window's members.
 */
class WindowServices
{
public:
    virtual ~WindowServices() = default;

    /** True when a project is open (opened or imported). */
    virtual bool hasProject() const = 0;
    /** The project as edited (secret values filled in); an empty Project when none is open. */
    virtual const Project &project() const = 0;
    /** Index into project().apps of the app the forms show; -1 when there is none. */
    virtual int currentAppIndex() const = 0;
    /** The project file; empty for an unsaved import. */
    virtual QString filePath() const = 0;
    /** The project file, or the folder an unsaved import came from: names the project for pickers. */
    virtual QString projectIdentity() const = 0;
    virtual const GlobalSettings &globalSettings() const = 0;
    /** The helm the preview uses. */
    virtual HelmTool helm() const = 0;
    /**
     * What the preview renders for: the toolbar's context and namespace and that context's
     * Kubernetes and API versions (empty while unknown), so a diff renders what the preview shows.
     */
    virtual RenderTarget renderTarget() const = 0;

    /** The widget dialogs and docks are parented to. */
    virtual QWidget *windowWidget() = 0;
    /** Shows @p dock in the bottom area (raised), at least @p height pixels tall the first time. */
    virtual void showBottomDock(QDockWidget *dock, int height) = 0;
    /** A status bar message; @p timeoutMs 0 keeps it until the next one, an empty text clears it. */
    virtual void showStatus(const QString &text, int timeoutMs = 0) = 0;
    /** Replaces the findings of the last job set-up or planning in the findings list (and the forms). */
    virtual void showJobFindings(const Findings &findings) = 0;
    /** Shows the form field @p fieldPath names; false when no field does. */
    virtual bool focusField(const QString &fieldPath) = 0;
    /** An error message (the window's error reporter: a message box, or a test's hook). */
    virtual void reportError(const QString &title, const QString &text) = 0;
    /** A yes/no question; true = go ahead. */
    virtual bool confirm(const QString &title, const QString &text) = 0;
    /**
     * Before a deploy: when the project has unsaved edits, offers to save them first (Save, Deploy
     * without saving, Cancel). True to go on (saved, or the user chose not to, or nothing to save);
     * false when cancelled or the save failed. The deploy uses the project as edited either way.
     */
    virtual bool offerSaveBeforeDeploy() = 0;
};

} // namespace HelmDeck
