<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>HelmDeck::CronPlanner</name>
    <message>
        <source>no app &quot;%1&quot; in the project</source>
        <translation>keine App „%1“ im Projekt</translation>
    </message>
    <message>
        <source>app %1 has no cron tasks</source>
        <translation>App %1 hat keine Cron-Aufgaben</translation>
    </message>
    <message>
        <source>app %1 has no cron task &quot;%2&quot; (it has: %3)</source>
        <translation>App %1 hat keine Cron-Aufgabe „%2“ (sie hat: %3)</translation>
    </message>
    <message>
        <source>Read live CronJobs of %1</source>
        <translation>Laufende CronJobs von %1 lesen</translation>
    </message>
    <message>
        <source>cron task %1 of %2 is not deployed (no live CronJob): deploy it first</source>
        <translation>Cron-Aufgabe %1 von %2 ist nicht bereitgestellt (kein laufender CronJob): zuerst bereitstellen</translation>
    </message>
    <message>
        <source>the Job name %1 is longer than %2 characters</source>
        <translation>der Job-Name %1 ist länger als %2 Zeichen</translation>
    </message>
    <message>
        <source>Run cron task %1 of %2 now on %3/%4</source>
        <translation>Cron-Aufgabe %1 von %2 jetzt auf %3/%4 ausführen</translation>
    </message>
    <message>
        <source>Create a Job from the CronJob</source>
        <translation>Einen Job aus dem CronJob anlegen</translation>
    </message>
    <message>
        <source>Poll the pod</source>
        <translation>Den Pod abfragen</translation>
    </message>
    <message>
        <source>Wait for the pod to start</source>
        <translation>Auf den Start des Pods warten</translation>
    </message>
    <message>
        <source>Stream the task&apos;s output</source>
        <translation>Die Ausgabe der Aufgabe streamen</translation>
    </message>
    <message>
        <source>Read the exit code</source>
        <translation>Den Exit-Code lesen</translation>
    </message>
    <message>
        <source>cron task %1 exited %2</source>
        <translation>Cron-Aufgabe %1 endete mit Exit-Code %2</translation>
    </message>
    <message>
        <source>exit code %1</source>
        <translation>Exit-Code %1</translation>
    </message>
    <message>
        <source>Delete the Job unless the task ended</source>
        <translation>Den Job löschen, falls die Aufgabe nicht beendet ist</translation>
    </message>
    <message>
        <source>Suspend cron task %1 of %2</source>
        <translation>Cron-Aufgabe %1 von %2 pausieren</translation>
    </message>
    <message>
        <source>Resume cron task %1 of %2</source>
        <translation>Cron-Aufgabe %1 von %2 fortsetzen</translation>
    </message>
    <message>
        <source>Suspend the CronJob</source>
        <translation>Den CronJob pausieren</translation>
    </message>
    <message>
        <source>Resume the CronJob</source>
        <translation>Den CronJob fortsetzen</translation>
    </message>
</context>
<context>
    <name>HelmDeck::PodWait</name>
    <message>
        <source>the pod poll could not start</source>
        <translation>die Abfrage des Pods konnte nicht starten</translation>
    </message>
    <message>
        <source>pod %1 failed before it started: %2 %3</source>
        <translation>Pod %1 ist vor dem Start fehlgeschlagen: %2 %3</translation>
    </message>
    <message>
        <source>pod %1 failed with unknown exit code</source>
        <translation>Pod %1 ist mit unbekanntem Exit-Code fehlgeschlagen</translation>
    </message>
    <message>
        <source>pod %1 failed with unknown exit code (%2)</source>
        <translation>Pod %1 ist mit unbekanntem Exit-Code fehlgeschlagen (%2)</translation>
    </message>
    <message>
        <source>no pod appeared within %1 s</source>
        <translation>innerhalb von %1 s ist kein Pod erschienen</translation>
    </message>
    <message>
        <source>the pod did not start within %1 s</source>
        <translation>der Pod ist nicht innerhalb von %1 s gestartet</translation>
    </message>
    <message>
        <source>the kubelet did not report the exit code within %1 s</source>
        <translation>das Kubelet hat den Exit-Code nicht innerhalb von %1 s gemeldet</translation>
    </message>
    <message>
        <source>%1 (pod %2: %3)</source>
        <translation>%1 (Pod %2: %3)</translation>
    </message>
</context>
<context>
    <name>HelmDeck::RunFallback</name>
    <message>
        <source>the first lines of output may be missing (the image has no /bin/sh)</source>
        <translation>die ersten Zeilen der Ausgabe fehlen möglicherweise (das Image hat kein /bin/sh)</translation>
    </message>
    <message>
        <source>Create job/%1 without the attach gate</source>
        <translation>job/%1 ohne die Attach-Sperre anlegen</translation>
    </message>
    <message>
        <source>no live Deployment of %1</source>
        <translation>kein laufendes Deployment von %1</translation>
    </message>
    <message>
        <source>job.batch/%1 created; %2</source>
        <translation>job.batch/%1 angelegt; %2</translation>
    </message>
    <message>
        <source>Delete job/%1</source>
        <translation>job/%1 löschen</translation>
    </message>
    <message>
        <source>Wait for the pod of job/%1 to start</source>
        <translation>Auf den Start des Pods von job/%1 warten</translation>
    </message>
    <message>
        <source>pod/%1 started</source>
        <translation>pod/%1 gestartet</translation>
    </message>
</context>
<context>
    <name>HelmDeck::RunList</name>
    <message>
        <source>deleting</source>
        <translation>wird gelöscht</translation>
    </message>
    <message>
        <source>succeeded</source>
        <translation>erfolgreich</translation>
    </message>
    <message>
        <source>failed (exit %1)</source>
        <translation>fehlgeschlagen (Exit %1)</translation>
    </message>
    <message>
        <source>failed (%1)</source>
        <translation>fehlgeschlagen (%1)</translation>
    </message>
    <message>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>no app &quot;%1&quot; in the project</source>
        <translation>keine App „%1“ im Projekt</translation>
    </message>
    <message>
        <source>Read the run Jobs of %1</source>
        <translation>Die Ausführungs-Jobs von %1 lesen</translation>
    </message>
    <message>
        <source>Read their pods</source>
        <translation>Deren Pods lesen</translation>
    </message>
    <message numerus="yes">
        <source>%n run Job(s)</source>
        <translation>
            <numerusform>%n Ausführungs-Job</numerusform>
            <numerusform>%n Ausführungs-Jobs</numerusform>
        </translation>
    </message>
    <message>
        <source>Runs of %1 in %2</source>
        <translation>Ausführungen von %1 in %2</translation>
    </message>
    <message>
        <source>no run Job %1 of %2 in namespace %3</source>
        <translation>kein Ausführungs-Job %1 von %2 im Namespace %3</translation>
    </message>
    <message>
        <source>Delete job/%1</source>
        <translation>job/%1 löschen</translation>
    </message>
    <message>
        <source>Stop job/%1 of %2 in %3</source>
        <translation>job/%1 von %2 in %3 anhalten</translation>
    </message>
    <message>
        <source>Logs of job/%1</source>
        <translation>Logs von job/%1</translation>
    </message>
    <message>
        <source>Logs of job/%1 in %2</source>
        <translation>Logs von job/%1 in %2</translation>
    </message>
</context>
<context>
    <name>HelmDeck::RunPlanner</name>
    <message>
        <source>no app &quot;%1&quot; in the project</source>
        <translation>keine App „%1“ im Projekt</translation>
    </message>
    <message>
        <source>the run Job name %1 is not a valid Kubernetes name of at most 63 characters (app names of at most 48 characters can run one-off Jobs)</source>
        <translation>der Name des Ausführungs-Jobs %1 ist kein gültiger Kubernetes-Name mit höchstens 63 Zeichen (App-Namen mit höchstens 48 Zeichen können einmalige Jobs ausführen)</translation>
    </message>
    <message>
        <source>Run %1 in %2 on %3/%4</source>
        <translation>%1 in %2 auf %3/%4 ausführen</translation>
    </message>
    <message>
        <source>Read live Deployments of %1</source>
        <translation>Laufende Deployments von %1 lesen</translation>
    </message>
    <message>
        <source>%1 is not deployed in namespace %2 on context %3: deploy it first</source>
        <translation>%1 ist im Namespace %2 auf Context %3 nicht bereitgestellt: zuerst bereitstellen</translation>
    </message>
    <message>
        <source>runs %1 (the image of %2)</source>
        <translation>führt %1 aus (das Image von %2)</translation>
    </message>
    <message>
        <source>Create job/%1</source>
        <translation>job/%1 anlegen</translation>
    </message>
    <message>
        <source>job.batch/%1 created</source>
        <translation>job.batch/%1 angelegt</translation>
    </message>
    <message>
        <source>no live Deployment of %1</source>
        <translation>kein laufendes Deployment von %1</translation>
    </message>
    <message>
        <source>Poll the pod of job/%1</source>
        <translation>Den Pod von job/%1 abfragen</translation>
    </message>
    <message>
        <source>Wait for the pod of job/%1</source>
        <translation>Auf den Pod von job/%1 warten</translation>
    </message>
    <message>
        <source>Wait for the pod of job/%1 to start</source>
        <translation>Auf den Start des Pods von job/%1 warten</translation>
    </message>
    <message>
        <source>running it again without the attach gate: %1</source>
        <translation>erneute Ausführung ohne die Attach-Sperre: %1</translation>
    </message>
    <message>
        <source>pod/%1 ended</source>
        <translation>pod/%1 beendet</translation>
    </message>
    <message>
        <source>pod/%1 started</source>
        <translation>pod/%1 gestartet</translation>
    </message>
    <message>
        <source>Delete job/%1 if its pod did not come</source>
        <translation>job/%1 löschen, falls sein Pod nicht gekommen ist</translation>
    </message>
    <message>
        <source>Attach to the pod of job/%1</source>
        <translation>Mit dem Pod von job/%1 verbinden</translation>
    </message>
    <message>
        <source>Stream the logs of job/%1</source>
        <translation>Die Logs von job/%1 streamen</translation>
    </message>
    <message>
        <source>Read the exit code of job/%1</source>
        <translation>Den Exit-Code von job/%1 lesen</translation>
    </message>
    <message>
        <source>exit code %1</source>
        <translation>Exit-Code %1</translation>
    </message>
    <message>
        <source>Delete job/%1</source>
        <translation>job/%1 löschen</translation>
    </message>
    <message>
        <source>Keep job/%1 (--keep)</source>
        <translation>job/%1 behalten (--keep)</translation>
    </message>
</context>
<context>
    <name>HelmDeck::RunSecret</name>
    <message>
        <source>Create secret/%1</source>
        <translation>secret/%1 anlegen</translation>
    </message>
    <message>
        <source>Make job/%1 the owner of secret/%2</source>
        <translation>job/%1 zum Eigentümer von secret/%2 machen</translation>
    </message>
    <message>
        <source>the create of job/%1 did not say its uid</source>
        <translation>das Anlegen von job/%1 hat keine UID geliefert</translation>
    </message>
    <message>
        <source>Delete secret/%1</source>
        <translation>secret/%1 löschen</translation>
    </message>
</context>
<context>
    <name>HelmDeck::ServiceCommands</name>
    <message>
        <source>no app &quot;%1&quot; in the project</source>
        <translation>keine App „%1“ im Projekt</translation>
    </message>
    <message>
        <source>unknown service &quot;%1&quot;: postgres or valkey</source>
        <translation>unbekannter Service „%1“: postgres oder valkey</translation>
    </message>
    <message>
        <source>the %1 service of app %2 is external: HelmDeck has no pod to reach it through (its URL is in %3)</source>
        <translation>der %1-Service der App %2 ist extern: HelmDeck hat keinen Pod, über den er erreichbar ist (seine URL steht in %3)</translation>
    </message>
    <message>
        <source>app %1 has no %2 service (services: in helmdeck.yaml)</source>
        <translation>App %1 hat keinen %2-Service (services: in helmdeck.yaml)</translation>
    </message>
    <message>
        <source>%1 of %2 in %3/%4</source>
        <comment>psql of an app in context/namespace</comment>
        <translation>%1 von %2 in %3/%4</translation>
    </message>
    <message>
        <source>%1: is a folder; name the dump file to write</source>
        <translation>%1: ist ein Ordner; die zu schreibende Dump-Datei angeben</translation>
    </message>
    <message>
        <source>%1: the folder %2 does not exist</source>
        <translation>%1: der Ordner %2 existiert nicht</translation>
    </message>
    <message>
        <source>Export %1 of %2 to %3</source>
        <translation>%1 von %2 nach %3 exportieren</translation>
    </message>
    <message>
        <source>Dump %1 from pod %2</source>
        <translation>Dump von %1 aus Pod %2 erstellen</translation>
    </message>
    <message>
        <source>cannot write a temp file next to %1: %2</source>
        <translation>neben %1 kann keine temporäre Datei geschrieben werden: %2</translation>
    </message>
    <message>
        <source>the dump (%1 bytes) does not start like a pg_dump archive; %2 is left as it was</source>
        <translation>der Dump (%1 Bytes) beginnt nicht wie ein pg_dump-Archiv; %2 bleibt unverändert</translation>
    </message>
    <message>
        <source>the dump (%1 bytes) does not start like a RDB file; %2 is left as it was</source>
        <translation>der Dump (%1 Bytes) beginnt nicht wie eine RDB-Datei; %2 bleibt unverändert</translation>
    </message>
    <message>
        <source>cannot rename %1 to %2: %3</source>
        <translation>%1 kann nicht in %2 umbenannt werden: %3</translation>
    </message>
    <message>
        <source>wrote %1 bytes (%2) to %3</source>
        <translation>%1 Bytes (%2) nach %3 geschrieben</translation>
    </message>
    <message>
        <source>importing into Valkey is not supported: a server loads an RDB file only when it starts, so a restore means stopping %1 and replacing its data file (docs/service-commands.md)</source>
        <translation>Import in Valkey wird nicht unterstützt: Ein Server lädt eine RDB-Datei nur beim Start, eine Wiederherstellung heißt also, %1 anzuhalten und seine Datendatei zu ersetzen (docs/service-commands.md)</translation>
    </message>
    <message>
        <source>%1: no such readable file</source>
        <translation>%1: keine solche lesbare Datei</translation>
    </message>
    <message>
        <source>%1: neither a pg_dump custom-format archive (it starts with PGDMP) nor a .sql file</source>
        <translation>%1: weder ein pg_dump-Archiv im Custom-Format (es beginnt mit PGDMP) noch eine .sql-Datei</translation>
    </message>
    <message>
        <source>importing replaces database %1 of app %2 in namespace %3: confirm it first</source>
        <translation>der Import ersetzt die Datenbank %1 der App %2 im Namespace %3: zuerst bestätigen</translation>
    </message>
    <message>
        <source>Import %1 into %2 of %3</source>
        <translation>%1 in %2 von %3 importieren</translation>
    </message>
    <message>
        <source>Restore %1 (%2) into database %3</source>
        <translation>%1 (%2) in die Datenbank %3 wiederherstellen</translation>
    </message>
</context>
<context>
    <name>HelmDeck::ServiceStatus</name>
    <message>
        <source>%1 %2 in %3: not deployed (no StatefulSet %2)</source>
        <translation>%1 %2 in %3: nicht bereitgestellt (kein StatefulSet %2)</translation>
    </message>
    <message>
        <source>%1 %2 in %3: ready %4/%5</source>
        <translation>%1 %2 in %3: bereit %4/%5</translation>
    </message>
    <message>
        <source>pod %1-0: does not exist</source>
        <translation>Pod %1-0: existiert nicht</translation>
    </message>
    <message>
        <source>%1, ready</source>
        <translation>%1, bereit</translation>
    </message>
    <message>
        <source>%1, not ready</source>
        <translation>%1, nicht bereit</translation>
    </message>
    <message>
        <source>pod %1: %2</source>
        <translation>Pod %1: %2</translation>
    </message>
    <message>
        <source>claim: none (the data is not persisted)</source>
        <translation>Claim: keiner (die Daten werden nicht dauerhaft gespeichert)</translation>
    </message>
    <message>
        <source>claim %1: does not exist</source>
        <translation>Claim %1: existiert nicht</translation>
    </message>
    <message>
        <source>claim %1: %2, %3</source>
        <translation>Claim %1: %2, %3</translation>
    </message>
    <message>
        <source>size unknown</source>
        <translation>Größe unbekannt</translation>
    </message>
    <message>
        <source>image %1</source>
        <translation>Image %1</translation>
    </message>
    <message>
        <source>image %1 (version %2)</source>
        <translation>Image %1 (Version %2)</translation>
    </message>
    <message>
        <source>Status of %1 of %2</source>
        <translation>Status von %1 von %2</translation>
    </message>
    <message>
        <source>Read StatefulSet %1</source>
        <translation>StatefulSet %1 lesen</translation>
    </message>
    <message>
        <source>Read pod %1</source>
        <translation>Pod %1 lesen</translation>
    </message>
    <message>
        <source>Read the claim of %1</source>
        <translation>Den Claim von %1 lesen</translation>
    </message>
    <message>
        <source>no claim</source>
        <translation>kein Claim</translation>
    </message>
</context>
<context>
    <name>HelmDeck::StorageExec</name>
    <message>
        <source>no storage entry &quot;%1&quot; in the project</source>
        <translation>kein Storage-Eintrag „%1“ im Projekt</translation>
    </message>
    <message>
        <source>no app &quot;%1&quot; in the project</source>
        <translation>keine App „%1“ im Projekt</translation>
    </message>
    <message>
        <source>storage entry %1 is in namespace %2, app %3 in %4: a pod mounts only claims of its own namespace</source>
        <translation>Storage-Eintrag %1 ist im Namespace %2, App %3 in %4: ein Pod hängt nur Claims seines eigenen Namespace ein</translation>
    </message>
    <message>
        <source>Storage exec: %1 at %2 in %3</source>
        <translation>Storage-Exec: %1 unter %2 in %3</translation>
    </message>
</context>
<context>
    <name>HelmDeck::TerminalCommands</name>
    <message>
        <source>Logs of %1</source>
        <translation>Logs von %1</translation>
    </message>
    <message>
        <source>Logs of %1 %2</source>
        <translation>Logs von %1 %2</translation>
    </message>
    <message>
        <source>Enter %1 %2</source>
        <translation>Shell in %1 %2 öffnen</translation>
    </message>
    <message>
        <source>Find a running pod of %1</source>
        <translation>Einen laufenden Pod von %1 suchen</translation>
    </message>
    <message>
        <source>Shell in a pod of %1</source>
        <translation>Shell in einem Pod von %1</translation>
    </message>
    <message>
        <source>no running pod of process type %1 in %2</source>
        <translation>kein laufender Pod des Prozesstyps %1 in %2</translation>
    </message>
    <message>
        <source>Shell on %1/%2</source>
        <translation>Shell auf %1/%2</translation>
    </message>
    <message>
        <source>cannot make a private temp dir for the shell&apos;s kubeconfig</source>
        <translation>für die Kubeconfig der Shell kann kein privater temporärer Ordner angelegt werden</translation>
    </message>
</context>
</TS>
