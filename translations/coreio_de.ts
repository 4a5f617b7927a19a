<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>HelmDeck::AppImporter</name>
    <message>
        <source>and %1 more findings for the %2 (%3 of them errors; the first %4 are shown)</source>
        <translation>und %1 weitere Befunde für %2 (davon %3 Fehler; die ersten %4 werden angezeigt)</translation>
    </message>
    <message>
        <source>app folder %1 does not exist</source>
        <translation>App-Ordner %1 existiert nicht</translation>
    </message>
    <message>
        <source>%1 has neither a Procfile nor an app.json: nothing to import</source>
        <translation>%1 hat weder ein Procfile noch eine app.json: nichts zu importieren</translation>
    </message>
    <message>
        <source>cannot make an app name from the folder name &quot;%1&quot;; give a name</source>
        <translation>aus dem Ordnernamen „%1“ lässt sich kein App-Name bilden; einen Namen angeben</translation>
    </message>
    <message>
        <source>app name &quot;%1&quot; made from the folder name &quot;%2&quot; (app names are DNS-1123 labels: a-z, 0-9 and &apos;-&apos;)</source>
        <translation>App-Name „%1“ aus dem Ordnernamen „%2“ gebildet (App-Namen sind DNS-1123-Labels: a-z, 0-9 und „-“)</translation>
    </message>
    <message>
        <source>no Procfile</source>
        <translation>kein Procfile</translation>
    </message>
    <message>
        <source>no app.json</source>
        <translation>keine app.json</translation>
    </message>
    <message>
        <source>Procfile: not read</source>
        <translation>Procfile: nicht gelesen</translation>
    </message>
    <message>
        <source>1 process type</source>
        <translation>1 Prozesstyp</translation>
    </message>
    <message>
        <source>%1 process types</source>
        <translation>%1 Prozesstypen</translation>
    </message>
    <message>
        <source>Procfile: %1, a release command</source>
        <translation>Procfile: %1, ein Release-Befehl</translation>
    </message>
    <message>
        <source>Procfile: %1</source>
        <translation>Procfile: %1</translation>
    </message>
    <message>
        <source>&quot;release&quot; is Dokku&apos;s release task: it becomes the release command, run once by a Job before the other pods start (and again on a rollback, so it must be idempotent)</source>
        <translation>„release“ ist Dokkus Release-Aufgabe: Sie wird zum Release-Befehl, der einmal von einem Job ausgeführt wird, bevor die anderen Pods starten (und erneut bei einem Rollback, muss also idempotent sein)</translation>
    </message>
    <message>
        <source>no Procfile: the image&apos;s own command runs as the web process</source>
        <translation>kein Procfile: Der eigene Befehl des Images läuft als web-Prozess</translation>
    </message>
    <message>
        <source>app.json: not read</source>
        <translation>app.json: nicht gelesen</translation>
    </message>
    <message>
        <source>1 cron task</source>
        <translation>1 Cron-Aufgabe</translation>
    </message>
    <message>
        <source>%1 cron tasks</source>
        <translation>%1 Cron-Aufgaben</translation>
    </message>
    <message>
        <source>1 formation entry</source>
        <translation>1 formation-Eintrag</translation>
    </message>
    <message>
        <source>%1 formation entries</source>
        <translation>%1 formation-Einträge</translation>
    </message>
    <message>
        <source>1 health check</source>
        <translation>1 Health-Check</translation>
    </message>
    <message>
        <source>%1 health checks</source>
        <translation>%1 Health-Checks</translation>
    </message>
    <message>
        <source>1 env var</source>
        <translation>1 Env-Variable</translation>
    </message>
    <message>
        <source>%1 env vars</source>
        <translation>%1 Env-Variablen</translation>
    </message>
    <message>
        <source>1 add-on</source>
        <translation>1 Add-on</translation>
    </message>
    <message>
        <source>%1 add-ons</source>
        <translation>%1 Add-ons</translation>
    </message>
    <message>
        <source>deploy scripts</source>
        <translation>Deploy-Skripte</translation>
    </message>
    <message>
        <source>app.json: %1</source>
        <translation>app.json: %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>formation entry &quot;%1&quot; names no process type of the Procfile (declared: %2); it is ignored</source>
        <translation>formation-Eintrag „%1“ nennt keinen Prozesstyp des Procfiles (deklariert: %2); er wird ignoriert</translation>
    </message>
    <message>
        <source>health check %1 is for process type &quot;%2&quot;, which the Procfile does not declare (declared: %3); it is ignored</source>
        <translation>Health-Check %1 gilt für den Prozesstyp „%2“, den das Procfile nicht deklariert (deklariert: %3); er wird ignoriert</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>(ohne Namen)</translation>
    </message>
    <message>
        <source>cron[%1] runs the Procfile entry &quot;%2&quot;: %3</source>
        <translation>cron[%1] führt den Procfile-Eintrag „%2“ aus: %3</translation>
    </message>
    <message>
        <source>env %1 looks secret (its name %2) but is not marked secret: saving writes its value in plain text into helmdeck.yaml; mark it secret (Env form: &quot;Mark as secret&quot;) to keep it in the keychain</source>
        <translation>Env %1 sieht geheim aus (ihr Name %2), ist aber nicht als geheim markiert: Speichern schreibt ihren Wert im Klartext in helmdeck.yaml; als geheim markieren (Env-Formular: „Als geheim markieren“), um ihn im Schlüsselbund zu behalten</translation>
    </message>
    <message>
        <source>the formation scales web to 0: the app&apos;s domains will route to no pods</source>
        <translation>die formation skaliert web auf 0: Die Domains der App führen zu keinem Pod</translation>
    </message>
    <message>
        <source>%1 start with 0 replicas (Dokku&apos;s default for process types other than web); set formation.&lt;type&gt;.quantity in app.json or scale them in the Processes form</source>
        <translation>%1 starten mit 0 Replikaten (Dokkus Vorgabe für Prozesstypen außer web); formation.&lt;type&gt;.quantity in der app.json setzen oder sie im Prozesse-Formular skalieren</translation>
    </message>
    <message>
        <source>no image given, using &quot;%1&quot;: deploying needs the image pushed to a registry the cluster can pull from</source>
        <translation>kein Image angegeben, „%1“ wird verwendet: Zum Bereitstellen muss das Image in eine Registry gepusht sein, aus der der Cluster ziehen kann</translation>
    </message>
    <message>
        <source>runAsNonRoot is off for this imported app: Dokku-built images usually start as root, which Kubernetes refuses under runAsNonRoot; turn it on in the Security page once the image runs as a numeric non-root USER</source>
        <translation>runAsNonRoot ist für diese importierte App aus: Von Dokku gebaute Images starten meist als root, was Kubernetes unter runAsNonRoot verweigert; auf der Seite Sicherheit einschalten, sobald das Image als numerischer Nicht-root-USER läuft</translation>
    </message>
    <message>
        <source>read %1</source>
        <translation>gelesen: %1</translation>
    </message>
</context>
<context>
    <name>HelmDeck::AppJsonParser</name>
    <message>
        <source>&quot;addons&quot; must be a list of add-on names or {&quot;plan&quot;: ...} objects</source>
        <translation>&quot;addons&quot; muss eine Liste von Add-on-Namen oder {&quot;plan&quot;: ...}-Objekten sein</translation>
    </message>
    <message>
        <source>add-on &quot;%1&quot; is not one HelmDeck provides (it bundles PostgreSQL and Valkey); not imported</source>
        <translation>Add-on „%1“ bietet HelmDeck nicht an (es bringt PostgreSQL und Valkey mit); nicht importiert</translation>
    </message>
    <message>
        <source>add-on &quot;%1&quot; is a second %2 service; an app has at most one, so it is not imported</source>
        <translation>Add-on „%1“ ist ein zweiter %2-Dienst; eine App hat höchstens einen, daher nicht importiert</translation>
    </message>
    <message>
        <source>add-on &quot;%1&quot; becomes a bundled %2 service (image %3) whose URL is %4</source>
        <translation>Add-on „%1“ wird zu einem mitgelieferten %2-Dienst (Image %3) mit der URL %4</translation>
    </message>
    <message>
        <source>app.json is not valid JSON: a string holds a raw line break (write \n inside a JSON string)</source>
        <translation>app.json ist kein gültiges JSON: Ein String enthält einen rohen Zeilenumbruch (in einem JSON-String \n schreiben)</translation>
    </message>
    <message>
        <source>app.json has a block comment that is never closed</source>
        <translation>app.json hat einen Blockkommentar, der nie geschlossen wird</translation>
    </message>
    <message>
        <source>app.json is not valid JSON: %1</source>
        <translation>app.json ist kein gültiges JSON: %1</translation>
    </message>
    <message>
        <source>app.json must hold a JSON object ({...})</source>
        <translation>app.json muss ein JSON-Objekt enthalten ({...})</translation>
    </message>
    <message>
        <source>&quot;cron&quot; must be a list of {&quot;command&quot;, &quot;schedule&quot;} objects</source>
        <translation>&quot;cron&quot; muss eine Liste von {&quot;command&quot;, &quot;schedule&quot;}-Objekten sein</translation>
    </message>
    <message>
        <source>%1 must be an object with &quot;command&quot; and &quot;schedule&quot;</source>
        <translation>%1 muss ein Objekt mit &quot;command&quot; und &quot;schedule&quot; sein</translation>
    </message>
    <message>
        <source>%1 is %2; Dokku accepts allow, forbid or replace</source>
        <translation>%1 ist %2; Dokku akzeptiert allow, forbid oder replace</translation>
    </message>
    <message>
        <source>%1 has no &quot;command&quot;</source>
        <translation>%1 hat kein &quot;command&quot;</translation>
    </message>
    <message>
        <source>%1 has no &quot;schedule&quot;</source>
        <translation>%1 hat kein &quot;schedule&quot;</translation>
    </message>
    <message>
        <source>&quot;healthchecks&quot; must be an object of process type → list of checks</source>
        <translation>&quot;healthchecks&quot; muss ein Objekt Prozesstyp → Liste von Checks sein</translation>
    </message>
    <message>
        <source>healthchecks.%1 must be a list of checks</source>
        <translation>healthchecks.%1 muss eine Liste von Checks sein</translation>
    </message>
    <message>
        <source>healthchecks.%1[%2] must be an object</source>
        <translation>healthchecks.%1[%2] muss ein Objekt sein</translation>
    </message>
    <message>
        <source>health check %1 of %2</source>
        <translation>Health-Check %1 von %2</translation>
    </message>
    <message>
        <source>&quot;formation&quot; must be an object of process type → {&quot;quantity&quot;: n}</source>
        <translation>&quot;formation&quot; muss ein Objekt Prozesstyp → {&quot;quantity&quot;: n} sein</translation>
    </message>
    <message>
        <source>%1 must be an object like {&quot;quantity&quot;: 1}</source>
        <translation>%1 muss ein Objekt wie {&quot;quantity&quot;: 1} sein</translation>
    </message>
    <message>
        <source>%1 is ignored: Kubernetes rolls Deployments out with its default RollingUpdate</source>
        <translation>%1 wird ignoriert: Kubernetes rollt Deployments mit seinem Standard-RollingUpdate aus</translation>
    </message>
    <message>
        <source>%1 is not supported by HelmDeck; %2 runs a fixed number of replicas</source>
        <translation>%1 wird von HelmDeck nicht unterstützt; %2 läuft mit einer festen Zahl von Replikaten</translation>
    </message>
    <message>
        <source>%1 must be an object like {&quot;exposed&quot;: true}</source>
        <translation>%1 muss ein Objekt wie {&quot;exposed&quot;: true} sein</translation>
    </message>
    <message>
        <source>&quot;scripts&quot; must be an object</source>
        <translation>&quot;scripts&quot; muss ein Objekt sein</translation>
    </message>
    <message>
        <source>scripts.dokku must be an object with &quot;predeploy&quot; and/or &quot;postdeploy&quot;</source>
        <translation>scripts.dokku muss ein Objekt mit &quot;predeploy&quot; und/oder &quot;postdeploy&quot; sein</translation>
    </message>
    <message>
        <source>scripts.postdeploy (Heroku&apos;s run-once-after-creation script) is not run by HelmDeck; use scripts.dokku.postdeploy to run a command after every deploy</source>
        <translation>scripts.postdeploy (Herokus Skript, das einmal nach dem Anlegen läuft) wird von HelmDeck nicht ausgeführt; scripts.dokku.postdeploy verwenden, um nach jeder Bereitstellung einen Befehl auszuführen</translation>
    </message>
    <message>
        <source>&quot;env&quot; must be an object of NAME: value</source>
        <translation>&quot;env&quot; muss ein Objekt aus NAME: Wert sein</translation>
    </message>
    <message>
        <source>env %1 value</source>
        <translation>Wert von Env %1</translation>
    </message>
    <message>
        <source>env %1 asks for a generated secret: set its value in the Env form (secret values are kept in the keychain)</source>
        <translation>Env %1 verlangt ein generiertes Geheimnis: den Wert im Env-Formular setzen (geheime Werte werden im Schlüsselbund aufbewahrt)</translation>
    </message>
    <message>
        <source>env %1 is required and has no value: set it in the Env form</source>
        <translation>Env %1 ist erforderlich und hat keinen Wert: im Env-Formular setzen</translation>
    </message>
    <message>
        <source>env %1 is optional and has no value: not imported</source>
        <translation>Env %1 ist optional und hat keinen Wert: nicht importiert</translation>
    </message>
    <message>
        <source>env %1 must be a string or an object with &quot;value&quot;</source>
        <translation>Env %1 muss ein String oder ein Objekt mit &quot;value&quot; sein</translation>
    </message>
    <message>
        <source>unknown key %1 in %2 (ignored)</source>
        <translation>unbekannter Schlüssel %1 in %2 (ignoriert)</translation>
    </message>
    <message>
        <source>unknown key %1 in %2 (did you mean %3?)</source>
        <translation>unbekannter Schlüssel %1 in %2 (war %3 gemeint?)</translation>
    </message>
    <message>
        <source>%1 must be a string</source>
        <translation>%1 muss ein String sein</translation>
    </message>
    <message>
        <source>%1 must be true or false</source>
        <translation>%1 muss true oder false sein</translation>
    </message>
    <message>
        <source>%1 must be a whole number ≥ 0</source>
        <translation>%1 muss eine ganze Zahl ≥ 0 sein</translation>
    </message>
</context>
<context>
    <name>HelmDeck::CertificateLoader</name>
    <message>
        <source>cannot read the certificate file</source>
        <translation>die Zertifikatsdatei kann nicht gelesen werden</translation>
    </message>
</context>
<context>
    <name>HelmDeck::ClusterCapabilities</name>
    <message>
        <source>the render uses helm&apos;s default Kubernetes version and API versions</source>
        <translation>das Rendern verwendet die Standard-Kubernetes-Version und -API-Versionen von helm</translation>
    </message>
    <message>
        <source>No kube context is chosen: %1.</source>
        <translation>Kein Kube-Context gewählt: %1.</translation>
    </message>
    <message>
        <source>Read the Kubernetes and API versions of %1</source>
        <translation>Kubernetes- und API-Versionen von %1 lesen</translation>
    </message>
    <message>
        <source>Kubernetes version</source>
        <translation>Kubernetes-Version</translation>
    </message>
    <message>
        <source>API versions</source>
        <translation>API-Versionen</translation>
    </message>
    <message>
        <source>API resources</source>
        <translation>API-Ressourcen</translation>
    </message>
    <message>
        <source>The cluster of context &quot;%1&quot; gave no server version: %2.</source>
        <translation>Der Cluster des Contexts „%1“ lieferte keine Server-Version: %2.</translation>
    </message>
    <message>
        <source>kubectl failed</source>
        <translation>kubectl ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>Cannot read the versions of context &quot;%1&quot; (%2): %3.</source>
        <translation>Die Versionen des Contexts „%1“ können nicht gelesen werden (%2): %3.</translation>
    </message>
</context>
<context>
    <name>HelmDeck::ClusterCommands</name>
    <message>
        <source>Ensure namespace %1</source>
        <translation>Namespace %1 sicherstellen</translation>
    </message>
</context>
<context>
    <name>HelmDeck::ClusterErrors</name>
    <message>
        <source>%1 Check with: %2</source>
        <translation>%1 Prüfen mit: %2</translation>
    </message>
    <message>
        <source>context &quot;%1&quot;</source>
        <translation>Context „%1“</translation>
    </message>
    <message>
        <source>context &quot;%1&quot; (%2)</source>
        <translation>Context „%1“ (%2)</translation>
    </message>
    <message>
        <source>connection refused</source>
        <translation>Verbindung abgelehnt</translation>
    </message>
    <message>
        <source>is the cluster running, and is the server address in the kubeconfig right?</source>
        <translation>läuft der Cluster, und stimmt die Server-Adresse in der Kubeconfig?</translation>
    </message>
    <message>
        <source>the server&apos;s host name does not resolve (no such host)</source>
        <translation>der Hostname des Servers lässt sich nicht auflösen (no such host)</translation>
    </message>
    <message>
        <source>is the name in the kubeconfig right, and the VPN or DNS it needs up?</source>
        <translation>stimmt der Name in der Kubeconfig, und sind das nötige VPN bzw. DNS erreichbar?</translation>
    </message>
    <message>
        <source>no answer (timeout)</source>
        <translation>keine Antwort (Zeitüberschreitung)</translation>
    </message>
    <message>
        <source>is the cluster running and the VPN up? A firewall may drop the connection.</source>
        <translation>läuft der Cluster und ist das VPN aktiv? Eine Firewall verwirft die Verbindung womöglich.</translation>
    </message>
    <message>
        <source>no route to the server</source>
        <translation>keine Route zum Server</translation>
    </message>
    <message>
        <source>is the network or VPN to the cluster up?</source>
        <translation>ist das Netzwerk bzw. VPN zum Cluster aktiv?</translation>
    </message>
    <message>
        <source>is the cluster running and the VPN up?</source>
        <translation>läuft der Cluster und ist das VPN aktiv?</translation>
    </message>
    <message>
        <source>cannot reach the cluster of %1: %2 — %3</source>
        <translation>der Cluster von %1 ist nicht erreichbar: %2 — %3</translation>
    </message>
    <message>
        <source>the credential plugin &quot;%1&quot; of %2 failed (exit code %3) — log in again with %1 (e.g. a new SSO session) and check the profile the kubeconfig names.</source>
        <translation>das Credential-Plugin „%1“ von %2 ist fehlgeschlagen (Exit-Code %3) — erneut mit %1 anmelden (z. B. eine neue SSO-Sitzung) und das Profil prüfen, das die Kubeconfig nennt.</translation>
    </message>
    <message>
        <source>the credential plugin &quot;%1&quot; of %2 is not installed or not on PATH — install it, or get a kubeconfig that does not need it.</source>
        <translation>das Credential-Plugin „%1“ von %2 ist nicht installiert oder nicht im PATH — es installieren oder eine Kubeconfig besorgen, die es nicht braucht.</translation>
    </message>
    <message>
        <source>the credential plugin of %1 failed: %2 — log in again with the tool the kubeconfig&apos;s exec section names.</source>
        <translation>das Credential-Plugin von %1 ist fehlgeschlagen: %2 — erneut mit dem Werkzeug anmelden, das der exec-Abschnitt der Kubeconfig nennt.</translation>
    </message>
    <message>
        <source>the certificates of %1 have expired or are not yet valid — check this computer&apos;s clock; if it is right, renew the cluster&apos;s certificates and get a fresh kubeconfig.</source>
        <translation>die Zertifikate von %1 sind abgelaufen oder noch nicht gültig — die Uhr dieses Rechners prüfen; stimmt sie, die Zertifikate des Clusters erneuern und eine neue Kubeconfig besorgen.</translation>
    </message>
    <message>
        <source>the server certificate of %1 cannot be verified with the kubeconfig&apos;s certificate authority (%2) — is the server address the one the certificate was made for? Get a fresh kubeconfig for this cluster.</source>
        <translation>das Server-Zertifikat von %1 lässt sich mit der Zertifizierungsstelle der Kubeconfig nicht prüfen (%2) — ist die Server-Adresse die, für die das Zertifikat ausgestellt wurde? Eine neue Kubeconfig für diesen Cluster besorgen.</translation>
    </message>
    <message>
        <source>the token of %1 has expired — log in again or get a fresh kubeconfig.</source>
        <translation>das Token von %1 ist abgelaufen — erneut anmelden oder eine neue Kubeconfig besorgen.</translation>
    </message>
    <message>
        <source>the credentials of %1 were rejected (Unauthorized) — the token or client certificate in the kubeconfig is wrong or expired; get a fresh kubeconfig or log in again.</source>
        <translation>die Zugangsdaten von %1 wurden abgewiesen (Unauthorized) — Token oder Client-Zertifikat in der Kubeconfig sind falsch oder abgelaufen; eine neue Kubeconfig besorgen oder erneut anmelden.</translation>
    </message>
    <message>
        <source>the user of %1 is not allowed to do this: %2 — ask the cluster&apos;s admin for the RBAC permission, or use another context.</source>
        <translation>der Benutzer von %1 darf das nicht: %2 — den Admin des Clusters um die RBAC-Berechtigung bitten oder einen anderen Context verwenden.</translation>
    </message>
    <message>
        <source>It said: &quot;%1&quot;.</source>
        <translation>Die Ausgabe war: „%1“.</translation>
    </message>
</context>
<context>
    <name>HelmDeck::ClusterList</name>
    <message>
        <source>namespaces</source>
        <translation>Namespaces</translation>
    </message>
    <message>
        <source>storage classes</source>
        <translation>Storage Classes</translation>
    </message>
    <message>
        <source>ingress classes</source>
        <translation>Ingress Classes</translation>
    </message>
    <message>
        <source>Gateways</source>
        <translation>Gateways</translation>
    </message>
    <message>
        <source>pull secrets</source>
        <translation>Pull-Secrets</translation>
    </message>
</context>
<context>
    <name>HelmDeck::ClusterLists</name>
    <message>
        <source>No kube context is chosen</source>
        <translation>Kein Kube-Context gewählt</translation>
    </message>
    <message>
        <source>No namespace is chosen</source>
        <translation>Kein Namespace gewählt</translation>
    </message>
    <message>
        <source>List the %1 of %2</source>
        <translation>%1 von %2 auflisten</translation>
    </message>
    <message>
        <source>kubectl gave no list of %1 for context &quot;%2&quot;</source>
        <translation>kubectl lieferte keine Liste der %1 für den Context „%2“</translation>
    </message>
    <message>
        <source>kubectl failed</source>
        <translation>kubectl ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>Cannot list the %1 of context &quot;%2&quot;: %3</source>
        <translation>%1 des Contexts „%2“ können nicht aufgelistet werden: %3</translation>
    </message>
</context>
<context>
    <name>HelmDeck::HealthCheckReader</name>
    <message>
        <source>%1 must be a string</source>
        <translation>%1 muss ein String sein</translation>
    </message>
    <message>
        <source>%1 must be a whole number ≥ 0</source>
        <translation>%1 muss eine ganze Zahl ≥ 0 sein</translation>
    </message>
    <message>
        <source>%1 must be a non-empty list of strings (an argv, e.g. [&quot;/bin/check&quot;, &quot;--quick&quot;])</source>
        <translation>%1 muss eine nicht leere Liste von Strings sein (ein argv, z. B. [&quot;/bin/check&quot;, &quot;--quick&quot;])</translation>
    </message>
    <message>
        <source>%1 must be true or false</source>
        <translation>%1 muss true oder false sein</translation>
    </message>
    <message>
        <source>%1 is %2; it must be http or https</source>
        <translation>%1 ist %2; erlaubt sind http oder https</translation>
    </message>
    <message>
        <source>%1 must be a list of {&quot;name&quot;: ..., &quot;value&quot;: ...} objects</source>
        <translation>%1 muss eine Liste von {&quot;name&quot;: ..., &quot;value&quot;: ...}-Objekten sein</translation>
    </message>
    <message>
        <source>%1: &quot;port&quot;: %2 is not a port (1 to 65535)</source>
        <translation>%1: &quot;port&quot;: %2 ist kein Port (1 bis 65535)</translation>
    </message>
    <message>
        <source>%1: &quot;content&quot; matching is not supported by Kubernetes probes; only the HTTP status is checked</source>
        <translation>%1: Der Abgleich mit &quot;content&quot; wird von Kubernetes-Probes nicht unterstützt; nur der HTTP-Status wird geprüft</translation>
    </message>
    <message>
        <source>%1: %2 is not supported by Kubernetes probes and is ignored</source>
        <translation>%1: %2 wird von Kubernetes-Probes nicht unterstützt und ignoriert</translation>
    </message>
    <message>
        <source>unknown key %1 in %2 (ignored)</source>
        <translation>unbekannter Schlüssel %1 in %2 (ignoriert)</translation>
    </message>
    <message>
        <source>unknown key %1 in %2 (did you mean %3?)</source>
        <translation>unbekannter Schlüssel %1 in %2 (war %3 gemeint?)</translation>
    </message>
    <message>
        <source>%1 has unknown type %2 (Dokku&apos;s types: %3)</source>
        <translation>%1 hat den unbekannten Typ %2 (Dokkus Typen: %3)</translation>
    </message>
    <message>
        <source>%1 has unknown type %2 (Dokku&apos;s types: %3); did you mean %4?</source>
        <translation>%1 hat den unbekannten Typ %2 (Dokkus Typen: %3); war %4 gemeint?</translation>
    </message>
    <message>
        <source>%1 mixes %2; Dokku allows one of path, command, listening or uptime per check</source>
        <translation>%1 mischt %2; Dokku erlaubt pro Check nur eines von path, command, listening oder uptime</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>%1 is an uptime check, which Kubernetes probes cannot express; it is skipped</source>
        <translation>%1 ist ein uptime-Check, den Kubernetes-Probes nicht ausdrücken können; er wird übersprungen</translation>
    </message>
</context>
<context>
    <name>HelmDeck::HelmTool</name>
    <message>
        <source>Install Helm 3 or 4 (https://helm.sh/docs/intro/install/) and put it on PATH, set $HELMDECK_HELM to the helm binary, or start HelmDeck with --helm PATH.</source>
        <translation>Helm 3 oder 4 installieren (https://helm.sh/docs/intro/install/) und in den PATH legen, $HELMDECK_HELM auf das helm-Programm setzen oder HelmDeck mit --helm PATH starten.</translation>
    </message>
    <message>
        <source>could not start %1: %2. </source>
        <translation>%1 konnte nicht gestartet werden: %2. </translation>
    </message>
    <message>
        <source>%1 did not answer &quot;version --short&quot; within %2 s; check that it is a working helm binary. </source>
        <translation>%1 hat auf &quot;version --short&quot; nicht innerhalb von %2 s geantwortet; prüfen, ob es ein funktionierendes helm-Programm ist. </translation>
    </message>
    <message>
        <source>could not read a version from &quot;%1 version --short&quot;: %2. </source>
        <translation>aus &quot;%1 version --short&quot; ließ sich keine Version lesen: %2. </translation>
    </message>
    <message>
        <source>%1 is Helm %2 (%3); HelmDeck needs Helm 3 or 4. </source>
        <translation>%1 ist Helm %2 (%3); HelmDeck braucht Helm 3 oder 4. </translation>
    </message>
</context>
<context>
    <name>HelmDeck::InputFile</name>
    <message>
        <source>a directory</source>
        <translation>ein Verzeichnis</translation>
    </message>
    <message>
        <source>a FIFO (named pipe)</source>
        <translation>ein FIFO (Named Pipe)</translation>
    </message>
    <message>
        <source>a character device</source>
        <translation>ein zeichenorientiertes Gerät</translation>
    </message>
    <message>
        <source>a block device</source>
        <translation>ein blockorientiertes Gerät</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>ein Socket</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>keine reguläre Datei</translation>
    </message>
    <message>
        <source>%1 (a link to %2)</source>
        <translation>%1 (ein Link auf %2)</translation>
    </message>
    <message>
        <source>project file</source>
        <translation>Projektdatei</translation>
    </message>
    <message>
        <source>kubeconfig</source>
        <translation>Kubeconfig</translation>
    </message>
    <message>
        <source>docker config</source>
        <translation>Docker-Konfiguration</translation>
    </message>
    <message>
        <source>Helm registry config</source>
        <translation>Helm-Registry-Konfiguration</translation>
    </message>
    <message>
        <source>certificate file</source>
        <translation>Zertifikatsdatei</translation>
    </message>
    <message>
        <source>private key file</source>
        <translation>Datei mit privatem Schlüssel</translation>
    </message>
    <message>
        <source>manifest</source>
        <translation>Manifest</translation>
    </message>
    <message>
        <source>chart file</source>
        <translation>Chart-Datei</translation>
    </message>
    <message>
        <source>file</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 Bytes</translation>
    </message>
    <message>
        <source>cannot read the %1 %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1: it is %2 bytes, over %3, the cap for an %4</source>
        <translation>%1: %2 Bytes, mehr als %3, die Obergrenze für %4</translation>
    </message>
    <message>
        <source>%1: it is %2 bytes, over %3, the cap for a %4</source>
        <translation>%1: %2 Bytes, mehr als %3, die Obergrenze für %4</translation>
    </message>
    <message>
        <source>%1: it is a loop of symbolic links (a link that leads back to itself)</source>
        <translation>%1: eine Schleife symbolischer Links (ein Link, der auf sich selbst zurückführt)</translation>
    </message>
    <message>
        <source>%1: it is a symbolic link to a file that does not exist</source>
        <translation>%1: ein symbolischer Link auf eine Datei, die nicht existiert</translation>
    </message>
    <message>
        <source>%1: it is %2, not a regular file</source>
        <translation>%1: %2, keine reguläre Datei</translation>
    </message>
    <message>
        <source>%1: it changed while it was opened (it is %2 now)</source>
        <translation>%1: hat sich beim Öffnen geändert (jetzt %2)</translation>
    </message>
    <message>
        <source>another file</source>
        <translation>eine andere Datei</translation>
    </message>
    <message>
        <source>%1 (it grew while it was read)</source>
        <translation>%1 (beim Lesen gewachsen)</translation>
    </message>
    <message>
        <source>%1: it does not exist</source>
        <translation>%1: existiert nicht</translation>
    </message>
    <message>
        <source>a special file</source>
        <translation>eine Spezialdatei</translation>
    </message>
</context>
<context>
    <name>HelmDeck::JsonKeyCheck</name>
    <message>
        <source>the %1 is too deeply nested at %2 (more than %3 levels of objects and lists)</source>
        <translation>%1: zu tief verschachtelt bei %2 (mehr als %3 Ebenen aus Objekten und Listen)</translation>
    </message>
    <message>
        <source>the top</source>
        <translation>der obersten Ebene</translation>
    </message>
    <message>
        <source>the %1 has the key &quot;%2&quot; twice in one object (lines %3 and %4; at %5): keys must be unique, and a JSON reader would keep only the last</source>
        <translation>%1: Der Schlüssel „%2“ steht zweimal in einem Objekt (Zeilen %3 und %4; bei %5): Schlüssel müssen eindeutig sein, und ein JSON-Leser behielte nur den letzten</translation>
    </message>
</context>
<context>
    <name>HelmDeck::KubeConfig</name>
    <message>
        <source>a map</source>
        <translation>eine Map</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>eine Liste</translation>
    </message>
    <message>
        <source>a text</source>
        <translation>einen Text</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>no context &quot;%1&quot; in the kubeconfig</source>
        <translation>kein Context „%1“ in der Kubeconfig</translation>
    </message>
    <message>
        <source>the kubeconfig cannot be read: %1</source>
        <translation>die Kubeconfig kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>cluster &quot;%1&quot; of context &quot;%2&quot; is not defined in the kubeconfig</source>
        <translation>Cluster „%1“ des Contexts „%2“ ist in der Kubeconfig nicht definiert</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>this kubeconfig holds more than one YAML document; only the first is read</source>
        <translation>diese Kubeconfig enthält mehr als ein YAML-Dokument; nur das erste wird gelesen</translation>
    </message>
    <message>
        <source>not a kubeconfig: the file holds %1, not a map with &quot;contexts&quot; and &quot;clusters&quot;</source>
        <translation>keine Kubeconfig: Die Datei enthält %1, keine Map mit &quot;contexts&quot; und &quot;clusters&quot;</translation>
    </message>
    <message>
        <source>&quot;clusters&quot; must be a list of {name, cluster} entries, not %1; the servers of this file are unknown</source>
        <translation>&quot;clusters&quot; muss eine Liste von {name, cluster}-Einträgen sein, nicht %1; die Server dieser Datei sind unbekannt</translation>
    </message>
    <message>
        <source>&quot;contexts&quot; must be a list of {name, context} entries, not %1; no context of this file can be used</source>
        <translation>&quot;contexts&quot; muss eine Liste von {name, context}-Einträgen sein, nicht %1; kein Context dieser Datei ist verwendbar</translation>
    </message>
    <message>
        <source>contexts[%1] is not a {name, context} entry (a name and a map with cluster, user, namespace); skipped</source>
        <translation>contexts[%1] ist kein {name, context}-Eintrag (ein Name und eine Map mit cluster, user, namespace); übersprungen</translation>
    </message>
    <message>
        <source>context &quot;%1&quot; is listed twice in this file; the first one is used</source>
        <translation>Context „%1“ steht zweimal in dieser Datei; der erste wird verwendet</translation>
    </message>
</context>
<context>
    <name>HelmDeck::KubectlTool</name>
    <message>
        <source>Install kubectl (https://kubernetes.io/docs/tasks/tools/) and put it on PATH, or set $HELMDECK_KUBECTL to the kubectl binary.</source>
        <translation>kubectl installieren (https://kubernetes.io/docs/tasks/tools/) und in den PATH legen oder $HELMDECK_KUBECTL auf das kubectl-Programm setzen.</translation>
    </message>
    <message>
        <source>could not start %1: %2. </source>
        <translation>%1 konnte nicht gestartet werden: %2. </translation>
    </message>
    <message>
        <source>%1 did not answer &quot;version --client&quot; within %2 s; check that it is a working kubectl binary. </source>
        <translation>%1 hat auf &quot;version --client&quot; nicht innerhalb von %2 s geantwortet; prüfen, ob es ein funktionierendes kubectl-Programm ist. </translation>
    </message>
    <message>
        <source>could not read a version from &quot;%1 version --client -o json&quot; (it printed &quot;%2&quot;); is it kubectl? </source>
        <translation>aus &quot;%1 version --client -o json&quot; ließ sich keine Version lesen (Ausgabe: „%2“); ist es kubectl? </translation>
    </message>
</context>
<context>
    <name>HelmDeck::KustomizeFolder</name>
    <message>
        <source>the kustomize folder &quot;%1&quot; does not exist (looked at %2)</source>
        <translation>der kustomize-Ordner „%1“ existiert nicht (gesucht in %2)</translation>
    </message>
    <message>
        <source>the kustomize folder &quot;%1&quot; has no readable kustomization.yaml</source>
        <translation>der kustomize-Ordner „%1“ hat keine lesbare kustomization.yaml</translation>
    </message>
    <message>
        <source>cannot read %1</source>
        <translation>%1 kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>%1/kustomization.yaml does not list helmdeck-rendered.yaml under resources: the app&apos;s rendered manifests would not be post-rendered</source>
        <translation>%1/kustomization.yaml führt helmdeck-rendered.yaml nicht unter resources auf: Die gerenderten Manifeste der App würden nicht nachbearbeitet (post-rendered)</translation>
    </message>
</context>
<context>
    <name>HelmDeck::LiveRoutes</name>
    <message>
        <source>cannot start kubectl: %1</source>
        <translation>kubectl kann nicht gestartet werden: %1</translation>
    </message>
    <message>
        <source>kubectl did not answer in time</source>
        <translation>kubectl hat nicht rechtzeitig geantwortet</translation>
    </message>
    <message>
        <source>kubectl exited with code %1</source>
        <translation>kubectl wurde mit Code %1 beendet</translation>
    </message>
    <message>
        <source>all namespaces (RBAC allows listing them)</source>
        <translation>alle Namespaces (RBAC erlaubt, sie aufzulisten)</translation>
    </message>
    <message>
        <source>namespace %1 only (RBAC does not allow listing Ingresses in all namespaces: a host held in another namespace is not seen)</source>
        <translation>nur Namespace %1 (RBAC erlaubt nicht, Ingresses in allen Namespaces aufzulisten: ein Host in einem anderen Namespace bleibt unsichtbar)</translation>
    </message>
    <message>
        <source>rule %1 (%2): %3</source>
        <translation>Regel %1 (%2): %3</translation>
    </message>
</context>
<context>
    <name>HelmDeck::Plan</name>
    <message>
        <source>%1 (also after a failure or cancel)</source>
        <translation>%1 (auch nach einem Fehler oder Abbruch)</translation>
    </message>
</context>
<context>
    <name>HelmDeck::PodFailureWatch</name>
    <message>
        <source>pod %1</source>
        <translation>Pod %1</translation>
    </message>
    <message>
        <source>pod %1 (container %2)</source>
        <translation>Pod %1 (Container %2)</translation>
    </message>
    <message>
        <source>%1 (in %2 consecutive pod polls)</source>
        <translation>%1 (in %2 aufeinanderfolgenden Pod-Abfragen)</translation>
    </message>
</context>
<context>
    <name>HelmDeck::PodProgress</name>
    <message>
        <source>Running, not ready</source>
        <translation>Running, nicht bereit</translation>
    </message>
    <message>
        <source>pods ready</source>
        <translation>Pods bereit</translation>
    </message>
    <message>
        <source>+%1 more</source>
        <translation>+%1 weitere</translation>
    </message>
    <message>
        <source>%1: %2/%3 ready</source>
        <translation>%1: %2/%3 bereit</translation>
    </message>
    <message>
        <source>… (pod states no longer shown)</source>
        <translation>… (Pod-Zustände werden nicht mehr angezeigt)</translation>
    </message>
</context>
<context>
    <name>HelmDeck::ProbeFields</name>
    <message>
        <source>port %1 is outside 1-65535 (0 or no port: the process&apos;s primary port)</source>
        <translation>Port %1 liegt außerhalb von 1-65535 (0 oder kein Port: der primäre Port des Prozesses)</translation>
    </message>
    <message>
        <source>set only one of %1: a probe has one handler (here %2)</source>
        <translation>nur eines von %1 setzen: Eine Probe hat einen Handler (hier %2)</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>%1 must be a whole number ≥ 0</source>
        <translation>%1 muss eine ganze Zahl ≥ 0 sein</translation>
    </message>
</context>
<context>
    <name>HelmDeck::ProcessGroup</name>
    <message>
        <source>failed to start</source>
        <translation>Start fehlgeschlagen</translation>
    </message>
    <message>
        <source>cannot start %1: not found</source>
        <translation>%1 kann nicht gestartet werden: nicht gefunden</translation>
    </message>
    <message>
        <source>cannot start %1: not executable</source>
        <translation>%1 kann nicht gestartet werden: nicht ausführbar</translation>
    </message>
    <message>
        <source>cannot start %1: %2 is not executable</source>
        <translation>%1 kann nicht gestartet werden: %2 ist nicht ausführbar</translation>
    </message>
    <message>
        <source>cannot start %1: not found on PATH</source>
        <translation>%1 kann nicht gestartet werden: nicht im PATH gefunden</translation>
    </message>
</context>
<context>
    <name>HelmDeck::Procfile</name>
    <message>
        <source>it is empty</source>
        <translation>er ist leer</translation>
    </message>
    <message>
        <source>it is longer than 63 characters</source>
        <translation>er ist länger als 63 Zeichen</translation>
    </message>
    <message>
        <source>Dokku accepts only lower-case letters, digits and &apos;-&apos;, starting and ending with a letter or digit</source>
        <translation>Dokku akzeptiert nur Kleinbuchstaben, Ziffern und „-“, am Anfang und Ende ein Buchstabe oder eine Ziffer</translation>
    </message>
    <message>
        <source>git merge-conflict marker &quot;%1&quot; on line %2: resolve the conflict first</source>
        <translation>git-Merge-Konflikt-Markierung „%1“ in Zeile %2: zuerst den Konflikt lösen</translation>
    </message>
    <message>
        <source>line %1 is neither a comment nor &quot;&lt;process type&gt;: &lt;command&gt;&quot;</source>
        <translation>Zeile %1 ist weder ein Kommentar noch &quot;&lt;process type&gt;: &lt;command&gt;&quot;</translation>
    </message>
    <message>
        <source>missing process type before &apos;:&apos; on line %1</source>
        <translation>Prozesstyp vor „:“ fehlt in Zeile %1</translation>
    </message>
    <message>
        <source>process type &quot;%1&quot; must be followed directly by &apos;:&apos; (no space)</source>
        <translation>auf den Prozesstyp „%1“ muss direkt „:“ folgen (ohne Leerzeichen)</translation>
    </message>
    <message>
        <source>invalid process type &quot;%1&quot;: %2 (did you mean &quot;%3&quot;?)</source>
        <translation>ungültiger Prozesstyp „%1“: %2 (war „%3“ gemeint?)</translation>
    </message>
    <message>
        <source>invalid process type &quot;%1&quot;: %2</source>
        <translation>ungültiger Prozesstyp „%1“: %2</translation>
    </message>
    <message>
        <source>process &quot;%1&quot; has only a comment where its command should be</source>
        <translation>Prozess „%1“ hat nur einen Kommentar, wo sein Befehl stehen sollte</translation>
    </message>
    <message>
        <source>process &quot;%1&quot; has no command</source>
        <translation>Prozess „%1“ hat keinen Befehl</translation>
    </message>
    <message>
        <source>duplicate process type &quot;%1&quot; (first defined on line %2)</source>
        <translation>doppelter Prozesstyp „%1“ (zuerst definiert in Zeile %2)</translation>
    </message>
    <message>
        <source>the Procfile declares no process type (expected lines like &quot;web: &lt;command&gt;&quot;)</source>
        <translation>das Procfile deklariert keinen Prozesstyp (erwartet werden Zeilen wie &quot;web: &lt;command&gt;&quot;)</translation>
    </message>
</context>
<context>
    <name>HelmDeck::ProjectFile</name>
    <message>
        <source>cannot save %1: %2</source>
        <translation>%1 kann nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>the YAML writer failed</source>
        <translation>der YAML-Writer ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>it is not a regular file (a folder, FIFO, device or socket)</source>
        <translation>es ist keine reguläre Datei (ein Ordner, FIFO, Gerät oder Socket)</translation>
    </message>
    <message>
        <source>is the disk full?</source>
        <translation>ist die Festplatte voll?</translation>
    </message>
    <message>
        <source>only %1 of %2 bytes could be written (%3)</source>
        <translation>nur %1 von %2 Bytes konnten geschrieben werden (%3)</translation>
    </message>
</context>
<context>
    <name>HelmDeck::ProjectReader</name>
    <message>
        <source>project file</source>
        <translation>Projektdatei</translation>
    </message>
    <message>
        <source>the file is empty; a project file starts with &quot;schemaVersion: %1&quot;</source>
        <translation>die Datei ist leer; eine Projektdatei beginnt mit &quot;schemaVersion: %1&quot;</translation>
    </message>
    <message>
        <source>the file holds 2 YAML documents or more (the second starts at line %1); a project file holds one</source>
        <translation>die Datei enthält 2 oder mehr YAML-Dokumente (das zweite beginnt in Zeile %1); eine Projektdatei enthält eines</translation>
    </message>
    <message>
        <source>&quot;schemaVersion&quot; is missing; this HelmDeck reads and writes schemaVersion: %1</source>
        <translation>&quot;schemaVersion&quot; fehlt; dieses HelmDeck liest und schreibt schemaVersion: %1</translation>
    </message>
    <message>
        <source>this file was written by a newer HelmDeck (schemaVersion %1; this build reads schemaVersion %2 and older): update HelmDeck to open it</source>
        <translation>diese Datei wurde von einem neueren HelmDeck geschrieben (schemaVersion %1; diese Version liest schemaVersion %2 und älter): HelmDeck aktualisieren, um sie zu öffnen</translation>
    </message>
    <message>
        <source>schemaVersion %1 does not exist; the first version is 1</source>
        <translation>schemaVersion %1 gibt es nicht; die erste Version ist 1</translation>
    </message>
    <message>
        <source>app &quot;%1&quot; is defined twice (first at line %2); app names must be unique</source>
        <translation>App „%1“ ist zweimal definiert (zuerst in Zeile %2); App-Namen müssen eindeutig sein</translation>
    </message>
    <message>
        <source>unknown pull-secret mode &quot;%1&quot;; use %2</source>
        <translation>unbekannter Pull-Secret-Modus „%1“; erlaubt sind %2</translation>
    </message>
    <message>
        <source>unknown pull-secret mode &quot;%1&quot;; write it as &quot;%2&quot;</source>
        <translation>unbekannter Pull-Secret-Modus „%1“; „%2“ schreiben</translation>
    </message>
    <message>
        <source>the registry password is not read from the project file (it lives in the keychain); it is ignored and removed on the next save</source>
        <translation>das Registry-Passwort wird nicht aus der Projektdatei gelesen (es liegt im Schlüsselbund); es wird ignoriert und beim nächsten Speichern entfernt</translation>
    </message>
    <message>
        <source>process &quot;%1&quot; is defined twice in app &quot;%2&quot; (first at line %3); process names must be unique within an app</source>
        <translation>Prozess „%1“ ist in App „%2“ zweimal definiert (zuerst in Zeile %3); Prozessnamen müssen innerhalb einer App eindeutig sein</translation>
    </message>
    <message>
        <source>%1 (write it as scheme:host-port:container-port, e.g. &quot;http:80:5000&quot;)</source>
        <translation>%1 (als scheme:host-port:container-port schreiben, z. B. &quot;http:80:5000&quot;)</translation>
    </message>
    <message>
        <source>the value of secret env var &quot;%1&quot; is not read from the project file (secret values live in the keychain); it is ignored and removed on the next save</source>
        <translation>der Wert der geheimen Env-Variable „%1“ wird nicht aus der Projektdatei gelesen (geheime Werte liegen im Schlüsselbund); er wird ignoriert und beim nächsten Speichern entfernt</translation>
    </message>
</context>
<context>
    <name>HelmDeck::PseudoTerminal</name>
    <message>
        <source>cannot open a pseudo-terminal: %1: %2</source>
        <translation>ein Pseudo-Terminal kann nicht geöffnet werden: %1: %2</translation>
    </message>
</context>
<context>
    <name>HelmDeck::RawManifestLoader</name>
    <message>
        <source>the extra manifests folder &quot;%1&quot; does not exist (looked at %2); no manifests are added</source>
        <translation>der Ordner für zusätzliche Manifeste „%1“ existiert nicht (gesucht in %2); es werden keine Manifeste hinzugefügt</translation>
    </message>
    <message>
        <source>%1; nothing is rendered or deployed without it</source>
        <translation>%1; ohne sie wird nichts gerendert oder bereitgestellt</translation>
    </message>
    <message>
        <source>the extra manifests folder &quot;%1&quot; has no .yaml files</source>
        <translation>der Ordner für zusätzliche Manifeste „%1“ enthält keine .yaml-Dateien</translation>
    </message>
</context>
<context>
    <name>HelmDeck::ReleaseFields</name>
    <message>
        <source>backoffLimit %1 is out of range; use 0 to %2 (retries of a failed release command)</source>
        <translation>backoffLimit %1 liegt außerhalb des Bereichs; 0 bis %2 verwenden (Wiederholungen eines fehlgeschlagenen Release-Befehls)</translation>
    </message>
    <message>
        <source>the process type &quot;release&quot; is Dokku&apos;s release task: it is read as the app&apos;s release command (release.command), run once by the release gate&apos;s Job before the other pods start; the next save writes it there</source>
        <translation>der Prozesstyp „release“ ist Dokkus Release-Aufgabe: Er wird als Release-Befehl der App gelesen (release.command), den der Job des Release-Gates einmal ausführt, bevor die anderen Pods starten; das nächste Speichern schreibt ihn dorthin</translation>
    </message>
    <message>
        <source>the process type &quot;release&quot; is dropped: the app already has a release command (release.command), and a release is never a Deployment</source>
        <translation>der Prozesstyp „release“ wird verworfen: Die App hat bereits einen Release-Befehl (release.command), und ein Release ist nie ein Deployment</translation>
    </message>
</context>
<context>
    <name>HelmDeck::RoutingFields</name>
    <message>
        <source>a domain needs a &quot;host&quot;</source>
        <translation>eine Domain braucht einen &quot;host&quot;</translation>
    </message>
    <message>
        <source>tls &quot;%1&quot; is not a TLS mode; use none, cert-manager, letsencrypt or imported</source>
        <translation>tls „%1“ ist kein TLS-Modus; erlaubt sind none, cert-manager, letsencrypt oder imported</translation>
    </message>
    <message>
        <source>routing kind &quot;%1&quot; is not known; use ingress, ingressroute or httproute</source>
        <translation>Routing-Art „%1“ ist unbekannt; erlaubt sind ingress, ingressroute oder httproute</translation>
    </message>
    <message>
        <source>letsEncrypt server &quot;%1&quot; is not known; use production or staging</source>
        <translation>letsEncrypt-Server „%1“ ist unbekannt; erlaubt sind production oder staging</translation>
    </message>
</context>
<context>
    <name>HelmDeck::Runner</name>
    <message>
        <source>%1: cancelled</source>
        <translation>%1: abgebrochen</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
</context>
<context>
    <name>HelmDeck::ScalarText</name>
    <message>
        <source>%1 is out of range: a whole number from %2 to %3 is expected</source>
        <translation>%1 liegt außerhalb des Bereichs: erwartet wird eine ganze Zahl von %2 bis %3</translation>
    </message>
    <message>
        <source>%1 is out of range: a duration of at most %2 seconds (about 68 years) is expected</source>
        <translation>%1 liegt außerhalb des Bereichs: erwartet wird eine Dauer von höchstens %2 Sekunden (etwa 68 Jahre)</translation>
    </message>
    <message>
        <source>%1 is %2, out of range: a whole number from 0 to %3 is expected</source>
        <translation>%1 ist %2, außerhalb des Bereichs: erwartet wird eine ganze Zahl von 0 bis %3</translation>
    </message>
</context>
<context>
    <name>HelmDeck::ScalingFields</name>
    <message>
        <source>unknown autoscaling type &quot;%1&quot;; use %2</source>
        <translation>unbekannter Autoscaling-Typ „%1“; erlaubt sind %2</translation>
    </message>
</context>
<context>
    <name>HelmDeck::SecurityFields</name>
    <message>
        <source>unknown container role &quot;%1&quot;; use init or sidecar</source>
        <translation>unbekannte Container-Rolle „%1“; erlaubt sind init oder sidecar</translation>
    </message>
</context>
<context>
    <name>HelmDeck::ServiceFields</name>
    <message>
        <source>a service needs a &quot;kind&quot;: postgres or valkey</source>
        <translation>ein Dienst braucht ein &quot;kind&quot;: postgres oder valkey</translation>
    </message>
    <message>
        <source>service kind &quot;%1&quot; is not known; use postgres or valkey</source>
        <translation>Dienstart „%1“ ist unbekannt; erlaubt sind postgres oder valkey</translation>
    </message>
    <message>
        <source>the app has two %1 services (first at line %2); an app has at most one of each kind</source>
        <translation>die App hat zwei %1-Dienste (der erste in Zeile %2); eine App hat höchstens einen jeder Art</translation>
    </message>
</context>
<context>
    <name>HelmDeck::StepOutput</name>
    <message>
        <source>… output truncated</source>
        <translation>… Ausgabe gekürzt</translation>
    </message>
</context>
<context>
    <name>HelmDeck::StepProgress</name>
    <message>
        <source>%1 of %2 uploaded</source>
        <translation>%1 von %2 hochgeladen</translation>
    </message>
</context>
<context>
    <name>HelmDeck::StepRun</name>
    <message>
        <source>timed out after %1 s</source>
        <translation>Zeitüberschreitung nach %1 s</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>received %1</source>
        <translation>%1 empfangen</translation>
    </message>
    <message>
        <source>preparation failed</source>
        <translation>Vorbereitung fehlgeschlagen</translation>
    </message>
    <message>
        <source>%1: cancelled</source>
        <translation>%1: abgebrochen</translation>
    </message>
    <message>
        <source>cannot start %1: %2</source>
        <translation>%1 kann nicht gestartet werden: %2</translation>
    </message>
    <message>
        <source>%1 was killed by signal %2</source>
        <translation>%1 wurde durch Signal %2 beendet</translation>
    </message>
    <message>
        <source>%1 was killed by signal %2: %3</source>
        <translation>%1 wurde durch Signal %2 beendet: %3</translation>
    </message>
    <message>
        <source>%1 exited with code %2</source>
        <translation>%1 wurde mit Code %2 beendet</translation>
    </message>
    <message>
        <source>%1 exited with code %2: %3</source>
        <translation>%1 wurde mit Code %2 beendet: %3</translation>
    </message>
    <message>
        <source>check failed</source>
        <translation>Prüfung fehlgeschlagen</translation>
    </message>
</context>
<context>
    <name>HelmDeck::StorageReader</name>
    <message>
        <source>storage entry &quot;%1&quot; is defined twice (first at line %2); entry names must be unique</source>
        <translation>Storage-Eintrag „%1“ ist zweimal definiert (zuerst in Zeile %2); Eintragsnamen müssen eindeutig sein</translation>
    </message>
</context>
<context>
    <name>HelmDeck::TextCheck</name>
    <message>
        <source>the %1 holds a NUL byte at line %2, column %3: it must be UTF-8 text (is it a binary file?); nothing after it would be read</source>
        <translation>%1: NUL-Byte in Zeile %2, Spalte %3: erwartet wird UTF-8-Text (ist es eine Binärdatei?); nichts danach würde gelesen</translation>
    </message>
    <message>
        <source>the %1 is not valid UTF-8 at line %2, column %3 (byte 0x%4): HelmDeck reads UTF-8 text only; convert the file (iconv -t UTF-8)</source>
        <translation>%1: kein gültiges UTF-8 in Zeile %2, Spalte %3 (Byte 0x%4): HelmDeck liest nur UTF-8-Text; die Datei umwandeln (iconv -t UTF-8)</translation>
    </message>
    <message>
        <source>the %1 has %2 more lines with a NUL byte or invalid UTF-8 (the first %3 are shown)</source>
        <translation>%1: %2 weitere Zeilen mit NUL-Byte oder ungültigem UTF-8 (die ersten %3 werden angezeigt)</translation>
    </message>
    <message>
        <source>the %1 ends lines with a lone CR (old Mac line ends, first at line %2): read as %3 line ends</source>
        <translation>%1: Zeilen enden mit einem einzelnen CR (alte Mac-Zeilenenden, zuerst in Zeile %2): als %3 Zeilenenden gelesen</translation>
    </message>
</context>
<context>
    <name>HelmDeck::ToolConfigCheck</name>
    <message>
        <source>%1; %2 reads it as it starts (it would wait on it or fail), so %2 was not run</source>
        <translation>%1; %2 liest sie beim Start (es würde darauf warten oder fehlschlagen), daher wurde %2 nicht ausgeführt</translation>
    </message>
</context>
<context>
    <name>HelmDeck::ToolLookup</name>
    <message>
        <source>the configured %1 path</source>
        <translation>der eingestellte %1-Pfad</translation>
    </message>
    <message>
        <source>%1 was not found on PATH.</source>
        <translation>%1 wurde nicht im PATH gefunden.</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; was not found on PATH.</source>
        <translation>%1 „%2“ wurde nicht im PATH gefunden.</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; does not exist.</source>
        <translation>%1 „%2“ existiert nicht.</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not an executable file.</source>
        <translation>%1 „%2“ ist keine ausführbare Datei.</translation>
    </message>
</context>
<context>
    <name>HelmDeck::ToolProbe</name>
    <message>
        <source>crashed</source>
        <translation>ist abgestürzt</translation>
    </message>
    <message>
        <source>exited with code %1</source>
        <translation>endete mit Code %1</translation>
    </message>
    <message>
        <source>the %1 at %2 failed: &quot;%3&quot; %4 and no output; check that it is a working %1 binary.</source>
        <translation>%1 unter %2 schlug fehl: „%3“ %4, ohne Ausgabe; prüfen, ob es ein funktionierendes %1-Programm ist.</translation>
    </message>
    <message>
        <source>the %1 at %2 failed: &quot;%3&quot; %4: %5; check that it is a working %1 binary.</source>
        <translation>%1 unter %2 schlug fehl: „%3“ %4: %5; prüfen, ob es ein funktionierendes %1-Programm ist.</translation>
    </message>
</context>
<context>
    <name>HelmDeck::TraefikRule</name>
    <message>
        <source>unexpected &quot;%1&quot;</source>
        <translation>unerwartetes „%1“</translation>
    </message>
    <message>
        <source>%1 at character %2</source>
        <translation>%1 bei Zeichen %2</translation>
    </message>
    <message>
        <source>more than %1 alternatives</source>
        <translation>mehr als %1 Alternativen</translation>
    </message>
    <message>
        <source>missing &quot;)&quot;</source>
        <translation>„)“ fehlt</translation>
    </message>
    <message>
        <source>unterminated %1</source>
        <translation>nicht abgeschlossenes %1</translation>
    </message>
    <message>
        <source>a matcher is missing</source>
        <translation>ein Matcher fehlt</translation>
    </message>
    <message>
        <source>%1 is not a matcher HelmDeck reads</source>
        <translation>%1 ist kein Matcher, den HelmDeck liest</translation>
    </message>
    <message>
        <source>&quot;(&quot; expected after %1</source>
        <translation>„(“ erwartet nach %1</translation>
    </message>
    <message>
        <source>a quoted argument of %1 expected</source>
        <translation>ein Argument in Anführungszeichen für %1 erwartet</translation>
    </message>
    <message>
        <source>&quot;)&quot; expected after the arguments of %1</source>
        <translation>„)“ erwartet nach den Argumenten von %1</translation>
    </message>
    <message>
        <source>HostRegexp(`%1`) is not a wildcard HelmDeck reads (only ^[^.]+\.example\.com$)</source>
        <translation>HostRegexp(`%1`) ist keine Wildcard, die HelmDeck liest (nur ^[^.]+\.example\.com$)</translation>
    </message>
    <message>
        <source>path &quot;%1&quot; does not start with &quot;/&quot;</source>
        <translation>Pfad „%1“ beginnt nicht mit „/“</translation>
    </message>
</context>
<context>
    <name>HelmDeck::YamlEventCheck</name>
    <message>
        <source>the %1 uses the YAML %2: anchors and aliases are not supported in a %1 (a save would write the values out); write the values out</source>
        <translation>%1: verwendet YAML-%2; Anker und Aliase werden in %1 nicht unterstützt (ein Speichern würde die Werte ausschreiben); die Werte ausschreiben</translation>
    </message>
    <message>
        <source>YAML syntax error: the quoted value that starts here has no closing %1; the %2 is not valid YAML</source>
        <translation>YAML-Syntaxfehler: Dem hier beginnenden Wert in Anführungszeichen fehlt das schließende %1; %2 ist kein gültiges YAML</translation>
    </message>
    <message>
        <source>double quote</source>
        <translation>doppelte Anführungszeichen</translation>
    </message>
    <message>
        <source>single quote</source>
        <translation>einfache Anführungszeichen</translation>
    </message>
    <message>
        <source>alias *%1</source>
        <translation>Alias *%1</translation>
    </message>
    <message>
        <source>the %1 uses the YAML alias *%2 inside the value it names (a cycle); it is not read</source>
        <translation>%1: verwendet den YAML-Alias *%2 innerhalb des Werts, den er benennt (ein Zyklus); nicht gelesen</translation>
    </message>
    <message>
        <source>anchor &amp;%1</source>
        <translation>Anker &amp;%1</translation>
    </message>
    <message>
        <source>the %1&apos;s YAML aliases expand it past %2 values (a &quot;billion laughs&quot; alias bomb?); it is not read</source>
        <translation>%1: YAML-Aliase blähen sie auf über %2 Werte auf (eine „Billion Laughs“-Alias-Bombe?); nicht gelesen</translation>
    </message>
    <message>
        <source>the %1 has the key &quot;%2&quot; twice in one map (lines %3 and %4; at %5): keys must be unique</source>
        <translation>%1: Der Schlüssel „%2“ steht zweimal in einer Map (Zeilen %3 und %4; bei %5): Schlüssel müssen eindeutig sein</translation>
    </message>
    <message>
        <source>the %1 is too deeply nested (more than %2 levels of maps and lists)</source>
        <translation>%1: zu tief verschachtelt (mehr als %2 Ebenen aus Maps und Listen)</translation>
    </message>
</context>
<context>
    <name>HelmDeck::YamlFieldReader</name>
    <message>
        <source>app</source>
        <translation>App</translation>
    </message>
    <message>
        <source>process</source>
        <translation>Prozess</translation>
    </message>
    <message>
        <source>env var</source>
        <translation>Env-Variable</translation>
    </message>
    <message>
        <source>a host name or a map with &quot;host&quot;</source>
        <translation>einen Hostnamen oder eine Map mit &quot;host&quot;</translation>
    </message>
    <message>
        <source>trigger authentication</source>
        <translation>Trigger-Authentifizierung</translation>
    </message>
    <message>
        <source>storage entry</source>
        <translation>Storage-Eintrag</translation>
    </message>
    <message>
        <source>a map</source>
        <translation>eine Map</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>eine Liste</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>an undefined value</source>
        <translation>einen undefinierten Wert</translation>
    </message>
    <message>
        <source>expected a map (key: value lines), found %1</source>
        <translation>erwartet: eine Map (Zeilen key: value), gefunden: %1</translation>
    </message>
    <message>
        <source>keys must be plain words, found %1</source>
        <translation>Schlüssel müssen einfache Wörter sein, gefunden: %1</translation>
    </message>
    <message>
        <source>key &quot;%1&quot; appears twice (first at line %2); keys must be unique</source>
        <translation>Schlüssel „%1“ kommt zweimal vor (zuerst in Zeile %2); Schlüssel müssen eindeutig sein</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot; (known keys here: %2); it is ignored and not saved</source>
        <translation>unbekannter Schlüssel „%1“ (hier bekannte Schlüssel: %2); er wird ignoriert und nicht gespeichert</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot; (did you mean &quot;%2&quot;?); it is ignored and not saved</source>
        <translation>unbekannter Schlüssel „%1“ (war „%2“ gemeint?); er wird ignoriert und nicht gespeichert</translation>
    </message>
    <message>
        <source>a name</source>
        <translation>einen Namen</translation>
    </message>
    <message>
        <source>this %1 has no name; add &quot;name: ...&quot;</source>
        <translation>Eintrag (%1) ohne Namen; &quot;name: ...&quot; ergänzen</translation>
    </message>
    <message>
        <source>expected a list (lines starting with &quot;- &quot;), found %1</source>
        <translation>erwartet: eine Liste (Zeilen, die mit &quot;- &quot; beginnen), gefunden: %1</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation>erwartet: %1, gefunden: %2</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>einen String</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>eine ganze Zahl</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <source>seconds (300) or a duration such as &quot;90s&quot;, &quot;5m&quot; or &quot;1h30m&quot;</source>
        <translation>Sekunden (300) oder eine Dauer wie &quot;90s&quot;, &quot;5m&quot; oder &quot;1h30m&quot;</translation>
    </message>
</context>
<context>
    <name>HelmDeck::YamlGuard</name>
    <message>
        <source>YAML syntax error: %1; the %2 is not valid YAML</source>
        <translation>YAML-Syntaxfehler: %1; %2 ist kein gültiges YAML</translation>
    </message>
    <message>
        <source>the %1 is too big to read as YAML (out of memory)</source>
        <translation>%1: zu groß, um als YAML gelesen zu werden (kein Speicher mehr)</translation>
    </message>
    <message>
        <source>the %1 cannot be read as YAML: %2</source>
        <translation>%1: kann nicht als YAML gelesen werden: %2</translation>
    </message>
    <message>
        <source>YAML syntax error: unexpected &quot;%1&quot; where a value or a key should start</source>
        <translation>YAML-Syntaxfehler: unerwartetes „%1“, wo ein Wert oder Schlüssel beginnen sollte</translation>
    </message>
    <message>
        <source>the %1 holds more than one YAML document; it holds one</source>
        <translation>%1: enthält mehr als ein YAML-Dokument; erlaubt ist eines</translation>
    </message>
    <message>
        <source>YAML syntax error: unexpected &quot;%1&quot; where a value or a key should start; the %2 is not valid YAML</source>
        <translation>YAML-Syntaxfehler: unerwartetes „%1“, wo ein Wert oder Schlüssel beginnen sollte; %2 ist kein gültiges YAML</translation>
    </message>
    <message>
        <source>the %1 holds more than %2 YAML documents</source>
        <translation>%1: enthält mehr als %2 YAML-Dokumente</translation>
    </message>
</context>
</TS>
