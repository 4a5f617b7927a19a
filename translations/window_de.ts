<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>HelmDeck::AboutDialog</name>
    <message>
        <source>not built in</source>
        <translation>nicht eingebaut</translation>
    </message>
    <message>
        <source>About HelmDeck</source>
        <translation>Über HelmDeck</translation>
    </message>
    <message>
        <source>Deploy your apps to k3s or Kubernetes as Helm releases, see every manifest before it is applied, and publish chart variants to OCI registries.</source>
        <translation>Stellen Sie Ihre Apps als Helm-Releases in k3s oder Kubernetes bereit, sehen Sie jedes Manifest, bevor es angewendet wird, und veröffentlichen Sie Chart-Varianten in OCI-Registries.</translation>
    </message>
    <message>
        <source>Built with</source>
        <translation>Erstellt mit</translation>
    </message>
    <message>
        <source>HelmDeck is free software under the %1: you may share and change it under its terms. It comes with no warranty.</source>
        <translation>HelmDeck ist freie Software unter der %1: Sie dürfen sie unter deren Bedingungen weitergeben und verändern. Sie wird ohne jede Gewährleistung geliefert.</translation>
    </message>
    <message>
        <source>&amp;Copy Versions</source>
        <translation>Versionen &amp;kopieren</translation>
    </message>
    <message>
        <source>Copy the version lines, e.g. for a bug report</source>
        <translation>Die Versionszeilen kopieren, z. B. für einen Fehlerbericht</translation>
    </message>
    <message>
        <source>Qt %1 (built against %2)</source>
        <translation>Qt %1 (erstellt mit %2)</translation>
    </message>
</context>
<context>
    <name>HelmDeck::ErrorListBox</name>
    <message numerus="yes">
        <source>… and %n more: Show Details lists every error.</source>
        <translation>
            <numerusform>… und %n weiterer: „Details einblenden“ listet jeden Fehler auf.</numerusform>
            <numerusform>… und %n weitere: „Details einblenden“ listet jeden Fehler auf.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Errors: %n (also listed in Findings)</source>
        <translation>
            <numerusform>%n Fehler (auch unter Befunde aufgeführt)</numerusform>
            <numerusform>%n Fehler (auch unter Befunde aufgeführt)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HelmDeck::FileActions</name>
    <message>
        <source>&amp;Open...</source>
        <translation>&amp;Öffnen...</translation>
    </message>
    <message>
        <source>Open a helmdeck.yaml project file</source>
        <translation>Eine Projektdatei helmdeck.yaml öffnen</translation>
    </message>
    <message>
        <source>&amp;Import from Folder...</source>
        <translation>Aus Ordner &amp;importieren...</translation>
    </message>
    <message>
        <source>Create a project from an app folder with a Procfile and/or app.json</source>
        <translation>Ein Projekt aus einem App-Ordner mit Procfile und/oder app.json anlegen</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save the project file (secret values go to the system keychain)</source>
        <translation>Die Projektdatei speichern (geheime Werte kommen in den Schlüsselbund des Systems)</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Speichern &amp;unter...</translation>
    </message>
    <message>
        <source>Se&amp;ttings...</source>
        <translation>&amp;Einstellungen...</translation>
    </message>
    <message>
        <source>Defaults for every project, e.g. the image pull secrets apps use when they name none</source>
        <translation>Vorgaben für jedes Projekt, z. B. die Image-Pull-Secrets, die Apps ohne eigene verwenden</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Save Project As</source>
        <translation>Projekt speichern unter</translation>
    </message>
    <message>
        <source>HelmDeck projects (*.yaml *.yml);;All files (*)</source>
        <translation>HelmDeck-Projekte (*.yaml *.yml);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Open Project</source>
        <translation>Projekt öffnen</translation>
    </message>
    <message>
        <source>Import App Folder</source>
        <translation>App-Ordner importieren</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>The project &quot;%1&quot; has unsaved changes.</source>
        <translation>Das Projekt „%1“ hat ungespeicherte Änderungen.</translation>
    </message>
    <message>
        <source>Save them before continuing?</source>
        <translation>Vor dem Fortfahren speichern?</translation>
    </message>
    <message>
        <source>Save Before Deploying?</source>
        <translation>Vor dem Bereitstellen speichern?</translation>
    </message>
    <message>
        <source>The deploy uses the project as it is in the window. Save it first, so the file says what was deployed?</source>
        <translation>Die Bereitstellung verwendet das Projekt so, wie es im Fenster steht. Zuerst speichern, damit die Datei festhält, was bereitgestellt wurde?</translation>
    </message>
    <message>
        <source>&amp;Deploy Without Saving</source>
        <translation>Ohne Speichern &amp;bereitstellen</translation>
    </message>
</context>
<context>
    <name>HelmDeck::HelpActions</name>
    <message>
        <source>HelmDeck &amp;Manual</source>
        <translation>HelmDeck-&amp;Handbuch</translation>
    </message>
    <message>
        <source>Read the user manual: the project file, deploying, running, publishing</source>
        <translation>Das Benutzerhandbuch lesen: die Projektdatei, Bereitstellen, Ausführen, Veröffentlichen</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>List every action that has a keyboard shortcut</source>
        <translation>Jede Aktion mit einem Tastenkürzel auflisten</translation>
    </message>
    <message>
        <source>&amp;About HelmDeck</source>
        <translation>&amp;Über HelmDeck</translation>
    </message>
    <message>
        <source>The version, the libraries it was built with, and the licence</source>
        <translation>Die Version, die Bibliotheken, mit denen es erstellt wurde, und die Lizenz</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
</context>
<context>
    <name>HelmDeck::MainWindow</name>
    <message>
        <source>Keychain: reading or writing this project&apos;s secrets...</source>
        <translation>Schlüsselbund: die Secrets dieses Projekts werden gelesen oder geschrieben...</translation>
    </message>
    <message>
        <source>helm %1</source>
        <translation>helm %1</translation>
    </message>
    <message>
        <source>helm not found</source>
        <translation>helm nicht gefunden</translation>
    </message>
    <message>
        <source>Rendering...</source>
        <translation>Wird gerendert...</translation>
    </message>
    <message>
        <source>Running helm template for the project&apos;s releases.</source>
        <translation>helm template läuft für die Releases des Projekts.</translation>
    </message>
    <message>
        <source>No preview: helm was not found</source>
        <translation>Keine Vorschau: helm wurde nicht gefunden</translation>
    </message>
    <message>
        <source>Rendered in %1 ms</source>
        <translation>Gerendert in %1 ms</translation>
    </message>
    <message>
        <source>Render failed after %1 ms</source>
        <translation>Rendern nach %1 ms fehlgeschlagen</translation>
    </message>
    <message>
        <source>Not rendered: fix the errors in Findings</source>
        <translation>Nicht gerendert: beheben Sie die Fehler unter Befunde</translation>
    </message>
    <message>
        <source>No form field for %1</source>
        <translation>Kein Formularfeld für %1</translation>
    </message>
    <message>
        <source>%1 (imported)</source>
        <translation>%1 (importiert)</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <source>HelmDeck</source>
        <translation>HelmDeck</translation>
    </message>
    <message>
        <source>%1[*] — HelmDeck</source>
        <translation>%1[*] — HelmDeck</translation>
    </message>
    <message>
        <source>Errors: %1  Warnings: %2</source>
        <translation>Fehler: %1  Warnungen: %2</translation>
    </message>
    <message>
        <source>Findings (%1)</source>
        <translation>Befunde (%1)</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Befunde</translation>
    </message>
    <message>
        <source>Cannot Open Project</source>
        <translation>Projekt kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>The keychain is still busy with this project; try again in a moment.</source>
        <translation>Der Schlüsselbund ist noch mit diesem Projekt beschäftigt; versuchen Sie es gleich noch einmal.</translation>
    </message>
    <message>
        <source>Cannot Import Folder</source>
        <translation>Ordner kann nicht importiert werden</translation>
    </message>
    <message>
        <source>Imported %1</source>
        <translation>%1 importiert</translation>
    </message>
    <message>
        <source>Cannot Save Project</source>
        <translation>Projekt kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>%1 was not saved; the file on disk is unchanged.

%2</source>
        <translation>%1 wurde nicht gespeichert; die Datei auf der Festplatte ist unverändert.

%2</translation>
    </message>
    <message>
        <source>Secrets Not Saved</source>
        <translation>Secrets nicht gespeichert</translation>
    </message>
    <message>
        <source>The project file was saved, but some secret values could not be stored in the keychain:

%1</source>
        <translation>Die Projektdatei wurde gespeichert, aber einige geheime Werte konnten nicht im Schlüsselbund abgelegt werden:

%1</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Saved %1, but without a system keychain the secret values (%2) are kept for this session only: they are lost when HelmDeck quits</source>
        <translation>%1 gespeichert, aber ohne Schlüsselbund des Systems werden die geheimen Werte (%2) nur für diese Sitzung aufbewahrt: Sie gehen verloren, wenn HelmDeck beendet wird</translation>
    </message>
    <message>
        <source>Wait: the keychain is still busy with this project.</source>
        <translation>Bitte warten: Der Schlüsselbund ist noch mit diesem Projekt beschäftigt.</translation>
    </message>
    <message>
        <source>Secrets Will Be Lost</source>
        <translation>Secrets gehen verloren</translation>
    </message>
    <message>
        <source>There is no system keychain, so the secret values of this project (%1) are kept for this session only. They are not in the project file and are lost when HelmDeck quits.

Quit anyway?</source>
        <translation>Es gibt keinen Schlüsselbund des Systems, daher werden die geheimen Werte dieses Projekts (%1) nur für diese Sitzung aufbewahrt. Sie stehen nicht in der Projektdatei und gehen verloren, wenn HelmDeck beendet wird.

Trotzdem beenden?</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Projekt</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>Main Toolbar</source>
        <translation>Hauptwerkzeugleiste</translation>
    </message>
    <message>
        <source>&amp;Cluster</source>
        <translation>&amp;Cluster</translation>
    </message>
    <message>
        <source>&amp;Terminal</source>
        <translation>&amp;Terminal</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Reset Layout</source>
        <translation>Anordnung &amp;zurücksetzen</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Cha&amp;rt</source>
        <translation>Cha&amp;rt</translation>
    </message>
    <message>
        <source>&amp;Services</source>
        <translation>D&amp;ienste</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>Publish</source>
        <translation>Veröffentlichen</translation>
    </message>
    <message>
        <source>%1 could not be loaded.</source>
        <translation>%1 konnte nicht geladen werden.</translation>
    </message>
    <message>
        <source>%1 could not be imported.</source>
        <translation>%1 konnte nicht importiert werden.</translation>
    </message>
</context>
<context>
    <name>HelmDeck::ManualDialog</name>
    <message>
        <source>HelmDeck Manual</source>
        <translation>HelmDeck-Handbuch</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Zurück</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>&amp;Vor</translation>
    </message>
    <message>
        <source>%1 is not part of the manual: it is in HelmDeck&apos;s source tree.</source>
        <translation>%1 gehört nicht zum Handbuch: Es liegt im Quellbaum von HelmDeck.</translation>
    </message>
    <message>
        <source>Manual pages</source>
        <translation>Seiten des Handbuchs</translation>
    </message>
    <message>
        <source>Manual page</source>
        <translation>Seite des Handbuchs</translation>
    </message>
</context>
<context>
    <name>HelmDeck::RecentFiles</name>
    <message>
        <source>&amp;%1 %2 — %3</source>
        <translation>&amp;%1 %2 — %3</translation>
    </message>
    <message>
        <source>No recent projects</source>
        <translation>Keine zuletzt geöffneten Projekte</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>Liste &amp;leeren</translation>
    </message>
</context>
<context>
    <name>HelmDeck::SecretSync</name>
    <message>
        <source>the system keychain is unavailable (%1): the project is open without its secrets (%2); they render empty, and a deploy that needs them is refused</source>
        <translation>der Schlüsselbund des Systems ist nicht verfügbar (%1): Das Projekt ist ohne seine Secrets (%2) geöffnet; sie werden leer gerendert, und eine Bereitstellung, die sie braucht, wird abgelehnt</translation>
    </message>
    <message>
        <source>cannot read a secret from the keychain: %1</source>
        <translation>ein Secret kann nicht aus dem Schlüsselbund gelesen werden: %1</translation>
    </message>
    <message>
        <source>the keychain has no value for this secret; set it again and save</source>
        <translation>der Schlüsselbund hat keinen Wert für dieses Secret; setzen Sie ihn erneut und speichern Sie</translation>
    </message>
    <message>
        <source>the keychain has no key for the imported certificate: choose it on the Routing page (or helmdeck certs import); a deploy is refused without it</source>
        <translation>der Schlüsselbund hat keinen Schlüssel für das importierte Zertifikat: Wählen Sie ihn auf der Seite Routing (oder mit helmdeck certs import); ohne ihn wird eine Bereitstellung abgelehnt</translation>
    </message>
    <message>
        <source>no system keychain: this secret has no value; it renders empty and a deploy is refused until you set it, and a value set now is kept for this session only</source>
        <translation>kein Schlüsselbund des Systems: Dieses Secret hat keinen Wert; es wird leer gerendert, und eine Bereitstellung wird abgelehnt, bis Sie ihn setzen; ein jetzt gesetzter Wert wird nur für diese Sitzung aufbewahrt</translation>
    </message>
</context>
<context>
    <name>HelmDeck::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Kürzel</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Sonstige</translation>
    </message>
    <message>
        <source>Keyboard shortcuts by menu</source>
        <translation>Tastenkürzel nach Menü</translation>
    </message>
</context>
<context>
    <name>HelmDeck::StartPage</name>
    <message>
        <source>&amp;Recent projects</source>
        <translation>&amp;Zuletzt geöffnete Projekte</translation>
    </message>
    <message>
        <source>Recent projects</source>
        <translation>Zuletzt geöffnete Projekte</translation>
    </message>
    <message>
        <source>Open the project you had open last</source>
        <translation>Das zuletzt geöffnete Projekt wieder öffnen</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Reopen %1</source>
        <translation>%1 wieder öffnen</translation>
    </message>
</context>
</TS>
