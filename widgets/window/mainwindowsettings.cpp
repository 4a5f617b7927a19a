// SPDX-License-Identifier: GPL-3.0-or-later
// MainWindow: the user's global defaults (File → Settings…), applied to the preview and the forms.
#include "mainwindow.h"

#include "editor/projecteditor.h"
#include "editor/pullsecretform.h"
#include "preview/previewcontroller.h"

namespace HelmDeck {

void MainWindow::setGlobalSettingsFile(const QString &fileName)
{
    m_globalSettingsFile = fileName;
    Findings findings;
    const GlobalSettings loaded = GlobalSettings::load(fileName, &findings);
    applyGlobalSettings(loaded, findings);
}

void MainWindow::applyGlobalSettings(const GlobalSettings &settings, const Findings &settingsFindings)
{
    m_globalSettings = settings;
    m_settingsFindings = settingsFindings;
    m_controller->setGlobalSettings(settings);
    m_editor->pullSecretForm()->setGlobalImagePullSecrets(settings.imagePullSecrets);
    if (!m_hasProject)
        return;
    validate();
    m_controller->renderNow(m_editor->project());
}

} // namespace HelmDeck
