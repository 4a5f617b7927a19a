<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>HelmDeck::ClusterPicker</name>
    <message>
        <source>Context:</source>
        <translation>Context:</translation>
    </message>
    <message>
        <source>Namespace:</source>
        <translation>Namespace:</translation>
    </message>
    <message>
        <source>Kube context</source>
        <translation>Kube-Context</translation>
    </message>
    <message>
        <source>Namespace</source>
        <translation>Namespace</translation>
    </message>
    <message>
        <source>Read the kubeconfig again</source>
        <translation>Die Kubeconfig erneut einlesen</translation>
    </message>
    <message>
        <source>Reload kubeconfig</source>
        <translation>Kubeconfig neu laden</translation>
    </message>
    <message>
        <source>KUBECONFIG (%1)</source>
        <translation>KUBECONFIG (%1)</translation>
    </message>
    <message>
        <source>No kube context found in %1. HelmDeck reads the kubeconfig like kubectl: set KUBECONFIG to your kubeconfig file(s) before starting HelmDeck, or put one at ~/.kube/config (for k3s, a copy of /etc/rancher/k3s/k3s.yaml), then press Reload.</source>
        <translation>Kein Kube-Context in %1 gefunden. HelmDeck liest die Kubeconfig wie kubectl: KUBECONFIG vor dem Start von HelmDeck auf die Kubeconfig-Datei(en) setzen oder eine unter ~/.kube/config ablegen (für k3s eine Kopie von /etc/rancher/k3s/k3s.yaml) und dann „Neu laden“ drücken.</translation>
    </message>
    <message>
        <source>The kube context every helm and kubectl call names</source>
        <translation>Der Kube-Context, den jeder Aufruf von helm und kubectl angibt</translation>
    </message>
    <message>
        <source>No kubeconfig found</source>
        <translation>Keine Kubeconfig gefunden</translation>
    </message>
    <message>
        <source>cluster %1, user %2</source>
        <translation>Cluster %1, Benutzer %2</translation>
    </message>
</context>
<context>
    <name>HelmDeck::DeployConfirmDialog</name>
    <message>
        <source>Deploy %1 to %2/%3</source>
        <translation>%1 in %2/%3 bereitstellen</translation>
    </message>
    <message>
        <source>What changes in the cluster</source>
        <translation>Was sich im Cluster ändert</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>Deploy</source>
        <translation>Bereitstellen</translation>
    </message>
    <message>
        <source>Computing the diff against the live releases…</source>
        <translation>Diff gegen die laufenden Releases wird berechnet…</translation>
    </message>
    <message>
        <source>The diff could not be computed:
%1</source>
        <translation>Der Diff konnte nicht berechnet werden:
%1</translation>
    </message>
    <message>
        <source>Deploying anyway changes the cluster without showing what changes first.</source>
        <translation>Trotzdem bereitzustellen ändert den Cluster, ohne vorher zu zeigen, was sich ändert.</translation>
    </message>
</context>
<context>
    <name>HelmDeck::DeployController</name>
    <message>
        <source>Progress</source>
        <translation>Fortschritt</translation>
    </message>
    <message>
        <source>&amp;Deploy...</source>
        <translation>&amp;Bereitstellen...</translation>
    </message>
    <message>
        <source>Deploy the current app to the chosen context and namespace, after showing the diff</source>
        <translation>Die aktuelle App im gewählten Context und Namespace bereitstellen, nachdem der Diff angezeigt wurde</translation>
    </message>
    <message>
        <source>D&amp;iff</source>
        <translation>&amp;Diff</translation>
    </message>
    <message>
        <source>Compare the current app with its live releases</source>
        <translation>Die aktuelle App mit ihren laufenden Releases vergleichen</translation>
    </message>
    <message>
        <source>D&amp;estroy...</source>
        <translation>&amp;Entfernen...</translation>
    </message>
    <message>
        <source>Uninstall the current app&apos;s releases from the chosen namespace</source>
        <translation>Die Releases der aktuellen App aus dem gewählten Namespace deinstallieren</translation>
    </message>
    <message>
        <source>&amp;Reload Kubeconfig</source>
        <translation>Kubeconfig neu &amp;laden</translation>
    </message>
    <message>
        <source>A Job Is Running</source>
        <translation>Ein Auftrag läuft</translation>
    </message>
    <message>
        <source>%1 is still running. Quit anyway? The running step is stopped and nothing after it runs.</source>
        <translation>%1 läuft noch. Trotzdem beenden? Der laufende Schritt wird angehalten und nichts danach wird ausgeführt.</translation>
    </message>
    <message>
        <source>the app</source>
        <translation>die App</translation>
    </message>
    <message>
        <source>%1 in %2/%3</source>
        <translation>%1 in %2/%3</translation>
    </message>
    <message>
        <source>Open a project to diff its app against the cluster.</source>
        <translation>Ein Projekt öffnen, um seine App mit dem Cluster zu vergleichen.</translation>
    </message>
    <message>
        <source>Another job is running; wait for it to end or cancel it.</source>
        <translation>Ein anderer Auftrag läuft; warten, bis er endet, oder ihn abbrechen.</translation>
    </message>
    <message>
        <source>Open a project with an app first.</source>
        <translation>Zuerst ein Projekt mit einer App öffnen.</translation>
    </message>
    <message>
        <source>Choose a kube context in the toolbar first.</source>
        <translation>Zuerst in der Werkzeugleiste einen Kube-Context wählen.</translation>
    </message>
    <message>
        <source>%1: preparing...</source>
        <translation>%1: Vorbereitung...</translation>
    </message>
    <message>
        <source>Nothing was changed. Fix these first (they are listed in Findings):

%1</source>
        <translation>Es wurde nichts geändert. Zuerst diese Fehler beheben (sie sind unter Befunde aufgeführt):

%1</translation>
    </message>
    <message>
        <source>There is nothing to run.</source>
        <translation>Es gibt nichts auszuführen.</translation>
    </message>
    <message>
        <source>Deploy</source>
        <translation>Bereitstellen</translation>
    </message>
    <message>
        <source>Create storage and deploy?</source>
        <translation>Storage anlegen und bereitstellen?</translation>
    </message>
    <message>
        <source>Destroy</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Destroy %1?</source>
        <translation>%1 entfernen?</translation>
    </message>
    <message>
        <source>This uninstalls the releases %1 from namespace &quot;%2&quot; of context &quot;%3&quot;: the app&apos;s Deployments, Services, Ingresses, CronJobs and its config and pull Secrets are deleted. Storage entries and their data stay.</source>
        <translation>Dies deinstalliert die Releases %1 aus dem Namespace „%2“ des Contexts „%3“: Die Deployments, Services, Ingresses und CronJobs der App sowie ihre Konfigurations- und Pull-Secrets werden gelöscht. Storage-Einträge und ihre Daten bleiben erhalten.</translation>
    </message>
    <message>
        <source>Storage &quot;%1&quot;</source>
        <translation>Storage „%1“</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>Storage</translation>
    </message>
    <message>
        <source>Select a storage entry in the Storage form first.</source>
        <translation>Zuerst im Storage-Formular einen Storage-Eintrag auswählen.</translation>
    </message>
    <message>
        <source>Destroy storage %1?</source>
        <translation>Storage %1 entfernen?</translation>
    </message>
    <message>
        <source>Diff</source>
        <translation>Diff</translation>
    </message>
    <message>
        <source>Roll back and deploy?</source>
        <translation>Zurücksetzen und bereitstellen?</translation>
    </message>
    <message>
        <source>%1

Roll back and deploy: roll the release back to its last deployed revision (a pending-install release is uninstalled), then deploy.</source>
        <translation>%1

Zurücksetzen und bereitstellen: Das Release wird auf seine zuletzt bereitgestellte Revision zurückgesetzt (ein Release im Zustand pending-install wird deinstalliert), dann wird bereitgestellt.</translation>
    </message>
</context>
<context>
    <name>HelmDeck::ProgressModel</name>
    <message>
        <source>Step %1</source>
        <translation>Schritt %1</translation>
    </message>
    <message numerus="yes">
        <source>… %n earlier line(s) dropped</source>
        <translation>
            <numerusform>… %n frühere Zeile verworfen</numerusform>
            <numerusform>… %n frühere Zeilen verworfen</numerusform>
        </translation>
    </message>
    <message>
        <source>Result: still running</source>
        <translation>Ergebnis: läuft noch</translation>
    </message>
    <message>
        <source>succeeded</source>
        <translation>erfolgreich</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>Result: %1 after %2</source>
        <translation>Ergebnis: %1 nach %2</translation>
    </message>
    <message>
        <source>Pending</source>
        <translation>Ausstehend</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Läuft</translation>
    </message>
    <message>
        <source>Succeeded</source>
        <translation>Erfolgreich</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <source>Skipped</source>
        <translation>Übersprungen</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
</context>
<context>
    <name>HelmDeck::ProgressPanel</name>
    <message>
        <source>Copy Log</source>
        <translation>Protokoll kopieren</translation>
    </message>
    <message>
        <source>Copy the whole run (every step with its state, duration and output) to the clipboard</source>
        <translation>Den ganzen Lauf (jeden Schritt mit Status, Dauer und Ausgabe) in die Zwischenablage kopieren</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop the running step (its whole process group) and run nothing after it</source>
        <translation>Den laufenden Schritt (seine ganze Prozessgruppe) anhalten und nichts danach ausführen</translation>
    </message>
    <message>
        <source>Steps done</source>
        <translation>Erledigte Schritte</translation>
    </message>
    <message>
        <source>Progress of the running step</source>
        <translation>Fortschritt des laufenden Schritts</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>Output of the selected step</source>
        <translation>Ausgabe des ausgewählten Schritts</translation>
    </message>
    <message>
        <source>The output of the selected step appears here.</source>
        <translation>Hier erscheint die Ausgabe des ausgewählten Schritts.</translation>
    </message>
    <message>
        <source>Done: %1</source>
        <translation>Fertig: %1</translation>
    </message>
    <message>
        <source>Cancelled: %1</source>
        <translation>Abgebrochen: %1</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Finished in %1.</source>
        <translation>Beendet in %1.</translation>
    </message>
    <message>
        <source>%1 of %2 steps</source>
        <translation>%1 von %2 Schritten</translation>
    </message>
    <message>
        <source>No job has run yet. Deploy, Destroy and the storage actions show their steps here.</source>
        <translation>Es ist noch kein Auftrag gelaufen. Bereitstellen, Entfernen und die Storage-Aktionen zeigen ihre Schritte hier.</translation>
    </message>
    <message>
        <source>Cancelling: %1</source>
        <translation>Wird abgebrochen: %1</translation>
    </message>
    <message>
        <source>%1: step %2 of %3, %4</source>
        <translation>%1: Schritt %2 von %3, %4</translation>
    </message>
    <message>
        <source>%1: starting</source>
        <translation>%1: wird gestartet</translation>
    </message>
    <message>
        <source>Succeeded: %1 (%2)</source>
        <translation>Erfolgreich: %1 (%2)</translation>
    </message>
    <message>
        <source>Cancelled: %1 (after %2)</source>
        <translation>Abgebrochen: %1 (nach %2)</translation>
    </message>
</context>
<context>
    <name>HelmDeck::StorageActions</name>
    <message>
        <source>&amp;Create Storage</source>
        <translation>Storage &amp;anlegen</translation>
    </message>
    <message>
        <source>Destroy Storage...</source>
        <translation>Storage entfernen...</translation>
    </message>
    <message>
        <source>Storage &amp;Status</source>
        <translation>Storage-&amp;Status</translation>
    </message>
    <message>
        <source>&amp;Wait for Storage</source>
        <translation>Auf Storage &amp;warten</translation>
    </message>
    <message>
        <source>&amp;Storage Entry</source>
        <translation>&amp;Storage-Eintrag</translation>
    </message>
    <message>
        <source>&amp;Storage Entry &quot;%1&quot;</source>
        <translation>&amp;Storage-Eintrag „%1“</translation>
    </message>
    <message>
        <source>This uninstalls the release %1 in context &quot;%2&quot;: its PersistentVolumeClaim (and a host-path volume HelmDeck made) is deleted, and with it the data when the storage class deletes on release.</source>
        <translation>Dies deinstalliert das Release %1 im Context „%2“: Sein PersistentVolumeClaim (und ein von HelmDeck angelegtes host-path-Volume) wird gelöscht und damit auch die Daten, wenn die Storage class beim Freigeben löscht.</translation>
    </message>
    <message>
        <source>Storage %1, mounted by app %2, has no claim in namespace &quot;%3&quot; yet.

Create storage and deploy: install %4 first, in this deploy, then the app&apos;s releases.</source>
        <translation>Storage %1, eingehängt von der App %2, hat im Namespace „%3“ noch keinen Claim.

Storage anlegen und bereitstellen: zuerst %4 installieren, in dieser Bereitstellung, dann die Releases der App.</translation>
    </message>
</context>
</TS>
