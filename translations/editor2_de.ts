<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>HelmDeck::ProjectEditor</name>
    <message>
        <source>&amp;App:</source>
        <translation>&amp;App:</translation>
    </message>
    <message>
        <source>Open a project or import an app folder to edit it here.</source>
        <translation>Ein Projekt öffnen oder einen App-Ordner importieren, um es hier zu bearbeiten.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>App</source>
        <translation>App</translation>
    </message>
    <message>
        <source>Each process type runs as a Deployment; processes with port maps also get a Service. Ports are scheme:host:container, e.g. http:80:5000.</source>
        <translation>Jeder Prozesstyp läuft als Deployment; Prozesse mit Port-Zuordnungen erhalten zusätzlich einen Service. Ports haben die Form Schema:Host:Container, z. B. http:80:5000.</translation>
    </message>
    <message>
        <source>Process types</source>
        <translation>Prozesstypen</translation>
    </message>
    <message>
        <source>Processes</source>
        <translation>Prozesse</translation>
    </message>
    <message>
        <source>Each domain gets a route (Routing page) to a port map of the web process, with its own TLS.</source>
        <translation>Jede Domain erhält eine Route (Seite Routing) zu einer Port-Zuordnung des web-Prozesses, mit eigenem TLS.</translation>
    </message>
    <message>
        <source>Domains</source>
        <translation>Domains</translation>
    </message>
    <message>
        <source>Routing</source>
        <translation>Routing</translation>
    </message>
    <message>
        <source>Services</source>
        <translation>Dienste</translation>
    </message>
    <message>
        <source>Delivered to every process through the Secret config-&lt;app&gt;. Values marked Secret are masked and kept in the system keychain, never in the project file.</source>
        <translation>Wird jedem Prozess über das Secret config-&lt;app&gt; bereitgestellt. Als geheim markierte Werte werden maskiert und im Schlüsselbund des Systems aufbewahrt, nie in der Projektdatei.</translation>
    </message>
    <message>
        <source>Environment variables</source>
        <translation>Umgebungsvariablen</translation>
    </message>
    <message>
        <source>Env</source>
        <translation>Env</translation>
    </message>
    <message>
        <source>Each task becomes a CronJob. Schedules are five cron fields or @hourly, @daily, ...</source>
        <translation>Jede Aufgabe wird zu einem CronJob. Zeitpläne sind fünf Cron-Felder oder @hourly, @daily, ...</translation>
    </message>
    <message>
        <source>Cron tasks</source>
        <translation>Cron-Aufgaben</translation>
    </message>
    <message>
        <source>Cron</source>
        <translation>Cron</translation>
    </message>
    <message>
        <source>Storage entries (see Storage) mounted into the app&apos;s containers. Process types: which Deployments get the mount, plus &quot;cron&quot; and &quot;run&quot;; &quot;all&quot; is every one of them.</source>
        <translation>Storage-Einträge (siehe Storage), die in die Container der App eingehängt werden. Prozesstypen: welche Deployments den Mount erhalten, dazu &quot;cron&quot; und &quot;run&quot;; &quot;all&quot; steht für alle.</translation>
    </message>
    <message>
        <source>Storage mounts</source>
        <translation>Storage-Mounts</translation>
    </message>
    <message>
        <source>Mounts</source>
        <translation>Mounts</translation>
    </message>
    <message>
        <source>Pull secret</source>
        <translation>Pull-Secret</translation>
    </message>
    <message>
        <source>Release</source>
        <translation>Release</translation>
    </message>
    <message>
        <source>Health checks</source>
        <translation>Health-Checks</translation>
    </message>
    <message>
        <source>Monitoring</source>
        <translation>Monitoring</translation>
    </message>
    <message>
        <source>Scaling</source>
        <translation>Skalierung</translation>
    </message>
    <message>
        <source>Security</source>
        <translation>Sicherheit</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Projekt</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>Storage</translation>
    </message>
</context>
<context>
    <name>HelmDeck::PullSecretForm</name>
    <message>
        <source>How the app&apos;s pods pull their image</source>
        <translation>Wie die Pods der App ihr Image laden</translation>
    </message>
    <message>
        <source>&amp;From my docker/Helm credentials</source>
        <translation>Aus &amp;meinen Docker-/Helm-Zugangsdaten</translation>
    </message>
    <message>
        <source>HelmDeck renders pull-secret-&lt;app&gt; from what docker login or helm registry login stored for the image&apos;s registry (nothing when the image is public).</source>
        <translation>HelmDeck rendert pull-secret-&lt;app&gt; aus dem, was docker login oder helm registry login für die Registry des Images gespeichert hat (nichts, wenn das Image öffentlich ist).</translation>
    </message>
    <message>
        <source>Named &amp;existing secrets</source>
        <translation>Benannte &amp;vorhandene Secrets</translation>
    </message>
    <message>
        <source>The pods use Secrets you manage in the cluster; pull-secret-&lt;app&gt; is not rendered.</source>
        <translation>Die Pods verwenden Secrets, die im Cluster verwaltet werden; pull-secret-&lt;app&gt; wird nicht gerendert.</translation>
    </message>
    <message>
        <source>&amp;None</source>
        <translation>&amp;Keines</translation>
    </message>
    <message>
        <source>No pull secret: public images, or nodes that have credentials.</source>
        <translation>Kein Pull-Secret: öffentliche Images oder Nodes, die Zugangsdaten haben.</translation>
    </message>
    <message>
        <source>Registry credential (optional)</source>
        <translation>Registry-Zugangsdaten (optional)</translation>
    </message>
    <message>
        <source>Leave empty to use the docker/Helm config. Set a username to use this credential for one registry instead.</source>
        <translation>Leer lassen, um die Docker-/Helm-Konfiguration zu verwenden. Einen Benutzernamen angeben, um stattdessen diese Zugangsdaten für eine Registry zu verwenden.</translation>
    </message>
    <message>
        <source>&amp;Registry:</source>
        <translation>&amp;Registry:</translation>
    </message>
    <message>
        <source>&amp;Username:</source>
        <translation>&amp;Benutzername:</translation>
    </message>
    <message>
        <source>password or access token</source>
        <translation>Passwort oder Zugriffstoken</translation>
    </message>
    <message>
        <source>&amp;Password:</source>
        <translation>&amp;Passwort:</translation>
    </message>
    <message>
        <source>Kept in the system keychain when you save, never in the project file.</source>
        <translation>Wird beim Speichern im Schlüsselbund des Systems aufbewahrt, nie in der Projektdatei.</translation>
    </message>
    <message>
        <source>P&amp;lain HTTP</source>
        <translation>&amp;Unverschlüsseltes HTTP</translation>
    </message>
    <message>
        <source>For a local registry without TLS, e.g. 127.0.0.1:5000. Credentials then travel unencrypted.</source>
        <translation>Für eine lokale Registry ohne TLS, z. B. 127.0.0.1:5000. Die Zugangsdaten werden dann unverschlüsselt übertragen.</translation>
    </message>
    <message>
        <source>&amp;Test credentials</source>
        <translation>Zugangsdaten &amp;testen</translation>
    </message>
    <message>
        <source>Log in to the registry&apos;s /v2/ endpoint with these credentials.</source>
        <translation>Mit diesen Zugangsdaten am Endpunkt /v2/ der Registry anmelden.</translation>
    </message>
    <message>
        <source>Existing secrets</source>
        <translation>Vorhandene Secrets</translation>
    </message>
    <message>
        <source>Secrets of type kubernetes.io/dockerconfigjson in the app&apos;s namespace, used in this order by every Deployment, CronJob and run Job.</source>
        <translation>Secrets vom Typ kubernetes.io/dockerconfigjson im Namespace der App, in dieser Reihenfolge von jedem Deployment, CronJob und run-Job verwendet.</translation>
    </message>
    <message>
        <source>Existing pull secrets</source>
        <translation>Vorhandene Pull-Secrets</translation>
    </message>
    <message>
        <source>The pods reference no pull secret.</source>
        <translation>Die Pods verweisen auf kein Pull-Secret.</translation>
    </message>
    <message>
        <source>Using the global default: %1. The pods use these Secrets and pull-secret-&lt;app&gt; is not rendered (File → Settings). Set a registry and username below to use credentials for this app instead.</source>
        <translation>Der globale Standard wird verwendet: %1. Die Pods verwenden diese Secrets, und pull-secret-&lt;app&gt; wird nicht gerendert (Datei → Einstellungen). Unten eine Registry und einen Benutzernamen angeben, um stattdessen Zugangsdaten für diese App zu verwenden.</translation>
    </message>
    <message>
        <source>registry.example.com</source>
        <translation>registry.example.com</translation>
    </message>
    <message>
        <source>%1 (the image&apos;s registry)</source>
        <translation>%1 (die Registry des Images)</translation>
    </message>
    <message>
        <source>from the docker/Helm config</source>
        <translation>aus der Docker-/Helm-Konfiguration</translation>
    </message>
    <message>
        <source>Testing...</source>
        <translation>Wird getestet...</translation>
    </message>
    <message>
        <source>Testing %1 ...</source>
        <translation>%1 wird getestet ...</translation>
    </message>
</context>
<context>
    <name>HelmDeck::ReleaseForm</name>
    <message>
        <source>Release command</source>
        <translation>Release-Befehl</translation>
    </message>
    <message>
        <source>&amp;Command:</source>
        <translation>&amp;Befehl:</translation>
    </message>
    <message>
        <source>e.g. python manage.py migrate --noinput</source>
        <translation>z. B. python manage.py migrate --noinput</translation>
    </message>
    <message>
        <source>Dokku&apos;s Procfile &quot;release&quot; task. It runs once in the Job &lt;app&gt;-release-&lt;hash&gt; before the app&apos;s processes and cron tasks start, and again only when the image, a command or the env changes: a replicas change does not re-run it.</source>
        <translation>Die &quot;release&quot;-Aufgabe aus Dokkus Procfile. Sie läuft einmal im Job &lt;app&gt;-release-&lt;hash&gt;, bevor die Prozesse und Cron-Aufgaben der App starten, und erneut nur, wenn sich das Image, ein Befehl oder die Umgebung ändert: Eine Änderung der Replikate führt sie nicht erneut aus.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Make it idempotent.&lt;/b&gt; A rollback re-creates the older image&apos;s Job, so the command runs again on a database it already changed (migrations usually are safe to repeat).</source>
        <translation>&lt;b&gt;Der Befehl sollte idempotent sein.&lt;/b&gt; Ein Rollback erstellt den Job des älteren Images neu, sodass der Befehl erneut auf einer Datenbank läuft, die er bereits geändert hat (Migrationen lassen sich meist gefahrlos wiederholen).</translation>
    </message>
    <message>
        <source>Job and wait</source>
        <translation>Job und Warten</translation>
    </message>
    <message>
        <source>&amp;Retries:</source>
        <translation>Wieder&amp;holungen:</translation>
    </message>
    <message>
        <source>The Job&apos;s backoffLimit: how often a failed release pod is retried before the Job is Failed; the pods&apos; wait then stops with the Job&apos;s message.</source>
        <translation>Das backoffLimit des Jobs: wie oft ein fehlgeschlagener Release-Pod wiederholt wird, bevor der Job als Failed gilt; das Warten der Pods endet dann mit der Meldung des Jobs.</translation>
    </message>
    <message>
        <source>&amp;Wait image:</source>
        <translation>&amp;Warte-Image:</translation>
    </message>
    <message>
        <source>The init container of every pod waits for the Job with kubectl get; the image needs /bin/sh and kubectl. Empty: the default (rebuilt for every kubectl release).</source>
        <translation>Der Init-Container jedes Pods wartet mit kubectl get auf den Job; das Image braucht /bin/sh und kubectl. Leer: der Standard (für jede kubectl-Version neu gebaut).</translation>
    </message>
    <message>
        <source>The Job runs the predeploy command (App page) first, then this command.</source>
        <translation>Der Job führt zuerst den Predeploy-Befehl (Seite App) aus, dann diesen Befehl.</translation>
    </message>
    <message>
        <source>The Job runs only the predeploy command (App page).</source>
        <translation>Der Job führt nur den Predeploy-Befehl (Seite App) aus.</translation>
    </message>
    <message>
        <source>The Job runs this command.</source>
        <translation>Der Job führt diesen Befehl aus.</translation>
    </message>
    <message>
        <source>No release command and no predeploy command: the app&apos;s pods start without a gate.</source>
        <translation>Kein Release-Befehl und kein Predeploy-Befehl: Die Pods der App starten ohne Sperre.</translation>
    </message>
</context>
<context>
    <name>HelmDeck::RoutingForm</name>
    <message>
        <source>Route</source>
        <translation>Route</translation>
    </message>
    <message>
        <source>Ingress</source>
        <translation>Ingress</translation>
    </message>
    <message>
        <source>Traefik IngressRoute</source>
        <translation>Traefik-IngressRoute</translation>
    </message>
    <message>
        <source>Gateway API HTTPRoute</source>
        <translation>Gateway-API-HTTPRoute</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Typ:</translation>
    </message>
    <message>
        <source>One route per domain (Domains page). k3s ships Traefik, which serves Ingresses and its own IngressRoutes (with compression and the redirect as Middlewares); HTTPRoute needs the Gateway API and a Gateway.</source>
        <translation>Eine Route pro Domain (Seite Domains). k3s liefert Traefik mit, das Ingresses und seine eigenen IngressRoutes bedient (mit Komprimierung und der Weiterleitung als Middlewares); HTTPRoute braucht die Gateway API und ein Gateway.</translation>
    </message>
    <message>
        <source>Ingress &amp;class:</source>
        <translation>Ingress-&amp;Klasse:</translation>
    </message>
    <message>
        <source>Ingress only: the IngressClass of the Ingresses; empty: the cluster&apos;s default class.</source>
        <translation>Nur Ingress: die IngressClass der Ingresses; leer: die Standardklasse des Clusters.</translation>
    </message>
    <message>
        <source>&amp;Gateway:</source>
        <translation>&amp;Gateway:</translation>
    </message>
    <message>
        <source>The parent Gateway of the HTTPRoutes.</source>
        <translation>Das übergeordnete Gateway der HTTPRoutes.</translation>
    </message>
    <message>
        <source>&amp;Namespace:</source>
        <translation>&amp;Namespace:</translation>
    </message>
    <message>
        <source>the app&apos;s namespace</source>
        <translation>der Namespace der App</translation>
    </message>
    <message>
        <source>Where the Gateway lives; it must allow routes from the app&apos;s namespace.</source>
        <translation>Wo sich das Gateway befindet; es muss Routen aus dem Namespace der App zulassen.</translation>
    </message>
    <message>
        <source>&amp;Listener:</source>
        <translation>&amp;Listener:</translation>
    </message>
    <message>
        <source>The Gateway listener&apos;s name (sectionName); empty: every listener.</source>
        <translation>Der Name des Listeners des Gateways (sectionName); leer: jeder Listener.</translation>
    </message>
    <message>
        <source>Redirect HTTP to HTTPS</source>
        <translation>HTTP auf HTTPS umleiten</translation>
    </message>
    <message>
        <source>Plain HTTP answers with a permanent redirect.</source>
        <translation>Anfragen über unverschlüsseltes HTTP erhalten eine permanente Weiterleitung.</translation>
    </message>
    <message>
        <source>Let&apos;s Encrypt</source>
        <translation>Let&apos;s Encrypt</translation>
    </message>
    <message>
        <source>&amp;Email:</source>
        <translation>&amp;E-Mail:</translation>
    </message>
    <message>
        <source>For domains with TLS &quot;Let&apos;s Encrypt&quot;: HelmDeck creates the ACME Issuer &lt;app&gt;-letsencrypt-prod (or -stag) with this account address.</source>
        <translation>Für Domains mit TLS &quot;Let&apos;s Encrypt&quot;: HelmDeck erstellt den ACME-Issuer &lt;app&gt;-letsencrypt-prod (oder -stag) mit dieser Kontoadresse.</translation>
    </message>
    <message>
        <source>Production</source>
        <translation>Produktion</translation>
    </message>
    <message>
        <source>Staging</source>
        <translation>Staging</translation>
    </message>
    <message>
        <source>&amp;Server:</source>
        <translation>&amp;Server:</translation>
    </message>
    <message>
        <source>Staging: for trying it out; its certificates are not trusted by browsers.</source>
        <translation>Staging: zum Ausprobieren; Browser vertrauen seinen Zertifikaten nicht.</translation>
    </message>
    <message>
        <source>Imported certificate</source>
        <translation>Importiertes Zertifikat</translation>
    </message>
    <message>
        <source>Certificate file</source>
        <translation>Zertifikatsdatei</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Auswählen…</translation>
    </message>
    <message>
        <source>C&amp;ertificate:</source>
        <translation>&amp;Zertifikat:</translation>
    </message>
    <message>
        <source>For domains with TLS &quot;imported&quot;: the PEM chain, leaf first, relative to the project file. Deployed as the Secret tls-&lt;app&gt; of its own release.</source>
        <translation>Für Domains mit TLS &quot;imported&quot;: die PEM-Kette, das Endzertifikat zuerst, relativ zur Projektdatei. Wird als Secret tls-&lt;app&gt; in einem eigenen Release bereitgestellt.</translation>
    </message>
    <message>
        <source>Choose key…</source>
        <translation>Schlüssel auswählen…</translation>
    </message>
    <message>
        <source>Key:</source>
        <translation>Schlüssel:</translation>
    </message>
    <message>
        <source>The private key (PEM, unencrypted) is read from the file and kept in the system keychain when the project is saved, never in the project file.</source>
        <translation>Der private Schlüssel (PEM, unverschlüsselt) wird aus der Datei gelesen und beim Speichern des Projekts im Schlüsselbund des Systems aufbewahrt, nie in der Projektdatei.</translation>
    </message>
    <message>
        <source>%1 holds no PEM private key; the key was not changed.</source>
        <translation>%1 enthält keinen privaten PEM-Schlüssel; der Schlüssel wurde nicht geändert.</translation>
    </message>
    <message>
        <source>Certificate chain</source>
        <translation>Zertifikatskette</translation>
    </message>
    <message>
        <source>PEM certificates (*.pem *.crt *.cer);;All files (*)</source>
        <translation>PEM-Zertifikate (*.pem *.crt *.cer);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Private key</source>
        <translation>Privater Schlüssel</translation>
    </message>
    <message>
        <source>PEM keys (*.key *.pem);;All files (*)</source>
        <translation>PEM-Schlüssel (*.key *.pem);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Cannot read the file: %1</source>
        <translation>Die Datei kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>No key yet.</source>
        <translation>Noch kein Schlüssel.</translation>
    </message>
    <message>
        <source>A key is held (kept in the keychain under this app when the project is saved).</source>
        <translation>Ein Schlüssel ist vorhanden (wird beim Speichern des Projekts unter dieser App im Schlüsselbund aufbewahrt).</translation>
    </message>
</context>
<context>
    <name>HelmDeck::ScalingForm</name>
    <message>
        <source>&amp;Workload:</source>
        <translation>&amp;Workload:</translation>
    </message>
    <message>
        <source>KEDA trigger authentications</source>
        <translation>KEDA-Trigger-Authentifizierungen</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>Env var</source>
        <translation>Env-Variable</translation>
    </message>
    <message>
        <source>Trigger authentications</source>
        <translation>Trigger-Authentifizierungen</translation>
    </message>
    <message>
        <source>&amp;Authentications:</source>
        <translation>Authentifi&amp;zierungen:</translation>
    </message>
    <message>
        <source>One row per parameter; rows with the same name form one TriggerAuthentication &lt;app&gt;-&lt;name&gt;. The value is read from that env var in the config Secret: mark it Secret on the Env page so it stays in the keychain.</source>
        <translation>Eine Zeile pro Parameter; Zeilen mit demselben Namen bilden eine TriggerAuthentication &lt;app&gt;-&lt;name&gt;. Der Wert wird aus dieser Env-Variable im config-Secret gelesen: Auf der Seite Env als geheim markieren, damit er im Schlüsselbund bleibt.</translation>
    </message>
    <message>
        <source>Autoscaling</source>
        <translation>Autoscaling</translation>
    </message>
    <message>
        <source>Fixed replicas</source>
        <translation>Feste Replikate</translation>
    </message>
    <message>
        <source>HorizontalPodAutoscaler (CPU/memory)</source>
        <translation>HorizontalPodAutoscaler (CPU/Arbeitsspeicher)</translation>
    </message>
    <message>
        <source>KEDA (event triggers)</source>
        <translation>KEDA (Ereignis-Trigger)</translation>
    </message>
    <message>
        <source>&amp;Scale with:</source>
        <translation>&amp;Skalieren mit:</translation>
    </message>
    <message>
        <source>An autoscaler replaces the replica count: the Deployment then has no replicas, so a deploy does not reset what the autoscaler chose. KEDA needs KEDA installed in the cluster.</source>
        <translation>Ein Autoscaler ersetzt die Anzahl der Replikate: Das Deployment hat dann keine replicas, sodass eine Bereitstellung nicht zurücksetzt, was der Autoscaler gewählt hat. KEDA muss dafür im Cluster installiert sein.</translation>
    </message>
    <message>
        <source>M&amp;in replicas:</source>
        <translation>Mi&amp;nimale Replikate:</translation>
    </message>
    <message>
        <source>0 scales to zero (KEDA only).</source>
        <translation>0 skaliert auf null (nur KEDA).</translation>
    </message>
    <message>
        <source>Ma&amp;x replicas:</source>
        <translation>Ma&amp;ximale Replikate:</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>&amp;CPU target:</source>
        <translation>&amp;CPU-Ziel:</translation>
    </message>
    <message>
        <source>Average utilization, in percent of the CPU request.</source>
        <translation>Durchschnittliche Auslastung, in Prozent der CPU-Anforderung.</translation>
    </message>
    <message>
        <source>&amp;Memory target:</source>
        <translation>Arbeitsspeicher-Zie&amp;l:</translation>
    </message>
    <message>
        <source>In percent of the memory request.</source>
        <translation>In Prozent der Arbeitsspeicher-Anforderung.</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>&amp;Polling interval:</source>
        <translation>Abfrage&amp;intervall:</translation>
    </message>
    <message>
        <source>C&amp;ooldown:</source>
        <translation>Ab&amp;klingzeit:</translation>
    </message>
    <message>
        <source>How long after the last trigger activity before scaling to zero.</source>
        <translation>Wie lange nach der letzten Trigger-Aktivität gewartet wird, bevor auf null skaliert wird.</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Metadata</source>
        <translation>Metadaten</translation>
    </message>
    <message>
        <source>Authentication</source>
        <translation>Authentifizierung</translation>
    </message>
    <message>
        <source>Autoscaling triggers</source>
        <translation>Autoscaling-Trigger</translation>
    </message>
    <message>
        <source>&amp;Triggers:</source>
        <translation>&amp;Trigger:</translation>
    </message>
    <message>
        <source>A KEDA scaler per row (redis, prometheus, cron, …), its metadata as key=value, key=value, and optionally the name of a trigger authentication below.</source>
        <translation>Ein KEDA-Scaler pro Zeile (redis, prometheus, cron, …), seine Metadaten als key=value, key=value und optional der Name einer Trigger-Authentifizierung von unten.</translation>
    </message>
    <message>
        <source>Disruption budget</source>
        <translation>Disruption Budget</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keines</translation>
    </message>
    <message>
        <source>Minimum available</source>
        <translation>Mindestens verfügbar</translation>
    </message>
    <message>
        <source>Maximum unavailable</source>
        <translation>Höchstens nicht verfügbar</translation>
    </message>
    <message>
        <source>&amp;Budget:</source>
        <translation>&amp;Budget:</translation>
    </message>
    <message>
        <source>A PodDisruptionBudget for this process&apos;s pods: how many a node drain may take down at once.</source>
        <translation>Ein PodDisruptionBudget für die Pods dieses Prozesses: wie viele ein Node-Drain gleichzeitig herunterfahren darf.</translation>
    </message>
    <message>
        <source>e.g. 1 or 50%</source>
        <translation>z. B. 1 oder 50%</translation>
    </message>
    <message>
        <source>Pods:</source>
        <translation>Pods:</translation>
    </message>
    <message>
        <source>Graceful shutdown</source>
        <translation>Geordnetes Herunterfahren</translation>
    </message>
    <message>
        <source>default (30 s)</source>
        <translation>Standard (30 s)</translation>
    </message>
    <message>
        <source>&amp;Grace period:</source>
        <translation>T&amp;oleranzzeit:</translation>
    </message>
    <message>
        <source>How long a stopping pod may take before it is killed.</source>
        <translation>Wie lange ein Pod zum Anhalten brauchen darf, bevor er zwangsweise beendet wird.</translation>
    </message>
    <message>
        <source>Pr&amp;e-stop sleep:</source>
        <translation>&amp;Pre-Stop-Pause:</translation>
    </message>
    <message>
        <source>Wait before SIGTERM so load balancers stop sending traffic first. Kubernetes 1.30+ sleeps itself; older clusters run `sleep` in the container (the image needs one).</source>
        <translation>Vor SIGTERM warten, damit Load Balancer zuerst keinen Verkehr mehr senden. Kubernetes 1.30+ wartet selbst; ältere Cluster führen `sleep` im Container aus (das Image braucht eines).</translation>
    </message>
    <message>
        <source>Cron task resources</source>
        <translation>Ressourcen der Cron-Aufgaben</translation>
    </message>
    <message>
        <source>CPU &amp;request:</source>
        <translation>CPU-Anfo&amp;rderung:</translation>
    </message>
    <message>
        <source>M&amp;emory request:</source>
        <translation>Speicher-Anforderun&amp;g:</translation>
    </message>
    <message>
        <source>CPU &amp;limit:</source>
        <translation>CPU-&amp;Limit:</translation>
    </message>
    <message>
        <source>Memory l&amp;imit:</source>
        <translation>Speicher-Li&amp;mit:</translation>
    </message>
    <message>
        <source>e.g. 100m; empty: none</source>
        <translation>z. B. 100m; leer: keine</translation>
    </message>
    <message>
        <source>e.g. 128Mi</source>
        <translation>z. B. 128Mi</translation>
    </message>
    <message>
        <source>e.g. 1</source>
        <translation>z. B. 1</translation>
    </message>
    <message>
        <source>e.g. 512Mi</source>
        <translation>z. B. 512Mi</translation>
    </message>
    <message>
        <source>Process %1</source>
        <translation>Prozess %1</translation>
    </message>
    <message>
        <source>Cron %1  %2</source>
        <translation>Cron %1  %2</translation>
    </message>
</context>
<context>
    <name>HelmDeck::ScalingTables</name>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
</context>
<context>
    <name>HelmDeck::SecretNameListModel</name>
    <message>
        <source>Secret name</source>
        <translation>Secret-Name</translation>
    </message>
    <message>
        <source>An existing Secret of type kubernetes.io/dockerconfigjson in the app&apos;s namespace.</source>
        <translation>Ein vorhandenes Secret vom Typ kubernetes.io/dockerconfigjson im Namespace der App.</translation>
    </message>
    <message>
        <source>A Secret name cannot be empty; remove the row instead.</source>
        <translation>Ein Secret-Name darf nicht leer sein; stattdessen die Zeile entfernen.</translation>
    </message>
</context>
<context>
    <name>HelmDeck::SecretSuggestionBar</name>
    <message>
        <source>Mark as secret</source>
        <translation>Als geheim markieren</translation>
    </message>
    <message>
        <source>Keep these values in the system keychain instead of the project file</source>
        <translation>Diese Werte im Schlüsselbund des Systems statt in der Projektdatei aufbewahren</translation>
    </message>
    <message numerus="yes">
        <source>Named like a secret but not marked secret (%n): %1. Saving writes each value in plain text into the project file.</source>
        <translation>
            <numerusform>%n Variable sieht geheim aus, ist aber nicht als geheim markiert: %1. Beim Speichern wird ihr Wert im Klartext in die Projektdatei geschrieben.</numerusform>
            <numerusform>%n Variablen sehen geheim aus, sind aber nicht als geheim markiert: %1. Beim Speichern werden ihre Werte im Klartext in die Projektdatei geschrieben.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HelmDeck::SecurityForm</name>
    <message>
        <source>Every pod runs with seccomp RuntimeDefault and as non-root; every container drops ALL capabilities and may not escalate privileges. Relax only what the image needs.</source>
        <translation>Jeder Pod läuft mit seccomp RuntimeDefault und nicht als root; jeder Container verwirft ALLE Capabilities und darf keine Rechte erweitern. Nur lockern, was das Image braucht.</translation>
    </message>
    <message>
        <source>Security</source>
        <translation>Sicherheit</translation>
    </message>
    <message>
        <source>Applies to:</source>
        <translation>Gilt für:</translation>
    </message>
    <message>
        <source>Run as non-root (refuses images that start as root)</source>
        <translation>Nicht als root ausführen (lehnt Images ab, die als root starten)</translation>
    </message>
    <message>
        <source>Privileged containers</source>
        <translation>Privilegierte Container</translation>
    </message>
    <message>
        <source>Read-only root filesystem</source>
        <translation>Schreibgeschütztes Root-Dateisystem</translation>
    </message>
    <message>
        <source>e.g. NET_BIND_SERVICE, CHOWN</source>
        <translation>z. B. NET_BIND_SERVICE, CHOWN</translation>
    </message>
    <message>
        <source>Add capabilities:</source>
        <translation>Zusätzliche Capabilities:</translation>
    </message>
    <message>
        <source>name=value per line, e.g. net.ipv4.ip_unprivileged_port_start=0</source>
        <translation>name=value pro Zeile, z. B. net.ipv4.ip_unprivileged_port_start=0</translation>
    </message>
    <message>
        <source>Sysctls:</source>
        <translation>Sysctls:</translation>
    </message>
    <message>
        <source>e.g. 256Mi; empty: no /dev/shm volume</source>
        <translation>z. B. 256Mi; leer: kein /dev/shm-Volume</translation>
    </message>
    <message>
        <source>/dev/shm size:</source>
        <translation>Größe von /dev/shm:</translation>
    </message>
    <message>
        <source>- name: assets
  role: init        # or sidecar
  command: [&quot;sh&quot;, &quot;-c&quot;, &quot;cp -r /app/static /data&quot;]</source>
        <translation>- name: assets
  role: init        # oder sidecar
  command: [&quot;sh&quot;, &quot;-c&quot;, &quot;cp -r /app/static /data&quot;]</translation>
    </message>
    <message>
        <source>Extra containers:</source>
        <translation>Zusätzliche Container:</translation>
    </message>
    <message>
        <source>Labels and annotations</source>
        <translation>Labels und Annotationen</translation>
    </message>
    <message>
        <source>Resource kind:</source>
        <translation>Ressourcenart:</translation>
    </message>
    <message>
        <source>key=value per line</source>
        <translation>key=value pro Zeile</translation>
    </message>
    <message>
        <source>Labels:</source>
        <translation>Labels:</translation>
    </message>
    <message>
        <source>Annotations:</source>
        <translation>Annotationen:</translation>
    </message>
    <message>
        <source>Extra manifests</source>
        <translation>Zusätzliche Manifeste</translation>
    </message>
    <message>
        <source>a folder next to the project file, e.g. k8s</source>
        <translation>ein Ordner neben der Projektdatei, z. B. k8s</translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation>Ordner:</translation>
    </message>
    <message>
        <source>a folder with kustomization.yaml, post-renders the app</source>
        <translation>ein Ordner mit kustomization.yaml, bearbeitet die gerenderte App nach</translation>
    </message>
    <message>
        <source>Kustomize:</source>
        <translation>Kustomize:</translation>
    </message>
    <message>
        <source>All workloads (the app)</source>
        <translation>Alle Workloads (die App)</translation>
    </message>
    <message>
        <source>Process %1</source>
        <translation>Prozess %1</translation>
    </message>
    <message>
        <source>empty: as the app</source>
        <translation>leer: wie die App</translation>
    </message>
    <message>
        <source>extra containers</source>
        <translation>zusätzliche Container</translation>
    </message>
    <message>
        <source>not valid YAML</source>
        <translation>kein gültiges YAML</translation>
    </message>
    <message>
        <source>extra containers: %1</source>
        <translation>zusätzliche Container: %1</translation>
    </message>
</context>
<context>
    <name>HelmDeck::ServicesForm</name>
    <message>
        <source>Bundled services run in the app release from the official images (a StatefulSet &lt;app&gt;-postgres or &lt;app&gt;-valkey with its own volume); their URL reaches every process, cron task and run as an env var.</source>
        <translation>Mitgelieferte Dienste laufen im Release der App aus den offiziellen Images (ein StatefulSet &lt;app&gt;-postgres oder &lt;app&gt;-valkey mit eigenem Volume); ihre URL erreicht jeden Prozess, jede Cron-Aufgabe und jeden run-Job als Env-Variable.</translation>
    </message>
    <message>
        <source>PostgreSQL</source>
        <translation>PostgreSQL</translation>
    </message>
    <message>
        <source>Valkey (Redis protocol)</source>
        <translation>Valkey (Redis-Protokoll)</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Bundled</source>
        <translation>Mitgeliefert</translation>
    </message>
    <message>
        <source>External</source>
        <translation>Extern</translation>
    </message>
    <message>
        <source>&amp;Service:</source>
        <translation>Dien&amp;st:</translation>
    </message>
    <message>
        <source>The image postgres:&lt;version&gt;; its major version. Changing it on a volume with data needs a dump and restore.</source>
        <translation>Das Image postgres:&lt;version&gt;; seine Hauptversion. Eine Änderung auf einem Volume mit Daten erfordert ein Dump und Restore.</translation>
    </message>
    <message>
        <source>The image valkey/valkey:&lt;version&gt;.</source>
        <translation>Das Image valkey/valkey:&lt;version&gt;.</translation>
    </message>
    <message>
        <source>&amp;Version:</source>
        <translation>&amp;Version:</translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation>&amp;Größe:</translation>
    </message>
    <message>
        <source>The PersistentVolumeClaim&apos;s size.</source>
        <translation>Die Größe des PersistentVolumeClaims.</translation>
    </message>
    <message>
        <source>Storage c&amp;lass:</source>
        <translation>Storage-&amp;Class:</translation>
    </message>
    <message>
        <source>the cluster&apos;s default</source>
        <translation>der Standard des Clusters</translation>
    </message>
    <message>
        <source>Existing cla&amp;im:</source>
        <translation>Vorhandener Cla&amp;im:</translation>
    </message>
    <message>
        <source>none: the StatefulSet&apos;s own</source>
        <translation>keiner: der eigene des StatefulSets</translation>
    </message>
    <message>
        <source>A PersistentVolumeClaim that holds the data, e.g. the old name&apos;s after a rename.</source>
        <translation>Ein PersistentVolumeClaim, der die Daten enthält, z. B. der des alten Namens nach einer Umbenennung.</translation>
    </message>
    <message>
        <source>C&amp;PU request:</source>
        <translation>CPU-Anfo&amp;rderung:</translation>
    </message>
    <message>
        <source>&amp;Memory request:</source>
        <translation>Speic&amp;her-Anforderung:</translation>
    </message>
    <message>
        <source>Use&amp;r:</source>
        <translation>&amp;Benutzer:</translation>
    </message>
    <message>
        <source>the app&apos;s name</source>
        <translation>der Name der App</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>&amp;Datenbank:</translation>
    </message>
    <message>
        <source>PostgreSQL creates them with the data directory only: keep them with its data.</source>
        <translation>PostgreSQL legt sie nur beim Anlegen des Datenverzeichnisses an: Sie passend zu dessen Daten beibehalten.</translation>
    </message>
    <message>
        <source>&amp;Env var:</source>
        <translation>&amp;Env-Variable:</translation>
    </message>
    <message>
        <source>The name the URL reaches the app as.</source>
        <translation>Der Name, unter dem die URL die App erreicht.</translation>
    </message>
    <message>
        <source>Or storage &amp;entry:</source>
        <translation>Oder Storage-Ei&amp;ntrag:</translation>
    </message>
    <message>
        <source>An entry of the project&apos;s Storage page used instead of a new claim.</source>
        <translation>Ein Eintrag der Seite Storage des Projekts, der statt eines neuen Claims verwendet wird.</translation>
    </message>
    <message>
        <source>&amp;URL:</source>
        <translation>&amp;URL:</translation>
    </message>
    <message>
        <source>Kept in the system keychain when the project is saved, never in the project file.</source>
        <translation>Wird beim Speichern des Projekts im Schlüsselbund des Systems aufbewahrt, nie in der Projektdatei.</translation>
    </message>
    <message>
        <source>(none: a new claim)</source>
        <translation>(keiner: ein neuer Claim)</translation>
    </message>
</context>
</TS>
