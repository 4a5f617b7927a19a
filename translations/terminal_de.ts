<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>HelmDeck::RunDialog</name>
    <message>
        <source>Run shell</source>
        <translation>Shell starten</translation>
    </message>
    <message>
        <source>Run %1</source>
        <translation>%1 ausführen</translation>
    </message>
    <message>
        <source>No terminal: no input, the output is streamed</source>
        <translation>Kein Terminal: keine Eingabe, die Ausgabe wird gestreamt</translation>
    </message>
    <message>
        <source>Keep the Job after it ends</source>
        <translation>Den Job nach seinem Ende behalten</translation>
    </message>
    <message>
        <source>Run in %1</source>
        <translation>In %1 ausführen</translation>
    </message>
    <message>
        <source>%1 (its Procfile command)</source>
        <translation>%1 (sein Procfile-Befehl)</translation>
    </message>
    <message>
        <source>Shell</source>
        <translation>Shell</translation>
    </message>
    <message>
        <source>Command…</source>
        <translation>Befehl…</translation>
    </message>
    <message>
        <source>e.g. rails db:migrate</source>
        <translation>z. B. rails db:migrate</translation>
    </message>
    <message>
        <source>&amp;Run:</source>
        <translation>Aus&amp;führen:</translation>
    </message>
    <message>
        <source>&amp;Command:</source>
        <translation>&amp;Befehl:</translation>
    </message>
    <message>
        <source>Runs once in a Job with the image of the deployed release.</source>
        <translation>Läuft einmalig in einem Job mit dem Image des bereitgestellten Release.</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Ausführen</translation>
    </message>
</context>
<context>
    <name>HelmDeck::RunsActions</name>
    <message>
        <source>Cron task:</source>
        <translation>Cron-Aufgabe:</translation>
    </message>
    <message>
        <source>R&amp;uns…</source>
        <translation>Ausführ&amp;ungen…</translation>
    </message>
    <message>
        <source>The current app&apos;s run Jobs: command, age and state; stop one or open its logs</source>
        <translation>Die Ausführungs-Jobs der aktuellen App: Befehl, Alter und Status; einen anhalten oder seine Logs öffnen</translation>
    </message>
    <message>
        <source>Run &amp;Cron Task Now…</source>
        <translation>&amp;Cron-Aufgabe jetzt ausführen…</translation>
    </message>
    <message>
        <source>A Job from the live CronJob&apos;s template, its output in a terminal tab</source>
        <translation>Ein Job aus der Vorlage des laufenden CronJobs, seine Ausgabe in einem Terminal-Tab</translation>
    </message>
    <message>
        <source>Sus&amp;pend Cron Task…</source>
        <translation>Cron-Aufgabe &amp;pausieren…</translation>
    </message>
    <message>
        <source>Stop scheduling a live CronJob, without a redeploy</source>
        <translation>Einen laufenden CronJob nicht mehr einplanen, ohne erneute Bereitstellung</translation>
    </message>
    <message>
        <source>Resu&amp;me Cron Task…</source>
        <translation>Cron-Aufgabe &amp;fortsetzen…</translation>
    </message>
    <message>
        <source>Schedule a suspended live CronJob again, without a redeploy</source>
        <translation>Einen pausierten CronJob wieder einplanen, ohne erneute Bereitstellung</translation>
    </message>
    <message>
        <source>Another job is running; wait for it to end or cancel it.</source>
        <translation>Ein anderer Auftrag läuft; warten, bis er endet, oder ihn abbrechen.</translation>
    </message>
    <message>
        <source>Waiting for %1 to end…</source>
        <translation>Warten auf das Ende von %1…</translation>
    </message>
    <message>
        <source>Reading the runs…</source>
        <translation>Ausführungen werden gelesen…</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Ausführungen</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <source>Another job is running.</source>
        <translation>Ein anderer Auftrag läuft.</translation>
    </message>
    <message>
        <source>Not read: %1</source>
        <translation>Nicht gelesen: %1</translation>
    </message>
    <message>
        <source>no cluster target or project</source>
        <translation>kein Cluster-Ziel oder Projekt</translation>
    </message>
    <message>
        <source>Stop %1?</source>
        <translation>%1 anhalten?</translation>
    </message>
    <message>
        <source>This deletes the Job %1 and its pod: the command is killed and its output is gone.</source>
        <translation>Dies löscht den Job %1 und seinen Pod: Der Befehl wird beendet und seine Ausgabe geht verloren.</translation>
    </message>
    <message>
        <source>Stop %1</source>
        <translation>%1 anhalten</translation>
    </message>
    <message>
        <source>Stopping %1…</source>
        <translation>%1 wird angehalten…</translation>
    </message>
    <message>
        <source>job/%1 deleted</source>
        <translation>job/%1 gelöscht</translation>
    </message>
    <message>
        <source>Logs of %1</source>
        <translation>Logs von %1</translation>
    </message>
    <message>
        <source>Logs %1</source>
        <translation>Logs %1</translation>
    </message>
    <message>
        <source>Open a project with an app first.</source>
        <translation>Zuerst ein Projekt mit einer App öffnen.</translation>
    </message>
    <message>
        <source>The app %1 has no cron tasks.</source>
        <translation>Die App %1 hat keine Cron-Aufgaben.</translation>
    </message>
    <message>
        <source>Run cron task</source>
        <translation>Cron-Aufgabe ausführen</translation>
    </message>
    <message>
        <source>Cron %1</source>
        <translation>Cron %1</translation>
    </message>
    <message>
        <source>Suspend cron task</source>
        <translation>Cron-Aufgabe pausieren</translation>
    </message>
    <message>
        <source>Resume cron task</source>
        <translation>Cron-Aufgabe fortsetzen</translation>
    </message>
    <message>
        <source>Cron task %1 suspended</source>
        <translation>Cron-Aufgabe %1 pausiert</translation>
    </message>
    <message>
        <source>Cron task %1 resumed</source>
        <translation>Cron-Aufgabe %1 fortgesetzt</translation>
    </message>
</context>
<context>
    <name>HelmDeck::RunsDialog</name>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Aktualisieren</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Stoppen</translation>
    </message>
    <message>
        <source>Open &amp;Logs</source>
        <translation>&amp;Logs öffnen</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Ausführungen</translation>
    </message>
    <message>
        <source>Delete the selected run&apos;s Job (its pod ends with it)</source>
        <translation>Den Job der ausgewählten Ausführung löschen (sein Pod endet mit ihm)</translation>
    </message>
    <message>
        <source>Follow the selected run&apos;s output in a terminal tab</source>
        <translation>Die Ausgabe der ausgewählten Ausführung in einem Terminal-Tab verfolgen</translation>
    </message>
    <message>
        <source>Runs of %1</source>
        <translation>Ausführungen von %1</translation>
    </message>
    <message>
        <source>No runs of %1 (finished runs go after their TTL)</source>
        <translation>Keine Ausführungen von %1 (beendete Ausführungen verschwinden nach ihrer TTL)</translation>
    </message>
    <message>
        <source>1 run of %1, read %2</source>
        <translation>1 Ausführung von %1, gelesen um %2</translation>
    </message>
    <message>
        <source>%1 runs of %2, read %3</source>
        <translation>%1 Ausführungen von %2, gelesen um %3</translation>
    </message>
</context>
<context>
    <name>HelmDeck::RunsModel</name>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>Age</source>
        <translation>Alter</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
</context>
<context>
    <name>HelmDeck::ServiceActions</name>
    <message>
        <source>Dumps (*.dump *.pgdump *.sql);;All files (*)</source>
        <translation>Dumps (*.dump *.pgdump *.sql);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>&amp;Connect to %1</source>
        <translation>Mit %1 &amp;verbinden</translation>
    </message>
    <message>
        <source>psql in the service&apos;s pod, in a terminal tab</source>
        <translation>psql im Pod des Service, in einem Terminal-Tab</translation>
    </message>
    <message>
        <source>valkey-cli in the service&apos;s pod, in a terminal tab</source>
        <translation>valkey-cli im Pod des Service, in einem Terminal-Tab</translation>
    </message>
    <message>
        <source>&amp;Export %1…</source>
        <translation>%1 &amp;exportieren…</translation>
    </message>
    <message>
        <source>Stream a dump of the service to a local file</source>
        <translation>Einen Dump des Service in eine lokale Datei streamen</translation>
    </message>
    <message>
        <source>&amp;Import into %1…</source>
        <translation>In %1 &amp;importieren…</translation>
    </message>
    <message>
        <source>Restore a pg_dump archive or a .sql file: replaces the database&apos;s contents</source>
        <translation>Ein pg_dump-Archiv oder eine .sql-Datei wiederherstellen: ersetzt den Inhalt der Datenbank</translation>
    </message>
    <message>
        <source>Service &amp;Status</source>
        <translation>Service-&amp;Status</translation>
    </message>
    <message>
        <source>StatefulSet, pod, claim and image version of the current app&apos;s services</source>
        <translation>StatefulSet, Pod, Claim und Image-Version der Services der aktuellen App</translation>
    </message>
    <message>
        <source>Connect to %1</source>
        <translation>Mit %1 verbinden</translation>
    </message>
    <message>
        <source>Export %1</source>
        <translation>%1 exportieren</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation>Nach %1 exportiert</translation>
    </message>
    <message>
        <source>Restore %1 into database %2 of app %3, in namespace %4 on %5?

This replaces the objects the dump holds (pg_restore --clean): what the database has now is lost where the dump has its own.</source>
        <translation>%1 in die Datenbank %2 der App %3 im Namespace %4 auf %5 wiederherstellen?

Dies ersetzt die Objekte, die der Dump enthält (pg_restore --clean): Was die Datenbank jetzt enthält, geht verloren, wo der Dump eigene Objekte hat.</translation>
    </message>
    <message>
        <source>Import into %1</source>
        <translation>In %1 importieren</translation>
    </message>
    <message>
        <source>Imported %1</source>
        <translation>%1 importiert</translation>
    </message>
    <message>
        <source>Service status</source>
        <translation>Service-Status</translation>
    </message>
    <message>
        <source>The app %1 has no bundled service.</source>
        <translation>Die App %1 hat keinen mitgelieferten Service.</translation>
    </message>
    <message>
        <source>Service status: see the progress panel</source>
        <translation>Service-Status: siehe den Fortschrittsbereich</translation>
    </message>
</context>
<context>
    <name>HelmDeck::TerminalController</name>
    <message>
        <source>Process type:</source>
        <translation>Prozesstyp:</translation>
    </message>
    <message>
        <source>&amp;Run…</source>
        <translation>&amp;Ausführen…</translation>
    </message>
    <message>
        <source>Run a one-off command of the current app in a Job, in a terminal tab</source>
        <translation>Einen einmaligen Befehl der aktuellen App in einem Job ausführen, in einem Terminal-Tab</translation>
    </message>
    <message>
        <source>&amp;Logs…</source>
        <translation>&amp;Logs…</translation>
    </message>
    <message>
        <source>Follow the logs of every pod of a process type</source>
        <translation>Die Logs aller Pods eines Prozesstyps verfolgen</translation>
    </message>
    <message>
        <source>Logs of %1</source>
        <translation>Logs von %1</translation>
    </message>
    <message>
        <source>&amp;Enter…</source>
        <translation>Pod &amp;betreten…</translation>
    </message>
    <message>
        <source>A shell in a running pod of a process type</source>
        <translation>Eine Shell in einem laufenden Pod eines Prozesstyps</translation>
    </message>
    <message>
        <source>Enter %1</source>
        <translation>%1 betreten</translation>
    </message>
    <message>
        <source>&amp;Shell</source>
        <translation>&amp;Shell</translation>
    </message>
    <message>
        <source>A local shell whose kubectl and helm see only the chosen context</source>
        <translation>Eine lokale Shell, deren kubectl und helm nur den gewählten Context sehen</translation>
    </message>
    <message>
        <source>(every process)</source>
        <translation>(alle Prozesse)</translation>
    </message>
    <message>
        <source>Terminal</source>
        <translation>Terminal</translation>
    </message>
    <message>
        <source>No kube context is chosen: pick one on the toolbar.</source>
        <translation>Kein Kube-Context gewählt: einen in der Werkzeugleiste auswählen.</translation>
    </message>
    <message>
        <source>Open a project with an app first.</source>
        <translation>Zuerst ein Projekt mit einer App öffnen.</translation>
    </message>
    <message>
        <source>The app has no process types.</source>
        <translation>Die App hat keine Prozesstypen.</translation>
    </message>
    <message>
        <source>Logs %1</source>
        <translation>Logs %1</translation>
    </message>
    <message>
        <source>Shell</source>
        <translation>Shell</translation>
    </message>
    <message>
        <source>Shell %1</source>
        <translation>Shell %1</translation>
    </message>
    <message>
        <source>Shell %1/%2</source>
        <translation>Shell %1/%2</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>Programs still run in the terminal. End them and quit?</source>
        <translation>Im Terminal laufen noch Programme. Diese beenden und HelmDeck verlassen?</translation>
    </message>
</context>
<context>
    <name>HelmDeck::TerminalDock</name>
    <message>
        <source>Terminal</source>
        <translation>Terminal</translation>
    </message>
    <message>
        <source>Terminals</source>
        <translation>Terminals</translation>
    </message>
    <message>
        <source>%1 (closing)</source>
        <translation>%1 (wird geschlossen)</translation>
    </message>
    <message>
        <source> (closing)</source>
        <translation> (wird geschlossen)</translation>
    </message>
</context>
<context>
    <name>HelmDeck::TerminalTab</name>
    <message>
        <source>Save transcript…</source>
        <translation>Mitschrift speichern…</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Wird gestartet…</translation>
    </message>
    <message>
        <source>Could not start: another program runs in this tab</source>
        <translation>Start nicht möglich: In diesem Tab läuft ein anderes Programm</translation>
    </message>
    <message>
        <source>Following…</source>
        <translation>Wird verfolgt…</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Läuft</translation>
    </message>
    <message>
        <source>Closed</source>
        <translation>Geschlossen</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>nicht gestartet</translation>
    </message>
    <message>
        <source>exited with code %1</source>
        <translation>mit Code %1 beendet</translation>
    </message>
    <message>
        <source>the log stream ended</source>
        <translation>der Log-Stream ist beendet</translation>
    </message>
    <message>
        <source>exited with code 0</source>
        <translation>mit Code 0 beendet</translation>
    </message>
    <message>
        <source>; then: %1</source>
        <translation>; danach: %1</translation>
    </message>
    <message>
        <source>%1 — following again in %2 s</source>
        <translation>%1 — erneutes Verfolgen in %2 s</translation>
    </message>
    <message>
        <source>Closing…</source>
        <translation>Wird geschlossen…</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Save transcript</source>
        <translation>Mitschrift speichern</translation>
    </message>
    <message>
        <source>Terminal transcripts (*.log *.txt);;All files (*)</source>
        <translation>Terminal-Mitschriften (*.log *.txt);;Alle Dateien (*)</translation>
    </message>
</context>
</TS>
