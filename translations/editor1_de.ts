<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>HelmDeck::AppForm</name>
    <message>
        <source>Application</source>
        <translation>Anwendung</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>e.g. python</source>
        <translation>z. B. python</translation>
    </message>
    <message>
        <source>Lower-case letters, digits and &apos;-&apos;. Names the Helm release and every object.</source>
        <translation>Kleinbuchstaben, Ziffern und „-“. Benennt das Helm-Release und jedes Objekt.</translation>
    </message>
    <message>
        <source>&amp;Image:</source>
        <translation>&amp;Image:</translation>
    </message>
    <message>
        <source>registry.example.com/team/app:1.0</source>
        <translation>registry.example.com/team/app:1.0</translation>
    </message>
    <message>
        <source>The image every process runs: registry/repository:tag or @sha256:digest.</source>
        <translation>Das Image, das jeder Prozess ausführt: registry/repository:tag oder @sha256:digest.</translation>
    </message>
    <message>
        <source>Name&amp;space:</source>
        <translation>Name&amp;space:</translation>
    </message>
    <message>
        <source>The Kubernetes namespace the releases are installed into; the list shows the cluster&apos;s.</source>
        <translation>Der Kubernetes-Namespace, in den die Releases installiert werden; die Liste zeigt die des Clusters.</translation>
    </message>
    <message>
        <source>Deploy</source>
        <translation>Bereitstellung</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>&amp;Timeout:</source>
        <translation>&amp;Zeitlimit:</translation>
    </message>
    <message>
        <source>How long a deploy waits for the rollout before it fails.</source>
        <translation>Wie lange eine Bereitstellung auf den Rollout wartet, bevor sie fehlschlägt.</translation>
    </message>
    <message>
        <source>&amp;Roll back when the rollout fails</source>
        <translation>Bei fehlgeschlagenem Rollout zu&amp;rücksetzen</translation>
    </message>
    <message>
        <source>&amp;Predeploy:</source>
        <translation>&amp;Predeploy:</translation>
    </message>
    <message>
        <source>e.g. python manage.py migrate</source>
        <translation>z. B. python manage.py migrate</translation>
    </message>
    <message>
        <source>app.json scripts.dokku.predeploy: runs first in the release Job (Release page), before the release command and before the app&apos;s pods start. Must be idempotent.</source>
        <translation>app.json scripts.dokku.predeploy: läuft als Erstes im Release-Job (Seite Release), vor dem Release-Befehl und bevor die Pods der App starten. Muss idempotent sein.</translation>
    </message>
    <message>
        <source>P&amp;ostdeploy:</source>
        <translation>P&amp;ostdeploy:</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>optional</translation>
    </message>
    <message>
        <source>app.json scripts.dokku.postdeploy: runs once as a one-off Job right after the new release is ready; a failure fails the deploy, the new release stays live (docs/run.md).</source>
        <translation>app.json scripts.dokku.postdeploy: läuft einmal als eigener Job, sobald das neue Release bereit ist; schlägt er fehl, schlägt die Bereitstellung fehl, das neue Release bleibt aber aktiv (docs/run.md).</translation>
    </message>
</context>
<context>
    <name>HelmDeck::CertificateSummary</name>
    <message>
        <source>%1 (line %2)</source>
        <translation>%1 (Zeile %2)</translation>
    </message>
    <message>
        <source>No PEM certificate in the file.</source>
        <translation>Kein PEM-Zertifikat in der Datei.</translation>
    </message>
    <message>
        <source>Not usable: %1.</source>
        <translation>Nicht verwendbar: %1.</translation>
    </message>
    <message>
        <source>Covers %1; expired on %2.</source>
        <translation>Gilt für %1; am %2 abgelaufen.</translation>
    </message>
    <message numerus="yes">
        <source>Covers %1; expires %2 (in %n days).</source>
        <translation>
            <numerusform>Gilt für %1; läuft am %2 ab (in %n Tag).</numerusform>
            <numerusform>Gilt für %1; läuft am %2 ab (in %n Tagen).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HelmDeck::CredentialTester</name>
    <message>
        <source>no registry host to test</source>
        <translation>kein Registry-Host zum Testen</translation>
    </message>
    <message>
        <source> (no credential for %1 in the docker or Helm config)</source>
        <translation> (keine Zugangsdaten für %1 in der Docker- oder Helm-Konfiguration)</translation>
    </message>
    <message>
        <source> (credential from %1)</source>
        <translation> (Zugangsdaten aus %1)</translation>
    </message>
</context>
<context>
    <name>HelmDeck::CronTableModel</name>
    <message>
        <source>Suspended tasks keep their CronJob but start no Jobs.</source>
        <translation>Ausgesetzte Aufgaben behalten ihren CronJob, starten aber keine Jobs.</translation>
    </message>
    <message>
        <source>The CronJob&apos;s name, derived from the app name (cut to fit Kubernetes&apos; 52 characters) and the task; it changes when the schedule or command does. A CronJob already in the cluster keeps its name.</source>
        <translation>Der Name des CronJobs, abgeleitet vom Namen der App (gekürzt auf die 52 Zeichen, die Kubernetes erlaubt) und von der Aufgabe; er ändert sich, wenn sich Zeitplan oder Befehl ändern. Ein CronJob, der bereits im Cluster ist, behält seinen Namen.</translation>
    </message>
    <message>
        <source>Five cron fields (minute hour day month weekday) or @hourly, @daily, @weekly, @monthly, @yearly.</source>
        <translation>Fünf Cron-Felder (Minute Stunde Tag Monat Wochentag) oder @hourly, @daily, @weekly, @monthly, @yearly.</translation>
    </message>
    <message>
        <source>Schedule</source>
        <translation>Zeitplan</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>Concurrency</source>
        <translation>Nebenläufigkeit</translation>
    </message>
    <message>
        <source>Suspend</source>
        <translation>Aussetzen</translation>
    </message>
    <message>
        <source>CronJob</source>
        <translation>CronJob</translation>
    </message>
    <message>
        <source>Suspend is true or false (got &quot;%1&quot;).</source>
        <translation>„Aussetzen“ ist true oder false (eingegeben: „%1“).</translation>
    </message>
    <message>
        <source>A cron task needs a schedule, e.g. @daily or */5 * * * *.</source>
        <translation>Eine Cron-Aufgabe braucht einen Zeitplan, z. B. @daily oder */5 * * * *.</translation>
    </message>
    <message>
        <source>The concurrency policy is one of %1 (got &quot;%2&quot;).</source>
        <translation>Die Nebenläufigkeitsregel ist eine von %1 (eingegeben: „%2“).</translation>
    </message>
</context>
<context>
    <name>HelmDeck::DomainTableModel</name>
    <message>
        <source>none</source>
        <comment>TLS mode</comment>
        <translation>ohne</translation>
    </message>
    <message>
        <source>cert-manager</source>
        <comment>TLS mode</comment>
        <translation>cert-manager</translation>
    </message>
    <message>
        <source>Let&apos;s Encrypt</source>
        <comment>TLS mode</comment>
        <translation>Let&apos;s Encrypt</translation>
    </message>
    <message>
        <source>imported</source>
        <comment>TLS mode</comment>
        <translation>importiert</translation>
    </message>
    <message>
        <source>One route per domain, to the web process. &quot;*.example.com&quot; is a wildcard.</source>
        <translation>Eine Route pro Domain, zum Web-Prozess. „*.example.com“ ist ein Platzhalter (Wildcard).</translation>
    </message>
    <message>
        <source>The path prefix routed to the app; &quot;/&quot; is everything.</source>
        <translation>Das Pfadpräfix, das zur App geleitet wird; „/“ ist alles.</translation>
    </message>
    <message>
        <source>The web process&apos;s port map the route goes to; &quot;primary&quot; is the one HelmDeck picks (http:80 first).</source>
        <translation>Die Port-Zuordnung des Web-Prozesses, zu der die Route führt; „primary“ ist die, die HelmDeck wählt (http:80 zuerst).</translation>
    </message>
    <message>
        <source>cert-manager: an issuer the cluster has; Let&apos;s Encrypt: an ACME issuer HelmDeck creates (Routing page); imported: the certificate of the Routing page.</source>
        <translation>cert-manager: ein Issuer, den der Cluster hat; Let&apos;s Encrypt: ein ACME-Issuer, den HelmDeck anlegt (Seite Routing); importiert: das Zertifikat der Seite Routing.</translation>
    </message>
    <message>
        <source>The cert-manager issuer that signs the certificate.</source>
        <translation>Der Issuer von cert-manager, der das Zertifikat signiert.</translation>
    </message>
    <message>
        <source>Only for TLS cert-manager.</source>
        <translation>Nur für TLS cert-manager.</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>Pfad</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>TLS</source>
        <translation>TLS</translation>
    </message>
    <message>
        <source>Issuer</source>
        <translation>Issuer</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>TLS is one of %1 (got &quot;%2&quot;).</source>
        <translation>TLS ist eines von %1 (eingegeben: „%2“).</translation>
    </message>
    <message>
        <source>A domain cannot be empty; remove the row instead.</source>
        <translation>Eine Domain kann nicht leer sein; stattdessen die Zeile entfernen.</translation>
    </message>
    <message>
        <source>The app already has the domain %1 with path %2.</source>
        <translation>Die App hat die Domain %1 mit dem Pfad %2 bereits.</translation>
    </message>
    <message>
        <source>The issuer kind is ClusterIssuer or Issuer (got &quot;%1&quot;).</source>
        <translation>Die Art des Issuers ist ClusterIssuer oder Issuer (eingegeben: „%1“).</translation>
    </message>
</context>
<context>
    <name>HelmDeck::EnvTableModel</name>
    <message>
        <source>A secret value is shown masked and kept in the system keychain, never in the project file.</source>
        <translation>Ein geheimer Wert wird maskiert angezeigt und im Schlüsselbund des Systems aufbewahrt, nie in der Projektdatei.</translation>
    </message>
    <message>
        <source>A secret value, not set (nothing in the keychain for it).</source>
        <translation>Ein geheimer Wert, nicht gesetzt (nichts dazu im Schlüsselbund).</translation>
    </message>
    <message>
        <source>A secret value: kept in the keychain, out of the project file.</source>
        <translation>Ein geheimer Wert: im Schlüsselbund aufbewahrt, nicht in der Projektdatei.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Secret</source>
        <translation>Geheim</translation>
    </message>
    <message>
        <source>Secret is true or false (got &quot;%1&quot;).</source>
        <translation>„Geheim“ ist true oder false (eingegeben: „%1“).</translation>
    </message>
    <message>
        <source>A variable needs a name; remove the row instead.</source>
        <translation>Eine Variable braucht einen Namen; stattdessen die Zeile entfernen.</translation>
    </message>
    <message>
        <source>There is already a variable named &quot;%1&quot;.</source>
        <translation>Es gibt bereits eine Variable namens „%1“.</translation>
    </message>
</context>
<context>
    <name>HelmDeck::HealthChecksForm</name>
    <message>
        <source>The health checks give no %1 probe.</source>
        <translation>Die Health-Checks ergeben keine %1-Probe.</translation>
    </message>
    <message>
        <source>the primary port</source>
        <translation>der primäre Port</translation>
    </message>
    <message>
        <source>From the health checks: HTTP GET %1 on %2.</source>
        <translation>Aus den Health-Checks: HTTP GET %1 auf %2.</translation>
    </message>
    <message>
        <source>From the health checks: run %1.</source>
        <translation>Aus den Health-Checks: %1 ausführen.</translation>
    </message>
    <message>
        <source>From the health checks: TCP connect to %1.</source>
        <translation>Aus den Health-Checks: TCP-Verbindung zu %1.</translation>
    </message>
    <message>
        <source>Probes come from the app&apos;s health checks (app.json or the project file). Override one per process type here: a handler replaces the check&apos;s, times replace its times; Disabled removes the probe.</source>
        <translation>Probes kommen aus den Health-Checks der App (app.json oder Projektdatei). Hier lässt sich eine pro Prozesstyp überschreiben: Ein Handler ersetzt den des Checks, Zeiten ersetzen seine Zeiten; Deaktiviert entfernt die Probe.</translation>
    </message>
    <message>
        <source>&amp;Process type:</source>
        <translation>&amp;Prozesstyp:</translation>
    </message>
    <message>
        <source>Startup</source>
        <translation>Startup</translation>
    </message>
    <message>
        <source>Liveness</source>
        <translation>Liveness</translation>
    </message>
    <message>
        <source>Readiness</source>
        <translation>Readiness</translation>
    </message>
    <message>
        <source>From health checks</source>
        <translation>Aus den Health-Checks</translation>
    </message>
    <message>
        <source>Override</source>
        <translation>Überschreiben</translation>
    </message>
    <message>
        <source>Disabled</source>
        <translation>Deaktiviert</translation>
    </message>
    <message>
        <source>Probe:</source>
        <translation>Probe:</translation>
    </message>
    <message>
        <source>Keep the check&apos;s handler</source>
        <translation>Handler des Checks behalten</translation>
    </message>
    <message>
        <source>HTTP GET</source>
        <translation>HTTP GET</translation>
    </message>
    <message>
        <source>TCP socket</source>
        <translation>TCP-Socket</translation>
    </message>
    <message>
        <source>Run a command</source>
        <translation>Befehl ausführen</translation>
    </message>
    <message>
        <source>gRPC</source>
        <translation>gRPC</translation>
    </message>
    <message>
        <source>Handler:</source>
        <translation>Handler:</translation>
    </message>
    <message>
        <source>primary port</source>
        <translation>primärer Port</translation>
    </message>
    <message>
        <source>the pod&apos;s IP</source>
        <translation>die IP des Pods</translation>
    </message>
    <message>
        <source>e.g. pg_isready -h localhost</source>
        <translation>z. B. pg_isready -h localhost</translation>
    </message>
    <message>
        <source>empty: the whole server</source>
        <translation>leer: der ganze Server</translation>
    </message>
    <message>
        <source>Path:</source>
        <translation>Pfad:</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Port:</translation>
    </message>
    <message>
        <source>Host:</source>
        <translation>Host:</translation>
    </message>
    <message>
        <source>Command:</source>
        <translation>Befehl:</translation>
    </message>
    <message>
        <source>gRPC service:</source>
        <translation>gRPC-Dienst:</translation>
    </message>
    <message>
        <source>Initial delay:</source>
        <translation>Anfangsverzögerung:</translation>
    </message>
    <message>
        <source>Period:</source>
        <translation>Intervall:</translation>
    </message>
    <message>
        <source>Timeout:</source>
        <translation>Zeitlimit:</translation>
    </message>
    <message>
        <source>Attempts:</source>
        <translation>Versuche:</translation>
    </message>
    <message>
        <source>default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>&quot;default&quot; keeps the health check&apos;s value</source>
        <translation>„Standard“ behält den Wert des Health-Checks bei</translation>
    </message>
</context>
<context>
    <name>HelmDeck::KeychainNotice</name>
    <message>
        <source>No system keychain: secrets are kept for this session only</source>
        <translation>Kein Schlüsselbund des Systems: Secrets werden nur für diese Sitzung aufbewahrt</translation>
    </message>
</context>
<context>
    <name>HelmDeck::MonitoringForm</name>
    <message>
        <source>Prometheus ServiceMonitor</source>
        <translation>Prometheus-ServiceMonitor</translation>
    </message>
    <message>
        <source>&amp;Process:</source>
        <translation>&amp;Prozess:</translation>
    </message>
    <message>
        <source>One ServiceMonitor (monitoring.coreos.com/v1) per process type, selecting that process&apos;s Service. The cluster needs the Prometheus Operator.</source>
        <translation>Ein ServiceMonitor (monitoring.coreos.com/v1) pro Prozesstyp, der den Service dieses Prozesses auswählt. Der Cluster braucht den Prometheus Operator.</translation>
    </message>
    <message>
        <source>&amp;Scrape metrics</source>
        <translation>&amp;Metriken abrufen</translation>
    </message>
    <message>
        <source>P&amp;ort:</source>
        <translation>P&amp;ort:</translation>
    </message>
    <message>
        <source>A port map of the process; the monitor names its Service port.</source>
        <translation>Eine Port-Zuordnung des Prozesses; der Monitor nennt ihren Service-Port.</translation>
    </message>
    <message>
        <source>P&amp;ath:</source>
        <translation>P&amp;fad:</translation>
    </message>
    <message>
        <source>&amp;Interval:</source>
        <translation>&amp;Intervall:</translation>
    </message>
    <message>
        <source>A Prometheus duration: 30s, 1m, 1m30s.</source>
        <translation>Eine Prometheus-Dauer: 30s, 1m, 1m30s.</translation>
    </message>
    <message>
        <source>Scrape &amp;timeout:</source>
        <translation>Abruf-&amp;Zeitlimit:</translation>
    </message>
    <message>
        <source>Prometheus&apos; default</source>
        <translation>Standard von Prometheus</translation>
    </message>
    <message>
        <source>At most the interval.</source>
        <translation>Höchstens das Intervall.</translation>
    </message>
    <message>
        <source>&amp;Labels:</source>
        <translation>&amp;Labels:</translation>
    </message>
    <message>
        <source>key=value, separated by commas. Prometheus picks monitors by label: kube-prometheus-stack by release=&lt;its release name&gt;.</source>
        <translation>key=value, durch Kommas getrennt. Prometheus wählt Monitore nach Label aus: kube-prometheus-stack nach release=&lt;Name seines Release&gt;.</translation>
    </message>
    <message>
        <source>R&amp;elease:</source>
        <translation>R&amp;elease:</translation>
    </message>
    <message>
        <source>The Helm release of your Prometheus; the button adds the label it selects monitors by.</source>
        <translation>Das Helm-Release des eigenen Prometheus; die Schaltfläche fügt das Label hinzu, nach dem es Monitore auswählt.</translation>
    </message>
    <message>
        <source>A&amp;dd release label</source>
        <translation>Release-Label &amp;hinzufügen</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not key=value</source>
        <translation>„%1“ ist nicht key=value</translation>
    </message>
    <message>
        <source>Primary port map</source>
        <translation>Primäre Port-Zuordnung</translation>
    </message>
    <message>
        <source>Primary port map (%1)</source>
        <translation>Primäre Port-Zuordnung (%1)</translation>
    </message>
    <message>
        <source>%1 (container port %2)</source>
        <translation>%1 (Container-Port %2)</translation>
    </message>
    <message>
        <source>container port %1 (no port map)</source>
        <translation>Container-Port %1 (keine Port-Zuordnung)</translation>
    </message>
</context>
<context>
    <name>HelmDeck::ProcessTableModel</name>
    <message>
        <source>&quot;%1&quot; is not a port map; write scheme:host:container, e.g. http:80:5000.</source>
        <translation>„%1“ ist keine Port-Zuordnung; scheme:host:container schreiben, z. B. http:80:5000.</translation>
    </message>
    <message>
        <source>Empty: the image&apos;s default command runs.</source>
        <translation>Leer: Der Standardbefehl des Images läuft.</translation>
    </message>
    <message>
        <source>Port maps scheme:host:container, comma-separated, e.g. http:80:5000, https:443:5000.</source>
        <translation>Port-Zuordnungen scheme:host:container, durch Kommas getrennt, z. B. http:80:5000, https:443:5000.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>Replikate</translation>
    </message>
    <message>
        <source>Ports</source>
        <translation>Ports</translation>
    </message>
    <message>
        <source>A process needs a name; remove the row instead.</source>
        <translation>Ein Prozess braucht einen Namen; stattdessen die Zeile entfernen.</translation>
    </message>
    <message>
        <source>There is already a process named &quot;%1&quot;.</source>
        <translation>Es gibt bereits einen Prozess namens „%1“.</translation>
    </message>
    <message>
        <source>Replicas must be a whole number, 0 or more (got &quot;%1&quot;).</source>
        <translation>Replikate müssen eine ganze Zahl sein, 0 oder mehr (eingegeben: „%1“).</translation>
    </message>
</context>
</TS>
