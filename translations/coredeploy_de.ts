<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>HelmDeck::AppSteps</name>
    <message>
        <source>Preflight checks</source>
        <translation>Vorabprüfungen</translation>
    </message>
    <message>
        <source>ok: tools found, project valid, image in a registry</source>
        <translation>ok: Werkzeuge gefunden, Projekt gültig, Image in einer Registry</translation>
    </message>
    <message numerus="yes">
        <source>%n errors block the deploy</source>
        <translation>
            <numerusform>%n Fehler verhindert die Bereitstellung</numerusform>
            <numerusform>%n Fehler verhindern die Bereitstellung</numerusform>
        </translation>
    </message>
    <message>
        <source>Reach the cluster of %1</source>
        <translation>Den Cluster von %1 erreichen</translation>
    </message>
    <message>
        <source>namespace %1 exists</source>
        <translation>Namespace %1 existiert</translation>
    </message>
    <message>
        <source>namespace %1 will be created</source>
        <translation>Namespace %1 wird angelegt</translation>
    </message>
    <message>
        <source>Check that no release of %1 is locked</source>
        <translation>Prüfen, dass kein Release von %1 gesperrt ist</translation>
    </message>
    <message>
        <source>%1 is %2</source>
        <comment>a release and its status</comment>
        <translation>%1 ist %2</translation>
    </message>
    <message>
        <source>%1: %2 — recovered below (--recover)</source>
        <translation>%1: %2 — wird unten wiederhergestellt (--recover)</translation>
    </message>
    <message>
        <source>release %1: %5, and every upgrade would be refused (&quot;another operation is in progress&quot;). Nothing was changed. Deploy again with --recover (in the window: &quot;Roll back and deploy&quot;), which first rolls a pending-upgrade or pending-rollback release back to its last deployed revision and uninstalls a pending-install one; by hand: helm history %2 --kube-context %3 --namespace %4, then helm rollback %2 &lt;revision&gt; (or helm uninstall %2) with the same options</source>
        <translation>Release %1: %5, und jedes Upgrade würde abgelehnt („another operation is in progress“). Nichts wurde geändert. Erneut mit --recover bereitstellen (im Fenster: „Zurücksetzen und bereitstellen“): Das setzt ein Release im Zustand pending-upgrade oder pending-rollback zuerst auf seine zuletzt bereitgestellte Revision zurück und deinstalliert eines im Zustand pending-install; von Hand: helm history %2 --kube-context %3 --namespace %4, dann helm rollback %2 &lt;revision&gt; (oder helm uninstall %2) mit denselben Optionen</translation>
    </message>
    <message>
        <source>, release </source>
        <comment>joins &quot;config-shop is pending-upgrade&quot; and the next</comment>
        <translation>, Release </translation>
    </message>
    <message>
        <source>Check storage classes</source>
        <translation>Storage Classes prüfen</translation>
    </message>
    <message>
        <source>storage class %1 does not exist in the cluster (it has: %2)</source>
        <translation>Storage Class %1 existiert nicht im Cluster (vorhanden: %2)</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no storage classes</comment>
        <translation>keine</translation>
    </message>
    <message>
        <source>found: %1</source>
        <translation>gefunden: %1</translation>
    </message>
    <message>
        <source>Read live CronJobs of %1</source>
        <translation>Laufende CronJobs von %1 lesen</translation>
    </message>
    <message numerus="yes">
        <source>%n live cron task(s) keep their names</source>
        <translation>
            <numerusform>%n laufende Cron-Aufgabe behält ihren Namen</numerusform>
            <numerusform>%n laufende Cron-Aufgaben behalten ihre Namen</numerusform>
        </translation>
    </message>
    <message>
        <source>Install %1</source>
        <translation>%1 installieren</translation>
    </message>
    <message>
        <source>Uninstall %1 (not needed)</source>
        <translation>%1 deinstallieren (nicht benötigt)</translation>
    </message>
    <message>
        <source>Install %1 and wait</source>
        <translation>%1 installieren und warten</translation>
    </message>
    <message>
        <source>%1
— the app&apos;s pods wait for it; helm would wait for its whole timeout, stopped now</source>
        <translation>%1
— die Pods der App warten darauf; helm würde sein ganzes Timeout lang warten, jetzt abgebrochen</translation>
    </message>
    <message>
        <source>%1 — helm would wait for its whole timeout, stopped now</source>
        <translation>%1 — helm würde sein ganzes Timeout lang warten, jetzt abgebrochen</translation>
    </message>
    <message>
        <source>%1
the pods showed: %2</source>
        <translation>%1
die Pods zeigten: %2</translation>
    </message>
    <message>
        <source>Check the release Job %1</source>
        <translation>Den Release-Job %1 prüfen</translation>
    </message>
    <message>
        <source>an interrupted helm left it locked</source>
        <translation>ein abgebrochenes helm hat es gesperrt hinterlassen</translation>
    </message>
    <message>
        <source>Read live Deployments of %1</source>
        <translation>Laufende Deployments von %1 lesen</translation>
    </message>
    <message numerus="yes">
        <source>%n live Deployment(s)</source>
        <translation>
            <numerusform>%n laufendes Deployment</numerusform>
            <numerusform>%n laufende Deployments</numerusform>
        </translation>
    </message>
    <message>
        <source>Prune imagePullSecrets of live Deployments</source>
        <translation>imagePullSecrets der laufenden Deployments bereinigen</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Bericht</translation>
    </message>
    <message>
        <source>Report %1</source>
        <translation>Bericht %1</translation>
    </message>
    <message>
        <source>%1: %2/%3 ready</source>
        <translation>%1: %2/%3 bereit</translation>
    </message>
</context>
<context>
    <name>HelmDeck::ChangeSummary</name>
    <message>
        <source>%1 (release %2, revision %3)</source>
        <translation>%1 (Release %2, Revision %3)</translation>
    </message>
    <message>
        <source>Summary of changes</source>
        <translation>Zusammenfassung der Änderungen</translation>
    </message>
    <message>
        <source>changed: %1</source>
        <translation>geändert: %1</translation>
    </message>
    <message>
        <source>stopped at: %1 (it may have changed part of it: see helm history or kubectl)</source>
        <translation>angehalten bei: %1 (hat möglicherweise einen Teil geändert: siehe helm history oder kubectl)</translation>
    </message>
    <message>
        <source>stopped at: %1</source>
        <translation>angehalten bei: %1</translation>
    </message>
    <message>
        <source>stopped before: %1</source>
        <translation>angehalten vor: %1</translation>
    </message>
    <message>
        <source>nothing was changed in the cluster before it stopped</source>
        <translation>vor dem Anhalten wurde nichts im Cluster geändert</translation>
    </message>
    <message>
        <source>changed before it stopped: %1</source>
        <translation>vor dem Anhalten geändert: %1</translation>
    </message>
    <message>
        <source>not changed: %1</source>
        <translation>nicht geändert: %1</translation>
    </message>
    <message>
        <source>then, so the next deploy can start: %1</source>
        <translation>danach, damit die nächste Bereitstellung starten kann: %1</translation>
    </message>
</context>
<context>
    <name>HelmDeck::ChartFiles</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>cannot create the directory %1</source>
        <translation>das Verzeichnis %1 kann nicht angelegt werden</translation>
    </message>
</context>
<context>
    <name>HelmDeck::ChartLimits</name>
    <message>
        <source>the %1 HelmDeck writes for release %2 would be %3 bytes, over %4, the most Helm reads from one file of a chart: helm would refuse the release. An app this large (processes, cron tasks, env, domains) must be split into several apps</source>
        <translation>die Datei %1, die HelmDeck für das Release %2 schreibt, wäre %3 Bytes groß, über %4, dem Höchstwert, den Helm aus einer Datei eines Charts liest: helm würde das Release ablehnen. Eine so große App (Prozesse, Cron-Aufgaben, env, Domains) muss auf mehrere Apps aufgeteilt werden</translation>
    </message>
    <message>
        <source>the %1 HelmDeck writes for release %2 would be at least %3 bytes, over %4, the most Helm reads from one file of a chart: helm would refuse the release. An app this large (processes, cron tasks, env, domains) must be split into several apps</source>
        <translation>die Datei %1, die HelmDeck für das Release %2 schreibt, wäre mindestens %3 Bytes groß, über %4, dem Höchstwert, den Helm aus einer Datei eines Charts liest: helm würde das Release ablehnen. Eine so große App (Prozesse, Cron-Aufgaben, env, Domains) muss auf mehrere Apps aufgeteilt werden</translation>
    </message>
</context>
<context>
    <name>HelmDeck::ChartWriter</name>
    <message>
        <source>the %1 chart is missing from this build (%2)</source>
        <translation>das Chart %1 fehlt in diesem Build (%2)</translation>
    </message>
    <message>
        <source>could not write the values of the %1 chart</source>
        <translation>die Values des Charts %1 konnten nicht geschrieben werden</translation>
    </message>
    <message>
        <source>cannot read the chart resource %1</source>
        <translation>die Chart-Ressource %1 kann nicht gelesen werden</translation>
    </message>
</context>
<context>
    <name>HelmDeck::DeployPlanner</name>
    <message>
        <source>no app named &quot;%1&quot; in the project (apps: %2)</source>
        <translation>keine App namens „%1“ im Projekt (Apps: %2)</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no apps</comment>
        <translation>keine</translation>
    </message>
    <message>
        <source>cannot restart &quot;%1&quot;: app %2 has no such process type (it has: %3)</source>
        <translation>„%1“ kann nicht neu gestartet werden: App %2 hat keinen solchen Prozesstyp (vorhanden: %3)</translation>
    </message>
    <message>
        <source>cannot create a private temporary directory</source>
        <translation>ein privates temporäres Verzeichnis kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>Deploy %1 to %2</source>
        <translation>%1 in %2 bereitstellen</translation>
    </message>
    <message>
        <source>Deploy %1 to %2, after %3 (giving up hosts)</source>
        <translation>%1 in %2 bereitstellen, nach %3 (gibt Hosts ab)</translation>
    </message>
    <message>
        <source>Restart %1 (%2) on %3</source>
        <translation>%1 (%2) in %3 neu starten</translation>
    </message>
    <message>
        <source>Restart %1 (%2) on %3, after %4 (giving up hosts)</source>
        <translation>%1 (%2) in %3 neu starten, nach %4 (gibt Hosts ab)</translation>
    </message>
    <message>
        <source>Destroy %1 on %2</source>
        <translation>%1 in %2 entfernen</translation>
    </message>
    <message>
        <source>namespace %1 exists</source>
        <translation>Namespace %1 existiert</translation>
    </message>
    <message>
        <source>app %1 was not found: namespace %2 does not exist on context %3, so nothing was destroyed (is it deployed under another namespace? --namespace, or the app&apos;s namespace in the project)</source>
        <translation>App %1 wurde nicht gefunden: Namespace %2 existiert im Context %3 nicht, daher wurde nichts entfernt (ist sie in einem anderen Namespace bereitgestellt? --namespace oder der Namespace der App im Projekt)</translation>
    </message>
    <message>
        <source>Find the releases of %1 in %2</source>
        <translation>Die Releases von %1 in %2 suchen</translation>
    </message>
    <message>
        <source>app %1 was not found: none of its releases (%2) is installed in namespace %3 on context %4, so nothing was destroyed</source>
        <translation>App %1 wurde nicht gefunden: keines ihrer Releases (%2) ist im Namespace %3 im Context %4 installiert, daher wurde nichts entfernt</translation>
    </message>
    <message>
        <source>to uninstall: %1</source>
        <translation>zu deinstallieren: %1</translation>
    </message>
    <message>
        <source>Uninstall %1</source>
        <translation>%1 deinstallieren</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>nicht installiert</translation>
    </message>
    <message>
        <source>the new name is the current name &quot;%1&quot;</source>
        <translation>der neue Name ist der aktuelle Name „%1“</translation>
    </message>
    <message>
        <source>the project already has an app named &quot;%1&quot;</source>
        <translation>das Projekt hat bereits eine App namens „%1“</translation>
    </message>
    <message>
        <source>Rename %1 to %2 on %3</source>
        <translation>%1 auf %3 in %2 umbenennen</translation>
    </message>
    <message>
        <source>Find the releases of %1 and %2</source>
        <translation>Die Releases von %1 und %2 suchen</translation>
    </message>
    <message>
        <source>Check that %1 is free in %2</source>
        <translation>Prüfen, dass %1 in %2 frei ist</translation>
    </message>
    <message>
        <source>release %1 already exists in namespace %2: the new name is taken — destroy that app first or pick another name</source>
        <translation>Release %1 existiert bereits im Namespace %2: der neue Name ist vergeben — zuerst diese App entfernen oder einen anderen Namen wählen</translation>
    </message>
    <message>
        <source>releases %1 already exist in namespace %2: the new name is taken — destroy that app first or pick another name</source>
        <translation>Releases %1 existieren bereits im Namespace %2: der neue Name ist vergeben — zuerst diese App entfernen oder einen anderen Namen wählen</translation>
    </message>
    <message>
        <source>no release of the old name is installed</source>
        <translation>kein Release des alten Namens ist installiert</translation>
    </message>
    <message>
        <source>to uninstall afterwards: %1</source>
        <translation>danach zu deinstallieren: %1</translation>
    </message>
    <message>
        <source>Uninstall %1 (old name)</source>
        <translation>%1 deinstallieren (alter Name)</translation>
    </message>
</context>
<context>
    <name>HelmDeck::DiffJob</name>
    <message>
        <source>A deploy rolls the pods of %1 (a new deployment id), also when nothing above changes.</source>
        <translation>Eine Bereitstellung startet die Pods von %1 neu (eine neue Deployment-ID), auch wenn sich oben nichts ändert.</translation>
    </message>
    <message>
        <source>a diff is already running</source>
        <translation>ein Diff läuft bereits</translation>
    </message>
    <message>
        <source>no app named &quot;%1&quot; in the project</source>
        <translation>keine App namens „%1“ im Projekt</translation>
    </message>
    <message>
        <source>Diff %1 against %2/%3</source>
        <translation>Diff von %1 gegen %2/%3</translation>
    </message>
    <message>
        <source>List live releases</source>
        <translation>Laufende Releases auflisten</translation>
    </message>
    <message>
        <source>Read live %1</source>
        <translation>Laufendes Release %1 lesen</translation>
    </message>
    <message>
        <source>the diff could not start</source>
        <translation>der Diff konnte nicht starten</translation>
    </message>
</context>
<context>
    <name>HelmDeck::GateProgress</name>
    <message>
        <source>release Job %1: already complete (same image, commands and config as an earlier deploy): not run again</source>
        <translation>Release-Job %1: bereits abgeschlossen (gleiches Image, gleiche Befehle und Konfiguration wie bei einer früheren Bereitstellung): wird nicht erneut ausgeführt</translation>
    </message>
    <message>
        <source>release Job %1: failed on an earlier deploy with the same inputs; the app&apos;s pods will not start until the inputs change or the Job is deleted</source>
        <translation>Release-Job %1: bei einer früheren Bereitstellung mit denselben Eingaben fehlgeschlagen; die Pods der App starten erst, wenn sich die Eingaben ändern oder der Job gelöscht wird</translation>
    </message>
    <message>
        <source>release Job %1: will run in this deploy</source>
        <translation>Release-Job %1: läuft in dieser Bereitstellung</translation>
    </message>
    <message>
        <source>release Job %1: exists, still running</source>
        <translation>Release-Job %1: existiert, läuft noch</translation>
    </message>
    <message>
        <source>release Job %1: complete</source>
        <translation>Release-Job %1: abgeschlossen</translation>
    </message>
    <message>
        <source>release Job %1: running</source>
        <translation>Release-Job %1: läuft</translation>
    </message>
    <message>
        <source>release Job %1: failed</source>
        <translation>Release-Job %1: fehlgeschlagen</translation>
    </message>
    <message>
        <source>release Job %1: pending</source>
        <translation>Release-Job %1: ausstehend</translation>
    </message>
</context>
<context>
    <name>HelmDeck::GateWatch</name>
    <message>
        <source>%1: exit %2%3</source>
        <translation>%1: Exit-Code %2%3</translation>
    </message>
    <message>
        <source>the release command failed (Job %1, exit %2):
%3</source>
        <translation>der Release-Befehl ist fehlgeschlagen (Job %1, Exit-Code %2):
%3</translation>
    </message>
    <message>
        <source>the release Job failed: %1</source>
        <translation>der Release-Job ist fehlgeschlagen: %1</translation>
    </message>
</context>
<context>
    <name>HelmDeck::HelmErrors</name>
    <message>
        <source>%1 (the line counts in the rendered document)</source>
        <translation>%1 (die Zeile zählt im gerenderten Dokument)</translation>
    </message>
    <message>
        <source>failed without a message</source>
        <translation>ohne Meldung fehlgeschlagen</translation>
    </message>
</context>
<context>
    <name>HelmDeck::HostCheck</name>
    <message>
        <source>made by no release</source>
        <translation>von keinem Release erstellt</translation>
    </message>
    <message>
        <source>of release %1 in namespace %2</source>
        <translation>des Release %1 im Namespace %2</translation>
    </message>
    <message>
        <source>the cluster could not be reached (%1): the hosts of app %2 were not checked</source>
        <translation>der Cluster war nicht erreichbar (%1): die Hosts der App %2 wurden nicht geprüft</translation>
    </message>
    <message>
        <source>the hosts of app %1 could not all be checked against the cluster: %2</source>
        <translation>die Hosts der App %1 konnten nicht alle gegen den Cluster geprüft werden: %2</translation>
    </message>
    <message>
        <source>%1 %2 cannot be read: %3; the hosts it routes were not checked against app %4</source>
        <translation>%1 %2 kann nicht gelesen werden: %3; die Hosts, die es weiterleitet, wurden nicht gegen die App %4 geprüft</translation>
    </message>
    <message>
        <source>host %1 moves from app %2 (namespace %3, %4) to app %5 (namespace %6): %2 is deployed first in this plan and gives it up</source>
        <translation>Host %1 wechselt von der App %2 (Namespace %3, %4) zur App %5 (Namespace %6): %2 wird in diesem Plan zuerst bereitgestellt und gibt ihn ab</translation>
    </message>
    <message>
        <source>app %1 of this project still lists it: remove it there first</source>
        <translation>die App %1 dieses Projekts führt ihn noch: zuerst dort entfernen</translation>
    </message>
    <message>
        <source>remove it from that app first, or choose another host or path</source>
        <translation>zuerst aus dieser App entfernen oder einen anderen Host oder Pfad wählen</translation>
    </message>
    <message>
        <source>host %1 of app %2 (namespace %3) is already routed by %4 %5 (path %6): two apps would fight over it; %7</source>
        <translation>Host %1 der App %2 (Namespace %3) wird bereits von %4 %5 weitergeleitet (Pfad %6): zwei Apps würden um ihn konkurrieren; %7</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>the last two of a list</comment>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>hosts of app %1 checked against the live %2 in %3</source>
        <translation>Hosts der App %1 gegen die laufenden %2 in %3 geprüft</translation>
    </message>
    <message>
        <source>the parent Gateway %1 of app %2 could not be read: %3</source>
        <translation>das übergeordnete Gateway %1 der App %2 konnte nicht gelesen werden: %3</translation>
    </message>
    <message>
        <source>the parent Gateway %1 in namespace %2 of app %3 does not exist in the cluster: its HTTPRoutes would never be served (create the Gateway, or fix routing.gateway.name / routing.gateway.namespace)</source>
        <translation>das übergeordnete Gateway %1 im Namespace %2 der App %3 existiert nicht im Cluster: ihre HTTPRoutes würden nie bedient (das Gateway anlegen oder routing.gateway.name / routing.gateway.namespace korrigieren)</translation>
    </message>
    <message>
        <source>the parent Gateway %1 has no HTTPS listener for host %2: the domain has TLS (%3) but the Gateway will not serve it over HTTPS; add a listener with protocol HTTPS and hostname %2 (or none)</source>
        <translation>das übergeordnete Gateway %1 hat keinen HTTPS-Listener für den Host %2: die Domain hat TLS (%3), aber das Gateway bedient sie nicht über HTTPS; einen Listener mit Protokoll HTTPS und Hostname %2 (oder keinem) hinzufügen</translation>
    </message>
    <message>
        <source>the parent Gateway %1 has no HTTPS listener for host %2 in section %3: the domain has TLS (%4) but the Gateway will not serve it over HTTPS; add a listener with protocol HTTPS and hostname %2 (or none)</source>
        <translation>das übergeordnete Gateway %1 hat keinen HTTPS-Listener für den Host %2 in der Section %3: die Domain hat TLS (%4), aber das Gateway bedient sie nicht über HTTPS; einen Listener mit Protokoll HTTPS und Hostname %2 (oder keinem) hinzufügen</translation>
    </message>
</context>
<context>
    <name>HelmDeck::JobSetup</name>
    <message>
        <source>%1 (the %2 URL)</source>
        <translation>%1 (die %2-URL)</translation>
    </message>
    <message>
        <source>%1 (the %2 password)</source>
        <translation>%1 (das %2-Passwort)</translation>
    </message>
    <message>
        <source>no value stored in the keychain; it renders empty</source>
        <translation>kein Wert im Schlüsselbund gespeichert; es wird leer gerendert</translation>
    </message>
    <message>
        <source>no system keychain to read it from; it renders empty</source>
        <translation>kein Schlüsselbund des Systems, aus dem es gelesen werden kann; es wird leer gerendert</translation>
    </message>
    <message>
        <source>a new password was generated and stored in the keychain</source>
        <translation>ein neues Passwort wurde erzeugt und im Schlüsselbund gespeichert</translation>
    </message>
    <message>
        <source>keychain: %1</source>
        <translation>Schlüsselbund: %1</translation>
    </message>
    <message>
        <source>no context &quot;%1&quot; in the kubeconfig (%2); contexts: %3</source>
        <translation>kein Context „%1“ in der Kubeconfig (%2); Contexts: %3</translation>
    </message>
</context>
<context>
    <name>HelmDeck::KustomizePostRenderer</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>cannot create %1</source>
        <translation>%1 kann nicht angelegt werden</translation>
    </message>
</context>
<context>
    <name>HelmDeck::LiveOwnership</name>
    <message>
        <source>cannot create a private temporary directory: the objects of app %1 were not checked against the cluster</source>
        <translation>ein privates temporäres Verzeichnis kann nicht angelegt werden: die Objekte der App %1 wurden nicht gegen den Cluster geprüft</translation>
    </message>
    <message>
        <source>helm template timed out</source>
        <translation>helm template hat das Zeitlimit überschritten</translation>
    </message>
    <message>
        <source>release %1 could not be rendered (%2): its objects were not checked against the cluster</source>
        <translation>Release %1 konnte nicht gerendert werden (%2): seine Objekte wurden nicht gegen den Cluster geprüft</translation>
    </message>
    <message>
        <source>cannot start kubectl: %1</source>
        <translation>kubectl kann nicht gestartet werden: %1</translation>
    </message>
    <message>
        <source>kubectl timed out</source>
        <translation>kubectl hat das Zeitlimit überschritten</translation>
    </message>
    <message>
        <source>the cluster could not be reached (%1): the objects of app %2 were not checked</source>
        <translation>der Cluster war nicht erreichbar (%1): die Objekte der App %2 wurden nicht geprüft</translation>
    </message>
    <message>
        <source>%1 could not be listed (%2): not checked</source>
        <translation>%1 konnten nicht aufgelistet werden (%2): nicht geprüft</translation>
    </message>
</context>
<context>
    <name>HelmDeck::ManifestDiffResult</name>
    <message>
        <source>%1 added, %2 changed, %3 removed</source>
        <translation>%1 hinzugefügt, %2 geändert, %3 entfernt</translation>
    </message>
</context>
<context>
    <name>HelmDeck::ObjectGraph</name>
    <message>
        <source>%1 &quot;%2&quot; (release %3)</source>
        <translation>%1 „%2“ (Release %3)</translation>
    </message>
    <message>
        <source>selects</source>
        <comment>an arrow of the object map</comment>
        <translation>wählt aus</translation>
    </message>
    <message>
        <source>port</source>
        <comment>an arrow of the object map</comment>
        <translation>Port</translation>
    </message>
    <message>
        <source>routes</source>
        <comment>an arrow of the object map</comment>
        <translation>leitet weiter</translation>
    </message>
    <message>
        <source>mounts</source>
        <comment>an arrow of the object map</comment>
        <translation>bindet ein</translation>
    </message>
    <message>
        <source>binds</source>
        <comment>an arrow of the object map</comment>
        <translation>bindet</translation>
    </message>
    <message>
        <source>env from</source>
        <comment>an arrow of the object map</comment>
        <translation>env aus</translation>
    </message>
    <message>
        <source>env</source>
        <comment>an arrow of the object map</comment>
        <translation>env</translation>
    </message>
    <message>
        <source>volume</source>
        <comment>an arrow of the object map</comment>
        <translation>Volume</translation>
    </message>
    <message>
        <source>pull secret</source>
        <comment>an arrow of the object map</comment>
        <translation>Pull-Secret</translation>
    </message>
    <message>
        <source>runs as</source>
        <comment>an arrow of the object map</comment>
        <translation>läuft als</translation>
    </message>
    <message>
        <source>TLS</source>
        <comment>an arrow of the object map</comment>
        <translation>TLS</translation>
    </message>
    <message>
        <source>scales</source>
        <comment>an arrow of the object map</comment>
        <translation>skaliert</translation>
    </message>
    <message>
        <source>%1 selects no pods: %2</source>
        <translation>%1 wählt keine Pods aus: %2</translation>
    </message>
    <message>
        <source>%1 sends traffic to port %2, but %3</source>
        <translation>%1 sendet Verkehr an Port %2, aber %3</translation>
    </message>
    <message>
        <source>%1 routes to port %2 of %3, which has no such port (%4)</source>
        <translation>%1 leitet an Port %2 von %3 weiter, der keinen solchen Port hat (%4)</translation>
    </message>
    <message>
        <source>%1 routes to Service &quot;%2&quot;, which no release renders</source>
        <translation>%1 leitet an den Service „%2“ weiter, den kein Release rendert</translation>
    </message>
    <message>
        <source>%1 mounts the claim &quot;%2&quot;%3, but no release renders a PersistentVolumeClaim of that name</source>
        <translation>%1 bindet den Claim „%2“%3 ein, aber kein Release rendert einen PersistentVolumeClaim dieses Namens</translation>
    </message>
    <message>
        <source>%1 refers to %2 &quot;%3&quot; (%4%5), which no release renders</source>
        <translation>%1 verweist auf %2 „%3“ (%4%5); kein Release rendert dieses Objekt</translation>
    </message>
</context>
<context>
    <name>HelmDeck::ObjectGraphBuilder</name>
    <message>
        <source>managed outside HelmDeck&apos;s releases</source>
        <translation>außerhalb der Releases von HelmDeck verwaltet</translation>
    </message>
    <message>
        <source>Kubernetes publishes it in every namespace</source>
        <translation>Kubernetes veröffentlicht es in jedem Namespace</translation>
    </message>
    <message>
        <source>Kubernetes creates it in every namespace</source>
        <translation>Kubernetes legt es in jedem Namespace an</translation>
    </message>
    <message>
        <source>optional: the pod starts without it</source>
        <translation>optional: der Pod startet ohne es</translation>
    </message>
    <message>
        <source>cert-manager creates it for the issuer the Ingress names</source>
        <translation>cert-manager legt es für den Issuer an, den das Ingress nennt</translation>
    </message>
    <message>
        <source>no release renders it</source>
        <translation>kein Release rendert es</translation>
    </message>
    <message>
        <source>the Service has no ports</source>
        <translation>der Service hat keine Ports</translation>
    </message>
    <message>
        <source>the Service has %1</source>
        <translation>der Service hat %1</translation>
    </message>
    <message>
        <source>no pod template has the labels %1</source>
        <translation>kein Pod-Template hat die Labels %1</translation>
    </message>
    <message>
        <source>no container of the pods it selects (%1) declares that port</source>
        <translation>kein Container der ausgewählten Pods (%1) deklariert diesen Port</translation>
    </message>
</context>
<context>
    <name>HelmDeck::OwnershipCheck</name>
    <message>
        <source>made by no Helm release</source>
        <translation>von keinem Helm-Release erstellt</translation>
    </message>
    <message>
        <source>annotated for %1 but without the label app.kubernetes.io/managed-by=Helm</source>
        <translation>für %1 annotiert, aber ohne das Label app.kubernetes.io/managed-by=Helm</translation>
    </message>
    <message>
        <source>of release %1 in namespace %2</source>
        <translation>des Release %1 im Namespace %2</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keiner)</translation>
    </message>
    <message>
        <source>%1 %2/%3, which release %4 would create, already exists %5: helm would stop on it half-way. Adopt it into %4 (%6; then %7), rename app %8, or delete it (%9)</source>
        <translation>%1 %2/%3, das Release %4 anlegen würde, existiert bereits, %5: helm würde auf halbem Weg daran scheitern. Es in %4 übernehmen (%6; dann %7), die App %8 umbenennen oder es löschen (%9)</translation>
    </message>
    <message>
        <source>the %1 objects of releases %2 checked against namespace %3: none exists outside them</source>
        <translation>die %1 Objekte der Releases %2 gegen den Namespace %3 geprüft: keines existiert außerhalb davon</translation>
    </message>
    <message>
        <source>storage entry %1, mounted by app %2, has no claim in namespace %3: this deploy creates it first (release storage-%1)</source>
        <translation>Storage-Eintrag %1, eingebunden von der App %2, hat keinen Claim im Namespace %3: diese Bereitstellung legt ihn zuerst an (Release storage-%1)</translation>
    </message>
    <message>
        <source>storage entry %1, mounted by app %2, has no claim in namespace %3: its pods would wait until the deploy times out. Create it first: helmdeck-cli storage create %1 %4 (or deploy with --create-storage)</source>
        <translation>Storage-Eintrag %1, eingebunden von der App %2, hat keinen Claim im Namespace %3: ihre Pods würden warten, bis die Bereitstellung das Zeitlimit überschreitet. Zuerst anlegen: helmdeck-cli storage create %1 %4 (oder mit --create-storage bereitstellen)</translation>
    </message>
</context>
<context>
    <name>HelmDeck::PostdeploySteps</name>
    <message>
        <source>the new release is live, but postdeploy failed (exit %1)</source>
        <translation>das neue Release läuft, aber postdeploy ist fehlgeschlagen (Exit-Code %1)</translation>
    </message>
    <message>
        <source>the new release is live, but postdeploy did not finish</source>
        <translation>das neue Release läuft, aber postdeploy wurde nicht beendet</translation>
    </message>
    <message>
        <source>the new release is live, but postdeploy did not finish: %1</source>
        <translation>das neue Release läuft, aber postdeploy wurde nicht beendet: %1</translation>
    </message>
</context>
<context>
    <name>HelmDeck::Preflight</name>
    <message>
        <source>the namespace chosen for this job (--namespace, or the toolbar&apos;s)</source>
        <translation>der für diesen Auftrag gewählte Namespace (--namespace oder der der Werkzeugleiste)</translation>
    </message>
    <message>
        <source>helm was not found</source>
        <translation>helm wurde nicht gefunden</translation>
    </message>
    <message>
        <source>kubectl was not found</source>
        <translation>kubectl wurde nicht gefunden</translation>
    </message>
    <message>
        <source>no kubeconfig found (looked at %1), so there is no cluster to act on: set KUBECONFIG to your cluster&apos;s kubeconfig or create ~/.kube/config (on a k3s server: /etc/rancher/k3s/k3s.yaml), then pick a context in the toolbar or pass --context</source>
        <translation>keine Kubeconfig gefunden (gesucht in %1), daher gibt es keinen Cluster, auf dem gearbeitet werden kann: KUBECONFIG auf die Kubeconfig des Clusters setzen oder ~/.kube/config anlegen (auf einem k3s-Server: /etc/rancher/k3s/k3s.yaml), dann einen Context in der Werkzeugleiste wählen oder --context angeben</translation>
    </message>
    <message>
        <source>no kube context is chosen and the kubeconfig (%1) names no current one: pick one in the toolbar or pass --context (contexts: kubectl config get-contexts)</source>
        <translation>kein Kube-Context gewählt, und die Kubeconfig (%1) nennt keinen aktuellen: einen in der Werkzeugleiste wählen oder --context angeben (Contexts: kubectl config get-contexts)</translation>
    </message>
    <message>
        <source>app %1 has no image: set the image the cluster pulls, e.g. registry.example.com/%1:1</source>
        <translation>App %1 hat kein Image: das Image angeben, das der Cluster lädt, z. B. registry.example.com/%1:1</translation>
    </message>
    <message>
        <source>image &quot;%1&quot; is not an image reference: %2</source>
        <translation>Image „%1“ ist keine Image-Referenz: %2</translation>
    </message>
    <message>
        <source>image &quot;%1&quot; names no registry: it may be a local-only tag (docker build -t) that the cluster cannot pull. If it is on Docker Hub, write %2; otherwise push it to a registry and write the full reference, e.g. registry.example.com/%1</source>
        <translation>Image „%1“ nennt keine Registry: es kann ein nur lokaler Tag sein (docker build -t), den der Cluster nicht laden kann. Liegt es auf Docker Hub, %2 schreiben; sonst in eine Registry pushen und die vollständige Referenz schreiben, z. B. registry.example.com/%1</translation>
    </message>
    <message>
        <source>image &quot;%1&quot; is in a loopback registry: only a single-node cluster on this machine can pull it</source>
        <translation>Image „%1“ liegt in einer Loopback-Registry: nur ein Ein-Node-Cluster auf diesem Rechner kann es laden</translation>
    </message>
    <message>
        <source>the key of app %1&apos;s imported certificate is not in the keychain: tls-%1 cannot be deployed without it. Unlock the keychain, or import it again (helmdeck certs import %1 --cert FILE --key KEY)</source>
        <translation>der Schlüssel des importierten Zertifikats der App %1 ist nicht im Schlüsselbund: tls-%1 kann ohne ihn nicht bereitgestellt werden. Den Schlüsselbund entsperren oder das Zertifikat erneut importieren (helmdeck certs import %1 --cert FILE --key KEY)</translation>
    </message>
    <message>
        <source>secret %1 of app %2 has no value in the keychain: a deploy would blank it in the cluster. Unlock the keychain, or open the project in the window, enter the value and save</source>
        <translation>Secret %1 der App %2 hat keinen Wert im Schlüsselbund: eine Bereitstellung würde es im Cluster leeren. Den Schlüsselbund entsperren oder das Projekt im Fenster öffnen, den Wert eingeben und speichern</translation>
    </message>
    <message>
        <source>the kustomize folder &quot;%1&quot; is not usable (see its finding on load); reopen the project after fixing it</source>
        <translation>der kustomize-Ordner „%1“ ist nicht verwendbar (siehe seinen Befund beim Laden); das Projekt nach der Korrektur erneut öffnen</translation>
    </message>
</context>
<context>
    <name>HelmDeck::RecoverSteps</name>
    <message>
        <source>Read the history of %1 if it is pending</source>
        <translation>Den Verlauf von %1 lesen, falls es aussteht</translation>
    </message>
    <message>
        <source>%1: revision %2 is %3; the last deployed revision is %4</source>
        <translation>%1: Revision %2 ist %3; die zuletzt bereitgestellte Revision ist %4</translation>
    </message>
    <message>
        <source>%1: revision %2 is %3 and no earlier revision was deployed: it is uninstalled instead</source>
        <translation>%1: Revision %2 ist %3, und keine frühere Revision wurde bereitgestellt: es wird stattdessen deinstalliert</translation>
    </message>
    <message>
        <source>Recover %1 if an interrupted helm left it pending</source>
        <translation>%1 wiederherstellen, falls ein abgebrochenes helm es ausstehend hinterlassen hat</translation>
    </message>
    <message>
        <source>uninstalled %1 (it was %2: its first install never finished), so this deploy installs it afresh</source>
        <translation>%1 deinstalliert (es war %2: seine erste Installation wurde nie beendet), daher installiert diese Bereitstellung es neu</translation>
    </message>
    <message>
        <source>rolled %1 back from %2 to revision %3, its last deployed one</source>
        <translation>%1 von %2 auf Revision %3 zurückgesetzt, seine zuletzt bereitgestellte</translation>
    </message>
    <message>
        <source>Cleanup: read the releases of %1</source>
        <translation>Aufräumen: die Releases von %1 lesen</translation>
    </message>
    <message>
        <source>%1 is %2 after the failed upgrade: rolled back below</source>
        <translation>%1 ist nach dem fehlgeschlagenen Upgrade %2: wird unten zurückgesetzt</translation>
    </message>
    <message>
        <source>%1 is %2 after the failed upgrade: left so (rollbackOnFailure is off); the next deploy upgrades it</source>
        <translation>%1 ist nach dem fehlgeschlagenen Upgrade %2: bleibt so (rollbackOnFailure ist aus); die nächste Bereitstellung aktualisiert es</translation>
    </message>
    <message>
        <source>%1 is deployed: helm rolled the failed upgrade back itself (%2)</source>
        <translation>%1 ist bereitgestellt: helm hat das fehlgeschlagene Upgrade selbst zurückgesetzt (%2)</translation>
    </message>
    <message>
        <source>%1 is %2 after its first install failed: uninstalled below, so the next deploy can start</source>
        <translation>%1 ist nach seiner fehlgeschlagenen ersten Installation %2: wird unten deinstalliert, damit die nächste Bereitstellung starten kann</translation>
    </message>
    <message>
        <source>%1: its first install failed and helm uninstalled it itself (%2)</source>
        <translation>%1: seine erste Installation ist fehlgeschlagen, und helm hat es selbst deinstalliert (%2)</translation>
    </message>
    <message>
        <source>nothing to undo</source>
        <translation>nichts rückgängig zu machen</translation>
    </message>
    <message>
        <source>Cleanup: uninstall the releases whose first install failed</source>
        <translation>Aufräumen: die Releases deinstallieren, deren erste Installation fehlgeschlagen ist</translation>
    </message>
    <message>
        <source>Cleanup: read the history of %1</source>
        <translation>Aufräumen: den Verlauf von %1 lesen</translation>
    </message>
    <message>
        <source>%1: revision %2 is %3; rolling back to revision %4</source>
        <translation>%1: Revision %2 ist %3; wird auf Revision %4 zurückgesetzt</translation>
    </message>
    <message>
        <source>Cleanup: roll %1 back to its last deployed revision</source>
        <translation>Aufräumen: %1 auf seine zuletzt bereitgestellte Revision zurücksetzen</translation>
    </message>
    <message>
        <source>rolled %1 back to revision %2</source>
        <translation>%1 auf Revision %2 zurückgesetzt</translation>
    </message>
</context>
<context>
    <name>HelmDeck::ReleasePlan</name>
    <message>
        <source>could not write the values of %1</source>
        <translation>die Values von %1 konnten nicht geschrieben werden</translation>
    </message>
    <message>
        <source>cannot create the directory %1</source>
        <translation>das Verzeichnis %1 kann nicht angelegt werden</translation>
    </message>
</context>
<context>
    <name>HelmDeck::ReleaseValues</name>
    <message>
        <source>release command: %1</source>
        <translation>Release-Befehl: %1</translation>
    </message>
</context>
<context>
    <name>HelmDeck::RenderJob</name>
    <message>
        <source>no usable helm binary</source>
        <translation>kein verwendbares helm-Programm</translation>
    </message>
</context>
<context>
    <name>HelmDeck::RenderPlan</name>
    <message>
        <source>Write the charts</source>
        <translation>Die Charts schreiben</translation>
    </message>
    <message>
        <source>Resolve registry credentials</source>
        <translation>Registry-Zugangsdaten auflösen</translation>
    </message>
    <message>
        <source>Render %1</source>
        <translation>%1 rendern</translation>
    </message>
    <message>
        <source>cannot create a private temporary directory in %1</source>
        <translation>in %1 kann kein privates temporäres Verzeichnis angelegt werden</translation>
    </message>
    <message>
        <source>helm template %1 did not finish within %2 s and was stopped</source>
        <translation>helm template %1 wurde nicht innerhalb von %2 s beendet und wurde abgebrochen</translation>
    </message>
    <message>
        <source>%1 is rendered twice; two objects cannot share a name (two domains give the same Ingress name: change one)</source>
        <translation>%1 wird zweimal gerendert; zwei Objekte können sich keinen Namen teilen (zwei Domains ergeben denselben Ingress-Namen: eine ändern)</translation>
    </message>
    <message>
        <source>%1 is rendered twice; two objects cannot share a name</source>
        <translation>%1 wird zweimal gerendert; zwei Objekte können sich keinen Namen teilen</translation>
    </message>
</context>
<context>
    <name>HelmDeck::ServiceSteps</name>
    <message>
        <source>Check the claims of %1&apos;s services</source>
        <translation>Die Claims der Services von %1 prüfen</translation>
    </message>
    <message>
        <source>%1: claim &quot;%2&quot; of the %3 service does not exist in namespace %4</source>
        <translation>%1: Claim „%2“ des %3-Service existiert nicht im Namespace %4</translation>
    </message>
    <message>
        <source>%1 — its pod would wait for it until the deploy times out. Create the claim, or remove &quot;claim&quot; (and &quot;user&quot;, &quot;database&quot;) from the service to give %2 a new, empty volume</source>
        <translation>%1 — sein Pod würde darauf warten, bis die Bereitstellung das Zeitlimit überschreitet. Den Claim anlegen oder „claim“ (und „user“, „database“) aus dem Service entfernen, um %2 ein neues, leeres Volume zu geben</translation>
    </message>
    <message>
        <source>found: %1</source>
        <translation>gefunden: %1</translation>
    </message>
    <message>
        <source>Find the running services of %1</source>
        <translation>Die laufenden Services von %1 suchen</translation>
    </message>
    <message>
        <source>none is running</source>
        <translation>keiner läuft</translation>
    </message>
    <message>
        <source>to stop: %1</source>
        <translation>anzuhalten: %1</translation>
    </message>
    <message>
        <source>Stop %1 (old name) so its data is free</source>
        <translation>%1 (alter Name) anhalten, damit seine Daten frei werden</translation>
    </message>
    <message>
        <source>Wait until %1 (old name) has stopped</source>
        <translation>Warten, bis %1 (alter Name) angehalten ist</translation>
    </message>
    <message>
        <source>Start %1 (old name) again: the rename did not finish</source>
        <translation>%1 (alter Name) wieder starten: die Umbenennung wurde nicht abgeschlossen</translation>
    </message>
</context>
<context>
    <name>HelmDeck::ShellWords</name>
    <message>
        <source>unterminated single quote at character %1</source>
        <translation>nicht geschlossenes einfaches Anführungszeichen bei Zeichen %1</translation>
    </message>
    <message>
        <source>unterminated double quote at character %1</source>
        <translation>nicht geschlossenes doppeltes Anführungszeichen bei Zeichen %1</translation>
    </message>
    <message>
        <source>lone backslash at the end (character %1)</source>
        <translation>einzelner Backslash am Ende (Zeichen %1)</translation>
    </message>
</context>
<context>
    <name>HelmDeck::StoragePlanner</name>
    <message>
        <source>no storage entry named &quot;%1&quot; in the project (entries: %2)</source>
        <translation>kein Storage-Eintrag namens „%1“ im Projekt (Einträge: %2)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Preflight checks</source>
        <translation>Vorabprüfungen</translation>
    </message>
    <message numerus="yes">
        <source>%n errors block the action</source>
        <translation>
            <numerusform>%n Fehler verhindert die Aktion</numerusform>
            <numerusform>%n Fehler verhindern die Aktion</numerusform>
        </translation>
    </message>
    <message>
        <source>Read storage classes</source>
        <translation>Storage Classes lesen</translation>
    </message>
    <message>
        <source>not yet bound</source>
        <translation>noch nicht gebunden</translation>
    </message>
    <message>
        <source>claim %1: %2, %3 requested, class %4, volume %5</source>
        <translation>Claim %1: %2, %3 angefordert, Klasse %4, Volume %5</translation>
    </message>
    <message>
        <source>claim %1: %2, %3 requested (%4 provisioned), class %5, volume %6</source>
        <translation>Claim %1: %2, %3 angefordert (%4 bereitgestellt), Klasse %5, Volume %6</translation>
    </message>
    <message>
        <source>the claim waits for its first consumer: its StorageClass binds on WaitForFirstConsumer, so it binds when a pod that mounts it is scheduled</source>
        <translation>der Claim wartet auf seinen ersten Nutzer: seine StorageClass bindet mit WaitForFirstConsumer, daher wird er gebunden, sobald ein Pod, der ihn einbindet, eingeplant wird</translation>
    </message>
    <message>
        <source>Create storage %1 on %2/%3</source>
        <translation>Storage %1 in %2/%3 anlegen</translation>
    </message>
    <message>
        <source>host path: no class needed</source>
        <translation>Host-Pfad: keine Klasse nötig</translation>
    </message>
    <message>
        <source>the cluster&apos;s default class provisions it</source>
        <translation>die Standardklasse des Clusters stellt ihn bereit</translation>
    </message>
    <message>
        <source>storage class %1 does not exist in the cluster (it has: %2)</source>
        <translation>Storage Class %1 existiert nicht im Cluster (vorhanden: %2)</translation>
    </message>
    <message>
        <source>Read the live claim %1</source>
        <translation>Den Claim %1 im Cluster lesen</translation>
    </message>
    <message>
        <source>no live claim: it will be created</source>
        <translation>kein Claim im Cluster: er wird angelegt</translation>
    </message>
    <message>
        <source>Install %1</source>
        <translation>%1 installieren</translation>
    </message>
    <message>
        <source>storage entry %1 is mounted by %2: remove the mounts first (destroying it deletes the claim those pods use)</source>
        <translation>Storage-Eintrag %1 ist von %2 eingebunden: zuerst die Einbindungen entfernen (das Entfernen löscht den Claim, den diese Pods verwenden)</translation>
    </message>
    <message>
        <source>Destroy storage %1 on %2/%3</source>
        <translation>Storage %1 in %2/%3 entfernen</translation>
    </message>
    <message>
        <source>Uninstall %1</source>
        <translation>%1 deinstallieren</translation>
    </message>
    <message>
        <source>Status of storage %1 on %2/%3</source>
        <translation>Status von Storage %1 in %2/%3</translation>
    </message>
    <message>
        <source>Read the claim %1</source>
        <translation>Den Claim %1 lesen</translation>
    </message>
    <message>
        <source>claim %1 does not exist: run storage create</source>
        <translation>Claim %1 existiert nicht: storage create ausführen</translation>
    </message>
    <message>
        <source>Wait for storage %1 on %2/%3</source>
        <translation>Auf Storage %1 in %2/%3 warten</translation>
    </message>
    <message>
        <source>claim %1 does not exist: run storage create first</source>
        <translation>Claim %1 existiert nicht: zuerst storage create ausführen</translation>
    </message>
    <message>
        <source>Wait until %1 is Bound</source>
        <translation>Warten, bis %1 Bound ist</translation>
    </message>
    <message>
        <source>event: %1 %2: %3</source>
        <translation>Ereignis: %1 %2: %3</translation>
    </message>
</context>
<context>
    <name>HelmDeck::Validator</name>
    <message>
        <source>namespace</source>
        <translation>Namespace</translation>
    </message>
</context>
<context>
    <name>HelmDeck::ValuesBuilder</name>
    <message>
        <source>process &quot;%1&quot;: command: %2</source>
        <translation>Prozess „%1“: Befehl: %2</translation>
    </message>
    <message>
        <source>cron task %1: command: %2</source>
        <translation>Cron-Aufgabe %1: Befehl: %2</translation>
    </message>
    <message>
        <source>could not write values.yaml: %1</source>
        <translation>values.yaml konnte nicht geschrieben werden: %1</translation>
    </message>
</context>
</TS>
